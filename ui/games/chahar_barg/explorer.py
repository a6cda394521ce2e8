"""Pasur (Chahar Barg) in the deal explorer and at the play table: every choice the player had
and the round's count; at the card table (:mod:`ui.table_model`) the face-up cards to take
from, the capture just made with its sur, each side's running count (cards, clubs, surs and
points so far), the cards shown in open Pasur, and the deal."""

from __future__ import annotations

from typing import Any

import streamlit as st

from pasur.cards import AnyCard, Card, parse_any_card
from pasur.games.chahar_barg.moves import Play
from pasur.games.chahar_barg.state import PasurState, PasurView, Phase, SurEvent, side_of
from pasur.protocol import Event, TableView
from ui import texts
from ui.card_table import CardRow, Spot
from ui.frame import Ctx
from ui.games.base import ExplorerUI, Felt, Moment
from ui.games.chahar_barg import calculators as P
from ui.games.chahar_barg.words import pasur_move


def _sur_badge(ctx: Ctx, rule_id: str) -> tuple[str, str]:
    """A capture that cleared the table, as a badge: a scored sur, or one that is not (blocked
    by a rule or cancelling one of the others')."""
    return ("sur", ctx._("sur")) if rule_id == "pasur/sur" else ("blocked", ctx._("no sur"))


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


# --- the card table ----------------------------------------------------------------------------


def _felt(ctx: Ctx, state: PasurState, view: TableView) -> Felt:
    """Pasur at the card table: the face-up cards in the middle, clicked to choose what a card
    takes (no trick); the capture just made, with its sur, in a row of its own and as a badge
    on its seat, so a bot's sur is seen in the frame that shows it; each seat's pile so far and
    the cards it has shown; the deal and the score in the chips."""
    players = len(view.hands)
    last = state.history[-1] if state.history else None
    laid = last.card if isinstance(last, Play) and not last.taken else None
    table = tuple(_spot(ctx, c, c == laid) for _seat, c in view.table)
    rows = [CardRow(ctx._("The table"), table, pick=True, empty=ctx._("The table is empty."))]
    badges: dict[int, tuple[str, ...]] = {}
    capture = _last_capture(state)
    if capture is not None:
        seat, play, sur = capture
        label = ctx._("Just taken by {seat}", seat=texts.seat(ctx, seat, players))
        if sur is not None:
            word = _sur_badge(ctx, sur.rule_id)[1]
            label += " · " + word
            badges[seat] = (word,)
        cards = (_spot(ctx, play.card, True), *(_spot(ctx, c, False) for c in play.taken))
        rows.append(CardRow(label, cards))
    count = P.running_count(state)
    notes = {s: _seat_note(ctx, view, s, players, count) for s in range(players)}
    return Felt(
        badges=badges,
        notes=notes,
        shown=_shown(view, players),
        rows=tuple(rows),
        info=_chips(ctx, view),
        trick=False,
        several=ctx._("Click the table cards to take, or choose below."),
    )


def _shown(view: TableView, players: int) -> dict[int, tuple[AnyCard, ...]]:
    """The cards each seat has shown to everybody in open Pasur: face up among the backs of
    a hand this view may not see."""
    out = {}
    for s in range(players):
        codes = view.fact(f"shown{s}")
        if codes:
            out[s] = tuple(parse_any_card(c) for c in codes.split("."))
    return out


def _spot(ctx: Ctx, card: Card, mark: bool) -> Spot:
    return Spot(card.code, texts.card(ctx, card), win=mark)


def _last_capture(state: PasurState) -> tuple[int, Play, SurEvent | None] | None:
    """The capture the last move made, if it was one: who made it, the move, and what became
    of it if it cleared the table (``None``: it did not)."""
    last = state.history[-1] if state.history else None
    if not isinstance(last, Play) or not last.taken or state.last_taker is None:
        return None
    seat = state.last_taker
    return seat, last, state.sur_log[-1] if _cleared(state, seat, last) else None


def _cleared(state: PasurState, seat: int, play: Play) -> bool:
    """Whether *play*, the last move, took every card on the table. Once the round is counted
    the cards left on the table have gone to the last taker's pile, after the capture's own: it
    cleared the table if its cards end that pile."""
    if state.phase in (Phase.PLAY, Phase.SHOW):
        return not state.table
    pile = state.piles[side_of(seat, state.players)]
    return pile[len(pile) - len(play.taken) - 1 :] == (play.card, *play.taken)


def _seat_note(
    ctx: Ctx, view: TableView, seat: int, players: int, count: tuple[P.Running, ...]
) -> str:
    """What the seat's side has taken this round (cards, clubs, surs if any, the points they
    make so far: *count*) and the cards the seat has shown in open Pasur."""
    side = side_of(seat, players)
    parts = []
    taken = view.fact(f"taken{side}")
    if taken:
        clubs = view.clubs if isinstance(view, PasurView) else ()
        parts.append(ctx._("Taken: {n}", n=int(taken)))
        if side < len(clubs):
            parts.append(ctx._("Clubs: {n}", n=clubs[side]))
        surs = int(view.fact(f"surs{side}") or 0)
        if surs:  # (none is the rule: the line stays short on a phone)
            parts.append(ctx._("Surs: {n}", n=surs))
        if side < len(count):
            parts.append(ctx._("Points so far: {n}", n=count[side].total))
    shown = view.fact(f"shown{seat}")
    if shown:
        parts.append(
            ctx._("Shown to everybody: {cards}", cards=texts.cards_list(ctx, shown.split(".")))
        )
    return " · ".join(parts)


def _chips(ctx: Ctx, view: TableView) -> tuple[tuple[str, str], ...]:
    """The deal of the round and the cards still to deal, open Pasur's showing, the score."""
    _ = ctx._
    out = []
    deal = int(view.fact("deal") or 0)
    if deal:
        out.append((_("Deals"), _("{n} of {total}", n=deal, total=int(view.fact("deals") or 0))))
        stock = int(view.fact("stock") or 0)
        out.append((_("Still to deal"), _("1 card") if stock == 1 else _("{n} cards", n=stock)))
    if view.phase == Phase.SHOW:
        out.append((_("Open Pasur"), _("each player shows a card first")))
    score = view.fact("score")
    if score:
        out.append((_("Score"), texts.score(ctx, score)))
    return tuple(out)


EXPLORER = ExplorerUI(
    deal_jump="always",
    choices=_choices,
    after_event=_after_event,
    move_text=pasur_move,
    felt=_felt,
)
