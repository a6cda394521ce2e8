"""Chahar Barg's (Pasur's) what-if questions (shared parts in :mod:`pasur.whatif`): over random
hands (one round of 52 cards each), the points of each seat or team by where it sits from the
dealer (card points and surs apart), how many surs a hand has and how a side's surs go with
winning it, and how the dealer, who plays last in every deal, fares against the others
(:func:`pasur_setup` / :func:`pasur_stats`)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Final

from pasur.errors import OptionsError
from pasur.sim import Deal, Setup
from pasur.whatif import Mean, Rate, samples_of, table_options, tally

PASUR_RULES: Final = ("seed", "pagat", "open")
"""The rule presets the Pasur page offers (the player count is chosen apart)."""
PASUR_POSITIONS: Final = {
    2: ("first", "dealer"),
    3: ("first", "second", "dealer"),
    4: ("first", "dealer"),
}
"""The sides in order of play from the player after the dealer; the dealer plays last in every
deal. With four players the sides are teams: the first player's and the dealer's."""
SUR_ROWS: Final = 3
"""Sides are grouped by the surs they made in a hand: 0, 1, 2, and this many or more."""


def pasur_options(rules: str, players: int) -> str:
    """The options text for a rule preset and a player count (checked, compact)."""
    if rules not in PASUR_RULES:
        raise OptionsError(f"unknown Pasur rules {rules!r} ({', '.join(PASUR_RULES)})")
    return table_options("chahar_barg", f"preset:{rules},players:{players}")


def pasur_setup(options: str, seed: int, player: str = "heuristic") -> Setup:
    """Random hands (one round each), every seat played by *player*."""
    return Setup(
        "chahar_barg", table_options("chahar_barg", options, scope="hand"), (player,), seed
    )


def pasur_position(side: int, dealer: int, players: int) -> str:
    """Where *side* sits from the dealer: ``first``, ``second`` or ``dealer`` (see
    :data:`PASUR_POSITIONS`).

    >>> [pasur_position(s, 0, 3) for s in range(3)], [pasur_position(s, 3, 4) for s in range(2)]
    (['dealer', 'first', 'second'], ['first', 'dealer'])
    """
    if players == 4:
        return "dealer" if side == dealer % 2 else "first"
    return PASUR_POSITIONS[players][(side - dealer - 1) % players]


@dataclass(frozen=True, slots=True)
class SideHand:
    """One side's hand: where it sat, what it took, and whether it won the hand."""

    index: int
    position: str
    total: int
    cards: int
    sur_points: int
    surs: int
    won: bool
    """The side had more points than every other side (a tie for most is no win)."""
    margin: float
    """Its points minus the others' (their mean with three players)."""


def pasur_sides(deals: Iterable[Deal], players: int) -> list[SideHand]:
    """Every side of every simulated hand (two or three a hand)."""
    out = []
    for d in deals:
        points = [int(x) for x in d.summary["points"]]
        dealer = int(d.summary["dealer"])
        for side, total in enumerate(points):
            others = [p for s, p in enumerate(points) if s != side]
            out.append(
                SideHand(
                    d.index,
                    pasur_position(side, dealer, players),
                    total,
                    int(d.summary["card_points"][side]),
                    int(d.summary["sur_points"][side]),
                    int(d.summary["surs"][side]),
                    total > max(others),
                    total - sum(others) / len(others),
                )
            )
    return out


@dataclass(frozen=True, slots=True)
class PasurSideRow:
    """How the sides at one position from the dealer (or with so many surs) fared."""

    key: str
    """The position (``first``, ``second``, ``dealer``) or the surs made (``0`` … ``3``)."""
    total: Mean
    cards: Mean
    sur_points: Mean
    surs: Mean
    won: Rate
    margin: Mean
    """Points minus the others' per hand."""
    samples: dict[str, int] = field(default_factory=dict)
    """A deal index where such a side ``won`` the hand and one where it ``lost`` it."""


def _side_row(key: str, sides: Sequence[SideHand]) -> PasurSideRow:
    samples = samples_of(("won" if s.won else "lost", s.index) for s in sides)
    return PasurSideRow(
        key,
        Mean.of(s.total for s in sides),
        Mean.of(s.cards for s in sides),
        Mean.of(s.sur_points for s in sides),
        Mean.of(s.surs for s in sides),
        Rate(sum(s.won for s in sides), len(sides)),
        Mean.of(s.margin for s in sides),
        samples,
    )


@dataclass(frozen=True, slots=True)
class PasurStats:
    """What the Pasur page draws, from the simulated hands."""

    players: int
    hands: int
    positions: list[PasurSideRow]
    """By position from the dealer, in order of play (the dealer last)."""
    by_surs: list[PasurSideRow]
    """Sides grouped by the surs they made in the hand: 0, 1, 2, 3 or more (only groups seen)."""
    sur_counts: dict[int, tuple[int, int]]
    """Surs in a hand (all sides together) → (hands, a sample deal index)."""
    points: dict[tuple[int, bool], tuple[int, int]]
    """(a side's points in the hand, whether it made a sur) → (sides, a sample deal index)."""
    with_sur: Rate
    """Hands with at least one sur."""
    sur_share: float
    """The share of all points that came from surs."""


def pasur_stats(deals: Sequence[Deal], players: int) -> PasurStats:
    """Rows and counts for the Pasur page (see :class:`PasurStats`)."""
    sides = pasur_sides(deals, players)
    positions = [
        _side_row(pos, [s for s in sides if s.position == pos]) for pos in PASUR_POSITIONS[players]
    ]
    by_surs = []
    for k in range(SUR_ROWS + 1):
        group = [s for s in sides if min(s.surs, SUR_ROWS) == k]
        if group:
            by_surs.append(_side_row(str(k), group))
    sur_counts = tally((int(d.summary["sur_count"]), d.index) for d in deals)
    points = tally(((s.total, s.surs > 0), s.index) for s in sides)
    total = sum(s.total for s in sides)
    return PasurStats(
        players,
        len(deals),
        positions,
        by_surs,
        sur_counts,
        points,
        Rate(sum(1 for d in deals if int(d.summary["sur_count"]) > 0), len(deals)),
        sum(s.sur_points for s in sides) / total if total else 0.0,
    )


__all__ = [
    "PASUR_POSITIONS",
    "PASUR_RULES",
    "SUR_ROWS",
    "PasurSideRow",
    "PasurStats",
    "SideHand",
    "pasur_options",
    "pasur_position",
    "pasur_setup",
    "pasur_sides",
    "pasur_stats",
]
