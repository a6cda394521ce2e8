"""AppTest tests of the Shelem and Ghahve score pages: both languages, a table of hands, bad
input explained and kept, the sheets in the URL (and back from it), CSV export."""

from __future__ import annotations

from pathlib import Path

import pytest
from app_kit import open_page as kit_open
from app_kit import qp, text_of
from streamlit.testing.v1 import AppTest

from ui.games.shelem.calculators import SEED_EXAMPLE

ROOT = Path(__file__).resolve().parents[2]
SHELEM = "shelem"
GHAHVE = "ghahve"


def open_page(game: str, lang: str, **params: str) -> AppTest:
    """The rulings screen of *game* (``shelem`` or ``ghahve``)."""
    return kit_open("pages/rulings.py", lang, game=game, **params)


def errors(at: AppTest) -> str:
    return " ".join(e.value for e in at.error)


def sheet_html(at: AppTest) -> str:
    return next((m.value for m in at.markdown if "pasur-sheet-wrap" in m.value), "")


# --- rendering -------------------------------------------------------------------------------

# Each screen's title is the one its game's screens.toml gives (the registry's, not the page's).
TITLES = {
    (SHELEM, "en"): "Shelem score sheet",
    (SHELEM, "fa"): "برگهٔ امتیاز شلم",
    (GHAHVE, "en"): "Ghahve scores",
    (GHAHVE, "fa"): "امتیاز قهوه",
}


@pytest.mark.parametrize(("page", "lang"), sorted(TITLES))
def test_pages_render_in_both_languages(page: str, lang: str) -> None:
    at = open_page(page, lang)
    assert at.title[0].value == TITLES[(page, lang)]
    assert not at.error


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_the_sheet_tool_renders_in_both_languages(lang: str) -> None:
    at = open_page(SHELEM, lang, tool="sheet")
    assert not at.error and at.get("form")


# --- scoring a Shelem hand -------------------------------------------------------------------


def score(at: AppTest, side: str, bid: str, pa: str = "", pb: str = "") -> AppTest:
    at.radio(key="sh_h_side").set_value(side).run()
    at.text_input(key="sh_h_bid").set_value(bid).run()
    at.text_input(key="sh_h_pa").set_value(pa).run()
    at.text_input(key="sh_h_pb").set_value(pb).run()
    assert not at.exception, at.exception
    return at


HANDS = [
    # rules, hakem's side, bid, points typed (S&N, E&W), headline, rule
    ("", "0", "135", "130", "", "South and North −135, East and West +35 (failed).",
     "shelem/failed"),
    ("", "1", "125", "15", "", "South and North +15, East and West +150 (made).", "shelem/made"),
    ("", "0", "150", "165", "", "South and North +330, East and West 0 (shelem).",
     "shelem/shelem"),
    ("", "1", "135", "", "135", "South and North +30, East and West +135 (made).", "shelem/made"),
    ("", "0", "120", "80", "85", "South and North −165, East and West +85 (yasa).", "shelem/yasa"),
    ("made_score:bid", "0", "120", "160", "", "South and North +120, East and West +5 (made).",
     "shelem/made"),
    ("failure_penalty:double_bid", "1", "120", "85", "",
     "South and North +85, East and West −240 (yasa).", "shelem/yasa"),
    ("failure_penalty:none", "0", "120", "5", "",
     "South and North −120, East and West +160 (failed).", "shelem/failed"),
    ("preset:no_yasa", "0", "100", "165", "",
     "South and North +165, East and West −165 (shelem).", "shelem/shelem"),
    ("players:2", "1", "100", "", "100", "South +65, North +100 (made).", "shelem/made"),
]  # fmt: skip


@pytest.mark.parametrize(("rules", "side", "bid", "pa", "pb", "headline", "rule"), HANDS)
def test_hand_scoring(
    rules: str, side: str, bid: str, pa: str, pb: str, headline: str, rule: str
) -> None:
    at = open_page(SHELEM, "en", **({"o": rules} if rules else {}))
    score(at, side, bid, pa, pb)
    assert [s.value for s in at.success] == [headline]
    out = text_of(at)
    assert f"`{rule}`" in out and "Sources: seed" in out
    assert (qp(at, "bid"), qp(at, "pa"), qp(at, "pb")) == (bid, pa or None, pb or None)


def test_hand_scoring_in_persian_digits() -> None:
    at = score(open_page(SHELEM, "fa"), "0", "۱۳۵", "۱۳۰")
    # Signed numbers are isolated left to right so the sign stays in front in Persian.
    assert [s.value for s in at.success] == [
        "جنوب و شمال \u2066−۱۳۵\u2069، شرق و غرب \u2066+۳۵\u2069 (ناموفق)."
    ]
    out = text_of(at)
    assert "۱۶۵ − ۱۳۰ = ۳۵" in out and "`shelem/failed`" in out and "سند ۰۰۰" in out
    assert [m.value for m in at.metric] == ["\u2066−۱۳۵\u2069", "\u2066+۳۵\u2069"]


def test_declared_shelem_when_the_table_allows_it() -> None:
    at = open_page(SHELEM, "en", o="declared_shelem:on")
    at.checkbox(key="sh_h_decl").check().run()
    score(at, "0", "", "160")
    assert [s.value for s in at.success] == [
        "South and North −330, East and West +5 (declared shelem failed)."
    ]
    assert "`shelem/declared-shelem`" in text_of(at)
    assert qp(at, "decl") == "1"


def test_a_hand_link_opens_on_its_score() -> None:
    at = open_page(SHELEM, "en", side="1", bid="125", pa="15")
    assert [s.value for s in at.success] == ["South and North +15, East and West +150 (made)."]
    assert at.text_input(key="sh_h_bid").value == "125"


BAD_HANDS = [
    # bid, S&N points, E&W points, English fragment, Persian fragment
    ("103", "130", "", "103 cannot be bid: bids go up in fives", "۱۰۳ را نمی‌شود خواند"),
    ("95", "130", "", "95 cannot be bid: a bid is from 100 to 165", "عدد خوانده‌شده از ۱۰۰ تا ۱۶۵"),
    ("135", "62", "", "62 points cannot be taken: card points always come in fives",
     "۶۲ امتیاز ممکن نیست"),
    ("135", "170", "", "170 points is more than a hand has", "۱۷۰ امتیاز از کل امتیاز"),
    ("135", "130", "40", "130 and 40 add up to 170, but the two sides always take 165",
     "جمع ۱۳۰ و ۴۰ می‌شود ۱۷۰"),
    ("<b>x</b>", "130", "", "The bid: “\\<b\\>x\\</b\\>” is not a whole number.",
     "عدد خوانده‌شده: «\\<b\\>x\\</b\\>» عدد درستی نیست."),
]  # fmt: skip


@pytest.mark.parametrize("lang", ["en", "fa"])
@pytest.mark.parametrize(("bid", "pa", "pb", "en", "fa"), BAD_HANDS)
def test_bad_hands_are_explained_and_kept(
    lang: str, bid: str, pa: str, pb: str, en: str, fa: str
) -> None:
    at = score(open_page(SHELEM, lang), "0", bid, pa, pb)
    assert (en if lang == "en" else fa) in errors(at)
    assert not at.success
    assert at.text_input(key="sh_h_bid").value == bid
    assert (at.text_input(key="sh_h_pa").value, at.text_input(key="sh_h_pb").value) == (pa, pb)
    assert "<b>" not in errors(at)


# --- table rules -----------------------------------------------------------------------------


def test_rules_widgets_and_url() -> None:
    at = open_page(SHELEM, "en", o="preset:seed_002")
    assert at.selectbox(key="sh_opt_made_score").value == "bid"
    assert at.selectbox(key="sh_opt_target").value == 1165
    assert at.selectbox(key="sh_preset").value == "seed_002"
    at.selectbox(key="sh_opt_failure_penalty").set_value("double_bid").run()
    assert qp(at, "o") == (
        "made_score:bid,declared_shelem:on,failure_penalty:double_bid,target:1165"
    )
    assert at.selectbox(key="sh_preset").value == ""
    at.selectbox(key="sh_preset").set_value("two_player").run()
    assert qp(at, "o") == "players:2,target:660"


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_unknown_option_is_explained_and_kept(lang: str) -> None:
    at = open_page(SHELEM, lang)
    at.text_input(key="sh_opt_text").set_value("target:660,colour:red").run()
    assert ("no option called “colour”" if lang == "en" else "گزینه‌ای به نام «colour»") in errors(
        at
    )
    assert at.text_input(key="sh_opt_text").value == "target:660,colour:red"
    assert at.selectbox(key="sh_opt_target").value == 1200  # nothing half-applied


@pytest.mark.parametrize("page", [SHELEM, GHAHVE])
def test_a_broken_rules_link_falls_back_to_the_usual_rules(page: str) -> None:
    at = open_page(page, "fa", o="colour:red")
    assert "قانون‌های خانگیِ این پیوند خوانده نشد" in " ".join(w.value for w in at.warning)
    assert qp(at, "o") is None


# --- the Shelem score sheet ------------------------------------------------------------------


def add_hand(at: AppTest, hakem: str, bid: str, pa: str = "", pb: str = "") -> AppTest:
    at.selectbox(key="sh_s_hakem").set_value(hakem)
    at.text_input(key="sh_s_bid").set_value(bid)
    at.text_input(key="sh_s_pa").set_value(pa)
    at.text_input(key="sh_s_pb").set_value(pb)
    at.button(key="sh_s_add").click().run()
    assert not at.exception, at.exception
    return at


def test_sheet_entries_undo_and_url() -> None:
    at = open_page(SHELEM, "en", tool="sheet")
    add_hand(at, "0", "135", "130")
    add_hand(at, "3", "125", "", "150")
    add_hand(at, "0", "150", "165")
    add_hand(at, "3", "135", "30")
    assert qp(at, "sheet") == SEED_EXAMPLE
    assert [m.value for m in at.metric] == ["240", "320"]
    html = sheet_html(at)
    assert html.count("pasur-line") == 1 and "<b>210</b>" in html
    assert "Hand 5: South deals and East bids first. The game goes to 1,200." in text_of(at)
    assert "The seed prints 195 and 225" in text_of(at)  # the example's note
    at.button(key="sh_undo").click().run()
    assert qp(at, "sheet") == SEED_EXAMPLE.rsplit(".", 1)[0]
    assert [m.value for m in at.metric] == ["210", "185"]
    assert "The seed prints" not in text_of(at)


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_the_seed_example_button_and_its_note(lang: str) -> None:
    at = open_page(SHELEM, lang, tool="sheet", o="made_score:bid")
    at.button(key="sh_example").click().run()
    assert qp(at, "sheet") == SEED_EXAMPLE and qp(at, "o") is None
    note = " ".join(w.value for w in at.warning)
    if lang == "en":
        assert "210 and 240" in note and "195 and 225" in note
        assert [m.value for m in at.metric] == ["240", "320"]
    else:
        assert "۲۱۰ و ۲۴۰" in note and "۱۹۵ و ۲۲۵" in note and "الف، ب، ج و د" in note
        assert [m.value for m in at.metric] == ["۲۴۰", "۳۲۰"]


def test_sheet_survives_a_reload() -> None:
    at = open_page(SHELEM, "fa", sheet=SEED_EXAMPLE)  # no tool=: a sheet link opens the sheet
    assert [m.value for m in at.metric] == ["۲۴۰", "۳۲۰"]
    assert qp(at, "sheet") == SEED_EXAMPLE and qp(at, "tool") == "sheet"
    again = open_page(SHELEM, "en", **{k: str(qp(at, k)) for k in ("sheet", "tool")})
    assert [m.value for m in again.metric] == ["240", "320"]


def test_sheet_reaches_the_target_and_exports_csv() -> None:
    at = open_page(SHELEM, "en", tool="sheet", o="target:330")
    add_hand(at, "0", "150", "165")
    assert "The game goes to South and North: 330 points, with the target at 330." in [
        s.value for s in at.success
    ]
    assert not at.get("form")  # no more hands
    button = at.get("download_button")[0]
    assert button.proto.url.endswith(".csv") and not button.proto.disabled


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_bad_hand_on_the_sheet_is_explained_and_kept(lang: str) -> None:
    at = open_page(SHELEM, lang, tool="sheet")
    add_hand(at, "1", "133", "100")
    assert ("133 cannot be bid" if lang == "en" else "۱۳۳ را نمی‌شود خواند") in errors(at)
    assert qp(at, "sheet") is None and not sheet_html(at)
    assert at.text_input(key="sh_s_bid").value == "133"
    assert at.selectbox(key="sh_s_hakem").value == "1"


@pytest.mark.parametrize("lang", ["en", "fa"])
@pytest.mark.parametrize("code", ["d0.zz", "d0.0-135-131", "<script>", "d0.0-135-130..1-100-100"])
def test_broken_sheet_link_shows_a_message_and_an_empty_sheet(lang: str, code: str) -> None:
    at = open_page(SHELEM, lang, sheet=code)
    text = errors(at)
    assert ("sheet in this link" if lang == "en" else "جدول امتیازِ این پیوند") in text
    assert "<script>" not in text
    assert not sheet_html(at) and qp(at, "sheet") is None
    add_hand(at, "1", "100", "", "100")
    assert qp(at, "sheet") == "d0.1-100-100"
    assert not at.error


# --- Ghahve ----------------------------------------------------------------------------------


def ghahve_hand(at: AppTest, bids: tuple[str, str, str, str], a: str, b: str = "") -> AppTest:
    for seat, bid in enumerate(bids):
        at.text_input(key=f"gh_bid{seat}").set_value(bid)
    at.text_input(key="gh_t0").set_value(a)
    at.text_input(key="gh_t1").set_value(b).run()
    assert not at.exception, at.exception
    return at


GHAHVE_HANDS = [
    # bids (S, E, N, W), tricks typed, headline, rules
    (("3", "2", "3", "3"), "8", "", "South and North +62, East and West +50.", ["made-bid"]),
    (("3", "2", "3", "3"), "5", "", "South and North −60, East and West +53.",
     ["made-bid", "failed-bid"]),
    (("2", "2", "2", "2"), "", "13", "South and North −40, East and West +49.",
     ["made-bid", "failed-bid"]),
    (("7", "2", "6", "2"), "13", "0", "South and North +130, East and West −40.",
     ["made-bid", "failed-bid"]),
]  # fmt: skip


@pytest.mark.parametrize(("bids", "a", "b", "headline", "rules"), GHAHVE_HANDS)
def test_ghahve_hands(
    bids: tuple[str, str, str, str], a: str, b: str, headline: str, rules: list[str]
) -> None:
    at = ghahve_hand(open_page(GHAHVE, "en"), bids, a, b)
    assert [s.value for s in at.success] == [headline]
    out = text_of(at)
    assert all(f"`ghahve/{r}`" in out for r in rules)
    assert "Score after this hand" in out


def test_ghahve_example_added_to_the_sheet_and_the_url() -> None:
    at = open_page(GHAHVE, "fa")
    at.button(key="gh_example").click().run()
    assert [s.value for s in at.success] == [
        "جنوب و شمال \u2066+۶۲\u2069، شرق و غرب \u2066+۵۰\u2069."
    ]
    out = text_of(at)
    assert "۱۰ × ۶ + ۲ = ۶۲" in out
    assert "تیم جنوب جلو افتاد (۶۲ به ۵۰)؛ پس نوبت پخش به شرق، نفر دست راست جنوب، می‌رسد." in out
    at.button(key="gh_add").click().run()
    assert qp(at, "sheet") == "d0.3233-8"
    assert [m.value for m in at.metric] == ["۶۲", "۵۰"]
    assert "شرق پخش می‌کند؛ شمال اول تعهد می‌کند" in text_of(at)
    assert at.text_input(key="gh_bid0").value == ""  # ready for the next hand
    reloaded = open_page(GHAHVE, "en", sheet="d0.3233-8")
    assert [m.value for m in reloaded.metric] == ["62", "50"]
    reloaded.button(key="gh_undo").click().run()
    assert qp(reloaded, "sheet") is None  # empty, South deals first: nothing to keep


def test_ghahve_game_to_the_target() -> None:
    code = "d0." + ".".join(["6262-13"] * 4)
    at = open_page(GHAHVE, "en", sheet=code, o="target_points:501")
    ghahve_hand(at, ("6", "2", "6", "2"), "13")
    assert "South and North reach the target, 501: this hand wins the game." in text_of(at)
    at.button(key="gh_add").click().run()
    assert "The game goes to South and North: 605 points, with the target at 501." in [
        s.value for s in at.success
    ]
    button = at.get("download_button")[0]
    assert not button.proto.disabled


GHAHVE_BAD = [
    # bids, tricks (S&N, E&W), English fragment, Persian fragment
    (("1", "2", "2", "2"), "7", "", "South bid 1: nobody may bid fewer than 2 tricks.",
     "جنوب ۱ تعهد کرده است: هیچ‌کس نمی‌تواند کمتر از ۲ دست تعهد کند."),
    (("2", "2", "2", "2"), "7", "7", "7 and 7 add up to 14, but the two teams always take 13",
     "جمع ۷ و ۷ می‌شود ۱۴"),
    (("2", "2", "2", "2"), "15", "", "15 tricks is more than a hand has", "۱۵ دست از دست‌های"),
]  # fmt: skip


@pytest.mark.parametrize("lang", ["en", "fa"])
@pytest.mark.parametrize(("bids", "a", "b", "en", "fa"), GHAHVE_BAD)
def test_ghahve_bad_input_is_explained_and_kept(
    lang: str, bids: tuple[str, str, str, str], a: str, b: str, en: str, fa: str
) -> None:
    at = ghahve_hand(open_page(GHAHVE, lang), bids, a, b)
    assert (en if lang == "en" else fa) in errors(at)
    assert not at.success
    assert [at.text_input(key=f"gh_bid{s}").value for s in range(4)] == list(bids)
    assert (at.text_input(key="gh_t0").value, at.text_input(key="gh_t1").value) == (a, b)
    assert at.button(key="gh_add").disabled


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_ghahve_broken_sheet_link(lang: str) -> None:
    at = open_page(GHAHVE, lang, sheet="d0.1233-8")
    text = errors(at)
    assert ("sheet in this link" if lang == "en" else "جدول امتیازِ این پیوند") in text
    assert qp(at, "sheet") is None
