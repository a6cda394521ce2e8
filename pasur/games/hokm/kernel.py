"""A fast random playout of one Hokm hand, for benchmarks and bulk statistics.

It plays the same hand the state machine would (shuffle, 5-4-4 deal from the hakem, a trump,
tricks until a side has seven, bam when on, scoring) but keeps everything in local integers.
Legality and trick winners come from the same functions the state machine uses
(:func:`~pasur.engines.tricks.follow_mask`, :func:`~pasur.engines.tricks.trick_winner`) and the
score from :func:`~pasur.games.hokm.scoring.score_hand`; ``tests/test_hokm_kernel.py`` checks
that the kernel and the state machine agree move for move.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from pasur.cards import shuffled_indices
from pasur.engines.tricks import SUIT_MASKS, TRICK_KEYS, Order, best_position, follow_mask
from pasur.games.hokm.options import HokmOptions
from pasur.games.hokm.scoring import HandResult, score_hand
from pasur.games.hokm.state import ORDERS, _packet_slices

_BIT: Final[tuple[int, ...]] = tuple(1 << i for i in range(52))
_SLICES: Final = tuple(tuple(_packet_slices(h)) for h in range(4))


_FOLLOWERS: Final = tuple(tuple((leader + k) % 4 for k in (1, 2, 3)) for leader in range(4))


def _pick_any(lists: list[list[int]], rand: Callable[[], float]) -> int:
    """Remove and return a card chosen uniformly from all of *lists* (one seat's suits)."""
    k = int(rand() * (len(lists[0]) + len(lists[1]) + len(lists[2]) + len(lists[3])))
    for cards in lists:
        if k < len(cards):
            return cards.pop(k)
        k -= len(cards)
    raise AssertionError("no card to play")


@dataclass(frozen=True, slots=True)
class KernelHand:
    """One hand played by :func:`random_hand`: enough to replay it through the state machine."""

    result: HandResult
    deck: tuple[int, ...]
    contract: str
    played: tuple[int, ...]
    bam_choice: bool | None
    """What the side at 7-0 chose (``None`` if no side reached 7-0 with bam on)."""


def random_hand(options: HokmOptions, rng: random.Random, hakem: int = 0) -> KernelHand:
    """Play one hand with every decision uniformly random among the legal ones."""
    rand = rng.random
    deck = shuffled_indices(52, rng)
    hands = [0, 0, 0, 0]
    # by_suit[seat][suit] lists the same cards as hands[seat] & SUIT_MASKS[suit]: a cache for
    # drawing a random card quickly. Which cards are allowed is decided by follow_mask alone.
    by_suit: list[list[list[int]]] = [[[], [], [], []] for _ in range(4)]
    bit = _BIT
    for seat, a, b in _SLICES[hakem]:
        lists = by_suit[seat]
        for card in deck[a:b]:
            lists[card // 13].append(card)
            hands[seat] |= bit[card]
    contracts = options.contracts
    contract = contracts[int(rand() * len(contracts))]
    trump = "CDHS".find(contract)
    keys_by_led = TRICK_KEYS[ORDERS.get(contract, Order.ACE_HIGH)][4 if trump < 0 else trump]
    bam_on = options.bam
    prevented = options.renege == "prevented"
    masks = SUIT_MASKS
    t0 = t1 = 0
    at_seven: tuple[int, int] | None = None
    attempt = False
    choice: bool | None = None
    leader = hakem
    played: list[int] = []
    bam = ""
    while True:
        first = _pick_any(by_suit[leader], rand)  # the leader may play any card he holds
        hands[leader] ^= bit[first]
        led = first // 13
        led_mask = masks[led]
        trick = [first]
        for seat in _FOLLOWERS[leader]:
            hand = hands[seat]
            allowed = follow_mask(hand, led) if prevented else hand
            lists = by_suit[seat]
            if allowed & led_mask == allowed:  # only cards of the led suit are allowed
                same = lists[led]
                card = same.pop(int(rand() * len(same)))
            else:
                card = _pick_any(lists, rand)
            hands[seat] = hand ^ bit[card]
            trick.append(card)
        pos = best_position(trick, keys_by_led[led])
        leader = (leader + pos) & 3
        if leader & 1:
            t1 += 1
        else:
            t0 += 1
        played += trick
        if attempt:
            if (leader & 1) != (0 if t0 >= 7 else 1) or t0 + t1 == 13:
                bam = "made" if min(t0, t1) == 0 else "failed"
                break
            continue
        if t0 >= 7 or t1 >= 7:
            at_seven = (t0, t1)
            if bam_on and min(t0, t1) == 0:
                choice = attempt = rand() < 0.5
                if attempt:
                    continue
            break
    tricks = (t0, t1)
    result = score_hand(
        hakem=hakem,
        tricks=tricks,
        options=options,
        contract=contract,
        bam=bam,
        tricks_at_seven=at_seven,
    )
    return KernelHand(result, tuple(deck), contract, tuple(played), choice)


__all__ = ["KernelHand", "random_hand"]
