"""Haft Khabis (هفت خبیث): the shedding game of special cards, penalty counts and elimination.

Seed 000, lines 146-163, with the open points as options (see
:mod:`pasur.games.haft_khabis.options`).

>>> from pasur.games.haft_khabis import SPEC, new_match
>>> state = new_match()
>>> state.phase, state.options.decks, state.options.limit
('deal', 2, 200)
>>> penalty_count("JS 7H", doubled=True)
(54, (('JS', 40), ('7H', 14)))
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pasur.cards import STANDARD_DECK, Rank, Suit
from pasur.games.haft_khabis.bot import decide, haft_khabis_heuristic
from pasur.games.haft_khabis.catalogue import RULES
from pasur.games.haft_khabis.checks import check
from pasur.games.haft_khabis.moves import (
    Deal,
    Draw,
    HaftKhabisMove,
    Keep,
    Pass,
    Penalty,
    Play,
    Restock,
    Take,
    parse_move_text,
)
from pasur.games.haft_khabis.options import HAND_SIZE, PRESETS, HaftKhabisOptions
from pasur.games.haft_khabis.policy import haft_khabis_baseline
from pasur.games.haft_khabis.scoring import (
    DealResult,
    card_penalty,
    hand_penalty,
    penalty_count,
)
from pasur.games.haft_khabis.state import (
    HaftKhabisState,
    new_match,
    pack,
    penalise,
    sample_chance,
)
from pasur.protocol import Event, GameSpec

__all__ = [
    "HAND_SIZE",
    "PRESETS",
    "RULES",
    "SPEC",
    "Deal",
    "DealResult",
    "Draw",
    "HaftKhabisMove",
    "HaftKhabisOptions",
    "HaftKhabisState",
    "Keep",
    "Pass",
    "Penalty",
    "Play",
    "Restock",
    "Take",
    "card_penalty",
    "hand_penalty",
    "new_match",
    "penalise",
    "penalty_count",
]

R = "haft_khabis/"


def _parse(state: HaftKhabisState, text: str) -> HaftKhabisMove:
    restock = state.pile[:-1] if state.phase == "restock" else None
    return parse_move_text(text, packs=(pack(state.options),), restock=restock)


def _format(state: HaftKhabisState, move: HaftKhabisMove) -> str:
    return str(move)


_EFFECT_RULE = {
    Rank.TEN: R + "ten-reverses",
    Rank.TWO: R + "two-gives",
    Rank.SEVEN: R + "seven-draws",
    Rank.EIGHT: R + "eight-bonus",
    Rank.ACE: R + "ace-skips",
    Rank.JACK: R + "jack-changes-suit",
}


def _draw_events(after: HaftKhabisState) -> list[Event]:
    out = []
    for seat, n, rule in after.drew:
        if n < 0:
            text = f"Seat {seat} cannot draw {-n} more card(s): none are left."
        elif rule == R + "last-card":
            text = f"Seat {seat} did not call «tak barg» and draws {n} penalty card(s)."
        elif rule == R + "penalty-card":
            text = f"Seat {seat} draws {n} penalty card(s) for a mistake."
        elif rule == R + "two-gives":
            text = f"Seat {seat} draws {n} card(s) for the 2."
        elif rule == R + "seven-draws":
            text = f"Seat {seat} takes {n} card(s) for the 7s."
        else:
            text = f"Seat {seat} draws {n} card(s)."
        out.append(Event("draw", rule, text, (("seat", str(seat)), ("cards", str(n)))))
    return out


def _events(
    before: HaftKhabisState, move: HaftKhabisMove, after: HaftKhabisState
) -> tuple[Event, ...]:
    out: list[Event] = []
    if isinstance(move, Deal):
        first = after.to_move
        out.append(
            Event(
                "deal",
                R + "deal",
                f"Deal {after.deal_no}: seat {before.dealer} deals seven cards each; the up-card "
                f"is {after.top}; seat {first} plays first.",
                (
                    ("deal", str(after.deal_no)),
                    ("dealer", str(before.dealer)),
                    ("up", after.top.code),
                    ("first", str(first)),
                ),
            )
        )
        return tuple(out)
    if isinstance(move, Restock):
        out.append(
            Event(
                "restock",
                R + "stock",
                f"The stock is empty: {len(move.deck)} cards of the pile are shuffled into a "
                "new stock.",
                (("cards", str(len(move.deck))),),
            )
        )
        return (*out, *_draw_events(after))
    if isinstance(move, Penalty):
        return tuple(_draw_events(after))
    seat = before.to_move
    assert seat is not None
    if isinstance(move, Play):
        card = move.card
        rule = _EFFECT_RULE.get(card.rank, R + "match")
        if before.mode == "seven":
            rule = R + "seven-stacks"
        text = f"Seat {seat} plays {card}"
        params: list[tuple[str, str]] = [("seat", str(seat)), ("card", card.code)]
        if after.results and len(after.results) > len(before.results):
            text += "."
            if card.rank != Rank.JACK:
                rule = R + "going-out"  # the last card's own effect lapses when the deal ends
            params.append(("ends", "1"))
        elif card.rank == Rank.JACK:
            assert move.suit is not None
            text += f" and calls {move.suit.english}."
            params.append(("suit", move.suit.letter))
        elif card.rank == Rank.TWO:
            text += f" and names seat {move.target} to draw a card."
            params.append(("target", str(move.target)))
        elif card.rank == Rank.SEVEN:
            text += f": the next player draws {2 * after.sevens} or plays a 7."
            params.append(("cards", str(2 * after.sevens)))
        elif card.rank == Rank.EIGHT:
            text += " and owes a bonus card."
        elif card.rank == Rank.ACE:
            text += f": the next player is skipped; seat {after.to_move} plays."
        elif card.rank == Rank.TEN:
            text += f": the direction turns; seat {after.to_move} plays."
        else:
            text += "."
        out.append(Event("play", rule, text, tuple(params)))
        if move.last:
            out.append(
                Event(
                    "call",
                    R + "last-card",
                    f"Seat {seat} calls «tak barg».",
                    (("seat", str(seat)),),
                )
            )
    elif isinstance(move, Take):
        pass  # the draw event says it
    elif isinstance(move, Draw):
        pass
    elif isinstance(move, Keep):
        out.append(
            Event("keep", R + "draw", f"Seat {seat} keeps the card drawn.", (("seat", str(seat)),))
        )
    elif isinstance(move, Pass):
        rule = R + "eight-bonus" if before.mode == "bonus" else R + "draw"
        out.append(
            Event(
                "pass", rule, f"Seat {seat} has nothing to play and passes.", (("seat", str(seat)),)
            )
        )
    out += _draw_events(after)
    if len(after.results) > len(before.results):
        out += _deal_end_events(after)
    return tuple(out)


def _deal_end_events(after: HaftKhabisState) -> list[Event]:
    r = after.results[-1]
    out: list[Event] = []
    text = (
        f"Nobody can play or draw: seat {r.winner}, with the lowest count, wins the deal."
        if r.blocked
        else f"Seat {r.winner} goes out and wins the deal."
    )
    out.append(
        Event(
            "out",
            R + "going-out",
            text,
            (("winner", str(r.winner)), ("blocked", "1" if r.blocked else "0")),
        )
    )
    if r.doubled:
        out.append(
            Event(
                "double",
                R + "jack-doubles",
                f"Seat {r.winner} went out on a jack: every count is doubled.",
                (("winner", str(r.winner)),),
            )
        )
    counts = []
    for s, p in enumerate(r.penalties):
        if s != r.winner and r.left[s]:
            codes = " ".join(c.code for c in r.left[s])
            counts.append(f"seat {s} {p} ({codes})")
    out.append(
        Event(
            "hand",
            R + "penalty-count",
            f"Deal {len(after.results)}: "
            + "; ".join(counts)
            + "; totals "
            + "-".join(str(t) for t in after.totals)
            + ".",
            (
                *((f"penalty{s}", str(p)) for s, p in enumerate(r.penalties)),
                ("totals", "-".join(str(t) for t in after.totals)),
                ("deal", str(len(after.results))),
            ),
        )
    )
    for s in r.eliminated:
        out.append(
            Event(
                "eliminated",
                R + "elimination",
                f"Seat {s} reaches {after.totals[s]} (limit {after.options.limit}) and is out.",
                (
                    ("seat", str(s)),
                    ("total", str(after.totals[s])),
                    ("limit", str(after.options.limit)),
                ),
            )
        )
    if after.is_terminal() and after.winner is not None and after.options.scope == "match":
        out.append(
            Event(
                "match",
                R + "elimination",
                f"Seat {after.winner} is the last player left and wins the match.",
                (("winner", str(after.winner)),),
            )
        )
    return out


def _summary(state: HaftKhabisState) -> Mapping[str, Any]:
    rs = state.results
    return {
        "hands": len(rs),
        "winner": -1 if state.winner is None else state.winner,
        "totals": list(state.totals),
        "deal_winners": [r.winner for r in rs],
        "jack_outs": sum(1 for r in rs if r.doubled),
        "blocked": sum(1 for r in rs if r.blocked),
        "penalty_points": sum(sum(r.penalties) for r in rs),
        "eliminations": sum(len(r.eliminated) for r in rs),
        "moves": len(state.history),
    }


def _candidates(state: HaftKhabisState) -> Sequence[HaftKhabisMove]:
    """Well-formed moves, legal or not, for the harness to check against ``violation``."""
    if state.phase != "play" or state.to_move is None:
        return ()
    seat = state.to_move
    hand = state.hands[seat]
    out: list[HaftKhabisMove] = [Draw(), Keep(), Take(), Pass()]
    for c in sorted(set(hand), key=lambda c: c.index):
        out.append(Play(c))
        out.append(Play(c, last=True))
        if c.rank == Rank.JACK:
            out += [Play(c, suit=Suit.HEARTS), Play(c, suit=Suit.CLUBS, last=True)]
        if c.rank == Rank.TWO:
            out += [Play(c, target=t) for t in range(state.players)]
            out.append(Play(c, target=(seat + 1) % state.players, last=True))
        out.append(Play(c, suit=Suit.SPADES, target=0))
    out.append(Play(STANDARD_DECK[5]))
    return tuple(out)


SPEC = GameSpec(
    id="haft_khabis",
    name_en="Haft Khabis",
    name_fa="هفت خبیث",
    options_type=HaftKhabisOptions,
    presets=PRESETS,
    start=new_match,
    sample_chance=sample_chance,
    parse_move=_parse,
    format_move=_format,
    events=_events,
    summary=_summary,
    rules=RULES,
    baseline_policy=haft_khabis_baseline,
    candidate_moves=_candidates,
    players={"baseline": haft_khabis_baseline, "heuristic": haft_khabis_heuristic},
    explain=decide,
    invariants=check,
    report=(
        ("penalty_points", "penalty_per_deal", "penalty points per deal", "f"),
        ("jack_outs", "jack_outs_per_deal", "deals won on a jack", "%"),
        ("blocked", "blocked_per_deal", "blocked deals", "%"),
        ("moves", "moves_per_deal", "moves per deal", "f"),
    ),
)
