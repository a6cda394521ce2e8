"""Haft Khabis's rule catalogue: every rule the engine knows, in English and Persian, with sources.

The one seed text is seed 000, lines 146-163 («هفت خبیث»); ``shared/rules/
shelem_ghahve_haftkhabis_poker.md`` section 4 numbers its rules HK-01..HK-19. Where the seed is
silent the text says so and which reading is followed (each is an option). Terms follow
``lessons/glossary.toml``: a card «برگ», a suit «خال», a *deal* (from the shuffle until someone
goes out) «دور», the *match* (until one player is left) «مسابقه», the *stock* (the cards left
face down) «برگ‌های کنار», the *pile* of face-up cards «زمین» and its top card «برگِ رو», the
last-card call «تک برگ», jack, queen, king, ace «سرباز»، «بی‌بی»، «شاه»، «آس». The texts are
written for this project; the facts come from the seed lines cited.

The rules themselves are data, in ``catalogue.toml`` beside this module (the format is in
:mod:`pasur.catalogue`).
"""

from __future__ import annotations

from typing import Final

from pasur.catalogue import beside
from pasur.protocol import Rule

RULES: Final[tuple[Rule, ...]] = beside(__file__)
