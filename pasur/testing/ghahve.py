"""Ghahve deals built by hand, for the tests of its rules and of its heuristic player.

:func:`dealt` deals the given hands (topped up canonically by ``deck_for_hands``) and stops at
the bidding; :func:`ready` also takes everyone's bid, so seat 0 leads the first trick when seat
3 dealt (the default); :func:`play` plays cards given as text. Seats are in play order; seats 0
and 2 are team 0.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pasur.cards import parse_any_card
from pasur.games.ghahve import (
    Bid,
    FirstDealer,
    GhahveOptions,
    GhahveState,
    Play,
    Shuffle,
    deck_for_hands,
    new_match,
)


def dealt(
    hands: Sequence[str], dealer: int = 3, state: GhahveState | None = None, **options: Any
) -> GhahveState:
    """*hands* (seat by seat, as text) dealt by *dealer* in a new match with *options*, or by
    whoever deals next in *state*: the bidding."""
    if state is None:
        state = new_match(GhahveOptions(**options)).apply(FirstDealer(dealer))
    who = state.next_dealer if state.next_dealer is not None else state.dealer
    assert who is not None
    padded = [[parse_any_card(c) for c in h.split()] for h in hands]
    padded += [[]] * (4 - len(hands))
    state = state.apply(Shuffle(deck_for_hands(padded, who)))
    assert state.phase == "bid"
    return state


def bid(state: GhahveState, *bids: int) -> GhahveState:
    """*state* after the players to move bid *bids*, one after another."""
    for tricks in bids:
        state = state.apply(Bid(tricks))
    return state


def ready(hands: Sequence[str], bids: Sequence[int] = (2, 2, 2, 2), **options: Any) -> GhahveState:
    """The first card of a hand: *hands* dealt by seat 3, everyone bid *bids* (from seat 0)."""
    state = bid(dealt(hands, **options), *bids)
    assert state.phase == "play" and state.to_move == 0
    return state


def play(state: GhahveState, *tricks: str) -> GhahveState:
    """*state* after the cards of *tricks* (each a text of cards in play order)."""
    for trick in tricks:
        for code in trick.split():
            state = state.apply(Play(parse_any_card(code)))
    return state
