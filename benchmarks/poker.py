"""Poker showdown speed on fresh hands: our evaluator beside treys, and heads-up equity.

    python benchmarks/poker.py [--hands 20000] [--rounds 3] [--block 500] [--quick]

Every round draws a **new set** of ``--hands`` random seven-card deals (two hole cards and a
five-card board, from a generator seeded by the round), converts them to each library's card
type outside the clock, and times every evaluator on them, taking turns on blocks of
``--block`` deals (the order rotated per block), so a busy moment hits all alike. Nothing is
evaluated before the first round: no timed hand has been seen before, and the first round
starts with every cache empty (its rates are printed apart). Caches keyed by rank multisets
(hold'em's best five of seven) fill as rounds go, as they would in a long simulation.

What each side computes:

* ``treys evaluate`` (reference): ``treys.Evaluator().evaluate(hole, board)``, the rank (an
  integer, 1 best) of the best five of the seven cards, standard hold'em ranking; no category,
  no cards. ``treys evaluate + class``: the same and ``get_rank_class`` (the category).
* ``ours hand_value holdem``: :func:`pasur.games.poker.evaluate.hand_value` with
  ``"holdem"``: the same question as treys (the value of the best five of seven), like for like.
* ``ours hand_value documents``: the value alone under the documents' rules (exactly two hole
  and three board cards: C(5,3) = 10 table lookups; the suited A-2-3-4-5 royal), what a
  showdown needs.
* ``ours best_hand documents`` / ``holdem``: the full ``HandRank``: value, category and the best
  five cards in display order.

Then the time of an exact heads-up equity from the flop (990 boards) and of a sampled preflop
equity, under both rule sets, once per round.

Rates are hands per CPU second of this process (``time.process_time``), wall beside; medians and
ranges of the rounds, ratios round by round against treys (``pip install -r
requirements-bench.txt``; without it, absolute figures only). Nothing here is asserted.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable, Sequence
from typing import Any

import timing
from timing import Sample

from pasur.cards import STANDARD_DECK, Card, parse_cards
from pasur.games.poker.equity import equity
from pasur.games.poker.evaluate import best_hand, hand_value

Deal = tuple[list[Card], list[Card]]
Block = Callable[[Sequence[Any]], None]
"""Evaluates every deal of a block (in the evaluator's own card type)."""
REFERENCE = "treys evaluate"


def fresh(n: int, seed: int) -> list[Deal]:
    """*n* random seven-card deals (hole, board) from a generator seeded by *seed*."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        seven = rng.sample(STANDARD_DECK, 7)
        out.append((seven[:2], seven[2:]))
    return out


def ours() -> dict[str, tuple[Block, Callable[[Deal], Any]]]:
    """Name -> (evaluate a block, convert one deal), for our evaluator."""

    def same(deal: Deal) -> Deal:
        return deal

    def value_of(rules: str) -> Block:
        def block(deals: Sequence[Deal]) -> None:
            for hole, board in deals:
                hand_value(hole, board, rules)

        return block

    def rank_of(rules: str) -> Block:
        def block(deals: Sequence[Deal]) -> None:
            for hole, board in deals:
                best_hand(hole, board, rules)

        return block

    return {
        "ours hand_value holdem": (value_of("holdem"), same),
        "ours hand_value documents": (value_of("documents"), same),
        "ours best_hand documents": (rank_of("documents"), same),
        "ours best_hand holdem": (rank_of("holdem"), same),
    }


def treys_side() -> dict[str, tuple[Block, Callable[[Deal], Any]]]:
    """treys' evaluator (value alone, and with its category), or nothing without treys."""
    try:
        import treys  # type: ignore[import-untyped,import-not-found,unused-ignore]
    except ImportError:
        return {}
    evaluator = treys.Evaluator()
    code = {c: treys.Card.new(c.rank.letter + c.suit.letter.lower()) for c in STANDARD_DECK}

    def convert(deal: Deal) -> tuple[list[int], list[int]]:
        return [code[c] for c in deal[0]], [code[c] for c in deal[1]]

    def evaluate(deals: Sequence[tuple[list[int], list[int]]]) -> None:
        for hole, board in deals:
            evaluator.evaluate(hole, board)

    def with_class(deals: Sequence[tuple[list[int], list[int]]]) -> None:
        for hole, board in deals:
            evaluator.get_rank_class(evaluator.evaluate(hole, board))

    return {REFERENCE: (evaluate, convert), "treys evaluate + class": (with_class, convert)}


def one_round(
    evaluators: dict[str, tuple[Block, Callable[[Deal], Any]]], deals: list[Deal], block: int
) -> dict[str, Sample]:
    """Every evaluator over *deals*, taking turns block by block (order rotated per block)."""
    names = list(evaluators)
    chunks = [deals[i : i + block] for i in range(0, len(deals), block)]
    inputs = {n: [[conv(d) for d in c] for c in chunks] for n, (_, conv) in evaluators.items()}
    cpu = dict.fromkeys(names, 0.0)
    wall = dict.fromkeys(names, 0.0)
    for k in range(len(chunks)):
        turn = k % len(names)
        for name in names[turn:] + names[:turn]:
            run = evaluators[name][0]
            c0, w0 = time.process_time(), time.perf_counter()
            run(inputs[name][k])
            cpu[name] += time.process_time() - c0
            wall[name] += time.perf_counter() - w0
    return {n: Sample(len(deals), 0, cpu[n], wall[n]) for n in names}


def report(samples: dict[str, list[Sample]]) -> None:
    ref = samples.get(REFERENCE)
    headers = ["evaluator (fresh hands)", "k hands/s CPU", "wall", "first round"]
    if ref is not None:
        headers += ["x treys"]
    rows = []
    for name, s in samples.items():
        row = [name, timing.rates(s).show(1, scale=1000)]
        row += [f"{timing.rates(s, clock='wall').median / 1000:,.1f}"]
        row += [f"{s[0].rate() / 1000:,.1f}"]
        if ref is not None:
            row += ["(reference)" if name == REFERENCE else timing.ratios(s, ref).show(2)]
        rows.append(row)
    timing.table(headers, rows)
    print("(medians of the rounds, their range in brackets; wall: the median wall-clock rate;")
    print(" first round: CPU rate with every cache empty; x treys: round by round, CPU)")
    if ref is None:
        print("treys is not importable (pip install -r requirements-bench.txt): no reference,")
        print("so no ratios; the figures above are absolute and only compare within this run.")
    else:
        print("Like for like: 'ours hand_value holdem' and 'treys evaluate' answer the same")
        print("question (the best five of seven, a value); the documents' rows answer theirs.")


def equities(rounds: int) -> None:
    """Exact flop equity and sampled preflop equity, both rule sets, timed once per round."""
    holes = [parse_cards("AS KS"), parse_cards("QH QD")]
    flop = parse_cards("QS 7S 2C")
    rows = []
    for rules in ("documents", "holdem"):
        for label, board in (("flop QS 7S 2C, exact", flop), ("preflop, sampled", [])):
            samples: list[Sample] = []
            result = None
            for _ in range(rounds):
                c0, w0 = time.process_time(), time.perf_counter()
                result = equity(holes, board, rules, rng=random.Random(0))
                samples.append(Sample(1, 0, time.process_time() - c0, time.perf_counter() - w0))
            assert result is not None  # rounds >= 3: the loop ran
            rows.append(
                [
                    f"{rules}, {label}",
                    f"{result.boards:,}",
                    timing.seconds_of(samples).show(4),
                    f"{timing.seconds_of(samples, 'wall').median:.4f}",
                    f"{result.equity[0]:.4f}",
                ]
            )
    headers = ["equity, AS KS v QH QD", "boards", "CPU s (range)", "wall s", "AS KS equity"]
    timing.table(headers, rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--hands", type=int, default=20_000, help="fresh deals per round")
    parser.add_argument("--rounds", type=int, default=3, help="rounds, at least 3")
    parser.add_argument("--block", type=int, default=500, help="deals per interleaved block")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--quick", action="store_true", help="2,000 hands a round")
    args = parser.parse_args()
    hands = 2_000 if args.quick else args.hands
    rounds = max(3, args.rounds)
    evaluators = {**treys_side(), **ours()}
    timing.banner(
        "Poker showdown evaluation on fresh hands, beside treys; heads-up equity",
        f"{rounds} rounds of {hands:,} new seven-card deals, blocks of {args.block} interleaved",
    )
    samples: dict[str, list[Sample]] = {name: [] for name in evaluators}
    for r in range(rounds):
        deals = fresh(hands, args.seed * 1_000_003 + r)
        for name, sample in one_round(evaluators, deals, args.block).items():
            samples[name].append(sample)
    report(samples)
    print()
    equities(rounds)
    timing.closing()


if __name__ == "__main__":
    main()
