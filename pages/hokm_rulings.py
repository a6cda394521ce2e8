from ui.screens import redirect

redirect("hokm_rulings")
