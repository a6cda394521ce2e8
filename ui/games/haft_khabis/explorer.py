"""Haft Khabis in the deal explorer and at the play table: the up-card, the suit in force, the
direction and the stacked 7s on the table, and a panel to play a card (with the suit a jack
calls, the player a 2 makes draw and the «tak barg» call), draw, keep the card drawn, take the
7s' cards or pass."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import streamlit as st

from pasur.cards import Card, Rank
from pasur.games.haft_khabis import moves as hk_moves
from pasur.games.haft_khabis.state import HaftKhabisState
from pasur.protocol import TableView
from ui import texts
from ui.card_table import CardRow, Spot
from ui.frame import Ctx
from ui.games.base import Board, Controls, ExplorerUI, Felt, Moment
from ui.games.haft_khabis.words import haft_khabis_move
from ui.table import haft_khabis_table_html


def tak_barg_calls(states: Sequence[Any], played: Sequence[Any], step: int) -> frozenset[int]:
    """Haft Khabis: the seats that called «تک برگ» and still hold their one card at *step*."""
    if step == 0:
        return frozenset()
    state = states[step]
    hands = getattr(state, "hands", ())
    out = set()
    for i in range(step - 1, -1, -1):
        before = states[i]
        seat = before.to_move
        move = played[i]
        if isinstance(move, hk_moves.Deal):
            break
        if (
            isinstance(move, hk_moves.Play)
            and isinstance(seat, int)
            and seat >= 0
            and getattr(move, "last", False)
            and seat < len(hands)
            and len(hands[seat]) == 1
        ):
            out.add(seat)
    return frozenset(out)


def _board(m: Moment) -> Board:
    skipped = None
    for e in m.events:
        if e.rule_id == "haft_khabis/ace-skips" and m.state.phase == "play":
            skipped = m.line.states[m.step - 1].step(int(e.param("seat")))
    table = haft_khabis_table_html(
        m.ctx,
        m.state,
        m.view,
        calls=tak_barg_calls(m.line.states, m.line.moves, m.step),
        skipped=skipped,
        legal=m.legal,
    )
    return Board(table, counts="")


def _skipped(state: HaftKhabisState) -> int | None:
    """The seat an ace just played skipped: the one before the seat to move (the ace's player
    moves on two seats), while the turn still follows that ace."""
    last = state.history[-1] if state.history else None
    if not isinstance(last, hk_moves.Play) or last.card.rank != Rank.ACE:
        return None
    if state.phase != "play" or not isinstance(state.to_move, int) or state.to_move < 0:
        return None
    return state.step(state.to_move, -state.direction)


def _called_last(state: HaftKhabisState) -> frozenset[int]:
    """The seats holding one card after the call «تک برگ»: a play that leaves one card without
    the call draws the penalty at once, so one card held means it was called (unless the house
    rules set no penalty: then only if some play of this deal made the call)."""
    if state.phase != "play":
        return frozenset()
    if not state.options.last_card_penalty:
        deal = state.history[_deal_start(state.history) :]
        if not any(isinstance(m, hk_moves.Play) and m.last for m in deal):
            return frozenset()
    return frozenset(s for s, hand in enumerate(state.hands) if len(hand) == 1)


def _deal_start(history: Sequence[hk_moves.HaftKhabisMove]) -> int:
    for i in range(len(history) - 1, -1, -1):
        if isinstance(history[i], hk_moves.Deal):
            return i
    return 0


def _seat_parts(
    ctx: Ctx, state: HaftKhabisState
) -> tuple[dict[int, tuple[str, ...]], dict[int, str]]:
    """Per seat, the badges (out, «tak barg», skipped) and the penalty points as the note."""
    _ = ctx._
    calls, skipped = _called_last(state), _skipped(state)
    badges: dict[int, tuple[str, ...]] = {}
    notes: dict[int, str] = {}
    for s in range(state.players):
        b = []
        if not state.alive[s]:
            b.append(_("out"))
        if s in calls:
            b.append(_("«tak barg»"))
        if s == skipped:
            b.append(_("skipped"))
        badges[s] = tuple(b)
        total = state.totals[s] if s < len(state.totals) else 0
        notes[s] = _("Penalty points: {n}", n=total)
    return badges, notes


def _spot(ctx: Ctx, card: Card) -> Spot:
    return Spot(card.code, texts.card(ctx, card))


def _rows(ctx: Ctx, state: HaftKhabisState, view: TableView) -> tuple[CardRow, ...]:
    """The up-card, labelled with the suit to play (a jack's call said as such), and the card
    just drawn when this view may see it."""
    _ = ctx._
    if not state.pile:
        return ()
    top = state.pile[-1]
    suit = texts.suit(ctx, state.called if state.called is not None else top.suit)
    label = (
        _("A jack called {suit}: play {suit}.", suit=suit)
        if state.called is not None
        else _("Suit to play: {suit}", suit=suit)
    )
    rows = [CardRow(label, (_spot(ctx, top),))]
    drawn = view.fact("drawn")
    if drawn and state.drawn is not None and state.mode in ("drawn", "bonus_drawn"):
        rows.append(CardRow(_("Just drawn: play it or keep it"), (_spot(ctx, state.drawn),)))
    return tuple(rows)


def _info(ctx: Ctx, state: HaftKhabisState) -> tuple[tuple[str, str], ...]:
    """The chips: stock and pile, the direction, the 7s' cards to take, an 8's bonus, the
    limit of penalty points."""
    _ = ctx._
    info = [
        (_("Stock"), ctx.num(len(state.stock))),
        (_("Pile"), ctx.num(len(state.pile))),
        (_("Direction"), _("to the right ↺") if state.direction == 1 else _("to the left ↻")),
    ]
    if state.sevens:
        info.append((_("7s on the pile"), _("take {n} cards or play a 7", n=2 * state.sevens)))
    if state.mode in ("bonus", "bonus_drawn"):
        info.append((_("After the 8"), _("a bonus card of its suit, or another 8")))
    info.append((_("Out at"), _("{n} penalty points", n=state.options.limit)))
    return tuple(info)


def _felt(ctx: Ctx, state: HaftKhabisState, view: TableView) -> Felt:
    """Haft Khabis at the card table: the pile's top card is the up-card of a row of its own,
    not a trick (``trick=False``: the view holds it as played by nobody)."""
    badges, notes = _seat_parts(ctx, state)
    return Felt(
        badges=badges,
        notes=notes,
        rows=_rows(ctx, state, view),
        info=_info(ctx, state),
        trick=False,
        teams=False,
    )


def _controls(m: Moment, c: Controls) -> bool:
    """The moves that are not a card first (draw, keep, take the 7s' cards, pass), then any
    card of the hand with what it needs: at the play table the cards are clicked instead, and
    the list is one more way to the same moves. Any card may be tried: the rules refuse a
    wrong one."""
    seat = int(m.state.to_move)
    with st.container(border=True, key="exp_hk_move"):
        who = texts.seat(m.ctx, seat, m.players)
        st.markdown("**" + m.ctx._("{seat} to play", seat=who) + "**")
        _other_moves(m, c)
        _card_panel(m, c, seat)
        c.show_error()
    return True


def _other_moves(m: Moment, c: Controls) -> None:
    state, spec = m.state, m.line.spec
    others = [mv for mv in state.legal_moves() if not isinstance(mv, hk_moves.Play)]
    if not others:
        return
    row = st.container(horizontal=True)
    for mv in others:
        text = spec.format_move(state, mv)
        label = texts.move(m.ctx, mv, state, game=spec.id)
        c.button(label, text, key=f"exp_hk_{text}", row=row)


def _card_panel(m: Moment, c: Controls, seat: int) -> None:
    """A card of the hand (or the card just drawn), the suit a jack calls, the seat a 2 names
    and the «tak barg» call, and the button that plays it."""
    ctx, state, step, players = m.ctx, m.state, m.step, m.players
    _ = ctx._
    hand = list(state.hands[seat])
    drawn = getattr(state, "drawn", None)
    playable = [card.code for card in state.playable()]
    codes = [drawn.code] if drawn is not None else list(dict.fromkeys(c.code for c in hand))
    if not codes:
        return
    key = f"exp_hk_card_{step}"
    if st.session_state.get(key) not in codes:
        st.session_state[key] = playable[0] if playable else codes[0]
    st.selectbox(
        _("Card to play"),
        codes,
        key=key,
        format_func=lambda code: (
            texts.card(ctx, code) + ("" if code in playable else " " + _("(does not fit)"))
        ),
    )
    chosen = str(st.session_state.get(key))
    if chosen.startswith("J"):
        st.segmented_control(
            _("The suit the jack calls"),
            ["C", "D", "H", "S"],
            key=f"exp_hk_suit_{step}",
            default="S",
            format_func=lambda x: texts.suit(ctx, x),
        )
    if chosen.startswith("2"):
        alive = getattr(state, "alive", ())
        targets = [str(t) for t in range(players) if not alive or alive[t]]
        nxt = str((seat + 1) % players)
        st.selectbox(
            _("Who draws a card for the 2"),
            targets,
            key=f"exp_hk_target_{step}",
            index=targets.index(nxt) if nxt in targets else 0,
            format_func=lambda t: texts.seat(ctx, int(t), players),
        )
    if len(hand) == 2:
        st.checkbox(_("Call «tak barg» (one card left)"), value=True, key=f"exp_hk_last_{step}")

    def play() -> str | None:
        code = str(st.session_state.get(key) or "")
        if not code:
            return None
        text = "play-" + code
        if code[0] == "J":
            text += "-" + str(st.session_state.get(f"exp_hk_suit_{step}") or "S")
        if code[0] == "2":
            text += "-t" + str(st.session_state.get(f"exp_hk_target_{step}") or "0")
        if st.session_state.get(f"exp_hk_last_{step}"):
            text += "-last"
        return text

    c.action(_("Play this card"), play, key="exp_hk_play", primary=bool(playable))


EXPLORER = ExplorerUI(
    deal_jump="several",
    board=_board,
    controls=_controls,
    mid_hand_chance=frozenset({"restock"}),
    move_text=haft_khabis_move,
    felt=_felt,
    names_choice=True,
)
"""(The reshuffle of the pile is drawn from a generator seeded by the step, so a what-if link
always shows the same line.)"""
