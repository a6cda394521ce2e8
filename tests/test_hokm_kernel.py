"""The fast playout kernel plays exactly the hands the state machine would.

Every hand the kernel plays is replayed move by move through the state machine: each card must
be legal there, and the final scoring must be the same. Every decision must also be the
documented draw from the seed, so that a faster kernel keeps giving the same hands.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from math import floor

import pytest

from pasur.cards import Card, shuffled_indices
from pasur.games.hokm import (
    PRESETS,
    BamChoice,
    HokmOptions,
    HokmState,
    NameTrump,
    Play,
    SeatDraw,
    Shuffle,
    new_match,
)
from pasur.games.hokm.kernel import KernelHand, random_hand
from pasur.games.hokm.moves import Cut

FOUR_SEAT_PRESETS = sorted(p for p in PRESETS if PRESETS[p].players == 4)


def _options(preset: str) -> HokmOptions:
    """*preset* for one hand, with nothing the kernel does not play (redeals, partner draws)."""
    return dataclasses.replace(
        PRESETS[preset],
        scope="hand",
        first_hakem="random",
        partner_selection="fixed_seats",
        low_hand_redeal="off",
    )


def _replay(
    options: HokmOptions,
    k: KernelHand,
    hakem: int,
    on_move: Callable[[HokmState, Play[Card] | BamChoice], None],
) -> HokmState:
    """The state machine's end of the kernel's hand *k*, calling *on_move* with the state before
    each card and bam choice."""
    state = new_match(options).apply(SeatDraw(hakem))
    deck = tuple(Card.from_index(c) for c in k.deck)
    # The kernel deals its deck as it is; a required cut of one card must then find the
    # deck with its last card on top.
    cut = 1 if options.cut == "required" else 0
    state = state.apply(Shuffle(deck[len(deck) - cut :] + deck[: len(deck) - cut]))
    if state.phase == "cut":
        state = state.apply(Cut(cut))
    state = state.apply(NameTrump(k.contract))
    move: Play[Card] | BamChoice
    for card in k.played:
        if state.phase == "bam":
            assert k.bam_choice is not None
            move = BamChoice(k.bam_choice)
            on_move(state, move)
            state = state.apply(move)
        assert state.phase == "play"
        move = Play(Card.from_index(card))
        on_move(state, move)
        state = state.apply(move)
    if state.phase == "bam":
        assert k.bam_choice is False
        move = BamChoice(False)
        on_move(state, move)
        state = state.apply(move)
    return state


@pytest.mark.parametrize("preset", FOUR_SEAT_PRESETS)
def test_kernel_agrees_with_state_machine(preset: str) -> None:
    options = _options(preset)
    rng = random.Random(preset)
    for i in range(60):
        hakem = i % 4
        k = random_hand(options, rng, hakem)
        state = _replay(options, k, hakem, lambda _state, _move: None)
        assert state.is_terminal()
        assert state.results[-1] == k.result


@pytest.mark.parametrize("preset", FOUR_SEAT_PRESETS)
def test_kernel_draws_every_decision_from_the_seed(preset: str) -> None:
    """A twin generator redraws the hand by the rule: the shuffle, then per decision one
    ``random()`` ``x`` taking the choice at ``floor(x * n)`` of the *n* legal ones (cards in
    index order, as the state machine allows them), a bam when ``x < 0.5``; nothing else."""
    options = _options(preset)
    rng = random.Random(preset)
    twin = random.Random(preset)

    def redraw(state: HokmState, move: Play[Card] | BamChoice) -> None:
        x = twin.random()
        if isinstance(move, BamChoice):
            assert move.go_on == (x < 0.5)
            return
        legal = sorted(m.card.index for m in state.legal_moves() if isinstance(m, Play))
        assert move.card.index == legal[floor(x * len(legal))]

    for i in range(60):
        hakem = i % 4
        k = random_hand(options, rng, hakem)
        assert k.deck == tuple(shuffled_indices(52, twin))
        assert k.contract == options.contracts[floor(twin.random() * len(options.contracts))]
        _replay(options, k, hakem, redraw)
        assert twin.getstate() == rng.getstate()
