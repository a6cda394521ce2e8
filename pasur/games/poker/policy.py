"""A plain, explainable baseline player for poker (the heuristic player is in ``bot.py``)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from pasur.cards import Card
from pasur.games.poker.moves import AllIn, Bet, Call, Check, Fold, Raise
from pasur.protocol import TableView


def strength(view: TableView) -> int:
    """A rough 0-3 score of the two hole cards: a pair, two high cards (ten or better),
    suited, one ace."""
    seat = view.seat
    assert seat is not None
    held = view.hands[seat]
    assert isinstance(held, tuple)
    cards = [c for c in held if isinstance(c, Card)]
    if len(cards) < 2:
        return 3  # the joker
    a, b = cards
    score = 0
    if a.rank == b.rank:
        score += 2
    if a.rank >= 10 and b.rank >= 10:
        score += 1
    if a.suit == b.suit:
        score += 1
    if 14 in (a.rank, b.rank):
        score += 1
    return min(score, 3)


def poker_baseline(view: TableView, legal: Sequence[Any], rng: random.Random) -> Any:
    """A plain poker player that looks only at its two hole cards.

    Strong cards (score 3: a high pair, or two high suited cards) bet or raise the smallest
    amount allowed; fair cards (2) call; weak cards check when they can and call a bet of at most
    a tenth of the chips in front of it; otherwise they fold. It never goes all in unless that is
    the only way to call.
    """
    score = strength(view)
    owe = int(view.fact("to_call", "0") or 0)
    seat = view.seat
    assert seat is not None
    stack = view.scores[seat]
    # ``in`` and the first bet read the legal moves' shape, not all their bets (LegalMoves)
    if score >= 3:
        smallest = next((m for m in legal if isinstance(m, (Bet, Raise))), None)
        if smallest is not None:
            return smallest
    if Check() in legal:
        return Check()
    call = Call() in legal
    if call and (score >= 2 or owe * 10 <= stack):
        return Call()
    if not call and score >= 2 and AllIn() in legal:
        return AllIn()
    return Fold()
