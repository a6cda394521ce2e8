"""Haft Khabis in the deal explorer: the up-card, the suit in force, the direction and the
stacked 7s on the table, and a panel to play a card (with the suit a jack calls, the player a 2
makes draw and the «tak barg» call), draw, keep the card drawn, take the 7s' cards or pass."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import streamlit as st

from pasur.games.haft_khabis import moves as hk_moves
from ui import texts
from ui.games.base import Board, Controls, ExplorerUI, Moment
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


def _controls(m: Moment, c: Controls) -> None:
    """Any card of the hand may be tried: the rules refuse a wrong one."""
    ctx, state, spec, step = m.ctx, m.state, m.line.spec, m.step
    _ = ctx._
    seat = int(state.to_move)
    players = m.players
    hand = list(state.hands[seat])
    drawn = getattr(state, "drawn", None)
    playable = [card.code for card in state.playable()]
    codes = [drawn.code] if drawn is not None else list(dict.fromkeys(c.code for c in hand))
    with st.container(border=True, key="exp_hk_move"):
        st.markdown("**" + _("{seat} to play", seat=texts.seat(ctx, seat, players)) + "**")
        if codes:
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
                st.checkbox(
                    _("Call «tak barg» (one card left)"), value=True, key=f"exp_hk_last_{step}"
                )

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
        others = [mv for mv in state.legal_moves() if not isinstance(mv, hk_moves.Play)]
        if others:
            row = st.container(horizontal=True)
            for mv in others:
                text = spec.format_move(state, mv)
                c.button(
                    texts.move(ctx, mv, state, game=spec.id), text, key=f"exp_hk_{text}", row=row
                )
        c.show_error()


EXPLORER = ExplorerUI(
    deal_jump="several",
    board=_board,
    controls=_controls,
    mid_hand_chance=frozenset({"restock"}),
    move_text=haft_khabis_move,
    names_choice=True,
)
"""(The reshuffle of the pile is drawn from a generator seeded by the step, so a what-if link
always shows the same line.)"""
