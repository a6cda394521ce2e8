"""AppTest tests of the Hokm rulings page with two and three players, the new table rules, the
trump-custom tool and the misdeal tool, in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest
from app_kit import open_page, qp, text_of
from streamlit.testing.v1 import AppTest

ROOT = Path(__file__).resolve().parents[2]
PAGE = "pages/rulings.py"


def open_rulings(lang: str, **params: str) -> AppTest:
    return open_page(PAGE, lang, game="hokm", **params)


def set_counts(at: AppTest, *counts: int) -> AppTest:
    for i, c in enumerate(counts):
        at.selectbox(key=f"rul_h_p{i}").set_value(c)
    at.run()
    assert not at.exception, at.exception
    return at


# --- the hand scorer -------------------------------------------------------------------------

SIX_SIX_FIVE = {
    "en": "West wins the hand with 5 tricks (6–6–5), 1 point.",
    "fa": "غرب با ۵ دست دور را می‌برد (۶–۶–۵)، یک امتیاز.",
}


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_three_players_six_six_five(lang: str) -> None:
    at = open_rulings(lang, tool="hand", o="players:3")
    set_counts(at, 6, 6, 5)
    assert SIX_SIX_FIVE[lang] in at.success[0].value
    text = text_of(at)
    assert "`hokm/six-six-five`" in text
    # The next hakem is the hand's winner, and the state is in the URL.
    assert ("West becomes hakem" if lang == "en" else "غرب حاکم می‌شود") in text
    assert qp(at, "t") == "6-6-5" and qp(at, "o") == "players:3"


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_two_players_kot_and_no_kot(lang: str) -> None:
    at = open_rulings(lang, tool="hand", o="players:2")
    at.selectbox(key="rul_h_hakem").set_value("1").run()
    set_counts(at, 7, 0)
    expected = (
        "South wins at 7 to 0: hakem-kot, 3 points."
        if lang == "en"
        else "جنوب با ۷ به ۰ می‌برد: حاکم‌کُت، ۳ امتیاز."
    )
    assert at.success[0].value == expected
    assert "`hokm/small-game-kot`" in text_of(at)
    # Kot off in the small games: 1 point.
    at.checkbox(key="rul_opt_small_game_kot").uncheck().run()
    assert not at.exception
    assert ("1 point" if lang == "en" else "یک امتیاز") in at.success[0].value
    assert qp(at, "o") == "players:2,small_game_kot:off"


BAD_COUNTS = [
    # rules, counts, bam, English, Persian
    ("players:3", (6, 6, 4), "", "6–6–4 does not end a hand", "با ۶–۶–۴ دور تمام نمی‌شود"),
    ("players:3", (7, 7, 3), "", "7–7–3 cannot happen", "۷–۷–۳ ممکن نیست"),
    ("players:3", (8, 2, 1), "", "8–2–1 cannot happen: play stops", "۸–۲–۱ ممکن نیست"),
    ("players:2", (7, 7), "", "7 to 7 cannot happen", "۷ به ۷ ممکن نیست"),
]


@pytest.mark.parametrize("lang", ["en", "fa"])
@pytest.mark.parametrize(("rules", "counts", "bam", "en", "fa"), BAD_COUNTS)
def test_bad_counts_are_explained(
    lang: str, rules: str, counts: tuple[int, ...], bam: str, en: str, fa: str
) -> None:
    at = open_rulings(lang, tool="hand", o=rules)
    set_counts(at, *counts)
    assert not at.success
    shown = " ".join(e.value for e in at.error)
    # The counts are the scorer's own refusal, kept left to right in a Persian sentence.
    assert (en if lang == "en" else fa) in shown.replace("\u2066", "").replace("\u2069", "")
    # The input is kept as typed.
    assert tuple(at.selectbox(key=f"rul_h_p{i}").value for i in range(len(counts))) == counts


def test_a_fourteenth_trick_is_refused() -> None:
    at = open_rulings("en", tool="hand")
    at.selectbox(key="rul_h_a").set_value(7).run()
    at.selectbox(key="rul_h_b").set_value(7).run()
    assert "7 to 7 cannot happen" in at.error[0].value


def test_three_player_bam_to_seventeen() -> None:
    at = open_rulings("en", tool="hand", o="players:3")
    set_counts(at, 17, 0, 0)
    at.radio(key="rul_h_bam").set_value("made").run()
    assert at.success[0].value == "South wins all 17 tricks: bam, and with it the whole game."


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_conceded_hand(lang: str) -> None:
    at = open_rulings(lang, tool="hand", o="concession:before_play")
    at.radio(key="rul_h_end").set_value("conceded").run()
    at.selectbox(key="rul_h_a").set_value(0).run()
    at.selectbox(key="rul_h_b").set_value(0).run()
    assert not at.exception
    expected = (
        "East and West concede the hand at 0 to 0: South and North score 1 point."
        if lang == "en"
        else "شرق و غرب در ۰ به ۰ دور را واگذار می‌کنند: جنوب و شمال یک امتیاز می‌گیرند."
    )
    assert at.success[0].value == expected
    assert "`hokm/concession`" in text_of(at)
    assert qp(at, "mode") == "conceded"
    # After a trick, a table that concedes only before play refuses it.
    at.selectbox(key="rul_h_a").set_value(2).run()
    assert not at.success and at.error


def test_switching_the_player_count_keeps_the_page_working() -> None:
    at = open_rulings("en", tool="hand", o="concession:before_play,six_all:to_eight")
    at.selectbox(key="rul_opt_players").set_value(3).run()
    assert not at.exception
    info = " ".join(i.value for i in at.info)
    assert "do not apply with 3 players" in info and "Conceding a hand" in info
    assert qp(at, "o") == "players:3"
    set_counts(at, 6, 6, 5)
    assert at.success
    at.selectbox(key="rul_opt_players").set_value(2).run()
    assert not at.exception
    # 6-6 is kept as typed and explained.
    assert "6 to 6 does not end a hand" in " ".join(e.value for e in at.error)
    at.selectbox(key="rul_opt_players").set_value(4).run()
    assert not at.exception and at.success


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_refused_combination_is_explained(lang: str) -> None:
    at = open_rulings(lang, tool="hand", o="players:3,concession:before_play")
    warning = " ".join(w.value for w in at.warning)
    assert ("does not apply to a table of 3 players" if lang == "en" else "معنی ندارد") in warning
    at.text_input(key="rul_opt_text").set_value("players:2,red_top:on").run()
    assert not at.exception
    errors = " ".join(e.value for e in at.error)
    assert ("red\\_top" if lang == "en" else "۲ نفره") in errors


def test_to_eight_in_the_hand_scorer_and_the_sheet() -> None:
    at = open_rulings("en", tool="hand", o="six_all:to_eight")
    at.selectbox(key="rul_h_sa").set_value(6).run()
    at.selectbox(key="rul_h_sb").set_value(5).run()
    at.selectbox(key="rul_h_a").set_value(3).run()
    at.selectbox(key="rul_h_b").set_value(7).run()
    assert "goes to 8 with a two-point lead" in text_of(at)
    at = open_rulings("en", tool="sheet", o="six_all:to_eight,target_points:2", sheet="073.137")
    assert "goes to 3 with a two-point lead" in text_of(at)


def test_three_player_sheet() -> None:
    at = open_rulings("en", tool="sheet", o="players:3", sheet="0665.2700")
    assert not at.exception and not at.error
    table = at.table[0].value
    assert list(table["Tricks"]) == ["6–6–5", "7–0–0"]
    assert "West" in next(iter(table["Next hakem"]))
    metrics = [m.label for m in at.metric]
    assert metrics == ["South", "East", "West"]


def test_trick_with_three_and_two_players() -> None:
    at = open_rulings("en", o="players:3", leader="2")
    at.pills(key="rul_trump").set_value("S").run()
    at.text_input(key="rul_trick").set_value("9H AH 2S").run()
    assert at.success[0].value == "East (3rd to play) wins the trick with 2♠."
    at.text_input(key="rul_trick").set_value("9H AH 2C").run()
    assert "not in play at this table" in at.error[0].value
    at = open_rulings("en", o="players:2")
    at.text_input(key="rul_trick").set_value("9H AH").run()
    assert at.success[0].value == "The 2nd player wins the trick with A♥."


# --- trump by a table custom -----------------------------------------------------------------

CUSTOM = {
    "en": ("Hearts are trump.", "Packet 2: the highest red card is K♥, so hearts are trump."),
    "fa": ("دل حکم است.", "بستهٔ ۲: بالاترین برگ قرمز شاه دل است، پس دل حکم است."),
}


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_custom_tool_red_top(lang: str) -> None:
    at = open_rulings(lang, tool="custom", o="red_top:on")
    at.pills(key="rul_c_custom").set_value("red").run()
    at.text_input(key="rul_c_cards").set_value("9S 4S 5C KS 3C KD KH 6C 7C AH").run()
    assert not at.exception
    # No red card in packet 1, a tie (K♦, K♥) in packet 2, and packet 3 is not all given.
    text = text_of(at)
    assert "`hokm/red-top`" in text
    if lang == "en":
        assert "up to card 13" in at.info[0].value
        assert "Packet 2: the highest red cards tie (K♦, K♥)" in text
    at.text_input(key="rul_c_cards").set_value("9S 4S 5C KS 3C 4D KH 6C 7C").run()
    headline, step = CUSTOM[lang]
    assert at.success[0].value == headline
    assert step in text_of(at)
    assert qp(at, "cu") == "red" and qp(at, "pc") == "9S 4S 5C KS 3C 4D KH 6C 7C"


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_custom_tool_bad_input(lang: str) -> None:
    at = open_rulings(lang, tool="custom")
    at.text_input(key="rul_c_cards").set_value("9S 4S 9S").run()
    assert ("written twice" if lang == "en" else "دو بار") in at.error[0].value
    at.text_input(key="rul_c_cards").set_value("9S 4X").run()
    assert ("is not a card" if lang == "en" else "برگ نیست") in at.error[0].value
    many = "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC 2D"
    at.text_input(key="rul_c_cards").set_value(many).run()
    assert ("14 cards are too many" if lang == "en" else "۱۴ برگ زیاد است") in at.error[0].value
    assert not at.exception


def test_custom_tool_middle_and_either() -> None:
    at = open_rulings("en", tool="custom", cu="either", eo="DH", pc="9S 4S 5C KS 3C 4D")
    assert at.success[0].value == "Diamonds are trump."
    assert "`hokm/either-or`" in text_of(at)
    at = open_rulings("en", tool="custom", pc="9S 4S 2H")
    assert at.success[0].value == "Hearts are trump."
    at = open_rulings(
        "en",
        tool="custom",
        pc="9S 4S 2H",
        o="special_modes:on,partner_middle_card:on,middle_two_naras:on",
    )
    assert at.success[0].value == "The hand is played in Naras."
    assert "`hokm/middle-two-naras`" in text_of(at)


# --- misdeals --------------------------------------------------------------------------------

MISDEAL = {
    "en": "The dealer, West, holds the extra card: the hakem, South, chooses between a redeal "
    "and North drawing one of the dealer's cards unseen.",
    "fa": "برگ اضافه دست پخش‌کننده، غرب، است: حاکم، جنوب، بین پخش دوباره و اینکه شمال ندیده "
    "یکی از برگ‌های پخش‌کننده را بکشد انتخاب می‌کند.",
}


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_misdeal_tool(lang: str) -> None:
    at = open_rulings(lang, tool="misdeal")
    at.radio(key="rul_m_policy").set_value("s0a_hakem_choice").run()
    at.selectbox(key="rul_m_extra").set_value("3").run()
    at.selectbox(key="rul_m_short").set_value("2").run()
    assert at.success[0].value == MISDEAL[lang]
    assert "`hokm/misdeal`" in text_of(at)
    assert (qp(at, "mp"), qp(at, "mx"), qp(at, "ms")) == ("s0a_hakem_choice", "3", "2")
    # The dealer follows the rules panel: on the hakem's right, East deals.
    at.selectbox(key="rul_opt_dealer_seat").set_value("right_of_hakem").run()
    assert "South is hakem, so East deals." in text_of(at) if lang == "en" else True
    assert not at.success[0].value.startswith(MISDEAL[lang][:20])
    # The same seat twice is explained.
    at.selectbox(key="rul_m_short").set_value("3").run()
    assert ("two different players" if lang == "en" else "دو نفر متفاوت") in at.error[0].value


def test_broken_url_values_give_a_message() -> None:
    at = open_rulings("en", tool="misdeal", mx="9", mn="x")
    warning = " ".join(w.value for w in at.warning)
    assert "could not be read" in warning and "mx" in warning
    at = open_rulings("en", tool="hand", o="players:3", t="6-6", hk="7")
    warning = " ".join(w.value for w in at.warning)
    assert "could not be read" in warning and "`t`" in warning
    assert not at.exception
