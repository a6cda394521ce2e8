"""Pasur's rule catalogue: every rule the engine knows, in English and Persian, with its sources.

The one seed text on Pasur (Chahar Barg, «چهاربرگ») is seed 001, lines 3-81 («۱. بازی چهاربرگ»;
its lines 83 and on are Hokm). ``shared/rules/chahar_barg.md`` compares it with pagat.com and
Wikipedia; where the seed is silent, the text says so and which standard rule is followed, and
where the documents disagree it names both sides (each side is an option). Terms follow
``docs/glossary.md``: a card is «برگ», the face-up cards in the middle the *table* «زمین», one
four-card *deal* «پخش», a *round* (the whole deck, counted at its end) «دور», the *game* (to the
target, usually 62) «بازی», a *side* (a player, or a team of two) «طرف». Pasur's own terms: a
*sur* (taking every card on the table) is «سور», to *take* «برداشتن», to *lay* a card «روی زمین
گذاشتن», a *number card* «برگ عددی», the *clubs 7* «هفت خاج»; jack, queen, king are «سرباز»،
«بی‌بی»، «شاه». The texts are written for this project; the facts come from the seed lines cited.

The rules themselves are data, in ``catalogue.toml`` beside this module (the format is in
:mod:`pasur.catalogue`).
"""

from __future__ import annotations

from typing import Final

from pasur.catalogue import beside
from pasur.protocol import Rule

RULES: Final[tuple[Rule, ...]] = beside(__file__)
