"""Random playthroughs of every game, every preset and many seeds through the shared harness.

The harness (pasur.testing) checks the protocol and the game's invariants at every position:
all 52 cards accounted for, hand sizes, only legal moves offered and every offered move accepted,
one winner per trick, the hand ending at the right moment, points matching the trick counts,
views hiding other seats' cards, and records that round-trip and replay exactly.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from pasur.registry import GAMES
from pasur.sim import random_legal
from pasur.testing import random_playthrough

CASES = [(game, preset) for game, spec in GAMES.items() for preset in spec.presets]


@pytest.mark.parametrize(("game", "preset"), CASES)
@pytest.mark.parametrize("seed", range(12))
def test_one_hand_playthroughs(game: str, preset: str, seed: int) -> None:
    spec = GAMES[game]
    options = dataclasses.replace(spec.presets[preset], scope="hand")
    record, final = random_playthrough(spec, options, random.Random(f"hand/{preset}/{seed}"))
    assert final.is_terminal()
    assert record.moves


@pytest.mark.parametrize(("game", "preset"), CASES)
@pytest.mark.parametrize("seed", range(2))
def test_full_match_playthroughs(game: str, preset: str, seed: int) -> None:
    spec = GAMES[game]
    options = spec.presets[preset]
    _, final = random_playthrough(spec, options, random.Random(f"match/{preset}/{seed}"))
    assert final.is_terminal()
    assert max(final.games) == options.games_to_win


@pytest.mark.parametrize("seed", range(6))
def test_baseline_policy_playthroughs(seed: int) -> None:
    spec = GAMES["hokm"]
    _, final = random_playthrough(
        spec, spec.presets["classic"], random.Random(seed), policy=spec.baseline_policy
    )
    assert final.is_terminal()


# Options that the presets do not reach, each played through on its own.
EXTRA_OPTIONS = [
    "first_hakem:middle_card",
    "first_hakem:high_card_draw,partner_selection:second_high_card",
    "partner_selection:second_ace",
    "first_ace_start:dealer_right",
    "first_hakem:random,dealer_seat:right_of_hakem",
    "low_hand_redeal:mandatory_if_uncut_below_10,cut:off,max_redeals:20",
    "low_hand_redeal:optional_no_akqj",
    "uncut_throw_in:on,cut:off",
    "renege:penalty_kot",
    "renege:penalty_one_point",
    "special_modes:on,special_modes_kot:off",
    "kot_vs_side_on_six:one_point_and_loser_becomes_hakem,target_points:3",
    "six_all:win_by_two,target_points:3",
    "six_all:reset_to_five_five,target_points:3",
    "bam_failure_keeps_kot:off",
    "last_trick_review:off,pre_trump_deal:hakem_only",
    "games_to_win:3,target_points:2",
]


@pytest.mark.parametrize("text", EXTRA_OPTIONS)
@pytest.mark.parametrize("seed", range(2))
def test_option_playthroughs(text: str, seed: int) -> None:
    from pasur.options import parse_options

    spec = GAMES["hokm"]
    options = parse_options(spec.options_type, text)
    _, final = random_playthrough(spec, options, random.Random(f"{text}/{seed}"))
    assert final.is_terminal()


def test_random_policy_is_the_default() -> None:
    spec = GAMES["hokm"]
    options = dataclasses.replace(spec.presets["classic"], scope="hand")
    a, _ = random_playthrough(spec, options, random.Random(1))
    b, _ = random_playthrough(spec, options, random.Random(1), policy=random_legal)
    # Both draw one random number per decision from the same generator: same game.
    assert a == b
