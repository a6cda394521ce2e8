"""The lesson pages (Learn Hokm, Cards and suits, Glossary) and Home, run with AppTest in both
languages: no exception, the key content present, Persian digits on Persian pages, the
glossary's search in either language and the user's query shown escaped."""

from __future__ import annotations

import re
from urllib.parse import parse_qs

import app_kit
import pytest
from app_kit import shown_text
from streamlit.testing.v1 import AppTest

from pasur.games.hokm import HokmOptions
from pasur.options import describe_options
from pasur.records import Record, replay
from ui.lessons import example_key, load_lesson

CHAPTERS = [c.id for c in load_lesson("hokm").chapters]


def open_page(page: str, lang: str) -> AppTest:
    """*page* after a first run in *lang*; ``pages/lesson.py`` opens Hokm's lesson."""
    return app_kit.open_page(page, lang, **({"game": "hokm"} if page == "pages/lesson.py" else {}))


def play_to_moments(at: AppTest) -> AppTest:
    """Press every worked example's button that plays it from its start to its moment."""
    for key in [b.key for b in at.button if b.key and "_lmoment_" in b.key]:
        at.button(key=key).click().run()
        assert not at.exception, [e.value for e in at.exception]
    return at


def markdown_text(at: AppTest) -> str:
    return shown_text(at, "markdown")


def all_text(at: AppTest) -> str:
    return shown_text(at, "title", "header", "subheader", "markdown", "caption")


TITLES = {
    ("pages/home.py", "en"): "Pasur: Persian card games, rule by rule",
    ("pages/home.py", "fa"): "پاسور: بازی‌های ورق ایرانی، قانون به قانون",
    ("pages/lesson.py", "en"): "Learn Hokm",
    ("pages/lesson.py", "fa"): "آموزش حکم",
    ("pages/basics.py", "en"): "Cards and suits",
    ("pages/basics.py", "fa"): "برگ‌ها و خال‌ها",
    ("pages/glossary.py", "en"): "Glossary",
    ("pages/glossary.py", "fa"): "واژه‌نامه",
}


@pytest.mark.parametrize(("page", "lang"), sorted(TITLES))
def test_page_renders(page: str, lang: str) -> None:
    at = open_page(page, lang)
    assert at.title[0].value == TITLES[(page, lang)]
    assert at.query_params["lang"] == [lang] or at.query_params["lang"] == lang


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_hokm_first_chapter(lang: str) -> None:
    at = open_page("pages/lesson.py", lang)
    text = all_text(at)
    if lang == "fa":
        assert "۱. میز و پخش برگ" in [h.value for h in at.header]
        assert "ژوکرها را کنار بگذارید" in text  # the lesson prose of hokm/deck
        assert "سند ۰۰۳، سطر ۵" in text  # sources with Persian digits
        assert not re.search(r"[0-9]", " ".join(h.value for h in at.header))
    else:
        assert "1. The table and the deal" in [h.value for h in at.header]
        assert "Leave the jokers in the box" in text
        assert "seed 003, line 5" in text
    assert len(at.expander) >= 5  # the worked examples


@pytest.mark.parametrize("lang", ["fa", "en"])
@pytest.mark.parametrize("chapter", CHAPTERS)
def test_hokm_every_chapter(chapter: str, lang: str) -> None:
    at = open_page("pages/lesson.py", lang)
    at.selectbox(key="hokm_chapter").set_value(chapter).run()
    assert not at.exception, [e.value for e in at.exception]
    assert len(at.header) == 1


def test_hokm_example_shows_computed_events_and_links_to_the_explorer() -> None:
    at = open_page("pages/lesson.py", "en")
    at.selectbox(key="hokm_chapter").set_value("scoring").run()
    play_to_moments(at)
    # The kot example's moment is the seventh trick; its next step, the end, gives the verdict.
    at.button(key=f"hokm_lnext_{example_key(load_lesson('hokm').examples['hokm/kot'])}").click()
    text = markdown_text(at.run())
    # The kot example: the engine's own verdict, phrased by ui.texts.
    plain = text.replace("\\", "").replace("\u2060", "")  # escapes and autolink breakers
    assert re.search(r"Hand 1: South and North win 7 to 0, kot: 2 point", plain)
    links = [
        p
        for p in at.get("page_link")
        if p.proto.page == "explorer" and "rec=" in p.proto.query_string
    ]
    assert links
    query = parse_qs(links[0].proto.query_string)
    record = Record.from_token(query["rec"][0])
    step = int(query["step"][0])
    assert query["lang"] == ["en"]
    assert 0 <= step <= len(record.moves)
    assert len(replay(record)) == len(record.moves) + 1


def test_hokm_persian_example_uses_persian_digits() -> None:
    at = open_page("pages/lesson.py", "fa")
    at.selectbox(key="hokm_chapter").set_value("scoring").run()
    play_to_moments(at)
    events = [m.value for m in at.markdown if m.value.startswith("- ")]
    assert events
    assert any(re.search(r"[۰-۹]", e) for e in events)
    assert not any(re.search(r"[0-9]", e) for e in events)


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_hokm_options_chapter_lists_every_option(lang: str) -> None:
    at = open_page("pages/lesson.py", lang)
    at.selectbox(key="hokm_chapter").set_value("options").run()
    labels = [e.label for e in at.expander]
    assert any(label.startswith("`bam`") for label in labels)
    assert len(labels) == len(describe_options(HokmOptions))
    text = markdown_text(at)
    if lang == "fa":
        assert "چرا این پیش‌فرض:" in text
        assert "بام در سندهای ۰۰۰" in text  # the Persian reason for bam's default
    else:
        assert "Why this default:" in text


def test_hokm_next_button_moves_to_the_next_chapter() -> None:
    at = open_page("pages/lesson.py", "en")
    at.button(key="hokm_chapter_next").click().run()
    assert at.header[0].value == "2. Naming trump"


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_basics_names_suits_and_decks(lang: str) -> None:
    at = open_page("pages/basics.py", lang)
    text = all_text(at)
    for word in ("خاج", "خشت", "دل", "پیک"):
        assert word in text
    for word in ("clubs", "diamonds", "hearts", "spades"):
        assert word in text
    if lang == "fa":
        assert "دل سیاه" in text  # seed 000's note on spades
        assert "قهوه" in text and "هفت خبیث" in text
        assert "سند ۰۰۰، سطرهای ۱۳۷ تا ۱۳۹" in text
    else:
        assert "black heart" in text
        assert "Ghahve" in text and "Haft Khabis" in text
        assert "seed 000, lines 137-139" in text
    assert "| آس |" in text or "| ace |" in text  # the table of ranks


def search(lang: str, query: str) -> AppTest:
    at = open_page("pages/glossary.py", lang)
    at.text_input(key="glossary_q").input(query).run()
    assert not at.exception
    return at


def terms_shown(at: AppTest) -> list[str]:
    return [m.value for m in at.markdown if m.value.startswith("**")]


def test_glossary_lists_every_term_without_a_query() -> None:
    at = open_page("pages/glossary.py", "en")
    assert len(terms_shown(at)) > 40


def test_glossary_search_in_english() -> None:
    at = search("en", "trick")
    shown = terms_shown(at)
    assert any(s.startswith("**دست**") for s in shown)
    assert len(shown) < 15


def test_glossary_search_with_arabic_yeh_and_kaf() -> None:
    # «حاکم‌کُت» typed with Arabic kaf, no ZWNJ and no vowel mark.
    at = search("fa", "حاكم كت")
    shown = terms_shown(at)
    assert shown and shown[0].startswith("**حاکم‌کُت**")
    at = search("fa", "بي بي")  # Arabic yeh
    assert any(s.startswith("**بی‌بی**") for s in terms_shown(at))


def test_glossary_search_in_persian_finds_english_meaning() -> None:
    at = search("en", "سرباز")
    assert any("jack" in s for s in terms_shown(at))


def test_glossary_query_is_shown_escaped() -> None:
    at = search("en", "<script>alert(1)</script>")
    echoed = [m.value for m in at.markdown if "script" in m.value]
    assert echoed
    assert all("<script>" not in m for m in echoed)
    assert any("\\<script\\>" in m for m in echoed)  # Markdown-escaped: shown as typed
    assert not terms_shown(at)
    assert at.info  # "no term matches"


def test_glossary_game_filter() -> None:
    at = open_page("pages/glossary.py", "en")
    at.pills(key="glossary_game").set_value("poker").run()
    shown = terms_shown(at)
    assert any(s.startswith("**جفت**") for s in shown)
    assert not any(s.startswith("**کوپ**") for s in shown)
