"""Poker as seed 000 teaches it (lines 166-233), with Texas hold'em as a preset for comparison.

Two hole cards each, dealt one at a time; three cards on the board, then one, then one more;
four betting rounds with check, call (the seed's «SEE»), bet or raise, and fold; pots and side
pots; at the showdown each hand is exactly its two hole cards and three board cards under the
documents' ranking (see :mod:`pasur.games.poker.evaluate`). Every point the seed leaves open
(blinds, limits, who acts first after the flop, the odd chip) is an option, see
:mod:`pasur.games.poker.options`.

>>> from pasur.games.poker import SPEC, new_match
>>> state = new_match().apply(SPEC.parse_move(new_match(), "dealer-3"))
>>> state.dealer, str(state.phase)
(3, 'shuffle')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pasur.cards import AnyCard
from pasur.games.poker.bot import decide, poker_heuristic
from pasur.games.poker.catalogue import CATEGORY_RULES, RULES
from pasur.games.poker.checks import check
from pasur.games.poker.evaluate import RankKey, rank_key
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
    Phase,
    PokerState,
    Pot,
    blind_seats,
    deal_hand,
    hand_of,
    new_match,
    sample_chance,
    side_pots,
    split_shares,
)
from pasur.protocol import Event, event, game_spec

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
    "Phase",
    "PokerMove",
    "PokerOptions",
    "PokerState",
    "Pot",
    "Raise",
    "RankKey",
    "Shuffle",
    "check",
    "deal_hand",
    "decide",
    "hand_of",
    "new_match",
    "rank_key",
    "sample_chance",
    "side_pots",
    "split_shares",
]


def _parse(state: PokerState, text: str) -> PokerMove:
    return parse_move_text(text, state.options.jokers)


def _codes(cs: Sequence[AnyCard]) -> str:
    return " ".join(c.code for c in cs)


def _events(before: PokerState, move: PokerMove, after: PokerState) -> tuple[Event, ...]:
    out: list[Event] = []
    if isinstance(move, FirstDealer):
        return (event("dealer", "poker/dealer", "play/first-dealer", dealer=move.seat),)
    if isinstance(move, Shuffle):
        out.append(
            event(
                "deal",
                "poker/deal",
                "poker/deal",
                hand=after.hand_no,
                dealer=after.dealer,
                first=after.first_player,
            )
        )
        opts = after.options
        if opts.ante or opts.big_blind:
            out.append(_forced_bets(after))
        return tuple(out)
    if isinstance(move, Board):
        out.append(
            event(
                "board",
                "poker/board",
                _BOARD_CODES.get(move.street, "poker/river"),
                street=move.street,
                cards=_codes(move.cards),
                board=_codes(after.board),
            )
        )
    else:
        seat = before.to_move
        assert seat is not None
        out.append(_action_event(before, move, after, seat))
    if len(after.results) > len(before.results):
        out += _hand_events(before, after)
    return tuple(out)


_BOARD_CODES = {"flop": "poker/flop", "turn": "poker/turn", "river": "poker/river"}


def _forced_bets(after: PokerState) -> Event:
    """The antes and blinds of a hand just dealt (the chips each blind really put in: a short
    stack posts what it has)."""
    opts = after.options
    blinds = blind_seats(after)
    params: dict[str, object] = {"ante": opts.ante, "big_blind": opts.big_blind}
    code = "poker/antes"
    if blinds is not None:
        small, big = blinds
        if opts.small_blind:
            code = "poker/antes-blinds" if opts.ante else "poker/blinds"
            params |= {"small": small, "small_bet": after.bets[small]}
        else:
            code = "poker/antes-big-blind" if opts.ante else "poker/big-blind"
        params |= {"big": big, "big_bet": after.bets[big]}
    return event("blinds", "poker/forced-bets", code, **params)


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
    extra: dict[str, object] = {}
    if isinstance(move, Check):
        rule = code = "poker/check"
    elif isinstance(move, Call):
        rule = code = "poker/call"
    elif isinstance(move, Bet):
        rule = code = "poker/bet"
    elif isinstance(move, Raise):
        rule = code = "poker/raise"
        extra = {"to": move.to}
    elif isinstance(move, AllIn):
        rule = code = "poker/allin"
    else:
        assert isinstance(move, Fold)
        rule, code = "poker/fold", "poker/fold"
        if before.put_in[seat]:
            code = "poker/fold-chips"
            extra = {"chips": before.put_in[seat]}
    return event("action", rule, code, seat=seat, move=move, put=put, **extra)


def _pot_name(index: int, pots: int) -> str:
    """``pot`` when the hand made one pot, else ``main-pot`` and ``side-pot`` (in the codes)."""
    return "pot" if pots == 1 else "main-pot" if index == 0 else "side-pot"


def _hand_events(before: PokerState, after: PokerState) -> list[Event]:
    out: list[Event] = []
    result = after.results[-1]
    if result.uncontested:
        (award,) = result.awards[-1:]
        total = sum(a.amount for a in result.awards)
        out.append(
            event(
                "pot",
                "poker/uncontested",
                "poker/uncontested",
                seat=award.winners[0],
                amount=total,
            )
        )
    else:
        for seat, hand in result.showdown:
            hole = dict(result.shown)[seat]
            out.append(
                event(
                    "showdown",
                    CATEGORY_RULES[hand.category],
                    "poker/shows",
                    seat=seat,
                    hole=_codes(hole),
                    category=hand.category,
                    five=_codes(hand.five),
                )
            )
        pots = result.awards
        for i, award in enumerate(pots):
            name = _pot_name(i, len(pots))
            extra: dict[str, object] = {}
            if len(award.eligible) == 1:
                rule, code = "poker/side-pots", "poker/returned"
            elif len(award.winners) > 1:
                rule = "poker/odd-chip" if len(set(award.shares)) > 1 else "poker/ties"
                code = f"poker/split-{name}"
                extra = {
                    "seats": " ".join(str(s) for s in award.winners),
                    "shares": "-".join(str(x) for x in award.shares),
                }
            else:
                rule = "poker/showdown" if i == 0 else "poker/side-pots"
                code = f"poker/wins-{name}"
            params: dict[str, object] = {
                "pot": i,
                "amount": award.amount,
                "returned": "1" if len(award.eligible) == 1 else "0",
                "winners": " ".join(str(s) for s in award.winners),
                "shares": " ".join(str(x) for x in award.shares),
                "seat": award.winners[0],
            }
            # A split's message writes the shares with dashes (``51-50``): its own words win.
            out.append(event("pot", rule, code, **(params | extra)))
    for seat in result.eliminated:
        out.append(event("elimination", "poker/elimination", "poker/elimination", seat=seat))
    if after.phase == "over" and after.options.scope == "match":
        won = after.winner
        out.append(
            event(
                "match",
                "poker/match",
                "poker/match" if won is not None else "poker/match-shared",
                winner="" if won is None else won,
                hands=after.hand_no,
                **({} if won is None else {"chips": after.stacks[won]}),
            )
        )
    return out


def _best_at_showdown(result: HandResult) -> list[int]:
    """The seats holding the best hand at *result*'s showdown (none when all but one folded)."""
    best = max((hand.value for _, hand in result.showdown), default=None)
    return [s for s, hand in result.showdown if hand.value == best]


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
        # The last hand's hole cards, the seats at its showdown and those holding the best hand
        # there (ties share): with ``scope:hand``, what the what-if charts count.
        "hole": [".".join(c.code for c in h) for h in state.hole],
        "showdown_seats": [] if not results else [s for s, _ in results[-1].showdown],
        "showdown_winners": [] if not results else _best_at_showdown(results[-1]),
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


SPEC = game_spec(
    __name__,
    "Poker",
    "پوکر",
    PokerOptions,
    {"baseline": poker_baseline, "heuristic": poker_heuristic},
    report=(
        ("showdowns", "showdowns_per_hand", "showdowns per hand", "%"),
        ("split_pots", "split_pots_per_hand", "split pots per hand", "f"),
        ("side_pots", "side_pots_per_hand", "side pots per hand", "f"),
        ("pot_chips", "pot_per_hand", "chips in the pot per hand", "f"),
    ),
)
