"""Showdown equity: exact enumeration against a brute force, sampled known values, bad input."""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations

import pytest

from pasur.cards import STANDARD_DECK, AnyCard, Joker, parse_any_card, parse_cards
from pasur.errors import NotationError
from pasur.games.poker.equity import CHUNK, EXACT_LIMIT, Equity, equity
from pasur.games.poker.evaluate import RULES, best_hand


def cards(text: str) -> list[AnyCard]:
    return [parse_any_card(t) for t in text.split()]


def brute_force(
    holes: Sequence[Sequence[AnyCard]],
    board: Sequence[AnyCard],
    rules: str,
    deck: Sequence[AnyCard] = STANDARD_DECK,
) -> tuple[list[float], list[float], int]:
    used = {c for h in holes for c in h} | set(board)
    rest = [c for c in deck if c not in used]
    wins = [0.0] * len(holes)
    ties = [0.0] * len(holes)
    n = 0
    for extra in combinations(rest, 5 - len(board)):
        full = [*board, *extra]
        values = [best_hand(h, full, rules).value for h in holes]
        top = max(values)
        winners = [i for i, v in enumerate(values) if v == top]
        for i in winners:
            if len(winners) == 1:
                wins[i] += 1
            else:
                ties[i] += 1 / len(winners)
        n += 1
    return [w / n for w in wins], [t / n for t in ties], n


def assert_matches(e: Equity, expected: tuple[list[float], list[float], int]) -> None:
    wins, ties, n = expected
    assert e.exact and not e.cancelled
    assert e.boards == n
    assert e.win == pytest.approx(wins, abs=1e-12)
    assert e.tie == pytest.approx(ties, abs=1e-12)
    assert sum(e.equity) == pytest.approx(1.0)


@pytest.mark.parametrize("rules", RULES)
def test_exact_heads_up_flop_matches_brute_force(rules: str) -> None:
    holes = [cards("AS KS"), cards("QH QD")]
    board = cards("QS 7S 2C")
    e = equity(holes, board, rules)
    assert e.boards == 990
    assert_matches(e, brute_force(holes, board, rules))


@pytest.mark.parametrize("rules", RULES)
def test_exact_three_players_turn_with_splits(rules: str) -> None:
    holes = [cards("AH KC"), cards("AS KD"), cards("6H 4C")]
    board = cards("9C 9D 5H 3S")
    e = equity(holes, board, rules)
    assert_matches(e, brute_force(holes, board, rules))
    assert e.tie[0] > 0 and e.tie[0] == pytest.approx(e.tie[1])


def test_random_flops_match_brute_force() -> None:
    rng = random.Random(3)
    for _ in range(4):
        dealt = rng.sample(STANDARD_DECK, 7)
        holes, board = [dealt[0:2], dealt[2:4]], dealt[4:7]
        for rules in RULES:
            assert_matches(equity(holes, board, rules), brute_force(holes, board, rules))


def test_river_is_one_board() -> None:
    e = equity([cards("AH KH"), cards("2C 2D")], cards("QH JH TH 2S 3C"))
    assert (e.win, e.tie, e.exact, e.boards) == ((1.0, 0.0), (0.0, 0.0), True, 1)


def test_aces_against_kings_preflop_holdem_is_about_82_percent() -> None:
    e = equity([cards("AS AH"), cards("KS KH")], [], "holdem", rng=random.Random(11))
    assert not e.exact
    assert e.boards == 20_000
    assert e.equity[0] == pytest.approx(0.82, abs=0.012)  # 0.8236 exactly (published tables)


def test_sampling_is_seeded_and_reproducible() -> None:
    holes = [cards("AS AH"), cards("7C 6C")]
    a = equity(holes, [], samples=3_000, rng=random.Random(5))
    b = equity(holes, [], samples=3_000, rng=random.Random(5))
    c = equity(holes, [], samples=3_000)
    d = equity(holes, [], samples=3_000)
    assert a == b and c == d
    assert a.boards == 3_000 and not a.exact


def test_samples_at_least_the_board_count_means_exact() -> None:
    holes = [cards("AS AH"), cards("7C 6C")]
    board = cards("2D 3D 9S 4C")
    assert equity(holes, board, samples=44).exact
    assert not equity(holes, board, samples=43).exact


def test_progress_and_cancel() -> None:
    calls: list[tuple[int, int]] = []
    e = equity(
        [cards("AS AH"), cards("KS KH")],
        [],
        samples=3 * CHUNK + 5,
        progress=lambda d, t: calls.append((d, t)),
    )
    assert calls == [(CHUNK, 3005), (2 * CHUNK, 3005), (3 * CHUNK, 3005), (3005, 3005)]
    assert e.boards == 3005
    asked = iter([False, True])
    e = equity([cards("AS AH"), cards("KS KH")], cards("2C 7D"), cancel=lambda: next(asked))
    assert e.cancelled and not e.exact and e.boards == CHUNK
    assert sum(e.equity) == pytest.approx(1.0)
    assert EXACT_LIMIT >= 17_296  # C(47,3): heads-up from the turn-less two-card board is exact


def test_dead_cards_are_removed() -> None:
    holes = [cards("AS AH"), cards("KS KH")]
    board = cards("2C 7D 9H")
    e = equity(holes, board, "holdem", dead=cards("KD KC"))
    assert e.boards == 903
    assert e.win == (1.0, 0.0)


def test_joker_in_the_pack_and_in_a_hole() -> None:
    deck = (*STANDARD_DECK, Joker("black"))
    holes = [cards("7H BJ"), cards("AS AD")]
    board = cards("7C 7D 7S 2C")
    e = equity(holes, board, deck=deck)
    assert_matches(e, brute_force(holes, board, "documents", deck))
    assert e.win[0] == 1.0  # five of a kind on every river
    holes = [cards("7H 8H"), cards("AS AD")]
    e = equity(holes, cards("7C 7D 7S 2C"), deck=deck)
    assert_matches(e, brute_force(holes, cards("7C 7D 7S 2C"), "documents", deck))


def test_bad_input_names_the_card() -> None:
    with pytest.raises(
        NotationError, match=r"card AS appears twice \(player 1's hole and the board\)"
    ):
        equity([cards("AS KS"), cards("QH QD")], cards("AS 7S 2C"))
    with pytest.raises(NotationError, match="card QH appears twice"):
        equity([cards("AS KS"), cards("QH QD")], [], dead=cards("QH"))
    with pytest.raises(NotationError, match="BJ"):
        equity([cards("AS BJ"), cards("QH QD")], [], "holdem")
    with pytest.raises(ValueError, match="two cards"):
        equity([cards("AS KS QS"), cards("QH QD")], [])
    with pytest.raises(ValueError, match="at most five"):
        equity([cards("AS KS")], cards("2C 3C 4C 5C 6C 7C"))
    with pytest.raises(ValueError, match="at least one"):
        equity([], [])
    with pytest.raises(ValueError, match="samples"):
        equity([cards("AS KS")], [], samples=0)
    with pytest.raises(ValueError, match="unknown poker rules"):
        equity([cards("AS KS")], [], "stud")


def test_parse_cards_input_works() -> None:
    e = equity([parse_cards("AS KS"), parse_cards("QH QD")], parse_cards("QS 7S 2C 3D"))
    assert e.exact and e.boards == 44
