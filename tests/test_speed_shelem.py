"""What Shelem keeps move by move for speed equals what it would recompute from scratch: the
tallies the players read (cards played, voids shown), the lazy discard list, the shared moves,
and the views made from the texts and facts of the last view."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from pasur.engines.trickplay import played_mask, shown_voids
from pasur.games.shelem import SPEC, ShelemOptions, new_match
from pasur.games.shelem import state as state_module
from pasur.games.shelem.bot import shelem_view
from pasur.games.shelem.moves import Discard, Play
from pasur.games.shelem.state import ShelemState, discard_choices
from pasur.options import format_options
from pasur.protocol import TableView, lazy_view

OPTIONS = (
    ShelemOptions(scope="hand"),
    ShelemOptions(scope="hand", players="2"),
    ShelemOptions(scope="hand", void_rule="must_trump", discard_owner="last_trick"),
    ShelemOptions(players="2", target=200),
)


def positions(options: ShelemOptions, deals: int, seed: int) -> list[ShelemState]:
    """Every position of *deals* random deals (whole matches end by move 400 at the latest)."""
    rng = random.Random(seed)
    out = []
    for _ in range(deals):
        state = new_match(options)
        for _ in range(400):
            if state.is_terminal():
                break
            out.append(state)
            legal = state.legal_moves()
            move = SPEC.sample_chance(state, rng) if not legal else legal[rng.randrange(len(legal))]
            state = state.apply(move)
    return out


def hand_voids(view: TableView, players: int) -> list[int]:
    """The voids shown from hand, recomputed from the turned tricks and the table: with two
    players only the second card of a trick is a hand card that follows."""
    if players == 4:
        return shown_voids(view)
    voids = [0, 0]
    for t in (*view.tricks, view.table):
        if len(t) >= 2 and t[1][1].suit != t[0][1].suit:
            voids[t[1][0]] |= 1 << t[0][1].suit
    return voids


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: format_options(o) or "default")
def test_tallies_equal_the_ones_recomputed_from_scratch(options: ShelemOptions) -> None:
    for state in positions(options, 12, 3):
        if not state.deck:
            continue
        for seat in (None, *range(state.players)):
            view = shelem_view(lazy_view(state, seat))
            assert view.played == played_mask(view)
            assert list(view.voids) == hand_voids(view, state.players)
            put = view.fact("discard")
            assert view.put_down == (
                sum(1 << c.index for c in state.discard) if put and put != "?" else 0
            )
            if state.players == 2:
                for s in range(2):
                    tops = view.fact(f"piles{s}")
                    expected = sum(1 << c.index for c in state.pile_tops(s))
                    assert view.pile_tops[s] == (-1 if "?" in tops else expected)
            if state.phase == "bid":
                assert state.auction is not None and view.calls == state.auction.calls
            hakem, trump = view.fact("hakem"), view.fact("trump")
            assert view.hakem == (int(hakem) if hakem else -1)
            assert view.trump == ("CDHS".index(trump) if trump else -1)


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: format_options(o) or "default")
def test_views_from_the_caches_equal_views_made_afresh(options: ShelemOptions) -> None:
    """The history and facts a view reuses from the last view made equal those of a view made
    with nothing to reuse, however the views before it went (here: in a shuffled order)."""
    states = positions(options, 6, 5)
    fresh: dict[tuple[int, int | None], TableView] = {}
    for i, s in enumerate(states):
        for seat in (None, 0, 1):
            state_module._history_text.clear()
            state_module._FACTS.clear()
            state_module._HAND_FACTS.clear()
            fresh[i, seat] = s.view(seat)
    assert all(states[i].view(seat) == view for (i, seat), view in fresh.items())
    order = list(fresh)
    random.Random(1).shuffle(order)
    assert all(states[i].view(seat) == fresh[i, seat] for i, seat in order)


def test_discard_choices_are_the_combinations_in_the_old_order() -> None:
    state = next(s for s in positions(OPTIONS[0], 3, 1) if s.phase == "discard")
    assert state.hakem is not None
    legal = state.legal_moves()
    held = state.hand(state.hakem)
    old = [Discard(c) for c in combinations(sorted(held, key=lambda c: c.index), 4)]
    assert len(legal) == 1820 and list(legal) == old
    assert [legal[i] for i in range(0, 1820, 97)] == old[::97]
    assert all(m in legal for m in old[::50]) and Discard(held[:3]) not in legal
    assert Play(held[0]) not in legal and discard_choices(state) == legal


def test_offered_plays_are_the_allowed_cards_in_order() -> None:
    for state in positions(OPTIONS[1], 4, 2):
        if state.phase == "play":
            legal = state.legal_moves()
            assert [m.card.index for m in legal] == sorted(m.card.index for m in legal)
            assert all(state.violation(m) is None for m in legal)
