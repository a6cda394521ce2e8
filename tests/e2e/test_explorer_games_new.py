"""The deal explorer with poker and Haft Khabis in a real browser, in Persian: the right-to-left
page around the card table (``.ct-root``, read right to left, its seats ``.ct-seat[data-seat]``
keeping their places left to right in ``.ct-table``), Persian digits on the table, and
stepping by the arrow key."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from pasur.records import Record
from ui.explorer import build_line, seeded_token

from .conftest import NOT_STALE, PERSIAN_DIGIT, STEP_MARKER, computed, open_page

CASES = [
    ("poker", "scope:hand", 3, 4),
    ("haft_khabis", "scope:hand", 1, 4),
    ("poker", "scope:hand,players:6", 2, 6),
]
TABLE = ".ct-root"


def expect_step(page: Page, n: int) -> None:
    expect(page.locator(STEP_MARKER)).to_have_attribute("data-step", str(n))
    page.locator("[data-testid='stApp'][data-test-script-state='notRunning']").wait_for(
        state="attached"
    )


@pytest.mark.parametrize(("game", "options", "seed", "seats"), CASES)
def test_a_deal_in_persian_stepped_by_the_arrow_key(
    page: Page, game: str, options: str, seed: int, seats: int
) -> None:
    line = build_line(Record.from_token(seeded_token(game, options, seed)))
    start = 2  # after the first dealer (poker) or the deal
    open_page(page, f"/explorer?lang=fa&g={game}&o={options}&seed={seed}&step={start}")
    expect_step(page, start)
    # The page and the table's rows read right to left; the seats keep their geography.
    assert computed(page, ".stMainBlockContainer", "direction") == "rtl"
    assert computed(page, TABLE, "direction") == "rtl"
    assert computed(page, f"{TABLE} .ct-table", "direction") == "ltr"
    felt = page.locator(TABLE).first
    expect(felt.locator(".ct-seat[data-seat]")).to_have_count(seats)
    box = {s: felt.locator(f'.ct-seat[data-seat="{s}"]').bounding_box() for s in range(seats)}
    assert all(box.values())
    # South at the bottom, below the seat across; the next seat (play goes anticlockwise) on
    # the right of the last one, who sits on the left.
    across = 2 if seats == 4 else 3
    assert box[0]["y"] > box[across]["y"] and box[1]["x"] > box[seats - 1]["x"]
    # Persian digits on the table (chips, card counts, penalty points), never Latin ones.
    text = felt.inner_text()
    assert PERSIAN_DIGIT.search(text)
    assert not re.search(r"[0-9]", text)
    # Step on with the arrow key; the sentence of each step is in Persian.
    step = start
    for _ in range(min(4, line.steps - start)):
        page.get_by_test_id("stApp").click(position={"x": 0, "y": 0})
        page.keyboard.press("ArrowRight")
        step += 1
        expect_step(page, step)
    info = page.locator("[data-testid='stAlertContentInfo']").and_(page.locator(NOT_STALE))
    expect(info.first).to_contain_text(re.compile(r"[\u0600-\u06FF]"))
    page.keyboard.press("ArrowLeft")
    expect_step(page, step - 1)
