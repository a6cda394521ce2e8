"""What every game's what-if charts share: Plotly axes, labels, hovers, intervals, the layout
(mirrored in Persian) and the two plain figures most questions draw, bars of rates and bars of
means with their 95% intervals (:func:`rate_bars`, :func:`mean_bars`). Each game's own figures
are in its screen, ``ui/games/<game>/whatif.py``, built from these.

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
from dataclasses import dataclass
from typing import Any, Final

import plotly.graph_objects as go  # type: ignore[import-untyped]

from pasur.whatif import Mean, Rate
from ui.frame import Ctx

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


def stat_hover(ctx: Ctx, where: str, what: str, stat: Rate | Mean) -> str:
    """A point's hover sentence: the share of a :class:`Rate` (``58.7% of 200 hands``) or the
    mean of a :class:`Mean` (``+1.2 on average over 200 hands``), with its 95% interval."""
    lo, hi = stat.interval
    if isinstance(stat, Rate):
        text = ctx._(
            "{where} · {what}: {p} of {n} hands ({interval})",
            where=where,
            what=what,
            p=percent(ctx, stat.p),
            n=stat.n,
            interval=interval_text(ctx, percent(ctx, lo), percent(ctx, hi)),
        )
    else:
        text = ctx._(
            "{where} · {what}: {mean} on average over {n} hands ({interval})",
            where=where,
            what=what,
            mean=signed(ctx, stat.mean, 1),
            n=stat.n,
            interval=interval_text(ctx, signed(ctx, lo, 1), signed(ctx, hi, 1)),
        )
    return rtl_text(ctx, text)


def rate_hover(ctx: Ctx, where: str, what: str, rate: Rate) -> str:
    return stat_hover(ctx, where, what, rate)


def mean_hover(ctx: Ctx, where: str, what: str, mean: Mean) -> str:
    return stat_hover(ctx, where, what, mean)


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


# --- plain figures ---------------------------------------------------------------------------


def _bars(
    ctx: Ctx,
    title: str,
    labels: Sequence[str],
    values: Sequence[float],
    intervals: Sequence[tuple[float, float]],
    texts: Sequence[str],
    custom: Sequence[Sequence[str]],
    color: str | Sequence[str],
    faint: Sequence[bool] | None,
) -> go.Figure:
    fig = base_figure(ctx, title, legend=False)
    fig.add_trace(
        go.Bar(
            x=list(labels),
            y=list(values),
            error_y=error_bars(values, intervals),
            marker_color=color,
            marker_opacity=[0.35 if f else 1.0 for f in faint] if faint else None,
            text=list(texts),
            textposition="inside",
            insidetextanchor="start",
            textfont={"color": "white"},
            customdata=[list(c) for c in custom],
            hovertemplate="%{customdata[1]}<extra></extra>",
        )
    )
    fig.update_layout(uniformtext={"minsize": 9, "mode": "hide"})
    return fig


def stat_bars(
    ctx: Ctx,
    title: str,
    labels: Sequence[str],
    stats: Sequence[Rate | Mean],
    picks: Sequence[str],
    *,
    what: str,
    axes: tuple[str, str],
    color: str | Sequence[str],
    hovers: Sequence[str] | None = None,
    decimals: int = 2,
) -> go.Figure:
    """A bar per label with its 95% interval: of a share (*stats* are :class:`Rate`, a percent
    axis; a bar over fewer than :data:`FEW` hands is faint) or of a mean (:class:`Mean`, signed
    labels with *decimals*). *picks* are the bars' sample deals, *what* the hover's description,
    *axes* the x and y titles; *hovers* replace the plain hover texts."""
    rates = [x for x in stats if isinstance(x, Rate)]
    means = [x for x in stats if isinstance(x, Mean)]
    values = [r.p for r in rates] or [m.mean for m in means]
    intervals = [x.interval for x in stats]
    hover = list(
        hovers or (stat_hover(ctx, lb, what, x) for lb, x in zip(labels, stats, strict=True))
    )
    fig = _bars(
        ctx,
        title,
        labels,
        values,
        intervals,
        [percent(ctx, v, 0) for v in values]
        if rates
        else [tick_signed(ctx, v, decimals) for v in values],
        [[p, h] for p, h in zip(picks, hover, strict=True)],
        color,
        [r.n < FEW for r in rates] or None,
    )
    lo = min([0.0, *(i[0] for i in intervals)])
    hi = max([0.0, *(i[1] for i in intervals)])
    fig.update_layout(
        xaxis=category_axis(ctx, labels, axes[0]),
        yaxis=percent_axis(ctx, hi or 1.0, axes[1]) if rates else number_axis(ctx, lo, hi, axes[1]),
    )
    return mirror(fig, ctx)


def point(ctx: Ctx, pick: str, text: str) -> list[str]:
    """A point's ``customdata``: its sample's pick id and its hover sentence (an isolate in
    Persian)."""
    return [pick, rtl_text(ctx, text)]


@dataclass(frozen=True)
class Series:
    """One metric of a grouped chart: its name (in the page's language), colour, and a rate and
    a sample pick id per label."""

    name: str
    color: str
    rates: Sequence[Rate]
    picks: Sequence[str]


def grouped_rates(
    ctx: Ctx, title: str, labels: Sequence[str], series: Sequence[Series], *, axes: tuple[str, str]
) -> go.Figure:
    """Grouped bars: for each label a bar of each series, with 95% error bars and a legend."""
    fig = base_figure(ctx, title)
    for s in series:
        values = [r.p for r in s.rates]
        fig.add_trace(
            go.Bar(
                name=rtl_text(ctx, s.name),
                x=list(labels),
                y=values,
                error_y=error_bars(values, [r.interval for r in s.rates]),
                marker_color=s.color,
                text=[percent(ctx, v, 0) for v in values],
                textposition="inside",
                insidetextanchor="start",
                textfont={"color": "white"},
                customdata=[
                    [pick, rate_hover(ctx, label, s.name, r)]
                    for pick, label, r in zip(s.picks, labels, s.rates, strict=True)
                ],
                hovertemplate="%{customdata[1]}<extra></extra>",
            )
        )
    top = max((r.interval[1] for s in series for r in s.rates), default=1.0)
    fig.update_layout(
        barmode="group",
        uniformtext={"minsize": 9, "mode": "hide"},
        xaxis=category_axis(ctx, labels, axes[0]),
        yaxis=percent_axis(ctx, top, axes[1]),
    )
    return mirror(fig, ctx)


__all__ = [
    "COLORS",
    "FA_FONT",
    "FEW",
    "Series",
    "band",
    "base_figure",
    "category_axis",
    "config",
    "error_bars",
    "first_sample",
    "grouped_rates",
    "integer_axis",
    "mean_hover",
    "mirror",
    "number_axis",
    "percent",
    "percent_axis",
    "pick_id",
    "picked",
    "point",
    "rate_hover",
    "rtl_text",
    "signed",
    "stat_bars",
    "stat_hover",
    "tick_signed",
    "ticks",
]
