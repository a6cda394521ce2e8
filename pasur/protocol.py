"""The one protocol every game follows, and the types it speaks in.

A game is a :class:`GameSpec`: how to start, how to sample chance, how to read and write moves,
and its rule catalogue. A position is a :class:`GameState`: immutable, with ``legal_moves()``,
``violation(move)``, ``apply(move)`` returning a new state, ``is_terminal()``, ``scores()`` and
``view(seat)``. Chance (shuffling, drawing for the first hakem) is an explicit move made by the
pseudo-seat :data:`CHANCE`, so a whole deal is a list of moves and replays exactly.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from operator import attrgetter
from typing import Any, ClassVar, Final, Generic, Protocol, Self, TypeVar

from pasur.cards import Card
from pasur.messages import render

Seat = int
"""A seat, numbered in order of play: seat ``(s + 1) % n`` plays right after seat ``s``.

All the seeds play anticlockwise ("to the right"), so seat ``s + 1`` sits on the right of ``s``.
"""

CHANCE: Final[Seat] = -1
"""The pseudo-seat that makes chance moves (shuffles and draws)."""


@dataclass(frozen=True, slots=True)
class Source:
    """Where a rule comes from: a seed document and its lines (1-based, inclusive)."""

    seed: str
    """Seed number as in ``shared/seeds/`` file names, e.g. ``"003"``."""
    first: int
    last: int

    def __str__(self) -> str:
        lines = f"{self.first}" if self.first == self.last else f"{self.first}-{self.last}"
        return f"seed {self.seed}, line{'s' if self.first != self.last else ''} {lines}"


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule of a game's catalogue, in both languages, with its sources and options."""

    id: str
    """Stable id, ``game/slug``; it names the rule's tests and documentation anchor."""
    title_en: str
    title_fa: str
    text_en: str
    text_fa: str
    sources: tuple[Source, ...]
    options: tuple[str, ...] = ()
    """Names of the options (fields of the game's options class) that change this rule."""

    def title(self, lang: str) -> str:
        return self.title_fa if lang == "fa" else self.title_en

    def text(self, lang: str) -> str:
        return self.text_fa if lang == "fa" else self.text_en


@dataclass(frozen=True, slots=True)
class Violation:
    """Why a move is illegal: the rule it breaks and what in this position breaks it."""

    rule_id: str
    detail: str
    """English, about this position: "♠ was led and seat 2 holds 9♠"."""
    params: tuple[tuple[str, str], ...] = ()
    """Structured facts behind ``detail`` (e.g. ``("led", "S")``), for translated messages."""
    code: str = ""
    """The message code of ``detail`` in :mod:`pasur.messages` (built by :func:`violation`),
    so an interface says the same, with the same *params*, in another language."""


@dataclass(frozen=True, slots=True)
class TableView:
    """What one seat (or, with ``seat=None``, an onlooker with everything face up) can see.

    Generic over games: the deal explorer and the policies of the simulator read only this.
    """

    game: str
    seat: Seat | None
    phase: str
    to_move: Seat | None
    hands: tuple[tuple[Card, ...] | int, ...]
    """Per seat: the cards if this viewer may see them, otherwise how many there are."""
    table: tuple[tuple[Seat, Card], ...]
    """Cards face up in the middle (the trick in progress), in the order they were played."""
    scores: tuple[int, ...]
    history: tuple[str, ...]
    """Every move so far as this viewer saw it; hidden parts are written ``?``."""
    facts: tuple[tuple[str, str], ...] = ()
    """Game-specific public facts, e.g. ``("trump", "H")``, ``("hakem", "2")``."""
    last_trick: tuple[tuple[Seat, Card], ...] = ()
    """The trick just turned, if this viewer may look at it again (a table custom)."""
    tricks: tuple[tuple[tuple[Seat, Card], ...], ...] = ()
    """Every finished trick of the current hand, ``(seat, card)`` in play order. Everyone saw these
    cards played, so a player who counts cards knows them whatever the custom about looking back
    at turned tricks; the bots use them to count trumps and spot voids."""

    def fact(self, name: str, default: str = "") -> str:
        for key, value in self.facts:
            if key == name:
                return value
        return default


class LazyView(TableView):
    """A :class:`TableView` built only when a field is first read, then kept.

    The simulator hands one of these to every player of a game without :class:`FieldViews`
    (every game of the package has them): a random player never looks, so it never pays for a
    view. The first read builds the view with *build* and copies its fields into this
    object's slots, so every later read is an ordinary slot read. A game whose view is a
    subclass with more fields (what its players track) gets it back whole with :func:`unwrap`.

    >>> calls = []
    >>> v = LazyView(lambda: calls.append(1) or TableView("g", 0, "play", 0, (), (), (), ()))
    >>> calls
    []
    >>> v.phase, v.phase, calls
    ('play', 'play', [1])
    """

    __slots__ = ("_build", "_view")

    def __init__(self, build: Callable[[], TableView]) -> None:
        object.__setattr__(self, "_build", build)
        object.__setattr__(self, "_view", None)

    def __getattr__(self, name: str) -> Any:
        # Reached only for a field not yet filled in, or a name that is no field at all.
        if name.startswith("__"):
            raise AttributeError(name)
        view = self.built()
        if name not in _VIEW_FIELDS:
            return getattr(view, name)
        return object.__getattribute__(self, name)

    def built(self) -> TableView:
        """The view itself, as the game's ``view()`` made it (built now if not yet)."""
        view: TableView | None = _LAZY_VIEW(self)
        if view is None:
            view = _LAZY_BUILD(self)()
            assert view is not None
            for get, put in _VIEW_SLOTS:
                put(self, get(view))
            _SET_VIEW(self, view)
            _SET_BUILD(self, None)
        return view

    def __eq__(self, other: object) -> bool:
        return self.built() == unwrap(other) if isinstance(other, TableView) else NotImplemented

    def __hash__(self) -> int:
        return hash(self.built())

    def __repr__(self) -> str:
        return repr(self.built())


_VIEW_FIELDS: Final = frozenset(TableView.__dataclass_fields__)
_VIEW_SLOTS: Final = tuple(
    (getattr(TableView, name).__get__, getattr(TableView, name).__set__)
    for name in TableView.__dataclass_fields__
)
"""Each field's slot, read from a view and written into a :class:`LazyView` through its
descriptor (the cheapest copy Python offers for a frozen, slotted class)."""
_LAZY_VIEW: Final = LazyView._view.__get__  # type: ignore[attr-defined]
_LAZY_BUILD: Final = LazyView._build.__get__  # type: ignore[attr-defined]
_SET_VIEW: Final = LazyView._view.__set__  # type: ignore[attr-defined]
_SET_BUILD: Final = LazyView._build.__set__  # type: ignore[attr-defined]

V = TypeVar("V")


def unwrap(view: V) -> V:
    """*view* itself, or the view a :class:`LazyView` stands for (built now if not yet)."""
    return view.built() if isinstance(view, LazyView) else view  # type: ignore[return-value]


S = TypeVar("S")
W = TypeVar("W", bound=TableView)

Builder = Callable[[S, Seat | None], Any]
"""Builds one field of a view (or, keyed by a tuple of names, several at once, as a tuple) from
the state and the viewer's seat."""


class FieldViews(Generic[S, W]):
    """A game's view, built field by field from a table of builders: whole (every field now) when
    the state is asked for its ``view()``, or lazy (each field on its first read) when the
    simulator hands it to a player (:func:`lazy_view`).

    A heuristic player reads a few fields (the hand, the table, a tally), not the history's text
    or every fact, and a decision costs about what its view does: a lazy view makes it pay only
    for what it reads. The lazy view is an instance of the game's view class (so
    :func:`unwrap` gives it back as it is and its typed fields read like any other), equal to the
    whole view, with its hash and ``repr``; it pickles and copies as the whole view. A field read
    once is kept in the object, so reading it again is an ordinary attribute read.

    *copied* names the fields that are a state attribute as it is (``{"phase": "phase",
    "scores": "score"}``): they cost a read, so a lazy view takes them at once. Each builder of
    *built* is keyed by its field's name, or by a tuple of names when one computation yields
    several fields (it then returns their values in that order). ``game`` and ``seat`` are
    given. *alone* builds, each by itself, facts that every view of the game has, so that a
    lazy view's :meth:`~TableView.fact` gives one of them without writing all the facts (the
    builder of ``facts`` writes them with the same functions). Making one registers it for the
    states of *state_type*.

    >>> @dataclass(frozen=True, slots=True)
    ... class V(TableView):
    ...     extra: int = 0
    >>> @dataclass(frozen=True)
    ... class Position:
    ...     phase: str = "play"
    ...     to_move: int = 0
    >>> calls = []
    >>> def history(state: Position, seat: Seat | None) -> tuple[str, ...]:
    ...     calls.append("history")
    ...     return ("deck-?",)
    >>> views = FieldViews(Position, V, "g", {"phase": "phase", "to_move": "to_move"}, {
    ...     ("hands", "table"): lambda state, seat: ((), ()), "scores": lambda state, seat: (),
    ...     "history": history, "facts": lambda state, seat: (),
    ...     "last_trick": lambda state, seat: (), "tricks": lambda state, seat: (),
    ...     "extra": lambda state, seat: 7})
    >>> position = Position()
    >>> lazy = lazy_view(position, 1)  # type: ignore[arg-type]
    >>> lazy.extra, lazy.phase, isinstance(lazy, V), calls
    (7, 'play', True, [])
    >>> whole = views(position, 1)
    >>> lazy == whole, hash(lazy) == hash(whole), repr(lazy) == repr(whole), calls
    (True, True, True, ['history', 'history'])
    """

    def __init__(
        self,
        state_type: type[S],
        view_type: type[W],
        game: str,
        copied: Mapping[str, str],
        built: Mapping[str | tuple[str, ...], Builder[S]],
        alone: Mapping[str, Callable[[S, Seat | None], str]] | None = None,
    ) -> None:
        self._view_type = view_type
        self._game = game
        self._copied = tuple(copied)
        self._copy = _getter(tuple(copied.values()))
        self._groups = tuple(
            ((names,) if isinstance(names, str) else names, build) for names, build in built.items()
        )
        given = sorted([*copied, *(n for names, _ in self._groups for n in names)])
        wanted = sorted(set(view_type.__dataclass_fields__) - {"game", "seat"})
        if given != wanted:
            raise TypeError(f"{view_type.__name__}: builders for {given}, fields {wanted}")
        self._lazy_type = _lazy_type(view_type, self._copied, self._groups, alone or {})
        _FIELD_VIEWS[state_type] = self

    def __call__(self, state: S, seat: Seat | None) -> W:
        """The whole view: every field built now."""
        values: dict[str, Any] = dict(zip(self._copied, self._copy(state), strict=True))
        for names, build in self._groups:
            if len(names) == 1:
                values[names[0]] = build(state, seat)
            else:
                values.update(zip(names, build(state, seat), strict=True))
        return self._view_type(game=self._game, seat=seat, **values)

    def lazy(self, state: S, seat: Seat | None) -> W:
        """The view whose copied fields are read now and the others built on their first read."""
        view: W = _NEW(self._lazy_type)
        values = {"game": self._game, "seat": seat, _STATE: state, _SEAT: seat}
        values.update(zip(self._copied, self._copy(state), strict=True))
        _SET(view, "__dict__", values)
        return view


def _getter(names: tuple[str, ...]) -> Callable[[object], tuple[Any, ...]]:
    """The attributes *names* of an object, as a tuple (:func:`operator.attrgetter` gives a
    lone attribute bare)."""
    if len(names) == 1:
        one = attrgetter(names[0])
        return lambda state: (one(state),)
    return attrgetter(*names) if names else lambda state: ()


_STATE: Final = " state"
_SEAT: Final = " seat"
"""Where a lazy view keeps its state and viewer, under names no field can have."""
_NEW: Final = object.__new__
_SET: Final = object.__setattr__


class _Field:
    """One field of a lazy view: built (with the others of its group) on the first read, and
    kept in the view's ``__dict__``, which every later read finds before this descriptor (it
    has no ``__set__``, so the instance's own value wins)."""

    __slots__ = ("_build", "_name", "_names")

    def __init__(self, name: str, names: tuple[str, ...], build: Builder[Any]) -> None:
        self._name = name
        self._names = names
        self._build = build

    def __get__(self, view: object, owner: type | None = None) -> Any:
        if view is None:
            return self
        values = view.__dict__
        built = self._build(values[_STATE], values[_SEAT])
        if len(self._names) == 1:
            values[self._name] = built
            return built
        values.update(zip(self._names, built, strict=True))
        return values[self._name]


def _whole(view: TableView) -> TableView:
    """*view* as an ordinary view of its game's class (a lazy one built whole)."""
    view = unwrap(view)
    whole = getattr(type(view), "_whole_type", None)
    if whole is None:
        return view
    names = whole.__dataclass_fields__
    built: TableView = whole(**{name: getattr(view, name) for name in names})
    return built


def _lazy_type(
    view_type: type[W],
    copied: Sequence[str],
    groups: Sequence[tuple[tuple[str, ...], Builder[Any]]],
    alone: Mapping[str, Callable[[Any, Seat | None], str]],
) -> type:
    """The class of *view_type*'s lazy views: a subclass whose fields are :class:`_Field`
    descriptors over an instance ``__dict__`` (they shadow the parent's slots)."""

    def __eq__(self: TableView, other: object) -> bool:
        return _whole(self) == _whole(other) if isinstance(other, TableView) else NotImplemented

    def __hash__(self: TableView) -> int:
        return hash(_whole(self))

    def __repr__(self: TableView) -> str:
        return repr(_whole(self))

    def __reduce__(self: TableView) -> tuple[type[W], tuple[Any, ...]]:
        return view_type, tuple([getattr(self, name) for name in view_type.__dataclass_fields__])

    def fact(self: TableView, name: str, default: str = "") -> str:
        values = self.__dict__
        if "facts" not in values:
            build = alone.get(name)
            if build is not None:
                value: str = build(values[_STATE], values[_SEAT])
                return value
        return view_type.fact(self, name, default)

    namespace: dict[str, Any] = {
        name: _Field(name, names, build) for names, build in groups for name in names
    }
    namespace |= {name: _Field(name, (name,), _unbuilt) for name in ("game", "seat", *copied)}
    namespace |= {
        "_whole_type": view_type,
        "__eq__": __eq__,
        "__hash__": __hash__,
        "__repr__": __repr__,
        "__reduce__": __reduce__,
        "fact": fact,
        "__qualname__": view_type.__qualname__,
        "__module__": view_type.__module__,
        "__doc__": f"A lazy :class:`{view_type.__name__}` (see :class:`FieldViews`).",
    }
    return type(view_type.__name__, (view_type,), namespace)


def _unbuilt(state: object, seat: Seat | None) -> Any:
    """A field set when a lazy view is made (its descriptor only shadows the parent's slot)."""
    raise AssertionError("set when the view is made")


_FIELD_VIEWS: Final[dict[type, FieldViews[Any, Any]]] = {}
"""The field-by-field views of the games that have them, by their state's class."""


def lazy_view(state: GameState, seat: Seat | None) -> TableView:
    """What *seat* sees of *state*, each field built only when someone reads it: a game's
    :class:`FieldViews` when it has one, else the whole view on the first read (see
    :class:`LazyView`)."""
    views = _FIELD_VIEWS.get(type(state))
    if views is not None:
        lazy: TableView = views.lazy(state, seat)
        return lazy
    return LazyView(partial(state.view, seat))


M = TypeVar("M")


class GameState(Protocol):
    """The interface every game's state offers. States are immutable and hashable."""

    @property
    def to_move(self) -> Seat | None:
        """Who moves next: a seat, :data:`CHANCE`, or ``None`` once the game is over."""
        ...

    def legal_moves(self) -> Sequence[Any]:
        """Every move the player to move may make, in a canonical order (empty at chance)."""
        ...

    def violation(self, move: Any) -> Violation | None:
        """Why *move* is illegal here, or ``None`` when it is legal."""
        ...

    def apply(self, move: Any) -> Self:
        """The state after *move*; raises :class:`~pasur.errors.IllegalMoveError` if illegal."""
        ...

    def is_terminal(self) -> bool: ...

    def scores(self) -> tuple[int, ...]: ...

    def view(self, seat: Seat | None) -> TableView: ...


class Seated(Protocol):
    """Options that say how many players sit at the table."""

    @property
    def players(self) -> int: ...


class MatchState:
    """What the states of the games with a ``players`` option share, written once: the match
    is over in phase ``over``, and the table seats the options' players.

    A mixin for a frozen, slotted dataclass (it has no slots of its own); the state declares the
    ``phase`` and ``options`` fields. A game's phases are its own :class:`enum.StrEnum`
    (``Phase`` in its ``state`` module): a member compares and hashes as its string and prints as
    it, so records, views and JSON show the plain value. The engines set a phase with a member
    (``phase=Phase.PLAY``, checked by mypy) and test it against the plain string
    (``state.phase == "play"``): on Python 3.11 reading a member through its class costs several
    times a string literal, and those tests run on every move.
    """

    __slots__ = ()
    phase: str
    options: Seated

    def is_terminal(self) -> bool:
        return self.phase == "over"

    @property
    def players(self) -> int:
        return self.options.players


@dataclass(frozen=True, slots=True)
class WordMove:
    """A move that is one fixed word (``check``, ``pass``, ``redeal``), written once for every
    game: a subclass sets ``word`` (and ``__slots__ = ()``). Moves of two classes never compare
    equal, as with a dataclass of its own."""

    word: ClassVar[str] = ""

    def __str__(self) -> str:
        return self.word


@dataclass(frozen=True, slots=True)
class Event:
    """Something worth telling that a move caused (a trick won, a hand scored, a redeal)."""

    kind: str
    """``trick``, ``hand``, ``game``, ``match``, ``redeal``, ``hakem``, ``note``."""
    rule_id: str
    text: str
    """English sentence, for the command line and logs."""
    params: tuple[tuple[str, str], ...] = ()
    code: str = ""
    """The message code of ``text`` in :mod:`pasur.messages` (built by :func:`event`), so an
    interface says the same, with the same *params*, in another language."""

    def param(self, name: str, default: str = "") -> str:
        for key, value in self.params:
            if key == name:
                return value
        return default


def event(kind: str, rule_id: str, code: str, /, **params: object) -> Event:
    """An :class:`Event` whose English text is message *code* filled with *params*.

    >>> event("trick", "hokm/trick-winner", "options/twice", name="bam").text
    "option 'bam' is given twice"
    """
    values = tuple((k, str(v)) for k, v in params.items())
    return Event(kind, rule_id, render(code, dict(values)), values, code)


def violation(rule_id: str, code: str, /, **params: object) -> Violation:
    """A :class:`Violation` whose English detail is message *code* filled with *params*."""
    values = tuple((k, str(v)) for k, v in params.items())
    return Violation(rule_id, render(code, dict(values)), values, code)


Policy = Callable[[TableView, Sequence[Any], random.Random], Any]
"""A player: given what its seat sees and the legal moves, it picks one."""


@dataclass(frozen=True, slots=True)
class Decision:
    """A bot's move and why: a reason code (e.g. ``win-cheap``) and its parameters, which the app
    turns into one sentence in the reader's language."""

    move: Any
    reason: str
    params: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class GameSpec:
    """Everything the generic machinery (records, command line, harness, app) needs of a game."""

    id: str
    name_en: str
    name_fa: str
    options_type: type[Any]
    presets: Mapping[str, Any]
    start: Callable[[Any], Any]
    """Options to the state before any move."""
    sample_chance: Callable[[Any, random.Random], Any]
    """Draw the chance move at a :data:`CHANCE` node from *rng*."""
    parse_move: Callable[[Any, str], Any]
    """Read a move typed in any accepted notation (raises ``NotationError``)."""
    format_move: Callable[[Any, Any], str]
    """Canonical text of a move; ``parse_move(state, format_move(state, m)) == m``."""
    events: Callable[[Any, Any, Any], tuple[Event, ...]]
    """``events(before, move, after)``: what the move caused, for transcripts."""
    summary: Callable[[Any], Mapping[str, Any]]
    """Numbers that describe a finished game, for simulation statistics."""
    rules: tuple[Rule, ...]
    baseline_policy: Policy
    """A plain, explainable player used by ``simulate`` and to play on after a what-if."""
    candidate_moves: Callable[[Any], Sequence[Any]] = field(default=lambda state: ())
    """Well-formed moves to test against ``violation`` (legal or not), for the test harness."""
    report: tuple[tuple[str, str, str, str], ...] = ()
    """What ``simulate`` prints: (summary key, report name, English label, ``%`` or ``f``); the
    value is the key's total per hand played (or per deal, for a game without ``hands``)."""
    invariants: Callable[[Any], None] | None = None
    """Check the game's own invariants on a state (raise ``AssertionError``), for the harness."""
    players: Mapping[str, Policy] = field(default_factory=dict)
    """Named players beyond ``random`` (e.g. ``baseline``, ``heuristic``), weakest first."""
    explain: Callable[[TableView, Sequence[Any]], Decision] | None = None
    """The strongest explainable player's move with its reason (for "why this card?")."""
    fast_finish: (
        Callable[[Any, Sequence[str], random.Random], tuple[Sequence[str], Any] | None] | None
    ) = None
    """``fast_finish(state, player_names, rng)``: play the rest of the game quickly as the named
    players would, returning the move texts and the final state, or ``None`` where it cannot."""
    fast_phases: frozenset[str] = frozenset()
    """The phases the fast path plays (a scenario forcing a move in one of them turns it off)."""
    aliases: tuple[str, ...] = ()
    """Older ids of the game, still read in records, URLs and the command line."""
    details: Callable[[Event, Any], Sequence[str]] | None = None
    """``details(event, after)``: lines a transcript adds under *event* (``python -m pasur
    replay``), from the state after its move: the cards of a trick seat by seat, a round's
    points line by line."""
    seed_name: str = ""
    """The name seeded deals are drawn under (:func:`pasur.sim.deal_rng`), when it is not the
    id: a renamed game keeps its old name here so that every seed deals what it dealt before."""

    def rule(self, rule_id: str) -> Rule:
        for r in self.rules:
            if r.id == rule_id:
                return r
        raise KeyError(rule_id)


def move_text(state: Any, move: Any) -> str:
    """The canonical text of *move*: its ``str`` (every game's moves write themselves)."""
    return str(move)


FRONT: Final = {
    "presets": "PRESETS",
    "rules": "RULES",
    "start": "new_match",
    "sample_chance": "sample_chance",
    "parse_move": "_parse",
    "events": "_events",
    "summary": "_summary",
    "candidate_moves": "_candidates",
    "invariants": "check",
    "explain": "decide",
}
"""The :class:`GameSpec` fields every game package fills from parts of the same names."""


def game_spec(
    package: str,
    name_en: str,
    name_fa: str,
    options_type: type[Any],
    players: Mapping[str, Policy],
    **more: Any,
) -> GameSpec:
    """The :class:`GameSpec` of the game package named *package*, built at the end of its
    ``__init__`` from what each game really differs in.

    The wiring is the same in every game, so it is written here once: the package's parts named
    in :data:`FRONT` (its presets, rule catalogue, opening state, chance, notation reader, events,
    summary, candidate moves, invariants and explaining player), a move's text is its ``str``,
    and the ``baseline`` of *players* (weakest first) is the baseline policy. The id is the
    package's last name; *more* sets any other field (``report``, ``aliases``, ``fast_finish``…).
    """
    parts = vars(sys.modules[package])
    return GameSpec(
        id=package.rpartition(".")[2],
        name_en=name_en,
        name_fa=name_fa,
        options_type=options_type,
        format_move=move_text,
        baseline_policy=players["baseline"],
        players=players,
        **{name: parts[part] for name, part in FRONT.items()},
        **more,
    )
