"""The what-if questions behind the chart pages: setups, tables and intervals."""

from __future__ import annotations

import math

import pytest

from pasur.cards import cards
from pasur.errors import OptionsError
from pasur.games.ghahve.whatif import ghahve_bid_grid, ghahve_bid_rows, ghahve_setup
from pasur.games.hokm.whatif import (
    hokm_contracts,
    hokm_overall,
    hokm_overall_setup,
    hokm_trump_rows,
    hokm_trump_setups,
)
from pasur.games.shelem.options import ShelemOptions
from pasur.games.shelem.scoring import score_hand
from pasur.games.shelem.whatif import SHELEM_BIDS, shelem_bid_rows, shelem_bid_setup, shelem_points
from pasur.records import replay
from pasur.sim import play_deal, simulate
from pasur.whatif import Mean, Rate

FIVE = cards("AS KS QS 7S 2H")
TWELVE = cards("AS KS 10S 5S 4S AH 10H KD 5D QC 3C 2C")


def test_wilson_interval_matches_the_textbook_values() -> None:
    lo, hi = Rate(8, 10).interval
    assert (round(lo, 4), round(hi, 4)) == (0.4902, 0.9433)
    assert Rate(0, 10).interval[0] == 0.0 and Rate(10, 10).interval[1] == pytest.approx(1.0)
    assert Rate(0, 0).p == 0.0 and Rate(0, 0).interval == (0.0, 1.0)


def test_mean_interval() -> None:
    m = Mean.of([1.0, 2.0, 3.0, 4.0])
    assert m.mean == 2.5 and m.sd == pytest.approx(math.sqrt(5 / 3))
    lo, hi = m.interval
    assert lo == pytest.approx(2.5 - 1.959964 * m.sd / 2, abs=1e-5) and hi > m.mean
    assert Mean.of([]).n == 0 and Mean.of([7.0]).interval == (7.0, 7.0)


def test_hokm_trump_setups_one_per_contract() -> None:
    assert set(hokm_trump_setups("", FIVE, 1)) == {"C", "D", "H", "S"}
    with_modes = hokm_trump_setups("special_modes:on", FIVE, 1)
    assert set(with_modes) == {"C", "D", "H", "S", "saras", "naras", "taknaras"}
    assert hokm_contracts("special_modes:on")[-1] == "taknaras"
    setup = with_modes["naras"]
    assert "0@trump=trump-naras" in setup.scenario and "scope:hand" in setup.options


def test_hokm_trump_rows_follow_the_deals() -> None:
    setups = hokm_trump_setups("", FIVE, 3)
    results = {c: list(simulate(s, 60)) for c, s in setups.items()}
    rows = {r.contract: r for r in hokm_trump_rows(results)}
    # five spades-heavy cards: spades as trump wins more often than hearts
    assert rows["S"].won.p > rows["H"].won.p
    for contract, row in rows.items():
        assert row.won.n == 60
        assert row.kot.k <= row.won.k
        for outcome, index in row.samples.items():
            final = replay(play_deal(setups[contract], index).record)[-1]
            result = final.results[-1]
            assert final.hakem == 0 and set(final.dealt[0][:5]) == set(FIVE)
            assert (outcome in ("won", "kot")) == result.hakem_side_won


def test_hokm_overall() -> None:
    deals = list(simulate(hokm_overall_setup("", 4), 80))
    row = hokm_overall(deals)
    assert row.won.n == 80 and 0.4 < row.won.p < 0.9
    assert set(row.samples) <= {"won", "lost", "kot", "hakem_kot"}


def test_hokm_bad_cards_are_refused() -> None:
    with pytest.raises(OptionsError, match="exactly 5"):
        hokm_trump_setups("", FIVE[:4], 1)
    with pytest.raises(OptionsError, match="twice"):
        hokm_trump_setups("", (FIVE[0],) * 5, 1)


def test_shelem_bid_rows_score_each_bid_from_the_points_taken() -> None:
    setup = shelem_bid_setup("", TWELVE, 2, player="baseline")
    deals = list(simulate(setup, 40))
    for d in deals[:5]:
        final = replay(d.record)[-1]
        assert final.results[-1].hakem == 0 and set(TWELVE) <= set(final.dealt[0])
    rows = shelem_bid_rows(setup.options, deals)
    assert [r.bid for r in rows] == list(SHELEM_BIDS)
    makes = [r.make.p for r in rows]
    assert makes == sorted(makes, reverse=True)  # a higher bid is never easier
    taken = [int(d.summary["taken"]) for d in deals]
    opts = ShelemOptions()
    for row in rows:
        gains = [score_hand(hakem_team=0, bid=row.bid, taken=t, options=opts).gains for t in taken]
        assert row.score.mean == pytest.approx(sum(g[0] for g in gains) / len(gains))
        assert row.make.k == sum(1 for t in taken if t >= row.bid)
    assert sum(shelem_points(deals).values()) == 40


def test_shelem_random_hands_and_bad_hands() -> None:
    setup = shelem_bid_setup("", None, 2, player="baseline")
    assert "hand0" not in setup.scenario
    assert len(list(simulate(setup, 3))) == 3
    with pytest.raises(OptionsError, match="exactly 12"):
        shelem_bid_setup("", TWELVE[:11], 1)


def test_ghahve_bids_against_tricks() -> None:
    deals = list(simulate(ghahve_setup("", 5, player="baseline"), 30))
    rows = ghahve_bid_rows(deals)
    assert sum(r.make.n for r in rows) == 60
    grid = ghahve_bid_grid(deals)
    assert sum(n for n, _ in grid.values()) == 60
    for (bid, tricks), (_, index) in grid.items():
        summary = play_deal(ghahve_setup("", 5, player="baseline"), index).summary
        assert (bid, tricks) in {
            (summary["bid_team0"], summary["tricks_team0"]),
            (summary["bid_team1"], summary["tricks_team1"]),
        }
