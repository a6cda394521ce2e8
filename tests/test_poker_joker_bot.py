"""The heuristic poker player with a joker in play: the joker may be in its hand or on the board,
and its estimate must count a board joker for the opponents too (it once crashed there)."""

from __future__ import annotations

import random

import pytest

from pasur.cards import Joker, cards
from pasur.games.poker.bot import equity
from pasur.sim import Setup, simulate


@pytest.mark.parametrize(
    ("hole", "board"),
    [
        ((Joker("black"), *cards("AS")), cards("2C 7D 9H")),  # the joker in the hand
        (cards("AS AH"), (*cards("2C 7D 9H"), Joker("black"))),  # the joker on the board
        (cards("KS QS"), (Joker("black"), *cards("2C 7D 9H TS"))),  # on a full board
    ],
)
def test_equity_counts_the_joker_wherever_it_is(
    hole: tuple[object, ...], board: tuple[object, ...]
) -> None:
    share = equity(hole, board, 3, "documents", random.Random(1), samples=40)  # type: ignore[arg-type]
    assert 0.0 <= share <= 1.0


def test_the_heuristic_player_plays_whole_hands_with_the_joker() -> None:
    assert len(list(simulate(Setup("poker", "preset:joker", ("heuristic",), 1), 6))) == 6
