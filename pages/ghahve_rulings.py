from ui.screens import redirect

redirect("ghahve_rulings")
