"""Hokm what-if: which trump should the hakem name with these first five cards? And how do hands
go for the hakem over random deals?

The deals are simulated with ``pasur.whatif`` (seat 0 is hakem and holds the five cards; one
simulation per trump it could name), played by the chosen player at every seat. The URL holds
the inputs (``view``, ``cards``, ``modes``, ``p``, ``n``, ``seed``; see ``ui/whatif.py``), so a
link draws the same chart. A point of a chart opens a deal behind it in the explorer.
"""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from pasur.cards import Card, parse_card
from pasur.registry import GAMES
from pasur.sim import Deal, Setup
from pasur.whatif import (
    HokmRow,
    hokm_overall,
    hokm_overall_setup,
    hokm_trump_rows,
    hokm_trump_setups,
)
from ui import charts, simrun, texts
from ui import whatif as W
from ui.frame import frame

ctx = frame()
_ = ctx._
spec = GAMES["hokm"]
page = W.Page(ctx, "wh")

# Hands per trump. The heuristic player plays a hand in about 0.7 ms in one process, 0.4 ms
# with the two-process pool (measured on 2 cores with benchmarks/whatif.py), so the default
# 4 x 1,000 hands take 1.5 s (2.7 s without the pool) on a first visit; later visits are
# cached.
DEALS = (250, 500, 1000, 2000, 5000, 10000)
DEFAULT_DEALS = 1000
DEFAULT_HAND = tuple(parse_card(c) for c in ("AH", "KH", "QH", "9S", "4D"))

st.title(_("Hokm: which trump?"))
page.url.notices_here(ctx)
st.markdown(
    _(
        "The hakem names trump after seeing only his first five cards. Write five cards, and the "
        "app plays many hands to the end for each trump he could name: the rest of the deck is "
        "dealt at random each time, and the same player plays all four seats. The chart shows "
        "how often the hakem's side wins the hand, wins it 7 to 0 (kot) and loses it 7 to 0 "
        "(hakem-kot)."
    )
)

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
seed = 1
left, right = st.columns([3, 2], gap="large")
with right:
    player = page.player(spec)
    modes = page.flag(
        "modes",
        _("Saras, Naras and Taknaras allowed"),
        help=_("The special no-trump modes, a house rule: with it on they are simulated too."),
    )
    n = page.deals(_("Hands per trump") if view == "trump" else _("Hands"), DEALS, DEFAULT_DEALS)
    with st.expander(_("More settings"), icon=":material/tune:"):
        seed = page.seed()
cards: Sequence[Card] | None = None
with left:
    if view == "trump":
        cards = page.hand(
            "hokm", 5, DEFAULT_HAND, label=_("The hakem's first five cards"), seed=seed
        )
    else:
        page.url.drop("cards")
        st.markdown(
            _(
                "Over random deals, with the trump chosen by the player itself: how often does "
                "the hakem's side win the hand, win it 7 to 0, or lose it 7 to 0?"
            )
        )

options = "special_modes:on" if modes else ""
player_name = W.player_label(ctx, player)


def summary_line(rows: Sequence[HokmRow]) -> None:
    """One line under the chart: the trump that wins most often, and the best margin."""
    best = max(rows, key=lambda r: r.won.p)
    best_margin = max(rows, key=lambda r: r.points.mean)
    st.markdown(
        _(
            "With these cards, **{contract}** wins the hand most often: in {p} of the hands. "
            "The best point margin per hand comes with **{margin_contract}** ({margin}).",
            contract=texts.contract(ctx, best.contract),
            p=charts.percent(ctx, best.won.p),
            margin_contract=texts.contract(ctx, best_margin.contract),
            margin=charts.signed(ctx, best_margin.points.mean, 2, plus=True),
        )
    )


def outcome_samples(row: HokmRow, setup: Setup, where: str) -> list[W.Sample]:
    out = []
    for outcome, label in charts.HOKM_OUTCOMES.items():
        if outcome in row.samples:
            what = f"{where}: {ctx.gettext(label)}" if where else ctx.gettext(label)
            out.append(
                W.Sample(
                    charts.pick_id(row.contract, outcome),
                    W.deal_label(ctx, what, row.samples[outcome]),
                    setup,
                    row.samples[outcome],
                )
            )
    return out


st.divider()
if view == "trump":
    if cards is not None:
        setups = hokm_trump_setups(options, cards, seed, player)
        contracts = list(setups)

        def reduce_trump(deals: Sequence[Sequence[Deal]]) -> list[HokmRow]:
            return hokm_trump_rows(dict(zip(contracts, deals, strict=True)))

        result = simrun.run(
            ctx,
            simrun.Job(tuple(setups.values()), n),
            reduce_trump,
            key="wh_run",
            reducer="hokm_trump",
        )
        if result is not None:
            rows = result.value
            rates = W.chart(ctx, charts.hokm_trump(ctx, rows), "wh_chart_rates")
            st.caption(
                _(
                    "Player at every seat: {player} · {n} hands per trump, the same random deals "
                    "for every trump · the thin lines are 95% intervals: the share over endless "
                    "hands lies inside them 19 times in 20.",
                    player=player_name,
                    n=result.played,
                )
            )
            c1, c2 = st.columns(2, gap="large")
            with c1:
                margin = W.chart(ctx, charts.hokm_margin(ctx, rows), "wh_chart_margin")
            with c2:
                summary_line(rows)
                samples = [
                    s
                    for row in rows
                    for s in outcome_samples(
                        row, setups[row.contract], texts.contract(ctx, row.contract)
                    )
                ]
                page.samples(samples, {"rates": rates, "margin": margin})
else:
    setup = hokm_overall_setup(options, seed, player)

    def reduce_overall(deals: Sequence[Sequence[Deal]]) -> HokmRow:
        return hokm_overall(deals[0])

    result = simrun.run(
        ctx, simrun.Job((setup,), n), reduce_overall, key="wh_run", reducer="hokm_overall"
    )
    if result is not None:
        row = result.value
        overall = W.chart(ctx, charts.hokm_overall(ctx, row), "wh_chart_overall")
        st.caption(
            _(
                "Player at every seat, naming trump too: {player} · {n} random hands · the thin "
                "lines are 95% intervals: the share over endless hands lies inside them 19 "
                "times in 20.",
                player=player_name,
                n=result.played,
            )
        )
        page.samples(outcome_samples(row, setup, ""), {"overall": overall})
