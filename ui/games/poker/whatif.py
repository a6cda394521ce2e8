"""Poker's what-if screen: how does each kind of starting hand do against so many opponents?

Single hands at a table of two to eight, every seat played by the chosen player
(:mod:`pasur.games.poker.whatif`); every seat's two hole cards are one starting hand, grouped
into classes (a high pair, an ace with a card of its suit, …). For each class: how often it
comes out ahead, how often it wins (or shares) a pot at the showdown, and the chips it wins or
loses a hand, with 95% intervals. URL: ``rules`` (``documents``, ``holdem``), ``opp`` (1 to 7),
``p``, ``n``, ``seed`` (see :mod:`ui.whatif`).

Hands: ``python benchmarks/whatif.py`` times the default question in one process and on the
two-process pool. However long it takes, the page draws a first answer within about a second, then
sharper ones until it is done (:func:`ui.simrun.run`), and a finished answer is kept, across
restarts too (:mod:`ui.result_store`). The slider stops at 1,000 hands.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

import plotly.graph_objects as go  # type: ignore[import-untyped]
import streamlit as st

from pasur.games.poker import whatif as Q
from pasur.games.poker.whatif import StartRow
from pasur.sim import Deal, Setup
from ui import charts as C
from ui import whatif as W
from ui.frame import Ctx
from ui.i18n import N_
from ui.simrun import Result

INTRO: Final = N_(
    "Before the first bet all you know is your two hole cards. The app deals many single "
    "hands at a table with the number of opponents you choose, the same player at every "
    "seat, and sorts every seat's two cards into a kind of starting hand: for each kind, how "
    "often it came out ahead (took the pot, at the showdown or because everyone else "
    "folded), how often it reached the showdown and won there, and how many chips it won or "
    "lost a hand."
)
PLAYER_HELP: Final = N_(
    "Who plays every seat in the simulated hands. The plain player looks only at its two "
    "cards: it raises with a high pair or two high cards of a suit, calls with fair cards "
    "and folds weak ones to a real bet; the heuristic player estimates its chance of winning "
    "by dealing the unseen cards out many times, and calls, bets or folds by the price of "
    "staying in."
)
SCREEN: Final = W.Screen(
    "wk",
    "poker",
    INTRO,
    (50, 100, 200, 500, 1000),
    100,
    N_("Hands dealt"),
    PLAYER_HELP,
    moment=("action",),  # the first bet of the hand, with the hole cards known
    moment_text=N_("the betting begins, with the hole cards dealt"),
)
RULES: Final = {
    "documents": N_("the documents' poker: exactly two hole cards, the A-2-3-4-5 royal"),
    "holdem": N_("Texas hold'em: the best five of seven, blinds 10 and 20"),
}
"""The presets offered. The documents' game with the joker is left out: the heuristic player
cannot yet weigh a joker in its hand (its equity estimate fails), so it cannot be simulated."""
OPPONENTS: Final = tuple(str(k) for k in range(1, Q.MAX_OPPONENTS + 1))
CLASSES: Final = {
    "pair_high": N_("a pair of tens or better"),
    "pair_low": N_("a pair of nines or lower"),
    "ace_suited": N_("an ace and a card of its suit"),
    "ace_offsuit": N_("an ace and a card of another suit"),
    "broadway": N_("two cards from ten to king"),
    "suited_connected": N_("neighbours of one suit (9♣ 8♣)"),
    "suited": N_("two of one suit"),
    "connected": N_("neighbours of two suits (9♣ 8♦)"),
    "other": N_("anything else"),
    "joker": N_("a joker"),
}
OUTCOMES: Final = {"ahead": N_("came out ahead"), "not": N_("did not come out ahead")}


SHORT: Final = {
    "pair_high": N_("high pair"),
    "pair_low": N_("low pair"),
    "ace_suited": N_("ace, suited"),
    "ace_offsuit": N_("ace, offsuit"),
    "broadway": N_("two of 10 to K"),
    "suited_connected": N_("suited neighbours"),
    "suited": N_("suited"),
    "connected": N_("neighbours"),
    "other": N_("other"),
    "joker": N_("joker"),
}
"""The classes' short names, for the charts' axes (a phone's width holds them); the sample box
and the sentences say :data:`CLASSES`."""


def class_label(ctx: Ctx, key: str) -> str:
    """A class's short name on a chart (a right-to-left isolate in Persian)."""
    return C.rtl_text(ctx, ctx.gettext(SHORT[key]))


def _pick(row: StartRow) -> str:
    outcome = C.first_sample(row.samples, tuple(OUTCOMES))
    return C.pick_id(row.key, outcome) if outcome else ""


def poker_rates(ctx: Ctx, rows: Sequence[StartRow]) -> go.Figure:
    """Per class of starting hand: how often it comes out ahead, reaches the showdown, and wins
    there; grouped bars with 95% error bars."""
    _ = ctx._
    picks = [_pick(r) for r in rows]
    series = [
        C.Series(_("comes out ahead"), C.COLORS["won"], [r.ahead for r in rows], picks),
        C.Series(_("reaches the showdown"), C.COLORS["kot"], [r.showdown for r in rows], picks),
        C.Series(
            _("wins at the showdown"), C.COLORS["surs"], [r.showdown_won for r in rows], picks
        ),
    ]
    fig = C.grouped_rates(
        ctx,
        _("How each starting hand does"),
        [class_label(ctx, r.key) for r in rows],
        series,
        axes=(_("Your two hole cards"), _("Share of starting hands")),
    )
    # Ten kinds of hand: on a phone their names turn on end, so the legend goes lower.
    fig.update_layout(legend={"y": -0.42}, margin={"b": 170}, height=C.HEIGHT + 60)
    return fig


def poker_chips(ctx: Ctx, rows: Sequence[StartRow]) -> go.Figure:
    """Per class of starting hand: the chips won or lost in a hand, with 95% error bars."""
    _ = ctx._
    return C.stat_bars(
        ctx,
        _("Chips won or lost per hand"),
        [class_label(ctx, r.key) for r in rows],
        [r.chips for r in rows],
        [_pick(r) for r in rows],
        what=_("chips won or lost"),
        axes=(_("Your two hole cards"), _("Chips per hand")),
        color=[C.COLORS["won"] if r.chips.mean >= 0 else C.COLORS["failed"] for r in rows],
        decimals=0,
    )


def page(ctx: Ctx) -> None:
    """The screen: the question, the table, then the two charts."""
    page, inputs = W.start(ctx, SCREEN)
    with inputs.left:
        rules = page.rules(RULES, "documents")
        numbers = {k: ctx.num(int(k)) for k in OPPONENTS}
        opponents = page.count("opp", ctx._("Opponents"), numbers, "3")
    setup = Q.poker_setup(rules, opponents, inputs.seed, inputs.player)

    def reduce_poker(deals: Sequence[Sequence[Deal]]) -> list[StartRow]:
        return Q.poker_rows(deals[0])

    def draw(result: Result[list[StartRow]]) -> None:
        rows = result.value
        st.markdown(_finding(ctx, rows, opponents))
        rates = page.chart(poker_rates(ctx, rows), "rates")
        c1, c2 = st.columns([3, 2], gap="large")
        with c1:
            chips = page.chart(poker_chips(ctx, rows), "chips")
        with c2:
            page.caption(
                N_(
                    "Player at every seat: {player} · {n} hands against {k} opponents, every "
                    "seat's cards counted · {rules} · error bars: 95% intervals, which hold the "
                    "value over endless hands 19 times in 20; a kind seen fewer than 10 times is "
                    "drawn faint."
                ),
                inputs.player,
                result.played,
                k=opponents,
                rules=ctx.gettext(RULES[rules]),
            )
            page.samples(_samples(ctx, setup, rows), {"rates": rates, "chips": chips})

    page.run([setup], inputs.n, reduce_poker, "poker_starts", draw)


def _finding(ctx: Ctx, rows: Sequence[StartRow], opponents: int) -> str:
    """The kind of hand that won most chips, and how often it came out ahead."""
    _ = ctx._
    best = max(rows, key=lambda r: r.chips.mean)
    return _(
        "Against {k} opponents, **{best}** won the most: {chips} chips a hand on average, and "
        "came out ahead in {ahead} of those hands.",
        k=opponents,
        best=ctx.gettext(CLASSES[best.key]),
        chips=C.signed(ctx, best.chips.mean, 0),
        ahead=C.percent(ctx, best.ahead.p),
    )


def _samples(ctx: Ctx, setup: Setup, rows: Sequence[StartRow]) -> list[W.Sample]:
    return [
        s
        for r in rows
        for s in W.outcome_samples(
            ctx,
            setup,
            r.key,
            r.samples,
            {
                o: f"{ctx.gettext(CLASSES[r.key])} · {ctx.gettext(what)}"
                for o, what in OUTCOMES.items()
            },
        )
    ]


__all__ = ["CLASSES", "SHORT", "class_label", "page", "poker_chips", "poker_rates"]
