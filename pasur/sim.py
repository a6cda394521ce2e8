"""Playing games with players: one deal, or many seeded deals streamed, in parallel if asked.

A player (a :data:`~pasur.protocol.Policy`) sees only what its seat may see and the legal moves,
and picks one. Deal *i* of a simulation with seed *s* depends only on ``(game, s, i)``, so any
deal can be replayed on its own from its record, and the results do not depend on how the deals
were spread over processes.

* :func:`play`: one game from the start, with player functions and a random generator.
* :class:`Setup`: what to simulate, in plain strings (game, options, player names, seed and a
  :class:`Scenario`), so a job can cross process boundaries and serve as a cache key.
* :func:`simulate`: *n* deals of a setup as a stream of :class:`Deal` (record and summary), in
  index order, with a progress callback and cancellation, run here or on any
  :class:`concurrent.futures.Executor` (a local process pool, or a Dask cluster's
  ``client.get_executor()``).

A game may offer a fast path (:attr:`~pasur.protocol.GameSpec.fast_finish`) that plays the rest
of a deal in integers once the state machine has dealt; it must produce the same record and
summary as the state machine, which the tests check.
"""

from __future__ import annotations

import dataclasses
import random
from collections import deque
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import Executor, Future
from dataclasses import dataclass, field
from typing import Any, Final

from pasur.cards import Card, parse_card
from pasur.errors import NotationError, OptionsError
from pasur.numbers import NumberError, parse_int
from pasur.options import format_options, parse_options
from pasur.protocol import CHANCE, GameSpec, Policy, TableView, lazy_view
from pasur.records import Record


def random_legal(view: TableView, legal: Sequence[Any], rng: random.Random) -> Any:
    """Any legal move, uniformly at random."""
    return legal[int(rng.random() * len(legal))]


def player_names(spec: GameSpec) -> tuple[str, ...]:
    """The players a game offers, weakest first: ``random`` then the game's own."""
    names = ["random", "baseline", *spec.players]
    return tuple(dict.fromkeys(names))


def policy_named(spec: GameSpec, name: str) -> Policy:
    """A player by name: ``random`` (any legal move), ``baseline`` (the game's plain player) or
    one of the game's :attr:`~pasur.protocol.GameSpec.players` (e.g. ``heuristic``)."""
    if name == "random":
        return random_legal
    if name == "baseline":
        return spec.baseline_policy
    if name in spec.players:
        return spec.players[name]
    raise ValueError(f"unknown player {name!r} ({', '.join(player_names(spec))})")


# --- scenarios ------------------------------------------------------------------------------

MAX_SCENARIO_CHARS: Final = 10_000
"""A scenario longer than this is refused (every seat's hand and a dozen moves take < 1,000)."""
_MAX_SEAT: Final = 99
"""The highest seat number a scenario may name before the table is known."""


def _clip(text: str, limit: int = 60) -> str:
    """*text* quoted for an error message, cut short if long."""
    return repr(text if len(text) <= limit else text[: limit - 1] + "…")


@dataclass(frozen=True, slots=True)
class Scenario:
    """What a what-if question fixes in an otherwise random deal.

    *hands*: cards a seat is dealt (the rest of the deck stays random); *moves*: a move a seat
    makes whenever it is to move in that phase (``-1`` is chance, e.g. the draw for the first
    hakem). A forced move that is illegal where it comes up is refused like any other illegal
    move, never replaced.

    Text form: items joined by ``;``, such as ``hand0=AS.KS.QS``, ``0@trump=H`` and
    ``c@first_hakem=seat-0``. Seats may be written in Persian or Arabic-Indic digits too.
    """

    hands: tuple[tuple[int, tuple[Card, ...]], ...] = ()
    moves: tuple[tuple[int, str, str], ...] = ()

    def forced(self, seat: int, phase: str) -> str | None:
        for who, when, move in self.moves:
            if who == seat and when == phase:
                return move
        return None

    def phases(self) -> frozenset[str]:
        return frozenset(phase for seat, phase, _ in self.moves if seat != CHANCE)

    def to_text(self) -> str:
        items = [f"hand{s}=" + ".".join(c.code for c in cards) for s, cards in self.hands]
        items += [f"{'c' if s == CHANCE else s}@{p}={m}" for s, p, m in self.moves]
        return ";".join(items)

    @classmethod
    def parse(cls, text: str) -> Scenario:
        """Read the text form.

        Raises:
            NotationError: a malformed item, a card named twice, a seat's hand or a seat's move
                in one phase given twice, or text longer than :data:`MAX_SCENARIO_CHARS`.
        """
        if len(text) > MAX_SCENARIO_CHARS:
            raise NotationError(
                f"the scenario is {len(text):,} characters long, more than the "
                f"{MAX_SCENARIO_CHARS:,} allowed"
            )
        hands: list[tuple[int, tuple[Card, ...]]] = []
        moves: list[tuple[int, str, str]] = []
        for item in filter(None, (t.strip() for t in text.split(";"))):
            key, sep, value = item.partition("=")
            key, value = key.strip(), value.strip()
            if not sep or not key or not value:
                raise NotationError(f"scenario item {_clip(item)} needs the form key=value")
            if key.startswith("hand") and "@" not in key:
                seat = _seat(key[4:], item)
                try:
                    cards = tuple(parse_card(c) for c in value.split("."))
                except NotationError as exc:
                    raise NotationError(f"scenario item {_clip(item)}: {exc}") from None
                if len(set(cards)) != len(cards):
                    raise NotationError(f"scenario item {_clip(item)} names a card twice")
                if any(s == seat for s, _ in hands):
                    raise NotationError(f"scenario: the hand of seat {seat} is given twice")
                hands.append((seat, cards))
                continue
            who, at, phase = key.partition("@")
            who, phase = who.strip(), phase.strip()
            if not at or not phase or not who:
                raise NotationError(
                    f"scenario item {_clip(item)}: expected handN=… or SEAT@phase=…"
                )
            seat = CHANCE if who == "c" else _seat(who, item)
            if any(s == seat and p == phase for s, p, _ in moves):
                raise NotationError(
                    f"scenario: {'chance' if seat == CHANCE else f'seat {seat}'}'s move in "
                    f"phase {_clip(phase)} is given twice"
                )
            moves.append((seat, phase, value))
        fixed = [c for _, cards in hands for c in cards]
        if len(set(fixed)) != len(fixed):
            raise NotationError("a card is given to two seats in the scenario")
        return cls(tuple(hands), tuple(moves))

    def check_seats(self, seats: int, table: str = "the table") -> None:
        """Refuse a scenario naming a seat that *table* (of *seats* seats) does not have.

        Raises:
            OptionsError: a hand or a move for seat *seats* or above.
        """
        if seats < 1:  # a game that does not say: fix_cards refuses a hand for a missing seat
            return
        named = [s for s, _ in self.hands] + [s for s, _, _ in self.moves if s != CHANCE]
        for seat in named:
            if not 0 <= seat < seats:
                raise OptionsError(
                    f"the scenario names seat {seat}, but {table} has seats 0 to {seats - 1}"
                )


def _seat(text: str, item: str) -> int:
    """The seat number *text* in scenario *item* (ASCII, Persian or Arabic-Indic digits)."""
    try:
        return parse_int(text, 0, _MAX_SEAT)
    except NumberError:
        raise NotationError(
            f"scenario item {_clip(item)}: {_clip(text)} is not a seat number "
            f"(expected handN=… or SEAT@phase=…, SEAT from 0 to {_MAX_SEAT} or c for chance)"
        ) from None


def seat_count(spec: GameSpec, options: Any) -> int:
    """How many seats a table of *spec* with *options* has."""
    players = getattr(options, "players", None)
    if isinstance(players, int) and not isinstance(players, bool) and players > 0:
        return players
    return len(spec.start(options).view(None).hands)


def fix_cards(state: Any, move: Any, scenario: Scenario) -> Any:
    """*move* (a shuffle with a ``deck``) changed so that each seat of *scenario* is dealt its
    fixed cards; the other cards keep their shuffled places (a uniformly random deal of the
    rest). Which deck places reach which seat is read off the state machine itself: the move is
    applied once and each fixed seat's dealt cards are looked up in the deck."""
    deck = list(move.deck)
    dealt = state.apply(move).view(None).hands
    for seat, cards in scenario.hands:
        if not 0 <= seat < len(dealt):
            raise OptionsError(
                f"the scenario fixes the hand of seat {seat}, but the deal has seats 0 to "
                f"{len(dealt) - 1}"
            )
        held = dealt[seat]
        if not isinstance(held, tuple) or len(held) < len(cards):
            raise OptionsError(
                f"seat {seat} is dealt {0 if isinstance(held, int) else len(held)} cards at "
                f"the shuffle, fewer than the {len(cards)} the scenario fixes"
            )
        places = sorted(deck.index(c) for c in held)[: len(cards)]
        for place, card in zip(places, cards, strict=True):
            there = deck.index(card)
            deck[place], deck[there] = deck[there], deck[place]
    return dataclasses.replace(move, deck=tuple(deck))


# --- one game --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Played:
    """One finished (or cut-off) game: its record and final state.

    After a game's fast path the final state carries the results and scores, but not the move
    history or the trick log (the record has every move)."""

    record: Record
    final: Any


def play(
    spec: GameSpec,
    options: Any,
    policies: Sequence[Policy],
    rng: random.Random,
    *,
    scenario: Scenario | None = None,
    fast: Sequence[str] | None = None,
    max_moves: int = 20_000,
) -> Played:
    """Play one game from the start with *policies* (one per seat) and chance from *rng*.

    *fast*: the players' names, to let the game's fast path take over where it can (it plays
    exactly as the named players would, so the record is the same either way).
    """
    scenario = scenario or Scenario()
    state = spec.start(options)
    texts: list[str] = []
    finish = spec.fast_finish if fast is not None else None
    if finish is not None and scenario.phases() & spec.fast_phases:
        finish = None
    for _ in range(max_moves):
        if state.is_terminal():
            break
        seat = state.to_move
        forced = scenario.forced(seat, state.phase)
        if forced is not None:
            try:
                move = spec.parse_move(state, forced)
            except NotationError as exc:
                who = "chance" if seat == CHANCE else f"seat {seat}"
                raise NotationError(
                    f"the scenario's move {_clip(forced)} for {who} in phase {state.phase}: {exc}"
                ) from None
        elif seat == CHANCE:
            move = spec.sample_chance(state, rng)
            if scenario.hands and hasattr(move, "deck"):
                move = fix_cards(state, move, scenario)
        else:
            if finish is not None:
                assert fast is not None
                done = finish(state, fast, rng)
                if done is not None:
                    texts += done[0]
                    state = done[1]
                    break
            move = policies[seat](lazy_view(state, seat), state.legal_moves(), rng)
        texts.append(spec.format_move(state, move))
        state = state.apply(move)
    else:
        raise RuntimeError(f"no end after {max_moves} moves")
    return Played(Record(spec.id, format_options(options), tuple(texts)), state)


def deal_rng(game: str, seed: int, index: int) -> random.Random:
    """The generator for deal *index* of a simulation with *seed* (stable across processes).

    *game* is an id or an alias; a game's :attr:`~pasur.protocol.GameSpec.seed_name` keeps its
    deals what they were under an older id.
    """
    from pasur.registry import GAMES

    if game in GAMES:
        spec = GAMES[game]
        game = spec.seed_name or spec.id
    return random.Random(f"{game}/{seed}/{index}")


# --- many deals ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Setup:
    """What to simulate, in plain values: picklable, hashable, and readable in a URL or a log.

    *players*: one name per seat (see :func:`player_names`); a shorter tuple is repeated round
    the table, so ``("heuristic", "random")`` seats the heuristic player at the even seats.
    """

    game: str
    options: str = ""
    players: tuple[str, ...] = ("heuristic",)
    seed: int = 0
    scenario: str = ""
    fast: bool = True
    """Let the game's fast path play where it can (the same deals, only quicker)."""


@dataclass(frozen=True, slots=True)
class Deal:
    """One simulated deal: its index in the simulation, its record and its summary."""

    index: int
    record: Record
    summary: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class _Prepared:
    spec: GameSpec
    options: Any
    policies: tuple[Policy, ...]
    names: tuple[str, ...]
    scenario: Scenario


_PREPARED: dict[Setup, _Prepared] = {}


def _prepare(setup: Setup) -> _Prepared:
    """Check a setup and resolve its names (cached per process)."""
    if setup in _PREPARED:
        return _PREPARED[setup]
    from pasur.registry import GAMES

    if setup.game not in GAMES:
        raise OptionsError(f"unknown game {setup.game!r} ({', '.join(sorted(GAMES))})")
    spec = GAMES[setup.game]
    options = parse_options(spec.options_type, setup.options, spec.presets)
    if not setup.players:
        raise OptionsError("name at least one player")
    names = tuple(setup.players[i % len(setup.players)] for i in range(8))
    try:
        policies = tuple(policy_named(spec, n) for n in names)
    except ValueError as exc:
        raise OptionsError(str(exc)) from None
    scenario = Scenario.parse(setup.scenario)
    scenario.check_seats(seat_count(spec, options), f"a {spec.id} table with these options")
    prepared = _Prepared(spec, options, policies, names, scenario)
    _PREPARED[setup] = prepared
    return prepared


def play_deal(setup: Setup, index: int) -> Deal:
    """Deal *index* of the simulation *setup* (the same wherever and whenever it is played)."""
    p = _prepare(setup)
    played = play(
        p.spec,
        p.options,
        p.policies,
        deal_rng(setup.game, setup.seed, index),
        scenario=p.scenario,
        fast=p.names if setup.fast else None,
    )
    return Deal(index, played.record, dict(p.spec.summary(played.final)))


def play_deals(setup: Setup, start: int, stop: int) -> list[Deal]:
    """Deals *start* … *stop* − 1 of *setup*: the unit of work sent to an executor."""
    return [play_deal(setup, i) for i in range(start, stop)]


_MAX_CHUNK: Final = 250
"""The most deals in one chunk by default: a chunk comes back as one list, so this bounds the
memory a stream holds whatever its length."""

Progress = Callable[[int, int], None]
"""``progress(done, total)``: called as deals finish."""


def simulate(
    setup: Setup,
    deals: int,
    *,
    start: int = 0,
    executor: Executor | None = None,
    chunk: int | None = None,
    progress: Progress | None = None,
    cancel: Callable[[], bool] | None = None,
    window: int | None = None,
) -> Iterator[Deal]:
    """Play deals *start* … *start* + *deals* − 1 of *setup* and yield them in index order.

    With an *executor* the deals go out in chunks (default: about 16 chunks, from 25 to
    :data:`_MAX_CHUNK` deals each) and come back in order. At most *window* chunks are out at
    once (default: twice the executor's workers), and a new one goes out only as the oldest
    comes back, so memory stays flat however many deals are asked for: the caller holds only
    what it keeps of the stream. *progress* hears how many deals are done; when *cancel*
    returns true the simulation stops (chunks not yet started are cancelled) and the deals
    played so far stay yielded. The setup is checked before anything runs, so bad options or
    names raise :class:`~pasur.errors.OptionsError` at once.
    """
    _prepare(setup)
    total = deals
    if executor is None:
        for i in range(start, start + deals):
            if cancel is not None and cancel():
                return
            yield play_deal(setup, i)
            if progress is not None:
                progress(i - start + 1, total)
        return
    size = chunk or min(_MAX_CHUNK, max(25, -(-deals // 16)))
    ahead = max(1, window if window is not None else 2 * _workers(executor))
    bounds = iter(range(start, start + deals, size))
    pending: deque[Future[list[Deal]]] = deque()

    def refill() -> None:
        while len(pending) < ahead:
            a = next(bounds, None)
            if a is None:
                return
            pending.append(executor.submit(play_deals, setup, a, min(a + size, start + deals)))

    done = 0
    try:
        refill()
        while pending:
            future = pending[0]
            while True:
                if cancel is not None and cancel():
                    return
                try:
                    batch = future.result(timeout=0.1)
                    break
                except TimeoutError:
                    continue
            pending.popleft()
            refill()
            yield from batch
            done += len(batch)
            if progress is not None:
                progress(done, total)
    finally:
        for future in pending:
            future.cancel()


def _workers(executor: Executor) -> int:
    """How many chunks *executor* runs at once, as far as it says (a process or thread pool's
    ``_max_workers``; a Dask executor's cluster has no such number, so count 4)."""
    count = getattr(executor, "_max_workers", None)
    return count if isinstance(count, int) and count > 0 else 4


__all__ = [
    "Deal",
    "Played",
    "Progress",
    "Scenario",
    "Setup",
    "deal_rng",
    "fix_cards",
    "play",
    "play_deal",
    "play_deals",
    "player_names",
    "policy_named",
    "random_legal",
    "seat_count",
    "simulate",
]
