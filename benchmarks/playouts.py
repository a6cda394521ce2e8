"""Random-playout speed: Hokm deals and Pasur rounds per second, beside OpenSpiel's spades.

    python benchmarks/playouts.py [--seconds 2] [--rounds 5]

A Hokm deal here is one hand: shuffle, the 5-4-4 deal from the hakem, a random trump, tricks
until a side has seven (random legal cards; a random bam choice at 7-0) and scoring. Shelem
(four and two players) and Ghahve deals are one hand each, every decision random, through their
state machines (auction, widow, all twelve or thirteen tricks, scoring). A Pasur deal is one
round, two or four players (``scope:hand``): the draw for the dealer, the shuffle (and any
redeal), all 52 cards played four at a time with random captures and lays, the leftovers and
the scoring, through the state machine (there is no fast path). Hokm is timed two ways:

* ``hokm kernel``: :func:`pasur.games.hokm.kernel.random_hand`, the fast path (same legality and
  scoring functions as the state machine, checked move for move by tests/test_hokm_kernel.py);
* ``hokm protocol``: the immutable state machine driven through ``legal_moves``/``apply``.

When the ``open-spiel`` package is installed (``pip install -r requirements-bench.txt``), its
``spades`` game (one deal: 52 chance moves, 4 bids, 52 cards) is played with random moves from
Python, with two drivers:

* ``spades, example driver``: chance moves drawn from ``state.chance_outcomes()`` as in
  OpenSpiel's own ``python/examples/example.py`` (with Python's ``random`` instead of numpy);
* ``spades, lean driver``: every move drawn from ``state.legal_actions()``, the fastest Python
  driver we found.

Rates are medians over interleaved rounds, and every ratio is against a reference measured in the
same process, so the numbers compare on any machine. Nothing here is asserted.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pasur.games.hokm import SPEC, HokmOptions
from pasur.games.hokm.kernel import random_hand
from pasur.options import parse_options
from pasur.protocol import GameSpec
from pasur.registry import GAMES
from pasur.sim import play, random_legal

Runner = Callable[[random.Random], None]


def hokm_kernel(options: HokmOptions) -> Runner:
    def run(rng: random.Random) -> None:
        random_hand(options, rng, hakem=int(rng.random() * 4))

    return run


def hokm_protocol(options: HokmOptions) -> Runner:
    policies = [random_legal] * 4

    def run(rng: random.Random) -> None:
        play(SPEC, options, policies, rng)

    return run


def protocol_runner(spec: GameSpec, options_text: str) -> Runner:
    """Random playouts of one hand of any game, through its state machine."""
    options = parse_options(spec.options_type, options_text)
    policies = [random_legal] * 8

    def run(rng: random.Random) -> None:
        play(spec, options, policies, rng)

    return run


def spades_runners() -> dict[str, Runner]:
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return {}
    game = pyspiel.load_game("spades")

    def example(rng: random.Random) -> None:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(rng.choice(outcomes)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))

    def lean(rng: random.Random) -> None:
        state = game.new_initial_state()
        while not state.is_terminal():
            actions = state.legal_actions()
            state.apply_action(actions[int(rng.random() * len(actions))])

    return {"spades, example driver": example, "spades, lean driver": lean}


def rate(run: Runner, seconds: float, rng: random.Random) -> float:
    n = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        for _ in range(20):
            run(rng)
        n += 20
        now = time.perf_counter()
        if now >= deadline:
            return n / (now - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="per measurement")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    options = dataclasses.replace(HokmOptions(), scope="hand", first_hakem="random")
    runners: dict[str, Runner] = {
        "hokm kernel": hokm_kernel(options),
        "hokm protocol": hokm_protocol(options),
        "shelem protocol": protocol_runner(GAMES["shelem"], "scope:hand"),
        "shelem 2p protocol": protocol_runner(GAMES["shelem"], "scope:hand,players:2"),
        "ghahve protocol": protocol_runner(GAMES["ghahve"], "scope:hand"),
        "pasur round 2p protocol": protocol_runner(GAMES["chahar_barg"], "scope:hand"),
        "pasur round 4p protocol": protocol_runner(GAMES["chahar_barg"], "scope:hand,players:4"),
        **spades_runners(),
    }
    rates: dict[str, list[float]] = {name: [] for name in runners}
    rng = random.Random(2026)
    for _ in range(args.rounds):
        for name, run in runners.items():
            rates[name].append(rate(run, args.seconds, rng))
    median = {name: statistics.median(r) for name, r in rates.items()}
    print(f"Python {sys.version.split()[0]}, {args.rounds} rounds of {args.seconds:g} s each")
    print(f"{'playouts':28} {'deals/s':>10}  {'spread':>17}")
    for name, r in rates.items():
        print(f"{name:28} {median[name]:10.0f}  ({min(r):7.0f} - {max(r):7.0f})")
    print()
    ref_names = [n for n in median if n.startswith("spades")]
    if not ref_names:
        print("open-spiel is not installed: pip install -r requirements-bench.txt for the ratio")
        return
    for ref in ref_names:
        for name in [n for n in median if not n.startswith("spades")]:
            print(f"{name} / {ref}: {median[name] / median[ref]:.2f}x")


if __name__ == "__main__":
    main()
