from ui.screens import redirect

redirect("pasur_rulings")
