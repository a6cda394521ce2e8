"""Hokm's library functions for settling a moment of play without playing up to it: who wins a
trick (:func:`trick_winner`), whether the 6-6 rule is in force (:func:`win_by_two_in_force`)
and who received each card of the first-ace draw (:func:`ace_draw_receivers`).

The hand-written cases come from ``shared/rules/hokm.md``; the property tests check that each
function gives the ruling the engine makes in play.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pasur.cards import STANDARD_DECK, Card, Rank, Suit, cards
from pasur.engines.tricks import WinReason
from pasur.errors import NotationError, RecordError
from pasur.games.hokm import (
    SPEC,
    AceDraw,
    HokmOptions,
    HokmState,
    ace_draw_receivers,
    new_match,
    score_hand,
    trick_winner,
    update_game,
    win_by_two_in_force,
)
from pasur.protocol import CHANCE

LED, TRUMP = WinReason.LED_SUIT, WinReason.TRUMP
CONTRACTS = ("C", "D", "H", "S", "saras", "naras", "taknaras")

# --- who wins a trick --------------------------------------------------------------------------


def test_trick_winner_the_highest_trump_beats_the_suit_led() -> None:
    assert trick_winner(cards("AS 2D 9S KS"), "D", leader=0) == (1, TRUMP)
    assert trick_winner(cards("AS 2D 9D KS"), "D", leader=0) == (2, TRUMP)


def test_trick_winner_without_trump_the_highest_card_of_the_suit_led_wins() -> None:
    assert trick_winner(cards("9S AH 4S 2C"), "D", leader=0) == (0, LED)
    assert trick_winner(cards("9S AH QS 2C"), "D", leader=2) == (0, LED)  # QS, played by seat 0


def test_trick_winner_a_led_trump_wins_against_higher_cards_of_other_suits() -> None:
    assert trick_winner(cards("2H AS AC AD"), "H", leader=1) == (1, TRUMP)


def test_trick_winner_saras_has_no_trump() -> None:
    assert trick_winner(cards("5H AC KH 2H"), "saras", leader=1) == (3, LED)


def test_trick_winner_naras_reverses_rank_the_two_highest_the_ace_lowest() -> None:
    assert trick_winner(cards("AS 2S KS 3S"), "naras", leader=0) == (1, LED)
    assert trick_winner(cards("AS KS"), "naras", leader=0) == (1, LED)
    assert trick_winner(cards("KS 2C 9S AH"), "naras", leader=3) == (1, LED)  # 9S over KS


def test_trick_winner_taknaras_keeps_the_ace_on_top_then_the_two_the_king_lowest() -> None:
    assert trick_winner(cards("KD 2D AD QD"), "taknaras", leader=0) == (2, LED)
    assert trick_winner(cards("KD 3D QD 2D"), "taknaras", leader=0) == (3, LED)
    assert trick_winner(cards("KD QD"), "taknaras", leader=1) == (0, LED)  # QD over KD


def test_trick_winner_reads_every_spelling_of_a_trump_or_mode() -> None:
    trick = cards("AS 2H 9S KS")
    for spelling in ("H", "♥", "دل", Suit.HEARTS):
        assert trick_winner(trick, spelling, leader=0) == (1, TRUMP)
    assert trick_winner(cards("AS 2S"), "نرس", leader=0) == trick_winner(
        cards("AS 2S"), "naras", leader=0
    )


def test_trick_winner_of_three_and_two_players_counts_seats_round_a_smaller_table() -> None:
    assert trick_winner(cards("9C KC 2S"), "S", leader=2) == (1, TRUMP)
    assert trick_winner(cards("9C KC QC"), "S", leader=2) == (0, LED)
    assert trick_winner(cards("9C KC"), "H", leader=1) == (0, LED)


@pytest.mark.parametrize(
    ("trick", "contract", "leader", "error"),
    [
        ("AS AS 2S 3S", "H", 0, RecordError),
        ("AS KS 2S 3S", "H", 4, RecordError),
        ("AS KS 2S", "H", -1, RecordError),
        ("AS", "H", 0, ValueError),
        ("AS KS QS JS TS", "H", 0, ValueError),
        ("AS KS 2S 3S", "X", 0, NotationError),
    ],
)
def test_trick_winner_refuses_a_trick_that_cannot_be(
    trick: str, contract: str, leader: int, error: type[Exception]
) -> None:
    with pytest.raises(error):
        trick_winner(cards(trick), contract, leader)


def _strength(card: Card, contract: str) -> int:
    """A card's rank strength within its suit, written from the rules (not the engine)."""
    if contract == "naras":
        return -int(card.rank)
    if contract == "taknaras":
        return 100 if card.rank == Rank.ACE else -int(card.rank)
    return int(card.rank)


def _oracle(trick: list[Card], contract: str, leader: int) -> tuple[int, WinReason]:
    trumps = [c for c in trick if c.suit.letter == contract]
    reason = TRUMP if trumps else LED
    pool = trumps or [c for c in trick if c.suit == trick[0].suit]
    best = max(pool, key=lambda c: _strength(c, contract))
    return (leader + trick.index(best)) % len(trick), reason


@given(
    trick=st.integers(2, 4).flatmap(
        lambda n: st.lists(st.sampled_from(STANDARD_DECK), min_size=n, max_size=n, unique=True)
    ),
    contract=st.sampled_from(CONTRACTS),
    data=st.data(),
)
def test_trick_winner_follows_the_written_rank_orders(
    trick: list[Card], contract: str, data: st.DataObject
) -> None:
    leader = data.draw(st.integers(0, len(trick) - 1))
    assert trick_winner(trick, contract, leader) == _oracle(trick, contract, leader)


def _play_until_tricks(state: HokmState, rng: random.Random, moves: int) -> list[HokmState]:
    """The states after each move of random play (chance by the game's own sampler)."""
    out = []
    for _ in range(moves):
        if state.is_terminal():
            break
        if state.to_move == CHANCE:
            move = SPEC.sample_chance(state, rng)
        else:
            legal = state.legal_moves()
            move = legal[int(rng.random() * len(legal))]
        state = state.apply(move)
        out.append(state)
    return out


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.sampled_from((2, 3, 4)))
def test_trick_winner_agrees_with_the_engine_on_every_trick_of_random_play(
    seed: int, players: int
) -> None:
    state = new_match(HokmOptions(players=players, special_modes=True))
    before = state
    checked = 0
    for after in _play_until_tricks(state, random.Random(seed), 400):
        if len(after.trick_log) > len(before.trick_log):
            t = after.trick_log[-1]
            assert trick_winner(t.cards, before.contract, t.leader) == (t.winner, t.reason)
            checked += 1
        before = after
    assert checked > 0


# --- win by two at six all ---------------------------------------------------------------------


@pytest.mark.parametrize("six_all", ["win_by_two", "to_eight"])
def test_win_by_two_in_force_from_six_all_in_a_game_to_seven(six_all: str) -> None:
    o = HokmOptions(six_all=six_all)
    assert win_by_two_in_force((6, 6), o)
    assert win_by_two_in_force((7, 6), o) and win_by_two_in_force((8, 7), o)
    assert not win_by_two_in_force((6, 5), o) and not win_by_two_in_force((0, 6), o)


@pytest.mark.parametrize("six_all", ["none", "reset_to_five_five"])
def test_win_by_two_not_in_force_when_the_table_plays_no_such_rule(six_all: str) -> None:
    assert not win_by_two_in_force((6, 6), HokmOptions(six_all=six_all))


def test_win_by_two_in_force_at_one_short_of_any_target_and_for_two_players() -> None:
    assert win_by_two_in_force((4, 4), HokmOptions(six_all="win_by_two", target_points=5))
    assert not win_by_two_in_force((4, 3), HokmOptions(six_all="win_by_two", target_points=5))
    assert win_by_two_in_force((6, 6), HokmOptions(players=2, six_all="win_by_two"))


def test_win_by_two_in_force_needs_two_sides() -> None:
    assert not win_by_two_in_force((6, 6, 6), HokmOptions(six_all="win_by_two"))


@pytest.mark.parametrize("six_all", ["none", "win_by_two", "to_eight", "reset_to_five_five"])
def test_win_by_two_in_force_is_what_the_engine_records_after_a_hand(six_all: str) -> None:
    o = HokmOptions(six_all=six_all)
    one = score_hand(hakem=0, tricks=(7, 3), options=o)  # one point to team 0
    for a in range(7):
        for b in range(7):
            update = update_game((a, b), one, o, win_by_two=win_by_two_in_force((a, b), o))
            if update.winner is None and not update.reset:
                assert update.win_by_two == win_by_two_in_force(update.score, o)


# --- who received each card of the first-ace draw --------------------------------------------


def _seats(draw: AceDraw, options: HokmOptions | None = None) -> list[tuple[int, str]]:
    return [(seat, c.code) for seat, c in ace_draw_receivers(draw, options)]


def test_ace_draw_receivers_go_round_the_table_from_the_first_seat() -> None:
    assert _seats(AceDraw(2, cards("5D 8H 9C 3S AS"))) == [
        (2, "5D"),
        (3, "8H"),
        (0, "9C"),
        (1, "3S"),
        (2, "AS"),
    ]


def test_ace_draw_receivers_of_three_players() -> None:
    draw = AceDraw(1, cards("5D 8H 9C AS"))
    assert _seats(draw, HokmOptions(players=3)) == [(1, "5D"), (2, "8H"), (0, "9C"), (1, "AS")]


def test_ace_draw_receivers_skip_the_hakem_on_the_way_to_the_second_ace() -> None:
    o = HokmOptions(partner_selection="second_ace")
    draw = AceDraw(0, cards("AH 2C 3C 4C 5C AD"))
    assert _seats(draw, o) == [(0, "AH"), (1, "2C"), (2, "3C"), (3, "4C"), (1, "5C"), (2, "AD")]


def test_ace_draw_receivers_name_the_hakem_and_partner_the_engine_seats() -> None:
    o = HokmOptions(partner_selection="second_ace")
    draw = AceDraw(0, cards("AH 2C 3C 4C AD"))  # the second ace falls to seat 1
    assert [s for s, c in ace_draw_receivers(draw, o) if c.rank == Rank.ACE] == [0, 1]
    state = new_match(o).apply(draw)
    assert state.hakem == 0 and state.seating[1] == 2 and state.seating[2] == 1


@given(seed=st.integers(0, 2**32 - 1), players=st.sampled_from((2, 3, 4)))
def test_ace_draw_receivers_give_the_first_ace_to_the_engines_hakem(
    seed: int, players: int
) -> None:
    state = new_match(HokmOptions(players=players))
    draw = SPEC.sample_chance(state, random.Random(seed))
    assert isinstance(draw, AceDraw)
    dealt = ace_draw_receivers(draw, state.options)
    assert [c for _, c in dealt] == list(draw.cards)
    assert [s for s, c in dealt if c.rank == Rank.ACE] == [state.apply(draw).hakem]
