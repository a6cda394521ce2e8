"""The what-if chart pages in a real browser: right to left in Persian, the Plotly chart drawn
with Persian digits, a click on a bar opening its deal in the explorer, and the sample link
opening it too: at the moment the question is about (``step``), with the question stated above
the table (``.st-key-exp_question``; ``ask=<game>`` in the URL). Every screen is opened at
``/whatif?game=…`` with ``n=30`` (hands per simulation) to keep the runs short."""

from __future__ import annotations

import contextlib
import re
import tempfile
from collections.abc import Iterator
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import Page, expect

from pasur.records import Record
from ui.screens import game_screens

from . import conftest as E

MAIN = ".stMainBlockContainer"
CHART = ".js-plotly-plot"
PAGES = [
    f"/whatif?game={g}" for g in ("hokm", "shelem", "ghahve", "chahar_barg", "haft_khabis", "poker")
]


def expect_question(page: Page, game: str, lang: str) -> int:
    """The explorer, opened from *game*'s what-if page in *lang*: the URL names the question
    and its step, the page is at that step with no error, and the line above the table states
    the question by its title. The step."""
    expect(page).to_have_url(re.compile(rf"/explorer\?(.*&)?ask={game}(&|$)"))
    E.wait_ready(page)
    query = E.query(page)
    assert query["lang"] == lang and query["rec"]
    step = query.get("step", "0")
    expect(page.locator(E.STEP_MARKER)).to_have_attribute("data-step", step)
    screen = game_screens(game).screen("whatif")
    assert screen is not None
    question = page.locator(".st-key-exp_question").and_(page.locator(E.NOT_STALE))
    expect(question).to_contain_text(screen.label(lang))
    assert page.get_by_test_id("stAlertContentError").count() == 0
    assert page.get_by_test_id("stException").count() == 0
    return int(step)


def tick_labels(page: Page) -> list[str]:
    return [
        t.strip()
        for t in page.locator(f"{MAIN} {CHART} :is(.xtick, .ytick) text").all_text_contents()
        if t and t.strip()
    ]


@pytest.mark.parametrize("path", PAGES)
def test_persian_page_is_right_to_left_with_a_chart(page: Page, path: str) -> None:
    E.open_page(page, f"{path}&lang=fa&n=30")
    expect(page.locator(f"{MAIN} {CHART} svg.main-svg").first).to_be_visible()
    assert E.computed(page, MAIN, "direction") == "rtl"
    assert E.computed(page, f"{MAIN} {CHART}", "direction") == "ltr"  # the plot itself
    assert page.get_by_test_id("stException").count() == 0
    labels = tick_labels(page)
    assert labels and all(not E.ASCII_DIGIT.search(t) for t in labels), labels
    assert any(E.PERSIAN_DIGIT.search(t) for t in labels)
    # The y axis is on the right of the plot area, the title on the right.
    plot = page.locator(f"{MAIN} {CHART}").first
    box = plot.bounding_box()
    ytick = plot.locator(".ytick text").first.bounding_box()
    assert box is not None and ytick is not None
    assert ytick["x"] > box["x"] + box["width"] / 2
    title = plot.locator(".gtitle").bounding_box()
    assert title is not None and title["x"] + title["width"] > box["x"] + box["width"] * 0.8
    link = page.locator(f"{MAIN} [data-testid='stPageLink-NavLink'][href*='rec=']")
    expect(link).to_have_count(1)


@pytest.mark.parametrize("path", PAGES)
def test_english_page_is_left_to_right_with_a_chart(page: Page, path: str) -> None:
    E.open_page(page, f"{path}&lang=en&n=30")
    expect(page.locator(f"{MAIN} {CHART} svg.main-svg").first).to_be_visible()
    assert E.computed(page, MAIN, "direction") == "ltr"
    assert page.get_by_test_id("stException").count() == 0
    plot = page.locator(f"{MAIN} {CHART}").first
    box = plot.bounding_box()
    ytick = plot.locator(".ytick text").first.bounding_box()
    assert box is not None and ytick is not None
    assert ytick["x"] < box["x"] + box["width"] / 2


def test_the_sample_link_opens_the_explorer(page: Page) -> None:
    E.open_page(page, "/whatif?game=hokm&lang=fa&n=30")
    link = page.locator(f"{MAIN} [data-testid='stPageLink-NavLink'][href*='rec=']")
    expect(link).to_have_count(1)
    link.click()
    expect(page).to_have_url(re.compile(r"/explorer\?.*rec=p1"))
    step = expect_question(page, "hokm", "fa")
    # At the hakem's call of trump: the next move of the deal names it.
    assert Record.from_token(E.query(page)["rec"]).moves[step].startswith("trump-")
    assert E.computed(page, MAIN, "direction") == "rtl"


def test_clicking_a_bar_opens_its_deal_at_the_question(page: Page) -> None:
    E.open_page(page, "/whatif?game=hokm&lang=en&n=30&cards=AH.KH.QH.9S.4D")
    chosen = page.get_by_role("combobox", name="Open a sample deal").and_(page.locator(E.NOT_STALE))
    expect(chosen).to_have_value(re.compile("clubs"))
    # The first trace's bars are "the hakem's side wins", one per trump: the third is hearts.
    bar = page.locator(f"{MAIN} {CHART}").first.locator(".barlayer .trace").first
    bar.locator(".point path").nth(2).click(force=True)
    step = expect_question(page, "hokm", "en")
    # The deal of that bar, at its moment: the hakem is about to name hearts.
    assert Record.from_token(E.query(page)["rec"]).moves[step] == "trump-H"
    question = page.locator(".st-key-exp_question").and_(page.locator(E.NOT_STALE))
    expect(question).to_contain_text(f"It opens at step {step}, where the hakem names trump.")


def test_pasur_clicking_the_dealer_bar_opens_a_dealer_hand(page: Page) -> None:
    E.open_page(page, "/whatif?game=chahar_barg&lang=fa&n=30&players=4")
    assert E.computed(page, MAIN, "direction") == "rtl"
    assert page.get_by_test_id("stException").count() == 0
    # Persian throughout the E.prose: digits included.
    assert not E.ASCII_DIGIT.search(E.prose(page)), E.prose(page)[:300]
    chosen = page.get_by_role("combobox", name="باز کردن یک پخش نمونه").and_(
        page.locator(E.NOT_STALE)
    )
    expect(chosen).to_have_value(re.compile("نفر اول"))
    link = page.locator(f"{MAIN} [data-testid='stPageLink-NavLink'][href*='rec=']")
    first = parse_qs(urlsplit(link.get_attribute("href") or "").query)["rec"]
    # The last chart is "who gains by where they sit": the first player's team, then the
    # dealer's (drawn right to left). Its dealer bar opens a deal of the dealer's sample.
    margin = page.locator(f"{MAIN} {CHART}").last
    margin.locator(".barlayer .trace").first.locator(".point path").nth(1).click(force=True)
    expect_question(page, "chahar_barg", "fa")
    assert [E.query(page)["rec"]] != first


def test_a_link_reproduces_the_inputs(page: Page) -> None:
    cards = "AS.KS.QS.JS.TS.9S.AH.KH.5H.AD.5D.7C"
    E.open_page(page, f"/whatif?game=shelem&lang=en&n=30&made_score=bid&cards={cards}")
    box = page.locator(f"{MAIN} input[type='text']").first
    expect(box).to_have_value("AS KS QS JS TS 9S AH KH 5H AD 5D 7C")
    params = E.query(page)
    assert params["made_score"] == "bid"
    assert params["cards"] == cards
    expect(page.locator(f"{MAIN} {CHART} svg.main-svg").first).to_be_visible()


def test_bad_cards_are_explained_in_persian(page: Page) -> None:
    E.open_page(page, "/whatif?game=hokm&lang=fa&n=30&cards=AS.KS.XX")
    error = page.get_by_test_id("stAlertContentError")
    expect(error).to_contain_text("برگ نیست")
    assert page.get_by_test_id("stException").count() == 0
    assert page.locator(f"{MAIN} {CHART}").count() == 0


def test_stop_shows_the_hands_played_so_far(page: Page) -> None:
    # Many hands (a minute's work) with a seed no other test uses: nothing is cached.
    page.goto("/whatif?game=ghahve&lang=en&n=20000&seed=4242")
    # (Not get_by_role: Streamlit's own header has a "Stop" button while a script runs.)
    stop = page.locator(f"{MAIN} [data-testid='stBaseButton-secondary']").filter(has_text="Stop")
    expect(stop).to_be_visible(timeout=30_000)
    expect(page.get_by_test_id("stProgress")).to_be_visible()
    expect(page.get_by_text(re.compile(r"Played [1-9][\d,]* of 20,000 hands"))).to_be_visible()
    stop.click()
    expect(page.get_by_text(re.compile(r"Stopped after [\d,]+ of 20,000 hands"))).to_be_visible(
        timeout=20_000
    )
    E.wait_ready(page)
    expect(page.get_by_role("button", name="Continue")).to_be_visible()
    expect(page.locator(f"{MAIN} {CHART} svg.main-svg").first).to_be_visible()
    assert page.get_by_test_id("stException").count() == 0


# --- the answer at once, then sharper ----------------------------------------------------------

LIVE_ENV = {"PASUR_WHATIF_FIRST": "0.2", "PASUR_WHATIF_STEP": "0.3"}
"""A server whose what-if pages draw a first answer after 0.2 s of play and a sharper one every
0.3 s of play after it (the other tests' server plays the whole answer first)."""
PROGRESS = "[data-testid='stProgress']"


@pytest.fixture(scope="module")
def live_cache(tmp_path_factory: pytest.TempPathFactory) -> str:
    return str(tmp_path_factory.mktemp("whatif-store"))


@contextlib.contextmanager
def _served(cache: str) -> Iterator[str]:
    """A server of its own for the live tests, with the results store *cache*; its URL."""
    with tempfile.TemporaryFile() as log:
        proc, url = E.start_streamlit(
            "app.py", E.ROOT, log, env={**LIVE_ENV, "PASUR_CACHE_DIR": cache}
        )
        try:
            yield url
        finally:
            E.stop(proc)


def test_the_first_answer_comes_at_once_then_sharpens_and_outlives_a_restart(
    page: Page, live_cache: str
) -> None:
    query = "/whatif?game=hokm&lang=en&n=600&seed=11"
    with _served(live_cache) as url:
        page.goto(url + query)
        # A first chart while the hands are still being played, with the count so far...
        chart = page.locator(f"{MAIN} {CHART} svg.main-svg").first
        expect(chart).to_be_visible(timeout=60_000)
        expect(page.locator(PROGRESS)).to_contain_text("Played", timeout=10_000)
        first = page.locator(MAIN).inner_text()
        counts = [int(n.replace(",", "")) for n in re.findall(r"([\d,]+) hands per trump", first)]
        assert counts and counts[0] < 600, counts
        # ...then, with no click, the page keeps playing until the whole answer is drawn.
        expect(page.locator(PROGRESS)).to_have_count(0, timeout=120_000)
        expect(page.locator(MAIN)).to_contain_text("600 hands per trump")
        assert page.get_by_test_id("stException").count() == 0
    # A new server with the same store draws the finished answer at once: nothing is replayed.
    with _served(live_cache) as url:
        page.goto(url + query)
        expect(page.locator(f"{MAIN} {CHART} svg.main-svg").first).to_be_visible(timeout=60_000)
        expect(page.locator(MAIN)).to_contain_text("600 hands per trump")
        assert page.locator(PROGRESS).count() == 0
