"""The Haft Khabis and poker lessons against their engines, seed 000's poker examples as the
evaluator judges them, and both lesson pages run with AppTest in both languages."""

from __future__ import annotations

import re

import pytest
from app_kit import ctx, lesson_data, open_lesson, shown_text
from streamlit.testing.v1 import AppTest

from pasur.games import haft_khabis, poker
from pasur.games.haft_khabis.scoring import hand_penalty
from pasur.games.poker.evaluate import best_hand
from pasur.protocol import GameSpec
from ui.frame import Ctx
from ui.games.haft_khabis import lesson as haft_khabis_lesson
from ui.games.poker import lesson as poker_lesson
from ui.games.poker.lesson import (
    DIFFERENCES,
    SEED_SHOWDOWNS,
    judge,
    ranking,
    wrap_is_not_straight,
)
from ui.lesson_kit import Replayed
from ui.lessons import (
    example_problems,
    example_step,
    load_lesson,
    replay_text,
)

SPECS: dict[str, GameSpec] = {"haft_khabis": haft_khabis.SPEC, "poker": poker.SPEC}
BOARDS = {"haft_khabis": haft_khabis_lesson.haft_khabis_board, "poker": poker_lesson.board}
STEPPERS = {"haft_khabis": haft_khabis_lesson.STEPPER, "poker": poker_lesson.STEPPER}


def step_lines(c: Ctx, replayed: Replayed, step: int) -> list[str]:
    """What the game's lesson stepper says of *step* (from 1 on)."""
    return list(STEPPERS[replayed.record.game].lines(c, replayed, step))


def board_html(c: Ctx, replayed: Replayed, step: int) -> str:
    """The board the game's lesson stepper draws at *step*."""
    before = replayed.states[step - 1] if step else None
    return BOARDS[replayed.record.game](c, replayed.states[step], before)


GAMES = sorted(SPECS)
EXAMPLES = [(g, r) for g in GAMES for r in sorted(load_lesson(g).examples)]


# --- the lessons against the engines ------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_persian_texts_write_persian_digits(game: str) -> None:
    data = lesson_data(game)
    for rid, entry in data["rules"].items():
        assert not re.search(r"[0-9]", re.sub(r"\u2066[^\u2069]*\u2069", "", entry["fa"])), rid


@pytest.mark.parametrize(("game", "rule_id"), EXAMPLES)
def test_each_example_replays_to_its_end(game: str, rule_id: str) -> None:
    example = load_lesson(game).examples[rule_id]
    assert example_problems(example, game) == []
    replayed = replay_text(example.text)
    for lang in ("en", "fa"):
        c = ctx(lang)
        for step in range(len(replayed.moves) + 1):
            lines = step_lines(c, replayed, step) if step else []  # the stepper tells the start
            assert lines or not step
            text = " ".join(lines) + board_html(c, replayed, step)
            assert "<script" not in text
            if lang == "fa":
                assert not re.search(r"[0-9]", " ".join(lines)), lines


def test_haft_khabis_examples_show_what_they_say() -> None:
    lesson = load_lesson("haft_khabis")
    chain = replay_text(lesson.examples["haft_khabis/seven-stacks"].text)
    assert max(s.sevens for s in chain.states) >= 2
    doubled = replay_text(lesson.examples["haft_khabis/jack-doubles"].text).states[-1]
    result = doubled.results[-1]
    assert result.doubled
    left = result.left
    assert result.penalties == tuple(
        0 if s == result.winner else hand_penalty(left[s], True) for s in range(len(left))
    )
    html_fa = board_html(
        ctx("fa"),
        replay_text(lesson.examples["haft_khabis/jack-doubles"].text),
        len(replay_text(lesson.examples["haft_khabis/jack-doubles"].text).moves),
    )
    assert "دو برابر" in html_fa
    plain = replay_text(lesson.examples["haft_khabis/penalty-count"].text).states[-1]
    assert not plain.results[-1].doubled


def test_seed_betting_example() -> None:
    example = load_lesson("poker").examples["poker/raise"]
    replayed = replay_text(example.text)
    state = replayed.states[example_step(example, replayed)]
    assert state.put_in == (500, 500, 0)
    lines = step_lines(ctx("en"), replayed, example_step(example, replayed))
    assert "South calls: 400 more." in lines[0]
    end = replayed.states[-1]
    board = board_html(ctx("en"), replayed, len(replayed.moves))
    for seat, hand in end.results[-1].showdown:
        assert hand == best_hand(end.hole[seat], end.board, "documents")
        assert all(c.code in board for c in hand.five) or hand.category in board


# --- seed 000's poker examples -------------------------------------------------------------------


@pytest.mark.parametrize("key", sorted(SEED_SHOWDOWNS))
def test_each_seed_example_shows_its_hand(key: str) -> None:
    judged = judge(SEED_SHOWDOWNS[key])
    assert len(judged.winners) == 1
    assert judged.hands[judged.winners[0]].category == key


def test_seed_narratives() -> None:
    assert judge(SEED_SHOWDOWNS["high_card"]).winners == (0,)  # l.172: player 1, with a jack
    assert judge(SEED_SHOWDOWNS["pair"]).winners == (1,)
    assert judge(SEED_SHOWDOWNS["two_pair"]).hands[0].category == "pair"
    assert judge(SEED_SHOWDOWNS["flush"]).hands[1].category == "two_pair"
    assert judge(SEED_SHOWDOWNS["straight_flush"]).winners == (1,)
    assert wrap_is_not_straight() == "high_card"


def test_documents_and_holdem_differ_in_each_case() -> None:
    for _key, case in DIFFERENCES:
        docs, holdem = judge(case, "documents"), judge(case, "holdem")
        assert (docs.winners, [h.category for h in docs.hands]) != (
            holdem.winners,
            [h.category for h in holdem.hands],
        )
    assert judge(DIFFERENCES[3][1], "holdem").winners == (0, 1)  # the board is played: split


def test_ranking_order() -> None:
    names = [n for n, _f, _v in ranking("documents")]
    assert names[-3:] == ["straight_flush", "five_of_a_kind", "royal_flush"]
    assert "five_of_a_kind" not in [n for n, _f, _v in ranking("holdem")]


# --- the pages ---------------------------------------------------------------------------------


def all_text(at: AppTest) -> str:
    return shown_text(at, "title", "header", "markdown", "caption", unescape=True)


TITLES = {
    ("haft_khabis", "en"): "Learn Haft Khabis",
    ("haft_khabis", "fa"): "آموزش هفت خبیث",
    ("poker", "en"): "Learn poker",
    ("poker", "fa"): "آموزش پوکر",
}


@pytest.mark.parametrize("lang", ["fa", "en"])
@pytest.mark.parametrize(
    ("game", "chapter"), [(g, c.id) for g in GAMES for c in load_lesson(g).chapters]
)
def test_every_chapter_renders(game: str, chapter: str, lang: str) -> None:
    at = open_lesson(game, lang, chapter)
    assert at.title[0].value == TITLES[(game, lang)]
    assert len(at.header) == 1
    if lang == "fa":
        assert not re.search(r"[0-9]", at.header[0].value)


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_an_example_steps_to_its_end(lang: str) -> None:
    at = open_lesson("haft_khabis", lang, "scoring")
    slider = at.select_slider[0]
    last = slider.options[-1]
    slider.set_value(int(last) if str(last).isdigit() else last).run()
    assert not at.exception
    text = all_text(at)
    assert ("شمردن امتیاز منفی" if lang == "fa" else "The penalty count") in text


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_poker_differences_are_computed(lang: str) -> None:
    at = open_lesson("poker", lang, "holdem")
    text = all_text(at)
    if lang == "en":
        assert "Player 2 wins with three of a kind." in text
        assert "Player 1, Player 2 have equal hands (a royal flush) and split the pot." in text
    else:
        assert "نفر دوم با سه خال می‌برد." in text
