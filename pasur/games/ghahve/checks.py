"""Ghahve's invariants, checked by :func:`pasur.testing.random_playthrough` at every position."""

from __future__ import annotations

from pasur.engines.tricks import trick_winner_with_top
from pasur.games.ghahve.moves import BJ, BY_INDEX, DECK, RJ
from pasur.games.ghahve.options import MIN_BID
from pasur.games.ghahve.scoring import TRICKS_PER_HAND, team_of, team_points, update_game
from pasur.games.ghahve.state import TOP, TRUMP, GhahveState, led_suit_of


def _fail(message: str) -> None:
    raise AssertionError(f"ghahve invariant: {message}")


def check(state: GhahveState) -> None:
    """Cards conserved, 13 tricks a hand, the jokers' rules kept, bids legal, scores consistent,
    the dealer on the side that is not ahead, views hiding other hands."""
    opts = state.options
    if state.phase in ("bid", "play") or (state.phase in ("shuffle", "over") and state.deck):
        _check_cards(state)
    # Bids: made in order from the dealer's right, each within the limits.
    if state.phase in ("bid", "play") and state.first_seat is not None:
        made = 4 if state.phase == "play" else ((state.to_move or 0) - state.first_seat) % 4
        for k in range(4):
            seat = (state.first_seat + k) % 4
            bid = state.bids[seat]
            if (bid is not None) != (k < made):
                _fail(f"seat {seat}'s bid is {bid} with {made} bid(s) made so far")
            if bid is not None and not MIN_BID <= bid <= opts.max_bid:
                _fail(f"seat {seat} bid {bid}")
    # Tricks: four cards, the right winner, the winner leads next, the jokers' rules kept.
    leader = state.first_seat
    counts = [0, 0]
    black_out_at: int | None = None
    for t in state.trick_log:
        if len(t.cards) != 4:
            _fail(f"trick {t.number} has {len(t.cards)} cards")
        if t.leader != leader:
            _fail(f"trick {t.number} led by seat {t.leader}, expected seat {leader}")
        idx = [c.index for c in t.cards]
        led = led_suit_of(idx, opts.joker_lead)
        pos, _ = trick_winner_with_top(idx, TRUMP, led, TOP)
        if (t.leader + pos) % 4 != t.winner:
            _fail(f"trick {t.number} given to the wrong seat")
        if BJ in idx:
            black_out_at = t.number
        if RJ in idx and (black_out_at is None or (BJ in idx and idx.index(RJ) < idx.index(BJ))):
            _fail(f"trick {t.number}: the coloured joker came before the black joker")
        counts[team_of(t.winner)] += 1
        leader = t.winner
    deadline = opts.black_joker_deadline
    if len(state.trick_log) >= deadline and (black_out_at is None or black_out_at > deadline):
        _fail("the black joker was not played by its deadline")
    if state.phase == "play":
        if tuple(counts) != state.tricks:
            _fail(f"trick counts {state.tricks} do not match the tricks won {counts}")
        if len(state.trick_log) >= TRICKS_PER_HAND:
            _fail("a fourteenth trick is being played")
    # Hands and the score: every result follows from its bids and tricks; the score adds up.
    score = state.opening_score
    games = list(state.opening_games)
    for r in state.results:
        if sum(r.tricks) != TRICKS_PER_HAND:
            _fail(f"a hand ended after {sum(r.tricks)} tricks")
        for team in (0, 1):
            if r.points[team] != team_points(bid=r.team_bids[team], tricks=r.tricks[team]):
                _fail(f"team {team} scored {r.points[team]} for {r.tricks} on {r.team_bids}")
            if r.team_bids[team] != r.bids[team] + r.bids[team + 2]:
                _fail("a team's bid is not the sum of its partners' bids")
        update = update_game(score, r, opts)
        score = update.score
        if update.winner is not None:
            games[update.winner] += 1
            if max(games) < opts.games_to_win:
                score = (0, 0)
    if score != state.score or tuple(games) != state.games:
        _fail(f"score {state.score} / games {state.games} do not add up ({score}, {games})")
    # The dealer keeps the deal until his team is ahead, so his team is never ahead.
    if state.phase in ("bid", "play") and opts.dealer_rotation == "until_ahead":
        assert state.dealer is not None
        team = team_of(state.dealer)
        if state.score[team] > state.score[1 - team]:
            _fail(f"seat {state.dealer} deals although his team leads {state.score}")
    # Views: no seat sees another seat's cards before the end.
    if state.phase != "over":
        for seat in range(4):
            view = state.view(seat)
            for other in range(4):
                if other != seat and not isinstance(view.hands[other], int):
                    _fail(f"seat {seat} can see seat {other}'s cards")
            if any(h != "deck-?" and h.startswith("deck-") for h in view.history):
                _fail("a seat's view shows the shuffled deck")


def _check_cards(state: GhahveState) -> None:
    deck = state.deck
    if len(deck) != 52 or set(deck) != set(DECK):
        _fail("the deck is not the 52 Ghahve cards")
    dealt = [c for d in state.dealt for c in d]
    if len(dealt) != 52 or set(dealt) != set(DECK):
        _fail("the cards dealt are not the deck")
    if any(len(d) != 13 for d in state.dealt):
        _fail("a player was not dealt 13 cards")
    played = [c for t in state.trick_log for c in t.cards]
    current = [BY_INDEX[i] for i in state.trick]
    held = [c for s in range(4) for c in state.hand(s)]
    everything = played + current + held
    if len(everything) != 52 or set(everything) != set(DECK):
        _fail("cards in hands, tricks and the trick in progress are not the 52 cards")
    for s in range(4):
        if state.hands[s] != sum(1 << c.index for c in state.hand(s)):
            _fail(f"seat {s}: hand mask and dealt cards disagree")
    if state.phase == "play":
        in_trick = {(state.leader + i) % 4 for i in range(len(state.trick))}
        for s in range(4):
            want = 13 - len(state.trick_log) - (1 if s in in_trick else 0)
            if len(state.hand(s)) != want:
                _fail(f"seat {s} holds {len(state.hand(s))} cards, not {want}")
