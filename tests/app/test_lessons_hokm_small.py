"""The Hokm lesson's chapters on two and three players and the table customs: every new rule is
in them, each worked example replays and shows what it is about, and the page steps through the
examples in both languages with the engine's numbers on screen."""

from __future__ import annotations

import re

import pytest
from app_kit import ctx, open_lesson, shown_text
from streamlit.testing.v1 import AppTest

from pasur.games.hokm import SPEC, HokmState
from ui import texts
from ui.games.hokm.lesson import facts_text, step_lines
from ui.lesson_kit import Replayed
from ui.lessons import example_key, example_step, lesson_problems, load_lesson, replay_text

LESSON = load_lesson("hokm")
NEW_CHAPTERS = {
    "two": [
        "hokm/player-count",
        "hokm/two-player-deal",
        "hokm/two-player-discard",
        "hokm/two-player-draw",
        "hokm/two-player-last-pair",
        "hokm/small-game-hakem",
        "hokm/small-game-kot",
    ],
    "three": ["hokm/three-player-deck", "hokm/three-player-deal", "hokm/six-six-five"],
    "customs": [
        "hokm/partner-middle-card",
        "hokm/middle-two-naras",
        "hokm/red-top",
        "hokm/either-or",
        "hokm/dealer-peek",
        "hokm/concession",
        "hokm/misdeal",
    ],
}
STEPPED = sorted(LESSON.examples)
"""Every worked example: each is stepped through from the start of its record."""


def shown(rule_id: str) -> tuple[Replayed, int]:
    example = LESSON.examples[rule_id]
    replayed = replay_text(example.text)
    return replayed, example_step(example, replayed)


# --- the lesson file --------------------------------------------------------------------------


def test_the_lesson_has_no_problems() -> None:
    assert lesson_problems(LESSON, SPEC) == []


@pytest.mark.parametrize("chapter", sorted(NEW_CHAPTERS))
def test_new_chapters_hold_the_new_rules(chapter: str) -> None:
    found = next(c for c in LESSON.chapters if c.id == chapter)
    assert list(found.rules) == NEW_CHAPTERS[chapter]
    assert found.variants
    for rule_id in found.rules:
        assert SPEC.rule(rule_id).options, rule_id  # each names the options where seeds differ


def test_every_new_rule_but_two_has_a_worked_example() -> None:
    rules = {r for rs in NEW_CHAPTERS.values() for r in rs}
    assert rules - set(STEPPED) == {"hokm/player-count", "hokm/small-game-kot"}


def test_two_player_example() -> None:
    replayed, step = shown("hokm/two-player-discard")
    state = replayed.states[step]
    assert state.players == 2 and state.phase == "draw"
    assert [len(d) for d in state.discards] == [3, 2]
    replayed, step = shown("hokm/two-player-draw")
    state = replayed.states[step]
    assert len(state.draw_log) == 2 and {t.keep for t in state.draw_log} == {True, False}
    replayed, step = shown("hokm/two-player-last-pair")
    state = replayed.states[step]
    assert state.draw_log[-1].last_pair and state.draw_log[-1].seat == state.hakem
    assert state.phase == "play" and [len(state.hand(s)) for s in (0, 1)] == [13, 13]
    assert len(state.dead) == 26
    end = replayed.states[-1]
    assert end.results and max(end.results[-1].tricks) == 7


def test_three_player_example_ends_six_six_five() -> None:
    replayed, step = shown("hokm/six-six-five")
    assert step == len(replayed.moves)
    state = replayed.states[step]
    result = state.results[-1]
    assert state.players == 3 and len(state.options.deck) == 51
    assert result.kind == "six_six_five" and sorted(result.tricks) == [5, 6, 6]
    assert result.tricks[result.winner] == 5
    assert state.next_hakem == result.winner  # the winner is the next hakem
    replayed, step = shown("hokm/three-player-deal")
    assert [len(h) for h in replayed.states[step].dealt] == [17, 17, 17]


def test_custom_examples_show_their_reveal() -> None:
    replayed, step = shown("hokm/red-top")
    reveal = replayed.states[step].reveal
    assert reveal is not None and reveal.why == "top" and len(reveal.cards) == 9
    first = [c for c in reveal.cards[:5] if c.suit.letter in "DH"]
    tops = {c.suit for c in first if c.rank == max(x.rank for x in first)}
    assert len(tops) == 2  # the first five tie; the second packet decides
    replayed, step = shown("hokm/either-or")
    reveal = replayed.states[step].reveal
    assert reveal is not None and reveal.custom == "either-DH" and reveal.contract in "DH"
    assert reveal.cards[-1].suit.letter == reveal.contract
    assert all(c.suit.letter not in "DH" for c in reveal.cards[:-1])
    replayed, step = shown("hokm/partner-middle-card")
    state = replayed.states[step]
    assert state.reveal is not None and state.shown == state.reveal.cards
    assert state.contract == state.reveal.cards[0].suit.letter
    replayed, step = shown("hokm/middle-two-naras")
    assert replayed.states[step].contract == "naras"


def test_concession_peek_and_misdeal_examples() -> None:
    replayed, step = shown("hokm/concession")
    state = replayed.states[step]
    assert state.results[-1].kind == "conceded" and state.conceded_by == 1
    assert len(state.shown) == 13  # the conceding player's partner shows his cards
    replayed, step = shown("hokm/dealer-peek")
    assert len(replayed.states[step].peeked_cards()) == 4
    replayed, step = shown("hokm/misdeal")
    state = replayed.states[step]
    assert state.phase == "misdeal" and state.misdeal == (2, 1, 1)
    after = replayed.states[-1]
    assert after.phase == "play" and len(after.shown) == 1


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_draw_steps_say_what_the_drawer_saw_and_chose(lang: str) -> None:
    c = ctx(lang)
    replayed, _ = shown("hokm/two-player-draw")
    for step, move in enumerate(replayed.moves, start=1):
        state = replayed.states[step]
        if type(move).__name__ != "DrawChoice":
            continue
        turn = state.draw_log[-1]
        text = " ".join(step_lines(c, replayed, step))
        assert texts.card(c, turn.top) in text and texts.card(c, turn.taken) in text
        assert texts.seat(c, turn.seat, 2) in text
        if lang == "fa":
            assert not re.search(r"[0-9]", text.replace("10", "")), text


@pytest.mark.parametrize("lang", ["en", "fa"])
@pytest.mark.parametrize("rule_id", STEPPED)
def test_every_step_of_every_new_example_has_text(rule_id: str, lang: str) -> None:
    c = ctx(lang)
    replayed, _ = shown(rule_id)
    for step in range(len(replayed.moves) + 1):
        if step:  # the start is told by the stepper itself
            lines = step_lines(c, replayed, step)
            assert lines and all(lines), (rule_id, step)
        state = replayed.states[step]
        assert isinstance(state, HokmState)
        facts = facts_text(c, state)
        if state.hakem is not None:
            n = state.players
            for side, (tricks, score) in enumerate(zip(state.tricks, state.score, strict=True)):
                name = texts.team(c, side) if n == 4 else texts.seat(c, side, n)
                assert f"{name} {c.num(tricks)}" in facts and f"{name} {c.num(score)}" in facts


# --- the page ---------------------------------------------------------------------------------


def open_chapter(chapter: str, lang: str) -> AppTest:
    at = open_lesson("hokm", lang, timeout=90)
    at.selectbox(key="hokm_chapter").set_value(chapter).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def captions(at: AppTest) -> str:
    return shown_text(at, "caption")


@pytest.mark.parametrize("lang", ["en", "fa"])
@pytest.mark.parametrize("chapter", sorted(NEW_CHAPTERS))
def test_new_chapter_renders(chapter: str, lang: str) -> None:
    at = open_chapter(chapter, lang)
    labels = [e.label for e in at.expander]
    differ = "جایی که سندها با هم فرق دارند" if lang == "fa" else "Where the documents differ"
    assert labels.count(differ) == len(NEW_CHAPTERS[chapter])
    text = captions(at)
    if lang == "fa":
        assert "سند ۰۰۰" in text
        assert not re.search(r"[0-9]", at.header[0].value)
    else:
        assert "seed 000" in text


def step_to(at: AppTest, rule_id: str, step: int) -> AppTest:
    key = f"hokm_lstep_{example_key(LESSON.examples[rule_id])}"
    at.select_slider(key=key).set_value(step).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def play_to_moment(at: AppTest, rule_id: str) -> AppTest:
    """Press the example's button that plays from its start to the moment it is about."""
    at.button(key=f"hokm_lmoment_{example_key(LESSON.examples[rule_id])}").click().run()
    assert not at.exception, [e.value for e in at.exception]
    return at


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_three_player_example_steps_to_its_end_with_the_engines_count(lang: str) -> None:
    at = open_chapter("three", lang)
    replayed, _ = shown("hokm/six-six-five")
    c = ctx(lang)
    end = replayed.states[-1]
    count = ", " if lang == "en" else "، "
    tricks = count.join(f"{texts.seat(c, s, 3)} {c.num(t)}" for s, t in enumerate(end.tricks))
    assert tricks not in captions(at)  # the example opens at the start of the deal
    play_to_moment(at, "hokm/six-six-five")  # its moment is the end of the hand
    assert tricks in captions(at)
    # Step back one trick, then forward again with ▶.
    last = len(replayed.moves)
    step_to(at, "hokm/six-six-five", last - 3)
    before = replayed.states[last - 3]
    tricks = count.join(f"{texts.seat(c, s, 3)} {c.num(t)}" for s, t in enumerate(before.tricks))
    assert tricks in captions(at)
    key = example_key(LESSON.examples["hokm/six-six-five"])
    for _ in range(3):
        at.button(key=f"hokm_lnext_{key}").click().run()
    assert not at.exception
    text = "\n".join(m.value for m in at.markdown)
    assert (c.num(last) in text) and (c.num(end.results[-1].points) in text)


@pytest.mark.parametrize("lang", ["en", "fa"])
@pytest.mark.parametrize("chapter", sorted(NEW_CHAPTERS))
def test_each_example_steps_to_its_start_and_end(chapter: str, lang: str) -> None:
    at = open_chapter(chapter, lang)
    for rule_id in NEW_CHAPTERS[chapter]:
        if rule_id not in STEPPED:
            continue
        replayed, _ = shown(rule_id)
        step_to(at, rule_id, len(replayed.moves))
        step_to(at, rule_id, 0)


def test_two_player_draw_on_the_page_names_the_cards() -> None:
    at = play_to_moment(open_chapter("two", "en"), "hokm/two-player-draw")
    replayed, step = shown("hokm/two-player-draw")
    turn = replayed.states[step].draw_log[-1]
    text = "\n".join(m.value for m in at.markdown)
    assert f"looks at the top card of the stock, {turn.top}" in text.replace("\\", "")
    offer = replayed.states[step].draw_offer()
    assert offer and "draws and sees the top card of the stock" in text
