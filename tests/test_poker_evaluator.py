"""The poker hand evaluator: exhaustive counts, oracles (treys, pokerkit, a brute force) and the
seed's narratives PK-04..PK-15 (``shared/rules/shelem_ghahve_haftkhabis_poker.md`` §5, §8.1)."""

from __future__ import annotations

import random
from collections import Counter, defaultdict
from collections.abc import Sequence
from itertools import combinations, pairwise

import pytest

from pasur.cards import STANDARD_DECK, AnyCard, Card, Joker, parse_any_card, parse_cards
from pasur.errors import NotationError
from pasur.games.poker import evaluate as ev
from pasur.games.poker.evaluate import CATEGORIES, RULES, HandRank, best_hand, compare, rank5

JOKER = Joker("black")


def cards(text: str) -> list[AnyCard]:
    return [parse_any_card(t) for t in text.split()]


def hand(hole: str, board: str, rules: str = "documents", **kw: object) -> HandRank:
    return best_hand(cards(hole), cards(board), rules, **kw)  # type: ignore[arg-type]


def codes(h: HandRank) -> str:
    return " ".join(c.code for c in h.five)


# --- exhaustive: all C(52,5) five-card hands (§8.1) ------------------------------------------

HOLDEM_TABLE = {  # category: (hands, distinct values)
    "royal_flush": (4, 1),
    "straight_flush": (36, 9),
    "four_of_a_kind": (624, 156),
    "full_house": (3_744, 156),
    "flush": (5_108, 1_277),
    "straight": (10_200, 10),
    "three_of_a_kind": (54_912, 858),
    "two_pair": (123_552, 858),
    "pair": (1_098_240, 2_860),
    "high_card": (1_302_540, 1_277),
}
DOCUMENTS_TABLE = HOLDEM_TABLE | {"royal_flush": (8, 1), "straight_flush": (32, 8)}


@pytest.mark.parametrize("rules", RULES)
def test_exhaustive_five_card_counts(rules: str) -> None:
    """Every five-card hand through the evaluator's table path (about 2 s per rule set).

    The §8.1 table counts the 4 royals inside the 40 straight flushes (10 values); the hold'em
    rules label the ace-high one ``royal_flush``, so it is checked as 4 + 36 hands, 1 + 9 values.
    """
    table = ev._FL_D if rules == "documents" else ev._FL_H
    value5 = ev._value5
    per_value: Counter[int] = Counter()
    for five in combinations(range(52), 5):
        per_value[value5(five, table)] += 1
    hands: Counter[str] = Counter()
    distinct: Counter[str] = Counter()
    for value, n in per_value.items():
        category = ev.category_of(value)
        hands[category] += n
        distinct[category] += 1
    expected = DOCUMENTS_TABLE if rules == "documents" else HOLDEM_TABLE
    assert {c: (hands[c], distinct[c]) for c in expected} == expected
    assert sum(hands.values()) == 2_598_960
    assert len(per_value) == (7_461 if rules == "documents" else 7_462)
    assert set(hands) == set(expected)


@pytest.mark.parametrize("rules", RULES)
def test_table_path_matches_reference_classifier(rules: str) -> None:
    """The precomputed tables, the public rank5 and the plain classifier agree (random sample)."""
    rng = random.Random(5)
    documents = rules == "documents"
    for _ in range(20_000):
        five = rng.sample(STANDARD_DECK, 5)
        h = rank5(five, rules)
        assert h.value == ev._slow5(five, documents, "five_of_a_kind", True)
        assert sorted(h.five, key=lambda c: c.index) == sorted(five, key=lambda c: c.index)
        assert h.category == ev.category_of(h.value)


# --- oracles -----------------------------------------------------------------------------


def _assert_same_order(ours: Sequence[int], theirs: Sequence[int]) -> None:
    """Pairwise agreement on equal/greater: equal values map to one oracle value, and sorting by
    our value sorts the oracle's values strictly (both lists: larger is better)."""
    by_value: defaultdict[int, set[int]] = defaultdict(set)
    for a, b in zip(ours, theirs, strict=True):
        by_value[a].add(b)
    assert all(len(s) == 1 for s in by_value.values()), "one of our values spans oracle values"
    mapped = [next(iter(by_value[v])) for v in sorted(by_value)]
    assert all(x < y for x, y in pairwise(mapped)), "orders disagree"


def _random_sevens(n: int, seed: int) -> list[list[Card]]:
    rng = random.Random(seed)
    return [rng.sample(STANDARD_DECK, 7) for _ in range(n)]


def test_holdem_order_agrees_with_treys_on_200k_seven_card_hands() -> None:
    treys = pytest.importorskip("treys", reason="treys (requirements-dev.txt) is the oracle")
    evaluator = treys.Evaluator()
    to_treys = {c: treys.Card.new(c.rank.letter + c.suit.letter.lower()) for c in STANDARD_DECK}
    sevens = _random_sevens(200_000, 1)
    ours = [best_hand(s[:2], s[2:], "holdem").value for s in sevens]
    theirs = [
        -evaluator.evaluate([to_treys[c] for c in s[:2]], [to_treys[c] for c in s[2:]])
        for s in sevens
    ]
    _assert_same_order(ours, theirs)


def test_holdem_five_card_values_agree_with_treys() -> None:
    treys = pytest.importorskip("treys", reason="treys (requirements-dev.txt) is the oracle")
    evaluator = treys.Evaluator()
    to_treys = {c: treys.Card.new(c.rank.letter + c.suit.letter.lower()) for c in STANDARD_DECK}
    rng = random.Random(2)
    fives = [rng.sample(STANDARD_DECK, 5) for _ in range(100_000)]
    # Add every straight flush and quads so the rare rows are compared too.
    fives += [list(f) for f in combinations(STANDARD_DECK[:13], 5)]
    fives += [
        [Card.from_index(r + 13 * s) for s in range(4)] + [STANDARD_DECK[(r + 1) % 13]]
        for r in range(13)
    ]
    ours = [rank5(f).value for f in fives]
    theirs = [-evaluator.evaluate([to_treys[c] for c in f], []) for f in fives]
    _assert_same_order(ours, theirs)


def _standard_key(five: Sequence[Card]) -> tuple[int, ...]:
    """An independent, naive standard evaluator: (category, tie-break ranks...)."""
    ranks = sorted((c.rank for c in five), reverse=True)
    counts = Counter(ranks)
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    flush = len({c.suit for c in five}) == 1
    straight_top = 0
    if len(counts) == 5:
        if ranks[0] - ranks[4] == 4:
            straight_top = ranks[0]
        elif ranks == [14, 5, 4, 3, 2]:
            straight_top = 5
    shape = tuple(n for _, n in groups)
    kickers = tuple(r for r, _ in groups)
    if straight_top and flush:
        return (8, straight_top)
    if shape == (4, 1):
        return (7, *kickers)
    if shape == (3, 2):
        return (6, *kickers)
    if flush:
        return (5, *kickers)
    if straight_top:
        return (4, straight_top)
    category = {(3, 1, 1): 3, (2, 2, 1): 2, (2, 1, 1, 1): 1}.get(shape, 0)
    return (category, *kickers)


def _documents_key(five: Sequence[Card]) -> tuple[int, ...]:
    key = _standard_key(five)
    if key[0] == 8 and key[1] in (5, 14):
        return (10,)  # PK-15: suited A-K-Q-J-10 and A-2-3-4-5 are royal, and equal
    return key


def test_documents_order_agrees_with_brute_force() -> None:
    """Exactly two hole + three board, max over the 10 choices with the naive evaluator."""
    sevens = _random_sevens(50_000, 3)
    ours = [best_hand(s[:2], s[2:]).value for s in sevens]
    keys = [max(_documents_key((*s[:2], *t)) for t in combinations(s[2:], 3)) for s in sevens]
    index = {k: i for i, k in enumerate(sorted(set(keys)))}
    _assert_same_order(ours, [index[k] for k in keys])


def test_documents_order_agrees_with_pokerkit_omaha() -> None:
    """pokerkit's OmahaHoldemHand (exactly two hole cards) ranks as the documents do, except that
    the documents' royal flush includes the suited wheel; hands where either side has a straight
    flush or royal are left out here (the brute force and the narratives cover them)."""
    pokerkit = pytest.importorskip(
        "pokerkit", reason="pokerkit (requirements-dev.txt) is the oracle"
    )
    omaha = pokerkit.OmahaHoldemHand
    to_pk = {
        c: next(iter(pokerkit.Card.parse(c.rank.letter + c.suit.letter.lower())))
        for c in STANDARD_DECK
    }
    ours: list[int] = []
    theirs: list[int] = []
    for s in _random_sevens(20_000, 4):
        h = best_hand(s[:2], s[2:])
        theirs_hand = omaha.from_game([to_pk[c] for c in s[:2]], [to_pk[c] for c in s[2:]])
        label = theirs_hand.entry.label.value.lower()
        if h.category in ("straight_flush", "royal_flush") or label == "straight flush":
            continue
        ours.append(h.value)
        theirs.append(theirs_hand.entry.index)
    assert len(ours) > 19_900
    _assert_same_order(ours, theirs)


# --- properties of the exactly-two rule (§8.3 item 3) ------------------------------------------


def test_documents_rule_properties() -> None:
    for s in _random_sevens(5_000, 6):
        hole, board = s[:2], s[2:]
        doc = best_hand(hole, board)
        # Both hole cards are in the hand, and exactly three board cards.
        assert set(hole) <= set(doc.five)
        assert len(set(doc.five) & set(board)) == 3
        # A flush (or better, suited) needs both hole cards in the suit.
        if doc.category in ("flush", "straight_flush", "royal_flush"):
            assert hole[0].suit == hole[1].suit
        # Never better than the best five of seven under the same (documents) ranking.
        any_five = max(rank5(f, "documents").value for f in combinations(s, 5))
        assert doc.value <= any_five


# --- the seed's narratives (PK-04..PK-15) ----------------------------------------------------


# Two players each: the board, their hole cards, the category each makes, and who wins.
SHOWDOWNS = {
    # PK-04: high card, the jack wins.
    "pk04": ("2C 5D 8H KS 3D", "JH 4C", "TH 7C", "high_card", "high_card", 1),
    # PK-06: two pair beats a pair.
    "pk06": ("6C 4D 8H KS 2D", "6H AC", "6D 4C", "pair", "two_pair", 2),
    # PK-07: the higher trips win.
    "pk07": ("4C AD 8H KS 2D", "4H 4D", "AH AC", "three_of_a_kind", "three_of_a_kind", 2),
    # PK-11: full houses compare the trips first.
    "pk11": ("5C 4D 5H 4S 9D", "5D 9C", "4H 9H", "full_house", "full_house", 1),
}


@pytest.mark.parametrize(
    ("board", "hole1", "hole2", "category1", "category2", "winner"),
    SHOWDOWNS.values(),
    ids=SHOWDOWNS.keys(),
)
def test_pk_showdown(
    board: str, hole1: str, hole2: str, category1: str, category2: str, winner: int
) -> None:
    """A narrative's two players: the category each makes on *board*, and who wins."""
    one, two = hand(hole1, board), hand(hole2, board)
    assert (one.category, two.category) == (category1, category2)
    assert compare({1: one, 2: two}) == (winner,)


def test_pk05_pair_of_fours_beats_high_card() -> None:
    board = "2C 4D 8H KS 9D"
    assert hand("4H 6C", board).category == "pair"
    assert compare({1: hand("AH QC", board), 2: hand("4H 6C", board)}) == (2,)


def test_pk08_kickers_then_split_suits_never_break_ties() -> None:
    board = "9C 9D 5H 3S 2D"
    assert compare({1: hand("AH KC", board), 2: hand("AS QC", board)}) == (1,)
    # Same ranks in different suits: a split.
    assert compare({1: hand("AH KC", board), 2: hand("AS KD", board)}) == (1, 2)
    assert hand("AH KC", board).value == hand("AS KD", board).value


def test_pk09_ace_low_and_high_straights_no_wraparound() -> None:
    wheel = hand("AH 2C", "3D 4S 5H 8C 8D")
    assert (wheel.category, codes(wheel)) == ("straight", "5H 4S 3D 2C AH")
    assert compare({1: wheel, 2: hand("8H 7C", "3D 4S 5H 8C 8D")}) == (1,)  # PK-09's narrative
    assert hand("AH KC", "QD JS TH 2C 3D").category == "straight"
    wrap = hand("QH KC", "AD 2S 3H 9C 7D")  # Q-K-A-2-3 is not a straight
    assert wrap.category == "high_card"
    assert rank5(cards("QH KC AD 2S 3H"), "documents").category == "high_card"
    # The wheel is the lowest straight under both rule sets.
    six = hand("6H 2C", "3D 4S 5H 9C KD")
    assert six.category == "straight" and six.value > wheel.value


def test_pk10_flush_needs_both_hole_cards_and_only_three_from_the_board() -> None:
    board = "2H 5H 9H KH 3C"
    one = hand("QS QD", board)  # a pair of queens
    two = hand("AH 7C", board)  # four board hearts + AH: not a flush under the documents
    assert two.category == "high_card"
    assert compare({1: one, 2: two}) == (1,)
    assert hand("AH 7C", board, "holdem").category == "flush"
    assert hand("AH 7H", board).category == "flush"


def test_pk11_full_house_compares_trips_first() -> None:
    assert rank5(cards("5C 5D 5H 2S 2D")).value > rank5(cards("4C 4D 4H AS AD")).value


def test_pk12_four_of_a_kind() -> None:
    h = hand("KH KC", "KD KS 2C 3D 9H")
    assert (h.category, codes(h)[:11]) == ("four_of_a_kind", "KS KH KD KC")
    assert h.value > hand("QH QC", "QD 2S 2C 3D 9H").value


def test_pk13_straight_flush_seven_to_jack_of_hearts() -> None:
    h = hand("7H 8H", "9H TH JH 2C 3D")
    assert h.category == "straight_flush"
    assert codes(h) == "JH TH 9H 8H 7H"
    assert h.value > hand("AS AC", "AH AD 2C 3D 9H").value  # beats four of a kind


def test_pk14_five_of_a_kind_with_a_joker_between_straight_flush_and_royal() -> None:
    five = hand("7H BJ", "7C 7D 7S 2C 3D")
    assert five.category == "five_of_a_kind"
    assert five.five[-1] is JOKER
    king_sf = hand("KH QH", "JH TH 9H 2C 3D")
    assert five.value > king_sf.value
    assert five.value < hand("AS KS", "QS JS TS 2C 3D").value
    assert five.value < hand("AS 2S", "3S 4S 5S 9C 8D").value
    # Higher rank wins between two five of a kinds.
    assert (
        rank5(cards("8C 8D 8H 8S BJ"), "documents").value
        > rank5(cards("7C 7D 7H 7S BJ"), "documents").value
    )
    # Three of the four must come from the board (two hole + three board).
    assert hand("7H BJ", "7C 7D 2S 2C 3D").category != "five_of_a_kind"
    # Otherwise the joker is a dead card: the lowest possible kicker.
    dead = hand("AH BJ", "KC QD 9S 2C 5D")
    assert dead.category == "high_card"
    assert dead.value < hand("AH 3C", "KC QD 9S 2D 5C").value
    assert hand("AH BJ", "AC QD 9S 2C 5D").category == "pair"


def test_pk14_wild_joker_option() -> None:
    assert hand("AH BJ", "KH QH JH 2C 5D", joker="wild").category == "royal_flush"
    assert hand("AH BJ", "AC QD 9S 2C 5D", joker="wild").category == "three_of_a_kind"
    assert hand("7H BJ", "7C 7D 7S 2C 3D", joker="wild").category == "five_of_a_kind"
    assert hand("AH BJ", "KH QH JH 2C 5D").category == "high_card"  # default: not wild


def test_pk14_jokers_only_under_the_documents() -> None:
    with pytest.raises(NotationError, match="BJ"):
        hand("7H BJ", "7C 7D 7S 2C 3D", "holdem")
    with pytest.raises(NotationError, match="BJ"):
        rank5(cards("7C 7D 7H 7S BJ"), "holdem")


def test_pk15_royal_flush_includes_the_suited_wheel_and_both_tie() -> None:
    wheel = hand("AS 2S", "3S 4S 5S 9C 8D")
    broadway = hand("AH KH", "QH JH TH 9C 8D")
    assert wheel.category == broadway.category == "royal_flush"
    assert compare({0: wheel, 1: broadway}) == (0, 1)
    assert codes(wheel) == "5S 4S 3S 2S AS"
    assert codes(broadway) == "AH KH QH JH TH"
    assert codes(hand("5S AS", "2S 3S 4S 9C 8D")) == "5S 4S 3S 2S AS"
    king_sf = hand("KC QC", "JC TC 9C 2D 3H")
    assert wheel.value > king_sf.value
    # Under hold'em the suited wheel is the lowest straight flush.
    assert hand("AS 2S", "3S 4S 5S 9C 8D", "holdem").category == "straight_flush"
    assert (
        hand("AS 2S", "3S 4S 5S 9C 8D", "holdem").value
        < hand("6S 2S", "3S 4S 5S 9C 8D", "holdem").value
    )
    # The suited A-2-3-4-5-6 is royal under the documents (the five chosen are the wheel).
    assert hand("AS 2S", "3S 4S 5S 6S 8D").category == "royal_flush"


def test_pk15_royal_requires_hole_ace_option() -> None:
    board_ace = hand("KH QH", "AH JH TH 9C 8D", royal_requires_hole_ace=True)
    assert board_ace.category == "straight_flush"
    assert board_ace.value > hand("KC QC", "JC TC 9C 2D 3H").value  # the ace-high straight flush
    assert hand("AH QH", "KH JH TH 9C 8D", royal_requires_hole_ace=True).category == "royal_flush"
    low = hand("2S 3S", "AS 4S 5S 9C 8D", royal_requires_hole_ace=True)
    assert low.category == "straight_flush"
    assert low.value < hand("2C 3C", "4C 5C 6C 9H 8D").value  # the five-high straight flush
    assert hand("KH QH", "AH JH TH 9C 8D").category == "royal_flush"  # default


def test_pk21_split_pot_three_ways() -> None:
    board = "AC AD KS KH QD"  # nobody may play the board's two pair: both hole cards are kickers
    hands = {0: hand("2C 3D", board), 1: hand("2D 3C", board), 2: hand("4S 5S", board)}
    assert compare(hands) == (2,)
    board = "9C 9D 5H 3S 2D"
    hands = {0: hand("AH KC", board), 1: hand("AS KD", board), 3: hand("AD KH", board)}
    assert compare(hands) == (0, 1, 3)


# --- API details -----------------------------------------------------------------------------


def test_categories_and_values_order() -> None:
    samples = [
        "2C 5D 8H KS 3D",
        "2C 2D 8H KS 3D",
        "2C 2D 8H 8S 3D",
        "2C 2D 2H KS 3D",
        "2C 3D 4H 5S 6D",
        "2C 5C 8C KC 3C",
        "2C 2D 2H KS KD",
        "2C 2D 2H 2S 3D",
        "2C 3C 4C 5C 6C",
        "2C 2D 2H 2S BJ",
        "AC KC QC JC TC",
    ]
    values = [rank5(cards(s), "documents") for s in samples]
    assert [v.category for v in values] == list(CATEGORIES)
    assert values == sorted(values)


def test_best_hand_partial_boards_and_display_order() -> None:
    h = hand("AH AS", "KD 2C 2H")
    assert (h.category, codes(h)) == ("two_pair", "AS AH 2H 2C KD")
    assert hand("AH AS", "KD 2C 2H 7C").category == "two_pair"
    assert best_hand(cards("AH AS"), cards("KD 2C 2H 7C 9C"), "holdem").category == "two_pair"
    assert best_hand(cards("AH AS"), cards("KD 2C 2H"), "holdem").category == "two_pair"
    assert codes(rank5(cards("2C AD 4H 3S 5D"))) == "5D 4H 3S 2C AD"
    assert codes(rank5(cards("3C 3D KH KS 9D"))) == "KS KH 3D 3C 9D"


def test_bad_input_names_the_card() -> None:
    with pytest.raises(NotationError, match="AS appears twice"):
        hand("AS KD", "AS 2C 3D 4H 5S")
    with pytest.raises(NotationError, match="KD appears twice"):
        hand("KD KD", "AS 2C 3D 4H 5S", "holdem")
    with pytest.raises(NotationError, match="2C appears twice"):
        rank5(cards("2C 2C 3D 4H 5S"))
    with pytest.raises(ValueError, match="two hole cards"):
        hand("AS KD QD", "2C 3D 4H 5S 6C")
    with pytest.raises(ValueError, match="3 to 5"):
        hand("AS KD", "2C 3D")
    with pytest.raises(ValueError, match="exactly five"):
        rank5(cards("2C 3D 4H 5S"))
    with pytest.raises(ValueError, match="unknown poker rules"):
        hand("AS KD", "2C 3D 4H 5S 6C", "omaha")
    with pytest.raises(ValueError, match="unknown joker mode"):
        hand("AS KD", "2C 3D 4H 5S 6C", joker="sometimes")
    with pytest.raises(ValueError, match="no hands"):
        compare({})


def test_hand_value_matches_best_hand() -> None:
    for s in _random_sevens(2_000, 7):
        for rules in RULES:
            assert ev.hand_value(s[:2], s[2:], rules) == best_hand(s[:2], s[2:], rules).value


def test_handrank_is_frozen_and_ordered() -> None:
    a, b = rank5(parse_cards("AS KS QS JS TS")), rank5(parse_cards("2C 5D 8H KS 3D"))
    assert a > b and b < a and a >= a and b <= a
    with pytest.raises(AttributeError):
        a.value = 3  # type: ignore[misc]
