"""Haft Khabis at the play table (pages/play.py) in both languages: a link opens the deal with
the up-card and the suit to play in the middle; a jack's four calls and a 2's targets are the
options of one card, each worded; a special card played as the component sends it, and through
the game's panel (its list of cards, the jack's suit, the 2's seat); the 7s' cards taken with
the page's button; the badges of a skipped seat and of «tak barg»; a card that does not fit
refused with its rule."""

from __future__ import annotations

import dataclasses

import pytest
from app_kit import PERSIAN, component_data, ctx, open_page, send_trigger
from streamlit.testing.v1 import AppTest

from ui.games.base import explorer_ui
from ui.play import Seating, Table

LINK = {"g": "haft_khabis", "seat": "0", "bots": "heuristic"}
SPECIAL = "4"
"""A seed whose first turn gives the user a jack and a 2 that fit."""
SEVENS = "5"
"""A seed whose first turn finds a 7 on the pile: play a 7 or take its cards."""


def _open(lang: str, seed: str) -> AppTest:
    at = open_page("pages/play.py", lang, **LINK, seed=seed)
    assert not at.exception, at.exception
    return at


def _table(at: AppTest) -> Table:
    table = at.session_state["play_table"]
    assert isinstance(table, Table)
    return table


def _options(at: AppTest, rank: str) -> list[dict[str, str]]:
    data = component_data(at, "play_board")
    return [o for o in data["options"] if o["card"].startswith(rank)]


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_the_table_shows_the_up_card_and_the_penalty_points(lang: str) -> None:
    at = _open(lang, SPECIAL)
    data = component_data(at, "play_board")
    assert data["trick"] == [] and data["active"] == 0
    up = data["rows"][0]
    assert len(up["cards"]) == 1 and up["cards"][0]["c"] == _table(at).state.pile[-1].code
    labels = [label for label, _value in data["info"]]
    assert len(labels) >= 4  # stock, pile, direction, the limit (and whose turn)
    assert all(seat["note"] for seat in data["seats"])  # the penalty points
    if lang == "fa":
        assert PERSIAN.search(up["label"]) and PERSIAN.search(data["seats"][0]["note"])


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_jack_calls_a_suit_chosen_among_its_options(lang: str) -> None:
    at = _open(lang, SPECIAL)
    jack = _options(at, "J")
    assert len(jack) == 4 and len({o["label"] for o in jack}) == 4  # one worded call a suit
    twos = _options(at, "2")
    assert len(twos) >= 2 and len({o["label"] for o in twos}) == len(twos)  # who draws
    before = _table(at)
    call = next(o for o in jack if o["text"].endswith("-H"))
    send_trigger(at, "play_board", "move", call["text"])
    assert not at.exception and not at.error
    after = _table(at)
    assert after.texts[len(before.texts)] == call["text"]


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_the_7s_cards_are_taken_with_the_pages_button(lang: str) -> None:
    at = _open(lang, SEVENS)
    data = component_data(at, "play_board")
    assert ctx(lang)._("7s on the pile") in [label for label, _value in data["info"]]
    before = _table(at)
    at.button(key="play_exp_hk_take").click().run()
    assert not at.exception and not at.error
    assert _table(at).texts[len(before.texts)] == "take"


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_card_that_does_not_fit_is_refused_with_its_rule(lang: str) -> None:
    at = _open(lang, SPECIAL)
    me = component_data(at, "play_board")["seats"][0]
    wrong = [c for c in me["cards"] if not c["ok"]]
    assert wrong and wrong[0]["why"]
    before = _table(at)
    send_trigger(at, "play_board", "move", wrong[0]["c"])
    assert _table(at).texts == before.texts
    assert at.error and at.error[0].value == wrong[0]["why"]


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_jack_and_a_2_through_the_games_panel(lang: str) -> None:
    """When drawing is also allowed the game's panel is drawn: its list of cards, the suit a
    jack calls and the seat a 2 names make the same moves as the table's options."""
    at = open_page("pages/play.py", lang, **LINK, seed=SPECIAL, o="draw_when_able:true")
    step = len(_table(at).moves)
    at.selectbox(key=f"exp_hk_card_{step}").set_value("JD").run()
    at.button_group(key=f"exp_hk_suit_{step}").set_value("H").run()
    before = _table(at)
    at.button(key="play_exp_hk_play").click().run()
    assert not at.exception and not at.error
    after = _table(at)
    assert after.texts[len(before.texts)] == "play-JD-H"
    at.button(key="play_undo").click().run()
    step = len(_table(at).moves)
    at.selectbox(key=f"exp_hk_card_{step}").set_value("2C").run()
    at.selectbox(key=f"exp_hk_target_{step}").set_value("2").run()
    at.button(key="play_exp_hk_play").click().run()
    assert _table(at).texts[len(before.texts)] == "play-2C-t2"


def test_the_seat_an_ace_skips_and_a_single_card_after_the_call_are_marked() -> None:
    """The felt reads what the badges say from the position: the seat after an ace's player
    is skipped while the turn follows that ace; a seat holding one card made the call."""
    felt = explorer_ui("haft_khabis").felt
    assert felt is not None
    page = ctx("en")
    table = Table.new(Seating("haft_khabis", "", 0, "heuristic", 6)).run_bots()
    state = table.state.apply(table.spec.parse_move(table.state, "play-AC"))
    skipped = state.step(0)
    marks = felt(page, state, state.view(0))
    assert marks.badges[skipped] == (page._("skipped"),)
    assert not any(marks.badges[s] for s in range(state.players) if s != skipped)
    hands = tuple((h[0],) if s == 2 else h for s, h in enumerate(state.hands))
    marks = felt(page, dataclasses.replace(state, hands=hands), state.view(0))
    assert page._("«tak barg»") in marks.badges[2]
