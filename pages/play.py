"""Play: sit at a table against the bots, any game, with a coach.

The URL holds the game (``g``), its house rules (``o``), your seat (``seat``), the bots'
strength (``bots``), the shuffles' seed (``seed``), the coach (``coach``) and every move so far
(``rec``, a record's share token), so a reload, a language switch or a shared link opens the
same table.
"""

from __future__ import annotations

import dataclasses
import html
import os
import random
from collections.abc import Callable
from typing import Any
from urllib.parse import urlencode

import streamlit as st

from pasur.errors import PasurError
from pasur.options import format_options
from pasur.protocol import Decision
from pasur.records import MAX_TOKEN_CHARS, Record
from pasur.registry import GAMES, game_id
from pasur.sim import player_names
from ui import reasons, texts
from ui.card_table import ChooseK, TableModel, card_table, read_answer
from ui.copy_link import copy_link
from ui.explorer import Line
from ui.frame import frame
from ui.games import preset_name
from ui.games.base import Moment, explorer_ui
from ui.guard import read_int
from ui.lesson_kit import EXPLORER_GAMES
from ui.options_panel import Panel, options_error, options_panel
from ui.play import MAX_SEED, Refused, Seating, Table, choose_count
from ui.table_model import completed_trick, table_model
from ui.url_state import UrlState

ctx = frame()
_ = ctx._
ss = st.session_state
url = UrlState("play")

st.title(_("Play"))
st.caption(
    _(
        "Sit at the table and play against the app's players. Click a card to play it; a card "
        "you may not play says why."
    )
)
url.notices_here(ctx)

# The bots' replies are shown one by one, this long each (milliseconds), at most this many.
PAUSE_MS = read_int(os.environ.get("PASUR_PLAY_PAUSE_MS", "700"), 0, 5000) or 0
MAX_FRAMES = 24
# The events that settle a hand (a poker hand's pots, a showdown over an empty pot).
HAND_END = frozenset({"hand", "pot", "showdown"})
# The coach repeats at most this many sentences of what happened since your last move.
COACH_LINES = 8
# Up to this many choices are buttons; beyond, one list (a cut at any card, a bet's size).
MAX_BUTTONS = 12
STRENGTHS = {
    "random": _("Random: any legal move"),
    "baseline": _("Baseline: plays simply, by fixed habits"),
    "heuristic": _("Heuristic: counts the cards and plays as a decent player does"),
    "expert": _("Expert: looks ahead (slower)"),
}


def _bot_name(name: str) -> str:
    return STRENGTHS.get(name, name)


# --- the table in this session, or from the link ------------------------------------------------


def _seating_from_url() -> Seating | None:
    game = game_id(url.get("g", "")) or ""
    if game not in EXPLORER_GAMES:
        return None
    spec = GAMES[game]
    seat = read_int(url.get("seat", "0"), 0, 9)
    seed = read_int(url.get("seed", "1"), 0, MAX_SEED)
    bots = url.get("bots", "heuristic")
    if seat is None or seed is None or bots not in player_names(spec):
        url.bad("seat" if seat is None else "seed" if seed is None else "bots")
        return None
    return Seating(game, url.get("o", ""), seat, bots, seed)


def _table_from_url() -> Table | None:
    """The table the link holds (``None``: it holds none, or one that cannot be read, which the
    page then says)."""
    seating = _seating_from_url()
    if seating is None:
        return None
    try:
        rec = url.get("rec", limit=MAX_TOKEN_CHARS)
        if rec:
            return Table.from_record(seating, Record.from_token(rec))
        return Table.new(seating).run_bots()
    except (PasurError, ValueError):
        ss["play_link_error"] = _("This link holds no table that can be played.")
        return None


def _current() -> Table | None:
    table = ss.get("play_table")
    token = url.get("rec", limit=MAX_TOKEN_CHARS)
    if isinstance(table, Table) and token == table.record().to_token():
        return table
    if url.has("g"):
        table = _table_from_url()
        if table is not None:
            ss["play_table"] = table
            return table
    return None


def _keep(table: Table) -> None:
    """Keep *table* in the session and in the URL."""
    ss["play_table"] = table
    s = table.seating
    url.update(
        {
            "g": s.game,
            "o": s.options,
            "seat": str(s.seat),
            "bots": s.bots,
            "seed": str(s.seed),
            "rec": table.record().to_token(),
        }
    )


# --- a new game ----------------------------------------------------------------------------------


def _panel_key(game: str) -> tuple[str, object]:
    spec = GAMES[game]
    preset = ss.get(f"play_preset_{game}") or next(iter(spec.presets))
    return f"play_opt_{preset}", spec.presets[preset]


def _start() -> None:
    game = ss.get("play_game", "hokm")
    key, base = _panel_key(game)
    try:
        options = Panel(GAMES[game], key, base).read()
    except PasurError as exc:
        ss["play_start_error"] = options_error(ctx, exc)  # type: ignore[arg-type]
        return
    seat = int(ss.get("play_seat") or 0)
    seed = random.randrange(MAX_SEED)
    bots = ss.get("play_bots") or "heuristic"
    try:
        table = Table.new(Seating(game, format_options(options), seat, bots, seed)).run_bots()
    except (PasurError, ValueError) as exc:
        ss["play_start_error"] = str(exc)
        return
    ss.pop("play_start_error", None)
    ss.pop("play_refusal", None)
    ss.pop("play_hint", None)
    ss["play_new_open"] = False
    _keep(table)


def _new_game_panel(table: Table | None) -> None:
    with st.expander(_("New game"), expanded=table is None or ss.get("play_new_open", False)):
        url.follow(
            "g",
            "play_game",
            list(EXPLORER_GAMES),
            "hokm",
            read=lambda g: game_id(g) or g,
            report=False,
        )
        st.selectbox(
            _("Game"),
            list(EXPLORER_GAMES),
            key="play_game",
            format_func=lambda g: GAMES[g].name_fa if ctx.lang == "fa" else GAMES[g].name_en,
        )
        game = ss.get("play_game", "hokm")
        spec = GAMES[game]
        st.selectbox(
            _("House rules"),
            list(spec.presets),
            key=f"play_preset_{game}",
            format_func=lambda name: preset_name(ctx, game, name),
        )
        key, base = _panel_key(game)
        with st.expander(_("Individual options")):
            options = options_panel(ctx, spec, key=key, base=base)
        players = _players_of(spec, options)
        st.selectbox(
            _("Your seat"),
            [str(s) for s in range(players)],
            key="play_seat",
            format_func=lambda s: texts.seat(ctx, int(s), players),
        )
        names = list(player_names(spec))
        if ss.get("play_bots") not in names:
            ss["play_bots"] = "heuristic" if "heuristic" in names else names[-1]
        st.radio(_("The bots play"), names, key="play_bots", format_func=_bot_name)
        st.toggle(
            _("Coach"),
            value=True,
            key="play_coach",
            help=_(
                "After each move: what happened, and what the heuristic player would have done."
            ),
        )
        st.button(
            _("Sit down and play"),
            key="play_sit",
            type="primary",
            on_click=_start,
            disabled=options is None,
        )
        if ss.get("play_start_error"):
            st.error(ss["play_start_error"])


def _players_of(spec: Any, options: Any) -> int:
    if options is None:
        options = next(iter(spec.presets.values()))
    state = spec.start(options)
    view = state.view(None)
    return len(view.hands) or int(getattr(state, "players", 0) or getattr(options, "players", 4))


# --- moving --------------------------------------------------------------------------------------


def _apply(make: Any) -> None:
    table = ss.get("play_table")
    if not isinstance(table, Table):
        return
    try:
        table = make(table).run_bots()
    except Refused as exc:
        ss["play_refusal"] = _refusal_text(table, exc)
        return
    ss.pop("play_refusal", None)
    ss.pop("play_hint", None)
    _keep(table)


def _refusal_text(table: Table, exc: Refused) -> str:
    if exc.violation is not None:
        return texts.violation(ctx, table.spec, exc.violation, table.players)
    return _("That is not a move you can make now.")


def _on_board() -> None:
    answer = read_answer(ss.get("play_board"))
    if answer.move is not None:
        _apply(lambda t: t.play(answer.move))
    elif answer.cards is not None:
        _apply(lambda t: t.play_cards(answer.cards))


def _on_move(text: str) -> None:
    _apply(lambda t: t.play(text))


def _undo() -> None:
    table = ss.get("play_table")
    if isinstance(table, Table):
        ss.pop("play_refusal", None)
        ss.pop("play_hint", None)
        _keep(table.undo())


def _advice(table: Table, decision: Decision, state: Any, *, past: bool) -> str:
    """What the heuristic player would do (or would have done) and why; "its choice" for a
    decision that is not a card (a bid reads wrongly as "would play")."""
    move = texts.move(ctx, decision.move, state, game=table.spec.id)
    why = reasons.reason(ctx, decision, table.players)
    if getattr(decision.move, "card", None) is None and explorer_ui(table.spec.id).names_choice:
        return _("The heuristic player's choice: {move}; {why}", move=move, why=why)
    if past:
        return _("The heuristic player would have played {move}: {why}", move=move, why=why)
    return _("The heuristic player would play {move}: {why}", move=move, why=why)


def _hint() -> None:
    table = ss.get("play_table")
    if isinstance(table, Table):
        decision = table.hint()
        if decision is not None:
            ss["play_hint"] = _advice(table, decision, table.state, past=False)


# --- drawing -------------------------------------------------------------------------------------


def _model(table: Table, at: int, *, live: bool) -> TableModel:
    """The table after move *at* as your seat sees it: a trick just completed stays in view, its
    winner marked; *live*: your cards can be clicked (if it is your turn)."""
    seat = table.seating.seat
    state = table.states[at]
    view, highlight = completed_trick(state.view(seat), table.events[at - 1] if at else ())
    if live:
        legal = table.legal()
        k = choose_count(legal)
        if table.over:
            prompt = _("The game is over.")
        elif table.my_turn:
            prompt = _("Your turn: choose {n} cards.", n=k) if k else _("Your turn.")
        else:
            prompt = ""
    else:
        k, prompt = 0, ""
    return table_model(
        ctx,
        table.spec,
        state,
        viewer=seat,
        bottom=seat,
        active=seat if live and table.my_turn else None,
        key=str(at),
        view=view,
        highlight=highlight,
        choose=ChooseK(k, _("Put these down")) if k else None,
        prompt=prompt,
    )


def _board(table: Table) -> TableModel:
    """The live table, with the bots' replies since your last move as frames shown first."""
    last = len(table.states) - 1
    first = max(table.mark + 1, last - MAX_FRAMES)
    frames = tuple(
        dataclasses.replace(_model(table, i, live=False), pause=_pause(table, i))
        for i in range(first, last)
    )
    return dataclasses.replace(_model(table, last, live=True), frames=frames, pause=PAUSE_MS)


def _pause(table: Table, at: int) -> int:
    """How long the table after move *at* stays in view: longer when that move ended a hand
    (its result, a showdown's hands), so it can be read before the next deal."""
    ended = any(e.kind in HAND_END for e in table.events[at - 1]) if at else False
    return PAUSE_MS * 4 if ended else PAUSE_MS


def _what_happened(table: Table) -> list[str]:
    """The coach's sentences on the moves since your last one (yours included): every card a
    player laid or took, the tricks, bids, hands and pots, as the engine reports them."""
    return [texts.event(ctx, e, table.players) for evs in table.events[table.mark :] for e in evs]


class _PlayControls:
    """What a game's move panel (:class:`ui.games.base.Controls`) uses to make a move here."""

    def __init__(self, table: Table) -> None:
        self.ctx, self.state, self.step = ctx, table.state, len(table.moves)
        self.line = Line(table.spec, table.record(), table.states, table.moves, table.events)

    def button(self, label: str, text: str, *, key: str, row: Any = None) -> None:
        (row or st).button(label, key=f"play_{key}", on_click=_on_move, args=(text,))

    def action(
        self, label: str, make: Callable[[], str | None], *, key: str, primary: bool = False
    ) -> None:
        def made() -> None:
            text = make()
            if text:
                _on_move(text)

        st.button(
            label, key=f"play_{key}", on_click=made, type="primary" if primary else "secondary"
        )

    def show_error(self) -> None:
        """(The page shows a refusal under the table.)"""


def _controls(table: Table) -> None:
    """The decisions that are not a card (a trump, a bid, a bet, a draw): the game's own panel
    if it has one for this moment, else a button for each move (one list when there are many)."""
    legal = table.legal()
    if not legal or choose_count(legal):
        return
    others = [m for m in legal if getattr(m, "card", None) is None]
    if not others:
        return
    game_ui = explorer_ui(table.spec.id)
    if game_ui.controls is not None:
        seat = table.seating.seat
        state = table.state
        moment = Moment(
            ctx,
            _PlayControls(table).line,
            len(table.moves),
            state,
            state.view(seat),
            seat,
            table.players,
            table.events[-1] if table.events else (),
            frozenset(m.card for m in legal if getattr(m, "card", None) is not None),
            None,
        )
        if game_ui.controls(moment, _PlayControls(table)):
            return
    st.markdown("**" + _("Your choice") + "**")
    texts_of = [table.spec.format_move(table.state, m) for m in others]
    if len(others) <= MAX_BUTTONS:
        row = st.container(horizontal=True)
        for m, text in zip(others, texts_of, strict=True):
            label = texts.move(ctx, m, table.state, game=table.spec.id)
            row.button(label, key=f"play_do_{text}", on_click=_on_move, args=(text,))
        return
    # Many moves of one kind (a cut at any of 52 cards, a bet of any size): one list.
    words = {
        t: texts.move(ctx, m, table.state, game=table.spec.id)
        for m, t in zip(others, texts_of, strict=True)
    }
    row = st.container(horizontal=True, vertical_alignment="bottom")
    row.selectbox(
        _("Your choice"),
        texts_of,
        key="play_pick",
        format_func=words.__getitem__,
        label_visibility="collapsed",
    )
    row.button(
        _("Do it"),
        key="play_pick_do",
        on_click=lambda: _on_move(str(ss.get("play_pick"))),
        type="primary",
    )


def _explorer_link(table: Table, step: int) -> str:
    params = {
        "lang": ctx.lang,
        "rec": table.record().to_token(),
        "step": str(step),
        "seat": str(table.seating.seat),
    }
    return "/explorer?" + urlencode(params)


@st.fragment
def play_area() -> None:
    table = ss.get("play_table")
    if not isinstance(table, Table):
        return
    model = _board(table)
    left, right = st.columns([2, 1])
    with left:
        st.html(
            f'<span class="pasur-play" data-moves="{len(table.moves)}" '
            f'data-turn="{int(table.my_turn)}" data-over="{int(table.over)}"></span>'
        )
        card_table(model, key="play_board", on_answer=_on_board)
        _controls(table)
        if ss.get("play_refusal"):
            st.error(ss["play_refusal"])
        bar = st.container(horizontal=True)
        bar.button(
            _("Undo"),
            key="play_undo",
            on_click=_undo,
            disabled=not table.moves,
            icon=":material/undo:",
        )
        bar.button(
            _("Hint"),
            key="play_hint_button",
            on_click=_hint,
            disabled=not table.my_turn or table.spec.explain is None,
            icon=":material/lightbulb:",
        )
        bar.button(_("New game"), key="play_again", on_click=lambda: ss.update(play_new_open=True))
        if ss.get("play_hint"):
            st.info(ss["play_hint"], icon=":material/lightbulb:")
    with right:
        if ss.get("play_coach", True):
            with st.container(border=True):
                st.markdown("**" + _("Coach") + "**")
                said = _what_happened(table)
                for sentence in said[-COACH_LINES:]:
                    st.markdown(html.escape(sentence))
                mine = [m for m in table.mistakes if m.step >= _hand_start(table)]
                if mine:
                    last = mine[-1]
                    if last.step == table.mark:
                        state = table.states[last.step]
                        st.caption(_advice(table, last.advised, state, past=True))
                if table.over or _hand_over(table):
                    _review(table)
        _score_sheet(table)
        st.link_button(
            _("Open this moment in the explorer"), _explorer_link(table, len(table.moves))
        )
        copy_link(_("Copy the link to this table"), _("Copied."), key="play_copy")


def _hand_start(table: Table) -> int:
    for i in range(len(table.events) - 1, -1, -1):
        if any(e.kind == "hand" for e in table.events[i]) and i < table.mark:
            return i + 1
    return 0


def _hand_over(table: Table) -> bool:
    return any(e.kind == "hand" for events in table.events[table.mark :] for e in events)


def _review(table: Table) -> None:
    """The moments of the hand where you played otherwise than the good player would have."""
    moments = [m for m in table.mistakes]
    if not moments:
        st.caption(_("So far you played every move as the heuristic player would have."))
        return
    st.markdown(_("Where you played otherwise than the heuristic player:"))
    for m in moments[-8:]:
        state = table.states[m.step]
        played = texts.move(ctx, m.played, state, game=table.spec.id)
        advised = texts.move(ctx, m.advised.move, state, game=table.spec.id)
        st.markdown(
            f"- [{html.escape(_('Move {n}', n=m.step + 1))}]({_explorer_link(table, m.step)}): "
            + html.escape(
                _(
                    "you played {played}; the heuristic player would have played {advised}",
                    played=played,
                    advised=advised,
                )
            )
        )


def _score_sheet(table: Table) -> None:
    """Every hand settled so far, one line each (its result as the engine words it), and the
    score of the match."""
    settled = [
        " ".join(texts.event(ctx, e, table.players) for e in evs if e.kind in HAND_END)
        for evs in table.events
        if any(e.kind in HAND_END for e in evs)
    ]
    with st.container(border=True, key="play_sheet"):
        st.markdown("**" + _("Score sheet") + "**")
        if not settled:
            st.caption(_("No hand finished yet."))
        for i, line in enumerate(settled, start=1):
            st.markdown(f"{ctx.num(i)}. " + html.escape(line))
        score = table.state.view(None).fact("score")
        if score:
            st.markdown("**" + _("Score: {score}", score=texts.score(ctx, score)) + "**")


table = _current()
if ss.get("play_link_error"):
    st.error(ss.pop("play_link_error"))
_new_game_panel(table)
if table is not None:
    play_area()
