"""Ghahve scores: what a hand scores, who deals next, and the running score to 501 or 1001.

One flow: the hand being scored (four bids, the tricks of either team) shows its score, the
rules that decide it and the next dealer at once, and is then added to the match sheet. The
logic is in :mod:`ui.games.ghahve.calculators`; this module draws widgets and keeps the URL in
step:

- ``o=``: the table rules, in the options' compact form (``target_points:1001``);
- ``sheet=``: the match sheet (see :func:`ui.games.ghahve.calculators.encode_sheet`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import streamlit as st

from pasur.games.ghahve import PRESETS, GhahveOptions
from pasur.options import format_options, option_info
from ui import rulings_kit as K
from ui import texts
from ui.games.ghahve import calculators as G
from ui.i18n import N_
from ui.option_labels import label_of, value_label
from ui.rulings_screen import Button, Panel, RulingsScreen
from ui.score_sheet import SHEET_CSS

GAME = "ghahve"
ss = st.session_state


INPUTS = ("gh_bid0", "gh_bid1", "gh_bid2", "gh_bid3", "gh_t0", "gh_t1")


class GhahveScores(RulingsScreen, game="ghahve", prefix="gh", calculators=G, missing=G.MISSING):
    """One run of the screen (see :class:`~ui.rulings_screen.RulingsScreen`)."""

    short_form = N_("The same rules in short form (you may paste rules such as preset:long)")
    panel = Panel(GhahveOptions, PRESETS, G.PANEL_OPTIONS, G.parse_ghahve_rules, K.preset_of)
    sheet_codec = (G.decode_sheet, G.encode_sheet)

    def rule_widgets(self, opts: GhahveOptions) -> None:
        """The three options of the panel, side by side."""
        shown: dict[str, tuple[list[Any], Callable[[Any], str]]] = {
            "target_points": (sorted({*G.TARGETS, opts.target_points}), self.ctx.num),
            "dealer_rotation": (
                list(option_info(GhahveOptions, "dealer_rotation").choices),
                lambda v: value_label(self.ctx, GhahveOptions, "dealer_rotation", v),
            ),
            "max_bid": (list(range(2, 14)), self.ctx.num),
        }
        for col, (name, (values, label)) in zip(st.columns(3), shown.items(), strict=True):
            with col:
                st.selectbox(
                    label_of(self.ctx, GhahveOptions, name),
                    values,
                    format_func=label,
                    key=f"gh_opt_{name}",
                    on_change=self.rules.on_widget,
                    help=K.option_help(GhahveOptions, name, self.ctx.lang),
                )

    # --- the sheet -------------------------------------------------------------------------------

    def typed(self) -> tuple[list[str], str, str]:
        return (
            [str(ss.get(f"gh_bid{s}") or "") for s in range(4)],
            str(ss.get("gh_t0") or ""),
            str(ss.get("gh_t1") or ""),
        )

    def on_add_hand(self) -> None:
        opts = self.rules.current()
        first, hands = self.sheet.data()
        if G.compute_sheet(first, hands, opts).over:
            return
        bids, ta, tb = self.typed()
        try:
            hand = G.read_hand(bids, ta, tb, opts)
        except K.Problem:
            return  # the message is on screen already
        self.sheet.add(hand)
        for key in INPUTS:
            ss[key] = ""

    def on_example(self) -> None:
        bids, tricks = G.SEED_EXAMPLE
        for seat, bid in enumerate(bids):
            ss[f"gh_bid{seat}"] = str(bid)
        ss["gh_t0"] = str(tricks)
        ss["gh_t1"] = ""

    def run(self) -> None:

        # --- the page -----------------------------------------------------------------------------

        self.header(
            self._(
                "Write each player's bid and the tricks each team took: the page gives each team's "
                "points, who deals next and the running score, and names the rule behind each "
                "answer."
            ),
        )
        opts = self.rules_panel()
        first, hands = self.sheet.data()
        sheet = G.compute_sheet(first, hands, opts)
        self.sheet.say_broken(
            self.problem_text, self._("The score sheet starts empty; add the hands again below.")
        )

        names = [texts.team(self.ctx, t) for t in (0, 1)]
        if self.sheet.totals(self.ctx, names, sheet.score, sheet.winner, opts.target_points):
            self.show_rule(sheet.rule_id)

        if not sheet.over:
            n = len(hands) + 1
            dealer = sheet.dealer
            with st.container(border=True, key="gh_hand"):
                st.markdown("**" + self._("Hand {n}", n=n) + "**")
                if not hands:
                    self.sheet.first_dealer_box(
                        self._("Who deals the first hand"),
                        ("0", "1", "2", "3"),
                        lambda s: texts.seat(self.ctx, int(s)),
                    )
                order = G.bidding_order(dealer)
                st.caption(
                    self._(
                        "{dealer} deals; {first} bids first, and the others follow to the right. "
                        "Every player bids at least 2 tricks.",
                        dealer=texts.seat(self.ctx, dealer),
                        first=texts.seat(self.ctx, order[0]),
                    )
                )
                for key in INPUTS:
                    ss.setdefault(key, "")
                cols = st.columns(4)
                for i, seat in enumerate(order):
                    with cols[i]:
                        self.text_box(
                            self._("Bid of {seat}", seat=texts.seat(self.ctx, seat)),
                            f"gh_bid{seat}",
                            10,
                        )
                c1, c2 = st.columns(2)
                for t, col in ((0, c1), (1, c2)):
                    with col:
                        self.text_box(
                            self._("Tricks taken by {side}", side=texts.team(self.ctx, t)),
                            f"gh_t{t}",
                            10,
                        )
                st.caption(self._("Fill in one team's tricks: the other team's are 13 minus them."))
                bids, ta, tb = self.typed()
                hand: G.GhahveHand | None = None
                if not any(x.strip() for x in (*bids, ta, tb)):
                    st.info(self._("Write the bids and the tricks to see the score."))
                else:
                    try:
                        hand = G.read_hand(bids, ta, tb, opts)
                        G.score(hand, opts, dealer)
                    except K.Problem as p:
                        self.show_problem(p, live=True)
                        hand = None
                if hand is not None:
                    after = G.compute_sheet(first, (*hands, hand), opts)
                    row = after.rows[-1]
                    assert row.result is not None and row.update is not None
                    st.success(G.headline(self.ctx, row.result), icon=":material/scoreboard:")
                    for t in (0, 1):
                        st.markdown(G.explain(self.ctx, row.result, t))
                    for rid in sorted(set(row.result.rule_ids), reverse=True):
                        self.show_rule(rid)
                    st.markdown(
                        self._(
                            "Score after this hand: South and North {a}, East and West {b}.",
                            a=K.total(self.ctx, row.update.score[0]),
                            b=K.total(self.ctx, row.update.score[1]),
                        )
                    )
                    if row.update.winner is not None:
                        st.markdown(
                            self._(
                                "{team} reach the target, {target}: this hand wins the game.",
                                team=texts.team(self.ctx, row.update.winner),
                                target=opts.target_points,
                            )
                        )
                    elif row.next_dealer is not None:
                        st.markdown(
                            G.dealer_text(self.ctx, dealer, row.update.score, row.next_dealer, opts)
                        )
                self.buttons(
                    Button(
                        self._("Add the hand to the sheet"),
                        "gh_add",
                        self.on_add_hand,
                        ":material/add:",
                        primary=True,
                        disabled=hand is None,
                    ),
                    Button(
                        self._("Fill in seed 000's example"),
                        "gh_example",
                        self.on_example,
                        ":material/menu_book:",
                    ),
                )
            with st.expander(self._("The rules for bids, the dealer and the game")):
                self.show_rules(
                    (
                        "ghahve/bid-minimum",
                        "ghahve/team-bid",
                        "ghahve/dealer-keeps-deal",
                        "ghahve/game-target",
                    )
                )

        if sheet.rows:
            st.subheader(self._("Score sheet of the game"))
            st.html(SHEET_CSS)
            st.markdown(G.sheet_html(self.ctx, sheet), unsafe_allow_html=True)
        self.sheet.bar(
            self._("Remove the last hand"),
            self._("Clear the score sheet"),
            (self._("Download as CSV"), G.sheet_csv(self.ctx, sheet), "ghahve-score-sheet.csv"),
        )
        self.url.to_url("o", format_options(self.rules.current()))
        self.sheet.to_url(self.url)


page = GhahveScores.page
"""Draw the screen under the frame (see :mod:`ui.screens`)."""
