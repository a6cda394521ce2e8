"""The app shell in a real browser: direction, digits, the language switch, deep links, the
shipped font, no outside requests, and sessions that keep to themselves."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from playwright.sync_api import Locator, Page, expect
from pytest_playwright.pytest_playwright import CreateContextCallback

from ui.lessons import load_lesson

from .conftest import (
    ASCII_DIGIT,
    PERSIAN_DIGIT,
    PERSIAN_LETTER,
    computed,
    open_page,
    open_pages,
    prose,
    query,
    wait_ready,
)

MAIN = ".stMainBlockContainer"
PARAGRAPH = f"{MAIN} [data-testid='stMarkdownContainer'] p"
TITLE = f"{MAIN} h1"
SHEET_ROWS = ".st-key-rul_sheet_table [data-testid='stTable'] tbody tr"
HOKM_LESSON = "a[href^='lesson?'][href*='game=hokm']"
"""The sidebar's link to Hokm's lesson (the generic lesson page with ``game=hokm``)."""


def lang_option(page: Page, name: str) -> Locator:
    return page.get_by_test_id("stSidebar").get_by_role("radio", name=name)


def test_persian_is_right_to_left(page: Page) -> None:
    open_page(page, "/?lang=fa")
    assert computed(page, MAIN, "direction") == "rtl"
    assert computed(page, PARAGRAPH, "text-align") == "right"
    assert computed(page, TITLE, "direction") == "rtl"


def test_english_is_left_to_right(page: Page) -> None:
    open_page(page, "/?lang=en")
    assert computed(page, MAIN, "direction") == "ltr"
    assert computed(page, PARAGRAPH, "text-align") in ("start", "left")
    assert not PERSIAN_LETTER.search(page.locator(TITLE).inner_text())


def add_sheet_hand(page: Page, rows: int) -> None:
    """Add a hand to the rulings page's score sheet (the form's defaults) and wait for it."""
    before = query(page).get("sheet")
    page.locator(".st-key-rul_s_add button").filter(visible=True).click()
    expect(page.locator(SHEET_ROWS)).to_have_count(rows)
    # The URL is written at the end of the run, after the table.
    expect(page).not_to_have_url(re.compile(rf"[?&]sheet={before}(&|$)" if before else r"^$"))
    expect(page).to_have_url(re.compile(r"[?&]sheet="))


def test_persian_pages_write_persian_digits(page: Page) -> None:
    # The explorer shows counts (cards, tricks, steps; the card table's chips and seats, in
    # its component's own root); the rulings page a score sheet.
    open_page(page, "/explorer?lang=fa&seed=7&step=12")
    explorer = prose(page) + "\n" + page.locator(".ct-root").first.inner_text()
    open_page(page, "/hokm_rulings?lang=fa&tool=sheet")
    add_sheet_hand(page, 1)
    sheet = prose(page)
    for name, text in (("explorer", explorer), ("rulings", sheet)):
        assert PERSIAN_DIGIT.search(text), f"no Persian digits on the {name} page"
        assert not ASCII_DIGIT.search(text), (
            f"the {name} page shows ASCII digits: {ASCII_DIGIT.findall(text)[:10]} "
            f"in {text[:300]!r}"
        )


def test_language_switch_changes_url_and_text(page: Page) -> None:
    open_page(page, "/?lang=en")
    english_title = page.locator(TITLE).inner_text()

    lang_option(page, "فارسی").click()
    expect(page).to_have_url(re.compile(r"[?&]lang=fa(&|$)"))
    expect(page.locator(MAIN)).to_have_css("direction", "rtl")
    expect(page.locator(TITLE)).not_to_have_text(english_title)
    assert PERSIAN_LETTER.search(page.locator(TITLE).inner_text()), "the title is not in Persian"
    expect(lang_option(page, "فارسی")).to_have_attribute("aria-checked", "true")

    lang_option(page, "English").click()
    expect(page).to_have_url(re.compile(r"[?&]lang=en(&|$)"))
    expect(page.locator(MAIN)).to_have_css("direction", "ltr")
    expect(page.locator(TITLE)).to_have_text(english_title)


def test_page_links_keep_the_language(page: Page) -> None:
    open_page(page, "/?lang=fa")
    page.locator(f"{MAIN} a[data-testid='stPageLink-NavLink'][href^='explorer']").first.click()
    expect(page).to_have_url(re.compile(r"/explorer\?(.*&)?lang=fa(&|$)"))
    wait_ready(page)
    expect(page.locator(MAIN)).to_have_css("direction", "rtl")


def test_deep_link_in_a_fresh_context_is_english(new_context: CreateContextCallback) -> None:
    # A Persian browser, so only the link can make the page English.
    page = new_context(locale="fa-IR").new_page()
    open_page(page, "/lesson?game=hokm&lang=en")
    assert urlsplit(page.url).path == "/lesson"
    assert query(page)["lang"] == "en"
    assert computed(page, MAIN, "direction") == "ltr"
    expect(lang_option(page, "English")).to_have_attribute("aria-checked", "true")
    # (English pages may quote Persian words, so only the title and the navigation are checked.)
    assert not PERSIAN_LETTER.search(page.locator(TITLE).inner_text())
    sidebar_links = page.get_by_test_id("stSidebar").get_by_test_id("stPageLink-NavLink")
    expect(sidebar_links.filter(has_text="Learn Hokm")).to_have_count(1)


def test_an_old_lesson_link_lands_on_the_lesson_page_with_its_query(page: Page) -> None:
    # Pasur's lesson was /pasur (and the game's id was pasur): a link shared then still opens
    # the same chapter, in the same language, now on /lesson with the game's id.
    chapter = load_lesson("chahar_barg").chapters[1]
    open_page(page, f"/pasur?lang=fa&chapter={chapter.id}")
    expect(page).to_have_url(re.compile(r"/lesson\?"))
    wait_ready(page)
    assert query(page) == {"lang": "fa", "chapter": chapter.id, "game": "chahar_barg"}
    expect(page.locator(TITLE)).to_have_text("آموزش پاسور")
    expect(page.locator(f"{MAIN} h2").first).to_contain_text(chapter.title.fa)
    assert computed(page, MAIN, "direction") == "rtl"
    assert page.get_by_test_id("stException").count() == 0


def test_first_visit_follows_the_browser_language(new_context: CreateContextCallback) -> None:
    for locale, lang, direction in (("fa-IR", "fa", "rtl"), ("en-GB", "en", "ltr")):
        page = new_context(locale=locale).new_page()
        open_page(page, "/")
        expect(page).to_have_url(re.compile(rf"[?&]lang={lang}(&|$)"))
        assert computed(page, MAIN, "direction") == direction


# Records every favicon the page sets: Streamlit points <link rel="shortcut icon"> at the page's
# icon, and a browser may or may not fetch it before the next change, so requests alone miss it.
RECORD_ICONS = """
window.__pasurIcons = [];
new MutationObserver((records) => {
    for (const r of records) {
        const nodes = r.type === "attributes" ? [r.target] : [...r.addedNodes];
        for (const n of nodes) {
            if (n.tagName === "LINK" && /icon/.test(n.rel)) window.__pasurIcons.push(n.href);
        }
    }
}).observe(document, {subtree: true, childList: true, attributes: true, attributeFilter: ["href"]});
"""


def test_shipped_font_and_only_local_requests(page: Page) -> None:
    requests: list[str] = []
    page.on("request", lambda r: requests.append(r.url))
    page.on("websocket", lambda ws: requests.append(ws.url))
    fonts: dict[str, int] = {}
    page.on("response", lambda r: "/fonts/" in r.url and fonts.setdefault(r.url, r.status))
    page.add_init_script(RECORD_ICONS)

    open_page(page, "/?lang=fa")
    page.locator(f"{MAIN} a[data-testid='stPageLink-NavLink'][href^='explorer']").first.click()
    expect(page).to_have_url(re.compile(r"/explorer\?"))
    wait_ready(page)
    page.wait_for_load_state("networkidle")

    loaded = page.evaluate(
        """async () => {
            await document.fonts.ready;
            return [...document.fonts]
                .filter((f) => f.family.replace(/["']/g, "") === "Vazirmatn")
                .map((f) => f.status);
        }"""
    )
    assert "loaded" in loaded, f"Vazirmatn faces: {loaded}"
    assert computed(page, f"{MAIN} h1", "font-family").startswith("Vazirmatn")
    assert any("Vazirmatn" in url and status == 200 for url, status in fonts.items()), fonts

    icons = page.evaluate("window.__pasurIcons")
    elsewhere = [
        url
        for url in requests + icons
        if not url.startswith(("data:", "blob:", "about:"))
        and urlsplit(url).hostname != "127.0.0.1"
    ]
    assert not elsewhere, f"requests (or favicons) outside the local server: {elsewhere}"


def test_two_contexts_keep_their_own_language(new_context: CreateContextCallback) -> None:
    a = new_context().new_page()
    b = new_context().new_page()
    open_pages((a, "/?lang=fa"), (b, "/?lang=en"))

    # Both switch at once, in opposite directions.
    lang_option(a, "English").click()
    lang_option(b, "فارسی").click()
    for page, lang, direction in ((a, "en", "ltr"), (b, "fa", "rtl")):
        expect(page).to_have_url(re.compile(rf"[?&]lang={lang}(&|$)"))
        expect(page.locator(MAIN)).to_have_css("direction", direction)

    # A rerun of one (moving to another page) does not carry the other's language. The links
    # are redrawn by the rerun the switch caused: wait for them before following one.
    for page, lang in ((a, "en"), (b, "fa")):
        link = page.get_by_test_id("stSidebar").locator(HOKM_LESSON)
        expect(link).to_have_attribute("href", re.compile(rf"lang={lang}(&|$)"))
        wait_ready(page)
    a.get_by_test_id("stSidebar").locator(HOKM_LESSON).click()
    b.get_by_test_id("stSidebar").locator(HOKM_LESSON).click()
    for page, lang, direction in ((a, "en", "ltr"), (b, "fa", "rtl")):
        expect(page).to_have_url(re.compile(rf"/lesson\?(.*&)?lang={lang}(&|$)"))
        wait_ready(page)
        expect(page.locator(MAIN)).to_have_css("direction", direction)
        expect(lang_option(page, "English")).to_have_attribute(
            "aria-checked", "true" if lang == "en" else "false"
        )


def test_two_contexts_keep_their_own_score_sheet(new_context: CreateContextCallback) -> None:
    a = new_context().new_page()
    b = new_context().new_page()
    open_pages((a, "/hokm_rulings?lang=en&tool=sheet"), (b, "/hokm_rulings?lang=en&tool=sheet"))
    add_sheet_hand(a, 1)
    add_sheet_hand(b, 1)
    add_sheet_hand(a, 2)
    expect(b.locator(SHEET_ROWS)).to_have_count(1)
    assert query(a)["sheet"] != query(b)["sheet"]

    # The sheet lives in the URL: a reload of each shows its own again.
    for page, rows in ((a, 2), (b, 1)):
        sheet = query(page)["sheet"]
        page.reload()
        wait_ready(page)
        expect(page.locator(SHEET_ROWS)).to_have_count(rows)
        assert query(page)["sheet"] == sheet
