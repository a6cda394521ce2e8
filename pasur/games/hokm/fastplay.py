"""Playing out a Hokm hand's tricks quickly, with the heuristic or random players.

The simulator drives the state machine through the deal and the choice of trump (a handful of
moves), then hands the position to :func:`finish_hand`, which plays the tricks in local integers:
the same :func:`~pasur.engines.trickplay.choose_card` (through the hand's
:func:`~pasur.engines.trickplay.chooser`) and :func:`~pasur.games.hokm.bot.bam_choice` calls the
heuristic player makes through a :class:`~pasur.protocol.TableView`, the same random draws
:func:`~pasur.sim.random_legal` makes (legal cards in index order), the same trick winners and
the same scoring. The result is the move texts the state machine would have recorded and the
finished state's summary; ``tests/test_sim.py`` checks that for many seeds, options and players
the fast path and the state machine give the same record and the same summary.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from pasur.cards import Card
from pasur.engines.trickplay import cards_of, chooser
from pasur.engines.tricks import STRENGTH, SUIT_MASKS, TRICK_KEYS
from pasur.games.hokm.bot import bam_choice
from pasur.games.hokm.scoring import TRICKS_TO_WIN
from pasur.games.hokm.state import HokmState, _end_hand, _replace

_CODES: Final = tuple(Card.from_index(i).code for i in range(52))
_BIT: Final = tuple(1 << i for i in range(52))
FAST_PLAYERS: Final = frozenset({"random", "heuristic"})
_FOLLOWERS: Final = tuple(tuple((leader + k) & 3 for k in (1, 2, 3)) for leader in range(4))
"""``_FOLLOWERS[leader]``: the seats that play after *leader*, in turn."""


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
    side = hakem & 1
    trump = -1 if state.trump is None else int(state.trump)
    order = state.order
    keys_by_led = TRICK_KEYS[order][4 if trump < 0 else trump]
    choose = chooser(
        players=4, partner=2, trump=trump, keys_by_led=keys_by_led, strength=STRENGTH[order]
    )
    rand = rng.random
    bit = _BIT
    codes = _CODES
    masks = SUIT_MASKS
    voids = [0, 0, 0, 0]
    gone = 0
    moves: list[str] = []
    t = [0, 0]
    at_seven: tuple[int, int] | None = None
    attempt = False
    leader = state.leader
    while True:
        # the lead: any card in hand
        hand = hands[leader]
        if heur[leader]:
            if hand & (hand - 1) == 0:  # the last card: choose_card's "only-card"
                card = hand.bit_length() - 1
            else:
                rel = (0, voids[(leader + 1) & 3], voids[(leader + 2) & 3], voids[(leader + 3) & 3])
                card = choose(hand, hand, (), gone, rel, (leader & 1) == side)[0]
        else:
            cards = cards_of(hand)
            card = cards[int(rand() * len(cards))]
        hands[leader] = hand ^ bit[card]
        gone |= bit[card]
        moves.append(codes[card])
        led = card // 13
        led_mask = masks[led]
        keys = keys_by_led[led]
        trick = [card]
        best_key = keys[card]
        winner = leader
        # the three others follow suit when they can (follow_mask); the highest key wins, the
        # first card of equals (best_position)
        for seat in _FOLLOWERS[leader]:
            hand = hands[seat]
            allowed = hand & led_mask or hand
            if heur[seat]:
                if allowed & (allowed - 1) == 0:  # one card allowed: choose_card's "only-card"
                    card = allowed.bit_length() - 1
                else:
                    rel = (0, voids[(seat + 1) & 3], voids[(seat + 2) & 3], voids[(seat + 3) & 3])
                    card = choose(hand, allowed, trick, gone, rel, (seat & 1) == side)[0]
            else:
                cards = cards_of(allowed)
                card = cards[int(rand() * len(cards))]
            hands[seat] = hand ^ bit[card]
            gone |= bit[card]
            if card // 13 != led:
                voids[seat] |= 1 << led
            trick.append(card)
            moves.append(codes[card])
            if keys[card] > best_key:
                best_key = keys[card]
                winner = seat
        leader = winner
        t[leader & 1] += 1
        if attempt:
            if (leader & 1) != (0 if t[0] >= TRICKS_TO_WIN else 1) or t[0] + t[1] == 13:
                break
            continue
        if t[0] >= TRICKS_TO_WIN or t[1] >= TRICKS_TO_WIN:
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
