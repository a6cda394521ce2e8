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
for move.

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

_NO_VALUES: Final[tuple[int, ...]] = (0,) * 52
_HIGHER: dict[int, tuple[Sequence[int], tuple[int, ...]]] = {}
_COSTS: dict[tuple[int, int, int], tuple[Sequence[int], Sequence[int], tuple[int, ...]]] = {}


def cost_table(strength: Sequence[int], trump: int, values: Sequence[int]) -> tuple[int, ...]:
    """What giving up each card costs: trumps most, then points, then rank (cached per table)."""
    key = (id(strength), trump, id(values))
    entry = _COSTS.get(key)
    if entry is not None and entry[0] is strength and entry[1] is values:
        return entry[2]
    table = tuple(strength[c] + (100 if c // 13 == trump else 0) + 3 * values[c] for c in range(52))
    _COSTS[key] = (strength, values, table)  # keeping the tables alive keeps their ids unique
    return table


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

    cost = cost_table(strength, trump, values).__getitem__

    higher = higher_masks(strength)

    def master(c: int) -> bool:
        """No card still out of its suit ranks above *c*."""
        return not higher[c] & unseen

    options = cards_of(allowed)
    if pos == 0:
        mate_voids = voids[partner] if partner > 0 else 0
        return _lead(
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


def _lead(
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


__all__ = [
    "REASONS",
    "card_mask",
    "cards_of",
    "choose_card",
    "played_mask",
    "shown_voids",
]
