"""The deal explorer with poker and Haft Khabis in a real browser, in Persian: the right-to-left
page around a left-to-right table, Persian digits on the table, and stepping by the arrow key."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from pasur.records import Record
from ui.explorer import build_line, seeded_token

from .conftest import NOT_STALE, PERSIAN_DIGIT, STEP_MARKER, computed, open_page

CASES = [
    ("poker", "scope:hand", 3, ".pasur-table.pasur-poker", 4),
    ("haft_khabis", "scope:hand", 1, ".pasur-table.pasur-shedding", 4),
    ("poker", "scope:hand,players:6", 2, ".pasur-ring.pasur-poker", 6),
]


def expect_step(page: Page, n: int) -> None:
    expect(page.locator(STEP_MARKER)).to_have_attribute("data-step", str(n))
    page.locator("[data-testid='stApp'][data-test-script-state='notRunning']").wait_for(
        state="attached"
    )


@pytest.mark.parametrize(("game", "options", "seed", "table", "seats"), CASES)
def test_a_deal_in_persian_stepped_by_the_arrow_key(
    page: Page, game: str, options: str, seed: int, table: str, seats: int
) -> None:
    line = build_line(Record.from_token(seeded_token(game, options, seed)))
    start = 2  # after the first dealer (poker) or the deal
    open_page(page, f"/explorer?lang=fa&g={game}&o={options}&seed={seed}&step={start}")
    expect_step(page, start)
    # The page reads right to left; the table keeps its geography left to right.
    assert computed(page, ".stMainBlockContainer", "direction") == "rtl"
    assert computed(page, table, "direction") == "ltr"
    felt = page.locator(table).and_(page.locator(NOT_STALE))
    expect(felt.locator("[data-seat]")).to_have_count(seats)
    if seats == 4:  # South below North, East to the right of West
        box = {s: felt.locator(f'[data-seat="{s}"]').bounding_box() for s in range(4)}
        assert box[0] and box[1] and box[2] and box[3]
        assert box[0]["y"] > box[2]["y"] and box[1]["x"] > box[3]["x"]
    else:  # two rows: seat 0 at the bottom left, the last seat at the top left
        first = felt.locator('[data-seat="0"]').bounding_box()
        last = felt.locator(f'[data-seat="{seats - 1}"]').bounding_box()
        assert first and last and first["y"] > last["y"]
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
