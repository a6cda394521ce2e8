from ui.screens import redirect

redirect("poker_rulings")
