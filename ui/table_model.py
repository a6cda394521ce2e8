"""The card table's model for any game's position: generic over the protocol, with a game's
own additions (Pasur's table to take from, poker's chips and board, Haft Khabis's up-card)
from its plug-in's ``felt`` hook (:class:`ui.games.base.Felt`).

What a seat may see is the game's ``view(seat)``; what the seat to move may do is its
``legal_moves()``; why a card may not be played is the rule its ``violation()`` names, in the
page's language (:func:`ui.texts.violation`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any, cast

from pasur.cards import AnyCard, Card, parse_any_card
from pasur.engines.tricks import Order
from pasur.errors import PasurError
from pasur.protocol import CHANCE, Event, GameSpec, TableView
from ui import texts
from ui.card_table import (
    CardRow,
    ChooseK,
    MoveOption,
    SeatBox,
    Spot,
    TableModel,
    TrickSpot,
    positions,
    sort_key,
)
from ui.frame import Ctx
from ui.games.base import Felt, explorer_ui


def completed_trick(view: TableView, events: Sequence[Event]) -> tuple[TableView, AnyCard | None]:
    """*view* with the trick a move just completed still on the table (its winner marked), as
    a table shows it for a moment before the cards are turned; unchanged when no trick was
    completed."""
    for e in events:
        if e.kind == "trick":
            played = [parse_any_card(c) for c in e.param("cards").split()]
            leader, n = int(e.param("leader")), len(view.hands)
            # A joker (Ghahve) lies in a trick like any card.
            cards = cast(
                "tuple[tuple[int, Card], ...]",
                tuple(((leader + i) % n, c) for i, c in enumerate(played)),
            )
            return dataclasses.replace(view, table=cards), parse_any_card(e.param("card"))
    return view, None


def card_words(ctx: Ctx) -> dict[str, str]:
    _ = ctx._
    return {
        "hand": _("Your cards"),
        "trick": _("The trick"),
        "take": _("This card can be played in several ways: choose one below."),
        "card_first": _("Choose a card of your hand first."),
        "cancel": _("Cancel"),
    }


def _order(state: object) -> Order | None:
    order = getattr(state, "order", None)
    return order if isinstance(order, Order) else None


def refusal(ctx: Ctx, spec: GameSpec, state: Any, card: AnyCard, players: int) -> str:
    """Why *card* may not be played now: the rule the game's own check names."""
    try:
        move = spec.parse_move(state, card.code)
    except PasurError:
        move = None
    violation = state.violation(move) if move is not None else None
    if violation is None:
        return ctx._("This card cannot be played now.")
    return texts.violation(ctx, spec, violation, players)


def card_options(ctx: Ctx, spec: GameSpec, state: Any, legal: Sequence[Any]) -> list[MoveOption]:
    """Every legal move of a card, with the table cards it takes (Pasur) or none."""
    out = []
    for m in legal:
        card = getattr(m, "card", None)
        if not isinstance(card, (Card,)) and card is None:
            continue
        taken = getattr(m, "taken", ()) or ()
        out.append(
            MoveOption(
                card.code,
                tuple(c.code for c in taken),
                spec.format_move(state, m),
                texts.move(ctx, m, state, game=spec.id),
            )
        )
    return out


def table_model(
    ctx: Ctx,
    spec: GameSpec,
    state: Any,
    *,
    viewer: int | None,
    bottom: int,
    active: int | None,
    key: str,
    view: TableView | None = None,
    highlight: AnyCard | None = None,
    choose: ChooseK | None = None,
    prompt: str = "",
) -> TableModel:
    """The table of *state* as *viewer* sees it (``None``: every hand face up), with *bottom*
    at the bottom; *active* is the seat whose cards can be clicked (the seat to move, if the
    user plays it), and *choose* asks for several cards at once."""
    view = view if view is not None else state.view(viewer)
    players = len(view.hands) or int(getattr(state, "players", 0) or 0)
    felt = explorer_ui(spec.id).felt
    extra = felt(ctx, state, view) if felt is not None else Felt()
    where = positions(players, bottom) if players else {}
    legal: Sequence[Any] = ()
    if active is not None and state.to_move == active and not state.is_terminal():
        legal = state.legal_moves()
    options = card_options(ctx, spec, state, legal) if choose is None else []
    playable = {o.card for o in options}
    if not options and choose is None:
        legal = ()  # the decision is not a card (a bet, a bid): the hand is only shown
    order = sort_key(_order(state))
    hakem, dealer = view.fact("hakem"), view.fact("dealer")
    seats = []
    for s in range(players):
        held = view.hands[s] if s < len(view.hands) else 0
        badges = list(extra.badges.get(s, ()))
        if hakem != "" and int(hakem) == s:
            badges.insert(0, ctx._("hakem"))
        elif dealer != "" and int(dealer) == s:
            badges.insert(0, ctx._("dealer"))
        count = held if isinstance(held, int) else len(held)
        cards: tuple[Spot, ...] | None = None
        if not isinstance(held, int):
            spots = []
            for c in sorted(held, key=order):
                # Only the seat that may click has cards it may not play.
                ok = s != active or not legal or choose is not None or c.code in playable
                why = ""
                if s == active and legal and not ok:
                    why = refusal(ctx, spec, state, c, players)
                spots.append(Spot(c.code, texts.card(ctx, c), ok, why, c == highlight))
            cards = tuple(spots)
        seats.append(
            SeatBox(
                seat=s,
                pos=where[s],
                name=texts.seat(ctx, s, players),
                count=count,
                count_text=ctx._("1 card") if count == 1 else ctx._("{n} cards", n=count),
                cards=cards,
                badges=tuple(badges),
                note=extra.notes.get(s, ""),
                shown=tuple(Spot(c.code, texts.card(ctx, c)) for c in extra.shown.get(s, ())),
                turn=view.to_move == s,
                # Your seat keeps its look while the bots' replies are shown (no seat active).
                you=s == (viewer if viewer is not None else active),
                team=s % 2 if players == 4 and extra.teams else None,
            )
        )
    trick: tuple[TrickSpot, ...] = ()
    rows = extra.rows
    if extra.trick:
        trick = tuple(
            TrickSpot(where[s], c.code, texts.card(ctx, c), c == highlight)
            for s, c in view.table
            if s in where
        )
        loose = [c for s, c in view.table if s not in where]  # face up, played by no seat
        if loose:
            apart = tuple(Spot(c.code, texts.card(ctx, c), win=c == highlight) for c in loose)
            rows = (CardRow("", apart), *rows)
    if legal:  # cards played from a row (face-up piles): as playable as the hand's
        rows = tuple(
            dataclasses.replace(
                r, cards=tuple(_playable(ctx, spec, state, c, playable, players) for c in r.cards)
            )
            if r.play
            else r
            for r in rows
        )
    info = list(extra.info) if extra.info is not None else _info(ctx, view, players)
    if view.to_move not in (None, CHANCE) and players:
        info.append((ctx._("To play"), texts.seat(ctx, int(view.to_move), players)))
    return TableModel(
        key=key,
        lang=ctx.lang,
        rtl=ctx.rtl,
        players=players,
        seats=tuple(seats),
        trick=trick,
        rows=rows,
        info=tuple(info),
        active=active if legal else None,
        options=tuple(options),
        choose=choose,
        prompt=prompt,
        words={**card_words(ctx), **({"take": extra.several} if extra.several else {})},
    )


def _playable(
    ctx: Ctx, spec: GameSpec, state: Any, spot: Spot, playable: set[str], players: int
) -> Spot:
    """*spot* of a row the seat to move plays from, marked playable or not (and why)."""
    if spot.c in playable:
        return dataclasses.replace(spot, ok=True, why="")
    card = parse_any_card(spot.c)
    return dataclasses.replace(spot, ok=False, why=refusal(ctx, spec, state, card, players))


def _info(ctx: Ctx, view: TableView, players: int) -> list[tuple[str, str]]:
    """The facts of a trick game always in view: trump or mode, tricks and score."""
    _ = ctx._
    out = []
    contract = view.fact("contract") or view.fact("trump")
    if contract:
        out.append((_("Trump"), texts.contract(ctx, contract)))
    tricks = view.fact("tricks")
    if tricks:
        out.append((_("Tricks"), texts.score(ctx, tricks)))
    score = view.fact("score") or view.fact("totals")
    if score:
        out.append((_("Score"), texts.score(ctx, score)))
    return out
