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

import itertools
import math
import operator
import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, Final, NamedTuple

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
_ALL: Final = (1 << 52) - 1


def _subsets_by_kind(
    worth: Sequence[float] | None = None,
) -> tuple[dict[int, tuple[Any, ...]], ...]:
    """By kind of card (0-13, 0 holding none): every set of the cards of that kind, as a bit
    mask of card indices, mapped to their indices in order (or, given *worth* by card index,
    to what each is worth). Reading a seat's unseen cards kind by kind is then one lookup a
    kind instead of a loop over the deck."""
    out = []
    for kind in range(14):
        of_kind = [i for i in range(52) if _KIND[i] == kind]
        table: dict[int, tuple[Any, ...]] = {}
        for size in range(len(of_kind) + 1):
            for chosen in itertools.combinations(of_kind, size):
                mask = sum(1 << i for i in chosen)
                table[mask] = chosen if worth is None else tuple(worth[i] for i in chosen)
        out.append(table)
    return tuple(out)


_KIND_MASKS: Final = tuple(sum(1 << i for i in range(52) if _KIND[i] == k) for k in range(14))
_OF_KIND: Final = _subsets_by_kind()
_OWN_OF_KIND: Final = _subsets_by_kind(_OWN)
_OWN_CLUB_OF_KIND: Final = _subsets_by_kind(_OWN_CLUB)


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
    return _sur_rules(dict(view.facts))


def _sur_rules(facts: dict[str, str]) -> SurRules:
    """:func:`sur_rules` from the view's facts, read once into a dict."""
    get = facts.get
    return _rules_of(
        get("players") == "4",
        get("sur_points", ""),
        get("sur_points_4p", ""),
        get("jack_sur_points", ""),
        get("no_sur_in", ""),
    )


@cache
def _rules_of(four: bool, points: str, points_4p: str, jack_text: str, no_sur_in: str) -> SurRules:
    """The sur rules of these facts' texts (a handful of tables: kept, not parsed each move)."""

    def number(raw: str, name: str) -> int:
        return int(raw) if raw.isdigit() else int(getattr(_DEFAULTS, name))

    value = number(points_4p, "sur_points_4p") if four else number(points, "sur_points")
    jack = number(jack_text, "jack_sur_points")
    if jack and four:
        jack = value
    return SurRules(value, jack, no_sur_in or _DEFAULTS.no_sur_in)


class Sight(NamedTuple):
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
    club_value: float
    """A club's worth: nothing once a side holds seven (the majority is settled)."""
    pool_worth: tuple[tuple[float, ...], ...]
    """By kind, as ``pool_kinds``: what each of those cards is worth to its taker (its points,
    and its club at :attr:`club_value`)."""

    def side(self, seat: int) -> int:
        return seat % 2 if self.players == 4 else seat


def _club_value(clubs: Sequence[int]) -> float:
    """A club's worth: nothing once a side holds seven (the majority is settled)."""
    return 0.0 if max(clubs, default=0) >= 7 else CLUB_VALUE


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
    unseen = _ALL & ~known
    masks = [unseen & mask for mask in _KIND_MASKS]
    kinds = tuple(map(dict.__getitem__, _OF_KIND, masks))
    club = _club_value(counted.clubs)
    owns = tuple(map(dict.__getitem__, _OWN_CLUB_OF_KIND if club else _OWN_OF_KIND, masks))
    return Sight(
        me=me,
        players=players,
        hand=hand,
        table=table,
        pool=tuple(sorted(itertools.chain.from_iterable(kinds))),
        shown=tuple(shown),
        counts=counts,
        clubs=counted.clubs,
        deal=int(facts.get("deal", "") or 1),
        deals=int(facts.get("deals", "") or 1),
        stock=int(facts.get("stock", "") or 0),
        dealer=int(dealer_text) if dealer_text else 0,
        last_taker=int(taker) if taker else None,
        rules=_sur_rules(facts),
        pool_kinds=kinds,
        club_value=club,
        pool_worth=owns,
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
    kinds: tuple[int, ...] = ()
    """The kinds whose ``gain`` is not ``None``, in order (what a player weighing a move
    walks through)."""


_OFFERS: dict[tuple[tuple[int, ...], float], Offer] = {}
"""Offers already worked out, by table (each card as its :data:`_CLASS`) and club value. The key
keeps the table's order: the values are added in that order, and another order could round a
sum differently."""
_OFFERS_LIMIT: Final = 50_000
_CLASS: Final = tuple(
    min(j for j in range(52) if (_KIND[j], _PTS[j], _CLUB[j]) == (_KIND[i], _PTS[i], _CLUB[i]))
    for i in range(52)
)
"""By card index: the first card of the same kind, points and suit-is-clubs. An offer depends on
nothing else of its cards, so tables of such twins (3♥ 5♠ and 3♠ 5♥) share one."""


def offer(table: Sequence[int], club: float) -> Offer:
    """What every kind of card can take from *table* (card indices), kept in a cache: the
    player weighs every move at every decision, and the same tables come back."""
    return _offer_of(tuple(_CLASS[i] for i in table), club)


def _offer_of(classes: tuple[int, ...], club: float) -> Offer:
    """:func:`offer` of a table given as card classes (:data:`_CLASS`), from the cache."""
    key = (classes, club)
    found = _OFFERS.get(key)
    if found is None:
        if len(_OFFERS) >= _OFFERS_LIMIT:
            _OFFERS.clear()
        found = _OFFERS[key] = _offer(classes, club)
    return found


def _offer(table: Sequence[int], club: float) -> Offer:
    """:func:`offer`, worked out (no cache)."""
    gain: list[float | None] = [None] * 14
    clears = [False] * 14
    values: list[float] = []
    numbers: list[int] = []
    number_values: list[float] = []
    jacks: list[float] = []
    kings: list[float] = []
    queens: list[float] = []
    for i in table:  # one pass, each card to its kind's list, in the table's order
        v = _PTS[i] + club * _CLUB[i]
        values.append(v)
        kind = _KIND[i]
        if kind <= 10:
            numbers.append(i)
            number_values.append(v)
        elif kind == JACK:
            jacks.append(v)
        elif kind == KING:
            kings.append(v)
        else:
            queens.append(v)
    faces = bool(kings or queens)
    best = _best_sums(tuple(numbers), club)
    total = sum(_KIND[i] for i in numbers)
    for k in range(1, 11):
        need = 11 - k
        if best[need] >= 0:
            gain[k] = best[need]
            clears[k] = not faces and not jacks and total == need
    if numbers or jacks:
        gain[JACK] = sum(number_values) + sum(jacks)
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
        tuple(k for k in range(1, 14) if gain[k] is not None),
    )


_SUMS: dict[tuple[tuple[int, ...], float], tuple[float, ...]] = {}
""":func:`_best_sums` already worked out. A table grows one card at a time, so the sums of the
table a move leaves are mostly one step from sums already known."""
_NO_SUMS: Final = (0.0, *(-1.0,) * 10)


def _best_sums(numbers: tuple[int, ...], club: float) -> tuple[float, ...]:
    """``best[s]``: the best value of number cards of *numbers* (card indices, in the table's
    order) adding up to *s*, -1 where none do. Worked out card by card in that order (as a
    knapsack), from the sums of all the cards but the last, so each sum adds the same values in
    the same order however it was reached."""
    if not numbers:
        return _NO_SUMS
    key = (numbers, club)
    found = _SUMS.get(key)
    if found is None:
        best = list(_best_sums(numbers[:-1], club))
        i = numbers[-1]
        w = _KIND[i]
        v = _PTS[i] + club * _CLUB[i]
        for s in range(10 - w, -1, -1):
            if best[s] >= 0 and best[s] + v > best[s + w]:
                best[s + w] = best[s] + v
        if len(_SUMS) >= _OFFERS_LIMIT:
            _SUMS.clear()
        found = _SUMS[key] = tuple(best)
    return found


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


class Weighed(NamedTuple):
    """One move and what it is expected to bring.

    This one, :class:`Sight` and the plan of a decision are named tuples, not frozen
    dataclasses: the player makes one for every move it weighs, and a tuple is built several
    times faster."""

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


class _Plan(NamedTuple):
    """What :func:`weigh` needs of a position that is the same for every move: worked out once a
    decision, not once a move."""

    club: float
    own: tuple[float, ...]
    final: bool
    """This is the round's last card."""
    sur_now: bool
    """A capture clearing the table now is a sur (the rules allow one at this point)."""
    nxt: int
    draws: int
    """How many cards the next player plays from (his next hand if this ends the deal)."""
    response_final: bool
    """The next player's card is the round's last."""
    sur_next: bool
    """The next player may make a sur."""
    known: tuple[int, ...]
    """The next player's shown cards."""
    owns: tuple[tuple[float, ...], ...]
    """By kind: what each unseen card of that kind is worth to its taker, in pool order."""
    weights: tuple[float, ...]
    """:func:`_weights` of the unseen cards for the next player's unknown cards (empty: none)."""
    jack_keep: float
    """What laying or playing a jack now gives up."""
    laid_mine_last: bool
    """After a card laid, the last to take is this seat's side."""
    table: tuple[int, ...]
    classes: tuple[int, ...]
    """The table as card indices and as :data:`_CLASS` (in the table's order)."""


def _plan(sight: Sight) -> _Plan:
    """The move-independent part of :func:`weigh` for *sight*."""
    club = sight.club_value
    own = _OWN_CLUB if club else _OWN
    n = sight.players
    in_hands = sum(sight.counts)
    final = sight.stock == 0 and in_hands == 1
    last_deal = sight.deal == sight.deals
    nxt = (sight.me + 1) % n
    draws = sight.counts[nxt]
    deal = sight.deal
    if draws == 0:  # this was the deal's last card: the next deal comes
        draws, deal = 4, deal + 1
    elif nxt == sight.me:  # pragma: no cover - a seat never follows itself
        draws = 0
    response_final = sight.stock == 0 and in_hands == 2 and sight.counts[nxt] == 1
    known = sight.shown[nxt] if nxt < len(sight.shown) else ()
    unknown = draws - len(known)
    pool = len(sight.pool)
    keep = 0.0
    if len(sight.hand) > 1:
        later = sight.rules.jack if sight.rules.allowed(last_deal, False) else 0
        keep = JACK_KEEP + JACK_SUR_SHARE * later
    table = tuple(c.index for c in sight.table)
    taker = sight.last_taker
    return _Plan(
        club=club,
        own=own,
        final=final,
        sur_now=sight.rules.allowed(last_deal, final),
        nxt=nxt,
        draws=draws,
        response_final=response_final,
        sur_next=sight.rules.allowed(deal == sight.deals, response_final),
        known=known,
        owns=sight.pool_worth,
        weights=_weights(pool, min(unknown, pool)) if unknown > 0 and pool else (),
        jack_keep=keep,
        laid_mine_last=taker is not None and sight.side(taker) == sight.side(sight.me),
        table=table,
        classes=tuple(_CLASS[i] for i in table),
    )


def weigh(sight: Sight, move: Play) -> Weighed:
    """What *move* brings, and what it leaves the next player."""
    return _weigh(sight, _plan(sight), move)


def _weigh(sight: Sight, plan: _Plan, move: Play) -> Weighed:
    """:func:`weigh`, with the position's :func:`_plan` worked out already."""
    club = plan.club
    card = move.card.index
    taken = move.taken
    gain = 0.0
    points = clubs = sur = 0
    if taken:
        gone = 0
        for c in taken:
            gone |= 1 << c.index
        cleared = len(taken) == len(plan.table)  # the taken cards are all on the table
        took = [card, *(c.index for c in taken)]
        points = sum(_PTS[i] for i in took)
        clubs = sum(_CLUB[i] for i in took)
        gain = points + club * clubs
        if cleared and plan.sur_now:
            lone = len(sight.table) == 1 and sight.table[0].rank == Rank.JACK
            sur = sur_value(sight.rules, _KIND[card], lone)
            gain += sur
        left = _offer_of(
            tuple(k for i, k in zip(plan.table, plan.classes, strict=True) if not gone >> i & 1),
            club,
        )
    else:
        cleared = False
        left = _offer_of((*plan.classes, _CLASS[card]), club)
    if plan.final:
        # The round ends: what is left goes to whoever took last (this move, if it took).
        taker = sight.me if taken else sight.last_taker
        if not cleared and taker is not None:
            mine = sight.side(taker) == sight.side(sight.me)
            gain += left.value if mine else -left.value
        return Weighed(move, gain, 0.0, points, clubs, sur, 0, 0, 0.0)
    mine_last = bool(taken) or plan.laid_mine_last
    response_final = plan.response_final
    sur_ok = plan.sur_next
    rules = sight.rules
    pool_kinds = sight.pool_kinds
    # The round's last card, if it takes nothing, leaves the table to the last taker.
    lay_last = response_final and not cleared
    known = plan.known
    common = not (lay_last or known)
    gains = left.gain
    clears = left.clears
    jack_sur = 0 if left.lone_jack else rules.jack
    by_kind: list[float | None] = [None] * 14
    # In the common case every value is at least 0, so the cards that take nothing (worth 0)
    # are the lowest and add exactly 0.0 each to the sum: they are left out.
    values: list[float] = []
    threats = live = 0
    worth = plan.owns
    for k in left.kinds:
        g = gains[k]
        assert g is not None
        bonus = (jack_sur if k == JACK else rules.points) if clears[k] else 0
        if bonus:
            threats += 1
            live += bool(pool_kinds[k])
        if response_final:  # the round's last card takes the rest of the table too
            g = left.value
        g = by_kind[k] = g + (bonus if sur_ok else 0)
        if common and worth[k]:
            values += map(g.__add__, worth[k])  # g + each worth, without a loop in Python
    if common:
        values.sort(reverse=True)
        risk = sum(map(operator.mul, values, plan.weights)) if plan.weights else 0.0
    else:
        risk = _risk_in_full(sight, plan, left, by_kind, lay_last, mine_last)
    keep = plan.jack_keep if move.card.rank == Rank.JACK else 0.0
    return Weighed(move, gain, risk, points, clubs, sur, threats, live, keep)


def _risk_in_full(
    sight: Sight,
    plan: _Plan,
    left: Offer,
    by_kind: Sequence[float | None],
    lay_last: bool,
    mine_last: bool,
) -> float:
    """What the next player can expect to take, where his shown cards or the round's last card
    make values that may be below 0 or a floor: every unseen card counted."""
    own = plan.own

    def value_of(i: int) -> float:
        g = by_kind[_KIND[i]]
        if g is not None:
            return g + own[i]
        if lay_last:
            return -(left.value + own[i]) if mine_last else left.value + own[i]
        return 0.0

    floor = max((value_of(i) for i in plan.known), default=None)
    if lay_last:
        values = [value_of(i) for i in sight.pool]
    else:
        values = []
        for k, of_kind in enumerate(sight.pool_kinds):
            g = by_kind[k]
            if g is not None:
                values += [g + own[i] for i in of_kind]
        values += [0.0] * (len(sight.pool) - len(values))
    return expected_best(values, plan.draws - len(plan.known), floor)


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
    plan = _plan(sight)
    weighed = [_weigh(sight, plan, m) for m in plays]
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
