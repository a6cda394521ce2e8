"""Hokm's fast paths give exactly what the plain code gives.

The state keeps running tallies of the hand (cards played, shown voids, the tricks as views show
them) so that views and players never recount the tricks; a card played goes through a short
path in ``apply``; the heuristic player reads the tallies from the view. Over many seeded deals,
for every table size and several rule sets, each must equal what is recomputed from scratch.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator

import pytest

from pasur.cards import Card
from pasur.engines.trickplay import card_mask, played_mask, shown_voids
from pasur.engines.tricks import cards_of, follow_mask
from pasur.errors import IllegalMoveError
from pasur.games.hokm import SPEC, HokmState, Play
from pasur.games.hokm.bot import decide
from pasur.games.hokm.state import HokmView
from pasur.options import parse_options
from pasur.protocol import CHANCE, TableView
from pasur.sim import policy_named

TABLES = (
    "scope:hand",
    "",
    "players:3",
    "players:2",
    "renege:penalty_kot",
    "concession:after_own_first_trick",
    "misdeal_policy:s2_rules,last_trick_review:off",
    "special_modes:on",
)


def positions(text: str, player: str, deals: int) -> Iterator[HokmState]:
    """Every position of *deals* seeded matches on the table *text*, played by *player*."""
    options = parse_options(SPEC.options_type, text, SPEC.presets)
    policy = policy_named(SPEC, player)
    for i in range(deals):
        rng = random.Random(f"speed/{text}/{player}/{i}")
        state = SPEC.start(options)
        for _ in range(3000):
            yield state
            if state.is_terminal():
                break
            if state.to_move == CHANCE:
                move = SPEC.sample_chance(state, rng)
            else:
                move = policy(state.view(state.to_move), state.legal_moves(), rng)
            state = state.apply(move)


Seated = tuple[tuple[int, Card], ...]


def recounted(state: HokmState) -> tuple[int, list[int], tuple[Seated, ...]]:
    """The tallies counted from the trick log and the table, as the players used to."""
    n = state.players
    tricks = tuple(
        tuple(((t.leader + i) % n, c) for i, c in enumerate(t.cards)) for t in state.trick_log
    )
    table = tuple(((state.leader + i) % n, Card.from_index(c)) for i, c in enumerate(state.trick))
    view = TableView("hokm", None, state.phase, state.to_move, (), table, (), (), tricks=tricks)
    return played_mask(view), shown_voids(view, n), tricks


@pytest.mark.parametrize("text", TABLES)
@pytest.mark.parametrize("player", ["random", "heuristic"])
def test_tallies_equal_a_recount(text: str, player: str) -> None:
    for state in positions(text, player, 8):
        played, voids, tricks = recounted(state)
        assert state.played == played
        assert list(state.voids) == voids
        assert state.seen_tricks == tricks
        view = state.view(state.to_move if isinstance(state.to_move, int) else None)
        assert isinstance(view, HokmView)
        assert (view.played, list(view.voids), view.tricks) == (played, voids, tricks)


def plain(view: HokmView) -> TableView:
    """The same view as a plain TableView: a player must then recount what it reads."""
    fields = {f.name: getattr(view, f.name) for f in dataclasses.fields(TableView)}
    return TableView(**fields)


@pytest.mark.parametrize("text", TABLES)
def test_cards_take_the_short_path_to_the_same_state(text: str) -> None:
    for state in positions(text, "random", 6):
        if state.phase != "play":
            continue
        seat = state.to_move
        assert isinstance(seat, int)
        hand = state.hands[seat]
        if state.options.renege == "prevented":
            allowed = follow_mask(hand, state.trick[0] // 13 if state.trick else None)
        else:
            allowed = hand
        plays = [m for m in state.legal_moves() if isinstance(m, Play)]
        assert plays == [Play(c) for c in cards_of(allowed)]
        for move in plays:
            fast, general = state.apply(move), state._after(move)
            assert fast == general
            assert fast.public_log == general.public_log
            assert (fast.played, fast.voids, fast.seen_tricks) == (
                general.played,
                general.voids,
                general.seen_tricks,
            )
        for c in cards_of(~allowed & ((1 << 52) - 1))[:3]:
            move = Play(c)
            with pytest.raises(IllegalMoveError) as refused:
                state.apply(move)
            assert refused.value.violation == state.violation(move)


@pytest.mark.parametrize("text", TABLES)
def test_heuristic_reads_the_tallies_as_it_would_recount_them(text: str) -> None:
    for state in positions(text, "heuristic", 6):
        if state.phase not in ("play", "bam"):
            continue
        view = state.view(state.to_move)
        assert isinstance(view, HokmView)
        legal = state.legal_moves()
        assert decide(view, legal) == decide(plain(view), legal)
        assert (
            card_mask(c for h in view.hands if isinstance(h, tuple) for c in h) & view.played == 0
        )
