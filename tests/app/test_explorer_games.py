"""The deal explorer shows Shelem (four and two players) and Ghahve in both languages."""

from __future__ import annotations

import pytest
from app_kit import explorer_table, open_explorer, shown_text, table_cards, table_text
from streamlit.testing.v1 import AppTest

from pasur.options import parse_options
from pasur.records import Record, replay
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
    table = explorer_table(at)
    assert "BJ" in table_cards(table) or "RJ" in table_cards(table)
    assert "ژوکر" in table_text(table)


def test_shelem_widow_shows_only_to_who_may_see_it() -> None:
    """When the hakem has taken up the widow, its cards lie face up on his table and face
    down on everybody else's."""
    token, _moves = record_token("shelem", "scope:hand", 3)
    record = Record.from_token(token)
    states = list(replay(record))
    step = next(i for i, s in enumerate(states) if getattr(s, "phase", "") == "discard")
    hakem = int(states[step].to_move)
    at = open_explorer("en", timeout=60, rec=token, step=str(step), seat=str(hakem))
    (widow,) = [r for r in explorer_table(at)["rows"] if r["label"].startswith("Widow")]
    assert len(widow["cards"]) == 4 and all(spot["c"] for spot in widow["cards"])
    at.query_params["seat"] = str((hakem + 1) % 4)
    at.run()
    (widow,) = [r for r in explorer_table(at)["rows"] if r["label"].startswith("Widow")]
    assert len(widow["cards"]) == 4 and not any(spot["c"] for spot in widow["cards"])


def test_shelem_put_down_cards_lie_in_a_row_for_who_may_see_them() -> None:
    """In the play, the hakem's four put-down cards lie in a row of the middle, with their
    points, on the hakem's table and an onlooker's; an opponent's table has no such row."""
    token, _moves = record_token("shelem", "scope:hand", 3)
    states = list(replay(Record.from_token(token)))
    step = next(i for i, s in enumerate(states) if getattr(s, "phase", "") == "play")
    state = states[step]
    hakem = int(state.hakem)

    def put_down(seat: str) -> list[dict[str, object]]:
        at = open_explorer("en", timeout=60, rec=token, step=str(step), seat=seat)
        return [r for r in explorer_table(at)["rows"] if r["label"].startswith("Put down by")]

    for seat in ("all", str(hakem)):
        (row,) = put_down(seat)
        assert sorted(spot["c"] for spot in row["cards"]) == sorted(c.code for c in state.discard)
        assert str(row["label"]).endswith(" points")
    assert put_down(str((hakem + 1) % 4)) == []


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
