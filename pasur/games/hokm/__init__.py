"""Hokm (حکم) for four, three or two players: options, rules catalogue, engine, scoring.

>>> from pasur.games.hokm import SPEC, new_match
>>> state = new_match()
>>> state = state.apply(SPEC.parse_move(state, "ace-0-AS"))   # seat 0 gets the first ace
>>> state.hakem, str(state.phase)
(0, 'shuffle')
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping, Sequence
from typing import Any

from pasur.cards import STANDARD_DECK, Card
from pasur.engines.tricks import trick_details, trick_event, trump_win_code
from pasur.errors import RecordError
from pasur.games.hokm.bot import decide, hokm_heuristic
from pasur.games.hokm.catalogue import RULES
from pasur.games.hokm.checks import check
from pasur.games.hokm.fastplay import finish_hand
from pasur.games.hokm.moves import (
    AceDraw,
    BamChoice,
    BlindDraw,
    Concede,
    Cut,
    Discard,
    Draw,
    DrawChoice,
    Give,
    HokmMove,
    Misdeal,
    NameTrump,
    Peek,
    Play,
    Redeal,
    SeatDraw,
    Shuffle,
    TrumpCustom,
    parse_contract,
    parse_move_text,
)
from pasur.games.hokm.options import PRESETS, HokmOptions
from pasur.games.hokm.policy import hokm_baseline
from pasur.games.hokm.scoring import (
    HandResult,
    dealer_of,
    score_hand,
    side_of,
    team_of,
    update_game,
    win_by_two_in_force,
)
from pasur.games.hokm.search import hokm_expert
from pasur.games.hokm.state import (
    CompletedTrick,
    DrawTurn,
    HokmState,
    MisdealRuling,
    Phase,
    Reveal,
    _packet_slices,
    ace_draw_receivers,
    misdeal_ruling,
    new_match,
    resolve_custom,
    sample_chance,
    trick_winner,
)
from pasur.protocol import Event, event, game_spec

__all__ = [
    "PRESETS",
    "RULES",
    "SPEC",
    "AceDraw",
    "BamChoice",
    "BlindDraw",
    "CompletedTrick",
    "Concede",
    "Cut",
    "Discard",
    "Draw",
    "DrawChoice",
    "DrawTurn",
    "Give",
    "HandResult",
    "HokmMove",
    "HokmOptions",
    "HokmState",
    "Misdeal",
    "MisdealRuling",
    "NameTrump",
    "Peek",
    "Phase",
    "Play",
    "Redeal",
    "Reveal",
    "SeatDraw",
    "Shuffle",
    "TrumpCustom",
    "ace_draw_receivers",
    "check",
    "dealer_of",
    "decide",
    "deck_for_hands",
    "misdeal_ruling",
    "new_match",
    "parse_contract",
    "resolve_custom",
    "sample_chance",
    "score_hand",
    "side_of",
    "team_of",
    "trick_winner",
    "update_game",
    "win_by_two_in_force",
]


def deck_for_hands(
    hands: Sequence[Sequence[Card]],
    hakem: int,
    *,
    cut: int = 0,
    options: HokmOptions | None = None,
    stock: Sequence[Card] = (),
) -> tuple[Card, ...]:
    """The deck order that deals exactly *hands* (seat by seat, each in deal order).

    Useful for worked examples: write the hands you want, get the deck that deals them. Hands
    shorter than a full hand are filled, in canonical order, with the cards nobody was given.
    With *cut*, the returned deck is the order *before* a cut of that many cards. *options*
    says how many players there are (four by default): with three, hands are 17 cards from the
    51 in play; with two and a draw protocol, *hands* are the first five of each and *stock*
    the cards to draw, top first.

    Raises:
        RecordError: a card appears twice, is not in play, or a hand is too long.
    """
    options = options or HokmOptions()
    n = options.players
    universe = options.deck
    drawing = n == 2 and options.two_player_protocol != "deal_13_no_draw"
    size = 5 if drawing else len(universe) // n if n == 3 else 13
    given = [c for h in hands for c in h] + list(stock)
    twice = next((c for i, c in enumerate(given) if c in given[:i]), None)
    if twice is not None:
        raise RecordError(code="hokm/hands/twice", params={"card": twice.code})
    foreign = next((c for c in given if c not in universe), None)
    if foreign is not None:
        raise RecordError(code="hokm/hands/not-in-deck", params={"card": foreign.code})
    if len(hands) != n or any(len(h) > size for h in hands):
        raise RecordError(code="hokm/hands/size", params={"players": n, "size": size})
    spare = iter(c for c in universe if c not in set(given))
    full = [list(h) + [next(spare) for _ in range(size - len(h))] for h in hands]
    deck: list[Card] = []
    taken = [0] * n
    slices = _packet_slices(hakem, n)[: n if drawing else None]
    for seat, a, b in slices:
        for _ in range(a, b):
            deck.append(full[seat][taken[seat]])
            taken[seat] += 1
    deck.extend(stock)
    deck.extend(spare)
    if cut:
        deck = deck[-cut:] + deck[:-cut]
    return tuple(deck)


def _parse(state: HokmState, text: str) -> HokmMove:
    return parse_move_text(text, phase=state.phase, universe=state.options.deck)


def _trick_event(t: CompletedTrick, trump: str) -> Event:
    card = t.winning_card
    trumps = sum(1 for c in t.cards if c.suit == card.suit) if t.reason.value == "trump" else 0
    mode = trump in ("saras", "naras", "taknaras")
    code = trump_win_code("hokm", t.reason, card, t.led, trumps) or (
        "hokm/trick-mode" if mode else "hokm/trick-led-suit"
    )
    return trick_event(
        t,
        "hokm/trick-winner",
        code,
        reason=t.reason.value,
        led=t.led.letter,
        counts={"trumps": trumps, "contract": trump},
    )


_REVEAL_CODES = {
    "suit": "hokm/custom-middle",
    "two": "hokm/custom-middle-two",
    "top": "hokm/custom-red-top",
    "tie": "hokm/custom-red-tie",
    "no-red": "hokm/custom-red-none",
    "found": "hokm/custom-either",
    "none": "hokm/custom-either-none",
}
"""The message of each outcome of a trump custom (``Reveal.why``)."""


def _hand_code(r: HandResult, players: int) -> str:
    """The message of a hand's result: four players name a team, the smaller games a seat."""
    if r.kind == "conceded":
        return "hokm/hand-conceded"
    if r.kind == "six_six_five":
        return "hokm/hand-six-six-five"
    if players == 4:
        code = {"bam": "hokm/hand-bam"}.get(
            r.kind, "hokm/hand-win-one" if r.points == 1 else "hokm/hand-win"
        )
    else:
        code = {"bam": "hokm/hand-small-bam"}.get(
            r.kind, "hokm/hand-small-one" if r.points == 1 else "hokm/hand-small"
        )
    return code + "-penalty" if any(r.bonus) else code


def _draw_code(turn: DrawTurn, left: int) -> str:
    if turn.last_pair:
        return "hokm/draw-last-first" if turn.keep else "hokm/draw-last-second"
    code = "hokm/draw-keep" if turn.keep else "hokm/draw-burn"
    return code + "-left" if left else code


def _events(before: HokmState, move: HokmMove, after: HokmState) -> tuple[Event, ...]:
    out: list[Event] = []
    n = before.options.players
    if before.phase == "first_hakem" and after.phase != "first_hakem":
        moved = after.seating != before.seating
        out.append(
            event(
                "hakem",
                "hokm/first-hakem",
                "hokm/first-hakem-moved" if moved else "hokm/first-hakem",
                hakem=after.hakem,
                method=before.options.first_hakem,
                moved="1" if moved else "0",
            )
        )
    if isinstance(move, TrumpCustom):
        rv = after.reveal
        assert rv is not None
        out.append(
            event(
                "trump",
                rv.rule_id,
                _REVEAL_CODES[rv.why],
                custom=rv.custom,
                cards=" ".join(c.code for c in rv.cards),
                contract=rv.contract,
                why=rv.why,
                hakem=before.hakem,
                card=rv.cards[0].code if rv.cards else "",
            )
        )
    if isinstance(move, Discard):
        out.append(
            event(
                "discard",
                "hokm/two-player-discard",
                "hokm/two-player-discard",
                seat=before.to_move,
                count=len(move.cards),
            )
        )
    if isinstance(move, DrawChoice):
        turn = after.draw_log[-1]
        left = len(after.deck) - after.stock
        out.append(
            event(
                "draw",
                "hokm/two-player-last-pair" if turn.last_pair else "hokm/two-player-draw",
                _draw_code(turn, left),
                seat=turn.seat,
                keep="1" if turn.keep else "0",
                last_pair="1" if turn.last_pair else "0",
                second_seen="1" if turn.second_seen else "0",
                left=left,
            )
        )
        if after.phase == "play":
            out.append(
                event("note", "hokm/two-player-draw", "hokm/draw-over", dead=len(after.dead))
            )
    if isinstance(move, Peek):
        out.append(
            event(
                "peek",
                "hokm/dealer-peek",
                "hokm/dealer-peek",
                seat=before.to_move,
                packet=move.packet,
            )
        )
    if isinstance(move, Concede) and not move.give_up:
        out.append(
            event(
                "concede",
                "hokm/concession",
                "hokm/plays-on",
                seat=before.to_move,
                give_up="0",
            )
        )
    if before.phase != "misdeal" and after.phase == "misdeal":
        out.append(_misdeal_event(after))  # the deal is complete: the ruling applies
    if before.phase == "trump" and before.misdeal is not None and after.phase == "shuffle":
        out.append(_misdeal_event(before))  # a misdeal the policy voids at once
    if isinstance(move, (Give, BlindDraw)) and before.misdeal is not None and move != BlindDraw():
        extra, short, _ = before.misdeal
        card = move.card
        assert card is not None
        shown = card in after.shown
        blind = isinstance(move, BlindDraw)
        out.append(
            event(
                "misdeal",
                "hokm/misdeal",
                "hokm/misdeal-blind"
                if blind
                else "hokm/misdeal-give-shown"
                if shown
                else "hokm/misdeal-give",
                extra=extra,
                short=short,
                shown="1" if shown else "0",
                how="blind" if blind else "give",
                card=card.code if shown else "",
            )
        )
    if isinstance(move, Redeal) and before.phase == "misdeal":
        out.append(
            event(
                "redeal",
                "hokm/misdeal",
                "hokm/misdeal-redeal",
                redeals=after.redeals,
                forced="0",
            )
        )
    if isinstance(move, NameTrump):
        out.append(
            event(
                "trump",
                "hokm/choose-trump",
                "hokm/choose-trump",
                contract=move.contract,
                hakem=before.hakem,
            )
        )
    if after.redeals > before.redeals and before.phase != "misdeal":
        thrown = isinstance(move, Redeal)
        out.append(
            event(
                "redeal",
                "hokm/low-hand-redeal",
                "hokm/throw-in" if thrown else "hokm/low-hand-forced",
                redeals=after.redeals,
                forced="0" if thrown else "1",
            )
        )
    if len(after.trick_log) > len(before.trick_log):
        out.append(_trick_event(after.trick_log[-1], after.contract))
    if after.phase == "bam" and before.phase != "bam":
        assert after.to_move is not None
        out.append(
            event(
                "note",
                "hokm/bam",
                "hokm/bam-choice",
                seat=after.to_move,
                side=after.side(after.to_move),
            )
        )
    if len(after.results) > len(before.results):
        r = after.results[-1]
        out.append(
            event(
                "hand",
                r.rule_id,
                _hand_code(r, n),
                winner=r.winner,
                points=r.points,
                result=r.kind,
                hand=len(after.results),
                tricks="-".join(str(t) for t in r.tricks),
                score="-".join(str(t) for t in after.score),
                bonus="-".join(str(t) for t in r.bonus),
                hakem=r.hakem,
                a=r.tricks[r.winner],
                b=r.tricks[1 - r.winner] if len(r.tricks) == 2 else 0,
                all=sum(r.tricks),
            )
        )
        if r.rule_id == "hokm/hakem-bam":
            out.append(event("hand", "hokm/hakem-bam", "hokm/hakem-bam-named"))
        if after.games != before.games:
            team = next(i for i, g in enumerate(after.games) if g > before.games[i])
            games = "-".join(str(g) for g in after.games)
            out.append(
                event(
                    "game",
                    "hokm/game-target",
                    "hokm/game-team" if n == 4 else "hokm/game-seat",
                    winner=team,
                    games=games,
                )
            )
        if after.phase == "over":
            if before.options.scope == "hand" and after.games == before.games:
                out.append(event("match", "hokm/match-end", "play/hand-over", winner=""))
            else:
                best = max(range(len(after.games)), key=lambda i: after.games[i])
                out.append(
                    event(
                        "match",
                        "hokm/match-end",
                        "hokm/match-team" if n == 4 else "hokm/match-seat",
                        winner=best,
                    )
                )
        else:
            nxt = after.next_hakem
            assert nxt is not None
            out.append(
                event(
                    "hakem",
                    "hokm/next-hakem",
                    "hokm/next-hakem",
                    hakem=nxt,
                    dealer=dealer_of(nxt, after.options),
                )
            )
    return tuple(out)


def _misdeal_event(state: HokmState) -> Event:
    """The ruling on *state*'s misdeal, as the table's policy gives it."""
    ruling = state.misdeal_ruling_now()
    assert state.misdeal is not None and ruling is not None
    extra, short, count = state.misdeal
    return event(
        "misdeal",
        ruling.rule_id,
        "hokm/misdeal-one" if count == 1 else "hokm/misdeal-many",
        extra=extra,
        short=short,
        count=count,
        why=ruling.why,
        choices=" ".join(ruling.choices),
    )


def _summary(state: HokmState) -> Mapping[str, Any]:
    hands = state.results
    return {
        "hands": len(hands),
        "hakem_side_won": sum(1 for r in hands if r.hakem_side_won),
        "kot": sum(1 for r in hands if r.kind == "kot"),
        "hakem_kot": sum(1 for r in hands if r.kind == "hakem_kot"),
        "bam": sum(1 for r in hands if r.kind == "bam"),
        "six_six_five": sum(1 for r in hands if r.kind == "six_six_five"),
        "conceded": sum(1 for r in hands if r.kind == "conceded"),
        "tricks_played": sum(sum(r.tricks) for r in hands),
        "hakem_points": sum(r.points for r in hands if r.hakem_side_won),
        "other_points": sum(r.points for r in hands if not r.hakem_side_won),
        "games": list(state.games),
        "score": list(state.score),
    }


def _candidates(state: HokmState) -> Sequence[HokmMove]:
    """Well-formed moves, legal or not, for the harness to check against ``violation``."""
    any_card = Play(STANDARD_DECK[0])
    if state.phase == "play":
        return (*(Play(c) for c in STANDARD_DECK), Concede(True))
    if state.phase == "trump":
        return (
            *(NameTrump(c) for c in ("C", "D", "H", "S", "saras", "naras", "taknaras")),
            TrumpCustom("middle"),
            TrumpCustom("red"),
            *(TrumpCustom("either", p) for p in ("CD", "CH", "CS", "DH", "DS", "HS")),
            Redeal(),
            any_card,
        )
    if state.phase == "cut":
        return (Cut(0), Cut(1), Cut(50), Cut(51), NameTrump("H"))
    if state.phase == "bam":
        return (BamChoice(True), BamChoice(False), any_card)
    if state.phase == "draw":
        return (DrawChoice(True), DrawChoice(False), any_card)
    if state.phase == "peek":
        return (Peek(1), Peek(2), Peek(3), any_card)
    if state.phase == "concede":
        return (Concede(True), Concede(False), any_card)
    if state.phase == "discard":
        seat = state.to_move
        assert seat is not None
        hand = state.hand(seat)
        return (
            *tuple(Discard(combo) for k in (1, 2, 3) for combo in itertools.combinations(hand, k)),
            Discard((STANDARD_DECK[0],) * 2),
            any_card,
        )
    if state.phase == "misdeal":
        held = state.hand(state.misdeal[0]) if state.misdeal else ()
        return (Redeal(), BlindDraw(), *(Give(c) for c in STANDARD_DECK if c in held), any_card)
    return ()


def _fast_finish(
    state: HokmState, players: Sequence[str], rng: random.Random
) -> tuple[tuple[str, ...], HokmState] | None:
    if state.options.players != 4 or state.options.concession == "after_own_first_trick":
        return None  # the kernel plays four-seat tricks with no other choice on the way
    done = finish_hand(state, players, rng)
    return None if done is None else (done.moves, done.final)


SPEC = game_spec(
    __name__,
    "Hokm",
    "حکم",
    HokmOptions,
    {"baseline": hokm_baseline, "heuristic": hokm_heuristic, "expert": hokm_expert},
    details=trick_details,
    fast_finish=_fast_finish,
    fast_phases=frozenset({"play", "bam"}),
    report=(
        ("hakem_side_won", "hakem_side_won_rate", "won by the hakem's side", "%"),
        ("kot", "kot_rate", "kot (hakem's side 7-0)", "%"),
        ("hakem_kot", "hakem_kot_rate", "hakem-kot (7-0 against the hakem)", "%"),
        ("bam", "bam_rate", "bam", "%"),
        ("six_six_five", "six_six_five_rate", "won 6-6-5 (three players)", "%"),
        ("conceded", "conceded_rate", "conceded", "%"),
        ("tricks_played", "average_tricks_per_hand", "tricks played per hand", "f"),
    ),
)
