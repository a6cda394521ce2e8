"""The Shelem and Ghahve lessons against their engines, seed 000's score sheet as the package
scores it, and both lesson pages run with AppTest in both languages."""

from __future__ import annotations

import re
from typing import Any

import pytest
from app_kit import PERSIAN, check_lesson_page, ctx, lesson_data, open_lesson, shown_text
from streamlit.testing.v1 import AppTest

import ui.lesson_kit
import ui.lessons
from pasur.games import ghahve, shelem
from pasur.games.shelem import ShelemOptions
from pasur.options import describe_options
from pasur.protocol import GameSpec
from pasur.records import Record
from ui.games.shelem.lesson import seed_000_misprint, seed_000_sheet, sheet_html
from ui.lesson_table import board_html, event_text, players_of
from ui.lessons import (
    LESSONS,
    example_problems,
    example_step,
    lesson_problems,
    load_lesson,
    replay_text,
)

SPECS: dict[str, GameSpec] = {"shelem": shelem.SPEC, "ghahve": ghahve.SPEC}
GAMES = sorted(SPECS)
CHAPTERS = [(game, c.id) for game in GAMES for c in load_lesson(game).chapters]
EXAMPLES = [(game, rule_id) for game in GAMES for rule_id in sorted(load_lesson(game).examples)]


# --- the lessons against the engines ------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_a_missing_persian_text_is_reported(game: str) -> None:
    data = lesson_data(game)
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


# The examples of these rules show the rule at work: an event up to their step names it (by
# game, the event, then the rules whose examples show it).
EVENT_SHOWS = {
    "shelem": {
        "shelem/auction-end": ("shelem/auction-end",),
        "shelem/all-pass": ("shelem/all-pass",),
        "shelem/widow": ("shelem/widow",),
        "shelem/discard": ("shelem/discard",),
        "shelem/trump-by-lead": ("shelem/trump-by-lead",),
        "shelem/trick-winner": ("shelem/trick-winner",),
        "shelem/made": ("shelem/made",),
        "shelem/failed": ("shelem/failed",),
        "shelem/yasa": ("shelem/yasa",),
        "shelem/shelem": ("shelem/shelem",),
        "shelem/declared-shelem": ("shelem/declared-shelem",),
        "shelem/dealer-rotation": ("shelem/dealer-rotation",),
        "shelem/match-end": ("shelem/match-end",),
    },
    "ghahve": {
        "ghahve/team-bid": ("ghahve/team-bid",),
        "ghahve/joker-rank": ("ghahve/jokers-anytime", "ghahve/joker-rank"),
        "ghahve/trick-winner": ("ghahve/spades-trump",),
        "ghahve/made-bid": ("ghahve/made-bid",),
        "ghahve/failed-bid": ("ghahve/failed-bid",),
        "ghahve/dealer-keeps-deal": ("ghahve/dealer-keeps-deal",),
        "ghahve/match-end": ("ghahve/match-end",),
    },
}
SHOWN_BY_EVENT = {
    (game, rule): event
    for game, shows in EVENT_SHOWS.items()
    for event, rules in shows.items()
    for rule in rules
}


@pytest.mark.parametrize(("game", "rule_id"), sorted(SHOWN_BY_EVENT))
def test_examples_show_their_rule(game: str, rule_id: str) -> None:
    example = load_lesson(game).examples[rule_id]
    replayed = replay_text(example.text)
    step = example_step(example, replayed)
    shown = {e.rule_id for n, e in replayed.events if n <= step}
    assert SHOWN_BY_EVENT[(game, rule_id)] in shown


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


def all_text(at: AppTest) -> str:
    return shown_text(
        at, "title", "header", "subheader", "markdown", "caption", "warning", unescape=True
    )


TITLES = {
    ("shelem", "en"): ("Learn Shelem", "1. Players, cards and the deal"),
    ("shelem", "fa"): ("آموزش شلم", "۱. بازیکن‌ها، برگ‌ها و پخش"),
    ("ghahve", "en"): ("Learn Ghahve", "1. Cards, players and the deal"),
    ("ghahve", "fa"): ("آموزش قهوه", "۱. برگ‌ها، بازیکن‌ها و پخش"),
}


@pytest.mark.parametrize(("game", "lang"), sorted(TITLES))
def test_page_renders(game: str, lang: str) -> None:
    at = open_lesson(game, lang)
    cited = "سند ۰۰۰، سطر" if lang == "fa" else "seed 000, line"
    check_lesson_page(at, lang, *TITLES[(game, lang)], cited)
    assert len(at.expander) >= 1  # a worked example


@pytest.mark.parametrize("lang", ["fa", "en"])
@pytest.mark.parametrize(
    ("game", "chapter"), [(g, c.id) for g in GAMES for c in load_lesson(g).chapters]
)
def test_every_chapter(game: str, chapter: str, lang: str) -> None:
    at = open_lesson(game, lang)
    at.selectbox(key=f"{game}_chapter").set_value(chapter).run()
    assert not at.exception, [e.value for e in at.exception]
    assert len(at.header) == 1


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_shelem_score_sheet_is_computed(lang: str) -> None:
    at = open_lesson("shelem", lang, chapter="sheet")
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
    at = open_lesson("ghahve", lang, chapter="scoring")
    text = all_text(at)
    if lang == "fa":
        assert "۶۲" in text and "۶۰" in text
    else:
        assert "A team that bid 6 and took 8 scores +62." in text
        assert "A team that bid 6 and took 5 scores −60." in text


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["fa", "en"])
def test_options_chapter_lists_every_option(game: str, lang: str) -> None:
    at = open_lesson(game, lang, chapter="options")
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
    at = open_lesson("shelem", "en", chapter="scoring")
    links = explorer_links(at)
    assert links
    token = links[0].proto.query_string.split("rec=")[1].split("&")[0]
    assert Record.from_token(token).game == "shelem"

    monkeypatch.setattr(ui.lesson_kit, "EXPLORER_GAMES", ("hokm",))
    at = open_lesson("shelem", "en", chapter="scoring")
    assert not explorer_links(at)
    at = open_lesson("ghahve", "en", chapter="jokers")
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
