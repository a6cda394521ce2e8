"""Pasur in a real browser: the deal explorer with Pasur deals and the calculators page, in both
languages (right to left with Persian digits in Persian), and the match sheet surviving a reload.
The explorer's table is the card-table component (``.ct-root``; its seats' notes ``.ct-note``
carry each side's running count).

The calculators' contract: ``/pasur_rulings`` with ``tool=capture|round|sheet``; the finder's
inputs ``pr_table`` and ``pr_card`` (URL ``table=``, ``card=``) and its list ``.pasur-capture``;
the round counter's ``pr_p0``…; the match sheet's form inputs ``pr_pts0``… and button ``pr_add``,
its table ``table.pasur-psheet`` and the URL's ``sheet=``.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from pasur.options import parse_options
from pasur.registry import GAMES
from pasur.sim import deal_rng, play

from .conftest import (
    ASCII_DIGIT,
    PERSIAN_DIGIT,
    STEP_MARKER,
    computed,
    open_page,
    prose,
    query,
    wait_ready,
)

MAIN = ".stMainBlockContainer"
SPEC = GAMES["chahar_barg"]
SHEET_ROWS = "table.pasur-psheet tbody tr"


def token(options: str) -> str:
    played = play(
        SPEC,
        parse_options(SPEC.options_type, options, SPEC.presets),
        [SPEC.baseline_policy] * 8,
        deal_rng("pasur", 2, 0),
    )
    return played.record.to_token()


def no_exception(page: Page) -> None:
    assert page.get_by_test_id("stException").count() == 0


# --- the explorer ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "options", ["scope:hand", "scope:hand,players:3", "scope:hand,players:4", "preset:open"]
)
def test_a_pasur_deal_in_the_explorer_in_persian(page: Page, options: str) -> None:
    open_page(page, f"/explorer?lang=fa&rec={token(options)}&step=20")
    assert computed(page, MAIN, "direction") == "rtl"
    expect(page.locator(STEP_MARKER)).to_have_attribute("data-step", "20")
    # The card table: the cards in the middle, each seat's running count on its note line
    # in Persian digits, and the seats' geography kept left to right.
    table = page.locator(".ct-root").first
    assert table.locator(".ct-centre .ct-row img.ct-img").count() > 0
    notes = table.locator(".ct-note")
    expect(notes.first).to_be_visible()
    counted = " ".join(notes.all_inner_texts())
    assert PERSIAN_DIGIT.search(counted) and not ASCII_DIGIT.search(counted), counted
    assert computed(page, ".ct-root .ct-table", "direction") == "ltr"
    text = prose(page)
    assert PERSIAN_DIGIT.search(text)
    assert not ASCII_DIGIT.search(text), ASCII_DIGIT.findall(text)[:10]
    no_exception(page)


def test_a_pasur_deal_steps_by_key_in_english(page: Page) -> None:
    open_page(page, f"/explorer?lang=en&rec={token('scope:hand')}&step=10")
    assert computed(page, MAIN, "direction") == "ltr"
    page.locator(STEP_MARKER).wait_for(state="attached")
    page.get_by_test_id("stApp").click(position={"x": 0, "y": 0})
    page.keyboard.press("ArrowRight")
    expect(page.locator(STEP_MARKER)).to_have_attribute("data-step", "11")
    expect(page).to_have_url(re.compile(r"[?&]step=11(&|$)"))
    expect(page.locator(MAIN)).to_contain_text("Points so far")
    no_exception(page)


# --- the calculators -------------------------------------------------------------------------


@pytest.mark.parametrize("tool", ["capture", "round", "sheet"])
def test_the_calculators_are_right_to_left_in_persian(page: Page, tool: str) -> None:
    open_page(page, f"/pasur_rulings?lang=fa&tool={tool}&table=4S+2C+2D+KH&card=7H&sheet=30-5")
    assert computed(page, MAIN, "direction") == "rtl"
    text = prose(page)
    assert not ASCII_DIGIT.search(text), ASCII_DIGIT.findall(text)[:10]
    no_exception(page)
    if tool == "capture":
        expect(page.locator(".pasur-capture")).to_have_count(2)
        assert PERSIAN_DIGIT.search(text)
    if tool == "sheet":
        expect(page.locator(SHEET_ROWS)).to_have_count(1)
        expect(page.locator(MAIN)).to_contain_text("۳۰")


@pytest.mark.parametrize("tool", ["capture", "round", "sheet"])
def test_the_calculators_in_english(page: Page, tool: str) -> None:
    open_page(page, f"/pasur_rulings?lang=en&tool={tool}")
    assert computed(page, MAIN, "direction") == "ltr"
    no_exception(page)


def fill(page: Page, key: str, text: str) -> None:
    box = page.locator(f".st-key-{key} input, .st-key-{key} textarea").first
    box.fill(text)
    box.press("Enter" if box.evaluate("e => e.tagName") == "INPUT" else "Control+Enter")


def test_typing_a_capture_gives_every_choice_and_the_link(page: Page) -> None:
    open_page(page, "/pasur_rulings?lang=en")
    fill(page, "pr_table", "4S 2C 2D KH")
    expect(page).to_have_url(re.compile(r"[?&]table=4S"))
    fill(page, "pr_card", "7H")
    expect(page.locator(".pasur-capture")).to_have_count(2)
    expect(page.locator(MAIN)).to_contain_text("7♥ has 2 captures to choose from.")
    assert query(page)["card"] == "7H"
    # The link shows the same answer in a fresh load.
    page.reload()
    wait_ready(page)
    expect(page.locator(".pasur-capture")).to_have_count(2)


def test_a_bad_card_is_explained_in_persian(page: Page) -> None:
    open_page(page, "/pasur_rulings?lang=fa&table=2H+9Q&card=7H")
    expect(page.get_by_test_id("stAlertContentError")).to_contain_text("برگ نیست")
    no_exception(page)


def add_round(page: Page, points: tuple[str, str], rows: int) -> None:
    before = query(page).get("sheet")
    for s, p in enumerate(points):
        page.locator(f".st-key-pr_pts{s} input").fill(p)
    page.locator(".st-key-pr_add button").filter(visible=True).click()
    expect(page.locator(SHEET_ROWS)).to_have_count(rows)
    # The URL is written at the end of the run, after the table.
    expect(page).not_to_have_url(re.compile(rf"[?&]sheet={before}(&|$)" if before else r"^$"))
    expect(page).to_have_url(re.compile(r"[?&]sheet="))


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_match_sheet_survives_a_reload(page: Page, lang: str) -> None:
    open_page(page, f"/pasur_rulings?lang={lang}&tool=sheet")
    add_round(page, ("30", "5"), 1)
    add_round(page, ("۱۲", "۸"), 2)  # Persian digits are read too
    assert query(page)["sheet"] == "30-5.12-8"
    metrics = page.get_by_test_id("stMetricValue")
    expected = ["۴۲", "۱۳"] if lang == "fa" else ["42", "13"]
    expect(metrics).to_have_text(expected)
    page.reload()
    wait_ready(page)
    expect(page.locator(SHEET_ROWS)).to_have_count(2)
    expect(page.get_by_test_id("stMetricValue")).to_have_text(expected)
    assert query(page)["sheet"] == "30-5.12-8"
    if lang == "fa":
        assert computed(page, MAIN, "direction") == "rtl"
        assert not ASCII_DIGIT.search(prose(page))
