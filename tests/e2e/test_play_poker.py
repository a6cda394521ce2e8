"""Poker at the play table in a real browser, in Persian and in English: a hand with a raise
of an amount typed in the game's panel, checked and called to its showdown, whose hands stay in
view with their best five when the next hand opens; and a phone-width table whose boxes do not
overlap (checked on its screenshot's layout)."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from pasur.records import Record

from . import conftest as E
from . import play_kit as P

LINK = "/play?g=poker&seat=0&bots=heuristic&seed=6"
"""The user's first turn faces a bet of 10; raised to 40 and called through, the hand ends at
a showdown of two hands."""
BUTTON = ".st-key-play_exp_poker_{} button"


def _press(page: Page, name: str) -> None:
    """Press the game panel's button *name* and wait for the bots' replies to be shown."""
    before = P.moves(page)
    page.locator(BUTTON.format(name)).click()
    expect(P.marker(page)).not_to_have_attribute("data-moves", str(before))
    P.wait_live(page)


def _raise(page: Page, chips: int) -> None:
    amount = page.locator("[class*='st-key-exp_poker_amount_'] input")
    amount.fill(str(chips))
    amount.press("Enter")
    E.wait_ready(page)
    _press(page, "bet")


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_a_hand_with_a_raise_and_a_showdown(page: Page, lang: str) -> None:
    E.open_page(page, f"{LINK}&lang={lang}")
    P.wait_live(page)
    board = page.locator(f"{P.LIVE} .ct-row")
    expect(board).to_have_count(1)  # the board, empty before the flop
    _raise(page, 40)
    assert "raise-40" in Record.from_token(E.query(page)["rec"]).moves
    for _turn in range(8):
        if page.locator(f"{P.LIVE} .ct-row").count() > 1:  # the last hand's showdown
            break
        check = page.locator(BUTTON.format("check"))
        _press(page, "check" if check.count() else "call")
    shown = page.locator(f"{P.LIVE} .ct-row").all()[1:]
    assert len(shown) == 2
    for row in shown:
        assert row.locator(".ct-card").count() == 5  # the best five
        label = row.locator(".ct-row-label").inner_text()
        if lang == "fa":
            assert E.PERSIAN_LETTER.search(label) and not E.ASCII_DIGIT.search(label)
    assert page.get_by_test_id("stException").count() == 0


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_a_phone_table_keeps_its_seats_apart(page: Page, lang: str, tmp_path: Path) -> None:
    page.set_viewport_size({"width": 400, "height": 860})
    E.open_page(page, f"{LINK}&lang={lang}")
    P.wait_live(page)
    page.locator(P.LIVE).scroll_into_view_if_needed()
    page.screenshot(path=str(tmp_path / f"poker-{lang}-phone.png"))
    assert page.locator(f"{P.LIVE} .ct-seat").count() == 4
    P.assert_no_overlap(page)
