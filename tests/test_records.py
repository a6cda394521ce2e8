"""Records: the text, JSON and token forms, golden transcripts, and determinism."""

from __future__ import annotations

import difflib
import functools
import importlib.util
import io
import json
import os
import random
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pasur.cli import main as cli_main
from pasur.errors import NotationError
from pasur.games.hokm import PRESETS, SPEC, HokmOptions
from pasur.options import parse_options
from pasur.protocol import CHANCE
from pasur.records import (
    FORMAT_VERSION,
    Record,
    iter_replay,
    load_record,
    record_of,
    replay,
    start_state,
)
from pasur.sim import deal_rng, play, random_legal

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "golden"


# --- a pool of real records ---------------------------------------------------------------

POOL_SETUPS = [
    ("preset:classic,scope:hand", "random", 0),
    ("preset:classic,scope:hand", "baseline", 1),
    ("preset:friendly,scope:hand", "random", 2),
    ("preset:strict,scope:hand", "random", 3),
    ("preset:online_room,scope:hand", "baseline", 4),
    ("preset:s0b_match,scope:hand", "random", 5),
    ("scope:hand,first_hakem:middle_card,cut:required", "random", 6),
    ("scope:hand,first_hakem:random,renege:penalty_kot", "random", 7),
    ("scope:hand,partner_selection:second_ace", "random", 8),
    ("preset:classic,target_points:3", "random", 9),
    ("preset:friendly,target_points:2", "baseline", 10),
]


def _options(text: str) -> HokmOptions:
    return parse_options(HokmOptions, text, PRESETS)


@functools.cache
def record_pool() -> tuple[Record, ...]:
    out = []
    for text, policy, seed in POOL_SETUPS:
        chosen = random_legal if policy == "random" else SPEC.baseline_policy
        out.append(play(SPEC, _options(text), [chosen] * 4, deal_rng("hokm", seed, 0)).record)
    return tuple(out)


@st.composite
def pooled_records(draw: st.DrawFn) -> Record:
    """A real record, or a prefix of one (records may stop mid-deal)."""
    record = draw(st.sampled_from(record_pool()))
    cut = draw(st.integers(0, len(record.moves)))
    return Record(record.game, record.options, record.moves[:cut])


def test_pool_records_replay_to_the_end() -> None:
    for record in record_pool():
        states = replay(record)
        assert len(states) == len(record.moves) + 1
        assert states[-1].is_terminal()


@settings(max_examples=60, deadline=None)
@given(pooled_records(), st.data())
def test_three_forms_round_trip(record: Record, data: st.DataObject) -> None:
    text, js, token = record.to_text(), record.to_json(), record.to_token()
    assert Record.from_text(text) == record
    assert Record.from_json(js) == record
    assert Record.from_token(token) == record
    for form in (text, js, token):
        assert load_record(form) == record
        assert load_record(f"\n  {form}  \n") == record
    # The token is URL-safe; JSON is an object with the four fields.
    assert token.startswith("p1")
    assert all(ch.isascii() and (ch.isalnum() or ch in "-_") for ch in token)
    assert json.loads(js) == {
        "version": FORMAT_VERSION,
        "game": "hokm",
        "options": record.options,
        "moves": list(record.moves),
    }
    # Notes written after moves are comments: they read back to the same record.
    notes = data.draw(
        st.dictionaries(
            st.integers(0, max(len(record.moves) - 1, 0)),
            st.text(st.characters(blacklist_categories=["Cs", "Cc", "Zl", "Zp"]), max_size=20),
            max_size=5,
        )
    )
    assert Record.from_text(record.to_text(notes)) == record


@settings(max_examples=15, deadline=None)
@given(pooled_records())
def test_prefix_replays_and_rebuilds(record: Record) -> None:
    spec, state = start_state(record)
    moves, states = [], [state]
    for move, text, after in iter_replay(record):
        assert spec.format_move(states[-1], move) == text  # records hold canonical texts
        moves.append(move)
        states.append(after)
    assert record_of(spec, states[0].options, moves, states[:-1]) == record


@settings(max_examples=80, deadline=None)
@given(
    st.from_regex(r"[a-z][a-z_]{0,11}", fullmatch=True),
    st.sampled_from(["", "scope:hand", "bam:off,target_points:5"]),
    st.lists(st.from_regex(r"[A-Za-z0-9_-]{1,12}", fullmatch=True), max_size=10),
)
def test_round_trip_of_any_well_formed_record(game: str, options: str, moves: list[str]) -> None:
    record = Record(game, options, tuple(moves))
    assert Record.from_text(record.to_text()) == record
    assert Record.from_json(record.to_json()) == record
    assert Record.from_token(record.to_token()) == record
    for form in (record.to_text(), record.to_json(), record.to_token()):
        assert load_record(form) == record


def test_text_form_layout() -> None:
    record = Record("hokm", "scope:hand", ("ace-0-AS", "cut-0"))
    assert record.to_text() == "game: hokm\noptions: scope:hand\nmoves:\n  ace-0-AS\n  cut-0\n"
    assert Record("hokm").to_text() == "game: hokm\noptions:\nmoves:\n"
    assert record.to_text({1: "a tap"}).splitlines()[-1] == "  cut-0  # a tap"


def test_text_form_tolerates_comments_and_blank_lines() -> None:
    text = (
        "# a record\n"
        "\n"
        "   # indented comment\n"
        "Game: hokm   # the game\n"
        "\n"
        "options: scope:hand  # one hand\n"
        "moves: ace-0-AS   # moves may start on the header line\n"
        "\n"
        "  deck-ArC3Dd2dKUk0wRut3ysvt4cl9X-neDmvlw_w7EA\n"
        "  # a comment between moves\n"
        "  cut-0 trump-H     # several moves on one line\n"
        "\t9S\t4S\r\n"
        "  2H KS\n"
        "# the end\n"
    )
    record = Record.from_text(text)
    assert record == load_record((ROOT / "examples/hokm/seed003-trick.txt").read_text())
    assert record.moves[-4:] == ("9S", "4S", "2H", "KS")
    assert Record.from_text(text.replace("\n", "\r\n")) == record


def test_version_line() -> None:
    assert Record.from_text("version: 1\ngame: hokm\nmoves:\n").version == 1
    assert Record.from_json('{"game": "hokm"}') == Record("hokm")
    assert Record.from_json('{"game": "hokm", "version": 1}') == Record("hokm")


def test_example_file_is_a_record() -> None:
    text = (ROOT / "examples/hokm/seed003-trick.txt").read_text(encoding="utf-8")
    record = load_record(text)
    assert (record.game, record.options, len(record.moves)) == ("hokm", "scope:hand", 8)
    assert load_record(record.to_token()) == record


def test_record_rejects_malformed_moves() -> None:
    with pytest.raises(NotationError, match="move 2"):
        Record("hokm", "", ("AS", "A S"))


# --- golden transcripts -------------------------------------------------------------------


@functools.cache
def regen_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("regen_golden", ROOT / "tools/regen_golden.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("regen_golden", module)
    spec.loader.exec_module(module)
    return module


GOLDEN_FILES = sorted(GOLDEN.glob("*/*.txt"))


def test_golden_files_exist() -> None:
    tool = regen_tool()
    for folder in sorted({path.parent for path in GOLDEN_FILES}):
        assert 3 <= len(list(folder.glob("*.txt"))) <= 8, folder.name
    assert {c.path for c in tool.CASES} == set(GOLDEN_FILES)


@pytest.mark.parametrize("path", GOLDEN_FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_golden_transcript(path: Path) -> None:
    """Replaying the record in the file prints exactly the transcript stored with it."""
    text = path.read_text(encoding="utf-8")
    expected = regen_tool().transcript_of(text)
    assert expected, f"{path.name} holds no '#>' transcript lines"
    out = io.StringIO()
    assert cli_main(["replay", str(path)], out=out) == 0
    actual = [line.rstrip() for line in out.getvalue().splitlines()]
    if actual != expected:
        diff = "\n".join(
            difflib.unified_diff(expected, actual, "golden", "replay", lineterm="", n=1)
        )
        pytest.fail(
            f"{path.name}: the transcript changed (python tools/regen_golden.py rewrites it "
            f"after a deliberate change)\n{diff}"
        )


@pytest.mark.parametrize("case", regen_tool().CASES, ids=lambda c: c.name)
def test_golden_records_come_from_their_sources(case: Any) -> None:
    """The record in each golden file is still what its seed (or example file) produces."""
    stored = load_record(case.path.read_text(encoding="utf-8"))
    made, _ = regen_tool().record_for(case)
    assert stored == made
    assert case.path.read_text(encoding="utf-8") == regen_tool().render(case)


# --- determinism --------------------------------------------------------------------------


def _env(hashseed: str) -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONHASHSEED"] = hashseed
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def _run_parallel(args: list[str], seeds: tuple[str, ...]) -> list[str]:
    procs = [
        subprocess.Popen(
            [sys.executable, *args],
            cwd=ROOT,
            env=_env(s),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            encoding="utf-8",
        )
        for s in seeds
    ]
    outs = []
    for p in procs:
        out, err = p.communicate(timeout=120)
        assert p.returncode == 0, err
        outs.append(out)
    return outs


def test_simulate_is_identical_across_hash_seeds() -> None:
    outs = _run_parallel(
        ["-m", "pasur", "simulate", "hokm", "--deals", "20", "--seed", "7", "--json"],
        ("1", "2", "3"),
    )
    assert outs[0] == outs[1] == outs[2]
    report = json.loads(outs[0])
    assert report["deals"] == 20 and report["seed"] == 7
    # ... and the same as in this process.
    here = io.StringIO()
    assert cli_main(["simulate", "hokm", "--deals", "20", "--seed", "7", "--json"], out=here) == 0
    assert here.getvalue() == outs[0]


_PLAY_SCRIPT = """
from pasur.games.hokm import PRESETS, SPEC
from pasur.sim import deal_rng, play, random_legal
for preset, seed in (("classic", 11), ("friendly", 12)):
    p = play(SPEC, PRESETS[preset], [random_legal] * 4, deal_rng("hokm", seed, 0))
    print(p.record.to_token())
"""


def test_play_gives_the_same_record_in_fresh_processes() -> None:
    outs = _run_parallel(["-c", _PLAY_SCRIPT], ("1", "2", "3"))
    assert outs[0] == outs[1] == outs[2]
    here = [
        play(SPEC, PRESETS[p], [random_legal] * 4, deal_rng("hokm", s, 0)).record.to_token()
        for p, s in (("classic", 11), ("friendly", 12))
    ]
    assert outs[0].split() == here


def test_global_random_changes_nothing() -> None:
    options = _options("preset:friendly,target_points:3")

    def noisy(policy: Any) -> Any:
        def wrapped(view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
            random.random()
            random.shuffle(list(legal))
            random.seed(len(view.history))
            return policy(view, legal, rng)

        return wrapped

    for policy in (random_legal, SPEC.baseline_policy):
        random.seed(1)
        quiet = play(SPEC, options, [policy] * 4, deal_rng("hokm", 5, 0)).record
        random.seed(2)
        loud = play(SPEC, options, [noisy(policy)] * 4, deal_rng("hokm", 5, 0)).record
        assert quiet == loud


def test_deal_rng_depends_only_on_game_seed_and_index() -> None:
    a = deal_rng("hokm", 3, 4).random()
    random.seed(99)
    assert deal_rng("hokm", 3, 4).random() == a
    assert deal_rng("hokm", 3, 5).random() != a
    assert deal_rng("hokm", 4, 4).random() != a


def test_chance_moves_are_marked() -> None:
    record = record_pool()[0]
    _, state = start_state(record)
    chance_texts = []
    for _move, text, after in iter_replay(record):
        if state.to_move == CHANCE:
            chance_texts.append(text)
        state = after
    assert chance_texts[0].startswith("ace-") and chance_texts[1].startswith("deck-")


def test_a_note_with_a_line_break_stays_on_its_line() -> None:
    record = Record("hokm", "scope:hand", ("seat-0",))
    text = record.to_text({0: "first line\nsecond line"})
    assert "  seat-0  # first line second line\n" in text
    assert Record.from_text(text) == record
