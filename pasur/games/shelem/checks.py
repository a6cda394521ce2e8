"""Shelem's invariants, checked by :func:`pasur.testing.random_playthrough` at every position."""

from __future__ import annotations

from pasur.cards import STANDARD_DECK
from pasur.engines.bidding import apply_call, start_auction
from pasur.engines.bidding import violation as call_violation
from pasur.engines.tricks import cards_of, trick_winner
from pasur.games.shelem.options import TOTAL_POINTS
from pasur.games.shelem.scoring import points_of
from pasur.games.shelem.state import HAND_SIZE, ShelemState, auction_rules

FULL = (1 << 52) - 1


def _fail(message: str) -> None:
    raise AssertionError(f"shelem invariant: {message}")


def _check_cards(state: ShelemState) -> None:
    """All 52 cards accounted for, each exactly once."""
    if len(state.deck) != 52 or set(state.deck) != set(STANDARD_DECK):
        _fail("the deck is not the 52 cards")
    parts: list[int] = list(state.hands)
    if state.hakem is None:
        parts.append(sum(1 << c.index for c in state.widow))
    parts.extend(sum(1 << c.index for c in p) for seat_piles in state.piles for p in seat_piles)
    parts.append(sum(1 << i for i in state.trick))
    discard = sum(1 << c.index for c in state.discard)
    won = state.won[0] | state.won[1]
    if state.won[0] & state.won[1]:
        _fail("a card is among both sides' won cards")
    parts.append(won)
    if discard and won & discard != discard:
        parts.append(discard)  # owned by the last trick's winner, not yet given
    total = 0
    count = 0
    for m in parts:
        if total & m:
            _fail(f"cards {[c.code for c in cards_of(total & m)]} are in two places")
        total |= m
        count += m.bit_count()
    if total != FULL or count != 52:
        missing = [c.code for c in cards_of(FULL & ~total)]
        _fail(f"cards are missing: {missing} (phase {state.phase})")


def _check_sizes(state: ShelemState) -> None:
    n = state.players
    played = len(state.trick_log)
    if state.phase == "bid":
        for s in range(n):
            if len(state.hand(s)) != HAND_SIZE:
                _fail(f"seat {s} holds {len(state.hand(s))} cards during the auction")
    if state.phase == "discard":
        assert state.hakem is not None
        if len(state.hand(state.hakem)) != HAND_SIZE + 4:
            _fail("the hakem does not hold sixteen cards when putting down four")
    if state.phase == "play":
        seats = state.trick_seats
        for s in range(n):
            hand_plays = sum(1 for i in range(len(state.trick)) if seats[i] == s and i < 2)
            if n == 4:
                hand_plays = sum(1 for i in range(len(state.trick)) if seats[i] == s)
            want = HAND_SIZE - played - hand_plays
            if len(state.hand(s)) != want:
                _fail(f"seat {s} holds {len(state.hand(s))} cards, not {want}")
            if n == 2:
                pile_plays = sum(1 for i in range(2, len(state.trick)) if seats[i] == s)
                left = sum(len(p) for p in state.piles[s])
                if left != HAND_SIZE - played - pile_plays:
                    _fail(f"seat {s}'s piles hold {left} cards")


def _check_auction(state: ShelemState) -> None:
    """Every call of the auction was legal (replayed from a fresh auction)."""
    if state.auction is None or state.dealer is None:
        return
    rules = auction_rules(state.options)
    a = start_auction(rules, state.players, state.auction.first)
    for seat, call in state.auction.calls:
        problem = call_violation(rules, a, seat, call)
        if problem is not None:
            _fail(f"seat {seat}'s call {call} was illegal: {problem.detail}")
        a = apply_call(rules, a, call)
    if a != state.auction:
        _fail("the auction does not replay to itself")
    if state.hakem is not None and (state.hakem != a.high_seat or state.bid != (a.high or 0)):
        _fail("the hakem or the contract is not the auction's")


def _check_tricks(state: ShelemState) -> None:
    leader = state.hakem
    for t in state.trick_log:
        if len(t.cards) != 4:
            _fail(f"trick {t.number} has {len(t.cards)} cards")
        if leader is not None and t.leader != leader:
            _fail(f"trick {t.number} led by seat {t.leader}, expected seat {leader}")
        pos, _ = trick_winner([c.index for c in t.cards], state.trump)
        if t.seats[pos] != t.winner:
            _fail(f"trick {t.number} given to the wrong seat")
        leader = t.winner
    if state.trick_log and state.trump != state.trick_log[0].cards[0].suit:
        _fail("trump is not the suit of the hakem's first card")


def _check_results(state: ShelemState) -> None:
    for r in state.results:
        if sum(r.taken) != TOTAL_POINTS:
            _fail(f"a hand's card points add up to {sum(r.taken)}, not 165")
    if state.results and state.phase in ("over", "shuffle") and state.deck:
        last = state.results[-1]
        if len(state.trick_log) == 12:
            points = tuple(points_of(cards_of(m)) for m in state.won)
            if points != last.taken:
                _fail(f"won cards count {points}, the result says {last.taken}")
    totals = state.opening
    for row, r in zip(state.sheet, state.results, strict=True):
        totals = (totals[0] + r.gains[0], totals[1] + r.gains[1])
        if row.totals != totals:
            _fail(f"sheet line {row.number} shows {row.totals}, the hands add to {totals}")
    if totals != state.totals:
        _fail("the running totals are not the sum of the hands")


def _check_views(state: ShelemState) -> None:
    if state.phase == "over":
        return
    for seat in range(state.players):
        view = state.view(seat)
        for other in range(state.players):
            if other != seat and not isinstance(view.hands[other], int):
                _fail(f"seat {seat} can see seat {other}'s cards")
        if any(h.startswith("deck-") and h != "deck-?" for h in view.history):
            _fail("a seat's view shows the shuffled deck")
        if seat != state.hakem:
            if view.fact("widow") not in ("?", ""):
                _fail(f"seat {seat} can see the widow")
            if view.fact("discard") not in ("?", ""):
                _fail(f"seat {seat} can see the hakem's put-down cards")
        for (_full, _public, owner), seen in zip(state.log, view.history, strict=True):
            if seen.startswith("discard-") and seen != "discard-?" and owner != seat:
                _fail(f"seat {seat}'s history shows another seat's put-down cards")
        if state.players == 2 and not state.piles_face_up:
            for s in range(2):
                tops = view.fact(f"piles{s}")
                if tops and any(x not in ("?", "-") for x in tops.split(",")):
                    _fail("a face-down pile top is visible")


def check(state: ShelemState) -> None:
    """Cards conserved, hand sizes, a legal auction, well-formed tricks, 165 points, views."""
    if state.deck:
        _check_cards(state)
        _check_sizes(state)
    _check_auction(state)
    _check_tricks(state)
    _check_results(state)
    _check_views(state)
