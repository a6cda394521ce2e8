"""What the what-if questions of every game share: rates and means with their 95% intervals,
the options a question fixes, fixed cards, tallies with a sample deal, and a setup's scenario.

Each game's questions live in its own package, ``pasur/games/<game>/whatif.py``: a function
that builds the :class:`~pasur.sim.Setup` (or setups) to simulate and a function that turns the
simulated deals into rows, every row keeping the index of a sample deal behind it, so a chart
point can open that very deal in the explorer (``Setup`` + index give the record):

* Hokm: which trump to name with these first five cards, and how hakems fare;
* Shelem: with these twelve cards, the chance of making each bid and its expected score;
* Ghahve: the teams' bids against the tricks they took;
* Chahar Barg (Pasur): the points by where a side sits from the dealer, and what a sur is worth;
* Haft Khabis: the penalty points and the chance of going out first by the seat from the
  dealer, for each number of players;
* poker: how often each class of starting hand reaches the showdown, wins there, and what it
  wins per hand, against so many opponents.

Everything here is standard-library code over the simulator's summaries; the app draws it.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import Final, TypeVar

from pasur.cards import Card
from pasur.errors import OptionsError
from pasur.options import format_options, parse_options
from pasur.sim import Scenario, Setup

Z95: Final = 1.959963984540054

K = TypeVar("K", bound=Hashable)


@dataclass(frozen=True, slots=True)
class Rate:
    """*k* successes in *n* trials, with the 95% Wilson score interval."""

    k: int
    n: int

    @property
    def p(self) -> float:
        return self.k / self.n if self.n else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        if not self.n:
            return (0.0, 1.0)
        n, p, z = self.n, self.p, Z95
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(frozen=True, slots=True)
class Mean:
    """The mean of *n* values with a 95% normal interval (``mean ± 1.96·sd/√n``)."""

    n: int
    mean: float
    sd: float

    @classmethod
    def of(cls, values: Iterable[float]) -> Mean:
        xs = list(values)
        n = len(xs)
        if not n:
            return cls(0, 0.0, 0.0)
        mean = sum(xs) / n
        sd = math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1)) if n > 1 else 0.0
        return cls(n, mean, sd)

    @property
    def interval(self) -> tuple[float, float]:
        half = Z95 * self.sd / math.sqrt(self.n) if self.n else 0.0
        return (self.mean - half, self.mean + half)


def table_options(game: str, text: str, **fixed: str) -> str:
    """*text* with the settings a question needs (checked, in the compact form).

    Raises:
        OptionsError: a value the game does not accept.
    """
    from pasur.registry import GAMES

    spec = GAMES[game]
    extra = ",".join(f"{k}:{v}" for k, v in fixed.items())
    joined = f"{text},{extra}" if text and extra else text or extra
    return format_options(parse_options(spec.options_type, joined, spec.presets))


def check_cards(cards: Sequence[Card], count: int, what: str) -> None:
    """Refuse a fixed hand of the wrong size or with a card twice (``OptionsError``)."""
    if len(cards) != count:
        raise OptionsError(f"{what} needs exactly {count} cards, not {len(cards)}")
    if len(set(cards)) != len(cards):
        raise OptionsError(f"{what} holds the same card twice")


def tally(items: Iterable[tuple[K, int]]) -> dict[K, tuple[int, int]]:
    """For each key of the (key, deal index) pairs: how many there are and the first index,
    sorted by key (a chart's bars, each opening a sample deal).

    >>> tally([(2, 7), (0, 8), (2, 9)])
    {0: (1, 8), 2: (2, 7)}
    """
    out: dict[K, tuple[int, int]] = {}
    for key, index in items:
        count, sample = out.get(key, (0, index))
        out[key] = (count + 1, sample)
    return dict(sorted(out.items()))


def samples_of(items: Iterable[tuple[str, int]]) -> dict[str, int]:
    """The first deal index of each outcome in the (outcome, deal index) pairs."""
    out: dict[str, int] = {}
    for outcome, index in items:
        out.setdefault(outcome, index)
    return out


def scenario_of(setup: Setup) -> Scenario:
    """The setup's scenario, parsed."""
    return Scenario.parse(setup.scenario)


__all__ = [
    "Z95",
    "Mean",
    "Rate",
    "check_cards",
    "samples_of",
    "scenario_of",
    "table_options",
    "tally",
]
