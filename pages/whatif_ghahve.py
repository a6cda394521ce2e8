from ui.screens import redirect

redirect("whatif_ghahve")
