"""Poker (seed 000, lines 166-233), rule by rule: at least one test per rule id of the catalogue.

Every test is named ``test_<rule slug>`` or ``test_<rule slug>__<what it checks>``
(``tests/test_rule_coverage.py`` checks that no rule is left without one). Hands are dealt from
constructed decks with :func:`dealt`: the dealer is the last seat unless a test says otherwise,
so seat 0 is the first player, and the hole cards, then the board, come off the top of the deck
exactly as the engine deals them (one card at a time in rotation, the flop, the turn, the river).
"""

from __future__ import annotations

import dataclasses
import itertools
import random
from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from pasur.cards import STANDARD_DECK, AnyCard, Card, parse_any_card, parse_cards
from pasur.errors import OptionsError
from pasur.games.poker import (
    PRESETS,
    RULES,
    SPEC,
    PokerOptions,
    PokerState,
    hand_of,
    moves,
    new_match,
    side_pots,
)
from pasur.games.poker.checks import check
from pasur.games.poker.moves import DECK_53, JOKER, parse_move_text
from pasur.games.poker.state import sample_chance
from pasur.protocol import CHANCE
from pasur.sim import policy_named
from pasur.testing import random_playthrough
from pasur.testing.kit import refused_rule

# --- helpers ---------------------------------------------------------------------------------


def cs(text: str) -> tuple[AnyCard, ...]:
    return tuple(parse_any_card(t) for t in text.split())


def opts(preset: str = "documents", **changes: Any) -> PokerOptions:
    return dataclasses.replace(PRESETS[preset], **changes)


def deck_for(
    holes: Mapping[int, str], board: str, options: PokerOptions, first: int = 0
) -> tuple[AnyCard, ...]:
    """A deck that deals *holes* (seat -> two cards) and then *board* (flop, turn, river)."""
    n = options.players
    order = [(first + i) % n for i in range(n)]
    fixed: dict[int, AnyCard] = {}
    for rnd in range(2):
        for k, seat in enumerate(order):
            if seat in holes:
                fixed[rnd * n + k] = cs(holes[seat])[rnd]
    pos = 2 * n
    board_cards = cs(board)
    burn = 1 if options.burn else 0
    for i, c in enumerate(board_cards):
        street_burns = burn * (1 + (i >= 3) + (i >= 4))
        fixed[pos + street_burns + i] = c
    universe = DECK_53 if options.jokers else STANDARD_DECK
    rest = [c for c in universe if c not in fixed.values()]
    deck: list[AnyCard] = []
    for i in range(len(universe)):
        deck.append(fixed[i] if i in fixed else rest.pop(0))
    return tuple(deck)


def dealt(
    holes: Mapping[int, str],
    board: str = "",
    options: PokerOptions | None = None,
    dealer: int | None = None,
) -> PokerState:
    o = options or opts(scope="hand")
    d = o.players - 1 if dealer is None else dealer
    state = new_match(o).apply(moves.FirstDealer(d))
    state = state.apply(
        moves.Shuffle(deck_for(holes, board or "2C 3C 4C 5C 6C", o, (d + 1) % o.players))
    )
    check(state)
    return state


def play(state: PokerState, *texts: str) -> PokerState:
    """Apply moves written as text; chance moves (the board) are drawn when due."""
    for text in texts:
        while state.to_move == CHANCE:
            state = state.apply(sample_chance(state, random.Random(0)))
        state = state.apply(parse_move_text(text))
        check(state)
    return state


def deal_board(state: PokerState) -> PokerState:
    while state.to_move == CHANCE and state.phase.startswith("deal_"):
        state = state.apply(sample_chance(state, random.Random(0)))
    return state


def refused(state: PokerState, text: str) -> str:
    return refused_rule(state, parse_move_text(text))


def rank(hole: str, board: str, **changes: Any) -> Any:
    return hand_of(cs(hole), cs(board), opts(**changes))


def beats(better: tuple[str, str], worse: tuple[str, str], category: str, *, both: bool) -> None:
    """Check that *better* (hole cards, board) makes *category*, as *worse* does too when
    *both*, and ranks above *worse*."""
    high, low = rank(*better), rank(*worse)
    assert high.category == category, high
    assert not both or low.category == category, low
    assert high.value > low.value


FOUR_HANDS = {0: "AS AH", 1: "KS KH", 2: "QS QH", 3: "7C 2D"}
DRY_BOARD = "AD KD 3C 8H 9S"


# --- cards and players -------------------------------------------------------------------------


def test_poker_deck() -> None:
    state = new_match(opts()).apply(moves.FirstDealer(3))
    assert refused(state, "deck-" + "".join(c.code for c in STANDARD_DECK[:51])) == "poker/deck"
    assert state.violation(moves.Shuffle(STANDARD_DECK)) is None


def test_poker_deck__the_joker_table_has_53_cards() -> None:
    state = new_match(opts("joker")).apply(moves.FirstDealer(0))
    assert state.violation(moves.Shuffle(STANDARD_DECK)) is not None
    assert state.violation(moves.Shuffle(DECK_53)) is None
    text = str(moves.Shuffle(tuple(reversed(DECK_53))))
    assert parse_move_text(text, jokers=1) == moves.Shuffle(tuple(reversed(DECK_53)))


@pytest.mark.parametrize("players", [2, 3, 4, 8])
def test_poker_players(players: int) -> None:
    state = dealt({}, options=opts(players=players, scope="hand"))
    assert all(len(h) == 2 for h in state.hole)
    assert PokerOptions().players == 4


@pytest.mark.parametrize("players", [1, 9])
def test_poker_players__other_counts_are_refused(players: int) -> None:
    with pytest.raises(OptionsError):
        PokerOptions(players=players)


def test_poker_chips() -> None:
    state = new_match()
    assert state.stacks == (2500,) * 4
    with pytest.raises(OptionsError):
        PokerOptions(chips=2505)
    s = dealt(FOUR_HANDS)
    assert refused(s, "bet-105") == "poker/bet"


def test_poker_dealer() -> None:
    state = new_match(opts()).apply(parse_move_text("dealer-2"))
    assert state.dealer == 2 and state.first_player == 3
    s = dealt(FOUR_HANDS, options=opts(), dealer=1)
    s = play(s, "bet-100", "fold", "fold", "fold")
    assert s.phase == "shuffle" and s.dealer == 2


def test_poker_dealer__an_eliminated_seat_is_skipped() -> None:
    o = opts(players=3)
    s = dealt({0: "AS AH", 1: "KS KH", 2: "7C 2D"}, DRY_BOARD, options=o, dealer=0)
    # seat 1 plays first; seat 2 goes all in and loses everything to seat 0
    s = play(s, "check", "allin", "allin", "fold")
    s = deal_board(s)
    assert s.phase == "shuffle" and not s.seated[2]
    assert s.dealer == 1
    s = dealt({}, options=o, dealer=1)
    assert s.first_player == 2


def test_poker_deal() -> None:
    deck = deck_for({0: "AS AH", 1: "KS KH", 2: "QS QH", 3: "JS JH"}, DRY_BOARD, opts())
    state = new_match(opts()).apply(moves.FirstDealer(3)).apply(moves.Shuffle(deck))
    # one card at a time in rotation: the first round's cards are the deck's first four
    assert [h[0] for h in state.hole] == list(deck[:4])
    assert [h[1] for h in state.hole] == list(deck[4:8])
    assert state.dealt == deck[:8]
    view = state.view(1)
    assert view.hands[1] == state.hole[1] and view.hands[0] == 2


def test_poker_forced_bets() -> None:
    s = dealt(FOUR_HANDS)
    assert s.current == 0 and s.to_move == 0 and sum(s.put_in) == 0
    assert moves.Check() in s.legal_moves()


def test_poker_forced_bets__blinds_and_antes() -> None:
    o = opts("holdem", scope="hand", ante=10)
    s = dealt(FOUR_HANDS, options=o)
    # dealer 3: seat 0 posts 10, seat 1 posts 20, seat 2 acts first
    assert s.bets == (10, 20, 0, 0) and s.put_in == (20, 30, 10, 10)
    assert s.to_move == 2 and s.current == 20
    assert refused(s, "check") == "poker/check"
    s = play(s, "call", "call", "call")
    assert s.to_move == 1 and moves.Check() in s.legal_moves()  # the big blind's option


def test_poker_forced_bets__heads_up_dealer_posts_the_small_blind() -> None:
    o = opts("holdem", players=2, scope="hand")
    s = dealt({0: "AS AH", 1: "KS KH"}, options=o, dealer=0)
    assert s.bets == (10, 20) and s.to_move == 0
    s = play(s, "call", "check")
    s = deal_board(s)
    assert s.phase == "flop" and s.to_move == 1


def test_poker_sequence() -> None:
    s = dealt(FOUR_HANDS)
    assert refused(s, "flop-2C3C4C") == "poker/sequence"
    s = play(s, "check", "check", "check", "check")
    assert s.phase == "deal_flop"
    assert refused(s, "check") == "poker/sequence"
    assert refused(s, "turn-2C") == "poker/sequence"
    state = new_match(opts())
    assert refused(state, "check") == "poker/sequence"


def test_poker_rounds() -> None:
    s = dealt(FOUR_HANDS, DRY_BOARD)
    seen = []
    for street in ("preflop", "flop", "turn", "river"):
        s = deal_board(s)
        assert s.phase == street and len(s.board) == {"preflop": 0, "flop": 3}.get(
            street, 4 if street == "turn" else 5
        )
        assert s.to_move == 0
        seen.append(street)
        s = play(s, "check", "check", "check", "check")
    assert s.is_terminal() and seen == ["preflop", "flop", "turn", "river"]


def test_poker_rounds__a_round_ends_when_all_have_matched() -> None:
    s = dealt(FOUR_HANDS)
    s = play(s, "check", "bet-50", "call", "call")
    assert s.phase == "preflop" and s.to_move == 0  # seat 0 checked before the bet
    s = play(s, "call")
    assert s.phase == "deal_flop"


def test_poker_rounds__last_raiser_opens_after_the_flop() -> None:
    s = dealt(FOUR_HANDS, options=opts(scope="hand", postflop_first="last_raiser"))
    s = play(s, "check", "check", "bet-50", "call", "call", "call")
    s = deal_board(s)
    assert s.phase == "flop" and s.to_move == 2


def test_poker_board() -> None:
    s = dealt(FOUR_HANDS, DRY_BOARD)
    s = play(s, "check", "check", "check", "check")
    assert refused(s, "flop-2C3C4C") == "poker/board"
    s = s.apply(parse_move_text("flop-ADKD3C"))
    assert s.board == cs("AD KD 3C")


def test_poker_board__burn_cards() -> None:
    o = opts(scope="hand", burn=True)
    s = dealt(FOUR_HANDS, DRY_BOARD, options=o)
    s = play(s, "check", "check", "check", "check")
    s = s.apply(parse_move_text("flop-ADKD3C"))
    assert len(s.burned) == 1 and s.burned[0] not in s.board


# --- betting -----------------------------------------------------------------------------------


def test_poker_check() -> None:
    s = dealt(FOUR_HANDS)
    s = play(s, "check")
    assert s.to_move == 1
    s = play(s, "bet-100")
    assert refused(s, "check") == "poker/check"


def test_poker_bet() -> None:
    s = dealt(FOUR_HANDS)
    assert refused(s, "bet-0") == "poker/bet"
    assert refused(s, "raise-100") == "poker/bet"
    s = play(s, "bet-100")
    assert s.current == 100 and s.stacks[0] == 2400
    assert refused(s, "bet-200") == "poker/raise"


def test_poker_call() -> None:
    """PK-19: 100, then 500; the first player folds (his 100 stays) or calls 400 more; the third
    puts in 500 or folds."""
    o = opts(players=3, scope="hand")
    s = dealt({0: "AS AH", 1: "KS KH", 2: "QS QH"}, options=o)
    s = play(s, "bet-100", "raise-500")
    assert s.to_move == 2
    assert refused(s, "check") == "poker/check"
    assert set(s.legal_moves()) >= {moves.Call(), moves.Fold()}
    called = play(s, "call")
    assert called.bets[2] == 500 and called.to_move == 0
    assert called.to_call(0) == 400
    again = play(called, "call")
    assert again.put_in == (500, 500, 500) and again.phase == "deal_flop"
    folded = play(called, "fold")
    assert folded.put_in[0] == 100 and folded.pot_total == 1100 and folded.folded[0]


def test_poker_call__nothing_to_call() -> None:
    s = dealt(FOUR_HANDS)
    assert refused(s, "call") == "poker/call"


def test_poker_raise() -> None:
    s = dealt(FOUR_HANDS)
    s = play(s, "bet-100")
    assert refused(s, "raise-150") == "poker/raise"  # a raise adds at least the last bet
    assert refused(s, "raise-205") == "poker/raise"
    s = play(s, "raise-200")
    assert s.min_raise_to() == 300
    s = play(s, "raise-600")
    assert s.min_raise_to() == 1000


def test_poker_raise__any_increase_with_min_raise_unit() -> None:
    s = dealt(FOUR_HANDS, options=opts(scope="hand", min_raise="unit"))
    s = play(s, "bet-100")
    assert s.violation(moves.Raise(110)) is None


def test_poker_raise__a_short_all_in_does_not_reopen() -> None:
    s = dealt(FOUR_HANDS)
    s = dataclasses.replace(s, stacks=(2500, 2500, 2500 - 2000, 2500 + 2000))
    s = play(s, "bet-400", "call", "allin")  # seat 2: 500, a raise of 100 < 400
    assert s.current == 500
    s = play(s, "call")  # seat 3 had not acted: it may call or raise
    assert s.to_move == 0
    assert not any(isinstance(m, (moves.Raise, moves.AllIn)) for m in s.legal_moves())
    assert refused(s, "raise-1000") == "poker/raise"


def test_poker_fold() -> None:
    s = dealt(FOUR_HANDS)
    assert refused(s, "fold") == "poker/fold"
    s = play(s, "bet-100", "fold")
    assert s.folded[1] and s.to_move == 2


def test_poker_allin() -> None:
    s = dealt(FOUR_HANDS)
    s = dataclasses.replace(s, stacks=(2500, 300, 2500, 4700))
    s = play(s, "bet-500")
    assert refused(s, "call") == "poker/allin"
    s = play(s, "allin")
    assert s.stacks[1] == 0 and s.bets[1] == 300 and s.current == 500
    assert refused(s, "raise-2500") == "poker/allin"


# --- pots ----------------------------------------------------------------------------------------


def test_poker_side_pots() -> None:
    """Three all-ins of different sizes: 500, 1000 and 1500, called by the big stack."""
    s = dealt(FOUR_HANDS, DRY_BOARD)
    s = dataclasses.replace(s, stacks=(500, 1000, 1500, 7000))
    s = play(s, "allin", "allin", "allin", "call")
    assert [(p.amount, p.eligible) for p in s.pots()] == [
        (2000, (0, 1, 2, 3)),
        (1500, (1, 2, 3)),
        (1000, (2, 3)),
    ]
    s = deal_board(s)
    assert s.is_terminal()
    # aces win the main pot, kings the first side pot, queens the second
    assert [a.winners for a in s.results[-1].awards] == [(0,), (1,), (2,)]
    assert s.stacks == (2000, 1500, 1000, 5500)


def test_poker_side_pots__uncalled_chips_go_back() -> None:
    assert side_pots([100, 300, 300, 50], [True, True, True, False])[0].amount == 350
    s = dealt({0: "7C 2D", 1: "AS AH"}, DRY_BOARD, options=opts(players=2, scope="hand"))
    s = dataclasses.replace(s, stacks=(4000, 1000))
    s = play(s, "allin", "allin")
    s = deal_board(s)
    awards = s.results[-1].awards
    assert awards[-1].eligible == (0,) and awards[-1].amount == 3000
    assert s.stacks == (3000, 2000)


def test_poker_uncontested() -> None:
    s = dealt(FOUR_HANDS)
    s = play(s, "bet-100", "fold", "fold", "fold")
    result = s.results[-1]
    assert result.uncontested and result.showdown == () and result.net[0] == 0
    events = SPEC.events(play(dealt(FOUR_HANDS), "bet-100", "fold", "fold"), moves.Fold(), s)
    assert any(e.rule_id == "poker/uncontested" for e in events)
    assert s.view(1).hands[0] == 2  # nobody shows


def test_poker_showdown() -> None:
    s = dealt(FOUR_HANDS, DRY_BOARD)
    s = play(s, "bet-100", "call", "call", "fold")
    for _ in range(3):
        s = deal_board(s)
        before = s
        s = play(s, "check", "check", "check")
    events = SPEC.events(before, moves.Check(), s)
    shown = [e for e in events if e.kind == "showdown"]
    assert [e.param("seat") for e in shown] == ["0", "1", "2"]
    assert shown[0].rule_id == "poker/three-of-a-kind" and shown[0].param("category") == (
        "three_of_a_kind"
    )
    assert any(e.rule_id == "poker/showdown" and "Seat 0 wins" in e.text for e in events)
    view = s.view(1)
    assert view.hands[0] == cs("AS AH") and view.hands[3] == 2  # folded hand stays hidden


# --- hands ---------------------------------------------------------------------------------------


def test_poker_hand_rule() -> None:
    """PK-10: player 1 has two hearts and three on the board: a flush; player 2 has one heart
    and would need four board hearts, so he has no flush."""
    board = "2H 6H 9H KH 4S"
    one = rank("AH 3H", board)
    two = rank("QH QC", board)
    assert one.category == "flush"
    assert two.category == "pair"
    assert rank("QH QC", board, hand_rule="best_five_of_seven").category == "flush"


def test_poker_hand_rule__the_board_never_plays_alone() -> None:
    assert rank("2C 7D", "AS KS QS JS TS").category == "high_card"
    assert rank("2C 7D", "AS KS QS JS TS", preset="holdem").category == "royal_flush"


def rank_in(preset: str, hole: str, board: str) -> Any:
    return hand_of(cs(hole), cs(board), PRESETS[preset])


def test_poker_ranking() -> None:
    order = [
        rank("2C 7D", "AS KH 9D"),  # high card
        rank("4C 4D", "AS KH 9D"),  # pair
        rank("4C 6D", "4S 6H 9D"),  # two pair
        rank("4C 4D", "4S KH 9D"),  # three of a kind
        rank("5C 6D", "7S 8H 9D"),  # straight
        rank("2H 7H", "9H JH KH"),  # flush
        rank("4C 4D", "4S 9H 9D"),  # full house
        rank("9C 9S", "9H 9D 2C"),  # four of a kind
        rank("7H 8H", "9H TH JH"),  # straight flush
        rank("AH 2H", "3H 4H 5H"),  # royal (documents)
    ]
    assert [h.category for h in order][-1] == "royal_flush"
    assert all(a.value < b.value for a, b in itertools.pairwise(order))


def test_poker_ranking__standard() -> None:
    wheel = rank_in("holdem", "AH 2H", "3H 4H 5H 9C 9D")
    assert wheel.category == "straight_flush"
    assert wheel.value < rank_in("holdem", "7H 8H", "9H TH JH 2C 2D").value


def test_poker_high_card() -> None:
    beats(("JC 4D", "2S 7H 9D"), ("TC 4S", "2S 7H 9D"), "high_card", both=True)


def test_poker_pair() -> None:
    beats(("5C 5D", "2S 7H 9D"), ("4C 4D", "2S 7H 9D"), "pair", both=True)


def test_poker_two_pair() -> None:
    beats(("6C 4D", "6S 4H 9D"), ("6D 2C", "6S 4H 9D"), "two_pair", both=False)


def test_poker_three_of_a_kind() -> None:
    beats(("AC AD", "AS 4H 9D"), ("4C 4D", "4S AH 9D"), "three_of_a_kind", both=True)


def test_poker_straight() -> None:
    beats(("6C 7D", "8S 9H TD"), ("5C 6D", "7S 8H 9D"), "straight", both=True)


def test_poker_straight_ace() -> None:
    assert rank("AC 2D", "3S 4H 5D").category == "straight"
    assert rank("AC KD", "QS JH TD").category == "straight"
    assert rank("QC KD", "AS 2H 3D").category == "high_card"  # no wrapping round
    assert rank("AC 2D", "3S 4H 5D").value < rank("2C 3D", "4S 5H 6D").value


def test_poker_flush() -> None:
    assert rank("2H 7H", "9H JH KH").category == "flush"
    assert rank("2H 7H", "9H JH KH 3H QH").category == "flush"


def test_poker_full_house() -> None:
    """PK-11: both make a full house; the one with the higher three of a kind wins."""
    beats(("5C 5D", "5S 9H 9D"), ("4C 4D", "4S 9C 9S"), "full_house", both=True)


def test_poker_four_of_a_kind() -> None:
    assert rank("KC KD", "KS KH 2D").category == "four_of_a_kind"


def test_poker_straight_flush() -> None:
    """PK-13: 7 to jack of hearts."""
    assert rank("7H 8H", "9H TH JH").category == "straight_flush"


def test_poker_five_of_a_kind() -> None:
    o = opts("joker")
    five = hand_of((Card.from_index(5), JOKER), cs("7S 7H 7D"), o)
    assert five.category == "five_of_a_kind"
    assert five.value > hand_of(cs("7H 8H"), cs("9H TH JH"), o).value
    assert five.value < hand_of(cs("AH 2H"), cs("3H 4H 5H"), o).value
    with pytest.raises(OptionsError):
        PokerOptions(jokers=1, ranking="standard")


def test_poker_royal_flush() -> None:
    wheel = rank("AH 2H", "3H 4H 5H")
    broadway = rank("AS KS", "QS JS TS")
    king = rank("KD QD", "JD TD 9D")
    assert wheel.category == broadway.category == "royal_flush"
    assert wheel.value == broadway.value > king.value


def test_poker_royal_flush__ace_in_the_hole_option() -> None:
    o = opts(royal_hole_ace=True)
    assert hand_of(cs("2H 3H"), cs("AH 4H 5H"), o).category != "royal_flush"
    assert hand_of(cs("AH 2H"), cs("3H 4H 5H"), o).category == "royal_flush"


def test_poker_ties() -> None:
    a = rank("AS KD", "2C 7D 9H")
    b = rank("AH KC", "2C 7D 9H")
    assert a.value == b.value  # suits never decide
    s = dealt({0: "AS KD", 1: "AH KC", 2: "QS 3C", 3: "QD 4C"}, "2C 7D 9H TS 5S")
    s = play(s, "bet-100", "call", "call", "call")
    for _ in range(3):
        s = deal_board(s)
        s = play(s, "check", "check", "check", "check")
    (award,) = s.results[-1].awards
    assert award.winners == (0, 1) and award.shares == (200, 200)


def test_poker_ties__the_kicker_decides() -> None:
    assert rank("AS KD", "AC 7D 9H").value > rank("AH QC", "AC 7D 9H").value


def test_poker_odd_chip() -> None:
    o = opts(players=3, scope="hand")
    s = dealt({0: "AS KD", 1: "AH KC", 2: "QS 3C"}, "2C 7D 9H TS 5S", options=o)
    s = play(s, "bet-10", "call", "call")
    for _ in range(3):
        s = deal_board(s)
        s = play(s, "check", "check", "check")
    (award,) = s.results[-1].awards
    # 30 chips in units of 10 between two: seat 0, first after the dealer (seat 2), gets 20
    assert award.amount == 30 and award.winners == (0, 1) and award.shares == (20, 10)


def test_poker_elimination() -> None:
    o = opts(players=3)
    s = dealt({0: "AS AH", 1: "KS KH", 2: "7C 2D"}, DRY_BOARD, options=o)
    s = play(s, "check", "check", "allin", "fold", "fold")
    assert s.phase == "shuffle" and all(s.seated)
    s = dealt({0: "AS AH", 1: "7C 2D", 2: "KS KH"}, DRY_BOARD, options=o)
    s = dataclasses.replace(s, stacks=(2500, 1000, 4000))
    s = play(s, "allin", "allin", "fold")
    s = deal_board(s)
    assert s.seated == (True, False, True) and s.results[-1].eliminated == (1,)
    assert s.stacks[1] == 0


def test_poker_match() -> None:
    o = opts(players=2)
    s = dealt({0: "AS AH", 1: "7C 2D"}, DRY_BOARD, options=o)
    s = play(s, "allin", "allin")
    for _ in range(2):
        s = s.apply(sample_chance(s, random.Random(0)))
    before = s
    s = s.apply(sample_chance(s, random.Random(0)))
    assert s.is_terminal() and s.winner == 0 and s.games == (1, 0)
    events = SPEC.events(before, moves.Board("river", s.board[4:]), s)
    assert [e.rule_id for e in events][-2:] == ["poker/elimination", "poker/match"]


def test_poker_match__hand_limit() -> None:
    o = opts(players=2, max_hands=2)
    s = dealt({0: "AS AH", 1: "7C 2D"}, DRY_BOARD, options=o)
    s = play(s, "check", "check", "check", "check", "check", "check", "check", "check")
    assert s.phase == "shuffle"
    s = s.apply(moves.Shuffle(deck_for({1: "AS AH", 0: "7C 2D"}, DRY_BOARD, o, first=1)))
    s = play(s, "bet-100", "call", "check", "check", "check", "check", "check", "check")
    assert s.is_terminal() and s.winner == 1 and s.stacks == (2400, 2600)


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("seed", range(4))
def test_poker_match__random_playthroughs(preset: str, seed: int) -> None:
    _, final = random_playthrough(SPEC, PRESETS[preset], random.Random(f"poker/{preset}/{seed}"))
    assert final.is_terminal() and sum(final.stacks) == final.options.chips * final.players


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("player", ["baseline", "heuristic"])
def test_poker_rounds__playthroughs_with_the_bots(preset: str, player: str) -> None:
    options = dataclasses.replace(PRESETS[preset], scope="hand")
    policy = policy_named(SPEC, player)
    for seed in range(3):
        _, final = random_playthrough(
            SPEC, options, random.Random(f"{player}/{preset}/{seed}"), policy=policy
        )
        assert final.is_terminal()


def test_poker_sequence__move_texts_are_url_safe() -> None:
    for text in ("check", "call", "fold", "allin", "bet-100", "raise-500", "flop-AH7C2D"):
        move = parse_move_text(text)
        assert str(move) == text
    assert parse_move_text("see") == moves.Call() and parse_move_text("چک") == moves.Check()
    assert parse_move_text("turn-5S") == moves.Board("turn", cs("5S"))


def _rule_ids() -> Sequence[str]:
    return [r.id for r in RULES]


def test_poker_showdown__every_rule_has_both_languages() -> None:
    for r in RULES:
        assert r.text_en and r.text_fa and r.title_fa and r.sources, r.id
    assert len(set(_rule_ids())) == len(RULES)


def test_poker_bet__parse_amounts() -> None:
    assert parse_move_text("bet-100") == moves.Bet(100)
    assert parse_move_text("increase-300") == moves.Raise(300)
    assert parse_cards("AH")[0] in STANDARD_DECK
