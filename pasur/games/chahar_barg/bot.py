"""The heuristic Pasur player: takes what is worth most, gives the next player as little as it can,
and says why.

It looks one move ahead. For every move it may make it adds up what the move brings its side and
takes off what the next player can expect to take from the table it leaves:

* **What a move brings**: the card points of the cards it takes, its own card included (10♦ 3,
  2♣ 2, each jack and ace 1), :data:`CLUB_VALUE` for each club while the clubs majority (7
  points) is still open, and the sur when the capture clears the table and counts as one (5, a
  jack's sur 10 in the seed rules, 10 with four players; none in the last deal, none for taking
  a lone jack).
* **What the next player can take**: the bot counts the cards. Every card not in its hand, not on
  the table and not yet played this round could be in the next player's hand (in open Pasur the
  shown cards are known). For each such card it works out the best capture that card makes on
  the table left behind (a sur included), and from those the expected best capture of a hand of
  that many unknown cards (exactly: the chance that each card is the best one held). A table of
  numbers adding to more than 10, or holding a king or queen, cannot be cleared by a number card;
  a lone jack cannot be cleared for a sur at all, which is why, on an empty table, laying a jack
  is the defence (seed 001, lines 43-45); and when the cards that would clear the table have all
  been seen, no sur is feared.
* **Jacks are kept** for bigger captures: a jack played while other cards are in hand costs
  :data:`JACK_KEEP` plus :data:`JACK_SUR_SHARE` of a jack's sur while one is still possible
  (4 points in the seed rules, 2 where a jack makes no sur or in the last deal).
* **The last deal**: whoever takes last gets the cards left on the table. The bot counts them for
  the player who will make the round's last play, and the last card of all takes them home.

It plays the move with the best total (the first in the legal order among equals), so it is
deterministic and never uses its random generator. In open Pasur it shows its least telling
card: a card worth no points, not a jack, low first.

Every decision comes from :func:`decide`, which returns the move with a reason code and its
parameters (see :data:`REASONS`; the sentences are in ``ui/reasons.py``); :func:`pasur_heuristic`
is the policy.

The table's sur rules are read from the view's facts ``sur_points``, ``sur_points_4p``,
``jack_sur_points`` and ``no_sur_in`` when the view carries them, and otherwise are the seed
rules (:class:`~pasur.games.chahar_barg.options.PasurOptions` defaults).
"""

from __future__ import annotations

import math
import operator
import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, Final

from pasur.cards import STANDARD_DECK, Card, Rank, Suit
from pasur.games.chahar_barg.moves import Play, Show
from pasur.games.chahar_barg.options import PasurOptions
from pasur.games.chahar_barg.scoring import card_points, number_value
from pasur.games.chahar_barg.state import PasurView
from pasur.protocol import Decision, TableView, unwrap

REASONS: Final = (
    "only-move",
    "show-least",
    "sur",
    "last-taker",
    "jack-sweep",
    "keep-jack",
    "take-most",
    "take-safe",
    "lay-jack-defence",
    "lay-safe",
    "lay-counted",
    "lay-least",
)
"""Every reason code :func:`decide` gives."""

# The constants were tuned against the baseline player, 600 two-player hands a setting, each
# played twice with the seats swapped (tools/strength.py's method): the jack's price mattered
# most (no price: +3.0 points a hand, 1: +4.0, 4: +5.8 in the seed rules; with the pagat rules,
# where a jack makes no sur, 2 was best), the others hardly (within ±0.3 for RISK 0.5-1.5 and
# CLUB_VALUE 0.3-1.0).
CLUB_VALUE: Final = 0.6
"""What a club is worth while the clubs majority is open (7 points over 13 clubs, a little
more for the race)."""
JACK_KEEP: Final = 2.0
"""What playing a jack costs while other cards are still in hand (it could take more later)."""
JACK_SUR_SHARE: Final = 0.2
"""And this share of a jack's sur on top, while a sur is still possible this deal."""
RISK: Final = 1.0
"""Weight of what the next player can expect to take from the table a move leaves."""

_DEFAULTS: Final = PasurOptions()
_BY_CODE: Final = {c.code: c for c in STANDARD_DECK}
_KIND: Final = tuple(
    number_value(c) or {Rank.JACK: 11, Rank.QUEEN: 12, Rank.KING: 13}[c.rank] for c in STANDARD_DECK
)
"""By card index: 1-10 for a number card (the ace is 1), 11 jack, 12 queen, 13 king."""
JACK, QUEEN, KING = 11, 12, 13
_PTS: Final = tuple(card_points(c) for c in STANDARD_DECK)
_CLUB: Final = tuple(c.suit == Suit.CLUBS for c in STANDARD_DECK)
_OWN: Final = tuple(float(p) for p in _PTS)
_OWN_CLUB: Final = tuple(p + CLUB_VALUE * c for p, c in zip(_PTS, _CLUB, strict=True))
"""What a card itself is worth to its taker: its points, and while the clubs are open its
club."""


@dataclass(frozen=True, slots=True)
class SurRules:
    """What a sur is worth at this table, and when there is none."""

    points: int
    """A sur made with a number card, a king or a queen."""
    jack: int
    """A sur made with a jack (0: a jack makes no sur)."""
    no_sur_in: str
    """``last_deal``, ``last_card`` or ``none`` (see the option of that name)."""

    def allowed(self, last_deal: bool, last_card: bool) -> bool:
        if self.no_sur_in == "last_deal" and last_deal:
            return False
        return not (self.no_sur_in == "last_card" and last_card)


def sur_rules(view: TableView) -> SurRules:
    """The sur rules, from the view's facts where it has them, else the seed's."""

    def number(name: str) -> int:
        raw = view.fact(name)
        return int(raw) if raw.isdigit() else int(getattr(_DEFAULTS, name))

    four = view.fact("players") == "4"
    points = number("sur_points_4p") if four else number("sur_points")
    jack = number("jack_sur_points")
    if jack and four:
        jack = points
    return SurRules(points, jack, view.fact("no_sur_in") or _DEFAULTS.no_sur_in)


@dataclass(frozen=True, slots=True)
class Sight:
    """What the seat to move knows: its hand, the table, and the cards it has not seen."""

    me: int
    players: int
    hand: tuple[Card, ...]
    table: tuple[Card, ...]
    pool: tuple[int, ...]
    """Indices of the cards this seat has not seen (another hand or the stock), shown cards
    excepted."""
    shown: tuple[tuple[int, ...], ...]
    """Per seat: the indices of the cards it has shown and still holds (open Pasur)."""
    counts: tuple[int, ...]
    """Per seat: how many cards it holds."""
    clubs: tuple[int, ...]
    """Per side: the clubs taken this round."""
    deal: int
    deals: int
    stock: int
    dealer: int
    last_taker: int | None
    rules: SurRules
    pool_kinds: tuple[tuple[int, ...], ...]
    """By kind of card (1-13, see ``_KIND``): the indices of ``pool`` of that kind."""

    def side(self, seat: int) -> int:
        return seat % 2 if self.players == 4 else seat

    @property
    def club_value(self) -> float:
        """A club's worth: nothing once a side holds seven (the majority is settled)."""
        return 0.0 if max(self.clubs, default=0) >= 7 else CLUB_VALUE


def read(view: TableView) -> Sight:
    """What this seat knows: its hand, the table, and the cards it has seen this round, as the
    view counts them (:class:`~pasur.games.chahar_barg.state.PasurView`)."""
    counted = unwrap(view)
    if not isinstance(counted, PasurView):
        raise TypeError(f"the Pasur player reads a PasurView, not {type(counted).__name__}")
    facts = dict(view.facts)  # each name once
    me = view.seat if view.seat is not None else (view.to_move or 0)
    players = int(facts.get("players", "") or len(view.hands))
    held = view.hands[me]
    hand = held if isinstance(held, tuple) else ()
    table = tuple(c for _, c in view.table)
    dealer_text = facts.get("dealer", "")
    known = counted.seen
    for c in hand:
        known |= 1 << c.index
    for c in table:
        known |= 1 << c.index
    shown: list[tuple[int, ...]] = []
    for s in range(players):
        text = facts.get(f"shown{s}")
        shown.append(
            tuple(_BY_CODE[c].index for c in text.split(".") if c in _BY_CODE)
            if text and s != me
            else ()
        )
        for i in shown[-1]:
            known |= 1 << i
    counts = tuple(h if isinstance(h, int) else len(h) for h in view.hands)
    taker = facts.get("last_taker", "")
    unseen: list[int] = []
    kinds: list[list[int]] = [[] for _ in range(14)]
    for i in range(52):
        if not known >> i & 1:
            unseen.append(i)
            kinds[_KIND[i]].append(i)
    return Sight(
        me=me,
        players=players,
        hand=hand,
        table=table,
        pool=tuple(unseen),
        shown=tuple(shown),
        counts=counts,
        clubs=counted.clubs,
        deal=int(facts.get("deal", "") or 1),
        deals=int(facts.get("deals", "") or 1),
        stock=int(facts.get("stock", "") or 0),
        dealer=int(dealer_text) if dealer_text else 0,
        last_taker=int(taker) if taker else None,
        rules=sur_rules(view),
        pool_kinds=tuple(tuple(k) for k in kinds),
    )


# --- what a table offers -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Offer:
    """What a card of each kind can take from one table: ``gain[k]`` is the best value of the
    cards a card of kind *k* takes (its own card not counted), ``None`` when it takes nothing;
    ``clears[k]``: that capture empties the table."""

    gain: tuple[float | None, ...]
    clears: tuple[bool, ...]
    lone_jack: bool
    value: float
    """The value of every card on the table."""


_OFFERS: dict[tuple[tuple[int, ...], float], Offer] = {}
"""Offers already worked out, by table and club value. The key keeps the table's order: the
values are added in that order, and another order could round a sum differently."""
_OFFERS_LIMIT: Final = 50_000


def offer(table: Sequence[int], club: float) -> Offer:
    """What every kind of card can take from *table* (card indices), kept in a cache: the
    player weighs every move at every decision, and the same tables come back."""
    key = (tuple(table), club)
    found = _OFFERS.get(key)
    if found is None:
        if len(_OFFERS) >= _OFFERS_LIMIT:
            _OFFERS.clear()
        found = _OFFERS[key] = _offer(table, club)
    return found


def _offer(table: Sequence[int], club: float) -> Offer:
    """:func:`offer`, worked out (no cache)."""
    gain: list[float | None] = [None] * 14
    clears = [False] * 14
    values = [_PTS[i] + club * _CLUB[i] for i in table]
    numbers = [(_KIND[i], v) for i, v in zip(table, values, strict=True) if _KIND[i] <= 10]
    jacks = [v for i, v in zip(table, values, strict=True) if _KIND[i] == JACK]
    kings = [v for i, v in zip(table, values, strict=True) if _KIND[i] == KING]
    queens = [v for i, v in zip(table, values, strict=True) if _KIND[i] == QUEEN]
    faces = bool(kings or queens)
    best = [-1.0] * 11
    best[0] = 0.0
    total = 0
    for w, v in numbers:
        total += w
        for s in range(10 - w, -1, -1):
            if best[s] >= 0 and best[s] + v > best[s + w]:
                best[s + w] = best[s] + v
    for k in range(1, 11):
        need = 11 - k
        if best[need] >= 0:
            gain[k] = best[need]
            clears[k] = not faces and not jacks and total == need
    if numbers or jacks:
        gain[JACK] = sum(v for _, v in numbers) + sum(jacks)
        clears[JACK] = not faces
    if kings:
        gain[KING] = max(kings)
        clears[KING] = len(table) == 1
    if queens:
        gain[QUEEN] = max(queens)
        clears[QUEEN] = len(table) == 1
    return Offer(
        tuple(gain),
        tuple(clears),
        len(table) == 1 and _KIND[table[0]] == JACK,
        sum(values),
    )


def sur_value(rules: SurRules, kind: int, lone_jack: bool) -> int:
    if kind == JACK:
        return 0 if lone_jack else rules.jack
    return rules.points


@cache
def _weights(n: int, draws: int) -> tuple[float, ...]:
    """``w[i]``: the chance that the *i*-th highest of *n* values is the best of *draws* of them
    drawn without replacement (it is drawn, and none above it)."""
    total = math.comb(n, draws)
    out = []
    for i in range(n - draws + 1):
        out.append(math.comb(n - i - 1, draws - 1) / total)
    return tuple(out)


def expected_best(values: Sequence[float], draws: int, floor: float | None = None) -> float:
    """The expected best of *draws* values drawn without replacement from *values* (and of
    *floor*, a value known to be held as well)."""
    if draws <= 0 or not values:
        return floor if floor is not None else 0.0
    ordered = sorted(values, reverse=True)
    weights = _weights(len(ordered), min(draws, len(ordered)))
    if floor is None:
        total: float = sum(map(operator.mul, ordered, weights))
        return total
    return sum(max(v, floor) * w for v, w in zip(ordered, weights, strict=False))


# --- the decision ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Weighed:
    """One move and what it is expected to bring."""

    move: Play
    gain: float
    """What the move itself brings (cards, clubs, the sur, leftovers at the round's end)."""
    risk: float
    """What the next player can expect to take from the table it leaves."""
    points: int
    """Card points taken (own card included)."""
    clubs: int
    sur: int
    threats: int
    """Kinds of card that could clear the table left (for a sur)."""
    live_threats: int
    """Of those, kinds with a card still unseen."""

    keep: float
    """What playing this card now gives up (a jack played early)."""

    @property
    def total(self) -> float:
        return self.gain - RISK * self.risk - self.keep


def weigh(sight: Sight, move: Play) -> Weighed:
    """What *move* brings, and what it leaves the next player."""
    club = sight.club_value
    card = move.card.index
    n = sight.players
    in_hands = sum(sight.counts)
    final = sight.stock == 0 and in_hands == 1
    last_deal = sight.deal == sight.deals
    gone = 0
    for c in move.taken:
        gone |= 1 << c.index
    table_after = [c.index for c in sight.table if not gone >> c.index & 1]
    if not move.taken:
        table_after.append(card)
    gain = 0.0
    points = clubs = sur = 0
    if move.taken:
        took = [card, *(c.index for c in move.taken)]
        points = sum(_PTS[i] for i in took)
        clubs = sum(_CLUB[i] for i in took)
        gain = points + club * clubs
        if not table_after and sight.rules.allowed(last_deal, final):
            lone = len(sight.table) == 1 and sight.table[0].rank == Rank.JACK
            sur = sur_value(sight.rules, _KIND[card], lone)
            gain += sur
    left = offer(table_after, club)
    if final:
        # The round ends: what is left goes to whoever took last (this move, if it took).
        taker = sight.me if move.taken else sight.last_taker
        if table_after and taker is not None:
            mine = sight.side(taker) == sight.side(sight.me)
            gain += left.value if mine else -left.value
        return Weighed(move, gain, 0.0, points, clubs, sur, 0, 0, 0.0)
    nxt = (sight.me + 1) % n
    draws = sight.counts[nxt]
    deal = sight.deal
    if draws == 0:  # this was the deal's last card: the next deal comes
        draws, deal = 4, deal + 1
    elif nxt == sight.me:  # pragma: no cover - a seat never follows itself
        draws = 0
    response_final = sight.stock == 0 and in_hands == 2 and sight.counts[nxt] == 1
    sur_ok = sight.rules.allowed(deal == sight.deals, response_final)
    taker = sight.me if move.taken else sight.last_taker
    mine_last = taker is not None and sight.side(taker) == sight.side(sight.me)
    by_kind: list[float | None] = [None] * 14
    threats = live = 0
    for k in range(1, 14):
        g = left.gain[k]
        if g is None:
            continue
        bonus = sur_value(sight.rules, k, left.lone_jack) if left.clears[k] else 0
        if bonus:
            threats += 1
            live += bool(sight.pool_kinds[k])
        if response_final:  # the round's last card takes the rest of the table too
            g = left.value
        by_kind[k] = g + (bonus if sur_ok else 0)

    own = _OWN_CLUB if club else _OWN
    # The round's last card, if it takes nothing, leaves the table to the last taker.
    lay_last = response_final and bool(table_after)

    def value_of(i: int) -> float:
        g = by_kind[_KIND[i]]
        if g is not None:
            return g + own[i]
        if lay_last:
            return -(left.value + own[i]) if mine_last else left.value + own[i]
        return 0.0

    known = sight.shown[nxt] if nxt < len(sight.shown) else ()
    floor = max((value_of(i) for i in known), default=None)
    if lay_last:
        values = [value_of(i) for i in sight.pool]
    else:  # the common case, written out for speed
        values = []
        for k, of_kind in enumerate(sight.pool_kinds):
            g = by_kind[k]
            if g is not None:
                values += [g + own[i] for i in of_kind]
        values += [0.0] * (len(sight.pool) - len(values))
    risk = expected_best(values, draws - len(known), floor)
    keep = 0.0
    if move.card.rank == Rank.JACK and len(sight.hand) > 1:
        later = sight.rules.jack if sight.rules.allowed(last_deal, False) else 0
        keep = JACK_KEEP + JACK_SUR_SHARE * later
    return Weighed(move, gain, risk, points, clubs, sur, threats, live, keep)


def _show(legal: Sequence[Any]) -> Decision:
    def telling(m: Show) -> tuple[int, int, int, int]:
        c = m.card
        return (c.rank == Rank.JACK, card_points(c), c.suit == Suit.CLUBS, _KIND[c.index])

    move = min((m for m in legal if isinstance(m, Show)), key=telling)
    return Decision(move, "show-least", (("card", move.card.code),))


def _reason(sight: Sight, best: Weighed, all_: Sequence[Weighed]) -> str:
    move = best.move
    takes = [w for w in all_ if w.move.taken]
    jack_takes = [w for w in takes if w.move.card.rank == Rank.JACK]
    final_deal = sight.deal == sight.deals and sight.stock == 0
    if move.taken:
        if best.sur:
            return "sur"
        if final_deal and sum(sight.counts) <= sight.players:
            return "last-taker"
        if move.card.rank == Rank.JACK:
            return "jack-sweep"
        if jack_takes and max(w.points + w.clubs for w in jack_takes) > best.points + best.clubs:
            return "keep-jack"
        if max(w.gain for w in takes) > best.gain:
            return "take-safe"
        return "take-most"
    if move.card.rank == Rank.JACK and not sight.table:
        return "lay-jack-defence"
    if jack_takes and len(jack_takes) == len(takes):
        return "keep-jack"
    if best.threats == 0:
        return "lay-safe"
    if best.live_threats == 0:
        return "lay-counted"
    return "lay-least"


def decide(view: TableView, legal: Sequence[Any]) -> Decision:
    """The heuristic player's move in *view*, with its reason (the move is always in *legal*)."""
    if not legal:
        raise ValueError("no legal move to choose from")
    if any(isinstance(m, Show) for m in legal):
        if len(legal) == 1:
            return Decision(legal[0], "only-move")
        return _show(legal)
    plays = [m for m in legal if isinstance(m, Play)]
    if len(legal) == 1 or not plays:
        return Decision(legal[0], "only-move")
    sight = read(view)
    weighed = [weigh(sight, m) for m in plays]
    best = weighed[0]
    for w in weighed[1:]:
        if w.total > best.total + 1e-9:
            best = w
    reason = _reason(sight, best, weighed)
    params = (
        ("card", best.move.card.code),
        ("points", str(best.points)),
        ("clubs", str(best.clubs)),
        ("sur", str(best.sur)),
    )
    return Decision(best.move, reason, params)


def pasur_heuristic(view: TableView, legal: Sequence[Any], rng: random.Random) -> Any:
    """The heuristic Pasur player (see the module notes); it never uses *rng*."""
    return decide(view, legal).move


__all__ = [
    "CLUB_VALUE",
    "JACK_KEEP",
    "REASONS",
    "RISK",
    "Offer",
    "Sight",
    "SurRules",
    "decide",
    "expected_best",
    "offer",
    "pasur_heuristic",
    "read",
    "sur_rules",
    "weigh",
]
