"""Shelem and Ghahve pages and deals in a real browser, in both languages."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from pasur.options import parse_options
from pasur.registry import GAMES
from pasur.sim import deal_rng, play

from .conftest import ASCII_DIGIT, PERSIAN_DIGIT, STEP_MARKER, computed, open_page, prose

MAIN = ".stMainBlockContainer"
PAGES = ["/lesson?game=shelem", "/lesson?game=ghahve", "/shelem_rulings", "/ghahve_rulings"]


def with_lang(path: str, lang: str) -> str:
    """*path* with ``lang`` added to its query."""
    return f"{path}{'&' if '?' in path else '?'}lang={lang}"


def token(game: str, options: str) -> str:
    spec = GAMES[game]
    played = play(
        spec,
        parse_options(spec.options_type, options),
        [spec.baseline_policy] * 8,
        deal_rng(game, 4, 0),
    )
    return played.record.to_token()


@pytest.mark.parametrize("path", PAGES)
def test_new_pages_are_right_to_left_in_persian_without_errors(page: Page, path: str) -> None:
    open_page(page, with_lang(path, "fa"))
    assert computed(page, MAIN, "direction") == "rtl"
    assert page.get_by_test_id("stException").count() == 0
    text = prose(page)
    assert not ASCII_DIGIT.search(text), text[:300]


@pytest.mark.parametrize("path", PAGES)
def test_new_pages_in_english(page: Page, path: str) -> None:
    open_page(page, with_lang(path, "en"))
    assert computed(page, MAIN, "direction") == "ltr"
    assert page.get_by_test_id("stException").count() == 0


@pytest.mark.parametrize(("game", "options"), [("shelem", "scope:hand"), ("ghahve", "scope:hand")])
def test_a_deal_steps_in_the_explorer_in_persian(page: Page, game: str, options: str) -> None:
    open_page(page, f"/explorer?lang=fa&rec={token(game, options)}&step=20")
    marker = page.locator(STEP_MARKER)
    assert marker.get_attribute("data-step") == "20"
    assert page.locator(".ct-root .ct-seat img.ct-img").count() > 0  # the card table's hands
    assert PERSIAN_DIGIT.search(prose(page))
    assert page.get_by_test_id("stException").count() == 0
