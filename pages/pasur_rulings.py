"""Placeholder while this page is being written (replaced before the issue closes)."""

from ui.frame import frame

ctx = frame()
