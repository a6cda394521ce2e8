"""Ghahve scores: what a hand scores, who deals next, and the running score to 501 or 1001.

One flow: the hand being scored (four bids, the tricks of either team) shows its score, the
rules that decide it and the next dealer at once, and is then added to the match sheet. The
logic is in ``ui/rulings_ghahve.py``; this file draws widgets and keeps the URL in step:

- ``o=``: the table rules, in the options' compact form (``target_points:1001``);
- ``sheet=``: the match sheet (see ``ui.rulings_ghahve.encode_sheet``).
"""

from __future__ import annotations

import streamlit as st

from pasur.games.ghahve import PRESETS, GhahveOptions
from pasur.options import format_options, option_info
from ui import rulings_ghahve as G
from ui import rulings_shelem as S
from ui import texts
from ui.frame import frame
from ui.games import preset_name
from ui.sheet_bar import sheet_bar
from ui.url_state import TableRules, UrlState

ctx = frame()
GAME = "ghahve"
_ = ctx._
ss = st.session_state
url = UrlState("gh")


def show_rule(rule_id: str) -> None:
    with st.container(border=True):
        st.markdown(S.rule_markdown(ctx, rule_id))


def show_problem(p: S.Problem, live: bool = False) -> None:
    if live and p.code in S.MISSING:
        st.info(S.problem_text(ctx, p))
        return
    st.error(S.problem_text(ctx, p))
    if p.rule_id:
        show_rule(p.rule_id)


# --- table rules -----------------------------------------------------------------------------


rules = TableRules(
    "gh", GhahveOptions, PRESETS, G.PANEL_OPTIONS, G.parse_ghahve_rules, S.preset_of, S.Problem
)
current_rules = rules.current
set_rules = rules.set
on_rule_widget = rules.on_widget
on_preset = rules.on_preset
on_rule_text = rules.on_text


def rules_from_url() -> None:
    rules.from_url(url)


def rules_panel() -> GhahveOptions:
    opts = current_rules()
    for name in G.PANEL_OPTIONS:
        ss.setdefault(f"gh_opt_{name}", getattr(opts, name))
    ss.setdefault("gh_opt_text", format_options(opts))
    ss.setdefault("gh_preset", S.preset_of(opts, PRESETS))
    error = ss.get("gh_rules_error")
    label = _("Table rules") + ": " + G.rules_summary(ctx, opts)
    with st.expander(label, expanded=bool(error), key="gh_rules_box", icon=":material/tune:"):
        if error and error[0] == "url":
            st.warning(
                _("The table rules in this link could not be read, so the usual rules are used.")
                + " "
                + S.problem_text(ctx, error[1])
            )
        st.selectbox(
            _("Ready-made rules"),
            [*PRESETS, ""],
            format_func=lambda n: preset_name(ctx.gettext, GAME, n),
            key="gh_preset",
            on_change=on_preset,
        )
        c1, c2, c3 = st.columns(3)
        with c1:
            st.selectbox(
                ctx.gettext(G.OPTION_LABELS["target_points"]),
                sorted({*G.TARGETS, opts.target_points}),
                format_func=ctx.num,
                key="gh_opt_target_points",
                on_change=on_rule_widget,
                help=S.option_help(GhahveOptions, "target_points", ctx.lang),
            )
        with c2:
            st.selectbox(
                ctx.gettext(G.OPTION_LABELS["dealer_rotation"]),
                list(option_info(GhahveOptions, "dealer_rotation").choices),
                format_func=lambda v: ctx.gettext(G.CHOICE_LABELS[("dealer_rotation", v)]),
                key="gh_opt_dealer_rotation",
                on_change=on_rule_widget,
                help=S.option_help(GhahveOptions, "dealer_rotation", ctx.lang),
            )
        with c3:
            st.selectbox(
                ctx.gettext(G.OPTION_LABELS["max_bid"]),
                list(range(2, 14)),
                format_func=ctx.num,
                key="gh_opt_max_bid",
                on_change=on_rule_widget,
                help=S.option_help(GhahveOptions, "max_bid", ctx.lang),
            )
        st.text_input(
            _("The same rules in short form (you may paste rules such as preset:long)"),
            key="gh_opt_text",
            on_change=on_rule_text,
            max_chars=400,
        )
        if error and error[0] == "text":
            st.error(S.problem_text(ctx, error[1]))
    return current_rules()


# --- the sheet -------------------------------------------------------------------------------


def sheet_from_url() -> None:
    raw = url.fresh("sheet")
    if raw is None:
        return
    try:
        ss["gh_sheet"] = G.decode_sheet(raw)
        ss["gh_sheet_error"] = None
    except S.Problem as p:
        ss["gh_sheet"] = (0, ())
        ss["gh_sheet_error"] = p


def sheet_data() -> tuple[int, tuple[G.GhahveHand, ...]]:
    data = ss.get("gh_sheet")
    return data if isinstance(data, tuple) else (0, ())


INPUTS = ("gh_bid0", "gh_bid1", "gh_bid2", "gh_bid3", "gh_t0", "gh_t1")


def typed() -> tuple[list[str], str, str]:
    return (
        [str(ss.get(f"gh_bid{s}") or "") for s in range(4)],
        str(ss.get("gh_t0") or ""),
        str(ss.get("gh_t1") or ""),
    )


def on_add_hand() -> None:
    opts = current_rules()
    first, hands = sheet_data()
    if G.compute_sheet(first, hands, opts).over:
        return
    bids, ta, tb = typed()
    try:
        hand = G.read_hand(bids, ta, tb, opts)
    except S.Problem:
        return  # the message is on screen already
    ss["gh_sheet"] = (first, (*hands, hand))
    ss["gh_sheet_error"] = None
    for key in INPUTS:
        ss[key] = ""


def on_undo() -> None:
    first, hands = sheet_data()
    ss["gh_sheet"] = (first, hands[:-1])
    ss["gh_sheet_error"] = None


def on_clear_sheet() -> None:
    ss["gh_sheet"] = (sheet_data()[0], ())
    ss["gh_sheet_error"] = None


def on_first_dealer() -> None:
    ss["gh_sheet"] = (int(ss.get("gh_first") or 0), sheet_data()[1])


def on_example() -> None:
    bids, tricks = G.SEED_EXAMPLE
    for seat, bid in enumerate(bids):
        ss[f"gh_bid{seat}"] = str(bid)
    ss["gh_t0"] = str(tricks)
    ss["gh_t1"] = ""


# --- the page --------------------------------------------------------------------------------

rules_from_url()
sheet_from_url()
st.html(S.PAGE_CSS)
st.title(_("Ghahve: scoring hands and the game"))
url.notices_here(ctx)
st.caption(
    _(
        "Write each player's bid and the tricks each team took: the page gives each team's "
        "points, who deals next and the running score, and names the rule behind each answer."
    )
)
opts = rules_panel()
first, hands = sheet_data()
sheet = G.compute_sheet(first, hands, opts)
broken = ss.get("gh_sheet_error")
if isinstance(broken, S.Problem):
    st.error(
        S.problem_text(ctx, broken)
        + " "
        + _("The score sheet starts empty; add the hands again below.")
    )

board = st.container(horizontal=True, key="gh_board")
for t in (0, 1):
    board.metric(texts.team(ctx, t), S.total(ctx, sheet.score[t]), border=True)
if sheet.winner is not None:
    st.success(
        _(
            "The game goes to {team}: {total} points, with the target at {target}.",
            team=texts.team(ctx, sheet.winner),
            total=sheet.score[sheet.winner],
            target=opts.target_points,
        ),
        icon=":material/trophy:",
    )
    show_rule(sheet.rule_id)

if not sheet.over:
    n = len(hands) + 1
    dealer = sheet.dealer
    with st.container(border=True, key="gh_hand"):
        st.markdown("**" + _("Hand {n}", n=n) + "**")
        if not hands:
            ss["gh_first"] = str(first)
            st.selectbox(
                _("Who deals the first hand"),
                ["0", "1", "2", "3"],
                format_func=lambda s: texts.seat(ctx, int(s)),
                key="gh_first",
                on_change=on_first_dealer,
            )
        order = G.bidding_order(dealer)
        st.caption(
            _(
                "{dealer} deals; {first} bids first, and the others follow to the right. Every "
                "player bids at least 2 tricks.",
                dealer=texts.seat(ctx, dealer),
                first=texts.seat(ctx, order[0]),
            )
        )
        for key in INPUTS:
            ss.setdefault(key, "")
        cols = st.columns(4)
        for i, seat in enumerate(order):
            with cols[i]:
                st.text_input(
                    _("Bid of {seat}", seat=texts.seat(ctx, seat)),
                    key=f"gh_bid{seat}",
                    max_chars=10,
                )
        c1, c2 = st.columns(2)
        for t, col in ((0, c1), (1, c2)):
            with col:
                st.text_input(
                    _("Tricks taken by {side}", side=texts.team(ctx, t)),
                    key=f"gh_t{t}",
                    max_chars=10,
                )
        st.caption(_("Fill in one team's tricks: the other team's are 13 minus them."))
        bids, ta, tb = typed()
        hand: G.GhahveHand | None = None
        if not any(x.strip() for x in (*bids, ta, tb)):
            st.info(_("Write the bids and the tricks to see the score."))
        else:
            try:
                hand = G.read_hand(bids, ta, tb, opts)
                G.score(hand, opts, dealer)
            except S.Problem as p:
                show_problem(p, live=True)
                hand = None
        if hand is not None:
            after = G.compute_sheet(first, (*hands, hand), opts)
            row = after.rows[-1]
            assert row.result is not None and row.update is not None
            st.success(G.headline(ctx, row.result), icon=":material/scoreboard:")
            for t in (0, 1):
                st.markdown(G.explain(ctx, row.result, t))
            for rid in sorted(set(row.result.rule_ids), reverse=True):
                show_rule(rid)
            st.markdown(
                _(
                    "Score after this hand: South and North {a}, East and West {b}.",
                    a=S.total(ctx, row.update.score[0]),
                    b=S.total(ctx, row.update.score[1]),
                )
            )
            if row.update.winner is not None:
                st.markdown(
                    _(
                        "{team} reach the target, {target}: this hand wins the game.",
                        team=texts.team(ctx, row.update.winner),
                        target=opts.target_points,
                    )
                )
            elif row.next_dealer is not None:
                st.markdown(G.dealer_text(ctx, dealer, row.update.score, row.next_dealer, opts))
        bar = st.container(horizontal=True)
        bar.button(
            _("Add the hand to the sheet"),
            key="gh_add",
            on_click=on_add_hand,
            type="primary",
            disabled=hand is None,
            icon=":material/add:",
        )
        bar.button(
            _("Fill in seed 000's example"),
            key="gh_example",
            on_click=on_example,
            icon=":material/menu_book:",
        )
    with st.expander(_("The rules for bids, the dealer and the game")):
        for rid in (
            "ghahve/bid-minimum",
            "ghahve/team-bid",
            "ghahve/dealer-keeps-deal",
            "ghahve/game-target",
        ):
            st.markdown(S.rule_markdown(ctx, rid))

if sheet.rows:
    st.subheader(_("Score sheet of the game"))
    st.html(G.SHEET_CSS)
    st.markdown(G.sheet_html(ctx, sheet), unsafe_allow_html=True)
sheet_bar(
    prefix="gh",
    empty=not hands,
    undo=(_("Remove the last hand"), on_undo),
    clear=(_("Clear the score sheet"), on_clear_sheet, "gh_clear_sheet"),
    csv=(_("Download as CSV"), G.sheet_csv(ctx, sheet), "ghahve-score-sheet.csv"),
)
url.to_url("o", format_options(current_rules()))
url.to_url("sheet", G.encode_sheet(*sheet_data()))
