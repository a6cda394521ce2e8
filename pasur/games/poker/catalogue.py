"""Poker's rule catalogue: every rule the engine knows, in English and Persian, with its sources.

The one seed text on poker is seed 000, lines 166-233 (hands at lines 166-225, dealing and
betting at 226-233); ``shared/rules/shelem_ghahve_haftkhabis_poker.md`` section 5 lists it as
PK-01..PK-21. Where the seed is silent (blinds, limits, side pots, the odd chip) the text says so
and which common rule is followed; each such point is an option. Terms: a *hand* is «دست», the
*board* the cards face up on the table «زمین», the *hole cards* a player's own two cards «دو برگِ
دست», the *pot* the money in the middle «پولِ وسط», *chips* «مهره» or «پول», to *check* «چک
دادن», to *call* «دیدن» (the seed's SEE), to *raise* «افزایش شرط», to *fold* «خواباندن», *all in*
«آل‌این» (putting every chip in). In this section of the seed «خال» means a rank (سه خال, three
of a kind), not a suit. The texts are written for this project; the facts come from the lines
cited.

The rules themselves are data, in ``catalogue.toml`` beside this module (the format is in
:mod:`pasur.catalogue`).
"""

from __future__ import annotations

from typing import Final

from pasur.catalogue import beside
from pasur.protocol import Rule

RULES: Final[tuple[Rule, ...]] = beside(__file__)


CATEGORY_RULES: Final = {
    "high_card": "poker/high-card",
    "pair": "poker/pair",
    "two_pair": "poker/two-pair",
    "three_of_a_kind": "poker/three-of-a-kind",
    "straight": "poker/straight",
    "flush": "poker/flush",
    "full_house": "poker/full-house",
    "four_of_a_kind": "poker/four-of-a-kind",
    "straight_flush": "poker/straight-flush",
    "five_of_a_kind": "poker/five-of-a-kind",
    "royal_flush": "poker/royal-flush",
}
"""The rule that names each hand category of :mod:`pasur.games.poker.evaluate`."""
