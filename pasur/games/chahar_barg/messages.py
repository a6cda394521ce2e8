"""Pasur's message table: every sentence the Pasur engine reports, as a code and a template.

The table is data, ``messages.toml`` beside this module (format: :mod:`pasur.messages`); only
the term table of the rules that keep a capture from being a sur is built here, from the rule
catalogue, so a rule's title is written once. A side (kind ``side``) is a team of two partners
with four players and a seat otherwise.
"""

from __future__ import annotations

from typing import Final

from pasur.games.chahar_barg.catalogue import RULES
from pasur.messages import beside

_BLOCKS: Final = (
    "pasur/lone-jack",
    "pasur/jack-sur",
    "pasur/no-sur-last-deal",
    "pasur/sur-cap",
    "pasur/sur-score-limit",
)
SUR_BLOCKS: Final = {r.id: r.title_en for r in RULES if r.id in _BLOCKS}
"""The rules that keep a table-clearing capture from being a sur, by their titles."""

MESSAGES: Final = beside(__file__, terms={"sur_blocks": SUR_BLOCKS})
