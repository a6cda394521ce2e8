"""The counts Pasur keeps move by move for speed equal the ones counted again from scratch.

The state keeps ``tally`` (the cards seen this round and each side's clubs) incrementally, and
its views carry it to the heuristic player, which used to count the history's text at every
decision. Over many seeded deals of every table size and variant, at every position: the kept
tally is the one :func:`round_tally` counts from the history, and both are what reading the
view's history text gives (the player's old way, written out here as the reference).
"""

from __future__ import annotations

import dataclasses
import itertools
import random

import pytest

from pasur.cards import STANDARD_DECK, Card, Suit
from pasur.games.chahar_barg import SPEC, PasurOptions, PasurState, bot, new_match, sample_chance
from pasur.games.chahar_barg.moves import Shuffle
from pasur.games.chahar_barg.scoring import number_value
from pasur.games.chahar_barg.state import captures, round_tally, table_mask

_BY_CODE = {c.code: c for c in STANDARD_DECK}


def counted_from_text(state: PasurState, seat: int) -> tuple[int, tuple[int, ...]]:
    """Seen cards and clubs per side from the history as *seat* sees it, read as text."""
    view = state.view(seat)
    start = 0
    for i in range(len(view.history) - 1, -1, -1):
        if view.history[i].startswith("deck-"):
            start = i + 1
            break
    players = state.players
    clubs = [0] * (3 if players == 3 else 2)
    turn = ((state.dealer or 0) + 1) % players
    seen = 0
    for text in view.history[start:]:
        if text.startswith(("show-", "dealer-")):
            continue
        codes = text.split("-")
        played = [_BY_CODE[c] for c in codes]
        for c in played:
            seen |= 1 << c.index
        if len(played) > 1:
            side = turn % 2 if players == 4 else turn
            clubs[side] += sum(c.suit == Suit.CLUBS for c in played)
        turn = (turn + 1) % players
    return seen, tuple(clubs)


SETTINGS = [
    PasurOptions(players=2, scope="hand"),
    PasurOptions(players=3, scope="hand"),
    PasurOptions(players=4, scope="hand"),
    PasurOptions(players=2, scope="hand", capture_mode="union"),
    PasurOptions(players=3, scope="hand", open_variant="one_per_deal"),
    PasurOptions(players=2, scope="hand", open_variant="always_one"),
    PasurOptions(players=2),
]


@pytest.mark.parametrize("options", SETTINGS, ids=str)
def test_the_kept_tally_is_the_one_counted_from_scratch(options: PasurOptions) -> None:
    rng = random.Random(14)
    for _ in range(8):
        state = new_match(options)
        while not state.is_terminal():
            assert state.tally[0] == len(state.history)
            if isinstance(state.to_move, int) and state.to_move >= 0:
                # Where a player decides (between rounds the dealer has moved on already).
                assert state.tally[1:] == round_tally(state)
                view = state.view(state.to_move)
                assert (view.seen, view.clubs) == state.tally[1:]
                assert (view.seen, view.clubs) == counted_from_text(state, state.to_move)
                legal = state.legal_moves()
                move = legal[int(rng.random() * len(legal))]
            else:
                move = sample_chance(state, rng)
            state = state.apply(move)


def every_subset_adding_to_eleven(card: Card, table: list[Card]) -> list[tuple[Card, ...]]:
    """The single-mode captures of a number card, by trying every subset of the table."""
    numbers = sorted((c for c in table if number_value(c) is not None), key=lambda c: c.index)
    value = number_value(card) or 0
    found = [
        subset
        for size in range(1, len(numbers) + 1)
        for subset in itertools.combinations(numbers, size)
        if value + sum(number_value(c) or 0 for c in subset) == 11
    ]
    return sorted(found, key=lambda s: [c.index for c in s])


def test_cached_captures_are_the_ones_worked_out_afresh() -> None:
    rng = random.Random(3)
    for mode in ("single", "union"):
        options = PasurOptions(capture_mode=mode)
        for _ in range(2000):
            card, *table = rng.sample(STANDARD_DECK, rng.randint(1, 12))
            first = captures(card, table, options)
            assert captures(card, list(reversed(table)), options) == first
            again = captures(card, table, options)
            assert again == first and table_mask(table) == sum(1 << c.index for c in table)
            if mode == "single" and number_value(card) is not None:
                assert first == every_subset_adding_to_eleven(card, table)


def test_a_hand_built_position_is_counted_from_its_history() -> None:
    state = new_match(PasurOptions(scope="hand"))
    rng = random.Random(5)
    while state.phase != "play":
        state = state.apply(sample_chance(state, rng))
    moved = state.apply(state.legal_moves()[-1])
    stale = SPEC.start(PasurOptions(scope="hand"))
    built = dataclasses.replace(moved, tally=stale.tally)
    assert built.view(0).seen == moved.view(0).seen


def test_an_offer_from_the_cache_is_the_one_worked_out_afresh() -> None:
    """Offers are kept by card class (kind, points, club) and their sums built card by card
    from the sums of the table's first cards: the same floats as the plain knapsack."""
    rng = random.Random(9)
    for _ in range(3000):
        table = [c.index for c in rng.sample(STANDARD_DECK, rng.randint(0, 9))]
        club = rng.choice((0.0, bot.CLUB_VALUE))
        bot._SUMS.clear()
        bot._OFFERS.clear()
        fresh = bot._offer(table, club)
        assert bot.offer(table, club) == fresh == plain_offer(table, club)
        assert bot.offer(table, club) is bot.offer(table, club)


def plain_offer(table: list[int], club: float) -> bot.Offer:
    """What a table offers, worked out as the player first did: one knapsack over the table."""
    values = [bot._PTS[i] + club * bot._CLUB[i] for i in table]
    kind = bot._KIND
    best = [0.0] + [-1.0] * 10
    for i, v in zip(table, values, strict=True):
        w = kind[i]
        if w <= 10:
            for s in range(10 - w, -1, -1):
                if best[s] >= 0 and best[s] + v > best[s + w]:
                    best[s + w] = best[s] + v
    found = bot._offer(table, club)
    assert [found.gain[k] for k in range(1, 11)] == [
        best[11 - k] if best[11 - k] >= 0 else None for k in range(1, 11)
    ]
    assert found.value == sum(values)
    return found


def test_the_history_text_kept_between_views_is_the_one_written_afresh() -> None:
    rng = random.Random(21)
    for options in SETTINGS[:3]:
        state = new_match(options)
        while not state.is_terminal():
            for seat in (None, 0, None, 1):
                expected = tuple(
                    "deck-?" if isinstance(m, Shuffle) and seat is not None else str(m)
                    for m in state.history
                )
                assert state.view(seat).history == expected
            if isinstance(state.to_move, int) and state.to_move >= 0:
                legal = state.legal_moves()
                move = legal[int(rng.random() * len(legal))]
            else:
                move = sample_chance(state, rng)
            state = state.apply(move)
