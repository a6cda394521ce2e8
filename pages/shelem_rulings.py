from ui.screens import redirect

redirect("shelem_rulings")
