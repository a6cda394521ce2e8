"""Ghahve's rule catalogue: every rule the engine knows, in English and Persian, with its sources.

The one seed text on Ghahve is seed 000, lines 134-144 («آموزش قهوه»); it says the game is
played "exactly like Hokm" apart from what it lists, so a few rules also cite seed 000's Hokm
text (lines 97-101). Terms follow ``docs/glossary.md``: a *trick* is «دست», a *hand* (one deal,
all thirteen tricks) is «دور», a *game* (to 501 points) is «بازی», trump is «حکم», a joker
«ژوکر», a bid «تعهد». Where the seed is silent, the text says which reading was chosen.

The rules themselves are data, in ``catalogue.toml`` beside this module (the format is in
:mod:`pasur.catalogue`).
"""

from __future__ import annotations

from typing import Final

from pasur.catalogue import beside
from pasur.protocol import Rule

RULES: Final[tuple[Rule, ...]] = beside(__file__)
