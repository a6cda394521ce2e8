"""Unit tests of ``ui/rulings.py``: reading cards, ruling tricks, scoring hands, the score sheet."""

from __future__ import annotations

import csv
import io
import itertools
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pasur.cards import cards as C
from pasur.errors import OptionsError
from pasur.games.hokm import HokmOptions, win_by_two_in_force
from pasur.games.hokm.scoring import score_hand
from ui import rulings_kit as K
from ui.frame import Ctx
from ui.games.hokm import calculators as R
from ui.guard import md_escape
from ui.i18n import translations
from ui.messages import say as say_coded
from ui.problems import sentence


def ctx_for(lang: str) -> Ctx:
    t = translations(lang)
    return Ctx(lang, t.gettext)


EN, FA = ctx_for("en"), ctx_for("fa")
PLACEHOLDER = re.compile(r"\{\w+\}")
ASCII_DIGIT = re.compile(r"[0-9]")


# --- reading cards ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "9S 4S 2H KS",
        "9s 4s 2h ks",
        "9♠ 4♠ 2♥ K♠",
        "9S, 4S, 2H, KS",
        "نه پیک، چهار پیک، دو دل، شاه پیک",
        "نه پیک چهار پیک دو دل شاه پیک",
        "9S چهار پیک, 2♥ KS",
        "  9S\n4S  2H\tKS ",
    ],
)
def test_every_notation_reads_the_same_trick(text: str) -> None:
    assert K.parse_card_list(text) == C("9S 4S 2H KS")


def test_persian_names_with_zwnj_digits_and_arabic_letters() -> None:
    assert K.parse_card_list("بی‌بی دل، ۱۰ خشت، بي بي پيک") == C("QH TD QS")
    assert K.parse_card_list("") == ()
    assert K.parse_card_list(" ،, ") == ()


@pytest.mark.parametrize(
    ("text", "token"),
    [
        ("9S 4S 2X KS", "2X"),
        ("9S 4S 2H K", "K"),
        ("نه پیک، چهار پیکک", "چهار"),
        ("9S <script>", "<script>"),
        ("AS 11S", "11S"),
    ],
)
def test_a_bad_word_is_reported_as_typed(text: str, token: str) -> None:
    with pytest.raises(K.Problem) as err:
        K.parse_card_list(text)
    assert err.value.code == "bad_card"
    assert err.value.params["token"] == token


def test_jokers_are_refused_by_name() -> None:
    with pytest.raises(K.Problem) as err:
        K.parse_card_list("9S BJ")
    assert err.value.code == "joker"


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_the_picker_appends_and_removes_in_the_style_already_used(lang: str) -> None:
    text = ""
    for c in C("9S 4S 2H KS"):
        text = K.append_card(text, c, lang)
    assert K.parse_card_list(text) == C("9S 4S 2H KS")
    assert K.parse_card_list(K.drop_last_card(text, lang)) == C("9S 4S 2H")
    # A text typed with spaces stays with spaces, one with commas with commas.
    assert K.append_card("9S 4S", C("2H")[0], "en") == "9S 4S 2H"
    assert K.append_card("9S, 4S,", C("2H")[0], "en") == "9S, 4S, 2H"
    assert K.append_card("نه پیک، چهار پیک", C("2H")[0], "fa") == "نه پیک، چهار پیک، دو دل"
    assert K.drop_last_card("9S 2X", "en") == "9S 2X"  # unreadable text is left alone


# --- ruling a trick --------------------------------------------------------------------------

TRICKS = [
    # contract, cards, winning position, rule
    ("H", "9S 4S 2H KS", 2, "hokm/trump-beats-all"),  # seed 003: the third player, 2♥
    ("C", "10♠ 7♦ 8♣ J♣", 3, "hokm/over-ruff"),  # seed 004: J♣ cuts over 8♣
    ("C", "10♠ J♣ 8♣ 7♦", 1, "hokm/over-ruff"),  # whoever ruffed first
    ("S", "9S 4S 2H KS", 3, "hokm/trick-winner"),  # trump led, highest trump
    ("D", "9S 4S AH KS", 3, "hokm/trick-winner"),  # no trump: an off-suit ace never wins
    ("D", "2C AS AH AD", 3, "hokm/trump-beats-all"),
    ("saras", "KD 2D AD 5D", 2, "hokm/saras"),
    ("naras", "KD 2D AD 5D", 1, "hokm/naras"),  # 2 highest, ace lowest
    ("naras", "AD KD 3D 2C", 2, "hokm/naras"),  # 2♣ is off-suit
    ("taknaras", "KS 2S AS 5H", 2, "hokm/taknaras"),  # ace still highest
    ("taknaras", "KS 3S 2S 5H", 2, "hokm/taknaras"),  # then the 2
    ("taknaras", "QS JS TS 9S", 3, "hokm/taknaras"),  # the king end is lowest
]


@pytest.mark.parametrize(("contract", "text", "pos", "rule"), TRICKS)
def test_trick_winner_and_rule(contract: str, text: str, pos: int, rule: str) -> None:
    ruling = R.rule_trick(contract, K.parse_card_list(text))
    assert (ruling.winner, ruling.rule_id) == (pos, rule)
    assert rule in R.RULES_BY_ID


@pytest.mark.parametrize(("contract", "text", "pos", "rule"), TRICKS)
@pytest.mark.parametrize("ctx", [EN, FA], ids=["en", "fa"])
def test_trick_reason_is_complete_in_both_languages(
    ctx: Ctx, contract: str, text: str, pos: int, rule: str
) -> None:
    ruling = R.rule_trick(contract, K.parse_card_list(text))
    for leader in (None, 0, 3):
        out = R.trick_headline(ctx, ruling, leader) + R.trick_reason(ctx, ruling, leader)
        assert not PLACEHOLDER.search(out)
    if ctx.lang == "fa":
        assert not ASCII_DIGIT.search(R.trick_reason(ctx, ruling, None).replace("10", ""))


def test_seed003_names_the_third_player_and_the_two_of_hearts() -> None:
    ruling = R.rule_trick("H", K.parse_card_list("9S 4S 2H KS"))
    assert R.trick_headline(EN, ruling, None) == "The 3rd player wins the trick with 2♥."
    assert R.trick_headline(EN, ruling, 0) == "North (3rd to play) wins the trick with 2♥."
    assert R.trick_headline(FA, ruling, None) == "نفر سوم دست را با دو دل می‌برد."
    assert ruling.seat(0) == 2 and ruling.seat(1) == 3


def test_trick_html_highlights_the_winner_and_escapes_labels() -> None:
    out = R.trick_html(FA, C("9S 4S 2H KS"), 0, 2)
    assert out.count("<figure") == 4
    assert 'data-pos="2" data-card="2H"' in out and "pasur-card-win" in out
    assert out.count("pasur-card-win") == 1
    assert "<script" not in out


def test_impossible_tricks() -> None:
    assert [p.code for p in R.check_trick(C("9S 4S 9S KS"))] == ["duplicate"]
    assert [p.code for p in R.check_trick(C("9S 4S 2H"))] == ["count"]
    assert [p.code for p in R.check_trick(C("9S 4S 2H KS 3C"))] == ["count"]
    assert [p.code for p in R.check_trick(C("9S 9S 2H"))] == ["duplicate", "count"]
    five = R.check_trick(C("9S 4S 2H KS 9S"))
    assert [p.code for p in five] == ["duplicate", "count"]
    assert "card 5" in R.problem_text(EN, five[0], leader=0)
    assert R.trick_html(EN, C("9S 4S 2H KS 3C"), None).count("<figure") == 5
    assert R.check_trick(C("9S 4S 2H KS")) == []


def test_follow_suit_and_held_cards_when_hands_are_given() -> None:
    trick = C("9S 4D 2H KS")
    hands = [C("9S AC"), C("4D 5S"), C("2H 3H"), C("KS")]
    found = R.check_trick(trick, hands)
    assert [(p.code, p.rule_id, p.params["pos"]) for p in found] == [
        ("follow_suit", "hokm/follow-suit", 1)
    ]
    assert found[0].params["held"] == "5S" and found[0].params["led"] == "S"
    # A void player may discard or ruff: no duty to trump or to beat.
    assert R.check_trick(C("9S 4D 2H KS"), [None, C("4D 5C"), C("2H"), None]) == []
    # The card is not in the hand given.
    found = R.check_trick(trick, [None, None, C("3H 4H"), None])
    assert [(p.code, p.rule_id) for p in found] == [("own_card", "hokm/own-card")]
    # The card is in another player's hand.
    found = R.check_trick(trick, [None, C("9S"), None, None])
    assert [p.code for p in found] == ["elsewhere", "own_card"]
    # Hands that overlap or are too big.
    assert [p.code for p in R.check_trick(trick, [C("9S AC"), C("AC 4D")])] == ["hand_duplicate"]
    big = K.parse_card_list(" ".join(c.code for c in C("2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC")))
    assert [p.code for p in R.check_trick(trick, [(*big, C("9S")[0])])] == ["hand_size"]


# --- scoring a hand --------------------------------------------------------------------------

HANDS = [
    # hakem, tricks, bam, special, kind, points, next hakem, rule
    (0, (7, 3), "", False, "normal", 1, 0, "hokm/hand-points"),
    (0, (7, 0), "", False, "kot", 2, 0, "hokm/kot"),
    (2, (7, 0), "", False, "kot", 2, 2, "hokm/kot"),  # the hakem's partner's side: still kot
    (0, (0, 7), "", False, "hakem_kot", 3, 1, "hokm/hakem-kot"),
    (0, (3, 7), "", False, "normal", 1, 1, "hokm/hand-points"),
    (3, (7, 5), "", False, "normal", 1, 0, "hokm/hand-points"),  # right of West is South
    (1, (0, 7), "", False, "kot", 2, 1, "hokm/kot"),
    (1, (13, 0), "made", False, "bam", 0, 2, "hokm/hakem-bam"),  # against the hakem: «پر بام»
    (0, (13, 0), "made", False, "bam", 0, 0, "hokm/bam"),
    (0, (9, 1), "failed", False, "kot", 2, 0, "hokm/kot"),  # the kot at 7-0 still counts
    (1, (7, 1), "failed", False, "hakem_kot", 3, 2, "hokm/hakem-kot"),
    (0, (7, 0), "", True, "kot", 2, 0, "hokm/kot"),  # kot counts in the modes by default
]


@pytest.mark.parametrize(
    ("hakem", "tricks", "bam", "special", "kind", "points", "nxt", "rule"), HANDS
)
def test_score_one(
    hakem: int,
    tricks: tuple[int, int],
    bam: str,
    special: bool,
    kind: str,
    points: int,
    nxt: int,
    rule: str,
) -> None:
    opts = HokmOptions(special_modes=True)
    r = R.score_one(R.HandInput(hakem, tricks, bam, special), opts)
    assert (r.kind, r.points, r.next_hakem, r.rule_id) == (kind, points, nxt, rule)
    for ctx in (EN, FA):
        out = R.result_headline(ctx, r) + R.next_hakem_text(ctx, r, opts)
        assert not PLACEHOLDER.search(out)


def test_headlines_in_both_languages() -> None:
    opts = HokmOptions()
    r = R.score_one(R.HandInput(0, (0, 7)), opts)
    assert R.result_headline(EN, r) == "East and West win 7 to 0: hakem-kot, 3 points."
    assert R.result_headline(FA, r) == "شرق و غرب ۷ به ۰ بردند: حاکم‌کُت، ۳ امتیاز."
    assert R.next_hakem_text(EN, r, opts) == "East becomes hakem and South deals."
    r = R.score_one(R.HandInput(0, (7, 2)), opts)
    assert R.result_headline(EN, r) == "South and North win 7 to 2: a plain win, 1 point."
    assert R.next_hakem_text(FA, r, opts) == "جنوب حاکم می‌ماند و غرب پخش می‌کند."
    right = HokmOptions(dealer_seat="right_of_hakem")
    assert R.next_hakem_text(EN, r, right) == "South stays hakem and East deals."


def test_special_mode_options() -> None:
    no_kot = HokmOptions(special_modes=True, special_modes_kot=False)
    r = R.score_one(R.HandInput(0, (7, 0), special=True), no_kot)
    assert (r.kind, r.points) == ("normal", 1)
    assert "hokm/kot-in-modes" in r.note_rule_ids
    with pytest.raises(K.Problem) as err:
        R.score_one(R.HandInput(0, (7, 0), special=True), HokmOptions())
    assert (err.value.code, err.value.rule_id) == ("hokm/score/modes-off", "hokm/special-modes")


def test_kot_against_a_side_on_six() -> None:
    opts = HokmOptions(kot_vs_side_on_six="one_point_and_loser_becomes_hakem")
    r = R.score_one(R.HandInput(0, (7, 0)), opts, score_before=(2, 6))
    assert (r.kind, r.points, r.rule_id, r.next_hakem) == (
        "kot_on_six",
        1,
        "hokm/kot-against-six",
        1,
    )
    r = R.score_one(R.HandInput(0, (7, 0)), opts, score_before=(2, 5))
    assert (r.kind, r.points) == ("kot", 2)
    r = R.score_one(R.HandInput(0, (7, 0)), HokmOptions(), score_before=(2, 6))
    assert (r.kind, r.points) == ("kot", 2)


@pytest.mark.parametrize(
    ("tricks", "bam", "code"),
    [
        ((7, 7), "", "hokm/score/two-sevens"),
        ((6, 5), "", "hokm/score/no-seven"),
        ((0, 0), "", "hokm/score/no-seven"),
        ((8, 2), "", "hokm/score/past-seven"),
        ((13, 0), "", "hokm/score/past-seven"),
        ((14, 0), "", "hokm/score/range"),
        ((-1, 7), "", "hokm/score/range"),
        ((12, 2), "failed", "hokm/score/too-many"),
        ((12, 0), "made", "hokm/score/not-bam"),
        ((9, 0), "failed", "hokm/score/not-failed-bam"),
        ((9, 2), "failed", "hokm/score/not-failed-bam"),
        ((12, 1), "failed", None),
        ((13, 0), "made", None),
    ],
)
def test_impossible_trick_counts(tricks: tuple[int, int], bam: str, code: str | None) -> None:
    problem = R.check_hand(R.HandInput(0, tricks, bam), HokmOptions())
    assert (problem.code if problem else None) == code
    if problem is not None:
        with pytest.raises(K.Problem):
            R.score_one(R.HandInput(0, tricks, bam), HokmOptions())


def test_bam_off_refuses_a_bam() -> None:
    problem = R.check_hand(R.HandInput(0, (13, 0), "made"), HokmOptions(bam=False))
    assert problem is not None and (problem.code, problem.rule_id) == (
        "hokm/score/bam-off",
        "hokm/bam",
    )


def test_impossible_counts_are_explained_in_persian() -> None:
    problem = R.check_hand(R.HandInput(0, (7, 7)), HokmOptions())
    assert problem is not None
    text = R.problem_text(FA, problem)
    assert text.startswith("۷ به ۷ ممکن نیست")
    problem = R.check_hand(R.HandInput(0, (6, 5)), HokmOptions())
    assert problem is not None
    assert R.problem_text(FA, problem).startswith("با ۶ به ۵ دور تمام نمی‌شود")
    assert R.problem_text(EN, problem).startswith("6 to 5 does not end a hand")


@pytest.mark.parametrize(
    ("score", "options", "code"),
    [
        ((6, 6), HokmOptions(), None),
        ((7, 3), HokmOptions(), "score_over"),
        ((6, 6), HokmOptions(six_all="reset_to_five_five"), "score_six_all"),
        ((7, 7), HokmOptions(six_all="win_by_two"), None),
        ((8, 6), HokmOptions(six_all="win_by_two"), "score_over"),
        ((-1, 0), HokmOptions(), "score_range"),
    ],
)
def test_check_score(score: tuple[int, int], options: HokmOptions, code: str | None) -> None:
    problem = R.check_score(score, options)
    assert (problem.code if problem else None) == code


def test_game_after_applies_six_all_and_the_target() -> None:
    reset = HokmOptions(six_all="reset_to_five_five")
    r = R.score_one(R.HandInput(0, (7, 3)), reset)
    u = R.game_after((5, 6), r, reset, False)
    assert (u.score, u.reset, u.rule_id) == ((5, 5), True, "hokm/six-all")
    assert "۵" in R.game_text(FA, u, reset)
    two = HokmOptions(six_all="win_by_two")
    u = R.game_after((6, 6), r, two, True)
    assert (u.score, u.winner, u.win_by_two) == ((7, 6), None, True)
    u = R.game_after((5, 3), R.score_one(R.HandInput(0, (7, 0)), two), two, False)
    assert (u.score, u.winner) == ((7, 3), 0)
    assert R.game_text(EN, u, two).endswith("South and North win the game.")


# --- table rules -----------------------------------------------------------------------------


def test_parse_rules() -> None:
    assert R.parse_rules("") == HokmOptions()
    assert R.parse_rules(" bam:off , target_points:5 ") == HokmOptions(bam=False, target_points=5)
    assert R.parse_rules("preset:friendly").six_all == "reset_to_five_five"


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("foo:1", "rules_unknown"),
        ("bam", "rules_item"),
        ("bam:", "rules_item"),
        ("bam:maybe", "rules_value"),
        ("target_points:99", "rules_value"),
        ("target_points:5,target_points:6", "rules_twice"),
        ("preset:nope", "rules_preset"),
        ("bam:off,preset:classic", "rules_preset"),
        ("partner_selection:second_ace,first_hakem:random", "rules_conflict"),
    ],
)
def test_bad_rules_are_explained(text: str, code: str) -> None:
    with pytest.raises(K.Problem) as err:
        R.parse_rules(text)
    assert err.value.code == code
    for ctx in (EN, FA):
        assert not PLACEHOLDER.search(R.problem_text(ctx, err.value))


def test_rules_summary() -> None:
    assert R.rules_summary(EN, HokmOptions()) == "7 points to win · bam on"
    assert (
        R.rules_summary(FA, HokmOptions(target_points=5, bam=False)) == "بازی ۵ امتیازی · بدون بام"
    )


# --- the score sheet -------------------------------------------------------------------------

ALL_HANDS = [
    h
    for h in (
        R.HandInput(k, (a, b), bam, special)
        for k, a, b, bam, special in itertools.product(
            range(4), range(14), range(14), ("", "made", "failed"), (False, True)
        )
    )
    if R.check_hand(h, HokmOptions(bam=True, special_modes=True)) is None
]


@given(st.lists(st.sampled_from(ALL_HANDS), max_size=40))
def test_sheet_round_trip(hands: list[R.HandInput]) -> None:
    code = R.encode_sheet(hands)
    assert re.fullmatch(r"[0-9a-dBFM.]*", code)
    assert R.decode_sheet(code) == tuple(hands)


def test_sheet_code_is_short_and_readable() -> None:
    hands = [
        R.HandInput(0, (7, 3)),
        R.HandInput(1, (13, 0), "made"),
        R.HandInput(2, (1, 7), special=True),
    ]
    assert R.encode_sheet(hands) == "073.1d0B.217M"
    assert R.decode_sheet("") == ()


@pytest.mark.parametrize(
    ("code", "problem", "n"),
    [
        ("xyz", "sheet_token", 1),
        ("073.4a0", "sheet_token", 2),
        ("073..170", "sheet_token", 2),
        ("073.077", "sheet_hand", 2),
        ("065", "sheet_hand", 1),
        ("0d0", "sheet_hand", 1),
        ("073.1d0F", "sheet_hand", 2),
        ("073 170", "sheet_token", 1),
        ("<b>x</b>", "sheet_token", 1),
    ],
)
def test_broken_sheet_codes(code: str, problem: str, n: int) -> None:
    with pytest.raises(K.Problem) as err:
        R.decode_sheet(code)
    assert (err.value.code, err.value.params["n"]) == (problem, n)
    for ctx in (EN, FA):
        text = R.problem_text(ctx, err.value)
        assert not PLACEHOLDER.search(text)
        assert "<b>" not in text


def test_sheet_too_long() -> None:
    with pytest.raises(K.Problem) as err:
        R.decode_sheet(".".join(["073"] * (R.MAX_SHEET_HANDS + 1)))
    assert err.value.code == "sheet_long"


def game(*hands: R.HandInput, options: HokmOptions | None = None) -> R.SheetState:
    return R.compute_sheet(hands, options or HokmOptions())


H = R.HandInput


def test_sheet_runs_to_a_winner() -> None:
    state = game(H(0, (7, 3)), H(0, (2, 7)), H(1, (0, 7)), H(1, (7, 0)), H(2, (1, 7)), H(3, (0, 7)))
    assert [r.result.kind for r in state.rows if r.result] == [
        "normal", "normal", "kot", "hakem_kot", "normal", "kot"
    ]  # fmt: skip
    assert [r.score for r in state.rows] == [(1, 0), (1, 1), (1, 3), (4, 3), (4, 4), (4, 6)]
    assert (state.score, state.next_hakem, state.winner) == ((4, 6), 3, None)
    state = game(*(r.hand for r in state.rows), H(3, (2, 7)))
    assert (state.score, state.winner, state.next_hakem, state.over) == ((4, 7), 1, None, True)
    late = game(*(r.hand for r in state.rows), H(3, (7, 2)))
    assert late.rows[-1].problem is not None and late.rows[-1].problem.code == "after_match"


def test_sheet_bam_ends_the_game_and_a_match_goes_on() -> None:
    state = game(H(0, (7, 3)), H(0, (13, 0), "made"))
    assert (state.score, state.winner) == ((7, 0), 0)
    match = HokmOptions(games_to_win=2)
    state = game(H(0, (7, 3)), H(0, (13, 0), "made"), H(0, (7, 2)), options=match)
    assert state.games == (1, 0) and state.score == (1, 0) and state.winner is None
    assert [r.game for r in state.rows] == [1, 1, 2]


def test_sheet_six_all_rules() -> None:
    reset = HokmOptions(six_all="reset_to_five_five", target_points=3)
    state = game(H(0, (7, 3)), H(0, (7, 3)), H(0, (3, 7)), H(1, (3, 7)), options=reset)
    assert state.rows[-1].update is not None and state.rows[-1].update.reset
    assert state.score == (1, 1)
    table = R.sheet_table(EN, state, reset)
    assert "both on 2: back to 1 to 1" in table[-1]["Notes"]
    two = HokmOptions(six_all="win_by_two", target_points=3)
    state = game(H(0, (7, 3)), H(0, (7, 3)), H(0, (3, 7)), H(1, (3, 7)), H(1, (7, 3)), options=two)
    assert (state.score, state.win_by_two, state.winner) == ((3, 2), True, None)
    assert "play on until a team leads by two" in R.sheet_table(EN, state, two)[-1]["Notes"]
    state = game(*(r.hand for r in state.rows), H(2, (7, 3)), options=two)
    assert (state.score, state.winner) == ((4, 2), 0)


def test_sheet_marks_a_hakem_against_the_rules_and_hands_the_rules_refuse() -> None:
    state = game(H(0, (7, 3)), H(1, (7, 3)))
    table = R.sheet_table(EN, state, HokmOptions())
    assert "by the rules South was to be hakem" in table[1]["Notes"]
    no_bam = HokmOptions(bam=False)
    state = game(H(0, (13, 0), "made"), H(0, (7, 3)), options=no_bam)
    assert [r.problem.code if r.problem else None for r in state.rows] == [
        "hokm/score/bam-off",
        "after_problem",
    ]
    table = R.sheet_table(FA, state, no_bam)
    assert "بام" in table[0]["توضیح"]


def test_sheet_table_and_csv_in_both_languages() -> None:
    hands = (H(0, (7, 3)), H(0, (0, 7)), H(1, (13, 0), "made"))
    state = game(*hands)
    fa = R.sheet_table(FA, state, HokmOptions())
    assert fa[1]["نتیجه"] == "شرق و غرب: حاکم‌کُت، ۳ امتیاز"
    assert fa[0]["امتیاز"] == "۱ به ۰"
    assert all(not ASCII_DIGIT.search(v) for row in fa for k, v in row.items() if k != "قانون")
    rows = list(csv.reader(io.StringIO(R.sheet_csv(EN, state, HokmOptions()))))
    assert rows[0][:3] == ["hand", "game", "hakem"]
    assert rows[1][:6] == ["1", "1", "South", "West", "7", "3"]
    assert rows[2][9:12] == ["hakem-kot", "3", "hokm/hakem-kot"]
    assert rows[3][6] == "bam made" and rows[3][12:14] == ["7", "0"]
    rows = list(csv.reader(io.StringIO(R.sheet_csv(FA, state, HokmOptions()))))
    assert rows[0][0] == "دور" and rows[1][2] == "جنوب" and rows[1][4] == "7"


# --- messages and markdown -------------------------------------------------------------------


def test_md_escape() -> None:
    def seen(text: str) -> str:  # without the word joiners that break autolinks
        return md_escape(text).replace("\u2060", "")

    assert seen("![x](http://e.com)") == r"\!\[x\]\(http\://e\.com\)"
    assert seen("<b>:red[x]</b>") == r"\<b\>\:red\[x\]\</b\>"
    assert "\u2060" in md_escape("www.example.com") and "\u2060" in md_escape("a@b")
    assert md_escape("a\nb") == "a b"
    assert md_escape("x" * 100).endswith("…") and len(md_escape("x" * 100)) == 60


def test_user_text_in_messages_is_escaped() -> None:
    with pytest.raises(K.Problem) as err:
        K.parse_card_list("9S ![x](http://evil)")
    text = R.problem_text(EN, err.value)
    assert "![x](http" not in text and r"\!\[x\]" in text
    assert R.problem_text(FA, err.value).startswith("«")


def test_rule_markdown_in_both_languages() -> None:
    en = R.rule_markdown(EN, "hokm/over-ruff")
    assert "`hokm/over-ruff`" in en and "A higher trump cuts over a lower one" in en
    assert "seed 004, line 99; seed 002, line 35" in en
    fa = R.rule_markdown(FA, "hokm/trick-winner")
    assert "چه کسی دست را می‌برد" in fa and "سند ۰۰۳، سطرهای ۴۱ تا ۴۳" in fa
    assert R.rule_markdown(EN, "hokm/nothing") == "`hokm/nothing`"


SAMPLES = [
    K.Problem("bad_card", token="2X"),
    K.Problem("joker", token="BJ"),
    K.Problem("duplicate", card="9S", first=0, second=2),
    K.Problem("count", n=1),
    K.Problem("count", n=3),
    K.Problem("hand_size", pos=1, n=14),
    K.Problem("hand_duplicate", card="9S", pos=1, other=1),
    K.Problem("hand_duplicate", card="9S", pos=1, other=2),
    K.Problem("elsewhere", card="9S", pos=0, other=2),
    K.Problem("own_card", "hokm/own-card", card="9S", pos=3),
    K.Problem("follow_suit", "hokm/follow-suit", card="4D", pos=1, led="S", held="5S 9S"),
    K.Problem("contract", contract="x"),
    K.Problem("hakem", hakem=7),
    K.Problem("score_range", a=-1, b=0),
    K.Problem("score_six_all", a=6, b=6),
    K.Problem("score_over", a=7, b=3, target=7),
    K.Problem("sheet_token", n=2, token="zz"),
    K.Problem(
        "sheet_hand", n=2, token="077", inner=K.Problem("hokm/score/two-sevens", a="7", b="7")
    ),
    K.Problem("sheet_long", n=400, max=300),
    K.Problem("after_match"),
    K.Problem("after_problem"),
    K.Problem("rules_item", item="bam"),
    K.Problem("rules_unknown", name="foo"),
    K.Problem("rules_preset", name="x", known="classic"),
    K.Problem("rules_twice", name="bam"),
    K.Problem("rules_value", name="bam", value="x"),
    K.Problem("rules_conflict", detail="x"),
    K.Problem("engine", detail="x"),
]


@pytest.mark.parametrize("problem", SAMPLES, ids=[p.code for p in SAMPLES])
def test_every_problem_has_a_sentence_in_both_languages(problem: K.Problem) -> None:
    en = R.problem_text(EN, problem, leader=0)
    fa = R.problem_text(FA, problem)
    assert en and fa and en != fa
    assert not PLACEHOLDER.search(en) and not PLACEHOLDER.search(fa)
    assert en[0].isupper() or en[0] in "“0123456789"
    # Digits in Persian, except inside what the user typed («…») and notation examples (`…`).
    assert not re.search(r"[0-9]", re.sub(r"«[^»]*»|`[^`]*`|[a-z_]+:[a-z0-9_,:]+", "", fa))


# --- two and three players, the new table rules, customs and misdeals ----------------------

O3 = HokmOptions(players=3)
O2 = HokmOptions(players=2)


@pytest.mark.parametrize(
    ("options", "tricks", "bam", "code"),
    [
        (O3, (6, 6, 5), "", None),
        (O3, (5, 6, 6), "", None),
        (O3, (7, 3, 2), "", None),
        (O3, (6, 6, 4), "", "hokm/score/no-seven-three"),
        (O3, (7, 7, 3), "", "hokm/score/two-sevens-small"),
        (O3, (8, 2, 1), "", "hokm/score/past-seven-small"),
        (O3, (17, 0, 0), "made", None),
        (O3, (13, 1, 0), "failed", None),
        (O3, (13, 0, 0), "made", "hokm/score/not-bam-small"),
        (O3, (18, 0, 0), "", "hokm/score/range"),
        (O3, (7, 3), "", "hokm/score/sides"),
        (O2, (7, 3), "", None),
        (O2, (6, 6), "", "hokm/score/no-seven-small"),
        (O2, (7, 7), "", "hokm/score/two-sevens-small"),
        (HokmOptions(), (7, 7), "", "hokm/score/two-sevens"),
        (HokmOptions(), (8, 6), "", "hokm/score/too-many"),
    ],
)
def test_trick_counts_for_every_player_count(
    options: HokmOptions, tricks: tuple[int, ...], bam: str, code: str | None
) -> None:
    problem = R.check_hand(R.HandInput(0, tricks, bam), options)
    assert (problem.code if problem else None) == code
    if problem is not None:
        for ctx in (EN, FA):
            assert not PLACEHOLDER.search(R.problem_text(ctx, problem, players=options.players))


def test_six_six_five_and_small_game_kot() -> None:
    r = R.score_one(R.HandInput(0, (6, 6, 5)), O3)
    assert (r.kind, r.winner, r.points, r.next_hakem, r.rule_id) == (
        "six_six_five",
        2,
        1,
        2,
        "hokm/six-six-five",
    )
    assert R.result_headline(FA, r).endswith("(۶–۶–۵)، یک امتیاز.")
    kot = R.score_one(R.HandInput(1, (7, 0)), O2)
    assert (kot.kind, kot.points, kot.next_hakem) == ("hakem_kot", 3, 0)
    plain = R.score_one(R.HandInput(1, (7, 0)), HokmOptions(players=2, small_game_kot=False))
    assert (plain.kind, plain.points) == ("normal", 1)
    assert R.next_hakem_text(EN, r, O3) == "West becomes hakem and East deals."


@pytest.mark.parametrize(
    ("options", "tricks", "by", "code"),
    [
        (HokmOptions(concession="before_play"), (0, 0), 1, None),
        (HokmOptions(concession="before_play"), (1, 0), 1, "hokm/score/concede-before-play"),
        (HokmOptions(concession="before_play"), (0, 0), 0, "hokm/score/concede-hakem-side"),
        (
            HokmOptions(concession="after_own_first_trick"),
            (2, 0),
            1,
            "hokm/score/concede-first-trick",
        ),
        (HokmOptions(concession="after_own_first_trick"), (2, 1), 1, None),
        (HokmOptions(concession="after_own_first_trick"), (7, 1), 1, "hokm/score/concede-seven"),
        (HokmOptions(), (0, 0), 1, "hokm/score/concede-off"),
    ],
)
def test_conceded_hands(
    options: HokmOptions, tricks: tuple[int, int], by: int, code: str | None
) -> None:
    hand = R.HandInput(0, tricks, conceded_by=by)
    problem = R.check_hand(hand, options)
    assert (problem.code if problem else None) == code
    if problem is None:
        r = R.score_one(hand, options)
        assert (r.kind, r.winner, r.points) == ("conceded", 1 - by, 1)


def test_scores_before_a_hand_with_to_eight() -> None:
    o = HokmOptions(six_all="to_eight")
    assert R.check_score((7, 7), o) is None
    assert R.check_score((7, 6), o) is None
    assert R.check_score((8, 6), o) is not None
    assert R.score_top(o) == 7
    assert win_by_two_in_force((6, 6), o) and not win_by_two_in_force((6, 5), o)
    assert R.check_score((6, 0, 6), O3) is None
    assert R.check_score((7, 0, 0), O3) is not None


def test_three_player_sheet_round_trip() -> None:
    hands = [R.HandInput(0, (6, 6, 5)), R.HandInput(2, (0, 0, 17), "made")]
    code = R.encode_sheet(hands)
    assert code == "0665.200hB"
    assert R.decode_sheet(code) == tuple(hands)
    state = R.compute_sheet(hands, O3)
    assert state.winner == 2 and state.score == (0, 0, 7)
    # A two-side sheet under three-player rules is explained, not scored.
    wrong = R.compute_sheet(R.decode_sheet("073"), O3)
    assert wrong.rows[0].problem is not None and wrong.rows[0].problem.code == "hokm/score/sides"
    conceded = R.HandInput(0, (0, 0), conceded_by=1)
    assert R.decode_sheet(R.encode_sheet([conceded])) == (conceded,)


def test_rules_changes_reset_what_does_not_apply() -> None:
    start = HokmOptions(concession="before_play", six_all="to_eight", red_top=True)
    change = R.apply_rule_changes(start, {"players": 3})
    assert change.problem is None
    assert change.options == HokmOptions(players=3)
    assert set(change.reset) == {"concession", "six_all", "red_top"}
    # A custom that loses its parent goes too.
    naras = HokmOptions(special_modes=True, partner_middle_card=True, middle_two_naras=True)
    change = R.apply_rule_changes(naras, {"special_modes": False})
    assert change.reset == ("middle_two_naras",) and not change.options.middle_two_naras
    # What the engine refuses is reported, and the rules stay.
    bad = R.apply_rule_changes(HokmOptions(six_all="win_by_two"), {"target_points": 1})
    assert bad.problem is not None and bad.options == HokmOptions(six_all="win_by_two")
    assert R.shown_options(3).count("concession") == 0
    assert "three_player_removed" in R.shown_options(3)


@pytest.mark.parametrize(
    ("text", "name", "players"),
    [
        ("players:3,concession:before_play", "concession", 3),
        ("preset:seed_000_table,players:2", "partner_middle_card", 2),
        ("three_player_removed:2D", "three_player_removed", 4),
    ],
)
def test_rules_for_the_wrong_player_count(text: str, name: str, players: int) -> None:
    with pytest.raises(K.Problem) as err:
        R.parse_rules(text)
    assert (err.value.code, err.value.params) == (
        "rules_players",
        {"name": name, "players": players},
    )
    assert R.parse_rules("players:3,three_player_removed:2D").three_player_removed == "2D"


def test_small_trick_checks() -> None:
    assert [p.code for p in R.check_trick(C("9H AH 2S"), options=O3)] == []
    assert [p.code for p in R.check_trick(C("9H AH 2C"), options=O3)] == ["not_in_deck"]
    assert [p.code for p in R.check_trick(C("9H AH 2S 3S"), options=O3)] == ["count"]
    o50 = HokmOptions(players=2, two_player_protocol="deck_50_both_discard_2")
    assert [p.code for p in R.check_trick(C("2D AD"), options=o50)] == ["not_in_deck"]
    ruling = R.rule_trick("S", C("9H AH 2S"))
    assert R.trick_headline(EN, ruling, 2, 3) == "East (3rd to play) wins the trick with 2♠."


@pytest.mark.parametrize(
    ("cards", "custom", "suits", "contract", "turned", "need"),
    [
        ("9S 4S 2H KS 3C", "middle", "", "H", "2H", 0),
        ("9S 4S", "middle", "", None, "", 3),
        ("9S 4S 2H KS 3C", "red", "", "H", "9S 4S 2H KS 3C", 0),
        ("9S 4S 5C KS 3C 4D KH 6C 7C", "red", "", "H", "9S 4S 5C KS 3C 4D KH 6C 7C", 0),
        ("9S 4S 5C KS 3C KD KH 6C 7C AH", "red", "", None, "", 13),
        ("9S 4S 5C KS", "red", "", None, "", 5),
        ("9S 4S 5C KS 3C KD KH 6C 7C 2C 3S 5S 6S", "red", "", "", "all", 0),
        ("9S 4S 5C KS 3C 4D", "either", "HD", "D", "9S 4S 5C KS 3C 4D", 0),
        ("9S 4S 5C", "either", "HD", None, "", 4),
        ("9S 4S 5C KS 3C KD KH 6C 7C 2C 3S 5S 6S", "either", "HC", "C", "9S 4S 5C", 0),
        ("2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC", "either", "HD", "", "all", 0),
    ],
)
def test_custom_rulings(
    cards: str, custom: str, suits: str, contract: str | None, turned: str, need: int
) -> None:
    given = R.read_partner_cards(cards)
    r = R.custom_ruling(given, custom, suits, HokmOptions())
    assert r.need == need
    if contract is None:
        assert r.reveal is None
    else:
        assert r.reveal is not None and r.reveal.contract == contract
        expected = given if turned == "all" else C(turned)
        assert r.reveal.cards == tuple(expected)
    for ctx in (EN, FA):
        lines = [R.custom_headline(ctx, r), *R.custom_reasons(ctx, r)]
        assert all(line and not PLACEHOLDER.search(line) for line in lines)
    html = R.packets_html(EN, given, set(r.reveal.cards) if r.reveal else set())
    assert html.count("<figure") == len(given)


def test_middle_two_naras_and_bad_custom_input() -> None:
    o = HokmOptions(special_modes=True, partner_middle_card=True, middle_two_naras=True)
    r = R.custom_ruling(C("9S 4S 2H"), "middle", "", o)
    assert r.reveal is not None and (r.reveal.contract, r.rule_id) == (
        "naras",
        "hokm/middle-two-naras",
    )
    for text, code in (
        ("9S 4S 9S", "partner_twice"),
        ("9S 4X", "bad_card"),
        ("2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC 2D", "partner_many"),
    ):
        with pytest.raises(K.Problem) as err:
            R.read_partner_cards(text)
        assert err.value.code == code
        assert not PLACEHOLDER.search(R.problem_text(FA, err.value))
    with pytest.raises(K.Problem) as err:
        R.custom_ruling(C("9S"), "either", "HH", HokmOptions())
    assert err.value.code == "either_suits"


@pytest.mark.parametrize(
    ("policy", "dealer_seat", "extra", "count", "choices", "why"),
    [
        ("always_redeal", "left_of_hakem", 1, 1, ("redeal",), "always-redeal"),
        ("s0a_hakem_choice", "left_of_hakem", 0, 1, ("redeal", "give"), "hakem-extra"),
        ("s0a_hakem_choice", "left_of_hakem", 3, 1, ("redeal", "blind"), "dealer-extra"),
        ("s0a_hakem_choice", "right_of_hakem", 1, 1, ("redeal", "blind"), "dealer-extra"),
        ("s0a_hakem_choice", "left_of_hakem", 2, 2, ("redeal",), "several-cards"),
        ("s2_rules", "left_of_hakem", 2, 1, ("give",), "hakem-side-extra"),
        ("s2_rules", "left_of_hakem", 1, 1, ("redeal", "blind"), "dealer-side-extra"),
    ],
)
def test_misdeal_rulings(
    policy: str,
    dealer_seat: str,
    extra: int,
    count: int,
    choices: tuple[str, ...],
    why: str,
) -> None:
    table = R.misdeal_options(HokmOptions(dealer_seat=dealer_seat), policy)
    m = R.MisdealInput(0, extra, (extra + 1) % 4, count)
    r = R.rule_misdeal(m, table)
    assert (r.choices, r.why) == (choices, why)
    for ctx in (EN, FA):
        lines = [R.misdeal_headline(ctx, m), *R.misdeal_reasons(ctx, m, r, table)]
        assert all(line and not PLACEHOLDER.search(line) for line in lines)
    assert R.check_misdeal(R.MisdealInput(0, 1, 1)) == K.Problem("misdeal_same", "hokm/misdeal")
    bad = R.check_misdeal(R.MisdealInput(0, 1, 2, 5))
    assert bad is not None and bad.code == "misdeal_count"


NEW_SAMPLES = [
    K.Problem("count", n=2, size=3),
    K.Problem("not_in_deck", card="2C", pos=1),
    K.Problem("tricks_range_small", total=17),
    K.Problem("sides_count", given=2, sides=3),
    K.Problem("both_seven_small", counts="7-7-3"),
    K.Problem("too_many_small", counts="9-9", total=13, sum=18),
    K.Problem("no_seven_small", counts="6-6"),
    K.Problem("no_seven_three", counts="6-6-4", total=17, sum=16),
    K.Problem("past_seven_small", counts="8-2-1"),
    K.Problem("bam_not_13_small", counts="13-0-0", total=17),
    K.Problem("bam_failed_count_small", counts="9-2-1"),
    K.Problem("concede_off"),
    K.Problem("concede_seven", counts="7-1"),
    K.Problem("concede_bam"),
    K.Problem("concede_hakem_side"),
    K.Problem("concede_before_play", counts="1-0"),
    K.Problem("concede_first_trick", side=1),
    K.Problem("score_six_all_small", counts="6-6"),
    K.Problem("score_over_small", counts="7-0-1", target=7),
    K.Problem("partner_twice", card="9S"),
    K.Problem("partner_many", n=14, most=13),
    K.Problem("custom", custom="x"),
    K.Problem("either_suits"),
    K.Problem("misdeal_same"),
    K.Problem("misdeal_count", n=5, most=4),
    K.Problem("rules_players", name="concession", players=3),
]


@pytest.mark.parametrize("problem", NEW_SAMPLES, ids=[p.code for p in NEW_SAMPLES])
def test_new_problems_have_a_sentence_in_both_languages(problem: K.Problem) -> None:
    en = R.problem_text(EN, problem, leader=0, players=3)
    fa = R.problem_text(FA, problem, players=3)
    assert en and fa and en != fa
    assert not PLACEHOLDER.search(en) and not PLACEHOLDER.search(fa)
    assert not re.search(r"[0-9]", re.sub(r"«[^»]*»|`[^`]*`|[a-z_]+:[a-z0-9_,:]+", "", fa))


# --- the scorer's refusals, as the page says them ----------------------------------------------

_CONCEDE = HokmOptions(concession="before_play")
REFUSALS = [
    # (options, hand, the scorer's code, the rule the page cites)
    (HokmOptions(), R.HandInput(5, (7, 3)), "no-seat", ""),
    (O3, R.HandInput(0, (7, 3)), "hokm/score/sides", "hokm/player-count"),
    (HokmOptions(), R.HandInput(0, (14, 0)), "hokm/score/range", ""),
    (HokmOptions(), R.HandInput(0, (7, 7)), "hokm/score/two-sevens", "hokm/hand-to-seven"),
    (O2, R.HandInput(0, (7, 7)), "hokm/score/two-sevens-small", "hokm/hand-to-seven"),
    (HokmOptions(), R.HandInput(0, (12, 2), "failed"), "hokm/score/too-many", ""),
    (O3, R.HandInput(0, (13, 3, 2), "failed"), "hokm/score/too-many-small", ""),
    (HokmOptions(), R.HandInput(0, (6, 5)), "hokm/score/no-seven", "hokm/hand-to-seven"),
    (O2, R.HandInput(0, (6, 6)), "hokm/score/no-seven-small", "hokm/hand-to-seven"),
    (O3, R.HandInput(0, (6, 6, 4)), "hokm/score/no-seven-three", "hokm/six-six-five"),
    (HokmOptions(bam=False), R.HandInput(0, (13, 0), "made"), "hokm/score/bam-off", "hokm/bam"),
    (HokmOptions(), R.HandInput(0, (12, 0), "made"), "hokm/score/not-bam", "hokm/bam"),
    (O3, R.HandInput(0, (13, 0, 0), "made"), "hokm/score/not-bam-small", "hokm/bam"),
    (HokmOptions(), R.HandInput(0, (9, 2), "failed"), "hokm/score/not-failed-bam", "hokm/bam"),
    (O2, R.HandInput(0, (9, 2), "failed"), "hokm/score/not-failed-bam-small", "hokm/bam"),
    (HokmOptions(), R.HandInput(0, (8, 2)), "hokm/score/past-seven", "hokm/hand-to-seven"),
    (O3, R.HandInput(0, (8, 2, 1)), "hokm/score/past-seven-small", "hokm/hand-to-seven"),
    (
        HokmOptions(),
        R.HandInput(0, (7, 0), special=True),
        "hokm/score/modes-off",
        "hokm/special-modes",
    ),
    (
        HokmOptions(),
        R.HandInput(0, (0, 0), conceded_by=1),
        "hokm/score/concede-off",
        "hokm/concession",
    ),
    (_CONCEDE, R.HandInput(0, (0, 0), conceded_by=3), "hokm/score/no-team", ""),
    (
        _CONCEDE,
        R.HandInput(0, (7, 1), conceded_by=1),
        "hokm/score/concede-seven",
        "hokm/concession",
    ),
    (
        _CONCEDE,
        R.HandInput(0, (0, 0), "made", conceded_by=1),
        "hokm/score/concede-bam",
        "hokm/concession",
    ),
    (
        _CONCEDE,
        R.HandInput(0, (0, 0), conceded_by=0),
        "hokm/score/concede-hakem-side",
        "hokm/concession",
    ),
    (
        _CONCEDE,
        R.HandInput(0, (1, 0), conceded_by=1),
        "hokm/score/concede-before-play",
        "hokm/concession",
    ),
    (
        HokmOptions(concession="after_own_first_trick"),
        R.HandInput(0, (2, 0), conceded_by=1),
        "hokm/score/concede-first-trick",
        "hokm/concession",
    ),
]


@pytest.mark.parametrize(
    ("options", "hand", "code", "rule"), REFUSALS, ids=[r[2] for r in REFUSALS]
)
def test_each_refusal_of_the_scorer_is_said_in_both_languages(
    options: HokmOptions, hand: R.HandInput, code: str, rule: str
) -> None:
    problem = R.check_hand(hand, options)
    assert problem is not None
    with pytest.raises(OptionsError) as refused:
        score_hand(
            hakem=hand.hakem,
            tricks=hand.tricks,
            options=options,
            contract="saras" if hand.special else "H",
            bam=hand.bam,
            conceded_by=hand.conceded_by,
        )
    # The page shows the scorer's own refusal (its code and parameters), with the rule it breaks.
    assert (problem.code, problem.rule_id) == (refused.value.code, rule)
    assert problem.code.endswith(code)
    n = options.players
    en = R.problem_text(EN, problem, players=n)
    fa = R.problem_text(FA, problem, players=n)
    assert en == sentence(say_coded(EN, problem.code, refused.value.params, players=n))
    assert fa and fa != en and not PLACEHOLDER.search(fa)
    assert not re.search(r"[0-9A-Za-z]", fa.replace("Saras", "").replace("Naras", ""))
    nested = R.problem_text(FA, K.Problem("sheet_hand", n=2, token="x", inner=problem), players=n)
    assert nested.endswith(fa)


def test_a_refusal_in_persian_keeps_every_count() -> None:
    fa = R.problem_text(FA, R.check_hand(R.HandInput(0, (6, 6, 4)), O3) or K.Problem("x"))
    assert "۶" in fa and "۴" in fa and "۱۷" in fa and "۱۶" in fa
    en = R.problem_text(
        EN, R.check_hand(R.HandInput(0, (7, 1), conceded_by=1), _CONCEDE) or K.Problem("x")
    )
    assert "7" in en and "1" in en
