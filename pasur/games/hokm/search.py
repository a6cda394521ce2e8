"""The expert Hokm player: the heuristic player plus a look ahead over the unseen cards.

At each card it plays, the expert deals the cards it cannot see to the other players many times
over (respecting what it knows: how many cards each holds and which suits each has shown it
lacks), plays every deal out to the end of the hand with the heuristic player at all four seats
once for each card it could play, and plays the card with the best average result for its side
(the hand's points: won positive, lost negative). This is "determinised" (perfect-information)
Monte Carlo search. The same sampled deals are used for every candidate card, so the comparison
is fair. Its random choices come from a generator seeded by the position, so the expert is
deterministic: the same position always gets the same card.

Everything else (trump, cut, bam) it decides as the heuristic player does. It is slower (about
``samples × candidates`` playouts per card) and is used to measure how much the heuristic
player leaves on the table (docs/strength.md), not for the bulk simulations behind the charts.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Sequence
from typing import Any, Final

from pasur.cards import Card
from pasur.engines.trickplay import card_mask, cards_of, choose_card
from pasur.engines.tricks import STRENGTH, TRICK_KEYS, Order, best_position, follow_mask
from pasur.games.hokm.bot import REASONS as HEURISTIC_REASONS
from pasur.games.hokm.bot import decide as heuristic_decide
from pasur.games.hokm.bot import tallies
from pasur.games.hokm.moves import Play
from pasur.games.hokm.options import HokmOptions
from pasur.games.hokm.scoring import TRICKS_TO_WIN, score_hand
from pasur.games.hokm.state import ORDERS
from pasur.options import parse_options
from pasur.protocol import Decision, TableView

SAMPLES: Final = 24
"""Deals sampled per decision (the strength table in docs/strength.md used this)."""
REASONS: Final = (*HEURISTIC_REASONS, "search")


def sample_hands(
    rng: random.Random, unseen: int, sizes: Sequence[int], voids: Sequence[int], me: int
) -> list[int] | None:
    """Deal the *unseen* cards to the seats other than *me*: ``sizes[s]`` cards each, none of a
    suit seat *s* has shown it lacks (``voids[s]``, bit ``1 << suit``). ``None`` if it failed."""
    cards = cards_of(unseen)
    for _ in range(20):
        rng.shuffle(cards)
        # the most constrained cards first: those few seats may take
        order = sorted(cards, key=lambda c: sum(1 for s in range(4) if voids[s] >> (c // 13) & 1))
        order.reverse()
        room = list(sizes)
        room[me] = 0
        hands = [0, 0, 0, 0]
        ok = True
        for c in order:
            seats = [s for s in range(4) if room[s] and not voids[s] >> (c // 13) & 1]
            if not seats:
                ok = False
                break
            s = seats[int(rng.random() * len(seats))]
            hands[s] |= 1 << c
            room[s] -= 1
        if ok:
            return hands
    return None


def playout(
    hands: list[int],
    leader: int,
    trick: list[int],
    tricks: list[int],
    *,
    hakem: int,
    trump: int,
    order: Order,
    gone: int,
    voids: list[int],
    options: HokmOptions,
    contract: str,
) -> tuple[int, int]:
    """Play the hand out with the heuristic player at every seat; the points each side scores.

    Stops when a side has seven tricks (a 7-0 hand is scored without a bam attempt)."""
    keys_by_led = TRICK_KEYS[order][4 if trump < 0 else trump]
    strength = STRENGTH[order]
    t = list(tricks)
    trick = list(trick)
    while max(t) < TRICKS_TO_WIN:
        led = trick[0] // 13 if trick else -1
        while len(trick) < 4:
            seat = (leader + len(trick)) & 3
            hand = hands[seat]
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
            hands[seat] = hand ^ (1 << card)
            gone |= 1 << card
            if trick:
                if card // 13 != led:
                    voids[seat] |= 1 << led
            else:
                led = card // 13
            trick.append(card)
        leader = (leader + best_position(trick, keys_by_led[led])) & 3
        t[leader & 1] += 1
        trick = []
    result = score_hand(
        hakem=hakem,
        tricks=(t[0], t[1]),
        options=options,
        contract=contract,
        tricks_at_seven=(t[0], t[1]),
    )
    pts = [0, 0]
    pts[result.winner] = result.points
    return pts[0], pts[1]


def expert_decide(
    view: TableView, legal: Sequence[Any], options: HokmOptions, samples: int = SAMPLES
) -> Decision:
    """The expert's move in *view* (see the module notes)."""
    base = heuristic_decide(view, legal)
    if view.phase != "play" or view.seat is None or options.players != 4:
        return base  # the look-ahead deals four hands; the smaller games play heuristically
    plays = [m for m in legal if isinstance(m, Play)]
    me = view.seat
    mine = view.hands[me]
    assert isinstance(mine, tuple)
    hand = card_mask(mine)
    trick = [c.index for _, c in view.table]
    allowed = follow_mask(hand, trick[0] // 13 if trick else None) & card_mask(
        [m.card for m in plays]
    )
    candidates = cards_of(allowed)
    if len(candidates) < 2:
        return base
    contract = view.fact("contract")
    trump = "CDHS".find(contract) if contract else -1
    order = ORDERS.get(contract, Order.ACE_HIGH)
    hakem = int(view.fact("hakem") or 0)
    gone, shown = tallies(view)
    voids = list(shown)
    sizes = [h if isinstance(h, int) else len(h) for h in view.hands]
    unseen = ((1 << 52) - 1) & ~hand & ~gone
    leader = view.table[0][0] if view.table else me
    done = [int(x) for x in view.fact("tricks", "0-0").split("-")]
    rng = random.Random(f"hokm-expert/{'/'.join(view.history)}/{me}")
    totals = dict.fromkeys(candidates, 0.0)
    used = 0
    for _ in range(samples):
        dealt = sample_hands(rng, unseen, sizes, voids, me)
        if dealt is None:
            continue
        dealt[me] = hand
        used += 1
        for card in candidates:
            hands = list(dealt)
            hands[me] ^= 1 << card
            v = list(voids)
            if trick and card // 13 != trick[0] // 13:
                v[me] |= 1 << (trick[0] // 13)
            pts = playout(
                hands,
                leader,
                [*trick, card],
                done,
                hakem=hakem,
                trump=trump,
                order=order,
                gone=gone | 1 << card,
                voids=v,
                options=options,
                contract=contract,
            )
            totals[card] += pts[me & 1] - pts[1 - (me & 1)]
    if not used:
        return base
    usual = base.move.card.index if isinstance(base.move, Play) else -1
    best = max(candidates, key=lambda c: (totals[c], c == usual))
    chosen = Card.from_index(best)
    return Decision(
        Play(chosen),
        "search",
        (("card", chosen.code), ("samples", str(used)), ("value", f"{totals[best] / used:+.2f}")),
    )


def hokm_expert(view: TableView, legal: Sequence[Any], rng: random.Random) -> Any:
    """The expert Hokm player (deterministic; *rng* is not used)."""
    return expert_decide(view, legal, _options_of(view)).move


@functools.lru_cache(maxsize=64)
def _options_of_text(text: str) -> HokmOptions:
    return parse_options(HokmOptions, text)


def _options_of(view: TableView) -> HokmOptions:
    """The table's rules (the playouts score hands by them): public, so the view carries them."""
    return _options_of_text(view.fact("options"))


__all__ = ["REASONS", "SAMPLES", "expert_decide", "hokm_expert", "playout", "sample_hands"]
