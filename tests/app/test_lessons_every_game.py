"""Every game's lesson against its engine, for every game of the app (``ui.screens.GAME_ORDER``):
no problem found by ``lesson_problems``, every rule in exactly one chapter, the texts in both
languages, captions that type no number, every example file used and as the script writes it,
every option's reason given in both languages."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest
from app_kit import PERSIAN, ROOT, lesson_data

from pasur.options import describe_options
from pasur.registry import GAMES
from ui.lessons import LESSONS, lesson_problems, load_lesson
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
