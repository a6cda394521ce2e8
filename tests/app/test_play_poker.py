"""Poker at the play table (pages/play.py) in both languages: a link opens the hand with the
board, the street and the pot in view and each seat's chips; a raise of an amount typed in the
game's panel; an amount the rules refuse, refused with its rule; a hand checked and called to
its showdown, whose hands stay in view with their category and who won."""

from __future__ import annotations

import pytest
from app_kit import PERSIAN, component_data, ctx, open_page
from streamlit.testing.v1 import AppTest

from ui.play import Table

LINK = {"g": "poker", "seat": "0", "bots": "heuristic"}
FACING_A_BET = "6"
"""A seed whose first turn faces a bet of 10: fold, call or raise."""
SHOWDOWN = "3"
"""A seed whose first hand, checked and called through, ends at a showdown."""


def _open(lang: str, seed: str) -> AppTest:
    at = open_page("pages/play.py", lang, **LINK, seed=seed)
    assert not at.exception, at.exception
    return at


def _table(at: AppTest) -> Table:
    table = at.session_state["play_table"]
    assert isinstance(table, Table)
    return table


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_the_table_shows_the_board_the_pot_and_the_chips(lang: str) -> None:
    at = _open(lang, FACING_A_BET)
    data = component_data(at, "play_board")
    assert data["trick"] == []
    board = data["rows"][0]
    assert board["cards"] == [] and board["empty"]  # no board card before the flop
    _ = ctx(lang)._
    labels = [label for label, _value in data["info"]]
    assert _("Betting round") in labels and _("Pot") in labels
    assert all(seat["note"] for seat in data["seats"])  # chips, and a bet this round
    assert any(_("Bet this round: {n}", n=10) in seat["note"] for seat in data["seats"])
    if lang == "fa":
        assert PERSIAN.search(data["seats"][0]["note"])


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_raise_of_an_amount_and_one_the_rules_refuse(lang: str) -> None:
    at = _open(lang, FACING_A_BET)
    step = len(_table(at).moves)
    before = _table(at)
    at.number_input(key=f"exp_poker_amount_{step}").set_value(25).run()
    at.button(key="play_exp_poker_bet").click().run()
    assert not at.exception
    assert _table(at).texts == before.texts and at.error  # not a multiple of the unit
    assert "10" in at.error[0].value or "۱۰" in at.error[0].value
    at.number_input(key=f"exp_poker_amount_{step}").set_value(40).run()
    at.button(key="play_exp_poker_bet").click().run()
    assert not at.exception and not at.error
    assert _table(at).texts[len(before.texts)] == "raise-40"


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_hand_checked_and_called_to_its_showdown(lang: str) -> None:
    at = _open(lang, SHOWDOWN)
    for _turn in range(12):
        if _table(at).state.results:
            break
        keys = [
            b.key for b in at.button if b.key in ("play_exp_poker_check", "play_exp_poker_call")
        ]
        assert keys, "no check or call to make"
        at.button(key=keys[0]).click().run()
        assert not at.exception
    result = _table(at).state.results[0]
    assert result.showdown
    # The next hand opens with the last one's hands in view: each with its category and the
    # best five, and the winner's chips.
    data = component_data(at, "play_board")
    shown = data["rows"][1:]
    assert len(shown) == len(result.showdown)
    assert all(len(row["cards"]) == 5 for row in shown)
    winner = result.awards[0].winners[0]
    won = ctx(lang)._("wins {n}", n=result.awards[0].shares[0])
    assert any(won in row["label"] for row in shown)
    # The frames shown before the live table hold the settled hand itself: the winner's badge.
    frames = data["frames"]
    assert any(
        won in seat["badges"] for f in frames for seat in f["seats"] if seat["seat"] == winner
    )
