"""Pasur calculators: what a card may take, what a round scores, and the match sheet to 62.

Three tools on one page (``tool=capture|round|sheet`` in the URL). Every answer is the rules
package's and names the rules it applies with their seed lines; bad input gets a message in the
page's language and stays on screen. The logic is in ``ui/rulings_pasur.py``; this file draws
widgets and keeps the URL in step (never with ``bind="query-params"``):

- ``o=``: the table rules, in the options' compact form (``players:4,sur_points_4p:5``);
- ``table=``, ``card=``, ``by=``, ``when=``: the capture being looked at;
- ``p0=`` … ``p2=``, ``s0=`` … ``s2=``, ``j0=`` … ``j2=``: the round being counted (each side's
  cards, surs and jack surs);
- ``sheet=``: the match sheet (see ``ui.rulings_pasur.encode_sheet``).
"""

from __future__ import annotations

import streamlit as st

from pasur.games.chahar_barg import PRESETS, PasurOptions
from pasur.options import format_options, option_info
from ui import rulings_pasur as P
from ui.frame import frame
from ui.games import preset_name
from ui.i18n import N_
from ui.sheet_bar import sheet_bar
from ui.url_state import TableRules, UrlState

ctx = frame()
GAME = "chahar_barg"
_ = ctx._
ss = st.session_state
qp = st.query_params
url = UrlState("pr")

TOOLS = ("capture", "round", "sheet")
TOOL_LABELS = {
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


def show_rule(rule_id: str) -> None:
    with st.container(border=True):
        st.markdown(P.rule_markdown(ctx, rule_id))


def show_problem(p: P.Problem, players: int, live: bool = False) -> None:
    if live and p.code in P.MISSING:
        st.info(P.problem_text(ctx, p, players=players))
        return
    st.error(P.problem_text(ctx, p, players=players))
    if p.rule_id:
        show_rule(p.rule_id)


# --- table rules -----------------------------------------------------------------------------


rules = TableRules(
    "pr", PasurOptions, PRESETS, P.PANEL_OPTIONS, P.parse_pasur_rules, P.preset_of, P.Problem
)


def on_rule_widget() -> None:
    # The 59 rule is a two-player rule: the engine refuses it for three or four.
    if int(ss.get("pr_opt_players") or 2) != 2:
        ss["pr_opt_no_sur_from"] = 0
    rules.on_widget()


def option_widget(name: str, opts: PasurOptions, *, disabled: bool = False) -> None:
    info = option_info(PasurOptions, name)
    key = f"pr_opt_{name}"
    help_text = info.help_fa if ctx.lang == "fa" else info.help_en
    label = ctx.gettext(P.OPTION_LABELS[name])
    value = getattr(opts, name)
    if isinstance(value, bool):
        st.checkbox(
            label,
            key=key,
            on_change=on_rule_widget,
            help=help_text,
            disabled=disabled,
            wrap=True,
        )
    elif name == "players" or info.choices:
        choices: list[object] = [2, 3, 4] if name == "players" else list(info.choices)
        st.selectbox(
            label,
            choices,
            format_func=lambda v: P.choice_label(ctx, name, v),
            key=key,
            on_change=on_rule_widget,
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
            on_change=on_rule_widget,
            help=help_text,
            disabled=disabled,
        )


def rules_panel() -> PasurOptions:
    """The table rules, in an expander; returns the rules in force."""
    opts = rules.current()
    for name in P.PANEL_OPTIONS:
        ss.setdefault(f"pr_opt_{name}", getattr(opts, name))
    ss.setdefault("pr_opt_text", format_options(opts))
    ss.setdefault("pr_preset", P.preset_of(opts, PRESETS))
    error = ss.get("pr_rules_error")
    label = _("Table rules") + ": " + P.rules_summary(ctx, opts)
    with st.expander(label, expanded=bool(error), key="pr_rules_box", icon=":material/tune:"):
        if error and error[0] == "url":
            st.warning(
                _("The table rules in this link could not be read, so the usual rules are used.")
                + " "
                + P.problem_text(ctx, error[1], players=opts.players)
            )
        st.selectbox(
            _("Ready-made rules"),
            [*PRESETS, ""],
            format_func=lambda n: preset_name(ctx.gettext, GAME, n),
            key="pr_preset",
            on_change=rules.on_preset,
        )
        c1, c2, c3 = st.columns(3)
        with c1:
            st.markdown("**" + _("Players and captures") + "**")
            for name in ("players", "capture_mode", "must_capture", "jack_may_decline"):
                option_widget(name, opts)
            option_widget("three_player_clubs", opts, disabled=opts.players != 3)
        with c2:
            st.markdown("**" + _("Surs") + "**")
            four = opts.players == 4
            option_widget("sur_points", opts, disabled=four)
            option_widget("jack_sur_points", opts, disabled=four)
            option_widget("sur_points_4p", opts, disabled=not four)
            for name in ("no_sur_in", "sur_cap", "sur_cap_scope", "sur_cancellation"):
                option_widget(name, opts)
            option_widget("no_sur_from", opts, disabled=opts.players != 2)
        with c3:
            st.markdown("**" + _("The game") + "**")
            option_widget("target", opts, disabled=four)
            option_widget("target_4p", opts, disabled=not four)
            option_widget("target_tie", opts)
        st.text_input(
            _("The same rules in short form (you may paste rules such as preset:pagat)"),
            key="pr_opt_text",
            on_change=rules.on_text,
            max_chars=400,
        )
        if error and error[0] == "text":
            st.error(P.problem_text(ctx, error[1], players=opts.players))
    return rules.current()


# --- tool 1: the capture finder --------------------------------------------------------------


def load_example(name: str) -> None:
    _label, card, table = P.EXAMPLES[name]
    ss["pr_card"] = card
    ss["pr_table"] = table
    ss["pr_when"] = "early"


def number(key: str, default: int = 0) -> int:
    value = ss.get(key)
    return int(value) if isinstance(value, int) else default


def capture_tool(opts: PasurOptions) -> None:
    players, sides = opts.players, opts.teams
    url.from_url("table", "pr_table", "", lambda v: len(v) <= 400)
    url.from_url("card", "pr_card", "", lambda v: len(v) <= 40)
    url.from_url("by", "pr_by", "0", lambda v: v in ("0", "1", "2"))
    url.from_url("when", "pr_when", "early", lambda v: v in P.WHEN)
    if ss.get("pr_by") not in [str(s) for s in range(sides)]:
        ss["pr_by"] = "0"
    st.markdown(
        _(
            "Write the cards on the table and the card played, in any notation (`7H`, `7♥` or "
            "هفت دل): the finder lists every capture the rules allow, says which would be a sur "
            "and names the rule behind each."
        )
    )
    c1, c2 = st.columns([3, 1])
    with c1:
        st.text_input(
            _("The table"),
            key="pr_table",
            max_chars=400,
            placeholder=_("for example 4S 2C 2D KH"),
        )
    with c2:
        st.text_input(
            _("The card played"), key="pr_card", max_chars=40, placeholder=_("for example 7H")
        )
    st.caption(_("Examples:"))
    ex = st.container(horizontal=True)
    for name, (label, *_rest) in P.EXAMPLES.items():
        ex.button(ctx.gettext(label), key=f"pr_ex_{name}", on_click=load_example, args=(name,))

    with st.expander(_("The situation, for the sur rules"), key="pr_situation"):
        c1, c2 = st.columns(2)
        with c1:
            st.radio(
                _("The card is played in"),
                P.WHEN,
                format_func=lambda w: ctx.gettext(WHEN_LABELS[w]),
                key="pr_when",
            )
        with c2:
            st.selectbox(
                _("Played by"),
                [str(s) for s in range(sides)],
                format_func=lambda s: P.side_name(ctx, int(s), players),
                key="pr_by",
            )
        cols = st.columns(sides)
        for s in range(sides):
            with cols[s]:
                name = P.side_name(ctx, s, players)
                st.number_input(
                    _("Surs {side} has made this round", side=name),
                    min_value=0,
                    max_value=26,
                    step=1,
                    key=f"pr_surs{s}",
                )
                if opts.sur_cap and opts.sur_cap_scope == "game":
                    st.number_input(
                        _("Surs {side} made in earlier rounds", side=name),
                        min_value=0,
                        max_value=99,
                        step=1,
                        key=f"pr_earlier{s}",
                    )
                if opts.no_sur_from:
                    st.number_input(
                        _("Score of {side} before this round", side=name),
                        min_value=0,
                        max_value=999,
                        step=1,
                        key=f"pr_score{s}",
                    )
        st.caption(
            _(
                "At this table: no sur {when}; a side stops making surs after {cap}; the 59 "
                "rule is {rule}.",
                when=P.choice_label(ctx, "no_sur_in", opts.no_sur_in),
                cap=ctx.num(opts.sur_cap) if opts.sur_cap else _("no limit"),
                rule=_("on, from {n}", n=opts.no_sur_from) if opts.no_sur_from else _("off"),
            )
        )

    table_text, card_text = url.keep("pr_table"), url.keep("pr_card")
    by, when = url.keep("pr_by") or "0", url.keep("pr_when") or "early"
    url.to_url("table", table_text)
    url.to_url("card", card_text)
    url.to_url("by", by, "0")
    url.to_url("when", when, "early")

    st.divider()
    if not (table_text.strip() or card_text.strip()):
        st.info(_("Write the table and the card played to see every capture."))
        return
    try:
        card, table = P.read_play(card_text, table_text)
    except P.Problem as p:
        show_problem(p, players, live=True)
        return
    situation = P.Situation(
        seat=int(by),
        when=when,
        surs=tuple(number(f"pr_surs{s}") for s in range(sides)),
        earlier=tuple(number(f"pr_earlier{s}") for s in range(sides)),
        score=tuple(number(f"pr_score{s}") for s in range(sides)),
    )
    finding = P.find_captures(card, table, opts, situation)
    st.html(P.CAPTURE_CSS)
    st.html(P.play_html(ctx, card, table))
    st.success(P.finding_headline(ctx, finding), icon=":material/playing_cards:")
    st.html(P.finding_html(ctx, finding, players))
    if not finding.lay_allowed and finding.captures:
        st.caption(P.lay_text(ctx, finding))
    st.markdown("**" + _("The rules behind this answer") + "**")
    for rid in finding.rule_ids:
        show_rule(rid)


# --- tool 2: the round counter ---------------------------------------------------------------


def fill_round_example() -> None:
    for s in range(3):
        for k in ("p", "s", "j"):
            ss[f"pr_{k}{s}"] = ROUND_EXAMPLE.get(f"{k}{s}", "")


def clear_round() -> None:
    for s in range(3):
        for k in ("p", "s", "j"):
            ss[f"pr_{k}{s}"] = ""


def add_to_sheet(points: tuple[int, ...], clubs: int | None) -> None:
    ss["pr_sheet"] = (*sheet_data(), P.SheetRound(points, clubs))
    ss["pr_sheet_error"] = None
    ss["pr_tool"] = "sheet"


def round_tool(opts: PasurOptions) -> None:
    players, sides = opts.players, opts.teams
    jack_surs = players != 4 and bool(opts.jack_sur_points)
    for s in range(3):
        url.from_url(f"p{s}", f"pr_p{s}", "", lambda v: len(v) <= 1200)
        url.from_url(f"s{s}", f"pr_s{s}", "", lambda v: len(v) <= 10)
        url.from_url(f"j{s}", f"pr_j{s}", "", lambda v: len(v) <= 10)
    st.markdown(
        _(
            "Write the cards each side took in the round (the cards left on the table at the "
            "end go to the side that took last) and how many surs it made: the counter gives "
            "the points line by line and checks them against the 20 card points of every round."
        )
    )
    st.caption(_("Leave one side's cards empty: it gets every card not listed for the others."))
    cols = st.columns(sides)
    for s in range(sides):
        with cols[s]:
            name = P.side_name(ctx, s, players)
            st.text_area(
                _("Cards taken by {side}", side=name),
                key=f"pr_p{s}",
                height=110,
                max_chars=1200,
                placeholder=_("for example 2C 3C TD AS JH …"),
            )
            sub = st.columns(2 if jack_surs else 1)
            with sub[0]:
                st.text_input(
                    _("Surs of {side}", side=name)
                    if not jack_surs
                    else _("Surs (not with a jack)"),
                    key=f"pr_s{s}",
                    max_chars=10,
                )
            if jack_surs:
                with sub[1]:
                    st.text_input(_("Surs with a jack"), key=f"pr_j{s}", max_chars=10)
    bar = st.container(horizontal=True)
    bar.button(
        _("Fill in an example"),
        key="pr_round_example",
        on_click=fill_round_example,
        icon=":material/menu_book:",
    )
    bar.button(_("Clear"), key="pr_round_clear", on_click=clear_round, icon=":material/clear:")

    piles = [url.keep(f"pr_p{s}") for s in range(3)]
    surs = [url.keep(f"pr_s{s}") for s in range(3)]
    jacks = [url.keep(f"pr_j{s}") for s in range(3)]
    for s in range(3):
        url.to_url(f"p{s}", piles[s] if s < sides else "")
        url.to_url(f"s{s}", surs[s] if s < sides else "")
        url.to_url(f"j{s}", jacks[s] if s < sides and jack_surs else "")

    st.divider()
    try:
        counted = P.read_round(piles[:sides], surs[:sides], jacks[:sides], opts)
    except P.Problem as p:
        show_problem(p, players, live=True)
        return
    result = P.count_round(counted, opts)
    if counted.rest is not None:
        st.caption(
            _(
                "{side} took the other {n} cards.",
                side=P.side_name(ctx, counted.rest, players),
                n=len(counted.piles[counted.rest]),
            )
        )
    st.success(P.round_headline(ctx, result, opts), icon=":material/scoreboard:")
    st.html(P.CAPTURE_CSS + P.count_html(ctx, result, opts))
    st.markdown(P.check_text(ctx, result))
    st.markdown(P.clubs_text(ctx, result, opts))
    st.markdown(P.sur_note(ctx, counted, result, opts))
    st.button(
        _("Add this round to the match sheet"),
        key="pr_round_to_sheet",
        on_click=add_to_sheet,
        args=(result.points, result.clubs_side),
        icon=":material/playlist_add:",
    )
    with st.expander(_("The counting rules"), expanded=False):
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
        for rid in ids:
            st.markdown(P.rule_markdown(ctx, rid))


# --- tool 3: the match sheet -----------------------------------------------------------------


def sheet_from_url() -> None:
    raw = url.fresh("sheet")
    if raw is None:
        return
    try:
        ss["pr_sheet"] = P.decode_sheet(raw)
        ss["pr_sheet_error"] = None
    except P.Problem as p:
        ss["pr_sheet"] = ()
        ss["pr_sheet_error"] = p


def sheet_data() -> tuple[P.SheetRound, ...]:
    data = ss.get("pr_sheet")
    return data if isinstance(data, tuple) else ()


def on_add_round() -> None:
    opts = rules.current()
    rounds = sheet_data()
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


def on_remove(index: int | None = None) -> None:
    rounds = list(sheet_data())
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


def on_undo() -> None:
    rounds = sheet_data()
    ss["pr_sheet"] = rounds[:-1]
    ss["pr_add_error"] = None


def on_clear_sheet() -> None:
    ss["pr_sheet"] = ()
    ss["pr_add_error"] = None
    ss["pr_sheet_error"] = None


def sheet_tool(opts: PasurOptions) -> None:
    players, sides = opts.players, opts.teams
    rounds = sheet_data()
    sheet = P.compute_sheet(rounds, opts)
    broken = ss.get("pr_sheet_error")
    if isinstance(broken, P.Problem):
        st.error(
            P.problem_text(ctx, broken, players=players)
            + " "
            + _("The match sheet starts empty; add the rounds again below.")
        )
    st.markdown(
        _(
            "Write down each round's points as it ends: the sheet adds them up to {target} and "
            "says who wins. It is kept in the page's address, so a reload or a shared link "
            "shows it again.",
            target=opts.target_points,
        )
    )
    board = st.container(horizontal=True, key="pr_board")
    for s in range(sides):
        board.metric(P.side_name(ctx, s, players), ctx.num(sheet.score[s]), border=True)
    if sheet.winner is not None:
        st.success(P.winner_text(ctx, sheet, opts), icon=":material/trophy:")
        show_rule(sheet.rule_id)
    elif sheet.tie:
        st.info(P.tie_text(ctx, sheet, opts), icon=":material/balance:")
        show_rule("pasur/target-tie")
    elif sheet.broken:
        st.warning(
            _("Some rounds cannot be counted under these table rules; see the notes in the sheet.")
        )
    if sheet.rows:
        st.html(P.SHEET_CSS)
        st.markdown(P.sheet_html(ctx, sheet, opts), unsafe_allow_html=True)

    if not sheet.over:
        for s in range(3):
            ss.setdefault(f"pr_pts{s}", "")
        ss.setdefault("pr_clubs", "")
        with st.form("pr_sheet_form", border=True):
            st.markdown("**" + _("Add round {n}", n=len(rounds) + 1) + "**")
            cols = st.columns(sides + (1 if opts.target_tie == "clubs" else 0))
            for s in range(sides):
                with cols[s]:
                    st.text_input(
                        _("Points of {side}", side=P.side_name(ctx, s, players)),
                        key=f"pr_pts{s}",
                        max_chars=10,
                    )
            if opts.target_tie == "clubs":
                with cols[sides]:
                    st.selectbox(
                        _("The clubs 7 went to"),
                        ["", *(str(s) for s in range(sides))],
                        format_func=lambda s: (
                            _("not given") if s == "" else P.side_name(ctx, int(s), players)
                        ),
                        key="pr_clubs",
                    )
            st.caption(
                _(
                    "A round shares out 20 card points, plus {values} for each sur. The round "
                    "counter tool can add a counted round here.",
                    values=" / ".join(ctx.num(v) for v in P.sur_values(opts)) or ctx.num(0),
                )
            )
            st.form_submit_button(
                _("Add the round"),
                key="pr_add",
                on_click=on_add_round,
                type="primary",
                icon=":material/add:",
            )
        err = ss.get("pr_add_error")
        if isinstance(err, P.Problem):
            show_problem(err, players)
    bar = st.container(horizontal=True, vertical_alignment="bottom")
    if rounds:
        bar.selectbox(
            _("Remove a round"),
            [str(n) for n in range(1, len(rounds) + 1)],
            index=None,
            format_func=lambda n: _("round {n}", n=int(n)),
            key="pr_remove_which",
            placeholder=_("choose a round"),
            width=200,
        )
        bar.button(
            _("Remove it"),
            key="pr_remove",
            on_click=on_remove,
            icon=":material/remove:",
            disabled=not ss.get("pr_remove_which"),
        )
    sheet_bar(
        prefix="pr",
        empty=not rounds,
        undo=(_("Remove the last round"), on_undo),
        clear=(_("Clear the match sheet"), on_clear_sheet, "pr_clear_sheet"),
        csv=(_("Download as CSV"), P.sheet_csv(ctx, sheet, opts), "pasur-match-sheet.csv"),
        bar=bar,
    )
    with st.expander(_("The rules of the game's end")):
        for rid in ("pasur/round-winner", "pasur/target", "pasur/target-tie"):
            st.markdown(P.rule_markdown(ctx, rid))


# --- the page --------------------------------------------------------------------------------

rules.from_url(url)
sheet_from_url()
st.title(_("Pasur calculators"))
url.notices_here(ctx)
st.caption(
    _(
        "Settle a question at the table: what a card may take, what a round scores, and the "
        "score of the whole game. Each answer names the rule it applies and the source "
        "document it comes from."
    )
)
url.from_url(
    "tool",
    "pr_tool",
    "sheet" if "sheet" in qp and "tool" not in qp else "capture",
    lambda v: v in TOOLS,
)
st.segmented_control(
    _("Tool"),
    TOOLS,
    format_func=lambda t: ctx.gettext(TOOL_LABELS[t]),
    key="pr_tool",
    required=True,
    label_visibility="collapsed",
)
tool = url.keep("pr_tool") or "capture"
url.to_url("tool", tool, "capture")
options = rules_panel()
if tool == "capture":
    capture_tool(options)
else:
    url.drop("table", "card", "by", "when")
    if tool == "round":
        round_tool(options)
    else:
        url.drop(*(f"{k}{s}" for k in "psj" for s in range(3)))
        sheet_tool(options)
url.to_url("o", format_options(rules.current()))
url.to_url("sheet", P.encode_sheet(sheet_data()))
