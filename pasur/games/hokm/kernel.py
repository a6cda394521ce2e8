"""A fast random playout of one Hokm hand, for benchmarks and bulk statistics.

It plays the same hand the state machine would (shuffle, 5-4-4 deal from the hakem, a trump,
tricks until a side has seven, bam when on, scoring) but keeps everything in local lists of
card indices. Legality is :func:`~pasur.engines.tricks.follow_mask`'s rule (a card of the led
suit when the hand has one, with renege prevented), trick winners come from the same
:data:`~pasur.engines.tricks.TRICK_KEYS` that :func:`~pasur.engines.tricks.trick_winner` reads
and the score from :func:`~pasur.games.hokm.scoring.score_hand`; ``tests/test_hokm_kernel.py``
checks that the kernel and the state machine agree move for move, and that every decision is
the documented draw from the seed.
"""

from __future__ import annotations

import random
from bisect import bisect_left
from dataclasses import dataclass
from math import floor
from operator import itemgetter
from typing import Final

from pasur.cards import shuffled_indices
from pasur.engines.tricks import TRICK_KEYS, Order
from pasur.games.hokm.options import HokmOptions
from pasur.games.hokm.scoring import HandResult, score_hand
from pasur.games.hokm.state import ORDERS, _packet_slices, per_options

_DEALS: Final = tuple(
    tuple(
        itemgetter(*(i for s, a, b in _packet_slices(hakem) if s == seat for i in range(a, b)))
        for seat in range(4)
    )
    for hakem in range(4)
)
"""``_DEALS[hakem][seat](deck)``: the thirteen cards that seat is dealt (its three packets)."""


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
    """Play one hand with every decision uniformly random among the legal ones.

    Each decision is one ``rng.random()`` draw ``x``, and the choice is the legal card at
    ``floor(x * n)`` of the *n* legal cards in index order (the leader's: the whole hand; a
    follower's: the cards of the led suit if any, else the whole hand), the trump the same way
    among the contracts, the bam ``x < 0.5``. ``floor`` rather than ``int``: the same integer
    for a non-negative float, at about half the cost of the call.
    """
    rand = rng.random
    deck = shuffled_indices(52, rng)
    # held[seat]: the seat's cards in index order, to draw the leader's card (or a void
    # follower's) by its position; suits[seat][suit]: the same cards split by suit, to draw a
    # follower's card among the led suit. A card played leaves both.
    held: list[list[int]] = [sorted(deal(deck)) for deal in _DEALS[hakem]]
    suits: list[tuple[list[int], list[int], list[int], list[int]]] = []
    for cards in held:
        i = bisect_left(cards, 13)
        j = bisect_left(cards, 26, i)
        k = bisect_left(cards, 39, j)
        suits.append((cards[:i], cards[i:j], cards[j:k], cards[k:]))
    contracts = options.contracts
    contract = contracts[floor(rand() * len(contracts))]
    trump = "CDHS".find(contract)
    keys_by_led = TRICK_KEYS[ORDERS.get(contract, Order.ACE_HIGH)][4 if trump < 0 else trump]
    bam_on = options.bam
    prevented = options.renege == "prevented"
    followers = _FOLLOWERS
    t0 = t1 = 0
    at_seven: tuple[int, int] | None = None
    attempt = False
    choice: bool | None = None
    leader = hakem
    played: list[int] = []
    add = played.append
    bam = ""
    while True:
        cards = held[leader]
        card = cards.pop(floor(rand() * len(cards)))  # the leader may play any card he holds
        led = card // 13
        suits[leader][led].remove(card)
        add(card)
        # the highest key wins, the first card of equals (best_position's rule)
        keys = keys_by_led[led]
        best = keys[card]
        winner = leader
        for seat in followers[leader]:
            same = suits[seat][led]
            if same and prevented:  # follow suit
                card = same.pop(floor(rand() * len(same)))
                held[seat].remove(card)
            else:
                cards = held[seat]
                card = cards.pop(floor(rand() * len(cards)))
                suits[seat][card // 13].remove(card)
            add(card)
            if keys[card] > best:
                best = keys[card]
                winner = seat
        leader = winner
        if leader & 1:
            t1 += 1
        else:
            t0 += 1
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
