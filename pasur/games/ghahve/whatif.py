"""Ghahve's what-if question (shared parts in :mod:`pasur.whatif`): the teams' bids against the
tricks they took, and the expected score of each bid (:func:`ghahve_setup`,
:func:`ghahve_bid_rows`, :func:`ghahve_bid_grid`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from pasur.sim import Deal, Setup
from pasur.whatif import Mean, Rate, samples_of, table_options, tally


def ghahve_setup(options: str, seed: int, player: str = "heuristic") -> Setup:
    """Random deals of one hand, every seat bidding and playing as *player*."""
    return Setup("ghahve", table_options("ghahve", options, scope="hand"), (player,), seed)


@dataclass(frozen=True, slots=True)
class GhahveRow:
    """The teams that bid *bid* tricks together."""

    bid: int
    make: Rate
    tricks: Mean
    score: Mean
    samples: dict[str, int] = field(default_factory=dict)


def _team_hands(deals: Sequence[Deal]) -> list[tuple[int, int, int, int]]:
    """(deal index, team bid, tricks taken, score) for both teams of every deal."""
    from pasur.games.ghahve.scoring import team_points

    out = []
    for d in deals:
        for t in (0, 1):
            bid = int(d.summary[f"bid_team{t}"])
            tricks = int(d.summary[f"tricks_team{t}"])
            out.append((d.index, bid, tricks, team_points(bid=bid, tricks=tricks)))
    return out


def ghahve_bid_rows(deals: Sequence[Deal]) -> list[GhahveRow]:
    """A row per team bid seen: how often it was made, the tricks taken and the score."""
    by_bid: dict[int, list[tuple[int, int, int, int]]] = {}
    for row in _team_hands(deals):
        by_bid.setdefault(row[1], []).append(row)
    return [
        GhahveRow(
            bid,
            Rate(sum(1 for _, b, t, _ in items if t >= b), len(items)),
            Mean.of(t for _, _, t, _ in items),
            Mean.of(s for _, _, _, s in items),
            samples_of(("made" if t >= b else "failed", i) for i, b, t, _ in items),
        )
        for bid, items in sorted(by_bid.items())
    ]


def ghahve_bid_grid(deals: Sequence[Deal]) -> dict[tuple[int, int], tuple[int, int]]:
    """(team bid, tricks taken) → (how many team-hands, a sample deal index)."""
    return tally(((bid, tricks), index) for index, bid, tricks, _ in _team_hands(deals))


__all__ = ["GhahveRow", "ghahve_bid_grid", "ghahve_bid_rows", "ghahve_setup"]
