"""Write the worked examples of the Haft Khabis and poker lessons (``lessons/<game>/examples``).

    python tools/make_lesson_examples_games.py            # rewrite every example file
    python tools/make_lesson_examples_games.py --check    # exit 1 if a file is missing or stale

Each example is a record built here through the engine: seeded shuffles (``sample_chance`` with a
fixed seed) and the baseline players, searched until a deal shows what the example is about, or
moves written out (seed 000's betting example). The script asserts what each example is meant to
show, so a change in the engine that alters an example stops the script instead of silently
changing a lesson. The pages never read a number from these files: they replay them.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from pasur.options import format_options, parse_options  # noqa: E402
from pasur.protocol import CHANCE, GameSpec  # noqa: E402
from pasur.records import Record, replay  # noqa: E402
from pasur.registry import GAMES  # noqa: E402

LESSONS = ROOT / "lessons"


@dataclass
class Deal:
    """A record being built move by move through the engine."""

    game: str
    options: str = ""
    seed: str = ""
    state: Any = field(init=False)
    moves: list[str] = field(default_factory=list)
    steps: list[Any] = field(default_factory=list)
    rng: random.Random = field(init=False)

    def __post_init__(self) -> None:
        opts = parse_options(self.spec.options_type, self.options, self.spec.presets)
        self.options = format_options(opts)
        self.state = self.spec.start(opts)
        self.steps = [self.state]
        self.rng = random.Random(f"lesson/{self.game}/{self.seed}")

    @property
    def spec(self) -> GameSpec:
        return GAMES[self.game]

    def apply(self, move: Any) -> Deal:
        self.moves.append(self.spec.format_move(self.state, move))
        self.state = self.state.apply(move)
        self.steps.append(self.state)
        return self

    def move(self, *texts: str) -> Deal:
        for text in texts:
            for part in text.split():
                self.apply(self.spec.parse_move(self.state, part))
        return self

    def auto(self) -> Deal:
        """One move: chance from the seeded generator, a player's from the baseline player."""
        if self.state.to_move == CHANCE:
            return self.apply(self.spec.sample_chance(self.state, self.rng))
        view = self.state.view(self.state.to_move)
        return self.apply(self.spec.baseline_policy(view, self.state.legal_moves(), self.rng))

    def chance(self) -> Deal:
        while self.state.to_move == CHANCE:
            self.auto()
        return self

    def until(self, done: Callable[[Deal], bool], limit: int = 2000) -> bool:
        for _ in range(limit):
            if done(self):
                return True
            if self.state.is_terminal():
                return False
            self.auto()
        return False

    def record(self) -> Record:
        return Record(self.game, self.options, tuple(self.moves))


Builder = Callable[[], tuple[Deal, str]]
EXAMPLES: dict[str, dict[str, Builder]] = {"haft_khabis": {}, "poker": {}}


def example(game: str, name: str) -> Callable[[Builder], Builder]:
    def register(fn: Builder) -> Builder:
        EXAMPLES[game][name] = fn
        return fn

    return register


# --- Haft Khabis -------------------------------------------------------------------------------

HK = "scope:hand"


def hk_search(about: str, done: Callable[[Deal], bool], finish: Callable[[Deal], bool]) -> Deal:
    for n in range(500):
        d = Deal("haft_khabis", HK, f"{about}/{n}")
        if d.until(done) and d.until(finish):
            return d
    raise AssertionError(f"no deal shows {about}")


@example("haft_khabis", "seven-chain")
def _seven_chain() -> tuple[Deal, str]:
    def stacked(d: Deal) -> bool:
        return d.state.sevens >= 2

    def served(d: Deal) -> bool:
        return d.state.sevens == 0 or d.state.is_terminal()

    d = hk_search("sevens", stacked, served)
    return d, "A chain of sevens: a 7 laid on a 7, and the next player draws for both."


@example("haft_khabis", "jack")
def _jack() -> tuple[Deal, str]:
    def changed(d: Deal) -> bool:
        m = d.spec.parse_move(d.steps[-2], d.moves[-1]) if len(d.steps) > 1 else None
        return (
            m is not None
            and type(m).__name__ == "Play"
            and m.suit is not None
            and m.suit != m.card.suit
        )

    d = hk_search("jack", changed, lambda d: True)
    d.auto()  # the next player follows the suit the jack named
    return d, "A jack changes the suit; the next player must follow the suit it named."


@example("haft_khabis", "count")
def _count() -> tuple[Deal, str]:
    def plain_end(d: Deal) -> bool:
        r = d.state.results
        return bool(r) and not r[-1].doubled and not r[-1].blocked

    for n in range(500):
        d = Deal("haft_khabis", HK, f"count/{n}")
        if d.until(lambda d: d.state.is_terminal()) and plain_end(d):
            return d, "A whole deal from an ordinary shuffle, to the penalty count."
    raise AssertionError("no plain deal")


@example("haft_khabis", "jack-double")
def _jack_double() -> tuple[Deal, str]:
    for n in range(2000):
        d = Deal("haft_khabis", HK, f"double/{n}")
        if d.until(lambda d: d.state.is_terminal()) and d.state.results[-1].doubled:
            return d, "A deal that ends with a jack: the penalty count is doubled."
    raise AssertionError("no deal ends on a jack")


# --- poker ---------------------------------------------------------------------------------------


@example("poker", "seed-betting")
def _seed_betting() -> tuple[Deal, str]:
    # Seed 000, l.232: player 1 puts in 100, player 2 raises to 500, player 3 folds, player 1
    # adds 400 to stay. Three players; West (seat 2) deals, so South (seat 0) is the first player.
    d = Deal("poker", "players:3,scope:hand", "seed-betting")
    d.move("dealer-2").chance()
    assert d.state.to_move == 0
    d.move("bet-100 raise-500 fold call")
    assert d.state.put_in == (500, 500, 0), d.state.put_in
    d.chance()
    d.until(lambda d: d.state.is_terminal())
    assert not d.state.results[-1].uncontested
    return d, "Seed 000's betting example, then the hand checked down to the showdown."


# --- writing ----------------------------------------------------------------------------------


def text_of(game: str, name: str) -> str:
    deal, about = EXAMPLES[game][name]()
    record = deal.record()
    replay(record)  # every example must replay
    header = f"# Lesson example '{name}', written by tools/make_lesson_examples_games.py.\n"
    header += f"# {about}\n"
    return header + record.to_text()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    stale = []
    for game, examples in EXAMPLES.items():
        out = LESSONS / game / "examples"
        out.mkdir(parents=True, exist_ok=True)
        for name in examples:
            path = out / f"{name}.txt"
            text = text_of(game, name)
            if args.check:
                if not path.exists() or path.read_text(encoding="utf-8") != text:
                    stale.append(str(path.relative_to(ROOT)))
                continue
            path.write_text(text, encoding="utf-8")
            print(f"{path.relative_to(ROOT)}: {text.count(chr(10) + '  ')} moves")
    if stale:
        print("stale or missing (run tools/make_lesson_examples_games.py):", *stale, sep="\n  ")
        sys.exit(1)


if __name__ == "__main__":
    main()
