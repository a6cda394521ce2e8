"""Ghahve's what-if screen: what do teams bid, how many tricks do they take, and what does a bid
score?

Random deals of one hand, every seat bidding and playing as the chosen player
(:func:`pasur.games.ghahve.whatif.ghahve_setup`); each deal gives two team-hands (a team's bid
is its two players' bids added). URL: ``max_bid``, ``joker_lead``, ``p``, ``n``, ``seed`` (see
:mod:`ui.whatif`).

Hands: ``python benchmarks/whatif.py`` times the default question in one process and on the
two-process pool. However long it takes, the page draws a first answer within about a second, then
sharper ones until it is done (:func:`ui.simrun.run`), and a finished answer is kept, across
restarts too (:mod:`ui.result_store`).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Final

import plotly.graph_objects as go  # type: ignore[import-untyped]
import streamlit as st

from pasur.games.ghahve import GhahveOptions
from pasur.games.ghahve import whatif as Q
from pasur.games.ghahve.whatif import GhahveRow
from pasur.sim import Deal, Setup
from ui import charts as C
from ui import whatif as W
from ui.frame import Ctx
from ui.i18n import N_
from ui.option_labels import label_of
from ui.simrun import Result


def ghahve_grid(ctx: Ctx, grid: Mapping[tuple[int, int], tuple[int, int]]) -> go.Figure:
    """Team bid against tricks taken: a bubble per pair, its size the number of team-hands;
    green where the bid was made, red where it failed; the dashed line is "tricks = bid"."""
    _ = ctx._
    total = sum(count for count, _sample in grid.values()) or 1
    biggest = max((count for count, _sample in grid.values()), default=1)
    fig = C.base_figure(ctx, _("Team bids and the tricks the team took"))
    for outcome, name in (
        ("made", _("bid made")),
        ("failed", _("bid failed")),
    ):
        cells = sorted(
            (bid, tricks) for (bid, tricks) in grid if (tricks >= bid) == (outcome == "made")
        )
        fig.add_trace(
            go.Scatter(
                name=C.rtl_text(ctx, name),
                x=[t for _b, t in cells],
                y=[b for b, _t in cells],
                mode="markers",
                marker={
                    "color": C.COLORS[outcome],
                    "size": [6 + 34 * math.sqrt(grid[c][0] / biggest) for c in cells],
                    "opacity": 0.75,
                    "line": {"width": 0.5, "color": "white"},
                },
                customdata=[
                    C.point(
                        ctx,
                        C.pick_id("grid", f"{b}-{t}"),
                        _(
                            "Team bid {bid}, took {tricks} tricks: {k} team-hands ({share})",
                            bid=b,
                            tricks=t,
                            k=grid[(b, t)][0],
                            share=C.percent(ctx, grid[(b, t)][0] / total),
                        ),
                    )
                    for b, t in cells
                ],
                hovertemplate="%{customdata[1]}<extra></extra>",
            )
        )
    bids = sorted({b for b, _t in grid}) or [4]
    low = min(bids[0], 0)
    fig.add_trace(
        go.Scatter(
            x=[low, 13],
            y=[low, 13],
            mode="lines",
            line={"dash": "dash", "color": "#757575", "width": 1},
            name=C.rtl_text(ctx, _("tricks = bid")),
            hoverinfo="skip",
        )
    )
    tricks = list(range(0, 14))
    ys = C.ticks(bids[0], bids[-1], 6)
    fig.update_layout(
        xaxis=C.integer_axis(ctx, tricks, _("Tricks the team took")),
        yaxis={
            "title": {"text": C.rtl_text(ctx, _("Team bid (both partners' bids added)"))},
            "tickvals": ys,
            "ticktext": [ctx.num(y) for y in ys],
            "range": [bids[0] - 1, bids[-1] + 1],
        },
    )
    return C.mirror(fig, ctx)


def _ghahve_pick(row: GhahveRow) -> str:
    outcome = C.first_sample(row.samples, ("made", "failed"))
    return C.pick_id(f"bid{row.bid}", outcome) if outcome else ""


def ghahve_make(ctx: Ctx, rows: Sequence[GhahveRow]) -> go.Figure:
    """How often a team made each team bid, bars with 95% error bars."""
    _ = ctx._
    bids = [r.bid for r in rows]
    what = _("the team took at least its bid")
    fig = C.base_figure(ctx, _("How often each team bid is made"), legend=False)
    fig.add_trace(
        go.Bar(
            x=bids,
            y=[r.make.p for r in rows],
            error_y=C.error_bars([r.make.p for r in rows], [r.make.interval for r in rows]),
            marker_color=C.COLORS["make"],
            marker_opacity=[0.35 if r.make.n < C.FEW else 1.0 for r in rows],
            customdata=[
                [_ghahve_pick(r), C.rate_hover(ctx, _("Team bid {bid}", bid=r.bid), what, r.make)]
                for r in rows
            ],
            hovertemplate="%{customdata[1]}<extra></extra>",
        )
    )
    fig.update_layout(
        xaxis=C.integer_axis(ctx, bids or [4], _("Team bid")),
        yaxis=C.percent_axis(
            ctx, max((r.make.interval[1] for r in rows), default=1.0), _("Chance")
        ),
    )
    return C.mirror(fig, ctx)


def ghahve_score(ctx: Ctx, rows: Sequence[GhahveRow]) -> go.Figure:
    """The expected score of each team bid, with 95% error bars."""
    _ = ctx._
    bids = [r.bid for r in rows]
    means = [r.score.mean for r in rows]
    intervals = [r.score.interval for r in rows]
    what = _("expected score of the team")
    fig = C.base_figure(ctx, _("Expected score of each team bid"), legend=False)
    fig.add_trace(
        go.Scatter(
            x=bids,
            y=means,
            mode="markers",
            marker={
                "size": 10,
                "color": C.COLORS["score"],
                "symbol": ["circle-open" if r.score.n < C.FEW else "circle" for r in rows],
            },
            error_y=C.error_bars(means, intervals),
            customdata=[
                [_ghahve_pick(r), C.mean_hover(ctx, _("Team bid {bid}", bid=r.bid), what, r.score)]
                for r in rows
            ],
            hovertemplate="%{customdata[1]}<extra></extra>",
        )
    )
    lo = min((i[0] for i in intervals), default=0.0)
    hi = max((i[1] for i in intervals), default=0.0)
    fig.update_layout(
        xaxis=C.integer_axis(ctx, bids or [4], _("Team bid")),
        yaxis=C.number_axis(ctx, lo, hi, _("Expected score")),
    )
    return C.mirror(fig, ctx)


INTRO: Final = N_(
    "In Ghahve each player bids the tricks he expects to take and the partners' bids are "
    "added: a team that takes at least its bid scores 10 a bid trick and 1 an extra trick, "
    "and a team that falls short loses 10 a bid trick. The app deals many random hands, the "
    "same player bidding and playing all four seats, and shows what teams bid against the "
    "tricks they took, how often each team bid is made and what it scores on average."
)
SCREEN: Final = W.Screen(
    "wg",
    "ghahve",
    INTRO,
    (200, 500, 1000, 2000, 5000, 10000),
    500,
    moment=("bid",),
    moment_text=N_("the players bid their tricks"),
)
MAX_BIDS: Final = ("13", "8", "7", "6", "5")
JOKER_LEADS: Final = {
    "free": N_("any card (the joker has no suit)"),
    "spades": N_("spades, if they hold any"),
    "next_card": N_("the suit of the next ordinary card"),
}

Grid = dict[tuple[int, int], tuple[int, int]]


def page(ctx: Ctx) -> None:
    """The screen: the question, the table rules, then the charts."""
    _ = ctx._
    page, inputs = W.start(ctx, SCREEN)
    with inputs.left:
        max_bid = page.choice(
            "max_bid",
            label_of(ctx, GhahveOptions, "max_bid"),
            MAX_BIDS,
            "13",
            lambda v: _("no limit") if v == "13" else ctx.num(int(v)),
        )
        joker_lead = page.choice(
            "joker_lead",
            _("When a joker leads a trick, the others play"),
            tuple(JOKER_LEADS),
            "free",
            lambda v: ctx.gettext(JOKER_LEADS[v]),
        )
        st.caption(
            _(
                "Table rules that change the play. Scores do not depend on them: a team scores "
                "only by its bid and its tricks."
            )
        )
    setup = Q.ghahve_setup(f"max_bid:{max_bid},joker_lead:{joker_lead}", inputs.seed, inputs.player)

    def reduce_ghahve(deals: Sequence[Sequence[Deal]]) -> tuple[list[GhahveRow], Grid]:
        return Q.ghahve_bid_rows(deals[0]), Q.ghahve_bid_grid(deals[0])

    def draw(result: Result[tuple[list[GhahveRow], Grid]]) -> None:
        _charts(page, setup, *result.value)
        page.caption(
            N_(
                "Player at every seat: {player} · {n} random hands, two team-hands each · error "
                "bars: 95% intervals, which hold the value over endless hands 19 times in 20; a "
                "bid seen fewer than 10 times is drawn faint."
            ),
            inputs.player,
            result.played,
        )

    page.run([setup], inputs.n, reduce_ghahve, "ghahve_bids", draw)


def _charts(page: W.Page, setup: Setup, rows: Sequence[GhahveRow], grid: Grid) -> None:
    """The sentence, the three charts and the sample box."""
    ctx = page.ctx
    _ = ctx._
    hands = sum(r.make.n for r in rows)
    if hands:
        st.markdown(
            _(
                "Teams made their bid in {p} of {n} team-hands; the most common team bid was "
                "**{bid}**.",
                p=C.percent(ctx, sum(r.make.k for r in rows) / hands),
                n=hands,
                bid=max(rows, key=lambda r: r.make.n).bid,
            )
        )
    chart_grid = page.chart(ghahve_grid(ctx, grid), "grid")
    pair = page.chart_pair({"make": ghahve_make(ctx, rows), "score": ghahve_score(ctx, rows)})
    chart_make, chart_score = pair["make"], pair["score"]
    samples = W.bid_samples(
        ctx, setup, rows, "bid", N_("team bid {bid} made"), N_("team bid {bid} failed")
    )
    samples += W.tally_samples(
        ctx,
        setup,
        "grid",
        dict(sorted(grid.items())),
        lambda bt: _("a team bid {bid} and took {tricks} tricks", bid=bt[0], tricks=bt[1]),
        lambda bt: f"{bt[0]}-{bt[1]}",
    )
    page.samples(samples, {"grid": chart_grid, "make": chart_make, "score": chart_score})


__all__ = ["ghahve_grid", "ghahve_make", "ghahve_score", "page"]
