"""Random playthroughs of every game, every preset and many seeds through the shared harness.

The harness (pasur.testing) checks the protocol and the game's invariants at every position:
all 52 cards accounted for, hand sizes, only legal moves offered and every offered move accepted,
one winner per trick, the hand ending at the right moment, points matching the trick counts,
views hiding other seats' cards, and records that round-trip and replay exactly.
"""

from __future__ import annotations

import dataclasses
import random
import tomllib
from pathlib import Path
from typing import Any

import pytest

from pasur.options import parse_options
from pasur.registry import GAMES
from pasur.sim import policy_named, random_legal
from pasur.testing import random_playthrough

EXTRA_OPTIONS_OF: dict[str, list[str]] = tomllib.loads(
    (Path(__file__).with_name("playthrough_options.toml")).read_text(encoding="utf-8")
)
"""Per game, the option texts that the presets do not reach (a data file: a table, not code)."""
CASES = [(game, preset) for game, spec in GAMES.items() for preset in spec.presets]

MATCH_POLICY: dict[str, str] = {
    # Random bids nearly always fail and failed bids lose points, so a Ghahve match of random
    # moves need never reach its target: its whole matches are played by the baseline player.
    "ghahve": "baseline",
    # The same holds for Shelem: a failed contract costs the bid (or 165) while the defenders
    # gain only what they take, so random totals drift down and never reach the target.
    "shelem": "baseline",
}


def played_with(game: str, text: str, seed: str) -> Any:
    """The final state of a random playthrough of *game* with the options *text*, the
    generator seeded with *seed*."""
    spec = GAMES[game]
    _, final = random_playthrough(spec, parse_options(spec.options_type, text), random.Random(seed))
    return final


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
    policy = policy_named(spec, MATCH_POLICY[game]) if game in MATCH_POLICY else None
    rng = random.Random(f"match/{preset}/{seed}")
    _, final = random_playthrough(spec, options, rng, policy=policy)
    assert final.is_terminal()
    if game == "chahar_barg":  # a match to a target score, not a number of games
        assert final.winner is not None and max(final.score) >= options.target_points
    else:
        assert max(final.games) == options.games_to_win


@pytest.mark.parametrize("seed", range(6))
def test_baseline_policy_playthroughs(seed: int) -> None:
    spec = GAMES["hokm"]
    _, final = random_playthrough(
        spec, spec.presets["classic"], random.Random(seed), policy=spec.baseline_policy
    )
    assert final.is_terminal()


# Options that the presets do not reach (tests/playthrough_options.toml), each played through
# on its own.
EXTRA_OPTIONS = EXTRA_OPTIONS_OF["hokm"]


@pytest.mark.parametrize("text", EXTRA_OPTIONS)
@pytest.mark.parametrize("seed", range(2))
def test_option_playthroughs(text: str, seed: int) -> None:
    assert played_with("hokm", text, f"{text}/{seed}").is_terminal()


def test_random_policy_is_the_default() -> None:
    spec = GAMES["hokm"]
    options = dataclasses.replace(spec.presets["classic"], scope="hand")
    a, _ = random_playthrough(spec, options, random.Random(1))
    b, _ = random_playthrough(spec, options, random.Random(1), policy=random_legal)
    # Both draw one random number per decision from the same generator: same game.
    assert a == b


# Shelem options that the presets do not reach. With random players a whole match to a target
# need never end (see MATCH_POLICY), so these play one hand each, plus whole matches where a
# lead of the target also wins (random totals wander apart quickly).
SHELEM_EXTRA_OPTIONS = EXTRA_OPTIONS_OF["shelem"]


@pytest.mark.parametrize("text", SHELEM_EXTRA_OPTIONS)
@pytest.mark.parametrize("seed", range(4))
def test_shelem_option_playthroughs(text: str, seed: int) -> None:
    final = played_with("shelem", "scope:hand," + text, f"{text}/{seed}")
    assert final.is_terminal() and len(final.results) == 1


@pytest.mark.parametrize("players", ["4", "2"])
@pytest.mark.parametrize("seed", range(3))
def test_shelem_random_matches_won_by_the_lead(players: str, seed: int) -> None:
    text = f"players:{players},target:330,target_mode:reach_or_lead,both_reach:hakem_side"
    final = played_with("shelem", text, f"lead/{players}/{seed}")
    assert final.is_terminal() and final.winner is not None
    assert max(final.games) == final.options.games_to_win
    a, b = final.totals[final.winner], final.totals[1 - final.winner]
    assert a >= 330 or a - b >= 330


@pytest.mark.parametrize("seed", range(4))
def test_shelem_baseline_policy_playthroughs_two_players(seed: int) -> None:
    spec = GAMES["shelem"]
    options = spec.presets["two_player"]
    _, final = random_playthrough(spec, options, random.Random(seed), policy=spec.baseline_policy)
    assert final.is_terminal() and final.winner is not None


# Pasur: every preset with two, three and four players (the presets fix one count each), one
# round and whole matches, and the options the presets do not reach. The invariants
# (pasur.games.chahar_barg.checks) run at every position: all 52 cards in play once, hands of
# at most four, every finished round worth 20 card points, the score the sum of the rounds.
PASUR_TABLES = [
    (preset, players) for preset in GAMES["chahar_barg"].presets for players in (2, 3, 4)
]


def _pasur_options(preset: str, players: int, **changes: Any) -> Any:
    spec = GAMES["chahar_barg"]
    return dataclasses.replace(spec.presets[preset], players=players, **changes)


def _assert_pasur_rounds(final: Any) -> None:
    results = final.results
    assert results and all(r.card_total == 20 for r in results)
    assert final.score == tuple(map(sum, zip(*(r.points for r in results), strict=True)))


@pytest.mark.parametrize(("preset", "players"), PASUR_TABLES)
@pytest.mark.parametrize("seed", range(4))
def test_pasur_round_playthroughs(preset: str, players: int, seed: int) -> None:
    options = _pasur_options(preset, players, scope="hand")
    rng = random.Random(f"pasur-round/{preset}/{players}/{seed}")
    _, final = random_playthrough(GAMES["chahar_barg"], options, rng)
    assert final.is_terminal() and len(final.results) == 1
    _assert_pasur_rounds(final)


@pytest.mark.parametrize(("preset", "players"), PASUR_TABLES)
@pytest.mark.parametrize("policy", ["random", "baseline"])
def test_pasur_match_playthroughs(preset: str, players: int, policy: str) -> None:
    spec = GAMES["chahar_barg"]
    options = _pasur_options(preset, players)
    rng = random.Random(f"pasur-match/{preset}/{players}/{policy}")
    _, final = random_playthrough(spec, options, rng, policy=policy_named(spec, policy))
    assert final.is_terminal() and final.winner is not None
    assert final.score[final.winner] == max(final.score) >= options.target_points
    assert final.score.count(max(final.score)) == 1
    _assert_pasur_rounds(final)


PASUR_EXTRA_OPTIONS = EXTRA_OPTIONS_OF["chahar_barg"]


@pytest.mark.parametrize("text", PASUR_EXTRA_OPTIONS)
@pytest.mark.parametrize("seed", range(3))
def test_pasur_option_playthroughs(text: str, seed: int) -> None:
    final = played_with("chahar_barg", text, f"pasur/{text}/{seed}")
    assert final.is_terminal() and final.winner is not None
    _assert_pasur_rounds(final)


def test_pasur_three_player_clubs_to_nobody_on_a_tie() -> None:
    """three_player_clubs:none_on_tie gives a tied clubs 7 to nobody, so such a round holds 13
    card points (checks.py allows exactly that); some of these playthroughs have such a tie."""
    ties = 0
    for seed in range(4):
        final = played_with(
            "chahar_barg", "players:3,three_player_clubs:none_on_tie", f"none_on_tie/{seed}"
        )
        assert final.is_terminal() and final.winner is not None
        ties += sum(1 for r in final.results if r.clubs_side is None)
    assert ties
