"""Haft Khabis at the play table in a real browser, in Persian and in English: a jack played by
clicking it and then the suit it calls, a 2 and the seat it names, a deal played by clicking to
its end, a card that does not fit explained, and a phone-width table whose boxes do not
overlap (checked on its screenshot's layout)."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from pasur.records import Record

from . import conftest as E
from . import play_kit as P

LINK = "/play?g=haft_khabis&seat=0&bots=heuristic&seed=4"
"""The user's first turn holds J♦ and 2♣, both fitting the up-card."""


def _recorded(page: Page) -> tuple[str, ...]:
    return Record.from_token(E.query(page)["rec"]).moves


def _special(page: Page, card: str, move: str, count: int) -> tuple[str, ...]:
    """Click *card* in the hand, check that its *count* options are offered under the table,
    each in its own words, and make *move*; the option labels."""
    P.wait_live(page)
    before = P.moves(page)
    P.click_card(page.locator(f"{P.LIVE} .ct-hand button.ct-play[data-card='{card}']"))
    options = page.locator(f"{P.LIVE} button.ct-option")
    expect(options).to_have_count(count)
    labels = tuple(options.all_inner_texts())
    assert len(set(labels)) == count
    page.locator(f"{P.LIVE} button.ct-option[data-move='{move}']").click()
    expect(P.marker(page)).not_to_have_attribute("data-moves", str(before))
    P.wait_live(page)
    assert move in _recorded(page)
    return labels


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_a_jack_calls_the_suit_clicked_under_the_table(page: Page, lang: str) -> None:
    E.open_page(page, f"{LINK}&lang={lang}")
    labels = _special(page, "JD", "play-JD-H", 4)
    if lang == "fa":
        assert all(E.PERSIAN_LETTER.search(label) for label in labels)
        assert not any(E.ASCII_DIGIT.search(label) for label in labels)
    assert page.get_by_test_id("stException").count() == 0


def test_a_2_names_the_seat_that_draws(page: Page) -> None:
    E.open_page(page, f"{LINK}&lang=en")
    labels = _special(page, "2C", "play-2C-t2", 3)
    assert any("North" in label for label in labels)


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_a_deal_is_played_by_clicking_to_its_end(page: Page, lang: str) -> None:
    E.open_page(page, f"/play?g=haft_khabis&o=scope:hand&seat=0&seed=4&lang={lang}")
    made = P.play_to_end(page, limit=150)
    assert made >= 1
    assert page.get_by_test_id("stException").count() == 0


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_a_card_that_does_not_fit_is_explained(page: Page, lang: str) -> None:
    E.open_page(page, f"{LINK}&lang={lang}")
    P.wait_live(page)
    dim = page.locator(f"{P.LIVE} .ct-hand button.ct-play.ct-dim")
    assert dim.count()
    before = P.moves(page)
    # (A click that Playwright would refuse on an aria-disabled button: the browser's own.)
    dim.first.dispatch_event("click")
    status = page.locator(f"{P.LIVE} .ct-status")
    expect(status).to_have_attribute("data-kind", "refused")
    text = status.inner_text()
    assert len(text) > 20
    if lang == "fa":
        assert E.PERSIAN_LETTER.search(text)
    assert P.moves(page) == before


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_a_phone_table_keeps_its_seats_apart(page: Page, lang: str, tmp_path: Path) -> None:
    page.set_viewport_size({"width": 400, "height": 860})
    E.open_page(page, f"{LINK}&lang={lang}")
    P.wait_live(page)
    page.locator(P.LIVE).scroll_into_view_if_needed()
    page.screenshot(path=str(tmp_path / f"haft-khabis-{lang}-phone.png"))
    assert page.locator(f"{P.LIVE} .ct-seat").count() == 4
    P.assert_no_overlap(page)
    hand = page.locator(f"{P.LIVE} .ct-hand").bounding_box()
    assert hand and hand["x"] >= 0 and hand["x"] + hand["width"] <= 400
