"""A plain, explainable baseline player for Hokm (the stronger players come with the bots)."""

from __future__ import annotations

import random
from typing import Any

from pasur.cards import Card, Suit
from pasur.engines.tricks import STRENGTH, Order, trick_winner
from pasur.games.hokm.moves import BamChoice, Cut, NameTrump, Play
from pasur.games.hokm.state import ORDERS
from pasur.protocol import TableView


def hokm_baseline(view: TableView, legal: tuple[Any, ...], rng: random.Random) -> Any:
    """A plain, explainable Hokm player.

    Names as trump the suit it holds most of (ties: the stronger cards); taps instead of cutting;
    never throws in; stops at 7-0. In play: if its partner is already winning the trick it plays
    its lowest card; otherwise it wins as cheaply as it can, or throws its lowest card. Leading,
    it plays its highest card of its longest suit.
    """
    if view.phase == "cut":
        return Cut(0) if Cut(0) in legal else legal[0]
    if view.phase == "bam":
        return BamChoice(False)
    hand = view.hands[view.seat] if view.seat is not None else ()
    assert isinstance(hand, tuple)
    if view.phase == "trump":
        suits = [m for m in legal if isinstance(m, NameTrump) and m.contract in "CDHS"]

        def weight(m: NameTrump) -> tuple[int, int]:
            s = "CDHS".index(m.contract)
            mine = [c for c in hand if c.suit == s]
            return len(mine), sum(c.rank for c in mine)

        return max(suits, key=weight)
    plays = [m for m in legal if isinstance(m, Play)]
    contract = view.fact("contract")
    trump = "CDHS".index(contract) if contract in ("C", "D", "H", "S") else None
    order = ORDERS.get(contract)
    strength = STRENGTH[order] if order else STRENGTH[ORDERS["saras"]]

    def power(c: Card) -> int:
        return strength[c.index] + (100 if trump is not None and c.suit == trump else 0)

    if not view.table:
        by_suit: dict[Suit, list[Card]] = {}
        for m in plays:
            by_suit.setdefault(m.card.suit, []).append(m.card)
        longest = max(by_suit.values(), key=lambda cs: (len(cs), max(power(c) for c in cs)))
        return Play(max(longest, key=power))
    played = [c.index for _, c in view.table]
    pos, _ = trick_winner(played, trump, order or Order.ACE_HIGH)
    winning_seat = view.table[pos][0]
    lowest = min(plays, key=lambda m: power(m.card))
    if view.seat is not None and winning_seat % 2 == view.seat % 2:
        return lowest
    winners = [
        m
        for m in plays
        if trick_winner([*played, m.card.index], trump, order or Order.ACE_HIGH)[0] == len(played)
    ]
    return min(winners, key=lambda m: power(m.card)) if winners else lowest
