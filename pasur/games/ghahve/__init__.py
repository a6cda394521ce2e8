"""Ghahve (قهوه) for four players: options, rules catalogue, engine, scoring.

A Hokm-family game close to American Spades (seed 000, lines 134-144): spades are always trump,
two jokers replace 2♦ and 2♥, every player bids at least two tricks and each team must make the
sum of its bids.

>>> from pasur.games.ghahve import SPEC, new_match
>>> state = new_match()
>>> state = state.apply(SPEC.parse_move(state, "dealer-3"))   # seat 3 deals first
>>> state.dealer, str(state.phase)
(3, 'shuffle')
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from typing import Any

from pasur.cards import Card, Joker, Rank, Suit
from pasur.engines.tricks import trick_event
from pasur.games.ghahve.bot import decide, ghahve_heuristic
from pasur.games.ghahve.catalogue import RULES
from pasur.games.ghahve.checks import check
from pasur.games.ghahve.moves import (
    BLACK_JOKER,
    DECK,
    RED_JOKER,
    Bid,
    FirstDealer,
    GhahveMove,
    Play,
    Shuffle,
    parse_move_text,
)
from pasur.games.ghahve.options import MIN_BID, PRESETS, GhahveOptions
from pasur.games.ghahve.policy import estimate_tricks, ghahve_baseline
from pasur.games.ghahve.scoring import (
    HandResult,
    next_dealer,
    score_hand,
    team_of,
    team_points,
    update_game,
)
from pasur.games.ghahve.state import (
    CompletedTrick,
    GhahveState,
    Phase,
    deck_for_hands,
    new_match,
    sample_chance,
)
from pasur.protocol import Event, event, game_spec

__all__ = [
    "BLACK_JOKER",
    "DECK",
    "MIN_BID",
    "PRESETS",
    "RED_JOKER",
    "RULES",
    "SPEC",
    "Bid",
    "CompletedTrick",
    "FirstDealer",
    "GhahveMove",
    "GhahveOptions",
    "GhahveState",
    "HandResult",
    "Phase",
    "Play",
    "Shuffle",
    "check",
    "decide",
    "deck_for_hands",
    "estimate_tricks",
    "new_match",
    "next_dealer",
    "sample_chance",
    "score_hand",
    "team_of",
    "team_points",
    "update_game",
]


def _parse(state: GhahveState, text: str) -> GhahveMove:
    return parse_move_text(text)


def _trick_code(t: CompletedTrick, jokers: int, spades: int) -> tuple[str, str]:
    """The message code of *t*'s event and the reason it names (``joker``, ``trump`` or
    ``led_suit``)."""
    card = t.winning_card
    led = t.led
    if isinstance(card, Joker):
        if card is RED_JOKER:
            both = jokers == 2
            code = "ghahve/trick-coloured-over-black" if both else "ghahve/trick-coloured-joker"
        else:
            code = "ghahve/trick-black-joker"
        if isinstance(t.cards[0], Joker) and led is None:
            code += "-joker-led"
        return code, "joker"
    # A joker in the trick would have won it, so an ordinary card won a trick led by a suit.
    assert led is not None
    if card.suit == Suit.SPADES:
        if led == Suit.SPADES:
            return "ghahve/trick-spades-led", "trump"
        return ("ghahve/trick-only-spade" if spades == 1 else "ghahve/trick-highest-spade"), "trump"
    return "ghahve/trick-led-suit", "led_suit"


def _trick_event(t: CompletedTrick, tricks: tuple[int, int]) -> Event:
    jokers = sum(1 for c in t.cards if isinstance(c, Joker))
    spades = sum(1 for c in t.cards if isinstance(c, Card) and c.suit == Suit.SPADES)
    led = t.led
    code, reason = _trick_code(t, jokers, spades)
    return trick_event(
        t,
        "ghahve/joker-rank" if reason == "joker" else "ghahve/trick-winner",
        code,
        reason=reason,
        led="" if led is None else led.letter,
        counts={"jokers": jokers, "trumps": spades},
        tricks=f"{tricks[0]}-{tricks[1]}",
    )


def _hand_events(before: GhahveState, after: GhahveState) -> list[Event]:
    r: HandResult = after.results[-1]
    number = len(after.results)
    total = (before.score[0] + r.points[0], before.score[1] + r.points[1])
    out = []
    for team in (0, 1):
        extra = r.extra(team)
        if not r.made[team]:
            code = "ghahve/hand-failed"
        else:
            code = "ghahve/hand-made-extra" if extra else "ghahve/hand-made"
        if team == 1:  # the second team's sentence ends with the score after the hand
            code += "-score"
        out.append(
            event(
                "hand",
                r.rule_ids[team],
                code,
                hand=number,
                team=team,
                bid=r.team_bids[team],
                tricks=r.tricks[team],
                made=int(r.made[team]),
                extra=extra,
                points=r.points[team],
                score0=total[0],
                score1=total[1],
                side0=0,
                side1=1,
            )
        )
    update = update_game(before.score, r, before.options)
    if after.games != before.games:
        team = 0 if after.games[0] > before.games[0] else 1
        out.append(
            event(
                "game",
                update.rule_id,
                "ghahve/game-won",
                winner=team,
                score0=total[0],
                score1=total[1],
                games=f"{after.games[0]}-{after.games[1]}",
                points=total[team],
                against=total[1 - team],
                won=f"{after.games[team]}-{after.games[1 - team]}",
            )
        )
    elif update.rule_id == "ghahve/target-tie":
        out.append(
            event(
                "note",
                "ghahve/target-tie",
                "ghahve/target-tie",
                score0=total[0],
                score1=total[1],
                target=before.options.target_points,
            )
        )
    if after.phase == "over":
        if before.options.scope == "hand" and after.games == before.games:
            out.append(event("match", "ghahve/match-end", "ghahve/match-hand"))
        else:
            winner = 0 if after.games[0] > after.games[1] else 1
            out.append(
                event(
                    "match",
                    "ghahve/match-end",
                    "ghahve/match-won",
                    winner=winner,
                    games=f"{after.games[0]}-{after.games[1]}",
                    won=f"{after.games[winner]}-{after.games[1 - winner]}",
                )
            )
    else:
        nxt = after.next_dealer
        assert nxt is not None and before.dealer is not None
        kept = nxt == before.dealer
        team = team_of(before.dealer)
        if before.options.dealer_rotation == "every_hand":
            code = "ghahve/dealer-rotates"
        else:
            code = "ghahve/dealer-keeps" if kept else "ghahve/dealer-passes"
        out.append(
            event(
                "dealer",
                "ghahve/dealer-keeps-deal",
                code,
                dealer=nxt,
                previous=before.dealer,
                kept=int(kept),
                mine=total[team],
                theirs=total[1 - team],
            )
        )
    return out


def _events(before: GhahveState, move: GhahveMove, after: GhahveState) -> tuple[Event, ...]:
    out: list[Event] = []
    if isinstance(move, FirstDealer):
        out.append(event("dealer", "ghahve/first-dealer", "play/first-dealer", dealer=move.seat))
    elif isinstance(move, Shuffle):
        out.append(
            event(
                "deal",
                "ghahve/deal-packets",
                "ghahve/deal-packets",
                hand=len(after.results) + 1,
                dealer=after.dealer,
                first=after.first_seat,
            )
        )
    elif isinstance(move, Bid):
        out.append(
            event(
                "bid",
                "ghahve/bidding-order",
                "ghahve/bidding-order",
                seat=before.to_move,
                bid=move.tricks,
            )
        )
        if after.phase == "play":
            b = after.team_bids()
            out.append(
                event(
                    "bids",
                    "ghahve/team-bid",
                    "ghahve/team-bid",
                    team0=b[0],
                    team1=b[1],
                    total=sum(b),
                    side0=0,
                    side1=1,
                )
            )
    if len(after.trick_log) > len(before.trick_log):
        t = after.trick_log[-1]
        counts = [sum(1 for x in after.trick_log if team_of(x.winner) == k) for k in (0, 1)]
        out.append(_trick_event(t, (counts[0], counts[1])))
    if len(after.results) > len(before.results):
        out.extend(_hand_events(before, after))
    return tuple(out)


def _summary(state: GhahveState) -> Mapping[str, Any]:
    hands = state.results
    n = len(hands)
    made = [sum(1 for r in hands if r.made[t]) for t in (0, 1)]
    return {
        "hands": n,
        "tricks_played": sum(sum(r.tricks) for r in hands),
        "bid_team0": sum(r.team_bids[0] for r in hands),
        "bid_team1": sum(r.team_bids[1] for r in hands),
        "tricks_team0": sum(r.tricks[0] for r in hands),
        "tricks_team1": sum(r.tricks[1] for r in hands),
        "made_team0": made[0],
        "made_team1": made[1],
        "made": made[0] + made[1],
        "failed": 2 * n - made[0] - made[1],
        "made_rate": (made[0] + made[1]) / (2 * n) if n else 0.0,
        "average_team_bid": sum(sum(r.team_bids) for r in hands) / (2 * n) if n else 0.0,
        "extra_tricks": sum(r.extra(0) + r.extra(1) for r in hands),
        "dealer_changes": sum(1 for a, b in itertools.pairwise(hands) if a.dealer != b.dealer),
        "games": list(state.games),
        "score": list(state.score),
    }


def _candidates(state: GhahveState) -> Sequence[GhahveMove]:
    """Well-formed moves, legal or not, for the harness to check against ``violation``."""
    if state.phase == "play":
        return (
            *(Play(c) for c in DECK),
            Play(Card(Rank.TWO, Suit.DIAMONDS)),
            Play(Card(Rank.TWO, Suit.HEARTS)),
            Bid(3),
        )
    if state.phase == "bid":
        return (*(Bid(n) for n in range(15)), Play(DECK[0]), Play(BLACK_JOKER))
    return ()


SPEC = game_spec(
    __name__,
    "Ghahve",
    "قهوه",
    GhahveOptions,
    {"baseline": ghahve_baseline, "heuristic": ghahve_heuristic},
)
