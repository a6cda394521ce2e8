"""The tallies the Ghahve state keeps move by move for its players equal the ones read again
from the tricks, over many seeded deals of every joker-lead rule."""

from __future__ import annotations

import dataclasses
import random

import pytest

from pasur.games.ghahve import bot
from pasur.games.ghahve import state as ghahve_state
from pasur.games.ghahve.moves import BY_INDEX, Play
from pasur.games.ghahve.options import GhahveOptions
from pasur.games.ghahve.state import GhahveView, new_match, sample_chance
from pasur.protocol import CHANCE, TableView


@pytest.mark.parametrize("joker_lead", ["free", "spades", "next_card"])
def test_played_and_voids_match_the_tricks(joker_lead: str) -> None:
    options = GhahveOptions(joker_lead=joker_lead, scope="hand")
    for seed in range(60):
        rng = random.Random(seed)
        state = new_match(options)
        while not state.is_terminal():
            if state.to_move == CHANCE:
                state = state.apply(sample_chance(state, rng))
                continue
            if state.phase == "play":
                for seat in (state.to_move, None):
                    view = state.view(seat)
                    assert isinstance(view, GhahveView)
                    gone, voids = bot.tally_from_tricks(view)
                    assert (view.played, list(view.voids)) == (gone, voids)
            legal = state.legal_moves()
            state = state.apply(legal[int(rng.random() * len(legal))])


def test_legal_moves_agree_with_violation() -> None:
    """The fast path of ``apply`` (a card in the allowed mask) accepts exactly the moves that
    ``violation`` accepts."""
    rng = random.Random(3)
    state = new_match(GhahveOptions(scope="hand", joker_lead="next_card"))
    while not state.is_terminal():
        if state.to_move == CHANCE:
            state = state.apply(sample_chance(state, rng))
            continue
        legal = state.legal_moves()
        if state.phase == "play":
            every = [Play(c) for c in BY_INDEX.values()]
            assert [m for m in every if state.violation(m) is None] == list(legal)
        state = state.apply(legal[int(rng.random() * len(legal))])


def _plain(view: GhahveView) -> TableView:
    """*view* as a plain :class:`TableView`, which the bot reads through its facts' text."""
    return TableView(**{f.name: getattr(view, f.name) for f in dataclasses.fields(TableView)})


@pytest.mark.parametrize("joker_lead", ["free", "next_card"])
def test_typed_fields_match_the_facts(joker_lead: str) -> None:
    """The typed fields the heuristic reads say what the fact texts say, and the facts kept
    once per set of values (``state._FACTS``) are the ones written anew for the position."""
    options = GhahveOptions(joker_lead=joker_lead, black_joker_deadline=8, max_bid=9)
    for seed in range(2):
        rng = random.Random(seed)
        state = new_match(options)
        while not state.is_terminal():
            if state.to_move == CHANCE:
                state = state.apply(sample_chance(state, rng))
                continue
            view = state.view(state.to_move)
            assert isinstance(view, GhahveView)
            assert bot._facts_of(view) == bot._facts_of(_plain(view))
            ghahve_state._FACTS.clear()
            assert state.view(state.to_move).facts == view.facts
            state = state.apply(bot.decide(view, state.legal_moves()).move)
