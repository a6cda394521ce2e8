"""The Hokm rulings page in a real browser: a shared link with a three-player hand (6-6-5)
opens on its ruling, in Persian, right to left, with Persian digits.

The contract: ``/rulings?game=hokm&tool=hand&o=players:3&t=6-6-5`` scores the hand; the success
box holds the ruling and the page names the rule ``hokm/six-six-five``. (The poker test opens
its screen by its old address, ``/poker_rulings``, which forwards here.)
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from .conftest import ASCII_DIGIT, computed, open_page, prose

MAIN = ".stMainBlockContainer"


def test_a_shared_three_player_ruling_opens_in_persian(page: Page) -> None:
    open_page(page, "/rulings?lang=fa&game=hokm&tool=hand&o=players%3A3&t=6-6-5&hk=0")
    assert computed(page, MAIN, "direction") == "rtl"
    assert page.get_by_test_id("stException").count() == 0
    ruling = page.get_by_test_id("stAlertContentSuccess")
    expect(ruling).to_contain_text("غرب با ۵ دست دور را می‌برد")
    expect(ruling).to_contain_text("۶–۶–۵")
    assert computed(page, "[data-testid='stAlertContentSuccess']", "direction") == "rtl"
    expect(page.locator(MAIN)).to_contain_text("hokm/six-six-five")
    # The three players' trick boxes hold the shared counts, in Persian digits.
    expect(page.get_by_role("combobox", name="دست‌های جنوب")).to_have_value("۶")
    expect(page.get_by_role("combobox", name="دست‌های غرب")).to_have_value("۵")
    text = prose(page)
    assert not ASCII_DIGIT.search(text), ASCII_DIGIT.findall(text)[:10]
