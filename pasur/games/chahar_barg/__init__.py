"""Pasur (پاسور, Chahar Barg چهاربرگ) for two, three or four players: the fishing game of 11.

Seed 001, lines 1-90, with pagat's standard rules where the seed is silent (every difference is
an option, see :mod:`pasur.games.chahar_barg.options`).

>>> from pasur.games.chahar_barg import SPEC, new_match
>>> from pasur.cards import cards
>>> state = new_match().apply(SPEC.parse_move(new_match(), "dealer-1"))
>>> state.dealer, str(state.phase)
(1, 'shuffle')
>>> [str(m) for m in captures_of("5C", "AH 2S 2D 4C TH")]
['5C-4C-2D', '5C-4C-2S']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pasur.cards import STANDARD_DECK, Card, Rank, cards
from pasur.games.chahar_barg.bot import decide, pasur_heuristic
from pasur.games.chahar_barg.catalogue import RULES
from pasur.games.chahar_barg.checks import check
from pasur.games.chahar_barg.moves import (
    FirstDealer,
    PasurMove,
    Play,
    Show,
    Shuffle,
    parse_move_text,
)
from pasur.games.chahar_barg.options import PRESETS, PasurOptions
from pasur.games.chahar_barg.policy import pasur_baseline
from pasur.games.chahar_barg.scoring import (
    RoundCount,
    RoundResult,
    SideScore,
    card_points,
    clubs_holder,
    count_round,
    number_value,
    round_details,
    score_round,
    update_match,
)
from pasur.games.chahar_barg.state import (
    PasurState,
    Phase,
    captures,
    deals_per_round,
    new_match,
    sample_chance,
    side_of,
)
from pasur.protocol import Event, event, game_spec

__all__ = [
    "PRESETS",
    "RULES",
    "SPEC",
    "FirstDealer",
    "PasurMove",
    "PasurOptions",
    "PasurState",
    "Phase",
    "Play",
    "RoundCount",
    "RoundResult",
    "Show",
    "Shuffle",
    "SideScore",
    "captures",
    "captures_of",
    "card_points",
    "check",
    "clubs_holder",
    "count_round",
    "deals_per_round",
    "decide",
    "new_match",
    "number_value",
    "sample_chance",
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
        out.append(event("dealer", "pasur/first-dealer", "play/first-dealer", dealer=move.seat))
        return tuple(out)
    if isinstance(move, Shuffle):
        if after.phase == "shuffle":
            rule = _redeal_rule(after)
            out.append(event("redeal", rule, rule, table=_codes(after.table)))
            return tuple(out)
        out.append(_deal_event(after, "pasur/deal"))
        return tuple(out)
    seat = before.to_move
    assert seat is not None
    if isinstance(move, Show):
        out.append(
            event("show", "pasur/open-variant", "pasur/show", seat=seat, card=move.card.code)
        )
        return tuple(out)
    assert isinstance(move, Play)
    options = captures(move.card, before.table, before.options)
    if move.taken:
        out.append(_capture_event(seat, move, len(options)))
    else:
        rule = "pasur/jack-lay" if move.card.rank == Rank.JACK else "pasur/lay"
        out.append(
            event(
                "lay",
                rule,
                "pasur/lay-declined" if options else "pasur/lay",
                seat=seat,
                card=move.card.code,
                could=len(options),
            )
        )
    if len(after.sur_log) > len(before.sur_log):
        out.append(_sur_event(after.sur_log[-1], players))
    if after.deal_no > before.deal_no and after.results == before.results:
        out.append(_deal_event(after, "pasur/later-deals"))
    if len(after.results) > len(before.results):
        out += _round_events(before, after)
    return tuple(out)


def _capture_event(seat: int, move: Play, choices: int) -> Event:
    """A capture: the rule it follows, and how many ways the card had to take."""
    rule = capture_rule(move.card)
    more = "-choices" if choices > 1 else ""
    params: dict[str, object] = {
        "seat": seat,
        "card": move.card.code,
        "taken": _codes(move.taken),
        "choices": choices,
    }
    if rule == "pasur/jack-capture":
        return event("capture", rule, rule, **params)  # a jack has one way to take
    if rule in ("pasur/king-capture", "pasur/queen-capture"):
        return event("capture", rule, "pasur/capture-same-rank" + more, **params)
    need = 11 - (number_value(move.card) or 0)
    sets = sum(number_value(c) or 0 for c in move.taken) // need
    if sets > 1:  # capture_mode:union takes every separate set at once
        return event("capture", rule, "pasur/capture-sets" + more, sets=sets, **params)
    values = [number_value(c) or 0 for c in (move.card, *move.taken)]
    params["sum"] = " ".join(map(str, values))  # the played card's value, then the taken ones
    return event("capture", rule, "pasur/capture-eleven" + more, **params)


def _redeal_rule(state: PasurState) -> str:
    jacks = [c for c in state.table if c.rank == Rank.JACK]
    if jacks and state.options.opening_jack != "play_on":
        return "pasur/opening-jack"
    return "pasur/opening-three-faces"


def _deal_event(state: PasurState, rule: str) -> Event:
    return event(
        "deal",
        rule,
        rule,
        deal=state.deal_no,
        deals=state.deals_total,
        first=state.first_player,
        table=_codes(state.table),
    )


def _sur_event(sur: Any, players: int) -> Event:
    seat = sur.seat
    if sur.rule_id == "pasur/sur":
        code = "pasur/sur-one" if sur.value == 1 else "pasur/sur"
    elif sur.rule_id == "pasur/sur-cancellation":
        code = "pasur/sur-cancellation"
    else:
        code = "pasur/sur-blocked"
    return event(
        "sur",
        sur.rule_id,
        code,
        seat=seat,
        value=sur.value,
        side=side_of(seat, players),
        why=sur.rule_id,
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
        out.append(
            event(
                "leftovers",
                "pasur/leftovers",
                "pasur/leftovers",
                side=side_of(who, players),
                cards=_codes(left),
            )
        )
    sides = len(result.points)
    if sides == 2:
        assert result.clubs_side is not None  # 13 clubs never split evenly in two
        code = "pasur/round-two"
    elif result.clubs_side is not None:
        code = "pasur/round-three"
    else:
        code = "pasur/round-three-no-clubs"  # two tie for most and none_on_tie
    params: dict[str, object] = {"round": len(after.results)}
    for i, p in enumerate(result.points):
        params[f"points{i}"] = p
    params["clubs_side"] = "" if result.clubs_side is None else result.clubs_side
    for i in range(sides):
        params[f"side{i}"] = i
    out.append(event("hand", "pasur/card-points", code, **params))
    if after.winner is not None:
        out.append(
            event(
                "match",
                "pasur/target",
                "pasur/match-team" if players == 4 else "pasur/match",
                winner=after.winner,
                score="-".join(str(x) for x in after.score),
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


SPEC = game_spec(
    __name__,
    "Pasur",
    "پاسور",
    PasurOptions,
    {"baseline": pasur_baseline, "heuristic": pasur_heuristic},
    details=round_details,
    aliases=("pasur",),
    seed_name="pasur",
    report=(
        ("sur_count", "surs_per_round", "surs per round", "f"),
        ("redeals", "redeals_per_round", "redeals per round", "f"),
    ),
)
