"""The poker lesson's worked examples (``lessons/poker/examples/*.txt``): :data:`EXAMPLES`.

``python tools/make_lesson_examples.py --game poker`` writes them (``--check`` compares); see
:mod:`pasur.lesson_examples`. Each example is a record built through the engine: moves written
out (seed 000's betting example), then seeded chance (``sample_chance`` with a fixed seed) and
the baseline players. Each builder asserts what its example is meant to show, so a change in the
engine that alters an example stops the tool instead of silently changing a lesson. The page
never reads a number from these files: it replays them.
"""

from __future__ import annotations

import random

from pasur import lesson_examples
from pasur.games.poker import SPEC, PokerState
from pasur.lesson_examples import Examples

EXAMPLES = Examples("poker")
example = EXAMPLES.example


class Deal(lesson_examples.Deal[PokerState]):
    """A poker record, chance and the baseline players drawing from a generator seeded with
    *seed*."""

    spec = SPEC

    def __init__(self, options: str, seed: str) -> None:
        super().__init__(options, random.Random(f"lesson/poker/{seed}"))


@example("seed-betting")
def _seed_betting() -> tuple[Deal, str]:
    # Seed 000, l.232: player 1 puts in 100, player 2 raises to 500, player 3 folds, player 1
    # adds 400 to stay. Three players; West (seat 2) deals, so South (seat 0) is the first player.
    d = Deal("players:3,scope:hand", "seed-betting")
    d.move("dealer-2").chance()
    assert d.state.to_move == 0
    d.move("bet-100 raise-500 fold call")
    assert d.state.put_in == (500, 500, 0), d.state.put_in
    d.chance()
    d.until(lambda d: d.state.is_terminal())
    assert not d.state.results[-1].uncontested
    return d, "Seed 000's betting example, then the hand checked down to the showdown."
