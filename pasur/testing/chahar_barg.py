"""Pasur (Chahar Barg) positions built by hand, for the tests of its rules and edge cases.

A whole deal with :func:`dealt` (``FirstDealer`` then a ``Shuffle`` of a deck made by
:func:`deck_for`), or a mid-round position with :func:`position` (``dataclasses.replace`` on a
fresh match, every one of the 52 cards placed, checked by the game's invariants). The dealer is
the last seat unless a test says otherwise, so seat 0 plays first. Options start from a preset:
``seed`` (seed 001's rules, the default) or ``pagat`` (the standard rules). Moves are given in
their record notation (``7C-4H``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from pasur.cards import STANDARD_DECK, Card, cards
from pasur.games.chahar_barg import (
    PRESETS,
    SPEC,
    FirstDealer,
    PasurOptions,
    PasurState,
    Shuffle,
    deals_per_round,
    new_match,
)
from pasur.games.chahar_barg.checks import check
from pasur.games.chahar_barg.moves import parse_move_text
from pasur.games.chahar_barg.state import Phase
from pasur.protocol import Event


def opts(preset: str = "seed", **changes: Any) -> PasurOptions:
    """The options of *preset* with *changes* (field names of :class:`PasurOptions`)."""
    return dataclasses.replace(PRESETS[preset], **changes)


def deck_for(hands: Sequence[str], table: str, stock: str = "", *, dealer: int) -> tuple[Card, ...]:
    """A deck dealing *hands* (per seat; short hands are filled from the unused cards in deck
    order), the four *table* cards, then *stock* on top of the rest of the stock."""
    n = len(hands)
    fixed = [c for h in hands for c in cards(h)] + [*cards(table), *cards(stock)]
    assert len(set(fixed)) == len(fixed), "a card is given twice"
    pool = [c for c in STANDARD_DECK if c not in fixed]
    order: list[Card] = []
    first = (dealer + 1) % n
    for i in range(n):
        hand = list(cards(hands[(first + i) % n]))
        fill = 4 - len(hand)
        order += hand + pool[:fill]
        del pool[:fill]
    assert len(cards(table)) == 4
    order += [*cards(table), *cards(stock), *pool]
    assert len(order) == 52
    return tuple(order)


def dealt(
    hands: Sequence[str],
    table: str,
    stock: str = "",
    *,
    preset: str = "seed",
    dealer: int | None = None,
    **changes: Any,
) -> PasurState:
    """The first deal of a match: the draw for the dealer, then a shuffle dealing *hands*."""
    o = opts(preset, **changes)
    dealer = o.players - 1 if dealer is None else dealer
    seats = [*hands, *[""] * (o.players - len(hands))]
    state = new_match(o).apply(FirstDealer(dealer))
    return state.apply(Shuffle(deck_for(seats, table, stock, dealer=dealer)))


def position(
    hands: Sequence[str],
    table: str = "",
    *,
    stock: str | int = "",
    piles: Sequence[str] = (),
    preset: str = "seed",
    to_move: int | None = None,
    dealer: int | None = None,
    last_taker: int | None = None,
    score: Sequence[int] | None = None,
    surs: Sequence[Sequence[int]] | None = None,
    match_surs: Sequence[int] | None = None,
    rest_to: int = 0,
    **changes: Any,
) -> PasurState:
    """A position in the play phase. *stock*: its cards, or how many (the first unused cards
    in deck order); every other card goes to a pile (*piles* per side, the rest to side
    *rest_to*). The deal number follows from the stock (no stock: the round's last deal)."""
    o = opts(preset, **changes)
    n, sides = o.players, o.teams
    dealer = n - 1 if dealer is None else dealer
    held = [cards(h) for h in hands] + [()] * (n - len(hands))
    pile_cards = [list(cards(p)) for p in piles] + [[] for _ in range(sides - len(piles))]
    placed = [*(c for h in held for c in h), *cards(table)]
    placed += [c for p in pile_cards for c in p]
    if isinstance(stock, int):
        stock_cards = tuple(c for c in STANDARD_DECK if c not in placed)[:stock]
    else:
        stock_cards = cards(stock)
    placed += stock_cards
    assert len(set(placed)) == len(placed), "a card is placed twice"
    pile_cards[rest_to] += [c for c in STANDARD_DECK if c not in placed]
    start = tuple(score) if score is not None else (0,) * sides
    state = dataclasses.replace(
        new_match(o),
        phase=Phase.PLAY,
        to_move=(dealer + 1) % n if to_move is None else to_move,
        dealer=dealer,
        hands=tuple(held),
        shown=((),) * n,
        table=cards(table),
        stock=stock_cards,
        piles=tuple(tuple(p) for p in pile_cards),
        surs=tuple(tuple(s) for s in surs) if surs is not None else ((),) * sides,
        match_surs=tuple(match_surs) if match_surs is not None else (0,) * sides,
        last_taker=last_taker,
        deal_no=deals_per_round(n) - len(stock_cards) // (4 * n),
        score=start,
        round_start_score=start,
    )
    if score is None:
        check(state)
    return state


def play(state: PasurState, *moves: str) -> PasurState:
    """*state* after *moves*, each in record notation."""
    for text in moves:
        state = state.apply(parse_move_text(text))
    return state


def events(state: PasurState, text: str) -> tuple[PasurState, tuple[Event, ...]]:
    """The state after the move *text* and the events that move raised."""
    move = parse_move_text(text)
    after = state.apply(move)
    return after, SPEC.events(state, move, after)
