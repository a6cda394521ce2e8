"""The shared test harness: random playthroughs that check the protocol at every step.

Every game goes through :func:`random_playthrough`, after OpenSpiel's ``RandomSimTest``: at each
position it checks that the offered moves are distinct and accepted, that every well-formed
candidate move is offered exactly when ``violation`` finds nothing wrong with it, that move texts
round-trip, that ``apply`` leaves the old state untouched, that views hide what they should, and
the game's own invariants (``GameSpec.invariants``). At the end the record must round-trip
through all its forms and replay to the same final state.

It lives in the package (not under ``tests/``) so that every game, and the app's tests, use
the same harness, and so that test files in any folder can import it. The modules beside it
hold the setups several test files share: :mod:`pasur.testing.kit` (the command line in a
subprocess, a checking wrapper for a heuristic player, a refusal checked whole),
:mod:`pasur.testing.chahar_barg` (Pasur deals and positions built by hand),
:mod:`pasur.testing.ghahve` (Ghahve deals) and :mod:`pasur.testing.browser` (how the browser
tests and ``tools/screenshot.py`` launch Chromium).
"""

from __future__ import annotations

import random
from typing import Any

from pasur.options import format_options
from pasur.protocol import CHANCE, GameSpec, Policy
from pasur.records import Record, replay


class InvariantError(AssertionError):
    """A game broke one of its invariants during a playthrough."""


def random_playthrough(
    spec: GameSpec,
    options: Any,
    rng: random.Random,
    *,
    policy: Policy | None = None,
    max_moves: int = 20_000,
    check_candidates: bool = True,
) -> tuple[Record, Any]:
    """Play one game with random (or *policy*'s) moves, checking everything on the way."""
    state = spec.start(options)
    moves: list[str] = []
    for _ in range(max_moves):
        if state.is_terminal():
            if state.legal_moves():
                raise InvariantError("a finished game still offers moves")
            break
        if spec.invariants is not None:
            spec.invariants(state)
        if state.to_move == CHANCE:
            if state.legal_moves():
                raise InvariantError("a chance node offers player moves")
            move = spec.sample_chance(state, rng)
            problem = state.violation(move)
            if problem is not None:
                raise InvariantError(f"sampled chance move {move} refused: {problem.detail}")
        else:
            legal = state.legal_moves()
            if not legal:
                raise InvariantError(f"no legal move in phase {state.view(None).phase}")
            if len(set(legal)) != len(legal):
                raise InvariantError("legal_moves() repeats a move")
            for m in legal:
                problem = state.violation(m)
                if problem is not None:
                    raise InvariantError(f"offered move {m} is refused: {problem.detail}")
            if check_candidates:
                offered = set(legal)
                for m in spec.candidate_moves(state):
                    if (m in offered) != (state.violation(m) is None):
                        raise InvariantError(
                            f"{m}: offered={m in offered} but violation={state.violation(m)}"
                        )
            seat = state.to_move
            view = state.view(seat)
            move = policy(view, legal, rng) if policy else legal[int(rng.random() * len(legal))]
        text = spec.format_move(state, move)
        if spec.parse_move(state, text) != move:
            raise InvariantError(f"move text {text!r} does not read back as {move!r}")
        before = hash(state)
        after = state.apply(move)
        if hash(state) != before:
            raise InvariantError("apply() changed the state it was called on")
        moves.append(text)
        state = after
    else:
        raise InvariantError(f"no end after {max_moves} moves")
    record = Record(spec.id, format_options(options), tuple(moves))
    for again in (
        Record.from_text(record.to_text()),
        Record.from_json(record.to_json()),
        Record.from_token(record.to_token()),
    ):
        if again != record:
            raise InvariantError("the record does not round-trip")
    if replay(record)[-1] != state:
        raise InvariantError("replaying the record gives another final state")
    return record, state


def play_on(
    spec: GameSpec,
    state: Any,
    rng: random.Random,
    *,
    policy: Policy | None = None,
    max_moves: int = 20_000,
) -> list[Any]:
    """Every position from *state* (a match started mid-way, a hand dealt by hand) to the end,
    the game's invariants checked at each: *policy*'s moves, or random legal ones, and chance
    sampled by the game. Where :func:`random_playthrough` starts a game, this plays one on."""
    seen = [state]
    for _ in range(max_moves):
        if spec.invariants is not None:
            spec.invariants(state)
        if state.is_terminal():
            return seen
        legal = state.legal_moves()
        if state.to_move == CHANCE:
            move = spec.sample_chance(state, rng)
        elif policy is not None:
            move = policy(state.view(state.to_move), legal, rng)
        else:
            move = legal[int(rng.random() * len(legal))]
        state = state.apply(move)
        seen.append(state)
    raise InvariantError(f"no end within {max_moves} moves")
