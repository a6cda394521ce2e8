from ui.screens import redirect

redirect("haft_khabis_rulings")
