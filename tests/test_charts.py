"""Unit tests of the what-if figures, ``ui/charts.py`` and each game's own in
``ui/games/<game>/whatif.py``: their data and layout in both languages."""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import plotly.graph_objects as go
import pytest

from pasur.games.chahar_barg.whatif import (
    PasurSideRow,
    PasurStats,
    pasur_options,
    pasur_setup,
    pasur_stats,
)
from pasur.games.ghahve.whatif import GhahveRow, ghahve_bid_grid, ghahve_bid_rows, ghahve_setup
from pasur.games.haft_khabis.whatif import PlaceRow, TableStats
from pasur.games.hokm.whatif import HokmRow
from pasur.games.poker.whatif import StartRow
from pasur.games.shelem.whatif import BidRow
from pasur.sim import simulate
from pasur.whatif import Mean, Rate
from ui import charts as C
from ui.frame import Ctx
from ui.games.chahar_barg import whatif as CB
from ui.games.ghahve import whatif as GH
from ui.games.haft_khabis import whatif as HKB
from ui.games.hokm import whatif as HK
from ui.games.poker import whatif as PK
from ui.games.shelem import whatif as SH
from ui.i18n import translations


def ctx_for(lang: str) -> Ctx:
    return Ctx(lang, translations(lang).gettext)


EN, FA = ctx_for("en"), ctx_for("fa")
ASCII_DIGIT = re.compile(r"[0-9]")
PERSIAN_DIGIT = re.compile(r"[۰-۹]")
PERSIAN_LETTER = re.compile(r"[\u0600-\u06FF]")
RLI, PDI, LRI = "\u2067", "\u2069", "\u2066"


def hokm_rows() -> list[HokmRow]:
    return [
        HokmRow(
            c,
            Rate(60 + 5 * i, 100),
            Rate(3 + i, 100),
            Rate(i, 100),
            Mean(100, 0.2 * i - 0.1, 1.1),
            {"won": i, "lost": 10 + i, **({"kot": 20 + i} if i else {})},
        )
        for i, c in enumerate(("C", "D", "H", "S"))
    ]


def bid_rows() -> list[BidRow]:
    rows = []
    for k, bid in enumerate(range(100, 170, 5)):
        make = Rate(max(0, 95 - 7 * k), 100)
        score = Mean(100, 110.0 - 25 * k, 60.0)
        rows.append(BidRow(bid, make, score, score, {"made": k, "failed": 50 + k}))
    return rows


GRID = {(5, 7): (30, 1), (5, 4): (10, 2), (8, 8): (5, 3), (9, 6): (2, 4)}


def ghahve_rows() -> list[GhahveRow]:
    return [
        GhahveRow(
            5, Rate(30, 40), Mean(40, 6.0, 1.5), Mean(40, 20.0, 30.0), {"made": 1, "failed": 2}
        ),
        GhahveRow(8, Rate(5, 5), Mean(5, 8.0, 0.0), Mean(5, 80.0, 0.0), {"made": 3}),
        GhahveRow(9, Rate(0, 2), Mean(2, 6.0, 0.0), Mean(2, -90.0, 0.0), {"failed": 4}),
    ]


def side_row(key: str, won: int, margin: float, surs: float) -> PasurSideRow:
    return PasurSideRow(
        key,
        Mean(100, 10.0 + surs, 8.0),
        Mean(100, 10.0, 4.0),
        Mean(100, surs, 6.0),
        Mean(100, surs / 5, 0.8),
        Rate(won, 100),
        Mean(100, margin, 15.0),
        {"won": won, "lost": 100 - won},
    )


def pasur_stats_3p() -> PasurStats:
    positions = [
        side_row("first", 40, 1.5, 4.0),
        side_row("second", 30, -0.2, 3.5),
        side_row("dealer", 28, -1.3, 3.0),
    ]
    by_surs = [
        side_row("0", 20, -4.0, 0.0),
        side_row("1", 45, 4.0, 5.0),
        side_row("2", 70, 12.0, 10.0),
        PasurSideRow(
            "3",
            Mean(6, 30.0, 5.0),
            Mean(6, 12.0, 3.0),
            Mean(6, 18.0, 3.0),
            Mean(6, 3.5, 0.5),
            Rate(6, 6),
            Mean(6, 27.0, 5.0),
            {"won": 7},
        ),
    ]
    return PasurStats(
        3,
        100,
        positions,
        by_surs,
        {0: (30, 1), 1: (40, 2), 2: (20, 3), 4: (10, 4)},
        {(0, False): (5, 5), (7, False): (60, 6), (12, True): (30, 7), (25, True): (5, 8)},
        Rate(70, 100),
        0.3,
    )


def hk_tables() -> list[TableStats]:
    return [
        TableStats(
            n,
            [
                PlaceRow(
                    n, k, Rate(30 - 2 * k, 100), Mean(100, 10.0 + k, 6.0), {"out": k, "not": 9}
                )
                for k in range(1, n + 1)
            ],
            Mean(100, 15.0 * n, 9.0),
            Rate(1, 100),
            Rate(8, 100),
        )
        for n in (2, 4)
    ]


def poker_rows() -> list[StartRow]:
    return [
        StartRow("pair_high", Rate(40, 60), Rate(35, 60), Rate(25, 60), Mean(60, 210.0, 400.0)),
        StartRow(
            "suited_connected",
            Rate(20, 80),
            Rate(30, 80),
            Rate(10, 80),
            Mean(80, -15.0, 300.0),
            {"ahead": 3, "not": 4},
        ),
        StartRow("other", Rate(1, 8), Rate(2, 8), Rate(0, 8), Mean(8, -60.0, 90.0), {"not": 5}),
    ]


def all_figures(ctx: Ctx) -> dict[str, go.Figure]:
    rows = hokm_rows()
    bids = bid_rows()
    counts = {90: 3, 100: 5, 125: 10, 165: 1}
    return {
        "hokm_trump": HK.hokm_trump(ctx, rows),
        "hokm_margin": HK.hokm_margin(ctx, rows),
        "hokm_overall": HK.hokm_overall(ctx, rows[2]),
        "shelem_make": SH.shelem_make(ctx, bids),
        "shelem_score": SH.shelem_score(ctx, bids),
        "shelem_points": SH.shelem_points(ctx, counts, {100: 7}, 110),
        "ghahve_grid": GH.ghahve_grid(ctx, GRID),
        "ghahve_make": GH.ghahve_make(ctx, ghahve_rows()),
        "ghahve_score": GH.ghahve_score(ctx, ghahve_rows()),
        "pasur_split": CB.pasur_split(ctx, pasur_stats_3p()),
        "pasur_margin": CB.pasur_margin(ctx, pasur_stats_3p()),
        "pasur_points": CB.pasur_points(ctx, pasur_stats_3p()),
        "pasur_sur_counts": CB.pasur_sur_counts(ctx, pasur_stats_3p()),
        "pasur_sur_wins": CB.pasur_sur_wins(ctx, pasur_stats_3p()),
        "haft_khabis_out_first": HKB.haft_khabis_chart(ctx, hk_tables(), "out"),
        "haft_khabis_penalty": HKB.haft_khabis_chart(ctx, hk_tables(), "penalty"),
        "poker_rates": PK.poker_rates(ctx, poker_rows()),
        "poker_chips": PK.poker_chips(ctx, poker_rows()),
    }


def ticktexts(fig: go.Figure) -> list[str]:
    out: list[str] = []
    for axis in (*fig.select_xaxes(), *fig.select_yaxes()):
        out += list(axis.ticktext or ())
    return out


def texts_of(fig: go.Figure) -> list[str]:
    """Every string the figure shows: title, axis titles, legend names, labels, hover text."""
    out = [fig.layout.title.text]
    for axis in (*fig.select_xaxes(), *fig.select_yaxes()):
        out.append(axis.title.text)
    for trace in fig.data:
        if trace.name:
            out.append(trace.name)
        if isinstance(trace.text, (list, tuple)):
            out += [str(t) for t in trace.text]
        if trace.customdata is not None:
            out += [str(row[1]) for row in trace.customdata]
    out += [a.text for a in fig.layout.annotations]
    return [t for t in out if t]


# --- both languages --------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(all_figures(EN)))
def test_persian_figures_are_mirrored_with_persian_digits(name: str) -> None:
    fig = all_figures(FA)[name]
    layout = fig.layout
    assert layout.title.xanchor == "right" and layout.title.x > 0.9
    assert "Vazirmatn" in layout.font.family
    assert layout.separators == "٫٬"
    assert layout.hoverlabel.align == "right"
    for axis in fig.select_yaxes():
        assert axis.side == "right"
    for axis in fig.select_xaxes():
        if axis.range is not None:
            assert axis.range[0] > axis.range[1]  # an explicit range is reversed
        else:
            assert axis.autorange == "reversed"
    labels = ticktexts(fig)
    assert labels
    assert all(not ASCII_DIGIT.search(t) for t in labels), labels
    assert any(PERSIAN_DIGIT.search(t) for t in labels)
    shown = texts_of(fig)
    assert not [t for t in shown if ASCII_DIGIT.search(t)]
    assert PERSIAN_LETTER.search(layout.title.text)
    # Persian sentences sit in a right-to-left isolate; none is broken over lines.
    assert layout.title.text.startswith(RLI) and layout.title.text.endswith(PDI)
    assert all("<br>" not in t for t in shown)


@pytest.mark.parametrize("name", sorted(all_figures(EN)))
def test_english_figures_read_left_to_right(name: str) -> None:
    fig = all_figures(EN)[name]
    layout = fig.layout
    assert layout.title.xanchor == "left"
    assert layout.font.family is None  # the app's theme font
    for axis in fig.select_yaxes():
        assert axis.side != "right"
    for axis in fig.select_xaxes():
        assert axis.autorange != "reversed"
        if axis.range is not None:
            assert axis.range[0] < axis.range[1]
    labels = ticktexts(fig)
    assert all(not PERSIAN_DIGIT.search(t) for t in labels)
    shown = texts_of(fig)
    assert all(not PERSIAN_LETTER.search(t) for t in shown if "♣" not in t)
    assert all(RLI not in t for t in shown)


@pytest.mark.parametrize("ctx", [EN, FA], ids=["en", "fa"])
def test_hover_is_one_whole_sentence_per_point(ctx: Ctx) -> None:
    for fig in all_figures(ctx).values():
        for trace in fig.data:
            if trace.customdata is None:
                assert trace.hoverinfo == "skip"
                continue
            assert trace.hovertemplate == "%{customdata[1]}<extra></extra>"
            assert len(trace.customdata) == len(trace.x)


# --- intervals -------------------------------------------------------------------------------


def test_hokm_bars_have_wilson_error_bars() -> None:
    rows = hokm_rows()
    fig = HK.hokm_trump(EN, rows)
    assert fig.layout.barmode == "group"
    assert [t.name for t in fig.data] == [EN.gettext(n) for _m, n in HK.HOKM_METRICS]
    for trace, metric in zip(fig.data, ("won", "kot", "hakem_kot"), strict=True):
        rates = [getattr(r, metric) for r in rows]
        assert trace.error_y.type == "data" and trace.error_y.symmetric is False
        for rate, plus, minus, y in zip(
            rates, trace.error_y.array, trace.error_y.arrayminus, trace.y, strict=True
        ):
            lo, hi = rate.interval
            assert y == pytest.approx(rate.p)
            assert y + plus == pytest.approx(hi) and y - minus == pytest.approx(lo)
            assert plus >= 0 and minus >= 0


def test_percent_axes_are_labelled_in_percent() -> None:
    fig = HK.hokm_trump(FA, hokm_rows())
    assert fig.layout.yaxis.ticktext[:3] == ("۰٪", "۲۰٪", "۴۰٪")
    assert list(fig.layout.yaxis.tickvals[:3]) == [0.0, 0.2, 0.4]
    fig = HK.hokm_trump(EN, hokm_rows())
    assert fig.layout.yaxis.ticktext[:3] == ("0%", "20%", "40%")


def test_small_shares_get_finer_percent_ticks() -> None:
    axis = C.percent_axis(EN, 0.045, "x")
    assert axis["ticktext"] == ["0%", "2%", "4%", "6%"]
    assert axis["range"][1] >= 0.045
    axis = C.percent_axis(FA, 0.001, "x")  # never narrower than 0 to 5%
    assert axis["ticktext"][-1] == "۵٪"


def test_shelem_band_and_best_bid() -> None:
    rows = bid_rows()
    fig = SH.shelem_score(EN, rows)
    lower, upper, line, best = fig.data
    assert upper.fill == "tonexty"
    assert list(lower.y) == pytest.approx([r.score.interval[0] for r in rows])
    assert list(upper.y) == pytest.approx([r.score.interval[1] for r in rows])
    assert list(line.y) == pytest.approx([r.score.mean for r in rows])
    assert SH.best_bid(rows) == rows[0]
    assert list(best.x) == [100]
    limit = SH.highest_positive(rows)
    assert limit is not None and limit.bid == 120  # 110 - 25*4 = 10 > 0; 110 - 25*5 < 0
    assert any("stop at 120" in a.text for a in fig.layout.annotations)
    assert any(shape.x0 == pytest.approx(122.5) for shape in fig.layout.shapes)


def test_margin_chart_signs_and_intervals() -> None:
    rows = hokm_rows()
    fig = HK.hokm_margin(FA, rows)
    bar = fig.data[0]
    assert bar.text[0] == "−۰٫۱۰"  # a minus sign, Persian digits, no isolate inside the plot
    assert min(fig.layout.yaxis.tickvals) < 0 < max(fig.layout.yaxis.tickvals)
    assert any(t.startswith("−") for t in fig.layout.yaxis.ticktext)


# --- picking a sample deal -------------------------------------------------------------------


def test_points_name_the_samples_of_their_rows() -> None:
    rows = hokm_rows()
    fig = HK.hokm_trump(EN, rows)
    won, kot, _hakem_kot = fig.data
    assert [row[0] for row in won.customdata] == ["C/won", "D/won", "H/won", "S/won"]
    # Clubs has no kot sample: its kot bar opens nothing; the others open theirs.
    assert [row[0] for row in kot.customdata] == ["", "D/kot", "H/kot", "S/kot"]
    assert C.picked([{"customdata": list(kot.customdata[0])}, {"customdata": ["H/kot", "x"]}]) == (
        "H/kot"
    )
    assert C.picked([{"x": 1}]) is None
    assert C.picked([]) is None


def test_ghahve_grid_splits_made_and_failed() -> None:
    fig = GH.ghahve_grid(EN, GRID)
    made, failed, diagonal = fig.data
    assert set(zip(made.x, made.y, strict=True)) == {(7, 5), (8, 8)}
    assert set(zip(failed.x, failed.y, strict=True)) == {(4, 5), (6, 9)}
    assert diagonal.hoverinfo == "skip"
    sizes = dict(zip(zip(made.x, made.y, strict=True), made.marker.size, strict=True))
    assert sizes[(7, 5)] > sizes[(8, 8)]  # more team-hands, bigger bubble
    assert {row[0] for row in made.customdata} == {"grid/5-7", "grid/8-8"}


def test_ghahve_charts_from_a_real_simulation() -> None:
    deals = list(simulate(ghahve_setup("", 3, "baseline"), 20))
    rows, grid = ghahve_bid_rows(deals), ghahve_bid_grid(deals)
    for ctx in (EN, FA):
        for fig in (
            GH.ghahve_grid(ctx, grid),
            GH.ghahve_make(ctx, rows),
            GH.ghahve_score(ctx, rows),
        ):
            assert fig.to_dict()["data"]
    total = sum(count for count, _sample in grid.values())
    assert total == 2 * len(deals)


# --- Pasur -----------------------------------------------------------------------------------


def test_pasur_split_stacks_cards_and_surs_with_the_total_interval_on_top() -> None:
    stats = pasur_stats_3p()
    fig = CB.pasur_split(EN, stats)
    cards, surs = fig.data
    assert fig.layout.barmode == "stack"
    assert list(cards.x) == ["first to play", "second to play", "the dealer, last to play"]
    assert list(cards.y) == pytest.approx([10.0, 10.0, 10.0])
    assert list(surs.y) == pytest.approx([4.0, 3.5, 3.0])
    assert cards.error_y.array is None
    for row, plus, minus in zip(
        stats.positions, surs.error_y.array, surs.error_y.arrayminus, strict=True
    ):
        lo, hi = row.total.interval
        assert row.total.mean + plus == pytest.approx(hi)
        assert row.total.mean - minus == pytest.approx(lo)
    assert fig.layout.yaxis.range[0] == 0  # points are never negative
    assert [row[0] for row in cards.customdata] == ["first/won", "second/won", "dealer/won"]


def test_pasur_margin_marks_the_dealer_and_its_interval() -> None:
    stats = pasur_stats_3p()
    fig = CB.pasur_margin(FA, stats)
    bar = fig.data[0]
    assert list(bar.y) == pytest.approx([1.5, -0.2, -1.3])
    assert bar.marker.color[-1] == C.COLORS["dealer"]
    assert bar.text[-1] == "−۱٫۳۰"
    assert "پخش‌کننده" in bar.x[-1]
    assert "میانگین امتیاز دو نفر دیگر" in bar.customdata[0][1]
    teams = CB.pasur_margin(
        EN, dataclasses.replace(stats, players=4, positions=stats.positions[::2])
    )
    assert list(teams.data[0].x) == ["the first player's team", "the dealer's team, last to play"]


def test_pasur_sur_wins_has_wilson_bars_and_a_last_open_group() -> None:
    stats = pasur_stats_3p()
    fig = CB.pasur_sur_wins(EN, stats)
    bar = fig.data[0]
    assert list(bar.x) == ["0", "1", "2", "3 or more"]
    for row, y, plus in zip(stats.by_surs, bar.y, bar.error_y.array, strict=True):
        assert y == pytest.approx(row.won.p)
        assert y + plus == pytest.approx(row.won.interval[1])
    assert list(bar.marker.opacity) == [1.0, 1.0, 1.0, 0.35]  # six sides only: faint
    assert bar.customdata[3][0] == "sur3/won"
    assert "surs made: 3 or more" in bar.customdata[3][1]


def test_pasur_points_and_surs_histograms() -> None:
    stats = pasur_stats_3p()
    fig = CB.pasur_points(EN, stats)
    without, with_sur = fig.data
    assert list(without.x) == [0, 7] and list(with_sur.x) == [12, 25]
    assert sum(without.y) + sum(with_sur.y) == pytest.approx(1.0)
    assert [row[0] for row in with_sur.customdata] == ["points/12-1", "points/25-1"]
    counts = CB.pasur_sur_counts(FA, stats).data[0]
    assert list(counts.x) == [0, 1, 2, 4]
    assert counts.customdata[3][0] == "surs/4"
    assert "۴ سور در ۱۰ از ۱۰۰ دور" in counts.customdata[3][1]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_pasur_charts_from_a_real_simulation(players: int) -> None:
    deals = list(simulate(pasur_setup(pasur_options("seed", players), 3, "baseline"), 20))
    stats = pasur_stats(deals, players)
    assert [r.key for r in stats.positions] == (
        ["first", "second", "dealer"] if players == 3 else ["first", "dealer"]
    )
    sides = 3 if players == 3 else 2
    assert sum(r.won.n for r in stats.positions) == sides * 20
    assert sum(count for count, _sample in stats.points.values()) == sides * 20
    assert sum(count for count, _sample in stats.sur_counts.values()) == 20
    cards = sum(r.cards.mean * r.cards.n for r in stats.positions)
    assert cards == pytest.approx(20 * 20)  # every hand holds 20 card points
    for ctx in (EN, FA):
        for build in (
            CB.pasur_split,
            CB.pasur_margin,
            CB.pasur_points,
            CB.pasur_sur_counts,
            CB.pasur_sur_wins,
        ):
            assert build(ctx, stats).to_dict()["data"]


# --- numbers ---------------------------------------------------------------------------------


def test_signed_numbers_keep_the_sign_in_front_in_persian() -> None:
    assert C.signed(FA, -12.5, 1) == LRI + "−۱۲٫۵" + PDI
    assert C.signed(FA, 3, 0, plus=True) == LRI + "+۳" + PDI
    assert C.signed(EN, -12.5, 1) == "−12.5"
    assert C.signed(EN, 0.0, 1, plus=True) == "0.0"
    assert C.percent(FA, 0.587) == "۵۸٫۷٪"
    assert C.percent(EN, 0.587) == "58.7%"


@pytest.mark.parametrize(
    ("lo", "hi", "expected"),
    [(0, 1, [0.0, 0.2, 0.4, 0.6, 0.8, 1.0]), (0, 0.07, [0.0, 0.02, 0.04, 0.06, 0.08])],
)
def test_ticks(lo: float, hi: float, expected: list[float]) -> None:
    assert C.ticks(lo, hi) == pytest.approx(expected)


def test_figures_serialise(tmp_path: Any) -> None:
    for ctx in (EN, FA):
        for fig in all_figures(ctx).values():
            assert fig.to_json()


# --- Haft Khabis and poker -------------------------------------------------------------------


def test_haft_khabis_lines_run_over_the_places_with_intervals() -> None:
    fig = HKB.haft_khabis_chart(EN, hk_tables(), "out")
    two, four = fig.data
    assert [round(x) for x in two.x] == [1, 2] and [round(x) for x in four.x] == [1, 2, 3, 4]
    assert two.x[0] < 1 < four.x[0]  # side by side, so that the error bars do not hide another
    assert two.name == "2 players" and four.name == "4 players"
    assert four.y[0] == pytest.approx(0.28)
    lo, hi = Rate(28, 100).interval
    assert four.error_y.arrayminus[0] == pytest.approx(0.28 - lo)
    assert four.error_y.array[0] == pytest.approx(hi - 0.28)
    assert [row[0] for row in four.customdata] == [f"4-{k}/out" for k in range(1, 5)]
    assert "4 players, the dealer" in four.customdata[-1][1]
    assert "place 1 after the dealer" in four.customdata[0][1]
    assert fig.layout.yaxis.ticktext[-1].endswith("%")
    penalty = HKB.haft_khabis_chart(EN, hk_tables(), "penalty")
    assert list(penalty.data[1].y) == [11.0, 12.0, 13.0, 14.0]
    assert not any("%" in t for t in penalty.layout.yaxis.ticktext)


def test_poker_bars_group_three_rates_per_class_and_open_its_hands() -> None:
    fig = PK.poker_rates(EN, poker_rows())
    assert [t.name for t in fig.data] == [
        "comes out ahead",
        "reaches the showdown",
        "wins at the showdown",
    ]
    assert list(fig.data[0].x) == ["high pair", "suited neighbours", "other"]
    assert fig.data[2].y[0] == pytest.approx(25 / 60)
    picks = [row[0] for row in fig.data[0].customdata]
    assert picks == ["", "suited_connected/ahead", "other/not"]
    chips = PK.poker_chips(EN, poker_rows())
    assert list(chips.data[0].y) == [210.0, -15.0, -60.0]
    assert list(chips.data[0].marker.color) == [
        C.COLORS["won"],
        C.COLORS["failed"],
        C.COLORS["failed"],
    ]
