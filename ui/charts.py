"""The what-if charts as Plotly figures: pure builders over the rows of ``pasur.whatif``.

No Streamlit here: each builder takes the rows and a :class:`~ui.frame.Ctx` and returns a
``plotly.graph_objects.Figure``, so the figures are unit tested on ``fig.data`` and
``fig.layout``. Conventions (see ``shared/design/streamlit.md`` §5):

* Every text is translated; every number is written by the app (:func:`ui.i18n.num`), since
  Plotly never writes Persian digits: axes get ``tickvals`` with ``ticktext``, bars get ``text``,
  and hover labels are whole sentences made here and passed in ``customdata``.
* Each point's ``customdata`` is ``[pick, hover]``: *pick* names the sample deal behind the point
  (``""`` when there is none; see :func:`pick_id`), so a selected point opens that deal.
* Rates are drawn with their 95% Wilson intervals (error bars or a band), means with their 95%
  intervals.
* In Persian the chart is mirrored (:func:`mirror`): the x axis runs right to left, the y axis
  sits on the right, title and legend on the right, and the font is the app's Vazirmatn.
  Persian sentences are wrapped in a right-to-left isolate, as the plot itself is left to right.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any, Final

import plotly.graph_objects as go  # type: ignore[import-untyped]

from pasur.whatif import SUR_ROWS, BidRow, GhahveRow, HokmRow, Mean, PasurSideRow, PasurStats, Rate
from ui import texts
from ui.frame import Ctx
from ui.i18n import N_

FA_FONT: Final = "Vazirmatn, 'Noto Naskh Arabic', Tahoma, sans-serif"
"""The family of the app's own @font-face (``.streamlit/config.toml``), then fallbacks."""
COLORS: Final = {
    "won": "#2e7d32",
    "kot": "#1565c0",
    "hakem_kot": "#c62828",
    "margin": "#6a1b9a",
    "make": "#1565c0",
    "score": "#6a1b9a",
    "best": "#e65100",
    "points": "#00838f",
    "made": "#2e7d32",
    "failed": "#c62828",
    "cards": "#00838f",
    "surs": "#e65100",
    "first": "#1565c0",
    "second": "#2e7d32",
    "dealer": "#6a1b9a",
}
BAND_ALPHA: Final = 0.18
FEW: Final = 10
"""Fewer samples than this: the point is drawn faint (hollow), as its interval means little."""
HEIGHT: Final = 440

HOKM_METRICS: Final = (
    ("won", N_("hakem's side wins the hand")),
    ("kot", N_("kot: wins 7 to 0")),
    ("hakem_kot", N_("hakem-kot: loses 7 to 0")),
)
HOKM_OUTCOMES: Final = {
    "won": N_("the hakem's side won"),
    "lost": N_("the hakem's side lost"),
    "kot": N_("kot for the hakem's side"),
    "hakem_kot": N_("hakem-kot"),
}
"""The outcomes a Hokm row keeps a sample deal of (``HokmRow.samples``)."""
METRIC_SAMPLES: Final = {
    "won": ("won", "kot"),
    "kot": ("kot",),
    "hakem_kot": ("hakem_kot",),
    "margin": ("won", "kot", "lost", "hakem_kot"),
}
"""Which sample a clicked bar opens: the first outcome of these that the row has."""


# --- text and numbers ------------------------------------------------------------------------


def rtl_text(ctx: Ctx, text: str) -> str:
    """*text* as a right-to-left isolate in Persian (the plot's own direction is left to right),
    unchanged in English."""
    return "\u2067" + text + "\u2069" if ctx.rtl else text


def signed(ctx: Ctx, value: float, decimals: int = 0, plus: bool = False) -> str:
    """A number with its sign (``−``, and ``+`` when *plus*); in Persian inside a sentence the
    sign stays in front of the digits (a left-to-right isolate)."""
    text = ctx.num(abs(value), decimals=decimals)
    if round(value, decimals) == 0:
        return text
    sign = "−" if value < 0 else "+" if plus else ""
    if not sign:
        return text
    return "\u2066" + sign + text + "\u2069" if ctx.rtl else sign + text


def tick_signed(ctx: Ctx, value: float, decimals: int = 0) -> str:
    """A tick label: a minus sign only, and no isolate (the plot is left to right)."""
    text = ctx.num(abs(value), decimals=decimals)
    return ("−" + text) if round(value, decimals) < 0 else text


def percent(ctx: Ctx, share: float, decimals: int = 1) -> str:
    """A share from 0 to 1 as a percentage: ``۵۸٫۷٪`` / ``58.7%``."""
    return ctx.num(share * 100, decimals=decimals) + ("٪" if ctx.rtl else "%")


def nice_step(span: float, count: int = 5) -> float:
    """A round step (1, 2, 2.5 or 5 times a power of ten) giving about *count* ticks.

    >>> nice_step(1.0), nice_step(0.07), nice_step(330)
    (0.2, 0.02, 100.0)
    """
    raw = max(span, 1e-9) / count
    power = 10.0 ** math.floor(math.log10(raw))
    for m in (1.0, 2.0, 2.5, 5.0, 10.0):
        if m * power >= raw * 0.999:
            return m * power
    return 10 * power  # pragma: no cover


def ticks(lo: float, hi: float, count: int = 5) -> list[float]:
    """Round tick values covering *lo* … *hi*.

    >>> ticks(0, 0.93)
    [0.0, 0.2, 0.4, 0.6, 0.8, 1.0]
    >>> ticks(-42, 95)
    [-50.0, 0.0, 50.0, 100.0]
    """
    step = nice_step(hi - lo, count)
    first = math.floor(lo / step + 1e-9)
    last = math.ceil(hi / step - 1e-9)
    return [round(i * step, 10) for i in range(first, last + 1)]


def _decimals(step: float) -> int:
    return max(0, -math.floor(math.log10(step) + 1e-9)) if step < 1 else 0


def percent_axis(ctx: Ctx, top: float, title: str) -> dict[str, Any]:
    """A y axis for shares from 0 to a bit above *top*, labelled in percent."""
    top = min(1.0, max(top * 1.12, 0.05))
    values = [v for v in ticks(0.0, top) if v <= 1.0 + 1e-9]
    step = values[1] - values[0] if len(values) > 1 else 0.1
    digits = _decimals(step * 100)
    return {
        "title": {"text": rtl_text(ctx, title)},
        "range": [0, max(values[-1], top)],
        "tickvals": values,
        "ticktext": [percent(ctx, v, digits) for v in values],
        "zeroline": True,
    }


def number_axis(ctx: Ctx, lo: float, hi: float, title: str) -> dict[str, Any]:
    """A y axis for points (signed), labelled with the app's digits."""
    lo, hi = min(lo, 0.0), max(hi, 0.0)
    pad = (hi - lo) * 0.08 or 1.0
    values = ticks(lo - pad, hi + pad)
    step = values[1] - values[0] if len(values) > 1 else 1.0
    digits = _decimals(step)
    return {
        "title": {"text": rtl_text(ctx, title)},
        "range": [values[0], values[-1]],
        "tickvals": values,
        "ticktext": [tick_signed(ctx, v, digits) for v in values],
        "zeroline": True,
        "zerolinewidth": 1.5,
    }


def category_axis(ctx: Ctx, labels: Sequence[str], title: str) -> dict[str, Any]:
    return {
        "title": {"text": rtl_text(ctx, title)},
        "type": "category",
        "categoryorder": "array",
        "categoryarray": list(labels),
    }


def integer_axis(
    ctx: Ctx, values: Sequence[int], title: str, *, pad: float = 0.5
) -> dict[str, Any]:
    """An x axis over whole numbers (bids, tricks) with a tick at each of *values* (at every
    second or third when there are many)."""
    shown = list(values)[:: max(1, math.ceil(len(values) / 14))]
    return {
        "title": {"text": rtl_text(ctx, title)},
        "tickvals": shown,
        "ticktext": [ctx.num(v) for v in shown],
        "range": [min(values) - pad, max(values) + pad],
    }


def interval_text(ctx: Ctx, lo: str, hi: str) -> str:
    return ctx._("95% interval {lo} to {hi}", lo=lo, hi=hi)


def rate_hover(ctx: Ctx, where: str, what: str, rate: Rate) -> str:
    lo, hi = rate.interval
    return rtl_text(
        ctx,
        ctx._(
            "{where} · {what}: {p} of {n} hands ({interval})",
            where=where,
            what=what,
            p=percent(ctx, rate.p),
            n=rate.n,
            interval=interval_text(ctx, percent(ctx, lo), percent(ctx, hi)),
        ),
    )


def mean_hover(ctx: Ctx, where: str, what: str, mean: Mean) -> str:
    lo, hi = mean.interval
    return rtl_text(
        ctx,
        ctx._(
            "{where} · {what}: {mean} on average over {n} hands ({interval})",
            where=where,
            what=what,
            mean=signed(ctx, mean.mean, 1),
            n=mean.n,
            interval=interval_text(ctx, signed(ctx, lo, 1), signed(ctx, hi, 1)),
        ),
    )


def error_bars(values: Sequence[float], intervals: Sequence[tuple[float, float]]) -> dict[str, Any]:
    return {
        "type": "data",
        "symmetric": False,
        "array": [max(0.0, hi - v) for v, (_lo, hi) in zip(values, intervals, strict=True)],
        "arrayminus": [max(0.0, v - lo) for v, (lo, _hi) in zip(values, intervals, strict=True)],
        "thickness": 1.3,
        "width": 5,
        "color": "#424242",
    }


def band(
    xs: Sequence[float], intervals: Sequence[tuple[float, float]], color: str, name: str
) -> list[go.Scatter]:
    """A shaded band between the intervals' ends (two traces: lower, then upper filled to it)."""
    r, g, b = (int(color[i : i + 2], 16) for i in (1, 3, 5))
    common: dict[str, Any] = {
        "x": list(xs),
        "mode": "lines",
        "line": {"width": 0},
        "hoverinfo": "skip",
        "showlegend": False,
        "legendgroup": name,
    }
    lower = go.Scatter(y=[lo for lo, _ in intervals], **common)
    upper = go.Scatter(
        y=[hi for _, hi in intervals],
        fill="tonexty",
        fillcolor=f"rgba({r},{g},{b},{BAND_ALPHA})",
        **common,
    )
    return [lower, upper]


def pick_id(key: object, outcome: object) -> str:
    """The id of a sample deal: its row's key and the outcome (``"H/kot"``, ``"120/made"``)."""
    return f"{key}/{outcome}"


def first_sample(samples: Mapping[str, int], outcomes: Sequence[str]) -> str | None:
    """The first of *outcomes* that *samples* has a deal for."""
    return next((o for o in outcomes if o in samples), None)


def picked(points: Sequence[Mapping[str, Any]]) -> str | None:
    """The pick id of the first selected point that has one (a Streamlit selection's points)."""
    for point in points:
        data = point.get("customdata")
        if isinstance(data, (list, tuple)) and data and isinstance(data[0], str) and data[0]:
            return data[0]
    return None


# --- layout ----------------------------------------------------------------------------------


def config(ctx: Ctx) -> dict[str, Any]:
    """Plotly's config for ``st.plotly_chart``: no logo, no box or lasso tools; in Persian no
    mode bar at all (it would sit on the right-aligned title)."""
    return {
        "displaylogo": False,
        "displayModeBar": False if ctx.rtl else "hover",
        "modeBarButtonsToRemove": ["select2d", "lasso2d"],
    }


def base_figure(ctx: Ctx, title: str, *, legend: bool = True) -> go.Figure:
    fig = go.Figure()
    fig.update_layout(
        title={"text": rtl_text(ctx, title), "x": 0.02, "xanchor": "left", "font": {"size": 17}},
        height=HEIGHT,
        margin={"t": 56, "b": 110 if legend else 56, "l": 64, "r": 24},
        showlegend=legend,
        legend={
            "orientation": "h",
            "x": 0.5,
            "xanchor": "center",
            "y": -0.2,
            "yanchor": "top",
            "font": {"size": 13},
        },
        hoverlabel={"font": {"size": 13}},
        bargap=0.25,
        clickmode="event+select",
        dragmode=False,
    )
    return fig


def mirror(fig: go.Figure, ctx: Ctx) -> go.Figure:
    """Mirror a finished figure for Persian: x right to left, y axis and labels on the right.

    An axis with an explicit range gets it reversed (``autorange`` would be ignored)."""
    if not ctx.rtl:
        return fig
    fig.update_layout(
        title={"x": 0.98, "xanchor": "right"},
        legend={"traceorder": "reversed"},
        hoverlabel={"align": "right", "font": {"family": FA_FONT}},
        separators="٫٬",
        font={"family": FA_FONT},
        margin={"l": 24, "r": 64},
    )
    for axis in fig.select_xaxes():
        if axis.range is not None:
            axis.range = (axis.range[1], axis.range[0])
        else:
            axis.autorange = "reversed"
    fig.update_yaxes(side="right")
    for annotation in fig.layout.annotations:
        if annotation.xanchor in ("left", "right"):
            annotation.xanchor = "right" if annotation.xanchor == "left" else "left"
    return fig


# --- Hokm ------------------------------------------------------------------------------------


def hokm_trump(ctx: Ctx, rows: Sequence[HokmRow]) -> go.Figure:
    """Per contract: how often the hakem's side wins, wins 7–0 (kot), loses 7–0 (hakem-kot);
    grouped bars with 95% error bars."""
    _ = ctx._
    labels = [texts.contract(ctx, r.contract) for r in rows]
    fig = base_figure(ctx, _("How the hand goes for each trump"))
    top = 0.0
    for metric, name in HOKM_METRICS:
        rates = [getattr(r, metric) for r in rows]
        top = max([top, *(rate.interval[1] for rate in rates)])
        fig.add_trace(
            go.Bar(
                name=rtl_text(ctx, ctx.gettext(name)),
                x=labels,
                y=[rate.p for rate in rates],
                error_y=error_bars([rate.p for rate in rates], [rate.interval for rate in rates]),
                marker_color=COLORS[metric],
                text=[percent(ctx, rate.p, 0) for rate in rates],
                textposition="inside",
                insidetextanchor="start",
                textfont={"color": "white"},
                customdata=[
                    [
                        _hokm_pick(r, metric),
                        rate_hover(ctx, label, ctx.gettext(name), rate),
                    ]
                    for r, label, rate in zip(rows, labels, rates, strict=True)
                ],
                hovertemplate="%{customdata[1]}<extra></extra>",
            )
        )
    fig.update_layout(
        barmode="group",
        uniformtext={"minsize": 9, "mode": "hide"},
        xaxis=category_axis(ctx, labels, _("Trump named by the hakem")),
        yaxis=percent_axis(ctx, top, _("Share of hands")),
    )
    return mirror(fig, ctx)


def _hokm_pick(row: HokmRow, metric: str) -> str:
    outcome = first_sample(row.samples, METRIC_SAMPLES[metric])
    return pick_id(row.contract, outcome) if outcome else ""


def hokm_margin(ctx: Ctx, rows: Sequence[HokmRow]) -> go.Figure:
    """Per contract: the expected points of the hakem's side minus the other side's, per hand."""
    _ = ctx._
    labels = [texts.contract(ctx, r.contract) for r in rows]
    means = [r.points.mean for r in rows]
    intervals = [r.points.interval for r in rows]
    what = _("points of the hakem's side minus the others'")
    fig = base_figure(ctx, _("Expected point margin per hand"), legend=False)
    fig.add_trace(
        go.Bar(
            x=labels,
            y=means,
            error_y=error_bars(means, intervals),
            marker_color=COLORS["margin"],
            text=[tick_signed(ctx, m, 2) for m in means],
            textposition="inside",
            insidetextanchor="start",
            textfont={"color": "white"},
            customdata=[
                [_hokm_pick(r, "margin"), mean_hover(ctx, label, what, r.points)]
                for r, label in zip(rows, labels, strict=True)
            ],
            hovertemplate="%{customdata[1]}<extra></extra>",
        )
    )
    lo = min([0.0, *(i[0] for i in intervals)])
    hi = max([0.0, *(i[1] for i in intervals)])
    fig.update_layout(
        uniformtext={"minsize": 9, "mode": "hide"},
        xaxis=category_axis(ctx, labels, _("Trump named by the hakem")),
        yaxis=number_axis(ctx, lo, hi, _("Points per hand, hakem's side minus the others")),
    )
    return mirror(fig, ctx)


def hokm_overall(ctx: Ctx, row: HokmRow) -> go.Figure:
    """Over random deals: how often hakems win, win 7–0, lose 7–0 (three bars)."""
    _ = ctx._
    names = [ctx.gettext(name) for _metric, name in HOKM_METRICS]
    rates = [getattr(row, metric) for metric, _name in HOKM_METRICS]
    where = _("All hands")
    fig = base_figure(ctx, _("How hands go for the hakem, over random deals"), legend=False)
    fig.add_trace(
        go.Bar(
            x=[rtl_text(ctx, n) for n in names],
            y=[r.p for r in rates],
            error_y=error_bars([r.p for r in rates], [r.interval for r in rates]),
            marker_color=[COLORS[m] for m, _n in HOKM_METRICS],
            customdata=[
                [_hokm_pick(row, metric), rate_hover(ctx, where, name, rate)]
                for (metric, _m), name, rate in zip(HOKM_METRICS, names, rates, strict=True)
            ],
            hovertemplate="%{customdata[1]}<extra></extra>",
        )
    )
    for name, rate in zip(names, rates, strict=True):
        # The label above the interval's top, where the error bar cannot cross it.
        fig.add_annotation(
            x=rtl_text(ctx, name),
            y=rate.interval[1],
            text=percent(ctx, rate.p),
            showarrow=False,
            yanchor="bottom",
            yshift=4,
            font={"size": 14},
        )
    fig.update_layout(
        xaxis=category_axis(ctx, [rtl_text(ctx, n) for n in names], _("Outcome of the hand")),
        yaxis=percent_axis(ctx, max(r.interval[1] for r in rates), _("Share of hands")),
    )
    return mirror(fig, ctx)


# --- Shelem ----------------------------------------------------------------------------------


def best_bid(rows: Sequence[BidRow]) -> BidRow | None:
    """The bid with the highest expected score (the lowest bid among equals)."""
    return max(rows, key=lambda r: (r.score.mean, -r.bid), default=None)


def highest_positive(rows: Sequence[BidRow]) -> BidRow | None:
    """The highest bid whose expected score is still above zero: in an auction, the bid to stop
    at (above it the contract loses points on average)."""
    return max((r for r in rows if r.score.mean > 0), key=lambda r: r.bid, default=None)


def _bid_pick(row: BidRow, prefer: Sequence[str] = ("made", "failed")) -> str:
    outcome = first_sample(row.samples, prefer)
    return pick_id(row.bid, outcome) if outcome else ""


def shelem_make(ctx: Ctx, rows: Sequence[BidRow]) -> go.Figure:
    """The chance of making each bid, a line with its 95% band."""
    _ = ctx._
    bids = [r.bid for r in rows]
    what = _("the hakem's side takes at least the bid")
    fig = base_figure(ctx, _("Chance of making each bid"), legend=False)
    fig.add_traces(band(bids, [r.make.interval for r in rows], COLORS["make"], "make"))
    fig.add_trace(
        go.Scatter(
            x=bids,
            y=[r.make.p for r in rows],
            mode="lines+markers",
            line={"color": COLORS["make"], "width": 2.5},
            marker={"size": 9},
            customdata=[
                [_bid_pick(r), rate_hover(ctx, _("Bid {bid}", bid=r.bid), what, r.make)]
                for r in rows
            ],
            hovertemplate="%{customdata[1]}<extra></extra>",
        )
    )
    fig.update_layout(
        xaxis=integer_axis(ctx, bids, _("The bid"), pad=3),
        yaxis=percent_axis(ctx, max((r.make.interval[1] for r in rows), default=1.0), _("Chance")),
    )
    fig.update_xaxes(tickvals=bids[::2], ticktext=[ctx.num(b) for b in bids[::2]])
    return mirror(fig, ctx)


def shelem_score(ctx: Ctx, rows: Sequence[BidRow]) -> go.Figure:
    """The expected score of each bid (the hakem's side's gain), with its 95% band; the best bid
    is marked."""
    _ = ctx._
    bids = [r.bid for r in rows]
    intervals = [r.score.interval for r in rows]
    what = _("expected score of the hakem's side")
    fig = base_figure(ctx, _("Expected score of each bid"), legend=False)
    fig.add_traces(band(bids, intervals, COLORS["score"], "score"))
    fig.add_trace(
        go.Scatter(
            x=bids,
            y=[r.score.mean for r in rows],
            mode="lines+markers",
            line={"color": COLORS["score"], "width": 2.5},
            marker={"size": 9},
            customdata=[
                [_bid_pick(r), mean_hover(ctx, _("Bid {bid}", bid=r.bid), what, r.score)]
                for r in rows
            ],
            hovertemplate="%{customdata[1]}<extra></extra>",
        )
    )
    best = best_bid(rows)
    if best is not None:
        fig.add_trace(
            go.Scatter(
                x=[best.bid],
                y=[best.score.mean],
                mode="markers",
                marker={"size": 18, "color": COLORS["best"], "symbol": "star"},
                customdata=[
                    [
                        _bid_pick(best),
                        rtl_text(
                            ctx,
                            _(
                                "Best bid: {bid}, {mean} points expected",
                                bid=best.bid,
                                mean=signed(ctx, best.score.mean, 1),
                            ),
                        ),
                    ]
                ],
                hovertemplate="%{customdata[1]}<extra></extra>",
            )
        )
        fig.add_annotation(
            x=best.bid,
            y=best.score.interval[1],
            text=rtl_text(ctx, _("best: {bid}", bid=best.bid)),
            showarrow=True,
            arrowhead=2,
            ay=-32,
            font={"color": COLORS["best"], "size": 14},
        )
    limit = highest_positive(rows)
    if limit is not None and rows and limit.bid != rows[-1].bid:
        fig.add_vline(x=limit.bid + 2.5, line_dash="dash", line_color="#757575")
        fig.add_annotation(
            x=limit.bid + 2.5,
            y=0.02,
            yref="paper",
            text=rtl_text(ctx, _("stop at {bid}", bid=limit.bid)),
            showarrow=False,
            xanchor="right",
            yanchor="bottom",
            font={"color": "#424242", "size": 13},
        )
    lo = min((i[0] for i in intervals), default=0.0)
    hi = max((i[1] for i in intervals), default=0.0)
    fig.update_layout(
        xaxis=integer_axis(ctx, bids, _("The bid"), pad=3),
        yaxis=number_axis(ctx, lo, hi, _("Expected score")),
    )
    fig.update_xaxes(tickvals=bids[::2], ticktext=[ctx.num(b) for b in bids[::2]])
    return mirror(fig, ctx)


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
    fig = base_figure(ctx, _("Points taken by the hakem's side"), legend=False)
    fig.add_trace(
        go.Bar(
            x=xs,
            y=[counts[x] / total for x in xs],
            marker_color=COLORS["points"],
            customdata=[
                [
                    pick_id("points", x) if samples and x in samples else "",
                    rtl_text(
                        ctx,
                        _(
                            "{points} points taken in {k} of {n} hands ({share})",
                            points=x,
                            k=counts[x],
                            n=total,
                            share=percent(ctx, counts[x] / total),
                        ),
                    ),
                ]
                for x in xs
            ],
            hovertemplate="%{customdata[1]}<extra></extra>",
        )
    )
    if best is not None:
        fig.add_vline(x=best - 2.5, line_dash="dash", line_color=COLORS["best"])
        fig.add_annotation(
            x=best - 2.5,
            y=1.0,
            yref="paper",
            text=rtl_text(ctx, _("best bid {bid}", bid=best)),
            showarrow=False,
            xanchor="left",
            yanchor="top",
            font={"color": COLORS["best"], "size": 13},
        )
    step = 20 if len(xs) > 12 else 10
    values = list(range(0, 166, step))
    top = max((counts[x] / total for x in xs), default=0.1)
    fig.update_layout(
        bargap=0.1,
        xaxis={
            "title": {"text": rtl_text(ctx, _("Card points taken (of 165)"))},
            "tickvals": values,
            "ticktext": [ctx.num(v) for v in values],
            "range": [-5, 170],
        },
        yaxis=percent_axis(ctx, top, _("Share of hands")),
    )
    return mirror(fig, ctx)


# --- Ghahve ----------------------------------------------------------------------------------


def ghahve_grid(ctx: Ctx, grid: Mapping[tuple[int, int], tuple[int, int]]) -> go.Figure:
    """Team bid against tricks taken: a bubble per pair, its size the number of team-hands;
    green where the bid was made, red where it failed; the dashed line is "tricks = bid"."""
    _ = ctx._
    total = sum(count for count, _sample in grid.values()) or 1
    biggest = max((count for count, _sample in grid.values()), default=1)
    fig = base_figure(ctx, _("Team bids and the tricks the team took"))
    for outcome, name in (
        ("made", _("bid made")),
        ("failed", _("bid failed")),
    ):
        cells = sorted(
            (bid, tricks) for (bid, tricks) in grid if (tricks >= bid) == (outcome == "made")
        )
        fig.add_trace(
            go.Scatter(
                name=rtl_text(ctx, name),
                x=[t for _b, t in cells],
                y=[b for b, _t in cells],
                mode="markers",
                marker={
                    "color": COLORS[outcome],
                    "size": [6 + 34 * math.sqrt(grid[c][0] / biggest) for c in cells],
                    "opacity": 0.75,
                    "line": {"width": 0.5, "color": "white"},
                },
                customdata=[
                    [
                        pick_id("grid", f"{b}-{t}"),
                        rtl_text(
                            ctx,
                            _(
                                "Team bid {bid}, took {tricks} tricks: {k} team-hands ({share})",
                                bid=b,
                                tricks=t,
                                k=grid[(b, t)][0],
                                share=percent(ctx, grid[(b, t)][0] / total),
                            ),
                        ),
                    ]
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
            name=rtl_text(ctx, _("tricks = bid")),
            hoverinfo="skip",
        )
    )
    tricks = list(range(0, 14))
    ys = ticks(bids[0], bids[-1], 6)
    fig.update_layout(
        xaxis=integer_axis(ctx, tricks, _("Tricks the team took")),
        yaxis={
            "title": {"text": rtl_text(ctx, _("Team bid (both partners' bids added)"))},
            "tickvals": ys,
            "ticktext": [ctx.num(y) for y in ys],
            "range": [bids[0] - 1, bids[-1] + 1],
        },
    )
    return mirror(fig, ctx)


def _ghahve_pick(row: GhahveRow) -> str:
    outcome = first_sample(row.samples, ("made", "failed"))
    return pick_id(f"bid{row.bid}", outcome) if outcome else ""


def ghahve_make(ctx: Ctx, rows: Sequence[GhahveRow]) -> go.Figure:
    """How often a team made each team bid, bars with 95% error bars."""
    _ = ctx._
    bids = [r.bid for r in rows]
    what = _("the team took at least its bid")
    fig = base_figure(ctx, _("How often each team bid is made"), legend=False)
    fig.add_trace(
        go.Bar(
            x=bids,
            y=[r.make.p for r in rows],
            error_y=error_bars([r.make.p for r in rows], [r.make.interval for r in rows]),
            marker_color=COLORS["make"],
            marker_opacity=[0.35 if r.make.n < FEW else 1.0 for r in rows],
            customdata=[
                [_ghahve_pick(r), rate_hover(ctx, _("Team bid {bid}", bid=r.bid), what, r.make)]
                for r in rows
            ],
            hovertemplate="%{customdata[1]}<extra></extra>",
        )
    )
    fig.update_layout(
        xaxis=integer_axis(ctx, bids or [4], _("Team bid")),
        yaxis=percent_axis(ctx, max((r.make.interval[1] for r in rows), default=1.0), _("Chance")),
    )
    return mirror(fig, ctx)


def ghahve_score(ctx: Ctx, rows: Sequence[GhahveRow]) -> go.Figure:
    """The expected score of each team bid, with 95% error bars."""
    _ = ctx._
    bids = [r.bid for r in rows]
    means = [r.score.mean for r in rows]
    intervals = [r.score.interval for r in rows]
    what = _("expected score of the team")
    fig = base_figure(ctx, _("Expected score of each team bid"), legend=False)
    fig.add_trace(
        go.Scatter(
            x=bids,
            y=means,
            mode="markers",
            marker={
                "size": 10,
                "color": COLORS["score"],
                "symbol": ["circle-open" if r.score.n < FEW else "circle" for r in rows],
            },
            error_y=error_bars(means, intervals),
            customdata=[
                [_ghahve_pick(r), mean_hover(ctx, _("Team bid {bid}", bid=r.bid), what, r.score)]
                for r in rows
            ],
            hovertemplate="%{customdata[1]}<extra></extra>",
        )
    )
    lo = min((i[0] for i in intervals), default=0.0)
    hi = max((i[1] for i in intervals), default=0.0)
    fig.update_layout(
        xaxis=integer_axis(ctx, bids or [4], _("Team bid")),
        yaxis=number_axis(ctx, lo, hi, _("Expected score")),
    )
    return mirror(fig, ctx)


# --- Pasur -----------------------------------------------------------------------------------

PASUR_POSITIONS: Final = {
    "first": N_("first to play"),
    "second": N_("second to play"),
    "dealer": N_("the dealer, last to play"),
}
PASUR_TEAMS: Final = {
    "first": N_("the first player's team"),
    "dealer": N_("the dealer's team, last to play"),
}


def pasur_position(ctx: Ctx, players: int, position: str) -> str:
    """A side's place from the dealer, in words (teams with four players)."""
    labels = PASUR_TEAMS if players == 4 else PASUR_POSITIONS
    return ctx.gettext(labels[position])


def _side_pick(row: PasurSideRow, key: str, prefer: Sequence[str] = ("won", "lost")) -> str:
    outcome = first_sample(row.samples, prefer)
    return pick_id(key, outcome) if outcome else ""


def pasur_split(ctx: Ctx, stats: PasurStats) -> go.Figure:
    """Per position from the dealer: the mean card points and sur points of a hand, stacked,
    with the 95% interval of the total at the top."""
    _ = ctx._
    rows = stats.positions
    labels = [rtl_text(ctx, pasur_position(ctx, stats.players, r.key)) for r in rows]
    fig = base_figure(ctx, _("Points per hand, cards and surs"))
    for part, name, means in (
        ("cards", _("card points"), [r.cards for r in rows]),
        ("surs", _("sur points"), [r.sur_points for r in rows]),
    ):
        top = part == "surs"
        fig.add_trace(
            go.Bar(
                name=rtl_text(ctx, name),
                x=labels,
                y=[m.mean for m in means],
                marker_color=COLORS[part],
                error_y=error_bars([r.total.mean for r in rows], [r.total.interval for r in rows])
                if top
                else None,
                text=[ctx.num(m.mean, decimals=1) for m in means],
                textposition="inside",
                insidetextanchor="middle",
                textfont={"color": "white"},
                customdata=[
                    [_side_pick(r, r.key), mean_hover(ctx, label, name, m)]
                    for r, label, m in zip(rows, labels, means, strict=True)
                ],
                hovertemplate="%{customdata[1]}<extra></extra>",
            )
        )
    hi = max((r.total.interval[1] for r in rows), default=1.0)
    values = ticks(0.0, hi * 1.06 or 1.0)
    fig.update_layout(
        barmode="stack",
        uniformtext={"minsize": 9, "mode": "hide"},
        xaxis=category_axis(ctx, labels, _("Where the side sits")),
        yaxis={
            "title": {"text": rtl_text(ctx, _("Points per hand"))},
            "range": [0, values[-1]],
            "tickvals": values,
            "ticktext": [ctx.num(v) for v in values],
        },
    )
    return mirror(fig, ctx)


def pasur_margin(ctx: Ctx, stats: PasurStats) -> go.Figure:
    """Per position from the dealer: the side's points minus the others' per hand, with 95%
    error bars (the dealer plays last in every deal)."""
    _ = ctx._
    rows = stats.positions
    labels = [rtl_text(ctx, pasur_position(ctx, stats.players, r.key)) for r in rows]
    means = [r.margin.mean for r in rows]
    intervals = [r.margin.interval for r in rows]
    what = (
        _("points minus the mean of the other two players'")
        if stats.players == 3
        else _("points minus the other side's")
    )
    fig = base_figure(ctx, _("Who gains by where they sit"), legend=False)
    fig.add_trace(
        go.Bar(
            x=labels,
            y=means,
            error_y=error_bars(means, intervals),
            marker_color=[COLORS[r.key] for r in rows],
            text=[tick_signed(ctx, m, 2) for m in means],
            textposition="inside",
            insidetextanchor="start",
            textfont={"color": "white"},
            customdata=[
                [
                    _side_pick(r, r.key),
                    rtl_text(
                        ctx,
                        _(
                            "{where} · {what}: {mean} on average over {n} hands ({interval}); "
                            "won {won} of the hands",
                            where=label,
                            what=what,
                            mean=signed(ctx, r.margin.mean, 2),
                            n=r.margin.n,
                            interval=interval_text(
                                ctx,
                                signed(ctx, r.margin.interval[0], 2),
                                signed(ctx, r.margin.interval[1], 2),
                            ),
                            won=percent(ctx, r.won.p),
                        ),
                    ),
                ]
                for r, label in zip(rows, labels, strict=True)
            ],
            hovertemplate="%{customdata[1]}<extra></extra>",
        )
    )
    lo = min([0.0, *(i[0] for i in intervals)])
    hi = max([0.0, *(i[1] for i in intervals)])
    fig.update_layout(
        uniformtext={"minsize": 9, "mode": "hide"},
        xaxis=category_axis(ctx, labels, _("Where the side sits")),
        yaxis=number_axis(ctx, lo, hi, _("Points per hand against the others")),
    )
    return mirror(fig, ctx)


def pasur_points(ctx: Ctx, stats: PasurStats) -> go.Figure:
    """How many points a side took in a hand: the share of sides at each total, stacked by
    whether the side made a sur."""
    _ = ctx._
    total = sum(count for count, _sample in stats.points.values()) or 1
    xs_all = sorted({p for p, _with in stats.points})
    fig = base_figure(ctx, _("Points a side takes in a hand"))
    for with_sur, name, color in (
        (False, _("without a sur"), COLORS["cards"]),
        (True, _("with one sur or more"), COLORS["surs"]),
    ):
        xs = [p for p in xs_all if (p, with_sur) in stats.points]
        fig.add_trace(
            go.Bar(
                name=rtl_text(ctx, name),
                x=xs,
                y=[stats.points[(p, with_sur)][0] / total for p in xs],
                marker_color=color,
                customdata=[
                    [
                        pick_id("points", f"{p}-{int(with_sur)}"),
                        rtl_text(
                            ctx,
                            _(
                                "{points} points, {which}: {k} of {n} sides ({share})",
                                points=p,
                                which=name,
                                k=stats.points[(p, with_sur)][0],
                                n=total,
                                share=percent(ctx, stats.points[(p, with_sur)][0] / total),
                            ),
                        ),
                    ]
                    for p in xs
                ],
                hovertemplate="%{customdata[1]}<extra></extra>",
            )
        )
    heights: dict[int, int] = {}
    for (p, _with), (count, _sample) in stats.points.items():
        heights[p] = heights.get(p, 0) + count
    top = max(heights.values(), default=0) / total
    hi = max(xs_all, default=20)
    values = ticks(0, hi, 6)
    fig.update_layout(
        barmode="stack",
        bargap=0.1,
        xaxis={
            "title": {"text": rtl_text(ctx, _("Points in the hand (cards and surs)"))},
            "tickvals": values,
            "ticktext": [ctx.num(v) for v in values],
            "range": [-1, max(values[-1], hi) + 1],
        },
        yaxis=percent_axis(ctx, top, _("Share of sides")),
    )
    return mirror(fig, ctx)


def pasur_sur_counts(ctx: Ctx, stats: PasurStats) -> go.Figure:
    """How many surs a hand has (all sides together): the share of hands for each count."""
    _ = ctx._
    total = sum(count for count, _sample in stats.sur_counts.values()) or 1
    xs = sorted(stats.sur_counts)
    fig = base_figure(ctx, _("Surs in a hand"), legend=False)
    fig.add_trace(
        go.Bar(
            x=xs,
            y=[stats.sur_counts[k][0] / total for k in xs],
            marker_color=COLORS["surs"],
            customdata=[
                [
                    pick_id("surs", k),
                    rtl_text(
                        ctx,
                        _(
                            "{surs} surs in {k} of {n} hands ({share})",
                            surs=k,
                            k=stats.sur_counts[k][0],
                            n=total,
                            share=percent(ctx, stats.sur_counts[k][0] / total),
                        ),
                    ),
                ]
                for k in xs
            ],
            hovertemplate="%{customdata[1]}<extra></extra>",
        )
    )
    top = max((stats.sur_counts[k][0] / total for k in xs), default=0.1)
    fig.update_layout(
        xaxis=integer_axis(ctx, xs or [0], _("Surs in the hand, all sides together")),
        yaxis=percent_axis(ctx, top, _("Share of hands")),
    )
    return mirror(fig, ctx)


def pasur_sur_wins(ctx: Ctx, stats: PasurStats) -> go.Figure:
    """How often a side wins the hand, by the surs it made (0, 1, 2, 3 or more), with 95%
    error bars; a group of fewer than :data:`FEW` sides is drawn faint."""
    _ = ctx._
    rows = stats.by_surs

    def where(key: str) -> str:
        k = int(key)
        return _("surs made: {k} or more", k=k) if k >= SUR_ROWS else _("surs made: {k}", k=k)

    labels = [
        rtl_text(ctx, _("{k} or more", k=int(r.key)))
        if int(r.key) >= SUR_ROWS
        else ctx.num(int(r.key))
        for r in rows
    ]
    what = _("the side wins the hand")
    fig = base_figure(ctx, _("Winning the hand, by the surs a side made"), legend=False)
    fig.add_trace(
        go.Bar(
            x=labels,
            y=[r.won.p for r in rows],
            error_y=error_bars([r.won.p for r in rows], [r.won.interval for r in rows]),
            marker_color=COLORS["surs"],
            marker_opacity=[0.35 if r.won.n < FEW else 1.0 for r in rows],
            text=[percent(ctx, r.won.p, 0) for r in rows],
            textposition="inside",
            insidetextanchor="start",
            textfont={"color": "white"},
            customdata=[
                [
                    _side_pick(r, f"sur{r.key}"),
                    rate_hover(ctx, where(r.key), what, r.won),
                ]
                for r in rows
            ],
            hovertemplate="%{customdata[1]}<extra></extra>",
        )
    )
    fig.update_layout(
        uniformtext={"minsize": 9, "mode": "hide"},
        xaxis={
            **category_axis(ctx, labels, _("Surs the side made in the hand")),
            "tickvals": labels,
            "ticktext": labels,
        },
        yaxis=percent_axis(
            ctx, max((r.won.interval[1] for r in rows), default=1.0), _("Chance of winning")
        ),
    )
    return mirror(fig, ctx)


__all__ = [
    "FA_FONT",
    "HOKM_METRICS",
    "HOKM_OUTCOMES",
    "best_bid",
    "config",
    "first_sample",
    "ghahve_grid",
    "ghahve_make",
    "ghahve_score",
    "highest_positive",
    "hokm_margin",
    "hokm_overall",
    "hokm_trump",
    "mirror",
    "pasur_margin",
    "pasur_points",
    "pasur_position",
    "pasur_split",
    "pasur_sur_counts",
    "pasur_sur_wins",
    "percent",
    "pick_id",
    "picked",
    "shelem_make",
    "shelem_points",
    "shelem_score",
    "signed",
    "ticks",
]
