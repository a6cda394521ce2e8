"""Hokm's rule catalogue: every rule the engine knows, in English and Persian, with its sources.

Terms follow ``docs/glossary.md``: a *trick* is «دست», a *hand* (one deal, played until a side
has seven tricks) is «دور», a *game* (to seven points) is «بازی» and a *match* is «مسابقه».
The texts are written for this project; the facts come from the seed documents cited.

The rules themselves are data, in ``catalogue.toml`` beside this module (the format is in
:mod:`pasur.catalogue`).
"""

from __future__ import annotations

from typing import Final

from pasur.catalogue import beside
from pasur.protocol import Rule

RULES: Final[tuple[Rule, ...]] = beside(__file__)
