"""Play mode's logic (ui/play.py) in every game: whole games against the bots, refusals with
their rule, undo, and a table rebuilt from its link."""

from __future__ import annotations

import random

import pytest

from pasur.protocol import CHANCE
from pasur.records import Record
from pasur.registry import GAMES
from ui.play import Refused, Seating, Table, choose_count

GAMES_AND_OPTIONS = [
    ("hokm", "scope:hand"),
    ("hokm", "scope:hand,players:3"),
    ("hokm", "scope:hand,players:2"),
    ("chahar_barg", "scope:hand"),
    ("chahar_barg", "scope:hand,players:4"),
    ("shelem", "scope:hand"),
    ("ghahve", "scope:hand"),
    ("haft_khabis", "scope:hand"),
    ("poker", "scope:hand"),
]


def _user_move(table: Table, rng: random.Random) -> Table:
    """A random legal move of the user, made as the page makes it (cards chosen as codes)."""
    legal = table.legal()
    move = legal[rng.randrange(len(legal))]
    if choose_count(legal):
        return table.play_cards([c.code for c in move.cards])
    return table.play(table.spec.format_move(table.state, move))


def _play_out(table: Table, rng: random.Random, limit: int = 3000) -> Table:
    for _ in range(limit):
        if table.over:
            return table
        assert table.my_turn
        table = _user_move(table, rng).run_bots()
    raise AssertionError("the game did not end")


@pytest.mark.parametrize(("game", "options"), GAMES_AND_OPTIONS)
@pytest.mark.parametrize("seat", [0, 1])
def test_a_whole_hand_against_the_bots(game: str, options: str, seat: int) -> None:
    table = Table.new(Seating(game, options, seat, "heuristic", 7)).run_bots()
    assert table.over or table.my_turn
    end = _play_out(table, random.Random(seat))
    assert end.over
    # The record replays under the rules, and the link rebuilds the same table.
    again = Table.from_record(end.seating, Record.from_token(end.record().to_token()))
    assert again.texts == end.texts
    assert again.state.scores() == end.state.scores()
    assert [m.step for m in again.mistakes] == [m.step for m in end.mistakes]


@pytest.mark.parametrize(("game", "options"), GAMES_AND_OPTIONS[:1] + GAMES_AND_OPTIONS[3:])
def test_undo_returns_to_the_users_last_decision(game: str, options: str) -> None:
    rng = random.Random(3)
    table = Table.new(Seating(game, options, 0, "heuristic", 11)).run_bots()
    for _ in range(3):
        if table.over:
            break
        before = table
        after = _user_move(table, rng).run_bots()
        back = after.undo()
        assert back.texts == before.texts
        assert back.my_turn
        table = after
    # Undo and play again deal the same cards: chance is drawn from the seed and the move.
    again = _user_move(table.undo(), random.Random(0)).run_bots()
    assert again.over or again.my_turn


def test_an_illegal_card_is_refused_with_its_rule() -> None:
    table = Table.new(Seating("hokm", "scope:hand", 1, "heuristic", 5)).run_bots()
    rng = random.Random(1)
    while not table.over:
        state = table.state
        legal = {m.card for m in table.legal() if hasattr(m, "card")}
        hand = state.hand(table.seating.seat) if table.my_turn else ()
        wrong = [c for c in hand if c not in legal]
        if state.phase == "play" and wrong:
            with pytest.raises(Refused) as refused:
                table.play(wrong[0].code)
            assert refused.value.violation is not None
            assert refused.value.violation.rule_id == "hokm/follow-suit"
            return
        table = _user_move(table, rng).run_bots()
    pytest.fail("no deal of this seed offered an illegal card")


def test_a_move_out_of_turn_or_unreadable_is_refused() -> None:
    table = Table.new(Seating("hokm", "scope:hand", 0, "heuristic", 5))
    assert table.state.to_move == CHANCE
    with pytest.raises(Refused):
        table.play("AS")
    table = table.run_bots()
    with pytest.raises(Refused) as refused:
        table.play("not a move")
    assert refused.value.violation is None


def test_a_seating_that_cannot_be_is_refused() -> None:
    with pytest.raises(ValueError):
        Table.new(Seating("hokm", "scope:hand", 4, "heuristic", 1))
    with pytest.raises(ValueError):
        Table.new(Seating("hokm", "scope:hand", 0, "grandmaster", 1))
    table = Table.new(Seating("hokm", "scope:hand", 0, "heuristic", 1)).run_bots()
    other = Seating("chahar_barg", "scope:hand", 0, "heuristic", 1)
    with pytest.raises(ValueError):
        Table.from_record(other, table.record())


def test_every_game_offers_play() -> None:
    from ui.lesson_kit import EXPLORER_GAMES

    assert set(GAMES) <= set(EXPLORER_GAMES)


def test_the_users_moves_unlike_the_heuristic_are_noted() -> None:
    table = Table.new(Seating("hokm", "scope:hand", 0, "heuristic", 2)).run_bots()
    rng = random.Random(9)
    while not table.over:
        table = _user_move(table, rng).run_bots()
    assert table.mistakes, "random play differs from the heuristic player's somewhere"
    for m in table.mistakes:
        state = table.states[m.step]
        assert state.to_move == 0
        assert table.spec.format_move(state, m.advised.move) != table.spec.format_move(
            state, m.played
        )


@pytest.mark.parametrize("game", ["hokm", "shelem", "chahar_barg"])
def test_a_whole_match_against_the_bots(game: str) -> None:
    table = Table.new(Seating(game, "", 0, "heuristic", 13)).run_bots()
    end = _play_out(table, random.Random(5), limit=5000)
    assert end.over
    assert sum(1 for evs in end.events for e in evs if e.kind == "hand") > 1
