"""AppTest tests of the poker calculators and the Haft Khabis penalty count in both languages:
the documents-vs-hold'em difference, the royal A-2-3-4-5, bad input explained (and kept), an
exact equity from the flop, a sampled one, and the penalty count with a jack doubling."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from app_kit import open_page as kit_open
from app_kit import qp, text_of
from streamlit.testing.v1 import AppTest

ROOT = Path(__file__).resolve().parents[2]
POKER = "poker"
HK = "haft_khabis"
ASCII_DIGIT = re.compile(r"[0-9]")


def open_page(game: str, lang: str, **params: str) -> AppTest:
    """The rulings screen of *game* (``poker`` or ``haft_khabis``)."""
    return kit_open("pages/rulings.py", lang, timeout=90, game=game, **params)


def html_of(at: AppTest) -> str:
    return "\n".join(str(h.proto.body) for h in at.get("html"))


FLUSH = {"b": "2H 7H 9H KH 4C", "h1": "AH 3S", "h2": "QD QC"}
ROYAL = {"b": "3S 4S 5S 9D KC", "h1": "AS 2S", "h2": "KH KD"}


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_both_pages_render_in_both_languages(lang: str) -> None:
    titles = {
        "en": ("Poker calculators", "Haft Khabis penalty count"),
        "fa": ("حسابگرهای پوکر", "شمارش امتیاز منفی هفت خبیث"),
    }
    for page, title in zip((POKER, HK), titles[lang], strict=True):
        at = open_page(page, lang)
        assert at.title[0].value == title
        assert not at.error
    at = open_page(POKER, lang, tool="equity")
    assert not at.error


@pytest.mark.parametrize(
    ("lang", "docs", "holdem", "why"),
    [
        (
            "en",
            "Player 2 wins with the best hand: pair.",
            "Player 1 wins with the best hand: flush.",
            "one hole card and four board cards",
        ),
        (
            "fa",
            "بازیکن ۲ با بهترین دست می‌برد: جفت.",
            "بازیکن ۱ با بهترین دست می‌برد: فلاش.",
            "فقط یک برگ دست و چهار برگ زمین",
        ),
    ],
)
def test_a_flush_from_four_board_cards_differs(lang: str, docs: str, holdem: str, why: str) -> None:
    at = open_page(POKER, lang, **FLUSH)
    assert [s.value for s in at.success] == [docs, holdem]
    warnings = " ".join(w.value for w in at.warning)
    assert why in warnings
    assert "pk-win" in html_of(at) and "pasur-card-win" in html_of(at)
    assert "poker/hand-rule" in text_of(at)


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_the_suited_wheel_is_a_royal_flush(lang: str) -> None:
    at = open_page(POKER, lang, **ROYAL)
    word = {"en": "royal flush", "fa": "فلاش سلطنتی"}[lang]
    assert word in at.success[0].value
    assert word in " ".join(w.value for w in at.warning)
    assert "poker/royal-flush" in text_of(at)


def test_the_showdown_url_follows_the_widgets() -> None:
    at = open_page(POKER, "en")
    at.text_input(key="pk_board").set_value("3S 4S 5S 9D KC").run()
    at.text_input(key="pk_h0").set_value("AS 2S").run()
    at.text_input(key="pk_h1").set_value("KH KD").run()
    assert not at.exception
    assert qp(at, "b") == "3S 4S 5S 9D KC" and qp(at, "h1") == "AS 2S"
    assert "royal flush" in at.success[0].value


@pytest.mark.parametrize(
    ("params", "en", "fa"),
    [
        ({"b": "2H 7H ZZ", "h1": "AH 3S", "h2": "QD QC"}, "“ZZ” is not a card", "«ZZ» برگ نیست"),
        (
            {"b": "2H 7H 9H", "h1": "AH 3S", "h2": "AH QC"},
            "A♥ is both in the hand of Player 1",
            "آس دل هم در دست بازیکن ۱",
        ),
        (
            {"b": "2H 7H 9H", "h1": "9H 3S", "h2": "QD QC"},
            "9♥ is both on the board",
            "نه دل هم روی زمین",
        ),
        (
            {"b": "2H 7H 9H 3C 4C 5C", "h1": "AH 3S", "h2": "QD QC"},
            "The board has 6 cards",
            "زمین ۶ برگ دارد",
        ),
        (
            {"b": "2H 7H 9H", "h1": "AH 3S 4S", "h2": "QD QC"},
            "Player 1 has 3 hole cards",
            "بازیکن ۱ ۳ برگ دست دارد",
        ),
        ({"b": "2H 7H 9H", "h1": "BJ 3S", "h2": "QD QC"}, "is a joker", "ژوکر است"),
    ],
)
def test_bad_input_is_explained_and_kept(params: dict[str, str], en: str, fa: str) -> None:
    for lang, expected in (("en", en), ("fa", fa)):
        at = open_page(POKER, lang, **params)
        assert expected in " ".join(e.value for e in at.error), [e.value for e in at.error]
        assert at.text_input(key="pk_board").value == params["b"]
        assert at.text_input(key="pk_h0").value == params["h1"]


def test_a_joker_table_shows_five_of_a_kind() -> None:
    at = open_page(POKER, "en", b="7C 7D 7H 2S 9C", h1="7S BJ", h2="AH AD", j="1")
    assert "five of a kind" in at.success[0].value
    assert "without jokers" in " ".join(i.value for i in at.info)


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_an_exact_equity_from_the_flop(lang: str) -> None:
    at = open_page(POKER, lang, tool="equity", b="KH 9C 4H", h1="AH 5H", h2="KS KD")
    caption = " ".join(c.value for c in at.caption)
    assert {"en": "Exact: all 990 boards", "fa": "دقیق: همهٔ ۹۹۰ زمین"}[lang] in caption
    body = html_of(at)
    assert "pk-meter" in body
    if lang == "fa":
        assert "٪" in body


def test_a_sampled_equity_is_seeded_and_in_the_url() -> None:
    at = open_page(POKER, "en", tool="equity", h1="AS AD", h2="KC KH", s="2000", seed="5")
    caption = " ".join(c.value for c in at.caption)
    assert "Sampled: 2,000 of the 1,712,304 boards" in caption and "seed 5" in caption
    first = html_of(at)
    again = open_page(POKER, "en", tool="equity", h1="AS AD", h2="KC KH", s="2000", seed="5")
    assert html_of(again) == first
    assert qp(at, "seed") == "5" and qp(at, "s") == "2000"


@pytest.mark.parametrize(
    ("lang", "headline"),
    [
        ("en", "Player 1 went out; the others count 88 points in all."),
        ("fa", "بازیکن ۱ برگ‌هایش را تمام کرد؛ بقیه روی هم ۸۸ امتیاز منفی می‌گیرند."),
    ],
)
def test_the_penalty_count_with_a_jack_doubling(lang: str, headline: str) -> None:
    at = open_page(HK, lang, k2="QH 3C", k3="JS 7D AH", jack="1")
    assert at.success[0].value.startswith(headline)
    body = html_of(at)
    assert "76" in body if lang == "en" else "۷۶" in body
    assert "haft_khabis/jack-doubles" in text_of(at)


def test_the_running_totals_eliminate_a_player() -> None:
    at = open_page(HK, "en", k2="QH 3C", k3="JS 7D AH", jack="1", limit="100")
    at.button(key="hk_add").click().run()
    assert not at.exception
    assert qp(at, "sheet") == "0-12-76-0"
    at.text_input(key="hk_k2").set_value("JS JH").run()
    at.button(key="hk_add").click().run()
    assert qp(at, "sheet") == "0-12-76-0.0-0-40-0"
    assert "Out of the game (reached 100): Player 3." in " ".join(w.value for w in at.warning)


def test_a_bad_haft_khabis_hand_is_explained() -> None:
    at = open_page(HK, "fa", k2="QH QH QH")
    assert "دو دست ورق" in at.error[0].value
    assert at.text_input(key="hk_k1").value == "QH QH QH"
    at = open_page(HK, "en", k2="QH BJ")
    assert "Haft Khabis has no jokers" in at.error[0].value
