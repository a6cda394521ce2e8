"""The heuristic Shelem player: always legal, deterministic, clearly stronger than random play,
and sensible in hand-built positions (bidding, putting down, naming trump, play)."""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest

from pasur.cards import Card, cards
from pasur.engines.bidding import Bid, Pass, Special
from pasur.engines.trickplay import REASONS as TRICKPLAY_REASONS
from pasur.games.shelem import PRESETS, SPEC, ShelemOptions, deck_for_deal, new_match
from pasur.games.shelem.bot import (
    REASONS,
    decide,
    hand_estimate,
    put_down,
    shelem_heuristic,
    shelem_losers,
    trump_suit,
)
from pasur.games.shelem.moves import DealerDraw, Discard, Play, Shuffle
from pasur.games.shelem.policy import shelem_baseline
from pasur.games.shelem.state import ShelemState
from pasur.protocol import CHANCE, Policy
from pasur.sim import deal_rng, play, random_legal
from pasur.testing.kit import checked_policy

ONE_HAND = {name: dataclasses.replace(o, scope="hand") for name, o in PRESETS.items()}


# The heuristic player, checking on the way that its move is legal and its reason is known.
checked = checked_policy(decide, REASONS, shelem_heuristic)


# --- (a) legal moves, finished deals ----------------------------------------------------------


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_always_legal_and_hands_finish(name: str) -> None:
    opts = ONE_HAND[name]
    n = opts.n_players
    for i in range(24):
        others: tuple[Policy, ...] = (random_legal, shelem_baseline)
        mixed = [checked if i % 2 or s % 2 == 0 else others[s // 2] for s in range(n)]
        final = play(SPEC, opts, mixed, deal_rng("shelem-bot", 1, i)).final
        assert final.is_terminal() and len(final.results) == 1


@pytest.mark.parametrize("name", ["seed_000", "two_player"])
def test_whole_matches_finish(name: str) -> None:
    opts = PRESETS[name]
    for i in range(2):
        final = play(SPEC, opts, [checked] * opts.n_players, deal_rng("shelem-bot", 2, i)).final
        assert final.is_terminal() and final.winner in (0, 1)


# --- (b) stronger than random play (duplicate: each deal twice, the sides swapped) ------------


def duplicate(opts: ShelemOptions, other: Policy, deals: int, seed: int) -> tuple[float, float]:
    """Mean points per hand the heuristic side gains over *other*'s side, and the share of deals
    it comes out ahead on, each deal played twice with the sides swapped."""
    n = opts.n_players
    nets = []
    for i in range(deals):
        net = 0
        for side in (0, 1):
            pols: list[Policy] = [shelem_heuristic if s % 2 == side else other for s in range(n)]
            final = play(SPEC, opts, pols, deal_rng("shelem-duel", seed, i)).final
            for r in final.results:
                net += r.gains[side] - r.gains[1 - side]
        nets.append(net / 2)
    return sum(nets) / deals, sum(1 for x in nets if x > 0) / deals


def test_beats_random_four_players() -> None:
    # Measured on these seeds: +258 points per hand, ahead on every deal.
    gain, ahead = duplicate(ONE_HAND["seed_000"], random_legal, 40, seed=3)
    assert gain > 150 and ahead > 0.9


def test_beats_random_two_players() -> None:
    # Measured on these seeds: +211 points per hand, ahead on 39 of the 40 deals.
    gain, ahead = duplicate(ONE_HAND["two_player"], random_legal, 40, seed=3)
    assert gain > 120 and ahead > 0.85


def test_beats_baseline_four_players() -> None:
    # Measured on these seeds: +44 points per hand (1,000 other deals: +36.5 ± 4.4).
    gain, _ = duplicate(ONE_HAND["seed_000"], shelem_baseline, 100, seed=4)
    assert gain > 10


# --- (c) reproducible -------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["seed_002", "two_player"])
def test_same_seed_same_record(name: str) -> None:
    opts = ONE_HAND[name]
    pols = [shelem_heuristic] * opts.n_players
    a = play(SPEC, opts, pols, deal_rng("shelem-bot", 9, 0)).record
    b = play(SPEC, opts, pols, deal_rng("shelem-bot", 9, 0)).record
    assert a == b and len(a.moves) > 50


# --- (d) hand-built positions -----------------------------------------------------------------

WEAK = "2C 3C 4C 6D 7D 8D 2H 3H 4H 2S 3S 4S"
STRONG = "AS KS QS JS 9S 8S AH TH AD TD AC KC"


def dealt(
    hands: Sequence[str],
    options: ShelemOptions | None = None,
    widow: str = "",
) -> ShelemState:
    """The position after seat 0 deals *hands* (seat by seat; unnamed cards filled in order)."""
    opts = options or ShelemOptions(scope="hand")
    st = new_match(opts).apply(DealerDraw(0))
    given = [cards(h) if h else () for h in hands]
    given += [()] * (opts.n_players - len(given))
    deck = deck_for_deal(given, 0, widow=cards(widow))
    return st.apply(Shuffle(deck))


def call(st: ShelemState, *moves: Any) -> ShelemState:
    for m in moves:
        st = st.apply(m)
    return st


def ask(st: ShelemState) -> Any:
    assert st.to_move is not None and st.to_move != CHANCE
    return decide(st.view(st.to_move), st.legal_moves())


def test_estimate_ranks_hands() -> None:
    weak = [c.index for c in cards(WEAK)]
    strong = [c.index for c in cards(STRONG)]
    assert hand_estimate(weak) < 100 <= 145 <= hand_estimate(strong) <= 165
    assert hand_estimate(strong) % 5 == 0
    assert trump_suit(strong) == 3  # six spades


def test_weak_hand_passes_strong_hand_bids() -> None:
    st = dealt(["", WEAK])  # seat 1 bids first
    d = ask(st)
    assert d.move == Pass() and d.reason == "pass-weak"
    st = dealt(["", STRONG])
    d = ask(st)
    assert d.move == Bid(100) and d.reason == "bid-strength"
    assert dict(d.params)["estimate"] == str(hand_estimate([c.index for c in cards(STRONG)]))


def test_strong_hand_keeps_bidding_weak_hand_drops_out() -> None:
    # Seats call in the order 1, 2, 3, 0; seat 2 is an opponent of seat 1.
    st = call(dealt(["", STRONG, WEAK]), Bid(100), Bid(120), Pass(), Pass())
    assert ask(st).move == Bid(125)  # seat 1 again, over the opponent's 120
    st = call(dealt(["", STRONG]), Bid(100), Bid(150), Pass(), Pass())
    assert ask(st).reason == "pass-weak"  # too high even for this hand


def test_does_not_outbid_partner_with_a_fair_hand() -> None:
    fair = "KH QH JH 9H 8H KD QD 9D QC JC TC 9C"  # estimate 110
    st = call(dealt(["", STRONG, WEAK, fair]), Bid(100), Pass())
    d = ask(st)  # seat 3, whose partner (seat 1) holds the bid
    assert d.move == Pass() and d.reason == "pass-partner"


def test_first_bidder_must_open() -> None:
    st = dealt(["", WEAK], PRESETS["no_yasa"])
    d = ask(st)
    assert d.move == Bid(100) and d.reason == "bid-forced"


def test_declares_shelem_only_with_an_overwhelming_hand() -> None:
    opts = dataclasses.replace(PRESETS["seed_002"], scope="hand")
    big = "AS KS QS JS TS 9S 8S 7S AH KH AD AC"
    assert shelem_losers([c.index for c in cards(big)]) == 0
    d = ask(dealt(["", big], opts))
    assert d.move == Special() and d.reason == "declare-shelem"
    d = ask(dealt(["", STRONG], opts))
    # a strong hand bids (seed 002 scores the bid, so it bids its full safe amount at once)
    assert isinstance(d.move, Bid) and d.reason == "bid-strength"
    assert dict(d.params)["amount"] == str(d.move.amount)


def test_jumps_to_its_bid_when_the_bid_is_what_scores() -> None:
    st = dealt(["", STRONG])
    view = st.view(1)
    assert view.fact("made_score") == "taken"
    facts = tuple(f for f in view.facts if f[0] != "made_score")
    view = dataclasses.replace(view, facts=(*facts, ("made_score", "bid")))
    d = decide(view, st.legal_moves())
    assert isinstance(d.move, Bid) and d.move.amount >= 140


def hakem_state(hand: str, widow: str) -> ShelemState:
    """Seat 1 wins the auction at 100 with *hand*, and takes *widow*."""
    return call(dealt(["", hand], widow=widow), Bid(100), Pass(), Pass(), Pass())


def test_put_down_keeps_aces_and_trump_and_voids_a_short_suit() -> None:
    st = hakem_state("AS KS QS 9S 7S 4S AH 8H 6H 3H TD 2C", "AC 5D 3D KC")
    assert st.phase == "discard" and st.to_move == 1
    d = ask(st)
    assert isinstance(d.move, Discard) and d.move in st.legal_moves()
    put = {c.code for c in d.move.cards}
    assert not any(code[0] == "A" for code in put)  # never an ace
    assert not any(code[1] == "S" for code in put)  # trump (spades) kept
    assert {"TD", "5D", "3D"} <= put  # diamonds emptied, the ten and five banked
    assert d.reason == "put-down-void"
    assert dict(d.params)["trump"] == "S" and dict(d.params)["points"] == "15"


def test_put_down_without_side_cards_puts_down_low_trumps() -> None:
    held = [c.index for c in cards("AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AH AD AC")]
    pick, reason = put_down(held)
    assert reason == "put-down-any"
    assert sorted(Card.from_index(i).code for i in pick) == ["2S", "3S", "4S", "6S"]


def test_put_down_spares_points_when_the_last_trick_owns_them() -> None:
    held = [c.index for c in cards("AS KS QS 9S 7S 4S AH TH 5H 6D 4D 3D 2D AC 8C 7C")]
    banked, reason = put_down(held, "hakem")
    assert {Card.from_index(i).code for i in banked} >= {"TH", "5H"}
    assert reason == "put-down-points"
    spared, reason = put_down(held, "last_trick")
    assert sorted(Card.from_index(i).code for i in spared) == ["2D", "3D", "4D", "6D"]
    assert reason == "put-down-void"


def test_first_lead_names_the_longest_suit_with_its_ace() -> None:
    st = hakem_state("AS KS QS 9S 7S 4S AH 8H 6H 3H TD 2C", "AC 5D 3D KC")
    st = st.apply(ask(st).move)
    d = ask(st)
    assert d.reason == "name-trump" and d.move == Play(cards("AS")[0])
    assert dict(d.params)["suit"] == "S"


def test_play_reasons_appear() -> None:
    seen: Counter[str] = Counter()
    for opts in (ONE_HAND["seed_000"], ONE_HAND["two_player"]):
        for i in range(6):
            rng = deal_rng("shelem-reasons", 0, i)
            st: ShelemState = SPEC.start(opts)
            while not st.is_terminal():
                if st.to_move == CHANCE:
                    st = st.apply(SPEC.sample_chance(st, rng))
                    continue
                d = ask(st)
                seen[d.reason] += 1
                st = st.apply(d.move)
    # Every shared card-play habit but the two these deals never call for, and Shelem's own.
    habits = [code for code in TRICKPLAY_REASONS if code not in ("lead-to-ruff", "lead-trump")]
    for code in ("name-trump", *habits, "bid-strength", "pass-weak"):
        assert seen[code], code


def test_two_player_pile_turn_is_legal() -> None:
    opts = ONE_HAND["two_player"]
    rng = deal_rng("shelem-piles", 0, 0)
    st: ShelemState = SPEC.start(opts)
    turns = 0
    while not st.is_terminal():
        if st.to_move == CHANCE:
            st = st.apply(SPEC.sample_chance(st, rng))
            continue
        d = ask(st)
        if st.pile_turn:
            assert isinstance(d.move, Play)
            assert d.move.card in st.pile_tops(st.to_move)  # type: ignore[arg-type]
            turns += 1
        st = st.apply(d.move)
    assert turns == 24
