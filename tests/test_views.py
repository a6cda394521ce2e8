"""What each seat may see: a view depends only on what that seat is allowed to know."""

from __future__ import annotations

import dataclasses
import random

import pytest

from pasur.games.hokm import SPEC, HokmOptions, Shuffle
from pasur.records import Record, replay
from pasur.sim import play, random_legal


def _swap_hidden(record: Record, upto: int, seat: int, rng: random.Random) -> Record | None:
    """The same record, with two unplayed cards of one suit swapped between two other seats."""
    states = replay(Record(record.game, record.options, record.moves[:upto]))
    state = states[-1]
    others = [s for s in range(4) if s != seat]
    rng.shuffle(others)
    a, b = others[:2]
    pairs = [(x, y) for x in state.hand(a) for y in state.hand(b) if x.suit == y.suit]
    if not pairs:
        return None
    x, y = pairs[int(rng.random() * len(pairs))]
    moves = list(record.moves[:upto])
    for i, text in enumerate(moves):
        if text.startswith("deck-"):
            move = SPEC.parse_move(states[i], text)
            assert isinstance(move, Shuffle)
            swapped = tuple(y if c is x else x if c is y else c for c in move.deck)
            moves[i] = str(Shuffle(swapped))
    return Record(record.game, record.options, tuple(moves))


@pytest.mark.parametrize("seed", range(25))
def test_view_ignores_other_seats_hidden_cards(seed: int) -> None:
    options = dataclasses.replace(HokmOptions(), scope="hand", cut="off")
    rng = random.Random(seed)
    other = None
    while other is None:  # find a position where two other seats hold cards of one suit
        record = play(SPEC, options, [random_legal] * 4, rng).record
        upto = len(record.moves) - 1 - int(rng.random() * 20)
        state = replay(Record(record.game, record.options, record.moves[:upto]))[-1]
        seat = int(rng.random() * 4)
        other = _swap_hidden(record, upto, seat, rng)
    changed = replay(other)[-1]
    assert changed != state  # the deal really is different
    assert changed.view(seat) == state.view(seat)
    assert changed.view(None) != state.view(None)


def test_view_shows_own_hand_in_deal_order_and_counts_for_others() -> None:
    options = dataclasses.replace(HokmOptions(), scope="hand")
    record = play(SPEC, options, [random_legal] * 4, random.Random(3)).record
    states = replay(record)
    state = next(s for s in states if s.phase == "play")
    for seat in range(4):
        view = state.view(seat)
        assert view.hands[seat] == state.dealt[seat]
        assert all(view.hands[o] == 13 for o in range(4) if o != seat)
        assert "deck-?" in view.history
    everything = state.view(None)
    assert all(isinstance(h, tuple) and len(h) == 13 for h in everything.hands)


def test_finished_hand_is_shown_face_up() -> None:
    options = dataclasses.replace(HokmOptions(), scope="hand")
    final = play(SPEC, options, [random_legal] * 4, random.Random(4)).final
    assert final.is_terminal()
    view = final.view(1)
    assert all(isinstance(h, tuple) for h in view.hands)
