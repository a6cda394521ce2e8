"""Hokm (حکم) for four, three or two players: options, rules catalogue, engine, scoring.

>>> from pasur.games.hokm import SPEC, new_match
>>> state = new_match()
>>> state = state.apply(SPEC.parse_move(state, "ace-0-AS"))   # seat 0 gets the first ace
>>> state.hakem, state.phase
(0, 'shuffle')
"""

from __future__ import annotations

import itertools
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
)
from pasur.games.hokm.search import hokm_expert
from pasur.games.hokm.state import (
    CompletedTrick,
    DrawTurn,
    HokmState,
    MisdealRuling,
    Reveal,
    _packet_slices,
    misdeal_ruling,
    new_match,
    resolve_custom,
    sample_chance,
)
from pasur.protocol import Event, GameSpec

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
    "Play",
    "Redeal",
    "Reveal",
    "SeatDraw",
    "Shuffle",
    "TrumpCustom",
    "dealer_of",
    "deck_for_hands",
    "misdeal_ruling",
    "new_match",
    "parse_contract",
    "resolve_custom",
    "score_hand",
    "side_of",
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
    if len(set(given)) != len(given):
        raise RecordError("a card appears in two hands (or twice in one)")
    if any(c not in universe for c in given):
        raise RecordError("a card is not in this table's deck")
    if len(hands) != n or any(len(h) > size for h in hands):
        raise RecordError(f"Hokm for {n} needs {n} hands of at most {size} cards")
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


def _format(state: HokmState, move: HokmMove) -> str:
    return str(move)


def _seats(team: int) -> str:
    return "seats 0 and 2" if team == 0 else "seats 1 and 3"


def _side_name(side: int, players: int) -> str:
    return f"Team {side} ({_seats(side)})" if players == 4 else f"Seat {side}"


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
    "six_six_five": "nobody reached seven ({t}): {w} wins the hand with five tricks, 1 point",
    "conceded": "the other side concedes ({t}): {w} score 1 point",
}

_REVEAL_TEXT = {
    "suit": "the partner's middle card is {card}: {contract} is trump",
    "two": "the partner's middle card is {card}, a 2: the hand is played as Naras",
    "top": "red top: the partner's cards {cards}; the highest red card decides: {contract}",
    "tie": "red top: {cards} leave the two red suits tied; the hakem names trump himself",
    "no-red": "red top: {cards} hold no red card; the hakem names trump himself",
    "found": "either-or: the partner's cards are turned up: {cards}; {contract} is trump",
    "none": "either-or: none of the partner's 13 cards is of the two suits; the hakem names "
    "trump himself",
}

_MISDEAL_TEXT = {
    "always-redeal": "the deal is void and the cards are dealt again",
    "several-cards": "more than one card went astray: the cards are dealt again",
    "hakem-extra": "the hakem holds the extra card: he asks for a redeal or hands a card over",
    "dealer-extra": "the dealer holds the extra card: the hakem asks for a redeal or the short "
    "player draws one of the dealer's cards blind",
    "other-seat": "the deal is void and the cards are dealt again",
    "hakem-side-extra": "the extra card is on the hakem's side: it is passed face up, keeping "
    "one card of its suit",
    "dealer-side-extra": "the extra card is on the dealer's side: the hakem asks for a redeal or "
    "the short player draws one blind",
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
    if isinstance(move, TrumpCustom):
        rv = after.reveal
        assert rv is not None
        text = _REVEAL_TEXT[rv.why].format(
            card=rv.cards[0],
            cards=" ".join(str(c) for c in rv.cards),
            contract=CONTRACT_NAMES.get(rv.contract, ""),
        )
        out.append(
            Event(
                "trump",
                rv.rule_id,
                f"Seat {before.hakem} leaves trump to the custom: {text}.",
                (
                    ("custom", rv.custom),
                    ("cards", " ".join(c.code for c in rv.cards)),
                    ("contract", rv.contract),
                    ("why", rv.why),
                    ("hakem", str(before.hakem)),
                ),
            )
        )
    if isinstance(move, Discard):
        out.append(
            Event(
                "discard",
                "hokm/two-player-discard",
                f"Seat {before.to_move} puts {len(move.cards)} cards aside face down.",
                (("seat", str(before.to_move)), ("count", str(len(move.cards)))),
            )
        )
    if isinstance(move, DrawChoice):
        turn = after.draw_log[-1]
        if turn.last_pair:
            what = f"looks at the last two cards and takes the {'first' if turn.keep else 'second'}"
        elif turn.keep:
            seen = "after looking at it" if turn.second_seen else "unseen"
            what = f"keeps the top card and puts the next aside {seen}"
        else:
            what = "puts the top card aside and takes the next"
        out.append(
            Event(
                "draw",
                "hokm/two-player-last-pair" if turn.last_pair else "hokm/two-player-draw",
                f"Seat {turn.seat} {what}.",
                (
                    ("seat", str(turn.seat)),
                    ("keep", "1" if turn.keep else "0"),
                    ("last_pair", "1" if turn.last_pair else "0"),
                    ("second_seen", "1" if turn.second_seen else "0"),
                    ("left", str(len(after.deck) - after.stock)),
                ),
            )
        )
        if after.phase == "play":
            out.append(
                Event(
                    "note",
                    "hokm/two-player-draw",
                    f"Both players hold 13 cards; {len(after.dead)} cards lie aside unseen.",
                    (("dead", str(len(after.dead))),),
                )
            )
    if isinstance(move, Peek):
        out.append(
            Event(
                "peek",
                "hokm/dealer-peek",
                f"The dealer (seat {before.to_move}) looks at packet {move.packet} of his "
                "partner's cards.",
                (("seat", str(before.to_move)), ("packet", str(move.packet))),
            )
        )
    if isinstance(move, Concede) and not move.give_up:
        out.append(
            Event(
                "concede",
                "hokm/concession",
                f"Seat {before.to_move}'s side plays the hand.",
                (("seat", str(before.to_move)), ("give_up", "0")),
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
        how = "draws blind" if isinstance(move, BlindDraw) else "is handed"
        shown = card in after.shown
        out.append(
            Event(
                "misdeal",
                "hokm/misdeal",
                f"Seat {short} {how} {'' if shown or isinstance(move, BlindDraw) else 'a card '}"
                f"{card if shown else ''} from seat {extra}; everyone now holds 13.".replace(
                    "  ", " "
                ),
                (
                    ("extra", str(extra)),
                    ("short", str(short)),
                    ("shown", "1" if shown else "0"),
                    ("how", "blind" if isinstance(move, BlindDraw) else "give"),
                    ("card", card.code if shown else ""),
                ),
            )
        )
    if isinstance(move, Redeal) and before.phase == "misdeal":
        out.append(
            Event(
                "redeal",
                "hokm/misdeal",
                "Redeal: the hakem's side chooses to deal again after the misdeal.",
                (("redeals", str(after.redeals)), ("forced", "0")),
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
    if after.redeals > before.redeals and before.phase != "misdeal":
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
        n = before.options.players
        text = _KIND_TEXT[r.kind].format(
            w=_side_name(r.winner, n),
            a=r.tricks[r.winner],
            b="-".join(str(t) for i, t in enumerate(r.tricks) if i != r.winner),
            t="-".join(str(t) for t in r.tricks),
            p=r.points,
            six=before.options.target_points - 1,
        )
        if any(r.bonus):
            text += (
                f"; 1 penalty point to side {0 if r.bonus[0] else 1} for a failure to follow suit"
            )
        out.append(
            Event(
                "hand",
                r.rule_id,
                f"Hand {len(after.results)}: {text}. Score {'-'.join(map(str, after.score))}.",
                (
                    ("winner", str(r.winner)),
                    ("points", str(r.points)),
                    ("kind", r.kind),
                    ("hand", str(len(after.results))),
                    ("tricks", "-".join(str(t) for t in r.tricks)),
                    ("score", "-".join(str(t) for t in after.score)),
                    ("bonus", "-".join(str(t) for t in r.bonus)),
                    ("hakem", str(r.hakem)),
                ),
            )
        )
        if after.games != before.games:
            team = next(i for i, g in enumerate(after.games) if g > before.games[i])
            games = "-".join(str(g) for g in after.games)
            who = "Team" if n == 4 else "Seat"
            out.append(
                Event(
                    "game",
                    "hokm/game-target",
                    f"{who} {team} wins the game; games {games}.",
                    (("winner", str(team)), ("games", games)),
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
                best = max(range(len(after.games)), key=lambda i: after.games[i])
                who = "Team" if n == 4 else "Seat"
                out.append(
                    Event(
                        "match",
                        "hokm/match-end",
                        f"{who} {best} wins the match.",
                        (("winner", str(best)),),
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


def _misdeal_event(state: HokmState) -> Event:
    """The ruling on *state*'s misdeal, as the table's policy gives it."""
    ruling = state.misdeal_ruling_now()
    assert state.misdeal is not None and ruling is not None
    extra, short, count = state.misdeal
    cards = "a card" if count == 1 else f"{count} cards"
    return Event(
        "misdeal",
        ruling.rule_id,
        f"Misdeal: seat {extra} got {cards} meant for seat {short}; {_MISDEAL_TEXT[ruling.why]}.",
        (
            ("extra", str(extra)),
            ("short", str(short)),
            ("count", str(count)),
            ("why", ruling.why),
            ("choices", " ".join(ruling.choices)),
        ),
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
        ("six_six_five", "six_six_five_rate", "won 6-6-5 (three players)", "%"),
        ("conceded", "conceded_rate", "conceded", "%"),
        ("tricks_played", "average_tricks_per_hand", "tricks played per hand", "f"),
    ),
)
