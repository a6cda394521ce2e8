"""The deal explorer (``/explorer``) in a real browser: stepping by button and by key, links that
reproduce the screen, what-if branches (from the controls and by clicking a card at the table),
and sessions that step independently.

The page's contract: URL parameters ``lang``, ``rec`` (share token), ``g``, ``o``, ``seed``,
``step``, ``seat``, ``w`` (what-if overrides) and ``line``; buttons ``exp_prev``/``exp_next``
(keys Left/Right), the marker ``<span class="pasur-step" data-step=".." data-line="main|branch">``
and the address of the screen ``<span class="pasur-share" data-link="/explorer?...">``, the
card table ``.ct-root`` (the card-table component: seats ``.ct-seat[data-seat]``, card pictures
``img.ct-img``, the clickable hand ``button.ct-play[data-card]``), the copy-link button
``exp_copy``, and the what-if controls ``exp_alt``, ``exp_play_alt`` and ``exp_back_main``.
"""

from __future__ import annotations

import random
import re
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import Locator, Page, expect
from pytest_playwright.pytest_playwright import CreateContextCallback

from pasur.games.hokm import SPEC
from pasur.options import parse_options
from pasur.protocol import CHANCE
from pasur.records import Record, replay
from pasur.sim import play, random_legal

from .conftest import NOT_STALE, STEP_MARKER, open_page, open_pages, query, wait_ready
from .play_kit import click_card

STEP = STEP_MARKER
TABLE = ".ct-root"
SEEDED = "/explorer?lang=en&seed=7"


def _dealt_record() -> tuple[str, int]:
    """A whole Hokm hand as a share token, and the first step where a card can be chosen."""
    options = parse_options(SPEC.options_type, "scope:hand", SPEC.presets)
    record = play(SPEC, options, [random_legal] * 4, random.Random(20261129)).record
    for i, state in enumerate(replay(record)):
        moves = () if state.is_terminal() else state.legal_moves()
        if state.to_move != CHANCE and len(moves) > 2 and hasattr(moves[0], "card"):
            return record.to_token(), i
    raise AssertionError("no step with a choice of cards")


TOKEN, CHOICE_STEP = _dealt_record()
MAIN_MOVE = Record.from_token(TOKEN).moves[CHOICE_STEP]
"""The card the line plays at CHOICE_STEP (a Hokm card is written as its code)."""


def button(page: Page, key: str) -> None:
    # Streamlit 1.67 draws a button with a help tooltip twice (one copy hidden, for layout).
    page.locator(f".st-key-{key} button").filter(visible=True).click()


def step_of(page: Page) -> int:
    return int(page.locator(STEP).get_attribute("data-step") or "-1")


def expect_step(page: Page, n: int, *, line: str = "main") -> None:
    """The marker shows step *n* of *line*, the URL agrees, and the run has finished."""
    expect(page.locator(STEP)).to_have_attribute("data-step", str(n))
    expect(page.locator(STEP)).to_have_attribute("data-line", line)
    if n:
        expect(page).to_have_url(re.compile(rf"[?&]step={n}(&|$)"))
    else:  # the default is left out of the URL
        expect(page).not_to_have_url(re.compile(r"[?&]step="))
    page.locator("[data-testid='stApp'][data-test-script-state='notRunning']").wait_for(
        state="attached"
    )


TABLE_JS = """(table) => {
    // What the table shows: each box's classes and text, and every card image with its frame.
    // (Raw outerHTML differs between a fresh render and an update: React leaves style="".)
    const parts = [];
    for (const el of table.querySelectorAll("*")) {
        if (el.tagName === "IMG") {
            parts.push(`img ${el.className} ${el.getAttribute("alt")} ${el.getAttribute("src")}`);
        } else if (el.children.length === 0 && el.textContent.trim()) {
            parts.push(`${el.tagName} ${el.className} ${el.textContent.trim()}`);
        } else if (el.hasAttribute("data-seat")) {
            parts.push(`seat ${el.getAttribute("data-seat")} ${el.className}`);
        }
    }
    return parts.join("\\n");
}"""


def table(page: Page) -> str:
    # (The component draws in a shadow root, which the stale-copy XPath cannot see into.)
    return str(page.locator(TABLE).first.evaluate(TABLE_JS))


def test_next_and_previous_buttons_move_the_step_and_the_url(page: Page) -> None:
    open_page(page, SEEDED)
    expect_step(page, 0)
    start = table(page)
    button(page, "exp_next")
    expect_step(page, 1)
    button(page, "exp_next")
    expect_step(page, 2)
    assert table(page) != start
    button(page, "exp_prev")
    expect_step(page, 1)
    assert query(page)["seed"] == "7"
    assert query(page)["lang"] == "en"


def test_the_copied_url_reproduces_the_screen(
    page: Page, new_context: CreateContextCallback
) -> None:
    open_page(page, SEEDED)
    for n in range(1, 4):
        button(page, "exp_next")
        expect_step(page, n)
    url, shown = page.url, table(page)
    assert page.locator(f"{TABLE} img.ct-img").count() > 0

    # The address of what is on screen is the address bar's, and the button copies it whole.
    share = page.locator("span.pasur-share").and_(page.locator(NOT_STALE)).first
    offered = parse_qs(urlsplit(share.get_attribute("data-link") or "").query)
    assert offered == parse_qs(urlsplit(url).query)
    copy = page.locator(".st-key-exp_copy button")
    copy.click()
    expect(copy).to_have_attribute("data-copied", url)

    page.reload()
    wait_ready(page)
    expect_step(page, 3)
    assert table(page) == shown

    other = new_context().new_page()
    open_page(other, url)
    expect_step(other, 3)
    assert table(other) == shown
    assert parse_qs(urlsplit(other.url).query) == parse_qs(urlsplit(url).query)


def test_a_record_token_opens_at_its_step(page: Page) -> None:
    open_page(page, f"/explorer?lang=en&rec={TOKEN}&step={CHOICE_STEP}")
    expect_step(page, CHOICE_STEP)
    assert query(page)["rec"] == TOKEN
    assert page.locator(f"{TABLE} .ct-seat[data-seat]").count() == 4
    assert page.locator(f"{TABLE} img.ct-img").count() > 0


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_a_card_clicked_at_the_table_branches_there(page: Page, lang: str) -> None:
    """The hand of the seat to move is the table's clickable hand: its own card in the line
    steps on, any other card starts a what-if at that step, played on by the bot."""
    open_page(page, f"/explorer?lang={lang}&rec={TOKEN}&step={CHOICE_STEP}")
    expect_step(page, CHOICE_STEP)
    hand = page.locator(f"{TABLE} button.ct-play:not(.ct-dim)")
    codes = [code for code in hand.evaluate_all("bs => bs.map(b => b.dataset.card)") if code]
    assert MAIN_MOVE in codes and len(codes) > 1
    click_card(hand.and_(page.locator(f'[data-card="{MAIN_MOVE}"]')))
    expect_step(page, CHOICE_STEP + 1)  # the line's own card: one step on, no what-if
    assert "w" not in query(page)
    button(page, "exp_prev")
    expect_step(page, CHOICE_STEP)
    other = next(code for code in codes if code != MAIN_MOVE)
    click_card(hand.and_(page.locator(f'[data-card="{other}"]')))
    expect_step(page, CHOICE_STEP + 1, line="branch")
    assert query(page)["w"] == f"{CHOICE_STEP}:{other}"
    played = page.locator(f"{TABLE} .ct-trick img.ct-img")
    expect(played.and_(page.locator(f'[src$="{other}.svg"]'))).to_have_count(1)


# Counts the times the title's element is marked stale: a full rerun marks every element of the
# page stale until the script redraws it, while a fragment's rerun leaves the rest alone.
WATCH_TITLE = """() => {
    window.__pasurStale = 0;
    const box = document.querySelector(".stMainBlockContainer h1")
        .closest("[data-testid='stElementContainer']");
    new MutationObserver(() => {
        if (box.getAttribute("data-stale") === "true") window.__pasurStale += 1;
    }).observe(box, {attributes: true, attributeFilter: ["data-stale"]});
}"""


def test_arrow_keys_step_and_rerun_only_the_fragment(page: Page) -> None:
    open_page(page, SEEDED)
    page.evaluate(WATCH_TITLE)
    page.get_by_test_id("stApp").click(position={"x": 0, "y": 0})
    page.keyboard.press("ArrowRight")
    expect_step(page, 1)
    page.keyboard.press("ArrowRight")
    expect_step(page, 2)
    page.keyboard.press("ArrowLeft")
    expect_step(page, 1)
    button(page, "exp_next")
    expect_step(page, 2)
    assert page.evaluate("window.__pasurStale") == 0, "a step reran the whole page"

    # The watch does see a full rerun (R reruns the app).
    page.get_by_test_id("stApp").click(position={"x": 0, "y": 0})
    page.keyboard.press("r")
    page.wait_for_function("window.__pasurStale > 0")
    wait_ready(page)
    expect_step(page, 2)


def test_what_if_branch_and_back(page: Page) -> None:
    # In Persian: the alternatives are named in Persian and the page is right to left.
    open_page(page, f"/explorer?lang=fa&rec={TOKEN}&step={CHOICE_STEP}")
    expect_step(page, CHOICE_STEP)
    after_main = _table_after_next(page)
    button(page, "exp_prev")
    expect_step(page, CHOICE_STEP)

    choose_last_option(page, "exp_alt")
    button(page, "exp_play_alt")
    expect(page.locator(STEP)).to_have_attribute("data-line", "branch")
    expect(page).to_have_url(re.compile(rf"[?&]w={CHOICE_STEP}(%3A|:)"))
    expect_step(page, CHOICE_STEP, line="branch")
    after_branch = _table_after_next(page, line="branch")
    assert after_branch != after_main, "the what-if played the same card"

    # The branch is in the URL: a reload shows it again.
    page.reload()
    wait_ready(page)
    expect_step(page, CHOICE_STEP + 1, line="branch")
    assert table(page) == after_branch

    button(page, "exp_back_main")
    expect(page.locator(STEP)).to_have_attribute("data-line", "main")
    expect(page).not_to_have_url(re.compile(r"[?&]w="))
    expect_step(page, CHOICE_STEP + 1)
    assert table(page) == after_main
    expect(page.locator(".st-key-exp_back_main")).to_have_count(0)


def _table_after_next(page: Page, *, line: str = "main") -> str:
    button(page, "exp_next")
    expect_step(page, CHOICE_STEP + 1, line=line)
    return table(page)


def open_combobox(page: Page, combo: Locator) -> None:
    """Open a react-aria combobox (1.67's selectbox): a click or the arrow key, whichever takes."""
    for attempt in range(4):
        if attempt % 2 == 0:
            combo.click()
        else:
            combo.focus()
            page.keyboard.press("ArrowDown")
        try:
            expect(combo).to_have_attribute("aria-expanded", "true", timeout=1500)
            return
        except AssertionError:
            page.keyboard.press("Escape")
    expect(combo).to_have_attribute("aria-expanded", "true")


def choose_last_option(page: Page, key: str) -> str:
    """Pick the last option of the selectbox (or pills) with widget key *key*; return its text."""
    widget = page.locator(f".st-key-{key}")
    if widget.get_by_test_id("stSelectbox").count():
        combo = widget.get_by_role("combobox")
        open_combobox(page, combo)
        option = page.get_by_test_id("stSelectboxVirtualDropdown").get_by_role("option").last
        text = option.inner_text()
        option.click()
        expect(combo).to_have_value(text)
    else:
        pill = widget.locator("button").filter(visible=True).last
        text = pill.inner_text()
        pill.click()
    return text


def test_two_contexts_step_independently(new_context: CreateContextCallback) -> None:
    a = new_context().new_page()
    b = new_context().new_page()
    open_pages((a, SEEDED), (b, SEEDED))
    # One click per finished step: clicks made while a run is going can merge into one.
    for n in range(1, 4):
        button(a, "exp_next")
        expect_step(a, n)
    button(b, "exp_next")
    expect_step(b, 1)
    expect_step(a, 3)
    button(b, "exp_prev")
    expect_step(b, 0)
    button(a, "exp_next")
    expect_step(a, 4)
    assert step_of(b) == 0
