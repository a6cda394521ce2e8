"""Hokm's invariants, checked by :func:`pasur.testing.random_playthrough` at every position."""

from __future__ import annotations

from pasur.cards import Card
from pasur.engines.tricks import trick_winner
from pasur.games.hokm.scoring import TRICKS_TO_WIN
from pasur.games.hokm.state import HokmState


def _fail(message: str) -> None:
    raise AssertionError(f"hokm invariant: {message}")


def _check_cards(state: HokmState) -> None:
    """Cards conserved (52, 51 or 50 in play) and every hand the right size."""
    n = state.players
    deck = state.deck
    if len(deck) != len(state.options.deck) or set(deck) != set(state.options.deck):
        _fail(f"the deck is not the {len(state.options.deck)} cards in play")
    dealt = {c for d in state.dealt for c in d}
    played = [c for t in state.trick_log for c in t.cards]
    current = [Card.from_index(i) for i in state.trick]
    held = [c for s in range(n) for c in state.hand(s)]
    everything = played + current + held
    if len(set(everything)) != len(everything):
        _fail("a card is in two places")
    if not set(everything) <= dealt:
        _fail("a card in play was never dealt")
    if n == 2:
        accounted = set(everything) | set(state.dead)
        if len(state.dead) != len(set(state.dead)) or set(everything) & set(state.dead):
            _fail("a card put aside is also in play")
        undrawn = set(deck[state.stock :]) if state.phase in ("discard", "draw") else set()
        not_dealt_yet = set(deck) - dealt - set(state.dead) if state.phase == "trump" else set()
        if accounted | undrawn | not_dealt_yet != set(deck):
            _fail("two players: cards held, played, put aside and in the stock are not the deck")
    for s in range(n):
        if state.hands[s] != sum(1 << c.index for c in state.hand(s)):
            _fail(f"seat {s}: hand mask and dealt cards disagree")
    full = state.options.tricks_per_hand
    if state.phase in ("play", "bam", "peek", "concede"):
        in_trick = {(state.leader + i) % n for i in range(len(state.trick))}
        for s in range(n):
            want = full - len(state.trick_log) - (1 if s in in_trick else 0)
            if len(state.hand(s)) != want:
                _fail(f"seat {s} holds {len(state.hand(s))} cards, not {want}")
    elif state.phase == "trump" and state.hakem is not None:
        if len(state.hand(state.hakem)) != 5:
            _fail("the hakem must hold exactly five cards while naming trump")
    elif state.phase == "misdeal" and state.misdeal is not None:
        extra, short, count = state.misdeal
        if len(state.hand(extra)) != full + count or len(state.hand(short)) != full - count:
            _fail("the misdeal left the wrong hand sizes")


def check(state: HokmState) -> None:
    """Cards conserved, hand sizes right, tricks well formed, the hand ending on time, views."""
    n = state.players
    if state.deck and state.phase not in ("shuffle", "first_hakem", "cut"):
        _check_cards(state)
    # Tricks: one card a seat, the right winner, the winner leads next, the hakem leads first.
    leader = state.hakem
    counts = [0] * state.options.sides
    for t in state.trick_log:
        if len(t.cards) != n:
            _fail(f"trick {t.number} has {len(t.cards)} cards")
        if state.phase in ("play", "bam") and leader is not None and t.leader != leader:
            _fail(f"trick {t.number} led by seat {t.leader}, expected seat {leader}")
        trump = None if state.trump is None else int(state.trump)
        pos, _ = trick_winner([c.index for c in t.cards], trump, state.order)
        if (t.leader + pos) % n != t.winner:
            _fail(f"trick {t.number} given to the wrong seat")
        before = list(counts)
        counts[state.side(t.winner)] += 1
        sweep = sum(before) == max(before) and state.options.bam
        if max(before) >= TRICKS_TO_WIN and not sweep:
            _fail(f"trick {t.number} was played after a side already had seven")
        leader = t.winner
    if state.phase in ("play", "bam") and tuple(counts) != state.tricks:
        _fail(f"trick counts {state.tricks} do not match the tricks won {counts}")
    # Hand results: the points follow from the trick counts.
    for r in state.results:
        if r.points not in (0, 1, 2, 3) or (r.points == 0) != (r.kind == "bam"):
            _fail(f"a hand scored {r.points} ({r.kind})")
        others = sum(t for i, t in enumerate(r.tricks) if i != r.winner)
        failed_bam = "hokm/bam" in r.note_rule_ids
        if r.kind in ("kot", "hakem_kot") and others != 0 and not failed_bam:
            _fail("kot scored although the losers took a trick")
        if (
            r.kind == "normal"
            and others == 0
            and not {"hokm/kot-in-modes", "hokm/small-game-kot"} & set(r.note_rule_ids)
        ):
            _fail("a 7-0 hand scored as a plain win")
        if r.kind == "six_six_five" and sorted(r.tricks) != [5, 6, 6]:
            _fail(f"a 6-6-5 ruling on {r.tricks}")
    # Views: no seat sees another seat's cards before the end.
    if state.phase != "over":
        for seat in range(n):
            view = state.view(seat)
            for other in range(n):
                if other != seat and not isinstance(view.hands[other], int):
                    _fail(f"seat {seat} can see seat {other}'s cards")
            if any(h != "deck-?" and h.startswith("deck-") for h in view.history):
                _fail("a seat's view shows the shuffled deck")
            if any(h.startswith("discard-") and h != "discard-?" for h in view.history):
                _fail("a seat's view shows what was put aside")
            if seat != state.dealer and view.fact("peek"):
                _fail(f"seat {seat} sees what the dealer peeked at")
