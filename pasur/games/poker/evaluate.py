"""Poker hand evaluation: the documents' ranking and standard (hold'em) ranking, pure Python.

Two rule sets (:data:`RULES`):

* ``"documents"`` — the seed's poker (rule inventory PK-01..PK-21). A hand is **exactly the two
  hole cards and three of the board** (PK-03, PK-10: a flush that needs four board cards does not
  count). Ranking, low to high: high card, pair, two pair, three of a kind, straight, flush, full
  house, four of a kind, straight flush, **five of a kind** (four of a rank and a joker, PK-14),
  **royal flush** (PK-15: A-K-Q-J-10 *and* A-2-3-4-5 of one suit, equal to each other). The ace is
  high or low in straights, never both (no Q-K-A-2-3, PK-09); suits never break ties (PK-01,
  PK-08); kickers compare as usual, and equal hands split.
* ``"holdem"`` — standard ranking: 7,462 distinct five-card values, the wheel A-2-3-4-5 is the
  lowest straight (and straight flush), no jokers; :func:`best_hand` takes the best five of all
  the cards. The suited A-K-Q-J-10 is labelled ``royal_flush`` for display; it is simply the
  highest straight flush.

Values (:attr:`HandRank.value`) are integers, larger is better, comparable within one rule set:
``level << 20 | r1 << 16 | r2 << 12 | r3 << 8 | r4 << 4 | r5``, where ``level`` is the category
(0 = high card ... 8 = straight flush, 9 = five of a kind, 10 = royal) and ``r1..r5`` the ranks
(2..14) in comparison order (by count, then rank; a straight keeps only its top card, 5 for the
wheel). A joker that does not make five of a kind is a dead card and counts as rank 1, below every
kicker.

Open points of the rules document (section 5.2), as keyword arguments:

* ``joker="five_of_a_kind"`` (default): the joker is wild *only* to turn four of a kind into five
  of a kind, as the seed defines it (PK-14) and nothing else; otherwise it is a dead card.
  ``joker="wild"`` makes it stand for any card (the best one for its holder).
* ``royal_requires_hole_ace=False`` (default, :func:`best_hand`): the ace of a royal may be any of
  the five cards. ``True`` reads «توی دست یه ACE باشه» strictly (the ace must be a hole card); a
  royal whose ace is on the board is then an ordinary (ace-high or five-high) straight flush.

Speed: precomputed tables keyed by the product of one prime per rank (as in Cactus Kev's
evaluator and treys); :func:`best_hand` under the documents' rule needs only the C(5,3) = 10
board triples, and the best five of seven under hold'em is cached by rank multiset.

>>> from pasur.cards import parse_cards
>>> h = best_hand(parse_cards("AH 2H"), parse_cards("3H 4H 5H KS KD"))
>>> h.category, [c.code for c in h.five]
('royal_flush', ['5H', '4H', '3H', '2H', 'AH'])
>>> best_hand(parse_cards("AH KC"), parse_cards("QH JH TH 9H 8H")).category
'straight'
>>> rank5(parse_cards("AS KS QS JS TS")) > rank5(parse_cards("KS QS JS TS 9S"))
True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations, combinations_with_replacement
from typing import Final, NamedTuple

from pasur.cards import AnyCard, Card, Joker
from pasur.errors import NotationError

__all__ = [
    "CATEGORIES",
    "JOKER_MODES",
    "RULES",
    "HandRank",
    "RankKey",
    "best_hand",
    "category_of",
    "compare",
    "hand_value",
    "rank5",
    "rank_key",
]

RULES: Final = ("documents", "holdem")
"""The rule sets: the seed's poker (``documents``) and standard hold'em ranking (``holdem``)."""

JOKER_MODES: Final = ("five_of_a_kind", "wild")
"""What a joker may stand for under the documents' rules (see the module text)."""

CATEGORIES: Final = (
    "high_card",
    "pair",
    "two_pair",
    "three_of_a_kind",
    "straight",
    "flush",
    "full_house",
    "four_of_a_kind",
    "straight_flush",
    "five_of_a_kind",
    "royal_flush",
)
"""Category names, low to high under the documents' ranking (the index is the value's level)."""

_CATEGORY: Final = (*CATEGORIES[:8], "straight_flush", *CATEGORIES[9:])
"""Category by level, for values that cannot be an ace-high straight flush (the documents')."""

HIGH, PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH, FIVE, ROYAL = (
    range(11)
)
_SHIFT: Final = 20


@dataclass(frozen=True, slots=True)
class HandRank:
    """The value of a poker hand. Larger ``value`` is better; equal values split the pot.

    ``category`` is one of :data:`CATEGORIES` (the interface translates it); ``five`` is the best
    five cards ordered for display: by count, then rank, high first (a wheel ends with its ace; a
    joker comes last).
    """

    value: int
    category: str
    five: tuple[AnyCard, ...]

    @property
    def key(self) -> RankKey:
        """The value as (category level, ranks): see :func:`rank_key`."""
        return rank_key(self.value)

    def __lt__(self, other: HandRank) -> bool:
        return self.value < other.value

    def __le__(self, other: HandRank) -> bool:
        return self.value <= other.value

    def __gt__(self, other: HandRank) -> bool:
        return self.value > other.value

    def __ge__(self, other: HandRank) -> bool:
        return self.value >= other.value


class RankKey(NamedTuple):
    """A hand value unpacked into what it compares: keys order hands exactly as their values do
    (tuples compare the category first, then the ranks in turn), so a reader or another
    program can rank hands, or explain a tie-break, without knowing the bit layout."""

    category: int
    """The level: the index in :data:`CATEGORIES` (0 high card ... 10 royal flush); hold'em
    labels its ace-high straight flush ``royal_flush`` but keeps it at level 8."""
    ranks: tuple[int, ...]
    """The five cards' ranks (2..14; a dead joker 1) in comparison order: by count, then rank
    (two pair K-K-7-7-2); a straight keeps only its top card (5 for the wheel), five of a kind
    its rank, a royal flush none."""


def rank_key(value: int) -> RankKey:
    """The comparison key of a hand value (:attr:`HandRank.value`), under either rule set.

    >>> from pasur.cards import parse_cards
    >>> rank_key(rank5(parse_cards("KS KD 7C 7H 2D")).value)
    RankKey(category=2, ranks=(13, 13, 7, 7, 2))
    >>> rank5(parse_cards("5S 4D 3C 2H AD")).key
    RankKey(category=4, ranks=(5,))
    """
    # Ranks are never 0 (a dead joker counts 1), so the zero nibbles are the padding after the
    # last rank a category keeps: a category always keeps the same number of ranks.
    nibbles = ((value >> shift) & 15 for shift in (16, 12, 8, 4, 0))
    return RankKey(value >> _SHIFT, tuple(r for r in nibbles if r))


# The hot path of best_hand fills a HandRank through its slot descriptors (about twice as fast as
# the frozen dataclass's __init__, which goes through object.__setattr__ by name).
_new = object.__new__
_set_value: Callable[[HandRank, int], None] = vars(HandRank)["value"].__set__
_set_category: Callable[[HandRank, str], None] = vars(HandRank)["category"].__set__
_set_five: Callable[[HandRank, tuple[AnyCard, ...]], None] = vars(HandRank)["five"].__set__


def category_of(value: int, rules: str = "holdem") -> str:
    """The category name of a hand value under *rules*.

    Under hold'em the ace-high straight flush is labelled ``royal_flush``; under the documents a
    straight flush that is not royal (``royal_requires_hole_ace``) stays ``straight_flush``.

    >>> category_of(8 << 20 | 14 << 16), category_of(8 << 20 | 13 << 16)
    ('royal_flush', 'straight_flush')
    >>> category_of(8 << 20 | 14 << 16, "documents")
    'straight_flush'
    """
    level = value >> _SHIFT
    if level == STRAIGHT_FLUSH and (value >> 16) & 15 == 14 and rules == "holdem":
        return "royal_flush"
    return CATEGORIES[level]


# --- the generic evaluator (reference; builds the tables, handles jokers) ----------------------


def _code(ranks: Iterable[int]) -> int:
    code = 0
    n = 0
    for r in ranks:
        code = code << 4 | r
        n += 1
    return code << 4 * (5 - n)


def _classify(ranks: Sequence[int], suits: Sequence[int], jokers: int, documents: bool) -> int:
    """Value of five cards: *ranks*/*suits* of the real cards and *jokers* dead jokers.

    Royal flushes are *not* promoted here (see :func:`_promote`); five of a kind appears only when
    a rank occurs five times (a wild joker) or four times beside a joker under the documents.
    """
    counts = Counter(ranks)
    order = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    shape = [c for _, c in order]
    if shape[0] == 5 or (documents and jokers == 1 and shape == [4]):
        return FIVE << _SHIFT | order[0][0] << 16
    flat = [r for r, c in order for _ in range(c)] + [1] * jokers
    if jokers == 0 and len(shape) == 5:
        distinct = sorted(counts, reverse=True)
        top = 0
        if distinct[0] - distinct[4] == 4:
            top = distinct[0]
        elif distinct == [14, 5, 4, 3, 2]:
            top = 5
        flush = len(set(suits)) == 1
        if top:
            return (STRAIGHT_FLUSH if flush else STRAIGHT) << _SHIFT | top << 16
        return (FLUSH if flush else HIGH) << _SHIFT | _code(flat)
    level = {
        (4, 1): QUADS,
        (3, 2): FULL_HOUSE,
        (3, 1, 1): TRIPS,
        (3, 1): TRIPS,
        (3,): TRIPS,
        (2, 2, 1): TWO_PAIR,
        (2, 2): TWO_PAIR,
        (2, 1, 1, 1): PAIR,
        (2, 1, 1): PAIR,
        (2, 1): PAIR,
    }.get(tuple(shape), HIGH)
    return level << _SHIFT | _code(flat)


def _promote(value: int, documents: bool, royal_ok: bool) -> int:
    """Under the documents, A-high and 5-high straight flushes are royal (PK-15) if allowed."""
    if (
        documents
        and royal_ok
        and value >> _SHIFT == STRAIGHT_FLUSH
        and (value >> 16) & 15 in (5, 14)
    ):
        return ROYAL << _SHIFT
    return value


def _slow5(cards: Sequence[AnyCard], documents: bool, joker: str, royal_ok: bool) -> int:
    real = [c for c in cards if isinstance(c, Card)]
    jokers = len(cards) - len(real)
    if jokers and joker == "wild":
        best = 0
        for sub in combinations_with_replacement(_ALL52, jokers):
            full = real + list(sub)
            v = _classify([c.rank for c in full], [c.suit for c in full], 0, documents)
            best = max(best, _promote(v, documents, royal_ok))
        return best
    v = _classify([c.rank for c in real], [c.suit for c in real], jokers, documents)
    return _promote(v, documents, royal_ok)


# --- tables ----------------------------------------------------------------------------------

_PRIMES: Final = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)
_ALL52: Final[tuple[Card, ...]] = tuple(Card.from_index(i) for i in range(52))
_P: Final = tuple(_PRIMES[i % 13] for i in range(52))
_S: Final = tuple(i // 13 for i in range(52))
_SUITBIT: Final = tuple(1 << 4 * (i // 13) for i in range(52))
_ANY: Final[tuple[AnyCard, ...]] = (*_ALL52, Joker("black"), Joker("red"))


def _build() -> tuple[dict[int, int], dict[int, int], dict[int, int]]:
    nonflush: dict[int, int] = {}
    for ranks in combinations_with_replacement(range(2, 15), 5):
        if max(Counter(ranks).values()) > 4:
            continue
        key = 1
        for r in ranks:
            key *= _PRIMES[r - 2]
        nonflush[key] = _classify(ranks, (0, 1, 0, 0, 0), 0, False)
    holdem: dict[int, int] = {}
    documents: dict[int, int] = {}
    for ranks in combinations(range(2, 15), 5):
        key = 1
        for r in ranks:
            key *= _PRIMES[r - 2]
        v = _classify(ranks, (0, 0, 0, 0, 0), 0, False)
        holdem[key] = v
        documents[key] = _promote(v, True, True)
    return nonflush, holdem, documents


_NF, _FL_H, _FL_D = _build()
_NF7: dict[int, int] = {}  # best non-flush value of 5..7 cards, by the product of their primes
_TRIPLES: Final = {n: tuple(combinations(range(n), 3)) for n in (3, 4, 5)}
_FIVES: Final = {n: tuple(combinations(range(n), 5)) for n in (5, 6, 7, 8, 9)}


def board_products(board: Sequence[int]) -> tuple[tuple[int, ...], int]:
    """The rank-prime products of a five-card board (card indices): of each of its ten
    three-card subsets (a player's best documents hand is two hole cards and one of these),
    and of all five. Written out rather than looped: the equity estimates call it once per
    sampled board, and the sharing of partial products makes it about three times cheaper."""
    p0, p1, p2, p3, p4 = map(_P.__getitem__, board)
    q01 = p0 * p1
    q23 = p2 * p3
    triples = (
        q01 * p2,
        q01 * p3,
        q01 * p4,
        q23 * p0,
        p4 * p0 * p2,
        p4 * p0 * p3,
        q23 * p1,
        p4 * p1 * p2,
        p4 * p1 * p3,
        p4 * p2 * p3,
    )
    return triples, q01 * q23 * p4


# --- checks ----------------------------------------------------------------------------------


def _check_rules(rules: str) -> bool:
    if rules not in RULES:
        raise ValueError(f"unknown poker rules {rules!r}; expected one of {RULES}")
    return rules == "documents"


def _check_joker(joker: str) -> None:
    if joker not in JOKER_MODES:
        raise ValueError(f"unknown joker mode {joker!r}; expected one of {JOKER_MODES}")


def _check_cards(cards: Sequence[AnyCard], documents: bool) -> bool:
    """Reject repeated cards and (under hold'em) jokers; say whether there is a joker."""
    seen: set[int] = set()
    has_joker = False
    for c in cards:
        if isinstance(c, Joker):
            if not documents:
                raise NotationError(f"{c.code}: jokers are not used under hold'em rules")
            has_joker = True
        elif not isinstance(c, Card):
            raise NotationError(f"not a card: {c!r}")
        if c.index in seen:
            raise NotationError(f"card {c.code} appears twice")
        seen.add(c.index)
    return has_joker


# --- public API ------------------------------------------------------------------------------


_WEIGHTS: dict[int, list[int]] = {}
"""Display weights by value (royal flushes excepted: a wheel shows its ace last).

A card's weight is ``rank weight << 6 | index``: sorting weights sorts the cards (jokers last, a
higher suit index first among equal ranks), and :data:`_BY_WEIGHT` turns a weight back into its
card.
"""
_BY_WEIGHT: Final[tuple[AnyCard, ...]] = tuple(
    _ANY[w & 63 if w & 63 < 54 else 0] for w in range(96 << 6)
)


def _weights(value: int, five: Sequence[int]) -> list[int]:
    """Display sort keys of the 54 card indices for the hand *five* worth *value*."""
    level = value >> _SHIFT
    ranks = [(value >> s) & 15 for s in (16, 12, 8, 4, 0)]
    straight = level in (STRAIGHT, STRAIGHT_FLUSH, ROYAL)
    if level == ROYAL:
        wheel = any(i < 52 and i % 13 <= 3 for i in five)  # a 2, 3, 4 or 5
    else:
        wheel = straight and ranks[0] == 5
    rank_weight = [0] * 15
    for r in range(2, 15):
        if straight:
            rank_weight[r] = 1 if wheel and r == 14 else r
        else:
            rank_weight[r] = (5 if level == FIVE else ranks.count(r)) * 16 + r
    w = [rank_weight[i % 13 + 2] << 6 | i for i in range(52)] + [52, 53]
    if level != ROYAL:
        _WEIGHTS[value] = w
    return w


def _hand_idx(five: Sequence[int], value: int, rules: str) -> HandRank:
    """The :class:`HandRank` of five card indices (52, 53: jokers) worth *value*."""
    order = sorted(
        five, key=(_WEIGHTS.get(value) or _weights(value, five)).__getitem__, reverse=True
    )
    return HandRank(value, category_of(value, rules), tuple(map(_ANY.__getitem__, order)))


def _hand(five: Sequence[AnyCard], value: int, rules: str) -> HandRank:
    return _hand_idx([c.index for c in five], value, rules)


def rank5(
    cards: Sequence[AnyCard],
    rules: str = "holdem",
    *,
    joker: str = "five_of_a_kind",
    royal: bool = True,
) -> HandRank:
    """Rank exactly five cards. A joker is allowed only under ``"documents"``.

    ``royal=False`` ranks a royal (documents) as the straight flush it is (ace-high or five-high);
    :func:`best_hand` uses it for ``royal_requires_hole_ace``.

    >>> from pasur.cards import parse_cards, parse_any_card
    >>> rank5(parse_cards("7S 7H 7D 7C") + (parse_any_card("BJ"),), "documents").category
    'five_of_a_kind'
    >>> rank5(parse_cards("AS 2S 3S 4S 5S"), "documents").category
    'royal_flush'
    >>> rank5(parse_cards("AS 2S 3S 4S 5S"), "holdem").category
    'straight_flush'
    """
    documents = _check_rules(rules)
    _check_joker(joker)
    if len(cards) != 5:
        raise ValueError(f"rank5 takes exactly five cards, not {len(cards)}")
    if _check_cards(cards, documents):
        return _hand(cards, _slow5(cards, documents, joker, royal), rules)
    value = _value5([c.index for c in cards], _FL_D if documents and royal else _FL_H)
    return _hand(cards, value, rules)


def _value5(idx: Sequence[int], fl: Mapping[int, int]) -> int:
    a, b, c, d, e = idx
    key = _P[a] * _P[b] * _P[c] * _P[d] * _P[e]
    if _S[a] == _S[b] == _S[c] == _S[d] == _S[e]:
        return fl[key]
    return _NF[key]


def _best_nonflush(idx: Sequence[int]) -> int:
    """Best non-flush value of 5..7 cards (cached by their rank multiset)."""
    key = 1
    for i in idx:
        key *= _P[i]
    v = _NF7.get(key)
    if v is None:
        ps = [_P[i] for i in idx]
        v = max(_NF[ps[a] * ps[b] * ps[c] * ps[d] * ps[e]] for a, b, c, d, e in _FIVES[len(ps)])
        _NF7[key] = v
    return v


def _holdem_value(idx: Sequence[int]) -> int:
    """Best five of 5..7 cards under hold'em (indices 0..51)."""
    suits = 0
    for i in idx:
        suits += _SUITBIT[i]
    if (suits + 0x3333) & 0x8888:
        # Some suit has five or more: with at most seven cards nothing beats the best flush.
        s = next(s for s in range(4) if (suits >> 4 * s) & 15 >= 5)
        ps = [_P[i] for i in idx if _S[i] == s]
        return max(
            _FL_H[ps[a] * ps[b] * ps[c] * ps[d] * ps[e]] for a, b, c, d, e in _FIVES[len(ps)]
        )
    return _best_nonflush(idx)


def _documents_values(h1: int, h2: int, board: Sequence[int], fl: Mapping[int, int]) -> list[int]:
    """Values of the hole pair with each board triple (in :data:`_TRIPLES` order)."""
    hk = _P[h1] * _P[h2]
    nf = _NF
    p = _P
    if len(board) == 5:
        p0, p1, p2, p3, p4 = map(p.__getitem__, board)
        q01 = hk * p0 * p1
        q23 = hk * p2 * p3
        q4 = hk * p4
        vals = [
            nf[q01 * p2],
            nf[q01 * p3],
            nf[q01 * p4],
            nf[q23 * p0],
            nf[q4 * p0 * p2],
            nf[q4 * p0 * p3],
            nf[q23 * p1],
            nf[q4 * p1 * p2],
            nf[q4 * p1 * p3],
            nf[q4 * p2 * p3],
        ]
    else:
        vals = [
            nf[hk * p[board[a]] * p[board[b]] * p[board[c]]] for a, b, c in _TRIPLES[len(board)]
        ]
    s = _S[h1]
    if s == _S[h2]:
        _add_flushes(vals, hk, s, board, fl)
    return vals


def _add_flushes(
    vals: list[int], hk: int, suit: int, board: Sequence[int], fl: Mapping[int, int]
) -> None:
    """Replace by flush values the triples of *board* that are all of *suit* (the hole's)."""
    suited = [_S[i] == suit for i in board]
    if sum(suited) >= 3:
        p = _P
        for k, (a, b, c) in enumerate(_TRIPLES[len(board)]):
            if suited[a] and suited[b] and suited[c]:
                vals[k] = fl[hk * p[board[a]] * p[board[b]] * p[board[c]]]


def hand_value(hole: Sequence[Card], board: Sequence[Card], rules: str = "documents") -> int:
    """Just :attr:`HandRank.value` of :func:`best_hand` (default options, no jokers, no checks).

    The fast path for showdowns and equity: cards must be distinct, real cards.
    """
    if rules == "documents":
        return max(_documents_values(hole[0].index, hole[1].index, [c.index for c in board], _FL_D))
    return _holdem_value([c.index for c in (*hole, *board)])


def best_hand(
    hole: Sequence[AnyCard],
    board: Sequence[AnyCard],
    rules: str = "documents",
    *,
    joker: str = "five_of_a_kind",
    royal_requires_hole_ace: bool = False,
) -> HandRank:
    """The best hand of a player at showdown.

    Under ``"documents"`` exactly the two *hole* cards and three of the *board* (3..5 cards) are
    used (PK-03, PK-10); under ``"holdem"`` the best five of all the cards (5 to 9 in all).
    ``joker`` and ``royal_requires_hole_ace`` (see the module text) matter only under the
    documents' rules.

    Raises:
        NotationError: a card is repeated (the message names it), or a joker under hold'em.
        ValueError: unknown rules or joker mode, or the wrong number of cards.
    """
    if rules == "documents" and len(board) == 5 and not royal_requires_hole_ace:
        # The hot path (a showdown): unrolled, with the checks folded in. A joker's index (52, 53)
        # is past the end of _P, so a joker raises IndexError and takes the general path below.
        try:
            c0, c1 = hole
            i0 = c0.index
            i1 = c1.index
            b0, b1, b2, b3, b4 = board
            j0 = b0.index
            j1 = b1.index
            j2 = b2.index
            j3 = b3.index
            j4 = b4.index
            p = _P
            hk = p[i0] * p[i1]
            p0 = p[j0]
            p1 = p[j1]
            p2 = p[j2]
            p3 = p[j3]
            p4 = p[j4]
        except (ValueError, AttributeError, IndexError, TypeError):
            pass
        else:
            if len({i0, i1, j0, j1, j2, j3, j4}) == 7 and joker in JOKER_MODES:
                nf = _NF
                q01 = hk * p0 * p1
                q23 = hk * p2 * p3
                q4 = hk * p4
                values = [
                    nf[q01 * p2],
                    nf[q01 * p3],
                    nf[q01 * p4],
                    nf[q23 * p0],
                    nf[q4 * p0 * p2],
                    nf[q4 * p0 * p3],
                    nf[q23 * p1],
                    nf[q4 * p1 * p2],
                    nf[q4 * p1 * p3],
                    nf[q4 * p2 * p3],
                ]
                js = (j0, j1, j2, j3, j4)
                suit = _S[i0]
                if suit == _S[i1]:
                    _add_flushes(values, hk, suit, js, _FL_D)
                value = max(values)
                a, b, c = _TRIPLES[5][values.index(value)]
                five = (i0, i1, js[a], js[b], js[c])
                w = _WEIGHTS.get(value) or _weights(value, five)
                order = sorted(map(w.__getitem__, five), reverse=True)
                h = _new(HandRank)  # HandRank(...) without the frozen __init__'s overhead
                _set_value(h, value)
                _set_category(h, _CATEGORY[value >> _SHIFT])
                _set_five(h, tuple(map(_BY_WEIGHT.__getitem__, order)))
                return h
    try:
        hidx = [c.index for c in hole]
        bidx = [c.index for c in board]
    except AttributeError:
        raise NotationError(f"not cards: {hole!r}, {board!r}") from None
    every = [*hidx, *bidx]
    n = len(every)
    if (
        rules == "documents"
        and len(hidx) == 2
        and 3 <= len(bidx) <= 5
        and len(set(every)) == n
        and max(every) < 52
        and not royal_requires_hole_ace
        and joker in JOKER_MODES
    ):  # two real hole cards, three or four distinct real board cards
        values = _documents_values(hidx[0], hidx[1], bidx, _FL_D)
        value = max(values)
        a, b, c = _TRIPLES[len(bidx)][values.index(value)]
        return _hand_idx((hidx[0], hidx[1], bidx[a], bidx[b], bidx[c]), value, rules)
    documents = _check_rules(rules)
    _check_joker(joker)
    _check_cards((*hole, *board), documents)
    if documents:
        if len(hole) != 2:
            raise ValueError(f"the documents' poker has two hole cards, not {len(hole)}")
        if not 3 <= len(board) <= 5:
            raise ValueError(f"the board has 3 to 5 cards at showdown, not {len(board)}")
        triples = _TRIPLES[len(board)]
        royal_ok = not royal_requires_hole_ace or any(i < 52 and i % 13 == 12 for i in hidx)
        values = [
            _slow5((hole[0], hole[1], board[a], board[b], board[c]), True, joker, royal_ok)
            for a, b, c in triples
        ]
        value = max(values)
        a, b, c = triples[values.index(value)]
        return _hand((hole[0], hole[1], board[a], board[b], board[c]), value, rules)
    if not 5 <= n <= 9:
        raise ValueError(f"hold'em needs 5 to 9 cards in all, not {n}")
    value = (
        _holdem_value(every) if n <= 7 else max(_value5(f, _FL_H) for f in combinations(every, 5))
    )
    for five in combinations(every, 5):
        if _value5(five, _FL_H) == value:
            return _hand_idx(five, value, rules)
    raise AssertionError("unreachable")  # pragma: no cover


def compare(hands: Mapping[int, HandRank]) -> tuple[int, ...]:
    """The winning seat(s), in seat order: more than one means a split pot.

    >>> from pasur.cards import parse_cards
    >>> board = parse_cards("2C 7D 9H JS KD")
    >>> a, b = best_hand(parse_cards("AS 3S"), board), best_hand(parse_cards("AH 3H"), board)
    >>> compare({0: a, 2: b})
    (0, 2)
    """
    if not hands:
        raise ValueError("no hands to compare")
    top = max(h.value for h in hands.values())
    return tuple(sorted(seat for seat, h in hands.items() if h.value == top))
