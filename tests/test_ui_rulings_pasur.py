"""Unit tests of ``ui/rulings_pasur.py`` (the Pasur calculators and the explorer's helpers) and of
the Pasur sentences in ``ui/texts.py``: every capture and sur ruling against the engine, reading
typed cards and points with their translated errors, the match sheet's URL code, the running
count, and messages in both languages."""

from __future__ import annotations

import csv
import io
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pasur.cards import STANDARD_DECK, Suit, cards, parse_card
from pasur.games.chahar_barg import PRESETS, PasurOptions, Play, score_round
from pasur.options import parse_options
from pasur.registry import GAMES
from pasur.sim import deal_rng, play
from ui import rulings_kit as K
from ui import texts
from ui.explorer import build_line
from ui.frame import Ctx
from ui.games.chahar_barg import calculators as P
from ui.i18n import translations
from ui.option_labels import option_label, options_of

SPEC = GAMES["chahar_barg"]
SEED = PasurOptions()


def ctx_for(lang: str) -> Ctx:
    t = translations(lang)
    return Ctx(lang, t.gettext)


EN, FA = ctx_for("en"), ctx_for("fa")
PLACEHOLDER = re.compile(r"\{\w+\}")


def fa_digits_only(text: str) -> bool:
    """No ASCII digit outside what the user typed («…»), notation (`…`, name:value) and rule
    ids."""
    stripped = re.sub(r"«[^»]*»|`[^`]*`|[a-z_]+:[a-z0-9_,:]+|pasur/[a-z0-9-]+", "", text)
    return not re.search(r"[0-9]", stripped)


def codes(cs: tuple[object, ...]) -> list[str]:
    return [c.code for c in cs]  # type: ignore[attr-defined]


def find(card: str, table: str, options: PasurOptions = SEED, **situation: object) -> P.Finding:
    return P.find_captures(parse_card(card), cards(table), options, P.Situation(**situation))  # type: ignore[arg-type]


# --- the capture finder ----------------------------------------------------------------------


def test_an_eight_takes_a_two_and_an_ace_as_in_the_seed() -> None:
    f = find("8S", "2H AD KC 5S")
    assert [codes(c.taken) for c in f.captures] == [["AD", "2H"]]
    assert f.captures[0].rule_id == "pasur/capture-eleven"
    assert not f.captures[0].clears and codes(f.captures[0].left) == ["KC", "5S"]
    assert "pasur/ace-one" in f.rule_ids
    assert not f.lay_allowed and f.lay_rule == "pasur/must-capture"


def test_a_seven_on_four_two_two_has_two_choices() -> None:
    f = find("7H", "4S 2C 2D")
    assert sorted(codes(c.taken) for c in f.captures) == [["2C", "2D"], ["4S"]]
    assert "pasur/one-combination" in f.rule_ids
    union = find("7H", "4S 2C 2D", PasurOptions(capture_mode="union"))
    assert [codes(c.taken) for c in union.captures] == [["2C", "2D", "4S"]]
    assert union.captures[0].is_sur and union.captures[0].sur_value == 5


def test_a_jack_takes_every_number_card_and_leaves_the_queen() -> None:
    f = find("JD", "5H 7S TC QD")
    assert [sorted(codes(c.taken)) for c in f.captures] == [["5H", "7S", "TC"]]
    assert codes(f.captures[0].left) == ["QD"]
    assert f.captures[0].rule_id == "pasur/jack-capture"
    assert f.lay_rule == "pasur/jack-lay" and not f.lay_allowed
    assert find("JD", "5H 7S TC QD", PasurOptions(jack_may_decline=True)).lay_allowed


@pytest.mark.parametrize(
    ("options", "players", "rule", "value"),
    [
        (SEED, 2, "pasur/sur", 10),  # the seed's jack sur
        (PRESETS["pagat"], 2, "pasur/jack-sur", 0),  # no jack sur in the standard rules
        (PasurOptions(players=4), 4, "pasur/sur", 10),
        (PRESETS["pagat"].__class__(players=4, sur_points_4p=5), 4, "pasur/sur", 5),
    ],
)
def test_a_jack_sur_follows_the_table_rules(
    options: PasurOptions, players: int, rule: str, value: int
) -> None:
    cap = find("JD", "5H 6S", options).captures[0]
    assert (cap.sur_rule, cap.sur_value) == (rule, value)
    assert options.players == players


def test_a_lone_jack_taken_by_a_jack_is_no_sur() -> None:
    cap = find("JS", "JC").captures[0]
    assert cap.clears and cap.sur_rule == "pasur/lone-jack" and not cap.is_sur


def test_a_nine_clearing_a_two_is_a_sur_of_five() -> None:
    cap = find("9C", "2H").captures[0]
    assert cap.is_sur and cap.sur_value == 5 and cap.sur_rule == "pasur/sur"


@pytest.mark.parametrize(
    ("no_sur_in", "when", "rule"),
    [
        ("last_deal", "early", "pasur/sur"),
        ("last_deal", "last_deal", "pasur/no-sur-last-deal"),
        ("last_deal", "last_card", "pasur/no-sur-last-deal"),
        ("last_card", "last_deal", "pasur/sur"),
        ("last_card", "last_card", "pasur/no-sur-last-deal"),
        ("none", "last_card", "pasur/sur"),
    ],
)
def test_the_last_deal_rule(no_sur_in: str, when: str, rule: str) -> None:
    cap = find("9C", "2H", PasurOptions(no_sur_in=no_sur_in), when=when).captures[0]
    assert cap.sur_rule == rule


def test_the_sur_limit_counts_this_round_and_earlier_rounds() -> None:
    assert find("9C", "2H", surs=(9, 0)).captures[0].is_sur
    assert find("9C", "2H", surs=(10, 0)).captures[0].sur_rule == "pasur/sur-cap"
    assert find("9C", "2H", surs=(4, 0), earlier=(6, 0)).captures[0].sur_rule == "pasur/sur-cap"
    round_only = PasurOptions(sur_cap_scope="round")
    assert find("9C", "2H", round_only, surs=(4, 0), earlier=(6, 0)).captures[0].is_sur
    assert find("9C", "2H", PRESETS["pagat"], surs=(20, 0)).captures[0].is_sur
    # The other side's surs do not count against this side.
    assert find("9C", "2H", seat=1, surs=(10, 0)).captures[0].is_sur


def test_the_59_rule_looks_at_the_score_before_the_round() -> None:
    o = PasurOptions(no_sur_from=60)
    assert find("9C", "2H", o, score=(59, 0)).captures[0].is_sur
    assert find("9C", "2H", o, score=(60, 0)).captures[0].sur_rule == "pasur/sur-score-limit"
    assert find("9C", "2H", o, seat=1, score=(60, 0)).captures[0].is_sur


def test_an_immediate_cancellation_cancels_only_when_the_other_side_has_a_sur() -> None:
    o = PasurOptions(sur_cancellation="immediate")
    assert find("9C", "2H", o, surs=(1, 0)).captures[0].is_sur
    cap = find("9C", "2H", o, surs=(0, 1)).captures[0]
    assert cap.sur_rule == "pasur/sur-cancellation" and not cap.is_sur


def test_kings_and_queens_take_one_of_their_own_rank() -> None:
    f = find("KH", "KC KD 5S")
    assert sorted(codes(c.taken) for c in f.captures) == [["KC"], ["KD"]]
    assert {c.rule_id for c in f.captures} == {"pasur/king-capture"}
    q = find("QH", "QC")
    assert q.captures[0].rule_id == "pasur/queen-capture" and q.captures[0].is_sur


def test_a_card_that_takes_nothing_is_laid_with_its_reason() -> None:
    f = find("5C", "KH 3D")
    assert not f.captures and f.lay_allowed and f.lay_rule == "pasur/lay"
    assert "pasur/face-cards" in f.rule_ids
    assert "11 − 5" in P.no_capture_text(EN, f)
    empty = find("JD", "")
    assert empty.lay_allowed and empty.lay_rule == "pasur/jack-lay"
    assert P.lay_text(EN, empty).startswith("The table is empty")


def test_laying_a_card_that_can_take_follows_must_capture() -> None:
    assert not find("9C", "2H").lay_allowed
    free = find("9C", "2H", PasurOptions(must_capture=False))
    assert free.lay_allowed and len(free.captures) == 1


def test_the_finder_agrees_with_the_engine_on_random_tables() -> None:
    rng = __import__("random").Random(5)
    for _ in range(300):
        deck = list(STANDARD_DECK)
        rng.shuffle(deck)
        card, table = deck[0], deck[1 : 1 + rng.randint(0, 8)]
        f = P.find_captures(card, table, SEED)
        state = P.situation_state(card, table, SEED, P.Situation())
        engine = {m.taken for m in state.legal_moves() if isinstance(m, Play) and m.taken}
        assert {c.taken for c in f.captures} == engine
        for c in f.captures:
            after = state.apply(Play(card, c.taken))
            if c.clears:
                assert after.sur_log[-1].rule_id == c.sur_rule
            else:
                assert after.sur_log == ()


@pytest.mark.parametrize(
    ("card", "table", "code"),
    [
        ("", "2H", "card_missing"),
        ("7H 8H", "2H", "one_card"),
        ("7H", "2H 2H", "table_twice"),
        ("7H", "2H 7H", "on_table"),
        ("7X", "2H", "bad_card"),
        ("7H", "2H zz", "bad_card"),
        ("RJ", "2H", "joker"),
    ],
)
def test_bad_plays_are_named(card: str, table: str, code: str) -> None:
    with pytest.raises(K.Problem) as info:
        P.read_play(card, table)
    assert info.value.code == code
    for ctx in (EN, FA):
        text = P.problem_text(ctx, info.value)
        assert text and not PLACEHOLDER.search(text)
    if code == "bad_card":
        assert info.value.params["field"] in ("card", "table")


def test_persian_card_names_are_read() -> None:
    card, table = P.read_play("هفت دل", "چهار پیک، دو خاج، دو خشت")
    assert card.code == "7H" and codes(table) == ["4S", "2C", "2D"]


@pytest.mark.parametrize("ctx", [EN, FA], ids=["en", "fa"])
def test_finding_html_and_headline_in_both_languages(ctx: Ctx) -> None:
    for card, table in (("7H", "4S 2C 2D KH"), ("9C", "2H"), ("JS", "JC"), ("5C", "KH")):
        f = find(card, table)
        html_text = P.finding_html(ctx, f, 2) + P.play_html(ctx, f.card, f.table)
        head = P.finding_headline(ctx, f)
        assert not PLACEHOLDER.search(html_text + head)
        if ctx.rtl:
            visible = re.sub(r"<[^>]+>", "", html_text)
            assert fa_digits_only(visible + head), visible


def test_the_sum_is_kept_left_to_right_in_persian() -> None:
    text = P.sum_text(FA, parse_card("7H"), cards("2C 2D"))
    assert text.startswith("\u2066") and text.endswith("\u2069") and "۱۱" in text
    assert P.sum_text(EN, parse_card("7H"), cards("4S")) == "7\u00a0+\u00a04\u00a0=\u00a011"


# --- the round counter -----------------------------------------------------------------------

HALF = " ".join(c.code for c in STANDARD_DECK[:26])
REST = " ".join(c.code for c in STANDARD_DECK[26:])


def test_a_round_is_counted_line_by_line_and_adds_up_to_twenty() -> None:
    r = P.read_round([HALF, REST], ["1", "0"], ["1", ""], SEED)
    result = P.count_round(r, SEED)
    assert result == score_round(r.piles, ((5, 10), ()), SEED)
    assert result.card_total == 20 and P.card_total(result) == 20
    lines = P.round_lines(EN, result, SEED)
    assert [line.rule_id for line in lines] == [
        "pasur/clubs",
        "pasur/card-points",
        "pasur/card-points",
        "pasur/card-points",
        "pasur/card-points",
        "pasur/twenty-points",
        "pasur/sur",
    ]
    assert sum(sum(line.points) for line in lines[:5]) == 20
    assert lines[-1].points == (15, 0)
    assert result.points == (result.sides[0].card_points + 15, result.sides[1].card_points)
    assert "20" in P.check_text(EN, result)


def test_one_empty_side_takes_the_rest() -> None:
    r = P.read_round(["", REST], ["", ""], ["", ""], SEED)
    assert r.rest == 0 and len(r.piles[0]) == 26
    three = PasurOptions(players=3)
    r3 = P.read_round([HALF, "", "2S 3S"], ["", "", ""], ["", "", ""], three)
    assert r3.rest == 1 and sum(len(p) for p in r3.piles) == 52


@pytest.mark.parametrize(
    ("piles", "code"),
    [
        (["", ""], "piles_empty"),
        ([HALF, HALF], "pile_twice"),
        ([HALF + " 2C", REST], "pile_twice"),
        ([HALF, REST + " AS"], "pile_twice"),
        ([HALF, " ".join(c.code for c in STANDARD_DECK[27:])], "pile_missing"),
        ([HALF + " 1Z", ""], "bad_card"),
        ([HALF + " BJ", ""], "joker"),
    ],
)
def test_bad_rounds_are_named(piles: list[str], code: str) -> None:
    with pytest.raises(K.Problem) as info:
        P.read_round(piles, ["", ""], ["", ""], SEED)
    assert info.value.code == code
    for ctx in (EN, FA):
        text = P.problem_text(ctx, info.value, players=2)
        assert text and not PLACEHOLDER.search(text)
        if ctx.rtl:
            assert fa_digits_only(text), text


def test_fifty_three_cards_are_called_so() -> None:
    with pytest.raises(K.Problem) as info:
        P.read_round([HALF, REST + " AS"], ["", ""], ["", ""], SEED)
    assert info.value.params["n"] == 53
    assert "53 cards are listed" in P.problem_text(EN, info.value)
    assert "۵۳" in P.problem_text(FA, info.value)


def test_a_missing_card_is_named() -> None:
    with pytest.raises(K.Problem) as info:
        P.read_round([HALF, REST.replace(" AS", "")], ["", ""], ["", ""], SEED)
    assert info.value.params["cards"] == "AS"
    assert "A♠" in P.problem_text(EN, info.value)
    assert "آس پیک" in P.problem_text(FA, info.value)


def test_three_sides_left_two_empty_is_refused() -> None:
    with pytest.raises(K.Problem) as info:
        P.read_round([HALF, "", ""], ["", "", ""], ["", "", ""], PasurOptions(players=3))
    assert info.value.code == "sides_empty"


def test_surs_are_read_and_checked() -> None:
    with pytest.raises(K.Problem) as info:
        P.read_round(["2C 3C", ""], ["2", ""], ["", ""], SEED)
    assert info.value.code == "surs_many"
    with pytest.raises(K.Problem) as info:
        P.read_round([HALF, ""], ["x", ""], ["", ""], SEED)
    assert info.value.code == "not_number" and info.value.params["field"] == "surs0"
    assert "Surs of South" in P.problem_text(EN, info.value)
    persian = P.read_round([HALF, ""], ["۲", ""], ["", ""], SEED)
    assert persian.surs == ((5, 5), ())
    four = PasurOptions(players=4)
    assert P.read_round([HALF, ""], ["1", "2"], ["9", "9"], four).surs == ((10,), (10, 10))


def test_three_players_clubs_and_the_tie_to_nobody() -> None:
    clubs = [c for c in STANDARD_DECK if c.suit == Suit.CLUBS]
    others = [c for c in STANDARD_DECK if c.suit != Suit.CLUBS]
    a = clubs[:6] + others[:10]
    b = clubs[6:12] + others[10:20]
    piles = [" ".join(c.code for c in p) for p in (a, b)] + [""]
    seed3 = PasurOptions(players=3)
    result = P.count_round(P.read_round(piles, ["", "", ""], ["", "", ""], seed3), seed3)
    assert result.clubs_side == 2  # the third player, by the seed's rule
    assert "third player" in P.clubs_text(EN, result, seed3)
    nobody = PasurOptions(players=3, three_player_clubs="none_on_tie")
    r2 = P.count_round(P.read_round(piles, ["", "", ""], ["", "", ""], nobody), nobody)
    assert r2.clubs_side is None and P.card_total(r2) == 13 == r2.card_total
    assert "13" in P.check_text(EN, r2)


@pytest.mark.parametrize("ctx", [EN, FA], ids=["en", "fa"])
@pytest.mark.parametrize("options", [SEED, PasurOptions(players=3), PasurOptions(players=4)])
def test_the_count_table_in_both_languages(ctx: Ctx, options: PasurOptions) -> None:
    piles = [HALF, REST, ""][: options.teams]
    if options.teams == 3:
        piles = [HALF, "", "2S 3S 4S"]
    r = P.read_round(piles, ["1"] * 3, [""] * 3, options)
    result = P.count_round(r, options)
    text = P.count_html(ctx, result, options) + P.round_headline(ctx, result, options)
    text += P.sur_note(ctx, r, result, options) + P.clubs_text(ctx, result, options)
    assert not PLACEHOLDER.search(text)
    if ctx.rtl:
        assert fa_digits_only(re.sub(r"<[^>]+>", "", text))


def test_net_cancellation_is_explained() -> None:
    net = PasurOptions(sur_cancellation="net")
    r = P.read_round([HALF, REST], ["2", "1"], ["", ""], net)
    result = P.count_round(r, net)
    assert result.cancelled == (1, 1)
    assert "loses 1" in P.sur_note(EN, r, result, net)


# --- the match sheet -------------------------------------------------------------------------

SR = P.SheetRound


@given(
    st.lists(
        st.tuples(
            st.lists(st.integers(0, 999), min_size=2, max_size=3),
            st.one_of(st.none(), st.integers(0, 1)),
        ),
        max_size=20,
    )
)
def test_the_sheet_code_round_trips(rounds: list[tuple[list[int], int | None]]) -> None:
    sheet = tuple(SR(tuple(points), clubs) for points, clubs in rounds)
    text = P.encode_sheet(sheet)
    assert re.fullmatch(r"[0-9a-z.\-]*", text)
    assert P.decode_sheet(text) == sheet


@pytest.mark.parametrize("text", ["12", "12-8c5", "a-b", "12-8.x", "1-2-3-4", "12--8"])
def test_a_broken_sheet_code_is_refused(text: str) -> None:
    with pytest.raises(K.Problem) as info:
        P.decode_sheet(text)
    assert info.value.code == "sheet_token"


def test_a_long_sheet_is_refused() -> None:
    with pytest.raises(K.Problem) as info:
        P.decode_sheet(".".join(["12-8"] * (P.MAX_SHEET_ROUNDS + 1)))
    assert info.value.code == "sheet_long"


@pytest.mark.parametrize(
    ("points", "options", "code"),
    [
        ((12, 8), SEED, None),
        ((17, 8), SEED, None),  # one sur of 5
        ((27, 8), SEED, None),  # a jack sur of 10 and a sur of 5
        ((12, 9), SEED, "round_surs"),
        ((10, 8), SEED, "round_low"),
        ((12, 8, 0), SEED, "sheet_sides"),
        ((10, 3, 0), PasurOptions(players=3, three_player_clubs="none_on_tie"), None),
        ((10, 3, 0), PasurOptions(players=3), "round_low"),
        ((22, 3), PasurOptions(players=4), "round_surs"),
        ((30, 0), PasurOptions(players=4), None),
    ],
)
def test_round_points_are_checked(
    points: tuple[int, ...], options: PasurOptions, code: str | None
) -> None:
    problem = P.check_round(SR(points), options)
    assert (problem.code if problem else None) == code


def test_round_points_are_read_in_any_digits() -> None:
    assert P.read_round_points(["۱۲", "8"], "", SEED) == SR((12, 8))
    assert P.read_round_points(["12", "8"], "1", SEED) == SR((12, 8), 1)
    for texts_in, code in ((["12", ""], "points_missing"), (["x", "8"], "not_number")):
        with pytest.raises(K.Problem) as info:
            P.read_round_points(texts_in, "", SEED)
        assert info.value.code == code


def test_the_sheet_runs_to_the_target_and_stops() -> None:
    sheet = P.compute_sheet([SR((30, 5)), SR((30, 5)), SR((12, 8)), SR((12, 8))], SEED)
    assert sheet.score == (72, 18) and sheet.winner == 0 and sheet.over
    assert [r.score for r in sheet.rows[:3]] == [(30, 5), (60, 10), (72, 18)]
    assert sheet.rows[3].problem == K.Problem("after_match", "pasur/target")
    assert "72" in P.winner_text(EN, sheet, SEED) and "62" in P.winner_text(EN, sheet, SEED)


def test_four_players_play_to_124_in_the_seed_and_62_in_pagat() -> None:
    four = PasurOptions(players=4)
    rounds = [SR((40, 0))] * 3 + [SR((20, 0))]
    assert P.compute_sheet(rounds[:2], four).winner is None
    assert P.compute_sheet(rounds, four).winner == 0  # 140 ≥ 124
    pagat4 = parse_options(PasurOptions, "preset:pagat,players:4", PRESETS)
    assert P.compute_sheet(rounds[:2], pagat4).winner == 0  # 80 ≥ 62


def test_the_tie_rule() -> None:
    level = [SR((40, 15)), SR((25, 50))]  # 65 each
    sheet = P.compute_sheet(level, SEED)
    assert sheet.winner is None and sheet.tie
    assert "another round" in P.tie_text(EN, sheet, SEED)
    clubs = PasurOptions(target_tie="clubs")
    won = P.compute_sheet([level[0], SR((25, 50), 1)], clubs)
    assert won.winner == 1 and won.rule_id == "pasur/target-tie"
    assert "clubs 7" in P.winner_text(EN, won, clubs)
    assert P.compute_sheet([level[0], SR((25, 50))], clubs).winner is None


def test_a_bad_round_stops_the_count() -> None:
    sheet = P.compute_sheet([SR((12, 8)), SR((12, 9)), SR((12, 8))], SEED)
    assert sheet.broken and sheet.score == (12, 8)
    assert sheet.rows[1].problem and sheet.rows[1].problem.code == "round_surs"
    assert sheet.rows[2].problem == K.Problem("after_problem")


@pytest.mark.parametrize("ctx", [EN, FA], ids=["en", "fa"])
def test_sheet_html_and_csv(ctx: Ctx) -> None:
    sheet = P.compute_sheet([SR((30, 5), 0), SR((12, 9)), SR((12, 8))], SEED)
    html_text = P.sheet_html(ctx, sheet, SEED)
    assert html_text.count("<tr") == 5  # two header rows and three rounds
    if ctx.rtl:
        assert fa_digits_only(re.sub(r"<[^>]+>", "", html_text))
    rows = list(csv.reader(io.StringIO(P.sheet_csv(ctx, sheet, SEED))))
    assert len(rows) == 4 and len({len(r) for r in rows}) == 1
    assert rows[1][1:5] == ["30", "5", "30", "5"]
    assert rows[2][-1]  # the problem is written out
    three = PasurOptions(players=3)
    rows3 = list(
        csv.reader(io.StringIO(P.sheet_csv(ctx, P.compute_sheet([SR((10, 5, 5))], three), three)))
    )
    assert len(rows3[0]) == 1 + 3 + 3 + 3


def test_user_text_is_escaped_in_messages() -> None:
    p = K.Problem("bad_card", token="<img src=x onerror=alert(1)>*[a](b)")
    md = P.problem_text(EN, p)
    assert "\\<img" in md and "\\[" in md  # escaped for Markdown (which shows no HTML anyway)
    p2 = K.Problem("sheet_token", n=1, token="<b>1</b>")
    sheet = P.Sheet((P.SheetRow(1, SR((1, 1)), problem=p2),), (0, 0))
    assert "<b>1</b>" not in P.sheet_html(EN, sheet, SEED)


ALL_CODES = {
    "bad_card": {"token": "zz", "field": "table"},
    "joker": {"token": "BJ", "side": 1},
    "card_missing": {},
    "one_card": {"n": 2},
    "table_twice": {"card": "2H"},
    "on_table": {"card": "2H"},
    "piles_empty": {},
    "sides_empty": {"n": 30},
    "pile_twice": {"card": "2C", "a": 0, "b": 0, "n": 40},
    "pile_missing": {"n": 14, "cards": " ".join(c.code for c in STANDARD_DECK[:14])},
    "surs_many": {"side": 1, "n": 3, "cards": 4},
    "not_number": {"field": "points1", "token": "x"},
    "points_missing": {},
    "points_high": {"n": 1200, "max": 999},
    "round_low": {"total": 10, "least": 20},
    "round_surs": {"total": 23, "extra": 3, "values": "5 / 10"},
    "sheet_sides": {"have": 2, "want": 3},
    "sheet_token": {"n": 2, "token": "zz"},
    "sheet_long": {"n": 300, "max": 200},
    "after_match": {},
    "after_problem": {},
    "pasur_item": {"item": "players"},
    "rules_unknown": {"name": "colour"},
}


@pytest.mark.parametrize("code", sorted(ALL_CODES))
def test_every_problem_is_phrased_in_both_languages(code: str) -> None:
    p = K.Problem(code, **ALL_CODES[code])
    en, fa = P.problem_text(EN, p, players=3), P.problem_text(FA, p, players=3)
    assert en and fa and not PLACEHOLDER.search(en + fa)
    assert re.search(r"[\u0600-\u06FF]", fa)
    assert fa_digits_only(fa), fa


def test_rules_text_is_read_with_its_errors() -> None:
    assert P.parse_pasur_rules("preset:pagat") == PRESETS["pagat"]
    assert P.parse_pasur_rules("players:4").target_points == 124
    for text, code in (("players", "pasur_item"), ("colour:red", "rules_unknown")):
        with pytest.raises(K.Problem) as info:
            P.parse_pasur_rules(text)
        assert info.value.code == code
    with pytest.raises(K.Problem) as info:
        P.parse_pasur_rules("players:3,no_sur_from:60")
    assert info.value.code == "rules_conflict"
    assert P.preset_of(PRESETS["open"]) == "open" and P.preset_of(PasurOptions(sur_points=6)) == ""
    for name in P.PANEL_OPTIONS:  # every widget of the panel is named by its declaration
        info = options_of(PasurOptions)[name]
        assert info["label_en"] and info["label_fa"], name
        assert option_label(FA, info) != name.replace("_", " ")


@pytest.mark.parametrize("ctx", [EN, FA], ids=["en", "fa"])
def test_rules_summary(ctx: Ctx) -> None:
    for o in PRESETS.values():
        text = P.rules_summary(ctx, o)
        assert text and (not ctx.rtl or fa_digits_only(text))


# --- the explorer's helpers ------------------------------------------------------------------


def line_of(options: str, seed: int = 2) -> object:
    played = play(
        SPEC,
        parse_options(PasurOptions, options, PRESETS),
        [SPEC.baseline_policy] * 8,
        deal_rng("pasur", seed, 0),
    )
    return build_line(played.record)


@pytest.mark.parametrize(
    "options", ["scope:hand", "scope:hand,players:3", "scope:hand,players:4,no_sur_in:none"]
)
def test_choices_and_running_count_follow_the_engine(options: str) -> None:
    line = line_of(options)
    for i, state in enumerate(line.states[:-1]):  # type: ignore[attr-defined]
        choices = P.choices_at(state)
        if state.phase != "play":
            assert choices == ()
            continue
        assert {c.move for c in choices} == set(state.legal_moves())
        for c in choices:
            if c.clears:
                after = state.apply(c.move)
                assert after.sur_log[-1].rule_id == c.sur_rule
        count = P.running_count(line.states[i + 1])  # type: ignore[attr-defined]
        after = line.states[i + 1]  # type: ignore[attr-defined]
        assert [r.cards for r in count] == [len(p) for p in after.piles]
        assert [r.surs for r in count] == [len(s) for s in after.surs]
    final = line.states[-1]  # type: ignore[attr-defined]
    count = P.running_count(final)
    assert tuple(r.total for r in count) == final.results[-1].points
    assert sum(r.points for r in count) == final.results[-1].card_total


def test_running_count_marks_the_clubs_once_certain() -> None:
    line = line_of("scope:hand")
    seen_certain = False
    for state in line.states:  # type: ignore[attr-defined]
        for r in P.running_count(state):
            if r.clubs_points:
                assert r.clubs >= 7
                seen_certain = True
    assert seen_certain


@pytest.mark.parametrize("ctx", [EN, FA], ids=["en", "fa"])
@pytest.mark.parametrize(
    "options", ["scope:hand", "scope:hand,players:3", "players:4", "preset:open,scope:hand"]
)
def test_every_pasur_event_is_phrased(ctx: Ctx, options: str) -> None:
    line = line_of(options, 7)
    players = (
        PRESETS["seed"].players
        if "players" not in options
        else int(options.split("players:")[1][0])
    )
    kinds = set()
    for before, move, events in zip(line.states, line.moves, line.events, strict=False):  # type: ignore[attr-defined]
        text = texts.move(ctx, move, game="chahar_barg")
        assert text and not PLACEHOLDER.search(text)
        for e in events:
            kinds.add(e.kind)
            sentence = texts.event(ctx, e, players)
            assert sentence != e.text, e
            assert not PLACEHOLDER.search(sentence)
            if ctx.rtl:
                assert re.search(r"[\u0600-\u06FF]", sentence)
                assert fa_digits_only(sentence), sentence
        for c in P.choices_at(before):
            what = P.choice_what(ctx, c, before.table)
            assert what and not PLACEHOLDER.search(what)
    assert {"deal", "capture", "lay", "hand"} <= kinds


def test_a_capture_move_names_the_cards_taken() -> None:
    move = Play(parse_card("7H"), tuple(cards("2C 2D")))
    assert texts.move(EN, move, game="chahar_barg") == "7♥ takes 2♣, 2♦"
    assert texts.move(EN, Play(parse_card("7H")), game="chahar_barg") == "7♥ laid on the table"
    assert "هفت دل" in texts.move(FA, move, game="chahar_barg")
