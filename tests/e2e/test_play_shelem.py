"""Shelem and Ghahve played at the table in Chromium by clicking, in Persian and in English: a
Shelem hand (the bid ladder, the widow taken, four cards put down by clicking them and the
confirm button, then every card to the end of the hand) and a Ghahve hand (a bid button, then
every card); and a phone-width table whose seat boxes do not overlap."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import urlencode

import pytest
from playwright.sync_api import Locator, Page, expect

from .conftest import NOT_STALE, open_page
from .play_kit import click_card

TRICKS = {"shelem": 12, "ghahve": 13}
HAND_TIMEOUT = 20_000  # ms: a click, the rerun, and the bots' replies shown one by one


def _path(game: str, lang: str, seed: int) -> str:
    params = {"lang": lang, "g": game, "o": "scope:hand", "seat": "0", "bots": "heuristic"}
    return "/play?" + urlencode({**params, "seed": str(seed)})


def _marker(page: Page) -> Locator:
    """The page's marker of the table's state (moves made, whose turn, over)."""
    return page.locator("span.pasur-play").and_(page.locator(NOT_STALE))


def _moves(page: Page) -> int:
    return int(_marker(page).get_attribute("data-moves") or "0")


def _live(page: Page) -> Locator:
    """The live table (not a frame of the bots' replies), once it is the user's turn or over."""
    expect(_marker(page).and_(page.locator("[data-turn='1'], [data-over='1']"))).to_have_count(
        1, timeout=HAND_TIMEOUT
    )
    root = page.locator(".ct-root:not([data-frame])")
    expect(root).to_have_count(1, timeout=HAND_TIMEOUT)
    return root


def _after(page: Page, moves: int) -> None:
    """Wait until the click has made a move (the marker counts more moves)."""
    expect(_marker(page).and_(page.locator(f"[data-moves='{moves}']"))).to_have_count(
        0, timeout=HAND_TIMEOUT
    )
    _live(page)


def _play_out(page: Page, game: str) -> None:
    """Click a legal card of the hand until the hand is over."""
    for _ in range(TRICKS[game] + 2):
        root = _live(page)
        if _marker(page).get_attribute("data-over") == "1":
            return
        moves = _moves(page)
        click_card(root.locator("button.ct-play:not(.ct-dim)").first)
        _after(page, moves)
    assert _marker(page).get_attribute("data-over") == "1"


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_a_shelem_hand_by_clicking(page: Page, lang: str) -> None:
    open_page(page, _path("shelem", lang, 3))
    root = _live(page)
    expect(root.locator(".ct-row .ct-card")).to_have_count(4)  # the widow, face down
    moves = _moves(page)
    ladder = page.locator("[class*='st-key-play_shelem_bid_']").and_(page.locator(NOT_STALE))
    expect(ladder.first).to_have_class(re.compile(r"st-key-play_shelem_bid_pass\b"))  # first
    page.locator(".st-key-play_shelem_bid_bid-165 button").click()
    _after(page, moves)
    root = _live(page)
    hand = root.locator(".ct-hand button.ct-play")
    expect(hand).to_have_count(16)  # the widow taken up
    confirm = root.locator(".ct-confirm")
    expect(confirm).to_be_disabled()
    codes = [hand.nth(i).get_attribute("data-card") for i in (0, 3, 7, 11)]
    for code in codes:
        click_card(root.locator(f"button.ct-play[data-card='{code}']"))
    expect(root.locator("button.ct-play.ct-up")).to_have_count(4)
    moves = _moves(page)
    root.locator(".ct-confirm").click()
    _after(page, moves)
    expect(_live(page).locator(".ct-hand button.ct-play")).to_have_count(12)
    _play_out(page, "shelem")


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_a_ghahve_hand_by_clicking(page: Page, lang: str) -> None:
    open_page(page, _path("ghahve", lang, 3))
    _live(page)
    moves = _moves(page)
    page.locator(".st-key-play_ghahve_bid_bid-3 button").click()
    _after(page, moves)
    _play_out(page, "ghahve")


def _overlap(a: dict[str, float], b: dict[str, float]) -> bool:
    """Whether two boxes share more than a pixel's edge."""
    apart = (
        a["x"] + a["width"] - 1 <= b["x"]
        or b["x"] + b["width"] - 1 <= a["x"]
        or a["y"] + a["height"] - 1 <= b["y"]
        or b["y"] + b["height"] - 1 <= a["y"]
    )
    return not apart


@pytest.mark.parametrize(("game", "lang"), [("shelem", "fa"), ("ghahve", "en")])
def test_the_phone_table_keeps_its_seats_apart(
    page: Page, game: str, lang: str, tmp_path: Path
) -> None:
    page.set_viewport_size({"width": 400, "height": 900})
    open_page(page, _path(game, lang, 3))
    root = _live(page)
    root.screenshot(path=str(tmp_path / f"{game}-{lang}-400.png"))
    seats = root.locator(".ct-seat")
    expect(seats).to_have_count(4)
    boxes = [seats.nth(i).bounding_box() for i in range(4)]
    assert all(boxes)
    pairs = [(a, b) for i, a in enumerate(boxes) for b in boxes[i + 1 :] if a and b]
    assert not [(a, b) for a, b in pairs if _overlap(dict(a), dict(b))]
