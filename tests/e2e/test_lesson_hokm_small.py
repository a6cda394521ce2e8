"""The Hokm lesson's new chapters (two players, three players, table customs) in a real browser,
and a worked example that opens at the start of its deal and plays forward to its moment."""

from __future__ import annotations

import pytest
from playwright.sync_api import Locator, Page, expect

from ui.i18n import digits
from ui.lessons import example_step, load_lesson, replay_text

from .conftest import (
    ASCII_DIGIT,
    NOT_STALE,
    PERSIAN_DIGIT,
    computed,
    open_example,
    open_page,
    prose,
)

MAIN = ".stMainBlockContainer"
DEAL = load_lesson("hokm").examples["hokm/two-player-deal"]
"""The first worked example of the two-player chapter."""
DEAL_LAST = len(replay_text(DEAL.text).moves)
DEAL_MOMENT = example_step(DEAL, replay_text(DEAL.text))
MOMENT = "[class*='_lmoment_']"
"""The element that holds the button playing the example to the moment it is about."""
MARKED = "[data-testid='stAlertContentSuccess']"
"""The note that marks that moment once it is reached."""


@pytest.mark.parametrize("chapter", ["two", "three", "customs"])
def test_new_chapters_are_right_to_left_in_persian(page: Page, chapter: str) -> None:
    open_page(page, f"/lesson?game=hokm&lang=fa&chapter={chapter}")
    assert computed(page, MAIN, "direction") == "rtl"
    assert page.get_by_test_id("stException").count() == 0
    text = prose(page)
    assert PERSIAN_DIGIT.search(text)
    assert not ASCII_DIGIT.search(text), text[:300]


def live(example: Locator, selector: str) -> Locator:
    """*selector* in the example, leaving out a stale copy a rerun may still show."""
    return example.locator(selector).and_(example.page.locator(NOT_STALE))


def button(example: Locator, selector: str) -> Locator:
    """The button of the keyed element *selector*, as a reader sees it (Streamlit also draws a
    hidden copy of a button that has help)."""
    return live(example, selector).get_by_role("button")


def heading(example: Locator, step: int, last: int) -> Locator:
    """The example's step number in bold, «قدم ۳ از ۴۵», in Persian digits."""
    return live(example, "strong").filter(
        has_text=f"قدم {digits(str(step), 'fa')} از {digits(str(last), 'fa')}"
    )


def test_the_two_player_example_opens_at_its_start_and_plays_to_its_moment_in_persian(
    page: Page,
) -> None:
    example = open_example(page, "/lesson?game=hokm&lang=fa&chapter=two")
    expect(heading(example, 0, DEAL_LAST)).to_be_visible()  # the start of the deal
    expect(button(example, "[class*='_lprev_']")).to_be_disabled()
    expect(example.locator(".pasur-table")).to_have_count(0)  # nothing dealt yet
    button(example, MOMENT).click()
    expect(heading(example, DEAL_MOMENT, DEAL_LAST)).to_be_visible()
    expect(live(example, MARKED)).to_be_visible()
    expect(button(example, MOMENT)).to_be_disabled()
    table = example.locator(".pasur-table").first
    expect(table).to_be_visible()
    assert computed(page, ".pasur-table", "direction") == "ltr"  # the table keeps its geography
    assert table.locator("img").count() > 0
    text = str(example.evaluate("(el) => el.textContent"))
    assert PERSIAN_DIGIT.search(text) and "دو" in text
    assert page.get_by_test_id("stException").count() == 0


def test_the_two_player_example_plays_forward_with_next_in_persian(page: Page) -> None:
    example = open_example(page, "/lesson?game=hokm&lang=fa&chapter=two")
    back, forward = (button(example, f"[class*='_l{w}_']") for w in ("prev", "next"))
    bar = live(example, "[class*='_lbar_']")
    assert bar.evaluate("(el) => getComputedStyle(el).direction") == "ltr"  # as the slider runs
    left, right = back.bounding_box(), forward.bounding_box()
    assert left is not None and right is not None and left["x"] < right["x"]
    for step in range(1, DEAL_MOMENT + 1):
        expect(live(example, MARKED)).to_have_count(0)
        forward.click()
        expect(heading(example, step, DEAL_LAST)).to_be_visible()
        expect(back).to_be_enabled()
    expect(live(example, MARKED)).to_be_visible()  # ▶ reached it
    expect(button(example, MOMENT)).to_be_disabled()
    expect(example.locator(".pasur-table").first).to_be_visible()
    assert page.get_by_test_id("stException").count() == 0


@pytest.mark.parametrize("chapter", ["two", "three", "customs"])
def test_new_chapters_in_english(page: Page, chapter: str) -> None:
    open_page(page, f"/lesson?game=hokm&lang=en&chapter={chapter}")
    assert computed(page, MAIN, "direction") == "ltr"
    assert page.get_by_test_id("stException").count() == 0
