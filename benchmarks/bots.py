"""Bot-played deals per second, per game, and the 10,000-deal Hokm target.

    python benchmarks/bots.py [--deals 10000] [--workers 2] [--rounds 3]

Measured in one run, so the ratios compare on any machine:

* **per game, in this process**: deals of one hand with the heuristic player at every seat
  (``simulate`` over ``Setup(game, "scope:hand", ("heuristic",))``). For Hokm both ways: the
  fast path (the state machine deals and names trump, the integer kernel plays the tricks) and
  the state machine alone (``fast=False``), which is the reference: the same deals, move for move.
* **the target**: 10,000 Hokm deals with heuristic players over a process pool of two workers
  (pool start-up included), against the 5 s target, and the speed-up over one process.

Medians over ``--rounds`` rounds. Nothing here is asserted.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pasur.registry import GAMES
from pasur.sim import Setup, player_names, simulate


def rate(setup: Setup, deals: int) -> float:
    began = time.perf_counter()
    for _ in simulate(setup, deals):
        pass
    return deals / (time.perf_counter() - began)


def pooled(setup: Setup, deals: int, workers: int) -> float:
    """Seconds for *deals* over a fresh pool (start-up included)."""
    began = time.perf_counter()
    with ProcessPoolExecutor(workers) as pool:
        for _ in simulate(setup, deals, executor=pool):
            pass
    return time.perf_counter() - began


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=10_000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()

    def best_player(game: str) -> str:
        names = player_names(GAMES[game])
        return "heuristic" if "heuristic" in names else names[-1]

    cases = {
        "hokm, fast path": (Setup("hokm", "scope:hand", ("heuristic",), 1), 2000),
        "hokm, state machine (reference)": (
            Setup("hokm", "scope:hand", ("heuristic",), 1, fast=False),
            400,
        ),
        "shelem (4 players)": (Setup("shelem", "scope:hand", (best_player("shelem"),), 1), 200),
        "shelem (2 players)": (
            Setup("shelem", "scope:hand,players:2", (best_player("shelem"),), 1),
            200,
        ),
        "ghahve": (Setup("ghahve", "scope:hand", (best_player("ghahve"),), 1), 300),
    }
    rates: dict[str, list[float]] = {name: [] for name in cases}
    for _ in range(args.rounds):  # interleaved, so a slow moment hits every case alike
        for name, (setup, deals) in cases.items():
            rates[name].append(rate(setup, deals))
    med = {name: statistics.median(r) for name, r in rates.items()}
    ref = med["hokm, state machine (reference)"]
    print("Bot-played deals per second, one process (heuristic players at every seat):")
    for name, r in med.items():
        print(f"  {name:34} {r:9,.0f} deals/s   {r / ref:5.2f}x the Hokm state machine")
    target = Setup("hokm", "scope:hand", ("heuristic",), 2)
    times = [pooled(target, args.deals, args.workers) for _ in range(args.rounds)]
    seconds = statistics.median(times)
    single = args.deals / med["hokm, fast path"]
    print(
        f"\n{args.deals:,} Hokm deals, heuristic players, {args.workers} worker processes: "
        f"{seconds:.2f} s (target 5 s: {'met' if seconds < 5 else 'NOT met'}); "
        f"one process would take about {single:.2f} s, so the pool gives "
        f"{single / seconds:.2f}x."
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
