"""Playing out a Hokm hand's tricks quickly, with the heuristic or random players.

The simulator drives the state machine through the deal and the choice of trump (a handful of
moves), then hands the position to :func:`finish_hand`, which plays the tricks in local integers:
the same :func:`~pasur.engines.trickplay.choose_card` and :func:`~pasur.games.hokm.bot.bam_choice`
calls the heuristic player makes through a :class:`~pasur.protocol.TableView`, the same random
draws :func:`~pasur.sim.random_legal` makes (legal cards in index order), the same trick winners
and the same scoring. The result is the move texts the state machine would have recorded and the
finished state's summary; ``tests/test_sim.py`` checks that for many seeds, options and players
the fast path and the state machine give the same record and the same summary.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from pasur.cards import Card
from pasur.engines.trickplay import cards_of, choose_card
from pasur.engines.tricks import STRENGTH, TRICK_KEYS, best_position, follow_mask
from pasur.games.hokm.bot import bam_choice
from pasur.games.hokm.scoring import TRICKS_TO_WIN
from pasur.games.hokm.state import HokmState, _end_hand, _replace

_CODES: Final = tuple(Card.from_index(i).code for i in range(52))
_BIT: Final = tuple(1 << i for i in range(52))
FAST_PLAYERS: Final = frozenset({"random", "heuristic"})


@dataclass(frozen=True, slots=True)
class Finished:
    """The rest of a hand played quickly: the move texts after the handover, the final state."""

    moves: tuple[str, ...]
    final: HokmState


def finish_hand(state: HokmState, players: Sequence[str], rng: random.Random) -> Finished | None:
    """Play the tricks of the hand from *state* (trump named, no card played yet).

    Returns ``None`` when the fast path does not apply: not at the first card of a hand, players
    other than ``random`` and ``heuristic``, or random players allowed to renege (their penalty
    is left to the state machine). The final state has the hand's result and the match score;
    its trick log is left empty.
    """
    if state.phase != "play" or state.trick or state.trick_log or state.hakem is None:
        return None
    if any(p not in FAST_PLAYERS for p in players[:4]):
        return None
    opts = state.options
    prevented = opts.renege == "prevented"
    heur = [p == "heuristic" for p in players[:4]]
    if not prevented and not all(heur):
        return None
    hands = list(state.hands)
    hakem = state.hakem
    trump = -1 if state.trump is None else int(state.trump)
    order = state.order
    keys_by_led = TRICK_KEYS[order][4 if trump < 0 else trump]
    strength = STRENGTH[order]
    rand = rng.random
    bit = _BIT
    codes = _CODES
    voids = [0, 0, 0, 0]
    gone = 0
    moves: list[str] = []
    t = [0, 0]
    at_seven: tuple[int, int] | None = None
    attempt = False
    leader = state.leader
    while True:
        trick: list[int] = []
        led = -1
        for i in range(4):
            seat = (leader + i) & 3
            hand = hands[seat]
            if heur[seat]:
                rel = (0, voids[(seat + 1) & 3], voids[(seat + 2) & 3], voids[(seat + 3) & 3])
                card, _ = choose_card(
                    hand,
                    follow_mask(hand, led if trick else None),
                    trick,
                    players=4,
                    partner=2,
                    trump=trump,
                    keys_by_led=keys_by_led,
                    strength=strength,
                    gone=gone,
                    voids=rel,
                    declarer=(seat & 1) == (hakem & 1),
                )
            else:
                allowed = cards_of(follow_mask(hand, led if trick else None))
                card = allowed[int(rand() * len(allowed))]
            hands[seat] = hand ^ bit[card]
            gone |= bit[card]
            if trick:
                if card // 13 != led:
                    voids[seat] |= 1 << led
            else:
                led = card // 13
            trick.append(card)
            moves.append(codes[card])
        leader = (leader + best_position(trick, keys_by_led[led])) & 3
        t[leader & 1] += 1
        if attempt:
            if (leader & 1) != (0 if t[0] >= TRICKS_TO_WIN else 1) or t[0] + t[1] == 13:
                break
            continue
        if max(t) >= TRICKS_TO_WIN:
            at_seven = (t[0], t[1])
            if opts.bam and min(t) == 0:
                if heur[leader]:
                    attempt, _ = bam_choice(hands[leader], gone, trump, order)
                else:
                    attempt = int(rand() * 2) == 0  # legal order: (bam, stop)
                moves.append("bam" if attempt else "stop")
                if attempt:
                    continue
            break
    before = _replace(
        state,
        hands=tuple(hands),
        tricks=(t[0], t[1]),
        tricks_at_seven=at_seven,
        bam_attempt=attempt,
        leader=leader,
        to_move=leader,
    )
    return Finished(tuple(moves), _end_hand(before, state.history))


__all__ = ["FAST_PLAYERS", "Finished", "finish_hand"]
