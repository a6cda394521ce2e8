"""Hokm's what-if screen: which trump should the hakem name with these first five cards? And how
do hands go for the hakem over random deals?

The deals are simulated with :mod:`pasur.games.hokm.whatif` (seat 0 is hakem and holds the five
cards; one simulation per trump it could name), played by the chosen player at every seat. The
URL holds the inputs (``view``, ``cards``, ``modes``, ``p``, ``n``, ``seed``; see
:mod:`ui.whatif`), so a link draws the same chart. A point of a chart opens a deal behind it in
the explorer. The figures are built here from :mod:`ui.charts`.

Hands per trump: ``python benchmarks/whatif.py`` times the default question in one process and on
the two-process pool. However long it takes, the page draws a first answer within about a second,
then sharper ones until it is done (:func:`ui.simrun.run`), and a finished answer is kept, across
restarts too (:mod:`ui.result_store`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

import plotly.graph_objects as go  # type: ignore[import-untyped]
import streamlit as st

from pasur.cards import Card, parse_card
from pasur.games.hokm import whatif as Q
from pasur.games.hokm.whatif import HokmRow
from pasur.sim import Deal, Setup
from ui import charts as C
from ui import texts
from ui import whatif as W
from ui.frame import Ctx
from ui.i18n import N_

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


def hokm_trump(ctx: Ctx, rows: Sequence[HokmRow]) -> go.Figure:
    """Per contract: how often the hakem's side wins, wins 7–0 (kot), loses 7–0 (hakem-kot);
    grouped bars with 95% error bars."""
    _ = ctx._
    series = [
        C.Series(
            ctx.gettext(name),
            C.COLORS[metric],
            [getattr(r, metric) for r in rows],
            [_hokm_pick(r, metric) for r in rows],
        )
        for metric, name in HOKM_METRICS
    ]
    return C.grouped_rates(
        ctx,
        _("How the hand goes for each trump"),
        [texts.contract(ctx, r.contract) for r in rows],
        series,
        axes=(_("Trump named by the hakem"), _("Share of hands")),
    )


def _hokm_pick(row: HokmRow, metric: str) -> str:
    outcome = C.first_sample(row.samples, METRIC_SAMPLES[metric])
    return C.pick_id(row.contract, outcome) if outcome else ""


def hokm_margin(ctx: Ctx, rows: Sequence[HokmRow]) -> go.Figure:
    """Per contract: the expected points of the hakem's side minus the other side's, per hand."""
    _ = ctx._
    return C.stat_bars(
        ctx,
        _("Expected point margin per hand"),
        [texts.contract(ctx, r.contract) for r in rows],
        [r.points for r in rows],
        [_hokm_pick(r, "margin") for r in rows],
        what=_("points of the hakem's side minus the others'"),
        axes=(_("Trump named by the hakem"), _("Points per hand, hakem's side minus the others")),
        color=C.COLORS["margin"],
    )


def hokm_overall(ctx: Ctx, row: HokmRow) -> go.Figure:
    """Over random deals: how often hakems win, win 7–0, lose 7–0 (three bars)."""
    _ = ctx._
    names = [ctx.gettext(name) for _metric, name in HOKM_METRICS]
    rates = [getattr(row, metric) for metric, _name in HOKM_METRICS]
    where = _("All hands")
    fig = C.base_figure(ctx, _("How hands go for the hakem, over random deals"), legend=False)
    fig.add_trace(
        go.Bar(
            x=[C.rtl_text(ctx, n) for n in names],
            y=[r.p for r in rates],
            error_y=C.error_bars([r.p for r in rates], [r.interval for r in rates]),
            marker_color=[C.COLORS[m] for m, _n in HOKM_METRICS],
            customdata=[
                [_hokm_pick(row, metric), C.rate_hover(ctx, where, name, rate)]
                for (metric, _m), name, rate in zip(HOKM_METRICS, names, rates, strict=True)
            ],
            hovertemplate="%{customdata[1]}<extra></extra>",
        )
    )
    for name, rate in zip(names, rates, strict=True):
        # The label above the interval's top, where the error bar cannot cross it.
        fig.add_annotation(
            x=C.rtl_text(ctx, name),
            y=rate.interval[1],
            text=C.percent(ctx, rate.p),
            showarrow=False,
            yanchor="bottom",
            yshift=4,
            font={"size": 14},
        )
    fig.update_layout(
        xaxis=C.category_axis(ctx, [C.rtl_text(ctx, n) for n in names], _("Outcome of the hand")),
        yaxis=C.percent_axis(ctx, max(r.interval[1] for r in rates), _("Share of hands")),
    )
    return C.mirror(fig, ctx)


INTRO: Final = N_(
    "The hakem names trump after seeing only his first five cards. Write five cards, and the "
    "app plays many hands to the end for each trump he could name: the rest of the deck is "
    "dealt at random each time, and the same player plays all four seats. The chart shows "
    "how often the hakem's side wins the hand, wins it 7 to 0 (kot) and loses it 7 to 0 "
    "(hakem-kot)."
)
SCREEN: Final = W.Screen(
    "wh",
    "hokm",
    INTRO,
    (250, 500, 1000, 2000, 5000, 10000),
    1000,
    moment=("trump",),
    moment_text=N_("the hakem names trump"),
)
DEFAULT_HAND: Final = tuple(parse_card(c) for c in ("AH", "KH", "QH", "9S", "4D"))


def page(ctx: Ctx) -> None:
    """The screen: the question, the inputs, then the charts of the chosen view."""
    _ = ctx._
    page = W.Page.open(ctx, SCREEN)
    view = page.choice(
        "view",
        _("Question"),
        ("trump", "overall"),
        "trump",
        lambda v: (
            _("Which trump for these five cards?")
            if v == "trump"
            else _("How do hakems fare over random deals?")
        ),
        horizontal=True,
    )

    def modes_flag() -> bool:
        return page.flag(
            "modes",
            _("Saras, Naras and Taknaras allowed"),
            help=_("The special no-trump modes, a house rule: with it on they are simulated too."),
        )

    inputs = page.inputs(
        modes_flag, deals_label=N_("Hands per trump") if view == "trump" else N_("Hands")
    )
    options = "special_modes:on" if inputs.extra else ""
    with inputs.left:
        cards = (
            page.hand(
                "hokm", 5, DEFAULT_HAND, label=_("The hakem's first five cards"), seed=inputs.seed
            )
            if view == "trump"
            else _overall_intro(page)
        )
    if view != "trump":
        _overall(page, Q.hokm_overall_setup(options, inputs.seed, inputs.player), inputs)
    elif cards is not None:
        _trump(page, Q.hokm_trump_setups(options, cards, inputs.seed, inputs.player), inputs)


def _overall_intro(page: W.Page) -> tuple[Card, ...] | None:
    """What the overall view answers, in place of the hand (it has no cards: the link loses
    them); no cards."""
    page.url.drop("cards")
    st.markdown(
        page.ctx._(
            "Over random deals, with the trump chosen by the player itself: how often does "
            "the hakem's side win the hand, win it 7 to 0, or lose it 7 to 0?"
        )
    )
    return None


def _rows(
    page: W.Page,
    setups: dict[str, Setup],
    n: int,
    reducer: str,
    draw: Callable[[list[HokmRow], int], None],
) -> None:
    """Draw the rows of *setups* (a contract each; ``""`` for all together) with *draw*, given
    the rows and the hands played of each: first soon, then sharper as more are played."""
    contracts = list(setups)

    def reduce(deals: Sequence[Sequence[Deal]]) -> list[HokmRow]:
        return Q.hokm_trump_rows(dict(zip(contracts, deals, strict=True)))

    page.run(list(setups.values()), n, reduce, reducer, lambda r: draw(r.value, r.played))


def _summary_line(ctx: Ctx, rows: Sequence[HokmRow]) -> None:
    """One line under the chart: the trump that wins most often, and the best margin."""
    best = max(rows, key=lambda r: r.won.p)
    best_margin = max(rows, key=lambda r: r.points.mean)
    st.markdown(
        ctx._(
            "With these cards, **{contract}** wins the hand most often: in {p} of the hands. "
            "The best point margin per hand comes with **{margin_contract}** ({margin}).",
            contract=texts.contract(ctx, best.contract),
            p=C.percent(ctx, best.won.p),
            margin_contract=texts.contract(ctx, best_margin.contract),
            margin=C.signed(ctx, best_margin.points.mean, 2, plus=True),
        )
    )


def _outcome_samples(ctx: Ctx, row: HokmRow, setup: Setup, where: str) -> list[W.Sample]:
    outcomes = {
        o: f"{where}: {ctx.gettext(label)}" if where else ctx.gettext(label)
        for o, label in HOKM_OUTCOMES.items()
    }
    return W.outcome_samples(ctx, setup, row.contract, row.samples, outcomes)


def _trump(page: W.Page, setups: dict[str, Setup], inputs: W.Inputs[bool | None]) -> None:
    """The trump view: a row per contract the hakem could name."""
    ctx = page.ctx

    def draw(rows: list[HokmRow], played: int) -> None:
        rates = page.chart(hokm_trump(ctx, rows), "rates")
        page.caption(
            N_(
                "Player at every seat: {player} · {n} hands per trump, the same random deals "
                "for every trump · the thin lines are 95% intervals: the share over endless "
                "hands lies inside them 19 times in 20."
            ),
            inputs.player,
            played,
        )
        c1, c2 = st.columns(2, gap="large")
        with c1:
            margin = page.chart(hokm_margin(ctx, rows), "margin")
        with c2:
            _summary_line(ctx, rows)
            samples = [
                s
                for row in rows
                for s in _outcome_samples(
                    ctx, row, setups[row.contract], texts.contract(ctx, row.contract)
                )
            ]
            page.samples(samples, {"rates": rates, "margin": margin})

    _rows(page, setups, inputs.n, "hokm_trump", draw)


def _overall(page: W.Page, setup: Setup, inputs: W.Inputs[bool | None]) -> None:
    """The overall view: every contract together, trump named by the player."""
    ctx = page.ctx

    def draw(rows: list[HokmRow], played: int) -> None:
        (row,) = rows
        overall = page.chart(hokm_overall(ctx, row), "overall")
        page.caption(
            N_(
                "Player at every seat, naming trump too: {player} · {n} random hands · the thin "
                "lines are 95% intervals: the share over endless hands lies inside them 19 "
                "times in 20."
            ),
            inputs.player,
            played,
        )
        page.samples(_outcome_samples(ctx, row, setup, ""), {"overall": overall})

    _rows(page, {"": setup}, inputs.n, "hokm_overall", draw)


__all__ = ["HOKM_METRICS", "HOKM_OUTCOMES", "hokm_margin", "hokm_overall", "hokm_trump", "page"]
