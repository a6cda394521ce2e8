"""Haft Khabis' library function for a match under way: a start from each seat's penalty totals
and the dealer (issue 16)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pasur.errors import RecordError
from pasur.games.haft_khabis import SPEC, HaftKhabisOptions, check, new_match
from pasur.testing import play_on


def test_a_match_from_totals_starts_at_the_deal_with_those_totals() -> None:
    state = new_match(totals=(35, 0, 190, 72), dealer=2)
    assert (state.phase, state.dealer) == ("deal", 2)
    assert state.totals == state.scores() == (35, 0, 190, 72)
    assert all(state.alive)
    check(state)


def test_a_match_from_no_totals_is_the_usual_opening() -> None:
    assert new_match(totals=(0, 0, 0, 0)) == new_match()


@pytest.mark.parametrize(
    ("options", "totals", "dealer", "named"),
    [
        (HaftKhabisOptions(), (0, 200, 0, 0), 0, "seat 1's total 200 is already at the limit"),
        (HaftKhabisOptions(limit=100), (0, 0, 0, 140), 0, "140"),
        (HaftKhabisOptions(), (0, -5, 0, 0), 0, "negative"),
        (HaftKhabisOptions(), (0, 0, 0), 0, "3 totals given for 4 players"),
        (HaftKhabisOptions(), (0, 0, 0, 0), 4, "dealer 4"),
    ],
)
def test_a_start_no_match_can_be_at_is_refused_naming_it(
    options: HaftKhabisOptions, totals: tuple[int, ...], dealer: int, named: str
) -> None:
    with pytest.raises(RecordError, match=named):
        new_match(options, totals=totals, dealer=dealer)


@settings(max_examples=10, deadline=None)
@given(
    totals=st.lists(st.integers(0, 199), min_size=4, max_size=4),
    dealer=st.integers(0, 3),
    seed=st.integers(0, 2**32 - 1),
)
def test_a_match_from_totals_plays_on_until_one_seat_is_left(
    totals: list[int], dealer: int, seed: int
) -> None:
    end = play_on(SPEC, new_match(totals=totals, dealer=dealer), random.Random(seed))[-1]
    assert sum(end.alive) == 1 and end.winner == end.alive.index(True)
    assert all(t >= 200 for s, t in enumerate(end.totals) if not end.alive[s])
    assert all(t >= start for t, start in zip(end.totals, totals, strict=True))
