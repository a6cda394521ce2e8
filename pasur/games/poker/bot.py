"""The heuristic poker player: weighs its chance of winning against the price of staying in.

At each turn it estimates its **equity**, the share of the pot it would win against the players
still in, by playing out the hand many times: the unseen cards (not in its hand, not on the
board) are shuffled, each opponent gets two of them and the board is completed, and each deal
is ranked with the table's evaluator (:func:`~pasur.games.poker.evaluate.hand_value`). Before
the flop the estimate depends only on the two cards' ranks, whether they are suited, the number
of opponents and the rules, so it is cached. The generator is seeded from what the seat sees,
so the player is deterministic: the same view gives the same move.

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

import random
from collections.abc import Sequence
from functools import cache
from typing import Any, Final, cast

from pasur.cards import STANDARD_DECK, AnyCard, Card, Joker, Rank, Suit, parse_any_card
from pasur.games.poker.evaluate import best_hand, hand_value
from pasur.games.poker.moves import AllIn, Bet, Call, Check, Fold, Raise
from pasur.protocol import Decision, TableView

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


def _rules(view: TableView) -> str:
    return (
        "documents"
        if view.fact("hand_rule", "exactly_two_hole") == "exactly_two_hole"
        else ("holdem")
    )


def _value(hole: Sequence[AnyCard], board: Sequence[AnyCard], rules: str, joker: str) -> int:
    if any(isinstance(c, Joker) for c in (*hole, *board)):
        return best_hand(hole, board, "documents", joker=joker).value
    return hand_value(cast(Sequence[Card], hole), cast(Sequence[Card], board), rules)


def equity(
    hole: Sequence[AnyCard],
    board: Sequence[AnyCard],
    opponents: int,
    rules: str,
    rng: random.Random,
    samples: int = SAMPLES,
    joker: str = "five_of_a_kind",
) -> float:
    """The share of the pot *hole* wins against *opponents* random hands, by sampling."""
    if opponents <= 0:
        return 1.0
    seen = set(hole) | set(board)
    unseen = [c for c in STANDARD_DECK if c not in seen]
    need = 5 - len(board)
    total = 0.0
    for _ in range(samples):
        picks = rng.sample(unseen, need + 2 * opponents)
        full = (*board, *picks[:need])
        mine = _value(hole, full, rules, joker)
        best = True
        ties = 1
        for k in range(opponents):
            # A joker on the board plays for everyone (the joker-aware evaluator).
            theirs = _value(picks[need + 2 * k : need + 2 * k + 2], full, rules, joker)
            if theirs > mine:
                best = False
                break
            if theirs == mine:
                ties += 1
        if best:
            total += 1.0 / ties
    return total / samples


@cache
def preflop_equity(key: tuple[int, int, bool, int, str, bool]) -> float:
    """Cached pre-flop equity of a class of two cards (ranks high first, suited, opponents,
    rules, holding the joker), sampled with a generator seeded by the class."""
    high, low, suited, opponents, rules, joker = key
    rng = random.Random(f"preflop/{key}")
    if joker:
        hole: tuple[AnyCard, ...] = (Card(Rank(high), Suit(0)), parse_any_card("BJ"))
    else:
        hole = (Card(Rank(high), Suit(0)), Card(Rank(low), Suit(0 if suited else 1)))
    return equity(hole, (), opponents, rules, rng, PREFLOP_SAMPLES)


def _seat_info(view: TableView) -> tuple[int, int, int, int]:
    seat = view.seat
    assert seat is not None
    stack = view.scores[seat]
    owe = int(view.fact("to_call", "0") or 0)
    pot = int(view.fact("pot", "0") or 0)
    folded = view.fact("folded")
    seated = view.fact("seated")
    opponents = sum(
        1
        for s in range(len(view.hands))
        if s != seat and seated[s : s + 1] == "1" and folded[s : s + 1] == "0"
    )
    return stack, owe, pot, opponents


def estimate(view: TableView) -> float:
    """This seat's equity against the players still in (see the module text)."""
    seat = view.seat
    assert seat is not None
    held = view.hands[seat]
    assert isinstance(held, tuple)
    board = tuple(c for _, c in view.table)
    _, _, _, opponents = _seat_info(view)
    rules = _rules(view)
    opponents = min(opponents, 5)
    if not board:
        real = sorted((c for c in held if isinstance(c, Card)), key=lambda c: -c.rank)
        if len(real) == 1:
            return preflop_equity((int(real[0].rank), 0, False, opponents, rules, True))
        a, b = real
        key = (int(a.rank), int(b.rank), a.suit == b.suit, opponents, rules, False)
        return preflop_equity(key)
    rng = random.Random(
        "poker-bot/" + ".".join(c.code for c in (*held, *board)) + f"/{len(view.history)}"
    )
    return equity(
        held, board, opponents, rules, rng, joker=view.fact("joker_mode") or "five_of_a_kind"
    )


def _sized(legal: Sequence[Any], target: int) -> Any | None:
    """The bet or raise whose total is nearest *target*; all in past the largest."""
    sized = [m for m in legal if isinstance(m, (Bet, Raise))]
    if not sized:
        return next((m for m in legal if isinstance(m, AllIn)), None)

    def amount(m: Bet | Raise) -> int:
        return m.amount if isinstance(m, Bet) else m.to

    if target > amount(sized[-1]) and any(isinstance(m, AllIn) for m in legal):
        return AllIn()
    return min(sized, key=lambda m: abs(amount(m) - target))


def decide(view: TableView, legal: Sequence[Any]) -> Decision:
    """The heuristic player's move and its reason."""
    if len(legal) == 1:
        return Decision(legal[0], "only-move")
    stack, owe, pot, opponents = _seat_info(view)
    eq = estimate(view)
    current = int(view.fact("current", "0") or 0)
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
    has = {type(m) for m in legal}
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
        street = view.fact("street")
        if street == "river" and Bet in has and current == 0:
            rng = random.Random("bluff/" + "/".join(view.history))
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
