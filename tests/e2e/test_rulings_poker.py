"""The poker calculators in a real browser: a shared showdown link opens in Persian, right to
left, with Persian digits, both rule sets side by side and the sentence where they differ.

The page's contract: ``/rulings?game=poker`` (or its old address ``/poker_rulings``, which
forwards there with the query kept) with ``b=`` (the board) and ``h1=`` … (hole cards); each
player's best five is a ``.pk-hand`` (the winner's ``.pk-hand.pk-win``), hole cards marked
``img.pasur-card-win``.
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from .conftest import ASCII_DIGIT, PERSIAN_DIGIT, computed, open_page, prose, query

MAIN = ".stMainBlockContainer"
SHARED = "/poker_rulings?lang=fa&b=2H+7H+9H+KH+4C&h1=AH+3S&h2=QD+QC"


def test_a_shared_showdown_link_opens_in_persian(page: Page) -> None:
    open_page(page, SHARED)
    assert computed(page, MAIN, "direction") == "rtl"
    main = page.locator(MAIN)
    expect(main).to_contain_text("قوانین اسناد")
    expect(main).to_contain_text("تگزاس هولدم")
    expect(main).to_contain_text("بازیکن ۲ با بهترین دست می‌برد: جفت.")
    expect(main).to_contain_text("بازیکن ۱ با بهترین دست می‌برد: فلاش.")
    expect(main).to_contain_text("فقط یک برگ دست و چهار برگ زمین")
    expect(page.locator(".pk-hand.pk-win")).to_have_count(2)
    # Two hole cards in each best five, but hold'em's flush for player 1 uses only one.
    assert page.locator(".pk-hand img.pasur-card-win").count() == 7
    assert computed(page, ".pk-felt", "direction") == "ltr"  # cards keep their order
    text = prose(page)
    assert PERSIAN_DIGIT.search(text)
    assert not ASCII_DIGIT.search(text), ASCII_DIGIT.findall(text)[:10]
    assert query(page)["b"] == "2H 7H 9H KH 4C" and query(page)["game"] == "poker"
    assert page.get_by_test_id("stException").count() == 0
