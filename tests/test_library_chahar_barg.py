"""Pasur's round counted as it stands (:func:`count_round`): any set of piles, with the bonuses
still open, from ``shared/rules/chahar_barg.md`` (S25 seven clubs, S26 the three-player clubs
rule, S27-S32 the card points); on the whole deck it is :func:`score_round`'s count.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pasur.cards import STANDARD_DECK, Card, Suit, cards
from pasur.errors import OptionsError
from pasur.games.chahar_barg import (
    PasurOptions,
    RoundCount,
    card_points,
    count_round,
    score_round,
)

TWO = PasurOptions()
THREE = PasurOptions(players=3)
THREE_NONE = PasurOptions(players=3, three_player_clubs="none_on_tie")
CLUBS = [c for c in STANDARD_DECK if c.suit == Suit.CLUBS]
HEARTS = [c for c in STANDARD_DECK if c.suit == Suit.HEARTS]


def _clubs(*counts: int) -> list[list[Card]]:
    """Piles holding *counts* clubs each (from the 3♣ up, the 2♣ left out)."""
    rest = iter(CLUBS[1:])
    return [[next(rest) for _ in range(n)] for n in counts]


def _count(piles: Sequence[Sequence[Card]], options: PasurOptions = TWO) -> RoundCount:
    return count_round(piles, tuple(() for _ in piles), options)


def test_count_round_of_nothing_taken_leaves_all_twenty_points_open() -> None:
    now = _count([[], []])
    assert now.standing.points == (0, 0) and now.standing.clubs_side is None
    assert now.clubs_open and now.open_points == 20
    assert set(now.open_cards) == set(cards("TD 2C JC JD JH JS AC AD AH AS"))


def test_count_round_takes_off_the_ten_of_diamonds_and_two_of_clubs_once_taken() -> None:
    now = _count([cards("TD 5H"), cards("2C")])
    assert now.standing.points == (3, 2)
    assert not {"TD", "2C"} & {c.code for c in now.open_cards}
    assert now.open_points == 7 + 8  # the clubs, four jacks and four aces


def test_count_round_two_sides_the_clubs_seven_is_settled_at_seven_clubs() -> None:
    now = _count(_clubs(7, 0))
    assert now.standing.clubs_side == 0 and not now.clubs_open
    assert now.standing.sides[0].clubs_points == 7
    six = _count(_clubs(6, 6))
    assert six.standing.clubs_side is None and six.clubs_open
    assert [side.clubs_points for side in six.standing.sides] == [0, 0]


def test_count_round_three_players_a_lead_nobody_can_catch_takes_the_clubs() -> None:
    now = _count(_clubs(7, 0, 0), THREE)  # six clubs out: nobody else can reach seven
    assert now.standing.clubs_side == 0 and not now.clubs_open
    close = _count(_clubs(6, 0, 0), THREE)  # a seventh club out could make 6-6-1
    assert close.clubs_open


def test_count_round_three_players_a_tie_for_most_gives_the_clubs_to_the_third() -> None:
    five, five_too, three = _clubs(5, 5, 2)
    tie = _count([five, five_too, [CLUBS[0], *three]], THREE)  # 5-5-3, every club taken
    assert tie.standing.clubs_side == 2 and tie.standing.sides[2].clubs_points == 7
    exact = _count([*_clubs(6, 6), [CLUBS[0]]], THREE)  # 6-6-1 with every club taken
    assert exact.standing.clubs_side == 2 and not exact.clubs_open


def test_count_round_three_players_a_settled_tie_under_none_on_tie_is_nobodys() -> None:
    now = _count([*_clubs(6, 6), [CLUBS[0]]], THREE_NONE)
    assert now.standing.clubs_side is None and not now.clubs_open
    assert now.open_points == 3 + 3 + 3  # 10♦, three jacks, three aces; no clubs 7 to win


def test_count_round_three_players_open_while_a_tie_could_still_come() -> None:
    now = _count(_clubs(6, 6, 0), THREE)  # the 2♣ is out: 7-6-0, 6-7-0 or 6-6-1
    assert now.clubs_open and now.standing.clubs_side is None


def test_count_round_counts_the_surs_so_far_with_net_cancellation() -> None:
    piles = (cards("JD"), cards("AS"))
    plain = count_round(piles, ((5, 5), (10,)), TWO)
    assert plain.standing.points == (11, 11)
    net = count_round(piles, ((5, 5), (10,)), PasurOptions(sur_cancellation="net"))
    assert net.standing.points == (6, 1) and net.standing.cancelled == (1, 1)


def test_count_round_of_four_players_counts_two_team_piles() -> None:
    now = count_round(_clubs(7, 2), ((), ()), PasurOptions(players=4))
    assert now.standing.clubs_side == 0 and len(now.standing.sides) == 2


def test_count_round_refuses_a_card_in_two_piles() -> None:
    with pytest.raises(OptionsError) as err:
        _count([cards("TD 5H"), cards("5H")])
    assert err.value.code == "pasur/named-twice"


def test_score_round_still_refuses_anything_but_the_whole_deck() -> None:
    with pytest.raises(OptionsError) as err:
        score_round((cards("TD"), ()), ((), ()), TWO)
    assert err.value.code == "pasur/piles"


_OPTIONS = st.sampled_from(
    [TWO, THREE, THREE_NONE, PasurOptions(players=4), PasurOptions(sur_cancellation="net")]
)
_SURS = st.lists(st.sampled_from((5, 10)), max_size=3)


def _sides(options: PasurOptions) -> int:
    return 2 if options.players != 3 else 3


@given(options=_OPTIONS, seed=st.integers(0, 2**32 - 1), data=st.data())
def test_count_round_of_the_whole_deck_is_the_round_count(
    options: PasurOptions, seed: int, data: st.DataObject
) -> None:
    n = _sides(options)
    rng = random.Random(seed)
    piles: list[list[Card]] = [[] for _ in range(n)]
    for card in STANDARD_DECK:
        piles[rng.randrange(n)].append(card)
    surs = tuple(tuple(data.draw(_SURS)) for _ in range(n))
    now = count_round(piles, surs, options)
    assert now.standing == score_round(piles, surs, options)
    assert not now.clubs_open and now.open_cards == () and now.open_points == 0


@given(options=_OPTIONS, seed=st.integers(0, 2**32 - 1), taken=st.integers(0, 52))
def test_count_round_bounds_every_way_the_round_can_end(
    options: PasurOptions, seed: int, taken: int
) -> None:
    n = _sides(options)
    rng = random.Random(seed)
    deck = list(STANDARD_DECK)
    rng.shuffle(deck)
    piles: list[list[Card]] = [[] for _ in range(n)]
    for card in deck[:taken]:
        piles[rng.randrange(n)].append(card)
    now = _count(piles, options)
    assert set(now.open_cards) == {c for c in deck[taken:] if card_points(c)}
    settled_for_nobody = not now.clubs_open and now.standing.clubs_side is None
    assert now.standing.card_total + now.open_points == (13 if settled_for_nobody else 20)
    for card in deck[taken:]:  # one way the round can end from here
        piles[rng.randrange(n)].append(card)
    end = _count(piles, options).standing
    if not now.clubs_open:
        assert end.clubs_side == now.standing.clubs_side
    for side, so_far in zip(end.sides, now.standing.sides, strict=True):
        assert so_far.card_points <= side.card_points <= so_far.card_points + now.open_points


def test_count_round_a_heart_pile_has_no_points() -> None:
    assert _count([HEARTS[:9], []]).standing.points == (0, 0)  # 2♥ to 10♥: no points
