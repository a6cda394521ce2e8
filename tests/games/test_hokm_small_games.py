"""Hokm for two and three players, rule by rule (seed 000, lines 26-51; ``shared/rules/hokm.md``
sections M and N).

Tests are named after the rule they check (see ``tests/test_rule_coverage.py``). Deals are built
with ``deck_for_hands`` so each test says exactly which cards are where.
"""

from __future__ import annotations

import random
from functools import partial

import pytest

from pasur.cards import STANDARD_DECK, Card
from pasur.cards import cards as cs
from pasur.cards import parse_card as C
from pasur.errors import IllegalMoveError, OptionsError
from pasur.games.hokm import (
    SPEC,
    HokmOptions,
    HokmState,
    dealer_of,
    deck_for_hands,
    moves,
    new_match,
    score_hand,
    update_game,
)
from pasur.protocol import CHANCE
from pasur.testing import random_playthrough
from pasur.testing.kit import step


def start(hakem: int = 0, **options: object) -> HokmState:
    """A one-hand match with *hakem* as hakem, waiting for the shuffle."""
    opts = HokmOptions(first_hakem="random", scope="hand", **options)  # type: ignore[arg-type]
    state = new_match(opts).apply(moves.SeatDraw(hakem))
    assert (state.phase, state.hakem) == ("shuffle", hakem)
    return state


def dealt(state: HokmState, deck: tuple[Card, ...]) -> HokmState:
    """Shuffle *deck* in and tap instead of cutting."""
    state = state.apply(moves.Shuffle(deck))
    if state.phase == "cut":
        state = state.apply(moves.Cut(0))
    return state


events = partial(step, SPEC)  # (state, move) -> (the next state, the events of that step)


# --- two players -------------------------------------------------------------------------


def two_player_deck(**options: object) -> tuple[HokmOptions, tuple[Card, ...]]:
    opts = HokmOptions(players=2, **options)  # type: ignore[arg-type]
    hakem_five = cs("AH KH QH 2S 3C")
    other_five = cs("AS KS 4D 5D 6D")
    stock = cs("JH 2C TH 3D")  # the first four stock cards; the rest fill in canonical order
    return opts, deck_for_hands([hakem_five, other_five], 0, options=opts, stock=stock)


def to_draw(**options: object) -> HokmState:
    _opts, deck = two_player_deck(**options)
    state = dealt(start(0, players=2, **options), deck)
    state = state.apply(moves.NameTrump("H"))
    need = state.discard_count(0)
    state = state.apply(moves.Discard(state.hand(0)[-need:]))
    return state.apply(moves.Discard(state.hand(1)[-2:]))


def test_hokm_player_count():
    assert HokmOptions(players=2).sides == 2
    assert HokmOptions(players=3).sides == 3
    assert HokmOptions(players=3).tricks_per_hand == 17
    with pytest.raises(OptionsError, match="at most 4"):
        HokmOptions(players=5)
    with pytest.raises(OptionsError, match="four-player rule"):
        HokmOptions(players=3, partner_middle_card=True)
    with pytest.raises(OptionsError, match="two-player game"):
        HokmOptions(players=4, two_player_protocol="both_discard_2")


@pytest.mark.parametrize("preset", ["two_players", "three_players", "seed_000_table"])
def test_hokm_player_count__heuristic_players_play_through(preset):
    """The heuristic player handles every step of the smaller games and the customs (the random
    player's playthroughs are in tests/test_playthroughs.py)."""
    _, final = random_playthrough(
        SPEC, SPEC.presets[preset], random.Random(1), policy=SPEC.players["heuristic"]
    )
    assert final.is_terminal()


def test_hokm_two_player_deal():
    opts, deck = two_player_deck()
    state = dealt(start(0, players=2), deck)
    assert state.phase == "trump" and state.to_move == 0
    assert state.hand(0) == deck[:5] and state.hand(1) == deck[5:10]
    assert dealer_of(0, opts) == 1  # the player who is not hakem deals


def test_hokm_two_player_deal__hakem_only_sees_cards_first():
    _opts, deck = two_player_deck(pre_trump_deal="hakem_only")
    state = dealt(start(0, players=2, pre_trump_deal="hakem_only"), deck)
    assert state.hand(1) == ()
    state = state.apply(moves.NameTrump("H"))
    assert state.hand(1) == deck[5:10]


def test_hokm_two_player_discard():
    _opts, deck = two_player_deck()
    state = dealt(start(0, players=2), deck).apply(moves.NameTrump("H"))
    assert (state.phase, state.to_move) == ("discard", 0)
    assert len(state.legal_moves()) == 10  # three of five
    with pytest.raises(IllegalMoveError, match="hokm/two-player-discard"):
        state.apply(moves.Discard(cs("2S 3C")))
    with pytest.raises(IllegalMoveError, match="hokm/own-card"):
        state.apply(moves.Discard(cs("2S 3C AS")))
    state, ev = events(state, moves.Discard(cs("2S 3C QH")))  # a trump may go too
    assert ev[0].kind == "discard"
    assert state.to_move == 1 and state.discard_count(1) == 2
    # The other player sees only that cards went aside, not which.
    view = state.view(1)
    assert view.history[-1] == "discard-?"
    assert view.fact("seen_aside") == ""
    assert state.view(0).fact("seen_aside") == "2S 3C QH"


def test_hokm_two_player_draw():
    state = to_draw()
    assert (state.phase, state.to_move) == ("draw", 0)
    # The drawer sees the top card; the other player does not.
    assert state.view(0).fact("offer") == "JH"
    assert state.view(1).fact("offer") == ""
    state, ev = events(state, moves.DrawChoice(True))  # keep JH; 2C goes aside unseen
    assert C("JH") in state.hand(0) and C("2C") in state.dead
    assert ev[0].rule_id == "hokm/two-player-draw"
    assert "2C" not in state.view(0).fact("seen_aside")
    assert state.to_move == 1 and state.view(1).fact("offer") == "TH"
    state = state.apply(moves.DrawChoice(False))  # put TH aside (seen), take 3D whatever it is
    assert C("3D") in state.hand(1) and C("TH") in state.dead
    assert "TH" in state.view(1).fact("seen_aside")
    assert "TH" not in state.view(0).fact("seen_aside")


def test_hokm_two_player_draw__burned_card_visible():
    state = to_draw(burned_card_visible=True).apply(moves.DrawChoice(True))
    assert "2C" in state.view(0).fact("seen_aside")


def test_hokm_two_player_draw__twenty_one_turns_hakem_first_and_last():
    state = to_draw()
    drawers = []
    while state.phase == "draw":
        drawers.append(state.to_move)
        state = state.apply(moves.DrawChoice(len(drawers) % 3 != 0))
    assert len(drawers) == 21
    assert drawers == [0, 1] * 10 + [0]
    assert state.phase == "play" and state.to_move == 0
    assert [len(state.hand(s)) for s in (0, 1)] == [13, 13]
    assert len(state.dead) == 26


@pytest.mark.parametrize(
    ("protocol", "turns", "deck_size", "last_pair_to"),
    [
        ("both_discard_2", 20, 52, None),
        ("deck_50_both_discard_2", 20, 50, 1),
    ],
)
def test_hokm_two_player_draw__other_protocols(protocol, turns, deck_size, last_pair_to):
    opts = HokmOptions(players=2, two_player_protocol=protocol)
    assert len(opts.deck) == deck_size
    rng = random.Random(5)
    state = start(0, players=2, two_player_protocol=protocol)
    state = dealt(state, tuple(rng.sample(opts.deck, len(opts.deck)))).apply(moves.NameTrump("S"))
    state = state.apply(moves.Discard(state.hand(0)[:2])).apply(moves.Discard(state.hand(1)[:2]))
    pairs = []
    while state.phase == "draw":
        pairs.append((state.to_move, len(state.draw_offer()) == 2))
        state = state.apply(moves.DrawChoice(True))
    assert len(pairs) == turns
    assert [who for who, last in pairs if last] == ([last_pair_to] if last_pair_to else [])
    assert [len(state.hand(s)) for s in (0, 1)] == [13, 13]
    assert len(state.dead) == deck_size - 26


def test_hokm_two_player_draw__deal_13_no_draw():
    opts = HokmOptions(players=2, two_player_protocol="deal_13_no_draw")
    deck = tuple(random.Random(2).sample(STANDARD_DECK, 52))
    state = dealt(start(1, players=2, two_player_protocol="deal_13_no_draw"), deck)
    state = state.apply(moves.NameTrump("C"))
    assert state.phase == "play" and state.to_move == 1
    assert [len(state.hand(s)) for s in (0, 1)] == [13, 13] and len(state.dead) == 26
    assert opts.tricks_per_hand == 13


def test_hokm_two_player_last_pair():
    state = to_draw()
    while len(state.draw_offer()) != 2:
        state = state.apply(moves.DrawChoice(True))
    assert state.to_move == 0  # the hakem has the last turn
    first, second = state.draw_offer()
    assert state.view(0).fact("offer") == f"{first.code} {second.code}"
    state, ev = events(state, moves.DrawChoice(False))  # both seen: take the second
    assert second in state.hand(0) and first in state.dead
    assert ev[0].rule_id == "hokm/two-player-last-pair"
    assert state.draw_log[-1].second_seen and state.draw_log[-1].last_pair


def test_hokm_two_player_last_pair__tricks_of_two_to_seven():
    state = to_draw()
    while state.phase == "draw":
        state = state.apply(moves.DrawChoice(True))
    state = state.apply(moves.Play(state.hand(0)[0]))
    assert state.to_move == 1
    legal = state.legal_moves()
    state = state.apply(legal[0])
    assert len(state.trick_log) == 1 and len(state.trick_log[0].cards) == 2


# --- three players ------------------------------------------------------------------------


def three_player_deck(removed: str = "2C") -> tuple[HokmOptions, tuple[Card, ...]]:
    opts = HokmOptions(players=3, three_player_removed=removed)
    return opts, tuple(random.Random(3).sample(opts.deck, 51))


def test_hokm_three_player_deck():
    opts, deck = three_player_deck()
    assert len(deck) == 51 and C("2C") not in opts.deck
    state = start(0, players=3)
    with pytest.raises(IllegalMoveError, match="hokm/three-player-deck"):
        state.apply(moves.Shuffle(tuple(STANDARD_DECK)))
    assert C("2H") not in HokmOptions(players=3, three_player_removed="2H").deck


def test_hokm_three_player_deal():
    _opts, deck = three_player_deck()
    state = dealt(start(1, players=3), deck)
    assert state.dealer == 0  # the hakem's left: the seat that plays just before him
    assert state.hand(1) == deck[:5] and state.hand(2) == deck[5:10]
    assert state.hand(0) == deck[10:15]
    state = state.apply(moves.NameTrump("D"))
    assert [len(state.hand(s)) for s in range(3)] == [17, 17, 17]
    assert state.hand(1)[5:9] == deck[15:19]  # then packets of four, from the hakem
    # The hakem leads, then the player on his right, then the third.
    order = []
    for _ in range(3):
        order.append(state.to_move)
        state = state.apply(state.legal_moves()[0])
    assert order == [1, 2, 0] and len(state.trick_log[0].cards) == 3


def test_hokm_six_six_five():
    opts = HokmOptions(players=3)
    r = score_hand(hakem=0, tricks=(6, 6, 5), options=opts)
    assert (r.winner, r.points, r.kind, r.rule_id) == (2, 1, "six_six_five", "hokm/six-six-five")
    assert r.next_hakem == 2


def test_hokm_six_six_five__the_last_trick_paradox():
    opts = HokmOptions(players=3)
    # From hakem 6, M 5, A 5 after 16 tricks: whoever of M and A takes trick 17 hands the hand
    # to the other; if the hakem takes it he reaches seven and wins.
    assert score_hand(hakem=0, tricks=(6, 6, 5), options=opts).winner == 2
    assert score_hand(hakem=0, tricks=(6, 5, 6), options=opts).winner == 1
    assert score_hand(hakem=0, tricks=(7, 5, 5), options=opts).winner == 0


@pytest.mark.parametrize("counts", [(6, 6, 4), (7, 7, 3), (8, 2, 1), (6, 5, 5), (18, 0, 0)])
def test_hokm_six_six_five__impossible_counts_are_refused(counts):
    with pytest.raises(OptionsError):
        score_hand(hakem=0, tricks=counts, options=HokmOptions(players=3))


def test_hokm_six_six_five__played_by_the_engine():
    """Random three-player hands: every hand that runs out of tricks ends 6-6-5, and the five
    wins and becomes hakem."""
    opts = HokmOptions(players=3, bam=False)
    seen = 0
    rng = random.Random(7)
    for _ in range(40):
        state = new_match(opts)
        while not state.is_terminal():
            if state.to_move == CHANCE:
                state = state.apply(SPEC.sample_chance(state, rng))
            else:
                state = state.apply(rng.choice(state.legal_moves()))
        for r in state.results:
            if max(r.tricks) < 7:
                assert sorted(r.tricks) == [5, 6, 6]
                assert r.tricks[r.winner] == 5 and r.next_hakem == r.winner
                seen += 1
    assert seen > 0


def test_hokm_small_game_hakem():
    two = HokmOptions(players=2)
    assert score_hand(hakem=0, tricks=(3, 7), options=two).next_hakem == 1
    assert score_hand(hakem=1, tricks=(3, 7), options=two).next_hakem == 1
    three = HokmOptions(players=3)
    assert score_hand(hakem=0, tricks=(2, 4, 7), options=three).next_hakem == 2


def test_hokm_small_game_kot():
    two = HokmOptions(players=2)
    assert score_hand(hakem=0, tricks=(7, 0), options=two).kind == "kot"
    r = score_hand(hakem=0, tricks=(0, 7), options=two)
    assert (r.kind, r.points, r.winner) == ("hakem_kot", 3, 1)
    three = HokmOptions(players=3)
    assert score_hand(hakem=0, tricks=(7, 0, 0), options=three).points == 2
    assert score_hand(hakem=0, tricks=(0, 0, 7), options=three).points == 3
    # Every other player must be at 0: one trick for the third player spoils it.
    assert score_hand(hakem=0, tricks=(0, 1, 7), options=three).kind == "normal"


def test_hokm_small_game_kot__off():
    r = score_hand(hakem=0, tricks=(7, 0), options=HokmOptions(players=2, small_game_kot=False))
    assert (r.kind, r.points) == ("normal", 1)
    assert "hokm/small-game-kot" in r.note_rule_ids


def test_hokm_six_all__to_eight():
    o = HokmOptions(players=2, six_all="to_eight")
    win = score_hand(hakem=0, tricks=(7, 3), options=o)
    lose = score_hand(hakem=0, tricks=(3, 7), options=o)
    up = update_game((5, 6), win, o)
    assert (up.score, up.winner, up.win_by_two) == ((6, 6), None, True)
    assert update_game((6, 6), win, o, win_by_two=True).winner is None  # 7-6: not yet
    assert update_game((7, 6), win, o, win_by_two=True).winner == 0  # 8-6
    assert update_game((7, 6), lose, o, win_by_two=True).winner is None  # 7-7
    assert update_game((7, 7), lose, o, win_by_two=True).winner == 1  # 7-8: the next point
    kot = score_hand(hakem=0, tricks=(7, 0), options=o)
    assert update_game((6, 6), kot, o, win_by_two=True).winner == 0  # 8-6 at once


def test_hokm_three_player_deal__views_hide_the_others():
    _opts, deck = three_player_deck()
    state = dealt(start(0, players=3), deck).apply(moves.NameTrump("S"))
    for seat in range(3):
        view = state.view(seat)
        assert [isinstance(h, int) for h in view.hands] == [s != seat for s in range(3)]
    assert state.to_move == 0
