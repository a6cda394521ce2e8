"""Poker showdown speed: the documents' best hand (2 hole + 3 of 5 board) beside treys' 7-card eval.

    python benchmarks/poker.py [--hands 20000] [--rounds 5]

Every round times each evaluator over the same ``--hands`` random seven-card deals (two hole cards
and a five-card board, seeded), already converted to each library's card type:

* ``documents best_hand``: :func:`pasur.games.poker.evaluate.best_hand` with the documents' rules
  (exactly two hole and three board cards: C(5,3) = 10 table lookups), building the full
  ``HandRank`` (value, category and the five cards in display order);
* ``documents hand_value``: the value alone (:func:`~pasur.games.poker.evaluate.hand_value`);
* ``holdem best_hand``: the best five of seven under the standard ranking, full ``HandRank``;
* ``treys evaluate``: ``treys.Evaluator().evaluate(hole, board)`` on seven cards (21 five-card
  lookups), when ``treys`` is installed (``pip install -r requirements-bench.txt``).

Then exact heads-up equity from the flop (990 boards) and sampled preflop equity (20,000 boards)
under both rule sets. Rates are medians over interleaved rounds; ratios are against treys measured
in the same process, so they compare on any machine. Times are CPU time of this process
(``time.process_time``), and the evaluators take turns on blocks of ``--block`` deals, so other
work on a shared machine disturbs the ratios little. Nothing here is asserted.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pasur.cards import STANDARD_DECK, Card, parse_cards
from pasur.games.poker.equity import equity
from pasur.games.poker.evaluate import best_hand, hand_value


def deals(n: int, seed: int) -> list[tuple[list[Card], list[Card]]]:
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        seven = rng.sample(STANDARD_DECK, 7)
        out.append((seven[:2], seven[2:]))
    return out


Deal = tuple[list[Card], list[Card]]
Runner = Callable[[list[Any]], None]


def runners() -> dict[str, tuple[Runner, Callable[[Deal], Any]]]:
    """Name -> (loop over a block of deals, conversion of one deal to the runner's input)."""

    def documents_best_hand(block: list[Deal]) -> None:
        for hole, board in block:
            best_hand(hole, board)

    def documents_hand_value(block: list[Deal]) -> None:
        for hole, board in block:
            hand_value(hole, board)

    def holdem_best_hand(block: list[Deal]) -> None:
        for hole, board in block:
            best_hand(hole, board, "holdem")

    def same(deal: Deal) -> Deal:
        return deal

    out: dict[str, tuple[Runner, Callable[[Deal], Any]]] = {
        "documents best_hand": (documents_best_hand, same),
        "documents hand_value": (documents_hand_value, same),
        "holdem best_hand": (holdem_best_hand, same),
    }
    try:
        import treys  # type: ignore[import-not-found]
    except ImportError:
        return out
    evaluator = treys.Evaluator()
    code = {c: treys.Card.new(c.rank.letter + c.suit.letter.lower()) for c in STANDARD_DECK}

    def treys_evaluate(block: list[tuple[list[int], list[int]]]) -> None:
        for hole, board in block:
            evaluator.evaluate(hole, board)

    def to_treys(deal: Deal) -> tuple[list[int], list[int]]:
        return [code[c] for c in deal[0]], [code[c] for c in deal[1]]

    out["treys evaluate"] = (treys_evaluate, to_treys)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--hands", type=int, default=20_000, help="deals per round")
    parser.add_argument("--rounds", type=int, default=5, help="rounds")
    parser.add_argument("--block", type=int, default=500, help="deals per interleaved block")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    hands = deals(args.hands, args.seed)
    run = runners()
    blocks = [hands[i : i + args.block] for i in range(0, len(hands), args.block)]
    inputs = {name: [[conv(d) for d in b] for b in blocks] for name, (_, conv) in run.items()}
    for name, (f, _) in run.items():  # warm the caches (display weights, best-of-seven) once
        for b in inputs[name]:
            f(b)
    rates: dict[str, list[float]] = {name: [] for name in run}
    ratios: dict[str, list[float]] = {name: [] for name in run}
    for _ in range(args.rounds):
        spent = dict.fromkeys(run, 0.0)
        for k in range(len(blocks)):  # every evaluator runs each block in turn: load hits all
            for name, (f, _) in run.items():
                start = time.process_time()
                f(inputs[name][k])
                spent[name] += time.process_time() - start
        for name in run:
            rates[name].append(args.hands / spent[name])
            if "treys evaluate" in spent:
                ratios[name].append(spent["treys evaluate"] / spent[name])
    median = {name: statistics.median(r) for name, r in rates.items()}
    print(
        f"Python {sys.version.split()[0]}, {args.rounds} rounds of {args.hands} seven-card deals"
        f" (blocks of {args.block}, interleaved)"
    )
    print(f"{'showdown evaluation':24} {'hands/s':>10}  {'spread':>19}")
    for name, r in rates.items():
        print(f"{name:24} {median[name]:10.0f}  ({min(r):8.0f} - {max(r):8.0f})")
    print()
    if "treys evaluate" not in median:
        print("treys is not installed: pip install -r requirements-bench.txt for the ratio")
    else:
        for name in [n for n in median if n != "treys evaluate"]:
            r = ratios[name]
            print(
                f"{name} / treys evaluate: {statistics.median(r):.2f}x"
                f" (rounds {min(r):.2f} - {max(r):.2f})"
            )
    print()

    holes = [parse_cards("AS KS"), parse_cards("QH QD")]
    flop = parse_cards("QS 7S 2C")
    print(f"{'equity (AS KS v QH QD)':34} {'boards':>7} {'median s':>9}  {'spread':>17}")
    for rules in ("documents", "holdem"):
        for label, board in (("flop QS 7S 2C, exact", flop), ("preflop, sampled", [])):
            times = []
            result = None
            for _ in range(args.rounds):
                start = time.process_time()
                result = equity(holes, board, rules, rng=random.Random(0))
                times.append(time.process_time() - start)
            assert result is not None
            print(
                f"{rules + ' ' + label:34} {result.boards:7d} {statistics.median(times):9.4f}"
                f"  ({min(times):.4f} - {max(times):.4f})  equity {result.equity[0]:.4f}"
            )


if __name__ == "__main__":
    main()
