"""The heuristic poker player: weighs its chance of winning against the price of staying in.

At each turn it estimates its **equity**, the share of the pot it would win against the players
still in, by playing out the hand many times: the unseen cards (not in its hand, not on the
board) are shuffled, each opponent gets two of them and the board is completed, and each deal
is ranked with the table's evaluator (:func:`~pasur.games.poker.evaluate.hand_value`). Before
the flop the estimate depends only on the two cards' ranks, whether they are suited, the number
of opponents and the rules, so it is worked out once per class and kept in a table
(:mod:`pasur.games.poker.preflop`). The generator is seeded from what the seat sees, so the
player is deterministic: the same view gives the same move. It reads the typed numbers of the
poker view (:class:`~pasur.games.poker.state.PokerView`), not its facts as text.

Then, with ``owe`` the chips needed to call and ``pot`` the chips in the middle:

* equity of at least :data:`RAISE_AT` (adjusted for the number of opponents): bet or raise
  about :data:`BIG` of the pot (``value-raise``), all in if that is most of its chips
  (``all-in-strong``);
* at least :data:`BET_AT`: bet about half the pot when nobody has bet (``value-bet``), call
  otherwise if the price is right;
* facing a bet: call when the equity beats the pot odds ``owe / (pot + owe)`` by
  :data:`MARGIN` (``call-odds``; ``call-all-in`` when calling takes every chip), else fold
  (``fold-odds``);
* nothing to pay and a weak hand: check (``check-weak``), except now and then on the river when
  nobody has bet, where it bets half the pot as a bluff (``bluff``, about one time in
  :data:`BLUFF_ONE_IN`).

It never plays a move it was not offered.
"""

from __future__ import annotations

import math
import random
from bisect import bisect_left
from collections.abc import Callable, Sequence
from functools import cache
from typing import Any, Final

from pasur.cards import STANDARD_DECK, AnyCard, Card, Joker, Rank, Suit, parse_any_card
from pasur.games.poker import evaluate as ev
from pasur.games.poker.evaluate import best_hand
from pasur.games.poker.moves import (
    AllIn,
    Bet,
    Call,
    Check,
    Fold,
    Raise,
    kinds_of,
    sized_amounts,
)
from pasur.games.poker.preflop import TABLE as PREFLOP
from pasur.games.poker.preflop import PreflopKey
from pasur.games.poker.state import PokerView
from pasur.protocol import Decision, TableView, unwrap

REASONS: Final = (
    "only-move",
    "value-raise",
    "all-in-strong",
    "value-bet",
    "call-odds",
    "call-all-in",
    "fold-odds",
    "check-weak",
    "bluff",
)
"""Every reason code :func:`decide` gives."""

SAMPLES: Final = 120
"""Play-outs per estimate after the flop."""
PREFLOP_SAMPLES: Final = 300
RAISE_AT: Final = 0.72
BET_AT: Final = 0.55
MARGIN: Final = 0.04
BIG: Final = 0.75
BLUFF_ONE_IN: Final = 8


def _rules(view: PokerView) -> str:
    return "documents" if view.options.hand_rule == "exactly_two_hole" else "holdem"


def _sampler(rng: random.Random, n: int, k: int) -> Callable[[list[int]], list[int]]:
    """A function drawing *k* of the positions ``0 .. n-1`` of a pool exactly as
    ``rng.sample(pool, k)`` draws them (the same calls of ``getrandbits``, so the same picks and
    the same generator afterwards), without its per-call overhead.

    It follows CPython 3.11's ``random.sample``: a list of the pool when the pool is small
    beside *k*, else a set of the positions taken. For a generator of another class (one that
    may draw differently) it is ``rng.sample`` itself.
    """
    if type(rng) is not random.Random:
        return lambda pool: rng.sample(pool, k)
    getrandbits = rng.getrandbits
    setsize = 21
    if k > 5:
        setsize += 4 ** math.ceil(math.log(k * 3, 4))
    if n <= setsize:
        sizes = [(n - i, (n - i).bit_length()) for i in range(k)]

        def from_list(pool: list[int]) -> list[int]:
            left = pool[:]
            out = []
            for m, bits in sizes:
                r = getrandbits(bits)
                while r >= m:
                    r = getrandbits(bits)
                out.append(left[r])
                left[r] = left[m - 1]
            return out

        return from_list
    bits = n.bit_length()

    def from_set(pool: list[int]) -> list[int]:
        taken: set[int] = set()
        out = []
        for _ in range(k):
            r = getrandbits(bits)
            while r >= n or r in taken:
                r = getrandbits(bits)
            taken.add(r)
            out.append(pool[r])
        return out

    return from_set


def _scorer(rules: str) -> Any:
    """The value of two hole cards (card indices) on a full board of five, both under *rules*
    with the evaluator's default options: the same numbers as
    :func:`~pasur.games.poker.evaluate.hand_value`, with the board's share of the work (its
    triples' prime products, or its rank product and suit counts) done once per board."""
    p_ = ev._P
    s_ = ev._S
    nf = ev._NF
    if rules == "documents":
        fl = ev._FL_D
        triples = ev._TRIPLES[5]

        known: dict[int, int] = {}
        """Best non-flush value by board ranks and hole ranks: it depends on nothing else."""

        def board_of(board: Sequence[int]) -> Any:
            t, five = ev.board_products(board)
            return t, [s_[i] for i in board], five << 11

        def documents_value(a: int, b: int, full: Any) -> int:
            t, suits, ranks = full
            hk = p_[a] * p_[b]
            v = known.get(ranks | hk)
            if v is None:
                t0, t1, t2, t3, t4, t5, t6, t7, t8, t9 = t
                v = known[ranks | hk] = max(
                    nf[hk * t0],
                    nf[hk * t1],
                    nf[hk * t2],
                    nf[hk * t3],
                    nf[hk * t4],
                    nf[hk * t5],
                    nf[hk * t6],
                    nf[hk * t7],
                    nf[hk * t8],
                    nf[hk * t9],
                )
            suit = s_[a]
            if suit == s_[b] and suits.count(suit) >= 3:
                # a flush beats any other hand of the same five cards, so max() is the evaluator's
                for k, (x, y, z) in enumerate(triples):
                    if suits[x] == suit == suits[y] == suits[z]:
                        v = max(v, fl[hk * t[k]])
            return v

        return board_of, documents_value

    suitbit = ev._SUITBIT
    nf7 = ev._NF7

    def holdem_board(board: Sequence[int]) -> Any:
        key = 1
        suits = 0
        for i in board:
            key *= p_[i]
            suits += suitbit[i]
        return board, key, suits

    def holdem_value(a: int, b: int, full: Any) -> int:
        board, key, suits = full
        suits += suitbit[a] + suitbit[b]
        if (suits + 0x3333) & 0x8888:  # a flush: the evaluator's own path
            return ev._holdem_value([a, b, *board])
        v = nf7.get(key * p_[a] * p_[b])
        return v if v is not None else ev._best_nonflush([a, b, *board])

    return holdem_board, holdem_value


def _joker_value(hole: Sequence[AnyCard], board: Sequence[AnyCard], joker: str) -> int:
    """A hand with the joker in it or on the board: the joker-aware evaluator (documents)."""
    return best_hand(hole, board, "documents", joker=joker).value


def equity(
    hole: Sequence[AnyCard],
    board: Sequence[AnyCard],
    opponents: int,
    rules: str,
    rng: random.Random,
    samples: int = SAMPLES,
    joker: str = "five_of_a_kind",
) -> float:
    """The share of the pot *hole* wins against *opponents* random hands, by sampling.

    Each sample draws the missing board cards and two cards per opponent from the unseen cards
    with ``rng.sample`` (see :func:`_sampler`); the hands are ranked on card indices, the board's
    part once per sample, and a hand with a joker (only ours or the board's: the unseen cards
    are the 52) by the joker-aware evaluator.
    """
    if opponents <= 0:
        return 1.0
    seen = set(hole) | set(board)
    unseen = [c.index for c in STANDARD_DECK if c not in seen]
    need = 5 - len(board)
    draw = _sampler(rng, len(unseen), need + 2 * opponents)
    board_of, value = _scorer(rules)
    known = [c.index for c in board]
    board_joker = any(isinstance(c, Joker) for c in board)
    hole_joker = any(isinstance(c, Joker) for c in hole)
    real = ev._ALL52
    h0, h1 = (-1, -1) if hole_joker else (hole[0].index, hole[1].index)
    total = 0.0
    for _ in range(samples):
        picks = draw(unseen)
        full_idx = [*known, *picks[:need]]
        full = None if board_joker else board_of(full_idx)
        cards: tuple[AnyCard, ...] = ()
        if full is None or hole_joker:
            cards = (*board, *(real[i] for i in picks[:need]))
            mine = _joker_value(hole, cards, joker)
        else:
            mine = value(h0, h1, full)
        best = True
        ties = 1
        for k in range(opponents):
            a, b = picks[need + 2 * k], picks[need + 2 * k + 1]
            # a joker on the board plays for everyone (the joker-aware evaluator)
            v = (
                _joker_value((real[a], real[b]), cards, joker)
                if full is None
                else value(a, b, full)
            )
            if v > mine:
                best = False
                break
            if v == mine:
                ties += 1
        if best:
            total += 1.0 / ties
    return total / samples


@cache
def preflop_equity(key: PreflopKey) -> float:
    """Pre-flop equity of a class of two cards (ranks high first, suited, opponents, rules,
    holding the joker): :func:`sample_preflop`'s number, read from the table it made
    (:mod:`pasur.games.poker.preflop`) or worked out once for a class the table lacks."""
    known = PREFLOP.get(key)
    return known if known is not None else sample_preflop(key)


def sample_preflop(key: PreflopKey) -> float:
    """The pre-flop equity of the class *key*, sampled with a generator seeded by the class."""
    high, low, suited, opponents, rules, joker = key
    rng = random.Random(f"preflop/{key}")
    if joker:
        hole: tuple[AnyCard, ...] = (Card(Rank(high), Suit(0)), parse_any_card("BJ"))
    else:
        hole = (Card(Rank(high), Suit(0)), Card(Rank(low), Suit(0 if suited else 1)))
    return equity(hole, (), opponents, rules, rng, PREFLOP_SAMPLES)


def _table(view: TableView) -> PokerView:
    """The poker view behind *view* (the simulator's lazy view unwrapped)."""
    table = unwrap(view)
    if not isinstance(table, PokerView):
        raise TypeError("the poker player reads a poker table's view (PokerState.view)")
    return table


def _seat_info(view: PokerView) -> tuple[int, int, int, int]:
    seat = view.seat
    assert seat is not None
    opponents = sum(1 for s, live in enumerate(view.live) if live and s != seat)
    return view.scores[seat], view.to_call, view.pot, opponents


def estimate(view: TableView) -> float:
    """This seat's equity against the players still in (see the module text)."""
    table = _table(view)
    seat = table.seat
    assert seat is not None
    held = table.hands[seat]
    assert isinstance(held, tuple)
    board = table.board
    _, _, _, opponents = _seat_info(table)
    rules = _rules(table)
    opponents = min(opponents, 5)
    if not board:
        real = sorted((c for c in held if isinstance(c, Card)), key=lambda c: -c.rank)
        if len(real) == 1:
            return preflop_equity((int(real[0].rank), 0, False, opponents, rules, True))
        a, b = real
        key = (int(a.rank), int(b.rank), a.suit == b.suit, opponents, rules, False)
        return preflop_equity(key)
    rng = random.Random(
        "poker-bot/" + ".".join(c.code for c in (*held, *board)) + f"/{len(table.history)}"
    )
    return equity(held, board, opponents, rules, rng, joker=table.options.joker_mode)


def _sized(legal: Sequence[Any], target: int) -> Bet | Raise | AllIn | None:
    """The bet or raise whose total is nearest *target* (the smaller of two as near); all in
    past the largest, or when no bet or raise is offered. Reads the amounts offered, not every
    move (see :class:`~pasur.games.poker.moves.LegalMoves`)."""
    amounts = sized_amounts(legal)
    all_in = AllIn() in legal
    if not amounts:
        return AllIn() if all_in else None
    if target > amounts[-1] and all_in:
        return AllIn()
    i = bisect_left(amounts, target)
    if i == len(amounts) or (i > 0 and target - amounts[i - 1] <= amounts[i] - target):
        i -= 1
    return Bet(amounts[i]) if Bet in kinds_of(legal) else Raise(amounts[i])


def decide(view: TableView, legal: Sequence[Any]) -> Decision:
    """The heuristic player's move and its reason."""
    if len(legal) == 1:
        return Decision(legal[0], "only-move")
    table = _table(view)
    stack, owe, pot, opponents = _seat_info(table)
    eq = estimate(table)
    current = table.current
    odds = owe / (pot + owe) if owe else 0.0
    params = (
        ("equity", f"{eq:.2f}"),
        ("owe", str(owe)),
        ("pot", str(pot)),
        ("odds", f"{odds:.2f}"),
    )
    # Equity against several players is naturally lower: scale the thresholds.
    fair = 1.0 / (opponents + 1)
    raise_at = fair + (1 - fair) * (RAISE_AT - 0.5) * 2
    bet_at = fair + (1 - fair) * (BET_AT - 0.5) * 2
    has = kinds_of(legal)
    if eq >= raise_at and (Bet in has or Raise in has or AllIn in has):
        target = current + int(BIG * (pot + owe))
        move = _sized(legal, target)
        if move is not None:
            reason = "all-in-strong" if isinstance(move, AllIn) else "value-raise"
            return Decision(move, reason, params)
    if owe == 0:
        if eq >= bet_at and Bet in has:
            move = _sized(legal, pot // 2)
            if move is not None:
                return Decision(move, "value-bet", params)
        if table.street == "river" and Bet in has and current == 0:
            rng = random.Random("bluff/" + "/".join(table.history))
            if rng.random() * BLUFF_ONE_IN < 1:
                move = _sized(legal, pot // 2)
                if move is not None:
                    return Decision(move, "bluff", params)
        return Decision(Check(), "check-weak", params)
    if eq >= odds + MARGIN:
        if Call in has:
            return Decision(Call(), "call-odds", params)
        if AllIn in has and stack <= owe:
            return Decision(AllIn(), "call-all-in", params)
    return Decision(Fold(), "fold-odds", params)


def poker_heuristic(view: TableView, legal: Sequence[Any], rng: random.Random) -> Any:
    """The heuristic player as a policy (deterministic: it never uses *rng*)."""
    return decide(view, legal).move
