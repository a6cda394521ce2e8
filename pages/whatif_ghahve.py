"""Ghahve what-if: what do teams bid, how many tricks do they take, and what does a bid score?

Random deals of one hand, every seat bidding and playing as the chosen player
(``pasur.whatif.ghahve_setup``); each deal gives two team-hands (a team's bid is its two players'
bids added). URL: ``max_bid``, ``joker_lead``, ``p``, ``n``, ``seed`` (see ``ui/whatif.py``).
"""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from pasur.registry import GAMES
from pasur.sim import Deal
from pasur.whatif import GhahveRow, ghahve_bid_grid, ghahve_bid_rows, ghahve_setup
from ui import charts, simrun
from ui import rulings_ghahve as G
from ui import whatif as W
from ui.frame import frame
from ui.i18n import N_

ctx = frame()
_ = ctx._
spec = GAMES["ghahve"]
page = W.Page(ctx, "wg")

# Hands: about 7 ms a hand with the heuristic player in one process, 3.6 ms with the
# two-process pool (3.4 and 1.7 ms with the plain player; measured on 2 cores with
# benchmarks/whatif.py), so the default 500 hands take 1.8 s (3.6 s without the pool).
DEALS = (200, 500, 1000, 2000, 5000, 10000)
DEFAULT_DEALS = 500
MAX_BIDS = ("13", "8", "7", "6", "5")
JOKER_LEADS = {
    "free": N_("any card (the joker has no suit)"),
    "spades": N_("spades, if they hold any"),
    "next_card": N_("the suit of the next ordinary card"),
}

Grid = dict[tuple[int, int], tuple[int, int]]

st.title(_("Ghahve: bids and tricks"))
page.url.notices_here(ctx)
st.markdown(
    _(
        "In Ghahve each player bids the tricks he expects to take and the partners' bids are "
        "added: a team that takes at least its bid scores 10 a bid trick and 1 an extra trick, "
        "and a team that falls short loses 10 a bid trick. The app deals many random hands, the "
        "same player bidding and playing all four seats, and shows what teams bid against the "
        "tricks they took, how often each team bid is made and what it scores on average."
    )
)

left, right = st.columns([3, 2], gap="large")
with right:
    player = page.player(spec)
    n = page.deals(_("Hands"), DEALS, DEFAULT_DEALS)
    with st.expander(_("More settings"), icon=":material/tune:"):
        seed = page.seed()
with left:
    max_bid = page.choice(
        "max_bid",
        ctx.gettext(G.OPTION_LABELS["max_bid"]),
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

setup = ghahve_setup(f"max_bid:{max_bid},joker_lead:{joker_lead}", seed, player)
player_name = W.player_label(ctx, player)


def reduce_ghahve(deals: Sequence[Sequence[Deal]]) -> tuple[list[GhahveRow], Grid]:
    return ghahve_bid_rows(deals[0]), ghahve_bid_grid(deals[0])


st.divider()
result = simrun.run(
    ctx, simrun.Job((setup,), n), reduce_ghahve, key="wg_run", reducer="ghahve_bids"
)
if result is not None:
    rows, grid = result.value
    made = sum(r.make.k for r in rows)
    hands = sum(r.make.n for r in rows)
    if hands:
        st.markdown(
            _(
                "Teams made their bid in {p} of {n} team-hands; the most common team bid was "
                "**{bid}**.",
                p=charts.percent(ctx, made / hands),
                n=hands,
                bid=max(rows, key=lambda r: r.make.n).bid,
            )
        )
    chart_grid = W.chart(ctx, charts.ghahve_grid(ctx, grid), "wg_chart_grid")
    c1, c2 = st.columns(2, gap="medium")
    with c1:
        chart_make = W.chart(ctx, charts.ghahve_make(ctx, rows), "wg_chart_make")
    with c2:
        chart_score = W.chart(ctx, charts.ghahve_score(ctx, rows), "wg_chart_score")
    st.caption(
        _(
            "Player at every seat: {player} · {n} random hands, two team-hands each · error bars: "
            "95% intervals, which hold the value over endless hands 19 times in 20; a bid seen "
            "fewer than 10 times is drawn faint.",
            player=player_name,
            n=result.played,
        )
    )
    samples = [
        W.Sample(
            charts.pick_id(f"bid{row.bid}", outcome),
            W.deal_label(
                ctx,
                _("team bid {bid} made", bid=row.bid)
                if outcome == "made"
                else _("team bid {bid} failed", bid=row.bid),
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
            charts.pick_id("grid", f"{b}-{t}"),
            W.deal_label(
                ctx, _("a team bid {bid} and took {tricks} tricks", bid=b, tricks=t), index
            ),
            setup,
            index,
        )
        for (b, t), (_count, index) in sorted(grid.items())
    ]
    page.samples(samples, {"grid": chart_grid, "make": chart_make, "score": chart_score})
