"""Ghahve's library function for a match under way: a start from the game score, the games won
and the dealer (issue 16)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pasur.errors import RecordError
from pasur.games.ghahve import SPEC, GhahveOptions, check, new_match
from pasur.protocol import CHANCE
from pasur.testing import play_on


def test_a_level_score_without_a_dealer_starts_at_the_lot() -> None:
    state = new_match(score=(120, 120))
    assert (state.phase, state.score, state.games) == ("first_dealer", (120, 120), (0, 0))
    check(state)


def test_a_given_dealer_deals_next_as_if_the_lot_had_chosen_him() -> None:
    # GH-07: the dealer keeps the deal until his team is ahead, so at 230-310 a seat of the
    # trailing team 0 (seats 0 and 2) deals.
    state = new_match(score=(230, 310), dealer=2)
    assert (state.phase, state.dealer, state.to_move) == ("shuffle", 2, CHANCE)
    assert [str(m) for m in state.history] == ["dealer-2"]
    check(state)


def test_a_leading_dealer_is_allowed_when_the_deal_goes_round_every_hand() -> None:
    state = new_match(GhahveOptions(dealer_rotation="every_hand"), score=(400, 10), dealer=0)
    assert state.dealer == 0


@pytest.mark.parametrize(
    ("options", "score", "games", "dealer", "named"),
    [
        (GhahveOptions(), (501, 0), (0, 0), 1, "501"),
        (GhahveOptions(target_points=1001), (-40, 1200), (0, 0), 0, "1200"),
        (GhahveOptions(games_to_win=2), (0, 0), (2, 0), None, "2 games"),
        (GhahveOptions(games_to_win=2), (0, 0), (0, -1), None, "-1 games"),
        (GhahveOptions(), (0, 0), (0, 0), 4, "dealer 4"),
        (GhahveOptions(), (300, 200), (0, 0), 0, "seat 0 cannot deal at 300 to 200"),
        (GhahveOptions(), (300, 200), (0, 0), None, "say who deals"),
    ],
)
def test_a_start_no_match_can_be_at_is_refused_naming_it(
    options: GhahveOptions,
    score: tuple[int, int],
    games: tuple[int, int],
    dealer: int | None,
    named: str,
) -> None:
    with pytest.raises(RecordError, match=named):
        new_match(options, score=score, games=games, dealer=dealer)


@settings(max_examples=12, deadline=None)
@given(
    score=st.tuples(st.integers(-200, 500), st.integers(-200, 500)),
    games=st.sampled_from([(0, 0), (1, 0), (0, 1)]),
    seat=st.integers(0, 1),
    seed=st.integers(0, 2**32 - 1),
)
def test_a_match_from_a_score_plays_on_to_the_end_counting_from_it(
    score: tuple[int, int], games: tuple[int, int], seat: int, seed: int
) -> None:
    options = GhahveOptions(games_to_win=2)
    trailing = 0 if score[0] <= score[1] else 1
    start = new_match(options, score=score, games=games, dealer=trailing + 2 * seat)
    end = play_on(SPEC, start, random.Random(seed), policy=SPEC.baseline_policy)[-1]
    assert max(end.games) == 2
    assert sum(end.games) > sum(games)
