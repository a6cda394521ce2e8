"""Poker's invariants, checked by :func:`pasur.testing.random_playthrough` at every position."""

from __future__ import annotations

from collections import Counter
from itertools import pairwise

from pasur.games.poker.state import BOARD_SIZE, HOLE, STREETS, PokerState, deck_of


def _fail(message: str) -> None:
    raise AssertionError(f"poker invariant: {message}")


def check(state: PokerState) -> None:
    """Chips conserved (stacks plus the pot are the starting chips); no negative stack or bet;
    pots well formed (they add up to the pot, each has someone to win it, and the eligible seats
    of each pot include those of the next); each round's bets within what was put in; board
    sizes per round; every card of the pack in exactly one place during a hand; two hole cards
    for every player still in the match; nobody out of the match holding chips."""
    opts = state.options
    n = opts.players
    total = sum(state.stacks) + sum(state.put_in)
    if total != opts.chips * n:
        _fail(f"{total} chips on the table, not {opts.chips * n}")
    if any(x < 0 for x in state.stacks) or any(x < 0 for x in state.put_in):
        _fail(f"a negative stack or contribution: {state.stacks} {state.put_in}")
    if any(b > p for b, p in zip(state.bets, state.put_in, strict=True)):
        _fail("a bet this round is more than the chips put in this hand")
    pots = state.pots()
    if sum(p.amount for p in pots) != state.pot_total:
        _fail(f"the pots hold {sum(p.amount for p in pots)}, not {state.pot_total}")
    for a, b in pairwise(pots):
        if not set(b.eligible) < set(a.eligible):
            _fail(f"side pot {b} is not for fewer players than {a}")
    if any(not p.eligible for p in pots):
        _fail("a pot nobody can win")
    for s in range(n):
        if not state.seated[s] and (state.stacks[s] or state.put_in[s]):
            _fail(f"seat {s} is out of the match but has chips")
    if state.phase in STREETS:
        if len(state.board) != BOARD_SIZE[state.phase]:
            _fail(f"{len(state.board)} board cards in the {state.phase} round")
        if state.current != max(state.bets) and state.current != opts.big_blind:
            _fail(f"the highest bet is {max(state.bets)}, not {state.current}")
        where = Counter(
            [*(c for h in state.hole for c in h), *state.board, *state.stock, *state.burned]
        )
        deck = deck_of(opts)
        if set(where) != set(deck) or any(k != 1 for k in where.values()):
            _fail(f"{sum(where.values())} cards in play, {len(where)} different")
        for s in range(n):
            if state.seated[s] and len(state.hole[s]) != HOLE:
                _fail(f"seat {s} holds {len(state.hole[s])} cards")
        seat = state.to_move
        if seat is None or seat < 0 or not state.can_act(seat):
            _fail(f"seat {seat} is to act but cannot")
    for r in state.results:
        if sum(r.net) != 0:
            _fail(f"hand {r.hand_no} created or lost chips: {r.net}")
