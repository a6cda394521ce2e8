"""Shelem scores: what a hand scores, and the three-column score sheet of a whole game.

Two tools on one page (``tool=hand|sheet`` in the URL). Every score is the rules package's, and
every answer names the rule it applies with its seed lines; bad input gets a message in the
page's language and stays on screen. The logic is in ``ui/rulings_shelem.py``; this file draws
widgets and keeps the URL in step (never with ``bind="query-params"``):

- ``o=``: the table rules, in the options' compact form (``made_score:bid,target:1165``);
- ``side=``, ``bid=``, ``pa=``, ``pb=``, ``decl=``: the hand being scored;
- ``sheet=``: the score sheet (see ``ui.rulings_shelem.encode_sheet``).
"""

from __future__ import annotations

import streamlit as st

from pasur.games.shelem import PRESETS, ShelemOptions
from pasur.options import format_options, option_info
from ui import rulings_shelem as S
from ui import texts
from ui.frame import frame
from ui.games import preset_name
from ui.i18n import N_
from ui.sheet_bar import sheet_bar
from ui.url_state import TableRules, UrlState

ctx = frame()
GAME = "shelem"
_ = ctx._
ss = st.session_state
qp = st.query_params
url = UrlState("sh")

TOOLS = ("hand", "sheet")
TOOL_LABELS = {"hand": N_("Score a hand"), "sheet": N_("Score sheet of the game")}


def show_rule(rule_id: str) -> None:
    with st.container(border=True):
        st.markdown(S.rule_markdown(ctx, rule_id))


def show_problem(p: S.Problem, players: int = 4, live: bool = False) -> None:
    if live and p.code in S.MISSING:
        st.info(S.problem_text(ctx, p, players=players))
        return
    st.error(S.problem_text(ctx, p, players=players))
    if p.rule_id:
        show_rule(p.rule_id)


# --- table rules -----------------------------------------------------------------------------


rules = TableRules(
    "sh", ShelemOptions, PRESETS, S.PANEL_OPTIONS, S.parse_shelem_rules, S.preset_of, S.Problem
)
current_rules = rules.current
set_rules = rules.set
on_rule_widget = rules.on_widget
on_preset = rules.on_preset
on_rule_text = rules.on_text


def rules_from_url() -> None:
    rules.from_url(url)


def labelled(name: str) -> dict[str, object]:
    """The arguments every option widget shares: its label, help and callback."""
    return {
        "label": ctx.gettext(S.OPTION_LABELS[name]),
        "key": f"sh_opt_{name}",
        "on_change": on_rule_widget,
        "help": S.option_help(ShelemOptions, name, ctx.lang),
    }


def choice(name: str) -> None:
    st.selectbox(
        options=list(option_info(ShelemOptions, name).choices),
        format_func=lambda v: ctx.gettext(S.CHOICE_LABELS[(name, v)]),
        **labelled(name),  # type: ignore[arg-type]
    )


def rules_panel() -> ShelemOptions:
    """The table rules that change scoring, in an expander; returns the rules in force."""
    opts = current_rules()
    for name in S.PANEL_OPTIONS:
        ss.setdefault(f"sh_opt_{name}", getattr(opts, name))
    ss.setdefault("sh_opt_text", format_options(opts))
    ss.setdefault("sh_preset", S.preset_of(opts, PRESETS))
    error = ss.get("sh_rules_error")
    label = _("Table rules") + ": " + S.rules_summary(ctx, opts)
    with st.expander(label, expanded=bool(error), key="sh_rules_box", icon=":material/tune:"):
        if error and error[0] == "url":
            st.warning(
                _("The table rules in this link could not be read, so the usual rules are used.")
                + " "
                + S.problem_text(ctx, error[1])
            )
        presets = [*PRESETS, ""]
        st.selectbox(
            _("Ready-made rules"),
            presets,
            format_func=lambda n: preset_name(ctx.gettext, GAME, n),
            key="sh_preset",
            on_change=on_preset,
        )
        c1, c2 = st.columns(2)
        with c1:
            choice("made_score")
            choice("undeclared_shelem")
            choice("failure_penalty")
            st.checkbox(wrap=True, **labelled("declared_shelem"))  # type: ignore[arg-type]
        with c2:
            targets = sorted({*S.TARGETS, opts.target}, reverse=True)
            st.selectbox(options=targets, format_func=ctx.num, **labelled("target"))  # type: ignore[arg-type]
            choice("target_mode")
            choice("both_reach")
            choice("players")
        st.text_input(
            _("The same rules in short form (you may paste rules such as `preset:seed_002`)"),
            key="sh_opt_text",
            on_change=on_rule_text,
            max_chars=400,
        )
        if error and error[0] == "text":
            st.error(S.problem_text(ctx, error[1]))
    return current_rules()


# --- tool 1: scoring a hand ------------------------------------------------------------------


def hand_tool(opts: ShelemOptions) -> None:
    players = opts.n_players
    url.from_url("side", "sh_h_side", "0", lambda v: v in ("0", "1"))
    url.from_url("bid", "sh_h_bid", "", lambda v: len(v) <= 20)
    url.from_url("pa", "sh_h_pa", "", lambda v: len(v) <= 20)
    url.from_url("pb", "sh_h_pb", "", lambda v: len(v) <= 20)
    raw = url.fresh("decl")
    if raw is not None:
        ss["sh_h_decl"] = raw == "1"
    ss.setdefault("sh_h_decl", bool(ss.get("_sh_keep_sh_h_decl")))

    st.markdown(
        _(
            "Say which side held the contract, its bid and the points either side took: the "
            "calculator gives each side's score and the rule that decides it."
        )
    )
    st.radio(
        _("The hakem's side"),
        ("0", "1"),
        format_func=lambda t: S.side_name(ctx, int(t), players),
        key="sh_h_side",
        horizontal=True,
    )
    c1, c2 = st.columns(2)
    with c1:
        st.text_input(
            _("The bid"), key="sh_h_bid", max_chars=20, placeholder=_("100 to 165, in fives")
        )
    with c2:
        if opts.declared_shelem:
            st.checkbox(_("The hakem declared shelem"), key="sh_h_decl")
    c1, c2 = st.columns(2)
    for t, col, key in ((0, c1, "sh_h_pa"), (1, c2, "sh_h_pb")):
        with col:
            st.text_input(
                _("Points taken by {side}", side=S.side_name(ctx, t, players)),
                key=key,
                max_chars=20,
                placeholder=_("for example {n}", n=130 if t == 0 else 35),
            )
    st.caption(
        _(
            "Fill in one side's points: the other side's are 165 minus them. Fill in both to "
            "check your count."
        )
    )

    side = url.keep("sh_h_side") or "0"
    bid_text, pa, pb = url.keep("sh_h_bid"), url.keep("sh_h_pa"), url.keep("sh_h_pb")
    declared = bool(ss.get("sh_h_decl")) and opts.declared_shelem
    ss["_sh_keep_sh_h_decl"] = bool(ss.get("sh_h_decl"))
    url.to_url("side", side, "0")
    url.to_url("bid", bid_text)
    url.to_url("pa", pa)
    url.to_url("pb", pb)
    url.to_url("decl", "1" if ss.get("sh_h_decl") else "")

    st.divider()
    if not (bid_text.strip() or pa.strip() or pb.strip() or declared):
        st.info(_("Write the bid and the points taken to see the score."))
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
        show_problem(p, players, live=True)
        return
    typed = (bool(pa.strip()), bool(pb.strip()))
    st.markdown(S.points_text(ctx, result.taken, typed, players))
    st.success(S.headline(ctx, result, players), icon=":material/scoreboard:")
    board = st.container(horizontal=True, key="sh_h_board")
    for t in (0, 1):
        board.metric(S.side_name(ctx, t, players), texts.signed(ctx, result.gains[t]), border=True)
    for line in S.explain(ctx, result, opts):
        st.markdown(line)
    show_rule(result.rule_id)
    rule = S.RULES_BY_ID.get(result.rule_id)
    for name in rule.options if rule else ():
        if name in S.OPTION_LABELS and (name, str(getattr(opts, name))) in S.CHOICE_LABELS:
            st.caption(
                _(
                    "At this table: {option}: {value}.",
                    option=ctx.gettext(S.OPTION_LABELS[name]),
                    value=ctx.gettext(S.CHOICE_LABELS[(name, str(getattr(opts, name)))]),
                )
            )
    with st.expander(_("The other scoring rules")):
        for rid in ("shelem/card-points", "shelem/made", "shelem/failed", "shelem/yasa"):
            if rid != result.rule_id:
                st.markdown(S.rule_markdown(ctx, rid))
        for rid in ("shelem/shelem", "shelem/declared-shelem"):
            if rid != result.rule_id:
                st.markdown(S.rule_markdown(ctx, rid))


# --- tool 2: the score sheet -----------------------------------------------------------------


def sheet_from_url() -> None:
    raw = url.fresh("sheet")
    if raw is None:
        return
    try:
        ss["sh_sheet"] = S.decode_sheet(raw)
        ss["sh_sheet_error"] = None
    except S.Problem as p:
        ss["sh_sheet"] = (0, ())
        ss["sh_sheet_error"] = p
    ss.pop("sh_first", None)


def sheet_data() -> tuple[int, tuple[S.ShelemHand, ...]]:
    data = ss.get("sh_sheet")
    return data if isinstance(data, tuple) else (0, ())


def clear_form() -> None:
    for key in ("sh_s_bid", "sh_s_pa", "sh_s_pb"):
        ss[key] = ""
    ss["sh_s_decl"] = False


def on_add_hand() -> None:
    opts = current_rules()
    first, hands = sheet_data()
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
    ss["sh_s_error"] = None
    ss["sh_sheet_error"] = None
    ss["sh_sheet"] = (first, (*hands, hand))
    clear_form()


def on_undo() -> None:
    first, hands = sheet_data()
    ss["sh_sheet"] = (first, hands[:-1])
    ss["sh_s_error"] = None
    ss["sh_sheet_error"] = None


def on_clear_sheet() -> None:
    ss["sh_sheet"] = (sheet_data()[0], ())
    ss["sh_s_error"] = None
    ss["sh_sheet_error"] = None


def on_first_dealer() -> None:
    ss["sh_sheet"] = (int(ss.get("sh_first") or 0), sheet_data()[1])


def on_example() -> None:
    set_rules(ShelemOptions())
    ss["sh_sheet"] = S.decode_sheet(S.SEED_EXAMPLE)
    ss["sh_s_error"] = None
    ss["sh_sheet_error"] = None
    ss.pop("sh_first", None)
    clear_form()


def sheet_tool(opts: ShelemOptions) -> None:
    players = opts.n_players
    seats = [str(s) for s in range(players)]
    first, hands = sheet_data()
    sheet = S.compute_sheet(first, hands, opts)
    broken = ss.get("sh_sheet_error")
    if isinstance(broken, S.Problem):
        st.error(
            S.problem_text(ctx, broken, players=players)
            + " "
            + _("The score sheet starts empty; add the hands again below.")
        )
    st.markdown(
        _(
            "Write down each hand as it ends. The sheet keeps the documents' three columns: each "
            "side's running total, with the bid in the middle. It is kept in the page's "
            "address, so a reload or a shared link shows it again."
        )
    )
    board = st.container(horizontal=True, key="sh_board")
    for t in (0, 1):
        board.metric(S.side_name(ctx, t, players), S.total(ctx, sheet.totals[t]), border=True)
    if sheet.winner is not None:
        st.success(
            _(
                "The game goes to {team}: {total} points, with the target at {target}.",
                team=S.side_name(ctx, sheet.winner, players),
                total=sheet.totals[sheet.winner],
                target=opts.target,
            ),
            icon=":material/trophy:",
        )
        show_rule(sheet.rule_id)
    elif not sheet.broken:
        st.info(
            _(
                "Hand {n}: {dealer} deals and {bidder} bids first. The game goes to {target}.",
                n=len(hands) + 1,
                dealer=texts.seat(ctx, sheet.next_dealer, players),
                bidder=texts.seat(ctx, (sheet.next_dealer + 1) % players, players),
                target=opts.target,
            )
        )
    if S.is_seed_example(first, hands):
        st.warning(
            _(
                "This is seed 000's worked example (lines 121–126): its players A, B, C and D "
                "sit here at South, East, North and West, and A deals first. The seed prints "
                "195 and 225 for A and C after hands 3 and 4: it adds hand 3's 330 to the total "
                "after hand 1 (−135) instead of the total after hand 2 (−120). Added hand by "
                "hand, the totals are 210 and 240, as shown here."
            ),
            icon=":material/info:",
        )
    if sheet.rows:
        st.html(S.SHEET_CSS)
        st.markdown(S.sheet_html(ctx, sheet, opts), unsafe_allow_html=True)
        st.caption(
            _(
                "Each side's cell shows its total, and under it the hand's score. A line under "
                "the bid means every player has dealt once: the deal is back with {seat}.",
                seat=texts.seat(ctx, sheet.first_dealer, players),
            )
        )
    elif not hands:
        ss["sh_first"] = str(first % players)
        st.selectbox(
            _("Who deals the first hand"),
            seats,
            format_func=lambda s: texts.seat(ctx, int(s), players),
            key="sh_first",
            on_change=on_first_dealer,
        )

    if not sheet.over:
        ss.setdefault("sh_s_hakem", seats[0])
        if ss["sh_s_hakem"] not in seats:
            ss["sh_s_hakem"] = seats[0]
        for key in ("sh_s_bid", "sh_s_pa", "sh_s_pb"):
            ss.setdefault(key, "")
        with st.form("sh_sheet_form", border=True):
            st.markdown("**" + _("Add hand {n}", n=len(hands) + 1) + "**")
            c1, c2 = st.columns(2)
            with c1:
                st.selectbox(
                    _("Hakem"),
                    seats,
                    format_func=lambda s: texts.seat(ctx, int(s), players),
                    key="sh_s_hakem",
                )
            with c2:
                st.text_input(
                    _("The bid"),
                    key="sh_s_bid",
                    max_chars=20,
                    placeholder=_("100 to 165, in fives"),
                )
            if opts.declared_shelem:
                st.checkbox(_("The hakem declared shelem"), key="sh_s_decl")
            c1, c2 = st.columns(2)
            for t, col, key in ((0, c1, "sh_s_pa"), (1, c2, "sh_s_pb")):
                with col:
                    st.text_input(
                        _("Points taken by {side}", side=S.side_name(ctx, t, players)),
                        key=key,
                        max_chars=20,
                    )
            st.caption(_("Fill in one side's points: the other side's are 165 minus them."))
            st.form_submit_button(
                _("Add the hand"),
                key="sh_s_add",
                on_click=on_add_hand,
                type="primary",
                icon=":material/add:",
            )
        err = ss.get("sh_s_error")
        if isinstance(err, S.Problem):
            show_problem(err, players)
    bar = sheet_bar(
        prefix="sh",
        empty=not hands,
        undo=(_("Remove the last hand"), on_undo),
        clear=(_("Clear the score sheet"), on_clear_sheet, "sh_clear_sheet"),
        csv=(_("Download as CSV"), S.sheet_csv(ctx, sheet, opts), "shelem-score-sheet.csv"),
    )
    bar.button(
        _("Load seed 000's example"),
        key="sh_example",
        on_click=on_example,
        icon=":material/menu_book:",
    )
    with st.expander(_("The rules of the score sheet")):
        for rid in ("shelem/score-sheet", "shelem/dealer-rotation", "shelem/target"):
            st.markdown(S.rule_markdown(ctx, rid))


# --- the page --------------------------------------------------------------------------------

rules_from_url()
sheet_from_url()
st.html(S.PAGE_CSS)
st.title(_("Shelem: scoring a hand and the score sheet"))
url.notices_here(ctx)
st.caption(
    _(
        "Settle a question at the table: what a hand scores, and the running score of a whole "
        "game. Each answer names the rule it applies and the source document it comes from."
    )
)
url.from_url(
    "tool",
    "sh_tool",
    "sheet" if "sheet" in qp and "tool" not in qp else "hand",
    lambda v: v in TOOLS,
)
st.segmented_control(
    _("Tool"),
    TOOLS,
    format_func=lambda t: ctx.gettext(TOOL_LABELS[t]),
    key="sh_tool",
    required=True,
    label_visibility="collapsed",
)
tool = url.keep("sh_tool") or "hand"
url.to_url("tool", tool, "hand")
options = rules_panel()
if tool == "hand":
    hand_tool(options)
else:
    url.drop("side", "bid", "pa", "pb", "decl")
    sheet_tool(options)
url.to_url("o", format_options(current_rules()))
first_dealer, sheet_hands = sheet_data()
url.to_url("sheet", S.encode_sheet(first_dealer, sheet_hands))
