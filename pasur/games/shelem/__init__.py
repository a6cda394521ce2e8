"""Shelem (شلم) for four players (or two): options, rule catalogue, engine, scoring.

>>> from pasur.games.shelem import SPEC, new_match
>>> state = new_match()
>>> state = state.apply(SPEC.parse_move(state, "dealer-0"))   # seat 0 deals first
>>> state.dealer, str(state.phase)
(0, 'shuffle')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pasur.cards import STANDARD_DECK, Card
from pasur.engines.bidding import Bid, Pass, Special
from pasur.engines.tricks import trick_event, trump_win_code
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
    next_dealer,
    points_of,
    score_hand,
    score_sheet,
    team_of,
    update_match,
)
from pasur.games.shelem.state import (
    CompletedTrick,
    Phase,
    ShelemState,
    auction_rules,
    deal_layout,
    new_match,
    sample_chance,
    trick_details,
)
from pasur.messages import render
from pasur.protocol import Event, event, game_spec

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
    "Phase",
    "Play",
    "SheetRow",
    "ShelemMove",
    "ShelemOptions",
    "ShelemState",
    "Shuffle",
    "Special",
    "auction_rules",
    "card_value",
    "check",
    "deal_layout",
    "decide",
    "deck_for_deal",
    "estimate",
    "new_match",
    "next_dealer",
    "points_of",
    "sample_chance",
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
        raise RecordError(code="shelem/deal-players", params={"players": players})
    given = [c for h in hands for c in h] + list(widow)
    given += [c for seat_piles in piles for p in seat_piles for c in p]
    twice = [c for i, c in enumerate(given) if c in given[:i]]
    if twice:
        raise RecordError(code="shelem/deal-twice", params={"card": twice[0].code})
    spare = iter([c for c in STANDARD_DECK if c not in set(given)])

    def fill(part: Sequence[Card], size: int) -> list[Card]:
        if len(part) > size:
            raise RecordError(code="shelem/deal-part", params={"size": size})
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


def _trick_event(t: CompletedTrick, trump: int | None, players: int) -> Event:
    card = t.winning_card
    trumps = sum(1 for c in t.cards if trump is not None and c.suit == trump)
    code = trump_win_code("shelem", t.reason, card, t.led, trumps) or "shelem/trick-led-suit"
    return trick_event(
        t,
        "shelem/trick-winner",
        code,
        reason=t.reason.value,
        led=t.led.letter,
        counts={"trumps": trumps, "trump": "" if trump is None else "CDHS"[trump]},
        points=points_of(t.cards),
    )


_HAND_CODES = {
    "made": "shelem/hand-made",
    "failed": "shelem/hand-failed",
    "yasa": "shelem/hand-yasa",
    "shelem": "shelem/hand-shelem",
    "declared_made": "shelem/hand-declared-made",
    "declared_failed": "shelem/hand-declared-failed",
}
"""The message of each kind of hand result (:attr:`HandResult.kind`)."""


def _hand_event(after: ShelemState) -> Event:
    r = after.results[-1]
    team, other = r.hakem_team, 1 - r.hakem_team
    # Built by hand: a parameter named ``kind`` cannot go through ``event(kind, ...)``.
    values: dict[str, object] = dict(
        hand=len(after.results),
        kind=r.kind,
        hakem=r.hakem,
        team=team,
        bid=r.bid,
        declared="1" if r.declared else "0",
        points=f"{r.taken[0]}-{r.taken[1]}",
        gains=f"{r.gains[0]}:{r.gains[1]}",
        totals=f"{after.totals[0]}:{after.totals[1]}",
        taken=r.taken[team],
        other_taken=r.taken[other],
        gain=r.gains[team],
        other_gain=r.gains[other],
        total0=after.totals[0],
        total1=after.totals[1],
    )
    params = tuple((k, str(v)) for k, v in values.items())
    code = _HAND_CODES[r.kind]
    return Event("hand", r.rule_id, render(code, dict(params)), params, code)


def _auction_events(
    before: ShelemState, move: Bid | Pass | Special, after: ShelemState
) -> list[Event]:
    seat = before.to_move
    out: list[Event] = []
    if isinstance(move, Bid):
        rule = (
            "shelem/bid-higher" if before.auction and before.auction.high else "shelem/bid-minimum"
        )
        out.append(event("bid", rule, "shelem/bid", seat=seat, amount=move.amount))
    elif isinstance(move, Special):
        out.append(
            event("bid", "shelem/declared-shelem", "shelem/bid-shelem", seat=seat, amount="shelem")
        )
    else:
        out.append(event("pass", "shelem/pass-is-final", "shelem/pass", seat=seat))
    if after.auction is not None and after.auction.all_passed:
        out.append(
            event(
                "redeal",
                "shelem/all-pass",
                "shelem/redeal",
                dealer=after.dealer,
                redeals=after.redeals,
            )
        )
    elif after.phase == "discard":
        capped = after.auction is not None and not all(
            p for s, p in enumerate(after.auction.passed) if s != after.hakem
        )
        code = (
            "shelem/hakem-declared"
            if after.declared
            else "shelem/hakem-capped"
            if capped
            else "shelem/hakem"
        )
        out.append(
            event(
                "hakem",
                "shelem/auction-end",
                code,
                hakem=after.hakem,
                bid=after.bid,
                declared="1" if after.declared else "0",
                capped="1" if capped else "0",
            )
        )
        out.append(event("widow", "shelem/widow", "shelem/widow", hakem=after.hakem))
    return out


def _events(before: ShelemState, move: ShelemMove, after: ShelemState) -> tuple[Event, ...]:
    out: list[Event] = []
    if isinstance(move, DealerDraw):
        out.append(event("dealer", "shelem/first-dealer", "play/first-dealer", dealer=move.seat))
    if isinstance(move, Shuffle):
        out.append(
            event(
                "deal",
                "shelem/deal",
                "shelem/deal",
                dealer=before.dealer,
                first_bidder=after.first_bidder,
            )
        )
    if isinstance(move, (Bid, Pass, Special)):
        out.extend(_auction_events(before, move, after))
    if isinstance(move, Discard):
        # The cards are not in the sentence: only the hakem may see them.
        out.append(
            event(
                "discard",
                "shelem/discard",
                "shelem/put-down"
                if after.options.discard_owner == "hakem"
                else "shelem/put-down-last-trick",
                hakem=before.hakem,
                cards=" ".join(c.code for c in move.cards),
            )
        )
    if isinstance(move, Play) and before.trump is None and after.trump is not None:
        out.append(
            event(
                "trump",
                "shelem/trump-by-lead",
                "shelem/trump-by-lead",
                hakem=before.hakem,
                trump="CDHS"[after.trump],
                card=move.card.code,
            )
        )
    if len(after.trick_log) > len(before.trick_log):
        out.append(_trick_event(after.trick_log[-1], after.trump, after.players))
    if len(after.results) > len(before.results):
        out.append(_hand_event(after))
        row = after.sheet[-1]
        if row.line_after and after.phase != "over":
            out.append(
                event(
                    "note",
                    "shelem/score-sheet",
                    "shelem/score-sheet",
                    dealer=after.dealer,
                    hand=row.number,
                )
            )
        if after.phase == "over":
            if after.winner is None:
                out.append(event("match", "shelem/match-end", "play/hand-over", winner=""))
            else:
                w = after.winner
                out.append(
                    event(
                        "match",
                        "shelem/match-end",
                        "shelem/match-won" if after.players == 4 else "shelem/match-won-alone",
                        winner=w,
                        totals=f"{after.totals[0]}:{after.totals[1]}",
                        winner_total=after.totals[w],
                        loser_total=after.totals[1 - w],
                    )
                )
        else:
            out.append(
                event(
                    "deal",
                    "shelem/dealer-rotation",
                    "shelem/dealer-rotation",
                    dealer=after.dealer,
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


SPEC = game_spec(
    __name__,
    "Shelem",
    "شلم",
    ShelemOptions,
    {"baseline": shelem_baseline, "heuristic": shelem_heuristic},
    details=trick_details,
)
