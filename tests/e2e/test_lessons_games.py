"""The Haft Khabis and poker lessons in a real browser: right to left with Persian digits, and a
worked example opened and stepped."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

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
CARD_RUNS = re.compile(r"\b[AKQJ0-9]{1,2}(?:-[AKQJ0-9]{1,2}){2,}\b")
"""Card sequences such as A-2-3-4-5, which stay in Latin notation in Persian text too."""


@pytest.mark.parametrize(
    "path",
    [
        "/lesson?game=haft_khabis&chapter=scoring",
        "/lesson?game=poker&chapter=holdem",
        "/lesson?game=poker&chapter=ranking",
    ],
)
def test_pages_are_right_to_left_in_persian(page: Page, path: str) -> None:
    open_page(page, f"{path}&lang=fa")
    assert computed(page, MAIN, "direction") == "rtl"
    assert page.get_by_test_id("stException").count() == 0
    text = CARD_RUNS.sub("", prose(page))
    assert PERSIAN_DIGIT.search(text)
    assert not ASCII_DIGIT.search(text), ASCII_DIGIT.search(text)


@pytest.mark.parametrize("path", ["/lesson?game=haft_khabis", "/lesson?game=poker"])
def test_pages_in_english(page: Page, path: str) -> None:
    open_page(page, f"{path}&lang=en")
    assert computed(page, MAIN, "direction") == "ltr"
    assert page.get_by_test_id("stException").count() == 0


def test_an_example_opens_and_steps_in_persian(page: Page) -> None:
    example = open_example(page, "/lesson?game=haft_khabis&lang=fa&chapter=special")
    back = example.locator("[class*='_lprev_']").and_(page.locator(NOT_STALE)).get_by_role("button")
    expect(back).to_be_disabled()  # it opens at the start of the deal
    start = str(example.evaluate("(el) => el.textContent"))
    moment = example.locator("[class*='_lmoment_']").and_(page.locator(NOT_STALE))
    moment.get_by_role("button").click()
    expect(example).not_to_have_text(start)
    felt = example.locator(".pasur-gfelt").first
    expect(felt).to_be_visible()
    expect(example.get_by_test_id("stAlertContentSuccess")).to_be_visible()  # the moment
    before = str(example.evaluate("(el) => el.textContent"))
    back.click()
    expect(example).not_to_have_text(before)
    text = str(example.evaluate("(el) => el.textContent"))
    assert PERSIAN_DIGIT.search(text) and "برگ‌های کنار" in text
    assert page.get_by_test_id("stException").count() == 0
