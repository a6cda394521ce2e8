"""Hokm's rulings screen: who won a trick, what a hand scores, a match score sheet, trump by a table
custom and misdeals, for four, three or two players.

Five tools on one page, chosen with a selector (``tool=trick|hand|sheet|custom|misdeal`` in
the URL). Every
ruling names the rule it applies, in the page's language, with the seed lines it comes from;
every bad input gets a message and stays on screen to be corrected. The logic is in
:mod:`ui.games.hokm.calculators`; this module draws widgets and keeps the URL in step:

- ``o=``: the table rules that change scoring, in the compact options form (``bam:off``);
- ``trump=``, ``trick=``, ``leader=``, ``h1=`` … ``h4=``: the trick being ruled on;
- ``sheet=``: the score sheet (see :func:`ui.games.hokm.calculators.encode_sheet`);
- ``hk=``, ``t=`` (tricks per side, ``6-6-5``), ``bam=``, ``sp=``, ``mode=conceded``, ``cb=``,
  ``sc=`` (the score before): the hand being scored;
- ``cu=`` (middle|red|either), ``eo=`` (the two suits, ``DH``), ``pc=`` (the partner's cards):
  the trump custom;
- ``mh=``, ``mx=``, ``ms=``, ``mn=``, ``mp=``: the misdeal (hakem, who has too many, too few,
  how many cards, the policy).

A value in the URL that cannot be read is named in a warning and the input starts from its
usual value.
"""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from pasur.cards import Card, Suit
from pasur.games.hokm import HokmOptions, win_by_two_in_force
from pasur.games.hokm.scoring import dealer_of
from pasur.options import format_options
from ui import rulings_kit as K
from ui import texts
from ui.games.hokm import calculators as R
from ui.guard import read_int
from ui.i18n import N_
from ui.option_labels import label_of, value_label
from ui.rulings_screen import Button, RulingsScreen
from ui.score_sheet import read_sheet

ss = st.session_state

TOOLS = {
    "trick": N_("Who won the trick?"),
    "hand": N_("Score a hand"),
    "sheet": N_("Score sheet"),
    "custom": N_("Trump by a table custom"),
    "misdeal": N_("Misdeal"),
}
TOOL_PARAMS = {
    "trick": ("trump", "trick", "leader", "h1", "h2", "h3", "h4"),
    "hand": ("hk", "t", "bam", "sp", "mode", "cb", "sc"),
    "custom": ("cu", "pc", "eo"),
    "misdeal": ("mh", "mx", "ms", "mn", "mp"),
}
SEATS = ("0", "1", "2", "3")
FOUR_ONLY = {
    "customs": N_(
        "The trump customs belong to the four-player game (they read the hakem's partner's "
        "cards); your table rules are for {n} players."
    ),
    "misdeal": N_(
        "Misdeals are ruled here for the four-player game; your table rules are for {n} players."
    ),
}
"""What the tools that rule only for four players say when the table rules are for fewer."""
SHEET_KEYS = ("rul_s_a", "rul_s_b", "rul_s_c")
SHEET_CSS = """<style>
.st-key-rul_sheet_table :is(td, th):is(:nth-child(-n+2), :nth-child(n+5):nth-child(-n+7))
  :is(p, div) { white-space: nowrap; }
@media (max-width: 640px) {
  .st-key-rul_sheet_table :is(td, th) :is(p, div) { white-space: nowrap !important; }
}
</style>"""
EXAMPLES = {
    # name: (label, contract, English text, Persian text)
    "seed003": (
        N_("Seed 003: hearts are trump"),
        "H",
        "9S 4S 2H KS",
        "نه پیک، چهار پیک، دو دل، شاه پیک",
    ),
    "seed004": (
        N_("Seed 004: clubs are trump"),
        "C",
        "10♠ 7♦ 8♣ J♣",
        "ده پیک، هفت خشت، هشت خاج، سرباز خاج",
    ),
    "naras": (N_("Naras"), "naras", "KD 2D AD 5D", "شاه خشت، دو خشت، آس خشت، پنج خشت"),
    "taknaras": (N_("Taknaras"), "taknaras", "KS 2S AS 5H", "شاه پیک، دو پیک، آس پیک، پنج دل"),
}


DISABLED: dict[str, Callable[[HokmOptions], bool]] = {
    "bam_failure_keeps_kot": lambda o: not o.bam,
    "special_modes_kot": lambda o: not o.special_modes,
    "hakem_side_may_concede": lambda o: o.concession == "off",
    "middle_two_naras": lambda o: not (o.partner_middle_card and o.special_modes),
}


HAND_DEFAULTS: dict[str, object] = {
    "rul_h_hakem": "0",
    "rul_h_mode": "team",
    "rul_h_a": 7,
    "rul_h_b": 3,
    "rul_h_p0": 7,
    "rul_h_p1": 3,
    "rul_h_p2": 2,
    "rul_h_bam": "",
    "rul_h_special": False,
    "rul_h_end": "played",
    "rul_h_conceder": "1",
    "rul_h_sa": 0,
    "rul_h_sb": 0,
    "rul_h_sc": 0,
}


# --- tool 4: trump by a table custom ---------------------------------------------------------

SUIT_CODES = ("C", "D", "H", "S")


class HokmRulings(RulingsScreen, game="hokm", prefix="rul", calculators=R):
    """One run of the screen (see :class:`~ui.rulings_screen.RulingsScreen`)."""

    def show_bad_url(self) -> None:
        self.url.show_bad(self.ctx)

    # --- table rules -----------------------------------------------------------------------------

    def rules_from_url(self) -> None:
        raw = self.url.fresh("o")
        if raw is not None:
            try:
                opts = R.parse_rules(raw)
                ss["rul_rules_error"] = None
            except K.Problem as p:
                opts = HokmOptions()
                ss["rul_rules_error"] = ("url", p)
            self.set_rules(opts)

    def current_rules(self) -> HokmOptions:
        opts = ss.get("rul_opts")
        return opts if isinstance(opts, HokmOptions) else HokmOptions()

    def set_rules(self, opts: HokmOptions) -> None:
        """Make *opts* the rules in force and show them in every rules widget."""
        ss["rul_opts"] = opts
        for name in R.SCORING_OPTIONS:
            ss[f"rul_opt_{name}"] = getattr(opts, name)
        ss["rul_opt_text"] = format_options(opts)

    def on_rule_widget(self, name: str) -> None:
        before = self.current_rules()
        change = R.apply_rule_changes(before, {name: ss[f"rul_opt_{name}"]})
        ss["rul_rules_error"] = ("widget", change.problem) if change.problem else None
        ss["rul_rules_reset"] = change.reset
        self.set_rules(change.options)

    def on_rule_text(self) -> None:
        try:
            opts = R.parse_rules(str(ss.get("rul_opt_text") or ""))
        except K.Problem as p:
            ss["rul_rules_error"] = ("text", p)
            return
        ss["rul_rules_error"] = None
        ss["rul_rules_reset"] = ()
        self.set_rules(opts)

    def four_player_note(self, opts: HokmOptions, msgid: str) -> None:
        """Say *msgid* (a :data:`FOUR_ONLY` note) when the table rules are not for four."""
        if opts.players != 4:
            st.info(self._(msgid, n=opts.players))

    def option_label(self, name: str) -> str:
        """The option's label, from its declaration."""
        return label_of(self.ctx, HokmOptions, name)

    def choice_label(self, name: str) -> Callable[[object], str]:
        """What the option's values are called, from its declaration."""
        return lambda value: value_label(self.ctx, HokmOptions, name, value)

    def rule_checkbox(self, name: str, opts: HokmOptions) -> None:
        st.checkbox(
            self.option_label(name),
            key=f"rul_opt_{name}",
            on_change=self.on_rule_widget,
            args=(name,),
            help=R.option_help(name, self.ctx.lang),
            disabled=name in DISABLED and DISABLED[name](opts),
            wrap=True,
            width="stretch",
        )

    def rule_select(self, name: str) -> None:
        st.selectbox(
            self.option_label(name),
            list(R.option_choices(name)),
            format_func=self.choice_label(name),
            key=f"rul_opt_{name}",
            on_change=self.on_rule_widget,
            args=(name,),
            help=R.option_help(name, self.ctx.lang),
        )

    def rules_panel(self) -> HokmOptions:
        """The table rules the calculators use, in an expander; returns the rules in force.

        Only the options that mean something for the chosen player count are shown; switching the
        count sets the others back to their defaults and says so.
        """
        opts = self.current_rules()
        for name in R.SCORING_OPTIONS:
            ss.setdefault(f"rul_opt_{name}", getattr(opts, name))
        ss.setdefault("rul_opt_text", format_options(opts))
        error = ss.get("rul_rules_error")
        reset = ss.get("rul_rules_reset") or ()
        shown = R.shown_options(opts.players)
        with self.rules_box(
            R.rules_summary(self.ctx, opts),
            short_form=self._(
                "The same rules in short form (you may paste rules such as preset:friendly)"
            ),
            on_text=self.on_rule_text,
            expanded=bool(reset),
        ):
            self.rule_select("players")
            if reset:
                st.info(
                    self._(
                        "These rules do not apply with {n} players, so they went back to their "
                        "usual values: {names}.",
                        n=opts.players,
                        names=("، " if self.ctx.rtl else ", ").join(
                            self.option_label(n) for n in reset
                        ),
                    )
                )
            if error and error[0] == "widget":
                st.error(R.problem_text(self.ctx, error[1]))
            cols = st.columns(2)
            with cols[0]:
                for name in R.RULE_GROUPS["scoring"]:
                    if name in shown:
                        self.rule_checkbox(name, opts)
            with cols[1]:
                for name in R.RULE_GROUPS["choices"]:
                    if name in shown:
                        self.rule_select(name)
            customs = [n for n in R.RULE_GROUPS["customs"] if n in shown]
            if customs:
                st.markdown("**" + self._("Trump by a table custom (four players)") + "**")
                cols = st.columns(2)
                for i, name in enumerate(customs):
                    with cols[i % 2]:
                        self.rule_checkbox(name, opts)
        return self.current_rules()

    # --- tool 1: who won the trick ---------------------------------------------------------------

    def load_example(self, name: str) -> None:
        _label, contract, en, fa = EXAMPLES[name]
        ss["rul_trump"] = contract
        ss["rul_trick"] = fa if self.ctx.lang == "fa" else en
        ss["rul_leader"] = ""
        for pos in range(4):
            ss[f"rul_hand{pos}"] = ""

    def on_pick(self) -> None:
        self.pick_into("rul_trick")

    def on_drop_last(self) -> None:
        ss["rul_trick"] = K.drop_last_card(str(ss.get("rul_trick") or ""), self.ctx.lang)

    def on_clear_trick(self) -> None:
        ss["rul_trick"] = ""

    def trick_tool(self) -> None:
        self.url.from_url("trump", "rul_trump", "H", lambda v: v in R.CONTRACTS)
        self.url.from_url("trick", "rul_trick", "", lambda v: len(v) <= 300)
        self.url.from_url("leader", "rul_leader", "", lambda v: v in ("", *SEATS))
        for pos in range(4):
            self.url.from_url(f"h{pos + 1}", f"rul_hand{pos}", "", lambda v: len(v) <= 300)
        opts = self.rules_panel()
        n = opts.players
        seats = SEATS[:n]
        if ss.get("rul_leader") not in ("", *seats):
            ss["rul_leader"] = ""  # a seat of a bigger table: the leader is not given

        st.markdown(
            self._(
                "Choose the trump suit, or the special mode, then write the {n} cards in the order "
                "they were played. Any notation works: `9S`, `9♠` or نه پیک.",
                n=n,
            )
        )
        st.pills(
            self._("Trump"),
            R.CONTRACTS,
            format_func=lambda c: texts.contract(self.ctx, c),
            key="rul_trump",
            required=True,
        )
        self.text_box(
            self._("The cards, in the order played"),
            "rul_trick",
            300,
            self._("for example 9S 4S 2H KS"),
        )
        self.buttons(
            Button(
                self._("Remove the last card"),
                "rul_drop",
                self.on_drop_last,
                ":material/backspace:",
            ),
            Button(self._("Clear"), "rul_clear", self.on_clear_trick, ":material/clear:"),
        )
        with st.expander(self._("Pick cards instead of typing"), key="rul_picker"):
            self.card_pills(self._("Card (adds it to the trick)"), self.on_pick)
        if n == 4:
            st.caption(self._("Examples from the source documents:"))
            self.example_buttons(EXAMPLES, self.load_example)

        with st.expander(self._("Who led, and the players' hands (optional)"), key="rul_more"):
            st.selectbox(
                self._("Who played the first card"),
                ("", *seats),
                format_func=lambda s: (
                    self._("not given") if s == "" else texts.seat(self.ctx, int(s), n)
                ),
                key="rul_leader",
            )
            st.caption(
                self._(
                    "To check follow-suit, write a player's cards as they were before this trick, "
                    "including the card played. Leave a hand empty to skip it."
                )
            )
            leader_raw = str(ss.get("rul_leader") or "")
            leader_now = int(leader_raw) if leader_raw else None
            for pos in range(n):
                if pos % 2 == 0:
                    cols = st.columns(2)  # a row per pair, so that a phone stacks them in order
                with cols[pos % 2]:
                    self.text_box(
                        self._(
                            "Cards held by {who}", who=R.player_label(self.ctx, pos, leader_now, n)
                        ),
                        f"rul_hand{pos}",
                        300,
                    )

        contract = self.url.keep("rul_trump") or "H"
        text = self.url.keep("rul_trick")
        leader_raw = self.url.keep("rul_leader")
        hands_raw = [self.url.keep(f"rul_hand{pos}") for pos in range(4)]
        hands_raw = [raw if pos < n else "" for pos, raw in enumerate(hands_raw)]
        self.url.to_url("trump", contract, "H")
        self.url.to_url("trick", text)
        self.url.to_url("leader", leader_raw)
        for pos in range(4):
            self.url.to_url(f"h{pos + 1}", hands_raw[pos])
        leader = int(leader_raw) if leader_raw else None

        try:
            cards = K.parse_card_list(text)
        except K.Problem as p:
            self.show_problem(p, players=n)
            return
        hands: list[tuple[Card, ...] | None] = []
        bad_hand = False
        for pos, raw in enumerate(hands_raw):
            if not raw.strip():
                hands.append(None)
                continue
            try:
                hands.append(K.parse_card_list(raw))
            except K.Problem as p:
                bad_hand = True
                hands.append(None)
                where = self._("Cards held by {who}", who=R.player_label(self.ctx, pos, leader, n))
                st.error(R.problem_text(self.ctx, p, where=where, players=n))
        if not cards:
            st.info(self._("Write or pick the {n} cards of the trick to see who wins it.", n=n))
            return
        problems = R.check_trick(cards, hands[:n], opts)
        ruling = None if problems or bad_hand else R.rule_trick(contract, cards)
        st.html(R.TRICK_CSS)
        st.markdown(
            R.trick_html(self.ctx, cards, leader, ruling.winner if ruling else None, n),
            unsafe_allow_html=True,
        )
        if problems:
            st.markdown("**" + self._("This trick cannot have happened:") + "**")
            for problem in problems:
                self.show_problem(problem, leader=leader, players=n)
            return
        if ruling is None:
            return
        st.success(R.trick_headline(self.ctx, ruling, leader, n), icon=":material/emoji_events:")
        st.markdown(R.trick_reason(self.ctx, ruling, leader))
        self.show_rule(ruling.rule_id)
        if any(h is not None for h in hands):
            st.caption(
                self._("Follow-suit checked for the hands given: every card played was allowed.")
            )
        related = ["hokm/trick-winner"] if ruling.rule_id != "hokm/trick-winner" else []
        if ruling.contract in R.SPECIAL:
            related = ["hokm/special-modes"]
        if related:
            with st.expander(self._("Related rules")):
                for rid in related:
                    st.markdown(R.rule_markdown(self.ctx, rid))

    # --- tool 2: scoring a hand ------------------------------------------------------------------

    def on_count_mode(self) -> None:
        # The two boxes swap meaning between "team" and "side" when the hakem sits in East-West.
        if int(ss.get("rul_h_hakem", "0")) % 2 == 1:
            ss["rul_h_a"], ss["rul_h_b"] = ss.get("rul_h_b", 3), ss.get("rul_h_a", 7)

    def numbers_from_url(self, param: str, keys: list[str], top: int) -> None:
        """Fill the number boxes *keys* from ``param=7-3`` (as many numbers as boxes)."""
        raw = self.url.fresh(param)
        if raw is None:
            return
        parts = raw.split("-")
        values = [read_int(p, 0, top) for p in parts]
        if len(parts) != len(keys) or None in values:
            self.url.bad(param)
            return
        for key, value in zip(keys, values, strict=True):
            ss[key] = value

    def hand_tool(self) -> None:
        opts = self.rules_panel()
        n, sides, total = opts.players, opts.sides, opts.tricks_per_hand
        seats = SEATS[:n]
        score_keys = ["rul_h_sa", "rul_h_sb", "rul_h_sc"][:sides]
        trick_keys = ["rul_h_a", "rul_h_b"] if n == 4 else [f"rul_h_p{i}" for i in range(sides)]
        top = R.score_top(opts)
        self.url.from_url("hk", "rul_h_hakem", "0", lambda v: v in seats)
        self.url.from_url("bam", "rul_h_bam", "", lambda v: v in ("", "made", "failed"))
        self.url.from_url("mode", "rul_h_end", "played", lambda v: v in ("played", "conceded"))
        self.url.from_url("cb", "rul_h_conceder", "1", lambda v: v in ("0", "1"))
        self.numbers_from_url("t", trick_keys, total)
        self.numbers_from_url("sc", score_keys, top)
        special = self.url.fresh("sp")
        if special is not None:
            ss["rul_h_special"] = special == "1"
        for key, value in HAND_DEFAULTS.items():
            if key not in ss:
                ss[key] = ss.get(f"_rul_keep_{key}", value)
        if ss["rul_h_hakem"] not in seats:
            ss["rul_h_hakem"] = "0"  # a seat of a bigger table
        for key in trick_keys:
            ss[key] = min(max(int(ss[key]), 0), total)
        for key in score_keys:
            ss[key] = min(max(int(ss[key]), 0), top)
        may_concede = n == 4 and opts.concession != "off"
        if not may_concede:
            ss["rul_h_end"] = "played"
        self.show_bad_url()

        st.markdown(
            self._(
                "Say who was hakem and how many tricks each team took; the calculator gives the "
                "points, the kind of win and who is hakem next."
            )
            if n == 4
            else self._(
                "Say who was hakem and how many tricks each player took; the calculator gives the "
                "points, the kind of win and who is hakem next."
            )
        )
        c1, c2 = st.columns(2)
        with c1:
            self.seat_box(self._("Hakem"), "rul_h_hakem", seats, n)
        hakem = int(ss["rul_h_hakem"])
        if n == 4:
            with c2:
                st.radio(
                    self._("Count the tricks by"),
                    ("team", "side"),
                    format_func=lambda m: (
                        self._("team (South and North, East and West)")
                        if m == "team"
                        else self._("side (the hakem's team, the other team)")
                    ),
                    key="rul_h_mode",
                    on_change=self.on_count_mode,
                )
            hakem_team = hakem % 2
            if ss["rul_h_mode"] == "team":
                labels = [texts.team(self.ctx, t) for t in (0, 1)]
                labels[hakem_team] += " · " + self._("the hakem's team")
            else:
                labels = [
                    self._("The hakem's team ({team})", team=texts.team(self.ctx, hakem_team)),
                    self._("The other team ({team})", team=texts.team(self.ctx, 1 - hakem_team)),
                ]
        else:
            labels = [texts.seat(self.ctx, s, n) for s in range(n)]
            labels[hakem] += " · " + self._("hakem")
        if may_concede:
            st.radio(
                self._("How the hand ended"),
                ("played", "conceded"),
                format_func=lambda e: (
                    self._("played to the end") if e == "played" else self._("conceded")
                ),
                key="rul_h_end",
                horizontal=True,
            )
        conceded = ss["rul_h_end"] == "conceded"
        if conceded:
            st.selectbox(
                self._("Which team conceded"),
                ("0", "1"),
                format_func=lambda t: texts.team(self.ctx, int(t)),
                key="rul_h_conceder",
            )
        cols = st.columns(sides)
        for i, key in enumerate(trick_keys):
            with cols[i]:
                st.selectbox(
                    self._("Tricks: {who}", who=labels[i]),
                    list(range(total + 1)),
                    format_func=self.ctx.num,
                    key=key,
                )
        c1, c2 = st.columns(2)
        with c1:
            if not conceded:
                st.radio(
                    self._("Bam"),
                    ("", "made", "failed"),
                    format_func=lambda b: {
                        "": self._("no attempt"),
                        "made": self._("played on and took all {n} tricks", n=total),
                        "failed": self._("played on and lost a trick"),
                    }[b],
                    key="rul_h_bam",
                    help=R.rule_title(self.ctx, "hokm/bam"),
                )
            st.checkbox(self._("Played in Saras, Naras or Taknaras"), key="rul_h_special")
        with c2:
            for s, key in enumerate(score_keys):
                st.selectbox(
                    self._("Game score before this hand: {team}", team=R.side_name(self.ctx, s, n)),
                    list(range(top + 1)),
                    format_func=self.ctx.num,
                    key=key,
                )
        for key in HAND_DEFAULTS:
            if key in ss:
                ss[f"_rul_keep_{key}"] = ss[key]

        counts = [int(ss[k]) for k in trick_keys]
        if n == 4 and ss["rul_h_mode"] == "side" and hakem % 2 == 1:
            counts.reverse()
        bam = "" if conceded else str(ss["rul_h_bam"])
        hand = R.HandInput(
            hakem,
            tuple(counts),
            bam,
            bool(ss["rul_h_special"]),
            int(ss["rul_h_conceder"]) if conceded else None,
        )
        before = tuple(int(ss[k]) for k in score_keys)
        self.url.to_url("hk", str(hakem), "0")
        self.url.to_url("t", "-".join(str(c) for c in (int(ss[k]) for k in trick_keys)))
        self.url.to_url("bam", bam)
        self.url.to_url("sp", "1" if hand.special else "")
        self.url.to_url("mode", "conceded" if conceded else "", "")
        self.url.to_url("cb", str(hand.conceded_by) if conceded else "")
        self.url.to_url("sc", "-".join(str(v) for v in before) if any(before) else "")
        st.divider()
        problem = R.check_score(before, opts)
        if problem is not None:
            self.show_problem(problem, players=n)
            return
        try:
            result = R.score_one(hand, opts, before)
            update = R.game_after(before, result, opts, win_by_two_in_force(before, opts))
        except K.Problem as p:
            self.show_problem(p, players=n)
            return
        st.success(R.result_headline(self.ctx, result), icon=":material/scoreboard:")
        if result.kind == "kot_on_six":
            st.markdown(
                self._(
                    "The losing team needed only one point to win the game, so at this table the "
                    "kot is worth 1 point and that team takes the hakem."
                )
            )
        if "hokm/kot-in-modes" in result.note_rule_ids:
            st.markdown(
                self._(
                    "Kot does not count in the special modes at this table, so 7 to 0 scores 1 "
                    "point."
                )
            )
        if n < 4 and result.kind == "normal" and "hokm/small-game-kot" in result.note_rule_ids:
            st.markdown(
                self._(
                    "Kot does not count with two or three players at this table, so this scores 1 "
                    "point."
                )
            )
        if hand.bam == "failed":
            st.markdown(
                self._("The bam failed, and the kot earned at 7 to 0 still counts.")
                if opts.bam_failure_keeps_kot
                else self._("The bam failed, and the hand is scored on the final trick count.")
            )
        self.show_rule(result.rule_id)
        notes = [r for r in result.note_rule_ids if r != result.rule_id]
        if notes:
            with st.expander(self._("Other rules applied")):
                for rid in notes:
                    st.markdown(R.rule_markdown(self.ctx, rid))
        st.markdown("**" + self._("Next hand") + "**")
        if update.winner is not None and opts.games_to_win <= 1:
            st.markdown(R.game_text(self.ctx, update, opts))
            st.caption(self._("The game is over."))
        else:
            st.markdown(R.next_hakem_text(self.ctx, result, opts))
            st.markdown(R.game_text(self.ctx, update, opts))
        with st.expander(self._("The rules for the next hakem, the dealer and the game")):
            first = "hokm/next-hakem" if n == 4 else "hokm/small-game-hakem"
            self.show_rules((first, "hokm/dealer", update.rule_id))

    # --- tool 3: the score sheet -----------------------------------------------------------------

    def sheet_from_url(self) -> None:
        if read_sheet(self.url, "rul", R.decode_sheet, ()):
            ss.pop("rul_s_hakem", None)

    def sheet_hands(self) -> tuple[R.HandInput, ...]:
        hands = ss.get("rul_sheet", ())
        return tuple(hands)

    def on_add_hand(self) -> None:
        opts = self.current_rules()
        hands = self.sheet_hands()
        state = R.compute_sheet(hands, opts)
        if state.over:
            ss["rul_s_error"] = K.Problem("after_match", "hokm/match-end")
            return
        hand = R.HandInput(
            int(ss["rul_s_hakem"]),
            tuple(int(ss[k]) for k in SHEET_KEYS[: opts.sides]),
            str(ss.get("rul_s_bam") or ""),
            bool(ss.get("rul_s_special")),
        )
        problem = R.check_hand(hand, opts)
        if problem is not None:
            ss["rul_s_error"] = problem
            return
        ss["rul_s_error"] = None
        ss["rul_sheet_error"] = None
        ss["rul_sheet"] = (*hands, hand)
        after = R.compute_sheet(ss["rul_sheet"], opts)
        if after.next_hakem is not None:
            ss["rul_s_hakem"] = str(after.next_hakem)
        ss["rul_s_bam"] = ""
        ss["rul_s_special"] = False

    def on_undo(self) -> None:
        ss["rul_sheet"] = self.sheet_hands()[:-1]
        ss["rul_s_error"] = None
        ss["rul_sheet_error"] = None
        state = R.compute_sheet(ss["rul_sheet"], self.current_rules())
        if state.next_hakem is not None:
            ss["rul_s_hakem"] = str(state.next_hakem)

    def on_clear_sheet(self) -> None:
        ss["rul_sheet"] = ()
        ss["rul_s_error"] = None
        ss["rul_sheet_error"] = None

    def sheet_tool(self) -> None:
        opts = self.rules_panel()
        hands = self.sheet_hands()
        state = R.compute_sheet(hands, opts)
        broken = ss.get("rul_sheet_error")
        if isinstance(broken, K.Problem):
            st.error(
                R.problem_text(self.ctx, broken)
                + " "
                + self._("The sheet starts empty; add the hands again below.")
            )
        st.markdown(
            self._(
                "Write down each hand as it ends: the running score, the kind of each win and the "
                "next hakem follow from the table rules. The sheet is kept in the page's address, "
                "so a reload or a shared link shows it again."
            )
        )
        board = st.container(horizontal=True, key="rul_board")
        n = opts.players
        for t in range(len(state.score)):
            games = " · " + self._("games: {n}", n=state.games[t]) if opts.games_to_win > 1 else ""
            board.metric(
                R.side_name(self.ctx, t, n) + games, self.ctx.num(state.score[t]), border=True
            )
        if state.winner is not None:
            st.success(
                K.sentence(R.match_text(self.ctx, state.winner, opts)), icon=":material/trophy:"
            )
        elif state.next_hakem is not None:
            st.info(
                self._(
                    "Next hand: {seat} is hakem and {dealer} deals.",
                    seat=texts.seat(self.ctx, state.next_hakem, n),
                    dealer=texts.seat(self.ctx, dealer_of(state.next_hakem, opts), n),
                )
            )
            if state.win_by_two and opts.six_all == "to_eight":
                st.caption(
                    self._(
                        "Both sides reached {six}: the game goes to {eight} with a two-point lead, "
                        "and at {seven} all the next point wins.",
                        six=opts.target_points - 1,
                        eight=opts.target_points + 1,
                        seven=opts.target_points,
                    )
                )
            elif state.win_by_two:
                st.caption(
                    self._(
                        "Both teams are one point short: the game goes on until a team leads by "
                        "two."
                    )
                )
        if state.rows:
            st.html(SHEET_CSS)
            st.caption(R.sheet_order(self.ctx, opts))
            with st.container(key="rul_sheet_table"):
                st.table(R.sheet_table(self.ctx, state, opts), hide_index=True)

        if not state.over:
            ss.setdefault("rul_s_hakem", str(state.next_hakem or 0))
            if ss["rul_s_hakem"] not in SEATS[:n]:
                ss["rul_s_hakem"] = "0"
            for key, default in zip(SHEET_KEYS[: opts.sides], (7, 0, 0), strict=False):
                ss.setdefault(key, default)
                ss[key] = min(int(ss[key]), opts.tricks_per_hand)
            ss.setdefault("rul_s_bam", "")
            ss.setdefault("rul_s_special", False)
            with self.add_form(
                self._("Add hand {n}", n=len(hands) + 1),
                (self._("Add the hand"), "rul_s_add", self.on_add_hand),
                "rul_s_error",
                players=n,
            ):
                cols = st.columns(1 + opts.sides)
                with cols[0]:
                    st.selectbox(
                        self._("Hakem"),
                        SEATS[:n],
                        format_func=lambda s: texts.seat(self.ctx, int(s), n),
                        key="rul_s_hakem",
                    )
                for i in range(opts.sides):
                    with cols[i + 1]:
                        st.selectbox(
                            self._("Tricks: {who}", who=R.side_name(self.ctx, i, n)),
                            list(range(opts.tricks_per_hand + 1)),
                            format_func=self.ctx.num,
                            key=SHEET_KEYS[i],
                        )
                c1, c2 = st.columns(2)
                with c1:
                    st.radio(
                        self._("Bam"),
                        ("", "made", "failed"),
                        format_func=lambda b: {
                            "": self._("no attempt"),
                            "made": self._("bam made"),
                            "failed": self._("bam failed"),
                        }[b],
                        key="rul_s_bam",
                        horizontal=True,
                    )
                with c2:
                    st.checkbox(self._("Played in Saras, Naras or Taknaras"), key="rul_s_special")
        undo, clear = self._("Remove the last hand"), self._("Clear the sheet")
        self.sheet_buttons(
            not hands, undo, clear, (R.sheet_csv(self.ctx, state, opts), "hokm-score-sheet.csv")
        )

    def suit_label(self, s: str) -> str:
        return f"{Suit('CDHS'.index(s)).symbol} {texts.suit(self.ctx, s)}"

    def custom_tool(self) -> None:
        self.url.from_url("cu", "rul_c_custom", "middle", lambda v: v in R.CUSTOMS)
        self.url.from_url("pc", "rul_c_cards", "", lambda v: len(v) <= 400)
        self.url.from_url(
            "eo",
            "rul_c_suits",
            "DH",
            lambda v: len(v) == 2 and v[0] != v[1] and all(c in SUIT_CODES for c in v),
        )
        opts = self.rules_panel()
        for key, value in (("rul_c_custom", "middle"), ("rul_c_cards", ""), ("rul_c_suits", "DH")):
            if key not in ss:
                ss[key] = ss.get(f"_rul_keep_{key}", value)
        suits = str(ss["rul_c_suits"])
        ss.setdefault("rul_c_x", suits[0])
        ss.setdefault("rul_c_y", suits[1])
        self.show_bad_url()
        st.markdown(
            self._(
                "At some tables the hakem lets a custom choose trump from his partner's cards. "
                "Write the partner's cards in the order they were dealt (the first packet of five, "
                "then the packets of four), choose the custom, and see what it decides and which "
                "cards are turned up."
            )
        )
        st.pills(
            self._("Custom"),
            R.CUSTOMS,
            format_func=lambda c: K.sentence(R.custom_name(self.ctx, c)),
            key="rul_c_custom",
            required=True,
        )
        custom = self.url.keep("rul_c_custom") or "middle"
        if custom == "either":
            c1, c2 = st.columns(2)
            with c1:
                st.selectbox(
                    self._("Either"), SUIT_CODES, format_func=self.suit_label, key="rul_c_x"
                )
            with c2:
                st.selectbox(self._("or"), SUIT_CODES, format_func=self.suit_label, key="rul_c_y")
            suits = str(ss["rul_c_x"]) + str(ss["rul_c_y"])
            ss["rul_c_suits"] = suits
        self.url.keep("rul_c_suits")
        self.text_box(
            self._("The partner's cards, in deal order (up to 13)"),
            "rul_c_cards",
            400,
            self._("for example 9S 4S 2H KS 3C"),
        )
        text = self.url.keep("rul_c_cards")
        self.url.to_url("cu", custom, "middle")
        self.url.to_url("pc", text)
        self.url.to_url("eo", suits if custom == "either" else "", "")
        self.four_player_note(opts, FOUR_ONLY["customs"])
        if opts.players == 4 and not getattr(opts, R.CUSTOM_OPTION[custom]):
            st.caption(
                self._(
                    "This custom is off in your table rules; this is what it would decide where it "
                    "is played."
                )
            )
        try:
            cards = R.read_partner_cards(text)
            ruling = R.custom_ruling(
                cards, custom, suits, opts if opts.players == 4 else HokmOptions()
            )
        except K.Problem as p:
            self.show_problem(p)
            return
        if not cards:
            st.info(self._("Write the partner's cards to see what the custom decides."))
            self.show_rule(R.CUSTOM_RULE[custom])
            return
        turned = set(ruling.reveal.cards) if ruling.reveal else set()
        st.html(R.TRICK_CSS + R.PACKET_CSS)
        st.markdown(R.packets_html(self.ctx, cards, turned), unsafe_allow_html=True)
        headline = R.custom_headline(self.ctx, ruling)
        if ruling.reveal is None:
            st.info(headline)
        elif ruling.reveal.contract:
            st.success(headline, icon=":material/playing_cards:")
        else:
            st.warning(headline)
        for line in R.custom_reasons(self.ctx, ruling):
            st.markdown(line)
        self.show_rule(ruling.rule_id)

    # --- tool 5: a misdeal -----------------------------------------------------------------------

    def misdeal_tool(self) -> None:
        self.url.from_url("mh", "rul_m_hakem", "0", lambda v: v in SEATS)
        self.url.from_url("mx", "rul_m_extra", "0", lambda v: v in SEATS)
        self.url.from_url("ms", "rul_m_short", "1", lambda v: v in SEATS)
        self.url.from_url("mn", "rul_m_count", "1", lambda v: v in ("1", "2", "3", "4"))
        self.url.from_url("mp", "rul_m_policy", "", lambda v: v in R.MISDEAL_POLICIES)
        opts = self.rules_panel()
        defaults = {
            "rul_m_hakem": "0",
            "rul_m_extra": "0",
            "rul_m_short": "1",
            "rul_m_count": "1",
            "rul_m_policy": opts.misdeal_policy,
        }
        for key, value in defaults.items():
            if key not in ss or not ss[key]:
                ss[key] = ss.get(f"_rul_keep_{key}") or value
        self.show_bad_url()
        st.markdown(
            self._(
                "One player was dealt too many cards and another too few. Say who, how many cards, "
                "and which custom the table follows; the ruling says what happens and who chooses. "
                "The dealer follows the table rules (who deals)."
            )
        )
        self.four_player_note(opts, FOUR_ONLY["misdeal"])

        def seat(s: str) -> str:
            return texts.seat(self.ctx, int(s))

        c1, c2 = st.columns(2)
        with c1:
            st.selectbox(self._("Hakem"), SEATS, format_func=seat, key="rul_m_hakem")
            st.selectbox(
                self._("Who got too many cards"), SEATS, format_func=seat, key="rul_m_extra"
            )
        with c2:
            st.selectbox(
                self._("How many cards went astray"),
                ("1", "2", "3", "4"),
                format_func=lambda v: self.ctx.num(int(v)),
                key="rul_m_count",
            )
            st.selectbox(self._("Who got too few"), SEATS, format_func=seat, key="rul_m_short")
        st.radio(
            self.option_label("misdeal_policy"),
            R.MISDEAL_POLICIES,
            format_func=self.choice_label("misdeal_policy"),
            key="rul_m_policy",
            help=R.option_help("misdeal_policy", self.ctx.lang),
        )
        values = {key: self.url.keep(key) for key in defaults}
        policy = values["rul_m_policy"] or "always_redeal"
        self.url.to_url("mh", values["rul_m_hakem"], "0")
        self.url.to_url("mx", values["rul_m_extra"], "0")
        self.url.to_url("ms", values["rul_m_short"], "1")
        self.url.to_url("mn", values["rul_m_count"], "1")
        self.url.to_url("mp", policy, opts.misdeal_policy)
        m = R.MisdealInput(
            int(values["rul_m_hakem"]),
            int(values["rul_m_extra"]),
            int(values["rul_m_short"]),
            int(values["rul_m_count"]),
        )
        table = R.misdeal_options(opts, policy)
        st.caption(
            self._(
                "{hakem} is hakem, so {dealer} deals.",
                hakem=texts.seat(self.ctx, m.hakem),
                dealer=texts.seat(self.ctx, dealer_of(m.hakem, table)),
            )
        )
        st.divider()
        try:
            ruling = R.rule_misdeal(m, table)
        except K.Problem as p:
            self.show_problem(p)
            return
        st.markdown("**" + R.misdeal_headline(self.ctx, m) + "**")
        reasons = R.misdeal_reasons(self.ctx, m, ruling, table)
        st.success(reasons[0], icon=":material/gavel:")
        for line in reasons[1:]:
            st.markdown(line)
        self.show_rule(ruling.rule_id)

    def run(self) -> None:

        # --- the page -----------------------------------------------------------------------------

        self.rules_from_url()
        self.sheet_from_url()
        self.header(
            self._(
                "Settle a question at the table, with four, three or two players: who won a trick, "
                "what a hand scores, the score of a whole match, what a trump custom decides and "
                "what happens after a misdeal. Each answer names the rule it applies and the "
                "source document it comes from."
            ),
            notices=False,
        )
        tool = self.choose_tool(TOOLS, "trick", sheet="sheet", params=TOOL_PARAMS)
        {
            "trick": self.trick_tool,
            "hand": self.hand_tool,
            "sheet": self.sheet_tool,
            "custom": self.custom_tool,
            "misdeal": self.misdeal_tool,
        }[tool]()
        self.url.to_url("o", format_options(self.current_rules()))
        self.url.to_url("sheet", R.encode_sheet(self.sheet_hands()))


page = HokmRulings.page
"""Draw the screen under the frame (see :mod:`ui.screens`)."""
