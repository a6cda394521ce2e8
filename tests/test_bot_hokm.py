"""The heuristic Hokm player and the shared card-play habits behind it.

Each habit of :func:`pasur.engines.trickplay.choose_card` is checked on a hand-built position;
the Hokm player's trump and bam choices likewise; and its strength against the random player on
a fixed set of seeds (the margin published in docs/strength.md).
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pasur.cards import STANDARD_DECK, Card, cards
from pasur.engines.trickplay import REASONS, cards_of, choose_card
from pasur.engines.tricks import STRENGTH, TRICK_KEYS, Order, follow_mask
from pasur.games.hokm import (
    SPEC,
    Concede,
    Discard,
    DrawChoice,
    NameTrump,
    Peek,
    Play,
    SeatDraw,
    Shuffle,
    deck_for_hands,
    new_match,
)
from pasur.games.hokm.bot import bam_choice, decide, mode_worth, suit_worth, trump_choice
from pasur.games.hokm.options import HokmOptions
from pasur.sim import Setup, play_deal, simulate

ACE_HIGH = STRENGTH[Order.ACE_HIGH]
SHELEM_VALUES = tuple({3: 5, 8: 10, 12: 10}.get(i % 13, 0) for i in range(52))


def mask(text: str) -> int:
    m = 0
    for c in cards(text):
        m |= 1 << c.index
    return m


def idx(text: str) -> list[int]:
    return [c.index for c in cards(text)]


def choose(
    hand: str,
    trick: str = "",
    *,
    trump: str = "S",
    gone: str = "",
    voids: tuple[int, int, int, int] = (0, 0, 0, 0),
    declarer: bool = False,
    players: int = 4,
    partner: int = 2,
    values: tuple[int, ...] | None = None,
) -> tuple[str, str]:
    h = mask(hand)
    played = idx(trick)
    t = "CDHS".find(trump) if trump else -1
    card, reason = choose_card(
        h,
        follow_mask(h, played[0] // 13 if played else None),
        played,
        players=players,
        partner=partner,
        trump=t,
        keys_by_led=TRICK_KEYS[Order.ACE_HIGH][4 if t < 0 else t],
        strength=ACE_HIGH,
        gone=mask(gone) | mask(trick),
        voids=voids,
        declarer=declarer,
        **({"values": values} if values else {}),
    )
    return Card.from_index(card).code, reason


# One habit each, named by its reason: the hand, the trick so far (spades are trump), the card
# played, and any other facts of the position.
HABITS: dict[str, tuple[str, str, str, dict[str, Any]]] = {
    "only-card": ("7H AS", "2H", "7H", {}),
    # Partner led the master ace, an opponent followed; nobody left can beat it.
    "partner-winning": ("KH 2H AS", "AH 3H", "2H", {}),
    "win-cheap": ("QH AH 2C", "10H 2H JH", "QH", {}),
    "win-sure": ("AH 2H 3C", "5H", "AH", {}),
    # Second to play without a sure winner.
    "second-hand-low": ("KH 2H 3C", "5H", "2H", {}),
    "trump-in": ("2S 5C", "AH", "2S", {}),
    "follow-low": ("KH 2H 4C", "3H AH", "2H", {}),
    # An opponent trumped with the ace of trumps: throw the cheapest side card (keep trumps).
    "discard-low": ("KD 3C 4S", "5H AS", "3C", {}),
    # Leading: a side-suit winner.
    "cash-winner": ("AH 4H 7D 9D 3C", "", "AH", {}),
    # Leading: the partner (seat 2) is void in diamonds.
    "lead-to-ruff": ("5D 9D 7C 8C 9C", "", "5D", {"voids": (0, 0, 1 << 1, 0)}),
    # Leading: low from the longest suit.
    "lead-low": ("5C 9C QC 7D 8H", "", "5C", {}),
    # Shelem-style card points: partner's ace holds the trick, give it the ten.
    "feed-partner": ("10H 3H 2C", "AH 4H", "TH", {"values": SHELEM_VALUES}),
}


@pytest.mark.parametrize("reason", HABITS)
def test_card_play_habit(reason: str) -> None:
    hand, trick, card, facts = HABITS[reason]
    assert choose(hand, trick, **facts) == (card, reason)


def test_draw_trumps_with_the_master_trump() -> None:
    assert choose("AS 4S 7H 9D", declarer=True) == ("AS", "draw-trumps")
    # the defenders do not draw trumps
    assert choose("AS 4S 7H 9D", declarer=False)[1] != "draw-trumps"


def test_no_cashing_into_an_opponents_void() -> None:
    # the next player (an opponent) has shown out of hearts while trumps are out
    code, reason = choose("AH 4H 7D 9D 3C", voids=(0, 1 << 2, 0, 0))
    assert reason != "cash-winner" and not code.endswith("H")


def test_lead_trump_when_only_trumps_are_left() -> None:
    assert choose("3S 9S", gone="AS KS QS JS 10S")[1] == "lead-trump"


def test_no_partner_two_players() -> None:
    code, reason = choose("KH 2H", "AH", players=2, partner=-1)
    assert (code, reason) == ("2H", "follow-low")


@settings(max_examples=200, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(0, 3), st.integers(-1, 3))
def test_choose_card_always_plays_an_allowed_card(
    rng: random.Random, in_trick: int, trump: int
) -> None:
    deck = list(range(52))
    rng.shuffle(deck)
    hand = deck[:13]
    trick = deck[13 : 13 + in_trick]
    gone = set(deck[20 : 20 + rng.randrange(0, 20)]) | set(trick)
    h = sum(1 << c for c in hand)
    allowed = follow_mask(h, trick[0] // 13 if trick else None)
    card, reason = choose_card(
        h,
        allowed,
        trick,
        players=4,
        partner=2,
        trump=trump,
        keys_by_led=TRICK_KEYS[Order.ACE_HIGH][4 if trump < 0 else trump],
        strength=ACE_HIGH,
        gone=sum(1 << c for c in gone),
        voids=tuple(rng.randrange(16) for _ in range(4)),
        declarer=rng.random() < 0.5,
    )
    assert allowed >> card & 1
    assert reason in REASONS


def test_trump_choice_takes_the_long_strong_suit() -> None:
    five = idx("AS KS 5S 2H 3D")
    assert trump_choice(five, ("C", "D", "H", "S")) == ("S", "trump-suit")
    assert suit_worth(five, 3) == 3 * 3 + 4 + 3


def test_trump_choice_names_a_special_mode_only_when_clearly_better() -> None:
    low = idx("2H 2D 3C 2S 4H")
    contracts = ("C", "D", "H", "S", "saras", "naras", "taknaras")
    assert trump_choice(low, contracts) == ("naras", "trump-mode")
    assert mode_worth(low, "naras") > mode_worth(low, "saras")
    assert trump_choice(low, ("C", "D", "H", "S"))[1] == "trump-suit"
    assert trump_choice(idx("AS KS 5S 2H 3D"), contracts)[0] == "S"


def test_bam_only_with_sure_winners() -> None:
    gone = mask("2S 3S 4S 5S 6S 7S 8S 9S 10S JS")
    assert bam_choice(mask("AS KS QS"), gone, 3, Order.ACE_HIGH) == (True, "bam-go")
    # a side-suit ace is sure once no trump is left out
    assert bam_choice(mask("AS KS AH"), gone | mask("QS"), 3, Order.ACE_HIGH) == (True, "bam-go")
    assert bam_choice(mask("AS KS AH"), gone, 3, Order.ACE_HIGH) == (False, "bam-stop")
    assert bam_choice(mask("AS 2H"), mask("2S"), 3, Order.ACE_HIGH) == (False, "bam-stop")


def test_decide_explains_the_trump_choice_in_a_real_position() -> None:
    deck = cards("AS KS 5S 2H 3D") + tuple(
        c for c in STANDARD_DECK if c not in cards("AS KS 5S 2H 3D")
    )
    state = new_match(HokmOptions(scope="hand", first_hakem="random", cut="off"))
    state = state.apply(SeatDraw(0)).apply(Shuffle(deck))
    decision = decide(state.view(0), state.legal_moves())
    assert decision.move == NameTrump("S")
    assert decision.reason == "trump-suit" and dict(decision.params) == {"contract": "S"}
    state = state.apply(decision.move)
    decision = decide(state.view(0), state.legal_moves())
    assert isinstance(decision.move, Play) and decision.move in state.legal_moves()
    assert decision.reason in REASONS and dict(decision.params)["card"] == decision.move.card.code


def test_spec_offers_the_heuristic_player() -> None:
    assert SPEC.players["heuristic"] is not None and SPEC.explain is decide


def test_heuristic_beats_random_by_the_published_margin() -> None:
    """docs/strength.md: about 82% of hands; the threshold leaves room for the seeds' luck."""
    won = total = 0
    for players, side in ((("heuristic", "random"), 0), (("random", "heuristic"), 1)):
        for d in simulate(Setup("hokm", "scope:hand", players, seed=2026), 300):
            total += 1
            winner = 0 if d.summary["score"][0] > d.summary["score"][1] else 1
            won += winner == side
    assert won / total > 0.74


def test_the_heuristic_player_is_deterministic() -> None:
    setup = Setup("hokm", "scope:hand", ("heuristic",), seed=8, fast=False)
    assert play_deal(setup, 4) == play_deal(setup, 4)
    moves = play_deal(setup, 4).record.moves
    assert len(cards_of(0)) == 0 and len(moves) > 20


def test_sample_hands_respects_sizes_and_voids() -> None:
    from pasur.games.hokm.search import sample_hands

    rng = random.Random(1)
    unseen = mask("2H 3H 4H 5C 6C 7C 8D 9D 10D")
    voids = [0, 1 << 2, 0, 1 << 0]  # seat 1 has no hearts, seat 3 no clubs
    for _ in range(50):
        hands = sample_hands(rng, unseen, [0, 3, 3, 3], voids, 0)
        assert hands is not None and hands[0] == 0
        assert [h.bit_count() for h in hands[1:]] == [3, 3, 3]
        assert sum(hands) == unseen
        assert not hands[1] & mask("2H 3H 4H") and not hands[3] & mask("5C 6C 7C")
    # impossible: three seats with no hearts cannot hold three hearts
    assert sample_hands(rng, mask("2H 3H 4H"), [0, 1, 1, 1], [0, 4, 4, 4], 0) is None


def test_expert_searches_and_is_deterministic() -> None:
    from pasur.games.hokm.search import REASONS, expert_decide, hokm_expert

    setup = Setup("hokm", "scope:hand", ("heuristic",), 21, fast=False)
    record = play_deal(setup, 0).record
    from pasur.records import iter_replay

    searched = 0
    for _, _, after in iter_replay(record):
        if after.phase == "play" and len(after.legal_moves()) > 1 and searched < 3:
            view = after.view(after.to_move)
            d1 = expert_decide(view, after.legal_moves(), after.options, samples=6)
            d2 = expert_decide(view, after.legal_moves(), after.options, samples=6)
            assert d1 == d2 and d1.move in after.legal_moves()
            assert d1.reason == "search" and d1.reason in REASONS
            assert dict(d1.params)["samples"] == "6"
            assert hokm_expert(view, after.legal_moves(), random.Random(0)) in after.legal_moves()
            searched += 1
    assert searched == 3


# --- the two-player draw and the four-player extras -----------------------------------------


def _two_player_at_discard() -> Any:
    opts = HokmOptions(players=2, first_hakem="random", cut="off", scope="hand")
    fives = [cards("AH KH 2S 3C 4D"), cards("QS JS 9C 8C 7H")]
    deck = deck_for_hands(fives, 0, options=opts, stock=cards("5H 6C 2D 3D AS QD"))
    state = new_match(opts).apply(SeatDraw(0)).apply(Shuffle(deck)).apply(NameTrump("H"))
    assert state.phase == "discard"
    return state


def test_heuristic_discards_its_weakest_side_cards_and_keeps_trumps():
    state = _two_player_at_discard()
    d = decide(state.view(0), state.legal_moves())
    assert d.reason == "discard-weak"
    assert set(d.move.cards) == set(cards("2S 3C 4D"))


def test_heuristic_keeps_a_trump_or_a_high_card_and_burns_a_low_one():
    state = _two_player_at_discard()
    state = state.apply(Discard(cards("2S 3C 4D"))).apply(Discard(cards("8C 7H")))
    d = decide(state.view(0), state.legal_moves())  # the top card is 5♥, a trump
    assert (d.move, d.reason) == (DrawChoice(True), "draw-keep")
    state = state.apply(d.move)
    d = decide(state.view(1), state.legal_moves())  # 2♦: low, not trump
    assert (d.move, d.reason) == (DrawChoice(False), "draw-burn")


def test_heuristic_takes_the_better_of_the_last_pair():
    state = _two_player_at_discard()
    state = state.apply(Discard(cards("2S 3C 4D"))).apply(Discard(cards("8C 7H")))
    while len(state.draw_offer()) != 2:
        state = state.apply(DrawChoice(True))
    first, second = state.draw_offer()
    d = decide(state.view(state.to_move), state.legal_moves())
    assert d.reason == "pair-better"
    taken = first if d.move.keep else second
    other = second if d.move.keep else first
    worth = [c.rank + (13 if c.suit.letter == "H" else 0) for c in (taken, other)]
    assert worth[0] >= worth[1]


def test_heuristic_plays_on_and_peeks_at_the_last_packet():
    opts = HokmOptions(
        first_hakem="random",
        cut="off",
        scope="hand",
        dealer_peek="partner_later_packet",
        concession="before_play",
    )
    state = new_match(opts).apply(SeatDraw(0)).apply(Shuffle(tuple(STANDARD_DECK)))
    state = state.apply(NameTrump("S"))
    d = decide(state.view(state.to_move), state.legal_moves())
    assert (d.move, d.reason) == (Peek(3), "peek-later")
    state = state.apply(d.move)
    d = decide(state.view(state.to_move), state.legal_moves())
    assert (d.move, d.reason) == (Concede(False), "play-on")
