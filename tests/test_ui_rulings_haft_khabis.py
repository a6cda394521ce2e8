"""Unit tests of ``ui/games/haft_khabis/calculators.py``: the penalty count, the cards left
with their translated errors, and the running totals with the elimination limit."""

from __future__ import annotations

import pytest

from pasur.cards import cards
from ui.frame import Ctx
from ui.games.haft_khabis import calculators as P
from ui.i18n import translations


def ctx_for(lang: str) -> Ctx:
    return Ctx(lang, translations(lang).gettext)


EN, FA = ctx_for("en"), ctx_for("fa")


def test_the_penalty_count_doubles_on_a_jack() -> None:
    pen = P.penalty(cards("JS 7D AH"), doubled=True)
    assert [p for _c, p in pen.cards] == [20, 7, 11]
    assert pen.subtotal == 38 and pen.total == 76
    assert P.penalty(cards("QH KC 2S"), doubled=False).total == 9


def test_two_decks_allow_a_card_twice_but_not_three_times() -> None:
    hands = P.read_hk_hands(["", "QH 3C", "QH", ""], decks=2)
    assert [len(h) for h in hands] == [0, 2, 1, 0]
    with pytest.raises(P.Problem) as info:
        P.read_hk_hands(["", "QH 3C", "QH"], decks=1)
    assert info.value.code == "hk_copies" and info.value.rule_id == "haft_khabis/decks"
    with pytest.raises(P.Problem) as info:
        P.read_hk_hands(["", "RJ"], decks=2)
    assert info.value.code == "hk_joker"
    assert "Haft Khabis has no jokers" in P.problem_text(EN, info.value)
    assert "هفت خبیث" in P.problem_text(FA, info.value)


def test_the_running_totals_eliminate_at_the_limit() -> None:
    rows = P.decode_sheet(P.encode_sheet([(0, 40, 120, 8), (0, 70, 80, 30)]), 4)
    sheet = P.compute_sheet(rows, 4, 200)
    assert sheet.totals == (0, 110, 200, 38) and sheet.out == (2,)  # reaching it is out
    assert sheet.winner is None
    assert "Player 3" in P.sheet_text(EN, sheet, 200)
    final = P.compute_sheet([*rows, (0, 95, 0, 170)], 4, 200)
    assert final.out == (2, 3, 1) and final.winner == 0  # the higher total goes first
    with pytest.raises(P.Problem):
        P.decode_sheet("1-2-x", 3)


def test_the_rules_cited_are_in_the_catalogue() -> None:
    assert P.penalty_rule() == "haft_khabis/penalty-count"
    assert P.jack_rule() == "haft_khabis/jack-doubles"
    assert P.limit_rule() == "haft_khabis/elimination"
    for rid in (P.penalty_rule(), P.jack_rule(), P.limit_rule()):
        assert rid in P.RULES_BY_ID
        assert "seed" in P.rule_markdown(EN, rid)
