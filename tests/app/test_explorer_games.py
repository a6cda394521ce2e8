"""The deal explorer shows Shelem (four and two players) and Ghahve in both languages."""

from __future__ import annotations

import pytest
from app_kit import open_explorer, shown_text
from streamlit.testing.v1 import AppTest

from pasur.options import parse_options
from pasur.records import Record
from pasur.registry import GAMES
from pasur.sim import deal_rng, play

CASES = [("shelem", "scope:hand"), ("shelem", "scope:hand,players:2"), ("ghahve", "scope:hand")]


def record_token(game: str, options: str, seed: int) -> tuple[str, int]:
    spec = GAMES[game]
    played = play(
        spec,
        parse_options(spec.options_type, options),
        [spec.baseline_policy] * 8,
        deal_rng(game, seed, 0),
    )
    return played.record.to_token(), len(played.record.moves)


def page_text(at: AppTest) -> str:
    return shown_text(at, "markdown", "info", "caption", "error", html=True)


@pytest.mark.parametrize("lang", ["fa", "en"])
@pytest.mark.parametrize(("game", "options"), CASES)
def test_every_step_of_a_deal_renders(game: str, options: str, lang: str) -> None:
    token, moves = record_token(game, options, 2)
    at = open_explorer(lang, timeout=60, rec=token)
    assert not at.error
    for step in [*range(0, moves, 6), moves]:
        at.query_params["step"] = str(step)
        at.run()
        assert not at.exception, (step, at.exception)
        assert f'data-step="{step}"' in page_text(at)
    text = page_text(at)
    if lang == "fa":
        assert "دور ۱" in text  # the hand's result, phrased in Persian with Persian digits
    else:
        assert "Hand 1" in text


def test_jokers_are_drawn_and_named() -> None:
    token, _moves = record_token("ghahve", "scope:hand", 1)
    at = open_explorer("fa", timeout=60, rec=token, step="3")
    html = page_text(at)
    assert "app/static/cards/BJ.svg" in html or "app/static/cards/RJ.svg" in html
    assert "ژوکر" in html


def test_shelem_widow_and_put_down_cards_show_only_to_who_may_see_them() -> None:
    token, moves = record_token("shelem", "scope:hand", 3)
    at = open_explorer("en", timeout=60, rec=token, step=str(moves))
    assert "Widow" in page_text(at) and "Put down" in page_text(at)
    # As one player of the other side sees it, the put-down cards are hidden.
    seats = [h for h in page_text(at).split('data-seat="') if "hakem" in h.split("</b>")[0]]
    assert len(seats) == 1  # the hakem's seat box, e.g. '1"...<b>East · hakem</b>'
    seat = int(seats[0][0])
    at.query_params["seat"] = str((seat + 1) % 4)
    at.run()
    assert "Put down" not in page_text(at)


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_an_illegal_bid_is_refused_with_its_rule(lang: str) -> None:
    spec = GAMES["shelem"]
    token, _moves = record_token("shelem", "scope:hand", 2)
    line = Record.from_token(token).moves
    first_bid = next(i for i, m in enumerate(line) if m.startswith("bid-") or m == "pass")
    at = open_explorer(lang, timeout=60, rec=token, step=str(first_bid))
    at.text_input(key="exp_alt_text").set_value("bid-103").run()
    at.button(key="exp_play_alt").click().run()
    assert not at.exception
    errors = " ".join(e.value for e in at.error)
    rule = spec.rule("shelem/bid-step")
    assert rule.title(lang) in errors
    assert at.query_params.get("w") in (None, [], "")  # nothing was played
