"""Pasur calculators: what a card may take, what a round scores, and the match sheet to 62.

Three tools on one page (``tool=capture|round|sheet`` in the URL). Every answer is the rules
package's and names the rules it applies with their seed lines; bad input gets a message in the
page's language and stays on screen. The logic is in :mod:`ui.games.chahar_barg.calculators`;
this module draws widgets and keeps the URL in step (never with ``bind="query-params"``):

- ``o=``: the table rules, in the options' compact form (``players:4,sur_points_4p:5``);
- ``table=``, ``card=``, ``by=``, ``when=``: the capture being looked at;
- ``p0=`` … ``p2=``, ``s0=`` … ``s2=``, ``j0=`` … ``j2=``: the round being counted (each side's
  cards, surs and jack surs);
- ``sheet=``: the match sheet (see :func:`ui.games.chahar_barg.calculators.encode_sheet`).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import streamlit as st

from pasur.games.chahar_barg import PRESETS, PasurOptions
from pasur.options import format_options, option_info
from ui.games.chahar_barg import calculators as P
from ui.i18n import N_
from ui.option_labels import label_of
from ui.rulings_screen import Button, Panel, RulingsScreen
from ui.score_sheet import SHEET_CSS, read_sheet

GAME = "chahar_barg"
ss = st.session_state
TOOLS = {
    "capture": N_("What can this card take?"),
    "round": N_("Count a round"),
    "sheet": N_("Match sheet"),
}
WHEN_LABELS = {
    "early": N_("an earlier deal of the round"),
    "last_deal": N_("the round's last deal"),
    "last_card": N_("the very last card of the round"),
}
# An example round: South's cards (North took the rest) and one sur. (A comment, not a
# docstring: Streamlit would print a bare string on the page.)
ROUND_EXAMPLE = {
    "p0": "2C 3C 4C 5C 6C 7C 8C TD AH AS JD JS 9H 9S 5D 4H 3S KC KD QH",
    "s0": "1",
}


class PasurCalculators(
    RulingsScreen, game="chahar_barg", prefix="pr", calculators=P, missing=P.MISSING
):
    """One run of the screen (see :class:`~ui.rulings_screen.RulingsScreen`)."""

    short_form = N_("The same rules in short form (you may paste rules such as preset:pagat)")
    panel = Panel(PasurOptions, PRESETS, P.PANEL_OPTIONS, P.parse_pasur_rules, P.preset_of)

    def on_rule_widget(self) -> None:
        # The 59 rule is a two-player rule: the engine refuses it for three or four.
        if int(ss.get("pr_opt_players") or 2) != 2:
            ss["pr_opt_no_sur_from"] = 0
        self.rules.on_widget()

    def option_widget(self, name: str, opts: PasurOptions, *, disabled: bool = False) -> None:
        info = option_info(PasurOptions, name)
        key = f"pr_opt_{name}"
        help_text = info.help_fa if self.ctx.lang == "fa" else info.help_en
        label = label_of(self.ctx, PasurOptions, name)
        value = getattr(opts, name)
        if isinstance(value, bool):
            st.checkbox(
                label,
                key=key,
                on_change=self.on_rule_widget,
                help=help_text,
                disabled=disabled,
                wrap=True,
            )
        elif name == "players" or info.choices:
            choices: list[object] = [2, 3, 4] if name == "players" else list(info.choices)
            st.selectbox(
                label,
                choices,
                format_func=lambda v: P.choice_label(self.ctx, name, v),
                key=key,
                on_change=self.on_rule_widget,
                help=help_text,
                disabled=disabled,
            )
        else:
            st.number_input(
                label,
                min_value=info.minimum,
                max_value=info.maximum,
                step=1,
                key=key,
                on_change=self.on_rule_widget,
                help=help_text,
                disabled=disabled,
            )

    def count_box(self, label: str, key: str, most: int) -> None:
        """A whole number from 0 to *most* (a count of surs, a score)."""
        st.number_input(label, min_value=0, max_value=most, step=1, key=key)

    def side_columns(self, sides: int, players: int) -> Iterator[tuple[int, str]]:
        """Each side and its name, with the side's column open (one column a side)."""
        for s, col in enumerate(st.columns(sides)):
            with col:
                yield s, P.side_name(self.ctx, s, players)

    def read_url(self) -> None:
        """The rules, then the sheet (read by those rules) from the link."""
        super().read_url()
        self.sheet_from_url()

    def rules_context(self, opts: PasurOptions) -> dict[str, Any]:
        """Pasur's problems about the rules are said for the table's player count."""
        return {"players": opts.players}

    def rule_widgets(self, opts: PasurOptions) -> None:
        """The options of the panel in three columns: players and captures, surs, the game."""
        c1, c2, c3 = st.columns(3)
        with c1:
            st.markdown("**" + self._("Players and captures") + "**")
            for name in ("players", "capture_mode", "must_capture", "jack_may_decline"):
                self.option_widget(name, opts)
            self.option_widget("three_player_clubs", opts, disabled=opts.players != 3)
        with c2:
            st.markdown("**" + self._("Surs") + "**")
            four = opts.players == 4
            self.option_widget("sur_points", opts, disabled=four)
            self.option_widget("jack_sur_points", opts, disabled=four)
            self.option_widget("sur_points_4p", opts, disabled=not four)
            for name in ("no_sur_in", "sur_cap", "sur_cap_scope", "sur_cancellation"):
                self.option_widget(name, opts)
            self.option_widget("no_sur_from", opts, disabled=opts.players != 2)
        with c3:
            st.markdown("**" + self._("The game") + "**")
            self.option_widget("target", opts, disabled=four)
            self.option_widget("target_4p", opts, disabled=not four)
            self.option_widget("target_tie", opts)

    # --- tool 1: the capture finder --------------------------------------------------------------

    def load_example(self, name: str) -> None:
        _label, card, table = P.EXAMPLES[name]
        ss["pr_card"] = card
        ss["pr_table"] = table
        ss["pr_when"] = "early"

    def number(self, key: str, default: int = 0) -> int:
        value = ss.get(key)
        return int(value) if isinstance(value, int) else default

    def capture_tool(self, opts: PasurOptions) -> None:
        players, sides = opts.players, opts.teams
        self.url.from_url("table", "pr_table", "", lambda v: len(v) <= 400)
        self.url.from_url("card", "pr_card", "", lambda v: len(v) <= 40)
        self.url.from_url("by", "pr_by", "0", lambda v: v in ("0", "1", "2"))
        self.url.from_url("when", "pr_when", "early", lambda v: v in P.WHEN)
        if ss.get("pr_by") not in [str(s) for s in range(sides)]:
            ss["pr_by"] = "0"
        st.markdown(
            self._(
                "Write the cards on the table and the card played, in any notation (`7H`, `7♥` or "
                "هفت دل): the finder lists every capture the rules allow, says which would be a "
                "sur and names the rule behind each."
            )
        )
        c1, c2 = st.columns([3, 1])
        with c1:
            self.text_box(self._("The table"), "pr_table", 400, self._("for example 4S 2C 2D KH"))
        with c2:
            self.text_box(self._("The card played"), "pr_card", 40, self._("for example 7H"))
        st.caption(self._("Examples:"))
        self.example_buttons(P.EXAMPLES, self.load_example)

        with st.expander(self._("The situation, for the sur rules"), key="pr_situation"):
            c1, c2 = st.columns(2)
            with c1:
                st.radio(
                    self._("The card is played in"),
                    P.WHEN,
                    format_func=lambda w: self.ctx.gettext(WHEN_LABELS[w]),
                    key="pr_when",
                )
            with c2:
                st.selectbox(
                    self._("Played by"),
                    [str(s) for s in range(sides)],
                    format_func=lambda s: P.side_name(self.ctx, int(s), players),
                    key="pr_by",
                )
            for s, name in self.side_columns(sides, players):
                self.count_box(
                    self._("Surs {side} has made this round", side=name), f"pr_surs{s}", 26
                )
                if opts.sur_cap and opts.sur_cap_scope == "game":
                    said = self._("Surs {side} made in earlier rounds", side=name)
                    self.count_box(said, f"pr_earlier{s}", 99)
                if opts.no_sur_from:
                    said = self._("Score of {side} before this round", side=name)
                    self.count_box(said, f"pr_score{s}", 999)
            st.caption(
                self._(
                    "At this table: no sur {when}; a side stops making surs after {cap}; the 59 "
                    "rule is {rule}.",
                    when=P.choice_label(self.ctx, "no_sur_in", opts.no_sur_in),
                    cap=self.ctx.num(opts.sur_cap) if opts.sur_cap else self._("no limit"),
                    rule=self._("on, from {n}", n=opts.no_sur_from)
                    if opts.no_sur_from
                    else self._("off"),
                )
            )

        table_text, card_text = self.url.keep("pr_table"), self.url.keep("pr_card")
        by, when = self.url.keep("pr_by") or "0", self.url.keep("pr_when") or "early"
        self.url.to_url("table", table_text)
        self.url.to_url("card", card_text)
        self.url.to_url("by", by, "0")
        self.url.to_url("when", when, "early")

        st.divider()
        if not (table_text.strip() or card_text.strip()):
            st.info(self._("Write the table and the card played to see every capture."))
            return
        try:
            card, table = P.read_play(card_text, table_text)
        except P.Problem as p:
            self.show_problem(p, live=True, players=players)
            return
        situation = P.Situation(
            seat=int(by),
            when=when,
            surs=tuple(self.number(f"pr_surs{s}") for s in range(sides)),
            earlier=tuple(self.number(f"pr_earlier{s}") for s in range(sides)),
            score=tuple(self.number(f"pr_score{s}") for s in range(sides)),
        )
        finding = P.find_captures(card, table, opts, situation)
        st.html(P.CAPTURE_CSS)
        st.html(P.play_html(self.ctx, card, table))
        st.success(P.finding_headline(self.ctx, finding), icon=":material/playing_cards:")
        st.html(P.finding_html(self.ctx, finding, players))
        if not finding.lay_allowed and finding.captures:
            st.caption(P.lay_text(self.ctx, finding))
        st.markdown("**" + self._("The rules behind this answer") + "**")
        for rid in finding.rule_ids:
            self.show_rule(rid)

    # --- tool 2: the round counter ---------------------------------------------------------------

    def fill_round_example(self) -> None:
        for s in range(3):
            for k in ("p", "s", "j"):
                ss[f"pr_{k}{s}"] = ROUND_EXAMPLE.get(f"{k}{s}", "")

    def clear_round(self) -> None:
        for s in range(3):
            for k in ("p", "s", "j"):
                ss[f"pr_{k}{s}"] = ""

    def add_to_sheet(self, points: tuple[int, ...], clubs: int | None) -> None:
        ss["pr_sheet"] = (*self.sheet_data(), P.SheetRound(points, clubs))
        ss["pr_sheet_error"] = None
        ss["pr_tool"] = "sheet"

    def round_tool(self, opts: PasurOptions) -> None:
        players, sides = opts.players, opts.teams
        jack_surs = players != 4 and bool(opts.jack_sur_points)
        for s in range(3):
            self.url.from_url(f"p{s}", f"pr_p{s}", "", lambda v: len(v) <= 1200)
            self.url.from_url(f"s{s}", f"pr_s{s}", "", lambda v: len(v) <= 10)
            self.url.from_url(f"j{s}", f"pr_j{s}", "", lambda v: len(v) <= 10)
        st.markdown(
            self._(
                "Write the cards each side took in the round (the cards left on the table at the "
                "end go to the side that took last) and how many surs it made: the counter gives "
                "the points line by line and checks them against the 20 card points of every round."
            )
        )
        st.caption(
            self._("Leave one side's cards empty: it gets every card not listed for the others.")
        )
        for s, name in self.side_columns(sides, players):
            st.text_area(
                self._("Cards taken by {side}", side=name),
                key=f"pr_p{s}",
                height=110,
                max_chars=1200,
                placeholder=self._("for example 2C 3C TD AS JH …"),
            )
            sub = st.columns(2 if jack_surs else 1)
            with sub[0]:
                self.text_box(
                    self._("Surs of {side}", side=name)
                    if not jack_surs
                    else self._("Surs (not with a jack)"),
                    f"pr_s{s}",
                    10,
                )
            if jack_surs:
                with sub[1]:
                    st.text_input(self._("Surs with a jack"), key=f"pr_j{s}", max_chars=10)
        self.buttons(
            Button(
                self._("Fill in an example"),
                "pr_round_example",
                self.fill_round_example,
                ":material/menu_book:",
            ),
            Button(self._("Clear"), "pr_round_clear", self.clear_round, ":material/clear:"),
        )

        piles = [self.url.keep(f"pr_p{s}") for s in range(3)]
        surs = [self.url.keep(f"pr_s{s}") for s in range(3)]
        jacks = [self.url.keep(f"pr_j{s}") for s in range(3)]
        for s in range(3):
            self.url.to_url(f"p{s}", piles[s] if s < sides else "")
            self.url.to_url(f"s{s}", surs[s] if s < sides else "")
            self.url.to_url(f"j{s}", jacks[s] if s < sides and jack_surs else "")

        st.divider()
        try:
            counted = P.read_round(piles[:sides], surs[:sides], jacks[:sides], opts)
        except P.Problem as p:
            self.show_problem(p, live=True, players=players)
            return
        result = P.count_round(counted, opts)
        if counted.rest is not None:
            st.caption(
                self._(
                    "{side} took the other {n} cards.",
                    side=P.side_name(self.ctx, counted.rest, players),
                    n=len(counted.piles[counted.rest]),
                )
            )
        st.success(P.round_headline(self.ctx, result, opts), icon=":material/scoreboard:")
        st.html(P.CAPTURE_CSS + P.count_html(self.ctx, result, opts))
        st.markdown(P.check_text(self.ctx, result))
        st.markdown(P.clubs_text(self.ctx, result, opts))
        st.markdown(P.sur_note(self.ctx, counted, result, opts))
        st.button(
            self._("Add this round to the match sheet"),
            key="pr_round_to_sheet",
            on_click=self.add_to_sheet,
            args=(result.points, result.clubs_side),
            icon=":material/playlist_add:",
        )
        with st.expander(self._("The counting rules"), expanded=False):
            ids = [
                "pasur/clubs-three-players" if players == 3 else "pasur/clubs",
                "pasur/card-points",
                "pasur/twenty-points",
                "pasur/sur-four-players" if players == 4 else "pasur/sur",
            ]
            if jack_surs or (players != 4 and not opts.jack_sur_points):
                ids.append("pasur/jack-sur")
            if opts.sur_cancellation != "off":
                ids.append("pasur/sur-cancellation")
            ids.append("pasur/leftovers")
            self.show_rules(ids)

    # --- tool 3: the match sheet -----------------------------------------------------------------

    def sheet_from_url(self) -> None:
        read_sheet(self.url, "pr", P.decode_sheet, ())

    def sheet_data(self) -> tuple[P.SheetRound, ...]:
        data = ss.get("pr_sheet")
        return data if isinstance(data, tuple) else ()

    def on_add_round(self) -> None:
        opts = self.rules.current()
        rounds = self.sheet_data()
        if P.compute_sheet(rounds, opts).over:
            ss["pr_add_error"] = P.Problem("after_match", "pasur/target")
            return
        try:
            r = P.read_round_points(
                [str(ss.get(f"pr_pts{s}") or "") for s in range(opts.teams)],
                str(ss.get("pr_clubs") or ""),
                opts,
            )
        except P.Problem as p:
            ss["pr_add_error"] = p
            return
        ss["pr_add_error"] = None
        ss["pr_sheet_error"] = None
        ss["pr_sheet"] = (*rounds, r)
        for s in range(3):
            ss[f"pr_pts{s}"] = ""
        ss["pr_clubs"] = ""

    def on_remove(self, index: int | None = None) -> None:
        rounds = list(self.sheet_data())
        if index is None:
            index = len(rounds) - 1
            chosen = ss.get("pr_remove_which")
            if chosen:
                index = int(chosen) - 1
        if 0 <= index < len(rounds):
            del rounds[index]
        ss["pr_sheet"] = tuple(rounds)
        ss["pr_add_error"] = None
        ss["pr_remove_which"] = None

    def on_undo(self) -> None:
        rounds = self.sheet_data()
        ss["pr_sheet"] = rounds[:-1]
        ss["pr_add_error"] = None

    def on_clear_sheet(self) -> None:
        ss["pr_sheet"] = ()
        ss["pr_add_error"] = None
        ss["pr_sheet_error"] = None

    def sheet_tool(self, opts: PasurOptions) -> None:
        players, sides = opts.players, opts.teams
        rounds = self.sheet_data()
        sheet = P.compute_sheet(rounds, opts)
        broken = ss.get("pr_sheet_error")
        if isinstance(broken, P.Problem):
            st.error(
                P.problem_text(self.ctx, broken, players=players)
                + " "
                + self._("The match sheet starts empty; add the rounds again below.")
            )
        st.markdown(
            self._(
                "Write down each round's points as it ends: the sheet adds them up to {target} and "
                "says who wins. It is kept in the page's address, so a reload or a shared link "
                "shows it again.",
                target=opts.target_points,
            )
        )
        board = st.container(horizontal=True, key="pr_board")
        for s in range(sides):
            board.metric(
                P.side_name(self.ctx, s, players), self.ctx.num(sheet.score[s]), border=True
            )
        if sheet.winner is not None:
            st.success(P.winner_text(self.ctx, sheet, opts), icon=":material/trophy:")
            self.show_rule(sheet.rule_id)
        elif sheet.tie:
            st.info(P.tie_text(self.ctx, sheet, opts), icon=":material/balance:")
            self.show_rule("pasur/target-tie")
        elif sheet.broken:
            st.warning(
                self._(
                    "Some rounds cannot be counted under these table rules; see the notes in the "
                    "sheet."
                )
            )
        if sheet.rows:
            st.html(SHEET_CSS)
            st.markdown(P.sheet_html(self.ctx, sheet, opts), unsafe_allow_html=True)

        if not sheet.over:
            for s in range(3):
                ss.setdefault(f"pr_pts{s}", "")
            ss.setdefault("pr_clubs", "")
            with self.add_form(
                self._("Add round {n}", n=len(rounds) + 1),
                (self._("Add the round"), "pr_add", self.on_add_round),
                "pr_add_error",
                players=players,
            ):
                cols = st.columns(sides + (1 if opts.target_tie == "clubs" else 0))
                for s in range(sides):
                    with cols[s]:
                        self.text_box(
                            self._("Points of {side}", side=P.side_name(self.ctx, s, players)),
                            f"pr_pts{s}",
                            10,
                        )
                if opts.target_tie == "clubs":
                    with cols[sides]:
                        st.selectbox(
                            self._("The clubs 7 went to"),
                            ["", *(str(s) for s in range(sides))],
                            format_func=lambda s: (
                                self._("not given")
                                if s == ""
                                else P.side_name(self.ctx, int(s), players)
                            ),
                            key="pr_clubs",
                        )
                st.caption(
                    self._(
                        "A round shares out 20 card points, plus {values} for each sur. The round "
                        "counter tool can add a counted round here.",
                        values=" / ".join(self.ctx.num(v) for v in P.sur_values(opts))
                        or self.ctx.num(0),
                    )
                )
        bar = st.container(horizontal=True, vertical_alignment="bottom")
        if rounds:
            bar.selectbox(
                self._("Remove a round"),
                [str(n) for n in range(1, len(rounds) + 1)],
                index=None,
                format_func=lambda n: self._("round {n}", n=int(n)),
                key="pr_remove_which",
                placeholder=self._("choose a round"),
                width=200,
            )
            bar.button(
                self._("Remove it"),
                key="pr_remove",
                on_click=self.on_remove,
                icon=":material/remove:",
                disabled=not ss.get("pr_remove_which"),
            )
        undo, clear = self._("Remove the last round"), self._("Clear the match sheet")
        csv = (P.sheet_csv(self.ctx, sheet, opts), "pasur-match-sheet.csv")
        self.sheet_buttons(not rounds, undo, clear, csv, bar)
        self.rules_expander(
            self._("The rules of the game's end"),
            ("pasur/round-winner", "pasur/target", "pasur/target-tie"),
        )

    def run(self) -> None:

        # --- the page -----------------------------------------------------------------------------

        self.header(
            self._(
                "Settle a question at the table: what a card may take, what a round scores, and "
                "the score of the whole game. Each answer names the rule it applies and the source "
                "document it comes from."
            ),
        )
        tool = self.choose_tool(TOOLS, "capture", sheet="sheet")
        options = self.rules_panel()
        if tool == "capture":
            self.capture_tool(options)
        else:
            self.url.drop("table", "card", "by", "when")
            if tool == "round":
                self.round_tool(options)
            else:
                self.url.drop(*(f"{k}{s}" for k in "psj" for s in range(3)))
                self.sheet_tool(options)
        self.url.to_url("o", format_options(self.rules.current()))
        self.url.to_url("sheet", P.encode_sheet(self.sheet_data()))


page = PasurCalculators.page
"""Draw the screen under the frame (see :mod:`ui.screens`)."""
