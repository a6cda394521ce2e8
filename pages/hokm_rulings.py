"""Hokm rulings: who won a trick, what a hand scores, and a match score sheet.

Three tools on one page, chosen with a selector (``tool=trick|hand|sheet`` in the URL). Every
ruling names the rule it applies, in the page's language, with the seed lines it comes from;
every bad input gets a message and stays on screen to be corrected. The logic is in
``ui/rulings.py``; this file draws widgets and keeps the URL in step:

- ``o=``: the table rules that change scoring, in the compact options form (``bam:off``);
- ``trump=``, ``trick=``, ``leader=``, ``h1=`` … ``h4=``: the trick being ruled on;
- ``sheet=``: the score sheet (see ``ui.rulings.encode_sheet``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import streamlit as st

from pasur.cards import Card, Rank, Suit
from pasur.errors import OptionsError
from pasur.games.hokm import HokmOptions
from pasur.games.hokm.scoring import dealer_of
from pasur.options import format_options, option_info
from ui import rulings as R
from ui import texts
from ui.frame import frame
from ui.i18n import N_

ctx = frame()
_ = ctx._
ss = st.session_state
qp = st.query_params

TOOLS = ("trick", "hand", "sheet")
TOOL_LABELS = {
    "trick": N_("Who won the trick?"),
    "hand": N_("Score a hand"),
    "sheet": N_("Score sheet"),
}
SEATS = ("0", "1", "2", "3")
RANK_CODES = tuple(r.letter for r in sorted(Rank, reverse=True))
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


# --- keeping widgets and the URL in step -----------------------------------------------------


def from_url(param: str, key: str, default: str, valid: Callable[[str], bool]) -> None:
    """Before drawing widget *key*: take a new value from the URL, else keep the session's.

    A URL value is read once (when it differs from what this session last wrote there), so a
    link opens on its values and later edits are not undone. Invalid values are ignored.
    """
    raw = qp.get(param)
    if raw is not None and raw != ss.get(f"_rul_seen_{param}"):
        ss[f"_rul_seen_{param}"] = raw
        ss[key] = raw if valid(raw) else default
    elif key not in ss:
        ss[key] = ss.get(f"_rul_keep_{key}", default)


def to_url(param: str, value: str, default: str = "") -> None:
    """Write *value* into the URL (or drop the parameter when it is the default)."""
    if value == default:
        if param in qp:
            del qp[param]
        ss[f"_rul_seen_{param}"] = None
    else:
        if qp.get(param) != value:
            qp[param] = value
        ss[f"_rul_seen_{param}"] = value


def keep(key: str) -> str:
    """Remember widget *key*'s value beyond the runs in which the widget is not drawn."""
    value = str(ss.get(key) or "")
    ss[f"_rul_keep_{key}"] = value
    return value


def drop_url(*params: str) -> None:
    for p in params:
        if p in qp:
            del qp[p]
        ss[f"_rul_seen_{p}"] = None


def show_rule(rule_id: str) -> None:
    with st.container(border=True):
        st.markdown(R.rule_markdown(ctx, rule_id))


def show_problem(p: R.Problem, leader: int | None = None) -> None:
    st.error(R.problem_text(ctx, p, leader=leader))
    if p.rule_id:
        show_rule(p.rule_id)


# --- table rules -----------------------------------------------------------------------------


def rules_from_url() -> None:
    raw = qp.get("o")
    if raw is not None and raw != ss.get("_rul_seen_o"):
        ss["_rul_seen_o"] = raw
        try:
            opts = R.parse_rules(raw)
            ss["rul_rules_error"] = None
        except R.Problem as p:
            opts = HokmOptions()
            ss["rul_rules_error"] = ("url", p)
        set_rules(opts)


def current_rules() -> HokmOptions:
    opts = ss.get("rul_opts")
    return opts if isinstance(opts, HokmOptions) else HokmOptions()


def set_rules(opts: HokmOptions) -> None:
    """Make *opts* the rules in force and show them in every rules widget."""
    ss["rul_opts"] = opts
    for name in R.SCORING_OPTIONS:
        ss[f"rul_opt_{name}"] = getattr(opts, name)
    ss["rul_opt_text"] = format_options(opts)


def on_rule_widget() -> None:
    changes = {name: ss[f"rul_opt_{name}"] for name in R.SCORING_OPTIONS if f"rul_opt_{name}" in ss}
    try:
        opts = dataclasses.replace(current_rules(), **changes)
    except OptionsError:  # pragma: no cover - these options have no conflicts among themselves
        return
    ss["rul_opts"] = opts
    ss["rul_opt_text"] = format_options(opts)
    ss["rul_rules_error"] = None


def on_rule_text() -> None:
    try:
        opts = R.parse_rules(str(ss.get("rul_opt_text") or ""))
    except R.Problem as p:
        ss["rul_rules_error"] = ("text", p)
        return
    ss["rul_rules_error"] = None
    set_rules(opts)


def choice_label(name: str) -> Callable[[str], str]:
    def label(value: str) -> str:
        return ctx.gettext(R.CHOICE_LABELS[(name, value)])

    return label


def rules_panel() -> HokmOptions:
    """The table rules that change scoring, in an expander; returns the rules in force."""
    opts = current_rules()
    for name in R.SCORING_OPTIONS:
        ss.setdefault(f"rul_opt_{name}", getattr(opts, name))
    ss.setdefault("rul_opt_text", format_options(opts))
    error = ss.get("rul_rules_error")
    label = _("Table rules") + ": " + R.rules_summary(ctx, opts)
    with st.expander(label, expanded=bool(error), key="rul_rules_box", icon=":material/tune:"):
        if error and error[0] == "url":
            st.warning(
                _("The table rules in this link could not be read, so the usual rules are used.")
                + " "
                + R.problem_text(ctx, error[1])
            )
        cols = st.columns(2)
        with cols[0]:
            for name in ("bam", "bam_failure_keeps_kot", "special_modes", "special_modes_kot"):
                disabled = (name == "bam_failure_keeps_kot" and not opts.bam) or (
                    name == "special_modes_kot" and not opts.special_modes
                )
                st.checkbox(
                    ctx.gettext(R.OPTION_LABELS[name]),
                    key=f"rul_opt_{name}",
                    on_change=on_rule_widget,
                    help=R.option_help(name, ctx.lang),
                    disabled=disabled,
                    wrap=True,
                    width="stretch",
                )
        with cols[1]:
            st.selectbox(
                ctx.gettext(R.OPTION_LABELS["target_points"]),
                list(range(1, 22)),
                format_func=ctx.num,
                key="rul_opt_target_points",
                on_change=on_rule_widget,
                help=R.option_help("target_points", ctx.lang),
            )
            for name in ("six_all", "kot_vs_side_on_six", "dealer_seat"):
                choices: list[str] = list(option_info(HokmOptions, name).choices)
                st.selectbox(
                    ctx.gettext(R.OPTION_LABELS[name]),
                    choices,
                    format_func=choice_label(name),
                    key=f"rul_opt_{name}",
                    on_change=on_rule_widget,
                    help=R.option_help(name, ctx.lang),
                )
            st.selectbox(
                ctx.gettext(R.OPTION_LABELS["games_to_win"]),
                [1, 2, 3],
                format_func=ctx.num,
                key="rul_opt_games_to_win",
                on_change=on_rule_widget,
                help=R.option_help("games_to_win", ctx.lang),
            )
        st.text_input(
            _("The same rules in short form (you may paste rules such as preset:friendly)"),
            key="rul_opt_text",
            on_change=on_rule_text,
            max_chars=400,
        )
        if error and error[0] == "text":
            st.error(R.problem_text(ctx, error[1]))
    return current_rules()


# --- tool 1: who won the trick ---------------------------------------------------------------


def load_example(name: str) -> None:
    _label, contract, en, fa = EXAMPLES[name]
    ss["rul_trump"] = contract
    ss["rul_trick"] = fa if ctx.lang == "fa" else en
    ss["rul_leader"] = ""
    for pos in range(4):
        ss[f"rul_hand{pos}"] = ""


def rank_of(code: str) -> Rank:
    return Rank("23456789TJQKA".index(code) + 2)


def on_pick() -> None:
    rank, suit = ss.get("rul_pick_rank"), ss.get("rul_pick_suit")
    if rank and suit:
        card = Card(rank_of(rank), Suit("CDHS".index(suit)))
        ss["rul_trick"] = R.append_card(str(ss.get("rul_trick") or ""), card, ctx.lang)
    ss["rul_pick_rank"] = None


def on_drop_last() -> None:
    ss["rul_trick"] = R.drop_last_card(str(ss.get("rul_trick") or ""), ctx.lang)


def on_clear_trick() -> None:
    ss["rul_trick"] = ""


def trick_tool() -> None:
    from_url("trump", "rul_trump", "H", lambda v: v in R.CONTRACTS)
    from_url("trick", "rul_trick", "", lambda v: len(v) <= 300)
    from_url("leader", "rul_leader", "", lambda v: v in ("", *SEATS))
    for pos in range(4):
        from_url(f"h{pos + 1}", f"rul_hand{pos}", "", lambda v: len(v) <= 300)

    st.markdown(
        _(
            "Choose the trump suit, or the special mode, then write the four cards in the order "
            "they were played. Any notation works: `9S`, `9♠` or نه پیک."
        )
    )
    st.pills(
        _("Trump"),
        R.CONTRACTS,
        format_func=lambda c: texts.contract(ctx, c),
        key="rul_trump",
        required=True,
    )
    st.text_input(
        _("The cards, in the order played"),
        key="rul_trick",
        max_chars=300,
        placeholder=_("for example 9S 4S 2H KS"),
    )
    bar = st.container(horizontal=True)
    bar.button(
        _("Remove the last card"),
        key="rul_drop",
        on_click=on_drop_last,
        icon=":material/backspace:",
    )
    bar.button(_("Clear"), key="rul_clear", on_click=on_clear_trick, icon=":material/clear:")
    with st.expander(_("Pick cards instead of typing"), key="rul_picker"):
        st.pills(
            _("Suit"),
            ("C", "D", "H", "S"),
            format_func=lambda s: f"{Suit('CDHS'.index(s)).symbol} {texts.suit(ctx, s)}",
            key="rul_pick_suit",
            default="S",
        )
        st.pills(
            _("Card (adds it to the trick)"),
            RANK_CODES,
            format_func=lambda r: rank_of(r).persian if ctx.lang == "fa" else rank_of(r).display,
            key="rul_pick_rank",
            on_change=on_pick,
        )
    st.caption(_("Examples from the source documents:"))
    ex = st.container(horizontal=True)
    for name, (label, *_rest) in EXAMPLES.items():
        ex.button(ctx.gettext(label), key=f"rul_ex_{name}", on_click=load_example, args=(name,))

    with st.expander(_("Who led, and the players' hands (optional)"), key="rul_more"):
        st.selectbox(
            _("Who played the first card"),
            ("", *SEATS),
            format_func=lambda s: _("not given") if s == "" else texts.seat(ctx, int(s)),
            key="rul_leader",
        )
        st.caption(
            _(
                "To check follow-suit, write a player's cards as they were before this trick, "
                "including the card played. Leave a hand empty to skip it."
            )
        )
        leader_raw = str(ss.get("rul_leader") or "")
        leader_now = int(leader_raw) if leader_raw else None
        for pos in range(4):
            if pos % 2 == 0:
                cols = st.columns(2)  # a row per pair, so that a phone stacks them in order
            with cols[pos % 2]:
                st.text_input(
                    _("Cards held by {who}", who=R.player_label(ctx, pos, leader_now)),
                    key=f"rul_hand{pos}",
                    max_chars=300,
                )

    contract = keep("rul_trump") or "H"
    text = keep("rul_trick")
    leader_raw = keep("rul_leader")
    hands_raw = [keep(f"rul_hand{pos}") for pos in range(4)]
    to_url("trump", contract, "H")
    to_url("trick", text)
    to_url("leader", leader_raw)
    for pos in range(4):
        to_url(f"h{pos + 1}", hands_raw[pos])
    leader = int(leader_raw) if leader_raw else None

    try:
        cards = R.parse_card_list(text)
    except R.Problem as p:
        show_problem(p)
        return
    hands: list[tuple[Card, ...] | None] = []
    bad_hand = False
    for pos, raw in enumerate(hands_raw):
        if not raw.strip():
            hands.append(None)
            continue
        try:
            hands.append(R.parse_card_list(raw))
        except R.Problem as p:
            bad_hand = True
            hands.append(None)
            where = _("Cards held by {who}", who=R.player_label(ctx, pos, leader))
            st.error(R.problem_text(ctx, p, where=where))
    if not cards:
        st.info(_("Write or pick the four cards of the trick to see who wins it."))
        return
    problems = R.check_trick(cards, hands)
    ruling = None if problems or bad_hand else R.rule_trick(contract, cards)
    st.html(R.TRICK_CSS)
    st.markdown(
        R.trick_html(ctx, cards, leader, ruling.winner if ruling else None),
        unsafe_allow_html=True,
    )
    if problems:
        st.markdown("**" + _("This trick cannot have happened:") + "**")
        for problem in problems:
            show_problem(problem, leader=leader)
        return
    if ruling is None:
        return
    st.success(R.trick_headline(ctx, ruling, leader), icon=":material/emoji_events:")
    st.markdown(R.trick_reason(ctx, ruling, leader))
    show_rule(ruling.rule_id)
    if any(h is not None for h in hands):
        st.caption(_("Follow-suit checked for the hands given: every card played was allowed."))
    related = ["hokm/trick-winner"] if ruling.rule_id != "hokm/trick-winner" else []
    if ruling.contract in R.SPECIAL:
        related = ["hokm/special-modes"]
    if related:
        with st.expander(_("Related rules")):
            for rid in related:
                st.markdown(R.rule_markdown(ctx, rid))


# --- tool 2: scoring a hand ------------------------------------------------------------------


def on_count_mode() -> None:
    # The two boxes swap meaning between "team" and "side" when the hakem sits in East-West.
    if int(ss.get("rul_h_hakem", "0")) % 2 == 1:
        ss["rul_h_a"], ss["rul_h_b"] = ss.get("rul_h_b", 3), ss.get("rul_h_a", 7)


def hand_tool() -> None:
    opts = rules_panel()
    st.markdown(
        _(
            "Say who was hakem and how many tricks each team took; the calculator gives the "
            "points, the kind of win and who is hakem next."
        )
    )
    defaults = {
        "rul_h_hakem": "0",
        "rul_h_mode": "team",
        "rul_h_a": 7,
        "rul_h_b": 3,
        "rul_h_bam": "",
        "rul_h_special": False,
        "rul_h_sa": 0,
        "rul_h_sb": 0,
    }
    for key, value in defaults.items():
        if key not in ss:
            ss[key] = ss.get(f"_rul_keep_{key}", value)
    target = opts.target_points
    top = target + 8 if opts.six_all == "win_by_two" else max(target - 1, 0)
    for key in ("rul_h_sa", "rul_h_sb"):
        ss[key] = min(int(ss[key]), top)

    c1, c2 = st.columns(2)
    with c1:
        st.selectbox(
            _("Hakem"),
            SEATS,
            format_func=lambda s: texts.seat(ctx, int(s)),
            key="rul_h_hakem",
        )
    with c2:
        st.radio(
            _("Count the tricks by"),
            ("team", "side"),
            format_func=lambda m: (
                _("team (South and North, East and West)")
                if m == "team"
                else _("side (the hakem's team, the other team)")
            ),
            key="rul_h_mode",
            on_change=on_count_mode,
        )
    hakem = int(ss["rul_h_hakem"])
    hakem_team = hakem % 2
    if ss["rul_h_mode"] == "team":
        labels = [texts.team(ctx, t) for t in (0, 1)]
        labels[hakem_team] += " · " + _("the hakem's team")
    else:
        labels = [
            _("The hakem's team ({team})", team=texts.team(ctx, hakem_team)),
            _("The other team ({team})", team=texts.team(ctx, 1 - hakem_team)),
        ]
    c1, c2 = st.columns(2)
    with c1:
        st.selectbox(
            _("Tricks: {who}", who=labels[0]), list(range(14)), format_func=ctx.num, key="rul_h_a"
        )
    with c2:
        st.selectbox(
            _("Tricks: {who}", who=labels[1]), list(range(14)), format_func=ctx.num, key="rul_h_b"
        )
    c1, c2 = st.columns(2)
    with c1:
        st.radio(
            _("Bam"),
            ("", "made", "failed"),
            format_func=lambda b: {
                "": _("no attempt"),
                "made": _("played on and took all 13 tricks"),
                "failed": _("played on and lost a trick"),
            }[b],
            key="rul_h_bam",
            help=R.rule_title(ctx, "hokm/bam"),
        )
        st.checkbox(_("Played in Saras, Naras or Taknaras"), key="rul_h_special")
    with c2:
        scores = list(range(top + 1))
        st.selectbox(
            _("Game score before this hand: {team}", team=texts.team(ctx, 0)),
            scores,
            format_func=ctx.num,
            key="rul_h_sa",
        )
        st.selectbox(
            _("Game score before this hand: {team}", team=texts.team(ctx, 1)),
            scores,
            format_func=ctx.num,
            key="rul_h_sb",
        )
    for key in defaults:
        ss[f"_rul_keep_{key}"] = ss[key]

    a, b = int(ss["rul_h_a"]), int(ss["rul_h_b"])
    if ss["rul_h_mode"] == "side" and hakem_team == 1:
        a, b = b, a
    hand = R.HandInput(hakem, (a, b), str(ss["rul_h_bam"]), bool(ss["rul_h_special"]))
    before = (int(ss["rul_h_sa"]), int(ss["rul_h_sb"]))
    st.divider()
    problem = R.check_score(before, opts)
    if problem is not None:
        show_problem(problem)
        return
    try:
        result = R.score_one(hand, opts, before)
        update = R.game_after(before, result, opts, R.in_win_by_two(before, opts))
    except R.Problem as p:
        show_problem(p)
        return
    st.success(R.result_headline(ctx, result), icon=":material/scoreboard:")
    if result.kind == "kot_on_six":
        st.markdown(
            _(
                "The losing team needed only one point to win the game, so at this table the kot "
                "is worth 1 point and that team takes the hakem."
            )
        )
    if "hokm/kot-in-modes" in result.note_rule_ids:
        st.markdown(
            _("Kot does not count in the special modes at this table, so 7 to 0 scores 1 point.")
        )
    if hand.bam == "failed":
        st.markdown(
            _("The bam failed, and the kot earned at 7 to 0 still counts.")
            if opts.bam_failure_keeps_kot
            else _("The bam failed, and the hand is scored on the final trick count.")
        )
    show_rule(result.rule_id)
    notes = [r for r in result.note_rule_ids if r != result.rule_id]
    if notes:
        with st.expander(_("Other rules applied")):
            for rid in notes:
                st.markdown(R.rule_markdown(ctx, rid))
    st.markdown("**" + _("Next hand") + "**")
    if update.winner is not None and opts.games_to_win <= 1:
        st.markdown(R.game_text(ctx, update, opts))
        st.caption(_("The game is over."))
    else:
        st.markdown(R.next_hakem_text(ctx, result, opts))
        st.markdown(R.game_text(ctx, update, opts))
    with st.expander(_("The rules for the next hakem, the dealer and the game")):
        for rid in ("hokm/next-hakem", "hokm/dealer", update.rule_id):
            st.markdown(R.rule_markdown(ctx, rid))


# --- tool 3: the score sheet -----------------------------------------------------------------


def sheet_from_url() -> None:
    raw = qp.get("sheet")
    if raw is not None and raw != ss.get("_rul_seen_sheet"):
        ss["_rul_seen_sheet"] = raw
        try:
            ss["rul_sheet"] = R.decode_sheet(raw)
            ss["rul_sheet_error"] = None
        except R.Problem as p:
            ss["rul_sheet"] = ()
            ss["rul_sheet_error"] = p
        ss.pop("rul_s_hakem", None)


def sheet_hands() -> tuple[R.HandInput, ...]:
    hands = ss.get("rul_sheet", ())
    return tuple(hands)


def on_add_hand() -> None:
    opts = current_rules()
    hands = sheet_hands()
    state = R.compute_sheet(hands, opts)
    if state.over:
        ss["rul_s_error"] = R.Problem("after_match", "hokm/match-end")
        return
    hand = R.HandInput(
        int(ss["rul_s_hakem"]),
        (int(ss["rul_s_a"]), int(ss["rul_s_b"])),
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


def on_undo() -> None:
    ss["rul_sheet"] = sheet_hands()[:-1]
    ss["rul_s_error"] = None
    ss["rul_sheet_error"] = None
    state = R.compute_sheet(ss["rul_sheet"], current_rules())
    if state.next_hakem is not None:
        ss["rul_s_hakem"] = str(state.next_hakem)


def on_clear_sheet() -> None:
    ss["rul_sheet"] = ()
    ss["rul_s_error"] = None
    ss["rul_sheet_error"] = None


def sheet_tool() -> None:
    opts = rules_panel()
    hands = sheet_hands()
    state = R.compute_sheet(hands, opts)
    broken = ss.get("rul_sheet_error")
    if isinstance(broken, R.Problem):
        st.error(
            R.problem_text(ctx, broken)
            + " "
            + _("The sheet starts empty; add the hands again below.")
        )
    st.markdown(
        _(
            "Write down each hand as it ends: the running score, the kind of each win and the next "
            "hakem follow from the table rules. The sheet is kept in the page's address, so a "
            "reload or a shared link shows it again."
        )
    )
    board = st.container(horizontal=True, key="rul_board")
    for t in (0, 1):
        games = " · " + _("games: {n}", n=state.games[t]) if opts.games_to_win > 1 else ""
        board.metric(texts.team(ctx, t) + games, ctx.num(state.score[t]), border=True)
    if state.winner is not None:
        st.success(
            _("{team} win the match.", team=texts.team(ctx, state.winner))
            if opts.games_to_win > 1
            else _("{team} win the game.", team=texts.team(ctx, state.winner)),
            icon=":material/trophy:",
        )
    elif state.next_hakem is not None:
        st.info(
            _(
                "Next hand: {seat} is hakem and {dealer} deals.",
                seat=texts.seat(ctx, state.next_hakem),
                dealer=texts.seat(ctx, dealer_of(state.next_hakem, opts)),
            )
        )
        if state.win_by_two:
            st.caption(
                _("Both teams are one point short: the game goes on until a team leads by two.")
            )
    if state.rows:
        st.html(SHEET_CSS)
        st.caption(_("Tricks and scores: South and North first, then East and West."))
        with st.container(key="rul_sheet_table"):
            st.table(R.sheet_table(ctx, state, opts), hide_index=True)

    if not state.over:
        ss.setdefault("rul_s_hakem", str(state.next_hakem or 0))
        ss.setdefault("rul_s_a", 7)
        ss.setdefault("rul_s_b", 0)
        ss.setdefault("rul_s_bam", "")
        ss.setdefault("rul_s_special", False)
        with st.form("rul_sheet_form", border=True):
            st.markdown("**" + _("Add hand {n}", n=len(hands) + 1) + "**")
            c1, c2, c3 = st.columns(3)
            with c1:
                st.selectbox(
                    _("Hakem"),
                    SEATS,
                    format_func=lambda s: texts.seat(ctx, int(s)),
                    key="rul_s_hakem",
                )
            with c2:
                st.selectbox(
                    _("Tricks: {who}", who=texts.team(ctx, 0)),
                    list(range(14)),
                    format_func=ctx.num,
                    key="rul_s_a",
                )
            with c3:
                st.selectbox(
                    _("Tricks: {who}", who=texts.team(ctx, 1)),
                    list(range(14)),
                    format_func=ctx.num,
                    key="rul_s_b",
                )
            c1, c2 = st.columns(2)
            with c1:
                st.radio(
                    _("Bam"),
                    ("", "made", "failed"),
                    format_func=lambda b: {
                        "": _("no attempt"),
                        "made": _("bam made"),
                        "failed": _("bam failed"),
                    }[b],
                    key="rul_s_bam",
                    horizontal=True,
                )
            with c2:
                st.checkbox(_("Played in Saras, Naras or Taknaras"), key="rul_s_special")
            st.form_submit_button(
                _("Add the hand"),
                key="rul_s_add",
                on_click=on_add_hand,
                type="primary",
                icon=":material/add:",
            )
        err = ss.get("rul_s_error")
        if isinstance(err, R.Problem):
            show_problem(err)
    bar = st.container(horizontal=True)
    bar.button(
        _("Remove the last hand"),
        key="rul_undo",
        on_click=on_undo,
        disabled=not hands,
        icon=":material/undo:",
    )
    bar.button(
        _("Clear the sheet"),
        key="rul_clear_sheet",
        on_click=on_clear_sheet,
        disabled=not hands,
        icon=":material/delete:",
    )
    bar.download_button(
        _("Download as CSV"),
        data=("\ufeff" + R.sheet_csv(ctx, state, opts)).encode("utf-8"),
        file_name="hokm-score-sheet.csv",
        mime="text/csv",
        key="rul_csv",
        on_click="ignore",
        disabled=not hands,
        icon=":material/download:",
    )


# --- the page --------------------------------------------------------------------------------

rules_from_url()
sheet_from_url()
st.title(_("Hokm rulings"))
st.caption(
    _(
        "Settle a question at the table: who won a trick, what a hand scores, and the score of "
        "a whole match. Each answer names the rule it applies and the source document it comes "
        "from."
    )
)
from_url(
    "tool",
    "rul_tool",
    "sheet" if "sheet" in qp and "tool" not in qp else "trick",
    lambda v: v in TOOLS,
)
st.segmented_control(
    _("Tool"),
    TOOLS,
    format_func=lambda t: ctx.gettext(TOOL_LABELS[t]),
    key="rul_tool",
    required=True,
    label_visibility="collapsed",
)
tool = keep("rul_tool") or "trick"
to_url("tool", tool, "trick")
if tool == "trick":
    trick_tool()
else:
    drop_url("trump", "trick", "leader", "h1", "h2", "h3", "h4")
    if tool == "hand":
        hand_tool()
    else:
        sheet_tool()
to_url("o", format_options(current_rules()))
to_url("sheet", R.encode_sheet(sheet_hands()))
