"""The machinery behind the lessons' worked examples (``lessons/<game>/examples/*.txt``).

Each game's examples live in its own package, ``pasur/games/<game>/examples.py``, as one
:class:`Examples` named ``EXAMPLES``: a builder per file, each returning a :class:`Deal` (a record
built move by move through the engine, so every file replays) and a sentence saying what the
example shows. A builder also asserts what its example is meant to show (who wins the trick,
which kind of hand result, ...), so a change in the engine that alters an example stops the
builder instead of silently changing a lesson. The lesson pages never read a number from these
files: they replay them and show what the engine computes.

``python tools/make_lesson_examples.py [--check] [--game GAME ...]`` finds every registered game's
examples with :func:`discover` and writes (:func:`write`) or compares (:func:`check`) the files;
nothing here names a game. What the builders share lives here too: :class:`Deal`, the deck
helpers :func:`complete` and :func:`seeded_order`, and the file header (:func:`text_of`).

Importing this module builds nothing: the examples are built only when asked for.
"""

from __future__ import annotations

import importlib
import random
import traceback
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar, Final, Generic, Protocol, Self, TypeVar, cast

from pasur.cards import AnyCard, Card
from pasur.engines.chance import cards_text
from pasur.options import format_options, parse_options
from pasur.protocol import CHANCE, GameSpec, GameState, Policy
from pasur.records import Record, replay

TOOL: Final = "tools/make_lesson_examples.py"
"""The script that writes the example files, as their headers name it."""

S = TypeVar("S", bound=GameState)
C = TypeVar("C", bound=AnyCard)


class _Finished(Protocol):
    """A state that lists its finished hands (or rounds)."""

    @property
    def results(self) -> Sequence[object]: ...


def _finished(state: object) -> int:
    return len(cast(_Finished, state).results)


class Deal(Generic[S]):
    """A record being built move by move through the engine of :attr:`spec` (each game's
    subclass sets it to the game's ``SPEC``).

    Every move goes through :meth:`apply`, which keeps its canonical text (for the record) and
    every state passed through (``steps``, the opening position first). Moves a player makes
    for himself come from the game's baseline player (:meth:`baseline`), chance moves from the
    game's own sampler (:meth:`auto`); both draw from the generator passed to the call, or else
    from the deal's *rng*.
    """

    spec: ClassVar[GameSpec]
    """The game whose engine makes (and refuses) every move."""

    def __init__(self, options: str = "", rng: random.Random | None = None):
        spec = self.spec
        opts = parse_options(spec.options_type, options, spec.presets)
        self.options = format_options(opts)
        """The options in their canonical text form, as the record writes them."""
        self.state: S = spec.start(opts)
        self.moves: list[str] = []
        self.steps: list[S] = [self.state]
        self.rng = rng

    def apply(self, move: object) -> Self:
        """Make *move* (an engine move object): the engine refuses an illegal one."""
        self.moves.append(self.spec.format_move(self.state, move))
        self.state = self.state.apply(move)
        self.steps.append(self.state)
        return self

    def shuffle(self, deck: Sequence[AnyCard]) -> Self:
        """Shuffle the deck into the order *deck* (top card first): the game's own shuffle
        move, read from its text as a record's would be."""
        return self.apply(self.spec.parse_move(self.state, "deck-" + cards_text(deck)))

    def move(self, *texts: str) -> Self:
        """Make the moves written in *texts* (several to a text, separated by spaces)."""
        for text in texts:
            for part in text.split():
                self.apply(self.spec.parse_move(self.state, part))
        return self

    def _rng(self, rng: random.Random | None) -> random.Random:
        chosen = rng or self.rng
        assert chosen is not None, "give a random generator, to the deal or to this call"
        return chosen

    def baseline(self, rng: random.Random | None = None, policy: Policy | None = None) -> Self:
        """One move of the player to move, chosen by *policy* (the game's baseline player)."""
        seat = self.state.to_move
        assert seat is not None and seat != CHANCE, "no player is to move (deal the cards first)"
        choose = policy or self.spec.baseline_policy
        return self.apply(choose(self.state.view(seat), self.state.legal_moves(), self._rng(rng)))

    def auto(self, rng: random.Random | None = None) -> Self:
        """One move: chance drawn by the game's sampler, a player's by the baseline player."""
        if self.state.to_move == CHANCE:
            return self.apply(self.spec.sample_chance(self.state, self._rng(rng)))
        return self.baseline(rng)

    def chance(self, rng: random.Random | None = None) -> Self:
        """Draw chance moves (:meth:`auto`) until a player is to move."""
        while self.state.to_move == CHANCE:
            self.auto(rng)
        return self

    def play_until(
        self,
        done: Callable[[S], bool],
        rng: random.Random | None = None,
        policy: Policy | None = None,
    ) -> Self:
        """Let the baseline player move for every seat until *done* holds of the state."""
        while not done(self.state):
            self.baseline(rng, policy)
        return self

    def play_hands(self, hands: int = 1, seed: int = 0) -> Self:
        """Let the baseline player move for every seat until *hands* more hands are over (or the
        match is), in a game whose state lists its finished hands as ``results``."""
        target = _finished(self.state) + hands
        return self.play_until(
            lambda s: s.is_terminal() or _finished(s) >= target, random.Random(seed)
        )

    def until(
        self, done: Callable[[Self], bool], rng: random.Random | None = None, limit: int = 2000
    ) -> bool:
        """Move with :meth:`auto` until *done* holds of the deal (then ``True``), or the game ends
        or *limit* moves are made first (then ``False``)."""
        for _ in range(limit):
            if done(self):
                return True
            if self.state.is_terminal():
                return False
            self.auto(rng)
        return False

    def record(self) -> Record:
        return Record(self.spec.id, self.options, tuple(self.moves))


def seeded_order(deck: Sequence[C], seed: str) -> list[C]:
    """*deck* in the order :meth:`random.Random.shuffle` gives it from *seed*.

    (This is not :func:`pasur.cards.shuffled`; the examples written with one keep it, so that
    their files do not change.)
    """
    order = list(deck)
    random.Random(seed).shuffle(order)
    return order


def complete(
    given: Sequence[Sequence[C]],
    sizes: Sequence[int],
    order: Iterable[C],
    voids: Mapping[int, str] | None = None,
) -> list[list[C]]:
    """Fill part *i* of *given* (a seat's hand, or a widow) up to ``sizes[i]`` cards with the
    cards of *order* (the whole deck, in a random order) that nobody was given, never with a card
    of a suit listed in ``voids[i]``.

    The cards of suits that some parts may not take go first, so that a void never strands a
    card; each card goes to the emptiest part (the first of those) that may take it.

    >>> from pasur.cards import cards
    >>> complete([cards("AS"), ()], [2, 2], cards("QH AS KS TH"), {1: "S"})
    [[Card('AS'), Card('KS')], [Card('QH'), Card('TH')]]
    """
    parts = [list(p) for p in given]
    used = {c for p in parts for c in p}
    assert len(used) == sum(len(p) for p in parts), "a card is given twice"
    rest = [c for c in order if c not in used]
    banned = voids or {}

    def barred(card: C, part: int) -> bool:  # a joker has no suit
        return isinstance(card, Card) and card.suit.letter in banned.get(part, "")

    def constraint(card: C) -> int:
        return sum(barred(card, i) for i in range(len(parts)))

    for card in sorted(rest, key=constraint, reverse=True):
        room = [i for i, p in enumerate(parts) if len(p) < sizes[i] and not barred(card, i)]
        assert room, f"no place for {card}"
        parts[min(room, key=lambda i: (len(parts[i]) - sizes[i], i))].append(card)
    assert all(len(p) == n for p, n in zip(parts, sizes, strict=True))
    return parts


# --- the registry of one game's examples ------------------------------------------------------

Builder = Callable[[], tuple[Deal[Any], str]]
"""Builds one example: the deal, and a sentence saying what it shows (the file's header)."""
B = TypeVar("B", bound=Builder)
_MODULE: Final = "/examples.py"
"""How a game's examples module's file name ends (to say which line of a builder failed)."""


@dataclass
class Examples:
    """One game's worked examples: a builder per file name, in the order they are written."""

    game: str
    """The game id; the files go to ``lessons/<game>/examples/``."""
    builders: dict[str, Builder] = field(default_factory=dict)

    def example(self, name: str) -> Callable[[B], B]:
        """Register the decorated builder as the example written to ``<name>.txt``."""

        def register(fn: B) -> B:
            assert name not in self.builders, f"two examples are called {name!r}"
            self.builders[name] = fn
            return fn

        return register

    def directory(self, lessons: Path) -> Path:
        return lessons / self.game / "examples"


def wrap(text: str, width: int = 96) -> list[str]:
    """*text* in lines of at most *width* characters (a longer word stands alone).

    >>> wrap("one two three", width=7)
    ['one two', 'three']
    """
    lines: list[str] = []
    line = ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return [*lines, line] if line else lines


def text_of(examples: Examples, name: str) -> str:
    """Build the example *name* and return its file's text (the record checked by replaying)."""
    deal, about = examples.builders[name]()
    record = deal.record()
    replay(record)  # every example must replay
    header = f"# Lesson example '{name}', written by {TOOL}.\n"
    header += "".join(f"# {line}\n" for line in wrap(about))
    return header + record.to_text()


# --- finding, writing and checking the files --------------------------------------------------


def discover(game_ids: Iterable[str] | None = None) -> list[Examples]:
    """The examples of the games *game_ids* (by default every registered game that has any, in
    the registry's order): ``EXAMPLES`` of the module ``pasur.games.<id>.examples``.

    Raises:
        ValueError: a game is not registered, or (when named) has no examples.
    """
    from pasur.registry import GAMES

    asked = game_ids is not None
    ids = list(dict.fromkeys(game_ids)) if game_ids is not None else list(GAMES)
    unknown = [g for g in ids if g not in GAMES]
    if unknown:
        raise ValueError(f"unknown game {', '.join(unknown)} (games: {', '.join(GAMES)})")
    found: list[Examples] = []
    for game in ids:
        name = f"pasur.games.{game}.examples"
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as e:
            if e.name != name:
                raise
            if asked:
                raise ValueError(f"{game} has no lesson examples ({name})") from None
            continue
        examples = module.EXAMPLES
        assert isinstance(examples, Examples) and examples.game == game, name
        found.append(examples)
    return found


@dataclass
class Built:
    """One game's example files as built: text or failure, by file name."""

    examples: Examples
    texts: dict[str, str] = field(default_factory=dict)
    failures: dict[str, str] = field(default_factory=dict)
    """Why an example could not be built (an assertion of its builder, say), with where."""
    every: bool = True
    """Every example of the game was built (not only some named ones)."""


def build(examples: Examples, names: Collection[str] | None = None) -> Built:
    """Build the examples *names* of a game (all of them by default), each file's text.

    An example that fails (its builder's assertion, say, after a change in the engine) is
    recorded with the reason instead of stopping the others.
    """
    chosen = [n for n in examples.builders if names is None or n in names]
    built = Built(examples, every=names is None or set(examples.builders) <= set(names))
    for name in chosen:
        try:
            built.texts[f"{name}.txt"] = text_of(examples, name)
        except Exception as e:  # reported with its place; the others are still built
            frames = traceback.extract_tb(e.__traceback__)
            where = next((f for f in reversed(frames) if f.filename.endswith(_MODULE)), frames[-1])
            what = "".join(traceback.format_exception_only(e)).strip()
            built.failures[f"{name}.txt"] = f"{what} ({Path(where.filename).name}:{where.lineno})"
    return built


def check(built: Built, lessons: Path) -> list[tuple[Path, str]]:
    """Every file that is not what its example writes: ``(path, why)``; nothing is written.

    When the whole game was built, a ``.txt`` file that no example writes is reported too.
    """
    directory = built.examples.directory(lessons)
    problems = [(directory / n, f"its example fails: {why}") for n, why in built.failures.items()]
    for file, text in built.texts.items():
        path = directory / file
        if not path.exists():
            problems.append((path, "missing"))
        elif path.read_text(encoding="utf-8") != text:
            problems.append((path, "stale"))
    if built.every and directory.is_dir():
        known = set(built.examples.builders)
        problems += [
            (path, "no example writes it")
            for path in sorted(directory.glob("*.txt"))
            if path.stem not in known
        ]
    return problems


def write(built: Built, lessons: Path) -> list[tuple[Path, int]]:
    """Write the files built (creating the directory): ``(path, number of moves)`` each."""
    directory = built.examples.directory(lessons)
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for file, text in built.texts.items():
        path = directory / file
        path.write_text(text, encoding="utf-8")
        written.append((path, text.count("\n  ")))
    return written
