"""Shelem at the play table (pages/play.py), in both languages, four and two players: the link
opens the table, the bid ladder's buttons make the calls, the hakem takes the widow and puts
down four cards chosen on the table (the component's ``cards`` answer), a wrong number of cards
is refused, and the deal explorer offers the same ladder."""

from __future__ import annotations

import re
from typing import Any

import pytest
from app_kit import PERSIAN, component_data, open_explorer, open_page, play_what_if, send_trigger
from streamlit.testing.v1 import AppTest

from ui.play import Seating, Table

LINK = {"g": "shelem", "o": "scope:hand", "seat": "0", "bots": "heuristic", "seed": "3"}
TWO = {**LINK, "o": "scope:hand,players:2"}


def _table(at: AppTest) -> Table:
    table = at.session_state["play_table"]
    assert isinstance(table, Table)
    return table


def _me(data: dict[str, Any]) -> dict[str, Any]:
    return next(s for s in data["seats"] if s["seat"] == 0)


def _row(data: dict[str, Any], label: str) -> dict[str, Any] | None:
    return next((r for r in data["rows"] if r["label"].startswith(label)), None)


def _bid_top(at: AppTest) -> None:
    """Bid the cap (165): nobody can outbid it, so the user becomes hakem."""
    ladder = [b.key for b in at.button if b.key and b.key.startswith("play_shelem_bid_")]
    assert ladder[0] == "play_shelem_bid_pass"  # pass first, then the bids upwards
    amounts = [int(k.rsplit("-", 1)[1]) for k in ladder if k.startswith("play_shelem_bid_bid-")]
    assert amounts == sorted(amounts) and amounts[-1] == 165
    at.button(key="play_shelem_bid_bid-165").click().run()
    assert not at.exception


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_link_opens_the_auction_with_the_widow_face_down(lang: str) -> None:
    at = open_page("pages/play.py", lang, **LINK)
    data = component_data(at, "play_board")
    assert data["players"] == 4 and data["active"] is None and not data["choose"]  # bids
    assert len(_me(data)["cards"]) == 12
    widow = data["rows"][0]
    assert [c["c"] for c in widow["cards"]] == [""] * 4  # four backs
    # The other seats' calls so far, and the chips, in the page's language and digits.
    notes = [s["note"] for s in data["seats"] if s["seat"] != 0 and s["note"]]
    assert notes
    if lang == "fa":
        assert all(not re.search(r"[0-9]", v) for _label, v in data["info"])
        assert all(not re.search(r"[0-9]", b.label) for b in at.button if b.key and "bid-" in b.key)
    # The generic buttons are not drawn beside the game's own ladder.
    assert not [b for b in at.button if b.key and b.key.startswith("play_do_")]


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_bids_the_widow_and_four_cards_put_down(lang: str) -> None:
    at = open_page("pages/play.py", lang, **LINK)
    _bid_top(at)
    table = _table(at)
    assert "bid-165" in table.texts and table.state.phase == "discard"
    data = component_data(at, "play_board")
    assert data["choose"]["k"] == 4 and not data["options"]
    hand = [c["c"] for c in _me(data)["cards"]]
    assert len(hand) == 16 and all(c["ok"] for c in _me(data)["cards"])
    widow = data["rows"][0]
    assert len(widow["cards"]) == 4 and all(c["c"] in hand for c in widow["cards"])
    # Three or five cards: refused, nothing played, the refusal said.
    for wrong in (hand[:3], hand[:5]):
        send_trigger(at, "play_board", "cards", wrong)
        assert _table(at).texts == table.texts and at.error
        if lang == "fa":
            assert PERSIAN.search(at.error[0].value)
    # Four cards, sent as the component sends them (in the order clicked).
    chosen = [hand[5], hand[0], hand[9], hand[2]]
    send_trigger(at, "play_board", "cards", chosen)
    assert not at.exception and not at.error
    after = _table(at)
    assert after.state.phase == "play" and after.my_turn  # the hakem leads
    assert set(after.state.discard) == {c for c in table.state.hand(0) if c.code in chosen}
    data = component_data(at, "play_board")
    assert len(data["options"]) == 12 and not data["choose"]
    # The hakem's first card names trump: the chip says so before, and names the suit after.
    before = dict(data["info"])
    send_trigger(at, "play_board", "move", data["options"][0]["text"])
    assert _table(at).state.trump is not None
    changed = {k: v for k, v in component_data(at, "play_board")["info"] if before.get(k) != v}
    assert any(ch in v for v in changed.values() for ch in "♣♦♥♠")


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_pass_is_made_from_its_button(lang: str) -> None:
    at = open_page("pages/play.py", lang, **LINK)
    before = _table(at)
    at.button(key="play_shelem_bid_pass").click().run()
    after = _table(at)
    assert after.texts[len(before.texts)] == "pass"


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_two_players_bid_put_down_and_see_the_piles(lang: str) -> None:
    at = open_page("pages/play.py", lang, **TWO)
    data = component_data(at, "play_board")
    assert data["players"] == 2
    # The piles face down: a line on each seat (the widow alone in the middle).
    assert all(s["note"] for s in data["seats"]) and len(data["rows"]) == 1
    _bid_top(at)
    hand = [c["c"] for c in _me(component_data(at, "play_board"))["cards"]]
    send_trigger(at, "play_board", "cards", hand[:4])
    assert _table(at).state.phase == "play"
    # The hakem leads, the other answers from his hand: the piles' tops are turned, and the
    # hakem's next card comes from his own piles (the row nearest him).
    send_trigger(at, "play_board", "move", component_data(at, "play_board")["options"][0]["text"])
    data = component_data(at, "play_board")
    piles = [r for r in data["rows"] if r["cards"] and len(r["cards"]) == 3]
    assert len(piles) == 2 and all(c["c"] for r in piles for c in r["cards"])
    mine = {c["c"] for c in piles[-1]["cards"]}
    assert data["options"] and {o["card"] for o in data["options"]} <= mine
    trick = next(r for r in data["rows"] if len(r["cards"]) == 2)
    assert all(c["c"] for c in trick["cards"])  # the two hand cards, in play order


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_the_explorer_offers_the_bid_ladder(lang: str) -> None:
    """The same ladder in the deal explorer, at the user's first call: a button there makes a
    what-if from that step."""
    table = Table.new(Seating("shelem", "scope:hand", 0, "heuristic", 3)).run_bots()
    step = len(table.moves)
    at = open_explorer(lang, rec=table.record().to_token(), step=str(step))
    play_what_if(at, "shelem_bid_pass", f"{step}:pass")
