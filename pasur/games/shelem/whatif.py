"""Shelem's what-if question (shared parts in :mod:`pasur.whatif`): with these twelve cards (or
random ones) as the bidder, the chance of taking at least each bid from 100 to 165 and the
expected score of each bid under the table's scoring options
(:func:`shelem_bid_setup` / :func:`shelem_bid_rows`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final

from pasur.cards import Card
from pasur.options import parse_options
from pasur.sim import Deal, Setup
from pasur.whatif import Mean, Rate, check_cards, samples_of, table_options

SHELEM_BIDS: Final = tuple(range(100, 170, 5))


def shelem_bid_setup(
    options: str, cards: Sequence[Card] | None, seed: int, player: str = "heuristic"
) -> Setup:
    """Seat 0 deals last and bids first, bids 100 and the others pass, so seat 0 always plays
    the hand as hakem (taking the widow, putting down four and naming trump as *player* would);
    *cards* (twelve, or ``None`` for random hands) are seat 0's."""
    text = table_options("shelem", options, scope="hand", players="4")
    items = []
    if cards is not None:
        check_cards(cards, 12, "a Shelem hand")
        items.append("hand0=" + ".".join(c.code for c in cards))
    items += ["c@dealer=dealer-3", "0@bid=bid-100", "1@bid=pass", "2@bid=pass", "3@bid=pass"]
    return Setup("shelem", text, (player,), seed, ";".join(items))


@dataclass(frozen=True, slots=True)
class BidRow:
    """What one bid would have given over the simulated hands."""

    bid: int
    make: Rate
    """The hakem's side took at least the bid."""
    score: Mean
    """The hakem side's gain under the table's scoring."""
    margin: Mean
    """The hakem side's gain minus the other side's."""
    samples: dict[str, int] = field(default_factory=dict)
    """A deal index where the bid was ``made`` and one where it ``failed``."""


def shelem_bid_rows(options: str, deals: Sequence[Deal]) -> list[BidRow]:
    """For each bid from 100 to 165: the chance of making it and its expected score, from the
    points the hakem's side took in each simulated hand (its play does not depend on the bid)."""
    from pasur.games.shelem.scoring import score_hand
    from pasur.registry import GAMES

    spec = GAMES["shelem"]
    opts = parse_options(spec.options_type, options, spec.presets)
    taken = [(d.index, int(d.summary["taken"])) for d in deals]
    rows = []
    for bid in SHELEM_BIDS:
        results = [score_hand(hakem_team=0, bid=bid, taken=p, options=opts) for _, p in taken]
        rows.append(
            BidRow(
                bid,
                Rate(sum(1 for _, p in taken if p >= bid), len(taken)),
                Mean.of(r.gains[0] for r in results),
                Mean.of(r.gains[0] - r.gains[1] for r in results),
                samples_of(("made" if p >= bid else "failed", i) for i, p in taken),
            )
        )
    return rows


def shelem_points(deals: Sequence[Deal]) -> dict[int, int]:
    """How many hands ended with the hakem's side holding each point total."""
    out: dict[int, int] = {}
    for d in deals:
        p = int(d.summary["taken"])
        out[p] = out.get(p, 0) + 1
    return dict(sorted(out.items()))


__all__ = ["SHELEM_BIDS", "BidRow", "shelem_bid_rows", "shelem_bid_setup", "shelem_points"]
