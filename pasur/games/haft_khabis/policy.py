"""A plain, explainable baseline player for Haft Khabis (the heuristic player is in ``bot.py``)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from pasur.cards import Rank
from pasur.games.haft_khabis.moves import Play
from pasur.games.haft_khabis.scoring import card_penalty
from pasur.protocol import TableView


def haft_khabis_baseline(view: TableView, legal: Sequence[Any], rng: random.Random) -> Any:
    """A plain Haft Khabis player.

    Plays whenever it can: the card that costs most if kept (jacks count as cheap, so they are
    kept for when it is stuck), always calling «تک برگ»; a jack calls the suit it holds most of;
    a 2 names the next seat in line. Otherwise it takes, draws, keeps or passes, whichever is
    offered.
    """
    plays = [m for m in legal if isinstance(m, Play)]
    if not plays:
        return legal[0]
    hand = view.hands[view.seat] if view.seat is not None else ()
    held = hand if isinstance(hand, tuple) else ()

    def key(m: Play) -> tuple[int, int, int, int]:
        c = m.card
        worth = 0 if c.rank == Rank.JACK else card_penalty(c)
        suit_count = sum(1 for h in held if m.suit is not None and h.suit == m.suit)
        return (worth, suit_count, int(m.last), -(m.target or 0))

    return max(plays, key=key)
