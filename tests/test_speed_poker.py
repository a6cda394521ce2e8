"""The fast paths of poker give exactly what the plain ones gave: the legal moves' shape reads as
the tuple of every move, the heuristic player's sampler draws as ``random.sample`` does, its
scorer ranks as the evaluator does, and its pre-flop table holds the numbers it would sample."""

from __future__ import annotations

import random

import pytest

from pasur.cards import STANDARD_DECK
from pasur.games.poker import bot, preflop
from pasur.games.poker.evaluate import hand_value
from pasur.games.poker.moves import (
    ALL_IN,
    CALL,
    CHECK,
    FOLD,
    AllIn,
    Bet,
    Call,
    Check,
    LegalMoves,
    Raise,
    kinds_of,
    sized_amounts,
)


@pytest.mark.parametrize("n", [1, 5, 21, 22, 40, 45, 47, 48, 50, 85, 86])
def test_the_sampler_draws_as_random_sample(n: int) -> None:
    for k in range(min(n, 13) + 1):
        for seed in range(25):
            a, b = random.Random(seed), random.Random(seed)
            pool = list(range(100, 100 + n))
            assert bot._sampler(a, n, k)(pool) == b.sample(pool, k)
            assert a.getstate() == b.getstate()  # the generator is left where sample leaves it


@pytest.mark.parametrize("rules", ["documents", "holdem"])
def test_the_scorer_ranks_as_the_evaluator(rules: str) -> None:
    rng = random.Random(3)
    board_of, value = bot._scorer(rules)
    for _ in range(3000):
        cards = rng.sample(STANDARD_DECK, 7)
        hole, board = cards[:2], cards[2:]
        full = board_of([c.index for c in board])
        assert value(hole[0].index, hole[1].index, full) == hand_value(hole, board, rules)


@pytest.mark.parametrize(
    ("head", "amounts", "bet", "all_in"),
    [
        ((CHECK,), range(10, 2500, 10), True, True),
        ((FOLD, CALL), range(40, 300, 20), False, True),
        ((FOLD,), range(0), False, True),
        ((CHECK,), range(0), True, False),
    ],
)
def test_legal_moves_read_as_the_tuple_of_every_move(
    head: tuple[Check | Call, ...], amounts: range, bet: bool, all_in: bool
) -> None:
    legal = LegalMoves(head, amounts, bet=bet, all_in=all_in)
    sized = [Bet(a) if bet else Raise(a) for a in amounts]
    every = (*head, *sized, *((ALL_IN,) if all_in else ()))
    assert tuple(legal) == every and legal == every and every == legal
    assert len(legal) == len(every) and hash(legal) == hash(every)
    assert [legal[i] for i in range(-len(every), len(every))] == [*every, *every]
    assert legal[1:7:2] == every[1:7:2] and legal[::-1] == every[::-1]
    for move in (*every, Bet(5), Raise(5), Bet(20), Raise(20), CHECK, CALL, FOLD, ALL_IN):
        assert (move in legal) == (move in every)
    assert kinds_of(legal) == kinds_of(every)
    assert list(sized_amounts(legal)) == list(sized_amounts(every))
    with pytest.raises(IndexError):
        legal[len(every)]
    for target in (-5, 0, 9, 10, 15, 25, 39, 50, 61, 70, 299, 300, 2489, 2490, 2491, 9999):
        assert bot._sized(legal, target) == bot._sized(every, target)
    if sized:
        assert bot._sized(every, amounts[0] + amounts.step // 2) == sized[0]  # a tie: the smaller
    assert (AllIn() in legal) == all_in


def test_the_preflop_table_holds_what_the_player_would_sample() -> None:
    keys = preflop.keys()
    assert set(keys) == set(preflop.TABLE)
    for key in random.Random(0).sample(keys, 40):
        assert preflop.TABLE[key] == bot.sample_preflop(key)
