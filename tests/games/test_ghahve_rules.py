"""Ghahve, rule by rule: at least one test per rule id of ``ghahve.catalogue.RULES``.

Every test is named ``test_<rule slug>`` or ``test_<rule slug>__<what it checks>`` (``ghahve/
joker-order`` -> ``test_ghahve_joker_order__...``); ``tests/test_rule_coverage.py`` checks that
no rule is left without one. Deals are set up with ``deck_for_hands`` (through
:mod:`pasur.testing.ghahve`) and played through the public state machine. Seats are numbered
in play order; seats 0 and 2 are team 0. Most tests let seat 3 deal, so seat 0 bids first and
leads the first trick.
"""

from __future__ import annotations

import dataclasses
import itertools
import random
from collections.abc import Sequence
from typing import Any

import pytest

from pasur.cards import AnyCard, Card, Suit, encode_deck
from pasur.cards import parse_any_card as C
from pasur.engines.tricks import WinReason, trick_winner_with_top
from pasur.errors import IllegalMoveError, NotationError, OptionsError
from pasur.games.ghahve import (
    BLACK_JOKER,
    DECK,
    MIN_BID,
    PRESETS,
    RED_JOKER,
    RULES,
    SPEC,
    GhahveOptions,
    GhahveState,
    deck_for_hands,
    estimate_tricks,
    moves,
    new_match,
    next_dealer,
    score_hand,
    team_of,
    team_points,
    update_game,
)
from pasur.options import parse_options
from pasur.protocol import CHANCE, TableView
from pasur.records import Record, replay
from pasur.testing import random_playthrough
from pasur.testing.ghahve import bid, dealt, play, ready

# --- helpers ---------------------------------------------------------------------------------


def hand_of(text: str) -> list[AnyCard]:
    return [C(t) for t in text.split()]


def suit(letter: str) -> str:
    """The Ghahve cards of one suit: ``suit("H")`` -> ``"3H 4H ... AH"`` (no 2♦ or 2♥)."""
    low = "3" if letter in "DH" else "2"
    ranks = "23456789TJQKA"
    return " ".join(r + letter for r in ranks[ranks.index(low) :])


# Seat 0: the black joker and every heart; seat 1: the coloured joker and every diamond;
# seat 2: every club; seat 3: every spade.
SPLIT = (
    "BJ " + suit("H"),
    "RJ " + suit("D"),
    suit("C"),
    suit("S"),
)
# Mixed hands for follow-suit and the joker rules (seats 2 and 3 get the rest).
MIXED = (
    "AH KH 5H 3C 4C AS 9S 7D 8D 9D TD JD BJ",
    "QH 6H 7H 2C 5C 2S 3S 4S QD KD AD 3D RJ",
)


def first_legal(state: GhahveState, *, avoid: frozenset[AnyCard] = frozenset()) -> GhahveState:
    """Play the first legal card that is not in *avoid* (or the first legal card)."""
    legal = [m for m in state.legal_moves() if isinstance(m, moves.Play)]
    choice = next((m for m in legal if m.card not in avoid), legal[0])
    return state.apply(choice)


def finish(state: GhahveState) -> GhahveState:
    """Play the hand out with the first legal card each time."""
    while state.phase == "play":
        state = first_legal(state)
    return state


def refusal(state: GhahveState, move: Any) -> str:
    problem = state.violation(move)
    assert problem is not None, f"{move} was allowed"
    with pytest.raises(IllegalMoveError):
        state.apply(move)
    return problem.rule_id


def legal_cards(state: GhahveState) -> set[AnyCard]:
    return {m.card for m in state.legal_moves() if isinstance(m, moves.Play)}


def test_ghahve_sequence__every_rule_is_bilingual_and_sourced() -> None:
    assert len({r.id for r in RULES}) == len(RULES)
    for r in RULES:
        assert r.id.startswith("ghahve/")
        assert r.title_en and r.title_fa and r.text_en and r.text_fa and r.sources
        assert all(s.seed == "000" and 97 <= s.first <= s.last <= 144 for s in r.sources)
        for name in r.options:
            assert name in {f.name for f in dataclasses.fields(GhahveOptions)}


# --- the deck --------------------------------------------------------------------------------


def test_ghahve_deck__52_cards_two_jokers_instead_of_the_red_twos() -> None:
    assert len(DECK) == len(set(DECK)) == 52
    assert BLACK_JOKER in DECK and RED_JOKER in DECK
    assert C("2D") not in DECK and C("2H") not in DECK
    assert C("2S") in DECK and C("2C") in DECK
    assert sum(1 for c in DECK if isinstance(c, Card) and c.suit == Suit.SPADES) == 13


def test_ghahve_deck__a_red_two_or_a_missing_joker_is_refused() -> None:
    state = new_match().apply(moves.FirstDealer(0))
    bad = tuple(C("2D") if c is BLACK_JOKER else c for c in DECK)
    problem = state.violation(moves.Shuffle(bad))
    assert problem is not None and problem.rule_id == "ghahve/deck"
    assert "2♦" in problem.detail
    assert state.violation(moves.Shuffle(DECK[:51])) is not None
    playing = ready(SPLIT)
    assert refusal(playing, moves.Play(C("2H"))) == "ghahve/deck"


def test_ghahve_deck__token_over_the_ghahve_deck_round_trips() -> None:
    state = new_match().apply(moves.FirstDealer(0))
    deck = SPEC.sample_chance(state, random.Random(5))
    assert isinstance(deck, moves.Shuffle)
    text = SPEC.format_move(state, deck)
    assert text.startswith("deck-") and len(text) == 5 + 39
    assert SPEC.parse_move(state, text) == deck
    assert encode_deck(deck.deck) == text[5:]
    # Written out card by card, with the jokers as BJ and RJ.
    spelled = "deck-" + "".join(c.code for c in deck.deck)
    assert SPEC.parse_move(state, spelled) == deck


def test_ghahve_deck__each_player_gets_13_cards() -> None:
    state = dealt(SPLIT)
    assert [len(state.hand(s)) for s in range(4)] == [13, 13, 13, 13]


# --- seating, the dealer and the deal --------------------------------------------------------


def test_ghahve_seating__partners_sit_opposite() -> None:
    assert [team_of(s) for s in range(4)] == [0, 1, 0, 1]


def test_ghahve_seating__play_goes_to_the_right_and_partners_share_tricks() -> None:
    state = ready(SPLIT)
    seen = []
    for code in ("AH", "3D", "2C", "2S"):
        seen.append(state.to_move)
        state = play(state, code)
    assert seen == [0, 1, 2, 3]
    assert state.tricks == (0, 1)  # seat 3's 2♠ won: a trick for seats 1 and 3


def test_ghahve_first_dealer__by_lot_before_anything_else() -> None:
    state = new_match()
    assert (state.phase, state.to_move, state.legal_moves()) == ("first_dealer", CHANCE, ())
    move = SPEC.sample_chance(state, random.Random(1))
    assert isinstance(move, moves.FirstDealer) and 0 <= move.seat <= 3
    after = state.apply(moves.FirstDealer(2))
    assert (after.dealer, after.phase) == (2, "shuffle")
    problem = state.violation(moves.FirstDealer(4))
    assert problem is not None and problem.rule_id == "ghahve/first-dealer"
    assert str(moves.FirstDealer(2)) == "dealer-2"
    assert SPEC.parse_move(state, "dealer-2") == moves.FirstDealer(2)


def test_ghahve_first_dealer__no_hakem_and_no_trump_to_name() -> None:
    state = dealt(SPLIT)
    assert state.phase == "bid"
    assert all(isinstance(m, moves.Bid) for m in state.legal_moves())
    assert state.view(None).fact("contract") == "S"


def test_ghahve_deal_packets__five_four_four_from_the_dealers_right() -> None:
    state = new_match().apply(moves.FirstDealer(1))
    deck = DECK  # canonical order, so the packets are easy to read
    after = state.apply(moves.Shuffle(deck))
    # Seat 2 (the dealer's right) gets the first packet, the dealer (seat 1) the last.
    assert after.dealt[2] == (*deck[0:5], *deck[20:24], *deck[36:40])
    assert after.dealt[3][:5] == deck[5:10]
    assert after.dealt[1] == (*deck[15:20], *deck[32:36], *deck[48:52])
    assert after.hand(2) == after.dealt[2]


def test_ghahve_deal_packets__deck_for_hands_deals_exactly_the_hands() -> None:
    hands = [hand_of(h) for h in SPLIT]
    for dealer in range(4):
        state = (
            new_match()
            .apply(moves.FirstDealer(dealer))
            .apply(moves.Shuffle(deck_for_hands(hands, dealer)))
        )
        assert [list(state.dealt[s]) for s in range(4)] == hands


# --- trump -----------------------------------------------------------------------------------


def test_ghahve_spades_trump__the_two_of_spades_beats_the_led_ace() -> None:
    state = play(ready(SPLIT), "AH 3D 2C 2S")
    t = state.trick_log[-1]
    assert (t.winner, t.reason) == (3, WinReason.TRUMP)


def test_ghahve_spades_trump__the_highest_spade_wins_spades_led() -> None:
    hands = ("AS 2S 3C 4C 5C 6C 7C 8C 9C TC JC QC KC", "3S", "4S", "KS")
    state = play(ready(hands), "2S 3S 4S KS")
    assert state.trick_log[-1].winner == 3


# --- bidding ---------------------------------------------------------------------------------


def test_ghahve_bidding_order__from_the_dealers_right_dealer_last() -> None:
    state = dealt(SPLIT, dealer=1)
    order = []
    for b in (2, 3, 4, 5):
        order.append(state.to_move)
        state = state.apply(moves.Bid(b))
    assert order == [2, 3, 0, 1]
    assert state.bids == (4, 5, 2, 3)
    assert state.phase == "play"


def test_ghahve_bidding_order__every_bid_is_public() -> None:
    state = bid(dealt(SPLIT), 3, 4)
    view = state.view(2)
    assert view.fact("bids") == "3,4,,"
    assert view.history[-2:] == ("bid-3", "bid-4")


def test_ghahve_bid_minimum__two_tricks() -> None:
    state = dealt(SPLIT)
    assert MIN_BID == 2
    for n in (0, 1):
        assert refusal(state, moves.Bid(n)) == "ghahve/bid-minimum"
    assert state.violation(moves.Bid(2)) is None
    assert min(m.tricks for m in state.legal_moves() if isinstance(m, moves.Bid)) == 2


def test_ghahve_bid_maximum__thirteen_by_default() -> None:
    state = dealt(SPLIT)
    assert state.violation(moves.Bid(13)) is None
    assert refusal(state, moves.Bid(14)) == "ghahve/bid-maximum"
    # The bids may add up to more than the thirteen tricks of a hand.
    assert bid(state, 13, 13, 13, 13).phase == "play"


def test_ghahve_bid_maximum__a_table_limit() -> None:
    state = dealt(SPLIT, max_bid=5)
    assert refusal(state, moves.Bid(6)) == "ghahve/bid-maximum"
    assert [m.tricks for m in state.legal_moves() if isinstance(m, moves.Bid)] == [2, 3, 4, 5]
    with pytest.raises(OptionsError):
        GhahveOptions(max_bid=1)


def test_ghahve_team_bid__sum_of_the_partners_bids() -> None:
    state = bid(dealt(SPLIT), 3, 2, 4, 5)
    assert state.team_bids() == (7, 7)
    events = SPEC.events(bid(dealt(SPLIT), 3, 2, 4), moves.Bid(5), state)
    team = next(e for e in events if e.rule_id == "ghahve/team-bid")
    assert (team.param("team0"), team.param("team1")) == ("7", "7")


def test_ghahve_team_bid__the_team_not_each_player_must_make_it() -> None:
    # Seat 0 bid 2 and took nothing; his partner took every trick for the team.
    r = score_hand(bids=(2, 2, 5, 2), tricks=(13, 0))
    assert r.team_bids == (7, 4) and r.made == (True, False)
    assert r.points == (70 + 6, -40)


# --- play ------------------------------------------------------------------------------------


def test_ghahve_first_lead__the_dealers_right() -> None:
    for dealer in range(4):
        state = bid(dealt(SPLIT, dealer=dealer), 2, 2, 2, 2)
        assert state.to_move == state.leader == (dealer + 1) % 4


def test_ghahve_first_lead__a_spade_may_be_led_at_once() -> None:
    hands = ("AS " + suit("C")[3:],)
    state = ready(hands)
    assert state.violation(moves.Play(C("AS"))) is None


def test_ghahve_play_order__the_trick_winner_leads_next() -> None:
    state = play(ready(SPLIT), "AH 3D 2C 2S")
    assert state.to_move == state.leader == 3


def test_ghahve_play_order__nobody_plays_out_of_turn() -> None:
    state = ready(SPLIT)
    assert refusal(state, moves.Play(C("3D"))) == "ghahve/own-card"  # seat 1's card, seat 0's turn


def test_ghahve_play_order__all_thirteen_tricks_are_played() -> None:
    state = ready(SPLIT, bids=(2, 2, 2, 2))
    for number in range(1, 13):
        for _ in range(4):
            state = first_legal(state)
        assert state.phase == "play", f"the hand stopped after {number} tricks"
    state = finish(state)
    assert len(state.trick_log) == 13 and sum(state.results[-1].tricks) == 13


def test_ghahve_own_card__only_a_card_you_hold() -> None:
    state = ready(SPLIT)
    assert refusal(state, moves.Play(C("AS"))) == "ghahve/own-card"
    state = play(state, "AH 3D 2C 2S")
    assert state.to_move == 3
    assert refusal(state, moves.Play(C("AH"))) == "ghahve/own-card"  # already played


def test_ghahve_follow_suit__must_play_the_led_suit() -> None:
    state = play(ready(MIXED), "AH")
    problem = state.violation(moves.Play(C("2C")))
    assert problem is not None and problem.rule_id == "ghahve/follow-suit"
    assert dict(problem.params)["led"] == "H" and "QH" in dict(problem.params)["held"]
    assert legal_cards(state) == {C("QH"), C("6H"), C("7H")}  # RJ waits for the black joker


def test_ghahve_follow_suit__a_void_player_may_play_anything() -> None:
    state = play(ready(SPLIT), "AH")
    assert legal_cards(state) == set(hand_of(suit("D")))  # seat 1: no hearts; RJ must wait
    state = play(state, "AD")
    assert legal_cards(state) == set(hand_of(suit("C")))


def test_ghahve_jokers_anytime__seed_example_joker_on_the_ace_of_hearts() -> None:
    # Seed 000, line 143: the ace of hearts is led; we hold hearts and still win with a joker.
    hands = ("AH " + suit("C")[3:], "BJ KH QH JH 2S 3S 4S 5S 6S 7S 8S 9S TS")
    state = play(ready(hands), "AH")
    assert state.violation(moves.Play(BLACK_JOKER)) is None
    state = play(state, "BJ")
    state = finish_trick(state)
    assert state.trick_log[-1].winner == 1
    assert state.trick_log[-1].reason == WinReason.TOP_CARD


def finish_trick(state: GhahveState) -> GhahveState:
    number = len(state.trick_log)
    while len(state.trick_log) == number:
        state = first_legal(state)
    return state


def test_ghahve_jokers_anytime__the_black_joker_may_lead() -> None:
    state = ready(SPLIT)
    assert BLACK_JOKER in legal_cards(state)


def test_ghahve_joker_rank__coloured_over_black_over_the_ace_of_spades() -> None:
    a_s, k_h = C("AS").index, C("KH").index
    top = (BLACK_JOKER.index, RED_JOKER.index)
    assert trick_winner_with_top([k_h, a_s, 52, 53], 3, 2, top)[0] == 3
    assert trick_winner_with_top([53, a_s, 52, k_h], 3, None, top)[0] == 0
    assert trick_winner_with_top([k_h, 52, a_s], 3, 2, top) == (1, WinReason.TOP_CARD)


def test_ghahve_joker_rank__the_black_joker_beats_the_ace_of_spades_in_play() -> None:
    hands = (
        "KH 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC",
        "BJ " + suit("D"),
        "AS AC 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS",
    )
    state = play(ready(hands), "KH BJ AS")
    state = finish_trick(state)
    assert state.trick_log[-1].winner == 1


def test_ghahve_joker_order__coloured_joker_refused_before_the_black_one() -> None:
    state = play(ready(SPLIT), "AH")
    problem = state.violation(moves.Play(RED_JOKER))
    assert problem is not None and problem.rule_id == "ghahve/joker-order"
    assert RED_JOKER not in legal_cards(state)


def test_ghahve_joker_order__coloured_joker_may_take_the_black_one_in_the_same_trick() -> None:
    state = play(ready(SPLIT), "BJ")
    assert state.violation(moves.Play(RED_JOKER)) is None
    state = play(state, "RJ 2C 2S")
    t = state.trick_log[-1]
    assert (t.winner, t.winning_card) == (1, RED_JOKER)


def test_ghahve_joker_order__free_in_later_tricks() -> None:
    state = play(ready(SPLIT), "BJ 3D 2C 2S")  # seat 0 wins with the black joker
    state = play(state, "AH")
    assert state.violation(moves.Play(RED_JOKER)) is None


def test_ghahve_black_joker_deadline__only_the_black_joker_at_the_tenth_trick() -> None:
    state = ready(SPLIT)
    keep = frozenset({BLACK_JOKER})
    while len(state.trick_log) < 9:
        state = first_legal(state, avoid=keep)
    assert BLACK_JOKER in state.hand(0) and state.trick_number == 10
    # Seat 0 leads trick 10 or follows in it: either way the black joker is his only card.
    while state.to_move != 0:
        state = first_legal(state)
    assert legal_cards(state) == {BLACK_JOKER}
    other = next(c for c in state.hand(0) if c is not BLACK_JOKER)
    problem = state.violation(moves.Play(other))
    assert problem is not None and problem.rule_id == "ghahve/black-joker-deadline"
    assert dict(problem.params)["deadline"] == "10"


def test_ghahve_black_joker_deadline__free_before_the_deadline() -> None:
    state = ready(SPLIT)
    while len(state.trick_log) < 8:
        state = first_legal(state, avoid=frozenset({BLACK_JOKER}))
    while state.to_move != 0:
        state = first_legal(state)
    assert state.trick_number == 9 and len(legal_cards(state)) > 1


def test_ghahve_black_joker_deadline__option_moves_it() -> None:
    state = ready(SPLIT, black_joker_deadline=1)
    assert legal_cards(state) == {BLACK_JOKER}
    with pytest.raises(OptionsError):
        GhahveOptions(black_joker_deadline=13)


def test_ghahve_joker_lead__free_by_default_any_card_may_follow() -> None:
    state = play(ready(MIXED), "BJ")
    assert state.led_suit is None
    assert legal_cards(state) == set(state.hand(1))  # the coloured joker too: the black is out
    state = play(state, "QD")
    assert state.led_suit is None
    assert len(legal_cards(state)) == 13


def test_ghahve_joker_lead__spades_option_calls_for_spades() -> None:
    state = play(ready(MIXED, joker_lead="spades"), "BJ")
    assert legal_cards(state) == {C("2S"), C("3S"), C("4S"), RED_JOKER}
    problem = state.violation(moves.Play(C("QD")))
    assert problem is not None and problem.rule_id == "ghahve/joker-lead"


def test_ghahve_joker_lead__next_card_option_sets_the_suit() -> None:
    state = play(ready(MIXED, joker_lead="next_card"), "BJ")
    assert len(legal_cards(state)) == 13
    state = play(state, "QH")
    assert state.led_suit == Suit.HEARTS
    held = [c for c in state.hand(2) if isinstance(c, Card) and c.suit == Suit.HEARTS]
    if held:
        assert all(isinstance(c, Card) and c.suit == Suit.HEARTS for c in legal_cards(state))


def test_ghahve_joker_lead__a_joker_wins_the_trick_it_leads() -> None:
    for lead in ("free", "spades", "next_card"):
        state = play(ready(MIXED, joker_lead=lead), "BJ")
        state = finish_trick(state)
        assert state.trick_log[-1].winning_card in (BLACK_JOKER, RED_JOKER)


def test_ghahve_trick_winner__an_off_suit_ace_never_wins() -> None:
    hands = (
        "3H 4H 5H 6H 7H 8H 9H TH JH QH KH BJ 2S",
        "RJ " + suit("D"),
        suit("C"),
        "AH 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
    )
    state = play(ready(hands), "3H AD AC AH")
    t = state.trick_log[-1]
    assert (t.winner, t.reason) == (3, WinReason.LED_SUIT)


def test_ghahve_trick_winner__events_name_the_reason() -> None:
    state = ready(SPLIT)
    before = play(state, "BJ RJ 2C")
    after = play(before, "2S")
    (trick,) = [e for e in SPEC.events(before, moves.Play(C("2S")), after) if e.kind == "trick"]
    assert (trick.param("winner"), trick.param("reason"), trick.param("jokers")) == (
        "1",
        "joker",
        "2",
    )
    assert trick.code == "ghahve/trick-coloured-over-black-joker-led"
    assert trick.text == (
        "Trick 1, led by seat 0: black joker, coloured joker, 2♣, 2♠; seat 1 wins with the "
        "coloured joker: it beats the black joker (a joker led, so there was no suit to follow)."
    )


# --- scoring ---------------------------------------------------------------------------------


def test_ghahve_made_bid__seed_example_six_bid_eight_taken_is_62() -> None:
    assert team_points(bid=6, tricks=8) == 62
    assert team_points(bid=6, tricks=6) == 60
    assert team_points(bid=4, tricks=13) == 49


@pytest.mark.parametrize(("bid", "tricks"), list(itertools.product(range(4, 27), range(14))))
def test_ghahve_made_bid__scoring_table(bid: int, tricks: int) -> None:
    points = team_points(bid=bid, tricks=tricks)
    if tricks >= bid:
        assert points == 10 * bid + tricks - bid
    else:
        assert points == -10 * bid


def test_ghahve_failed_bid__seed_example_six_bid_five_taken_is_minus_60() -> None:
    assert team_points(bid=6, tricks=5) == -60
    assert team_points(bid=6, tricks=0) == -60
    r = score_hand(bids=(3, 2, 3, 3), tricks=(5, 8))
    assert (r.made, r.points, r.rule_ids) == (
        (False, True),
        (-60, 53),
        ("ghahve/failed-bid", "ghahve/made-bid"),
    )


def test_ghahve_failed_bid__impossible_input_is_refused() -> None:
    with pytest.raises(OptionsError):
        score_hand(bids=(2, 2, 2, 2), tricks=(7, 7))
    with pytest.raises(OptionsError):
        score_hand(bids=(1, 2, 2, 2), tricks=(7, 6))
    with pytest.raises(OptionsError):
        team_points(bid=6, tricks=14)


def test_ghahve_failed_bid__in_play_the_hand_scores_both_teams() -> None:
    state = finish(ready(SPLIT, bids=(13, 2, 13, 2)))
    r = state.results[-1]
    assert r.team_bids == (26, 4) and r.points[0] == -260
    assert state.score == r.points


# --- the dealer, the target, the match ---------------------------------------------------------


@pytest.mark.parametrize(
    ("dealer", "score", "expected"),
    [
        (0, (0, 0), 0),  # level: the dealer keeps the deal
        (0, (10, 0), 1),  # his team ahead: the deal passes right
        (0, (0, 10), 0),
        (1, (0, 10), 2),
        (1, (10, 0), 1),
        (3, (-20, -10), 0),
        (2, (-60, -60), 2),
    ],
)
def test_ghahve_dealer_keeps_deal__until_his_team_is_ahead(
    dealer: int, score: tuple[int, int], expected: int
) -> None:
    assert next_dealer(dealer, score, GhahveOptions()) == expected


def test_ghahve_dealer_keeps_deal__every_hand_option() -> None:
    opts = GhahveOptions(dealer_rotation="every_hand")
    assert [next_dealer(d, (0, 50), opts) for d in range(4)] == [1, 2, 3, 0]


def test_ghahve_dealer_keeps_deal__in_a_match() -> None:
    # Seat 3 (team 1) deals; team 1 overbids and fails, so seat 3 deals again.
    state = finish(ready(SPLIT, bids=(2, 13, 2, 13)))
    assert state.score[1] < state.score[0]
    assert (state.phase, state.next_dealer) == ("shuffle", 3)
    # Now team 0 overbids and fails: team 1 is ahead, and the deal passes to seat 0.
    state = finish(bid(dealt(SPLIT, state=state), 13, 2, 13, 2))
    assert state.score[1] > state.score[0]
    assert state.next_dealer == 0
    nxt = dealt(SPLIT, state=state)
    assert (nxt.dealer, nxt.to_move) == (0, 1)


def test_ghahve_game_target__501_wins() -> None:
    r = score_hand(bids=(2, 2, 2, 2), tricks=(9, 4))
    u = update_game((450, 100), r, GhahveOptions())
    assert (u.score, u.winner, u.rule_id) == ((495, 140), None, "ghahve/game-target")
    u = update_game((460, 100), r, GhahveOptions())
    assert (u.score, u.winner) == ((505, 140), 0)
    assert PRESETS["long"].target_points == 1001
    assert update_game((460, 100), r, PRESETS["long"]).winner is None


def test_ghahve_game_target__scores_may_go_below_zero() -> None:
    r = score_hand(bids=(5, 2, 5, 2), tricks=(3, 10))
    assert update_game((20, 0), r, GhahveOptions()).score == (-80, 46)


def test_ghahve_target_tie__higher_score_wins_equal_plays_on() -> None:
    r = score_hand(bids=(2, 2, 2, 2), tricks=(7, 6))  # +43 and +42
    u = update_game((470, 480), r, GhahveOptions())
    assert (u.winner, u.rule_id) == (1, "ghahve/target-tie")
    u = update_game((471, 472), r, GhahveOptions())
    assert (u.score, u.winner, u.rule_id) == ((514, 514), None, "ghahve/target-tie")


def test_ghahve_match_end__one_hand_scope() -> None:
    state = finish(ready(SPLIT, scope="hand"))
    assert state.is_terminal() and state.to_move is None and state.legal_moves() == ()
    assert refusal(state, moves.Bid(2)) == "ghahve/match-end"


def test_ghahve_match_end__games_to_win_resets_the_score() -> None:
    state = ready(SPLIT, target_points=40, games_to_win=2)
    state = finish(state)
    assert state.games in ((1, 0), (0, 1)) and state.score == (0, 0)
    assert state.phase == "shuffle"
    assert max(state.results[-1].points) >= 40


def test_ghahve_match_end__random_matches_of_every_option() -> None:
    texts = [
        "target_points:101,games_to_win:2",
        "target_points:101,joker_lead:next_card,black_joker_deadline:1",
        "target_points:101,joker_lead:spades,black_joker_deadline:12,max_bid:4",
        "target_points:101,dealer_rotation:every_hand,games_to_win:3",
    ]
    for text in texts:
        options = parse_options(GhahveOptions, text)
        for seed in range(2):
            record, final = random_playthrough(
                SPEC, options, random.Random(f"{text}/{seed}"), policy=_low_bids
            )
            assert final.is_terminal() and max(final.games) == options.games_to_win
            assert replay(record)[-1] == final


def _low_bids(view: TableView, legal: Sequence[Any], rng: random.Random) -> Any:
    """Random cards, the lowest bid: a random player whose matches end."""
    bids = [m for m in legal if isinstance(m, moves.Bid)]
    if bids:
        return min(bids, key=lambda m: m.tricks)
    return legal[int(rng.random() * len(legal))]


# --- the order of a hand -----------------------------------------------------------------------


def test_ghahve_sequence__moves_out_of_place_are_refused() -> None:
    assert refusal(new_match(), moves.Bid(3)) == "ghahve/sequence"
    state = dealt(SPLIT)
    assert refusal(state, moves.Play(C("AH"))) == "ghahve/sequence"
    assert refusal(state, moves.Shuffle(DECK)) == "ghahve/sequence"
    playing = ready(SPLIT)
    assert refusal(playing, moves.Bid(3)) == "ghahve/sequence"


def test_ghahve_sequence__move_texts() -> None:
    state = ready(SPLIT)
    assert [
        str(m)
        for m in (moves.Bid(3), moves.Play(BLACK_JOKER), moves.Play(RED_JOKER), moves.Play(C("AH")))
    ] == [
        "bid-3",
        "BJ",
        "RJ",
        "AH",
    ]
    assert SPEC.parse_move(state, "ژوکر رنگی") == moves.Play(RED_JOKER)
    assert SPEC.parse_move(state, "آس دل") == moves.Play(C("AH"))
    assert SPEC.parse_move(state, "bid-۳") == moves.Bid(3)
    with pytest.raises(NotationError):
        SPEC.parse_move(state, "bid-x")
    with pytest.raises(NotationError):
        SPEC.parse_move(state, "dealer-12")


def test_ghahve_sequence__random_one_hand_playthroughs() -> None:
    for preset in PRESETS:
        for seed in range(4):
            options = dataclasses.replace(PRESETS[preset], scope="hand")
            record, final = random_playthrough(SPEC, options, random.Random(f"{preset}/{seed}"))
            assert final.is_terminal() and len(final.trick_log) == 13
            assert Record.from_token(record.to_token()) == record


def test_ghahve_sequence__views_hide_the_other_hands() -> None:
    state = ready(SPLIT)
    view = state.view(1)
    assert view.hands[1] == state.hand(1)
    assert [view.hands[s] for s in (0, 2, 3)] == [13, 13, 13]
    assert view.history[1] == "deck-?"
    assert (
        state.view(None).history[1].startswith("deck-") and state.view(None).history[1] != "deck-?"
    )
    assert isinstance(finish(ready(SPLIT, scope="hand")).view(1).hands[0], tuple)


# --- the baseline player -----------------------------------------------------------------------


def test_ghahve_bidding_order__baseline_bids_its_estimate() -> None:
    strong = tuple(hand_of("BJ RJ AS KS QS JS TS AH KH AD KD AC KC"))
    weak = tuple(hand_of("3H 4H 5H 6H 3D 4D 5D 6D 2C 3C 4C 5C 6C"))
    assert estimate_tricks(strong) > 10 and estimate_tricks(weak) == 0
    state = dealt(("3H 4H 5H 6H 3D 4D 5D 6D 2C 3C 4C 5C 6C",))
    move = SPEC.baseline_policy(state.view(0), state.legal_moves(), random.Random(0))
    assert move == moves.Bid(2)


def test_ghahve_trick_winner__baseline_keeps_jokers_and_wins_cheaply() -> None:
    state = ready(MIXED)
    lead = SPEC.baseline_policy(state.view(0), state.legal_moves(), random.Random(0))
    assert isinstance(lead.card, Card)  # keeps the black joker for later
    state = play(state, "AH")
    follow = SPEC.baseline_policy(state.view(1), state.legal_moves(), random.Random(0))
    assert follow == moves.Play(C("6H"))  # cannot beat the ace: the lowest heart


def test_ghahve_team_bid__summary_counts() -> None:
    state = finish(ready(SPLIT, bids=(3, 2, 3, 2), scope="hand"))
    s = SPEC.summary(state)
    assert s["hands"] == 1 and s["tricks_played"] == 13
    assert (s["bid_team0"], s["bid_team1"]) == (6, 4)
    assert s["tricks_team0"] + s["tricks_team1"] == 13
    assert s["made"] + s["failed"] == 2
