"""Pasur at the play table (pages/play.py), in both languages: a table opened from a link, the
table's cards to take clickable and every legal capture an option of its card, a capture chosen
as the component sends it (a hand card, then the table cards to take) made, an illegal one
refused with its rule, the sur shown in the frame of the move that made it, and open Pasur's
showing of a card."""

from __future__ import annotations

import random
from typing import Any

import pytest
from app_kit import PERSIAN, component_data, ctx, open_page, send_trigger, text_of
from streamlit.testing.v1 import AppTest

from pasur.games.chahar_barg.moves import Play
from pasur.options import parse_options
from pasur.protocol import CHANCE
from pasur.registry import GAMES
from ui import texts
from ui.games.base import explorer_ui
from ui.play import Table

SPEC = GAMES["chahar_barg"]
LINK = {"g": "chahar_barg", "seat": "0", "bots": "heuristic"}
TWO_WAYS = ("15", "4H", ("4H-3C-4C", "4H-3C-4D", "4H-7S"))
"""A seed whose first deal gives South a card with three captures: (seed, card, the captures)."""
SUR = ("2", "JD-TC-2H-TH-4S")
"""A seed where South's jack takes every card on the table, and that capture."""


def _table(at: AppTest) -> Table:
    table = at.session_state["play_table"]
    assert isinstance(table, Table)
    return table


def _open(lang: str, seed: str, options: str = "") -> AppTest:
    return open_page("pages/play.py", lang, **LINK, seed=seed, o=options)


def _seat(data: dict[str, Any], seat: int) -> dict[str, Any]:
    return next(s for s in data["seats"] if s["seat"] == seat)


@pytest.mark.parametrize("lang", ["en", "fa"])
@pytest.mark.parametrize("options", ["", "players:3", "players:4"])
def test_a_link_opens_a_pasur_table_to_take_from(lang: str, options: str) -> None:
    at = _open(lang, TWO_WAYS[0], options)
    table = _table(at)
    data = component_data(at, "play_board")
    assert data["players"] == table.players and data["active"] == 0
    assert data["trick"] == []  # the middle is the table to take from, not a trick
    row = data["rows"][0]
    assert row["pick"] and row["label"] == ctx(lang)._("The table")
    assert [c["c"] for c in row["cards"]] == [c.code for c in table.state.table]
    # Every legal move is an option of its card, with the table cards it takes.
    legal = table.legal()
    assert [(o["card"], tuple(o["take"]), o["text"]) for o in data["options"]] == [
        (m.card.code, tuple(c.code for c in m.taken), str(m)) for m in legal
    ]
    me = _seat(data, 0)
    assert me["pos"] == "bottom" and {c["c"] for c in me["cards"]} == {
        c.code for c in table.state.hands[0]
    }
    dealer = int(table.state.view(0).fact("dealer"))
    assert ctx(lang)._("dealer") in _seat(data, dealer)["badges"]
    labels = [label for label, _value in data["info"]]
    assert ctx(lang)._("Still to deal") in labels and ctx(lang)._("Score") in labels
    assert all(s["note"] for s in data["seats"])  # each side's pile so far
    if lang == "fa":
        assert PERSIAN.search(me["note"]) and not any(
            ch.isascii() and ch.isdigit() for ch in me["note"]
        )


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_capture_chosen_by_its_table_cards_is_made(lang: str) -> None:
    seed, card, ways = TWO_WAYS
    at = _open(lang, seed)
    data = component_data(at, "play_board")
    assert tuple(o["text"] for o in data["options"] if o["card"] == card) == ways
    before = _table(at)
    # The component sends the option whose cards to take were clicked: 3♣ and 4♦.
    send_trigger(at, "play_board", "move", ways[1])
    assert not at.exception and not at.error
    after = _table(at)
    assert after.texts[len(before.texts)] == ways[1]
    assert at.query_params["rec"] == after.record().to_token()
    # The coach says what was taken, in the page's language.
    said = texts.event(ctx(lang), after.events[len(before.texts)][0], after.players)
    assert said in text_of(at)
    # The frame of that move shows the capture in a row of its own.
    first = component_data(at, "play_board")["frames"][0]
    taken = first["rows"][1]
    assert [c["c"] for c in taken["cards"]] == ways[1].split("-")
    assert taken["label"].startswith(ctx(lang)._("Just taken by {seat}", seat=""))


@pytest.mark.parametrize("lang", ["en", "fa"])
@pytest.mark.parametrize("move", ["4H-3C", "4H"])
def test_an_illegal_capture_is_refused_with_its_rule(lang: str, move: str) -> None:
    at = _open(lang, TWO_WAYS[0])
    before = _table(at)
    state = before.state
    why = state.violation(SPEC.parse_move(state, move))
    assert why is not None
    send_trigger(at, "play_board", "move", move)
    assert _table(at).texts == before.texts
    assert at.error[0].value == texts.violation(ctx(lang), SPEC, why, before.players)


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_sur_is_shown_as_it_happens(lang: str) -> None:
    seed, move = SUR
    at = _open(lang, seed)
    before = _table(at)
    send_trigger(at, "play_board", "move", move)
    after = _table(at)
    assert after.texts[len(before.texts)] == move
    sur = next(e for e in after.events[len(before.texts)] if e.kind == "sur")
    assert texts.event(ctx(lang), sur, after.players) in text_of(at)
    frame = component_data(at, "play_board")["frames"][0]
    word = ctx(lang)._("sur") if sur.rule_id == "pasur/sur" else ctx(lang)._("no sur")
    assert word in _seat(frame, 0)["badges"]
    assert frame["rows"][0]["cards"] == [] and word in frame["rows"][1]["label"]


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_open_pasur_shows_a_card_by_clicking_it(lang: str) -> None:
    at = _open(lang, "1", "preset:open")
    table = _table(at)
    data = component_data(at, "play_board")
    assert all(o["text"].startswith("show-") and not o["take"] for o in data["options"])
    assert (ctx(lang)._("Open Pasur"), ctx(lang)._("each player shows a card first")) in [
        tuple(chip) for chip in data["info"]
    ]
    shown = data["options"][0]
    send_trigger(at, "play_board", "move", shown["text"])
    after = _table(at)
    assert after.texts[len(table.texts)] == shown["text"]
    note = _seat(component_data(at, "play_board"), 0)["note"]
    assert texts.card(ctx(lang), shown["card"]) in note
    assert not isinstance(after.moves[len(table.texts)], Play)


@pytest.mark.parametrize(
    ("options", "seed", "cleared"),
    [
        ("scope:hand", 5, True),
        ("scope:hand", 2, False),
        ("scope:hand,players:3", 6, True),
        ("scope:hand,players:4", 13, True),
        ("scope:hand,players:4", 2, False),
    ],
)
def test_the_table_shows_every_capture_and_sur_the_move_made(
    options: str, seed: int, cleared: bool
) -> None:
    """Through a whole round of random moves, the card table's "just taken" row and sur badge
    say exactly what the engine's events say of each move; *seed* ends the round with a capture
    that clears the table or not (*cleared*), told apart when the table's last cards have
    already gone to a pile."""
    felt = explorer_ui("chahar_barg").felt
    assert felt is not None
    c = ctx("en")
    rng = random.Random(seed)
    state = SPEC.start(parse_options(SPEC.options_type, options, SPEC.presets))
    while not state.is_terminal():
        move = (
            SPEC.sample_chance(state, rng)
            if state.to_move == CHANCE
            else rng.choice(state.legal_moves())
        )
        after = state.apply(move)
        kinds = {e.kind: e for e in SPEC.events(state, move, after)}
        made = felt(c, after, after.view(None))
        taken = [r for r in made.rows if not r.pick]
        assert bool(taken) == ("capture" in kinds)
        if "sur" in kinds:
            word = c._("sur") if kinds["sur"].rule_id == "pasur/sur" else c._("no sur")
            assert made.badges == {int(kinds["sur"].param("seat")): (word,)}
            assert taken[0].label.endswith(word)
        else:
            assert not made.badges
        state = after
    assert "capture" in kinds and ("sur" in kinds) == cleared  # the round's last card
