"""Small helpers several test files share: the command line in a subprocess, a heuristic player
that checks its own decisions (and one that must not use its generator), one step of a game
with the events it raised, and a refusal checked in all three places a move can be refused.

They are written once here so that the tests of the command line, of every game's player and of
every game's rules make the same checks the same way.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, overload

from pasur.errors import IllegalMoveError
from pasur.protocol import Decision, Event, GameSpec, Policy, TableView

ROOT = Path(__file__).resolve().parent.parent.parent
"""The repository root: ``python -m pasur`` runs from here."""

Decide = Callable[[TableView, Sequence[Any]], Decision]


@overload
def run_pasur(*args: str, stdin: str) -> subprocess.CompletedProcess[str]: ...
@overload
def run_pasur(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]: ...
def run_pasur(*args: str, stdin: str | bytes = b"") -> subprocess.CompletedProcess[Any]:
    """Run ``python -m pasur ARGS`` from the repository root, as a user would, and return the
    finished process (exit status, stdout and stderr). Text *stdin* gives text output (UTF-8),
    bytes give bytes, so a test can feed and read what is not valid text."""
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    text = isinstance(stdin, str)
    return subprocess.run(
        [sys.executable, "-m", "pasur", *args],
        cwd=ROOT,
        env=env,
        input=stdin,
        capture_output=True,
        text=text,
        encoding="utf-8" if text else None,
        timeout=120,
        check=False,
    )


def checked_policy(
    decide: Decide,
    reasons: Any,
    heuristic: Policy,
    check: Callable[[TableView, Decision], None] | None = None,
) -> Policy:
    """A player that plays *decide*'s move after checking it: the move is legal, its reason is
    one of *reasons*, its parameters are strings, the game's *heuristic* policy plays the same
    move, and *check* (a game's own test of the decision) passes."""

    def play(view: TableView, legal: Sequence[Any], rng: random.Random) -> Any:
        d = decide(view, legal)
        assert d.move in legal, (view.phase, d)
        assert d.reason in reasons, d.reason
        assert all(isinstance(k, str) and isinstance(v, str) for k, v in d.params)
        if check is not None:
            check(view, d)
        assert heuristic(view, legal, rng) == d.move
        return d.move

    return play


def step(spec: GameSpec, state: Any, move: Any) -> tuple[Any, list[Event]]:
    """Apply *move* to *state*: the next state and the events the step raised."""
    after = state.apply(move)
    return after, list(spec.events(state, move, after))


def assert_ignores_rng(policy: Policy, view: TableView, legal: Sequence[Any]) -> None:
    """Check that *policy* is deterministic: it plays the same move whatever the seed of the
    generator it is given, and it never draws from that generator."""
    moves = {policy(view, legal, random.Random(seed)) for seed in range(5)}
    assert len(moves) == 1, moves
    rng = random.Random(5)
    before = rng.getstate()
    policy(view, legal, rng)
    assert rng.getstate() == before


def refused_rule(state: Any, move: Any) -> str:
    """The id of the rule that forbids *move* in *state*, after checking that the refusal is
    whole: ``violation`` names it, ``apply`` raises :class:`IllegalMoveError` carrying the same
    violation, and ``legal_moves`` does not offer the move."""
    problem = state.violation(move)
    assert problem is not None, f"{move} should be refused"
    try:
        state.apply(move)
    except IllegalMoveError as error:
        assert error.violation == problem, (error.violation, problem)
    else:
        raise AssertionError(f"apply() accepted {move}, which violation() refuses")
    assert move not in state.legal_moves(), f"{move} is refused but offered"
    return str(problem.rule_id)
