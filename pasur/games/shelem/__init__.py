"""Shelem (شلم) for four players (or two): options, rule catalogue, engine, scoring.

>>> from pasur.games.shelem import SPEC, new_match
>>> state = new_match()
>>> state = state.apply(SPEC.parse_move(state, "dealer-0"))   # seat 0 deals first
>>> state.dealer, state.phase
(0, 'shuffle')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pasur.cards import STANDARD_DECK, Card
from pasur.engines.bidding import Bid, Pass, Special
from pasur.errors import RecordError
from pasur.games.shelem.bot import decide, shelem_heuristic
from pasur.games.shelem.catalogue import RULES
from pasur.games.shelem.checks import check
from pasur.games.shelem.moves import (
    DealerDraw,
    Discard,
    Play,
    ShelemMove,
    Shuffle,
    parse_move_text,
)
from pasur.games.shelem.options import PRESETS, TOTAL_POINTS, ShelemOptions
from pasur.games.shelem.policy import estimate, shelem_baseline
from pasur.games.shelem.scoring import (
    HandResult,
    MatchUpdate,
    SheetRow,
    card_value,
    points_of,
    score_hand,
    score_sheet,
    team_of,
    update_match,
)
from pasur.games.shelem.state import (
    CompletedTrick,
    ShelemState,
    auction_rules,
    deal_layout,
    new_match,
    sample_chance,
)
from pasur.protocol import Event, GameSpec

__all__ = [
    "PRESETS",
    "RULES",
    "SPEC",
    "TOTAL_POINTS",
    "Bid",
    "CompletedTrick",
    "DealerDraw",
    "Discard",
    "HandResult",
    "MatchUpdate",
    "Pass",
    "Play",
    "SheetRow",
    "ShelemMove",
    "ShelemOptions",
    "ShelemState",
    "Shuffle",
    "Special",
    "auction_rules",
    "card_value",
    "deal_layout",
    "deck_for_deal",
    "estimate",
    "new_match",
    "points_of",
    "score_hand",
    "score_sheet",
    "team_of",
    "update_match",
]


def deck_for_deal(
    hands: Sequence[Sequence[Card]],
    dealer: int,
    *,
    widow: Sequence[Card] = (),
    piles: Sequence[Sequence[Sequence[Card]]] = (),
) -> tuple[Card, ...]:
    """The deck order that deals exactly *hands* (seat by seat), the *widow* and (two players)
    each seat's *piles* (three per seat, top card first) when *dealer* deals.

    Cards not given are filled in canonical order. Useful for worked examples.

    Raises:
        RecordError: a card appears twice, or a part holds too many cards.
    """
    players = len(hands)
    if players not in (2, 4):
        raise RecordError("Shelem is dealt to four players or two")
    given = [c for h in hands for c in h] + list(widow)
    given += [c for seat_piles in piles for p in seat_piles for c in p]
    if len(set(given)) != len(given):
        raise RecordError("a card is given twice")
    spare = iter([c for c in STANDARD_DECK if c not in set(given)])

    def fill(part: Sequence[Card], size: int) -> list[Card]:
        if len(part) > size:
            raise RecordError(f"a part of the deal holds more than {size} cards")
        return list(part) + [next(spare) for _ in range(size - len(part))]

    full_hands = [fill(h, 12) for h in hands]
    full_widow = fill(widow, 4)
    pile_lists = [
        [fill(piles[s][i] if s < len(piles) and i < len(piles[s]) else (), 4) for i in range(3)]
        for s in range(players if players == 2 else 0)
    ]
    deck: list[Card] = []
    laid = [0] * players
    for what, offset, _a, _b in deal_layout(players):
        seat = (dealer + offset) % players
        if what == "hand":
            deck += full_hands[seat]
        elif what == "widow":
            deck += full_widow
        else:
            deck += pile_lists[seat][laid[seat]]
            laid[seat] += 1
    return tuple(deck)


def _parse(state: ShelemState, text: str) -> ShelemMove:
    return parse_move_text(text)


def _format(state: ShelemState, move: ShelemMove) -> str:
    return str(move)


def _side(state: ShelemState, team: int) -> str:
    if state.players == 2:
        return f"seat {team}"
    return "seats 0 and 2" if team == 0 else "seats 1 and 3"


def _trick_event(t: CompletedTrick, trump: int | None, players: int) -> Event:
    plays = ", ".join(
        f"seat {s} {c}" + (" (pile)" if t.from_pile and t.from_pile[i] else "")
        for i, (s, c) in enumerate(zip(t.seats, t.cards, strict=True))
    )
    card = t.winning_card
    trumps = sum(1 for c in t.cards if trump is not None and c.suit == trump)
    if t.reason.value == "trump" and card.suit != t.led:
        which = "the only trump" if trumps == 1 else f"the highest of {trumps} trumps"
        why = f"{t.led.symbol} was led and {card} is {which} played"
    elif t.reason.value == "trump":
        why = f"trump was led and {card} is the highest trump"
    else:
        why = f"no trump was played and {card} is the highest {t.led.english[:-1]}, the suit led"
    won = points_of(t.cards)
    return Event(
        "trick",
        "shelem/trick-winner",
        f"Trick {t.number}: {plays} -> seat {t.winner} wins with {card} ({won} points): {why}.",
        (
            ("number", str(t.number)),
            ("winner", str(t.winner)),
            ("card", card.code),
            ("reason", t.reason.value),
            ("led", t.led.letter),
            ("trumps", str(trumps)),
            ("trump", "" if trump is None else "CDHS"[trump]),
            ("cards", " ".join(c.code for c in t.cards)),
            ("leader", str(t.leader)),
            ("points", str(won)),
        ),
    )


_KIND_TEXT = {
    "made": "{h} bid {bid} and took {a}: made, {g:+d}",
    "failed": "{h} bid {bid} but took only {a}: failed, {g:+d}",
    "yasa": "{h} bid {bid} and took {a}, less than the other side's {b}: yasa, {g:+d}",
    "shelem": "{h} took every card on a bid of {bid}: shelem, {g:+d}",
    "declared_made": "{h} declared shelem and took every card: {g:+d}",
    "declared_failed": "{h} declared shelem but took only {a}: {g:+d}",
}


def _events(before: ShelemState, move: ShelemMove, after: ShelemState) -> tuple[Event, ...]:
    out: list[Event] = []
    if isinstance(move, DealerDraw):
        out.append(
            Event(
                "dealer",
                "shelem/first-dealer",
                f"Seat {move.seat} is drawn by lot to deal first.",
                (("dealer", str(move.seat)),),
            )
        )
    if isinstance(move, Shuffle):
        out.append(
            Event(
                "deal",
                "shelem/deal",
                f"Seat {before.dealer} deals; seat {after.first_bidder} bids first.",
                (("dealer", str(before.dealer)), ("first_bidder", str(after.first_bidder))),
            )
        )
    if isinstance(move, (Bid, Pass, Special)):
        seat = before.to_move
        if isinstance(move, Bid):
            out.append(
                Event(
                    "bid",
                    "shelem/bid-higher"
                    if before.auction and before.auction.high
                    else "shelem/bid-minimum",
                    f"Seat {seat} bids {move.amount}.",
                    (("seat", str(seat)), ("amount", str(move.amount))),
                )
            )
        elif isinstance(move, Special):
            out.append(
                Event(
                    "bid",
                    "shelem/declared-shelem",
                    f"Seat {seat} declares shelem.",
                    (("seat", str(seat)), ("amount", "shelem")),
                )
            )
        else:
            out.append(
                Event(
                    "pass",
                    "shelem/pass-is-final",
                    f"Seat {seat} passes.",
                    (("seat", str(seat)),),
                )
            )
        if after.auction is not None and after.auction.all_passed:
            out.append(
                Event(
                    "redeal",
                    "shelem/all-pass",
                    f"Everybody passed: seat {after.dealer} deals again.",
                    (("dealer", str(after.dealer)), ("redeals", str(after.redeals))),
                )
            )
        elif after.phase == "discard":
            contract = "shelem" if after.declared else str(after.bid)
            cap = (
                "; no higher bid is possible"
                if after.auction is not None
                and not all(p for s, p in enumerate(after.auction.passed) if s != after.hakem)
                else ""
            )
            out.append(
                Event(
                    "hakem",
                    "shelem/auction-end",
                    f"Seat {after.hakem} is hakem with a contract of {contract}{cap}.",
                    (
                        ("hakem", str(after.hakem)),
                        ("bid", str(after.bid)),
                        ("declared", "1" if after.declared else "0"),
                        ("capped", "1" if cap else "0"),
                    ),
                )
            )
            out.append(
                Event(
                    "widow",
                    "shelem/widow",
                    f"Seat {after.hakem} takes the four cards of the widow.",
                    (("hakem", str(after.hakem)),),
                )
            )
    if isinstance(move, Discard):
        out.append(
            Event(
                "discard",
                "shelem/discard",
                f"Seat {before.hakem} puts down four cards "
                f"({' '.join(str(c) for c in move.cards)}; only the hakem sees them).",
                (("hakem", str(before.hakem)), ("cards", " ".join(c.code for c in move.cards))),
            )
        )
    if isinstance(move, Play) and before.trump is None and after.trump is not None:
        suit = "CDHS"[after.trump]
        out.append(
            Event(
                "trump",
                "shelem/trump-by-lead",
                f"Seat {before.hakem} leads {move.card}: {move.card.suit.symbol} is trump.",
                (("hakem", str(before.hakem)), ("trump", suit), ("card", move.card.code)),
            )
        )
    if len(after.trick_log) > len(before.trick_log):
        out.append(_trick_event(after.trick_log[-1], after.trump, after.players))
    if len(after.results) > len(before.results):
        r = after.results[-1]
        row = after.sheet[-1]
        text = _KIND_TEXT[r.kind].format(
            h=f"Seat {r.hakem}'s side ({_side(after, r.hakem_team)})",
            bid=r.bid,
            a=r.taken[r.hakem_team],
            b=r.taken[1 - r.hakem_team],
            g=r.gains[r.hakem_team],
        )
        other = 1 - r.hakem_team
        text += f"; the other side scores {r.gains[other]:+d}"
        out.append(
            Event(
                "hand",
                r.rule_id,
                f"Hand {len(after.results)}: {text}. Totals {after.totals[0]} | "
                f"{row.middle} | {after.totals[1]}.",
                (
                    ("hand", str(len(after.results))),
                    ("kind", r.kind),
                    ("hakem", str(r.hakem)),
                    ("team", str(r.hakem_team)),
                    ("bid", str(r.bid)),
                    ("declared", "1" if r.declared else "0"),
                    ("points", f"{r.taken[0]}-{r.taken[1]}"),
                    ("gains", f"{r.gains[0]}:{r.gains[1]}"),
                    ("totals", f"{after.totals[0]}:{after.totals[1]}"),
                ),
            )
        )
        if row.line_after and after.phase != "over":
            out.append(
                Event(
                    "note",
                    "shelem/score-sheet",
                    f"A line under the bid: everyone has dealt; seat {after.dealer} deals again.",
                    (("dealer", str(after.dealer)), ("hand", str(row.number))),
                )
            )
        if after.phase == "over":
            if after.winner is None:
                out.append(
                    Event(
                        "match",
                        "shelem/match-end",
                        "End of the hand (scope: one hand).",
                        (("winner", ""),),
                    )
                )
            else:
                out.append(
                    Event(
                        "match",
                        "shelem/match-end",
                        f"{_side(after, after.winner).capitalize()} win the game, "
                        f"{after.totals[after.winner]} to {after.totals[1 - after.winner]}.",
                        (
                            ("winner", str(after.winner)),
                            ("totals", f"{after.totals[0]}:{after.totals[1]}"),
                        ),
                    )
                )
        else:
            out.append(
                Event(
                    "deal",
                    "shelem/dealer-rotation",
                    f"Next dealer: seat {after.dealer}.",
                    (("dealer", str(after.dealer)),),
                )
            )
    return tuple(out)


def _summary(state: ShelemState) -> Mapping[str, Any]:
    hands = state.results
    return {
        "hands": len(hands),
        "bid": sum(r.bid for r in hands),
        "taken": sum(r.hakem_points for r in hands),
        "made": sum(1 for r in hands if r.kind == "made"),
        "failed": sum(1 for r in hands if r.kind == "failed"),
        "yasa": sum(1 for r in hands if r.kind == "yasa"),
        "shelem": sum(1 for r in hands if r.kind == "shelem"),
        "declared_made": sum(1 for r in hands if r.kind == "declared_made"),
        "declared_failed": sum(1 for r in hands if r.kind == "declared_failed"),
        "hakem_side_won": sum(1 for r in hands if r.made),
        "redeals": state.redeals,
        "totals": list(state.totals),
        "winner": -1 if state.winner is None else state.winner,
    }


def _candidates(state: ShelemState) -> Sequence[ShelemMove]:
    """Well-formed moves, legal or not, for the harness to check against ``violation``."""
    if state.phase == "play":
        return tuple(Play(c) for c in STANDARD_DECK)
    if state.phase == "bid":
        return (
            *(Bid(v) for v in range(95, 171, 5)),
            Bid(102),
            Bid(0),
            Pass(),
            Special(),
            Play(STANDARD_DECK[0]),
        )
    if state.phase == "discard":
        assert state.hakem is not None
        held = state.hand(state.hakem)
        others = [c for c in STANDARD_DECK if c not in held]
        return (
            Discard(held[:4]),
            Discard(held[-4:]),
            Discard(held[:3]),
            Discard(held[:5]),
            Discard((*held[:3], others[0])),
            Pass(),
        )
    return ()


SPEC = GameSpec(
    id="shelem",
    name_en="Shelem",
    name_fa="شلم",
    options_type=ShelemOptions,
    presets=PRESETS,
    start=new_match,
    sample_chance=sample_chance,
    parse_move=_parse,
    format_move=_format,
    events=_events,
    summary=_summary,
    rules=RULES,
    baseline_policy=shelem_baseline,
    players={"baseline": shelem_baseline, "heuristic": shelem_heuristic},
    explain=decide,
    candidate_moves=_candidates,
    invariants=check,
)
