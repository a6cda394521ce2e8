"""Poker's what-if question (shared parts in :mod:`pasur.whatif`): against so many opponents,
under the chosen rules, how does each class of starting hand (a high pair, an ace with a card of
its suit, two picture cards, …) do: how often it comes out ahead in the hand (takes the pot, at
the showdown or when everyone else folds), how often it reaches the showdown and wins (or
shares) a pot there, and how many chips it wins or loses a hand on average.

Every simulated hand is one hand (``scope:hand``) played by the chosen player at every seat, and
every seat's two hole cards count: a deal of four players gives four starting hands. The counts
come from the summary's ``hole``, ``showdown_seats``, ``showdown_winners`` and ``won`` (each
seat's chips won in the hand) (:func:`poker_setup` / :func:`poker_rows`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final

from pasur.cards import Card, parse_any_card
from pasur.errors import OptionsError
from pasur.sim import Deal, Setup
from pasur.whatif import Mean, Rate, samples_of, table_options

POKER_RULES: Final = ("documents", "holdem", "joker")
"""The rule presets the screen offers (the number of players is chosen apart)."""
MAX_OPPONENTS: Final = 7
HAND_CLASSES: Final = (
    "pair_high",
    "pair_low",
    "ace_suited",
    "ace_offsuit",
    "broadway",
    "suited_connected",
    "suited",
    "connected",
    "other",
    "joker",
)
"""The classes of two hole cards, strongest-looking first (see :func:`hand_class`)."""


def hand_class(cards: Sequence[str]) -> str:
    """The class of two hole cards (codes): ``joker`` with a joker; a pair of tens or better
    (``pair_high``) or lower (``pair_low``); an ace with a card of its suit (``ace_suited``) or
    another (``ace_offsuit``); two cards from ten to king (``broadway``); two of a suit with
    neighbouring ranks (``suited_connected``) or not (``suited``); neighbouring ranks of two
    suits (``connected``); anything else (``other``).

    >>> [hand_class(h) for h in (["AS", "AD"], ["5C", "5D"], ["AH", "4H"], ["KS", "TD"])]
    ['pair_high', 'pair_low', 'ace_suited', 'broadway']
    >>> [hand_class(h) for h in (["9C", "8C"], ["9C", "3C"], ["9C", "8D"], ["9C", "3D"])]
    ['suited_connected', 'suited', 'connected', 'other']
    """
    parsed = [parse_any_card(c) for c in cards]
    if len(parsed) != 2:
        raise ValueError(f"a starting hand has two cards, not {len(parsed)}")
    a, b = parsed
    if not isinstance(a, Card) or not isinstance(b, Card):
        return "joker"
    high, low = sorted((int(a.rank), int(b.rank)), reverse=True)
    suited = a.suit == b.suit
    if high == low:
        return "pair_high" if high >= 10 else "pair_low"
    if high == 14:
        return "ace_suited" if suited else "ace_offsuit"
    if low >= 10:
        return "broadway"
    if high - low == 1:
        return "suited_connected" if suited else "connected"
    return "suited" if suited else "other"


def poker_options(rules: str, opponents: int) -> str:
    """The options text for a rule preset against *opponents* other players (checked, one
    hand).

    Raises:
        OptionsError: unknown rules, or a table the game does not allow.
    """
    if rules not in POKER_RULES:
        raise OptionsError(f"unknown poker rules {rules!r} ({', '.join(POKER_RULES)})")
    if not 1 <= opponents <= MAX_OPPONENTS:
        raise OptionsError(f"from 1 to {MAX_OPPONENTS} opponents, not {opponents}")
    return table_options("poker", f"preset:{rules},players:{opponents + 1}", scope="hand")


def poker_setup(rules: str, opponents: int, seed: int, player: str = "heuristic") -> Setup:
    """Single hands at a table of ``opponents + 1``, every seat played by *player*."""
    return Setup("poker", poker_options(rules, opponents), (player,), seed)


@dataclass(frozen=True, slots=True)
class StartRow:
    """How the starting hands of one class did."""

    key: str
    """The class (:data:`HAND_CLASSES`)."""
    ahead: Rate
    """The hand won more chips than it put in (took the pot, or most of a split one)."""
    showdown: Rate
    """The hand reached the showdown."""
    showdown_won: Rate
    """The hand won (or shared) a pot at the showdown, out of all the hands of the class."""
    chips: Mean
    """Chips won (or lost) in the hand."""
    samples: dict[str, int] = field(default_factory=dict)
    """A deal index where such a hand came out ``ahead`` and one where it did ``not``."""


@dataclass(frozen=True, slots=True)
class SeatHand:
    """One seat's starting hand in one simulated deal and what came of it."""

    index: int
    key: str
    chips: int
    showdown: bool
    showdown_won: bool


def poker_seats(deals: Sequence[Deal]) -> list[SeatHand]:
    """Every seat's starting hand of every simulated deal."""
    out = []
    for d in deals:
        at_showdown = {int(s) for s in d.summary["showdown_seats"]}
        winners = {int(s) for s in d.summary["showdown_winners"]}
        for seat, hole in enumerate(d.summary["hole"]):
            out.append(
                SeatHand(
                    d.index,
                    hand_class(str(hole).split(".")),
                    int(d.summary["won"][seat]),
                    seat in at_showdown,
                    seat in winners,
                )
            )
    return out


def poker_rows(deals: Sequence[Deal]) -> list[StartRow]:
    """A row per class of starting hand seen, in the order of :data:`HAND_CLASSES`."""
    seats = poker_seats(deals)
    rows = []
    for key in HAND_CLASSES:
        group = [s for s in seats if s.key == key]
        if not group:
            continue
        n = len(group)
        rows.append(
            StartRow(
                key,
                Rate(sum(1 for s in group if s.chips > 0), n),
                Rate(sum(1 for s in group if s.showdown), n),
                Rate(sum(1 for s in group if s.showdown_won), n),
                Mean.of(s.chips for s in group),
                samples_of(("ahead" if s.chips > 0 else "not", s.index) for s in group),
            )
        )
    return rows


__all__ = [
    "HAND_CLASSES",
    "MAX_OPPONENTS",
    "POKER_RULES",
    "SeatHand",
    "StartRow",
    "hand_class",
    "poker_options",
    "poker_rows",
    "poker_seats",
    "poker_setup",
]
