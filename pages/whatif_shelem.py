"""Shelem what-if: with these twelve cards, how high should I bid?

Seat 0 bids 100, the others pass, and seat 0 plays the hand as hakem with the chosen player at
every seat (``pasur.whatif.shelem_bid_setup``). The play does not depend on the bid, so every
simulated hand says what each bid from 100 to 165 would have scored under the table's scoring
options; only the points taken are kept, so changing a scoring option redraws the charts without
playing again. URL: ``hand=random`` (a new hand every deal), ``cards``, ``made_score``,
``undeclared_shelem``, ``failure_penalty``, ``p``, ``n``, ``seed`` (see ``ui/whatif.py``).
"""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from pasur.cards import Card, parse_card
from pasur.errors import OptionsError
from pasur.games.shelem import ShelemOptions
from pasur.options import format_options, option_info
from pasur.records import Record
from pasur.registry import GAMES
from pasur.sim import Deal
from pasur.whatif import shelem_bid_rows, shelem_bid_setup, shelem_points
from ui import charts, simrun
from ui import rulings_shelem as S
from ui import whatif as W
from ui.frame import frame

ctx = frame()
_ = ctx._
spec = GAMES["shelem"]
page = W.Page(ctx, "ws")

# Hands: about 8 ms a hand with the heuristic player in one process, 3.7 ms with the
# two-process pool (6.8 and 3.4 ms with the plain player; measured on 2 cores with
# benchmarks/whatif.py), so the default 500 hands take 1.9 s (4 s without the pool).
DEALS = (100, 200, 500, 1000, 2000, 5000)
DEFAULT_DEALS = 500
DEFAULT_HAND = tuple(
    parse_card(c) for c in ("AS", "KS", "TS", "5S", "3S", "AH", "KH", "QH", "5D", "9D", "4C", "2C")
)
SCORING = ("made_score", "undeclared_shelem", "failure_penalty")
EMPTY = Record("shelem", "", ())

st.title(_("Shelem: how high to bid?"))
page.url.notices_here(ctx)
st.markdown(
    _(
        "You are the hakem: you bid 100, the others pass, and you play the hand with these "
        "twelve cards, the widow and the other hands dealt at random each time. The same player "
        "plays all four seats, taking the widow, putting four cards down and naming trump. The "
        "play does not depend on the bid, so every simulated hand tells what each bid from 100 "
        "to 165 would have scored: the chance of making it, and its expected score under the "
        "scoring rules you choose."
    )
)

seed = 1
left, right = st.columns([3, 2], gap="large")
with right:
    player = page.player(spec)
    n = page.deals(_("Hands"), DEALS, DEFAULT_DEALS)
    with st.expander(_("Scoring rules"), icon=":material/tune:"):
        defaults = ShelemOptions()
        chosen = {
            name: page.choice(
                name,
                ctx.gettext(S.OPTION_LABELS[name]),
                tuple(option_info(ShelemOptions, name).choices),
                str(getattr(defaults, name)),
                lambda v, name=name: ctx.gettext(S.CHOICE_LABELS[(name, v)]),  # type: ignore[misc]
                help=S.option_help(ShelemOptions, name, ctx.lang),
            )
            for name in SCORING
        }
    with st.expander(_("More settings"), icon=":material/tune:"):
        seed = page.seed()
cards: Sequence[Card] | None = None
with left:
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
    else:
        page.url.drop("cards")

try:
    options = ShelemOptions(**chosen)
except OptionsError:  # pragma: no cover - the boxes offer valid values only
    options = ShelemOptions()
scoring = format_options(options)
player_name = W.player_label(ctx, player)

st.divider()
if mode == "random" or cards is not None:
    setup = shelem_bid_setup("", cards, seed, player)

    def reduce_taken(deals: Sequence[Sequence[Deal]]) -> tuple[tuple[int, int], ...]:
        return tuple((d.index, int(d.summary["taken"])) for d in deals[0])

    result = simrun.run(
        ctx, simrun.Job((setup,), n), reduce_taken, key="ws_run", reducer="shelem_taken"
    )
    if result is not None:
        deals = [Deal(i, EMPTY, {"taken": t}) for i, t in result.value]
        rows = shelem_bid_rows(scoring, deals)
        counts = shelem_points(deals)
        first: dict[int, int] = {}
        for i, t in result.value:
            first.setdefault(t, i)
        best = charts.best_bid(rows)
        limit = charts.highest_positive(rows)
        if best is not None:
            line = _(
                "Best expected score: a bid of **{bid}**, {mean} points on average.",
                bid=best.bid,
                mean=charts.signed(ctx, best.score.mean, 1),
            )
            if limit is None:
                line += " " + _("No bid has a positive expected score with these cards.")
            elif limit.bid != best.bid:
                line += " " + _(
                    "In an auction, stop at **{bid}**: above it the contract loses points on "
                    "average.",
                    bid=limit.bid,
                )
            st.markdown(line)
        if options.made_score == "taken":
            st.caption(
                _(
                    "With these rules a made contract scores the points taken, whatever the bid, "
                    "so the lowest bid always has the best expected score; what the chart tells "
                    "is how high you can go before the bid costs more than it brings."
                )
            )
        c1, c2 = st.columns(2, gap="medium")
        with c1:
            make = W.chart(ctx, charts.shelem_make(ctx, rows), "ws_chart_make")
        with c2:
            score = W.chart(ctx, charts.shelem_score(ctx, rows), "ws_chart_score")
        taken = W.chart(
            ctx,
            charts.shelem_points(ctx, counts, first, best.bid if best else None),
            "ws_chart_points",
        )
        st.caption(
            _(
                "Player at every seat: {player} · {n} hands, {hand} · lines and bands: 95% "
                "intervals, which hold the value over endless hands 19 times in 20.",
                player=player_name,
                n=result.played,
                hand=_("with your twelve cards") if cards is not None else _("random hands"),
            )
        )
        samples = [
            W.Sample(
                charts.pick_id(row.bid, outcome),
                W.deal_label(
                    ctx,
                    _("bid {bid} made", bid=row.bid)
                    if outcome == "made"
                    else _("bid {bid} failed", bid=row.bid),
                    row.samples[outcome],
                ),
                setup,
                row.samples[outcome],
            )
            for row in rows
            for outcome in ("made", "failed")
            if outcome in row.samples
        ]
        samples += [
            W.Sample(
                charts.pick_id("points", t),
                W.deal_label(ctx, _("the hakem's side took {points} points", points=t), i),
                setup,
                i,
            )
            for t, i in sorted(first.items())
        ]
        page.samples(samples, {"make": make, "score": score, "points": taken})
