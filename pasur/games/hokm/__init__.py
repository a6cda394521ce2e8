"""Hokm (حکم) for four players: options, rules catalogue, engine, scoring.

>>> from pasur.games.hokm import SPEC, new_match
>>> state = new_match()
>>> state = state.apply(SPEC.parse_move(state, "ace-0-AS"))   # seat 0 gets the first ace
>>> state.hakem, state.phase
(0, 'shuffle')
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from pasur.cards import STANDARD_DECK, Card
from pasur.errors import RecordError
from pasur.games.hokm.bot import decide, hokm_heuristic
from pasur.games.hokm.catalogue import RULES
from pasur.games.hokm.checks import check
from pasur.games.hokm.fastplay import finish_hand
from pasur.games.hokm.moves import (
    AceDraw,
    BamChoice,
    Cut,
    Draw,
    HokmMove,
    NameTrump,
    Play,
    Redeal,
    SeatDraw,
    Shuffle,
    parse_contract,
    parse_move_text,
)
from pasur.games.hokm.options import PRESETS, HokmOptions
from pasur.games.hokm.policy import hokm_baseline
from pasur.games.hokm.scoring import HandResult, dealer_of, score_hand, team_of, update_game
from pasur.games.hokm.search import hokm_expert
from pasur.games.hokm.state import (
    CompletedTrick,
    HokmState,
    _packet_slices,
    new_match,
    sample_chance,
)
from pasur.protocol import Event, GameSpec

__all__ = [
    "PRESETS",
    "RULES",
    "SPEC",
    "AceDraw",
    "BamChoice",
    "CompletedTrick",
    "Cut",
    "Draw",
    "HandResult",
    "HokmMove",
    "HokmOptions",
    "HokmState",
    "NameTrump",
    "Play",
    "Redeal",
    "SeatDraw",
    "Shuffle",
    "dealer_of",
    "deck_for_hands",
    "new_match",
    "parse_contract",
    "score_hand",
    "team_of",
    "update_game",
]

CONTRACT_NAMES = {
    "C": "♣ clubs",
    "D": "♦ diamonds",
    "H": "♥ hearts",
    "S": "♠ spades",
    "saras": "Saras",
    "naras": "Naras",
    "taknaras": "Taknaras",
}


def deck_for_hands(
    hands: Sequence[Sequence[Card]], hakem: int, *, cut: int = 0
) -> tuple[Card, ...]:
    """The deck order that deals exactly *hands* (seat by seat, each in deal order).

    Useful for worked examples: write the four hands you want, get the deck that deals them.
    Hands shorter than 13 cards are filled, in canonical order, with the cards nobody was given.
    With *cut*, the returned deck is the order *before* a cut of that many cards.

    Raises:
        RecordError: a card appears twice, or a hand holds more than 13 cards.
    """
    given = [c for h in hands for c in h]
    if len(set(given)) != len(given):
        raise RecordError("a card appears in two hands (or twice in one)")
    if any(len(h) > 13 for h in hands) or len(hands) != 4:
        raise RecordError("Hokm needs four hands of at most 13 cards")
    spare = iter(c for c in STANDARD_DECK if c not in set(given))
    full = [list(h) + [next(spare) for _ in range(13 - len(h))] for h in hands]
    deck: list[Card] = [STANDARD_DECK[0]] * 52
    taken = [0, 0, 0, 0]
    for seat, a, b in _packet_slices(hakem):
        for pos in range(a, b):
            deck[pos] = full[seat][taken[seat]]
            taken[seat] += 1
    if cut:
        deck = deck[-cut:] + deck[:-cut]
    return tuple(deck)


def _parse(state: HokmState, text: str) -> HokmMove:
    return parse_move_text(text, phase=state.phase)


def _format(state: HokmState, move: HokmMove) -> str:
    return str(move)


def _seats(team: int) -> str:
    return "seats 0 and 2" if team == 0 else "seats 1 and 3"


def _trick_event(t: CompletedTrick, trump: str) -> Event:
    plays = ", ".join(f"seat {t.seat_of(i)} {c}" for i, c in enumerate(t.cards))
    card = t.winning_card
    trumps = sum(1 for c in t.cards if c.suit == card.suit) if t.reason.value == "trump" else 0
    if t.reason.value == "trump" and card.suit != t.led:
        which = "the only trump" if trumps == 1 else f"the highest of {trumps} trumps"
        why = f"{t.led.symbol} was led and {card} is {which} played"
    elif t.reason.value == "trump":
        why = f"trump was led and {card} is the highest trump"
    elif trump in ("saras", "naras", "taknaras"):
        suit = t.led.english[:-1]
        why = f"no trump in {trump.capitalize()}; {card} is the highest {suit} in its order"
    else:
        why = f"no trump was played and {card} is the highest {t.led.english[:-1]}, the suit led"
    return Event(
        "trick",
        "hokm/trick-winner",
        f"Trick {t.number}: {plays} -> seat {t.winner} wins with {card}: {why}.",
        (
            ("number", str(t.number)),
            ("winner", str(t.winner)),
            ("card", card.code),
            ("reason", t.reason.value),
            ("led", t.led.letter),
            ("trumps", str(trumps)),
            ("contract", trump),
            ("cards", " ".join(c.code for c in t.cards)),
            ("leader", str(t.leader)),
        ),
    )


_KIND_TEXT = {
    "normal": "{w} take the hand {a}-{b}: 1 point",
    "kot": "{w}, the hakem's team, take the hand {a}-{b}: kot, 2 points",
    "hakem_kot": "{w} beat the hakem's team {a}-{b}: hakem-kot, 3 points",
    "bam": "{w} take all 13 tricks: bam, and the game",
    "kot_on_six": "{w} take the hand {a}-{b}, a kot against a side on {six}: only 1 point",
    "renege_kot": "{w} score {p} because the other team failed to follow suit",
}


def _events(before: HokmState, move: HokmMove, after: HokmState) -> tuple[Event, ...]:
    out: list[Event] = []
    if before.phase == "first_hakem" and after.phase != "first_hakem":
        seated = (
            ""
            if after.seating == before.seating
            else (f"; players move so that partners face each other (seating {after.seating})")
        )
        out.append(
            Event(
                "hakem",
                "hokm/first-hakem",
                f"Seat {after.hakem} is the first hakem ({move}){seated}.",
                (
                    ("hakem", str(after.hakem)),
                    ("method", before.options.first_hakem),
                    ("moved", "1" if after.seating != before.seating else "0"),
                ),
            )
        )
    if isinstance(move, NameTrump):
        out.append(
            Event(
                "trump",
                "hokm/choose-trump",
                f"Seat {before.hakem} names {CONTRACT_NAMES[move.contract]}.",
                (("contract", move.contract), ("hakem", str(before.hakem))),
            )
        )
    if after.redeals > before.redeals:
        why = (
            "the hakem throws in"
            if isinstance(move, Redeal)
            else "a forced redeal (weak, uncut five)"
        )
        out.append(
            Event(
                "redeal",
                "hokm/low-hand-redeal",
                f"Redeal: {why}.",
                (
                    ("redeals", str(after.redeals)),
                    ("forced", "0" if isinstance(move, Redeal) else "1"),
                ),
            )
        )
    if len(after.trick_log) > len(before.trick_log):
        out.append(_trick_event(after.trick_log[-1], after.contract))
    if after.phase == "bam" and before.phase != "bam":
        out.append(
            Event(
                "note",
                "hokm/bam",
                f"Seven tricks to none: seat {after.to_move}'s team may play on for bam.",
                (("seat", str(after.to_move)),),
            )
        )
    if len(after.results) > len(before.results):
        r = after.results[-1]
        text = _KIND_TEXT[r.kind].format(
            w=f"Team {r.winner} ({_seats(r.winner)})",
            a=r.tricks[r.winner],
            b=r.tricks[1 - r.winner],
            p=r.points,
            six=before.options.target_points - 1,
        )
        if r.bonus != (0, 0):
            text += (
                f"; 1 penalty point to team {0 if r.bonus[0] else 1} for a failure to follow suit"
            )
        out.append(
            Event(
                "hand",
                r.rule_id,
                f"Hand {len(after.results)}: {text}. Score {after.score[0]}-{after.score[1]}.",
                (
                    ("winner", str(r.winner)),
                    ("points", str(r.points)),
                    ("kind", r.kind),
                    ("hand", str(len(after.results))),
                    ("tricks", f"{r.tricks[0]}-{r.tricks[1]}"),
                    ("score", f"{after.score[0]}-{after.score[1]}"),
                    ("bonus", f"{r.bonus[0]}-{r.bonus[1]}"),
                    ("hakem", str(r.hakem)),
                ),
            )
        )
        if after.games != before.games:
            team = 0 if after.games[0] > before.games[0] else 1
            out.append(
                Event(
                    "game",
                    "hokm/game-target",
                    f"Team {team} wins the game; games {after.games[0]}-{after.games[1]}.",
                    (("winner", str(team)), ("games", f"{after.games[0]}-{after.games[1]}")),
                )
            )
        if after.phase == "over":
            if before.options.scope == "hand" and after.games == before.games:
                out.append(
                    Event(
                        "match",
                        "hokm/match-end",
                        "End of the hand (scope: one hand).",
                        (("winner", ""),),
                    )
                )
            else:
                out.append(
                    Event(
                        "match",
                        "hokm/match-end",
                        f"Team {0 if after.games[0] > after.games[1] else 1} wins the match.",
                        (("winner", str(0 if after.games[0] > after.games[1] else 1)),),
                    )
                )
        else:
            nxt = after.next_hakem
            assert nxt is not None
            dealer = dealer_of(nxt, after.options)
            out.append(
                Event(
                    "hakem",
                    "hokm/next-hakem",
                    f"Next hakem: seat {nxt}; dealer: seat {dealer}.",
                    (("hakem", str(nxt)), ("dealer", str(dealer))),
                )
            )
    return tuple(out)


def _summary(state: HokmState) -> Mapping[str, Any]:
    hands = state.results
    return {
        "hands": len(hands),
        "hakem_side_won": sum(1 for r in hands if r.hakem_side_won),
        "kot": sum(1 for r in hands if r.kind == "kot"),
        "hakem_kot": sum(1 for r in hands if r.kind == "hakem_kot"),
        "bam": sum(1 for r in hands if r.kind == "bam"),
        "tricks_played": sum(sum(r.tricks) for r in hands),
        "hakem_points": sum(r.points for r in hands if r.hakem_side_won),
        "other_points": sum(r.points for r in hands if not r.hakem_side_won),
        "games": list(state.games),
        "score": list(state.score),
    }


def _candidates(state: HokmState) -> Sequence[HokmMove]:
    """Well-formed moves, legal or not, for the harness to check against ``violation``."""
    if state.phase == "play":
        return tuple(Play(c) for c in STANDARD_DECK)
    if state.phase == "trump":
        return (
            *(NameTrump(c) for c in ("C", "D", "H", "S", "saras", "naras", "taknaras")),
            Redeal(),
            Play(STANDARD_DECK[0]),
        )
    if state.phase == "cut":
        return (Cut(0), Cut(1), Cut(51), NameTrump("H"))
    if state.phase == "bam":
        return (BamChoice(True), BamChoice(False), Play(STANDARD_DECK[0]))
    return ()


def _fast_finish(
    state: HokmState, players: Sequence[str], rng: random.Random
) -> tuple[tuple[str, ...], HokmState] | None:
    done = finish_hand(state, players, rng)
    return None if done is None else (done.moves, done.final)


SPEC = GameSpec(
    id="hokm",
    name_en="Hokm",
    name_fa="حکم",
    options_type=HokmOptions,
    presets=PRESETS,
    start=new_match,
    sample_chance=sample_chance,
    parse_move=_parse,
    format_move=_format,
    events=_events,
    summary=_summary,
    rules=RULES,
    baseline_policy=hokm_baseline,
    candidate_moves=_candidates,
    invariants=check,
    players={"baseline": hokm_baseline, "heuristic": hokm_heuristic, "expert": hokm_expert},
    explain=decide,
    fast_finish=_fast_finish,
    fast_phases=frozenset({"play", "bam"}),
    report=(
        ("hakem_side_won", "hakem_side_won_rate", "won by the hakem's side", "%"),
        ("kot", "kot_rate", "kot (hakem's side 7-0)", "%"),
        ("hakem_kot", "hakem_kot_rate", "hakem-kot (7-0 against the hakem)", "%"),
        ("bam", "bam_rate", "bam", "%"),
        ("tricks_played", "average_tricks_per_hand", "tricks played per hand", "f"),
    ),
)
