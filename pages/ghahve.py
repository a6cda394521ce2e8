"""The old address of a lesson: sent on to /lesson with its game (see ui.screens.redirect)."""

from ui.screens import redirect

redirect("ghahve")
