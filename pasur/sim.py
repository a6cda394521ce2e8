"""Playing games with policies: one deal, or many seeded deals with aggregate results.

A policy sees only what its seat may see (a :class:`~pasur.protocol.TableView`) and the legal
moves, and picks one. Deal *i* of a simulation with seed *s* depends only on ``(game, s, i)``,
so any deal can be replayed on its own from its record.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from pasur.options import format_options
from pasur.protocol import CHANCE, GameSpec, Policy, TableView
from pasur.records import Record


def random_legal(view: TableView, legal: tuple[Any, ...], rng: random.Random) -> Any:
    """Any legal move, uniformly at random."""
    return legal[int(rng.random() * len(legal))]


def policy_named(spec: GameSpec, name: str) -> Policy:
    """``random`` (any legal move) or ``baseline`` (the game's plain, explainable player)."""
    if name == "random":
        return random_legal
    if name == "baseline":
        return spec.baseline_policy
    raise ValueError(f"unknown policy {name!r} (random or baseline)")


@dataclass(frozen=True, slots=True)
class Played:
    """One finished (or cut-off) deal: its record and final state."""

    record: Record
    final: Any


def play(
    spec: GameSpec,
    options: Any,
    policies: Sequence[Policy],
    rng: random.Random,
    *,
    max_moves: int = 20_000,
) -> Played:
    """Play one game from the start with *policies* (one per seat) and chance from *rng*."""
    state = spec.start(options)
    texts: list[str] = []
    for _ in range(max_moves):
        if state.is_terminal():
            break
        if state.to_move == CHANCE:
            move = spec.sample_chance(state, rng)
        else:
            seat = state.to_move
            move = policies[seat](state.view(seat), state.legal_moves(), rng)
        texts.append(spec.format_move(state, move))
        state = state.apply(move)
    else:
        raise RuntimeError(f"no end after {max_moves} moves")
    return Played(Record(spec.id, format_options(options), tuple(texts)), state)


def deal_rng(game: str, seed: int, index: int) -> random.Random:
    """The generator for deal *index* of a simulation with *seed* (stable across processes)."""
    return random.Random(f"{game}/{seed}/{index}")


def simulate(
    spec: GameSpec, options: Any, policies: Sequence[Policy], *, deals: int, seed: int
) -> Iterator[Played]:
    """Play *deals* independent games; deal *i* depends only on ``(spec.id, seed, i)``."""
    for i in range(deals):
        yield play(spec, options, policies, deal_rng(spec.id, seed, i))
