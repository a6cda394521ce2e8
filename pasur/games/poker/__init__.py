"""Poker as seed 000 teaches it (lines 166-233), with Texas hold'em as a preset for comparison.

Two hole cards each, dealt one at a time; three cards on the board, then one, then one more;
four betting rounds with check, call (the seed's «SEE»), bet or raise, and fold; pots and side
pots; at the showdown each hand is exactly its two hole cards and three board cards under the
documents' ranking (see :mod:`pasur.games.poker.evaluate`). Every point the seed leaves open
(blinds, limits, who acts first after the flop, the odd chip) is an option, see
:mod:`pasur.games.poker.options`.

>>> from pasur.games.poker import SPEC, new_match
>>> state = new_match().apply(SPEC.parse_move(new_match(), "dealer-3"))
>>> state.dealer, state.phase
(3, 'shuffle')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pasur.cards import AnyCard
from pasur.games.poker.bot import decide, poker_heuristic
from pasur.games.poker.catalogue import CATEGORY_RULES, RULES
from pasur.games.poker.checks import check
from pasur.games.poker.moves import (
    AllIn,
    Bet,
    Board,
    Call,
    Check,
    FirstDealer,
    Fold,
    PokerMove,
    Raise,
    Shuffle,
    parse_move_text,
)
from pasur.games.poker.options import PRESETS, PokerOptions
from pasur.games.poker.policy import poker_baseline
from pasur.games.poker.state import (
    Award,
    HandResult,
    PokerState,
    Pot,
    blind_seats,
    hand_of,
    new_match,
    sample_chance,
    side_pots,
    split_shares,
)
from pasur.protocol import Event, GameSpec

__all__ = [
    "PRESETS",
    "RULES",
    "SPEC",
    "AllIn",
    "Award",
    "Bet",
    "Board",
    "Call",
    "Check",
    "FirstDealer",
    "Fold",
    "HandResult",
    "PokerMove",
    "PokerOptions",
    "PokerState",
    "Pot",
    "Raise",
    "Shuffle",
    "hand_of",
    "new_match",
    "side_pots",
    "split_shares",
]

CATEGORY_NAMES = {
    "high_card": "high card",
    "pair": "a pair",
    "two_pair": "two pair",
    "three_of_a_kind": "three of a kind",
    "straight": "a straight",
    "flush": "a flush",
    "full_house": "a full house",
    "four_of_a_kind": "four of a kind",
    "straight_flush": "a straight flush",
    "five_of_a_kind": "five of a kind",
    "royal_flush": "a royal flush",
}


def _parse(state: PokerState, text: str) -> PokerMove:
    return parse_move_text(text, state.options.jokers)


def _format(state: PokerState, move: PokerMove) -> str:
    return str(move)


def _codes(cs: Sequence[AnyCard]) -> str:
    return " ".join(c.code for c in cs)


def _shown(cs: Sequence[AnyCard]) -> str:
    return " ".join(str(c) for c in cs)


def _events(before: PokerState, move: PokerMove, after: PokerState) -> tuple[Event, ...]:
    out: list[Event] = []
    if isinstance(move, FirstDealer):
        return (
            Event(
                "dealer",
                "poker/dealer",
                f"Seat {move.seat} deals first (chosen by lot).",
                (("dealer", str(move.seat)),),
            ),
        )
    if isinstance(move, Shuffle):
        first = after.first_player
        out.append(
            Event(
                "deal",
                "poker/deal",
                f"Hand {after.hand_no}: seat {after.dealer} deals two cards to each player, one "
                f"at a time, starting with seat {first}.",
                (
                    ("hand", str(after.hand_no)),
                    ("dealer", str(after.dealer)),
                    ("first", str(first)),
                ),
            )
        )
        opts = after.options
        if opts.ante or opts.big_blind:
            blinds = blind_seats(after)
            parts = []
            if opts.ante:
                parts.append(f"everyone antes {opts.ante}")
            if blinds is not None:
                parts.append(
                    f"seat {blinds[0]} posts the small blind {after.bets[blinds[0]]}, seat "
                    f"{blinds[1]} the big blind {after.bets[blinds[1]]}"
                )
            out.append(
                Event(
                    "blinds",
                    "poker/forced-bets",
                    "Forced bets: " + "; ".join(parts) + ".",
                    (("ante", str(opts.ante)), ("big_blind", str(opts.big_blind))),
                )
            )
        return tuple(out)
    if isinstance(move, Board):
        out.append(
            Event(
                "board",
                "poker/board",
                f"The {move.street}: {_shown(move.cards)} (board {_shown(after.board)}).",
                (("street", move.street), ("cards", _codes(move.cards))),
            )
        )
    else:
        seat = before.to_move
        assert seat is not None
        out.append(_action_event(before, move, after, seat))
    if len(after.results) > len(before.results):
        out += _hand_events(before, after)
    return tuple(out)


def _action_event(before: PokerState, move: PokerMove, after: PokerState, seat: int) -> Event:
    if len(after.results) > len(before.results) or not after.put_in:
        # The move ended the hand and the pots were given out: count what it put in from the
        # position before it (a call puts in what was owed, an all-in the whole stack).
        if isinstance(move, Call):
            put = min(before.to_call(seat), before.stacks[seat])
        elif isinstance(move, AllIn):
            put = before.stacks[seat]
        elif isinstance(move, Raise):
            put = move.to - before.bets[seat]
        elif isinstance(move, Bet):
            put = move.amount - before.bets[seat]
        else:
            put = 0
    else:
        put = after.put_in[seat] - before.put_in[seat]
    if isinstance(move, Check):
        rule, text = "poker/check", f"Seat {seat} checks."
    elif isinstance(move, Call):
        rule, text = "poker/call", f"Seat {seat} calls {put}."
    elif isinstance(move, Bet):
        rule, text = "poker/bet", f"Seat {seat} bets {move.amount}."
    elif isinstance(move, Raise):
        rule, text = "poker/raise", f"Seat {seat} raises to {move.to} ({put} more)."
    elif isinstance(move, AllIn):
        rule, text = "poker/allin", f"Seat {seat} goes all in with {before.stacks[seat]}."
    else:
        assert isinstance(move, Fold)
        rule = "poker/fold"
        text = f"Seat {seat} folds" + (
            f"; the {before.put_in[seat]} chips it put in stay in the pot."
            if before.put_in[seat]
            else "."
        )
    return Event(
        "action",
        rule,
        text,
        (("seat", str(seat)), ("move", str(move)), ("put", str(put))),
    )


def _hand_events(before: PokerState, after: PokerState) -> list[Event]:
    out: list[Event] = []
    result = after.results[-1]
    if result.uncontested:
        (award,) = result.awards[-1:]
        seat = award.winners[0]
        total = sum(a.amount for a in result.awards)
        out.append(
            Event(
                "pot",
                "poker/uncontested",
                f"Everyone else folded: seat {seat} takes the pot of {total} without showing.",
                (("seat", str(seat)), ("amount", str(total))),
            )
        )
    else:
        for seat, hand in result.showdown:
            hole = dict(result.shown)[seat]
            out.append(
                Event(
                    "showdown",
                    CATEGORY_RULES[hand.category],
                    f"Seat {seat} shows {_shown(hole)}: {CATEGORY_NAMES[hand.category]}, "
                    f"{_shown(hand.five)}.",
                    (
                        ("seat", str(seat)),
                        ("hole", _codes(hole)),
                        ("category", hand.category),
                        ("five", _codes(hand.five)),
                    ),
                )
            )
        pots = result.awards
        for i, award in enumerate(pots):
            name = "the main pot" if i == 0 else f"side pot {i}"
            if len(pots) == 1:
                name = "the pot"
            if len(award.eligible) == 1:
                rule = "poker/side-pots"
                text = f"Seat {award.winners[0]} takes back {award.amount} nobody could call."
            elif len(award.winners) > 1:
                rule = "poker/ties"
                shares = ", ".join(
                    f"seat {s} {x}" for s, x in zip(award.winners, award.shares, strict=True)
                )
                text = f"{name.capitalize()} of {award.amount} is split: {shares}."
                if len(set(award.shares)) > 1:
                    rule = "poker/odd-chip"
            else:
                rule = "poker/showdown" if i == 0 else "poker/side-pots"
                text = f"Seat {award.winners[0]} wins {name} of {award.amount}."
            out.append(
                Event(
                    "pot",
                    rule,
                    text,
                    (
                        ("pot", str(i)),
                        ("amount", str(award.amount)),
                        ("returned", "1" if len(award.eligible) == 1 else "0"),
                        ("winners", " ".join(str(s) for s in award.winners)),
                        ("shares", " ".join(str(x) for x in award.shares)),
                    ),
                )
            )
    for seat in result.eliminated:
        out.append(
            Event(
                "elimination",
                "poker/elimination",
                f"Seat {seat} has no chips left and is out.",
                (("seat", str(seat)),),
            )
        )
    if after.phase == "over" and after.options.scope == "match":
        if after.winner is not None:
            text = f"Seat {after.winner} wins the match with {after.stacks[after.winner]} chips."
        else:
            text = "The match stops at its hand limit with the chip lead shared."
        out.append(
            Event(
                "match",
                "poker/match",
                text,
                (
                    ("winner", "" if after.winner is None else str(after.winner)),
                    ("hands", str(after.hand_no)),
                ),
            )
        )
    return out


def _summary(state: PokerState) -> Mapping[str, Any]:
    results = state.results
    return {
        "hands": len(results),
        "showdowns": sum(1 for r in results if not r.uncontested),
        "uncontested": sum(1 for r in results if r.uncontested),
        "split_pots": sum(1 for r in results for a in r.awards if len(a.winners) > 1),
        "side_pots": sum(
            max(len([a for a in r.awards if len(a.eligible) > 1]) - 1, 0) for r in results
        ),
        "pot_chips": sum(a.amount for r in results for a in r.awards),
        "eliminations": sum(len(r.eliminated) for r in results),
        "stacks": list(state.stacks),
        "won": [sum(r.net[s] for r in results) for s in range(state.players)],
        "winner": -1 if state.winner is None else state.winner,
        "dealer": -1 if not results else results[0].dealer,
    }


def _candidates(state: PokerState) -> Sequence[PokerMove]:
    """Well-formed moves, legal or not, for the harness to check against ``violation``."""
    if state.phase not in ("preflop", "flop", "turn", "river") or state.to_move is None:
        return ()
    low = state.min_raise_to()
    unit = state.options.unit
    amounts = {unit, low - unit, low, low + 1, low + unit, state.current, state.current + unit}
    seat = state.to_move
    amounts.add(state.bets[seat] + state.stacks[seat])
    out: list[PokerMove] = [Check(), Call(), Fold(), AllIn()]
    for a in sorted(x for x in amounts if x > 0):
        out += [Bet(a), Raise(a)]
    return tuple(out)


SPEC = GameSpec(
    id="poker",
    name_en="Poker",
    name_fa="پوکر",
    options_type=PokerOptions,
    presets=PRESETS,
    start=new_match,
    sample_chance=sample_chance,
    parse_move=_parse,
    format_move=_format,
    events=_events,
    summary=_summary,
    rules=RULES,
    baseline_policy=poker_baseline,
    candidate_moves=_candidates,
    players={"baseline": poker_baseline, "heuristic": poker_heuristic},
    explain=decide,
    invariants=check,
    report=(
        ("showdowns", "showdowns_per_hand", "showdowns per hand", "%"),
        ("split_pots", "split_pots_per_hand", "split pots per hand", "f"),
        ("side_pots", "side_pots_per_hand", "side pots per hand", "f"),
        ("pot_chips", "pot_per_hand", "chips in the pot per hand", "f"),
    ),
)
