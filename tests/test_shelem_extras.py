"""Shelem beyond the rule tests: the catalogue, events, summary, views and notation."""

from __future__ import annotations

import dataclasses
import io
import random

import pytest

from pasur.cli import main as cli_main
from pasur.errors import NotationError
from pasur.games.shelem import PRESETS, RULES, SPEC, ShelemOptions, estimate, new_match
from pasur.games.shelem.moves import parse_move_text
from pasur.options import describe_options, format_options, parse_options
from pasur.protocol import CHANCE
from pasur.registry import GAMES
from pasur.sim import deal_rng, play, random_legal


def test_registered() -> None:
    assert GAMES["shelem"] is SPEC and SPEC.options_type is ShelemOptions


def test_catalogue_is_complete_and_bilingual() -> None:
    ids = [r.id for r in RULES]
    assert len(ids) == len(set(ids)) and all(i.startswith("shelem/") for i in ids)
    names = {f.name for f in dataclasses.fields(ShelemOptions)}
    for r in RULES:
        assert r.title_fa and r.text_fa and r.title_en and r.text_en and r.sources
        assert set(r.options) <= names
        # One term for the widow, and none of the seed's Arabic letters.
        assert "ي" not in r.text_fa and "ك" not in r.text_fa


def test_every_option_has_reasons_in_both_languages() -> None:
    for info in describe_options(ShelemOptions):
        assert info["help_en"] and info["help_fa"], info["name"]
        assert info["default_reason"] and info["default_reason_fa"], info["name"]


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_presets_round_trip(name: str) -> None:
    preset = PRESETS[name]
    assert parse_options(ShelemOptions, format_options(preset)) == preset
    assert parse_options(ShelemOptions, f"preset:{name}", PRESETS) == preset


def test_seed_000_preset_is_the_defaults() -> None:
    assert PRESETS["seed_000"] == ShelemOptions()


@pytest.mark.parametrize("text", ["deck-", "discard-AS", "dealer-x", "bid-abc", "ZZ", "dealer-12"])
def test_bad_move_texts(text: str) -> None:
    if text == "discard-AS":
        parse_move_text(text)  # well formed; the rules refuse them
        return
    with pytest.raises(NotationError):
        parse_move_text(text)


def test_events_and_summary_of_a_match() -> None:
    played = play(SPEC, PRESETS["seed_000"], [SPEC.baseline_policy] * 4, deal_rng("shelem", 1, 0))
    final = played.final
    summary = SPEC.summary(final)
    assert summary["hands"] == len(final.results) > 0
    assert summary["made"] + summary["failed"] + summary["yasa"] + summary["shelem"] == len(
        final.results
    )
    kinds: list[str] = []
    state = new_match(PRESETS["seed_000"])
    for text in played.record.moves:
        move = SPEC.parse_move(state, text)
        after = state.apply(move)
        kinds += [e.kind for e in SPEC.events(state, move, after)]
        state = after
    for kind in ("dealer", "deal", "bid", "pass", "hakem", "widow", "discard", "trump"):
        assert kind in kinds
    assert kinds.count("trick") == 12 * len(final.results)
    assert kinds.count("hand") == len(final.results) and kinds[-1] == "match"


def test_replay_prints_a_transcript(tmp_path: object) -> None:
    played = play(
        SPEC,
        dataclasses.replace(PRESETS["two_player"], scope="hand"),
        [random_legal] * 2,
        deal_rng("shelem", 2, 0),
    )
    out = io.StringIO()
    import pathlib

    path = pathlib.Path(str(tmp_path)) / "r.txt"
    path.write_text(played.record.to_text(), encoding="utf-8")
    assert cli_main(["replay", str(path)], out=out) == 0
    text = out.getvalue()
    assert "[shelem/trick-winner]" in text and "End of the hand" in text


def test_views_hide_hands_widow_and_discard() -> None:
    rng = random.Random(5)
    state = new_match(ShelemOptions(scope="hand"))
    while not state.is_terminal():
        if state.to_move == CHANCE:
            state = state.apply(SPEC.sample_chance(state, rng))
            continue
        seat = state.to_move
        assert seat is not None
        view = state.view(seat)
        for other in range(4):
            assert isinstance(view.hands[other], int) == (other != seat)
        if state.phase == "bid":
            assert view.fact("widow") == "?"
        state = state.apply(SPEC.baseline_policy(view, state.legal_moves(), rng))
    onlooker = state.view(None)
    assert "deck-?" not in onlooker.history


def test_estimate_is_plain() -> None:
    from pasur.cards import cards

    weak = cards("2C 3C 4C 6D 7D 8D 2H 3H 4H 6S 7S 8S")
    strong = cards("AS KS QS JS 9S 8S AH KH AD 2C 3C 4C")
    assert estimate(weak) < 100 <= estimate(strong)
