"""The card-play heuristic on lookup tables decides exactly as the plain code it replaced.

:func:`pasur.engines.trickplay.choose_card` now plays on tables built once per table (the
cheapest and dearest card of each suit by lookup, the cards that beat each card, the opponents
still to play by position) instead of listing the cards and building closures on every call.
Below is the plain version it replaced, kept as the reference: on many random positions, for
every order, trump, table size and with and without card points, both must give the same card
and the same reason. The games' golden transcripts check the same on real deals.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

import pytest

from pasur.engines.trickplay import cards_of, choose_card, chooser, higher_masks
from pasur.engines.tricks import STRENGTH, SUIT_MASKS, TRICK_KEYS, Order, follow_mask

SHELEM_VALUES = tuple({3: 5, 8: 10, 12: 10}.get(i % 13, 0) for i in range(52))
NO_VALUES = (0,) * 52


def reference_costs(strength: Sequence[int], trump: int, values: Sequence[int]) -> tuple[int, ...]:
    """What giving up each card costs: trumps most, then points, then rank (as it was)."""
    return tuple(strength[c] + (100 if c // 13 == trump else 0) + 3 * values[c] for c in range(52))


def reference_choose(
    hand: int,
    allowed: int,
    trick: Sequence[int],
    *,
    players: int,
    partner: int,
    trump: int,
    keys_by_led: Sequence[Sequence[int]],
    strength: Sequence[int],
    gone: int,
    voids: Sequence[int],
    declarer: bool,
    values: Sequence[int] = NO_VALUES,
) -> tuple[int, str]:
    """The plain ``choose_card``, as it was before its tables (the reference): lists of cards,
    costs looked up per call, closures for "is a master" and "holds the trick"."""
    if allowed & (allowed - 1) == 0:
        return allowed.bit_length() - 1, "only-card"
    pos = len(trick)
    unseen = ~hand & ~gone
    trump_mask = SUIT_MASKS[trump] if trump >= 0 else 0
    trumps_out = trump_mask & unseen
    opponents = [k for k in range(1, players) if k != partner]
    opp_voids = 0
    for k in opponents:
        opp_voids |= voids[k]

    cost = reference_costs(strength, trump, values).__getitem__

    higher = higher_masks(strength)

    def master(c: int) -> bool:
        """No card still out of its suit ranks above *c*."""
        return not higher[c] & unseen

    options = cards_of(allowed)
    if pos == 0:
        mate_voids = voids[partner] if partner > 0 else 0
        return reference_lead(
            options, trump_mask, trumps_out, unseen, opp_voids, mate_voids, declarer, master, cost
        )
    led = trick[0] // 13
    keys = keys_by_led[led]
    best = 0
    for i in range(1, pos):
        if keys[trick[i]] > keys[trick[best]]:
            best = i
    best_key = keys[trick[best]]
    to_come = range(1, players - pos)
    ruff_danger = (
        bool(trumps_out)
        and led != trump
        and any(voids[k] >> led & 1 for k in to_come if k != partner)
    )

    def holds(c: int) -> bool:
        """No opponent still to play can beat *c*: it is a master, and none of them is known to
        be out of the led suit while trumps are out."""
        if not any(k != partner for k in to_come):
            return True
        if not master(c):
            return False
        return bool(trump_mask >> c & 1) or not ruff_danger

    mate_pos = (pos + partner) % players if partner > 0 else -1
    if partner > 0 and pos + partner >= players and best == mate_pos:
        if holds(trick[mate_pos]) and any(values):
            gifts = [c for c in options if values[c] and not trump_mask >> c & 1]
            if gifts:
                return max(gifts, key=lambda c: (values[c], -strength[c])), "feed-partner"
        return min(options, key=cost), "partner-winning"
    winners = [c for c in options if keys[c] > best_key]
    following = bool(allowed & SUIT_MASKS[led])
    if winners:
        if len(to_come) == 0:
            return min(winners, key=cost), "win-cheap"
        sure = [c for c in winners if holds(c)]
        if sure:
            return min(sure, key=cost), "win-sure"
        if not following:
            return min(winners, key=cost), "trump-in"
        if pos == 1:
            return min(options, key=cost), "second-hand-low"
        return min(winners, key=cost), "win-cheap"
    if following:
        return min(options, key=cost), "follow-low"
    return min(options, key=cost), "discard-low"


def reference_lead(
    options: list[int],
    trump_mask: int,
    trumps_out: int,
    unseen: int,
    opp_voids: int,
    mate_voids: int,
    declarer: bool,
    master: Callable[[int], bool],
    cost: Callable[[int], int],
) -> tuple[int, str]:
    """Leading: draw trumps with the master trump (declarer's side); cash a side-suit master
    that no opponent can trump; lead into the partner's void; otherwise lead low from the
    longest side suit, avoiding suits an opponent can trump."""
    mine_trumps = [c for c in options if trump_mask >> c & 1]
    if declarer and mine_trumps and trumps_out:
        top = max(mine_trumps, key=cost)
        if master(top):
            return top, "draw-trumps"
    side = [c for c in options if not trump_mask >> c & 1]
    if not side:
        top = max(options, key=cost)
        return (top, "lead-trump") if master(top) else (min(options, key=cost), "lead-trump")
    by_suit: dict[int, list[int]] = {}
    for c in side:
        by_suit.setdefault(c // 13, []).append(c)
    cashable = []
    for s, cs in by_suit.items():
        top = max(cs, key=cost)
        left = (SUIT_MASKS[s] & unseen).bit_count()
        if master(top) and left and (not trumps_out or not opp_voids >> s & 1):
            cashable.append((left, -s, top))
    if cashable:
        return max(cashable)[2], "cash-winner"
    if trumps_out:
        ruffs = [s for s in by_suit if mate_voids >> s & 1 and not opp_voids >> s & 1]
        if ruffs:
            return min(by_suit[min(ruffs)], key=cost), "lead-to-ruff"
        safe = {s: cs for s, cs in by_suit.items() if not opp_voids >> s & 1}
        if safe:
            by_suit = safe
    longest = max(by_suit.values(), key=lambda cs: (len(cs), -min(cost(c) for c in cs)))
    return min(longest, key=cost), "lead-low"


TABLES = ((4, 2), (3, -1), (2, -1))
"""(players, partner): Hokm's four, three and two (Shelem plays as four with the pile)."""

Position = tuple[int, int, list[int], int, tuple[int, ...], bool]


def position(rng: random.Random, players: int) -> Position:
    """A random position: cards already gone, a hand, the trick so far, what may be played
    (the follow rule, or now and then any part of the hand, as Shelem's legal list can be), the
    voids shown (any suits, sometimes none) and the side."""
    deck = list(range(52))
    rng.shuffle(deck)
    early = set(deck[: rng.randrange(0, 40)])
    rest = deck[len(early) :]
    hand = sum(1 << c for c in rest[: rng.randint(1, min(13, len(rest) - players))])
    held = hand.bit_count()
    trick = rest[held : held + rng.randrange(players)]
    allowed = follow_mask(hand, trick[0] // 13 if trick else None)
    if rng.random() < 0.2:
        allowed = sum(1 << c for c in cards_of(hand) if rng.random() < 0.6) or allowed
    gone = sum(1 << c for c in early) | sum(1 << c for c in trick)
    voids = tuple(rng.randrange(16) if rng.random() < 0.5 else 0 for _ in range(players))
    return hand, allowed, trick, gone, voids, rng.random() < 0.5


def play_both(
    pos: Position, players: int, partner: int, trump: int, order: Order, values: Sequence[int]
) -> tuple[tuple[int, str], tuple[int, str]]:
    """The reference's and choose_card's answers for one position."""
    hand, allowed, trick, gone, voids, declarer = pos
    facts = {
        "players": players,
        "partner": partner,
        "trump": trump,
        "keys_by_led": TRICK_KEYS[order][4 if trump < 0 else trump],
        "strength": STRENGTH[order],
        "gone": gone,
        "voids": voids,
        "declarer": declarer,
        "values": values,
    }
    return (
        reference_choose(hand, allowed, trick, **facts),  # type: ignore[arg-type]
        choose_card(hand, allowed, trick, **facts),  # type: ignore[arg-type]
    )


@pytest.mark.parametrize("values", [NO_VALUES, SHELEM_VALUES], ids=["tricks", "points"])
@pytest.mark.parametrize("order", list(Order), ids=lambda o: o.value)
def test_same_card_and_reason_as_the_plain_code(order: Order, values: tuple[int, ...]) -> None:
    rng = random.Random(f"trickplay/{order.value}/{values is SHELEM_VALUES}")
    reasons: set[str] = set()
    for _ in range(4000):
        players, partner = rng.choice(TABLES)
        trump = rng.randrange(-1, 4)
        pos = position(rng, players)
        expected, got = play_both(pos, players, partner, trump, order, values)
        assert got == expected, (pos, players, partner, trump)
        reasons.add(got[1])
    want = {"only-card", "draw-trumps", "cash-winner", "lead-to-ruff", "lead-low", "lead-trump"}
    want |= {"partner-winning", "win-cheap", "win-sure", "trump-in", "second-hand-low"}
    want |= {"follow-low", "discard-low"}
    if values is SHELEM_VALUES:
        want.add("feed-partner")
    assert want <= reasons


def test_a_chooser_is_choose_card_for_its_table() -> None:
    rng = random.Random("trickplay/chooser")
    keys = TRICK_KEYS[Order.ACE_HIGH][3]
    choose = chooser(
        players=4, partner=2, trump=3, keys_by_led=keys, strength=STRENGTH[Order.ACE_HIGH]
    )
    assert choose is chooser(
        players=4, partner=2, trump=3, keys_by_led=keys, strength=STRENGTH[Order.ACE_HIGH]
    )
    for _ in range(500):
        hand, allowed, trick, gone, voids, declarer = position(rng, 4)
        assert choose(hand, allowed, trick, gone, voids, declarer) == reference_choose(
            hand,
            allowed,
            trick,
            players=4,
            partner=2,
            trump=3,
            keys_by_led=keys,
            strength=STRENGTH[Order.ACE_HIGH],
            gone=gone,
            voids=voids,
            declarer=declarer,
        )


def test_fresh_tables_of_equal_contents_give_the_same_answers() -> None:
    """Tables are cached by identity; a copy (a new object) must still be read for itself."""
    rng = random.Random("trickplay/copies")
    for _ in range(200):
        strength = list(STRENGTH[Order.NARAS])
        keys = [list(k) for k in TRICK_KEYS[Order.NARAS][1]]
        hand, allowed, trick, gone, voids, declarer = position(rng, 4)
        facts = {
            "players": 4,
            "partner": 2,
            "trump": 1,
            "keys_by_led": keys,
            "strength": strength,
            "gone": gone,
            "voids": voids,
            "declarer": declarer,
        }
        assert choose_card(hand, allowed, trick, **facts) == reference_choose(  # type: ignore[arg-type]
            hand,
            allowed,
            trick,
            **facts,  # type: ignore[arg-type]
        )
