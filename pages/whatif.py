"""Every game's what-if charts: ``?game=hokm`` opens Hokm's (see :mod:`ui.screens`)."""

from ui.screens import run_screen

run_screen("whatif")
