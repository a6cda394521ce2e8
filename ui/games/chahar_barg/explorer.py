"""Pasur (Chahar Barg) in the deal explorer: the capture just made with its sur, the running
count under the table, every choice the player had, and the round's count."""

from __future__ import annotations

from typing import Any

import streamlit as st

from pasur.cards import Card, parse_any_card
from pasur.protocol import Event
from ui import texts
from ui.games.base import Board, ExplorerUI, Moment
from ui.games.chahar_barg import calculators as P
from ui.games.chahar_barg.words import pasur_move
from ui.table import TABLE_CSS, fishing_table_html, running_html


def _board(m: Moment) -> Board:
    ctx, _ = m.ctx, m.ctx._
    highlight = m.highlight
    taken_html = ""
    for e in m.events:
        if e.kind == "lay":
            highlight = parse_any_card(e.param("card"))
        if e.kind == "capture":
            played = parse_any_card(e.param("card"))
            taken = [parse_any_card(code) for code in e.param("taken").split()]
            sur = next((x for x in m.events if x.kind == "sur"), None)
            badges = []
            if sur is not None and sur.rule_id == "pasur/sur":
                badges.append(("sur", _("sur")))
            elif sur is not None:
                badges.append(("blocked", _("no sur")))
            assert isinstance(played, Card)
            taken_html = P.capture_row_html(
                ctx,
                played,
                [card for card in taken if isinstance(card, Card)],
                _("Just taken by {seat}", seat=texts.seat(ctx, e.param("seat"), m.players)),
                badges=badges,
                kind="pasur-sur" if badges and badges[0][0] == "sur" else "",
            )
    state = m.state
    piles_full = sum(len(p) for p in state.piles) == 52 if state.piles else False
    counts = (
        P.CAPTURE_CSS
        + taken_html
        + running_html(ctx, P.running_count(state), state.score, m.players, over=piles_full)
    )
    card = highlight if isinstance(highlight, Card) else None
    return Board(TABLE_CSS + fishing_table_html(ctx, m.view, card, m.legal), counts)


def _choices(m: Moment, before: Any, move: Any) -> bool:
    choices = P.choices_at(before)
    if not choices:
        return False
    ctx = m.ctx
    mover = texts.seat(ctx, int(before.to_move), m.players)
    with st.expander(
        ctx._("Every choice {seat} had ({n})", seat=mover, n=len(choices)),
        expanded=len(choices) <= 8,
    ):
        st.html(P.CAPTURE_CSS + P.choices_html(ctx, choices, move, m.players))
    return True


def _after_event(m: Moment, e: Event) -> None:
    if e.kind == "hand" and m.state.results:
        result = m.state.results[-1]
        st.html(P.CAPTURE_CSS + P.count_html(m.ctx, result, m.state.options))
        st.caption(P.check_text(m.ctx, result))


EXPLORER = ExplorerUI(
    deal_jump="always",
    board=_board,
    choices=_choices,
    after_event=_after_event,
    move_text=pasur_move,
)
