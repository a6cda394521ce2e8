"""Pasur's invariants, checked by :func:`pasur.testing.random_playthrough` at every position."""

from __future__ import annotations

from collections import Counter

from pasur.cards import STANDARD_DECK
from pasur.games.chahar_barg.scoring import CLUBS_POINTS, ROUND_CARD_POINTS
from pasur.games.chahar_barg.state import HAND_SIZE, PasurState


def _fail(message: str) -> None:
    raise AssertionError(f"pasur invariant: {message}")


def check(state: PasurState) -> None:
    """All 52 cards accounted for (hands, table, stock, piles) once each; hands of at most four;
    shown cards held; every finished round worth 20 card points; scores the sum of the rounds."""
    if state.phase in ("play", "show"):
        where = Counter(
            [
                *(c for h in state.hands for c in h),
                *state.table,
                *state.stock,
                *(c for p in state.piles for c in p),
            ]
        )
        if set(where) != set(STANDARD_DECK) or any(n != 1 for n in where.values()):
            _fail(f"{sum(where.values())} cards in play, {len(where)} different, not 52")
        for seat, hand in enumerate(state.hands):
            if len(hand) > HAND_SIZE:
                _fail(f"seat {seat} holds {len(hand)} cards")
            if any(c not in hand for c in state.shown[seat]):
                _fail(f"seat {seat} shows a card it does not hold")
        if len(state.stock) % (HAND_SIZE * state.players):
            _fail(f"{len(state.stock)} cards in the stock cannot be dealt in fours")
    for r in state.results:
        # 20, less the clubs 7 when three players tie for most and the table gives it to nobody
        expected = ROUND_CARD_POINTS - (CLUBS_POINTS if r.clubs_side is None else 0)
        if r.card_total != expected:
            _fail(f"a round holds {r.card_total} card points, not {expected}")
    totals = [sum(r.points[s] for r in state.results) for s in range(state.options.teams)]
    if tuple(totals) != state.score:
        _fail(f"score {state.score} is not the sum of the rounds {totals}")
