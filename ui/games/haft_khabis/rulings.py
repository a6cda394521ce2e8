"""Haft Khabis penalty count: what the cards left in each losing hand cost, and the running totals.

The count is the rules package's ``penalty_count`` (2 to 10 at face value, the jack 20, the
queen 3, the king 4, the ace 11; doubled when the winner went out on a jack); the totals stop a
player at the elimination limit. Every answer names its rules with their seed lines; bad input
gets a message in the page's language and stays on screen. The logic is in
:mod:`ui.games.haft_khabis.calculators`. The URL keeps:

- ``n=``: players (2 to 8), ``w=``: who went out (1 to 8), ``k1=`` … ``k8=``: the cards left;
- ``jack=1``: the winner's last card was a jack; ``decks=1``: one deck (two by default);
- ``limit=``: the elimination limit; ``sheet=``: the running totals (see
  :func:`ui.games.haft_khabis.calculators.encode_sheet`).
"""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from pasur.games.haft_khabis.options import HaftKhabisOptions
from ui.games.haft_khabis import calculators as P
from ui.guard import read_int
from ui.rulings_screen import Button, RulingsScreen
from ui.score_sheet import sheet_bar

ss = st.session_state
DEFAULTS = HaftKhabisOptions()
MAX = P.MAX_PLAYERS


class PenaltyCount(
    RulingsScreen, game="haft_khabis", prefix="hk", calculators=P, missing=P.MISSING
):
    """One run of the screen (see :class:`~ui.rulings_screen.RulingsScreen`)."""

    def players(self) -> int:
        value = ss.get("hk_players")
        return int(value) if isinstance(value, int) and 2 <= value <= MAX else DEFAULTS.players

    def sheet_rows(self) -> tuple[tuple[int, ...], ...]:
        rows = ss.get("hk_sheet")
        return rows if isinstance(rows, tuple) else ()

    def on_players(self) -> None:
        # A sheet is for one table: a new number of players starts a new sheet.
        ss["hk_sheet"] = ()

    def on_add(self, row: tuple[int, ...]) -> None:
        ss["hk_sheet"] = (*self.sheet_rows(), row)
        for i in range(MAX):
            ss[f"hk_k{i}"] = ""
        ss["hk_jack"] = False

    def on_undo(self) -> None:
        ss["hk_sheet"] = self.sheet_rows()[:-1]

    def on_clear_sheet(self) -> None:
        ss["hk_sheet"] = ()

    def on_example(self) -> None:
        ss["hk_players"] = 4
        ss["hk_winner"] = "0"
        for i in range(MAX):
            ss[f"hk_k{i}"] = P.HK_EXAMPLE[i - 1] if 1 <= i <= len(P.HK_EXAMPLE) else ""
        ss["hk_jack"] = True

    def valid_int(self, low: int, high: int) -> Callable[[str], bool]:
        return lambda v: read_int(v, low, high) is not None

    def run(self) -> None:

        # --- reading the URL ----------------------------------------------------------------------

        self.url.from_url("n", "hk_players", str(DEFAULTS.players), self.valid_int(2, MAX))
        if isinstance(ss.get("hk_players"), str):
            ss["hk_players"] = int(ss["hk_players"])
        self.url.from_url("w", "hk_winner", "1", self.valid_int(1, MAX))
        for i in range(MAX):
            self.url.from_url(f"k{i + 1}", f"hk_k{i}", "", lambda v: len(v) <= P.MAX_FIELD)
        self.url.from_url("jack", "hk_jack_text", "", lambda v: v in ("", "1"))
        self.url.from_url("decks", "hk_decks", str(DEFAULTS.decks), lambda v: v in ("1", "2"))
        self.url.from_url("limit", "hk_limit_text", str(DEFAULTS.limit), self.valid_int(10, 5000))
        raw_sheet = self.url.fresh("sheet")
        sheet_error: P.Problem | None = None
        if raw_sheet is not None:
            try:
                ss["hk_sheet"] = P.decode_sheet(raw_sheet, self.players())
            except P.Problem as p:
                ss["hk_sheet"] = ()
                sheet_error = p
        if "hk_jack" not in ss or ss.get("_hk_jack_from_url") != ss.get("hk_jack_text"):
            ss["hk_jack"] = ss.get("hk_jack_text") == "1"
            ss["_hk_jack_from_url"] = ss.get("hk_jack_text")
        if "hk_limit" not in ss or ss.get("_hk_limit_from_url") != ss.get("hk_limit_text"):
            ss["hk_limit"] = int(str(ss.get("hk_limit_text") or DEFAULTS.limit))
            ss["_hk_limit_from_url"] = ss.get("hk_limit_text")

        # --- the page -----------------------------------------------------------------------------

        self.header(
            self._(
                "When a player goes out, every other player counts the cards left in his hand: 2 "
                "to 10 at face value, the jack 20, the queen 3, the king 4 and the ace 11, all "
                "doubled when the winner's last card was a jack. Add each deal to the running "
                "totals to see who reaches the limit and is out."
            ),
        )
        n = self.players()
        winners = [str(i + 1) for i in range(n)]
        if str(ss.get("hk_winner")) not in winners:
            ss["hk_winner"] = "1"
        c1, c2, c3 = st.columns(3)
        with c1:
            st.number_input(
                self._("Players"),
                min_value=2,
                max_value=MAX,
                step=1,
                key="hk_players",
                on_change=self.on_players,
            )
        with c2:
            st.selectbox(
                self._("Who went out (the winner of the deal)"),
                winners,
                format_func=lambda w: P.player_name(self.ctx, int(w) - 1),
                key="hk_winner",
            )
        with c3:
            st.radio(
                self._("Decks"),
                ("1", "2"),
                format_func=lambda d: self._("one deck") if d == "1" else self._("two decks"),
                key="hk_decks",
                horizontal=True,
            )
        st.checkbox(
            self._("The winner's last card was a jack (every count is doubled)"), key="hk_jack"
        )
        winner = int(str(ss.get("hk_winner") or "1")) - 1
        rows = self.sheet_rows()
        sheet_before = P.compute_sheet(rows, n, int(ss.get("hk_limit") or DEFAULTS.limit))
        cols = st.columns(min(4, n - 1))
        losers = [i for i in range(n) if i != winner]
        for j, i in enumerate(losers):
            with cols[j % len(cols)]:
                st.text_input(
                    self._("Cards left to {player}", player=P.player_name(self.ctx, i)),
                    key=f"hk_k{i}",
                    max_chars=P.MAX_FIELD,
                    placeholder=self._("for example QH 3C"),
                    disabled=sheet_before.is_out(i),
                    help=self._("Out of the game already.") if sheet_before.is_out(i) else None,
                )
        self.buttons(
            Button(
                self._("Fill in an example"), "hk_example", self.on_example, ":material/menu_book:"
            ),
        )

        texts_ = [self.url.keep(f"hk_k{i}") for i in range(MAX)]
        jack = bool(ss.get("hk_jack"))
        decks = int(self.url.keep("hk_decks") or DEFAULTS.decks)
        self.url.to_url("n", str(n), str(DEFAULTS.players))
        self.url.to_url("w", str(winner + 1), "1")
        for i in range(MAX):
            self.url.to_url(f"k{i + 1}", texts_[i] if i < n and i != winner else "")
        self.url.to_url("jack", "1" if jack else "")
        ss["hk_jack_text"] = ss["_hk_jack_from_url"] = "1" if jack else ""
        self.url.to_url("decks", str(decks), str(DEFAULTS.decks))

        st.divider()
        counted: tuple[int, ...] | None = None
        try:
            hands = P.read_hk_hands(
                [texts_[i] if i in losers and not sheet_before.is_out(i) else "" for i in range(n)],
                decks,
            )
        except P.Problem as p:
            self.show_problem(p, live=True)
        else:
            shown = [i for i in losers if not sheet_before.is_out(i)]
            penalties = [P.penalty(hands[i], jack) for i in shown]
            counted = tuple(penalties[shown.index(i)].total if i in shown else 0 for i in range(n))
            st.html(P.CARD_TABLE_CSS)
            st.html(
                P.penalty_html(self.ctx, [P.player_name(self.ctx, i) for i in shown], penalties)
            )
            worst = max(shown, key=lambda i: counted[i]) if shown else None
            head = self._(
                "{winner} went out; the others count {total} points in all.",
                winner=P.player_name(self.ctx, winner),
                total=sum(counted),
            )
            if worst is not None and counted[worst]:
                head += " " + self._(
                    "{player} has the most: {n}.",
                    player=P.player_name(self.ctx, worst),
                    n=counted[worst],
                )
            st.success(head, icon=":material/calculate:")
            if jack:
                st.caption(self._("Doubled: the winner went out on a jack."))
            add = self._("Add this deal to the running totals")
            done = sheet_before.winner is not None
            icon = ":material/playlist_add:"
            self.buttons(Button(add, "hk_add", self.on_add, icon, (counted,), disabled=done))
        self.rules_expander(
            self._("The counting rules"), P.known_rules([P.penalty_rule(), P.jack_rule()])
        )

        # --- the running totals -------------------------------------------------------------------

        st.subheader(self._("Running totals"))
        if sheet_error is not None:
            st.error(
                P.problem_text(self.ctx, sheet_error)
                + " "
                + self._("The totals start empty; add the deals again.")
            )
        st.number_input(
            self._("Elimination limit (the seed suggests 100 to 500)"),
            min_value=10,
            max_value=5000,
            step=10,
            key="hk_limit",
        )
        limit = int(ss.get("hk_limit") or DEFAULTS.limit)
        ss["hk_limit_text"] = ss["_hk_limit_from_url"] = str(limit)
        self.url.to_url("limit", str(limit), str(DEFAULTS.limit))
        rows = self.sheet_rows()
        sheet = P.compute_sheet(rows, n, limit)
        if rows:
            st.html(P.CARD_TABLE_CSS + P.sheet_html(self.ctx, rows, sheet, n, limit))
            message = P.sheet_text(self.ctx, sheet, limit)
            if sheet.winner is not None:
                st.success(message, icon=":material/trophy:")
            elif sheet.out:
                st.warning(message, icon=":material/person_remove:")
            else:
                st.info(message)
        else:
            st.caption(self._("No deals added yet."))
        sheet_bar(
            prefix="hk",
            empty=not rows,
            undo=(self._("Remove the last deal"), self.on_undo),
            clear=(self._("Clear the totals"), self.on_clear_sheet, "hk_clear"),
        )
        self.rules_expander(self._("The rule of the game's end"), P.known_rules([P.limit_rule()]))
        self.url.to_url("sheet", P.encode_sheet(rows))


page = PenaltyCount.page
"""Draw the screen under the frame (see :mod:`ui.screens`)."""
