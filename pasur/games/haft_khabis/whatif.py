"""Haft Khabis's what-if question (shared parts in :mod:`pasur.whatif`): under the chosen rules,
how do the penalty points of a deal and the chance of going out first depend on where a player
sits from the dealer, and on the number of players at the table?

Each table size is simulated apart, one deal a game (``scope:hand``), every seat played by the
chosen player. In the first deal of a match seat 0 deals (:data:`FIRST_DEALER`); the cards go
round in the direction of the deal, so the player after the dealer receives first and plays
first, and the dealer last. The summary's ``totals`` are each seat's penalty points of the deal
and ``deal_winners`` who went out (in a blocked deal, who held the lowest count)
(:func:`haft_khabis_setups` / :func:`haft_khabis_table`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final

from pasur.errors import OptionsError
from pasur.options import parse_options
from pasur.sim import Deal, Setup
from pasur.whatif import Mean, Rate, samples_of, table_options

HK_RULES: Final = ("seed", "one_deck", "mau_mau")
"""The rule presets the screen offers (the number of players is chosen apart)."""
HK_PLAYERS: Final = (2, 3, 4, 5, 6)
"""The table sizes compared (seven 7-card hands and an up-card fit one deck up to seven)."""
FIRST_DEALER: Final = 0
"""The dealer of a match's first deal (``HaftKhabisState.dealer``'s default)."""


def haft_khabis_options(rules: str, players: int) -> str:
    """The options text for a rule preset and a table size (checked, one deal).

    Raises:
        OptionsError: unknown rules, or a table the game does not allow.
    """
    if rules not in HK_RULES:
        raise OptionsError(f"unknown Haft Khabis rules {rules!r} ({', '.join(HK_RULES)})")
    return table_options("haft_khabis", f"preset:{rules},players:{players}", scope="hand")


def haft_khabis_setups(
    rules: str, seed: int, player: str = "heuristic", sizes: Sequence[int] = HK_PLAYERS
) -> dict[int, Setup]:
    """One setup per table size: single deals, every seat played by *player*."""
    return {n: Setup("haft_khabis", haft_khabis_options(rules, n), (player,), seed) for n in sizes}


def place_from_dealer(seat: int, players: int, direction: int, dealer: int = FIRST_DEALER) -> int:
    """Where *seat* sits from the dealer in the order of the deal: 1 for the player who
    receives (and plays) first, … *players* for the dealer.

    >>> [place_from_dealer(s, 4, 1) for s in range(4)]
    [4, 1, 2, 3]
    >>> [place_from_dealer(s, 4, -1) for s in range(4)]
    [4, 3, 2, 1]
    """
    return ((seat - dealer) * direction) % players or players


@dataclass(frozen=True, slots=True)
class PlaceRow:
    """The players at one place from the dealer, at one table size."""

    players: int
    place: int
    """1 … *players* (the dealer), see :func:`place_from_dealer`."""
    out_first: Rate
    """The player went out first (won the deal)."""
    penalty: Mean
    """The player's penalty points for the deal (0 when he went out)."""
    samples: dict[str, int] = field(default_factory=dict)
    """A deal index where this player went ``out`` first and one where he did ``not``."""


@dataclass(frozen=True, slots=True)
class TableStats:
    """One table size: each place from the dealer, and the deals as a whole."""

    players: int
    places: list[PlaceRow]
    penalty: Mean
    """Penalty points of a whole deal (every seat together)."""
    blocked: Rate
    """Deals nobody could finish (the lowest count won)."""
    jack_outs: Rate
    """Deals won on a jack (the others' points doubled where the table doubles)."""


def haft_khabis_table(options: str, deals: Sequence[Deal]) -> TableStats:
    """The rows of one table size from its simulated deals (*options*: the setup's)."""
    from pasur.registry import GAMES

    spec = GAMES["haft_khabis"]
    opts = parse_options(spec.options_type, options, spec.presets)
    n = int(opts.players)
    direction = 1 if opts.deal_direction == "ccw" else -1
    by_place: dict[int, list[tuple[int, bool, int]]] = {p: [] for p in range(1, n + 1)}
    for d in deals:
        winner = int(d.summary["deal_winners"][0])
        for seat, points in enumerate(d.summary["totals"]):
            place = place_from_dealer(seat, n, direction)
            by_place[place].append((d.index, seat == winner, int(points)))
    places = [
        PlaceRow(
            n,
            place,
            Rate(sum(1 for _, out, _ in items if out), len(items)),
            Mean.of(p for _, _, p in items),
            samples_of(("out" if out else "not", i) for i, out, _ in items),
        )
        for place, items in by_place.items()
    ]
    return TableStats(
        n,
        places,
        Mean.of(int(d.summary["penalty_points"]) for d in deals),
        Rate(sum(int(d.summary["blocked"]) for d in deals), len(deals)),
        Rate(sum(int(d.summary["jack_outs"]) for d in deals), len(deals)),
    )


__all__ = [
    "FIRST_DEALER",
    "HK_PLAYERS",
    "HK_RULES",
    "PlaceRow",
    "TableStats",
    "haft_khabis_options",
    "haft_khabis_setups",
    "haft_khabis_table",
    "place_from_dealer",
]
