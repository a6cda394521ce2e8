"""The deal explorer's logic: lines of play, what-if branches, and the URL that holds them.

A *line* is a record replayed into its states. The main line comes from a pasted record or
share token, or from a seed (the deal played by the game's heuristic player). A *what-if* is a
list of overrides, each "at step i, play this instead"; after each override the heuristic player
plays on until the next chance move (the end of the hand). Lines are immutable and cached per
record, so stepping only looks states up.

Everything here is generic over games: it speaks the protocol of ``pasur.protocol``.
"""

from __future__ import annotations

import random
import re
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

import streamlit as st

from pasur.errors import PasurError
from pasur.options import format_options, parse_options
from pasur.protocol import CHANCE, Event, GameSpec, Policy, TableView
from pasur.records import Record, game_spec, iter_replay, load_record, start_state
from pasur.sim import deal_rng, play

MAX_SEED: Final = 10**9
MAX_LINE_MOVES: Final = 6_000
MAX_LINE_SECONDS: Final = 8
"""A seeded deal is played by the bots only this far: a link asking for a very long match
(``o=`` with a huge target) is refused instead of keeping a core busy."""
_OVERRIDE: Final = re.compile(r"(\d{1,4}):([A-Za-z0-9_-]{1,60})")


@dataclass(frozen=True)
class Line:
    """A record and every state it passes through (``states[i]`` is after ``i`` moves)."""

    spec: GameSpec
    record: Record
    states: tuple[Any, ...]
    moves: tuple[Any, ...]
    events: tuple[tuple[Event, ...], ...]
    """``events[i]``: what move ``i`` (0-based) caused."""

    @property
    def steps(self) -> int:
        return len(self.moves)

    def trick_steps(self) -> tuple[int, ...]:
        """The steps (states) right after each trick was completed."""
        return tuple(
            i + 1 for i, evs in enumerate(self.events) if any(e.kind == "trick" for e in evs)
        )


class ExplorerError(Exception):
    """Input the explorer cannot use; ``key`` names the message shown to the user."""

    def __init__(self, key: str, detail: str = "") -> None:
        super().__init__(detail or key)
        self.key = key
        self.detail = detail


def build_line(record: Record) -> Line:
    """Replay *record* (raising the package's errors on a bad one)."""
    spec, state = start_state(record)
    states = [state]
    moves = []
    events = []
    for move, _text, after in iter_replay(record):
        events.append(spec.events(states[-1], move, after))
        moves.append(move)
        states.append(after)
    return Line(spec, record, tuple(states), tuple(moves), tuple(events))


@st.cache_resource(max_entries=64, show_spinner=False)
def cached_line(token: str) -> Line:
    """The line of a share token. States are immutable, so sessions can share them."""
    return build_line(Record.from_token(token))


def bot(spec: GameSpec) -> Policy:
    """The player that plays seeded deals and plays on after a what-if: the game's heuristic
    player (the one whose moves the explorer explains), or its baseline if it has none."""
    return spec.players.get("heuristic", spec.baseline_policy)


@st.cache_data(max_entries=256, show_spinner=False)
def seeded_token(game: str, options_text: str, seed: int) -> str:
    """The share token of deal *seed* played by the game's heuristic player."""
    spec = game_spec(game)
    options = parse_options(spec.options_type, options_text, spec.presets)
    policy = _within(bot(spec), time.monotonic() + MAX_LINE_SECONDS)
    played = play(spec, options, [policy] * 8, deal_rng(game, seed, 0), max_moves=MAX_LINE_MOVES)
    if not played.final.is_terminal():
        raise ExplorerError("too_long")
    return played.record.to_token()


def _within(policy: Policy, deadline: float) -> Policy:
    """*policy*, refusing to move past *deadline* (``time.monotonic()``)."""

    def bounded(view: TableView, legal: Sequence[Any], rng: random.Random) -> Any:
        if time.monotonic() > deadline:
            raise ExplorerError("too_long")
        return policy(view, legal, rng)

    return bounded


def read_record(text: str) -> Record:
    """A record pasted as text, JSON, a share token, or a whole share link."""
    text = text.strip()
    if not text:
        raise ExplorerError("empty")
    if "rec=" in text:  # a copied link: take the token out of it
        match = re.search(r"[?&]rec=([A-Za-z0-9_-]+)", text)
        if not match:
            raise ExplorerError("link")
        text = match.group(1)
    return load_record(text)


def parse_overrides(text: str) -> tuple[tuple[int, str], ...]:
    """``"12:AS,20:KH"`` → ``((12, "AS"), (20, "KH"))``; raises ``ExplorerError('whatif')``."""
    if not text:
        return ()
    out = []
    for item in text.split(","):
        m = _OVERRIDE.fullmatch(item.strip())
        if not m:
            raise ExplorerError("whatif", item)
        out.append((int(m.group(1)), m.group(2)))
    return tuple(out)


def format_overrides(overrides: tuple[tuple[int, str], ...]) -> str:
    return ",".join(f"{i}:{t}" for i, t in overrides)


def play_on(spec: GameSpec, state: Any, *, limit: int = 2000) -> list[Any]:
    """The heuristic player's moves from *state* up to the next chance move that starts a hand
    (or the end); chance moves inside a hand (the game's ``mid_hand_chance``) are made too."""
    from ui.games.base import explorer_ui  # (the plug-ins import this module's Line)

    moves = []
    policy = bot(spec)
    inside = explorer_ui(spec.id).mid_hand_chance
    for i in range(limit):
        if state.is_terminal():
            break
        if state.to_move == CHANCE:
            if getattr(state, "phase", "") not in inside:
                break
            move = spec.sample_chance(state, deal_rng(spec.id, len(state.history), i))
        else:
            seat = state.to_move
            move = policy(state.view(seat), state.legal_moves(), deal_rng(spec.id, 0, 0))
        moves.append(move)
        state = state.apply(move)
    return moves


@st.cache_resource(max_entries=128, show_spinner=False)
def branch_line(token: str, overrides_text: str) -> Line:
    """The main line of *token* with the what-if overrides applied, played on by the bot."""
    line = cached_line(token)
    for index, text in parse_overrides(overrides_text):
        if not 0 <= index < len(line.states) or index > line.steps:
            raise ExplorerError("whatif", f"{index}:{text}")
        state = line.states[index]
        if state.is_terminal() or state.to_move == CHANCE:
            raise ExplorerError("whatif", f"{index}:{text}")
        try:
            move = line.spec.parse_move(state, text)
        except PasurError as exc:
            raise ExplorerError("whatif", f"{index}:{text}") from exc
        if state.violation(move) is not None:
            raise ExplorerError("whatif", f"{index}:{text}")
        after = state.apply(move)
        rest = play_on(line.spec, after)
        texts = [
            line.spec.format_move(s, m)
            for s, m in zip(line.states, line.moves[:index], strict=False)
        ]
        texts.append(line.spec.format_move(state, move))
        s = after
        for m in rest:
            texts.append(line.spec.format_move(s, m))
            s = s.apply(m)
        line = build_line(Record(line.record.game, line.record.options, tuple(texts)))
    return line


def move_of_cards(spec: GameSpec, state: Any, codes: Sequence[str]) -> str | None:
    """The legal move of *state* that puts down exactly the cards *codes* (Shelem's four, the
    two-player Hokm discard), written as the game writes it; ``None`` when no move does."""
    chosen = set(codes)
    for move in state.legal_moves():
        cards = getattr(move, "cards", None)
        if isinstance(cards, tuple) and {c.code for c in cards} == chosen:
            return spec.format_move(state, move)
    return None


def first_difference(a: Line, b: Line) -> int:
    """The first step at which two lines made different moves."""
    for i, (x, y) in enumerate(zip(a.record.moves, b.record.moves, strict=False)):
        if x != y:
            return i
    return min(a.steps, b.steps)


def hand_result(line: Line, start: int) -> Event | None:
    """The first hand-scoring event at or after move *start* of *line*."""
    found = hand_results(line, start)
    return found[0] if found else None


def hand_results(line: Line, start: int) -> tuple[Event, ...]:
    """The events that settle the first hand ending at or after move *start*: the hand's score
    (kind ``hand``), or poker's pots as they were given out (kind ``pot``, one per pot)."""
    for evs in line.events[start:]:
        hand = tuple(e for e in evs if e.kind == "hand")
        if hand:
            return hand
        pots = tuple(e for e in evs if e.kind == "pot")
        if pots:
            return pots
        shown = tuple(e for e in evs if e.kind == "showdown")
        if shown:  # a showdown over an empty pot (everyone checked, no forced bets)
            return shown
    return ()


def options_text_of(game: str, preset: str, overrides: dict[str, Any]) -> str:
    """The options text for *preset* with some fields changed (validated)."""
    spec = game_spec(game)
    base = spec.presets.get(preset) or spec.options_type()
    values = {**{k: getattr(base, k) for k in overrides}, **overrides}
    import dataclasses

    return format_options(dataclasses.replace(base, **values))
