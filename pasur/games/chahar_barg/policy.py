"""A plain, explainable baseline player for Pasur (the heuristic player is in ``bot.py``)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from pasur.cards import Rank, Suit
from pasur.games.chahar_barg.moves import Play, Show
from pasur.games.chahar_barg.scoring import card_points
from pasur.protocol import TableView


def _worth(move: Play) -> tuple[int, int, int]:
    """Points taken, then clubs, then cards."""
    cards = (move.card, *move.taken)
    return (
        sum(card_points(c) for c in cards),
        sum(1 for c in cards if c.suit == Suit.CLUBS),
        len(move.taken),
    )


def pasur_baseline(view: TableView, legal: Sequence[Any], rng: random.Random) -> Any:
    """A plain Pasur player.

    Takes whenever it can, choosing the capture worth the most card points (then the most clubs,
    then the most cards); otherwise lays its least useful card: the lowest number card that is
    worth nothing, keeping jacks for last. In open Pasur it shows its lowest card.
    """
    shows = [m for m in legal if isinstance(m, Show)]
    if shows:
        return min(shows, key=lambda m: (m.card.rank, m.card.index))
    plays = [m for m in legal if isinstance(m, Play)]
    takes = [m for m in plays if m.taken]
    if takes:
        return max(takes, key=_worth)

    def keep(m: Play) -> tuple[int, int, int, int]:
        c = m.card
        return (c.rank == Rank.JACK, card_points(c), c.suit == Suit.CLUBS, int(c.rank))

    return min(plays, key=keep)
