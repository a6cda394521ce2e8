"""The Hokm lesson against the engine: every rule has text in both languages, every rule id is
real, every example replays, and the checker reports what is wrong with a damaged copy."""

from __future__ import annotations

import copy
import re
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest

from pasur.games.hokm import SPEC, HokmOptions
from pasur.options import describe_options
from pasur.protocol import Source
from ui.frame import Ctx
from ui.i18n import translations
from ui.lessons import (
    LESSONS,
    Example,
    Text,
    example_problems,
    example_step,
    lesson_problems,
    load_lesson,
    read_lesson,
    replay_text,
    sources_text,
)

ROOT = Path(__file__).resolve().parents[2]
TOML = LESSONS / "hokm.toml"
EXAMPLES = LESSONS / "hokm" / "examples"
LESSON = load_lesson("hokm")
PERSIAN = re.compile(r"[\u0600-\u06FF]")


def raw() -> dict[str, Any]:
    with TOML.open("rb") as f:
        return tomllib.load(f)


def ctx(lang: str) -> Ctx:
    t = translations(lang)
    return Ctx(lang, t.gettext)


def test_the_lesson_has_no_problems() -> None:
    assert lesson_problems(LESSON, SPEC) == []


def test_every_engine_rule_is_in_exactly_one_chapter() -> None:
    listed = [r for c in LESSON.chapters for r in c.rules]
    assert sorted(listed) == sorted(r.id for r in SPEC.rules)


def test_both_languages_have_the_same_rule_ids() -> None:
    data = raw()
    en = {rid for rid, entry in data["rules"].items() if entry.get("en", "").strip()}
    fa = {rid for rid, entry in data["rules"].items() if entry.get("fa", "").strip()}
    assert en == fa == {r.id for r in SPEC.rules}
    for rid, entry in data["rules"].items():
        assert PERSIAN.search(entry["fa"]), rid
        # English prose may quote Persian terms in «», but is otherwise English.
        assert not PERSIAN.search(re.sub(r"«[^»]*»", "", entry["en"])), rid


def test_a_rule_missing_from_the_lesson_is_reported() -> None:
    data = raw()
    del data["rules"]["hokm/kot"]
    for chapter in data["chapters"]:
        if "hokm/kot" in chapter.get("rules", []):
            chapter["rules"].remove("hokm/kot")
    problems = lesson_problems(read_lesson(data, EXAMPLES), SPEC)
    assert "hokm/kot: no lesson text in en" in problems
    assert "hokm/kot: no lesson text in fa" in problems
    assert "hokm/kot: not in any chapter" in problems


def test_a_rule_text_missing_in_one_language_is_reported() -> None:
    data = raw()
    data["rules"]["hokm/bam"]["fa"] = "   "
    problems = lesson_problems(read_lesson(data, EXAMPLES), SPEC)
    assert problems == ["hokm/bam: no lesson text in fa"]


def test_a_rule_id_the_engine_does_not_have_is_reported() -> None:
    data = raw()
    data["chapters"][0]["rules"].append("hokm/no-such-rule")
    data["rules"]["hokm/no-such-rule"] = {"en": "x", "fa": "ی"}
    problems = lesson_problems(read_lesson(data, EXAMPLES), SPEC)
    assert "chapter table: hokm/no-such-rule is not a rule of the engine" in problems
    assert any(p.startswith("hokm/no-such-rule: the lesson has a text") for p in problems)


def test_an_example_that_does_not_replay_is_reported() -> None:
    data = copy.deepcopy(raw())
    record = (EXAMPLES / "follow-suit.txt").read_text(encoding="utf-8")
    # East holds a spade; make him trump instead (refused: he must follow suit).
    broken = record.replace("  3S\n", "  JH\n")
    assert broken != record
    data["rules"]["hokm/follow-suit"]["example"] = {
        "record": broken,
        "step": 8,
        "caption": {"en": "x", "fa": "ی"},
    }
    problems = lesson_problems(read_lesson(data, EXAMPLES), SPEC)
    assert len(problems) == 1
    assert problems[0].startswith("hokm/follow-suit: the example (inline) does not replay")
    assert "hokm/follow-suit" in problems[0]


def test_a_missing_example_file_and_a_bad_step_are_reported() -> None:
    data = raw()
    data["rules"]["hokm/kot"]["example"]["file"] = "nope.txt"
    data["rules"]["hokm/bam"]["example"]["step"] = 999
    problems = lesson_problems(read_lesson(data, EXAMPLES), SPEC)
    assert "hokm/kot: example file nope.txt does not exist" in problems
    assert any(p.startswith("hokm/bam: the example (bam.txt) shows step 999") for p in problems)


@pytest.mark.parametrize("rule_id", sorted(LESSON.examples))
def test_each_example_replays(rule_id: str) -> None:
    example = LESSON.examples[rule_id]
    assert example_problems(example, "hokm") == []
    replayed = replay_text(example.text)
    assert replayed.record.game == "hokm"
    assert 0 <= example_step(example, replayed) <= len(replayed.moves)
    assert replayed.events, "an example should make the engine say something"


# The examples of these rules must show the rule at work: one of their events names it.
SHOWN_BY_EVENT = {
    "hokm/first-ace": "hokm/first-hakem",
    "hokm/partners": "hokm/first-hakem",
    "hokm/high-card-draw": "hokm/first-hakem",
    "hokm/middle-card": "hokm/first-hakem",
    "hokm/choose-trump": "hokm/choose-trump",
    "hokm/trick-winner": "hokm/trick-winner",
    "hokm/follow-suit": "hokm/trick-winner",
    "hokm/over-ruff": "hokm/trick-winner",
    "hokm/trump-beats-all": "hokm/trick-winner",
    "hokm/hand-to-seven": "hokm/hand-points",
    "hokm/hand-points": "hokm/hand-points",
    "hokm/kot": "hokm/kot",
    "hokm/hakem-kot": "hokm/hakem-kot",
    "hokm/kot-in-modes": "hokm/kot",
    "hokm/bam": "hokm/bam",
    "hokm/next-hakem": "hokm/next-hakem",
    "hokm/dealer": "hokm/next-hakem",
    "hokm/game-target": "hokm/game-target",
    "hokm/match-end": "hokm/match-end",
    "hokm/renege": "hokm/kot",
    "hokm/kot-against-six": "hokm/kot-against-six",
    "hokm/low-hand-redeal": "hokm/low-hand-redeal",
    "hokm/uncut-throw-in": "hokm/low-hand-redeal",
}


@pytest.mark.parametrize("rule_id", sorted(SHOWN_BY_EVENT))
def test_examples_show_their_rule(rule_id: str) -> None:
    replayed = replay_text(LESSON.examples[rule_id].text)
    assert SHOWN_BY_EVENT[rule_id] in {e.rule_id for _, e in replayed.events}


def test_examples_cover_the_rules_the_lesson_promises() -> None:
    needed = {
        "hokm/trick-winner",
        "hokm/follow-suit",
        "hokm/trump-beats-all",
        "hokm/over-ruff",
        "hokm/special-modes",
        "hokm/saras",
        "hokm/naras",
        "hokm/taknaras",
        "hokm/kot",
        "hokm/hakem-kot",
        "hokm/bam",
        "hokm/hand-to-seven",
        "hokm/next-hakem",
    }
    assert needed <= set(LESSON.examples)


def test_captions_type_no_numbers() -> None:
    """Numbers shown with an example come from the engine; captions may only cite seed files."""
    for rule_id, example in LESSON.examples.items():
        for lang in ("en", "fa"):
            text = re.sub(r"(seed|سند) [0-9۰-۹]{3}", "", example.caption.get(lang))
            assert not re.search(r"[0-9۰-۹]", text), (rule_id, lang, text)


def test_example_files_are_what_the_script_writes() -> None:
    done = subprocess.run(
        [sys.executable, "tools/make_lesson_examples.py", "--check", "--game", "hokm"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_every_example_file_is_used() -> None:
    used = {e.source for e in LESSON.examples.values()}
    assert {p.name for p in EXAMPLES.glob("*.txt")} == used


def test_sources_in_both_languages() -> None:
    sources = (Source("003", 41, 43), Source("002", 6, 6))
    assert sources_text(ctx("en"), sources) == "seed 003, lines 41-43; seed 002, line 6"
    assert sources_text(ctx("fa"), sources) == "سند ۰۰۳، سطرهای ۴۱ تا ۴۳؛ سند ۰۰۲، سطر ۶"


def test_every_option_says_why_in_both_languages() -> None:
    for info in describe_options(HokmOptions):
        assert info["default_reason"].strip(), info["name"]
        assert PERSIAN.search(info["default_reason_fa"]), info["name"]
        assert PERSIAN.search(info["help_fa"]), info["name"]


def test_inline_example_is_read() -> None:
    record = (EXAMPLES / "naras.txt").read_text(encoding="utf-8")
    example = Example("inline", record, None, Text("a", "ب"))
    assert example_problems(example, "hokm") == []
    assert example_step(example, replay_text(record)) == 8
