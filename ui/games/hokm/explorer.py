"""Hokm in the deal explorer: the two-player draw and its panel, the table customs, the peek,
conceding and misdeal remedies (the moves that are not a plain card)."""

from __future__ import annotations

import streamlit as st

from pasur.engines import tricks
from pasur.games.hokm import moves as hokm_moves
from pasur.protocol import TableView
from ui import texts
from ui.cards import row_html
from ui.frame import Ctx
from ui.games.base import Board, Controls, ExplorerUI, Felt, Moment
from ui.games.hokm.words import hokm_move
from ui.table import draw_panel, extras_panels, table_html

_PANEL_PHASES = frozenset({"discard", "draw", "trump", "peek", "concede", "misdeal", "play", "bam"})


def _board(m: Moment) -> Board:
    just_drew = m.step > 0 and isinstance(m.line.moves[m.step - 1], hokm_moves.DrawChoice)
    extras = draw_panel(m.ctx, m.line.spec, m.state, m.viewer, just_drew) + extras_panels(
        m.ctx, m.line.spec, m.state, m.viewer
    )
    table = table_html(m.ctx, m.view, highlight=m.highlight_card, legal=m.legal)
    return Board(table, extras=extras)


def customs_of(options: object) -> list[str]:
    """The trump customs this table allows (offered even when one was used already: the rules
    then refuse it, naming why)."""
    out = []
    if getattr(options, "partner_middle_card", False):
        out.append("trump-middle")
    if getattr(options, "red_top", False):
        out.append("trump-red")
    if getattr(options, "either_or", False):
        out.extend(f"trump-either-{a}{b}" for a, b in ("CD", "CH", "CS", "DH", "DS", "HS"))
    return out


def _controls(m: Moment, c: Controls) -> bool:
    """Buttons for Hokm's choices other than a card: the two-player discard and draw, the trump
    customs, the dealer's peek, conceding, a misdeal's remedies (``False``: none here)."""
    ctx, state, spec = m.ctx, m.state, m.line.spec
    _ = ctx._
    phase = str(getattr(state, "phase", ""))
    legal = state.legal_moves()
    seat = int(state.to_move)
    others = [mv for mv in legal if not isinstance(mv, (tricks.Play, hokm_moves.Cut))]
    concede = [mv for mv in legal if isinstance(mv, hokm_moves.Concede)]
    if (phase == "play" and not concede) or phase not in _PANEL_PHASES:
        return False
    with st.container(border=True, key="exp_hokm_move"):
        st.markdown("**" + _("{seat} to choose", seat=texts.seat(ctx, seat, m.players)) + "**")
        if phase == "discard":
            n = state.discard_count(seat)
            key = f"exp_discard_{m.step}"
            st.multiselect(
                _("Cards to put aside face down ({n})", n=n),
                [card.code for card in state.hand(seat)],
                key=key,
                format_func=lambda code: texts.card(ctx, code),
                help=_("Choose exactly {n} cards; any other number is refused by the rules.", n=n),
            )

            def discard() -> str:
                # Written as the engine writes it; a wrong number of cards is refused by its rule.
                return "discard-" + "".join(st.session_state.get(key) or [])

            c.action(_("Put these cards aside"), discard, key="exp_do_discard", primary=True)
        elif phase == "draw":
            offer = state.draw_offer()
            st.html(row_html(list(offer), lang=ctx.lang, width=46))
            first = texts.card(ctx, offer[0])
            labels: tuple[tuple[str, str], ...]
            if len(offer) == 2:
                second = texts.card(ctx, offer[1])
                labels = (
                    ("keep", _("Take the first, {card}", card=first)),
                    ("burn", _("Take the second, {card}", card=second)),
                )
            else:
                labels = (
                    ("keep", _("Keep {card}", card=first)),
                    ("burn", _("Put {card} aside and take the next", card=first)),
                )
            row = st.container(horizontal=True)
            for text, label in labels:
                c.button(label, text, key=f"exp_draw_{text}", row=row)
        else:
            moves = [spec.format_move(state, mv) for mv in others]
            if phase == "trump":
                moves += [x for x in customs_of(getattr(state, "options", None)) if x not in moves]
            if phase == "play":
                moves = [spec.format_move(state, mv) for mv in concede]
            row = st.container(horizontal=True)
            for text in moves[:24]:
                label = texts.move(ctx, spec.parse_move(state, text), state, game=spec.id)
                c.button(label, text, key=f"exp_do_{text}", row=row)
        c.show_error()
    return True


def _felt(ctx: Ctx, state: object, view: TableView) -> Felt:
    """Hokm at the card table: with two or three players, where each plays for himself, each
    seat's tricks on its own note line (the shared chip lists them without names); a table
    of four keeps the chip, one count per team."""
    tricks = view.fact("tricks").split("-")
    if len(view.hands) not in (2, 3) or len(tricks) != len(view.hands):
        return Felt()
    notes = {s: ctx._("Tricks: {count}", count=int(n)) for s, n in enumerate(tricks) if n.isdigit()}
    return Felt(notes=notes)


EXPLORER = ExplorerUI(
    board=_board, controls=_controls, move_text=hokm_move, names_choice=True, felt=_felt
)
