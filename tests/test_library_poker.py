"""Poker's library functions: a hand dealt with chosen hole cards and board, and a hand rank's
comparison key (issue 16)."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pasur.cards import STANDARD_DECK, AnyCard, Card, parse_any_card, parse_cards
from pasur.engines.chance import FirstDealer
from pasur.errors import RecordError
from pasur.games.poker import (
    SPEC,
    Call,
    Check,
    PokerOptions,
    RankKey,
    deal_hand,
    new_match,
    rank_key,
)
from pasur.games.poker.evaluate import best_hand, rank5
from pasur.protocol import TableView
from pasur.testing import play_on

HAND = PokerOptions(scope="hand")


def CHECK_OR_CALL(view: TableView, legal: Sequence[object], rng: random.Random) -> object:
    """Everyone checks or calls, so the whole board is turned and the hand ends at a showdown."""
    return next(m for m in legal if isinstance(m, (Check, Call)))


def _any_cards(text: str) -> tuple[AnyCard, ...]:
    """Cards written with spaces, jokers allowed."""
    return tuple(parse_any_card(t) for t in text.split())


@pytest.mark.parametrize("burn", [False, True])
def test_the_chosen_hole_cards_are_dealt_and_the_chosen_board_turned(burn: bool) -> None:
    options = PokerOptions(scope="hand", burn=burn)
    hole = [parse_cards("AS KS"), (), parse_cards("2C"), parse_cards("7D 7H")]
    board = parse_cards("QS JS TS 3D")
    state = deal_hand(hole, board, options=options, dealer=1, seed=7)
    assert state.phase == "preflop"
    assert [state.hole[s][: len(h)] for s, h in enumerate(hole)] == [tuple(h) for h in hole]
    end = play_on(SPEC, state, random.Random(0), policy=CHECK_OR_CALL)[-1]
    assert end.board[:4] == board
    seat, best = max(end.results[-1].showdown, key=lambda shown: shown[1].value)
    assert (seat, best.category) == (0, "royal_flush")


def test_with_nothing_chosen_the_seed_deals_as_the_usual_shuffle() -> None:
    seated = new_match(HAND).apply(FirstDealer(2))
    usual = seated.apply(SPEC.sample_chance(seated, random.Random(11)))
    assert deal_hand([()] * 4, options=HAND, dealer=2, seed=11) == usual


def test_the_cards_not_chosen_keep_the_seeds_order() -> None:
    plain = deal_hand([()] * 4, options=HAND, seed=5)
    chosen = parse_cards("AS AD")
    dealt = deal_hand([chosen, (), (), ()], options=HAND, seed=5)
    rest = [c for c in plain.dealt + plain.stock if c not in chosen]
    assert [c for c in dealt.dealt + dealt.stock if c not in chosen] == rest


@pytest.mark.parametrize(
    ("hole", "board", "dealer", "named"),
    [
        (["AS KS", "AS", "", ""], "", 0, "AS is given twice"),
        (["AS", "", "", ""], "2C 3C AS", 0, "AS is given twice"),
        (["AS KS QS", "", "", ""], "", 0, "seat 0 is given 3 hole cards"),
        (["", "", "", ""], "2C 3C 4C 5C 6C 7C", 0, "the board is given 6 cards"),
        (["BJ", "", "", ""], "", 0, "BJ is not in the pack"),
        (["", "", ""], "", 0, "3 hole hands given for 4 players"),
        (["", "", "", ""], "", 4, "dealer 4"),
    ],
)
def test_a_deal_that_cannot_hold_the_chosen_cards_is_refused_naming_them(
    hole: list[str], board: str, dealer: int, named: str
) -> None:
    with pytest.raises(RecordError, match=named):
        deal_hand(
            [_any_cards(h) for h in hole],
            parse_cards(board),
            options=HAND,
            dealer=dealer,
        )


@pytest.mark.parametrize(
    ("five", "rules", "key"),
    [
        ("AS AD 9C 7H 2D", "holdem", RankKey(1, (14, 14, 9, 7, 2))),
        ("KS KD 7C 7H 2D", "holdem", RankKey(2, (13, 13, 7, 7, 2))),
        ("5S 4D 3C 2H AD", "holdem", RankKey(4, (5,))),
        ("AS KS QS JS TS", "holdem", RankKey(8, (14,))),
        ("AS KS QS JS TS", "documents", RankKey(10, ())),
        ("5H 4H 3H 2H AH", "documents", RankKey(10, ())),
        ("9S 9D 9C 9H BJ", "documents", RankKey(9, (9,))),
    ],
)
def test_the_comparison_key_is_the_category_then_the_ranks_in_comparison_order(
    five: str, rules: str, key: RankKey
) -> None:
    hand = rank5(_any_cards(five), rules)
    assert hand.key == rank_key(hand.value) == key


def test_the_wheel_is_the_lowest_straight_by_key() -> None:
    wheel, six_high = rank5(parse_cards("5S 4D 3C 2H AD")), rank5(parse_cards("6S 5D 4C 3H 2D"))
    assert wheel.key < six_high.key and wheel < six_high


def _sign(n: int) -> int:
    return (n > 0) - (n < 0)


cards_7 = st.lists(st.sampled_from(STANDARD_DECK), min_size=14, max_size=14, unique=True)


@settings(max_examples=300, deadline=None)
@given(cards=cards_7, rules=st.sampled_from(["holdem", "documents"]))
def test_keys_order_random_hands_as_their_packed_values_do(cards: list[Card], rules: str) -> None:
    a = best_hand(cards[:2], cards[2:7], rules)
    b = best_hand(cards[7:9], cards[9:14], rules)
    by_key = (a.key > b.key) - (a.key < b.key)
    assert by_key == _sign(a.value - b.value)


@settings(max_examples=15, deadline=None)
@given(cards=st.lists(st.sampled_from(STANDARD_DECK), min_size=13, max_size=13, unique=True))
def test_a_random_chosen_deal_plays_on_to_the_end_of_the_hand(cards: list[Card]) -> None:
    hole = [cards[0:2], cards[2:4], cards[4:5], ()]
    state = deal_hand(hole, cards[5:10], options=HAND, seed=len(cards))
    end = play_on(SPEC, state, random.Random(1), policy=CHECK_OR_CALL)[-1]
    assert end.board == tuple(cards[5:10])
    assert end.hole[0] == tuple(cards[0:2])
