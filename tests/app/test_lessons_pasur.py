"""The Pasur lesson against its engine (every rule in a chapter, a paragraph and a worked example
for each, in both languages), what its examples show, the tables computed from the package, and
the lesson page run with AppTest in both languages: every chapter, every rule, an example stepped
through."""

from __future__ import annotations

import re
from typing import Any

import pytest
from app_kit import PERSIAN, check_lesson_page, ctx, lesson_data, open_lesson, shown_text
from streamlit.testing.v1 import AppTest

import ui.lessons
from pasur.games.chahar_barg import RULES, SPEC, PasurOptions
from pasur.protocol import Rule
from ui.games.chahar_barg.lesson import (
    CLUB_SPLITS,
    board_html,
    event_lines,
    example_key,
    facts_text,
    legal_text,
    preset_for,
    score_table,
    sur_values,
)

LESSON = ui.lessons.load_lesson("chahar_barg")
CHAPTERS = [c.id for c in LESSON.chapters]
EXAMPLES = sorted(LESSON.examples)
RULE_IDS = [r.id for r in RULES]


def replayed(rule_id: str) -> tuple[Any, int]:
    example = LESSON.examples[rule_id]
    r = ui.lessons.replay_text(example.text)
    return r, ui.lessons.example_step(example, r)


# --- the lesson against the engine --------------------------------------------------------------


def test_the_lesson_teaches_all_38_rules() -> None:
    listed = [r for c in LESSON.chapters for r in c.rules]
    assert len(listed) == len(set(listed)) == len(RULE_IDS) == 38


def test_every_rule_has_a_worked_example() -> None:
    assert sorted(LESSON.examples) == sorted(RULE_IDS)


def test_every_example_has_a_caption_in_both_languages() -> None:
    for rid, entry in lesson_data("chahar_barg")["rules"].items():
        for lang in ("en", "fa"):
            assert entry["example"]["caption"][lang].strip(), (rid, lang)


def test_a_missing_persian_text_is_reported() -> None:
    data = lesson_data("chahar_barg")
    data["rules"]["pasur/sur"]["fa"] = " "
    lesson = ui.lessons.read_lesson(data, ui.lessons.LESSONS / "chahar_barg" / "examples")
    assert ui.lessons.lesson_problems(lesson, SPEC) == ["pasur/sur: no lesson text in fa"]


def test_a_rule_left_out_of_the_chapters_is_reported() -> None:
    data = lesson_data("chahar_barg")
    data["chapters"][0]["rules"].remove("pasur/deck")
    lesson = ui.lessons.read_lesson(data, ui.lessons.LESSONS / "chahar_barg" / "examples")
    assert ui.lessons.lesson_problems(lesson, SPEC) == ["pasur/deck: not in any chapter"]


def test_the_options_differences_are_named() -> None:
    """Where the seed and the standard rules part, the paragraph names the option."""
    for rule in RULES:
        text = LESSON.prose[rule.id]
        for option in rule.options:
            if option in ("players", "scope", "target", "sur_points"):
                continue
            assert f"`{option}" in text.en and f"`{option}" in text.fa, (rule.id, option)


@pytest.mark.parametrize("rule_id", EXAMPLES)
def test_each_example_replays(rule_id: str) -> None:
    example = LESSON.examples[rule_id]
    assert ui.lessons.example_problems(example, "chahar_barg") == []
    r, step = replayed(rule_id)
    assert r.record.game == "chahar_barg"
    assert 0 < step <= len(r.moves)
    assert any(n <= step for n, _e in r.events), "the example shows something computed"


# The examples of these rules show the rule at work: an event at their step names it (the
# event, then the rules whose examples show it).
EVENT_SHOWS = {
    "pasur/first-dealer": ("pasur/first-dealer",),
    "pasur/deal": ("pasur/deal", "pasur/opening-jack"),
    "pasur/later-deals": ("pasur/later-deals",),
    "pasur/capture-eleven": ("pasur/capture-eleven", "pasur/ace-one", "pasur/one-combination"),
    "pasur/jack-capture": ("pasur/jack-capture",),
    "pasur/king-capture": ("pasur/king-capture", "pasur/opening-three-faces"),
    "pasur/queen-capture": ("pasur/queen-capture",),
    "pasur/lay": ("pasur/lay", "pasur/face-cards"),
    "pasur/jack-lay": ("pasur/jack-lay",),
    "pasur/sur": ("pasur/sur", "pasur/sur-points", "pasur/jack-sur", "pasur/sur-four-players"),
    "pasur/lone-jack": ("pasur/lone-jack",),
    "pasur/sur-cap": ("pasur/sur-cap",),
    "pasur/no-sur-last-deal": ("pasur/no-sur-last-deal",),
    "pasur/sur-score-limit": ("pasur/sur-score-limit",),
    "pasur/sur-cancellation": ("pasur/sur-cancellation",),
    "pasur/leftovers": ("pasur/leftovers",),
    "pasur/card-points": (
        "pasur/clubs",
        "pasur/card-points",
        "pasur/twenty-points",
        "pasur/round-winner",
        "pasur/partnership",
        "pasur/clubs-three-players",
        "pasur/target-tie",
    ),
    "pasur/target": ("pasur/target",),
    "pasur/open-variant": ("pasur/open-variant",),
}
SHOWN_AT_STEP = {rule: event for event, rules in EVENT_SHOWS.items() for rule in rules}


@pytest.mark.parametrize("rule_id", sorted(SHOWN_AT_STEP))
def test_examples_show_their_rule(rule_id: str) -> None:
    r, step = replayed(rule_id)
    assert SHOWN_AT_STEP[rule_id] in {e.rule_id for n, e in r.events if n == step}


def test_the_seed_examples() -> None:
    # Seed 001, l.37: a jack on 5, 7, 10 and a queen takes the three numbers; the queen stays.
    r, step = replayed("pasur/jack-capture")
    before, after = r.states[step - 1], r.states[step]
    assert sorted(c.code for c in before.table) == ["5H", "7S", "QD", "TC"]
    assert [c.code for c in after.table] == ["QD"]
    # Seed 001, l.19: 7 + 4 and 8 + 2 + 1.
    r, step = replayed("pasur/capture-eleven")
    assert [str(m) for m in r.moves[2:4]] == ["7C-4H", "8D-AC-2S"]
    # The package's fixture AH 2S 2D 4C TH: a five takes the four and either two.
    r, step = replayed("pasur/one-combination")
    assert sorted(c.code for c in r.states[step - 1].table) == ["2D", "2S", "4C", "AH", "TH"]
    assert any("2 ways" in line for line in event_lines(ctx("en"), r, step))


def test_three_kings_stay_on_the_table() -> None:
    r, step = replayed("pasur/opening-three-faces")
    kings = [c for c in r.states[step].table if c.rank.letter == "K"]
    assert len(kings) == 2
    assert all(set(kings) <= set(s.table) for s in r.states[step:-1] if s.phase == "play")


def test_target_tie_plays_another_round() -> None:
    r, step = replayed("pasur/target-tie")
    state = r.states[step]
    target = state.options.target_points
    assert state.winner is None and min(state.score) >= target and len(set(state.score)) == 1
    assert r.states[-1].winner is not None
    text = " ".join(event_lines(ctx("en"), r, step))
    assert "another round is played" in text


@pytest.mark.parametrize("rule_id", EXAMPLES)
def test_steps_and_board_in_both_languages(rule_id: str) -> None:
    r, focus = replayed(rule_id)
    for lang in ("en", "fa"):
        c = ctx(lang)
        for step in sorted({1, 2, focus, len(r.moves)}):
            lines = event_lines(c, r, step)
            assert lines, (rule_id, step)
            text = " ".join([*lines, facts_text(c, r.states[step]), legal_text(c, r.states[step])])
            if lang == "fa":
                assert PERSIAN.search(text)
                assert not re.search(r"[0-9]", text), text
            board = board_html(c, r, step)
            assert "<script" not in board
            if r.states[step].phase in ("play", "show"):
                assert 'class="pasur-table pasur-lboard' in board


def test_score_table_is_the_packages() -> None:
    r, step = replayed("pasur/card-points")
    result = r.states[step].results[-1]
    table = score_table(ctx("en"), result, 2)
    assert f"**{result.sides[0].total}**" in table and f"**{result.sides[1].total}**" in table
    fa = score_table(ctx("fa"), result, 2)
    assert not re.search(r"[0-9]", fa.replace("10♦", "").replace("2♣", ""))


def test_other_tables_for_a_jack_sur() -> None:
    r, step = replayed("pasur/jack-sur")
    text = " ".join(event_lines(ctx("en"), r, step))
    assert "Sur! North clears the table: 10 points." in text
    assert "with the seed's rules (preset:seed), a sur worth 10" in text
    assert "with the standard rules (preset:pagat), no sur (A sur with a jack" in text


def test_sur_values_come_from_the_package() -> None:
    seed2, pagat2 = sur_values(preset_for("seed", 2)), sur_values(preset_for("pagat", 2))
    assert seed2 == (("pasur/sur", 5), ("pasur/sur", 10))
    assert pagat2 == (("pasur/sur", 5), ("pasur/jack-sur", 0))
    assert sur_values(preset_for("seed", 4)) == (("pasur/sur", 10), ("pasur/sur", 10))
    assert sur_values(preset_for("pagat", 4))[0] == ("pasur/sur", 5)
    assert CLUB_SPLITS and all(sum(s) == 13 for s in CLUB_SPLITS)
    assert PasurOptions().players == 2


def test_example_keys_are_stable_and_distinct() -> None:
    keys = {example_key(e) for e in LESSON.examples.values()}
    assert len(keys) == len(LESSON.examples)


# --- the page ----------------------------------------------------------------------------------


def open_page(lang: str, chapter: str | None = None) -> AppTest:
    return open_lesson("chahar_barg", lang, chapter)


def all_text(at: AppTest) -> str:
    return shown_text(at, "title", "header", "subheader", "markdown", "caption", unescape=True)


TITLES = {
    "en": ("Learn Pasur", "1. Cards, players and the deal"),
    "fa": ("آموزش پاسور", "۱. برگ‌ها، بازیکن‌ها و پخش"),
}


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_page_renders(lang: str) -> None:
    at = open_page(lang)
    cited = "سند ۰۰۱، سطر" if lang == "fa" else "seed 001, line"
    check_lesson_page(at, lang, *TITLES[lang], cited)
    assert len(at.expander) == len(LESSON.chapters[0].rules)  # a worked example for each rule


def rule_shown(rule: Rule, lang: str, text: str) -> bool:
    return f"#### {rule.title(lang)}" in text and rule.text(lang).replace("\\", "")[:40] in text


@pytest.mark.parametrize("lang", ["fa", "en"])
@pytest.mark.parametrize("chapter", CHAPTERS)
def test_every_chapter_and_every_rule(chapter: str, lang: str) -> None:
    at = open_page(lang)
    at.selectbox(key="chahar_barg_chapter").set_value(chapter).run()
    assert not at.exception, [e.value for e in at.exception]
    assert len(at.header) == 1
    text = all_text(at)
    rules = next(c for c in LESSON.chapters if c.id == chapter).rules
    for rule_id in rules:
        assert rule_shown(SPEC.rule(rule_id), lang, text), rule_id
    if rules:
        assert len(at.expander) == len(rules)
        steps = [m.value for m in at.markdown if re.match(r"\*\*(Step|قدم) ", m.value)]
        assert len(steps) == len(rules)


def test_every_rule_is_on_the_page() -> None:
    """Over all the chapters, every rule of the engine is drawn (in English; Persian above)."""
    seen: set[str] = set()
    for chapter in CHAPTERS:
        at = open_page("en", chapter)
        text = all_text(at)
        seen |= {r.id for r in RULES if rule_shown(r, "en", text)}
    assert seen == set(RULE_IDS)


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_an_example_steps(lang: str) -> None:
    at = open_page(lang, "taking")
    example = LESSON.examples["pasur/capture-eleven"]
    key = example_key(example)
    step_key = f"chahar_barg_lstep_{key}"
    r, focus = replayed("pasur/capture-eleven")
    assert at.session_state[step_key] == 0  # it opens at the start of the deal
    assert at.button(key=f"chahar_barg_lprev_{key}").disabled
    at.button(key=f"chahar_barg_lmoment_{key}").click().run()
    assert at.session_state[step_key] == focus
    assert at.button(key=f"chahar_barg_lmoment_{key}").disabled

    def step_line() -> str:
        c = ctx(lang)
        wanted = [
            f"**{c._('Step {i} of {n}', i=i, n=len(r.moves))}**" for i in range(len(r.moves) + 1)
        ]
        # The first rule of the chapter: its example is in the first expander.
        found = [m.value for m in at.expander[0].markdown if m.value in wanted]
        assert len(found) == 1, found
        return found[0]

    first = step_line()
    at.button(key=f"chahar_barg_lnext_{key}").click().run()
    assert not at.exception
    assert at.session_state[step_key] == focus + 1
    assert step_line() != first
    back = ctx(lang)._("Back to the moment (step {n})", n=focus)
    assert at.button(key=f"chahar_barg_lmoment_{key}").label == back  # past it: back there
    at.button(key=f"chahar_barg_lprev_{key}").click().run()
    at.button(key=f"chahar_barg_lprev_{key}").click().run()
    assert at.session_state[step_key] == focus - 1
    at.button(key=f"chahar_barg_lmoment_{key}").click().run()
    assert at.session_state[step_key] == focus


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_computed_tables(lang: str) -> None:
    at = open_page(lang, "more")
    text = all_text(at)
    if lang == "fa":
        assert "امتیازِ خاج در بازیِ سه‌نفره" in text and "هیچ‌کس" in text
        assert "سورِ سرباز، دونفره" in text
    else:
        assert "Who takes the clubs seven at a table of three" in text and "nobody" in text
        assert "| `preset:pagat` | 5 | not a sur | 5 | not a sur |" in text
    at = open_page(lang, "scoring")
    text = all_text(at)
    assert ("= ۲۰" if lang == "fa" else "= 20") in text
    at = open_page(lang, "options")
    text = all_text(at)
    assert "`jack_sur_points`" in text and "`preset:pagat`" in text
