"""Unit tests of ``ui/games/poker/calculators.py``: reading typed cards with their translated
errors, the showdown under both rule sets and the sentences where they differ, and the equity
tally (exact, sampled in seeded chunks)."""

from __future__ import annotations

import re

import pytest

from pasur.cards import Joker
from pasur.games.poker.equity import equity
from ui.frame import Ctx
from ui.games.poker import calculators as P
from ui.i18n import translations


def ctx_for(lang: str) -> Ctx:
    return Ctx(lang, translations(lang).gettext)


EN, FA = ctx_for("en"), ctx_for("fa")
ASCII_DIGIT = re.compile(r"[0-9]")


def problem(board: str, holes: list[str], **kw: object) -> P.Problem:
    with pytest.raises(P.Problem) as info:
        P.read_table(board, holes, **kw)  # type: ignore[arg-type]
    return info.value


# --- reading ---------------------------------------------------------------------------------


def test_cards_are_read_in_any_notation() -> None:
    t = P.read_table("۱۰ خشت, 9♥ 2C", ["آس پیک، شاه دل", "qd qc"])
    assert [c.code for c in t.board] == ["TD", "9H", "2C"]
    assert [c.code for c in t.holes[0]] == ["AS", "KH"]


@pytest.mark.parametrize(
    ("board", "holes", "code", "params"),
    [
        ("2H 7H XX", ["AH 3S", "QD QC"], "bad_card", {"field": "board", "token": "XX"}),
        ("2H 7H 9H", ["AH 3S", "BJ QC"], "joker_off", {"field": "h1", "token": "BJ"}),
        ("2H 7H 9H", ["AH 3S", "AH QC"], "twice", {"card": "AH", "a": "h0", "b": "h1"}),
        ("2H 7H 9H", ["2H 3S", "QD QC"], "twice", {"card": "2H", "a": "board", "b": "h0"}),
        ("2H 7H 9H", ["AH 3S 4S", "QD QC"], "hole_count", {"player": 0, "n": 3}),
        ("2H 7H 9H 3C 4C 5C", ["AH 3S", "QD QC"], "board_count", {"n": 6, "sizes": "3 4 5"}),
        ("2H 7H", ["AH 3S", "QD QC"], "board_count", {"n": 2, "sizes": "3 4 5"}),
        ("2H 7H 9H", ["AH 3S", ""], "hole_missing", {"player": 1}),
    ],
)
def test_bad_input_is_a_problem_with_a_sentence_in_both_languages(
    board: str, holes: list[str], code: str, params: dict[str, object]
) -> None:
    p = problem(board, holes)
    assert p.code == code
    assert p.params == params
    en, fa = P.problem_text(EN, p), P.problem_text(FA, p)
    assert en and fa and "{" not in en + fa
    assert not ASCII_DIGIT.search(re.sub(r"`[^`]*`|[A-Z0-9]{2}\b|«[^»]*»", "", fa))


def test_a_joker_is_read_when_the_table_plays_with_one() -> None:
    t = P.read_table("7C 7D 7H 2S 9C", ["7S ژوکر", "AH AD"], jokers=True)
    assert t.has_joker and Joker("black") in t.holes[0]
    assert problem("7C 7D 7H", ["7S BJ", "RJ AD"], jokers=True).code == "jokers_many"


# --- the showdown ----------------------------------------------------------------------------


def test_a_flush_from_four_board_cards_counts_only_in_holdem() -> None:
    t = P.read_table("2H 7H 9H KH 4C", ["AH 3S", "QD QC"])
    docs, holdem = P.showdown(t, "documents"), P.showdown(t, "holdem")
    assert [h.category for h in docs.hands] == ["high_card", "pair"]
    assert [h.category for h in holdem.hands] == ["flush", "pair"]
    assert docs.winners == (1,) and holdem.winners == (0,)
    codes = [(d.code, d.player) for d in P.differences(t, docs, holdem)]
    assert codes == [("board_cards", 0), ("winners", -1)]
    text = P.difference_text(EN, P.differences(t, docs, holdem)[0], t, docs, holdem)
    assert "one hole card and four board cards" in text
    assert "poker/hand-rule" in P.showdown_rules(t, docs, holdem)


def test_the_suited_wheel_is_a_royal_flush_in_the_documents() -> None:
    t = P.read_table("3S 4S 5S 9D KC", ["AS 2S", "KH KD"])
    docs, holdem = P.showdown(t, "documents"), P.showdown(t, "holdem")
    assert docs.hands[0].category == "royal_flush"
    assert holdem.hands[0].category == "straight_flush"
    (diff,) = P.differences(t, docs, holdem)
    assert diff.code == "royal_wheel" and diff.rule_id == "poker/royal-flush"
    assert "royal flush" in P.difference_text(EN, diff, t, docs, holdem)
    assert "فلاش سلطنتی" in P.difference_text(FA, diff, t, docs, holdem)


def test_five_of_a_kind_only_under_the_documents() -> None:
    t = P.read_table("7C 7D 7H 2S 9C", ["7S BJ", "AH AD"], jokers=True)
    docs = P.showdown(t, "documents")
    assert docs.hands[0].category == "five_of_a_kind" and docs.winners == (0,)
    (diff,) = P.differences(t, docs, None)
    assert diff.code == "five_of_a_kind"


def test_a_split_pot_names_every_winner() -> None:
    t = P.read_table("AS KD QH JC TS", ["2C 3D", "2H 3S"])
    holdem = P.showdown(t, "holdem")
    assert holdem.winners == (0, 1)
    assert P.winners_text(EN, holdem).startswith("Player 1 and Player 2 tie")


def test_the_examples_give_what_their_labels_say() -> None:
    for _label, board, holes in P.SHOWDOWN_EXAMPLES.values():
        t = P.read_table(board, list(holes))
        assert P.showdown(t, "documents").winners
    _label, board, holes = P.SHOWDOWN_EXAMPLES["full_house"]
    t = P.read_table(board, list(holes))
    assert [h.category for h in P.showdown(t, "documents").hands] == ["full_house"] * 2


# --- the equity ------------------------------------------------------------------------------


def test_an_exact_equity_from_the_flop_matches_the_engine() -> None:
    t = P.read_table("KH 9C 4H", ["AH 5H", "KS KD"], board_sizes=(0, 3, 4, 5))
    assert P.is_exact(t) and P.boards_left(t) == 990
    tally = P.new_tally(t, "documents", 10000, 1)
    P.run_chunk(tally, t, "documents", 1)
    assert tally.done and tally.boards == 990
    e = equity(t.holes, t.board, "documents")
    assert tally.win(0) == pytest.approx(e.win[0]) and tally.tie(1) == pytest.approx(e.tie[1])
    assert sum(tally.share(p) for p in range(2)) == pytest.approx(1.0)


def test_a_sampled_equity_is_the_same_stopped_or_not() -> None:
    t = P.read_table("", ["AS AD", "KC KH"], board_sizes=(0, 3, 4, 5))
    assert not P.is_exact(t)
    a = P.new_tally(t, "holdem", 2000, 7)
    while not a.done:
        P.run_chunk(a, t, "holdem", 7)
    b = P.new_tally(t, "holdem", 2000, 7)
    P.run_chunk(b, t, "holdem", 7)  # stopped after one chunk, then continued
    while not b.done:
        P.run_chunk(b, t, "holdem", 7)
    assert a.boards == b.boards == 2000
    assert a.wins == b.wins and 0.75 < a.win(0) < 0.88
    text = P.equity_summary(FA, t, a, "holdem", 7)
    assert "۲٬۰۰۰" in text and not ASCII_DIGIT.search(text)


def test_the_equity_tool_refuses_a_joker_and_a_two_card_board() -> None:
    with pytest.raises(P.Problem) as info:
        P.read_equity_table("2H 7H", ["AH 3S", "QD QC"])
    assert info.value.code == "board_count"
    assert "none, three, four or five" in P.problem_text(EN, info.value)
    with pytest.raises(P.Problem) as info:
        P.read_equity_table("", ["BJ 3S", "QD QC"])
    assert info.value.code == "joker_equity"
    assert "without jokers" in P.problem_text(EN, info.value)
    assert "۵۲" in P.problem_text(FA, info.value)


def test_a_joker_at_a_table_without_one_says_how_to_turn_it_on() -> None:
    p = problem("2H 7H 9H", ["AH 3S", "BJ QC"])
    assert "play with a joker" in P.problem_text(EN, p)
    assert "ژوکر" in P.problem_text(FA, p)


def test_the_rules_cited_are_in_the_catalogue() -> None:
    for rid in ("poker/hand-rule", "poker/royal-flush", "poker/five-of-a-kind", "poker/ties"):
        assert rid in P.RULES_BY_ID
        assert "seed 000" in P.rule_markdown(EN, rid)
