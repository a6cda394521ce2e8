"""The Hokm lesson against the engine: every rule has text in both languages, every rule id is
real, every example replays, and the checker reports what is wrong with a damaged copy."""

from __future__ import annotations

import copy

import pytest
from app_kit import ctx, lesson_data

from pasur.games.hokm import SPEC
from pasur.protocol import Source
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

EXAMPLES = LESSONS / "hokm" / "examples"
LESSON = load_lesson("hokm")


def test_a_rule_missing_from_the_lesson_is_reported() -> None:
    data = lesson_data("hokm")
    del data["rules"]["hokm/kot"]
    for chapter in data["chapters"]:
        if "hokm/kot" in chapter.get("rules", []):
            chapter["rules"].remove("hokm/kot")
    problems = lesson_problems(read_lesson(data, EXAMPLES), SPEC)
    assert "hokm/kot: no lesson text in en" in problems
    assert "hokm/kot: no lesson text in fa" in problems
    assert "hokm/kot: not in any chapter" in problems


def test_a_rule_text_missing_in_one_language_is_reported() -> None:
    data = lesson_data("hokm")
    data["rules"]["hokm/bam"]["fa"] = "   "
    problems = lesson_problems(read_lesson(data, EXAMPLES), SPEC)
    assert problems == ["hokm/bam: no lesson text in fa"]


def test_a_missing_introduction_is_reported() -> None:
    data = lesson_data("hokm")
    del data["intro"]["fa"]
    lesson = read_lesson(data, EXAMPLES)
    assert lesson.intro.en and not lesson.intro.fa
    assert lesson_problems(lesson, SPEC) == ["no introduction in fa"]


def test_a_rule_id_the_engine_does_not_have_is_reported() -> None:
    data = lesson_data("hokm")
    data["chapters"][0]["rules"].append("hokm/no-such-rule")
    data["rules"]["hokm/no-such-rule"] = {"en": "x", "fa": "ی"}
    problems = lesson_problems(read_lesson(data, EXAMPLES), SPEC)
    assert "chapter table: hokm/no-such-rule is not a rule of the engine" in problems
    assert any(p.startswith("hokm/no-such-rule: the lesson has a text") for p in problems)


def test_an_example_that_does_not_replay_is_reported() -> None:
    data = copy.deepcopy(lesson_data("hokm"))
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
    data = lesson_data("hokm")
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


# The examples of these rules must show the rule at work: one of their events names it (the
# event, then the rules whose examples show it).
EVENT_SHOWS = {
    "hokm/first-hakem": (
        "hokm/first-ace",
        "hokm/partners",
        "hokm/high-card-draw",
        "hokm/middle-card",
    ),
    "hokm/choose-trump": ("hokm/choose-trump",),
    "hokm/trick-winner": (
        "hokm/trick-winner",
        "hokm/follow-suit",
        "hokm/over-ruff",
        "hokm/trump-beats-all",
    ),
    "hokm/hand-points": ("hokm/hand-to-seven", "hokm/hand-points"),
    "hokm/kot": ("hokm/kot", "hokm/kot-in-modes", "hokm/renege"),
    "hokm/hakem-kot": ("hokm/hakem-kot",),
    "hokm/bam": ("hokm/bam",),
    "hokm/next-hakem": ("hokm/next-hakem", "hokm/dealer"),
    "hokm/game-target": ("hokm/game-target",),
    "hokm/match-end": ("hokm/match-end",),
    "hokm/kot-against-six": ("hokm/kot-against-six",),
    "hokm/low-hand-redeal": ("hokm/low-hand-redeal", "hokm/uncut-throw-in"),
}
SHOWN_BY_EVENT = {rule: event for event, rules in EVENT_SHOWS.items() for rule in rules}


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


def test_sources_in_both_languages() -> None:
    sources = (Source("003", 41, 43), Source("002", 6, 6))
    assert sources_text(ctx("en"), sources) == "seed 003, lines 41-43; seed 002, line 6"
    assert sources_text(ctx("fa"), sources) == "سند ۰۰۳، سطرهای ۴۱ تا ۴۳؛ سند ۰۰۲، سطر ۶"


def test_inline_example_is_read() -> None:
    record = (EXAMPLES / "naras.txt").read_text(encoding="utf-8")
    example = Example("inline", record, None, Text("a", "ب"))
    assert example_problems(example, "hokm") == []
    assert example_step(example, replay_text(record)) == 8
