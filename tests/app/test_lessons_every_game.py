"""Every game's lesson against its engine, for every game of the app (``ui.screens.GAME_ORDER``):
no problem found by ``lesson_problems``, every rule in exactly one chapter, the texts in both
languages, captions that type no number, every example file used and as the script writes it,
every option's reason given in both languages; and on each lesson page, a worked example that
opens at the start of its deal and plays forward to the moment it is about."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest
from app_kit import PERSIAN, ROOT, ctx, lesson_data, open_lesson
from streamlit.testing.v1 import AppTest
from streamlit.testing.v1.element_tree import Block

from pasur.options import describe_options
from pasur.registry import GAMES
from ui.lesson_kit import shown_step
from ui.lessons import LESSONS, example_key, lesson_problems, load_lesson, replay_text
from ui.screens import GAME_ORDER


@pytest.mark.parametrize("game", GAME_ORDER)
def test_the_lesson_has_no_problems(game: str) -> None:
    assert lesson_problems(load_lesson(game), GAMES[game]) == []


@pytest.mark.parametrize("game", GAME_ORDER)
def test_every_engine_rule_is_in_exactly_one_chapter(game: str) -> None:
    listed = [r for c in load_lesson(game).chapters for r in c.rules]
    assert sorted(listed) == sorted(r.id for r in GAMES[game].rules)


@pytest.mark.parametrize("game", GAME_ORDER)
def test_both_languages_have_the_same_rule_ids(game: str) -> None:
    data = lesson_data(game)
    en = {rid for rid, entry in data["rules"].items() if entry.get("en", "").strip()}
    fa = {rid for rid, entry in data["rules"].items() if entry.get("fa", "").strip()}
    assert en == fa == {r.id for r in GAMES[game].rules}
    for rid, entry in data["rules"].items():
        assert PERSIAN.search(entry["fa"]), rid
        # English prose may quote Persian terms in «», but is otherwise English.
        assert not PERSIAN.search(re.sub(r"«[^»]*»", "", entry["en"])), rid
    for chapter in data["chapters"]:
        assert PERSIAN.search(chapter["title"]["fa"]) and PERSIAN.search(chapter["intro"]["fa"])
    assert PERSIAN.search(data["intro"]["fa"]) and not PERSIAN.search(data["intro"]["en"])
    assert not re.search(r"[0-9]", data["intro"]["fa"])  # Persian digits in Persian text


@pytest.mark.parametrize("game", GAME_ORDER)
def test_captions_type_no_numbers(game: str) -> None:
    """Numbers shown with an example come from the engine; captions may only cite seed files."""
    for rule_id, example in load_lesson(game).examples.items():
        for lang in ("en", "fa"):
            text = re.sub(r"([Ss]eed|سند) [0-9۰-۹]{3}", "", example.caption.get(lang))
            assert not re.search(r"[0-9۰-۹]", text), (rule_id, lang, text)


@pytest.mark.parametrize("game", GAME_ORDER)
def test_every_example_file_is_used(game: str) -> None:
    used = {e.source for e in load_lesson(game).examples.values()} - {"inline"}
    assert {p.name for p in (LESSONS / game / "examples").glob("*.txt")} == used


def test_example_files_are_what_the_script_writes() -> None:
    done = subprocess.run(
        [sys.executable, "tools/make_lesson_examples.py", "--check", "--game", *GAME_ORDER],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("game", GAME_ORDER)
def test_every_option_says_why_in_both_languages(game: str) -> None:
    for info in describe_options(GAMES[game].options_type):
        assert info["default_reason"].strip(), info["name"]
        assert PERSIAN.search(info["default_reason_fa"]), info["name"]
        assert PERSIAN.search(info["help_fa"]), info["name"]


def first_example(game: str) -> tuple[str, str, int, int]:
    """The first worked example of *game*'s lesson that has steps before its moment: its
    chapter, its widgets' key, its moment and its record's last step."""
    lesson = load_lesson(game)
    for chapter in lesson.chapters:
        for rule_id in chapter.rules:
            example = lesson.examples.get(rule_id)
            if example is None:
                continue
            replayed = replay_text(example.text)
            moment = shown_step(example, replayed)
            if 1 < moment < len(replayed.moves):
                return chapter.id, example_key(example), moment, len(replayed.moves)
    raise AssertionError(f"{game}: no example with steps before and after its moment")


def example_block(at: AppTest, key: str) -> Block:
    """The "Worked example" expander that holds the stepper whose buttons end in *key*."""
    return next(e for e in at.expander if any(b.key and b.key.endswith(key) for b in e.button))


def stepper_texts(block: Block) -> list[str]:
    """What the stepper itself says: the step's number, the note on the moment, the button's
    label (the sentences of the record's moves are each game's own)."""
    heads = [m.value for m in block.markdown if m.value.startswith("**")]
    notes = [str(m.value) for m in (*block.caption, *block.success)]
    return [*heads, *notes, *(b.label for b in block.button if b.key and "_lmoment_" in b.key)]


@pytest.mark.parametrize("lang", ["en", "fa"])
@pytest.mark.parametrize("game", GAME_ORDER)
def test_an_example_opens_at_its_start_and_plays_to_its_moment(game: str, lang: str) -> None:
    chapter, key, moment, last = first_example(game)
    at = open_lesson(game, lang, chapter, timeout=90)
    c = ctx(lang)
    step_key, prev, nxt, to_moment = (
        f"{game}_{w}_{key}" for w in ("lstep", "lprev", "lnext", "lmoment")
    )

    def check(step: int, note: str, marked: bool) -> Block:
        """The example at *step*: its number in bold, *note* on the moment (marked or not), and
        in Persian every number of the stepper's own in Persian digits."""
        assert not at.exception, [e.value for e in at.exception]
        assert at.session_state[step_key] == step
        block = example_block(at, key)
        assert f"**{c._('Step {i} of {n}', i=step, n=last)}**" in [m.value for m in block.markdown]
        assert [m.value for m in block.success] == ([note] if marked else [])
        assert marked or note in [m.value for m in block.caption]
        if lang == "fa":
            assert not re.search(r"[0-9]", " ".join(stepper_texts(block)))
        return block

    before = c._(
        "The moment this example is about comes at step {n}: watch for what the caption above "
        "describes.",
        n=moment,
    )
    block = check(0, before, marked=False)  # it opens at the start of the deal
    start = c._("The start: nobody has dealt yet. Press ▶ to step through the record.")
    assert f"- {start}" in [m.value for m in block.markdown]
    assert at.button(key=prev).disabled and not at.button(key=nxt).disabled
    assert at.button(key=to_moment).label == c._("Play to the moment (step {n})", n=moment)
    at.button(key=nxt).click().run()
    check(1, before, marked=False)
    assert not at.button(key=prev).disabled
    at.button(key=to_moment).click().run()
    here = c._(
        "Step {n} is the moment this example is about: the caption above describes what "
        "happens here.",
        n=moment,
    )
    check(moment, here, marked=True)
    assert at.button(key=to_moment).disabled
    at.select_slider(key=step_key).set_value(last).run()
    after = c._(
        "The moment this example is about was step {n}; the record plays on from there.",
        n=moment,
    )
    check(last, after, marked=False)
    assert at.button(key=nxt).disabled and not at.button(key=prev).disabled
    assert at.button(key=to_moment).label == c._("Back to the moment (step {n})", n=moment)
