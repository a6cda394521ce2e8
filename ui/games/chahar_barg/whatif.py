"""Chahar Barg's (Pasur's) what-if screen: how do the points of a hand fall, what is a sur worth,
and does the dealer, who plays last in every deal, have the edge?

Random hands (one round of 52 cards each), every seat played by the chosen player
(:func:`pasur.games.chahar_barg.whatif.pasur_setup`); the deals are reduced to the rows of
:func:`pasur.games.chahar_barg.whatif.pasur_stats`: each seat (or team) by where it sits from
the dealer, the sides grouped by the surs they made, the surs per hand and the points per side.
URL: ``players`` (2, 3, 4), ``rules`` (``seed``, ``pagat``, ``open``), ``p``, ``n``, ``seed``
(see :mod:`ui.whatif`).

Hands: ``python benchmarks/whatif.py`` times the default question in one process and on the
two-process pool. However long it takes, the page draws a first answer within about a second, then
sharper ones until it is done (:func:`ui.simrun.run`), and a finished answer is kept, across
restarts too (:mod:`ui.result_store`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

import plotly.graph_objects as go  # type: ignore[import-untyped]
import streamlit as st

from pasur.games.chahar_barg import whatif as Q
from pasur.games.chahar_barg.whatif import SUR_ROWS, PasurSideRow, PasurStats
from pasur.sim import Deal, Setup
from ui import charts as C
from ui import whatif as W
from ui.frame import Ctx
from ui.i18n import N_
from ui.simrun import Result

PLACES: Final = {
    "players": {
        "first": N_("first to play"),
        "second": N_("second to play"),
        "dealer": N_("the dealer, last to play"),
    },
    "teams": {
        "first": N_("the first player's team"),
        "dealer": N_("the dealer's team, last to play"),
    },
}
"""What a side's place from the dealer is called: players (two or three), or teams (four)."""


def pasur_position(ctx: Ctx, players: int, position: str) -> str:
    """A side's place from the dealer, in words (teams with four players)."""
    labels = PLACES["teams" if players == 4 else "players"]
    return ctx.gettext(labels[position])


def _side_pick(row: PasurSideRow, key: str, prefer: Sequence[str] = ("won", "lost")) -> str:
    outcome = C.first_sample(row.samples, prefer)
    return C.pick_id(key, outcome) if outcome else ""


def pasur_split(ctx: Ctx, stats: PasurStats) -> go.Figure:
    """Per position from the dealer: the mean card points and sur points of a hand, stacked,
    with the 95% interval of the total at the top."""
    _ = ctx._
    rows = stats.positions
    labels = [C.rtl_text(ctx, pasur_position(ctx, stats.players, r.key)) for r in rows]
    fig = C.base_figure(ctx, _("Points per hand, cards and surs"))
    for part, name, means in (
        ("cards", _("card points"), [r.cards for r in rows]),
        ("surs", _("sur points"), [r.sur_points for r in rows]),
    ):
        top = part == "surs"
        fig.add_trace(
            go.Bar(
                name=C.rtl_text(ctx, name),
                x=labels,
                y=[m.mean for m in means],
                marker_color=C.COLORS[part],
                error_y=C.error_bars([r.total.mean for r in rows], [r.total.interval for r in rows])
                if top
                else None,
                text=[ctx.num(m.mean, decimals=1) for m in means],
                textposition="inside",
                insidetextanchor="middle",
                textfont={"color": "white"},
                customdata=[
                    [_side_pick(r, r.key), C.mean_hover(ctx, label, name, m)]
                    for r, label, m in zip(rows, labels, means, strict=True)
                ],
                hovertemplate="%{customdata[1]}<extra></extra>",
            )
        )
    hi = max((r.total.interval[1] for r in rows), default=1.0)
    values = C.ticks(0.0, hi * 1.06 or 1.0)
    fig.update_layout(
        barmode="stack",
        uniformtext={"minsize": 9, "mode": "hide"},
        xaxis=C.category_axis(ctx, labels, _("Where the side sits")),
        yaxis={
            "title": {"text": C.rtl_text(ctx, _("Points per hand"))},
            "range": [0, values[-1]],
            "tickvals": values,
            "ticktext": [ctx.num(v) for v in values],
        },
    )
    return C.mirror(fig, ctx)


def pasur_margin(ctx: Ctx, stats: PasurStats) -> go.Figure:
    """Per position from the dealer: the side's points minus the others' per hand, with 95%
    error bars (the dealer plays last in every deal)."""
    _ = ctx._
    rows = stats.positions
    labels = [C.rtl_text(ctx, pasur_position(ctx, stats.players, r.key)) for r in rows]
    what = (
        _("points minus the mean of the other two players'")
        if stats.players == 3
        else _("points minus the other side's")
    )
    hovers = [
        C.rtl_text(
            ctx,
            _(
                "{where} · {what}: {mean} on average over {n} hands ({interval}); won {won} of "
                "the hands",
                where=label,
                what=what,
                mean=C.signed(ctx, r.margin.mean, 2),
                n=r.margin.n,
                interval=C.interval_text(
                    ctx,
                    C.signed(ctx, r.margin.interval[0], 2),
                    C.signed(ctx, r.margin.interval[1], 2),
                ),
                won=C.percent(ctx, r.won.p),
            ),
        )
        for r, label in zip(rows, labels, strict=True)
    ]
    return C.stat_bars(
        ctx,
        _("Who gains by where they sit"),
        labels,
        [r.margin for r in rows],
        [_side_pick(r, r.key) for r in rows],
        what=what,
        axes=(_("Where the side sits"), _("Points per hand against the others")),
        color=[C.COLORS[r.key] for r in rows],
        hovers=hovers,
    )


def pasur_points(ctx: Ctx, stats: PasurStats) -> go.Figure:
    """How many points a side took in a hand: the share of sides at each total, stacked by
    whether the side made a sur."""
    _ = ctx._
    total = sum(count for count, _sample in stats.points.values()) or 1
    xs_all = sorted({p for p, _with in stats.points})
    fig = C.base_figure(ctx, _("Points a side takes in a hand"))
    for with_sur, name, color in (
        (False, _("without a sur"), C.COLORS["cards"]),
        (True, _("with one sur or more"), C.COLORS["surs"]),
    ):
        counts = {
            p: stats.points[(p, with_sur)][0] for p in xs_all if (p, with_sur) in stats.points
        }
        hovers = [
            _(
                "{points} points, {which}: {k} of {n} sides ({share})",
                points=p,
                which=name,
                k=k,
                n=total,
                share=C.percent(ctx, k / total),
            )
            for p, k in counts.items()
        ]
        fig.add_trace(
            go.Bar(
                name=C.rtl_text(ctx, name),
                x=list(counts),
                y=[k / total for k in counts.values()],
                marker_color=color,
                customdata=[
                    C.point(ctx, C.pick_id("points", f"{p}-{int(with_sur)}"), h)
                    for p, h in zip(counts, hovers, strict=True)
                ],
                hovertemplate="%{customdata[1]}<extra></extra>",
            )
        )
    heights: dict[int, int] = {}
    for (p, _with), (count, _sample) in stats.points.items():
        heights[p] = heights.get(p, 0) + count
    top = max(heights.values(), default=0) / total
    hi = max(xs_all, default=20)
    values = C.ticks(0, hi, 6)
    fig.update_layout(
        barmode="stack",
        bargap=0.1,
        xaxis={
            "title": {"text": C.rtl_text(ctx, _("Points in the hand (cards and surs)"))},
            "tickvals": values,
            "ticktext": [ctx.num(v) for v in values],
            "range": [-1, max(values[-1], hi) + 1],
        },
        yaxis=C.percent_axis(ctx, top, _("Share of sides")),
    )
    return C.mirror(fig, ctx)


def pasur_sur_counts(ctx: Ctx, stats: PasurStats) -> go.Figure:
    """How many surs a hand has (all sides together): the share of hands for each count."""
    _ = ctx._
    total = sum(count for count, _sample in stats.sur_counts.values()) or 1
    xs = sorted(stats.sur_counts)
    fig = C.base_figure(ctx, _("Surs in a hand"), legend=False)
    fig.add_trace(
        go.Bar(
            x=xs,
            y=[stats.sur_counts[k][0] / total for k in xs],
            marker_color=C.COLORS["surs"],
            customdata=[
                C.point(
                    ctx,
                    C.pick_id("surs", k),
                    _(
                        "{surs} surs in {k} of {n} hands ({share})",
                        surs=k,
                        k=stats.sur_counts[k][0],
                        n=total,
                        share=C.percent(ctx, stats.sur_counts[k][0] / total),
                    ),
                )
                for k in xs
            ],
            hovertemplate="%{customdata[1]}<extra></extra>",
        )
    )
    top = max((stats.sur_counts[k][0] / total for k in xs), default=0.1)
    fig.update_layout(
        xaxis=C.integer_axis(ctx, xs or [0], _("Surs in the hand, all sides together")),
        yaxis=C.percent_axis(ctx, top, _("Share of hands")),
    )
    return C.mirror(fig, ctx)


def pasur_sur_wins(ctx: Ctx, stats: PasurStats) -> go.Figure:
    """How often a side wins the hand, by the surs it made (0, 1, 2, 3 or more), with 95%
    error bars; a group of fewer than :data:`ui.charts.FEW` sides is drawn faint."""
    _ = ctx._
    rows = stats.by_surs
    labels = [
        C.rtl_text(ctx, _("{k} or more", k=int(r.key)))
        if int(r.key) >= SUR_ROWS
        else ctx.num(int(r.key))
        for r in rows
    ]
    fig = C.stat_bars(
        ctx,
        _("Winning the hand, by the surs a side made"),
        labels,
        [r.won for r in rows],
        [_side_pick(r, f"sur{r.key}") for r in rows],
        what=_("the side wins the hand"),
        axes=(_("Surs the side made in the hand"), _("Chance of winning")),
        color=C.COLORS["surs"],
        hovers=[
            C.rate_hover(ctx, surs_made(ctx, int(r.key)), _("the side wins the hand"), r.won)
            for r in rows
        ],
    )
    fig.update_xaxes(tickvals=labels, ticktext=labels)
    return fig


def surs_made(ctx: Ctx, k: int) -> str:
    """ "surs made: 2", or "… 3 or more" for the last group."""
    if k >= SUR_ROWS:
        return ctx._("surs made: {k} or more", k=k)
    return ctx._("surs made: {k}", k=k)


INTRO: Final = N_(
    "A hand of Pasur here is a whole round: all 52 cards, dealt four at a time. Its cards "
    "hold 20 points (7 for the most clubs, 3 for the 10♦, 2 for the 2♣, 1 for each jack and "
    "each ace), and every sur, clearing the table, adds 5 or 10 more. The app plays many "
    "random hands with the same player at every seat and shows how the points fall, what "
    "surs are worth, and whether the dealer, who plays last in every deal, has the edge."
)
PLAYER_HELP: Final = N_(
    "Who plays every seat in the simulated hands. The random player plays any legal card; "
    "the plain player takes the capture worth the most card points, or lays its least useful "
    "card; the heuristic player also counts the cards seen, weighs what the next player "
    "could take from the table it leaves (a sur above all) and keeps its jacks for big "
    "captures."
)
SCREEN: Final = W.Screen(
    "wp",
    "chahar_barg",
    INTRO,
    (100, 200, 500, 1000, 2000, 5000),
    500,
    player_help=PLAYER_HELP,
    moment=("sur", "hand"),  # the first sur of the round, else its count at the end
    moment_text=N_("the round's first sur is made (with none, the round is counted)"),
)
RULES: Final = {
    "seed": N_("the seed's rules: a jack's sur 10, no sur in the last deal"),
    "pagat": N_("the standard rules (pagat): a jack makes no sur"),
    "open": N_("open Pasur: each player shows one card a deal"),
}
PLAYERS: Final = {
    "2": N_("two players"),
    "3": N_("three players"),
    "4": N_("four, in two teams"),
}
OUTCOMES: Final = {"won": N_("won the hand"), "lost": N_("did not win the hand")}


def hand_label(ctx: Ctx, what: str, index: int) -> str:
    """A sample's label: "(hand 3)" rather than the other screens' "(deal 3)", since a Pasur
    hand is made of several deals."""
    return ctx._("{what} (hand {i})", what=what, i=index + 1)


def page(ctx: Ctx) -> None:
    """The screen: the question, the table, then the three sections of charts."""
    _ = ctx._
    page, inputs = W.start(ctx, SCREEN)
    with inputs.left:
        names = {k: ctx.gettext(v) for k, v in PLAYERS.items()}
        players = page.count("players", _("Players"), names, "2")
        rules = page.rules(RULES, "seed")
        st.caption(
            _(
                "With four players the partners sitting opposite share their points, so the "
                "charts count teams; with two or three each player is a side."
            )
        )
    setup = Q.pasur_setup(Q.pasur_options(rules, players), inputs.seed, inputs.player)

    def reduce_pasur(deals: Sequence[Sequence[Deal]]) -> PasurStats:
        return Q.pasur_stats(deals[0], players)

    def draw(result: Result[PasurStats]) -> None:
        stats = result.value
        charts = {**_points_section(page, stats), **_sur_section(page, stats)}
        st.subheader(_("Playing last"))
        c1, c2 = st.columns([3, 2], gap="large")
        with c1:
            charts["margin"] = page.chart(pasur_margin(ctx, stats), "margin")
        with c2:
            st.markdown(_edge_text(ctx, stats, result.played))
            page.caption(
                N_(
                    "Player at every seat: {player} · {n} random hands · {rules} · error bars: 95% "
                    "intervals, which hold the value over endless hands 19 times in 20; a group "
                    "seen fewer than 10 times is drawn faint."
                ),
                inputs.player,
                result.played,
                rules=ctx.gettext(RULES[rules]),
            )
            page.samples(_samples(ctx, setup, stats), charts)

    page.run([setup], inputs.n, reduce_pasur, "chahar_barg", draw)


def _means(stats: PasurStats) -> tuple[float, float, float]:
    """A side's mean points a hand: in all, in cards, from surs."""
    rows = stats.positions
    return (
        sum(r.total.mean for r in rows) / len(rows),
        sum(r.cards.mean for r in rows) / len(rows),
        sum(r.sur_points.mean for r in rows) / len(rows),
    )


def _points_section(page: W.Page, stats: PasurStats) -> dict[str, object]:
    ctx = page.ctx
    _ = ctx._
    total, cards, surs = _means(stats)
    st.subheader(_("Points per hand"))
    st.markdown(
        _(
            "A side takes **{total}** points a hand on average: {cards} in cards and {surs} from "
            "surs, so {share} of all the points come from surs.",
            total=ctx.num(total, decimals=1),
            cards=ctx.num(cards, decimals=1),
            surs=ctx.num(surs, decimals=1),
            share=C.percent(ctx, stats.sur_share),
        )
    )
    return page.chart_pair({"split": pasur_split(ctx, stats), "points": pasur_points(ctx, stats)})


def _sur_section(page: W.Page, stats: PasurStats) -> dict[str, object]:
    ctx = page.ctx
    _ = ctx._
    st.subheader(_("What a sur is worth"))
    groups = {r.key: r for r in stats.by_surs}
    line = _(
        "{p} of the hands have at least one sur; {mean} points a hand come from surs.",
        p=C.percent(ctx, stats.with_sur.p),
        mean=ctx.num(_means(stats)[2] * len(stats.positions), decimals=1),
    )
    if "0" in groups and "1" in groups:
        line += " " + _(
            "A side that makes one sur wins the hand {one} of the time, one without a sur {none}.",
            one=C.percent(ctx, groups["1"].won.p),
            none=C.percent(ctx, groups["0"].won.p),
        )
    st.markdown(line)
    return page.chart_pair(
        {"surs": pasur_sur_counts(ctx, stats), "wins": pasur_sur_wins(ctx, stats)}
    )


def _edge_text(ctx: Ctx, stats: PasurStats, played: int) -> str:
    """What the dealer's margin says, with its interval."""
    _ = ctx._
    dealer = {r.key: r for r in stats.positions}["dealer"]
    lo, hi = dealer.margin.interval
    text = _(
        "The dealer plays last in every deal, and at the end of the hand the cards left on the "
        "table go to whoever took last. Against the others, {who} scores **{margin}** points a "
        "hand on average (95% interval {lo} to {hi}) and wins {won} of the hands.",
        who=_("the dealer's team") if stats.players == 4 else _("the dealer"),
        margin=C.signed(ctx, dealer.margin.mean, 2),
        lo=C.signed(ctx, lo, 2),
        hi=C.signed(ctx, hi, 2),
        won=C.percent(ctx, dealer.won.p),
    )
    if lo <= 0 <= hi:
        return (
            text
            + " "
            + _("The interval holds zero: over {n} hands no edge either way is shown.", n=played)
        )
    if hi < 0:
        return text + " " + _("Playing last is a disadvantage with this player and these rules.")
    return text + " " + _("Playing last is an advantage with this player and these rules.")


def _samples(ctx: Ctx, setup: Setup, stats: PasurStats) -> list[W.Sample]:
    """Every chart point's sample hand."""
    _ = ctx._
    outcomes = {o: ctx.gettext(what) for o, what in OUTCOMES.items()}

    def side(key: str, where: str, row: PasurSideRow) -> list[W.Sample]:
        labels = {o: f"{where} · {what}" for o, what in outcomes.items()}
        return W.outcome_samples(ctx, setup, key, row.samples, labels, hand_label)

    def surs(k: int) -> str:
        return _("surs in the hand: {k}", k=k)

    def points(pm: tuple[int, bool]) -> str:
        if pm[1]:
            return _("a side made a sur and took {points} points", points=pm[0])
        return _("a side made no sur and took {points} points", points=pm[0])

    samples = [
        s
        for r in stats.positions
        for s in side(r.key, pasur_position(ctx, stats.players, r.key), r)
    ]
    samples += [
        s for r in stats.by_surs for s in side(f"sur{r.key}", surs_made(ctx, int(r.key)), r)
    ]
    samples += W.tally_samples(ctx, setup, "surs", stats.sur_counts, surs, label=hand_label)
    samples += W.tally_samples(
        ctx, setup, "points", stats.points, points, lambda pm: f"{pm[0]}-{int(pm[1])}", hand_label
    )
    return samples


__all__ = [
    "page",
    "pasur_margin",
    "pasur_points",
    "pasur_position",
    "pasur_split",
    "pasur_sur_counts",
    "pasur_sur_wins",
]
