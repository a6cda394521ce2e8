"""Hokm's invariants, checked by :func:`pasur.testing.random_playthrough` at every position."""

from __future__ import annotations

from pasur.cards import STANDARD_DECK
from pasur.engines.tricks import trick_winner
from pasur.games.hokm.scoring import TRICKS_TO_WIN, team_of
from pasur.games.hokm.state import HokmState


def _fail(message: str) -> None:
    raise AssertionError(f"hokm invariant: {message}")


def check(state: HokmState) -> None:
    """Cards conserved, hand sizes right, tricks well formed, the hand ending on time, views."""
    if state.phase in ("trump", "play", "bam") or (state.phase == "over" and state.deck):
        deck = state.deck
        if len(deck) != 52 or set(deck) != set(STANDARD_DECK):
            _fail("the deck is not the 52 cards")
        dealt = [c for d in state.dealt for c in d]
        if len(set(dealt)) != len(dealt):
            _fail("a card was dealt twice")
        played = [c for t in state.trick_log for c in t.cards]
        current = [STANDARD_DECK[i] for i in state.trick]
        held = [c for s in range(4) for c in state.hand(s)]
        everything = played + current + held
        if len(set(everything)) != len(everything) or set(everything) != set(dealt):
            _fail("cards in hands, tricks and the trick in progress are not the cards dealt")
        for s in range(4):
            if state.hands[s] != sum(1 << c.index for c in state.hand(s)):
                _fail(f"seat {s}: hand mask and dealt cards disagree")
        if state.phase != "trump":
            in_trick = {(state.leader + i) % 4 for i in range(len(state.trick))}
            for s in range(4):
                want = 13 - len(state.trick_log) - (1 if s in in_trick else 0)
                if len(state.hand(s)) != want:
                    _fail(f"seat {s} holds {len(state.hand(s))} cards, not {want}")
        elif state.hakem is not None and len(state.hand(state.hakem)) != 5:
            _fail("the hakem must hold exactly five cards while naming trump")
    # Tricks: four cards, the right winner, the winner leads next, the hakem leads first.
    leader = state.hakem
    counts = [0, 0]
    for t in state.trick_log:
        if len(t.cards) != 4:
            _fail(f"trick {t.number} has {len(t.cards)} cards")
        if state.phase in ("play", "bam") and leader is not None and t.leader != leader:
            _fail(f"trick {t.number} led by seat {t.leader}, expected seat {leader}")
        trump = None if state.trump is None else int(state.trump)
        pos, _ = trick_winner([c.index for c in t.cards], trump, state.order)
        if (t.leader + pos) % 4 != t.winner:
            _fail(f"trick {t.number} given to the wrong seat")
        counts[team_of(t.winner)] += 1
        before = (counts[0] - (team_of(t.winner) == 0), counts[1] - (team_of(t.winner) == 1))
        if max(before) >= TRICKS_TO_WIN and not (min(before) == 0 and state.options.bam):
            _fail(f"trick {t.number} was played after a side already had seven")
        leader = t.winner
    if state.phase in ("play", "bam") and tuple(counts) != state.tricks:
        _fail(f"trick counts {state.tricks} do not match the tricks won {counts}")
    # Hand results: the points follow from the trick counts.
    for r in state.results:
        if r.points not in (0, 1, 2, 3) or (r.points == 0) != (r.kind == "bam"):
            _fail(f"a hand scored {r.points} ({r.kind})")
        failed_bam = "hokm/bam" in r.note_rule_ids
        if r.kind in ("kot", "hakem_kot") and r.tricks[1 - r.winner] != 0 and not failed_bam:
            _fail("kot scored although the losers took a trick")
        if (
            r.kind == "normal"
            and r.tricks[1 - r.winner] == 0
            and "hokm/kot-in-modes" not in r.note_rule_ids
        ):
            _fail("a 7-0 hand scored as a plain win")
    # Views: no seat sees another seat's cards before the end.
    if state.phase != "over":
        for seat in range(4):
            view = state.view(seat)
            for other in range(4):
                if other != seat and not isinstance(view.hands[other], int):
                    _fail(f"seat {seat} can see seat {other}'s cards")
            if any(h != "deck-?" and h.startswith("deck-") for h in view.history):
                _fail("a seat's view shows the shuffled deck")
