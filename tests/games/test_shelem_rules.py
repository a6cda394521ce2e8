"""Shelem, rule by rule: at least one test per rule id of ``shelem.catalogue.RULES``.

Tests are named ``test_<rule slug>`` or ``test_<rule slug>__<what it checks>`` (see
``tests/test_rule_coverage.py``). Deals are set up with ``deck_for_deal`` and played through the
public state machine. Seats are in play order; four players: seats 0 and 2 are team 0.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from pasur.cards import STANDARD_DECK, Card, cards
from pasur.cards import parse_card as C
from pasur.engines.bidding import Bid
from pasur.errors import IllegalMoveError, OptionsError
from pasur.games.shelem import (
    PRESETS,
    SPEC,
    DealerDraw,
    ShelemOptions,
    ShelemState,
    Shuffle,
    deck_for_deal,
    new_match,
    points_of,
    score_hand,
    score_sheet,
    team_of,
    update_match,
)
from pasur.protocol import CHANCE

# --- helpers ---------------------------------------------------------------------------------


def run(state: ShelemState, moves: str) -> ShelemState:
    for text in moves.split():
        state = state.apply(SPEC.parse_move(state, text))
    return state


def rule(state: ShelemState, text: str) -> str | None:
    v = state.violation(SPEC.parse_move(state, text))
    return None if v is None else v.rule_id


def dealt(
    hands: list[str] | None = None,
    *,
    dealer: int = 0,
    widow: str = "",
    deck: tuple[Card, ...] | None = None,
    **options: object,
) -> ShelemState:
    """A new match dealt by *dealer* with the given hands (seat by seat), waiting for bids."""
    opts = ShelemOptions(**options)  # type: ignore[arg-type]
    state = new_match(opts).apply(DealerDraw(dealer))
    if deck is None:
        parts = [cards(h) if h else () for h in (hands or [""] * opts.n_players)]
        deck = deck_for_deal(parts, dealer, widow=cards(widow) if widow else ())
    return state.apply(Shuffle(deck))


# Dealer 0; seat 1 bids first. Seat 1 gets the hearts and spades, seat 2 two hearts, eight
# spades and two clubs, seat 3 two hearts and ten diamonds, seat 0 the clubs and 4D.
HANDS = [
    "QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C 4D",
    "AH KH QH JH TH 9H 8H AS KS QS JS TS",
    "7H 6H 9S 8S 7S 6S 5S 4S 3S 2S AC KC",
    "5H 4H AD KD QD JD TD 9D 8D 7D 6D 5D",
]
WIDOW = "3H 2H 3D 2D"


def hakem_one(**options: object) -> ShelemState:
    """Seat 1 bids 100 and the others pass: seat 1 is hakem and holds the widow."""
    return run(dealt(HANDS, widow=WIDOW, **options), "bid-100 pass pass pass")


def playing(**options: object) -> ShelemState:
    """Seat 1, hakem, has put the widow's cards straight back down; he is to lead."""
    return run(hakem_one(**options), "discard-2D3D2H3H")


def finish(state: ShelemState) -> ShelemState:
    """Play on with the baseline player until the hand (or match) is over."""
    rng = random.Random(0)
    start = len(state.results)
    while not state.is_terminal() and len(state.results) == start:
        if state.to_move == CHANCE:
            move = SPEC.sample_chance(state, rng)
        else:
            move = SPEC.baseline_policy(state.view(state.to_move), state.legal_moves(), rng)
        state = state.apply(move)
    return state


def options_of(name: str, **changes: object) -> ShelemOptions:
    return dataclasses.replace(PRESETS[name], **changes)  # type: ignore[arg-type]


# --- deal ------------------------------------------------------------------------------------


def test_shelem_deck() -> None:
    state = new_match().apply(DealerDraw(0))
    v = state.violation(Shuffle(STANDARD_DECK[:51]))
    assert v is not None and v.rule_id == "shelem/deck"
    assert state.violation(Shuffle(STANDARD_DECK[:51] + STANDARD_DECK[:1])) is not None
    assert state.violation(Shuffle(STANDARD_DECK)) is None


def test_shelem_seating() -> None:
    assert [team_of(s, 4) for s in range(4)] == [0, 1, 0, 1]
    assert [team_of(s, 2) for s in range(2)] == [0, 1]
    state = run(playing(), "AH")
    assert state.to_move == 2  # play goes to the right: seat 1, then seat 2


def test_shelem_first_dealer() -> None:
    state = new_match()
    assert state.phase == "dealer" and state.to_move == CHANCE
    assert rule(state, "dealer-4") == "shelem/first-dealer"
    after = run(state, "dealer-2")
    assert (after.dealer, after.first_dealer, after.phase) == (2, 2, "shuffle")
    move = SPEC.sample_chance(state, random.Random(1))
    assert isinstance(move, DealerDraw) and 0 <= move.seat < 4


def test_shelem_dealer_rotation() -> None:
    state = finish(playing())
    assert state.phase == "shuffle" and state.dealer == 1
    state = dealt(dealer=3)
    state = run(state, "pass pass pass pass")  # thrown in: the same dealer deals again
    assert (state.phase, state.dealer, state.redeals) == ("shuffle", 3, 1)
    two = finish(run(dealt(dealer=1, players="2"), "bid-100 pass"))
    assert two.dealer == 0


def test_shelem_deal() -> None:
    deck = STANDARD_DECK
    state = dealt(dealer=2, deck=deck)
    assert state.hand(3) == deck[0:12]  # the dealer's right
    assert state.hand(0) == deck[12:24]  # opposite
    assert state.hand(1) == deck[24:36]  # left
    assert state.widow == deck[36:40]
    assert state.hand(2) == deck[40:52] and deck[-1] in state.hand(2)


def test_shelem_bid_turn() -> None:
    state = dealt(dealer=0)
    assert (state.phase, state.to_move, state.first_bidder) == ("bid", 1, 1)
    state = run(state, "bid-100")
    assert state.to_move == 2


def test_shelem_bid_minimum() -> None:
    state = dealt()
    assert rule(state, "bid-95") == "shelem/bid-minimum"
    assert Bid(100) in state.legal_moves() and Bid(95) not in state.legal_moves()


def test_shelem_bid_step() -> None:
    state = dealt()
    assert rule(state, "bid-103") == "shelem/bid-step"
    state = run(state, "bid-115")
    assert rule(state, "bid-125") is None  # a jump


def test_shelem_bid_higher() -> None:
    state = run(dealt(), "bid-110")
    assert rule(state, "bid-110") == "shelem/bid-higher"
    assert rule(state, "bid-105") == "shelem/bid-higher"


def test_shelem_bid_cap() -> None:
    state = dealt()
    assert rule(state, "bid-170") == "shelem/bid-cap"
    after = run(state, "bid-165")
    assert (after.phase, after.hakem, after.bid) == ("discard", 1, 165)
    low = dealt(bid_cap=130)
    assert rule(low, "bid-135") == "shelem/bid-cap"
    assert run(low, "bid-130").phase == "discard"
    with pytest.raises(OptionsError):
        ShelemOptions(bid_cap=132)


def test_shelem_pass_is_final() -> None:
    state = run(dealt(), "bid-100 pass bid-105")
    assert state.to_move == 0
    state = run(state, "bid-110")
    assert state.to_move == 1  # seat 2 passed and is skipped
    state = run(state, "bid-115")
    assert state.to_move == 3


def test_shelem_auction_end() -> None:
    # Seed 000's example, round 1: A (seat 0) deals, B bids first; A becomes hakem with 135.
    state = run(dealt(dealer=0), "bid-110 bid-115 pass bid-125 bid-130 pass bid-135 pass")
    assert (state.phase, state.hakem, state.bid, state.to_move) == ("discard", 0, 135, 0)
    with pytest.raises(IllegalMoveError, match="shelem/sequence"):
        run(state, "pass")


def test_shelem_auction_end__seed_example_rounds() -> None:
    """Seed 000's four rounds of bidding (l.122-126), each hand played on by the baseline."""
    rounds = [
        (0, "bid-110 bid-115 pass bid-125 bid-130 pass bid-135 pass", 0, 135),
        (1, "pass bid-125 pass pass", 3, 125),
        (2, "bid-100 bid-120 bid-125 pass bid-130 bid-135 bid-140 pass bid-150 pass", 0, 150),
        (3, "bid-130 pass pass bid-135 pass", 3, 135),
    ]
    state = new_match().apply(DealerDraw(0))
    rng = random.Random(3)
    for dealer, calls, hakem, bid in rounds:
        assert state.dealer == dealer
        state = run(state.apply(SPEC.sample_chance(state, rng)), calls)
        assert (state.hakem, state.bid) == (hakem, bid)
        state = finish(state)
    assert state.dealer == 0 and state.sheet[-1].line_after
    assert [r.line_after for r in state.sheet] == [False, False, False, True]


def test_shelem_all_pass() -> None:
    state = run(dealt(), "pass pass pass pass")
    assert state.phase == "shuffle" and state.hakem is None
    forced = dealt(all_pass="first_forced")
    assert rule(forced, "pass") == "shelem/all-pass"
    assert rule(run(forced, "bid-100"), "pass") is None


def test_shelem_declared_shelem() -> None:
    assert rule(dealt(), "shelem") == "shelem/declared-shelem"
    state = run(dealt(declared_shelem=True), "bid-150 shelem")
    assert (state.phase, state.hakem, state.declared) == ("discard", 2, True)
    o = ShelemOptions(declared_shelem=True)
    made = score_hand(hakem_team=0, bid=150, taken=165, options=o, declared=True)
    failed = score_hand(hakem_team=0, bid=150, taken=160, options=o, declared=True)
    assert (made.kind, made.gains) == ("declared_made", (330, 0))
    assert (failed.kind, failed.gains) == ("declared_failed", (-330, 5))
    with pytest.raises(OptionsError):
        score_hand(hakem_team=0, bid=150, taken=165, options=ShelemOptions(), declared=True)


def test_shelem_widow() -> None:
    state = hakem_one()
    assert len(state.hand(1)) == 16 and set(cards(WIDOW)) <= set(state.hand(1))
    assert state.view(1).fact("widow") == "3H 2H 3D 2D"
    assert state.view(0).fact("widow") == "?" and state.view(None).fact("widow") != "?"


def test_shelem_discard() -> None:
    state = hakem_one()
    assert rule(state, "discard-2D3D2H") == "shelem/discard"
    assert rule(state, "discard-2D3D2H4C") == "shelem/discard"  # 4C is seat 0's
    assert rule(state, "discard-AHASTHTS") is None  # points may be put down
    after = run(state, "discard-3D2D3H2H")
    assert len(after.hand(1)) == 12 and after.phase == "play" and after.to_move == 1
    assert after.view(0).history[-1] == "discard-?"
    assert after.view(1).history[-1] == "discard-2D3D2H3H"
    assert len(state.legal_moves()) == 1820


def test_shelem_discard_owner() -> None:
    state = run(hakem_one(), "discard-AHASTHTS")
    assert state.won[1] == sum(1 << c.index for c in cards("AH AS TH TS"))
    assert points_of(cards("AH AS TH TS")) == 45
    end = finish(state)
    assert end.results[-1].taken[1] >= 45
    last = finish(run(hakem_one(discard_owner="last_trick"), "discard-AHASTHTS"))
    winner = last.trick_log[-1].winner
    owner = team_of(winner, 4)
    assert last.won[owner] & (1 << C("AH").index)


def test_shelem_trump_by_lead() -> None:
    state = playing()
    assert state.trump is None
    assert run(state, "AS").trump == 3  # any suit may be led: it becomes trump
    assert run(state, "AH").trump == 2


def test_shelem_play_order() -> None:
    state = run(playing(), "AH 6H 4H 4D")
    assert state.trick_log[-1].winner == 1 and state.to_move == 1  # the winner leads
    assert state.trick_log[-1].seats == (1, 2, 3, 0)


def test_shelem_own_card() -> None:
    assert rule(playing(), "AC") == "shelem/own-card"


def test_shelem_follow_suit() -> None:
    state = run(playing(), "AH")
    assert rule(state, "9S") == "shelem/follow-suit"
    assert {str(m) for m in state.legal_moves()} == {"6H", "7H"}


def test_shelem_void_play() -> None:
    state = run(playing(), "AH 6H 4H 4D AS 2S")
    assert rule(state, "5D") is None  # seat 3 has no spade: any card
    strict = run(playing(void_rule="must_trump"), "AH 6H 4H 4D AS 2S")
    assert rule(strict, "5D") == "shelem/void-play"
    assert [str(m) for m in strict.legal_moves()] == ["5H"]
    after = run(strict, "5H")
    assert rule(after, "2C") is None  # seat 0 has neither spades nor hearts


def test_shelem_trick_winner() -> None:
    state = run(playing(), "AH 6H 4H 4D AS 2S 5H 2C")
    t = state.trick_log[-1]
    assert (t.winner, t.winning_card, t.reason.value) == (3, C("5H"), "trump")


def test_shelem_card_points() -> None:
    assert points_of(STANDARD_DECK) == 165
    assert points_of(cards("5S TS AS 2C")) == 30
    with pytest.raises(ValueError):
        points_of(cards("AS"))
    end = finish(playing())
    r = end.results[-1]
    assert sum(r.taken) == 165
    assert tuple(points_of([c for c in STANDARD_DECK if m >> c.index & 1]) for m in end.won) == (
        r.taken
    )


def test_shelem_made() -> None:
    o = ShelemOptions()
    r = score_hand(hakem_team=1, bid=125, taken=150, options=o)
    assert (r.kind, r.gains, r.rule_id) == ("made", (15, 150), "shelem/made")
    by_bid = score_hand(hakem_team=1, bid=125, taken=150, options=ShelemOptions(made_score="bid"))
    assert by_bid.gains == (15, 125)
    assert score_hand(hakem_team=0, bid=135, taken=135, options=o).gains == (135, 30)


def test_shelem_failed() -> None:
    r = score_hand(hakem_team=0, bid=135, taken=130, options=ShelemOptions())
    assert (r.kind, r.gains) == ("failed", (-135, 35))
    r = score_hand(hakem_team=0, bid=120, taken=85, options=ShelemOptions())
    assert (r.kind, r.gains) == ("failed", (-120, 80))


# §1.4's oracle for a bid of 120: taken -> the hakem side's gain under each profile.
ORACLE = {
    "seed_000": {5: -165, 80: -165, 85: -120, 115: -120, 120: 120, 160: 160, 165: 330},
    "seed_002": {5: -165, 80: -165, 85: -120, 115: -120, 120: 120, 160: 120, 165: 330},
    "double_negative": {5: -240, 80: -240, 85: -120, 115: -120, 120: 120, 160: 160, 165: 330},
    "no_yasa": {5: -120, 80: -120, 85: -120, 115: -120, 120: 120, 160: 160, 165: 165},
}


@pytest.mark.parametrize("profile", sorted(ORACLE))
def test_shelem_yasa(profile: str) -> None:
    o = PRESETS[profile]
    for taken, gain in ORACLE[profile].items():
        r = score_hand(hakem_team=0, bid=120, taken=taken, options=o)
        assert r.gains[0] == gain, (profile, taken)
        other = -165 if profile == "no_yasa" and taken == 165 else 165 - taken
        assert r.gains[1] == other
        if taken <= 80:
            assert r.kind == ("failed" if profile == "no_yasa" else "yasa")


def test_shelem_shelem() -> None:
    want = {
        "330": (330, 0),
        "165": (165, 0),
        "bid_plus_165": (315, 0),
        "double_bid": (300, 0),
        "165_and_minus_165": (165, -165),
    }
    for style, gains in want.items():
        r = score_hand(
            hakem_team=0, bid=150, taken=165, options=ShelemOptions(undeclared_shelem=style)
        )
        assert (r.kind, r.gains, r.rule_id) == ("shelem", gains, "shelem/shelem")
    with pytest.raises(OptionsError):
        score_hand(hakem_team=0, bid=150, taken=170, options=ShelemOptions())


def test_shelem_target() -> None:
    o = ShelemOptions()
    r = score_hand(hakem_team=0, bid=100, taken=120, options=o)
    assert update_match((1075, 300), r, o).winner is None
    assert update_match((1080, 300), r, o).winner == 0
    assert ShelemOptions(target=660).target == 660
    with pytest.raises(OptionsError):
        ShelemOptions(target=1201)


def test_shelem_target_mode() -> None:
    o = ShelemOptions(target=330, target_mode="reach_or_lead")
    r = score_hand(hakem_team=1, bid=100, taken=150, options=o)  # gains (15, 150)
    update = update_match((-200, 100), r, o)
    assert (update.winner, update.rule_id) == (1, "shelem/target-mode")
    assert update_match((-200, 100), r, ShelemOptions(target=330)).winner is None


def test_shelem_both_reach() -> None:
    r = score_hand(hakem_team=1, bid=100, taken=100, options=ShelemOptions())  # (65, 100)
    assert update_match((1150, 1110), r, ShelemOptions()).winner == 0
    assert update_match((1145, 1110), r, ShelemOptions()).winner is None  # 1210 all: play on
    hakem_side = ShelemOptions(both_reach="hakem_side")
    assert update_match((1150, 1110), r, hakem_side).winner == 1


# Seed 000's worked example (l.121-126): (dealer, hakem, bid, the hakem side's points).
EXAMPLE = [(0, 0, 135, 130), (1, 3, 125, 150), (2, 0, 150, 165), (3, 3, 135, 135)]


def test_shelem_score_sheet() -> None:
    rows = score_sheet(EXAMPLE, ShelemOptions())
    # Each hand's entries are the seed's own: -135 / +35, +15 / +150, +330 / 0, +30 / +135.
    assert [r.gains for r in rows] == [(-135, 35), (15, 150), (330, 0), (30, 135)]
    assert [r.middle for r in rows] == ["135", "125", "150", "135"]
    assert [r.line_after for r in rows] == [False, False, False, True]
    # Running totals. The seed prints -135/35, -120/185, 195/185, 225/320: in round 3 it adds
    # 330 to -135 instead of to -120 (its own round-2 total), so its last two A&C totals are 15
    # short. The sheet carries the totals correctly.
    assert [r.totals for r in rows] == [(-135, 35), (-120, 185), (210, 185), (240, 320)]
    seed_printed = [(-135, 35), (-120, 185), (195, 185), (225, 320)]
    assert [r.totals[1] for r in rows] == [t[1] for t in seed_printed]
    assert [r.totals[0] - t[0] for r, t in zip(rows, seed_printed, strict=True)] == [0, 0, 15, 15]


SHEETS = {
    "seed_000": [(-135, 35), (-120, 185), (210, 185), (240, 320)],
    "seed_002": [(-135, 35), (-120, 160), (210, 160), (240, 295)],
    "double_negative": [(-135, 35), (-120, 185), (210, 185), (240, 320)],
    "no_yasa": [(-135, 35), (-120, 185), (45, 20), (75, 155)],
    "undeclared_165": [(-135, 35), (-120, 185), (45, 185), (75, 320)],
    "undeclared_bid_plus_165": [(-135, 35), (-120, 185), (195, 185), (225, 320)],
    "undeclared_double_bid": [(-135, 35), (-120, 185), (180, 185), (210, 320)],
}


@pytest.mark.parametrize("profile", sorted(SHEETS))
def test_shelem_score_sheet__seed_example_under_each_profile(profile: str) -> None:
    if profile.startswith("undeclared_"):
        options = ShelemOptions(undeclared_shelem=profile.removeprefix("undeclared_"))
    else:
        options = PRESETS[profile]
    rows = score_sheet(EXAMPLE, options)
    assert [r.totals for r in rows] == SHEETS[profile]


def test_shelem_score_sheet__kept_by_the_engine() -> None:
    state = finish(finish(playing()))
    assert len(state.sheet) == 2
    assert state.sheet[-1].totals == state.totals
    assert [r.dealer for r in state.sheet] == [0, 1]
    two = score_sheet([(0, 1, 100, 120), (1, 0, 100, 120)], ShelemOptions(players="2"))
    assert [r.line_after for r in two] == [False, True] and two[-1].totals == (120 + 45, 45 + 120)


def test_shelem_sequence() -> None:
    assert rule(dealt(), "AH") == "shelem/sequence"
    assert rule(hakem_one(), "bid-105") == "shelem/sequence"
    assert rule(playing(), "discard-AHKHQHJH") == "shelem/sequence"
    assert new_match().legal_moves() == ()


def test_shelem_match_end() -> None:
    end = finish(playing(scope="hand"))
    assert end.is_terminal() and end.winner is None and end.legal_moves() == ()
    assert rule(end, "AS") == "shelem/match-end"
    state = run(playing(target=5), "AH 6H 4H 4D")
    end = finish(state)
    assert end.is_terminal() and end.winner is not None and end.games in ((1, 0), (0, 1))


# --- two players -----------------------------------------------------------------------------


def two_player(**options: object) -> ShelemState:
    """Dealer 0, the deck in canonical order: seat 1 holds 2C-KC; seat 1 bids 100, seat 0
    passes, and seat 1 puts the widow (7S 8S 9S TS) straight back down."""
    state = dealt(dealer=0, deck=STANDARD_DECK, players="2", **options)
    return run(state, "bid-100 pass discard-7S8S9STS")


def test_shelem_two_player() -> None:
    state = dealt(dealer=0, players="2")
    assert state.to_move == 1  # the non-dealer bids first
    state = run(state, "bid-100 bid-105")
    assert state.phase == "bid"
    state = run(state, "pass")  # one pass ends it
    assert (state.phase, state.hakem, state.bid) == ("discard", 0, 105)
    assert state.view(1).hands[0] == 16


def test_shelem_two_player_deal() -> None:
    d = STANDARD_DECK
    state = dealt(dealer=0, deck=d, players="2")
    assert state.hand(1) == d[0:12] and state.hand(0) == d[12:24]
    assert state.piles[1] == (d[24:28], d[32:36], d[40:44])
    assert state.piles[0] == (d[28:32], d[36:40], d[48:52])
    assert state.widow == d[44:48]
    assert state.pile_tops(1) == cards("KD 8H 3S")


def test_shelem_two_player_round() -> None:
    state = two_player()
    assert state.trick_seats == (1, 0, 1, 0)
    state = run(state, "KC")
    assert rule(state, "2D") == "shelem/follow-suit"  # seat 0 must follow clubs from hand
    state = run(state, "AC 3S 4H")
    t = state.trick_log[-1]
    assert (t.winner, t.winning_card, t.from_pile) == (0, C("AC"), (False, False, True, True))
    assert state.to_move == 0 and not state.pile_turn  # the winner leads from his hand


def test_shelem_two_player_piles() -> None:
    state = run(two_player(), "KC")
    assert state.view(0).fact("piles1") == "?,?,?"  # face down until both hand cards are out
    state = run(state, "AC")
    assert state.view(0).fact("piles1") == "KD,8H,3S" and state.pile_turn
    assert rule(state, "QC") == "shelem/two-player-piles"  # a hand card, not a pile top
    assert rule(state, "AD") == "shelem/two-player-piles"  # under KD, not a top
    state = run(state, "3S 4H 2D 2C")
    assert state.pile_tops(1) == cards("KD 8H 4S")  # 4S was turned up at once
    assert rule(state, "JS") is None  # seat 0 leads; no ♦ on its piles: any top
    state = run(state, "JS")
    assert rule(state, "8H") == "shelem/two-player-piles"  # must follow ♦ with KD
    assert [str(m) for m in state.legal_moves()] == ["KD"]
    state = run(state, "KD")
    assert state.trick_log[-1].winner == 1  # 2C, a trump from hand, beats KD and JS
    end = finish(state)
    assert sum(end.results[-1].taken) == 165 and all(not p for s in end.piles for p in s)
