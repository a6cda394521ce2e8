"""The deal explorer shows Pasur deals (two, three and four players, the open variant) in both
languages: the table, every capture with its choices and rule, surs and blocked surs, the running
count, and what-ifs played on by the bot."""

from __future__ import annotations

import re

import app_kit
import pytest
from app_kit import ctx, explorer_table, html_of, open_chooser, play_what_if, shown_text, table_text
from streamlit.testing.v1 import AppTest

from pasur.games.chahar_barg.state import PasurState, side_of
from pasur.options import parse_options
from pasur.records import Record
from pasur.registry import GAMES
from pasur.sim import deal_rng, play
from ui.explorer import build_line
from ui.games.chahar_barg.calculators import running_count

SPEC = GAMES["chahar_barg"]
CASES = [
    "scope:hand",
    "scope:hand,players:3",
    "scope:hand,players:4",
    "preset:open,scope:hand",
]


def record_of(options: str, seed: int = 2) -> Record:
    played = play(
        SPEC,
        parse_options(SPEC.options_type, options, SPEC.presets),
        [SPEC.baseline_policy] * 8,
        deal_rng("pasur", seed, 0),
    )
    return played.record


def open_explorer(lang: str, **params: str) -> AppTest:
    return app_kit.open_explorer(lang, timeout=60, **params)


def page_text(at: AppTest) -> str:
    """The page's sentences and the words of its card table (seat notes, rows, chips)."""
    text = shown_text(at, "markdown", "info", "caption", "error", "warning", html=True)
    return text + "\n" + table_text(explorer_table(at))


def check_pasur_table(at: AppTest, state: PasurState, lang: str) -> None:
    """The card table is Pasur's: no trick, the face-up cards in a row to take from, and each
    seat's note with its side's running count (cards taken and points so far, as the
    engine's count gives them) once the side has taken something."""
    _ = ctx(lang)._
    table = explorer_table(at)
    assert table["trick"] == []
    assert table["rows"][0]["pick"]
    assert [spot["c"] for spot in table["rows"][0]["cards"]] == [c.code for c in state.table]
    count = running_count(state)
    for seat in table["seats"]:
        side = side_of(seat["seat"], state.players)
        if side < len(state.piles) and state.piles[side]:
            assert _("Taken: {n}", n=len(state.piles[side])) in seat["note"]
            assert _("Points so far: {n}", n=count[side].total) in seat["note"]


def step_of(record: Record, kind: str, test: object = None) -> int:
    """The first step right after an event of *kind* (that passes *test*)."""
    line = build_line(record)
    for i, events in enumerate(line.events):
        for e in events:
            if e.kind == kind and (test is None or test(e)):  # type: ignore[operator]
                return i + 1
    raise AssertionError(f"no {kind} event")


def sur_marks(at: AppTest, record: Record, step: int, lang: str) -> str:
    """The word the table marks the capture just made with (a sur, or no sur), checked to be
    the same on the capture's row and as the badge of the seat that made it."""
    seat = next(
        int(e.param("seat")) for e in build_line(record).events[step - 1] if e.kind == "sur"
    )
    table = explorer_table(at)
    taken = ctx(lang)._("Just taken by {seat}", seat=table["seats"][seat]["name"])
    (row,) = [r for r in table["rows"] if r["label"].startswith(taken + " · ")]
    word = str(row["label"]).removeprefix(taken + " · ")
    assert table["seats"][seat]["badges"][-1] == word
    return word


@pytest.mark.parametrize("lang", ["fa", "en"])
@pytest.mark.parametrize("options", CASES)
def test_every_step_of_a_pasur_deal_renders(options: str, lang: str) -> None:
    record = record_of(options)
    line = build_line(record)
    moves = len(record.moves)
    at = open_explorer(lang, rec=record.to_token())
    assert not at.error
    for step in [*range(0, moves, 5), moves]:
        at.query_params["step"] = str(step)
        at.run()
        assert not at.exception, (step, at.exception)
        assert f'data-step="{step}"' in html_of(at)
        check_pasur_table(at, line.states[step], lang)
    text = page_text(at)
    if lang == "fa":
        assert "دور ۱:" in text  # the round's result, phrased in Persian with Persian digits
        assert "امتیاز برگ‌ها" in text  # the count, line by line
    else:
        assert "Round 1:" in text and "Card points" in text


def test_the_table_shows_the_face_up_cards_and_the_running_count() -> None:
    record = record_of("scope:hand")
    line = build_line(record)
    step = step_of(record, "capture")
    state = line.states[step]
    at = open_explorer("en", rec=record.to_token(), step=str(step))
    check_pasur_table(at, state, "en")
    # The capture just made, once: its own row (the card played first), nowhere else.
    capture = next(e for e in line.events[step - 1] if e.kind == "capture")
    (taken,) = [r for r in explorer_table(at)["rows"] if r["label"].startswith("Just taken by")]
    assert [spot["c"] for spot in taken["cards"]] == [
        capture.param("card"),
        *capture.param("taken").split(),
    ]
    assert page_text(at).count("Just taken by") == 1


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_every_choice_at_a_capture_is_listed_and_the_one_played_marked(lang: str) -> None:
    record = record_of("scope:hand,players:3")
    step = step_of(record, "capture", lambda e: int(e.param("choices")) > 1)
    line = build_line(record)
    before = line.states[step - 1]
    at = open_explorer(lang, rec=record.to_token(), step=str(step))
    html = html_of(at)
    choices = html.split('class="pasur-captures"')[-1]
    assert choices.count('class="pasur-capture ') == len(before.legal_moves())
    assert choices.count("pasur-badge chosen") == 1
    text = page_text(at) + "\n".join(e.label for e in at.expander)
    if lang == "en":
        assert "Every choice" in text and "ways to take with this card" in text
        assert "pasur/capture-eleven" in text or "pasur/jack-capture" in text
    else:
        assert "همهٔ انتخاب‌های" in text and "راه برای برداشتن داشت" in text


def test_a_sur_is_marked_with_its_rule() -> None:
    record = record_of("scope:hand,players:3")
    step = step_of(record, "sur", lambda e: e.rule_id == "pasur/sur")
    at = open_explorer("en", rec=record.to_token(), step=str(step))
    text = page_text(at)
    assert "Sur!" in text and "pasur/sur" in text
    assert sur_marks(at, record, step, "en") == "sur"


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_blocked_sur_names_the_rule_that_blocked_it(lang: str) -> None:
    record = record_of("scope:hand,players:4")
    step = step_of(record, "sur", lambda e: e.rule_id != "pasur/sur")
    at = open_explorer(lang, rec=record.to_token(), step=str(step))
    text = page_text(at)
    assert "pasur/no-sur-last-deal" in text
    if lang == "en":
        assert "clears the table, but it is no sur: No sur in the last deal" in text
    else:
        assert "زمین را خالی می‌کند، ولی سور نیست: در پخش آخر سور نیست" in text
    assert sur_marks(at, record, step, lang) == ("no sur" if lang == "en" else "سور نیست")


def test_four_players_name_the_teams() -> None:
    record = record_of("scope:hand,players:4")
    at = open_explorer("en", rec=record.to_token(), step=str(len(record.moves)))
    text = page_text(at)
    assert "South and North" in text and "East and West" in text
    # Partners share a colour at the table: South and North, East and West.
    assert [seat["team"] for seat in explorer_table(at)["seats"]] == [0, 1, 0, 1]


def test_open_pasur_shows_the_shown_cards_of_hidden_hands() -> None:
    record = record_of("preset:open,scope:hand")
    line = build_line(record)
    step = step_of(record, "show", lambda e: e.param("seat") == "0") + 1  # seat 1 showed too
    state = line.states[step]
    shown = state.shown[0]
    assert shown
    at = open_explorer("en", rec=record.to_token(), step=str(step), seat="1")
    south = explorer_table(at)["seats"][0]
    # The shown card face up among the backs of a hand East may not see, and said so.
    assert south["cards"] is None and south["count"] == len(state.hands[0])
    assert [spot["c"] for spot in south["shown"]] == [c.code for c in shown]
    assert "Shown to everybody" in south["note"]


def test_a_seeded_pasur_deal_from_the_chooser() -> None:
    at = open_chooser("en", "chahar_barg", "four_players")
    at.number_input(key="exp_seed").set_value(5).run()
    at.button(key="exp_deal").click().run()
    assert not at.exception and not at.error
    assert at.query_params["g"] in ("chahar_barg", ["chahar_barg"])
    assert "players:4" in str(at.query_params["o"])
    table = explorer_table(at)
    assert len(table["seats"]) == 4 and table["rows"][0]["pick"] and not table["trick"]


def test_options_that_cannot_go_together_are_explained() -> None:
    at = open_chooser("en", "chahar_barg", "four_players")
    at.number_input(key="exp_opt_four_players_no_sur_from").set_value(60).run()
    assert not at.exception
    # The options panel says so at once, and nothing can be dealt until it is fixed.
    assert "cannot be played together" in " ".join(e.value for e in at.error)
    assert at.button(key="exp_deal").disabled
    at.number_input(key="exp_opt_four_players_no_sur_from").set_value(0).run()
    assert not at.error and not at.button(key="exp_deal").disabled


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_what_if_another_capture_is_played_on_by_the_bot(lang: str) -> None:
    record = record_of("scope:hand,players:3")
    step = step_of(record, "capture", lambda e: int(e.param("choices")) > 1) - 1
    line = build_line(record)
    state = line.states[step]
    actual = record.moves[step]
    other = next(
        SPEC.format_move(state, m)
        for m in state.legal_moves()
        if SPEC.format_move(state, m) != actual and getattr(m, "taken", ())
    )
    at = open_explorer(lang, rec=record.to_token(), step=str(step))
    at.selectbox(key="exp_alt").set_value(other).run()
    html = play_what_if(at, "exp_play_alt", f"{step}:{other}")
    last = int(re.search(r'data-last="(\d+)"', html).group(1))  # type: ignore[union-attr]
    at.query_params["step"] = str(last)
    at.run()
    text = page_text(at)
    assert ("Round 1:" if lang == "en" else "دور ۱:") in text  # played on to the round's end


def illegal_capture(state: object) -> str | None:
    """A number card in the mover's hand taking a number card that does not make 11 with it."""
    if state.phase != "play":  # type: ignore[attr-defined]
        return None
    hand = state.hands[state.to_move]  # type: ignore[attr-defined]
    for card in hand:
        for t in state.table:  # type: ignore[attr-defined]
            if 2 <= card.rank <= 10 and 2 <= t.rank <= 10 and card.rank + t.rank != 11:
                return f"{card.code}-{t.code}"
    return None


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_an_illegal_capture_is_refused_with_its_rule(lang: str) -> None:
    record = record_of("scope:hand")
    line = build_line(record)
    step, move = next((i, m) for i, s in enumerate(line.states) if (m := illegal_capture(s)))
    at = open_explorer(lang, rec=record.to_token(), step=str(step))
    at.text_input(key="exp_alt_text").set_value(move).run()
    at.button(key="exp_play_alt").click().run()
    assert not at.exception
    errors = " ".join(e.value for e in at.error)
    assert SPEC.rule("pasur/capture-eleven").title(lang) in errors
    assert at.query_params.get("w") in (None, [], "")
