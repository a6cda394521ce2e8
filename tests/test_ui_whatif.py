"""Unit tests of the what-if pages' shared pure helpers (``ui/whatif.py``)."""

from __future__ import annotations

import pytest

from pasur.cards import parse_cards
from pasur.registry import GAMES
from ui import whatif as W
from ui.frame import Ctx
from ui.i18n import translations
from ui.rulings_kit import Problem

EN = Ctx("en", translations("en").gettext)
FA = Ctx("fa", translations("fa").gettext)


def test_read_hand_takes_any_notation() -> None:
    assert W.read_hand("AS 10♦ نه پیک, kh, ۲ دل", 5) == parse_cards("AS TD 9S KH 2H")


@pytest.mark.parametrize(
    ("text", "count", "code"),
    [
        ("AS KS ZZ", 3, "bad_card"),
        ("AS KS BJ", 3, "joker"),
        ("AS KS AS", 3, "duplicate"),
        ("AS KS", 5, "count"),
        ("", 12, "count"),
    ],
)
def test_read_hand_problems(text: str, count: int, code: str) -> None:
    with pytest.raises(Problem) as err:
        W.read_hand(text, count)
    assert err.value.code == code


def test_problem_messages_in_both_languages() -> None:
    assert W.hand_problem(EN, Problem("count", n=3, want=12), "shelem") == (
        "A Shelem hand has 12 cards; you wrote 3."
    )
    assert W.hand_problem(FA, Problem("count", n=3, want=12), "shelem") == (
        "دست شلم ۱۲ برگ است؛ شما ۳ برگ نوشته‌اید."
    )
    assert W.hand_problem(FA, Problem("count", n=0, want=5), "hokm") == (
        "پنج برگ اول حاکم را بنویسید."
    )
    text = W.hand_problem(EN, Problem("bad_card", token="[x](http://e)"), "hokm")
    assert "](" not in text  # user text is escaped for Markdown
    assert "آس پیک" in W.hand_problem(FA, Problem("duplicate", card="AS"), "hokm")


def test_random_hands_are_seeded_sorted_and_distinct() -> None:
    a = W.random_hand("shelem", 1, 1, 12)
    assert a == W.random_hand("shelem", 1, 1, 12)
    assert a != W.random_hand("shelem", 1, 2, 12)
    assert len(set(a)) == 12
    assert list(a) == list(W.sort_hand(a))


def test_url_and_text_forms_of_a_hand() -> None:
    cards = parse_cards("AH KH QH 9S 4D")
    assert W.hand_codes(cards) == "AH.KH.QH.9S.4D"
    assert W.codes_to_words("AH.KH.QH.9S.4D", "en") == "AH KH QH 9S 4D"
    assert W.codes_to_words("AH.KH", "fa") == "آس دل، شاه دل"
    assert W.codes_to_words("AH.XX", "en") == "AH.XX"  # not codes: kept as typed
    assert W.read_hand(W.codes_to_words("AH.KH.QH.9S.4D", "fa"), 5) == cards


def test_players_offered_and_their_names() -> None:
    assert W.default_player(GAMES["hokm"]) == "heuristic"
    assert W.player_label(FA, "heuristic") == "حساب‌گر"
    assert W.player_label(EN, "baseline") == "Plain"
    assert W.player_label(EN, "someone-new") == "someone-new"
