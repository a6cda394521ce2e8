"""The fast playout kernel plays exactly the hands the state machine would.

Every hand the kernel plays is replayed move by move through the state machine: each card must
be legal there, and the final scoring must be the same.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from pasur.cards import Card
from pasur.games.hokm import PRESETS, BamChoice, NameTrump, Play, SeatDraw, Shuffle, new_match
from pasur.games.hokm.kernel import random_hand
from pasur.games.hokm.moves import Cut


@pytest.mark.parametrize("preset", sorted(p for p in PRESETS if PRESETS[p].players == 4))
def test_kernel_agrees_with_state_machine(preset: str) -> None:
    options = dataclasses.replace(
        PRESETS[preset],
        scope="hand",
        first_hakem="random",
        partner_selection="fixed_seats",
        low_hand_redeal="off",
    )
    rng = random.Random(preset)
    for i in range(60):
        hakem = i % 4
        k = random_hand(options, rng, hakem)
        state = new_match(options).apply(SeatDraw(hakem))
        deck = tuple(Card.from_index(c) for c in k.deck)
        # The kernel deals its deck as it is; a required cut of one card must then find the
        # deck with its last card on top.
        cut = 1 if options.cut == "required" else 0
        state = state.apply(Shuffle(deck[len(deck) - cut :] + deck[: len(deck) - cut]))
        if state.phase == "cut":
            state = state.apply(Cut(cut))
        state = state.apply(NameTrump(k.contract))
        for card in k.played:
            if state.phase == "bam":
                assert k.bam_choice is not None
                state = state.apply(BamChoice(k.bam_choice))
            assert state.phase == "play"
            state = state.apply(Play(Card.from_index(card)))
        if state.phase == "bam":
            assert k.bam_choice is False
            state = state.apply(BamChoice(False))
        assert state.is_terminal()
        assert state.results[-1] == k.result
