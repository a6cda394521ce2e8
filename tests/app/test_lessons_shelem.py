"""The Shelem and Ghahve lessons against their engines, seed 000's score sheet as the package
scores it, and both lesson pages run with AppTest in both languages."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

import ui.lesson_kit
import ui.lessons
from pasur.games import ghahve, shelem
from pasur.games.shelem import ShelemOptions
from pasur.options import describe_options
from pasur.protocol import GameSpec
from pasur.records import Record
from ui.frame import Ctx
from ui.i18n import translations
from ui.lessons import (
    LESSONS,
    example_problems,
    example_step,
    lesson_problems,
    load_lesson,
    replay_text,
)
from ui.lessons_extra import (
    board_html,
    event_text,
    players_of,
    seed_000_misprint,
    seed_000_sheet,
    sheet_html,
)

ROOT = Path(__file__).resolve().parents[2]
APP = str(ROOT / "app.py")
SPECS: dict[str, GameSpec] = {"shelem": shelem.SPEC, "ghahve": ghahve.SPEC}
GAMES = sorted(SPECS)
PERSIAN = re.compile(r"[\u0600-\u06FF]")
CHAPTERS = [(game, c.id) for game in GAMES for c in load_lesson(game).chapters]
EXAMPLES = [(game, rule_id) for game in GAMES for rule_id in sorted(load_lesson(game).examples)]


def raw(game: str) -> dict[str, Any]:
    with (LESSONS / f"{game}.toml").open("rb") as f:
        return tomllib.load(f)


def ctx(lang: str) -> Ctx:
    return Ctx(lang, translations(lang).gettext)


# --- the lessons against the engines ------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_the_lesson_has_no_problems(game: str) -> None:
    assert lesson_problems(load_lesson(game), SPECS[game]) == []


@pytest.mark.parametrize("game", GAMES)
def test_every_engine_rule_is_in_exactly_one_chapter(game: str) -> None:
    listed = [r for c in load_lesson(game).chapters for r in c.rules]
    assert sorted(listed) == sorted(r.id for r in SPECS[game].rules)


@pytest.mark.parametrize("game", GAMES)
def test_both_languages_have_the_same_rule_ids(game: str) -> None:
    data = raw(game)
    en = {rid for rid, entry in data["rules"].items() if entry.get("en", "").strip()}
    fa = {rid for rid, entry in data["rules"].items() if entry.get("fa", "").strip()}
    assert en == fa == {r.id for r in SPECS[game].rules}
    for rid, entry in data["rules"].items():
        assert PERSIAN.search(entry["fa"]), rid
        assert not PERSIAN.search(re.sub(r"«[^»]*»", "", entry["en"])), rid
    for chapter in data["chapters"]:
        assert PERSIAN.search(chapter["title"]["fa"]) and PERSIAN.search(chapter["intro"]["fa"])


@pytest.mark.parametrize("game", GAMES)
def test_a_missing_persian_text_is_reported(game: str) -> None:
    data = raw(game)
    rule_id = next(iter(data["rules"]))
    data["rules"][rule_id]["fa"] = " "
    lesson = ui.lessons.read_lesson(data, LESSONS / game / "examples")
    assert lesson_problems(lesson, SPECS[game]) == [f"{rule_id}: no lesson text in fa"]


@pytest.mark.parametrize(("game", "rule_id"), EXAMPLES)
def test_each_example_replays(game: str, rule_id: str) -> None:
    example = load_lesson(game).examples[rule_id]
    assert example_problems(example, game) == []
    replayed = replay_text(example.text)
    assert replayed.record.game == game
    step = example_step(example, replayed)
    assert 0 < step <= len(replayed.moves)
    assert any(n <= step for n, _e in replayed.events), "the example shows something computed"


# The examples of these rules show the rule at work: an event up to their step names it.
SHOWN_BY_EVENT = {
    ("shelem", "shelem/auction-end"): "shelem/auction-end",
    ("shelem", "shelem/all-pass"): "shelem/all-pass",
    ("shelem", "shelem/widow"): "shelem/widow",
    ("shelem", "shelem/discard"): "shelem/discard",
    ("shelem", "shelem/trump-by-lead"): "shelem/trump-by-lead",
    ("shelem", "shelem/trick-winner"): "shelem/trick-winner",
    ("shelem", "shelem/made"): "shelem/made",
    ("shelem", "shelem/failed"): "shelem/failed",
    ("shelem", "shelem/yasa"): "shelem/yasa",
    ("shelem", "shelem/shelem"): "shelem/shelem",
    ("shelem", "shelem/declared-shelem"): "shelem/declared-shelem",
    ("shelem", "shelem/dealer-rotation"): "shelem/dealer-rotation",
    ("shelem", "shelem/match-end"): "shelem/match-end",
    ("ghahve", "ghahve/team-bid"): "ghahve/team-bid",
    ("ghahve", "ghahve/jokers-anytime"): "ghahve/joker-rank",
    ("ghahve", "ghahve/joker-rank"): "ghahve/joker-rank",
    ("ghahve", "ghahve/spades-trump"): "ghahve/trick-winner",
    ("ghahve", "ghahve/made-bid"): "ghahve/made-bid",
    ("ghahve", "ghahve/failed-bid"): "ghahve/failed-bid",
    ("ghahve", "ghahve/dealer-keeps-deal"): "ghahve/dealer-keeps-deal",
    ("ghahve", "ghahve/match-end"): "ghahve/match-end",
}


@pytest.mark.parametrize(("game", "rule_id"), sorted(SHOWN_BY_EVENT))
def test_examples_show_their_rule(game: str, rule_id: str) -> None:
    example = load_lesson(game).examples[rule_id]
    replayed = replay_text(example.text)
    step = example_step(example, replayed)
    shown = {e.rule_id for n, e in replayed.events if n <= step}
    assert SHOWN_BY_EVENT[(game, rule_id)] in shown


@pytest.mark.parametrize("game", GAMES)
def test_captions_type_no_numbers(game: str) -> None:
    for rule_id, example in load_lesson(game).examples.items():
        for lang in ("en", "fa"):
            text = re.sub(r"(seed|سند) [0-9۰-۹]{3}", "", example.caption.get(lang))
            assert not re.search(r"[0-9۰-۹]", text), (rule_id, lang, text)


@pytest.mark.parametrize("game", GAMES)
def test_every_example_file_is_used(game: str) -> None:
    used = {e.source for e in load_lesson(game).examples.values()}
    assert {p.name for p in (LESSONS / game / "examples").glob("*.txt")} == used


def test_example_files_are_what_the_script_writes() -> None:
    done = subprocess.run(
        [sys.executable, "tools/make_lesson_examples.py", "--check", "--game", *GAMES],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("game", GAMES)
def test_every_option_says_why_in_both_languages(game: str) -> None:
    for info in describe_options(SPECS[game].options_type):
        assert info["default_reason"].strip(), info["name"]
        assert PERSIAN.search(info["default_reason_fa"]), info["name"]
        assert PERSIAN.search(info["help_fa"]), info["name"]


@pytest.mark.parametrize(("game", "rule_id"), EXAMPLES)
def test_events_and_board_in_both_languages(game: str, rule_id: str) -> None:
    example = load_lesson(game).examples[rule_id]
    replayed = replay_text(example.text)
    players = players_of(replayed.states[0])
    for lang in ("en", "fa"):
        c = ctx(lang)
        for _n, e in replayed.events:
            text = event_text(c, e, players)
            assert text
            if lang == "fa":
                assert PERSIAN.search(text), e.text
                assert not re.search(r"[0-9]", text), (e.text, text)
        board = board_html(c, replayed, example_step(example, replayed))
        assert 'class="pasur-table' in board
        assert "<script" not in board
        if players == 4:
            assert (
                "pasur-ltrick" not in board
                and c._("Piles, face down: {who}", who="")[:5] not in board
            )


# --- seed 000's score sheet --------------------------------------------------------------------


def test_seed_000_sheet_is_scored_by_the_package() -> None:
    sheet = seed_000_sheet()
    # A=South(0), B=East(1), C=North(2), D=West(3): hakems A, D, A, D at 135, 125, 150, 135.
    assert sheet.hakems == (0, 3, 0, 3)
    assert sheet.bids == (135, 125, 150, 135)
    assert [r.totals for r in sheet.rows] == [(-135, 35), (-120, 185), (210, 185), (240, 320)]
    assert [r.line_after for r in sheet.rows] == [False, False, False, True]
    # What the seed prints for A and C after hands 3 and 4 (its slip, reproduced).
    assert seed_000_misprint(sheet.rows) == (195, 225)


def test_seed_000_sheet_under_other_tables() -> None:
    assert seed_000_sheet(ShelemOptions(made_score="bid")).rows[-1].totals == (240, 295)
    assert seed_000_sheet(ShelemOptions(undeclared_shelem="165")).rows[-1].totals == (75, 320)


def test_sheet_html_escapes_and_draws_the_line() -> None:
    rows = seed_000_sheet().rows
    text = sheet_html(ctx("fa"), rows, ("<b>", "ب و د"))
    assert "&lt;b&gt;" in text and "<b>" not in text
    assert text.count("mid line") == 1
    assert "۲۴۰" in text and "۳۲۰" in text


def test_explorer_games_are_games() -> None:
    from pasur.registry import GAMES as REGISTRY

    assert set(ui.lesson_kit.EXPLORER_GAMES) <= set(REGISTRY)
    assert {"shelem", "ghahve"} <= set(ui.lesson_kit.EXPLORER_GAMES)


# --- the pages ---------------------------------------------------------------------------------


def open_page(page: str, lang: str, chapter: str | None = None) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params["lang"] = lang
    if chapter:
        at.query_params["chapter"] = chapter
    at.run()
    at.switch_page(page).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def all_text(at: AppTest) -> str:
    parts = [
        str(el.value)
        for kind in ("title", "header", "subheader", "markdown", "caption", "warning")
        for el in getattr(at, kind)
    ]
    return "\n".join(parts).replace("\\", "")  # Markdown escapes ("\\+62\\.")


TITLES = {
    ("shelem", "en"): ("Learn Shelem", "1. Players, cards and the deal"),
    ("shelem", "fa"): ("آموزش شلم", "۱. بازیکن‌ها، برگ‌ها و پخش"),
    ("ghahve", "en"): ("Learn Ghahve", "1. Cards, players and the deal"),
    ("ghahve", "fa"): ("آموزش قهوه", "۱. برگ‌ها، بازیکن‌ها و پخش"),
}


@pytest.mark.parametrize(("game", "lang"), sorted(TITLES))
def test_page_renders(game: str, lang: str) -> None:
    at = open_page(f"pages/{game}.py", lang)
    title, header = TITLES[(game, lang)]
    assert at.title[0].value == title
    assert [h.value for h in at.header] == [header]
    text = all_text(at)
    if lang == "fa":
        assert "سند ۰۰۰، سطر" in text
        assert not re.search(r"[0-9]", at.header[0].value)
    else:
        assert "seed 000, line" in text
    assert len(at.expander) >= 1  # a worked example


@pytest.mark.parametrize("lang", ["fa", "en"])
@pytest.mark.parametrize(
    ("game", "chapter"), [(g, c.id) for g in GAMES for c in load_lesson(g).chapters]
)
def test_every_chapter(game: str, chapter: str, lang: str) -> None:
    at = open_page(f"pages/{game}.py", lang)
    at.selectbox(key=f"{game}_chapter").set_value(chapter).run()
    assert not at.exception, [e.value for e in at.exception]
    assert len(at.header) == 1


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_shelem_score_sheet_is_computed(lang: str) -> None:
    at = open_page("pages/shelem.py", lang, chapter="sheet")
    text = all_text(at)
    warning = " ".join(w.value for w in at.warning)
    if lang == "fa":
        for number in ("۲۱۰", "۲۴۰", "۳۲۰", "۱۸۵"):
            assert number in text, number
        # The seed's slip and the right totals, in Persian digits.
        for number in ("۱۹۵", "۲۲۵", "۲۱۰", "۲۴۰"):
            assert number in warning, number
        assert "الف و ج" in text
        assert not re.search(r"[0-9]", warning)
    else:
        assert "prints 195 after hand 3 and 225 after hand 4" in warning
        assert "the running totals are 210 and 240" in warning
        assert "Hand 3: C deals." in text
        assert "A is hakem at 150" in text
    # The same four hands at seed 002's table: B and D end at 295.
    assert ("۲۹۵" if lang == "fa" else "295") in text


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_ghahve_seed_example_is_computed(lang: str) -> None:
    at = open_page("pages/ghahve.py", lang, chapter="scoring")
    text = all_text(at)
    if lang == "fa":
        assert "۶۲" in text and "۶۰" in text
    else:
        assert "A team that bid 6 and took 8 scores +62." in text
        assert "A team that bid 6 and took 5 scores −60." in text


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["fa", "en"])
def test_options_chapter_lists_every_option(game: str, lang: str) -> None:
    at = open_page(f"pages/{game}.py", lang, chapter="options")
    labels = [e.label for e in at.expander]
    assert len(labels) == len(describe_options(SPECS[game].options_type))
    text = all_text(at)
    assert ("چرا این پیش‌فرض:" if lang == "fa" else "Why this default:") in text


def explorer_links(at: AppTest) -> list[Any]:
    return [
        p
        for p in at.get("page_link")
        if p.proto.page == "explorer" and "rec=" in p.proto.query_string
    ]


def test_examples_link_to_the_explorer_when_it_shows_the_game(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(ui.lesson_kit, "EXPLORER_GAMES", ("hokm", "shelem"))
    at = open_page("pages/shelem.py", "en", chapter="scoring")
    links = explorer_links(at)
    assert links
    token = links[0].proto.query_string.split("rec=")[1].split("&")[0]
    assert Record.from_token(token).game == "shelem"

    monkeypatch.setattr(ui.lesson_kit, "EXPLORER_GAMES", ("hokm",))
    at = open_page("pages/shelem.py", "en", chapter="scoring")
    assert not explorer_links(at)
    at = open_page("pages/ghahve.py", "en", chapter="jokers")
    assert not explorer_links(at)


def test_two_player_board_shows_the_piles_and_the_trick() -> None:
    lesson = load_lesson("shelem")
    deal = lesson.examples["shelem/two-player-deal"]
    replayed = replay_text(deal.text)
    board = board_html(ctx("en"), replayed, example_step(deal, replayed))
    assert board.count("Piles, face down:") == 2  # not turned up before the first two cards
    first = lesson.examples["shelem/two-player-round"]
    replayed = replay_text(first.text)
    board = board_html(ctx("fa"), replayed, example_step(first, replayed))
    assert 'class="pasur-ltrick" dir="rtl"' in board and board.count("<figure>") == 4
    assert "برگ‌های روی دسته‌ها" in board
