"""Play mode's logic: one user at a table of bots, any game, kept as a record.

A :class:`Table` is immutable: the seating (game, house rules, the user's seat, the bots'
strength, the seed of the shuffles) and every move so far, with the states they pass through.
The bots and chance move only through :meth:`Table.run_bots`; the user's move goes through
:meth:`Table.play`, which refuses an illegal move with the rule that forbids it (it is never
fixed silently). Chance moves are drawn from the seed and the move's number, so undoing and
playing on deals the same cards, and a table rebuilt from its link (the record's token, the
seat, the bots, the seed) is the same table.

Nothing here draws: ``pages/play.py`` shows a table through :mod:`ui.table_model`.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, TypeGuard

from pasur.cards import Card
from pasur.errors import PasurError
from pasur.options import parse_options
from pasur.protocol import CHANCE, Decision, Event, GameSpec, Violation
from pasur.records import Record, game_spec, iter_replay, start_state
from pasur.sim import deal_rng, player_names, policy_named

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

MAX_MOVES: Final = 20_000
"""A table refuses to grow past this many moves (a match that long is not a game anyone
plays; a link claiming one is refused instead of keeping a core busy)."""
MAX_SEED: Final = 10**9


@dataclass(frozen=True)
class Seating:
    """Who plays what: the game and its house rules (options text), the user's seat, the
    bots' strength (a player name of :func:`pasur.sim.player_names`), the shuffles' seed."""

    game: str
    options: str
    seat: int
    bots: str
    seed: int


class Refused(Exception):
    """The user's move is not allowed: *violation* says by which rule (``None``: the move is
    not one the game can read, or it is not the user's turn)."""

    def __init__(self, violation: Violation | None, text: str = "") -> None:
        super().__init__(violation.detail if violation is not None else text)
        self.violation = violation
        self.text = text


@dataclass(frozen=True)
class Mistake:
    """A move of the user that differs from the heuristic player's choice at that moment."""

    step: int
    """The number of moves made before it (the explorer's step of that moment)."""
    played: Any
    advised: Decision


@dataclass(frozen=True)
class Table:
    seating: Seating
    spec: GameSpec
    states: tuple[Any, ...]
    moves: tuple[Any, ...]
    texts: tuple[str, ...]
    events: tuple[tuple[Event, ...], ...]
    """``events[i]``: what move ``i`` caused."""
    mark: int = 0
    """The number of moves before the user's last move (where undo returns; where the last
    replies shown start)."""
    mistakes: tuple[Mistake, ...] = ()

    # --- making and reading ------------------------------------------------------------------

    @classmethod
    def new(cls, seating: Seating) -> Table:
        """A fresh table; the bots and chance have not moved yet (see :meth:`run_bots`)."""
        spec = game_spec(seating.game)
        options = parse_options(spec.options_type, seating.options, spec.presets)
        if seating.bots not in player_names(spec):
            raise ValueError(f"unknown player {seating.bots!r}")
        state = spec.start(options)
        if not 0 <= seating.seat < _players(state):
            raise ValueError(f"no seat {seating.seat}")
        return cls(seating, spec, (state,), (), (), ())

    @classmethod
    def from_record(cls, seating: Seating, record: Record) -> Table:
        """The table of a shared link: *record* replayed (every move checked by the rules)."""
        if len(record.moves) > MAX_MOVES:
            raise ValueError("record too long")
        spec, state = start_state(record)
        table = cls.new(seating)
        if record.game != spec.id or spec.id != table.spec.id:
            raise ValueError("record of another game")
        states, moves, events = [state], [], []
        for move, _text, after in iter_replay(record):
            events.append(spec.events(states[-1], move, after))
            moves.append(move)
            states.append(after)
        mark = _last_own(states, seating.seat)
        return cls(
            seating, spec, tuple(states), tuple(moves), record.moves, tuple(events), mark
        )._with_mistakes()

    @property
    def state(self) -> Any:
        return self.states[-1]

    @property
    def players(self) -> int:
        return _players(self.state)

    @property
    def over(self) -> bool:
        return bool(self.state.is_terminal())

    @property
    def my_turn(self) -> bool:
        return not self.over and self.state.to_move == self.seating.seat

    def record(self) -> Record:
        return Record(self.spec.id, self.seating.options, self.texts)

    def legal(self) -> Sequence[Any]:
        return self.state.legal_moves() if self.my_turn else ()

    def hint(self) -> Decision | None:
        """What the heuristic player would do in the user's place, and why."""
        if not self.my_turn or self.spec.explain is None:
            return None
        state = self.state
        return self.spec.explain(state.view(self.seating.seat), state.legal_moves())

    # --- moving --------------------------------------------------------------------------------

    def _push(self, move: Any) -> Table:
        state = self.state
        after = state.apply(move)
        return Table(
            self.seating,
            self.spec,
            (*self.states, after),
            (*self.moves, move),
            (*self.texts, self.spec.format_move(state, move)),
            (*self.events, tuple(self.spec.events(state, move, after))),
            self.mark,
            self.mistakes,
        )

    def play(self, move: Any) -> Table:
        """The user's *move* (a move object or its text), checked by the rules."""
        if not self.my_turn:
            raise Refused(None, "not your turn")
        state = self.state
        if isinstance(move, str):
            try:
                move = self.spec.parse_move(state, move)
            except PasurError as exc:
                raise Refused(None, str(exc)) from exc
        problem = state.violation(move)
        if problem is not None:
            raise Refused(problem)
        advised = self.hint()
        mistakes = self.mistakes
        if advised is not None and not _same_move(self.spec, state, advised.move, move):
            mistakes = (*mistakes, Mistake(len(self.moves), move, advised))
        before = len(self.moves)
        table = self._push(move)
        return Table(
            table.seating,
            table.spec,
            table.states,
            table.moves,
            table.texts,
            table.events,
            before,
            mistakes,
        )

    def play_cards(self, codes: Sequence[str]) -> Table:
        """The user's choice of several cards at once (cards to put down or aside): the legal
        move that holds exactly those cards."""
        chosen = set(codes)
        for move in self.legal():
            cards = getattr(move, "cards", None)
            if isinstance(cards, tuple) and {c.code for c in cards} == chosen:
                return self.play(move)
        first = self.legal()[0] if self.legal() else None
        held = {c.code: c for c in _hand(self.state, self.seating.seat)}
        if _is_move_instance(first) and chosen <= set(held):
            # The same kind of move with these cards: the rules say what is wrong with it (the
            # hakem puts down exactly four cards).
            wrong = dataclasses.replace(first, cards=tuple(held[c] for c in codes))
            problem = self.state.violation(wrong)
            if problem is not None:
                raise Refused(problem)
        raise Refused(None, "not a move here")

    def run_bots(self, limit: int = 2_000) -> Table:
        """Chance and the bots move until it is the user's turn or the game is over."""
        table = self
        bot = policy_named(self.spec, self.seating.bots)
        for _ in range(limit):
            state = table.state
            if state.is_terminal() or state.to_move == self.seating.seat:
                break
            n = len(table.moves)
            if n >= MAX_MOVES:
                break
            if state.to_move == CHANCE:
                move = self.spec.sample_chance(state, deal_rng(self.spec.id, self.seating.seed, n))
            else:
                seat = int(state.to_move)
                rng = random.Random(f"bots/{self.seating.seed}/{n}")
                move = bot(state.view(seat), state.legal_moves(), rng)
            table = table._push(move)
        return table

    def undo(self) -> Table:
        """Back to the user's last decision: that move and every reply after it are taken back."""
        if not self.moves:
            return self
        at = (
            self.mark
            if self.mark < len(self.moves)
            else _last_own(self.states[:-1], self.seating.seat)
        )
        if self.states[at].to_move != self.seating.seat:
            return self
        return Table(
            self.seating,
            self.spec,
            self.states[: at + 1],
            self.moves[:at],
            self.texts[:at],
            self.events[:at],
            _last_own(self.states[:at], self.seating.seat),
            tuple(m for m in self.mistakes if m.step < at),
        )

    def _with_mistakes(self) -> Table:
        """The mistakes of a table rebuilt from its record (each of the user's moves compared
        with the heuristic player's choice at that moment)."""
        if self.spec.explain is None:
            return self
        found = []
        seat = self.seating.seat
        for i, (state, move) in enumerate(zip(self.states, self.moves, strict=False)):
            if state.to_move != seat:
                continue
            advised = self.spec.explain(state.view(seat), state.legal_moves())
            if not _same_move(self.spec, state, advised.move, move):
                found.append(Mistake(i, move, advised))
        return Table(
            self.seating,
            self.spec,
            self.states,
            self.moves,
            self.texts,
            self.events,
            self.mark,
            tuple(found),
        )


def choose_count(legal: Sequence[Any]) -> int:
    """How many cards a move here puts down at once (Shelem's four, the two-player Hokm
    discard), or 0 when the moves are not choices of several cards."""
    if not legal:
        return 0
    first = legal[0]
    cards = getattr(first, "cards", None)
    if hasattr(first, "card") or not isinstance(cards, tuple) or not cards:
        return 0
    return len(cards) if all(isinstance(c, Card) for c in cards) else 0


def _is_move_instance(move: object) -> TypeGuard[DataclassInstance]:
    """A move that is a dataclass instance (not a class): it can be copied with other cards."""
    return dataclasses.is_dataclass(move) and not isinstance(move, type)


def _hand(state: Any, seat: int) -> tuple[Card, ...]:
    held = state.view(seat).hands[seat]
    return () if isinstance(held, int) else tuple(held)


def _same_move(spec: GameSpec, state: Any, a: Any, b: Any) -> bool:
    return a == b or spec.format_move(state, a) == spec.format_move(state, b)


def _players(state: Any) -> int:
    view = state.view(None)
    return len(view.hands) or int(getattr(state, "players", 0) or 0)


def _last_own(states: Sequence[Any], seat: int) -> int:
    """The index of the last state in which *seat* was to move (0 if none)."""
    for i in range(len(states) - 1, -1, -1):
        if states[i].to_move == seat and not states[i].is_terminal():
            return i
    return 0


__all__ = ["Mistake", "Refused", "Seating", "Table", "choose_count"]
