"""Ghahve (قهوه) for four players: options, rules catalogue, engine, scoring.

A Hokm-family game close to American Spades (seed 000, lines 134-144): spades are always trump,
two jokers replace 2♦ and 2♥, every player bids at least two tricks and each team must make the
sum of its bids.

>>> from pasur.games.ghahve import SPEC, new_match
>>> state = new_match()
>>> state = state.apply(SPEC.parse_move(state, "dealer-3"))   # seat 3 deals first
>>> state.dealer, state.phase
(3, 'shuffle')
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from typing import Any

from pasur.cards import AnyCard, Card, Joker, Rank, Suit
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
    deck_for_hands,
    new_match,
    sample_chance,
)
from pasur.protocol import Event, GameSpec

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
    "Play",
    "Shuffle",
    "deck_for_hands",
    "estimate_tricks",
    "new_match",
    "next_dealer",
    "score_hand",
    "team_of",
    "team_points",
    "update_game",
]


def _parse(state: GhahveState, text: str) -> GhahveMove:
    return parse_move_text(text)


def _format(state: GhahveState, move: GhahveMove) -> str:
    return str(move)


def _team(team: int) -> str:
    return f"team {team} (seats {team} and {team + 2})"


def _name(card: AnyCard) -> str:
    """How event texts write a card: ``10♦``, or ``the black joker``."""
    return f"the {card.english}" if isinstance(card, Joker) else str(card)


def _trick_event(t: CompletedTrick, tricks: tuple[int, int]) -> Event:
    plays = ", ".join(f"seat {t.seat_of(i)} {_name(c)}" for i, c in enumerate(t.cards))
    card = t.winning_card
    jokers = sum(1 for c in t.cards if isinstance(c, Joker))
    spades = sum(1 for c in t.cards if isinstance(c, Card) and c.suit == Suit.SPADES)
    led = t.led
    if isinstance(card, Joker):
        reason = "joker"
        if card is RED_JOKER:
            why = (
                "the coloured joker beats the black joker"
                if jokers == 2
                else "the coloured joker is the highest card"
            )
        else:
            why = "the black joker beats every card but the coloured joker, which was not played"
        if isinstance(t.cards[0], Joker) and led is None:
            why += " (a joker led, so there was no suit to follow)"
    elif card.suit == Suit.SPADES:
        reason = "trump"
        if led == Suit.SPADES:
            why = f"no joker was played and {card} is the highest spade"
        else:
            which = "the only spade" if spades == 1 else f"the highest of {spades} spades"
            lead = f"{led.symbol} was to be followed" if led is not None else "a joker led"
            why = f"{lead}, no joker was played and {card} is {which} (spades are trump)"
    else:
        reason = "led_suit"
        assert led is not None
        why = (
            f"no joker or spade was played and {card} is the highest {led.english[:-1]}, "
            "the suit led"
        )
    return Event(
        "trick",
        "ghahve/joker-rank" if reason == "joker" else "ghahve/trick-winner",
        f"Trick {t.number}: {plays} -> seat {t.winner} wins with {_name(card)}: {why}.",
        (
            ("number", str(t.number)),
            ("winner", str(t.winner)),
            ("card", card.code),
            ("reason", reason),
            ("led", "" if led is None else led.letter),
            ("jokers", str(jokers)),
            ("trumps", str(spades)),
            ("cards", " ".join(c.code for c in t.cards)),
            ("leader", str(t.leader)),
            ("tricks", f"{tricks[0]}-{tricks[1]}"),
        ),
    )


def _hand_events(before: GhahveState, after: GhahveState) -> list[Event]:
    r: HandResult = after.results[-1]
    number = len(after.results)
    total = (before.score[0] + r.points[0], before.score[1] + r.points[1])
    out = []
    for team in (0, 1):
        bid, took, points = r.team_bids[team], r.tricks[team], r.points[team]
        if r.made[team]:
            extra = r.extra(team)
            sums = f"{10 * bid} + {extra} = {points}" if extra else f"{points}"
            what = f"made, {sums} points"
        else:
            what = f"failed, {points} points"
        text = f"{_team(team)} bid {bid} and took {took}: {what}"
        text = (f"Hand {number}: " + text) if team == 0 else text[0].upper() + text[1:]
        if team == 1:
            text += f". Score: team 0 {total[0]}, team 1 {total[1]}"
        out.append(
            Event(
                "hand",
                r.rule_ids[team],
                text + ".",
                (
                    ("hand", str(number)),
                    ("team", str(team)),
                    ("bid", str(bid)),
                    ("tricks", str(took)),
                    ("made", "1" if r.made[team] else "0"),
                    ("extra", str(r.extra(team))),
                    ("points", str(points)),
                    ("score0", str(total[0])),
                    ("score1", str(total[1])),
                ),
            )
        )
    update = update_game(before.score, r, before.options)
    if after.games != before.games:
        team = 0 if after.games[0] > before.games[0] else 1
        out.append(
            Event(
                "game",
                update.rule_id,
                f"Team {team} wins the game {total[team]} to {total[1 - team]}; "
                f"games {after.games[0]}-{after.games[1]}.",
                (
                    ("winner", str(team)),
                    ("score0", str(total[0])),
                    ("score1", str(total[1])),
                    ("games", f"{after.games[0]}-{after.games[1]}"),
                ),
            )
        )
    elif update.rule_id == "ghahve/target-tie":
        out.append(
            Event(
                "note",
                "ghahve/target-tie",
                f"Both teams passed {before.options.target_points} with the same score: "
                "another hand is played.",
                (("score0", str(total[0])), ("score1", str(total[1]))),
            )
        )
    if after.phase == "over":
        if before.options.scope == "hand" and after.games == before.games:
            out.append(Event("match", "ghahve/match-end", "End of the hand (scope: one hand).", ()))
        else:
            winner = 0 if after.games[0] > after.games[1] else 1
            out.append(
                Event(
                    "match",
                    "ghahve/match-end",
                    f"Team {winner} wins the match.",
                    (("winner", str(winner)),),
                )
            )
    else:
        nxt = after.next_dealer
        assert nxt is not None and before.dealer is not None
        kept = nxt == before.dealer
        team = team_of(before.dealer)
        if before.options.dealer_rotation == "every_hand":
            why = "the deal goes round every hand"
        elif kept:
            why = f"his team is not ahead, {total[team]} to {total[1 - team]}"
        else:
            why = f"his team is ahead, {total[team]} to {total[1 - team]}; the deal passes right"
        text = (
            f"Seat {nxt} deals again ({why})."
            if kept
            else f"Next dealer: seat {nxt} (seat {before.dealer} dealt and {why})."
        )
        out.append(
            Event(
                "dealer",
                "ghahve/dealer-keeps-deal",
                text,
                (("dealer", str(nxt)), ("previous", str(before.dealer)), ("kept", str(int(kept)))),
            )
        )
    return out


def _events(before: GhahveState, move: GhahveMove, after: GhahveState) -> tuple[Event, ...]:
    out: list[Event] = []
    if isinstance(move, FirstDealer):
        out.append(
            Event(
                "dealer",
                "ghahve/first-dealer",
                f"Seat {move.seat} deals first (chosen by lot).",
                (("dealer", str(move.seat)),),
            )
        )
    elif isinstance(move, Shuffle):
        out.append(
            Event(
                "deal",
                "ghahve/deal-packets",
                f"Hand {len(after.results) + 1}: seat {after.dealer} deals; seat "
                f"{after.first_seat} bids first and leads.",
                (
                    ("hand", str(len(after.results) + 1)),
                    ("dealer", str(after.dealer)),
                    ("first", str(after.first_seat)),
                ),
            )
        )
    elif isinstance(move, Bid):
        out.append(
            Event(
                "bid",
                "ghahve/bidding-order",
                f"Seat {before.to_move} bids {move.tricks}.",
                (("seat", str(before.to_move)), ("bid", str(move.tricks))),
            )
        )
        if after.phase == "play":
            b = after.team_bids()
            out.append(
                Event(
                    "bids",
                    "ghahve/team-bid",
                    f"Team bids: {_team(0)} {b[0]}, {_team(1)} {b[1]}.",
                    (("team0", str(b[0])), ("team1", str(b[1])), ("total", str(sum(b)))),
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


SPEC = GameSpec(
    id="ghahve",
    name_en="Ghahve",
    name_fa="قهوه",
    options_type=GhahveOptions,
    presets=PRESETS,
    start=new_match,
    sample_chance=sample_chance,
    parse_move=_parse,
    format_move=_format,
    events=_events,
    summary=_summary,
    rules=RULES,
    baseline_policy=ghahve_baseline,
    candidate_moves=_candidates,
    invariants=check,
    players={"baseline": ghahve_baseline, "heuristic": ghahve_heuristic},
    explain=decide,
)
