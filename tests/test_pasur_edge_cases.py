"""Pasur: the 24 hard edge cases of the rules research (``shared/rules/chahar_barg.md``, d.1-d.24).

Each test names its case (``test_d01_...``) and the preset it assumes: ``seed`` (seed 001's rules,
the engine's defaults) or ``pagat`` (the standard rules); "2p, deal k/6" is the k-th four-card
deal of a two-player round. Positions are built as in ``tests/games/test_pasur_rules.py``, with
:mod:`pasur.testing.chahar_barg`: a whole deal from a constructed deck, or a mid-round position
with every card placed. The last part holds the property tests of d.23 and d.24 (hypothesis),
over random playthroughs for two, three and four players and every preset.
"""

from __future__ import annotations

import dataclasses
import itertools
import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pasur.cards import STANDARD_DECK, Card, Rank, Suit
from pasur.cards import cards as cs
from pasur.cards import parse_card as C
from pasur.games.chahar_barg import (
    PRESETS,
    SPEC,
    FirstDealer,
    PasurOptions,
    PasurState,
    Play,
    Show,
    Shuffle,
    captures,
    clubs_holder,
    new_match,
    number_value,
    score_round,
    side_of,
    update_match,
)
from pasur.games.chahar_barg.moves import parse_move_text
from pasur.protocol import CHANCE
from pasur.records import replay
from pasur.sim import deal_rng, play, policy_named, random_legal
from pasur.testing import random_playthrough
from pasur.testing.chahar_barg import dealt, deck_for, events, position
from pasur.testing.chahar_barg import play as run

# --- helpers ---------------------------------------------------------------------------------


def sur_rule(state: PasurState, text: str) -> str | None:
    """The rule of the table-clearing capture *text* makes (``None``: the table is not cleared)."""
    _, evs = events(state, text)
    found = [e.rule_id for e in evs if e.kind == "sur"]
    return found[0] if found else None


def capture_sets(state: PasurState, code: str) -> set[str]:
    return {
        " ".join(c.code for c in m.taken)
        for m in state.legal_moves()
        if isinstance(m, Play) and m.card == C(code) and m.taken
    }


def round_of(
    options: PasurOptions, seed: int, policy: Any = random_legal
) -> list[tuple[PasurState, Any, PasurState]]:
    """Every step (before, move, after) of one random round, from the first dealer's draw."""
    rng = random.Random(seed)
    state = new_match(dataclasses.replace(options, scope="hand"))
    steps = []
    while not state.is_terminal():
        if state.to_move == CHANCE:
            move = SPEC.sample_chance(state, rng)
        else:
            move = policy(state.view(state.to_move), state.legal_moves(), rng)
        after = state.apply(move)
        steps.append((state, move, after))
        state = after
    return steps


# --- d.1 to d.4: what a card takes ------------------------------------------------------------

FIXTURE = "AH 2S 2D 4C TH"
EXPECTED = {
    "A": {"TH"},
    "2": {"AH 2D 4C 2S"},
    "3": {"2D 4C 2S"},
    "4": {"AH 4C 2S", "AH 2D 4C"},
    "5": {"2D 4C", "4C 2S"},
    "6": {"AH 4C", "AH 2D 2S"},
    "7": {"4C", "2D 2S"},
    "8": {"AH 2S", "AH 2D"},
    "9": {"2S", "2D"},
    "T": {"AH"},
}


@pytest.mark.parametrize("rank", list(EXPECTED))
def test_d01_capture_enumeration_fixture(rank: str) -> None:
    """d.1 (seed and pagat): Wikipedia's table AH 2S 2D 4C 10H, the exact legal capture sets of
    every number rank, cards named in index order (suits C D H S)."""
    table = cs(FIXTURE)
    found = {
        " ".join(sorted((c.code for c in s), key=lambda x: C(x).index))
        for s in captures(C(rank + "C") if rank != "4" else C("4D"), table, PasurOptions())
    }
    expected = {" ".join(sorted(s.split(), key=lambda x: C(x).index)) for s in EXPECTED[rank]}
    assert found == expected
    # The same through the state machine's legal moves (the 2 takes four cards at once).
    played = rank + ("C" if rank != "4" else "D")
    state = position([played], FIXTURE, stock=8)
    assert {
        " ".join(sorted(s.split(), key=lambda x: C(x).index)) for s in capture_sets(state, played)
    } == expected


def test_d01_same_ranks_are_separate_options() -> None:
    """d.1 (seed): an ace on 10D 10S has two options; only the 10D is worth 3. The card taken is
    removed by identity."""
    state = position(["AC", "2H"], "TD TS", stock=8)
    assert capture_sets(state, "AC") == {"TD", "TS"}
    after = run(state, "AC-TD")
    assert after.table == cs("TS") and C("TD") in after.piles[0]
    after = run(state, "AC-TS")
    assert after.table == cs("TD") and C("TS") in after.piles[0]


def test_d02_face_cards_are_excluded_from_sums() -> None:
    """d.2 (seed): table QS 5H, the 6C takes the 5H only; the QS stays; no sur. 10H and AD are
    taken only by an ace, a 10 or a jack; 8S and 3D only by a 3, an 8 or a jack."""
    state = position(["6C", "2H"], "QS 5H", stock=8)
    assert capture_sets(state, "6C") == {"5H"}
    after, evs = events(state, "6C-5H")
    assert after.table == cs("QS") and not [e for e in evs if e.kind == "sur"]
    for table, takers in (("TH AD", {"A", "T", "J"}), ("8S 3D", {"3", "8", "J"})):
        for card in STANDARD_DECK:
            if card in cs(table):
                continue
            can = bool(captures(card, cs(table), PasurOptions()))
            assert can == (card.code[0] in takers), (table, card)


def test_d03_the_ace_is_one() -> None:
    """d.3 (seed): table 10D, AC takes it; table AD, 10S takes it; table AD, AS is laid."""
    assert capture_sets(position(["AC"], "TD", stock=8), "AC") == {"TD"}
    assert capture_sets(position(["TS"], "AD", stock=8), "TS") == {"AD"}
    state = position(["AS", "2H"], "AD", stock=8)
    assert [str(m) for m in state.legal_moves()] == ["AS"]
    assert run(state, "AS").table == cs("AD AS")


def test_d04_the_jack_takes_exactly_the_numbers_and_jacks() -> None:
    """d.4 (seed): table 5H JD QS KC, the JH takes 5H and JD; QS KC stay; no sur. No subset
    (3S 9H: both). On an empty table, or one of kings and queens, a jack is laid."""
    state = position(["JH", "2H"], "5H JD QS KC", stock=8)
    assert capture_sets(state, "JH") == {"JD 5H"}
    after, evs = events(state, "JH-JD-5H")
    assert after.table == cs("QS KC") and not [e for e in evs if e.kind == "sur"]
    state = position(["JH"], "3S 9H", stock=8)
    assert capture_sets(state, "JH") == {"9H 3S"}
    assert state.violation(Play(C("JH"), cs("3S"))) is not None
    for table in ("", "QS", "KC QD KH"):
        state = position(["JH 5C"], table, stock=8)
        assert "JH" in {str(m) for m in state.legal_moves()}


# --- d.5 to d.7: jacks, kings and queens clearing the table ---------------------------------


@pytest.mark.parametrize("preset", ["seed", "pagat"])
def test_d05_lone_jack(preset: str) -> None:
    """d.5 (every preset), 2p deal 2/6: the table was just cleared; P1 lays JD; P2's numbers
    cannot touch it; P2's JC takes it: the table is empty, but no sur."""
    state = position(["JD 5S 6S", "JC 4H 7H 9H"], "", stock=32, preset=preset)
    assert state.deal_no == 2
    state = run(state, "JD")
    assert all(
        not m.taken for m in state.legal_moves() if isinstance(m, Play) and m.card != C("JC")
    )
    after, evs = events(state, "JC-JD")
    assert after.table == () and after.surs == ((), ())
    assert [e.rule_id for e in evs if e.kind == "sur"] == ["pasur/lone-jack"]


@pytest.mark.parametrize(("preset", "value"), [("seed", 10), ("pagat", 0)])
def test_d06_jack_clearing_numbers(preset: str, value: int) -> None:
    """d.6: table 3S 9H (deal 3/6), the JH clears it: seed +10, pagat nothing. Table JD 4H, the
    JS takes both: seed a jack sur (+10, the table did not hold only a jack), pagat nothing."""
    for table, move in (("3S 9H", "JH-9H-3S"), ("JD 4H", "JS-JD-4H")):
        state = position([move[:2]], table, stock=24, preset=preset)
        assert state.deal_no == 3
        after = run(state, move)
        assert after.table == ()
        assert after.surs == (((value,) if value else ()), ())
        assert sur_rule(state, move) == ("pasur/sur" if value else "pasur/jack-sur")


def test_d07_king_and_queen_one_for_one() -> None:
    """d.7 (seed): table KH KC 4D, the KS: exactly two captures, one king each; one king stays;
    no sur. Table QD alone in deal 1/6, the QS: a sur worth 5 (it is not a jack)."""
    state = position(["KS", "2H"], "KH KC 4D", stock=8)
    assert capture_sets(state, "KS") == {"KH", "KC"}
    after = run(state, "KS-KC")
    assert after.table == cs("KH 4D") and after.surs == ((), ())
    state = position(["QS"], "QD", stock=40)
    assert state.deal_no == 1
    after, evs = events(state, "QS-QD")
    assert after.surs == ((5,), ())
    assert [e.param("value") for e in evs if e.kind == "sur"] == ["5"]


# --- d.8, d.9: the opening table --------------------------------------------------------------


def test_d08_three_kings_on_the_opening_table__pagat_redeals() -> None:
    """d.8 (pagat): opening KS KH KD 2C: dealt again."""
    before = new_match(PRESETS["pagat"]).apply(FirstDealer(1))
    after = before.apply(Shuffle(deck_for(["", ""], "KS KH KD 2C", dealer=1)))
    assert after.phase == "shuffle" and after.redeals == 1


@pytest.mark.parametrize("seed", range(8))
def test_d08_three_kings_on_the_opening_table__seed_plays_on(seed: int) -> None:
    """d.8 (seed): opening KS KH KD 2C, the KC in a hand: it takes exactly one king, two stay to
    the end of the round, no sur is ever possible, and the last taker gets them."""
    state = dealt(["KC 5H 6H 7H"], "KS KH KD 2C")
    assert state.phase == "play"
    rng = random.Random(seed)
    kc_played = False
    while not state.results:
        before = state
        move = rng.choice(state.legal_moves())
        state = state.apply(move)
        if isinstance(move, Play) and move.card == C("KC"):
            kc_played = True
            assert len(move.taken) == 1 and move.taken[0].rank == Rank.KING
        if not state.results:
            kings = [c for c in state.table if c.rank == Rank.KING]
            assert len(kings) >= (2 if kc_played else 3)
    assert kc_played
    assert state.sur_log == () and all(not s for s in state.surs)
    stuck = [c for c in before.table if c.rank == Rank.KING]
    assert len(stuck) == 2
    taker = before.to_move if isinstance(move, Play) and move.taken else before.last_taker
    assert taker is not None
    assert set(stuck) <= set(state.piles[side_of(taker, 2)])


def test_d08_kings_on_the_table_never_exceed_the_opening_count() -> None:
    """d.8 (seed, must_capture): a king is laid only when no king is there, so the table never
    holds more kings than max(1, the opening count); the same for queens."""
    for seed in range(30):
        steps = round_of(PRESETS["seed"], seed)
        opening = next(a for _, m, a in steps if isinstance(m, Shuffle) and a.phase == "play")
        for rank in (Rank.KING, Rank.QUEEN):
            cap = max(1, sum(1 for c in opening.table if c.rank == rank))
            for _, _, after in steps:
                if after.phase == "play":
                    assert sum(1 for c in after.table if c.rank == rank) <= cap


def test_d09_jack_on_the_opening_table() -> None:
    """d.9 (seed and pagat): JS 5H 8D KC: the JS goes back into the stock (under it) and the next
    card replaces it; all 52 cards stay in play. JS JD ...: redeal; a jack replacing a jack:
    redeal."""
    for preset in ("seed", "pagat"):
        state = dealt(["", ""], "JS 5H 8D KC", "3D", preset=preset)
        assert state.table == cs("5H 8D KC 3D") and state.stock[-1] == C("JS")
        held = [*state.hands[0], *state.hands[1], *state.table, *state.stock]
        assert Counter(held) == Counter(STANDARD_DECK)
        for table, stock in (("JS JD 5H 8D", ""), ("JS 5H 8D KC", "JD")):
            before = new_match(PRESETS[preset]).apply(FirstDealer(1))
            after = before.apply(Shuffle(deck_for(["", ""], table, stock, dealer=1)))
            assert after.phase == "shuffle" and after.redeals == 1


# --- d.10, d.11: forced capture and several sets ----------------------------------------------


@pytest.mark.parametrize("must_capture", [True, False])
def test_d10_forced_capture_and_free_choice(must_capture: bool) -> None:
    """d.10: hand 7S 9D, table 4H QC: 7S takes 4H or 9D is laid; laying the 7S is illegal with
    must_capture (seed, pagat), legal without (Pasur11)."""
    state = position(["7S 9D"], "4H QC", stock=8, must_capture=must_capture)
    moves = {str(m) for m in state.legal_moves()}
    assert {"7S-4H", "9D"} <= moves
    assert ("7S" in moves) == (not must_capture)
    assert (state.violation(Play(C("7S"))) is None) == (not must_capture)


def test_d11_one_set_or_the_union() -> None:
    """d.11: table 4H 2S 2D, the 7C. single (seed, pagat): two options, neither clears the
    table. union: one move takes all three and it is a sur."""
    state = position(["7C", "9S"], "4H 2S 2D", stock=8)
    assert capture_sets(state, "7C") == {"4H", "2D 2S"}
    for move in ("7C-4H", "7C-2D-2S"):
        assert run(state, move).table != ()
    union = position(["7C", "9S"], "4H 2S 2D", stock=8, capture_mode="union")
    assert capture_sets(union, "7C") == {"2D 4H 2S"}
    after = run(union, "7C-2D-4H-2S")
    assert after.table == () and after.surs == ((5,), ())


def union_brute_force(card: Card, table: Sequence[Card]) -> set[tuple[Card, ...]]:
    """union mode by definition: the union of every maximal group of pairwise disjoint sets
    (tried group by group, exponential in the number of sets)."""
    sets = sorted(brute_force(card, table), key=lambda s: [c.index for c in s])
    if len(sets) <= 1:
        return set(sets)
    out = set()
    for k in range(1, len(sets) + 1):
        for group in itertools.combinations(sets, k):
            chosen = [c for s in group for c in s]
            if len(chosen) != len(set(chosen)):
                continue
            if any(not set(s) & set(chosen) for s in sets if s not in group):
                continue
            out.add(tuple(sorted(chosen, key=lambda c: c.index)))
    return out


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_d11_union_mode_matches_its_definition(data: st.DataObject) -> None:
    """d.11 (capture_mode:union): on any table (up to 10 cards) the moves are exactly the unions
    of the maximal groups of disjoint sets; the search does not try every group, so a large
    table stays quick (d.24)."""
    table = data.draw(st.lists(st.sampled_from(list(STANDARD_DECK)), unique=True, max_size=10))
    card = data.draw(st.sampled_from([c for c in NUMBER_CARDS if c not in table]))
    found = captures(card, table, PasurOptions(capture_mode="union"))
    assert len(found) == len(set(found))
    assert set(found) == union_brute_force(card, table)


def test_d11_union_mode_on_a_large_table() -> None:
    rng = random.Random(11)
    union = PasurOptions(capture_mode="union")
    for _ in range(20):
        table = rng.sample(NUMBER_CARDS, 18)
        card = rng.choice([c for c in NUMBER_CARDS if c not in table])
        sets = captures(card, table, PasurOptions())
        found = captures(card, table, union)
        assert found and all(
            sum(number_value(c) or 0 for c in s) % (11 - (number_value(card) or 0)) == 0
            for s in found
        )
        # Every set is inside one of the unions, and no union leaves room for another set.
        for s in sets:
            assert any(set(s) <= set(u) for u in found)
        for u in found:
            assert all(set(s) & set(u) for s in sets)


# --- d.12, d.13: when a sur counts ---------------------------------------------------------


@pytest.mark.parametrize(
    ("no_sur_in", "deal2", "deal6_first", "last_card"),
    [("last_deal", True, False, False), ("last_card", True, True, False)],
)
def test_d12_sur_timing(no_sur_in: str, deal2: bool, deal6_first: bool, last_card: bool) -> None:
    """d.12 (seed): table 6H, the 5S: deal 2/6 +5; the first card of deal 6/6: 0 with
    no_sur_in:last_deal, +5 with last_card; the round's final card: 0 under both."""
    hands = ["5S 2C 3C 4C", "2H 3H 4H 7H"]
    state = position(hands, "6H", stock=32, no_sur_in=no_sur_in)
    assert (sur_rule(state, "5S-6H") == "pasur/sur") == deal2
    state = position(hands, "6H", stock=0, no_sur_in=no_sur_in)
    assert state.last_deal
    assert (sur_rule(state, "5S-6H") == "pasur/sur") == deal6_first
    state = position(["5S", ""], "6H", stock=0, no_sur_in=no_sur_in, last_taker=1)
    assert (sur_rule(state, "5S-6H") == "pasur/sur") == last_card


@pytest.mark.parametrize(("players", "deals"), [(3, 4), (4, 3)])
def test_d12_sur_timing__last_deal_of_three_and_four(players: int, deals: int) -> None:
    """d.12 (seed): the last deal is 4/4 with three players and 3/3 with four."""
    others = ["2H 3H 4H 7H", "2D 3D 4D 7D", "2S 3S 4S 7S"]
    hands = ["5S 2C 3C 4C", *others[: players - 1]]
    last = position(hands, "6H", stock=0, players=players)
    assert last.deal_no == deals and last.last_deal
    assert sur_rule(last, "5S-6H") == "pasur/no-sur-last-deal"
    before = position(hands, "6H", stock=4 * players, players=players)
    assert before.deal_no == deals - 1 and not before.last_deal
    assert sur_rule(before, "5S-6H") == "pasur/sur"


def test_d13_the_sur_card_still_scores() -> None:
    """d.13 (seed, no_sur_in:none so the round's last card may make one): AC takes 10D, a sur;
    the pile keeps AC (an ace and a club) and 10D (3), plus 5 for the sur."""
    state = position(["AC", ""], "TD", rest_to=1, last_taker=1, no_sur_in="none", scope="hand")
    after = run(state, "AC-TD")
    assert after.piles[0] == cs("AC TD")
    side = after.results[-1].sides[0]
    assert (side.aces, side.clubs, side.ten_of_diamonds, side.sur_points) == (1, 1, 3, 5)
    assert side.total == 9


# --- d.14, d.15: the end of the round and an empty table ----------------------------------------


def test_d14_leftovers_go_to_the_last_taker_not_the_last_player() -> None:
    """d.14 (seed): P1 holds 3S, the table is KD QH, P2 took last; P1 lays the 3S and the round
    ends: KD QH 3S go to P2; no sur."""
    state = position(["3S", ""], "KD QH", dealer=0, to_move=0, last_taker=1, rest_to=0)
    after, evs = events(state, "3S")
    assert set(cs("KD QH 3S")) <= set(after.piles[1])
    assert not [e for e in evs if e.kind == "sur"]
    assert [e.param("cards") for e in evs if e.kind == "leftovers"] == ["KD QH 3S"]
    total = Counter([*after.piles[0], *after.piles[1]])
    assert total == Counter(STANDARD_DECK)


def test_d14_leftovers__four_players_and_nobody_took() -> None:
    """d.14: with four players the table goes to the last taker's team; if nobody took anything
    all round (only in theory) it goes to the dealer's side, so no card is lost."""
    state = position(
        ["", "", "", "3S"], "KD QH", dealer=2, to_move=3, last_taker=0, preset="four_players"
    )
    assert set(cs("KD QH 3S")) <= set(run(state, "3S").piles[0])
    state = position(["3S", ""], "KD QH", dealer=1, to_move=0, last_taker=None)
    after = run(state, "3S")
    assert set(cs("KD QH 3S")) <= set(after.piles[1])
    assert Counter([*after.piles[0], *after.piles[1]]) == Counter(STANDARD_DECK)


def test_d15_an_empty_table_gets_no_cards_at_a_new_deal() -> None:
    """d.15 (seed): a sur empties the table at the end of a deal; the new deal adds nothing, the
    first player must lay a card, and a jack laid there blocks every number card."""
    state = position(["2H", "9D"], "", stock=40, dealer=0, to_move=1)
    state = run(state, "9D", "2H-9D")
    assert state.table == () and state.deal_no == 2 and state.to_move == 1
    assert all(not m.taken for m in state.legal_moves() if isinstance(m, Play))
    # The defensive jack: laid on the empty table, only a jack can take it (and no sur).
    state = position(["JD 5S", "6H 7H 2D"], "", stock=32)
    state = run(state, "JD")
    assert all(isinstance(m, Play) and not m.taken for m in state.legal_moves())


# --- d.16, d.17: bans and cancellation ---------------------------------------------------------


@pytest.mark.parametrize(
    ("limit", "carried", "sur"), [(60, 60, False), (60, 59, True), (50, 50, False), (50, 49, True)]
)
def test_d16_no_sur_from_a_score(limit: int, carried: int, sur: bool) -> None:
    """d.16 (seed option no_sur_from; pagat's variation 50), 2p: the score carried into the round
    decides: the capture stands, the sur does not."""
    state = position(["5S"], "6H", stock=16, score=(carried, 0), no_sur_from=limit)
    after = run(state, "5S-6H")
    assert after.table == () and C("6H") in after.piles[0]
    assert bool(after.surs[0]) == sur
    assert sur_rule(state, "5S-6H") == ("pasur/sur" if sur else "pasur/sur-score-limit")


def test_d16_the_eleventh_sur_is_a_capture_only() -> None:
    """d.16 (seed, sur_cap:10 over the match): the 11th sur of a side is recorded as a capture."""
    state = position(["5S"], "6H", stock=16)
    state = dataclasses.replace(state, match_surs=(7, 0), surs=((5, 5, 5), ()))
    after = run(state, "5S-6H")
    assert after.surs == ((5, 5, 5), ()) and C("5S") in after.piles[0]
    assert sur_rule(state, "5S-6H") == "pasur/sur-cap"


def test_d16_a_blocked_sur_neither_cancels_nor_is_cancelled() -> None:
    """d.16 (seed, sur_cancellation:immediate): a sur blocked by the last-deal ban does not
    cancel the other side's sur; nor is it there to be cancelled."""
    state = position(["", "5S 2C"], "6H", to_move=1, surs=((5,), ()), sur_cancellation="immediate")
    assert state.last_deal
    after = run(state, "5S-6H")
    assert after.surs == ((5,), ())


def test_d17_immediate_and_net_cancellation_agree_for_two() -> None:
    """d.17 (pagat variation): surs by P1, P1, P2. Immediate: the third cancels one of P1's; net:
    both lose one at the end. Either way P1 keeps one sur."""
    surs: tuple[tuple[int, ...], ...] = ((), ())
    for seat in (0, 0, 1):
        hands = ["5S", ""] if seat == 0 else ["", "5S"]
        state = position(
            hands, "6H", stock=16, to_move=seat, surs=surs, sur_cancellation="immediate"
        )
        surs = run(state, "5S-6H").surs
    assert surs == ((5,), ())
    net = score_round(
        (tuple(STANDARD_DECK[:26]), tuple(STANDARD_DECK[26:])),
        ((5, 5), (5,)),
        PasurOptions(sur_cancellation="net"),
    )
    assert [s.surs for s in net.sides] == [1, 0]


def test_d17_cancellation_with_three_and_four_players() -> None:
    """d.17: with three players a sur cancels one of the side with the most surs (the engine's
    choice; SWEN's 'one from each, only if all have one' is not offered); with four, between
    the teams."""
    state = position(
        ["", "", "5S"],
        "6H",
        stock=12,
        players=3,
        to_move=2,
        surs=((5,), (5, 5), ()),
        sur_cancellation="immediate",
    )
    assert run(state, "5S-6H").surs == ((5,), (5,), ())
    state = position(
        ["", "", "5S"],
        "6H",
        stock=16,
        preset="four_players",
        dealer=1,
        to_move=2,
        surs=((), (10,)),
        sur_cancellation="immediate",
    )
    assert run(state, "5S-6H").surs == ((), ())


# --- d.18, d.19: three and four players ---------------------------------------------------------


@pytest.mark.parametrize(
    ("split", "holder"), [((5, 5, 3), 2), ((6, 6, 1), 2), ((5, 4, 4), 0), ((7, 4, 2), 0)]
)
def test_d18_three_player_clubs(split: tuple[int, int, int], holder: int) -> None:
    """d.18 (seed): the clubs splits (P1, P2, P3); card points total 20 every time; the 2♣ is a
    club and 2 points."""
    o = PasurOptions(players=3)
    assert clubs_holder(split, o) == holder
    clubs = [c for c in STANDARD_DECK if c.suit == Suit.CLUBS][::-1]  # the 2♣ last
    others = [c for c in STANDARD_DECK if c.suit != Suit.CLUBS]
    a, b = split[0], split[0] + split[1]
    piles = [clubs[:a] + others[0::3], clubs[a:b] + others[1::3], clubs[b:] + others[2::3]]
    result = score_round(piles, ((), (), ()), o)
    assert result.clubs_side == holder and result.card_total == 20
    two = next(i for i, p in enumerate(piles) if C("2C") in p)
    assert result.sides[two].two_of_clubs == 2 and result.sides[two].clubs == split[two]


@pytest.mark.parametrize("seed", range(4))
def test_d19_four_player_partnership(seed: int) -> None:
    """d.19 (seed and pagat, four players): whatever either partner takes, sur included, goes to
    the team; the round is scored per team; the target is 124 (seed) or 62 (pagat)."""
    assert PRESETS["four_players"].target_points == 124
    assert dataclasses.replace(PRESETS["pagat"], players=4).target_points == 62
    steps = round_of(PRESETS["four_players"], seed)
    for before, move, after in steps:
        if isinstance(move, Play) and move.taken and before.to_move is not None:
            side = side_of(before.to_move, 4)
            grown = after.piles[side] if after.piles else ()
            if not after.results or len(after.results) == len(before.results):
                assert grown[-(1 + len(move.taken)) :] == (move.card, *move.taken)
    final = steps[-1][2]
    result = final.results[-1]
    assert len(result.sides) == 2 and result.card_total == 20
    assert final.score == result.points


# --- d.20, d.21: bookkeeping and the end of the match ------------------------------------------


@pytest.mark.parametrize(("players", "deals"), [(2, 6), (3, 4), (4, 3)])
def test_d20_deal_bookkeeping(players: int, deals: int) -> None:
    """d.20 (seed): 48 cards after the table make 6, 4 or 3 deals; the same player starts every
    deal of a round; the last-deal flag is set when the last deal is dealt; the deal passes on
    between rounds."""
    options = dataclasses.replace(PRESETS["seed"], players=players, target=999, target_4p=999)
    rng = random.Random(players)
    state = new_match(options).apply(FirstDealer(0))
    dealers: list[int] = []
    for _ in range(3):
        assert state.dealer is not None
        dealers.append(state.dealer)
        state = state.apply(SPEC.sample_chance(state, rng))
        while state.phase == "shuffle":  # a redeal
            state = state.apply(SPEC.sample_chance(state, rng))
        starts = []
        while state.phase == "play":
            if all(len(h) == 4 for h in state.hands):
                starts.append((state.deal_no, state.to_move))
                assert state.last_deal == (state.deal_no == deals) == (not state.stock)
            state = state.apply(rng.choice(state.legal_moves()))
        assert [d for d, _ in starts] == list(range(1, deals + 1))
        assert {s for _, s in starts} == {(dealers[-1] + 1) % players}
    assert dealers == [0, 1, 2 % players]


def test_d21_the_end_of_the_match() -> None:
    """d.21 (seed): both pass 62 in one tally, 64 against 71: the higher wins; an exact tie plays
    another round. Two players never tie for the clubs (13 is odd)."""
    piles = (
        cs("2C 3C 4C 5C 6C 7C 8C"),
        tuple(c for c in STANDARD_DECK if c not in cs("2C 3C 4C 5C 6C 7C 8C")),
    )
    result = score_round(piles, ((5,), (5, 5)), PasurOptions())
    assert result.points == (14, 21)
    assert update_match((50, 50), result, PasurOptions()).winner == 1
    assert update_match((57, 50), result, PasurOptions()).winner is None
    assert all(clubs_holder((k, 13 - k), PasurOptions()) is not None for k in range(14))


# --- d.22: open Pasur's views ----------------------------------------------------------------


@pytest.mark.parametrize("variant", ["one_per_deal", "always_one"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_d22_open_variant_views(variant: str, players: int) -> None:
    """d.22 (open preset): a seat's view shows exactly the shown cards of the others (facts
    ``shown<seat>``) and hides the rest; one_per_deal (reading A) shows no new card within a
    deal, always_one (reading B) shows a new card whenever the shown one is played."""
    options = dataclasses.replace(PRESETS["open"], players=players, open_variant=variant)
    for seed in range(3):
        for before, move, after in round_of(options, seed + 10 * players):
            if after.phase not in ("play", "show"):
                continue
            for seat in range(players):
                view = after.view(seat)
                facts = dict(view.facts)
                for other in range(players):
                    shown = ".".join(c.code for c in after.shown[other])
                    assert facts.get(f"shown{other}", "") == shown
                    if other != seat:
                        assert view.hands[other] == len(after.hands[other])
                assert view.hands[seat] == after.hands[seat]
                assert not any(k.startswith("pile") for k in facts)
                assert all(h == "deck-?" or not h.startswith("deck-") for h in view.history)
            if after.phase == "play":
                for other in range(players):
                    count = len(after.shown[other])
                    if variant == "always_one" and after.hands[other]:
                        assert count == 1
                    assert count <= 1
            if variant == "one_per_deal" and isinstance(move, Show):
                assert before.phase == "show"
                assert not after.shown[before.to_move or 0][:-1]


# --- d.23, d.24: properties ------------------------------------------------------------------

PRESET_NAMES = sorted(PRESETS)


def options_for(preset: str, players: int) -> PasurOptions:
    return dataclasses.replace(PRESETS[preset], players=players, scope="hand")


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(PRESET_NAMES), st.sampled_from([2, 3, 4]), st.integers(0, 10**6))
def test_d23_random_rounds_keep_the_invariants(preset: str, players: int, seed: int) -> None:
    """d.23 (every preset, 2/3/4 players): the shared harness checks at every position that all
    52 cards are in play once, that legal_moves() are exactly the moves violation() accepts
    (over the candidates), that move texts read back, and the record replays; each round holds
    20 card points."""
    record, final = random_playthrough(SPEC, options_for(preset, players), random.Random(seed))
    assert final.is_terminal() and final.results[-1].card_total == 20
    for before, after in itertools.pairwise(replay(record)):
        # <= 1 jack on the table after the deal (every preset buries or redeals opening jacks).
        if after.phase == "play":
            assert sum(1 for c in after.table if c.rank == Rank.JACK) <= 1
        # A sur implies an empty table and a legal card that made it.
        if len(after.sur_log) > len(before.sur_log):
            assert after.table == ()
            move = after.history[-1]
            assert move in before.legal_moves() and isinstance(move, Play) and move.taken


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(PRESET_NAMES), st.sampled_from([2, 3, 4]), st.integers(0, 10**6))
def test_d23_legal_moves_are_accepted_and_texts_read_back(
    preset: str, players: int, seed: int
) -> None:
    """d.23: every offered move is accepted, every text parses back to its move, and a few
    moves not offered are refused with a rule id of this game."""
    steps = round_of(options_for(preset, players), seed)
    for before, move, _ in steps[:: max(1, len(steps) // 12)]:
        assert parse_move_text(SPEC.format_move(before, move)) == move
        if before.to_move == CHANCE:
            continue
        legal = set(before.legal_moves())
        for m in legal:
            assert before.violation(m) is None
            assert parse_move_text(str(m)) == m
        hand = before.hands[before.to_move or 0]
        for card in hand:
            for size in range(3):
                for taken in itertools.combinations(before.table, size):
                    m = Play(card, tuple(taken))
                    problem = before.violation(m)
                    assert (problem is None) == (m in legal)
                    if problem is not None:
                        assert problem.rule_id.startswith("pasur/")


@pytest.mark.parametrize("preset", PRESET_NAMES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_d23_determinism_for_a_seed(preset: str, players: int) -> None:
    """d.23: the same seed gives the same round, move for move, with any policy; another seed
    another round."""
    options = options_for(preset, players)
    for policy in (random_legal, policy_named(SPEC, "baseline")):
        a = play(SPEC, options, [policy] * players, deal_rng("pasur", 3, 0))
        b = play(SPEC, options, [policy] * players, deal_rng("pasur", 3, 0))
        c = play(SPEC, options, [policy] * players, deal_rng("pasur", 4, 0))
        assert a.record == b.record and a.final == b.final and a.record != c.record
        assert a.final.is_terminal()
        assert replay(a.record)[-1] == a.final


NUMBER_CARDS = [c for c in STANDARD_DECK if number_value(c) is not None]


def brute_force(card: Card, table: Sequence[Card], max_size: int = 52) -> set[tuple[Card, ...]]:
    """Every subset of the table's number cards (of at most *max_size*) making 11 with *card*."""
    need = 11 - (number_value(card) or 0)
    numbers = [c for c in table if number_value(c) is not None]
    return {
        tuple(sorted(combo, key=lambda c: c.index))
        for k in range(1, min(len(numbers), max_size) + 1)
        for combo in itertools.combinations(numbers, k)
        if sum(number_value(c) or 0 for c in combo) == need
    }


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_d24_capture_enumeration_matches_brute_force(data: st.DataObject) -> None:
    """d.24: on any table (up to 14 cards, faces included) a number card's captures are exactly
    the subsets adding up to 11 with it (a brute force over every subset), each at most 6
    cards, each once."""
    deck = list(STANDARD_DECK)
    table = data.draw(st.lists(st.sampled_from(deck), unique=True, max_size=14))
    card = data.draw(st.sampled_from([c for c in NUMBER_CARDS if c not in table]))
    found = captures(card, table, PasurOptions())
    assert len(found) == len(set(found))
    assert set(found) == brute_force(card, table)
    assert all(len(s) <= 6 for s in found)


def test_d24_a_large_table_is_enumerated_without_trying_every_subset() -> None:
    """d.24: 24 number cards on the table: the search prunes by the remaining sum."""
    table = [c for c in NUMBER_CARDS if int(c.rank) <= 7 or c.rank == Rank.ACE][:24]
    card = C("AS")
    assert card not in table
    found = captures(card, table, PasurOptions())
    assert len(found) == len(set(found)) > 100
    assert all(sum(number_value(c) or 0 for c in s) == 10 for s in found)
    # Seven of these cards add up to at least 11 (1+1+1+2+2+2+2), so no capture holds more than
    # six and a brute force over the subsets of at most six cards finds them all.
    assert set(found) == brute_force(card, table, max_size=6)
    assert max(len(s) for s in found) <= 6
