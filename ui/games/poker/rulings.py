"""Poker calculators: the showdown (documents' rules beside hold'em) and the equity.

Two tools on one page (``tool=showdown|equity`` in the URL). Every answer is the rules package's
and names the rules it applies with their seed lines; bad input gets a message in the page's
language and stays on screen. The logic is in :mod:`ui.games.poker.calculators`; this module
draws widgets and keeps the URL in step (never with ``bind="query-params"``):

- ``p=``: how many players (2 to 8); ``b=``: the board; ``h1=`` … ``h8=``: the hole cards;
- ``j=1``: the table plays with a joker (the showdown);
- ``r=holdem``: the equity's rules, ``s=``: its sample size, ``seed=``: its random seed.
"""

from __future__ import annotations

import time
from collections.abc import Mapping

import streamlit as st

from ui.games.poker import calculators as P
from ui.guard import read_int
from ui.i18n import N_
from ui.rulings_screen import Button, RulingsScreen

ss = st.session_state

TOOLS = {
    "showdown": N_("Who wins the showdown?"),
    "equity": N_("Chances to win"),
}
TOOL_PARAMS = {"showdown": ("j",), "equity": ("r", "s", "seed")}
"""Each tool's own URL parameters (dropped while another tool is open)."""
TICK = 0.2


class PokerCalculators(RulingsScreen, game="poker", prefix="pk", calculators=P, missing=P.MISSING):
    """One run of the screen (see :class:`~ui.rulings_screen.RulingsScreen`)."""

    def players(self) -> int:
        value = ss.get("pk_players")
        return int(value) if isinstance(value, int) and 2 <= value <= P.MAX_PLAYERS else 2

    # --- the cards -------------------------------------------------------------------------------

    def field_key(self, target: str) -> str:
        return "pk_board" if target == "board" else f"pk_h{target}"

    def on_pick(self) -> None:
        self.pick_into(self.field_key(str(ss.get("pk_pick_to") or "board")))

    def on_clear(self) -> None:
        ss["pk_board"] = ""
        for i in range(P.MAX_PLAYERS):
            ss[f"pk_h{i}"] = ""

    def load_example(self, board: str, holes: tuple[str, ...]) -> None:
        ss["pk_board"] = board
        ss["pk_players"] = len(holes)
        for i in range(P.MAX_PLAYERS):
            ss[f"pk_h{i}"] = holes[i] if i < len(holes) else ""

    def cards_input(self, examples: Mapping[str, tuple[str, str, tuple[str, ...]]]) -> None:
        """The players, the board, the hole cards, a picker and the examples."""
        self.url.from_url(
            "p", "pk_players", "2", lambda v: read_int(v, 2, P.MAX_PLAYERS) is not None
        )
        if isinstance(ss.get("pk_players"), str):
            ss["pk_players"] = int(ss["pk_players"])
        self.url.from_url("b", "pk_board", "", lambda v: len(v) <= P.MAX_FIELD)
        for i in range(P.MAX_PLAYERS):
            self.url.from_url(f"h{i + 1}", f"pk_h{i}", "", lambda v: len(v) <= P.MAX_FIELD)
        c1, c2 = st.columns([1, 3])
        with c1:
            st.number_input(
                self._("Players"), min_value=2, max_value=P.MAX_PLAYERS, step=1, key="pk_players"
            )
        with c2:
            st.text_input(
                self._("The board"),
                key="pk_board",
                max_chars=P.MAX_FIELD,
                placeholder=self._("for example 2H 7H 9H KH 4C"),
            )
        n = self.players()
        per_row = 4
        for start in range(0, n, per_row):
            cols = st.columns(per_row)
            for i in range(start, min(n, start + per_row)):
                with cols[i - start]:
                    st.text_input(
                        self._("Hole cards of {player}", player=P.player_name(self.ctx, i)),
                        key=f"pk_h{i}",
                        max_chars=P.MAX_FIELD,
                        placeholder=self._("for example AH 3S"),
                    )
        self.buttons(
            Button(self._("Clear"), "pk_clear", self.on_clear, ":material/clear:"),
        )
        with st.expander(self._("Pick cards instead of typing"), key="pk_picker"):
            targets = ["board", *(str(i) for i in range(n))]
            if ss.get("pk_pick_to") not in targets:
                ss["pk_pick_to"] = "board"
            st.selectbox(
                self._("Add the card to"),
                targets,
                format_func=lambda t: (
                    self._("The board") if t == "board" else P.player_name(self.ctx, int(t))
                ),
                key="pk_pick_to",
            )
            self.card_pills(self._("Card"), self.on_pick)
        st.caption(self._("Examples:"))
        self.example_buttons(examples, lambda name: self.load_example(*examples[name][1:]))

    def typed(self) -> tuple[str, list[str]]:
        """The board and hole texts, remembered and written to the URL."""
        n = self.players()
        board = self.url.keep("pk_board")
        holes = [self.url.keep(f"pk_h{i}") for i in range(P.MAX_PLAYERS)]
        self.url.to_url("p", str(n), "2")
        self.url.to_url("b", board)
        for i in range(P.MAX_PLAYERS):
            self.url.to_url(f"h{i + 1}", holes[i] if i < n else "")
        return board, holes[:n]

    # --- tool 1: the showdown --------------------------------------------------------------------

    def showdown_tool(self) -> None:
        self.url.from_url("j", "pk_joker", "", lambda v: v in ("", "1"))
        ss["pk_joker_box"] = ss.get("pk_joker") == "1"
        st.markdown(
            self._(
                "Write the board (three to five cards) and every player's two hole cards, in any "
                "notation (`AH`, `A♥` or آس دل). The winner is found twice: under the documents' "
                "rules (exactly two hole cards and three board cards; the suited A-2-3-4-5 is a "
                "royal flush) and under Texas hold'em (the best five of seven), side by side."
            )
        )
        self.cards_input(P.SHOWDOWN_EXAMPLES)

        def on_joker() -> None:
            ss["pk_joker"] = "1" if ss.get("pk_joker_box") else ""

        st.checkbox(
            self._(
                "Play with a joker (documents' rules only: four of a kind and the joker make five "
                "of a kind)"
            ),
            key="pk_joker_box",
            on_change=on_joker,
        )
        jokers = ss.get("pk_joker") == "1"
        self.url.to_url("j", "1" if jokers else "")
        board, holes = self.typed()
        st.divider()
        try:
            table = P.read_table(board, holes, jokers=jokers)
        except P.Problem as p:
            self.show_problem(p, live=True)
            return
        docs = P.showdown(table, "documents")
        holdem = None if table.has_joker else P.showdown(table, "holdem")
        st.html(P.SHOWDOWN_CSS)
        st.html(P.table_html(self.ctx, table))
        cols = st.columns(2)
        for col, sd, rules in ((cols[0], docs, "documents"), (cols[1], holdem, "holdem")):
            with col:
                st.subheader(P.rule_set_name(self.ctx, rules))
                st.caption(self.ctx.gettext(P.RULE_SET_HINTS[rules]))
                if sd is None:
                    st.info(
                        self._("Hold'em is played without jokers, so there is no hold'em ruling.")
                    )
                    continue
                st.success(P.winners_text(self.ctx, sd), icon=":material/trophy:")
                st.html(P.showdown_html(self.ctx, table, sd))
        diffs = P.differences(table, docs, holdem)
        st.markdown("**" + self._("Where the two rule sets differ") + "**")
        if not diffs:
            st.markdown(
                self._("Nowhere: both rule sets name every hand the same and pick the same winner.")
            )
        for d in diffs:
            st.warning(
                P.difference_text(self.ctx, d, table, docs, holdem),
                icon=":material/compare_arrows:",
            )
        st.caption(self._("Hole cards are outlined in gold in each best five."))
        self.rules_expander(
            self._("The rules behind this answer"), P.showdown_rules(table, docs, holdem)
        )

    # --- tool 2: the equity ----------------------------------------------------------------------

    def on_stop(self, key: str) -> None:
        ss["pk_stopped"] = key

    def on_continue(self) -> None:
        ss["pk_stopped"] = None

    def equity_tool(self) -> None:
        self.url.from_url("r", "pk_rules", "documents", lambda v: v in P.RULE_SETS)
        self.url.from_url(
            "s", "pk_samples", str(P.DEFAULT_SAMPLES), lambda v: v in [str(n) for n in P.SAMPLES]
        )
        raw_seed = self.url.fresh("seed")
        if raw_seed is not None:
            ss["pk_seed"] = read_int(raw_seed, 0, 10**9 - 1) or 1
        elif "pk_seed" not in ss:
            ss["pk_seed"] = int(ss.get("_pk_keep_seed") or 1)
        st.markdown(
            self._(
                "Write the hole cards of two or more players and the board so far (none, three or "
                "four cards): every board that can still be dealt is counted when they are few, "
                "otherwise a random sample of them, and each player's chance to win or to tie is "
                "shown."
            )
        )
        st.radio(
            self._("Rules"),
            P.RULE_SETS,
            format_func=lambda r: P.rule_set_name(self.ctx, r),
            key="pk_rules",
            horizontal=True,
        )
        self.cards_input(P.EQUITY_EXAMPLES)
        rules = str(ss.get("pk_rules") or "documents")
        self.url.to_url("r", rules, "documents")
        board, holes = self.typed()
        st.divider()
        try:
            table = P.read_equity_table(board, holes)
        except P.Problem as p:
            self.show_problem(p, live=True)
            return
        samples = int(self.url.keep("pk_samples") or P.DEFAULT_SAMPLES)
        if not P.is_exact(table):
            c1, c2 = st.columns(2)
            with c1:
                st.selectbox(
                    self._("Boards to sample"),
                    [str(n) for n in P.SAMPLES],
                    format_func=lambda v: self.ctx.num(int(v)),
                    key="pk_samples",
                )
            with c2:
                st.number_input(
                    self._("Random seed"), min_value=0, max_value=999_999_999, key="pk_seed"
                )
        samples = int(self.url.keep("pk_samples") or P.DEFAULT_SAMPLES)
        seed = int(ss.get("pk_seed") or 0)
        ss["_pk_keep_seed"] = seed
        self.url.to_url("s", str(samples), str(P.DEFAULT_SAMPLES))
        self.url.to_url("seed", str(seed), "1")

        tallies = ss.setdefault("_pk_tallies", {})
        key = P.tally_key(table, rules, samples, seed)
        tally = tallies.get(key)
        if not isinstance(tally, P.Tally):
            tally = P.new_tally(table, rules, samples, seed)
            tallies.clear()  # keep one count in the session
            tallies[key] = tally
        if not tally.done:
            if tally.exact:
                with st.spinner(self._("Counting every board…")):
                    P.run_chunk(tally, table, rules, seed)
            elif ss.get("pk_stopped") == key:
                box = st.container(horizontal=True, vertical_alignment="center")
                box.info(
                    self._("Stopped after {k} of {n} boards.", k=tally.boards, n=tally.target),
                    icon=":material/pause_circle:",
                )
                box.button(
                    self._("Continue"),
                    key="pk_continue",
                    on_click=self.on_continue,
                    icon=":material/play_arrow:",
                )
            else:
                status = st.empty()
                with status.container(horizontal=True, vertical_alignment="center"):
                    bar = st.progress(0.0, text=self._("Dealing the boards…"))
                    st.button(
                        self._("Stop"),
                        key="pk_stop",
                        on_click=self.on_stop,
                        args=(key,),
                        icon=":material/stop_circle:",
                    )
                last = 0.0
                while not tally.done:
                    P.run_chunk(tally, table, rules, seed)
                    now = time.monotonic()
                    if now - last >= TICK:
                        last = now
                        bar.progress(
                            min(1.0, tally.boards / tally.target),
                            text=self._(
                                "Counted {k} of {n} boards…", k=tally.boards, n=tally.target
                            ),
                        )
                status.empty()
        if not tally.boards:
            return
        st.html(P.SHOWDOWN_CSS)
        st.html(P.felt_html(self.ctx, table.board))
        st.html(P.equity_html(self.ctx, table, tally))
        st.caption(P.equity_summary(self.ctx, table, tally, rules, seed))
        with st.expander(self._("The rules behind this answer")):
            ids = ["poker/hand-rule", "poker/ranking", "poker/ties"]
            if rules == "documents":
                ids += ["poker/royal-flush"]
            self.show_rules(P.known_rules(ids))

    def run(self) -> None:

        # --- the page -----------------------------------------------------------------------------

        self.header(
            self._(
                "Settle a showdown, or see each player's chances before the board is complete. "
                "Each answer names the rule it applies and the source document it comes from."
            ),
        )
        tool = self.choose_tool(TOOLS, "showdown", params=TOOL_PARAMS)
        {"showdown": self.showdown_tool, "equity": self.equity_tool}[tool]()


page = PokerCalculators.page
"""Draw the screen under the frame (see :mod:`ui.screens`)."""
