"""Haft Khabis penalty count: what the cards left in each losing hand cost, and the running totals.

The count is the rules package's ``penalty_count`` (2 to 10 at face value, the jack 20, the queen
3, the king 4, the ace 11; doubled when the winner went out on a jack); the totals stop a player
at the elimination limit. Every answer names its rules with their seed lines; bad input gets a
message in the page's language and stays on screen. The logic is in ``ui/rulings_poker.py``. The
URL keeps:

- ``n=``: players (2 to 8), ``w=``: who went out (1 to 8), ``k1=`` … ``k8=``: the cards left;
- ``jack=1``: the winner's last card was a jack; ``decks=1``: one deck (two by default);
- ``limit=``: the elimination limit; ``sheet=``: the running totals (see
  ``ui.rulings_poker.encode_sheet``).
"""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from pasur.games.haft_khabis.options import HaftKhabisOptions
from ui import rulings_poker as P
from ui.frame import frame
from ui.guard import read_int
from ui.sheet_bar import sheet_bar
from ui.url_state import UrlState

ctx = frame()
_ = ctx._
ss = st.session_state
url = UrlState("hk")
DEFAULTS = HaftKhabisOptions()
MAX = P.MAX_PLAYERS


def show_rule(rule_id: str) -> None:
    with st.container(border=True):
        st.markdown(P.rule_markdown(ctx, rule_id))


def players() -> int:
    value = ss.get("hk_players")
    return int(value) if isinstance(value, int) and 2 <= value <= MAX else DEFAULTS.players


def sheet_rows() -> tuple[tuple[int, ...], ...]:
    rows = ss.get("hk_sheet")
    return rows if isinstance(rows, tuple) else ()


def on_players() -> None:
    # A sheet is for one table: a new number of players starts a new sheet.
    ss["hk_sheet"] = ()


def on_add(row: tuple[int, ...]) -> None:
    ss["hk_sheet"] = (*sheet_rows(), row)
    for i in range(MAX):
        ss[f"hk_k{i}"] = ""
    ss["hk_jack"] = False


def on_undo() -> None:
    ss["hk_sheet"] = sheet_rows()[:-1]


def on_clear_sheet() -> None:
    ss["hk_sheet"] = ()


def on_example() -> None:
    ss["hk_players"] = 4
    ss["hk_winner"] = "0"
    for i in range(MAX):
        ss[f"hk_k{i}"] = P.HK_EXAMPLE[i - 1] if 1 <= i <= len(P.HK_EXAMPLE) else ""
    ss["hk_jack"] = True


def valid_int(low: int, high: int) -> Callable[[str], bool]:
    return lambda v: read_int(v, low, high) is not None


# --- reading the URL -------------------------------------------------------------------------

url.from_url("n", "hk_players", str(DEFAULTS.players), valid_int(2, MAX))
if isinstance(ss.get("hk_players"), str):
    ss["hk_players"] = int(ss["hk_players"])
url.from_url("w", "hk_winner", "1", valid_int(1, MAX))
for i in range(MAX):
    url.from_url(f"k{i + 1}", f"hk_k{i}", "", lambda v: len(v) <= P.MAX_FIELD)
url.from_url("jack", "hk_jack_text", "", lambda v: v in ("", "1"))
url.from_url("decks", "hk_decks", str(DEFAULTS.decks), lambda v: v in ("1", "2"))
url.from_url("limit", "hk_limit_text", str(DEFAULTS.limit), valid_int(10, 5000))
raw_sheet = url.fresh("sheet")
sheet_error: P.Problem | None = None
if raw_sheet is not None:
    try:
        ss["hk_sheet"] = P.decode_sheet(raw_sheet, players())
    except P.Problem as p:
        ss["hk_sheet"] = ()
        sheet_error = p
if "hk_jack" not in ss or ss.get("_hk_jack_from_url") != ss.get("hk_jack_text"):
    ss["hk_jack"] = ss.get("hk_jack_text") == "1"
    ss["_hk_jack_from_url"] = ss.get("hk_jack_text")
if "hk_limit" not in ss or ss.get("_hk_limit_from_url") != ss.get("hk_limit_text"):
    ss["hk_limit"] = int(str(ss.get("hk_limit_text") or DEFAULTS.limit))
    ss["_hk_limit_from_url"] = ss.get("hk_limit_text")

# --- the page --------------------------------------------------------------------------------

st.title(_("Haft Khabis penalty count"))
url.notices_here(ctx)
st.caption(
    _(
        "When a player goes out, every other player counts the cards left in his hand: 2 to 10 "
        "at face value, the jack 20, the queen 3, the king 4 and the ace 11, all doubled when "
        "the winner's last card was a jack. Add each deal to the running totals to see who "
        "reaches the limit and is out."
    )
)
n = players()
winners = [str(i + 1) for i in range(n)]
if str(ss.get("hk_winner")) not in winners:
    ss["hk_winner"] = "1"
c1, c2, c3 = st.columns(3)
with c1:
    st.number_input(
        _("Players"), min_value=2, max_value=MAX, step=1, key="hk_players", on_change=on_players
    )
with c2:
    st.selectbox(
        _("Who went out (the winner of the deal)"),
        winners,
        format_func=lambda w: P.player_name(ctx, int(w) - 1),
        key="hk_winner",
    )
with c3:
    st.radio(
        _("Decks"),
        ("1", "2"),
        format_func=lambda d: _("one deck") if d == "1" else _("two decks"),
        key="hk_decks",
        horizontal=True,
    )
st.checkbox(_("The winner's last card was a jack (every count is doubled)"), key="hk_jack")
winner = int(str(ss.get("hk_winner") or "1")) - 1
rows = sheet_rows()
sheet_before = P.compute_sheet(rows, n, int(ss.get("hk_limit") or DEFAULTS.limit))
cols = st.columns(min(4, n - 1))
losers = [i for i in range(n) if i != winner]
for j, i in enumerate(losers):
    with cols[j % len(cols)]:
        st.text_input(
            _("Cards left to {player}", player=P.player_name(ctx, i)),
            key=f"hk_k{i}",
            max_chars=P.MAX_FIELD,
            placeholder=_("for example QH 3C"),
            disabled=sheet_before.is_out(i),
            help=_("Out of the game already.") if sheet_before.is_out(i) else None,
        )
bar = st.container(horizontal=True)
bar.button(
    _("Fill in an example"), key="hk_example", on_click=on_example, icon=":material/menu_book:"
)

texts_ = [url.keep(f"hk_k{i}") for i in range(MAX)]
jack = bool(ss.get("hk_jack"))
decks = int(url.keep("hk_decks") or DEFAULTS.decks)
url.to_url("n", str(n), str(DEFAULTS.players))
url.to_url("w", str(winner + 1), "1")
for i in range(MAX):
    url.to_url(f"k{i + 1}", texts_[i] if i < n and i != winner else "")
url.to_url("jack", "1" if jack else "")
ss["hk_jack_text"] = ss["_hk_jack_from_url"] = "1" if jack else ""
url.to_url("decks", str(decks), str(DEFAULTS.decks))

st.divider()
counted: tuple[int, ...] | None = None
try:
    hands = P.read_hk_hands(
        [texts_[i] if i in losers and not sheet_before.is_out(i) else "" for i in range(n)], decks
    )
except P.Problem as p:
    if p.code == "hk_empty":
        st.info(P.problem_text(ctx, p, game="haft_khabis"))
    else:
        st.error(P.problem_text(ctx, p, game="haft_khabis"))
        if p.rule_id:
            show_rule(p.rule_id)
else:
    shown = [i for i in losers if not sheet_before.is_out(i)]
    penalties = [P.penalty(hands[i], jack) for i in shown]
    counted = tuple(penalties[shown.index(i)].total if i in shown else 0 for i in range(n))
    st.html(P.SHOWDOWN_CSS)
    st.html(P.penalty_html(ctx, [P.player_name(ctx, i) for i in shown], penalties))
    worst = max(shown, key=lambda i: counted[i]) if shown else None
    head = _(
        "{winner} went out; the others count {total} points in all.",
        winner=P.player_name(ctx, winner),
        total=sum(counted),
    )
    if worst is not None and counted[worst]:
        head += " " + _(
            "{player} has the most: {n}.", player=P.player_name(ctx, worst), n=counted[worst]
        )
    st.success(head, icon=":material/calculate:")
    if jack:
        st.caption(_("Doubled: the winner went out on a jack."))
    st.button(
        _("Add this deal to the running totals"),
        key="hk_add",
        on_click=on_add,
        args=(counted,),
        icon=":material/playlist_add:",
        disabled=sheet_before.winner is not None,
    )
with st.expander(_("The counting rules")):
    for rid in P.known_rules([P.penalty_rule(), P.jack_rule()]):
        st.markdown(P.rule_markdown(ctx, rid))

# --- the running totals ----------------------------------------------------------------------

st.subheader(_("Running totals"))
if sheet_error is not None:
    st.error(
        P.problem_text(ctx, sheet_error, game="haft_khabis")
        + " "
        + _("The totals start empty; add the deals again.")
    )
st.number_input(
    _("Elimination limit (the seed suggests 100 to 500)"),
    min_value=10,
    max_value=5000,
    step=10,
    key="hk_limit",
)
limit = int(ss.get("hk_limit") or DEFAULTS.limit)
ss["hk_limit_text"] = ss["_hk_limit_from_url"] = str(limit)
url.to_url("limit", str(limit), str(DEFAULTS.limit))
rows = sheet_rows()
sheet = P.compute_sheet(rows, n, limit)
if rows:
    st.html(P.SHOWDOWN_CSS + P.sheet_html(ctx, rows, sheet, n, limit))
    message = P.sheet_text(ctx, sheet, limit)
    if sheet.winner is not None:
        st.success(message, icon=":material/trophy:")
    elif sheet.out:
        st.warning(message, icon=":material/person_remove:")
    else:
        st.info(message)
else:
    st.caption(_("No deals added yet."))
sheet_bar(
    prefix="hk",
    empty=not rows,
    undo=(_("Remove the last deal"), on_undo),
    clear=(_("Clear the totals"), on_clear_sheet, "hk_clear"),
)
with st.expander(_("The rule of the game's end")):
    for rid in P.known_rules([P.limit_rule()]):
        st.markdown(P.rule_markdown(ctx, rid))
url.to_url("sheet", P.encode_sheet(rows))
