"""The play page (pages/play.py) in both languages: a table from a link, a card clicked (the
component's trigger, sent as the browser sends it), refusals with their rule, undo, hint, the
choose-k-cards mode, a new game of every game, and links that cannot be read."""

from __future__ import annotations

import re

import pytest
from app_kit import PERSIAN, component_data, open_page, send_trigger
from streamlit.testing.v1 import AppTest

from pasur.records import Record
from pasur.registry import GAMES
from ui.play import Table

CHOICES = ("play_do_", "play_exp_", "play_pick_do")
"""The keys of the buttons that make a decision other than a card (the game's own panel's
keys are its explorer keys under ``play_``)."""
LINK = {"g": "hokm", "o": "scope:hand", "seat": "1", "bots": "heuristic", "seed": "5"}


def _table(at: AppTest) -> Table:
    table = at.session_state["play_table"]
    assert isinstance(table, Table)
    return table


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_link_opens_the_table_and_a_click_plays_the_card(lang: str) -> None:
    at = open_page("pages/play.py", lang, **LINK)
    data = component_data(at, "play_board")
    assert data["players"] == 4 and len(data["seats"]) == 4
    assert data["active"] == 1 and data["rtl"] is (lang == "fa")
    me = next(s for s in data["seats"] if s["seat"] == 1)
    assert me["pos"] == "bottom" and me["you"] and me["cards"]
    if lang == "fa":  # counts and chips in Persian digits
        assert not re.search(r"[0-9]", me["count_text"]) and PERSIAN.search(me["count_text"])
        assert all(not re.search(r"[0-9]", v) for _label, v in data["info"])
    before = _table(at)
    move = data["options"][0]["text"]
    send_trigger(at, "play_board", "move", move)
    assert not at.exception
    after = _table(at)
    assert after.texts[len(before.texts)] == move
    assert after.my_turn or after.over  # the bots replied up to the user's next turn
    assert at.query_params["rec"] == after.record().to_token()
    # The replies since the move are frames shown before the live table.
    assert component_data(at, "play_board")["frames"]


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_an_illegal_card_is_refused_with_its_rule(lang: str) -> None:
    at = open_page("pages/play.py", lang, **LINK)
    table = _table(at)
    # Play until the user must follow suit and holds a card that does not.
    for _ in range(13):
        data = component_data(at, "play_board")
        me = next(s for s in data["seats"] if s["seat"] == 1)
        wrong = [c for c in me["cards"] if not c["ok"]]
        if wrong:
            break
        send_trigger(at, "play_board", "move", data["options"][0]["text"])
    assert wrong, "no trick asked this seat to follow suit"
    # The component answers a click on a dimmed card itself, with the rule's words...
    assert wrong[0]["why"]
    assert ("♠" in wrong[0]["why"] or "follow" in wrong[0]["why"].lower()) or lang == "fa"
    # ...and a move the rules forbid that reaches the server is refused, never made.
    table = _table(at)
    send_trigger(at, "play_board", "move", wrong[0]["c"])
    assert _table(at).texts == table.texts
    assert at.error and wrong[0]["why"] == at.error[0].value


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_undo_and_hint(lang: str) -> None:
    at = open_page("pages/play.py", lang, **LINK)
    start = _table(at)
    at.button(key="play_hint_button").click().run()
    assert at.info and at.info[0].value  # "the good player would play …: …"
    send_trigger(at, "play_board", "move", component_data(at, "play_board")["options"][0]["text"])
    assert len(_table(at).texts) > len(start.texts)
    at.button(key="play_undo").click().run()
    assert _table(at).texts == start.texts


def test_two_players_put_cards_aside_by_choosing_them() -> None:
    link = {**LINK, "o": "scope:hand,players:2", "seat": "0"}
    at = open_page("pages/play.py", "en", **link)
    for _ in range(40):
        data = component_data(at, "play_board")
        if data["choose"]:
            break
        table = _table(at)
        legal = table.legal()
        assert legal
        if data["options"]:
            send_trigger(at, "play_board", "move", data["options"][0]["text"])
        else:  # a decision not made by a card: the page's buttons
            choices = [b.key for b in at.button if b.key and b.key.startswith(CHOICES)]
            assert choices, "a decision with no way to make it"
            at.button(key=choices[0]).click().run()
    k = data["choose"]["k"]
    me = next(s for s in data["seats"] if s["seat"] == 0)
    codes = [c["c"] for c in me["cards"]]
    before = _table(at)
    send_trigger(at, "play_board", "cards", codes[: k + 1])  # one too many: refused
    assert _table(at).texts == before.texts and at.error
    send_trigger(at, "play_board", "cards", codes[:k])
    assert len(_table(at).texts) > len(before.texts)


@pytest.mark.parametrize("game", list(GAMES))
def test_a_new_game_of_every_game_sits_the_user_down(game: str) -> None:
    at = open_page("pages/play.py", "fa")
    at.selectbox(key="play_game").set_value(game).run()
    at.button(key="play_sit").click().run()
    assert not at.exception
    table = _table(at)
    assert table.spec.id == game and (table.my_turn or table.over)
    assert at.query_params["g"] == game


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_broken_link_is_explained(lang: str) -> None:
    at = open_page("pages/play.py", lang, **{**LINK, "rec": "not-a-token"})
    assert not at.exception
    assert at.error
    if lang == "fa":
        assert PERSIAN.search(at.error[0].value)
    # A record of moves the rules refuse is refused too.
    bad = Record("hokm", "scope:hand", ("nonsense",)).to_token()
    at = open_page("pages/play.py", lang, **{**LINK, "rec": bad})
    assert not at.exception and at.error
