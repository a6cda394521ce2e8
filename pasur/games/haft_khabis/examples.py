"""Haft Khabis's lesson examples (``lessons/haft_khabis/examples/*.txt``): :data:`EXAMPLES`.

``python tools/make_lesson_examples.py --game haft_khabis`` writes them (``--check`` compares);
see :mod:`pasur.lesson_examples`. Each example is a record built through the engine from seeded
shuffles (``sample_chance`` with a fixed seed) and the baseline players, searched until a deal
shows what the example is about. Each builder asserts what its example is meant to show, so a
change in the engine that alters an example stops the tool instead of silently changing a
lesson. The page never reads a number from these files: it replays them.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from pasur import lesson_examples
from pasur.games.haft_khabis import SPEC, HaftKhabisState, Play
from pasur.lesson_examples import Examples

EXAMPLES = Examples("haft_khabis")
example = EXAMPLES.example
HK = "scope:hand"


class Deal(lesson_examples.Deal[HaftKhabisState]):
    """A Haft Khabis deal of one hand, every move (chance's too) drawn from a generator seeded
    with *seed*."""

    spec = SPEC

    def __init__(self, seed: str) -> None:
        super().__init__(HK, random.Random(f"lesson/haft_khabis/{seed}"))


def hk_search(about: str, done: Callable[[Deal], bool], finish: Callable[[Deal], bool]) -> Deal:
    for n in range(500):
        d = Deal(f"{about}/{n}")
        if d.until(done) and d.until(finish):
            return d
    raise AssertionError(f"no deal shows {about}")


@example("seven-chain")
def _seven_chain() -> tuple[Deal, str]:
    def stacked(d: Deal) -> bool:
        return d.state.sevens >= 2

    def served(d: Deal) -> bool:
        return d.state.sevens == 0 or d.state.is_terminal()

    d = hk_search("sevens", stacked, served)
    return d, "A chain of sevens: a 7 laid on a 7, and the next player draws for both."


@example("jack")
def _jack() -> tuple[Deal, str]:
    def changed(d: Deal) -> bool:
        m = d.spec.parse_move(d.steps[-2], d.moves[-1]) if len(d.steps) > 1 else None
        return isinstance(m, Play) and m.suit is not None and m.suit != m.card.suit

    d = hk_search("jack", changed, lambda d: True)
    d.auto()  # the next player follows the suit the jack named
    return d, "A jack changes the suit; the next player must follow the suit it named."


@example("count")
def _count() -> tuple[Deal, str]:
    def plain_end(d: Deal) -> bool:
        r = d.state.results
        return bool(r) and not r[-1].doubled and not r[-1].blocked

    for n in range(500):
        d = Deal(f"count/{n}")
        if d.until(lambda d: d.state.is_terminal()) and plain_end(d):
            return d, "A whole deal from an ordinary shuffle, to the penalty count."
    raise AssertionError("no plain deal")


@example("jack-double")
def _jack_double() -> tuple[Deal, str]:
    for n in range(2000):
        d = Deal(f"double/{n}")
        if d.until(lambda d: d.state.is_terminal()) and d.state.results[-1].doubled:
            return d, "A deal that ends with a jack: the penalty count is doubled."
    raise AssertionError("no deal ends on a jack")
