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
from bisect import bisect_left
from dataclasses import dataclass
from typing import Final

from pasur.cards import shuffled_indices
from pasur.engines.tricks import SUIT_MASKS, TRICK_KEYS, Order, best_position, follow_mask
from pasur.games.hokm.options import HokmOptions
from pasur.games.hokm.scoring import HandResult, score_hand
from pasur.games.hokm.state import ORDERS, _packet_slices, per_options

_BIT: Final[tuple[int, ...]] = tuple(1 << i for i in range(52))
_SEAT_SLICES: Final = tuple(
    tuple(tuple((a, b) for s, a, b in _packet_slices(hakem) if s == seat) for seat in range(4))
    for hakem in range(4)
)
"""``_SEAT_SLICES[hakem][seat]``: where in the deck that seat's three packets are."""


_FOLLOWERS: Final = tuple(tuple((leader + k) % 4 for k in (1, 2, 3)) for leader in range(4))


@dataclass(frozen=True, slots=True)
class KernelHand:
    """One hand played by :func:`random_hand`: enough to replay it through the state machine."""

    result: HandResult
    deck: tuple[int, ...]
    contract: str
    played: tuple[int, ...]
    bam_choice: bool | None
    """What the side at 7-0 chose (``None`` if no side reached 7-0 with bam on)."""


_SCORES: dict[int, tuple[HokmOptions, dict[tuple[object, ...], HandResult]]] = {}
""":func:`score_hand`'s answers by options (kept with them, so an id stays its own) and the
hand's outcome: a few hundred outcomes cover every hand, and scoring one, with its checks, cost
as much as playing its cards."""


def _score(
    options: HokmOptions,
    hakem: int,
    tricks: tuple[int, int],
    contract: str,
    bam: str,
    at_seven: tuple[int, int] | None,
) -> HandResult:
    """:func:`score_hand` of a hand the kernel played (a pure function, so remembered)."""
    known = per_options(_SCORES, options, lambda _: {})
    key = (hakem, tricks, contract, bam, at_seven)
    result = known.get(key)
    if result is None:
        result = known[key] = score_hand(
            hakem=hakem,
            tricks=tricks,
            options=options,
            contract=contract,
            bam=bam,
            tricks_at_seven=at_seven,
        )
    return result


def random_hand(options: HokmOptions, rng: random.Random, hakem: int = 0) -> KernelHand:
    """Play one hand with every decision uniformly random among the legal ones."""
    rand = rng.random
    deck = shuffled_indices(52, rng)
    # held[seat]: the seat's cards in index order, so each suit is one run of the list (found
    # by bisection): a cache for drawing a random card quickly. hands[seat] is the same cards as
    # a mask; which cards are allowed is decided by follow_mask alone.
    held = [
        sorted(deck[a:b] + deck[c:d] + deck[e:f]) for (a, b), (c, d), (e, f) in _SEAT_SLICES[hakem]
    ]
    bit = _BIT
    hands = [sum(map(bit.__getitem__, cards)) for cards in held]
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
        cards = held[leader]
        first = cards.pop(int(rand() * len(cards)))  # the leader may play any card he holds
        hands[leader] ^= bit[first]
        led = first // 13
        led_mask = masks[led]
        low = 13 * led
        trick = [first]
        for seat in _FOLLOWERS[leader]:
            hand = hands[seat]
            allowed = follow_mask(hand, led) if prevented else hand
            cards = held[seat]
            if allowed & led_mask == allowed:  # only cards of the led suit are allowed
                start = bisect_left(cards, low)
                stop = bisect_left(cards, low + 13, start)
                card = cards.pop(start + int(rand() * (stop - start)))
            else:
                card = cards.pop(int(rand() * len(cards)))
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
    result = _score(options, hakem, (t0, t1), contract, bam, at_seven)
    return KernelHand(result, tuple(deck), contract, tuple(played), choice)


__all__ = ["KernelHand", "random_hand"]
