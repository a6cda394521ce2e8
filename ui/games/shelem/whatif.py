"""Shelem's what-if screen: with these twelve cards, how high should I bid?

Seat 0 bids 100, the others pass, and seat 0 plays the hand as hakem with the chosen player at
every seat (:func:`pasur.games.shelem.whatif.shelem_bid_setup`). The play does not depend on the
bid, so every simulated hand says what each bid from 100 to 165 would have scored under the
table's scoring options; only the points taken are kept, so changing a scoring option redraws
the charts without playing again. URL: ``hand=random`` (a new hand every deal), ``cards``,
``made_score``, ``undeclared_shelem``, ``failure_penalty``, ``p``, ``n``, ``seed`` (see
:mod:`ui.whatif`).

Hands: ``python benchmarks/whatif.py`` times the default question in one process and on the
two-process pool. However long it takes, the page draws a first answer within about a second, then
sharper ones until it is done (:func:`ui.simrun.run`), and a finished answer is kept, across
restarts too (:mod:`ui.result_store`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

import plotly.graph_objects as go  # type: ignore[import-untyped]
import streamlit as st

from pasur.cards import Card, parse_card
from pasur.errors import OptionsError
from pasur.games.shelem import ShelemOptions
from pasur.games.shelem import whatif as Q
from pasur.games.shelem.whatif import BidRow
from pasur.options import format_options, option_info, parse_options
from pasur.records import Record
from pasur.sim import Deal, Setup
from pasur.whatif import Rate
from ui import charts as C
from ui import whatif as W
from ui.frame import Ctx
from ui.games.shelem import calculators as S
from ui.i18n import N_
from ui.option_labels import label_of, value_label
from ui.simrun import Result


def best_bid(rows: Sequence[BidRow]) -> BidRow | None:
    """The bid with the highest expected score (the lowest bid among equals)."""
    return max(rows, key=lambda r: (r.score.mean, -r.bid), default=None)


def highest_positive(rows: Sequence[BidRow]) -> BidRow | None:
    """The highest bid whose expected score is still above zero: in an auction, the bid to stop
    at (above it the contract loses points on average)."""
    return max((r for r in rows if r.score.mean > 0), key=lambda r: r.bid, default=None)


def _bid_pick(row: BidRow, prefer: Sequence[str] = ("made", "failed")) -> str:
    outcome = C.first_sample(row.samples, prefer)
    return C.pick_id(row.bid, outcome) if outcome else ""


def _bid_line(ctx: Ctx, title: str, rows: Sequence[BidRow], metric: str) -> go.Figure:
    """A line over the bids with its 95% band: the chance of making each (*metric* ``make``)
    or its expected score (``score``)."""
    _ = ctx._
    bids = [r.bid for r in rows]
    stats = [getattr(r, metric) for r in rows]
    what = (
        _("the hakem's side takes at least the bid")
        if metric == "make"
        else _("expected score of the hakem's side")
    )
    fig = C.base_figure(ctx, title, legend=False)
    fig.add_traces(C.band(bids, [x.interval for x in stats], C.COLORS[metric], metric))
    hovers = [
        C.rate_hover(ctx, _("Bid {bid}", bid=r.bid), what, x)
        if isinstance(x, Rate)
        else C.mean_hover(ctx, _("Bid {bid}", bid=r.bid), what, x)
        for r, x in zip(rows, stats, strict=True)
    ]
    fig.add_trace(
        go.Scatter(
            x=bids,
            y=[x.p if isinstance(x, Rate) else x.mean for x in stats],
            mode="lines+markers",
            line={"color": C.COLORS[metric], "width": 2.5},
            marker={"size": 9},
            customdata=[[_bid_pick(r), h] for r, h in zip(rows, hovers, strict=True)],
            hovertemplate="%{customdata[1]}<extra></extra>",
        )
    )
    return fig


def _bid_axes(ctx: Ctx, fig: go.Figure, bids: Sequence[int], yaxis: dict[str, object]) -> go.Figure:
    """The bids along x (a label at every second one), *yaxis*, mirrored for Persian."""
    fig.update_layout(xaxis=C.integer_axis(ctx, bids, ctx._("The bid"), pad=3), yaxis=yaxis)
    fig.update_xaxes(tickvals=bids[::2], ticktext=[ctx.num(b) for b in bids[::2]])
    return C.mirror(fig, ctx)


def shelem_make(ctx: Ctx, rows: Sequence[BidRow]) -> go.Figure:
    """The chance of making each bid, a line with its 95% band."""
    _ = ctx._
    fig = _bid_line(ctx, _("Chance of making each bid"), rows, "make")
    top = max((r.make.interval[1] for r in rows), default=1.0)
    return _bid_axes(ctx, fig, [r.bid for r in rows], C.percent_axis(ctx, top, _("Chance")))


def shelem_score(ctx: Ctx, rows: Sequence[BidRow]) -> go.Figure:
    """The expected score of each bid (the hakem's side's gain), with its 95% band; the best bid
    is marked."""
    _ = ctx._
    bids = [r.bid for r in rows]
    intervals = [r.score.interval for r in rows]
    fig = _bid_line(ctx, _("Expected score of each bid"), rows, "score")
    best = best_bid(rows)
    if best is not None:
        fig.add_trace(
            go.Scatter(
                x=[best.bid],
                y=[best.score.mean],
                mode="markers",
                marker={"size": 18, "color": C.COLORS["best"], "symbol": "star"},
                customdata=[
                    C.point(
                        ctx,
                        _bid_pick(best),
                        _(
                            "Best bid: {bid}, {mean} points expected",
                            bid=best.bid,
                            mean=C.signed(ctx, best.score.mean, 1),
                        ),
                    )
                ],
                hovertemplate="%{customdata[1]}<extra></extra>",
            )
        )
        fig.add_annotation(
            x=best.bid,
            y=best.score.interval[1],
            text=C.rtl_text(ctx, _("best: {bid}", bid=best.bid)),
            showarrow=True,
            arrowhead=2,
            ay=-32,
            font={"color": C.COLORS["best"], "size": 14},
        )
    limit = highest_positive(rows)
    if limit is not None and rows and limit.bid != rows[-1].bid:
        fig.add_vline(x=limit.bid + 2.5, line_dash="dash", line_color="#757575")
        fig.add_annotation(
            x=limit.bid + 2.5,
            y=0.02,
            yref="paper",
            text=C.rtl_text(ctx, _("stop at {bid}", bid=limit.bid)),
            showarrow=False,
            xanchor="right",
            yanchor="bottom",
            font={"color": "#424242", "size": 13},
        )
    lo = min((i[0] for i in intervals), default=0.0)
    hi = max((i[1] for i in intervals), default=0.0)
    return _bid_axes(ctx, fig, bids, C.number_axis(ctx, lo, hi, _("Expected score")))


def shelem_points(
    ctx: Ctx,
    counts: Mapping[int, int],
    samples: Mapping[int, int] | None = None,
    best: int | None = None,
) -> go.Figure:
    """How many points the hakem's side took: the share of hands for each total (a histogram by
    fives); *best* draws a line at the best bid."""
    _ = ctx._
    total = sum(counts.values()) or 1
    xs = sorted(counts)
    fig = C.base_figure(ctx, _("Points taken by the hakem's side"), legend=False)
    fig.add_trace(
        go.Bar(
            x=xs,
            y=[counts[x] / total for x in xs],
            marker_color=C.COLORS["points"],
            customdata=[
                C.point(
                    ctx,
                    C.pick_id("points", x) if samples and x in samples else "",
                    _(
                        "{points} points taken in {k} of {n} hands ({share})",
                        points=x,
                        k=counts[x],
                        n=total,
                        share=C.percent(ctx, counts[x] / total),
                    ),
                )
                for x in xs
            ],
            hovertemplate="%{customdata[1]}<extra></extra>",
        )
    )
    if best is not None:
        fig.add_vline(x=best - 2.5, line_dash="dash", line_color=C.COLORS["best"])
        fig.add_annotation(
            x=best - 2.5,
            y=1.0,
            yref="paper",
            text=C.rtl_text(ctx, _("best bid {bid}", bid=best)),
            showarrow=False,
            xanchor="left",
            yanchor="top",
            font={"color": C.COLORS["best"], "size": 13},
        )
    step = 20 if len(xs) > 12 else 10
    values = list(range(0, 166, step))
    top = max((counts[x] / total for x in xs), default=0.1)
    fig.update_layout(
        bargap=0.1,
        xaxis={
            "title": {"text": C.rtl_text(ctx, _("Card points taken (of 165)"))},
            "tickvals": values,
            "ticktext": [ctx.num(v) for v in values],
            "range": [-5, 170],
        },
        yaxis=C.percent_axis(ctx, top, _("Share of hands")),
    )
    return C.mirror(fig, ctx)


INTRO: Final = N_(
    "You are the hakem: you bid 100, the others pass, and you play the hand with these "
    "twelve cards, the widow and the other hands dealt at random each time. The same player "
    "plays all four seats, taking the widow, putting four cards down and naming trump. The "
    "play does not depend on the bid, so every simulated hand tells what each bid from 100 "
    "to 165 would have scored: the chance of making it, and its expected score under the "
    "scoring rules you choose."
)
SCREEN: Final = W.Screen(
    "ws",
    "shelem",
    INTRO,
    (100, 200, 500, 1000, 2000, 5000),
    500,
    moment=("bid", "pass"),
    moment_text=N_("the bidding begins"),
)
DEFAULT_HAND: Final = tuple(
    parse_card(c) for c in ("AS", "KS", "TS", "5S", "3S", "AH", "KH", "QH", "5D", "9D", "4C", "2C")
)
SCORING: Final = ("made_score", "undeclared_shelem", "failure_penalty")
EMPTY: Final = Record("shelem", "", ())

Taken = tuple[tuple[int, int], ...]
"""(deal index, points the hakem's side took) of every hand: all the charts need."""


def page(ctx: Ctx) -> None:
    """The screen: the question, the hand and the scoring rules, then the charts."""
    _ = ctx._
    page = W.Page.open(ctx, SCREEN)

    def scoring() -> ShelemOptions:
        with st.expander(_("Scoring rules"), icon=":material/tune:"):
            return _scoring(page)

    inputs = page.inputs(scoring)
    options = inputs.extra or ShelemOptions()
    player, seed = inputs.player, inputs.seed
    cards: Sequence[Card] | None = None
    with inputs.left:
        mode = page.choice(
            "hand",
            _("Whose cards"),
            ("mine", "random"),
            "mine",
            lambda v: _("these twelve cards") if v == "mine" else _("a new random hand every deal"),
            horizontal=True,
        )
        if mode == "mine":
            cards = page.hand("shelem", 12, DEFAULT_HAND, label=_("Your twelve cards"), seed=seed)
            if cards is None:
                return
        else:
            page.url.drop("cards")
    setup = Q.shelem_bid_setup("", cards, seed, player)  # scoring is applied to the rows

    def reduce_taken(deals: Sequence[Sequence[Deal]]) -> Taken:
        return tuple((d.index, int(d.summary["taken"])) for d in deals[0])

    def draw(result: Result[Taken]) -> None:
        _charts(page, setup, options, result.value, result.played)
        page.caption(
            N_(
                "Player at every seat: {player} · {n} hands, {hand} · lines and bands: 95% "
                "intervals, which hold the value over endless hands 19 times in 20."
            ),
            player,
            result.played,
            hand=_("with your twelve cards") if cards is not None else _("random hands"),
        )

    page.run([setup], inputs.n, reduce_taken, "shelem_taken", draw)


def _scoring(page: W.Page) -> ShelemOptions:
    """The scoring boxes (each kept in the URL under the option's name); the options."""
    ctx = page.ctx
    defaults = ShelemOptions()
    chosen = {
        name: page.choice(
            name,
            label_of(ctx, ShelemOptions, name),
            tuple(option_info(ShelemOptions, name).choices),
            str(getattr(defaults, name)),
            lambda v, name=name: value_label(ctx, ShelemOptions, name, v),  # type: ignore[misc]
            help=S.option_help(ShelemOptions, name, ctx.lang),
        )
        for name in SCORING
    }
    text = ",".join(f"{name}:{value}" for name, value in chosen.items())
    try:
        return parse_options(ShelemOptions, text)
    except OptionsError:  # pragma: no cover - the boxes offer valid values only
        return defaults


def _best_line(ctx: Ctx, rows: Sequence[BidRow], options: ShelemOptions) -> BidRow | None:
    """The sentence on the best bid and where to stop; the best bid."""
    _ = ctx._
    best = best_bid(rows)
    limit = highest_positive(rows)
    if best is not None:
        line = _(
            "Best expected score: a bid of **{bid}**, {mean} points on average.",
            bid=best.bid,
            mean=C.signed(ctx, best.score.mean, 1),
        )
        if limit is None:
            line += " " + _("No bid has a positive expected score with these cards.")
        elif limit.bid != best.bid:
            line += " " + _(
                "In an auction, stop at **{bid}**: above it the contract loses points on average.",
                bid=limit.bid,
            )
        st.markdown(line)
    if options.made_score == "taken":
        st.caption(
            _(
                "With these rules a made contract scores the points taken, whatever the bid, so "
                "the lowest bid always has the best expected score; what the chart tells is how "
                "high you can go before the bid costs more than it brings."
            )
        )
    return best


def _charts(page: W.Page, setup: Setup, options: ShelemOptions, taken: Taken, n: int) -> None:
    """The three charts and the sample box, from the points taken in each hand."""
    ctx = page.ctx
    _ = ctx._
    deals = [Deal(i, EMPTY, {"taken": t}) for i, t in taken]
    rows = Q.shelem_bid_rows(format_options(options), deals)
    first: dict[int, int] = {}
    for i, t in taken:
        first.setdefault(t, i)
    best = _best_line(ctx, rows, options)
    pair = page.chart_pair({"make": shelem_make(ctx, rows), "score": shelem_score(ctx, rows)})
    make, score = pair["make"], pair["score"]
    counts = Q.shelem_points(deals)
    points = page.chart(shelem_points(ctx, counts, first, best.bid if best else None), "points")
    samples = W.bid_samples(ctx, setup, rows, "", N_("bid {bid} made"), N_("bid {bid} failed"))
    firsts = {t: (counts[t], i) for t, i in sorted(first.items())}
    took = N_("the hakem's side took {points} points")
    samples += W.tally_samples(ctx, setup, "points", firsts, lambda t: _(took, points=t))
    page.samples(samples, {"make": make, "score": score, "points": points})


__all__ = [
    "best_bid",
    "highest_positive",
    "page",
    "shelem_make",
    "shelem_points",
    "shelem_score",
]
