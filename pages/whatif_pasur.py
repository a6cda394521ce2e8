"""Pasur what-if: how do the points of a hand fall, what is a sur worth, and does the dealer, who
plays last in every deal, have the edge?

Random hands (one round of 52 cards each), every seat played by the chosen player
(``pasur.whatif.pasur_setup``); the deals are reduced to the rows of
``pasur.whatif.pasur_stats``: each seat (or team) by where it sits from the dealer, the sides
grouped by the surs they made, the surs per hand and the points per side. URL: ``players``
(2, 3, 4), ``rules`` (``seed``, ``pagat``, ``open``), ``p``, ``n``, ``seed`` (see
``ui/whatif.py``).
"""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from pasur.registry import GAMES
from pasur.sim import Deal, player_names
from pasur.whatif import (
    PASUR_RULES,
    SUR_ROWS,
    PasurStats,
    pasur_options,
    pasur_setup,
    pasur_stats,
)
from ui import charts, simrun
from ui import whatif as W
from ui.frame import frame
from ui.i18n import N_

ctx = frame()
_ = ctx._
spec = GAMES["chahar_barg"]
page = W.Page(ctx, "wp")

# Hands: the heuristic player plays a hand (a whole round, two, three or four players alike) in
# about 11.4 ms in one process, 5.8 ms with the two-process pool (the state machine plays it:
# there is no fast path; measured on 2 cores with ui.simrun.play_rounds), so the default 500
# hands take 2.9 s (5.7 s without the pool) on a first visit; later visits are cached.
DEALS = (100, 200, 500, 1000, 2000, 5000)
DEFAULT_DEALS = 500
PLAYERS = ("2", "3", "4")
RULES = {
    "seed": N_("the seed's rules: a jack's sur 10, no sur in the last deal"),
    "pagat": N_("the standard rules (pagat): a jack makes no sur"),
    "open": N_("open Pasur: each player shows one card a deal"),
}
PLAYER_HELP = N_(
    "Who plays every seat in the simulated hands. The random player plays any legal card; the "
    "plain player takes the capture worth the most card points, or lays its least useful card; "
    "the heuristic player also counts the cards seen, weighs what the next player could take "
    "from the table it leaves (a sur above all) and keeps its jacks for big captures."
)

st.title(_("Pasur: what is a sur worth?"))
page.url.notices_here(ctx)
st.markdown(
    _(
        "A hand of Pasur here is a whole round: all 52 cards, dealt four at a time. Its cards "
        "hold 20 points (7 for the most clubs, 3 for the 10♦, 2 for the 2♣, 1 for each jack and "
        "each ace), and every sur, clearing the table, adds 5 or 10 more. The app plays many "
        "random hands with the same player at every seat and shows how the points fall, what "
        "surs are worth, and whether the dealer, who plays last in every deal, has the edge."
    )
)

left, right = st.columns([3, 2], gap="large")
with right:
    names = tuple(n for n in player_names(spec) if n in W.PLAYER_LABELS)
    player = page.choice(
        "p",
        _("Player at every seat"),
        names,
        W.default_player(spec),
        lambda n: W.player_label(ctx, n),
        help=ctx.gettext(PLAYER_HELP),
    )
    n = page.deals(_("Hands"), DEALS, DEFAULT_DEALS)
    with st.expander(_("More settings"), icon=":material/tune:"):
        seed = page.seed()
with left:
    players = int(
        page.choice(
            "players",
            _("Players"),
            PLAYERS,
            "2",
            lambda v: {
                "2": _("two players"),
                "3": _("three players"),
                "4": _("four, in two teams"),
            }[v],
            horizontal=True,
        )
    )
    rules = page.choice(
        "rules",
        _("Rules"),
        PASUR_RULES,
        "seed",
        lambda v: ctx.gettext(RULES[v]),
    )
    st.caption(
        _(
            "With four players the partners sitting opposite share their points, so the charts "
            "count teams; with two or three each player is a side."
        )
    )

setup = pasur_setup(pasur_options(rules, players), seed, player)
player_name = W.player_label(ctx, player)


def reduce_pasur(deals: Sequence[Sequence[Deal]]) -> PasurStats:
    return pasur_stats(deals[0], players)


def place(key: str) -> str:
    return charts.pasur_position(ctx, players, key)


def hand_label(what: str, index: int) -> str:
    """A sample's label: "(hand 3)" rather than the other pages' "(deal 3)", since a Pasur
    hand is made of several deals."""
    return _("{what} (hand {i})", what=what, i=index + 1)


st.divider()
result = simrun.run(ctx, simrun.Job((setup,), n), reduce_pasur, key="wp_run", reducer="chahar_barg")
if result is not None:
    stats = result.value
    rows = {r.key: r for r in stats.positions}
    everyone = stats.positions
    total = sum(r.total.mean for r in everyone) / len(everyone)
    cards = sum(r.cards.mean for r in everyone) / len(everyone)
    surs = sum(r.sur_points.mean for r in everyone) / len(everyone)

    st.subheader(_("Points per hand"))
    st.markdown(
        _(
            "A side takes **{total}** points a hand on average: {cards} in cards and {surs} from "
            "surs, so {share} of all the points come from surs.",
            total=ctx.num(total, decimals=1),
            cards=ctx.num(cards, decimals=1),
            surs=ctx.num(surs, decimals=1),
            share=charts.percent(ctx, stats.sur_share),
        )
    )
    c1, c2 = st.columns(2, gap="medium")
    with c1:
        chart_split = W.chart(ctx, charts.pasur_split(ctx, stats), "wp_chart_split")
    with c2:
        chart_points = W.chart(ctx, charts.pasur_points(ctx, stats), "wp_chart_points")

    st.subheader(_("What a sur is worth"))
    groups = {r.key: r for r in stats.by_surs}
    line = _(
        "{p} of the hands have at least one sur; {mean} points a hand come from surs.",
        p=charts.percent(ctx, stats.with_sur.p),
        mean=ctx.num(surs * len(everyone), decimals=1),
    )
    if "0" in groups and "1" in groups:
        line += " " + _(
            "A side that makes one sur wins the hand {one} of the time, one without a sur {none}.",
            one=charts.percent(ctx, groups["1"].won.p),
            none=charts.percent(ctx, groups["0"].won.p),
        )
    st.markdown(line)
    c1, c2 = st.columns(2, gap="medium")
    with c1:
        chart_surs = W.chart(ctx, charts.pasur_sur_counts(ctx, stats), "wp_chart_surs")
    with c2:
        chart_wins = W.chart(ctx, charts.pasur_sur_wins(ctx, stats), "wp_chart_wins")

    st.subheader(_("Playing last"))
    dealer = rows["dealer"]
    lo, hi = dealer.margin.interval
    text = _(
        "The dealer plays last in every deal, and at the end of the hand the cards left on the "
        "table go to whoever took last. Against the others, {who} scores **{margin}** points a "
        "hand on average (95% interval {lo} to {hi}) and wins {won} of the hands.",
        who=_("the dealer's team") if players == 4 else _("the dealer"),
        margin=charts.signed(ctx, dealer.margin.mean, 2),
        lo=charts.signed(ctx, lo, 2),
        hi=charts.signed(ctx, hi, 2),
        won=charts.percent(ctx, dealer.won.p),
    )
    if lo <= 0 <= hi:
        text += " " + _(
            "The interval holds zero: over {n} hands no edge either way is shown.", n=result.played
        )
    elif hi < 0:
        text += " " + _("Playing last is a disadvantage with this player and these rules.")
    else:
        text += " " + _("Playing last is an advantage with this player and these rules.")
    c1, c2 = st.columns([3, 2], gap="large")
    with c1:
        chart_margin = W.chart(ctx, charts.pasur_margin(ctx, stats), "wp_chart_margin")
    with c2:
        st.markdown(text)
        st.caption(
            _(
                "Player at every seat: {player} · {n} random hands · {rules} · error bars: 95% "
                "intervals, which hold the value over endless hands 19 times in 20; a group seen "
                "fewer than 10 times is drawn faint.",
                player=player_name,
                n=result.played,
                rules=ctx.gettext(RULES[rules]),
            )
        )
        outcomes = {"won": _("won the hand"), "lost": _("did not win the hand")}
        samples = [
            W.Sample(
                charts.pick_id(key, outcome),
                hand_label(f"{place(key)} · {outcomes[outcome]}", row.samples[outcome]),
                setup,
                row.samples[outcome],
            )
            for key, row in rows.items()
            for outcome in ("won", "lost")
            if outcome in row.samples
        ]
        samples += [
            W.Sample(
                charts.pick_id(f"sur{row.key}", outcome),
                hand_label(
                    (
                        _("surs made: {k} or more", k=int(row.key))
                        if int(row.key) >= SUR_ROWS
                        else _("surs made: {k}", k=int(row.key))
                    )
                    + f" · {outcomes[outcome]}",
                    row.samples[outcome],
                ),
                setup,
                row.samples[outcome],
            )
            for row in stats.by_surs
            for outcome in ("won", "lost")
            if outcome in row.samples
        ]
        samples += [
            W.Sample(
                charts.pick_id("surs", k),
                hand_label(_("surs in the hand: {k}", k=k), index),
                setup,
                index,
            )
            for k, (_count, index) in stats.sur_counts.items()
        ]
        samples += [
            W.Sample(
                charts.pick_id("points", f"{p}-{int(made)}"),
                hand_label(
                    _("a side made a sur and took {points} points", points=p)
                    if made
                    else _("a side made no sur and took {points} points", points=p),
                    index,
                ),
                setup,
                index,
            )
            for (p, made), (_count, index) in stats.points.items()
        ]
        page.samples(
            samples,
            {
                "split": chart_split,
                "points": chart_points,
                "surs": chart_surs,
                "wins": chart_wins,
                "margin": chart_margin,
            },
        )
