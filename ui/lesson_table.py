"""A worked example drawn from the game's own view, step by step: the lessons' plain example.

The table at a step with every card face up (:func:`ui.table.table_html`), the
cards that lie apart from the hands as the view's facts list them (a widow, the cards put down,
the face-up piles of a two-player table), the trick just completed in the order played, the
facts of the position in one line (dealer, hakem and contract, trump, bids), and the events the
engine computes for each step. A game whose lesson needs no board of its own (Shelem, Ghahve)
steps through its examples with :func:`view_stepper`; every number on screen comes from the
record replayed when the page is drawn.
"""

from __future__ import annotations

import dataclasses
import html
from collections.abc import Sequence
from typing import Any, Final

import streamlit as st

from pasur.cards import AnyCard, Card, Joker, Suit, parse_any_card
from pasur.protocol import Event, TableView
from ui import texts
from ui.cards import card_img, row_html
from ui.frame import Ctx
from ui.lesson_kit import Replayed, Stepper
from ui.reference import escape_markdown
from ui.table import table_html

# --- events ----------------------------------------------------------------------------------


def signed(ctx: Ctx, value: int) -> str:
    """A score change with its sign (:func:`ui.texts.signed`), kept left to right inside Persian
    text so that the sign stays in front of the digits."""
    text = texts.signed(ctx, value)
    return f"\u2066{text}\u2069" if ctx.rtl else text


def players_of(state: Any) -> int:
    return int(getattr(state, "players", 4))


def side(ctx: Ctx, team: int, players: int) -> str:
    """A Shelem side: a team of partners, or one player at a table of two."""
    return texts.seat(ctx, team, 2) if players == 2 else texts.team(ctx, team)


def event_text(ctx: Ctx, e: Event, players: int = 4) -> str:
    """An event in the page's language (see :func:`ui.texts.event`)."""
    return texts.event(ctx, e, players)


_SUITS_SHOWN: Final = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
"""The order suits are shown in a hand: black and red in turn."""


def hand_order(card: AnyCard) -> tuple[int, int]:
    """Hands are shown jokers first, then by suit (black and red in turn), each from its top."""
    if isinstance(card, Joker):
        return -1, -card.index
    return _SUITS_SHOWN.index(card.suit), -card.rank


def board_html(ctx: Ctx, replayed: Replayed, step: int) -> str:
    """The table at *step* with every card face up, and the cards that lie apart from the hands
    (Shelem's widow and put-down cards, the two-player piles). When the move at *step* completed
    a trick, the cards of that trick stay in the middle with the winning card marked."""
    state = replayed.states[step]
    view: TableView = state.view(None)
    players = len(view.hands)
    view = dataclasses.replace(
        view,
        hands=tuple(
            tuple(sorted(h, key=hand_order)) if isinstance(h, tuple) else h for h in view.hands
        ),
    )
    events = [e for n, e in replayed.events if n == step]
    highlight: AnyCard | None = None
    trick: list[tuple[int, AnyCard]] = []
    for e in events:
        if e.kind == "trick":
            played = [parse_any_card(c) for c in e.param("cards").split()]
            leader = int(e.param("leader"))
            trick = [((leader + i) % players, c) for i, c in enumerate(played)]
            highlight = parse_any_card(e.param("card"))
    if not trick and not view.table and not any(isinstance(h, tuple) and h for h in view.hands):
        return ""
    if not trick and step > 0:
        move = replayed.moves[step - 1]
        highlight = getattr(move, "card", None)
    apart: list[tuple[str, Sequence[AnyCard | None]]] = []
    trick_row = ""
    if players == 2:
        # Two cards of a trick come from each player: they are listed in the order played, each
        # under the name of the player who played it.
        cards_now = trick or list(view.table)
        view = dataclasses.replace(view, table=())
        if cards_now:
            trick_row = trick_html(ctx, cards_now, highlight, players)
    elif trick:
        view = dataclasses.replace(view, table=tuple(trick))  # type: ignore[arg-type]
    facts = dict(view.facts)
    if facts.get("discard"):
        facts.pop("widow", None)  # picked up by the hakem: what lies apart now is his put-down
    for key, label in (
        ("widow", ctx._("Widow")),
        ("discard", ctx._("Put down")),
        ("piles0", ctx._("Face-up pile tops: {who}", who=texts.seat(ctx, 0, players))),
        ("piles1", ctx._("Face-up pile tops: {who}", who=texts.seat(ctx, 1, players))),
    ):
        shown = [c for c in facts.get(key, "").replace(",", " ").split() if c not in "?-"]
        if shown and key.startswith("piles") and not getattr(state, "piles_face_up", True):
            # Before both first cards are played the piles lie face down.
            who = texts.seat(ctx, int(key[-1]), players)
            apart.append((ctx._("Piles, face down: {who}", who=who), [None] * len(shown)))
        elif shown:
            apart.append((label, [parse_any_card(c) for c in shown]))
    rows = "".join(
        f'<div class="pasur-apart"><span>{html.escape(label)}</span>'
        + row_html(
            cards,  # type: ignore[arg-type]
            lang=ctx.lang,
            width=40,
            highlight=highlight if isinstance(highlight, Card) else None,
        )
        + "</div>"
        for label, cards in apart
    )
    board = table_html(ctx, view, highlight=highlight)  # type: ignore[arg-type]
    return board + trick_row + rows


def trick_html(
    ctx: Ctx, cards: Sequence[tuple[int, AnyCard]], highlight: AnyCard | None, players: int
) -> str:
    """The cards of a trick in the order played (the first on the right in Persian), each under
    the name of the player who played it."""
    figures = "".join(
        "<figure>"
        + card_img(c, width=44, highlight=c == highlight, alt=texts.card(ctx, c))
        + f"<figcaption>{html.escape(texts.seat(ctx, seat, players))}</figcaption></figure>"
        for seat, c in cards
    )
    label = html.escape(ctx._("The trick, in the order played:"))
    return (
        f'<div class="pasur-apart"><span>{label}</span>'
        f'<div class="pasur-ltrick" dir="{"rtl" if ctx.rtl else "ltr"}">{figures}</div></div>'
    )


def facts_text(ctx: Ctx, replayed: Replayed, step: int) -> str:
    """The facts of the position in one line: dealer, hakem and contract, trump, bids."""
    state = replayed.states[step]
    view = state.view(None)
    players = len(view.hands)
    facts = dict(view.facts)
    parts = []
    if facts.get("dealer"):
        parts.append(ctx._("Dealer: {seat}", seat=texts.seat(ctx, facts["dealer"], players)))
    if facts.get("hakem"):
        who = texts.seat(ctx, facts["hakem"], players)
        if facts.get("declared") == "1":
            parts.append(ctx._("Hakem: {seat}, who declared shelem", seat=who))
        else:
            parts.append(ctx._("Hakem: {seat}, bid {bid}", seat=who, bid=int(facts["bid"])))
    if facts.get("trump"):
        parts.append(ctx._("Trump: {contract}", contract=texts.contract(ctx, facts["trump"])))
    bids = facts.get("bids", "").split(",")
    if any(bids):
        said = [
            ctx._("{seat} {n}", seat=texts.seat(ctx, s), n=int(b)) for s, b in enumerate(bids) if b
        ]
        parts.append(ctx._("Bids: {bids}", bids=("، " if ctx.rtl else ", ").join(said)))
    return " · ".join(parts)


def view_lines(ctx: Ctx, replayed: Replayed, step: int) -> list[str]:
    """What the move of *step* did: the events the engine computes for it, or when it computes
    none, the move itself (who played which card). *step* is from 1 on (the stepper says what
    the start is)."""
    before = replayed.states[step - 1]
    players = players_of(before)
    said = [event_text(ctx, e, players) for n, e in replayed.events if n == step]
    if not said:
        move = replayed.moves[step - 1]
        card = getattr(move, "card", None)
        mover = before.to_move
        if isinstance(card, Card | Joker) and isinstance(mover, int) and mover >= 0:
            who = texts.seat(ctx, mover, players)
            said = [ctx._("{seat} plays {card}.", seat=who, card=texts.card(ctx, card))]
        else:
            said = [texts.move(ctx, move, before, game=replayed.record.game)]
    return [escape_markdown(line) for line in said]


def view_table(ctx: Ctx, replayed: Replayed, step: int) -> None:
    """The cards at *step* (:func:`board_html`) and the facts of the position under them."""
    board = board_html(ctx, replayed, step)
    if board:
        st.markdown(board, unsafe_allow_html=True)
    facts = facts_text(ctx, replayed, step)
    if facts:
        st.caption(facts)


def view_stepper(prefix: str) -> Stepper:
    """The stepper of a lesson whose examples are drawn from the game's view (its widgets' keys
    start with *prefix*, the game's id): each step's events (:func:`view_lines`), the cards and
    the facts (:func:`view_table`)."""
    return Stepper(prefix, view_lines, view_table)
