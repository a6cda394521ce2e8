"""Poker in the deal explorer: chips, bets and pots on the table, and a panel to check, call,
fold, go all in, or bet and raise any amount (an amount the rules refuse is refused with the
rule that says why)."""

from __future__ import annotations

import streamlit as st

from pasur.games.poker import moves as poker_moves
from ui import texts
from ui.games.base import Board, Controls, ExplorerUI, Moment
from ui.games.poker.words import poker_move
from ui.guard import read_int
from ui.table import poker_table_html


def _board(m: Moment) -> Board:
    return Board(poker_table_html(m.ctx, m.state, m.view), counts="")


def _controls(m: Moment, c: Controls) -> None:
    ctx, state = m.ctx, m.state
    _ = ctx._
    seat = int(state.to_move)
    kinds = {type(mv) for mv in state.legal_moves()}
    owe = int(state.to_call(seat))
    stack = int(state.stacks[seat])
    current = int(state.current)
    unit = int(state.options.unit)
    with st.container(border=True, key="exp_poker_move"):
        st.markdown("**" + _("{seat} to act", seat=texts.seat(ctx, seat, m.players)) + "**")
        st.caption(
            _(
                "Chips: {chips} · to call: {owe} · pot: {pot}",
                chips=stack,
                owe=owe,
                pot=int(state.pot_total),
            )
        )
        row = st.container(horizontal=True)
        buttons = (
            (poker_moves.Check, "check", _("Check")),
            (poker_moves.Call, "call", _("Call {n}", n=owe)),
            (poker_moves.Fold, "fold", _("Fold")),
            (poker_moves.AllIn, "allin", _("All in ({n})", n=stack)),
        )
        for kind, text, label in buttons:
            if kind in kinds:
                c.button(label, text, key=f"exp_poker_{text}", row=row)
        low = int(state.min_raise_to())
        key = f"exp_poker_amount_{m.step}"
        st.number_input(
            _("Bet, chips in all this round") if current == 0 else _("Raise to, in all this round"),
            min_value=0,
            value=low,
            step=unit,
            key=key,
            help=_(
                "The total this player's bet reaches in this betting round. The rules refuse "
                "less than {low}, amounts that are not whole multiples of {unit}, and every "
                "chip the player has (that is all in).",
                low=low,
                unit=unit,
            ),
        )

        def amount() -> str:
            chips = read_int(st.session_state.get(key), 0, 10**12) or 0
            return f"{'bet' if current == 0 else 'raise'}-{chips}"

        c.action(
            _("Bet") if current == 0 else _("Raise"), amount, key="exp_poker_bet", primary=True
        )
        c.show_error()


EXPLORER = ExplorerUI(
    deal_jump="several",
    board=_board,
    controls=_controls,
    mid_hand_chance=frozenset({"deal_flop", "deal_turn", "deal_river"}),
    move_text=poker_move,
    names_choice=True,
)
"""(The board cards are the next cards of the stock already shuffled.)"""
