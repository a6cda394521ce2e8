"""Pasur (Chahar Barg), rule by rule: at least one test per rule id of ``pasur.catalogue.RULES``.

Every test is named ``test_<rule slug>`` or ``test_<rule slug>__<what it checks>`` (``pasur/
sur-cap`` -> ``test_pasur_sur_cap__...``); ``tests/test_rule_coverage.py`` checks that no rule is
left without one. Positions are built by hand: a whole deal with :func:`dealt` (``FirstDealer``
then a ``Shuffle`` of a constructed deck), or a mid-round position with :func:`position`
(``dataclasses.replace`` on a fresh match, every one of the 52 cards placed, checked by the
game's invariants); both come from :mod:`pasur.testing.chahar_barg`, shared with
``tests/test_pasur_edge_cases.py``. The dealer is the last seat unless a test says otherwise, so
seat 0 plays first. Each test names the preset it assumes: ``seed`` (seed 001's rules, the
default) or ``pagat`` (the standard rules).
"""

from __future__ import annotations

import dataclasses
import itertools
import random
from collections.abc import Sequence
from typing import Any

import pytest

from pasur.cards import STANDARD_DECK, Card, Suit
from pasur.cards import cards as cs
from pasur.cards import parse_card as C
from pasur.errors import IllegalMoveError, OptionsError
from pasur.games.chahar_barg import (
    PRESETS,
    RULES,
    SPEC,
    PasurOptions,
    PasurState,
    captures,
    card_points,
    clubs_holder,
    deals_per_round,
    moves,
    new_match,
    score_round,
    side_of,
    update_match,
)
from pasur.games.chahar_barg.checks import check
from pasur.games.chahar_barg.moves import parse_move_text
from pasur.protocol import CHANCE, Event
from pasur.testing.chahar_barg import dealt, deck_for, events, play, position

# --- helpers ---------------------------------------------------------------------------------


def rule_of(state: PasurState, text: str) -> str | None:
    problem = state.violation(parse_move_text(text))
    return None if problem is None else problem.rule_id


def legal(state: PasurState) -> set[str]:
    return {str(m) for m in state.legal_moves()}


def legal_for(state: PasurState, code: str) -> set[str]:
    return {str(m) for m in state.legal_moves() if isinstance(m, moves.Play) and m.card == C(code)}


def sur_events(evs: Sequence[Event]) -> list[Event]:
    return [e for e in evs if e.kind == "sur"]


def finish(state: PasurState, rng: random.Random | None = None) -> PasurState:
    """Play on with the first legal move (or random moves) until the round is scored."""
    rounds = len(state.results)
    while len(state.results) == rounds:
        legal = state.legal_moves()
        state = state.apply(legal[0] if rng is None else rng.choice(legal))
    return state


def whole_deck_piles(*sides: str) -> tuple[tuple[Card, ...], ...]:
    """Piles for ``score_round``: the given cards per side, every other card to the last side."""
    piles = [list(cs(s)) for s in sides]
    given = {c for p in piles for c in p}
    piles[-1] += [c for c in STANDARD_DECK if c not in given]
    return tuple(tuple(p) for p in piles)


# --- the deck, the players, the deal -----------------------------------------------------


def test_pasur_deck__a_shuffle_is_one_whole_pack() -> None:
    """Seed and pagat: 52 cards, no jokers; a shuffle of 51 cards or with a repeat is refused."""
    assert len(RULES) == 38
    state = new_match().apply(moves.FirstDealer(1))
    good = deck_for(["", ""], "2C 3C 4C 5C", dealer=1)
    assert state.violation(moves.Shuffle(good)) is None
    for bad in (good[:-1], (*good[:-1], good[0])):
        problem = state.violation(moves.Shuffle(bad))
        assert problem is not None and problem.rule_id == "pasur/deck"
        with pytest.raises(IllegalMoveError, match=r"\[pasur/deck\]"):
            state.apply(moves.Shuffle(bad))


def test_pasur_deck__every_card_is_dealt_each_round() -> None:
    state = dealt(["", ""], "2C 3C 4C 5C")
    where = [*state.hands[0], *state.hands[1], *state.table, *state.stock]
    assert sorted(where, key=lambda c: c.index) == list(STANDARD_DECK)
    # The deck is written as a token, or card by card (upper or lower case), and reads back.
    deck = deck_for(["", ""], "2C 3C 4C 5C", dealer=1)
    text = "deck-" + "".join(c.code for c in deck)
    assert parse_move_text(text) == parse_move_text(text.lower()) == moves.Shuffle(deck)
    assert parse_move_text(str(moves.Shuffle(deck))) == moves.Shuffle(deck)
    # A deck that is not one is written card by card, so a record can still hold it.
    assert str(moves.Shuffle(deck[:-1])) == text[:-2]


@pytest.mark.parametrize(("players", "sides"), [(2, 2), (3, 3), (4, 2)])
def test_pasur_players(players: int, sides: int) -> None:
    """Two, three or four players; three play alone, four in two partnerships."""
    o = PasurOptions(players=players)
    assert o.teams == sides
    state = new_match(o)
    assert state.score == (0,) * sides and state.players == players
    assert state.violation(moves.FirstDealer(players - 1)) is None
    dealt_state = dealt([""] * players, "2C 3C 4C 5C", players=players)
    assert len(dealt_state.hands) == players
    assert all(len(h) == 4 for h in dealt_state.hands)
    assert len(dealt_state.stock) == 52 - 4 * players - 4


@pytest.mark.parametrize("players", [1, 5])
def test_pasur_players__other_counts_are_refused(players: int) -> None:
    with pytest.raises(OptionsError):
        PasurOptions(players=players)


def test_pasur_partnership() -> None:
    """Seed, four players: seats 0 and 2 against 1 and 3; a partner's capture and sur count for
    the team."""
    assert [side_of(s, 4) for s in range(4)] == [0, 1, 0, 1]
    assert [side_of(s, 2) for s in range(2)] == [0, 1]
    assert [side_of(s, 3) for s in range(3)] == [0, 1, 2]
    state = position(
        ["2H", "3H", "5S", "4H"],
        "6H",
        stock="",
        preset="four_players",
        dealer=1,
        to_move=2,
        no_sur_in="none",
    )
    after, evs = events(state, "5S-6H")
    assert C("5S") in after.piles[0] and C("6H") in after.piles[0]
    assert after.surs == ((10,), ())
    assert sur_events(evs)[0].param("side") == "0"
    assert after.last_taker == 2


def test_pasur_partnership__the_team_scores_together() -> None:
    """Seed, four players: a round ends with the points of both partners on one line."""
    state = position(
        ["", "", "", "9D"],
        "2H",
        preset="four_players",
        dealer=2,
        to_move=3,
        piles=("TD 2C", "AS AH"),
        rest_to=1,
        last_taker=0,
        scope="hand",
    )
    after = play(state, "9D-2H")
    result = after.results[-1]
    assert len(result.sides) == 2
    assert result.sides[0].ten_of_diamonds == 3 and result.sides[0].two_of_clubs == 2
    assert after.score == result.points


def test_pasur_first_dealer() -> None:
    """The first dealer is drawn by lot; then the deal passes to the next seat each round."""
    state = new_match()
    assert state.phase == "dealer" and state.to_move == CHANCE
    assert state.legal_moves() == ()
    for seat, rule in ((2, "pasur/first-dealer"), (-1, "pasur/first-dealer")):
        problem = state.violation(moves.FirstDealer(seat))
        assert problem is not None and problem.rule_id == rule
    problem = state.violation(moves.Play(C("AS")))
    assert problem is not None and problem.rule_id == "pasur/first-dealer"
    move = moves.FirstDealer(1)
    after = state.apply(move)
    assert (after.dealer, after.phase) == (1, "shuffle")
    (ev,) = SPEC.events(state, move, after)
    assert ev.rule_id == "pasur/first-dealer" and ev.param("dealer") == "1"
    # Seeded draws reach every seat.
    spec_draws = {SPEC.sample_chance(state, random.Random(i)) for i in range(40)}
    assert spec_draws == {moves.FirstDealer(0), moves.FirstDealer(1)}


def test_pasur_first_dealer__the_deal_passes_on() -> None:
    state = position(["2H"], "", dealer=0, to_move=0, last_taker=1)
    state = dataclasses.replace(state, hands=((C("2H"),), ()))
    after = play(state, "2H")
    assert after.phase == "shuffle" and after.dealer == 1
    again = after.apply(moves.Shuffle(deck_for(["", ""], "2C 3C 4C 5C", dealer=1)))
    assert again.to_move == 0 and again.first_player == 0


def test_pasur_deal() -> None:
    """Four cards to each player from the one after the dealer, then four face up, then the
    stock (top first)."""
    deck = deck_for(["2H 3H 4H 5H", "2D 3D 4D 5D"], "6S 7S 8S 9S", dealer=0)
    before = new_match().apply(moves.FirstDealer(0))
    move = moves.Shuffle(deck)
    after = before.apply(move)
    assert deck[:4] == cs("2D 3D 4D 5D")  # seat 1 is after the dealer
    assert after.hands == (cs("2H 3H 4H 5H"), cs("2D 3D 4D 5D"))
    assert after.table == cs("6S 7S 8S 9S")
    assert after.stock == deck[12:] and len(after.stock) == 40
    assert (after.phase, after.to_move, after.deal_no) == ("play", 1, 1)
    (ev,) = SPEC.events(before, move, after)
    assert (ev.kind, ev.rule_id) == ("deal", "pasur/deal")
    assert ev.param("deal") == "1" and ev.param("deals") == "6"
    assert ev.param("table") == "6S 7S 8S 9S" and ev.param("first") == "1"


def test_pasur_deal__nothing_before_the_shuffle() -> None:
    state = new_match().apply(moves.FirstDealer(1))
    assert state.to_move == CHANCE
    problem = state.violation(moves.Play(C("AS")))
    assert problem is not None and problem.rule_id == "pasur/deal"


@pytest.mark.parametrize(("players", "deals"), [(2, 6), (3, 4), (4, 3)])
def test_pasur_later_deals__six_four_or_three(players: int, deals: int) -> None:
    assert deals_per_round(players) == deals
    state = dealt([""] * players, "2C 3C 4C 5C", players=players)
    deal_events = 1
    rng = random.Random(players)
    while not state.results:
        legal = state.legal_moves()
        move = rng.choice(legal)
        after = state.apply(move)
        deal_events += sum(1 for e in SPEC.events(state, move, after) if e.kind == "deal")
        state = after
    assert deal_events == deals


def test_pasur_later_deals__the_table_gets_nothing() -> None:
    """When the hands are empty each player gets four more and the table nothing, even when it
    is empty (seed line 29)."""
    stock = [c for c in STANDARD_DECK if c not in cs("9D 2H 8S QC")][:40]
    stock_text = " ".join(c.code for c in stock)
    state = position(["2H", "9D"], "8S QC", stock=stock_text, dealer=0, to_move=1)
    assert state.deal_no == 1
    state = play(state, "9D")
    before_sur = state
    after, evs = events(state, "2H-9D")
    assert after.table == cs("8S QC")  # not a sur: the table keeps its cards
    assert after.deal_no == 2 and after.to_move == 1
    assert after.hands == (tuple(stock[4:8]), tuple(stock[:4]))
    (deal,) = [e for e in evs if e.kind == "deal"]
    assert deal.rule_id == "pasur/later-deals" and deal.param("deal") == "2"
    assert before_sur.stock == tuple(stock[:8]) + after.stock


def test_pasur_later_deals__an_empty_table_stays_empty() -> None:
    stock = [c for c in STANDARD_DECK if c not in cs("9D 2H")][:40]
    state = position(["2H", "9D"], "", stock=" ".join(c.code for c in stock), dealer=0, to_move=1)
    after = play(state, "9D", "2H-9D")
    assert after.table == () and after.deal_no == 2
    assert after.surs == ((5,), ())
    # The first player of the new deal must lay a card on the empty table.
    assert all(not m.taken for m in after.legal_moves() if isinstance(m, moves.Play))


def test_pasur_turn() -> None:
    """One card per turn from the player after the dealer; every deal starts from that player."""
    state = dealt(["2H 3H 4H 5H", "2D 3D 4D 5D", "2S 3S 4S 5S"], "KC KD QS QH", players=3)
    assert state.dealer == 2 and state.to_move == 0
    order: list[int | None] = []
    for _ in range(12):
        order.append(state.to_move)
        state = state.apply(state.legal_moves()[0])
    assert order == [0, 1, 2] * 4
    assert state.deal_no == 2 and state.to_move == 0


def test_pasur_turn__only_cards_are_played() -> None:
    state = dealt(["2H 3H 4H 5H"], "KC KD QS QH")
    problem = state.violation(moves.Show(C("2H")))
    assert problem is not None and problem.rule_id == "pasur/turn"
    problem = state.violation(moves.FirstDealer(0))
    assert problem is not None and problem.rule_id == "pasur/turn"


def test_pasur_hand() -> None:
    """A player plays one of his own cards and cannot pass."""
    state = dealt(["2H 3H 4H 5H", "2D 3D 4D 5D"], "KC KD QS QH")
    problem = state.violation(moves.Play(C("2D")))
    assert problem is not None and problem.rule_id == "pasur/hand"
    assert problem.code == "play/not-held"
    assert problem.params == (("card", "2D"), ("seat", "0"))
    with pytest.raises(IllegalMoveError, match=r"does not hold 2♦ \[pasur/hand\]"):
        state.apply(moves.Play(C("2D")))
    assert {m.card for m in state.legal_moves() if isinstance(m, moves.Play)} == set(
        cs("2H 3H 4H 5H")
    )


def test_pasur_hand__only_table_cards_are_taken() -> None:
    state = position(["7S"], "4H KC")
    assert rule_of(state, "7S-4D") == "pasur/hand"
    assert rule_of(state, "7S-4H-4H") == "pasur/hand"  # a card named twice


# --- capturing -------------------------------------------------------------------------------


def test_pasur_capture_eleven() -> None:
    """Seed line 19: an 8 takes a 2 and an ace (8 + 2 + 1); the card played goes to the pile."""
    state = position(["8S 9D"], "2H AD 5C KS", stock=8)
    assert legal_for(state, "8S") == {"8S-AD-2H"}
    after, evs = events(state, "8S-AD-2H")
    assert after.table == cs("5C KS")
    assert set(cs("8S AD 2H")) <= set(after.piles[0])
    assert evs[0].kind == "capture" and evs[0].rule_id == "pasur/capture-eleven"
    assert evs[0].param("taken") == "AD 2H"


def test_pasur_capture_eleven__other_sums_are_refused() -> None:
    state = position(["8S 9D"], "2H AD 5C KS", stock=8)
    problem = state.violation(parse_move_text("8S-5C"))
    assert problem is not None and problem.rule_id == "pasur/capture-eleven"
    assert ("total", "13") in problem.params
    with pytest.raises(IllegalMoveError, match=r"\[pasur/capture-eleven\]"):
        play(state, "8S-2H")


def test_pasur_ace_one() -> None:
    """An ace is 1: it takes a 10, a 10 takes it, and an ace cannot take an ace."""
    assert legal_for(position(["AC"], "TD"), "AC") == {"AC-TD"}
    assert legal_for(position(["TS"], "AD"), "TS") == {"TS-AD"}
    assert legal_for(position(["AS"], "AD"), "AS") == {"AS"}
    assert rule_of(position(["AS"], "AD"), "AS-AD") == "pasur/capture-eleven"
    # Two aces and a 9: A + A + 9 = 11.
    assert legal_for(position(["9S"], "AD AH 5C"), "9S") == {"9S-AD-AH"}


def test_pasur_face_cards() -> None:
    """Kings, queens and jacks have no number value: no number card takes them."""
    state = position(["6C"], "QS 5H", stock=8)
    assert legal_for(state, "6C") == {"6C-5H"}
    assert rule_of(state, "6C-5H-QS") == "pasur/face-cards"
    assert rule_of(state, "6C-QS") == "pasur/face-cards"
    after = play(state, "6C-5H")
    assert after.table == cs("QS") and after.surs == ((), ())
    assert rule_of(position(["TC"], "JD"), "TC-JD") == "pasur/face-cards"


def test_pasur_face_cards__never_in_a_sum() -> None:
    # 10H and AD make 11 together, but only a card that makes 11 *with* them takes them.
    state = position(["5C"], "TH AD")
    assert legal_for(state, "5C") == {"5C"}
    assert captures(C("KS"), cs("TH AD"), PasurOptions()) == []


def test_pasur_one_combination() -> None:
    """Wikipedia's example: with 4, 2 and 2 on the table a 7 takes the 4 or both 2s."""
    state = position(["7C"], "4H 2S 2D", stock=8)
    assert legal_for(state, "7C") == {"7C-4H", "7C-2D-2S"}
    problem = state.violation(parse_move_text("7C-4H-2S-2D"))
    assert problem is not None and problem.rule_id == "pasur/one-combination"
    after, evs = events(state, "7C-4H")
    assert after.table == cs("2S 2D") and evs[0].param("choices") == "2"


def test_pasur_one_combination__union_takes_every_set() -> None:
    """capture_mode:union (a house rule): the 7 takes all three, which clears the table: a sur."""
    state = position(["7C 9S"], "4H 2S 2D", stock=16, capture_mode="union")
    assert legal_for(state, "7C") == {"7C-2D-4H-2S"}
    assert rule_of(state, "7C-4H") == "pasur/one-combination"
    after = play(state, "7C-4H-2S-2D")
    assert after.table == () and after.surs == ((5,), ())


def test_pasur_one_combination__a_wrong_sum_is_not_two_sets() -> None:
    # 6 + 9 + A = 16: 9 + A is not two sets of 5, so the rule broken is the sum of 11.
    state = position(["6C"], "9H AD 5S 5H")
    assert rule_of(state, "6C-9H-AD") == "pasur/capture-eleven"
    assert rule_of(state, "6C-5S-5H") == "pasur/one-combination"


def test_pasur_must_capture() -> None:
    """Seed preset (Wikipedia's rule): hand 7S 9D, table 4H QC: the 7 takes the 4 or another
    card is played; the 7 may not be laid."""
    state = position(["7S 9D"], "4H QC")
    assert legal(state) == {"7S-4H", "9D"}
    problem = state.violation(moves.Play(C("7S")))
    assert problem is not None and problem.rule_id == "pasur/must-capture"
    with pytest.raises(IllegalMoveError, match=r"\[pasur/must-capture\]"):
        state.apply(moves.Play(C("7S")))


def test_pasur_must_capture__off() -> None:
    state = position(["7S 9D"], "4H QC", must_capture=False)
    assert legal(state) == {"7S-4H", "7S", "9D"}
    _, evs = events(state, "7S")
    assert evs[0].rule_id == "pasur/lay" and evs[0].code == "pasur/lay-declined"
    assert "without taking, as these rules allow" in evs[0].text


def test_pasur_jack_capture() -> None:
    """A jack takes every number card and jack, never a king or a queen."""
    state = position(["JH"], "5H JD QS KC", stock=8)
    assert legal_for(state, "JH") == {"JH-JD-5H"}
    after, evs = events(state, "JH-JD-5H")
    assert after.table == cs("QS KC") and after.surs == ((), ())
    assert evs[0].rule_id == "pasur/jack-capture"
    assert sur_events(evs) == []


def test_pasur_jack_capture__all_or_nothing() -> None:
    state = position(["JH"], "3S 9H QD")
    assert legal_for(state, "JH") == {"JH-9H-3S"}
    assert rule_of(state, "JH-3S") == "pasur/jack-capture"
    assert rule_of(state, "JH-3S-9H-QD") == "pasur/jack-capture"
    assert rule_of(state, "JH-QD") == "pasur/jack-capture"


def test_pasur_king_capture() -> None:
    """Table KH KC 4D, the KS: exactly two moves, one king each; one king stays."""
    state = position(["KS"], "KH KC 4D", stock=8)
    assert legal_for(state, "KS") == {"KS-KH", "KS-KC"}
    assert rule_of(state, "KS-KH-KC") == "pasur/king-capture"
    assert rule_of(state, "KS-4D") == "pasur/king-capture"
    assert rule_of(state, "KS") == "pasur/must-capture"
    after, evs = events(state, "KS-KC")
    assert after.table == cs("KH 4D") and evs[0].rule_id == "pasur/king-capture"
    assert evs[0].param("choices") == "2"


def test_pasur_queen_capture() -> None:
    state = position(["QS"], "QH QD 7C", stock=8)
    assert legal_for(state, "QS") == {"QS-QH", "QS-QD"}
    assert rule_of(state, "QS-QH-QD") == "pasur/queen-capture"
    assert rule_of(state, "QS-7C") == "pasur/queen-capture"
    after, evs = events(state, "QS-QD")
    assert after.table == cs("QH 7C") and evs[0].rule_id == "pasur/queen-capture"
    # A queen does not take a king.
    assert legal_for(position(["QS"], "KH"), "QS") == {"QS"}


def test_pasur_lay() -> None:
    """A card that takes nothing is laid face up and stays, after the cards already there."""
    state = position(["5D"], "KS 8C", stock=8)
    assert legal(state) == {"5D"}
    after, evs = events(state, "5D")
    assert after.table == cs("KS 8C 5D")
    assert (evs[0].kind, evs[0].rule_id) == ("lay", "pasur/lay")
    assert "takes nothing" in evs[0].text and evs[0].param("could") == "0"


def test_pasur_jack_lay() -> None:
    """A jack that can take nothing (empty table, or kings and queens only) may be laid, even
    by a player holding other cards."""
    for table in ("", "QS KC"):
        state = position(["JH 5D"], table, stock=8)
        assert "JH" in legal(state)
        after, evs = events(state, "JH")
        assert after.table == (*cs(table), C("JH"))
        assert evs[0].rule_id == "pasur/jack-lay"


def test_pasur_jack_lay__not_when_it_can_take() -> None:
    state = position(["JH 5D"], "5H QS")
    assert legal_for(state, "JH") == {"JH-5H"}
    problem = state.violation(moves.Play(C("JH")))
    assert problem is not None and problem.rule_id == "pasur/jack-lay"
    declining = position(["JH 5D"], "5H QS", jack_may_decline=True)
    assert legal_for(declining, "JH") == {"JH-5H", "JH"}
    # jack_may_decline is about jacks only.
    assert rule_of(position(["6D"], "5H", jack_may_decline=True), "6D") == "pasur/must-capture"


# --- surs ------------------------------------------------------------------------------------


def test_pasur_sur() -> None:
    """Seed, deal 2 of 6: 5S takes the lone 6H and clears the table: a sur."""
    state = position(["5S 2C"], "6H", stock=32)
    assert state.deal_no == 2
    after, evs = events(state, "5S-6H")
    assert after.table == () and after.surs == ((5,), ())
    (sur,) = sur_events(evs)
    assert sur.rule_id == "pasur/sur" and sur.param("value") == "5"
    assert "Sur!" in sur.text
    assert after.sur_log[-1].rule_id == "pasur/sur"


def test_pasur_sur__scored_at_the_end_of_the_round() -> None:
    state = position(["5S"], "6H", surs=((5,), ()), no_sur_in="none")
    after = play(state, "5S-6H")
    result = after.results[-1]
    assert (result.sides[0].surs, result.sides[0].sur_points) == (2, 10)
    assert result.points[0] == result.sides[0].card_points + 10


def test_pasur_sur_points() -> None:
    """A sur is worth 5 (seed and pagat alike), or whatever the table agrees."""
    for preset in ("seed", "pagat"):
        state = position(["5S"], "6H", preset=preset, stock=16)
        assert play(state, "5S-6H").surs == ((5,), ())
    state = position(["5S"], "6H", sur_points=7, stock=16)
    assert play(state, "5S-6H").surs == ((7,), ())
    result = score_round(whole_deck_piles("", ""), ((7, 5), ()), PasurOptions())
    assert result.sides[0].sur_points == 12 and result.points[0] == 12


@pytest.mark.parametrize(
    ("preset", "value", "rule"), [("seed", 10, "pasur/sur"), ("pagat", 0, "pasur/jack-sur")]
)
def test_pasur_jack_sur(preset: str, value: int, rule: str) -> None:
    """Table 3S 9H, deal 3 of 6, the JH clears it: seed 10 points, pagat no sur."""
    state = position(["JH"], "3S 9H", preset=preset, stock=24)
    assert state.deal_no == 3
    after, evs = events(state, "JH-9H-3S")
    assert after.table == ()
    (sur,) = sur_events(evs)
    assert sur.rule_id == rule and sur.param("value") == str(value)
    assert after.surs == (((value,) if value else ()), ())


def test_pasur_jack_sur__a_jack_and_a_number() -> None:
    """Table JD 4H, the JS takes both: not a lone jack, so a jack sur in the seed's rules."""
    state = position(["JS"], "JD 4H", stock=24)
    _, evs = events(state, "JS-4H-JD")
    assert sur_events(evs)[0].rule_id == "pasur/sur"
    assert sur_events(evs)[0].param("value") == "10"


@pytest.mark.parametrize(
    ("preset", "number", "jack"),
    [("four_players", 10, 10), ("pagat", 5, 0)],
)
def test_pasur_sur_four_players(preset: str, number: int, jack: int) -> None:
    """Four players: every sur 10 in the seed's reading, 5 in pagat's (and no jack sur)."""
    changes: dict[str, Any] = {} if preset == "four_players" else {"players": 4}
    stock = 16
    state = position(["5S"], "6H", preset=preset, stock=stock, dealer=3, **changes)
    assert state.players == 4 and state.deal_no == 2
    assert play(state, "5S-6H").surs == (((number,) if number else ()), ())
    state = position(["JH"], "3D", preset=preset, stock=stock, dealer=3, **changes)
    assert play(state, "JH-3D").surs == (((jack,) if jack else ()), ())


@pytest.mark.parametrize("preset", ["seed", "pagat"])
def test_pasur_lone_jack(preset: str) -> None:
    """A jack taking a lone jack is never a sur, under every preset."""
    state = position(["JC 5S"], "JD", preset=preset, stock=32)
    # No number card can take the jack.
    assert legal(state) == {"JC-JD", "5S"}
    after, evs = events(state, "JC-JD")
    assert after.table == () and after.surs == ((), ())
    (sur,) = sur_events(evs)
    assert sur.rule_id == "pasur/lone-jack" and "no sur" in sur.text


@pytest.mark.parametrize(("made", "blocked"), [(9, False), (10, True)])
def test_pasur_sur_cap(made: int, blocked: bool) -> None:
    """Seed: a side with 10 surs (over the whole match) makes no more."""
    stock = 16
    state = position(["5S"], "6H", stock=stock, match_surs=(made, 0))
    after, evs = events(state, "5S-6H")
    rule = sur_events(evs)[0].rule_id
    assert rule == ("pasur/sur-cap" if blocked else "pasur/sur")
    assert after.surs == ((() if blocked else (5,)), ())


def test_pasur_sur_cap__round_scope_and_pagat() -> None:
    stock = 16
    # Counted in the round only: ten earlier surs do not matter, ten this round do.
    state = position(["5S"], "6H", stock=stock, match_surs=(10, 0), sur_cap_scope="round")
    assert play(state, "5S-6H").surs == ((5,), ())
    state = position(
        ["5S"], "6H", stock=stock, surs=((5,) * 10, ()), sur_cap_scope="round", sur_cap=10
    )
    _, evs = events(state, "5S-6H")
    assert sur_events(evs)[0].rule_id == "pasur/sur-cap"
    # pagat has no cap.
    state = position(["5S"], "6H", preset="pagat", stock=stock, match_surs=(30, 0))
    assert play(state, "5S-6H").surs == ((5,), ())


@pytest.mark.parametrize(
    ("no_sur_in", "first_card", "last_card"),
    [("last_deal", False, False), ("last_card", True, False), ("none", True, True)],
)
def test_pasur_no_sur_last_deal(no_sur_in: str, first_card: bool, last_card: bool) -> None:
    """Deal 6 of 6: no sur at all (seed default, pagat), or only not with the round's last
    card, or no ban."""
    state = position(["5S 3C", "2H"], "6H", no_sur_in=no_sur_in)
    assert state.deal_no == 6
    after, evs = events(state, "5S-6H")
    assert (sur_events(evs)[0].rule_id == "pasur/sur") == first_card
    assert bool(after.surs[0]) == first_card
    # The round's very last card: seat 1 lays 2H, seat 0's 9C takes it.
    state = position(["9C", ""], "2H", no_sur_in=no_sur_in, to_move=0, last_taker=1)
    after, evs = events(state, "9C-2H")
    assert (sur_events(evs)[0].rule_id == "pasur/sur") == last_card
    if not last_card:
        assert sur_events(evs)[0].rule_id == "pasur/no-sur-last-deal"


@pytest.mark.parametrize(("carried", "sur"), [(59, True), (60, False)])
def test_pasur_sur_score_limit(carried: int, sur: bool) -> None:
    """Two players, no_sur_from:60 (the seed's 'more than 59'): the score at the start of the
    round decides."""
    stock = 16
    state = position(["5S"], "6H", stock=stock, score=(carried, 0), no_sur_from=60)
    _, evs = events(state, "5S-6H")
    assert sur_events(evs)[0].rule_id == ("pasur/sur" if sur else "pasur/sur-score-limit")


def test_pasur_sur_score_limit__two_players_only() -> None:
    with pytest.raises(OptionsError, match="two-player"):
        PasurOptions(players=3, no_sur_from=60)
    assert PasurOptions().no_sur_from == 0  # off unless agreed


def test_pasur_sur_cancellation() -> None:
    """Immediate: a sur made while the other side has one cancels one of theirs."""
    stock = 16
    state = position(
        ["", "5S"], "6H", stock=stock, to_move=1, surs=((5,), ()), sur_cancellation="immediate"
    )
    after, evs = events(state, "5S-6H")
    assert after.surs == ((), ())
    (sur,) = sur_events(evs)
    assert sur.rule_id == "pasur/sur-cancellation" and "cancels" in sur.text
    # With nothing to cancel it scores.
    again = dataclasses.replace(state, surs=((), ()))
    assert play(again, "5S-6H").surs == ((), (5,))


def test_pasur_sur_cancellation__net_and_off() -> None:
    piles = whole_deck_piles("", "")
    net = score_round(piles, ((5, 5), (5,)), PasurOptions(sur_cancellation="net"))
    assert [s.surs for s in net.sides] == [1, 0] and net.cancelled == (1, 1)
    off = score_round(piles, ((5, 5), (5,)), PasurOptions())
    assert [s.surs for s in off.sides] == [2, 1] and off.cancelled == (0, 0)


def test_pasur_opening_jack() -> None:
    """A single jack among the opening table cards goes back into the stock (under it) and the
    next card replaces it (pagat; the seed is silent)."""
    state = dealt(["", ""], "JS 5H 8D KC", stock="3D")
    assert state.phase == "play"
    assert state.table == cs("5H 8D KC 3D")
    assert state.stock[-1] == C("JS") and C("3D") not in state.stock
    assert len(state.stock) == 40
    check(state)


@pytest.mark.parametrize(
    ("table", "stock", "option"),
    [
        ("JS JD 5H 8D", "3D", "bury_replace"),
        ("JS 5H 8D KC", "JD", "bury_replace"),
        ("JS 5H 8D KC", "3D", "redeal"),
    ],
)
def test_pasur_opening_jack__redeal(table: str, stock: str, option: str) -> None:
    before = new_match(PasurOptions(opening_jack=option)).apply(moves.FirstDealer(1))
    move = moves.Shuffle(deck_for(["", ""], table, stock, dealer=1))
    after = before.apply(move)
    assert (after.phase, after.to_move, after.redeals, after.dealer) == ("shuffle", CHANCE, 1, 1)
    (ev,) = SPEC.events(before, move, after)
    assert (ev.kind, ev.rule_id) == ("redeal", "pasur/opening-jack")
    again = after.apply(moves.Shuffle(deck_for(["", ""], "2C 3C 4C 5C", dealer=1)))
    assert again.phase == "play" and again.redeals == 1
    # The summary of the match counts the redeal after the round is over.
    assert SPEC.summary(finish(again))["redeals"] == 1


def test_pasur_opening_jack__play_on() -> None:
    state = dealt(["", ""], "JS JD 5H 8D", opening_jack="play_on")
    assert state.phase == "play" and state.table == cs("JS JD 5H 8D")


@pytest.mark.parametrize("table", ["KS KH KD 2C", "QS QH QD 2C", "KS KH KD KC"])
def test_pasur_opening_three_faces(table: str) -> None:
    """Three kings (or queens) on the opening table: the seed plays on, pagat deals again."""
    seed = dealt(["", ""], table)
    assert seed.phase == "play" and seed.table == cs(table)
    before = new_match(PRESETS["pagat"]).apply(moves.FirstDealer(1))
    move = moves.Shuffle(deck_for(["", ""], table, dealer=1))
    after = before.apply(move)
    assert after.phase == "shuffle" and after.redeals == 1
    (ev,) = SPEC.events(before, move, after)
    assert ev.rule_id == "pasur/opening-three-faces"
    # Two kings or queens are no reason to deal again.
    assert dealt(["", ""], "KS KH QD 2C", preset="pagat").phase == "play"


def test_pasur_opening_three_faces__two_stay_stuck() -> None:
    """Seed: the fourth king takes one of three; two stay on the table to the end (no sur)."""
    state = position(["KC 5S"], "KS KH KD", stock=8)
    assert legal_for(state, "KC") == {"KC-KH", "KC-KD", "KC-KS"}
    after = play(state, "KC-KS")
    assert [c.code for c in after.table] == ["KH", "KD"]


# --- the end of the round --------------------------------------------------------------------


def test_pasur_leftovers() -> None:
    """The last card of the round is laid; the table goes to the last taker, seat 1 (not the
    last player)."""
    state = position(["3S", ""], "KD QH", dealer=0, to_move=0, last_taker=1)
    after, evs = events(state, "3S")
    (left,) = [e for e in evs if e.kind == "leftovers"]
    assert left.rule_id == "pasur/leftovers" and left.param("side") == "1"
    assert left.param("cards") == "KD QH 3S"
    assert set(cs("KD QH 3S")) <= set(after.piles[1])
    assert after.table == () and after.sur_log == ()


def test_pasur_leftovers__nobody_took_anything() -> None:
    """Only in theory: with no capture all round, the dealer's side takes the table."""
    state = position(["3S", ""], "KD QH", dealer=1, to_move=0, last_taker=None)
    after, evs = events(state, "3S")
    assert set(cs("KD QH 3S")) <= set(after.piles[1])
    assert [e.param("side") for e in evs if e.kind == "leftovers"] == ["1"]


def test_pasur_leftovers__four_players_to_the_team() -> None:
    state = position(
        ["", "", "", "3S"], "KD QH", preset="four_players", dealer=2, to_move=3, last_taker=2
    )
    after = play(state, "3S")
    assert set(cs("KD QH 3S")) <= set(after.piles[0])


def test_pasur_clubs() -> None:
    """Two sides: the one with 7 or more of the 13 clubs scores 7."""
    seven = "2C 3C 4C 5C 6C 7C 8C"
    result = score_round(whole_deck_piles(seven, ""), ((), ()), PasurOptions())
    assert result.clubs_side == 0 and result.sides[0].clubs == 7
    assert result.sides[0].clubs_points == 7 and result.sides[1].clubs_points == 0
    result = score_round(whole_deck_piles("2C 3C 4C 5C 6C 7C", ""), ((), ()), PasurOptions())
    assert result.clubs_side == 1 and result.sides[1].clubs == 7
    assert clubs_holder((7, 6), PasurOptions()) == 0
    assert clubs_holder((0, 13), PasurOptions()) == 1


@pytest.mark.parametrize(
    ("split", "seed", "none_on_tie"),
    [
        ((5, 5, 3), 2, None),
        ((6, 6, 1), 2, None),
        ((5, 4, 4), 0, 0),
        ((7, 4, 2), 0, 0),
        ((3, 5, 5), 0, None),
        ((2, 4, 7), 2, 2),
    ],
)
def test_pasur_clubs_three_players(
    split: tuple[int, int, int], seed: int, none_on_tie: int | None
) -> None:
    """Three players: the most clubs takes the 7; two tied for most: the third player (seed),
    or nobody."""
    three = PasurOptions(players=3)
    assert clubs_holder(split, three) == seed
    assert clubs_holder(split, dataclasses.replace(three, three_player_clubs="none_on_tie")) == (
        none_on_tie
    )
    clubs = [c for c in STANDARD_DECK if c.suit == Suit.CLUBS]
    others = [c for c in STANDARD_DECK if c.suit != Suit.CLUBS]
    piles = [clubs[: split[0]], clubs[split[0] : split[0] + split[1]], clubs[split[0] + split[1] :]]
    piles = [p + others[i::3] for i, p in enumerate(piles)]
    result = score_round(piles, ((), (), ()), three)
    assert result.clubs_side == seed and result.card_total == 20


def test_pasur_card_points() -> None:
    """10♦ 3, 2♣ 2, every jack and ace 1, the rest 0 (clubs count apart)."""
    points = {c.code: card_points(c) for c in STANDARD_DECK}
    assert points["TD"] == 3 and points["2C"] == 2
    assert all(points[r + s] == 1 for r in "JA" for s in "CDHS")
    assert sum(points.values()) == 13
    assert points["TC"] == points["7C"] == points["KS"] == points["QD"] == 0
    result = score_round(whole_deck_piles("TD 2C JS AH AD", ""), ((), ()), PasurOptions())
    s = result.sides[0]
    assert (s.ten_of_diamonds, s.two_of_clubs, s.jacks, s.aces) == (3, 2, 1, 2)
    assert s.clubs == 1 and s.card_points == 8 and s.total == 8


@pytest.mark.parametrize("players", [2, 3, 4])
def test_pasur_twenty_points(players: int) -> None:
    """Every round shares out exactly 20 card points; surs come on top."""
    o = PasurOptions(players=players)
    rng = random.Random(players)
    for _ in range(200):
        deck = list(STANDARD_DECK)
        rng.shuffle(deck)
        cuts = sorted(rng.sample(range(53), o.teams - 1))
        piles = [deck[a:b] for a, b in itertools.pairwise([0, *cuts, 52])]
        surs = [tuple(5 for _ in range(rng.randrange(3))) for _ in piles]
        result = score_round(piles, surs, o)
        assert result.card_total == 20
        assert sum(result.points) == 20 + sum(sum(s) for s in surs)


def test_pasur_twenty_points__not_when_a_tied_seven_goes_to_nobody() -> None:
    o = PasurOptions(players=3, three_player_clubs="none_on_tie")
    clubs = [c for c in STANDARD_DECK if c.suit == Suit.CLUBS]
    others = [c for c in STANDARD_DECK if c.suit != Suit.CLUBS]
    piles = [clubs[:5] + others[:13], clubs[5:10] + others[13:26], clubs[10:] + others[26:]]
    result = score_round(piles, ((), (), ()), o)
    assert result.clubs_side is None and result.card_total == 13


def test_pasur_twenty_points__refuses_piles_that_are_not_a_deck() -> None:
    with pytest.raises(OptionsError, match="52"):
        score_round((tuple(STANDARD_DECK[:51]), ()), ((), ()), PasurOptions())


def test_pasur_round_winner() -> None:
    """The side with the most points wins the round; the points join the match score and the
    next round is dealt by the next seat."""
    state = position(
        ["9D", ""], "2H", dealer=1, to_move=0, piles=("TD 2C AS AH", ""), rest_to=1, last_taker=1
    )
    state = dataclasses.replace(state, score=(10, 20), round_start_score=(10, 20))
    state = dataclasses.replace(state, results=fake_results(state.options, (10, 20)))
    after = play(state, "9D-2H")
    result = after.results[-1]
    assert result.winner == (0 if result.points[0] > result.points[1] else 1)
    assert after.score == (10 + result.points[0], 20 + result.points[1])
    assert after.phase == "shuffle" and after.dealer == 0
    check(after)


def fake_results(o: PasurOptions, points: tuple[int, int]) -> tuple[Any, ...]:
    """One earlier round worth *points* (0 to 20 card points between the sides, surs on top)."""
    piles = whole_deck_piles("", "")
    base = score_round(piles, ((), ()), o)
    extra = [p - b for p, b in zip(points, base.points, strict=True)]
    assert all(x % 5 == 0 and x >= 0 for x in extra)
    return (score_round(piles, tuple((5,) * (x // 5) for x in extra), o),)


def test_pasur_round_winner__a_tie_has_no_winner() -> None:
    piles = whole_deck_piles("", "")
    result = score_round(piles, ((5, 5, 5, 5), ()), PasurOptions())
    assert result.points == (20, 20) and result.winner is None


def test_pasur_target() -> None:
    """62 wins (seed and pagat, two or three players); 124 with four in the seed, 62 in pagat."""
    assert PasurOptions().target_points == 62
    assert PasurOptions(players=3).target_points == 62
    assert PRESETS["four_players"].target_points == 124
    assert dataclasses.replace(PRESETS["pagat"], players=4).target_points == 62
    base = score_round(whole_deck_piles("", ""), ((), ()), PasurOptions())
    assert base.points == (0, 20)
    update = update_match((40, 42), base, PasurOptions())
    assert update.score == (40, 62) and update.winner == 1 and update.rule_id == "pasur/target"
    assert update_match((40, 41), base, PasurOptions()).winner is None
    assert update_match((40, 42), base, PRESETS["four_players"]).winner is None


def test_pasur_target__the_match_ends_there() -> None:
    state = position(["9D", ""], "2H", dealer=1, to_move=0, rest_to=1, last_taker=1)
    state = dataclasses.replace(
        state,
        score=(0, 60),
        round_start_score=(0, 60),
        results=fake_results(state.options, (0, 60)),
    )
    after, evs = events(state, "9D-2H")
    assert after.is_terminal() and after.winner == 1 and after.to_move is None
    assert after.legal_moves() == ()
    (match,) = [e for e in evs if e.kind == "match"]
    assert match.rule_id == "pasur/target" and match.param("winner") == "1"
    problem = after.violation(moves.Play(C("2S")))
    assert problem is not None and problem.rule_id == "pasur/target"


def test_pasur_target__scope_hand_stops_after_one_round() -> None:
    state = position(["9D", ""], "2H", dealer=1, to_move=0, last_taker=1, scope="hand")
    after = play(state, "9D-2H")
    assert after.is_terminal() and after.winner is None and len(after.results) == 1


def test_pasur_target_tie() -> None:
    """Both sides pass the target in one round: the higher total wins; an exact tie plays
    another round, or (target_tie:clubs) goes to the side with the clubs 7."""
    piles = whole_deck_piles("2C 3C 4C 5C 6C 7C 8C", "")
    result = score_round(piles, ((5,), (5, 5)), PasurOptions())
    assert result.clubs_side == 0 and result.points == (14, 21)
    update = update_match((50, 50), result, PasurOptions())
    assert update.score == (64, 71) and update.winner == 1
    tie = update_match((57, 50), result, PasurOptions())
    assert tie.score == (71, 71) and tie.winner is None and tie.rule_id == "pasur/target-tie"
    clubs = update_match((57, 50), result, PasurOptions(target_tie="clubs"))
    assert clubs.winner == 0 and clubs.rule_id == "pasur/target-tie"


def test_pasur_target_tie__another_round_is_dealt() -> None:
    state = position(
        ["9D", ""], "2H", dealer=1, to_move=0, rest_to=1, last_taker=1, no_sur_in="none"
    )
    # Side 1 will score 20 card points this round, side 0 the sur's 5 (and nothing else).
    state = dataclasses.replace(
        state,
        score=(70, 55),
        round_start_score=(70, 55),
        results=fake_results(state.options, (70, 55)),
    )
    after = play(state, "9D-2H")
    assert after.results[-1].points == (5, 20)
    assert after.score == (75, 75)
    assert after.phase == "shuffle" and after.winner is None


def test_pasur_open_variant() -> None:
    """Open Pasur (one_per_deal): at each deal every player shows a card, from the player
    after the dealer; it stays shown until played. Only what is seen changes."""
    state = dealt(["2H 3H 4H 5H", "2D 3D 4D 5D"], "KC KD QS QH", preset="open")
    assert (state.phase, state.to_move) == ("show", 0)
    assert legal(state) == {"show-2H", "show-3H", "show-4H", "show-5H"}
    problem = state.violation(moves.Play(C("2H")))
    assert problem is not None and problem.rule_id == "pasur/open-variant"
    assert rule_of(state, "show-2D") == "pasur/hand"
    state, evs = events(state, "show-4H")
    assert evs[0].rule_id == "pasur/open-variant" and evs[0].param("card") == "4H"
    assert (state.phase, state.to_move) == ("show", 1)
    state = play(state, "show-5D")
    assert (state.phase, state.to_move) == ("play", 0)
    view = state.view(1)
    facts = dict(view.facts)
    assert facts["shown0"] == "4H" and facts["shown1"] == "5D"
    assert view.hands[0] == 4 and view.hands[1] == cs("2D 3D 4D 5D")
    # The shown card is played like any other and is no longer shown.
    state = play(state, "4H")
    assert "shown0" not in dict(state.view(1).facts) and state.shown[0] == ()
    assert rule_of(state, "show-3D") == "pasur/turn"


def test_pasur_open_variant__always_one() -> None:
    state = dealt(["2H 3H 4H 5H", "2D 3D 4D 5D"], "KC KD QS QH", open_variant="always_one")
    state = play(state, "show-4H", "show-5D", "4H")
    # Seat 0 shows another card before seat 1 plays.
    assert (state.phase, state.to_move) == ("show", 0)
    assert legal(state) == {"show-2H", "show-3H", "show-5H"}
    state = play(state, "show-2H")
    assert (state.phase, state.to_move) == ("play", 1)
    assert dict(state.view(1).facts)["shown0"] == "2H"
