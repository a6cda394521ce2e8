"""Ghahve at the play table (pages/play.py), in both languages: the link opens the table, the
bid buttons (from the least bid to the table's limit) make the bids, each seat's bid and tricks
are in view, the cards are played from the table, and the deal explorer offers the same
buttons."""

from __future__ import annotations

import re
from typing import Any

import pytest
from app_kit import component_data, open_explorer, open_page, play_what_if, send_trigger
from streamlit.testing.v1 import AppTest

from ui.play import Seating, Table

LINK = {"g": "ghahve", "o": "scope:hand", "seat": "0", "bots": "heuristic", "seed": "3"}


def _table(at: AppTest) -> Table:
    table = at.session_state["play_table"]
    assert isinstance(table, Table)
    return table


def _me(data: dict[str, Any]) -> dict[str, Any]:
    return next(s for s in data["seats"] if s["seat"] == 0)


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_the_bid_buttons_make_the_bid_and_the_cards_are_played(lang: str) -> None:
    at = open_page("pages/play.py", lang, **LINK)
    data = component_data(at, "play_board")
    assert data["players"] == 4 and data["active"] is None and len(_me(data)["cards"]) == 13
    buttons = [b for b in at.button if b.key and b.key.startswith("play_ghahve_bid_")]
    assert [b.key.rsplit("-", 1)[1] for b in buttons] == [str(n) for n in range(2, 14)]
    if lang == "fa":
        assert all(not re.search(r"[0-9]", b.label) for b in buttons)
    assert not [b for b in at.button if b.key and b.key.startswith("play_do_")]
    before = _table(at)
    at.button(key="play_ghahve_bid_bid-4").click().run()
    after = _table(at)
    assert after.texts[len(before.texts)] == "bid-4"
    assert after.state.bids[0] == 4 and after.state.phase == "play"
    data = component_data(at, "play_board")
    assert all(s["note"] for s in data["seats"])  # every seat's bid (and tricks taken)
    # Play cards from the table until the first trick is turned.
    while not _table(at).state.trick_log:
        send_trigger(
            at, "play_board", "move", component_data(at, "play_board")["options"][0]["text"]
        )
        assert not at.exception and not at.error
    notes = " ".join(s["note"] for s in component_data(at, "play_board")["seats"])
    assert ("took" in notes) if lang == "en" else not re.search(r"[0-9]", notes)


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_the_explorer_offers_the_bid_buttons(lang: str) -> None:
    table = Table.new(Seating("ghahve", "scope:hand", 0, "heuristic", 3)).run_bots()
    step = len(table.moves)
    at = open_explorer(lang, rec=table.record().to_token(), step=str(step))
    play_what_if(at, "ghahve_bid_bid-5", f"{step}:bid-5")
