"""How a decent player plays a card in a suit-following trick game, on bit masks.

One function, :func:`choose_card`, holds the card-play habits of the Hokm and Shelem bots: cash
sure winners, draw the trumps when your side named them, lead low from a long suit; second hand
low; don't waste a high card when your partner already holds the trick; win as cheaply as you
can, trumping in when void; throw your cheapest card when you cannot win. It counts the cards:
everything played so far is known, so it knows which cards are masters (no card still out can
beat them) and how many trumps the others may still hold.

Both the bots' protocol adapters (which read a :class:`~pasur.protocol.TableView`) and the fast
kernels (which keep the hand in integers) call this same function with the same integers, so the
fast path plays exactly the cards the state machine's players would; the tests check that move
for move. It runs on tables built once per table (:func:`chooser`: each card's cost, the
cheapest and dearest card of every set of one suit's cards, the cards that beat each card, the
opponents still to play by position), so a decision is a few mask operations and lookups; a
kernel takes the :func:`chooser` of its hand and calls it directly.

Every choice comes with a reason code (see :data:`REASONS`) so the app can say in a sentence why
the bot played what it played.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Final

from pasur.cards import Card
from pasur.engines.tricks import SUIT_MASKS
from pasur.protocol import TableView

REASONS: Final = (
    "draw-trumps",
    "cash-winner",
    "lead-to-ruff",
    "lead-low",
    "lead-trump",
    "partner-winning",
    "feed-partner",
    "win-cheap",
    "win-sure",
    "trump-in",
    "second-hand-low",
    "follow-low",
    "discard-low",
    "only-card",
)
"""Why :func:`choose_card` chose its card (one code per habit, in the order they are tried)."""

Chooser = Callable[[int, int, Sequence[int], int, Sequence[int], bool], tuple[int, str]]
"""``choose(hand, allowed, trick, gone, voids, declarer) -> (card, reason)``: :func:`choose_card`
for one table (see :func:`chooser`)."""

_NO_VALUES: Final[tuple[int, ...]] = (0,) * 52
_SUIT: Final = 0x1FFF
"""One suit's 13 bits, once shifted down to the bottom of a mask."""
_HIGHER: dict[int, tuple[Sequence[int], tuple[int, ...]]] = {}
_PICKS: dict[tuple[int, ...], tuple[tuple[int, ...], tuple[int, ...]]] = {}
_CHOOSERS: dict[tuple[int, ...], tuple[object, object, object, Chooser]] = {}
_CHOOSERS_KEPT: Final = 64
"""How many tables' choosers are remembered (a game uses a handful; callers that build fresh
tables on every call must not grow the cache without end)."""


def cost_table(strength: Sequence[int], trump: int, values: Sequence[int]) -> tuple[int, ...]:
    """What giving up each card costs: trumps most, then points, then rank."""
    return tuple(strength[c] + (100 if c // 13 == trump else 0) + 3 * values[c] for c in range(52))


def higher_masks(strength: Sequence[int]) -> tuple[int, ...]:
    """For each card, the mask of the cards of its suit that rank above it under *strength*
    (cached per strength table: the tables are module constants)."""
    entry = _HIGHER.get(id(strength))
    if entry is not None and entry[0] is strength:
        return entry[1]
    table = tuple(
        sum(1 << o for o in range(52) if o // 13 == c // 13 and strength[o] > strength[c])
        for c in range(52)
    )
    _HIGHER[id(strength)] = (strength, table)
    return table


def suit_picks(costs: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """For every set of cards of one suit (its 13 bits, shifted down), the place in the suit of
    its cheapest and of its dearest card under *costs* (the suit's 13 costs); of equal costs, the
    lowest card, as ``min`` and ``max`` over the cards in index order pick. Two lookups then
    replace listing the cards and comparing their costs (cached per pattern of costs: a game has
    one or two)."""
    known = _PICKS.get(costs)
    if known is not None:
        return known
    cheap = [0] * (_SUIT + 1)
    dear = [0] * (_SUIT + 1)
    for m in range(1, _SUIT + 1):
        low = m & -m
        o = low.bit_length() - 1
        rest = m ^ low
        if rest:  # o is below every card of rest, so it wins ties
            a = cheap[rest]
            cheap[m] = o if costs[o] <= costs[a] else a
            a = dear[rest]
            dear[m] = o if costs[o] >= costs[a] else a
        else:
            cheap[m] = dear[m] = o
    known = _PICKS[costs] = (tuple(cheap), tuple(dear))
    return known


def beaten_by(keys: Sequence[int]) -> tuple[int, ...]:
    """For each card, the mask of the cards whose trick key is higher than its own (the cards
    that beat it once it holds the trick)."""
    ranked = sorted(range(len(keys)), key=keys.__getitem__, reverse=True)
    out = [0] * len(keys)
    above = 0
    i = 0
    while i < len(ranked):
        key = keys[ranked[i]]
        group = 0
        while i < len(ranked) and keys[ranked[i]] == key:
            out[ranked[i]] = above
            group |= 1 << ranked[i]
            i += 1
        above |= group
    return tuple(out)


def card_mask(cards: Iterable[Card]) -> int:
    """The bit mask of *cards*."""
    m = 0
    for c in cards:
        m |= 1 << c.index
    return m


def played_mask(view: TableView) -> int:
    """Every card played so far this hand, in finished tricks and on the table."""
    return card_mask(c for t in (*view.tricks, view.table) for _, c in t)


def shown_voids(view: TableView, players: int = 4) -> list[int]:
    """For each seat, the suits (bit ``1 << suit``) it has shown it lacks by not following."""
    voids = [0] * players
    for t in (*view.tricks, view.table):
        if t:
            led = t[0][1].suit
            for s, c in t[1:]:
                if c.suit != led:
                    voids[s] |= 1 << led
    return voids


def cards_of(mask: int) -> list[int]:
    """The card indices set in *mask*, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def longest_suit_top(cards: Iterable[Card], power: Callable[[Card], int]) -> Card:
    """The plain players' lead: the strongest card (by *power*) of the longest suit; of equally
    long suits, the one whose best card is stronger (then the first seen)."""
    by_suit: dict[int, list[Card]] = {}
    for c in cards:
        by_suit.setdefault(c.suit, []).append(c)
    longest = max(by_suit.values(), key=lambda cs: (len(cs), max(power(c) for c in cs)))
    return max(longest, key=power)


def chooser(
    *,
    players: int,
    partner: int,
    trump: int,
    keys_by_led: Sequence[Sequence[int]],
    strength: Sequence[int],
    values: Sequence[int] = _NO_VALUES,
) -> Chooser:
    """:func:`choose_card` for one table (the arguments that stay fixed for a hand), with its
    lookup tables built once: ``chooser(...)(hand, allowed, trick, gone, voids, declarer)`` is
    ``choose_card(hand, allowed, trick, ..., gone=gone, voids=voids, declarer=declarer)``. The
    fast kernels take one per hand; the tables are cached per table identity (module
    constants), so asking again is cheap."""
    key = (players, partner, trump, id(keys_by_led), id(strength), id(values))
    entry = _CHOOSERS.get(key)
    if (
        entry is not None
        and entry[0] is keys_by_led
        and entry[1] is strength
        and entry[2] is values
    ):
        return entry[3]
    if len(_CHOOSERS) >= _CHOOSERS_KEPT:
        _CHOOSERS.clear()
    made = _make_chooser(players, partner, trump, keys_by_led, strength, values)
    # keeping the tables alive with the chooser keeps their ids unique
    _CHOOSERS[key] = (keys_by_led, strength, values, made)
    return made


def choose_card(
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
    values: Sequence[int] = _NO_VALUES,
) -> tuple[int, str]:
    """The card to play and the reason for it.

    *hand*: the player's cards; *allowed*: those the rules let it play now; *trick*: the cards
    already on the table, leader first; *players*: how many play to a trick; *partner*: how many
    seats after this player its partner sits (``-1`` without partners); *trump*: the trump suit
    (``-1`` none); *keys_by_led*: :data:`~pasur.engines.tricks.TRICK_KEYS` for the order and
    trump; *strength*: :data:`~pasur.engines.tricks.STRENGTH` for the order; *gone*: every card
    already played this hand, those on the table included; *voids*: for the player *k* seats on
    (``voids[k]``, ``k`` from 1), the suits (bit ``1 << suit``) it has shown it lacks; *declarer*:
    whether the player's side chose trump; *values*: card points (Shelem), zero in games that
    count tricks only.
    """
    choose = chooser(
        players=players,
        partner=partner,
        trump=trump,
        keys_by_led=keys_by_led,
        strength=strength,
        values=values,
    )
    return choose(hand, allowed, trick, gone, voids, declarer)


def _make_chooser(
    players: int,
    partner: int,
    trump: int,
    keys_by_led: Sequence[Sequence[int]],
    strength: Sequence[int],
    values: Sequence[int],
) -> Chooser:
    """Build the tables of one table and the function that plays on them (see
    :func:`choose_card` for the habits, tried in the order of :data:`REASONS`)."""
    cost = cost_table(strength, trump, values)
    higher = higher_masks(strength)
    beaters = tuple(beaten_by(keys) for keys in keys_by_led)
    picks = [
        suit_picks(tuple(cost[c] - cost[13 * s] for c in range(13 * s, 13 * s + 13)))
        for s in range(4)
    ]
    (cheap0, dear0), (cheap1, dear1), (cheap2, dear2), (cheap3, dear3) = picks
    cheap_in = (cheap0, cheap1, cheap2, cheap3)
    dear_in = (dear0, dear1, dear2, dear3)
    trump_mask = SUIT_MASKS[trump] if trump >= 0 else 0
    suit_masks = SUIT_MASKS
    opponents = tuple(k for k in range(1, players) if k != partner)
    mate = partner if partner > 0 else 0
    # by position in the trick: the opponents still to play after this player, and where in the
    # trick the partner's card lies (-1: the partner has not played or there is none)
    opps_after = tuple(
        tuple(k for k in range(1, players - pos) if k != partner) for pos in range(players + 1)
    )
    mate_at = tuple(
        pos + partner - players if partner > 0 and pos + partner >= players else -1
        for pos in range(players + 1)
    )
    has_values = any(values)
    gift_mask = sum(1 << c for c in range(52) if values[c] and not trump_mask >> c & 1)
    gift_rank = tuple((values[c], -strength[c]) for c in range(52))

    def cheapest(mask: int) -> int:
        """The card of *mask* that costs least (the lowest of equals), suit by suit."""
        best = -1
        low = 0
        m = mask & _SUIT
        if m:
            best = cheap0[m]
            low = cost[best]
        m = mask >> 13 & _SUIT
        if m:
            c = 13 + cheap1[m]
            if best < 0 or cost[c] < low:
                best = c
                low = cost[c]
        m = mask >> 26 & _SUIT
        if m:
            c = 26 + cheap2[m]
            if best < 0 or cost[c] < low:
                best = c
                low = cost[c]
        m = mask >> 39 & _SUIT
        if m:
            c = 39 + cheap3[m]
            if best < 0 or cost[c] < low:
                best = c
        return best

    def dearest(mask: int) -> int:
        """The card of *mask* that costs most (the lowest of equals), suit by suit."""
        best = -1
        high = 0
        m = mask & _SUIT
        if m:
            best = dear0[m]
            high = cost[best]
        m = mask >> 13 & _SUIT
        if m:
            c = 13 + dear1[m]
            if best < 0 or cost[c] > high:
                best = c
                high = cost[c]
        m = mask >> 26 & _SUIT
        if m:
            c = 26 + dear2[m]
            if best < 0 or cost[c] > high:
                best = c
                high = cost[c]
        m = mask >> 39 & _SUIT
        if m:
            c = 39 + dear3[m]
            if best < 0 or cost[c] > high:
                best = c
        return best

    def lead(
        allowed: int, unseen: int, trumps_out: int, opp_voids: int, mate_voids: int, declarer: bool
    ) -> tuple[int, str]:
        """Leading: draw trumps with the master trump (declarer's side); cash a side-suit master
        that no opponent can trump (the suit with the most cards still out, then the first);
        lead into the partner's void; otherwise lead low from the longest side suit (of equally
        long ones, the one whose low card is cheaper), avoiding suits an opponent can trump."""
        if declarer and trumps_out and allowed & trump_mask:
            top = dearest(allowed & trump_mask)
            if not higher[top] & unseen:
                return top, "draw-trumps"
        side = allowed & ~trump_mask
        if not side:
            top = dearest(allowed)
            if not higher[top] & unseen:
                return top, "lead-trump"
            return cheapest(allowed), "lead-trump"
        suits = []
        cash = -1
        cash_left = 0
        for s in range(4):
            m = side >> 13 * s & _SUIT
            if m:
                suits.append(s)
                top = 13 * s + dear_in[s][m]
                if not higher[top] & unseen:
                    left = (suit_masks[s] & unseen).bit_count()
                    if left > cash_left and (not trumps_out or not opp_voids >> s & 1):
                        cash, cash_left = top, left
        if cash >= 0:
            return cash, "cash-winner"
        if trumps_out:
            for s in suits:
                if mate_voids >> s & 1 and not opp_voids >> s & 1:
                    return 13 * s + cheap_in[s][side >> 13 * s & _SUIT], "lead-to-ruff"
            safe = [s for s in suits if not opp_voids >> s & 1]
            if safe:
                suits = safe
        best = -1
        best_len = 0
        best_cost = 0
        for s in suits:
            m = side >> 13 * s & _SUIT
            n = m.bit_count()
            c = 13 * s + cheap_in[s][m]
            if n > best_len or (n == best_len and cost[c] < best_cost):
                best, best_len, best_cost = c, n, cost[c]
        return best, "lead-low"

    def ruff_danger(led: int, opps: tuple[int, ...], voids: Sequence[int], trumps_out: int) -> bool:
        """Whether an opponent still to play may trump the led side suit: trumps are out and
        he has shown he lacks the suit."""
        if trumps_out and led != trump:
            for k in opps:
                if voids[k] >> led & 1:
                    return True
        return False

    def choose(
        hand: int,
        allowed: int,
        trick: Sequence[int],
        gone: int,
        voids: Sequence[int],
        declarer: bool,
    ) -> tuple[int, str]:
        """:func:`choose_card` on this table's tables."""
        if allowed & (allowed - 1) == 0:
            return allowed.bit_length() - 1, "only-card"
        pos = len(trick)
        unseen = ~hand & ~gone
        trumps_out = trump_mask & unseen
        if pos == 0:
            opp_voids = 0
            for k in opponents:
                opp_voids |= voids[k]
            return lead(
                allowed, unseen, trumps_out, opp_voids, voids[mate] if mate else 0, declarer
            )
        first = trick[0]
        led = first // 13
        keys = keys_by_led[led]
        best = 0
        best_key = keys[first]
        for i in range(1, pos):
            key = keys[trick[i]]
            if key > best_key:
                best, best_key = i, key
        opps = opps_after[pos]
        if best == mate_at[pos]:
            if has_values:
                c = trick[best]
                # the partner's card holds: no opponent to come, or a master nobody can ruff
                if not opps or (
                    not higher[c] & unseen
                    and (trump_mask >> c & 1 or not ruff_danger(led, opps, voids, trumps_out))
                ):
                    gifts = allowed & gift_mask
                    if gifts:
                        return max(cards_of(gifts), key=gift_rank.__getitem__), "feed-partner"
            return cheapest(allowed), "partner-winning"
        winners = allowed & beaters[led][trick[best]]
        if winners:
            if pos >= players - 1:
                return cheapest(winners), "win-cheap"
            if opps:
                # sure winners: masters (only trumps when an opponent to come may ruff)
                sure = 0
                m = winners & trump_mask if ruff_danger(led, opps, voids, trumps_out) else winners
                while m:
                    low = m & -m
                    if not higher[low.bit_length() - 1] & unseen:
                        sure |= low
                    m ^= low
            else:
                sure = winners
            if sure:
                return cheapest(sure), "win-sure"
            if not allowed & suit_masks[led]:
                return cheapest(winners), "trump-in"
            if pos == 1:
                return cheapest(allowed), "second-hand-low"
            return cheapest(winners), "win-cheap"
        if allowed & suit_masks[led]:
            return cheapest(allowed), "follow-low"
        return cheapest(allowed), "discard-low"

    return choose


__all__ = [
    "REASONS",
    "Chooser",
    "card_mask",
    "cards_of",
    "choose_card",
    "chooser",
    "played_mask",
    "shown_voids",
]
