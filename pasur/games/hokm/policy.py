"""A plain, explainable baseline player for Hokm (the stronger players come with the bots)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from pasur.cards import Card, parse_card
from pasur.engines.trickplay import longest_suit_top
from pasur.engines.tricks import STRENGTH, Order, trick_winner
from pasur.games.hokm.moves import (
    BamChoice,
    Concede,
    Cut,
    Discard,
    DrawChoice,
    NameTrump,
    Peek,
    Play,
    Redeal,
)
from pasur.games.hokm.state import ORDERS
from pasur.protocol import TableView


def hokm_baseline(view: TableView, legal: Sequence[Any], rng: random.Random) -> Any:
    """A plain, explainable Hokm player.

    Names as trump the suit it holds most of (ties: the stronger cards); taps instead of cutting;
    never throws in; stops at 7-0; never concedes; looks at the second packet when it may peek;
    after a misdeal takes a redeal when offered. With two players it puts aside its lowest
    non-trump cards and keeps a drawn card that is a trump or a ten or better. In play: if its
    partner is already winning the trick it plays its lowest card; otherwise it wins as cheaply
    as it can, or throws its lowest card. Leading, it plays its highest card of its longest suit.
    """
    if view.phase == "cut":
        return Cut(0) if Cut(0) in legal else legal[0]
    if view.phase == "bam":
        return BamChoice(False)
    if view.phase == "peek":
        return Peek(2)
    if view.phase == "concede":
        return Concede(False)
    if view.phase == "misdeal":
        return Redeal() if Redeal() in legal else legal[0]
    contract = view.fact("contract")
    trump_suit = "CDHS".find(contract) if contract else -1

    def worth(c: Card) -> int:
        """Two players' discard and draw: the rank, and any trump above every side card."""
        return c.rank + (20 if c.suit == trump_suit else 0)

    if view.phase == "draw":
        offer = [parse_card(code) for code in view.fact("offer").split()]
        if len(offer) == 2:  # the last pair: both seen, keep the better
            return DrawChoice(worth(offer[0]) >= worth(offer[1]))
        return DrawChoice(offer[0].suit == trump_suit or offer[0].rank >= 10)
    if view.phase == "discard":
        return min(
            (m for m in legal if isinstance(m, Discard)),
            key=lambda m: sum(worth(c) for c in m.cards),
        )
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
    trump = "CDHS".index(contract) if contract in ("C", "D", "H", "S") else None
    order = ORDERS.get(contract)
    strength = STRENGTH[order] if order else STRENGTH[ORDERS["saras"]]

    def power(c: Card) -> int:
        return strength[c.index] + (100 if trump is not None and c.suit == trump else 0)

    if not view.table:
        return Play(longest_suit_top((m.card for m in plays), power))
    played = [c.index for _, c in view.table]
    pos, _ = trick_winner(played, trump, order or Order.ACE_HIGH)
    winning_seat = view.table[pos][0]
    lowest = min(plays, key=lambda m: power(m.card))
    players = len(view.hands)
    if view.seat is not None and (
        winning_seat == view.seat or (players == 4 and winning_seat % 2 == view.seat % 2)
    ):
        return lowest
    winners = [
        m
        for m in plays
        if trick_winner([*played, m.card.index], trump, order or Order.ACE_HIGH)[0] == len(played)
    ]
    return min(winners, key=lambda m: power(m.card)) if winners else lowest
