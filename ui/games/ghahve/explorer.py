"""Ghahve at the card table and in the deal explorer.

The table (the ``felt`` hook) shows each seat's bid and the tricks it has taken, and keeps in
view what every player reckons with: spades are trump, what each team has bid and taken this
hand, the score, and the trick by which the black joker must be played while it is still out.
The bids are a ladder of buttons, from the least a player may bid to the table's limit.
"""

from __future__ import annotations

import streamlit as st

from pasur.games.ghahve.moves import Bid
from pasur.games.ghahve.scoring import team_of
from pasur.games.ghahve.state import GhahveState
from pasur.protocol import TableView
from ui import texts
from ui.frame import Ctx
from ui.games.base import Controls, ExplorerUI, Felt, Moment

PLAYERS = 4


def move_words(ctx: Ctx, m: object, state: object = None) -> str:
    """A move of Ghahve in words: a bid as the number of tricks undertaken, the rest as
    everywhere (a card, the shuffle)."""
    if isinstance(m, Bid):
        return ctx._("bids {n} tricks", n=m.tricks)
    return texts.move(ctx, m, state)


def _bids(view: TableView) -> list[int | None]:
    return [int(b) if b else None for b in view.fact("bids").split(",")] or [None] * PLAYERS


def _won(state: GhahveState) -> dict[int, int]:
    """The tricks each seat has won this hand."""
    out: dict[int, int] = {}
    for t in state.trick_log:
        out[t.winner] = out.get(t.winner, 0) + 1
    return out


def _notes(ctx: Ctx, state: GhahveState, view: TableView) -> dict[int, str]:
    won = _won(state)
    out = {}
    for s, bid in enumerate(_bids(view)):
        if bid is None:
            continue
        if view.phase == "bid":
            out[s] = ctx._("bid {n}", n=bid)
        else:
            out[s] = ctx._("bid {n} · took {taken}", n=bid, taken=won.get(s, 0))
    return out


def _info(ctx: Ctx, state: GhahveState, view: TableView) -> tuple[tuple[str, str], ...]:
    _ = ctx._
    out = [(_("Trump"), texts.contract(ctx, view.fact("contract") or "S"))]
    if any(b is not None for b in _bids(view)):
        out.append((_("Bids"), texts.score(ctx, view.fact("team_bids"))))
    if view.phase == "play":
        out.append((_("Tricks"), texts.score(ctx, view.fact("tricks"))))
        if view.fact("black_joker") == "in":
            deadline = int(view.fact("black_joker_deadline"))
            out.append((_("Black joker"), _("by trick {n}", n=deadline)))
    if state.deck:  # (from the numbers: a score below zero has a minus sign)
        out.append((_("Score"), _("{a} to {b}", a=state.score[0], b=state.score[1])))
    return tuple(out)


def ghahve_felt(ctx: Ctx, state: GhahveState, view: TableView) -> Felt:
    """Ghahve's additions to the card table (see the module's docstring)."""
    return Felt(notes=_notes(ctx, state, view), info=_info(ctx, state, view))


def _bid_controls(m: Moment, c: Controls) -> bool:
    """The bids as buttons, with the partner's bid and the other team's so far; ``False``
    (nothing drawn) in the play, where every move is a card."""
    state, ctx = m.state, m.ctx
    if not isinstance(state, GhahveState) or state.phase != "bid" or state.to_move is None:
        return False
    _ = ctx._
    seat = int(state.to_move)
    bids = state.bids
    partner = (seat + 2) % PLAYERS
    with st.container(border=True, key="ghahve_bid"):
        st.markdown(
            "**" + _("{seat}: how many tricks?", seat=texts.seat(ctx, seat, PLAYERS)) + "**"
        )
        said = []
        if bids[partner] is not None:
            said.append(
                _(
                    "The partner, {seat}, bid {n}.",
                    seat=texts.seat(ctx, partner, PLAYERS),
                    n=bids[partner],
                )
            )
        theirs = [b for s, b in enumerate(bids) if b is not None and team_of(s) != team_of(seat)]
        if theirs:
            other = texts.team(ctx, 1 - team_of(seat))
            said.append(_("{team} bid {n} in all.", team=other, n=sum(theirs)))
        if said:
            st.caption(" ".join(said))
        row = st.container(horizontal=True)
        for bid in state.legal_moves():
            if isinstance(bid, Bid):
                text = m.line.spec.format_move(state, bid)
                c.button(ctx.num(bid.tricks), text, key=f"ghahve_bid_{text}", row=row)
        c.show_error()
    return True


EXPLORER = ExplorerUI(
    controls=_bid_controls,
    move_text=move_words,
    felt=ghahve_felt,
    names_choice=True,
)
