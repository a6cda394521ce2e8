"""Shelem's library functions for a match under way: a start from running totals and the next
dealer from a score sheet (issue 16)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pasur.errors import RecordError
from pasur.games.shelem import (
    SPEC,
    ShelemOptions,
    check,
    new_match,
    next_dealer,
    score_sheet,
)
from pasur.protocol import CHANCE
from pasur.testing import play_on

SEED_SHEET = ((0, 0, 135, 130), (1, 3, 125, 150), (2, 0, 150, 165), (3, 3, 135, 135))
"""Seed 000's worked sheet (rules inventory §1.3), seats A-D as 0-3: per hand (dealer, hakem,
bid, the hakem side's points)."""


def test_a_match_from_totals_starts_at_the_lot_with_those_totals() -> None:
    state = new_match(totals=(885, 1040))
    assert (state.phase, state.to_move) == ("dealer", CHANCE)
    assert state.totals == state.scores() == (885, 1040)
    check(state)


def test_a_match_from_zero_totals_is_the_usual_opening() -> None:
    assert new_match(totals=(0, 0)) == new_match()


@pytest.mark.parametrize(
    ("options", "totals", "named"),
    [
        (ShelemOptions(), (1200, 0), "1200"),
        (ShelemOptions(), (-135, 1250), "1250"),
        (ShelemOptions(target=330), (0, 330), "330"),
        (ShelemOptions(target=330, target_mode="reach_or_lead"), (-200, 130), "leads by 330"),
        (ShelemOptions(), (887, 0), "887"),
    ],
)
def test_totals_the_match_cannot_be_at_are_refused_naming_the_total(
    options: ShelemOptions, totals: tuple[int, int], named: str
) -> None:
    with pytest.raises(RecordError, match=named):
        new_match(options, totals=totals)


def test_the_seed_sheet_passes_the_deal_round_and_returns_to_the_first_dealer() -> None:
    sheet = score_sheet(SEED_SHEET, ShelemOptions(), first_dealer=0)
    assert [row.totals for row in sheet[:2]] == [(-135, 35), (-120, 185)]
    assert [next_dealer(sheet[:n], 4, first_dealer=0) for n in range(5)] == [0, 1, 2, 3, 0]
    assert [row.line_after for row in sheet] == [False, False, False, True]


def test_the_next_dealer_with_two_players_alternates() -> None:
    sheet = score_sheet([(1, 0, 100, 120), (0, 0, 100, 60)], ShelemOptions(players="2"))
    assert [next_dealer(sheet[:n], 2, first_dealer=1) for n in range(3)] == [1, 0, 1]


@settings(max_examples=15, deadline=None)
@given(
    totals=st.tuples(st.integers(-120, 65), st.integers(-120, 65)).map(
        lambda t: (t[0] * 5, t[1] * 5)
    ),
    seed=st.integers(0, 2**32 - 1),
)
def test_a_match_from_totals_plays_to_the_target_counting_from_them(
    totals: tuple[int, int], seed: int
) -> None:
    options = ShelemOptions(target=330)
    states = play_on(
        SPEC, new_match(options, totals=totals), random.Random(seed), policy=SPEC.baseline_policy
    )
    end = states[-1]
    first = end.sheet[0]
    assert first.totals == (totals[0] + first.gains[0], totals[1] + first.gains[1])
    assert end.totals == end.sheet[-1].totals
    assert end.winner is not None and end.totals[end.winner] >= 330


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.sampled_from(["2", "4"]))
def test_each_hand_is_dealt_by_the_next_dealer_of_the_sheet(seed: int, players: str) -> None:
    options = ShelemOptions(players=players, target=330)
    for state in play_on(
        SPEC, new_match(options), random.Random(seed), policy=SPEC.baseline_policy
    ):
        if state.phase == "bid" and state.first_dealer is not None:
            n = state.players
            assert state.dealer == next_dealer(state.sheet, n, state.first_dealer)
            assert state.dealer == next_dealer(state.results, n, state.first_dealer)
