"""The Hokm lesson's new chapters (two players, three players, table customs) in a real browser."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .conftest import ASCII_DIGIT, PERSIAN_DIGIT, computed, open_example, open_page, prose

MAIN = ".stMainBlockContainer"


@pytest.mark.parametrize("chapter", ["two", "three", "customs"])
def test_new_chapters_are_right_to_left_in_persian(page: Page, chapter: str) -> None:
    open_page(page, f"/lesson?game=hokm&lang=fa&chapter={chapter}")
    assert computed(page, MAIN, "direction") == "rtl"
    assert page.get_by_test_id("stException").count() == 0
    text = prose(page)
    assert PERSIAN_DIGIT.search(text)
    assert not ASCII_DIGIT.search(text), text[:300]


def test_the_two_player_example_opens_and_steps_in_persian(page: Page) -> None:
    example = open_example(page, "/lesson?game=hokm&lang=fa&chapter=two")
    table = example.locator(".pasur-table").first
    expect(table).to_be_visible()
    assert computed(page, ".pasur-table", "direction") == "ltr"  # the table keeps its geography
    assert table.locator("img").count() > 0
    text = str(example.evaluate("(el) => el.textContent"))
    assert PERSIAN_DIGIT.search(text) and "دو" in text
    assert page.get_by_test_id("stException").count() == 0


@pytest.mark.parametrize("chapter", ["two", "three", "customs"])
def test_new_chapters_in_english(page: Page, chapter: str) -> None:
    open_page(page, f"/lesson?game=hokm&lang=en&chapter={chapter}")
    assert computed(page, MAIN, "direction") == "ltr"
    assert page.get_by_test_id("stException").count() == 0
