"""Unit tests of ``ui/rulings_shelem.py`` and ``ui/rulings_ghahve.py``: reading input, scoring
with the package, the sheets' URL codes, the seed's examples, and messages in both languages."""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pasur.games.ghahve import GhahveOptions
from pasur.games.shelem import ShelemOptions
from ui import rulings_kit as K
from ui.frame import Ctx
from ui.games.ghahve import calculators as G
from ui.games.shelem import calculators as S
from ui.i18n import translations


def ctx_for(lang: str) -> Ctx:
    t = translations(lang)
    return Ctx(lang, t.gettext)


EN, FA = ctx_for("en"), ctx_for("fa")
PLACEHOLDER = re.compile(r"\{\w+\}")
H = S.ShelemHand


def fa_digits_only(text: str) -> bool:
    """No ASCII digit outside what the user typed («…») and notation (`…`, name:value)."""
    return not re.search(r"[0-9]", re.sub(r"«[^»]*»|`[^`]*`|[a-z_]+:[a-z0-9_,:]+", "", text))


# --- reading numbers and points --------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [("135", 135), (" ۱۳۵ ", 135), ("١٣٥", 135), ("1,200", 1200), ("۱٬۲۰۰", 1200), ("", None)],
)
def test_numbers_in_any_digits(text: str, value: int | None) -> None:
    assert K.parse_number(text, "bid") == value


@pytest.mark.parametrize("text", ["abc", "12a", "-5", "1.5", "<b>1</b>", "1234567"])
def test_not_a_number(text: str) -> None:
    with pytest.raises(K.Problem) as err:
        K.parse_number(text, "bid")
    assert err.value.code == "not_number" and err.value.params["token"] == text.strip()


@pytest.mark.parametrize(
    ("a", "b", "points"),
    [("130", "", (130, 35)), ("", "35", (130, 35)), ("130", "35", (130, 35)), ("0", "", (0, 165))],
)
def test_either_side_points(a: str, b: str, points: tuple[int, int]) -> None:
    assert S.read_points(a, b) == points


@pytest.mark.parametrize(
    ("a", "b", "code"),
    [
        ("", "", "points_missing"),
        ("62", "", "points_step"),
        ("170", "", "points_range"),
        ("", "200", "points_range"),
        ("130", "40", "points_sum"),
        ("x", "", "not_number"),
    ],
)
def test_bad_points(a: str, b: str, code: str) -> None:
    with pytest.raises(K.Problem) as err:
        S.read_points(a, b)
    assert err.value.code == code


def read(bid: str, a: str = "130", b: str = "", **kw: object) -> S.ShelemHand:
    opts = kw.pop("options", ShelemOptions())
    assert isinstance(opts, ShelemOptions)
    return S.read_hand(
        hakem=int(str(kw.get("hakem", 0))),
        bid_text=bid,
        points_a=a,
        points_b=b,
        declared=bool(kw.get("declared", False)),
        options=opts,
    )


@pytest.mark.parametrize(
    ("bid", "code", "rule"),
    [
        ("103", "bid_step", "shelem/bid-step"),
        ("95", "bid_range", "shelem/bid-minimum"),
        ("170", "bid_range", "shelem/bid-minimum"),
        ("", "bid_missing", "shelem/bid-minimum"),
        ("۱۳x", "not_number", ""),
    ],
)
def test_bad_bids(bid: str, code: str, rule: str) -> None:
    with pytest.raises(K.Problem) as err:
        read(bid)
    assert (err.value.code, err.value.rule_id) == (code, rule)


def test_bid_cap_and_declared_shelem_follow_the_table_rules() -> None:
    with pytest.raises(K.Problem) as err:
        read("160", options=ShelemOptions(bid_cap=150))
    assert err.value.code == "bid_cap"
    with pytest.raises(K.Problem) as err:
        read("", "165", declared=True)
    assert err.value.code == "declared_off"
    hand = read("", "165", declared=True, options=ShelemOptions(declared_shelem=True))
    assert hand == H(0, 0, 165, True)


def test_the_hakems_side_points_are_kept() -> None:
    assert read("125", "15", "", hakem=3) == H(3, 125, 150)
    assert read("125", "", "150", hakem=1) == H(1, 125, 150)


# --- scoring a hand --------------------------------------------------------------------------

SEED_HANDS = [
    # (hakem, bid, hakem side's points), gains, kind, rule: seed 000's four rounds
    (H(0, 135, 130), (-135, 35), "failed", "shelem/failed"),
    (H(3, 125, 150), (15, 150), "made", "shelem/made"),
    (H(0, 150, 165), (330, 0), "shelem", "shelem/shelem"),
    (H(3, 135, 135), (30, 135), "made", "shelem/made"),
]


@pytest.mark.parametrize(("hand", "gains", "kind", "rule"), SEED_HANDS)
def test_seed_000_hands(hand: S.ShelemHand, gains: tuple[int, int], kind: str, rule: str) -> None:
    r = S.score(hand, ShelemOptions())
    assert (r.gains, r.kind, r.rule_id) == (gains, kind, rule)


SCORING = [
    # options, hand, gains, kind
    (ShelemOptions(), H(0, 120, 80), (-165, 85), "yasa"),
    (ShelemOptions(), H(0, 120, 85), (-120, 80), "failed"),
    (ShelemOptions(), H(0, 120, 160), (160, 5), "made"),
    (ShelemOptions(made_score="bid"), H(0, 120, 160), (120, 5), "made"),
    (ShelemOptions(failure_penalty="double_bid"), H(1, 120, 80), (85, -240), "yasa"),
    (ShelemOptions(failure_penalty="none"), H(0, 120, 5), (-120, 160), "failed"),
    (ShelemOptions(undeclared_shelem="165_and_minus_165"), H(0, 120, 165), (165, -165), "shelem"),
    (ShelemOptions(undeclared_shelem="bid_plus_165"), H(0, 120, 165), (285, 0), "shelem"),
    (ShelemOptions(declared_shelem=True), H(2, 0, 165, True), (330, 0), "declared_made"),
    (ShelemOptions(declared_shelem=True), H(2, 0, 160, True), (-330, 5), "declared_failed"),
    (ShelemOptions(players="2"), H(1, 100, 100), (65, 100), "made"),
]


@pytest.mark.parametrize(("options", "hand", "gains", "kind"), SCORING)
def test_scoring_with_every_option(
    options: ShelemOptions, hand: S.ShelemHand, gains: tuple[int, int], kind: str
) -> None:
    r = S.score(hand, options)
    assert (r.gains, r.kind) == (gains, kind)
    for ctx in (EN, FA):
        lines = S.explain(ctx, r, options)
        assert len(lines) >= 2
        assert all(not PLACEHOLDER.search(line) for line in lines)
        head = S.headline(ctx, r, options.n_players)
        assert not PLACEHOLDER.search(head)
    assert all(fa_digits_only(line) for line in S.explain(FA, r, options))


def test_explanations_in_both_languages() -> None:
    r = S.score(H(0, 120, 80), ShelemOptions())
    assert S.explain(EN, r, ShelemOptions())[0] == (
        "The hakem's side (South and North) bid 120 and took 80, fewer points than the other "
        "side's 85: that is yasa, and instead of minus its bid it scores minus the whole 165, "
        "−165."
    )
    # Signed numbers are isolated left to right so the sign stays in front in Persian.
    assert S.headline(FA, r, 4) == "جنوب و شمال \u2066−۱۶۵\u2069، شرق و غرب \u2066+۸۵\u2069 (یاسا)."
    assert "یاسا شد" in S.explain(FA, r, ShelemOptions())[0]
    assert S.points_text(EN, (130, 35), (True, False), 4) == (
        "South and North took 130, so East and West took 165 − 130 = 35: the two sides always "
        "share the 165 points of a hand."
    )
    assert "۱۶۵ − ۱۳۰ = ۳۵" in S.points_text(FA, (130, 35), (True, False), 4)
    two = S.score(H(1, 100, 100), ShelemOptions(players="2"))
    assert S.headline(EN, two, 2) == "South +65, North +100 (made)."


# --- the score sheet -------------------------------------------------------------------------


def test_seed_example_sheet() -> None:
    first, hands = S.decode_sheet(S.SEED_EXAMPLE)
    assert first == 0 and [h for h, *_ in SEED_HANDS] == list(hands)
    sheet = S.compute_sheet(first, hands, ShelemOptions())
    assert [r.line.totals for r in sheet.rows if r.line] == [
        (-135, 35),
        (-120, 185),
        (210, 185),  # the seed prints 195: it adds round 3 to round 1's total
        (240, 320),  # the seed prints 225
    ]
    assert [r.dealer for r in sheet.rows] == [0, 1, 2, 3]
    assert [bool(r.line and r.line.line_after) for r in sheet.rows] == [False] * 3 + [True]
    assert (sheet.next_dealer, sheet.winner) == (0, None)
    assert S.is_seed_example(first, hands)
    assert not S.is_seed_example(1, hands) and not S.is_seed_example(0, hands[:3])


def test_sheet_html_is_three_columns_with_the_rotation_line() -> None:
    sheet = S.compute_sheet(*S.decode_sheet(S.SEED_EXAMPLE), ShelemOptions())
    html = S.sheet_html(FA, sheet, ShelemOptions())
    assert html.count('class="pasur-line"') == 1
    # A negative total keeps its sign in front of the digits (a left-to-right isolate).
    assert "<b>۲۴۰</b>" in html and "<b>\u2066−۱۳۵\u2069</b>" in html and "+۳۳۰" in html
    assert "جنوب و شمال" in html and "خواندن" in html
    en = S.sheet_html(EN, sheet, ShelemOptions())
    assert "<th>South and North</th><th>Bid</th><th>East and West</th>" in en


def test_two_player_rotation_line_every_two_hands() -> None:
    opts = ShelemOptions(players="2")
    hands = [H(0, 100, 100), H(1, 100, 100), H(0, 100, 100)]
    sheet = S.compute_sheet(1, hands, opts)
    assert [r.dealer for r in sheet.rows] == [1, 0, 1]
    assert [bool(r.line and r.line.line_after) for r in sheet.rows] == [False, True, False]
    bad = S.compute_sheet(0, [H(2, 100, 100)], opts)
    assert bad.rows[0].problem is not None and bad.rows[0].problem.code == "hakem_seat"


def test_sheet_reaches_the_target() -> None:
    opts = ShelemOptions(target=330)
    hands = [H(0, 150, 165), H(1, 100, 100), H(0, 100, 100)]
    sheet = S.compute_sheet(0, hands, opts)
    assert sheet.winner == 0 and sheet.rule_id == "shelem/target"
    assert sheet.rows[1].problem is not None and sheet.rows[1].problem.code == "after_match"
    assert sheet.rows[2].problem is not None and sheet.rows[2].problem.code == "after_problem"
    assert "برندهٔ بازی: جنوب و شمال" in S.sheet_html(FA, sheet, opts)


def test_sheet_marks_hands_the_rules_refuse() -> None:
    sheet = S.compute_sheet(0, [H(0, 0, 165, True), H(1, 100, 100)], ShelemOptions())
    assert [r.problem.code if r.problem else None for r in sheet.rows] == [
        "declared_off",
        "after_problem",
    ]
    assert sheet.broken


ALL_SHELEM = st.builds(
    H,
    st.integers(0, 3),
    st.sampled_from(range(100, 170, 5)),
    st.sampled_from(range(0, 170, 5)),
    st.just(False),
) | st.builds(H, st.integers(0, 3), st.just(0), st.sampled_from(range(0, 170, 5)), st.just(True))


@given(st.integers(0, 3), st.lists(ALL_SHELEM, max_size=30))
def test_shelem_sheet_round_trip(first: int, hands: list[S.ShelemHand]) -> None:
    code = S.encode_sheet(first, hands)
    assert re.fullmatch(r"[0-9ds.\-]*", code)
    assert S.decode_sheet(code) == (first, tuple(hands))


@pytest.mark.parametrize(
    ("code", "problem", "n"),
    [
        ("d0.xyz", "sheet_token", 1),
        ("d0.0-135-130..3-125-150", "sheet_token", 2),
        ("0-135-130.4-135-130", "sheet_token", 2),
        ("d0.0-133-130", "sheet_hand", 1),
        ("d0.0-135-170", "sheet_hand", 1),
        ("d0.0-135-62", "sheet_hand", 1),
        ("d0.0-095-130", "sheet_hand", 1),
        ("<b>x</b>", "sheet_token", 1),
        ("d9.0-135-130", "sheet_token", 1),
    ],
)
def test_broken_shelem_sheet_codes(code: str, problem: str, n: int) -> None:
    with pytest.raises(K.Problem) as err:
        S.decode_sheet(code)
    assert (err.value.code, err.value.params["n"]) == (problem, n)
    for ctx in (EN, FA):
        text = S.problem_text(ctx, err.value)
        assert not PLACEHOLDER.search(text) and "<b>" not in text


def test_shelem_sheet_too_long() -> None:
    with pytest.raises(K.Problem) as err:
        S.decode_sheet("d0." + ".".join(["0-100-100"] * (S.MAX_SHEET_HANDS + 1)))
    assert err.value.code == "sheet_long"


def test_shelem_csv_in_both_languages() -> None:
    sheet = S.compute_sheet(*S.decode_sheet(S.SEED_EXAMPLE), ShelemOptions())
    rows = list(csv.reader(io.StringIO(S.sheet_csv(EN, sheet, ShelemOptions()))))
    assert rows[0][:4] == ["hand", "dealer", "hakem", "bid"]
    assert rows[1] == [
        "1", "South", "South", "135", "130", "35", "failed", "shelem/failed",
        "-135", "35", "-135", "35", "", "", "",
    ]  # fmt: skip
    assert rows[4][10:13] == ["240", "320", "yes"]
    fa = list(csv.reader(io.StringIO(S.sheet_csv(FA, sheet, ShelemOptions()))))
    assert fa[0][0] == "دور" and fa[3][6] == "شلم" and fa[3][10] == "210"


# --- table rules -----------------------------------------------------------------------------


def test_rules_in_short_form() -> None:
    assert S.parse_shelem_rules("") == ShelemOptions()
    assert S.parse_shelem_rules("preset:seed_002") == ShelemOptions(
        made_score="bid", declared_shelem=True, target=1165
    )
    assert S.parse_shelem_rules("made_score:bid,target:660").target == 660
    assert K.preset_of(ShelemOptions(players="2", target=660), S.PRESETS) == "two_player"
    assert G.parse_ghahve_rules("preset:long").target_points == 1001


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("colour:red", "rules_unknown"),
        ("made_score", "opts_item"),
        ("made_score:maybe", "rules_value"),
        ("preset:nope", "rules_preset"),
        ("target:1200,target:660", "rules_twice"),
        ("target:1203", "rules_value"),
    ],
)
def test_bad_rules(text: str, code: str) -> None:
    with pytest.raises(K.Problem) as err:
        S.parse_shelem_rules(text)
    assert err.value.code == code
    en, fa = S.problem_text(EN, err.value), S.problem_text(FA, err.value)
    assert en != fa and not PLACEHOLDER.search(en + fa)


# --- Ghahve ----------------------------------------------------------------------------------


def test_ghahve_seed_example() -> None:
    bids, tricks = G.SEED_EXAMPLE
    hand = G.read_hand([str(b) for b in bids], str(tricks), "", GhahveOptions())
    r = G.score(hand, GhahveOptions())
    assert (r.team_bids, r.points, r.rule_ids) == ((6, 5), (62, 50), ("ghahve/made-bid",) * 2)
    assert G.explain(EN, r, 0) == (
        "South and North bid 6 (3 + 3) and took 8: the bid is made, 10 × 6 + 2 = 62."
    )
    failed = G.score(G.GhahveHand((3, 2, 3, 3), 5), GhahveOptions())
    assert failed.points == (-60, 53)
    assert G.explain(EN, failed, 0).endswith("the bid failed, −10 × 6 = −60.")
    assert "تعهد انجام نشد" in G.explain(FA, failed, 0)
    assert fa_digits_only(G.explain(FA, failed, 0))


@pytest.mark.parametrize(
    ("bids", "a", "b", "code", "rule"),
    [
        (["1", "2", "2", "2"], "7", "", "bid_low", "ghahve/bid-minimum"),
        (["2", "2", "", "0"], "7", "", "bid_low", "ghahve/bid-minimum"),
        (["2", "2", "", "2"], "7", "", "bids_missing", "ghahve/bid-minimum"),
        (["2", "2", "2", "2"], "7", "7", "tricks_sum", ""),
        (["2", "2", "2", "2"], "14", "", "tricks_range", ""),
        (["2", "2", "2", "2"], "", "", "tricks_missing", ""),
        (["2", "x", "2", "2"], "7", "", "not_number", ""),
    ],
)
def test_ghahve_bad_input(bids: list[str], a: str, b: str, code: str, rule: str) -> None:
    with pytest.raises(K.Problem) as err:
        G.read_hand(bids, a, b, GhahveOptions())
    assert (err.value.code, err.value.rule_id) == (code, rule)
    en, fa = G.problem_text(EN, err.value), G.problem_text(FA, err.value)
    assert en and fa and en != fa and not PLACEHOLDER.search(en + fa)
    assert fa_digits_only(fa)


def test_ghahve_max_bid_option() -> None:
    with pytest.raises(K.Problem) as err:
        G.read_hand(["2", "2", "2", "6"], "7", "", GhahveOptions(max_bid=5))
    assert err.value.code == "bid_high"
    assert G.problem_text(EN, err.value) == ("West bid 6: at this table a bid is at most 5 tricks.")


def test_ghahve_dealer_keeps_the_deal_until_his_team_leads() -> None:
    hands = [G.GhahveHand((3, 2, 3, 3), 8), G.GhahveHand((2, 2, 2, 2), 2)]
    sheet = G.compute_sheet(0, hands, GhahveOptions())
    # South deals; South and North lead 62 to 50, so the deal passes to East, who keeps it while
    # East and West are behind, and passes it once they lead.
    assert [r.dealer for r in sheet.rows] == [0, 1]
    assert [r.next_dealer for r in sheet.rows] == [1, 2]
    assert sheet.score == (62 - 40, 50 + 47)
    text = G.dealer_text(EN, 0, (62, 50), 1, GhahveOptions())
    assert text == "South's team is ahead (62 to 50), so the deal passes to East, on South's right."
    stay = G.dealer_text(FA, 1, (62, 50), 1, GhahveOptions())
    assert stay == "تیم شرق جلو نیست (۵۰ به ۶۲)؛ پس شرق دوباره پخش می‌کند."
    every = G.compute_sheet(0, hands, GhahveOptions(dealer_rotation="every_hand"))
    assert [r.next_dealer for r in every.rows] == [1, 2]


def test_ghahve_game_to_501() -> None:
    big = G.GhahveHand((6, 2, 6, 2), 13)  # 10 × 12 + 1 = 121 for South and North
    sheet = G.compute_sheet(0, [big] * 6, GhahveOptions())
    assert sheet.winner == 0 and sheet.score[0] == 121 * 5 - 0
    assert sheet.rows[-1].problem is not None and sheet.rows[-1].problem.code == "after_match"
    long = G.compute_sheet(0, [big] * 6, GhahveOptions(target_points=1001))
    assert long.winner is None


ALL_GHAHVE = st.builds(
    G.GhahveHand,
    st.tuples(*[st.integers(2, 13)] * 4),
    st.integers(0, 13),
)


@given(st.integers(0, 3), st.lists(ALL_GHAHVE, max_size=30))
def test_ghahve_sheet_round_trip(first: int, hands: list[G.GhahveHand]) -> None:
    code = G.encode_sheet(first, hands)
    assert re.fullmatch(r"[0-9a-d.\-]*", code)
    assert G.decode_sheet(code) == (first, tuple(hands))


@pytest.mark.parametrize(
    ("code", "problem", "n"),
    [
        ("d0.3233", "sheet_token", 1),
        ("d0.3233-8.1222-7", "sheet_hand", 2),
        ("d0.3233-14", "sheet_hand", 1),
        ("d0.32e3-8", "sheet_token", 1),
        ("<script>", "sheet_token", 1),
    ],
)
def test_broken_ghahve_sheet_codes(code: str, problem: str, n: int) -> None:
    with pytest.raises(K.Problem) as err:
        G.decode_sheet(code)
    assert (err.value.code, err.value.params["n"]) == (problem, n)
    for ctx in (EN, FA):
        text = S.problem_text(ctx, err.value)
        assert not PLACEHOLDER.search(text) and "<script>" not in text


def test_ghahve_table_and_csv() -> None:
    sheet = G.compute_sheet(1, [G.GhahveHand((3, 2, 3, 3), 8)], GhahveOptions())
    html = G.sheet_html(FA, sheet)
    assert "+۶۲" in html and "<td>شرق</td>" not in html and ">شرق</td>" in html
    rows = list(csv.reader(io.StringIO(G.sheet_csv(EN, sheet))))
    assert rows[0][:6] == ["hand", "dealer", "South", "East", "North", "West"]
    assert rows[1] == [
        "1", "East", "3", "2", "3", "3", "6", "5", "8", "5", "62", "50", "62", "50", "East", "", "",
    ]  # fmt: skip


# --- messages --------------------------------------------------------------------------------

SAMPLES = [
    K.Problem("not_number", field="bid", token="x"),
    K.Problem("not_number", field="points1", token="x"),
    K.Problem("bid_missing"),
    K.Problem("bid_step", bid=103),
    K.Problem("bid_range", bid=95),
    K.Problem("bid_cap", bid=160, cap=150),
    K.Problem("points_missing"),
    K.Problem("points_range", points=170, field="points0"),
    K.Problem("points_step", points=62, field="points0"),
    K.Problem("points_sum", a=130, b=40, total=170),
    K.Problem("declared_off"),
    K.Problem("hakem_seat", hakem=2),
    K.Problem("sheet_token", n=2, token="zz"),
    K.Problem("sheet_hand", n=2, token="x", inner=K.Problem("bid_step", bid=103)),
    K.Problem("sheet_long", n=400, max=300),
    K.Problem("after_match"),
    K.Problem("after_problem"),
    K.Problem("opts_item", item="x"),
    K.Problem("rules_unknown", name="x"),
]
GHAHVE_SAMPLES = [
    K.Problem("not_number", field="bid3", token="x"),
    K.Problem("not_number", field="tricks0", token="x"),
    K.Problem("bid_low", seat=1, bid=1),
    K.Problem("bid_high", seat=1, bid=9, max=5),
    K.Problem("bids_missing"),
    K.Problem("tricks_missing"),
    K.Problem("tricks_range", n=14),
    K.Problem("tricks_sum", a=7, b=7, total=14),
    K.Problem("sheet_hand", n=2, token="x", inner=K.Problem("tricks_range", n=14)),
    K.Problem("opts_item", item="x"),
]


@pytest.mark.parametrize(
    ("say", "problem"),
    [(S.problem_text, p) for p in SAMPLES] + [(G.problem_text, p) for p in GHAHVE_SAMPLES],
    ids=[f"shelem-{p.code}" for p in SAMPLES] + [f"ghahve-{p.code}" for p in GHAHVE_SAMPLES],
)
def test_every_problem_has_a_sentence_in_both_languages(
    say: Callable[[Ctx, K.Problem], str], problem: K.Problem
) -> None:
    en = say(EN, problem)
    fa = say(FA, problem)
    assert en and fa and en != fa
    assert not PLACEHOLDER.search(en) and not PLACEHOLDER.search(fa)
    assert en[0].isupper() or en[0] in "“0123456789"
    assert fa_digits_only(fa), fa


def test_user_text_is_escaped() -> None:
    p = K.Problem("not_number", field="bid", token="![x](http://e)")
    assert "![x](http" not in S.problem_text(EN, p)
    shown = S.problem_text(FA, p).replace("\u2060", "")  # (the word joiner breaks autolinks)
    assert shown == r"عدد خوانده‌شده: «\!\[x\]\(http\://e\)» عدد درستی نیست."


def test_rule_markdown_names_the_rule_and_its_sources() -> None:
    md = S.rule_markdown(FA, "shelem/yasa")
    assert "`shelem/yasa`" in md and "یاسا" in md and "سند ۰۰۰، سطر ۱۱۷" in md
    assert "`ghahve/made-bid`" in G.rule_markdown(EN, "ghahve/made-bid")
    assert "Sources: seed 000, line 142" in G.rule_markdown(EN, "ghahve/made-bid")
