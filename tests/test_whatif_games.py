"""The what-if questions of Haft Khabis and poker: setups, rows, and the summary keys they use,
checked against the deals' records (a few dozen deals each)."""

from __future__ import annotations

import pytest

from pasur.errors import OptionsError
from pasur.games.haft_khabis.whatif import (
    HK_PLAYERS,
    HK_RULES,
    haft_khabis_options,
    haft_khabis_setups,
    haft_khabis_table,
    place_from_dealer,
)
from pasur.games.poker.whatif import (
    HAND_CLASSES,
    hand_class,
    poker_options,
    poker_rows,
    poker_seats,
    poker_setup,
)
from pasur.records import replay
from pasur.sim import play_deal, simulate

# --- Haft Khabis -----------------------------------------------------------------------------


@pytest.mark.parametrize("rules", HK_RULES)
def test_haft_khabis_setups_play_one_deal_at_each_table_size(rules: str) -> None:
    setups = haft_khabis_setups(rules, 3, "baseline")
    assert list(setups) == list(HK_PLAYERS)
    for n, setup in setups.items():
        assert "scope:hand" in setup.options
        summary = play_deal(setup, 0).summary
        assert summary["hands"] == 1 and len(summary["totals"]) == n


@pytest.mark.parametrize("direction", ["ccw", "cw"])
def test_place_one_is_the_player_who_plays_first(direction: str) -> None:
    setup = haft_khabis_setups("seed", 1, "heuristic", (4,))[4]
    setup = type(setup)(
        setup.game, f"{setup.options},deal_direction:{direction}", setup.players, setup.seed
    )
    sign = 1 if direction == "ccw" else -1
    for i in range(3):
        state = replay(play_deal(setup, i).record)[1]  # after the deal
        assert state.dealer == 0
        assert place_from_dealer(state.to_move, 4, sign) == 1
        assert place_from_dealer(state.dealer, 4, sign) == 4


def test_haft_khabis_table_counts_every_seat_by_its_place() -> None:
    setup = haft_khabis_setups("one_deck", 2, "heuristic", (3,))[3]
    deals = list(simulate(setup, 30))
    table = haft_khabis_table(setup.options, deals)
    assert table.players == 3 and [r.place for r in table.places] == [1, 2, 3]
    assert all(r.out_first.n == 30 and r.penalty.n == 30 for r in table.places)
    # Every deal has exactly one winner, who scores no penalty.
    assert sum(r.out_first.k for r in table.places) == 30
    penalties = [sum(int(p) for p in d.summary["totals"]) for d in deals]
    assert table.penalty.mean == pytest.approx(sum(penalties) / 30)
    assert sum(r.penalty.mean for r in table.places) == pytest.approx(table.penalty.mean)
    for row in table.places:
        for outcome, index in row.samples.items():
            seat = next(s for s in range(3) if place_from_dealer(s, 3, 1) == row.place)
            out = deals[index].summary["deal_winners"][0] == seat
            assert out == (outcome == "out")


def test_haft_khabis_refuses_unknown_rules_and_tables_the_deck_cannot_deal() -> None:
    with pytest.raises(OptionsError):
        haft_khabis_options("house", 4)
    with pytest.raises(OptionsError):
        haft_khabis_options("one_deck", 8)  # 8 x 7 + 1 cards do not fit in 52
    assert "players:8" in haft_khabis_options("seed", 8)


# --- poker -----------------------------------------------------------------------------------


def test_every_starting_hand_has_one_class() -> None:
    assert hand_class(["RJ", "AS"]) == "joker"
    assert hand_class(["TS", "TD"]) == "pair_high" and hand_class(["9S", "9D"]) == "pair_low"
    assert hand_class(["AS", "2S"]) == "ace_suited" and hand_class(["2S", "AD"]) == "ace_offsuit"
    assert hand_class(["KH", "TH"]) == "broadway"
    assert (
        hand_class(["5H", "4H"]) == "suited_connected" and hand_class(["5H", "4S"]) == "connected"
    )
    assert hand_class(["8H", "3H"]) == "suited" and hand_class(["8H", "3S"]) == "other"
    with pytest.raises(ValueError):
        hand_class(["AS"])


def test_poker_summary_keys_agree_with_the_record() -> None:
    setup = poker_setup("documents", 3, 5, "baseline")
    for i in range(6):
        deal = play_deal(setup, i)
        final = replay(deal.record)[-1]
        result = final.results[-1]
        assert deal.summary["hole"] == [".".join(c.code for c in h) for h in final.hole]
        assert deal.summary["showdown_seats"] == [s for s, _ in result.showdown]
        winners = deal.summary["showdown_winners"]
        best = max((h.value for _, h in result.showdown), default=None)
        assert winners == [s for s, h in result.showdown if h.value == best]
        assert bool(winners) == (not result.uncontested)
        assert deal.summary["won"] == list(result.net)


@pytest.mark.parametrize(("rules", "opponents"), [("documents", 1), ("holdem", 3)])
def test_poker_rows_count_every_seat_of_every_hand(rules: str, opponents: int) -> None:
    setup = poker_setup(rules, opponents, 1, "baseline")
    assert "scope:hand" in setup.options
    deals = list(simulate(setup, 25))
    seats = poker_seats(deals)
    assert len(seats) == 25 * (opponents + 1)
    rows = poker_rows(deals)
    assert [r.key for r in rows] == [k for k in HAND_CLASSES if any(s.key == k for s in seats)]
    assert sum(r.ahead.n for r in rows) == len(seats)
    # Chips only change hands: what the winners won the others lost.
    assert sum(r.chips.mean * r.chips.n for r in rows) == pytest.approx(0)
    for r in rows:
        assert r.showdown_won.k <= r.showdown.k
        for outcome, index in r.samples.items():
            mine = [s for s in seats if s.index == index and s.key == r.key]
            assert any((s.chips > 0) == (outcome == "ahead") for s in mine)


def test_poker_options_are_bounded() -> None:
    with pytest.raises(OptionsError):
        poker_options("house", 3)
    with pytest.raises(OptionsError):
        poker_options("documents", 0)
    with pytest.raises(OptionsError):
        poker_options("documents", 8)
