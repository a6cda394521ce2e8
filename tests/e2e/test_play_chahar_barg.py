"""Pasur at the play table in a real browser, in Persian and English: a capture chosen by
clicking a card of the hand and then the table cards it takes (the record grows by exactly that
capture), and the table at a phone's width keeping its seats and its middle apart.

The component's contract: the hand's cards ``button.ct-play[data-card=…]``, the table's
``button.ct-pick[data-card=…]`` (dimmed, ``.ct-dim``, when the chosen card cannot take them),
each seat a ``.ct-seat``, the middle ``.ct-centre``; ``.ct-root[data-frame]`` while the bots'
replies are still being shown. The page's ``.pasur-play`` span counts the moves
(``data-moves``) and the URL holds the record (``rec``).
"""

from __future__ import annotations

import re
from itertools import combinations
from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page, expect

from pasur.records import Record

from .conftest import NOT_STALE, PERSIAN_DIGIT, open_page, query

LIVE = ".ct-root:not([data-frame])"
"""The live table, once the bots' replies have been shown."""
CAPTURES = [
    # (language, house rules, seed, the hand card, the table cards it takes)
    ("en", "", 15, "4H", ("3C", "4D")),
    ("fa", "players:3", 7, "3H", ("7C", "AC")),
]
"""Seeds whose first deal gives South a card with several captures, and one of them."""


def _path(lang: str, options: str, seed: int) -> str:
    return f"/play?lang={lang}&g=chahar_barg&o={options}&seat=0&bots=heuristic&seed={seed}"


def _moves(page: Page) -> int:
    marker = page.locator(".pasur-play").and_(page.locator(NOT_STALE))
    return int(marker.get_attribute("data-moves") or "0")


def _hand(page: Page, code: str) -> Locator:
    return page.locator(f'button.ct-play[data-card="{code}"]')


def _on_table(page: Page, code: str) -> Locator:
    return page.locator(f'button.ct-pick[data-card="{code}"]')


def _live(page: Page) -> None:
    page.locator(LIVE).wait_for(timeout=30_000)


@pytest.mark.parametrize(("lang", "options", "seed", "card", "take"), CAPTURES)
def test_a_capture_is_chosen_by_clicking_the_table_cards(
    page: Page, lang: str, options: str, seed: int, card: str, take: tuple[str, ...]
) -> None:
    open_page(page, _path(lang, options, seed))
    _live(page)
    before = _moves(page)
    # A table card clicked first asks for a card of the hand.
    _on_table(page, take[0]).click()
    expect(page.locator(".ct-status")).not_to_be_empty()
    _hand(page, card).click()
    # The card has several captures: the table waits for the cards to take, dimming the others.
    expect(_hand(page, card)).to_have_class(re.compile(r"\bct-up\b"))
    for code in take:
        expect(_on_table(page, code)).not_to_have_class(re.compile(r"\bct-dim\b"))
    assert page.locator("button.ct-pick.ct-dim").count() > 0
    assert _moves(page) == before
    for code in take:
        _on_table(page, code).click()
    expect(page.locator(".pasur-play").and_(page.locator(NOT_STALE))).not_to_have_attribute(
        "data-moves", str(before)
    )
    assert _moves(page) > before
    record = Record.from_token(query(page)["rec"])
    assert record.moves[before] == "-".join((card, *take))
    # The frame of the capture shows it, then the live table is back with the user's turn.
    _live(page)
    if lang == "fa":
        assert PERSIAN_DIGIT.search(page.locator(".ct-info").inner_text())
    assert page.get_by_test_id("stException").count() == 0


@pytest.mark.parametrize("lang", ["fa", "en"])
@pytest.mark.parametrize("options", ["players:4", ""])
def test_the_table_keeps_its_seats_apart_on_a_phone(
    page: Page, lang: str, options: str, tmp_path: Path
) -> None:
    page.set_viewport_size({"width": 400, "height": 860})
    open_page(page, _path(lang, options, 13))
    _live(page)
    root = page.locator(LIVE)
    root.scroll_into_view_if_needed()
    page.screenshot(path=str(tmp_path / f"pasur-{lang}-phone.png"))
    boxes = [
        b
        for b in (el.bounding_box() for el in root.locator(".ct-seat, .ct-centre").all())
        if b is not None
    ]
    assert len(boxes) == (4 if options else 2) + 1
    width = root.bounding_box()
    assert width is not None
    for a, b in combinations(boxes, 2):
        apart = (
            a["x"] + a["width"] <= b["x"] + 1
            or b["x"] + b["width"] <= a["x"] + 1
            or a["y"] + a["height"] <= b["y"] + 1
            or b["y"] + b["height"] <= a["y"] + 1
        )
        assert apart, (a, b)
    for box in boxes:  # nothing sticks out of the table's width
        assert (
            box["x"] >= width["x"] - 1
            and box["x"] + box["width"] <= width["x"] + width["width"] + 1
        )
