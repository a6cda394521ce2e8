"""Haft Khabis's invariants, checked by :func:`pasur.testing.random_playthrough` at each step."""

from __future__ import annotations

from collections import Counter

from pasur.games.haft_khabis.state import HaftKhabisState, pack


def _fail(message: str) -> None:
    raise AssertionError(f"haft_khabis invariant: {message}")


def check(state: HaftKhabisState) -> None:
    """Every card of the pack (52 or 104) in exactly one place (hands, stock, pile); sorted
    hands, empty for players out of the match; the player to move still in it; totals the sum
    of the deals, never falling, and the eliminated exactly those at the limit."""
    opts = state.options
    if state.phase in ("play", "restock"):
        where = Counter([*(c for h in state.hands for c in h), *state.stock, *state.pile])
        if where != Counter(pack(opts)):
            _fail(f"{sum(where.values())} cards in play, not the pack of {opts.cards}")
        if not state.pile:
            _fail("no up-card")
        for seat, hand in enumerate(state.hands):
            if list(hand) != sorted(hand, key=lambda c: c.index):
                _fail(f"seat {seat}'s hand is not sorted")
            if not state.alive[seat] and hand:
                _fail(f"seat {seat} is out of the match but holds cards")
        if len(state.stock) > opts.cards - state.alive_count - 1:
            _fail(f"{len(state.stock)} cards in the stock, more than were left after the deal")
    if state.phase == "play":
        mover = state.to_move
        if mover is None or not state.alive[mover]:
            _fail(f"seat {mover} is to move but is not in the match")
        if state.mode == "seven" and state.sevens < 1:
            _fail("a 7 to answer but no 7 counted")
        if state.mode in ("drawn", "bonus_drawn") and state.drawn is None:
            _fail("a drawn card to play or keep, but none drawn")
        if state.owed:
            _fail("draws owed while cards are being played")
    totals = list(state.opening or (0,) * opts.players)
    out: set[int] = set()
    for r in state.results:
        for s, p in enumerate(r.penalties):
            if p < 0:
                _fail("a negative penalty")
            if s in out and p:
                _fail(f"seat {s} scored after being eliminated")
            totals[s] += p
        if r.penalties[r.winner] != 0:
            _fail("the deal's winner scored penalty points")
        out |= set(r.eliminated)
    if tuple(totals) != state.totals:
        _fail(f"totals {state.totals} are not the sum of the deals {totals}")
    if {s for s in range(opts.players) if not state.alive[s]} != out:
        _fail("the players out are not those eliminated")
    if any(totals[s] < opts.limit for s in out) or any(
        totals[s] >= opts.limit for s in range(opts.players) if s not in out
    ):
        _fail("elimination does not match the limit")
