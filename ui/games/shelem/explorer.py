"""Shelem in the deal explorer: the shared table and controls, with Shelem's own words for the
cards put down after the widow."""

from __future__ import annotations

from ui.games.base import ExplorerUI
from ui.games.shelem.words import shelem_move

EXPLORER = ExplorerUI(move_text=shelem_move)
