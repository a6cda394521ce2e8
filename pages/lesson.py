"""Every game's lesson: ``?game=hokm`` opens Hokm's (see :mod:`ui.screens`)."""

from ui.screens import run_screen

run_screen("lesson")
