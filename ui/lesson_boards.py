"""Lessons that draw their boards themselves, in HTML: rows of small cards, the boxes they sit
in, and a stepper over a game's own sentences and board.

A game whose lesson steps through its examples this way (Haft Khabis, poker) gives
:func:`board_stepper` two functions of its own: what a move did, in sentences
(``lines(ctx, before, move, after)``), and the board at a step (``board(ctx, state, before)``).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any, Final

import streamlit as st

from pasur.cards import AnyCard
from ui import texts
from ui.cards import card_img
from ui.frame import Ctx
from ui.lesson_kit import Replayed, Stepper

BOARDS_CSS: Final = """<style>
.pasur-gcards { direction: ltr; display: inline-flex; flex-wrap: wrap; gap: 3px;
  vertical-align: middle; }
.pasur-gcards img.pasur-card-dim { opacity: 0.35; }
.pasur-grow { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 12px; margin: 6px 0; }
.pasur-grow > span { font-size: 0.9rem; unicode-bidi: plaintext; }
.pasur-grow > span.who { min-width: 6rem; font-weight: 600; }
.pasur-grow.win > span.who::after { content: " ★"; color: #c77800; }
.pasur-gnote { font-size: 0.85rem; color: #555; unicode-bidi: plaintext; }
.pasur-gbox { border: 1px solid #ddd; border-radius: 8px; padding: 6px 10px; margin: 4px 0;
  background: #fafafa; }
.pasur-gfelt { background: #2e7d32; border-radius: 10px; padding: 8px 12px; color: #fff;
  display: flex; flex-wrap: wrap; gap: 8px 18px; align-items: center; margin: 6px 0; }
.pasur-gfelt span { font-size: 0.9rem; unicode-bidi: plaintext; }
</style>"""
"""The styles of the boards drawn in HTML: rows of cards, one row a player, notes, a box, the
felt of a poker table. A lesson that uses them names them in its hooks' ``css``."""


def sep(ctx: Ctx) -> str:
    return "، " if ctx.rtl else ", "


def cards_html(
    ctx: Ctx,
    cards: Sequence[AnyCard | None],
    *,
    width: int = 40,
    marked: Sequence[AnyCard] = (),
    dimmed: Sequence[AnyCard] = (),
) -> str:
    """A left-to-right row of cards (``None`` is a face-down card)."""
    return (
        '<span class="pasur-gcards">'
        + "".join(
            card_img(
                c,
                width=width,
                highlight=c is not None and c in marked,
                dim=c is not None and c in dimmed,
                alt=texts.card(ctx, c) if c is not None else ctx._("face-down card"),
            )
            for c in cards
        )
        + "</span>"
    )


def seat_name(ctx: Ctx, seat: int, players: int) -> str:
    if players <= 4:
        return texts.seat(ctx, seat, players)
    return ctx._("Seat {n}", n=seat + 1)


StepLines = Callable[[Ctx, Any, Any, Any], list[str]]
"""What a move did: ``lines(ctx, before, move, after)``, plain sentences."""
Board = Callable[[Ctx, Any, Any], str]
"""The board at a step, in HTML: ``board(ctx, state, before)`` (*before* ``None`` at the start)."""


def board_stepper(prefix: str, lines: StepLines, board: Board) -> Stepper:
    """A stepper over a record whose steps are told by *lines* and drawn by *board*: its
    widgets' keys start with *prefix*; it shows no table options."""

    def step_lines(ctx: Ctx, replayed: Replayed, step: int) -> list[str]:
        before, after = replayed.states[step - 1], replayed.states[step]
        said = lines(ctx, before, replayed.moves[step - 1], after)
        return [html.escape(line, quote=False).replace("*", "\\*") for line in said]

    def step_table(ctx: Ctx, replayed: Replayed, step: int) -> None:
        before = replayed.states[step - 1] if step else None
        st.markdown(board(ctx, replayed.states[step], before), unsafe_allow_html=True)

    return Stepper(prefix, step_lines, step_table, options=False)
