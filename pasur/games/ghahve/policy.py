"""A plain, explainable baseline player for Ghahve."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Final

from pasur.cards import AnyCard, Joker, Rank
from pasur.engines.tricks import trick_winner_with_top
from pasur.games.ghahve.moves import Bid, Play
from pasur.games.ghahve.state import TOP, TRUMP
from pasur.protocol import TableView

_SIDE_HONOURS: Final = {Rank.ACE: 1.0, Rank.KING: 0.6, Rank.QUEEN: 0.25}


def estimate_tricks(hand: tuple[AnyCard, ...]) -> float:
    """A rough count of the tricks *hand* should take: one per joker; spades by rank and length;
    side-suit aces, guarded kings and queens; a little for a void or singleton beside spades.

    >>> from pasur.cards import parse_any_card as c
    >>> estimate_tricks(tuple(c(x) for x in "BJ RJ AS KS QS 5S AH KH 7H 4D 3D 2C 5C".split()))
    6.6
    """
    jokers = sum(1 for c in hand if isinstance(c, Joker))
    est = float(jokers)
    suits: dict[int, list[int]] = {}
    for c in hand:
        if not isinstance(c, Joker):
            suits.setdefault(int(c.suit), []).append(int(c.rank))
    spades = sorted(suits.get(TRUMP, []), reverse=True)
    for place, rank in enumerate(spades):
        # A spade is a likely trick when few spades above it are missing from the hand.
        missing_above = (14 - rank) - place
        if missing_above <= 0:
            est += 1
        elif missing_above == 1 and len(spades) >= 2:
            est += 0.5
    est += 0.5 * max(0, len(spades) - 4)
    for suit, ranks in suits.items():
        if suit == TRUMP:
            continue
        for rank in ranks:
            value = _SIDE_HONOURS.get(Rank(rank), 0.0)
            if (rank == Rank.KING and len(ranks) < 2) or (rank == Rank.QUEEN and len(ranks) < 3):
                value = 0.0
            est += value
    if len(spades) >= 2:
        est += 0.5 * sum(1 for s in range(3) if len(suits.get(s, [])) <= 1)
    return est


def _power(card: AnyCard) -> int:
    if isinstance(card, Joker):
        return 300 + TOP.index(card.index)
    return int(card.rank) + (100 if card.suit == TRUMP else 0)


def ghahve_baseline(view: TableView, legal: Sequence[Any], rng: random.Random) -> Any:
    """A plain, explainable Ghahve player.

    Bids its :func:`estimate_tricks`, rounded, within the table's limits. In play: if its
    partner is already winning the trick it plays its lowest card; otherwise it wins as cheaply
    as it can (a joker only when no ordinary card wins), or throws its lowest card. Leading, it
    plays the highest ordinary card of its longest suit, keeping the jokers for later.
    """
    hand = view.hands[view.seat] if view.seat is not None else ()
    assert isinstance(hand, tuple)
    if view.phase == "bid":
        bids = [m for m in legal if isinstance(m, Bid)]
        want = round(estimate_tricks(tuple(hand)))
        return min(bids, key=lambda m: (abs(m.tricks - want), m.tricks))
    plays = [m for m in legal if isinstance(m, Play)]
    if len(plays) == 1:
        return plays[0]
    if not view.table:
        plain = [m.card for m in plays if not isinstance(m.card, Joker)]
        if not plain:
            return min(plays, key=lambda m: _power(m.card))
        by_suit: dict[int, list[AnyCard]] = {}
        for c in plain:
            by_suit.setdefault(c.index // 13, []).append(c)
        longest = max(by_suit.values(), key=lambda cs: (len(cs), max(_power(c) for c in cs)))
        return Play(max(longest, key=_power))
    led_fact = view.fact("led")
    led = "CDHS".index(led_fact) if led_fact else None
    played = [c.index for _, c in view.table]

    def wins(card: AnyCard) -> bool:
        after = [*played, card.index]
        if led is None and not any(i >= 52 for i in after):
            return False
        return trick_winner_with_top(after, TRUMP, led, TOP)[0] == len(played)

    winning_seat = view.table[trick_winner_with_top(played, TRUMP, led, TOP)[0]][0]
    lowest = min(plays, key=lambda m: _power(m.card))
    if view.seat is not None and winning_seat % 2 == view.seat % 2:
        return lowest
    winners = [m for m in plays if wins(m.card)]
    return min(winners, key=lambda m: _power(m.card)) if winners else lowest
