"""Shelem's rule catalogue: every rule the engine knows, in English and Persian, with its sources.

Terms follow ``docs/glossary.md``: a *trick* is «دست», a *hand* (one deal, twelve tricks) is
«دور», the *game* (to the target, usually 1200) is «بازی». Shelem's own terms: the *widow* (the
four cards dealt to the middle) is «برگ‌های زمین»; the four cards the hakem puts down in their
place are «برگ‌های کنارگذاشته»; a *bid* is «خواندن» and the winning bid the *contract* «تعهد»;
a two-player *pile* is «دستهٔ چهاربرگی». The texts are written for this project; the facts come
from the seed documents cited (000 lines 108-133, 001 lines 153-225, 002 lines 63-100).

The rules themselves are data, in ``catalogue.toml`` beside this module (the format is in
:mod:`pasur.catalogue`).
"""

from __future__ import annotations

from typing import Final

from pasur.catalogue import beside
from pasur.protocol import Rule

RULES: Final[tuple[Rule, ...]] = beside(__file__)
