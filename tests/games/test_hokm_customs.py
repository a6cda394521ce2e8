"""Hokm's table customs, rule by rule: trump by the partner's cards (seed 000 l.66-72, 001 l.97,
002 l.17, 004 l.82-83), the dealer's peek (002 l.16, 000 l.63, 004 l.51/66), conceding (004
l.56, 87-89) and misdeals (000 l.75-78, 002 l.53).

Tests are named after the rule they check (see ``tests/test_rule_coverage.py``). Seat 0 is the
hakem throughout, so seat 2 is his partner and seat 3 (on his left) deals.
"""

from __future__ import annotations

from functools import partial

import pytest

from pasur.cards import cards as cs
from pasur.cards import parse_card as C
from pasur.errors import IllegalMoveError
from pasur.games.hokm import (
    SPEC,
    HokmOptions,
    HokmState,
    deck_for_hands,
    misdeal_ruling,
    moves,
    new_match,
)
from pasur.protocol import CHANCE
from pasur.testing.kit import step


def at_trump(partner: str = "", **options: object) -> HokmState:
    """Seat 0 is hakem; the partner (seat 2) is dealt *partner* first (in deal order)."""
    opts = HokmOptions(first_hakem="random", scope="hand", cut="off", **options)  # type: ignore[arg-type]
    hands = [(), (), cs(partner), ()]
    deck = deck_for_hands(hands, 0)
    state = new_match(opts).apply(moves.SeatDraw(0)).apply(moves.Shuffle(deck))
    assert state.phase == "trump"
    return state


events = partial(step, SPEC)  # (state, move) -> (the next state, the events of that step)


# --- trump by the partner's cards --------------------------------------------------------


def test_hokm_partner_middle_card():
    state = at_trump("AS KS 9D 4C 5C", partner_middle_card=True)
    assert moves.TrumpCustom("middle") in state.legal_moves()
    state, ev = events(state, moves.TrumpCustom("middle"))
    assert state.contract == "D" and state.phase == "play"
    assert state.shown == (C("9D"),)  # shown to everyone
    assert all(state.view(s).fact("shown") == "9D" for s in range(4))
    assert ev[0].rule_id == "hokm/partner-middle-card"


def test_hokm_partner_middle_card__off_is_refused():
    state = at_trump("AS KS 9D 4C 5C")
    with pytest.raises(IllegalMoveError, match="hokm/partner-middle-card"):
        state.apply(moves.TrumpCustom("middle"))


def test_hokm_middle_two_naras():
    opts = {"partner_middle_card": True, "middle_two_naras": True, "special_modes": True}
    state = at_trump("AS KS 2H 4C 5C", **opts).apply(moves.TrumpCustom("middle"))
    assert state.contract == "naras" and state.reveal is not None
    assert state.reveal.rule_id == "hokm/middle-two-naras"
    # Without the option, a middle 2 is just its suit.
    plain = at_trump("AS KS 2H 4C 5C", partner_middle_card=True).apply(moves.TrumpCustom("middle"))
    assert plain.contract == "H"


def test_hokm_red_top():
    # Seed 000's example (l.67): K♥ 6♥ A♦ 3♠ 3♣ -> diamonds, the ace being the top red card.
    state = at_trump("KH 6H AD 3S 3C", red_top=True)
    state, ev = events(state, moves.TrumpCustom("red"))
    assert state.contract == "D"
    assert state.shown == cs("KH 6H AD 3S 3C")
    assert ev[0].rule_id == "hokm/red-top"


def test_hokm_red_top__a_tie_turns_up_the_second_packet():
    state = at_trump("AH AD 3S 3C 4S 9S QH 2C 5D", red_top=True).apply(moves.TrumpCustom("red"))
    assert state.contract == "H"  # packet two: Q♥ over 5♦
    assert len(state.shown) == 9


def test_hokm_red_top__no_red_then_all_black_packets():
    # First packet all black, second all black, third has 7♦.
    black = "2S 3S 4S 5S 6S 2C 3C 4C 5C"
    state = at_trump(black + " 7D 8C 9C TC", red_top=True).apply(moves.TrumpCustom("red"))
    assert state.contract == "D" and len(state.shown) == 13


def test_hokm_red_top__nothing_decides_so_the_hakem_chooses():
    black = "2S 3S 4S 5S 6S 2C 3C 4C 5C 7S 8C 9C TC"
    state, ev = events(at_trump(black, red_top=True), moves.TrumpCustom("red"))
    assert state.phase == "trump" and state.to_move == 0 and state.contract == ""
    assert ev[0].param("why") == "no-red"
    assert all(isinstance(m, moves.NameTrump) for m in state.legal_moves())
    with pytest.raises(IllegalMoveError, match="hokm/red-top"):
        state.apply(moves.TrumpCustom("red"))
    assert state.apply(moves.NameTrump("S")).contract == "S"


def test_hokm_either_or():
    state = at_trump("AS KS 4C 5C 6S 9H 2D", either_or=True)
    state = state.apply(moves.TrumpCustom("either", "DH"))
    assert state.contract == "H"  # 9♥ shows before 2♦
    assert state.shown == cs("AS KS 4C 5C 6S 9H")


def test_hokm_either_or__none_in_thirteen():
    clubs_spades = "2S 3S 4S 5S 6S 2C 3C 4C 5C 7S 8C 9C TC"
    state = at_trump(clubs_spades, either_or=True).apply(moves.TrumpCustom("either", "DH"))
    assert state.phase == "trump" and len(state.shown) == 13
    assert state.apply(moves.NameTrump("D")).contract == "D"


def test_hokm_either_or__two_different_suits():
    state = at_trump(either_or=True)
    with pytest.raises(Exception, match="two suits"):
        SPEC.parse_move(state, "trump-either-HH")


# --- the dealer's peek ----------------------------------------------------------------------


def test_hokm_dealer_peek():
    partner_of_dealer = "AS KS QS JS TS"  # seat 1 is the partner of the dealer, seat 3
    opts = HokmOptions(first_hakem="random", scope="hand", cut="off", dealer_peek="partner_first5")
    deck = deck_for_hands([(), cs(partner_of_dealer), (), ()], 0)
    state = new_match(opts).apply(moves.SeatDraw(0)).apply(moves.Shuffle(deck))
    assert state.dealer == 3
    assert state.view(3).fact("peek") == "AS KS QS JS TS"
    assert all(state.view(s).fact("peek") == "" for s in (0, 1, 2))


def test_hokm_dealer_peek__a_later_packet_of_his_choice():
    opts = HokmOptions(
        first_hakem="random", scope="hand", cut="off", dealer_peek="partner_later_packet"
    )
    hand = cs("2S 3S 4S 5S 6S 7H 8H 9H TH JC QC KC AC")
    deck = deck_for_hands([(), hand, (), ()], 0)
    state = (
        new_match(opts)
        .apply(moves.SeatDraw(0))
        .apply(moves.Shuffle(deck))
        .apply(moves.NameTrump("S"))
    )
    assert (state.phase, state.to_move) == ("peek", 3)
    with pytest.raises(IllegalMoveError, match="hokm/dealer-peek"):
        state.apply(moves.Peek(1))
    state, ev = events(state, moves.Peek(3))
    assert state.view(3).fact("peek") == "JC QC KC AC"
    assert ev[0].rule_id == "hokm/dealer-peek" and state.phase == "play"


def test_hokm_dealer_peek__last_four():
    opts = HokmOptions(first_hakem="random", scope="hand", cut="off", dealer_peek="partner_last4")
    hand = cs("2S 3S 4S 5S 6S 7H 8H 9H TH JC QC KC AC")
    deck = deck_for_hands([(), hand, (), ()], 0)
    state = new_match(opts).apply(moves.SeatDraw(0)).apply(moves.Shuffle(deck))
    assert state.view(3).fact("peek") == ""  # not dealt yet
    state = state.apply(moves.NameTrump("S"))
    assert state.view(3).fact("peek") == "JC QC KC AC"


# --- conceding -------------------------------------------------------------------------------


def test_hokm_concession():
    state = at_trump(concession="before_play").apply(moves.NameTrump("H"))
    assert (state.phase, state.to_move) == ("concede", 1)  # the defenders speak
    partner = state.hand(3)
    state, _ev = events(state, moves.Concede(True))
    r = state.results[-1]
    assert (r.kind, r.winner, r.points, r.rule_id) == ("conceded", 0, 1, "hokm/concession")
    assert set(partner) <= set(state.shown)  # the conceding player's partner shows his cards
    assert state.score == (1, 0)


def test_hokm_concession__playing_on():
    state = at_trump(concession="before_play", hakem_side_may_concede=True).apply(
        moves.NameTrump("H")
    )
    state = state.apply(moves.Concede(False))
    assert (state.phase, state.to_move) == ("concede", 0)  # now the hakem's side is asked
    state = state.apply(moves.Concede(False))
    assert state.phase == "play" and state.to_move == 0


def test_hokm_concession__only_after_a_trick():
    state = at_trump(concession="after_own_first_trick").apply(moves.NameTrump("H"))
    assert state.phase == "play"
    state = state.apply(state.legal_moves()[0])  # the hakem leads
    assert moves.Concede(True) not in state.legal_moves()
    with pytest.raises(IllegalMoveError, match="only once it has taken a trick"):
        state.apply(moves.Concede(True))
    # Play tricks until the defenders have taken one, then they may concede on their turn.
    while state.tricks[1] == 0 and state.phase == "play":
        state = state.apply(next(m for m in state.legal_moves() if isinstance(m, moves.Play)))
    if state.phase == "play":
        while state.to_move is not None and state.to_move % 2 == 0:
            assert moves.Concede(True) not in state.legal_moves()  # the hakem's side may not
            state = state.apply(next(m for m in state.legal_moves() if isinstance(m, moves.Play)))
        assert moves.Concede(True) in state.legal_moves()
        state = state.apply(moves.Concede(True))
        assert state.results[-1].kind == "conceded"


def test_hokm_concession__off_is_refused():
    state = at_trump().apply(moves.NameTrump("H"))
    with pytest.raises(IllegalMoveError, match="hokm/concession"):
        state.apply(moves.Concede(True))


# --- misdeals -----------------------------------------------------------------------------


def misdealt(policy: str, extra: int, short: int, count: int = 1) -> HokmState:
    opts = HokmOptions(first_hakem="random", scope="hand", cut="off", misdeal_policy=policy)
    deck = deck_for_hands([cs("2S 3S 4S 5S 6S 7S"), (), (), ()], 0)
    state = new_match(opts).apply(moves.SeatDraw(0)).apply(moves.Misdeal(extra, short, count, deck))
    return state.apply(moves.NameTrump("S"))


def test_hokm_misdeal():
    state = misdealt("always_redeal", 0, 1)
    assert state.phase == "shuffle" and state.redeals == 0  # dealt again, not a throw-in


def test_hokm_misdeal__seed_000_hakem_with_fourteen():
    state = misdealt("s0a_hakem_choice", 0, 1)
    assert (state.phase, state.to_move) == ("misdeal", 0)
    assert len(state.hand(0)) == 14 and len(state.hand(1)) == 12
    legal = state.legal_moves()
    assert moves.Redeal() in legal and moves.Give(C("2S")) in legal
    state = state.apply(moves.Give(C("2S")))
    assert [len(state.hand(s)) for s in range(4)] == [13] * 4
    assert C("2S") in state.hand(1) and C("2S") not in state.shown  # handed over face down
    assert state.phase == "play"


def test_hokm_misdeal__seed_000_dealer_with_fourteen():
    state = misdealt("s0a_hakem_choice", 3, 1)
    assert (state.phase, state.to_move) == ("misdeal", 0)
    assert set(state.legal_moves()) == {moves.Redeal(), moves.BlindDraw()}
    state = state.apply(moves.BlindDraw())
    assert state.to_move == CHANCE and state.phase == "misdeal_draw"
    card = state.hand(3)[0]
    state = state.apply(moves.BlindDraw(card))
    assert card in state.hand(1) and [len(state.hand(s)) for s in range(4)] == [13] * 4
    assert state.view(0).history[-1] == "blind-?"


def test_hokm_misdeal__seed_002_hakem_side_passes_face_up_keeping_the_suit():
    state = misdealt("s2_rules", 2, 1)
    assert (state.phase, state.to_move) == ("misdeal", 2)  # the partner holds 14
    hand = state.hand(2)
    singles = [c for c in hand if sum(1 for d in hand if d.suit == c.suit) == 1]
    for c in singles:
        with pytest.raises(IllegalMoveError, match="keep one of the suit"):
            state.apply(moves.Give(c))
    ok = next(c for c in hand if c not in singles)
    state = state.apply(moves.Give(ok))
    assert ok in state.shown and ok in state.hand(1)


def test_hokm_misdeal__seed_002_more_than_one_card():
    state = misdealt("s2_rules", 1, 2, count=2)
    assert state.phase == "shuffle"
    assert misdeal_ruling(HokmOptions(misdeal_policy="s2_rules"), 0, 1, 2).why == "several-cards"


def test_hokm_misdeal__four_player_only():
    opts = HokmOptions(first_hakem="random", players=3)
    state = new_match(opts).apply(moves.SeatDraw(0))
    deck = tuple(opts.deck)
    with pytest.raises(IllegalMoveError, match="hokm/misdeal"):
        state.apply(moves.Misdeal(0, 1, 1, deck))


def test_hokm_misdeal__records_round_trip():
    state = misdealt("s0a_hakem_choice", 0, 1)
    text = str(state.history[1])
    assert text.startswith("misdeal-0-1-1-")
    fresh = new_match(state.options).apply(moves.SeatDraw(0))
    assert SPEC.parse_move(fresh, text) == state.history[1]
    assert moves.Cut(0) not in state.legal_moves()


@pytest.mark.parametrize("policy", ["always_redeal", "s0a_hakem_choice", "s2_rules"])
def test_hokm_misdeal__every_case_plays_out_with_the_invariants(policy):
    """Every misdeal (any extra and short seat, one or two cards) under each policy, its remedies
    chosen at random, then the hand played out: the invariants hold at every position."""
    import itertools
    import random

    rng = random.Random(policy)
    for extra, short in itertools.permutations(range(4), 2):
        for count in (1, 2):
            state = misdealt(policy, extra, short, count)
            while not state.is_terminal() and state.phase != "shuffle":
                SPEC.invariants(state)
                if state.to_move == CHANCE:
                    state = state.apply(SPEC.sample_chance(state, rng))
                else:
                    state = state.apply(rng.choice(state.legal_moves()))
            assert state.misdeal is None


def test_hokm_concession__the_scorer_checks_the_table():
    from pasur.errors import OptionsError
    from pasur.games.hokm import score_hand

    before = HokmOptions(concession="before_play")
    assert score_hand(hakem=0, tricks=(0, 0), options=before, conceded_by=1).points == 1
    with pytest.raises(OptionsError, match="hakem's team may not concede"):
        score_hand(hakem=0, tricks=(0, 0), options=before, conceded_by=0)
    with pytest.raises(OptionsError, match="before the first card"):
        score_hand(hakem=0, tricks=(2, 1), options=before, conceded_by=1)
    after = HokmOptions(concession="after_own_first_trick")
    with pytest.raises(OptionsError, match="taken a trick"):
        score_hand(hakem=0, tricks=(3, 0), options=after, conceded_by=1)
    with pytest.raises(OptionsError, match="Conceding is off"):
        score_hand(hakem=0, tricks=(3, 1), options=HokmOptions(), conceded_by=1)
