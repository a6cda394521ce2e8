"""Haft Khabis's what-if screen: does it matter where you sit from the dealer, and how many play?

Single deals at tables of two to six, every seat played by the chosen player
(:mod:`pasur.games.haft_khabis.whatif`); for each table size and each place in the order of
play (the player after the dealer first, the dealer last) the chance of going out first and the
penalty points of the deal, with 95% intervals. URL: ``rules`` (``seed``, ``one_deck``,
``mau_mau``), ``p``, ``n``, ``seed`` (see :mod:`ui.whatif`).

Deals: ``python benchmarks/whatif.py`` times the default question in one process and on the
two-process pool. However long it takes, the page draws a first answer within about a second, then
sharper ones until it is done (:func:`ui.simrun.run`), and a finished answer is kept, across
restarts too (:mod:`ui.result_store`). The URL may ask for more (up to ui.whatif.MAX_DEALS), the
slider offers 2,000.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

import plotly.graph_objects as go  # type: ignore[import-untyped]
import streamlit as st

from pasur.games.haft_khabis import whatif as Q
from pasur.games.haft_khabis.whatif import PlaceRow, TableStats
from pasur.sim import Deal, Setup
from pasur.whatif import Mean, Rate
from ui import charts as C
from ui import whatif as W
from ui.frame import Ctx
from ui.i18n import N_
from ui.simrun import Result

INTRO: Final = N_(
    "The dealer deals seven cards to each player, one at a time, and the player after him "
    "plays first. Does the first player have an edge, and does the dealer, who plays last, "
    "pay for it? The app plays many single deals at tables of two to six, the same player at "
    "every seat, and shows for each place in the order of play how often that player goes "
    "out first and how many penalty points the deal costs him."
)
PLAYER_HELP: Final = N_(
    "Who plays every seat in the simulated deals. The plain player lays the card that costs "
    "most if kept and keeps its jacks for when it is stuck; the heuristic player also passes "
    "7s on, aims its 2s at the player closest to going out and saves a jack to go out on. "
    "Both always call «تک برگ»."
)
DEALS: Final = (50, 100, 200, 500, 1000, 2000)
SCREEN: Final = W.Screen(
    "whk",
    "haft_khabis",
    INTRO,
    DEALS,
    200,
    N_("Deals per table size"),
    PLAYER_HELP,
    moment=("play",),  # the first player's first card
    moment_text=N_("the first card is played"),
)
RULES: Final = {
    "seed": N_("the seed's rules: two decks shuffled together"),
    "one_deck": N_("the seed's rules with one deck"),
    "mau_mau": N_("closer to Mau-Mau: one deck, clockwise, the up-card counts"),
}
DODGE: Final = 0.08
"""How far apart the lines' points of one place are drawn (in places)."""
LINE_COLORS: Final = ("#1565c0", "#2e7d32", "#e65100", "#6a1b9a", "#c62828")


def place_label(ctx: Ctx, row: PlaceRow) -> str:
    """ "4 players, 2nd after the dealer" / "4 players, the dealer"."""
    if row.place == row.players:
        return ctx._("{n} players, the dealer", n=row.players)
    return ctx._("{n} players, place {k} after the dealer", n=row.players, k=row.place)


def _pick(row: PlaceRow) -> str:
    outcome = C.first_sample(row.samples, ("out", "not"))
    return C.pick_id(f"{row.players}-{row.place}", outcome) if outcome else ""


def _place_lines(
    ctx: Ctx,
    tables: Sequence[TableStats],
    title: str,
    value: Callable[[PlaceRow], Rate | Mean],
    what: str,
    y_title: str,
    *,
    share: bool,
) -> go.Figure:
    """A line per table size over the places from the dealer, with 95% error bars: of a
    share (*share*, a percent axis) or of a mean."""
    _ = ctx._
    fig = C.base_figure(ctx, title)
    for i, (table, color) in enumerate(zip(tables, LINE_COLORS, strict=False)):
        stats = [value(r) for r in table.places]
        ys = [s.p if isinstance(s, Rate) else s.mean for s in stats]
        hovers = [
            C.stat_hover(ctx, place_label(ctx, r), what, s)
            for r, s in zip(table.places, stats, strict=True)
        ]
        dodge = (i - (len(tables) - 1) / 2) * DODGE  # the error bars of one place side by side
        fig.add_trace(
            go.Scatter(
                name=C.rtl_text(ctx, _("{n} players", n=table.players)),
                x=[r.place + dodge for r in table.places],
                y=ys,
                mode="lines+markers",
                line={"color": color, "width": 2},
                marker={"size": 9},
                error_y=C.error_bars(ys, [s.interval for s in stats]),
                customdata=[[_pick(r), h] for r, h in zip(table.places, hovers, strict=True)],
                hovertemplate="%{customdata[1]}<extra></extra>",
            )
        )
    places = list(range(1, max((t.players for t in tables), default=2) + 1))
    top = max((s.interval[1] for t in tables for s in map(value, t.places)), default=1.0)
    values = C.ticks(0.0, top * 1.05 or 1.0)
    points = {
        "title": {"text": C.rtl_text(ctx, y_title)},
        "range": [0, values[-1]],
        "tickvals": values,
        "ticktext": [ctx.num(v) for v in values],
    }
    fig.update_layout(
        xaxis=C.integer_axis(ctx, places, _("Place in the order of play (the dealer is last)")),
        yaxis=C.percent_axis(ctx, top, y_title) if share else points,
    )
    return C.mirror(fig, ctx)


METRICS: Final = {
    "out": (
        N_("Going out first, by where you sit"),
        N_("goes out first"),
        N_("Chance of going out first"),
    ),
    "penalty": (
        N_("Penalty points a deal, by where you sit"),
        N_("penalty points in the deal"),
        N_("Penalty points a deal"),
    ),
}
"""The two charts: their title, what a point shows, and the y axis's title."""


def haft_khabis_chart(ctx: Ctx, tables: Sequence[TableStats], metric: str) -> go.Figure:
    """By the place from the dealer, a line per table size: the chance of going out first
    (*metric* ``out``) or the penalty points of a deal (``penalty``)."""
    title, what, y_title = (ctx.gettext(t) for t in METRICS[metric])
    if metric == "out":
        return _place_lines(ctx, tables, title, lambda r: r.out_first, what, y_title, share=True)
    return _place_lines(ctx, tables, title, lambda r: r.penalty, what, y_title, share=False)


def page(ctx: Ctx) -> None:
    """The screen: the question, the rules, then the two charts for every table size."""
    _ = ctx._
    page, inputs = W.start(ctx, SCREEN)
    with inputs.left:
        rules = page.rules(RULES, "seed")
        st.caption(
            _(
                "A player's penalty points are the count of the cards left in his hand when "
                "someone goes out (doubled when he goes out on a jack, if the table doubles); "
                "the player who goes out scores none."
            )
        )
    setups = Q.haft_khabis_setups(rules, inputs.seed, inputs.player)
    sizes = list(setups)

    def reduce_tables(deals: Sequence[Sequence[Deal]]) -> list[TableStats]:
        return [
            Q.haft_khabis_table(setups[k].options, d) for k, d in zip(sizes, deals, strict=True)
        ]

    def draw(result: Result[list[TableStats]]) -> None:
        tables = result.value
        st.markdown(_finding(ctx, tables))
        pair = page.chart_pair(
            {
                "out": haft_khabis_chart(ctx, tables, "out"),
                "penalty": haft_khabis_chart(ctx, tables, "penalty"),
            }
        )
        out, penalty = pair["out"], pair["penalty"]
        page.caption(
            N_(
                "Player at every seat: {player} · {n} deals at each table size · {rules} · error "
                "bars: 95% intervals, which hold the value over endless deals 19 times in 20."
            ),
            inputs.player,
            result.played,
            rules=ctx.gettext(RULES[rules]),
        )
        page.samples(_samples(ctx, setups, tables), {"out": out, "penalty": penalty})

    page.run(list(setups.values()), inputs.n, reduce_tables, "haft_khabis_places", draw)


def _finding(ctx: Ctx, tables: Sequence[TableStats]) -> str:
    """The sentence for the four-player table (or the largest one simulated)."""
    _ = ctx._
    table = next((t for t in tables if t.players == 4), tables[-1])
    first, dealer = table.places[0], table.places[-1]
    return _(
        "At a table of {n}, the player after the dealer goes out first in {first} of the deals "
        "and the dealer in {dealer}; an even share would be {fair}. A deal costs the table "
        "{points} penalty points on average.",
        n=table.players,
        first=C.percent(ctx, first.out_first.p),
        dealer=C.percent(ctx, dealer.out_first.p),
        fair=C.percent(ctx, 1 / table.players),
        points=ctx.num(table.penalty.mean, decimals=1),
    )


def _samples(ctx: Ctx, setups: dict[int, Setup], tables: Sequence[TableStats]) -> list[W.Sample]:
    _ = ctx._
    return [
        s
        for t in tables
        for r in t.places
        for s in W.outcome_samples(
            ctx,
            setups[t.players],
            f"{t.players}-{r.place}",
            r.samples,
            {
                "out": _("{where}: went out first", where=place_label(ctx, r)),
                "not": _("{where}: did not go out first", where=place_label(ctx, r)),
            },
        )
    ]


__all__ = ["METRICS", "haft_khabis_chart", "page", "place_label"]
