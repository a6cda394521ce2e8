"""Pasur (پاسور, Chahar Barg چهاربرگ) for two, three or four players: the fishing game of 11.

Seed 001, lines 1-90, with pagat's standard rules where the seed is silent (every difference is
an option, see :mod:`pasur.games.pasur.options`).

>>> from pasur.games.pasur import SPEC, new_match
>>> from pasur.cards import cards
>>> state = new_match().apply(SPEC.parse_move(new_match(), "dealer-1"))
>>> state.dealer, state.phase
(1, 'shuffle')
>>> [str(m) for m in captures_of("5C", "AH 2S 2D 4C TH")]
['5C-4C-2D', '5C-4C-2S']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pasur.cards import STANDARD_DECK, Card, Rank, cards
from pasur.games.pasur.bot import decide, pasur_heuristic
from pasur.games.pasur.catalogue import RULES
from pasur.games.pasur.checks import check
from pasur.games.pasur.moves import FirstDealer, PasurMove, Play, Show, Shuffle, parse_move_text
from pasur.games.pasur.options import PRESETS, PasurOptions
from pasur.games.pasur.policy import pasur_baseline
from pasur.games.pasur.scoring import (
    RoundResult,
    SideScore,
    card_points,
    clubs_holder,
    number_value,
    score_round,
    update_match,
)
from pasur.games.pasur.state import (
    PasurState,
    captures,
    deals_per_round,
    new_match,
    sample_chance,
    side_of,
)
from pasur.protocol import Event, GameSpec

__all__ = [
    "PRESETS",
    "RULES",
    "SPEC",
    "FirstDealer",
    "PasurMove",
    "PasurOptions",
    "PasurState",
    "Play",
    "RoundResult",
    "Show",
    "Shuffle",
    "SideScore",
    "captures",
    "captures_of",
    "card_points",
    "clubs_holder",
    "deals_per_round",
    "new_match",
    "number_value",
    "score_round",
    "side_of",
    "update_match",
]


def captures_of(card: str, table: str, options: PasurOptions | None = None) -> list[Play]:
    """The capturing moves of *card* on *table* (codes separated by spaces)."""
    played = cards(card)[0]
    return [Play(played, s) for s in captures(played, cards(table), options or PasurOptions())]


def _parse(state: PasurState, text: str) -> PasurMove:
    return parse_move_text(text)


def _format(state: PasurState, move: PasurMove) -> str:
    return str(move)


def _side_name(side: int, players: int) -> str:
    return f"seats {side} and {side + 2}" if players == 4 else f"seat {side}"


def capture_rule(card: Card) -> str:
    """The rule a capture by *card* follows."""
    if card.rank == Rank.JACK:
        return "pasur/jack-capture"
    if card.rank == Rank.KING:
        return "pasur/king-capture"
    if card.rank == Rank.QUEEN:
        return "pasur/queen-capture"
    return "pasur/capture-eleven"


def _codes(cs: Sequence[Card]) -> str:
    return " ".join(c.code for c in cs)


def _events(before: PasurState, move: PasurMove, after: PasurState) -> tuple[Event, ...]:
    out: list[Event] = []
    players = before.players
    if isinstance(move, FirstDealer):
        out.append(
            Event(
                "dealer",
                "pasur/first-dealer",
                f"Seat {move.seat} deals first (chosen by lot).",
                (("dealer", str(move.seat)),),
            )
        )
        return tuple(out)
    if isinstance(move, Shuffle):
        if after.phase == "shuffle":
            rule = _redeal_rule(after)
            out.append(
                Event(
                    "redeal",
                    rule,
                    f"The opening table {_codes(after.table)} is dealt again.",
                    (("table", _codes(after.table)),),
                )
            )
            return tuple(out)
        out.append(_deal_event(after, "pasur/deal"))
        return tuple(out)
    seat = before.to_move
    assert seat is not None
    if isinstance(move, Show):
        out.append(
            Event(
                "show",
                "pasur/open-variant",
                f"Seat {seat} shows {move.card} to everybody.",
                (("seat", str(seat)), ("card", move.card.code)),
            )
        )
        return tuple(out)
    assert isinstance(move, Play)
    options = captures(move.card, before.table, before.options)
    if move.taken:
        rule = capture_rule(move.card)
        out.append(
            Event(
                "capture",
                rule,
                f"Seat {seat} takes {_codes(move.taken)} with {move.card}"
                + (f" (one of {len(options)} choices)." if len(options) > 1 else "."),
                (
                    ("seat", str(seat)),
                    ("card", move.card.code),
                    ("taken", _codes(move.taken)),
                    ("choices", str(len(options))),
                ),
            )
        )
    else:
        rule = "pasur/jack-lay" if move.card.rank == Rank.JACK else "pasur/lay"
        out.append(
            Event(
                "lay",
                rule,
                f"Seat {seat} lays {move.card} on the table"
                + (" (it takes nothing)." if not options else " (it chose not to take)."),
                (("seat", str(seat)), ("card", move.card.code), ("could", str(len(options)))),
            )
        )
    if len(after.sur_log) > len(before.sur_log):
        out.append(_sur_event(after.sur_log[-1], players))
    if after.deal_no > before.deal_no and after.results == before.results:
        out.append(_deal_event(after, "pasur/later-deals"))
    if len(after.results) > len(before.results):
        out += _round_events(before, after)
    return tuple(out)


def _redeal_rule(state: PasurState) -> str:
    jacks = [c for c in state.table if c.rank == Rank.JACK]
    if jacks and state.options.opening_jack != "play_on":
        return "pasur/opening-jack"
    return "pasur/opening-three-faces"


def _deal_event(state: PasurState, rule: str) -> Event:
    first = state.first_player
    text = (
        f"Deal {state.deal_no} of {state.deals_total}: four cards each, seat {first} plays first"
        + (f"; the table: {_codes(state.table)}." if state.deal_no == 1 else "; the table stays.")
    )
    return Event(
        "deal",
        rule,
        text,
        (
            ("deal", str(state.deal_no)),
            ("deals", str(state.deals_total)),
            ("first", str(first)),
            ("table", _codes(state.table)),
        ),
    )


def _sur_event(sur: Any, players: int) -> Event:
    seat = sur.seat
    if sur.rule_id == "pasur/sur":
        text = f"Sur! Seat {seat} clears the table: {sur.value} points."
    elif sur.rule_id == "pasur/sur-cancellation":
        text = f"Seat {seat} clears the table and cancels one of the other side's surs."
    else:
        text = f"Seat {seat} clears the table, but it is no sur."
    return Event(
        "sur",
        sur.rule_id,
        text,
        (("seat", str(seat)), ("value", str(sur.value)), ("side", str(side_of(seat, players)))),
    )


def _round_events(before: PasurState, after: PasurState) -> list[Event]:
    out: list[Event] = []
    players = before.players
    result = after.results[-1]
    last = after.history[-1]
    assert isinstance(last, Play)
    left = [c for c in before.table if c not in last.taken] + ([] if last.taken else [last.card])
    if left:
        taker = before.to_move if last.taken else before.last_taker
        who = taker if taker is not None else before.dealer
        assert who is not None
        side = side_of(who, players)
        out.append(
            Event(
                "leftovers",
                "pasur/leftovers",
                f"The cards left on the table ({_codes(left)}) go to {_side_name(side, players)}, "
                "who took cards last.",
                (("side", str(side)), ("cards", _codes(left))),
            )
        )
    lines = []
    for side, s in enumerate(result.sides):
        lines.append(
            f"{_side_name(side, players)}: {s.total} (clubs {s.clubs}"
            + (" = 7" if s.clubs_points else "")
            + f", 10♦ {s.ten_of_diamonds}, 2♣ {s.two_of_clubs}, jacks {s.jacks}, aces {s.aces}, "
            f"surs {s.surs} = {s.sur_points})"
        )
    out.append(
        Event(
            "hand",
            "pasur/card-points",
            f"Round {len(after.results)}: " + "; ".join(lines) + ".",
            (
                ("round", str(len(after.results))),
                *(("points" + str(i), str(p)) for i, p in enumerate(result.points)),
                ("clubs_side", "" if result.clubs_side is None else str(result.clubs_side)),
            ),
        )
    )
    if after.winner is not None:
        out.append(
            Event(
                "match",
                "pasur/target",
                f"{_side_name(after.winner, players).capitalize()} win the match "
                f"{'-'.join(str(x) for x in after.score)}.",
                (("winner", str(after.winner)), ("score", "-".join(str(x) for x in after.score))),
            )
        )
    return out


def _summary(state: PasurState) -> Mapping[str, Any]:
    rounds = state.results
    sides = state.sides
    return {
        "hands": len(rounds),
        "points": [sum(r.points[s] for r in rounds) for s in range(sides)],
        "card_points": [sum(r.sides[s].card_points for r in rounds) for s in range(sides)],
        "surs": [sum(r.sides[s].surs for r in rounds) for s in range(sides)],
        "sur_points": [sum(r.sides[s].sur_points for r in rounds) for s in range(sides)],
        "clubs_side": [r.clubs_side if r.clubs_side is not None else -1 for r in rounds],
        "dealer": -1 if state.dealer is None else state.dealer,
        "score": list(state.score),
        "winner": -1 if state.winner is None else state.winner,
        "redeals": state.redeals,
        "sur_count": sum(sum(s.surs for s in r.sides) for r in rounds),
    }


def _candidates(state: PasurState) -> Sequence[PasurMove]:
    """Well-formed moves, legal or not, for the harness to check against ``violation``."""
    if state.phase == "show":
        return tuple(Show(c) for c in STANDARD_DECK[:8])
    if state.phase != "play" or state.to_move is None:
        return ()
    hand = state.hands[state.to_move]
    out: list[PasurMove] = [Play(c) for c in hand]
    for c in hand:
        for t in state.table[:3]:
            out.append(Play(c, (t,)))
        if len(state.table) >= 2:
            out.append(Play(c, tuple(state.table[:2])))
    out.append(Play(STANDARD_DECK[0]))
    return tuple(out)


SPEC = GameSpec(
    id="pasur",
    name_en="Pasur",
    name_fa="پاسور",
    options_type=PasurOptions,
    presets=PRESETS,
    start=new_match,
    sample_chance=sample_chance,
    parse_move=_parse,
    format_move=_format,
    events=_events,
    summary=_summary,
    rules=RULES,
    baseline_policy=pasur_baseline,
    candidate_moves=_candidates,
    players={"baseline": pasur_baseline, "heuristic": pasur_heuristic},
    explain=decide,
    invariants=check,
    report=(
        ("sur_count", "surs_per_round", "surs per round", "f"),
        ("redeals", "redeals_per_round", "redeals per round", "f"),
    ),
)
