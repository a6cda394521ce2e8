"""AppTest tests of the Pasur calculators page: the three tools in both languages, bad input
explained in the page's language (and kept), the table rules widgets, and the URL round trip of
the capture, the round and the match sheet."""

from __future__ import annotations

from pathlib import Path

import pytest
from app_kit import open_page, qp, text_of
from streamlit.testing.v1 import AppTest

from pasur.cards import STANDARD_DECK

ROOT = Path(__file__).resolve().parents[2]
PAGE = "pages/rulings.py"
HALF = " ".join(c.code for c in STANDARD_DECK[:26])
REST = " ".join(c.code for c in STANDARD_DECK[26:])


def open_at(lang: str, **params: str) -> AppTest:
    return open_page(PAGE, lang, game="chahar_barg", **params)


def html_of(at: AppTest) -> str:
    return "\n".join(str(h.proto.body) for h in at.get("html"))


def errors(at: AppTest) -> str:
    return " ".join(e.value for e in at.error)


TITLES = {"en": "Pasur calculators", "fa": "حسابگرهای پاسور"}


@pytest.mark.parametrize("tool", ["capture", "round", "sheet"])
@pytest.mark.parametrize("lang", ["en", "fa"])
def test_every_tool_renders_in_both_languages(lang: str, tool: str) -> None:
    at = open_at(lang, tool=tool)
    assert at.title[0].value == TITLES[lang]
    assert not at.error
    assert qp(at, "tool") == (None if tool == "capture" else tool)


# --- the capture finder ----------------------------------------------------------------------


def capture(at: AppTest, table: str, card: str) -> AppTest:
    at.text_input(key="pr_table").set_value(table).run()
    at.text_input(key="pr_card").set_value(card).run()
    assert not at.exception, at.exception
    return at


@pytest.mark.parametrize(
    ("lang", "headline"),
    [("en", "7♥ has 2 captures to choose from."), ("fa", "هفت دل ۲ راه برای برداشتن دارد")],
)
def test_the_finder_lists_every_capture_with_its_rule(lang: str, headline: str) -> None:
    at = capture(open_at(lang), "4S 2C 2D KH", "7H")
    assert headline in " ".join(s.value for s in at.success)
    html = html_of(at)
    assert html.count('class="pasur-capture ') == 2
    text = text_of(at)
    assert "pasur/capture-eleven" in text and "pasur/one-combination" in text
    assert "pasur/must-capture" in text
    assert ("seed 001, line 19" if lang == "en" else "سند ۰۰۱، سطر ۱۹") in text
    assert qp(at, "table") == "4S 2C 2D KH" and qp(at, "card") == "7H"


def test_a_capture_link_opens_on_its_answer_and_the_situation_changes_the_sur() -> None:
    at = open_at("en", table="2H", card="9C")
    assert "It is a sur." in text_of(at)
    assert "a sur, 5 points" in html_of(at)
    at.radio(key="pr_when").set_value("last_deal").run()
    assert qp(at, "when") == "last_deal"
    assert "it is no sur: No sur in the last deal" in html_of(at)
    assert "pasur/no-sur-last-deal" in text_of(at)
    at.radio(key="pr_when").set_value("early").run()
    at.number_input(key="pr_surs0").set_value(10).run()
    assert "No more surs after ten" in html_of(at)


def test_the_jack_sur_follows_the_preset() -> None:
    at = open_at("en", table="5H 6S", card="JD")
    assert "a sur, 10 points" in html_of(at)
    at.selectbox(key="pr_preset").set_value("pagat").run()
    assert qp(at, "o") == "preset:pagat" or "jack_sur_points:0" in str(qp(at, "o"))
    assert "it is no sur: A sur with a jack: 10 points, or none" in html_of(at)


def test_an_example_button_fills_the_finder() -> None:
    at = open_at("fa")
    at.button(key="pr_ex_lone_jack").click().run()
    assert qp(at, "table") == "JC" and qp(at, "card") == "JS"
    assert "pasur/lone-jack" in text_of(at)


@pytest.mark.parametrize("lang", ["en", "fa"])
@pytest.mark.parametrize(
    ("table", "card", "en", "fa"),
    [
        ("2H 9Q", "7H", "is not a card", "برگ نیست"),
        ("2H 2H", "7H", "on the table twice", "دو بار روی زمین"),
        ("2H 7H", "7H", "both the card played", "هم برگ بازی‌شده"),
        ("2H", "7H 8H", "one card played, not 2", "یک برگ بازی‌شده بنویسید، نه ۲"),
        ("2H", "BJ", "Pasur has no jokers", "پاسور ژوکر ندارد"),
        ("2H", "<script>alert(1)</script>", "is not a card", "برگ نیست"),
    ],
)
def test_bad_input_is_explained_in_the_language_and_kept(
    lang: str, table: str, card: str, en: str, fa: str
) -> None:
    at = capture(open_at(lang), table, card)
    text = errors(at)
    assert (en if lang == "en" else fa) in text
    assert "<script>" not in text
    assert at.text_input(key="pr_card").value == card


# --- the round counter -----------------------------------------------------------------------


def count(at: AppTest, a: str, b: str, sa: str = "", sb: str = "") -> AppTest:
    at.text_area(key="pr_p0").set_value(a)
    at.text_area(key="pr_p1").set_value(b)
    at.text_input(key="pr_s0").set_value(sa)
    at.text_input(key="pr_s1").set_value(sb)
    at.run()
    assert not at.exception, at.exception
    return at


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_round_is_counted_line_by_line(lang: str) -> None:
    at = count(open_at(lang, tool="round"), HALF, REST, "1", "")
    success = " ".join(s.value for s in at.success)
    html = html_of(at)
    assert "pasur/clubs" in html and "pasur/twenty-points" in html
    if lang == "en":
        assert success == "South 21, North 4. South wins the round."
        assert "Card points: 16\u00a0+\u00a04\u00a0=\u00a020, the 20 of every round." in text_of(at)
    else:
        assert success == "جنوب ۲۱، شمال ۴. جنوب این دور را برد."
    assert qp(at, "p0") == HALF and qp(at, "s0") == "1"


@pytest.mark.parametrize(
    ("a", "b", "en", "fa"),
    [
        (HALF, HALF, "is listed twice, for South and for North", "برای جنوب و برای شمال"),
        (HALF, REST + " AS", "53 cards are listed", "۵۳ برگ نوشته شده"),
        (HALF, REST.replace(" AS", ""), "1 card of the 52 is missing: A♠", "آس پیک"),
        (HALF + " 2Z", REST, "is not a card", "برگ نیست"),
        (HALF + " 2C", "", "is listed twice for South", "برای جنوب دو بار"),
    ],
)
@pytest.mark.parametrize("lang", ["en", "fa"])
def test_bad_rounds_are_explained(lang: str, a: str, b: str, en: str, fa: str) -> None:
    at = count(open_at(lang, tool="round"), a, b)
    assert (en if lang == "en" else fa) in errors(at)
    assert at.text_area(key="pr_p0").value == a


def test_the_example_round_goes_to_the_match_sheet() -> None:
    at = open_at("en", tool="round")
    at.button(key="pr_round_example").click().run()
    assert "North took the other 32 cards." in text_of(at)
    at.button(key="pr_round_to_sheet").click().run()
    assert qp(at, "tool") == "sheet" and qp(at, "sheet") == "21-4c0"
    assert [m.value for m in at.metric] == ["21", "4"]


def test_three_and_four_players() -> None:
    at = open_at("en", tool="round", o="players:3")
    at.text_area(key="pr_p0").set_value(HALF)
    at.text_area(key="pr_p2").set_value("2S 3S 4S").run()
    assert "East took the other 23 cards." in text_of(at)
    at = open_at("en", tool="round", o="players:4")
    count(at, HALF, "", "1", "2")
    assert "With four players every sur is worth 10 points." in text_of(at)
    assert "South and North" in " ".join(s.value for s in at.success)


# --- the match sheet -------------------------------------------------------------------------


def add_round(at: AppTest, *points: str) -> AppTest:
    for s, p in enumerate(points):
        at.text_input(key=f"pr_pts{s}").set_value(p)
    at.button(key="pr_add").click().run()
    assert not at.exception, at.exception
    return at


def sheet_html(at: AppTest) -> str:
    return next((m.value for m in at.markdown if "pasur-psheet" in m.value), "")


def test_the_sheet_adds_rounds_and_keeps_them_in_the_url() -> None:
    at = open_at("en", tool="sheet")
    add_round(at, "30", "5")
    add_round(at, "12", "8")
    assert qp(at, "sheet") == "30-5.12-8"
    assert [m.value for m in at.metric] == ["42", "13"]
    add_round(at, "25", "5")
    assert "South wins the game with 67 points (the target is 62)." in text_of(at)
    assert "pasur/target" in text_of(at) and not at.get("form")
    button = at.get("download_button")[0]
    assert button.proto.url.endswith(".csv") and not button.proto.disabled


def test_the_sheet_survives_a_reload_in_both_languages() -> None:
    at = open_at("fa", sheet="30-5.12-8")  # no tool=: a sheet link opens the sheet
    assert [m.value for m in at.metric] == ["۴۲", "۱۳"]
    assert qp(at, "sheet") == "30-5.12-8" and qp(at, "tool") == "sheet"
    again = open_at("en", **{k: str(qp(at, k)) for k in ("sheet", "tool")})
    assert [m.value for m in again.metric] == ["42", "13"]
    assert "<td" in sheet_html(again)


def test_rounds_can_be_removed() -> None:
    at = open_at("en", sheet="30-5.12-8.10-10")
    at.selectbox(key="pr_remove_which").set_value("2").run()
    at.button(key="pr_remove").click().run()
    assert qp(at, "sheet") == "30-5.10-10"
    at.button(key="pr_undo").click().run()
    assert qp(at, "sheet") == "30-5"
    at.button(key="pr_clear_sheet").click().run()
    assert qp(at, "sheet") is None


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_an_impossible_round_is_refused_and_kept(lang: str) -> None:
    at = open_at(lang, tool="sheet")
    add_round(at, "12", "9")
    expected = "not a whole number of surs" if lang == "en" else "جور درنمی‌آید"
    assert expected in errors(at)
    assert qp(at, "sheet") is None
    assert at.text_input(key="pr_pts1").value == "9"
    add_round(at, "x", "9")
    assert ("is not a whole number" if lang == "en" else "عدد درستی نیست") in errors(at)


def test_four_players_play_to_124_and_the_clubs_tie_rule() -> None:
    at = open_at("en", tool="sheet", o="players:4")
    assert "up to 124" in text_of(at)
    at = open_at("en", tool="sheet", o="target_tie:clubs", sheet="40-15")
    at.text_input(key="pr_pts0").set_value("25")
    at.text_input(key="pr_pts1").set_value("50")
    at.selectbox(key="pr_clubs").set_value("1")
    at.button(key="pr_add").click().run()
    assert qp(at, "sheet") == "40-15.25-50c1"
    assert "North wins the game: the totals are level on 65" in text_of(at)
    level = open_at("en", sheet="40-15.25-50")
    assert "another round is played" in text_of(level)


@pytest.mark.parametrize("lang", ["en", "fa"])
@pytest.mark.parametrize("code", ["zz", "12-8.<script>", "12-8c7"])
def test_a_broken_sheet_link_shows_a_message_and_an_empty_sheet(lang: str, code: str) -> None:
    at = open_at(lang, sheet=code)
    text = errors(at)
    assert ("sheet in this link" if lang == "en" else "برگهٔ این پیوند") in text
    assert "<script>" not in text
    assert not sheet_html(at) and qp(at, "sheet") is None


def test_a_sheet_for_other_table_rules_is_explained() -> None:
    at = open_at("en", sheet="12-8", o="players:3")
    assert "Some rounds cannot be counted" in text_of(at)
    assert "points for 2 sides, but these table rules have 3" in sheet_html(at)


# --- the table rules -------------------------------------------------------------------------


def test_rules_widgets_and_url() -> None:
    at = open_at("en", o="preset:four_players", tool="sheet")
    assert at.selectbox(key="pr_opt_players").value == 4
    assert at.selectbox(key="pr_preset").value == "four_players"
    at.number_input(key="pr_opt_target_4p").set_value(62).run()
    assert qp(at, "o") == "players:4,target_4p:62"
    assert at.selectbox(key="pr_preset").value == ""
    at.selectbox(key="pr_opt_players").set_value(3).run()
    assert qp(at, "o") == "players:3,target_4p:62"


def test_the_59_rule_is_dropped_when_leaving_two_players() -> None:
    at = open_at("en", o="no_sur_from:60")
    at.selectbox(key="pr_opt_players").set_value(4).run()
    assert not at.exception
    assert qp(at, "o") == "players:4"


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_bad_rules_text_is_explained_and_kept(lang: str) -> None:
    at = open_at(lang)
    at.text_input(key="pr_opt_text").set_value("players:4,colour:red").run()
    assert ("no option called “colour”" if lang == "en" else "گزینه‌ای به نام «colour»") in errors(
        at
    )
    assert at.text_input(key="pr_opt_text").value == "players:4,colour:red"
    assert at.selectbox(key="pr_opt_players").value == 2  # nothing half-applied


def test_a_broken_rules_link_falls_back_to_the_usual_rules() -> None:
    at = open_at("fa", o="colour:red")
    assert "قانون‌های خانگیِ این پیوند خوانده نشد" in " ".join(w.value for w in at.warning)
    assert qp(at, "o") is None
