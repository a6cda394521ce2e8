"""Haft Khabis (هفت خبیث): the shedding game of special cards, penalty counts and elimination.

Seed 000, lines 146-163, with the open points as options (see
:mod:`pasur.games.haft_khabis.options`).

>>> from pasur.games.haft_khabis import SPEC, new_match
>>> state = new_match()
>>> str(state.phase), state.options.decks, state.options.limit
('deal', 2, 200)
>>> penalty_count("JS 7H", doubled=True)
(54, (('JS', 40), ('7H', 14)))
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pasur.cards import STANDARD_DECK, Rank, Suit
from pasur.games.haft_khabis.bot import decide, haft_khabis_heuristic
from pasur.games.haft_khabis.catalogue import RULES
from pasur.games.haft_khabis.checks import check
from pasur.games.haft_khabis.moves import (
    Deal,
    Draw,
    HaftKhabisMove,
    Keep,
    Pass,
    Penalty,
    Play,
    Restock,
    Take,
    parse_move_text,
)
from pasur.games.haft_khabis.options import HAND_SIZE, PRESETS, HaftKhabisOptions
from pasur.games.haft_khabis.policy import haft_khabis_baseline
from pasur.games.haft_khabis.scoring import (
    DealResult,
    card_penalty,
    hand_penalty,
    penalty_count,
)
from pasur.games.haft_khabis.state import (
    HaftKhabisState,
    Phase,
    new_match,
    pack,
    penalise,
    sample_chance,
)
from pasur.protocol import Event, event, game_spec

__all__ = [
    "HAND_SIZE",
    "PRESETS",
    "RULES",
    "SPEC",
    "Deal",
    "DealResult",
    "Draw",
    "HaftKhabisMove",
    "HaftKhabisOptions",
    "HaftKhabisState",
    "Keep",
    "Pass",
    "Penalty",
    "Phase",
    "Play",
    "Restock",
    "Take",
    "card_penalty",
    "check",
    "decide",
    "hand_penalty",
    "new_match",
    "penalise",
    "penalty_count",
    "sample_chance",
]

R = "haft_khabis/"


def _parse(state: HaftKhabisState, text: str) -> HaftKhabisMove:
    restock = state.pile[:-1] if state.phase == "restock" else None
    return parse_move_text(text, packs=(pack(state.options),), restock=restock)


_EFFECT_RULE = {
    Rank.TEN: R + "ten-reverses",
    Rank.TWO: R + "two-gives",
    Rank.SEVEN: R + "seven-draws",
    Rank.EIGHT: R + "eight-bonus",
    Rank.ACE: R + "ace-skips",
    Rank.JACK: R + "jack-changes-suit",
}


_DRAW_CODE = {
    R + "last-card": "draw-no-call",
    R + "penalty-card": "draw-mistake",
    R + "two-gives": "draw-two",
    R + "seven-draws": "draw-sevens",
}
"""The message of a draw, by the rule that makes it (plain draws: ``draw``); each has a
``-one`` twin for a single card."""


def _draw_events(after: HaftKhabisState) -> list[Event]:
    out = []
    for seat, n, rule in after.drew:
        if n < 0:
            code = R + "draw-short" + ("-one" if n == -1 else "")
            out.append(event("draw", rule, code, seat=seat, cards=n, missing=-n))
            continue
        code = R + _DRAW_CODE.get(rule, "draw") + ("-one" if n == 1 else "")
        out.append(event("draw", rule, code, seat=seat, cards=n))
    return out


_PLAY_CODE = {
    Rank.TEN: "play-ten",
    Rank.TWO: "play-two",
    Rank.SEVEN: "play-seven",
    Rank.EIGHT: "play-eight",
    Rank.ACE: "play-ace",
    Rank.JACK: "play-jack",
}


def _events(
    before: HaftKhabisState, move: HaftKhabisMove, after: HaftKhabisState
) -> tuple[Event, ...]:
    out: list[Event] = []
    if isinstance(move, Deal):
        return (
            event(
                "deal",
                R + "deal",
                R + "deal",
                deal=after.deal_no,
                dealer=before.dealer,
                up=after.top.code,
                first=after.to_move,
            ),
        )
    if isinstance(move, Restock):
        out.append(event("restock", R + "stock", R + "restock", cards=len(move.deck)))
        return (*out, *_draw_events(after))
    if isinstance(move, Penalty):
        return tuple(_draw_events(after))
    seat = before.to_move
    assert seat is not None
    if isinstance(move, Play):
        card = move.card
        rule = _EFFECT_RULE.get(card.rank, R + "match")
        if before.mode == "seven":
            rule = R + "seven-stacks"
        code = _PLAY_CODE.get(card.rank, "play")
        params: dict[str, object] = {"seat": seat, "card": card.code}
        # the next player (after.to_move is the chance seat while a draw waits for a reshuffle)
        nxt = after.resume[0]
        if after.results and len(after.results) > len(before.results):
            code = "play"
            if card.rank != Rank.JACK:
                rule = R + "going-out"  # the last card's own effect lapses when the deal ends
            params["ends"] = 1
        elif card.rank == Rank.JACK:
            assert move.suit is not None
            params["suit"] = move.suit.letter
        elif card.rank == Rank.TWO:
            params["target"] = move.target
        elif card.rank == Rank.SEVEN:
            params["cards"] = 2 * after.sevens
        elif card.rank in (Rank.ACE, Rank.TEN):
            params["next"] = nxt
        out.append(event("play", rule, R + code, **params))
        if move.last:
            out.append(event("call", R + "last-card", R + "call", seat=seat))
    elif isinstance(move, Keep):
        out.append(event("keep", R + "draw", R + "keep", seat=seat))
    elif isinstance(move, Pass):
        rule = R + "eight-bonus" if before.mode == "bonus" else R + "draw"
        out.append(event("pass", rule, R + "pass", seat=seat))
    # a Take or a Draw: the draw event says it
    out += _draw_events(after)
    if len(after.results) > len(before.results):
        out += _deal_end_events(after)
    return tuple(out)


def _deal_end_events(after: HaftKhabisState) -> list[Event]:
    r = after.results[-1]
    out: list[Event] = []
    code = R + ("out-blocked" if r.blocked else "out")
    out.append(event("out", R + "going-out", code, winner=r.winner, blocked=1 if r.blocked else 0))
    if r.doubled:
        out.append(event("double", R + "jack-doubles", R + "double", winner=r.winner))
    count: dict[str, object] = {
        "seats": " ".join(str(s) for s in range(after.players)),
        "penalties": "-".join(str(p) for p in r.penalties),
        "totals": "-".join(str(t) for t in after.totals),
        "deal": len(after.results),
    }
    out.append(event("hand", R + "penalty-count", R + "deal-end", **count))
    for s in r.eliminated:
        out.append(
            event(
                "eliminated",
                R + "elimination",
                R + "eliminated",
                seat=s,
                total=after.totals[s],
                limit=after.options.limit,
            )
        )
    if after.is_terminal() and after.winner is not None and after.options.scope == "match":
        out.append(event("match", R + "elimination", R + "match", winner=after.winner))
    return out


def _summary(state: HaftKhabisState) -> Mapping[str, Any]:
    rs = state.results
    return {
        "hands": len(rs),
        "winner": -1 if state.winner is None else state.winner,
        "totals": list(state.totals),
        "deal_winners": [r.winner for r in rs],
        "jack_outs": sum(1 for r in rs if r.doubled),
        "blocked": sum(1 for r in rs if r.blocked),
        "penalty_points": sum(sum(r.penalties) for r in rs),
        "eliminations": sum(len(r.eliminated) for r in rs),
        "moves": len(state.history),
    }


def _candidates(state: HaftKhabisState) -> Sequence[HaftKhabisMove]:
    """Well-formed moves, legal or not, for the harness to check against ``violation``."""
    if state.phase != "play" or state.to_move is None:
        return ()
    seat = state.to_move
    hand = state.hands[seat]
    out: list[HaftKhabisMove] = [Draw(), Keep(), Take(), Pass()]
    for c in sorted(set(hand), key=lambda c: c.index):
        out.append(Play(c))
        out.append(Play(c, last=True))
        if c.rank == Rank.JACK:
            out += [Play(c, suit=Suit.HEARTS), Play(c, suit=Suit.CLUBS, last=True)]
        if c.rank == Rank.TWO:
            out += [Play(c, target=t) for t in range(state.players)]
            out.append(Play(c, target=(seat + 1) % state.players, last=True))
        out.append(Play(c, suit=Suit.SPADES, target=0))
    out.append(Play(STANDARD_DECK[5]))
    return tuple(out)


SPEC = game_spec(
    __name__,
    "Haft Khabis",
    "هفت خبیث",
    HaftKhabisOptions,
    {"baseline": haft_khabis_baseline, "heuristic": haft_khabis_heuristic},
    report=(
        ("penalty_points", "penalty_per_deal", "penalty points per deal", "f"),
        ("jack_outs", "jack_outs_per_deal", "deals won on a jack", "%"),
        ("blocked", "blocked_per_deal", "blocked deals", "%"),
        ("moves", "moves_per_deal", "moves per deal", "f"),
    ),
)
