"""Shelem scores: what a hand scores, and the three-column score sheet of a whole game.

Two tools on one page (``tool=hand|sheet`` in the URL). Every score is the rules package's, and
every answer names the rule it applies with its seed lines; bad input gets a message in the
page's language and stays on screen. The logic is in :mod:`ui.games.shelem.calculators`; this
module draws
widgets and keeps the URL in step (never with ``bind="query-params"``):

- ``o=``: the table rules, in the options' compact form (``made_score:bid,target:1165``);
- ``side=``, ``bid=``, ``pa=``, ``pb=``, ``decl=``: the hand being scored;
- ``sheet=``: the score sheet (see :func:`ui.games.shelem.calculators.encode_sheet`).
"""

from __future__ import annotations

from typing import Any

import streamlit as st

from pasur.games.shelem import PRESETS, ShelemOptions
from pasur.options import format_options, format_value, option_info
from ui import texts
from ui.games.shelem import calculators as S
from ui.i18n import N_
from ui.option_labels import choice_label, label_of, option_label, options_of, value_label
from ui.rulings_screen import Panel, RulingsScreen
from ui.score_sheet import SHEET_CSS

GAME = "shelem"
ss = st.session_state
TOOLS = {"hand": N_("Score a hand"), "sheet": N_("Score sheet of the game")}
TOOL_PARAMS = {"hand": ("side", "bid", "pa", "pb", "decl")}
"""Each tool's own URL parameters (dropped while another tool is open)."""


class ShelemScores(RulingsScreen, game="shelem", prefix="sh", calculators=S, missing=S.MISSING):
    """One run of the screen (see :class:`~ui.rulings_screen.RulingsScreen`)."""

    short_form = N_("The same rules in short form (you may paste rules such as `preset:seed_002`)")
    panel = Panel(ShelemOptions, PRESETS, S.PANEL_OPTIONS, S.parse_shelem_rules, S.preset_of)
    sheet_codec = (S.decode_sheet, S.encode_sheet)

    def points_boxes(self, form: str, players: int, *, examples: bool = False) -> None:
        """The points each side took, side by side (``{form}_pa``, ``{form}_pb``), with an
        example count in each box when there is room to read it (*examples*)."""
        for t, col in enumerate(st.columns(2)):
            with col:
                self.text_box(
                    self._("Points taken by {side}", side=S.side_name(self.ctx, t, players)),
                    f"{form}_p{'ab'[t]}",
                    20,
                    self._("for example {n}", n=(130, 35)[t]) if examples else None,
                )

    def labelled(self, name: str) -> dict[str, Any]:
        """The arguments every option widget shares: its label, help and callback."""
        return {
            "label": label_of(self.ctx, ShelemOptions, name),
            "key": f"sh_opt_{name}",
            "on_change": self.rules.on_widget,
            "help": S.option_help(ShelemOptions, name, self.ctx.lang),
        }

    def choice(self, name: str) -> None:
        st.selectbox(
            options=list(option_info(ShelemOptions, name).choices),
            format_func=lambda v: value_label(self.ctx, ShelemOptions, name, v),
            **self.labelled(name),
        )

    def rule_widgets(self, opts: ShelemOptions) -> None:
        c1, c2 = st.columns(2)
        with c1:
            self.choice("made_score")
            self.choice("undeclared_shelem")
            self.choice("failure_penalty")
            st.checkbox(wrap=True, **self.labelled("declared_shelem"))
        with c2:
            targets = sorted({*S.TARGETS, opts.target}, reverse=True)
            st.selectbox(options=targets, format_func=self.ctx.num, **self.labelled("target"))
            self.choice("target_mode")
            self.choice("both_reach")
            self.choice("players")

    # --- tool 1: scoring a hand ------------------------------------------------------------------

    def hand_tool(self, opts: ShelemOptions) -> None:
        players = opts.n_players
        self.url.from_url("side", "sh_h_side", "0", lambda v: v in ("0", "1"))
        self.url.from_url("bid", "sh_h_bid", "", lambda v: len(v) <= 20)
        self.url.from_url("pa", "sh_h_pa", "", lambda v: len(v) <= 20)
        self.url.from_url("pb", "sh_h_pb", "", lambda v: len(v) <= 20)
        raw = self.url.fresh("decl")
        if raw is not None:
            ss["sh_h_decl"] = raw == "1"
        ss.setdefault("sh_h_decl", bool(ss.get("_sh_keep_sh_h_decl")))

        st.markdown(
            self._(
                "Say which side held the contract, its bid and the points either side took: the "
                "calculator gives each side's score and the rule that decides it."
            )
        )
        st.radio(
            self._("The hakem's side"),
            ("0", "1"),
            format_func=lambda t: S.side_name(self.ctx, int(t), players),
            key="sh_h_side",
            horizontal=True,
        )
        c1, c2 = st.columns(2)
        with c1:
            self.text_box(self._("The bid"), "sh_h_bid", 20, self._("100 to 165, in fives"))
        with c2:
            if opts.declared_shelem:
                st.checkbox(self._("The hakem declared shelem"), key="sh_h_decl")
        self.points_boxes("sh_h", players, examples=True)
        st.caption(
            self._(
                "Fill in one side's points: the other side's are 165 minus them. Fill in both to "
                "check your count."
            )
        )

        side = self.url.keep("sh_h_side") or "0"
        bid_text, pa, pb = (
            self.url.keep("sh_h_bid"),
            self.url.keep("sh_h_pa"),
            self.url.keep("sh_h_pb"),
        )
        declared = bool(ss.get("sh_h_decl")) and opts.declared_shelem
        ss["_sh_keep_sh_h_decl"] = bool(ss.get("sh_h_decl"))
        self.url.to_url("side", side, "0")
        self.url.to_url("bid", bid_text)
        self.url.to_url("pa", pa)
        self.url.to_url("pb", pb)
        self.url.to_url("decl", "1" if ss.get("sh_h_decl") else "")

        st.divider()
        if not (bid_text.strip() or pa.strip() or pb.strip() or declared):
            st.info(self._("Write the bid and the points taken to see the score."))
            return
        # The hakem's seat only matters through his side here: seat 0 or 1 stands for it.
        try:
            hand = S.read_hand(
                hakem=int(side),
                bid_text=bid_text,
                points_a=pa,
                points_b=pb,
                declared=declared,
                options=opts,
            )
            result = S.score(hand, opts)
        except S.Problem as p:
            self.show_problem(p, live=True, players=players)
            return
        typed = (bool(pa.strip()), bool(pb.strip()))
        st.markdown(S.points_text(self.ctx, result.taken, typed, players))
        st.success(S.headline(self.ctx, result, players), icon=":material/scoreboard:")
        board = st.container(horizontal=True, key="sh_h_board")
        for t in (0, 1):
            board.metric(
                S.side_name(self.ctx, t, players),
                texts.signed(self.ctx, result.gains[t]),
                border=True,
            )
        for line in S.explain(self.ctx, result, opts):
            st.markdown(line)
        self.show_rule(result.rule_id)
        rule = S.RULES_BY_ID.get(result.rule_id)
        for name in rule.options if rule else ():
            info = options_of(ShelemOptions).get(name)
            value = getattr(opts, name, None)
            if info and format_value(value) in info["choice_labels"]:
                st.caption(
                    self._(
                        "At this table: {option}: {value}.",
                        option=option_label(self.ctx, info),
                        value=choice_label(self.ctx, info, value),
                    )
                )
        with st.expander(self._("The other scoring rules")):
            for rid in ("shelem/card-points", "shelem/made", "shelem/failed", "shelem/yasa"):
                if rid != result.rule_id:
                    st.markdown(S.rule_markdown(self.ctx, rid))
            for rid in ("shelem/shelem", "shelem/declared-shelem"):
                if rid != result.rule_id:
                    st.markdown(S.rule_markdown(self.ctx, rid))

    # --- tool 2: the score sheet -----------------------------------------------------------------

    def clear_form(self) -> None:
        for key in ("sh_s_bid", "sh_s_pa", "sh_s_pb"):
            ss[key] = ""
        ss["sh_s_decl"] = False

    def on_add_hand(self) -> None:
        opts = self.rules.current()
        first, hands = self.sheet.data()
        if S.compute_sheet(first, hands, opts).over:
            ss["sh_s_error"] = S.Problem("after_match", "shelem/match-end")
            return
        try:
            hand = S.read_hand(
                hakem=int(ss.get("sh_s_hakem") or 0),
                bid_text=str(ss.get("sh_s_bid") or ""),
                points_a=str(ss.get("sh_s_pa") or ""),
                points_b=str(ss.get("sh_s_pb") or ""),
                declared=bool(ss.get("sh_s_decl")),
                options=opts,
            )
            S.score(hand, opts)
        except S.Problem as p:
            ss["sh_s_error"] = p
            return
        self.sheet.add(hand)
        self.clear_form()

    def on_example(self) -> None:
        self.rules.set(ShelemOptions())
        self.sheet.set(*S.decode_sheet(S.SEED_EXAMPLE))
        ss.pop("sh_first", None)
        self.clear_form()

    def sheet_tool(self, opts: ShelemOptions) -> None:
        players = opts.n_players
        seats = [str(s) for s in range(players)]
        first, hands = self.sheet.data()
        sheet = S.compute_sheet(first, hands, opts)
        self.sheet.say_broken(
            lambda p: self.problem_text(p, players=players),
            self._("The score sheet starts empty; add the hands again below."),
        )
        st.markdown(
            self._(
                "Write down each hand as it ends. The sheet keeps the documents' three columns: "
                "each side's running total, with the bid in the middle. It is kept in the page's "
                "address, so a reload or a shared link shows it again."
            )
        )
        names = [S.side_name(self.ctx, t, players) for t in (0, 1)]
        if self.sheet.totals(self.ctx, names, sheet.totals, sheet.winner, opts.target):
            self.show_rule(sheet.rule_id)
        elif not sheet.broken:
            st.info(
                self._(
                    "Hand {n}: {dealer} deals and {bidder} bids first. The game goes to {target}.",
                    n=len(hands) + 1,
                    dealer=texts.seat(self.ctx, sheet.next_dealer, players),
                    bidder=texts.seat(self.ctx, (sheet.next_dealer + 1) % players, players),
                    target=opts.target,
                )
            )
        if S.is_seed_example(first, hands):
            st.warning(
                self._(
                    "This is seed 000's worked example (lines 121–126): its players A, B, C and D "
                    "sit here at South, East, North and West, and A deals first. The seed prints "
                    "195 and 225 for A and C after hands 3 and 4: it adds hand 3's 330 to the "
                    "total after hand 1 (−135) instead of the total after hand 2 (−120). Added "
                    "hand by hand, the totals are 210 and 240, as shown here."
                ),
                icon=":material/info:",
            )
        if sheet.rows:
            st.html(SHEET_CSS + S.SHEET_CSS)
            st.markdown(S.sheet_html(self.ctx, sheet, opts), unsafe_allow_html=True)
            st.caption(
                self._(
                    "Each side's cell shows its total, and under it the hand's score. A line under "
                    "the bid means every player has dealt once: the deal is back with {seat}.",
                    seat=texts.seat(self.ctx, sheet.first_dealer, players),
                )
            )
        elif not hands:
            self.sheet.first_dealer_box(
                self._("Who deals the first hand"),
                seats,
                lambda s: texts.seat(self.ctx, int(s), players),
            )

        if not sheet.over:
            ss.setdefault("sh_s_hakem", seats[0])
            if ss["sh_s_hakem"] not in seats:
                ss["sh_s_hakem"] = seats[0]
            for key in ("sh_s_bid", "sh_s_pa", "sh_s_pb"):
                ss.setdefault(key, "")
            with self.add_form(
                self._("Add hand {n}", n=len(hands) + 1),
                (self._("Add the hand"), "sh_s_add", self.on_add_hand),
                "sh_s_error",
                players=players,
            ):
                c1, c2 = st.columns(2)
                with c1:
                    self.seat_box(self._("Hakem"), "sh_s_hakem", seats, players)
                with c2:
                    self.text_box(self._("The bid"), "sh_s_bid", 20, self._("100 to 165, in fives"))
                if opts.declared_shelem:
                    st.checkbox(self._("The hakem declared shelem"), key="sh_s_decl")
                self.points_boxes("sh_s", players)
                st.caption(
                    self._("Fill in one side's points: the other side's are 165 minus them.")
                )
        bar = self.sheet.bar(
            self._("Remove the last hand"),
            self._("Clear the score sheet"),
            (
                self._("Download as CSV"),
                S.sheet_csv(self.ctx, sheet, opts),
                "shelem-score-sheet.csv",
            ),
        )
        bar.button(
            self._("Load seed 000's example"),
            key="sh_example",
            on_click=self.on_example,
            icon=":material/menu_book:",
        )
        self.rules_expander(
            self._("The rules of the score sheet"),
            ("shelem/score-sheet", "shelem/dealer-rotation", "shelem/target"),
        )

    def run(self) -> None:

        # --- the page -----------------------------------------------------------------------------

        self.header(
            self._(
                "Settle a question at the table: what a hand scores, and the running score of a "
                "whole game. Each answer names the rule it applies and the source document it "
                "comes from."
            ),
        )
        tool = self.choose_tool(TOOLS, "hand", sheet="sheet", params=TOOL_PARAMS)
        {"hand": self.hand_tool, "sheet": self.sheet_tool}[tool](self.rules_panel())
        self.url.to_url("o", format_options(self.rules.current()))
        self.sheet.to_url(self.url)


page = ShelemScores.page
"""Draw the screen under the frame (see :mod:`ui.screens`)."""
