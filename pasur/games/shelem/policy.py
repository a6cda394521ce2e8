"""A plain, explainable baseline player for Shelem (the stronger players come with the bots)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from pasur.cards import Card, Rank, Suit
from pasur.engines.bidding import Bid, Pass
from pasur.engines.trickplay import longest_suit_top
from pasur.engines.tricks import STRENGTH, Order, trick_winner
from pasur.games.shelem.moves import Discard, Play
from pasur.games.shelem.scoring import card_value
from pasur.protocol import TableView

_STRENGTH = STRENGTH[Order.ACE_HIGH]


def estimate(hand: tuple[Card, ...]) -> int:
    """A simple guess at the points a side can take with this hand and the widow.

    75, plus 10 per ace, 5 per king, 5 per ten held with the ace of its suit, and 8 per card of
    the longest suit beyond four (it will be trump). A typical hand (one ace, one king, four
    cards in its longest suit) estimates 90 and does not bid; two aces and a five-card suit
    reach 105.
    """
    by_suit: dict[Suit, list[Card]] = {}
    for c in hand:
        by_suit.setdefault(c.suit, []).append(c)
    aces = sum(1 for c in hand if c.rank == Rank.ACE)
    kings = sum(1 for c in hand if c.rank == Rank.KING)
    guarded_tens = sum(
        1 for c in hand if c.rank == Rank.TEN and any(o.rank == Rank.ACE for o in by_suit[c.suit])
    )
    longest = max((len(v) for v in by_suit.values()), default=0)
    est = 75 + 10 * aces + 5 * kings + 5 * guarded_tens + 8 * max(0, longest - 4)
    return est - est % 5


def _trump_suit(hand: tuple[Card, ...]) -> Suit:
    """The suit it would make trump: its longest, ties broken by the stronger cards."""
    by_suit: dict[Suit, list[Card]] = {}
    for c in hand:
        by_suit.setdefault(c.suit, []).append(c)
    return max(by_suit, key=lambda s: (len(by_suit[s]), sum(c.rank for c in by_suit[s])))


def _team(view: TableView, seat: int) -> int:
    return seat % 2 if view.fact("players", "4") == "4" else seat


def shelem_baseline(view: TableView, legal: Sequence[Any], rng: random.Random) -> Any:
    """A plain Shelem player.

    Bids the lowest bid allowed while it is within :func:`estimate`, otherwise passes; never
    declares shelem. As hakem it keeps its longest suit for trump and puts down its four lowest
    cards of the other suits, points last; it leads the highest card of that suit first. In play
    it does what the Hokm baseline does: if its side is already winning the trick it plays its
    lowest card, otherwise it wins as cheaply as it can, or throws its lowest card.
    """
    seat = view.seat
    hand = view.hands[seat] if seat is not None else ()
    assert isinstance(hand, tuple)
    if view.phase == "bid":
        est = estimate(hand)
        bids = [m for m in legal if isinstance(m, Bid) and m.amount <= est]
        if bids:
            return min(bids, key=lambda m: m.amount)
        return Pass() if Pass() in legal else legal[0]
    if view.phase == "discard":
        keep = _trump_suit(hand)
        order = sorted(
            hand,
            key=lambda c: (c.suit == keep, card_value(c) > 0, c.rank == Rank.KING, c.rank),
        )
        move = Discard(tuple(order[:4]))
        return move if move in legal else legal[0]
    plays = [m for m in legal if isinstance(m, Play)]
    trump_letter = view.fact("trump")
    trump = "CDHS".index(trump_letter) if trump_letter else None

    def power(c: Card) -> int:
        return _STRENGTH[c.index] + (100 if trump is not None and c.suit == trump else 0)

    if not view.table:
        if trump is None:
            suit = _trump_suit(tuple(m.card for m in plays))
            return Play(max((m.card for m in plays if m.card.suit == suit), key=power))
        return Play(longest_suit_top((m.card for m in plays), power))
    played = [c.index for _, c in view.table]
    pos, _ = trick_winner(played, trump)
    winning_seat = view.table[pos][0]
    lowest = min(plays, key=lambda m: (power(m.card), card_value(m.card)))
    if seat is not None and _team(view, winning_seat) == _team(view, seat):
        return lowest
    winners = [m for m in plays if trick_winner([*played, m.card.index], trump)[0] == len(played)]
    return min(winners, key=lambda m: power(m.card)) if winners else lowest
