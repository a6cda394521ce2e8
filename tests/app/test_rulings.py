"""AppTest tests of the Hokm rulings page: the three tools, bad input, the sheet in the URL."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest
from app_kit import open_page, qp, text_of
from streamlit.testing.v1 import AppTest

ROOT = Path(__file__).resolve().parents[2]
PAGE = "pages/rulings.py"


def open_rulings(lang: str, **params: str) -> AppTest:
    return open_page(PAGE, lang, game="hokm", **params)


def rule_trick(at: AppTest, contract: str, text: str) -> AppTest:
    at.pills(key="rul_trump").set_value(contract).run()
    at.text_input(key="rul_trick").set_value(text).run()
    assert not at.exception, at.exception
    return at


# --- rendering -------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["fa", "en"])
@pytest.mark.parametrize("tool", ["trick", "hand", "sheet"])
def test_every_tool_renders_in_both_languages(lang: str, tool: str) -> None:
    at = open_rulings(lang, tool=tool)
    title = at.title[0].value
    assert title == ("داوری حکم" if lang == "fa" else "Hokm rulings")
    assert not at.error


# --- who won the trick -----------------------------------------------------------------------

TRICKS = [
    # contract, text, headline (en), rule
    ("H", "9S 4S 2H KS", "The 3rd player wins the trick with 2♥.", "hokm/trump-beats-all"),
    ("C", "10♠ 7♦ 8♣ J♣", "The 4th player wins the trick with J♣.", "hokm/over-ruff"),
    ("S", "9S 4S 2H KS", "The 4th player wins the trick with K♠.", "hokm/trick-winner"),
    ("D", "9S AH 4S KS", "The 4th player wins the trick with K♠.", "hokm/trick-winner"),
    ("naras", "KD 2D AD 5D", "The 2nd player wins the trick with 2♦.", "hokm/naras"),
    ("naras", "AS KS 3S 2H", "The 3rd player wins the trick with 3♠.", "hokm/naras"),
    ("taknaras", "KS 2S AS 5H", "The 3rd player wins the trick with A♠.", "hokm/taknaras"),
    ("taknaras", "KS 3S 2S QS", "The 3rd player wins the trick with 2♠.", "hokm/taknaras"),
    ("saras", "KS 3S 2S AH", "The 1st player wins the trick with K♠.", "hokm/saras"),
]


@pytest.mark.parametrize(("contract", "text", "headline", "rule"), TRICKS)
def test_trick_rulings(contract: str, text: str, headline: str, rule: str) -> None:
    at = rule_trick(open_rulings("en"), contract, text)
    assert [s.value for s in at.success] == [headline]
    assert f"`{rule}`" in text_of(at)
    assert "Sources: seed" in text_of(at)
    assert qp(at, "trick") == text


def test_seed003_in_persian_words_and_digits() -> None:
    at = rule_trick(open_rulings("fa"), "H", "نه پیک، چهار پیک، دو دل، شاه پیک")
    assert [s.value for s in at.success] == ["نفر سوم دست را با دو دل می‌برد."]
    out = text_of(at)
    assert "`hokm/trump-beats-all`" in out and "سند ۰۰۴، سطر ۲۵" in out
    html = " ".join(m.value for m in at.markdown)
    assert 'data-pos="2" data-card="2H"' in html and "pasur-card-win" in html


def test_the_leader_names_the_seats() -> None:
    at = rule_trick(open_rulings("en"), "H", "9S 4S 2H KS")
    at.selectbox(key="rul_leader").set_value("1").run()
    assert [s.value for s in at.success] == ["West (3rd to play) wins the trick with 2♥."]
    assert qp(at, "leader") == "1"


def test_a_trick_link_opens_on_its_ruling() -> None:
    at = open_rulings("en", trump="C", trick="10S 7D 8C JC", leader="0")
    assert [s.value for s in at.success] == ["West (4th to play) wins the trick with J♣."]
    assert at.text_input(key="rul_trick").value == "10S 7D 8C JC"


def test_examples_and_the_card_picker() -> None:
    at = open_rulings("en")
    at.button(key="rul_ex_seed004").click().run()
    assert [s.value for s in at.success] == ["The 4th player wins the trick with J♣."]
    at.button(key="rul_clear").click().run()
    assert at.text_input(key="rul_trick").value == ""
    at.pills(key="rul_pick_suit").set_value("S").run()
    for rank in ("9", "4"):
        at.pills(key="rul_pick_rank").set_value(rank).run()
    at.pills(key="rul_pick_suit").set_value("H").run()
    at.pills(key="rul_pick_rank").set_value("2").run()
    at.pills(key="rul_pick_suit").set_value("S").run()
    at.pills(key="rul_pick_rank").set_value("K").run()
    assert at.text_input(key="rul_trick").value == "9S 4S 2H KS"
    at.pills(key="rul_trump").set_value("H").run()
    assert [s.value for s in at.success] == ["The 3rd player wins the trick with 2♥."]
    at.button(key="rul_drop").click().run()
    assert at.text_input(key="rul_trick").value == "9S 4S 2H"


BAD_TRICKS = [
    # text, English fragment, Persian fragment
    ("9S 4S 2X KS", "“2X” is not a card", "«2X» برگ نیست"),
    ("9S 4S 9S KS", "9♠ is there twice", "نه پیک دو بار آمده است"),
    ("9S 4S 2H", "A trick has 4 cards, one from each player; you entered 3 cards.", "۳ برگ"),
    ("9S 4S 2H KS 3C", "you entered 5 cards", "شما ۵ برگ نوشته‌اید"),
    ("9S <b>x</b>", "is not a card", "برگ نیست"),
]


@pytest.mark.parametrize("lang", ["en", "fa"])
@pytest.mark.parametrize(("text", "en", "fa"), BAD_TRICKS)
def test_bad_tricks_are_explained_and_kept(lang: str, text: str, en: str, fa: str) -> None:
    at = rule_trick(open_rulings(lang), "H", text)
    errors = " ".join(e.value for e in at.error)
    assert (en if lang == "en" else fa) in errors
    assert not at.success
    assert at.text_input(key="rul_trick").value == text
    assert "<b>" not in errors


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_follow_suit_is_checked_when_hands_are_given(lang: str) -> None:
    at = rule_trick(open_rulings(lang), "H", "9S 4D 2H KS")
    at.text_input(key="rul_hand1").set_value("4D 5S QC").run()
    errors = " ".join(e.value for e in at.error)
    if lang == "en":
        assert "The 2nd player played 4♦ but had to follow suit" in errors
        assert "this player holds 5♠" in errors
    else:
        assert "نفر دوم چهار خشت را بازی کرده، ولی باید از خال زمین بازی می‌کرد" in errors
    assert "`hokm/follow-suit`" in text_of(at)
    assert not at.success
    at.text_input(key="rul_hand1").set_value("4D QC").run()
    assert at.success and not at.error


def test_a_card_the_player_did_not_hold() -> None:
    at = rule_trick(open_rulings("en"), "H", "9S 4S 2H KS")
    at.text_input(key="rul_hand3").set_value("AS QS").run()
    errors = " ".join(e.value for e in at.error)
    assert "The 4th player played K♠, which is not in the hand given" in errors
    assert "`hokm/own-card`" in text_of(at)


def test_a_bad_card_in_a_hand_is_explained() -> None:
    at = rule_trick(open_rulings("fa"), "H", "9S 4S 2H KS")
    at.text_input(key="rul_hand0").set_value("9S ZZ").run()
    errors = " ".join(e.value for e in at.error)
    assert "برگ‌های نفر اول" in errors and "«ZZ»" in errors
    assert at.text_input(key="rul_hand0").value == "9S ZZ"


# --- scoring a hand --------------------------------------------------------------------------


def score(at: AppTest, hakem: str, a: int, b: int, bam: str = "") -> AppTest:
    at.selectbox(key="rul_h_hakem").set_value(hakem).run()
    at.selectbox(key="rul_h_a").set_value(a).run()
    at.selectbox(key="rul_h_b").set_value(b).run()
    at.radio(key="rul_h_bam").set_value(bam).run()
    assert not at.exception, at.exception
    return at


HANDS = [
    # hakem, tricks, bam, headline, rule, next
    ("0", 7, 3, "", "South and North win 7 to 3: a plain win, 1 point.", "hokm/hand-points",
     "South stays hakem and West deals."),
    ("0", 7, 0, "", "South and North win 7 to 0: kot, 2 points.", "hokm/kot",
     "South stays hakem and West deals."),
    ("2", 7, 0, "", "South and North win 7 to 0: kot, 2 points.", "hokm/kot",
     "North stays hakem and East deals."),
    ("0", 0, 7, "", "East and West win 7 to 0: hakem-kot, 3 points.", "hokm/hakem-kot",
     "East becomes hakem and South deals."),
    ("3", 7, 4, "", "South and North win 7 to 4: a plain win, 1 point.", "hokm/hand-points",
     "South becomes hakem and West deals."),
    ("1", 13, 0, "made", "South and North win all 13 tricks: bam, and with it the whole game.",
     "hokm/bam", "The game is over."),
]  # fmt: skip


@pytest.mark.parametrize(("hakem", "a", "b", "bam", "headline", "rule", "nxt"), HANDS)
def test_hand_scoring(
    hakem: str, a: int, b: int, bam: str, headline: str, rule: str, nxt: str
) -> None:
    at = score(open_rulings("en", tool="hand"), hakem, a, b, bam)
    assert [s.value for s in at.success] == [headline]
    out = text_of(at)
    assert f"`{rule}`" in out and nxt in out


def test_hand_scoring_in_persian() -> None:
    at = score(open_rulings("fa", tool="hand"), "0", 0, 7)
    assert [s.value for s in at.success] == ["شرق و غرب ۷ به ۰ بردند: حاکم‌کُت، ۳ امتیاز."]
    out = text_of(at)
    assert "شرق حاکم می‌شود و جنوب پخش می‌کند." in out
    assert "امتیاز بازی: جنوب و شمال ۰، شرق و غرب ۳." in out


def test_tricks_by_side() -> None:
    at = open_rulings("en", tool="hand")
    at.selectbox(key="rul_h_hakem").set_value("1").run()
    at.radio(key="rul_h_mode").set_value("side").run()
    at.selectbox(key="rul_h_a").set_value(7).run()  # the hakem's side: East and West
    at.selectbox(key="rul_h_b").set_value(0).run()
    assert [s.value for s in at.success] == ["East and West win 7 to 0: kot, 2 points."]


@pytest.mark.parametrize(
    ("lang", "a", "b", "message"),
    [
        ("en", 7, 7, "7 to 7 cannot happen: the hand ends as soon as one team has 7 tricks"),
        ("en", 6, 5, "6 to 5 does not end a hand: play goes on until one team has 7 tricks."),
        ("en", 9, 2, "9 to 2 cannot happen: play stops when a team reaches 7 tricks"),
        ("fa", 7, 7, "۷ به ۷ ممکن نیست"),
        ("fa", 6, 5, "با ۶ به ۵ دور تمام نمی‌شود"),
        ("fa", 13, 1, "هر دور فقط ۱۳ دست دارد و جمع این‌ها ۱۴ است"),
    ],
)
def test_impossible_counts_are_explained(lang: str, a: int, b: int, message: str) -> None:
    at = score(open_rulings(lang, tool="hand"), "0", a, b)
    assert message in " ".join(e.value for e in at.error)
    assert not at.success
    assert (at.selectbox(key="rul_h_a").value, at.selectbox(key="rul_h_b").value) == (a, b)


def test_kot_against_a_side_on_six() -> None:
    at = open_rulings("en", tool="hand", o="kot_vs_side_on_six:one_point_and_loser_becomes_hakem")
    at.selectbox(key="rul_h_sb").set_value(6).run()
    score(at, "0", 7, 0)
    assert [s.value for s in at.success] == [
        "South and North win 7 to 0: a kot against a side on six, 1 point."
    ]
    out = text_of(at)
    assert "`hokm/kot-against-six`" in out and "East becomes hakem and South deals." in out


def test_bam_refused_when_bam_is_off() -> None:
    at = score(open_rulings("en", tool="hand", o="bam:off"), "0", 13, 0, "made")
    assert "Bam is off in these table rules" in " ".join(e.value for e in at.error)


def test_special_modes_without_kot() -> None:
    at = open_rulings("en", tool="hand", o="special_modes:on,special_modes_kot:off")
    at.checkbox(key="rul_h_special").check().run()
    score(at, "0", 7, 0)
    assert [s.value for s in at.success] == ["South and North win 7 to 0: a plain win, 1 point."]
    assert "Kot does not count in the special modes" in text_of(at)


# --- table rules -----------------------------------------------------------------------------


def test_rules_in_the_url_and_in_widgets() -> None:
    at = open_rulings("en", tool="hand", o="target_points:5,six_all:win_by_two")
    assert at.selectbox(key="rul_opt_target_points").value == 5
    assert at.text_input(key="rul_opt_text").value == "target_points:5,six_all:win_by_two"
    at.checkbox(key="rul_opt_bam").uncheck().run()
    assert qp(at, "o") == "bam:off,target_points:5,six_all:win_by_two"


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_unknown_option_typed_is_explained_and_kept(lang: str) -> None:
    at = open_rulings(lang, tool="hand")
    at.text_input(key="rul_opt_text").set_value("bam:off,colour:red").run()
    errors = " ".join(e.value for e in at.error)
    assert ("no option called “colour”" if lang == "en" else "گزینه‌ای به نام «colour»") in errors
    assert at.text_input(key="rul_opt_text").value == "bam:off,colour:red"
    assert at.checkbox(key="rul_opt_bam").value is True  # nothing half-applied


def test_a_broken_rules_link_falls_back_to_the_usual_rules() -> None:
    at = open_rulings("fa", tool="hand", o="colour:red")
    assert "قانون‌های خانگیِ این پیوند خوانده نشد" in " ".join(w.value for w in at.warning)
    assert qp(at, "o") is None


# --- the score sheet -------------------------------------------------------------------------


def add_hand(at: AppTest, hakem: str | None, a: int, b: int, bam: str = "") -> AppTest:
    if hakem is not None:
        at.selectbox(key="rul_s_hakem").set_value(hakem)
    at.selectbox(key="rul_s_a").set_value(a)
    at.selectbox(key="rul_s_b").set_value(b)
    at.radio(key="rul_s_bam").set_value(bam)
    at.button(key="rul_s_add").click().run()
    assert not at.exception, at.exception
    return at


def sheet_rows(at: AppTest) -> list[dict[str, str]]:
    if not at.table:
        return []
    df = at.table[0].value
    return [{str(k): str(v) for k, v in row.items()} for row in df.to_dict("records")]


def test_sheet_entries_totals_and_url() -> None:
    at = open_rulings("en", tool="sheet")
    add_hand(at, "0", 7, 3)
    add_hand(at, None, 0, 7)  # the next hakem is filled in: South
    add_hand(at, None, 0, 7)  # East is hakem now: kot
    assert qp(at, "sheet") == "073.007.107"
    rows = sheet_rows(at)
    assert [r["Result"] for r in rows] == [
        "South and North: a plain win, 1 point",
        "East and West: hakem-kot, 3 points",
        "East and West: kot, 2 points",
    ]
    assert [r["Next hakem"] for r in rows] == ["South", "East", "East"]
    assert [m.value for m in at.metric] == ["1", "5"]
    assert "Next hand: East is hakem and South deals." in text_of(at)
    at.button(key="rul_undo").click().run()
    assert qp(at, "sheet") == "073.007"
    assert len(sheet_rows(at)) == 2


def test_sheet_survives_a_reload() -> None:
    code = "073.027.107.170.217.307"
    at = open_rulings("en", sheet=code)  # no tool=: a sheet link opens the sheet
    rows = sheet_rows(at)
    assert len(rows) == 6 and rows[-1]["Score"] == "4 to 6"
    assert qp(at, "sheet") == code
    again = open_rulings("fa", tool="sheet", sheet=code)
    fa_rows = sheet_rows(again)
    assert fa_rows[-1]["امتیاز"] == "۴ به ۶"
    assert fa_rows[2]["نتیجه"] == "شرق و غرب: کُت، ۲ امتیاز"


def test_sheet_game_is_won_and_closed() -> None:
    at = open_rulings("en", tool="sheet", o="target_points:3")
    add_hand(at, "0", 7, 3)
    add_hand(at, None, 2, 7)
    add_hand(at, None, 0, 7)  # East is hakem: kot, 2 points
    assert "East and West win the game." in [s.value for s in at.success]
    assert qp(at, "sheet") == "073.027.107"
    assert not at.form  # no more hands
    button = at.get("download_button")[0]
    assert button.proto.url.endswith(".csv") and not button.proto.disabled


def test_sheet_csv_export() -> None:
    from ui.frame import Ctx
    from ui.games.hokm import calculators as R
    from ui.i18n import translations

    t = translations("fa")
    ctx = Ctx("fa", t.gettext)
    state = R.compute_sheet(R.decode_sheet("073.007"), R.HokmOptions())
    rows = list(csv.reader(io.StringIO(R.sheet_csv(ctx, state, R.HokmOptions()))))
    assert rows[0][0] == "دور" and rows[2][9] == "حاکم‌کُت"


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_impossible_hand_on_the_sheet_is_explained_and_kept(lang: str) -> None:
    at = open_rulings(lang, tool="sheet")
    add_hand(at, "0", 6, 5)
    errors = " ".join(e.value for e in at.error)
    assert ("6 to 5 does not end a hand" if lang == "en" else "با ۶ به ۵ دور تمام نمی‌شود") in errors
    assert qp(at, "sheet") is None and not at.table
    assert (at.selectbox(key="rul_s_a").value, at.selectbox(key="rul_s_b").value) == (6, 5)


@pytest.mark.parametrize("lang", ["en", "fa"])
@pytest.mark.parametrize("code", ["073.zz", "077", "<script>", "073..107"])
def test_broken_sheet_link_shows_a_message_and_an_empty_sheet(lang: str, code: str) -> None:
    at = open_rulings(lang, sheet=code)
    errors = " ".join(e.value for e in at.error)
    assert errors
    assert ("score sheet in this link" if lang == "en" else "برگهٔ امتیازِ این پیوند") in errors
    assert "<script>" not in errors
    assert not at.table
    assert qp(at, "sheet") is None
    add_hand(at, "1", 7, 2)
    assert qp(at, "sheet") == "172"
    assert not at.error


@pytest.mark.parametrize(
    ("old", "game", "param", "value"),
    [
        ("pages/hokm_rulings.py", "hokm", "tool", "hand"),
        ("pages/pasur_rulings.py", "chahar_barg", "tool", "round"),
        ("pages/shelem_rulings.py", "shelem", "tool", "sheet"),
        ("pages/ghahve_rulings.py", "ghahve", "o", "target_points:1001"),
        ("pages/poker_rulings.py", "poker", "tool", "equity"),
        ("pages/haft_khabis_rulings.py", "haft_khabis", "n", "5"),
    ],
)
def test_an_old_address_opens_the_same_screen(old: str, game: str, param: str, value: str) -> None:
    """A link to a rulings page from before the pages were generic opens the game's screen on
    the generic page, with its query kept."""
    at = open_page(old, "fa", **{param: value})
    assert qp(at, "game") == game and qp(at, param) == value and qp(at, "lang") == "fa"
    assert at.title and not at.exception
