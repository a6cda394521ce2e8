"""Hokm at the play table in a real browser, in Persian and in English: a whole four-player
match played by clicking cards, three- and two-player hands (the draw and the discard), an
illegal click explained, the game kept through a reload and a language switch, the keyboard,
nothing fetched from outside the machine, and a phone-width table whose boxes do not overlap."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from . import conftest as E
from . import play_kit as P

LINK = "/play?g=hokm&seat=0&bots=heuristic&seed=4"


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_a_whole_match_is_played_by_clicking(page: Page, lang: str) -> None:
    # Seed 18 deals a short match (about 60 moves of the user's when every one is the first
    # legal card: a couple of minutes of browser time in each language).
    E.open_page(page, f"/play?g=hokm&seat=0&bots=heuristic&seed=18&lang={lang}")
    made = P.play_to_end(page, limit=400)
    assert made >= 7 * 7  # at least seven hands of at least seven tricks
    sheet = page.locator(".st-key-play_sheet").inner_text()
    assert sheet.count("\n") >= 7, sheet  # a line for each hand of the match
    body = page.locator(".stMainBlockContainer").inner_text()
    if lang == "fa":
        assert E.PERSIAN_LETTER.search(body)
        assert not re.search(r"[0-9]", sheet), sheet
        assert E.computed(page, ".ct-root", "direction") == "rtl"
    assert page.get_by_test_id("stException").count() == 0


@pytest.mark.parametrize("players", [3, 2])
def test_three_and_two_player_hands(page: Page, players: int) -> None:
    E.open_page(page, f"/play?g=hokm&o=scope:hand,players:{players}&seat=0&seed=2&lang=en")
    P.wait_live(page)
    assert page.locator(".ct-seat").count() == players
    P.play_to_end(page, limit=80)
    assert page.get_by_test_id("stException").count() == 0


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_an_illegal_click_is_explained_and_nothing_is_played(page: Page, lang: str) -> None:
    E.open_page(page, f"{LINK}&lang={lang}")
    P.wait_live(page)
    for _ in range(30):
        dim = page.locator(f"{P.LIVE} button.ct-play.ct-dim")
        if dim.count():
            break
        P.act(page)
    assert dim.count(), "the user never had a card to refuse"
    before = P.moves(page)
    P.click_card(dim.first, force=True)
    status = page.locator(f"{P.LIVE} .ct-status")
    expect(status).to_have_attribute("data-kind", "refused")
    text = status.inner_text()
    assert len(text) > 20
    if lang == "fa":
        assert E.PERSIAN_LETTER.search(text)
    assert P.moves(page) == before


def test_reload_and_language_switch_keep_the_game(page: Page) -> None:
    E.open_page(page, f"{LINK}&lang=en")
    P.wait_live(page)
    for _ in range(4):
        P.act(page)
    made = P.moves(page)
    page.reload()
    P.wait_live(page)
    assert P.moves(page) == made
    page.get_by_test_id("stSidebar").get_by_text("فارسی").click()
    expect(page).to_have_url(E.re.compile(r"lang=fa"))
    P.wait_live(page)
    assert P.moves(page) == made
    assert E.computed(page, ".ct-root", "direction") == "rtl"


def test_the_first_card_of_a_persian_hand_is_on_the_right(page: Page) -> None:
    E.open_page(page, f"{LINK}&lang=fa")
    P.wait_live(page)
    cards = page.locator(f"{P.LIVE} .ct-hand button.ct-play")
    first, last = cards.first.bounding_box(), cards.last.bounding_box()
    assert first and last and first["x"] > last["x"]


def test_the_keyboard_plays_a_card(page: Page) -> None:
    E.open_page(page, f"{LINK}&lang=en")
    P.wait_live(page)
    while not page.locator(f"{P.LIVE} button.ct-play:not(.ct-dim)").count():
        P.act(page)
    before = P.moves(page)
    legal = page.locator(f"{P.LIVE} button.ct-play:not(.ct-dim)").first
    legal.focus()
    page.keyboard.press("Enter")
    expect(P.marker(page)).not_to_have_attribute("data-moves", str(before))
    # Arrows move along the hand.
    P.wait_live(page)
    cards = page.locator(f"{P.LIVE} .ct-hand button.ct-play")
    cards.first.focus()
    page.keyboard.press("ArrowRight")
    focused = page.evaluate(
        "() => document.activeElement.shadowRoot ? "
        "document.activeElement.shadowRoot.activeElement.dataset.card : "
        "document.activeElement.dataset.card"
    )
    assert focused == cards.nth(1).get_attribute("data-card")


def test_nothing_is_fetched_from_outside(page: Page, base_url: str) -> None:
    asked: list[str] = []
    page.on("request", lambda r: asked.append(r.url))
    E.open_page(page, f"{LINK}&lang=fa")
    P.wait_live(page)
    P.act(page)
    outside = [u for u in asked if not u.startswith((base_url, "data:", "blob:"))]
    assert not outside, outside
    assert any("/app/static/cards/" in u for u in asked)


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_a_phone_table_keeps_its_shape(page: Page, lang: str) -> None:
    page.set_viewport_size({"width": 400, "height": 860})
    E.open_page(page, f"{LINK}&lang={lang}")
    P.wait_live(page)
    P.act(page)
    P.assert_no_overlap(page)
    top = page.locator(".ct-a-top").bounding_box()
    bottom = page.locator(".ct-a-bottom").bounding_box()
    left = page.locator(".ct-a-left").bounding_box()
    right = page.locator(".ct-a-right").bounding_box()
    assert top and bottom and left and right
    assert top["y"] < left["y"] < bottom["y"] and left["x"] < right["x"]
    hand = page.locator(".ct-hand").bounding_box()
    assert hand and hand["x"] >= 0 and hand["x"] + hand["width"] <= 400
