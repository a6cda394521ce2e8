"""What Haft Khabis keeps between moves for speed equals what is worked out again from scratch.

Three things are kept rather than recomputed: the legal moves of the last state asked (``apply``
accepts a move found there without asking ``violation`` why it is legal), the history's text of
the last view (each view writes only the moves made since), and the facts that change once a
deal (totals, who is alive, the options). Over many seeded deals of several tables and variants,
at every position: every legal move is one ``violation`` accepts and every well-formed move it
accepts is among them; every seat's view (and the onlooker's) is the one written out here from
the state alone, the way the view was built before it kept anything; and the view's value
fields say what its facts say.
"""

from __future__ import annotations

import random

import pytest

from pasur.games.haft_khabis import SPEC, HaftKhabisOptions, HaftKhabisState, new_match
from pasur.games.haft_khabis.moves import Deal, Penalty, Restock
from pasur.games.haft_khabis.state import HaftKhabisView, sample_chance
from pasur.protocol import CHANCE
from pasur.sim import policy_named

SETTINGS = [
    HaftKhabisOptions(scope="hand"),
    HaftKhabisOptions(players=2, scope="hand", decks=1),
    HaftKhabisOptions(players=6, scope="hand"),
    HaftKhabisOptions(
        players=3,
        scope="hand",
        match_priority="suit_first",
        draw_when_able=True,
        two_target="anyone",
        jack_on_seven="only_after_penalty_served",
    ),
    HaftKhabisOptions(players=3, decks=1),
]


def fresh_history(state: HaftKhabisState, seat: int | None) -> tuple[str, ...]:
    """Every move as *seat* saw it, written from the whole history."""
    return tuple(
        m.__class__.__name__.lower().replace("deal", "deck") + "-?"
        if isinstance(m, (Deal, Restock)) and seat is not None
        else str(m)
        for m in state.history
    )


def fresh_facts(state: HaftKhabisState, seat: int | None) -> tuple[tuple[str, str], ...]:
    """The view's facts, each worked out from the state."""
    o = state.options
    facts = [
        ("players", str(state.players)),
        ("dealer", str(state.dealer)),
        ("deal", str(state.deal_no)),
        ("direction", "ccw" if state.direction == 1 else "cw"),
        ("mode", state.mode),
        ("stock", str(len(state.stock))),
        ("pile", str(len(state.pile))),
        ("sevens", str(state.sevens)),
        ("draw", str(2 * state.sevens)),
        ("totals", "-".join(str(t) for t in state.totals)),
        ("alive", "".join("1" if a else "0" for a in state.alive)),
        ("limit", str(o.limit)),
        ("decks", str(o.decks)),
        ("jack_on_seven", o.jack_on_seven),
        ("match_priority", o.match_priority),
    ]
    if state.pile:
        facts += [("top", state.top.code), ("suit", state.active_suit.letter)]
    if state.called is not None:
        facts.append(("called", state.called.letter))
    if state.drawn is not None and (seat is None or seat == state.to_move):
        facts.append(("drawn", state.drawn.code))
    return tuple(facts)


def check_view(state: HaftKhabisState, seat: int | None) -> None:
    view = state.view(seat)
    assert isinstance(view, HaftKhabisView)
    assert view.history == fresh_history(state, seat)
    assert view.facts == fresh_facts(state, seat)
    assert view.counts == tuple(len(h) for h in state.hands)
    assert view.hands == tuple(
        h if seat is None or s == seat or state.phase == "over" else len(h)
        for s, h in enumerate(state.hands)
    )
    assert view.mode == view.fact("mode")
    assert view.direction == (1 if view.fact("direction") == "ccw" else -1)
    assert "".join("1" if a else "0" for a in view.alive) == view.fact("alive")
    assert "-".join(map(str, view.totals)) == view.fact("totals")
    assert str(view.sevens) == view.fact("sevens")
    assert (view.drawn.code if view.drawn is not None else "") == view.fact("drawn")


def check_legal(state: HaftKhabisState) -> None:
    legal = state.legal_moves()
    assert all(state.violation(m) is None for m in legal)
    accepted = [
        m
        for m in SPEC.candidate_moves(state)
        if not isinstance(m, Penalty) and state.violation(m) is None
    ]
    assert set(accepted) <= set(legal)


@pytest.mark.parametrize("options", SETTINGS, ids=lambda o: f"{o.players}p-{o.scope}")
@pytest.mark.parametrize("player", ["random", "heuristic"])
def test_kept_views_and_moves_equal_fresh_ones(options: HaftKhabisOptions, player: str) -> None:
    policy = policy_named(SPEC, player)
    for seed in range(6 if options.scope == "hand" else 1):
        rng = random.Random(seed)
        state = new_match(options)
        while not state.is_terminal():
            if state.to_move == CHANCE:
                move = sample_chance(state, rng)
            else:
                check_legal(state)
                for seat in (state.to_move, None, (state.to_move or 0) + 1):
                    if seat is None or seat < state.players:
                        check_view(state, seat)
                move = policy(state.view(state.to_move), state.legal_moves(), rng)
            state = state.apply(move)
        check_view(state, 0)
        check_view(state, None)
