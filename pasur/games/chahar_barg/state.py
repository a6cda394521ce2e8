"""Pasur's state machine: the draw for the first dealer, rounds of deals, captures, surs, scoring.

A state is a whole match (``scope:hand`` stops after one round). Chance moves are the draw for
the first dealer and each shuffle; every other move is a player's: a card laid or a card taking
a set of table cards (the player chooses the set), and, in open Pasur, showing a card.

Seats go round in order 0, 1, 2, (3); the player after the dealer plays first in every deal of a
round, and the deal passes to the next seat each round. Sides: seats 0 and 2 against 1 and 3 in
the four-player game; each player alone otherwise.

Cards left on the table at the end of a round go to the side that took cards last; if nobody
took anything all round (possible only in theory) they go to the dealer's side, so every card is
always counted and a round always holds its 20 card points.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from pasur.cards import STANDARD_DECK, Card, Rank, Suit
from pasur.engines.chance import dealer_violation, draw_deal
from pasur.engines.evolve import evolve
from pasur.engines.texts import PrefixTexts
from pasur.errors import IllegalMoveError
from pasur.games.chahar_barg.moves import FirstDealer, PasurMove, Play, Show, Shuffle
from pasur.games.chahar_barg.options import PasurOptions
from pasur.games.chahar_barg.scoring import (
    RoundResult,
    number_value,
    score_round,
    update_match,
)
from pasur.protocol import CHANCE, FieldViews, MatchState, TableView, Violation, violation


class Phase(enum.StrEnum):
    """The phases of a Pasur match, in play order (the record's moves say which one it is in).

    ``dealer`` (chance): the first dealer is drawn by lot; ``shuffle`` (chance): the deck of
    the next round is shuffled; ``show``: open Pasur: each player in turn turns a card of his
    hand face up; ``play``: each player in turn plays a card, capturing or laying it on the
    table; ``over``: the match (or the single round) is finished."""

    DEALER = "dealer"
    SHUFFLE = "shuffle"
    SHOW = "show"
    PLAY = "play"
    OVER = "over"


HAND_SIZE: Final = 4
TABLE_START: Final = 4


def side_of(seat: int, players: int) -> int:
    """The side a seat scores for: partners 0+2 and 1+3 at four players, else the seat."""
    return seat % 2 if players == 4 else seat


def deals_per_round(players: int) -> int:
    """48 cards after the opening table, four to each player per deal: 6, 4 or 3 deals."""
    return (52 - TABLE_START) // (HAND_SIZE * players)


def _sorted(cards: Sequence[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=_index))


def _index(card: Card) -> int:
    return card.index


_NUMBER: Final = tuple(number_value(c) or 0 for c in STANDARD_DECK)
"""By card index: the capturing number (ace 1 to ten 10), 0 for a face card."""
_KIND: Final = tuple(
    n or {Rank.JACK: 11, Rank.QUEEN: 12, Rank.KING: 13}[c.rank]
    for n, c in zip(_NUMBER, STANDARD_DECK, strict=True)
)
"""By card index: 1-10 for a number card, 11 jack, 12 queen, 13 king (what it can take)."""
_JACK_KIND: Final = 11
_CACHE_LIMIT: Final = 100_000
Sets = tuple[tuple[Card, ...], ...]
_CAPTURES: dict[tuple[int, int, bool], Sets] = {}
"""Capture sets already worked out, by (kind of card as in ``_KIND``, table as a mask of card
indices, union mode). The sets depend on nothing else, and every move is looked up again when
``apply`` checks it after ``legal_moves`` listed it."""


def table_mask(table: Sequence[Card]) -> int:
    """The table as a bit mask of card indices (the key the capture cache uses)."""
    mask = 0
    for c in table:
        mask |= 1 << c.index
    return mask


def capture_sets(
    card: Card, table: Sequence[Card], options: PasurOptions, mask: int | None = None
) -> Sets:
    """:func:`captures` as a tuple, kept in a cache (*mask*: ``table_mask(table)`` if known)."""
    key = (
        _KIND[card.index],
        table_mask(table) if mask is None else mask,
        options.capture_mode == "union",
    )
    found = _CAPTURES.get(key)
    if found is None:
        if len(_CAPTURES) >= _CACHE_LIMIT:
            _CAPTURES.clear()
        found = _CAPTURES[key] = _find_captures(key[0], table, key[2])
    return found


def captures(card: Card, table: Sequence[Card], options: PasurOptions) -> list[tuple[Card, ...]]:
    """Every set of table cards *card* may take, each in index order (empty list: none).

    A number card takes number cards adding up to 11 with it (one set, or with ``union`` every
    disjoint set at once); a jack takes every number card and jack; a king one king, a queen one
    queen. Cards of the same rank are different sets (their suits score differently).

    >>> from pasur.cards import cards, parse_card as p
    >>> table = cards("AH 2S 2D 4C TH")
    >>> [" ".join(c.code for c in s) for s in captures(p("5C"), table, PasurOptions())]
    ['4C 2D', '4C 2S']
    """
    return list(capture_sets(card, table, options))


def _find_captures(kind: int, table: Sequence[Card], union: bool) -> Sets:
    """:func:`captures` for a card of *kind* (as in ``_KIND``), worked out on card indices."""
    order = sorted(c.index for c in table)
    if kind == _JACK_KIND:
        take = tuple(STANDARD_DECK[i] for i in order if _KIND[i] <= _JACK_KIND)
        return (take,) if take else ()
    if kind > _JACK_KIND:  # a king or a queen takes one of its rank
        return tuple((STANDARD_DECK[i],) for i in order if _KIND[i] == kind)
    numbers = [i for i in order if _NUMBER[i]]
    values = [_NUMBER[i] for i in numbers]
    if sum(values) < 11 - kind:
        return ()
    found: list[tuple[Card, ...]] = []

    def walk(start: int, left: int, chosen: list[int]) -> None:
        # Depth first in index order: the sets come out in index order, and in the order of
        # their index lists, the canonical order.
        if left == 0:
            found.append(tuple(STANDARD_DECK[i] for i in chosen))
            return
        for i in range(start, len(numbers)):
            if values[i] <= left:
                chosen.append(numbers[i])
                walk(i + 1, left - values[i], chosen)
                chosen.pop()

    walk(0, 11 - kind, [])
    if union and len(found) > 1:
        return tuple(_unions(found))
    return tuple(found)


def _unions(sets: list[tuple[Card, ...]]) -> list[tuple[Card, ...]]:
    """Every maximal collection of pairwise disjoint sets, each as the union of its cards.

    A depth-first search over the cards of the sets, in index order: each card is left out or
    taken with one of the sets that start at it; a branch ends as soon as a set lies wholly among
    the cards left out (no collection there is maximal). Trying every group of sets would take
    time exponential in the number of sets, which a large table makes unbearable.
    """
    order = sorted({c for s in sets for c in s}, key=lambda c: c.index)
    holding = {c: [frozenset(s) for s in sets if c in s] for c in order}
    out: set[tuple[Card, ...]] = set()

    def walk(i: int, taken: frozenset[Card], left_out: frozenset[Card]) -> None:
        while i < len(order) and order[i] in taken:
            i += 1
        if i == len(order):
            out.add(_sorted(tuple(taken)))
            return
        card = order[i]
        decided = taken | left_out
        for group in holding[card]:
            if not group & decided:
                walk(i + 1, taken | group, left_out)
        without = left_out | {card}
        if not any(group <= without for group in holding[card]):
            walk(i + 1, taken, without)

    walk(0, frozenset(), frozenset())
    return sorted(out, key=lambda s: (-len(s), [c.index for c in s]))


@dataclass(frozen=True, slots=True)
class SurEvent:
    """What happened to a table-clearing capture: scored, cancelled, or blocked by a rule."""

    seat: int
    value: int
    rule_id: str
    """``pasur/sur`` (scored), ``pasur/sur-cancellation`` (cancelled one of the others'), or
    the rule that kept it from being a sur (``pasur/lone-jack``, ``pasur/jack-sur``, …)."""


@dataclass(frozen=True, slots=True)
class PasurState(MatchState):
    """A position in a Pasur match. Build the opening position with :func:`new_match`."""

    options: PasurOptions
    phase: Phase = Phase.DEALER
    to_move: int | None = CHANCE
    dealer: int | None = None
    stock: tuple[Card, ...] = ()
    """The cards not dealt yet, top first."""
    hands: tuple[tuple[Card, ...], ...] = ()
    shown: tuple[tuple[Card, ...], ...] = ()
    """Open Pasur: the cards each player has shown and still holds."""
    show_queue: tuple[int, ...] = ()
    """Open Pasur: the seats still to show a card before play goes on."""
    next_player: int = 0
    """Who plays once the showing is done."""
    table: tuple[Card, ...] = ()
    """Face up in the middle, in the order laid."""
    piles: tuple[tuple[Card, ...], ...] = ()
    """Per side: the cards taken this round."""
    surs: tuple[tuple[int, ...], ...] = ()
    """Per side: the values of the surs that count this round, in order."""
    match_surs: tuple[int, ...] = ()
    """Per side: surs scored in earlier rounds of the match (for the sur limit)."""
    last_taker: int | None = None
    deal_no: int = 0
    round_start_score: tuple[int, ...] = ()
    score: tuple[int, ...] = ()
    results: tuple[RoundResult, ...] = ()
    sur_log: tuple[SurEvent, ...] = ()
    """This round's table-clearing captures and what became of them."""
    redeals: int = 0
    """Opening tables dealt again so far in the match (for the summary)."""
    winner: int | None = None
    history: tuple[PasurMove, ...] = ()
    tally: tuple[int, int, tuple[int, ...]] = (-1, 0, ())
    """What the players count, kept move by move: (the number of moves of ``history`` it
    counts, :attr:`PasurView.seen`, :attr:`PasurView.clubs`). A position built by hand, whose
    first number is not the history's length, is counted from its history instead."""

    # --- the protocol ------------------------------------------------------------------------

    def scores(self) -> tuple[int, ...]:
        return self.score

    @property
    def sides(self) -> int:
        return self.options.teams

    @property
    def first_player(self) -> int:
        assert self.dealer is not None
        return (self.dealer + 1) % self.players

    @property
    def deals_total(self) -> int:
        return deals_per_round(self.players)

    @property
    def last_deal(self) -> bool:
        """The round's last four-card deal is being played (set when it is dealt)."""
        return self.deal_no == self.deals_total

    def legal_moves(self) -> tuple[PasurMove, ...]:
        if self.phase == "show":
            seat = self.to_move
            assert seat is not None
            return tuple(Show(c) for c in _sorted(self.hands[seat]) if c not in self.shown[seat])
        if self.phase != "play":
            return ()
        seat = self.to_move
        assert seat is not None
        opts = self.options
        table = self.table
        mask = table_mask(table)
        may_lay = not opts.must_capture
        jack_may_lay = may_lay or opts.jack_may_decline
        moves: list[PasurMove] = []
        for card in _sorted(self.hands[seat]):
            sets = capture_sets(card, table, opts, mask)
            for taken in sets:
                moves.append(Play.ordered(card, taken))
            if not sets or (jack_may_lay if card.rank == Rank.JACK else may_lay):
                moves.append(Play.ordered(card, ()))
        return tuple(moves)

    def _may_lay_instead(self, card: Card) -> bool:
        """A card that could take something may still be laid (the options allow it)."""
        if card.rank == Rank.JACK and self.options.jack_may_decline:
            return True
        return not self.options.must_capture

    def violation(self, move: PasurMove) -> Violation | None:
        """Why *move* cannot be made now (naming the rule), or ``None`` if it can."""
        p = self.phase
        if p == "over":
            return violation("pasur/target", "play/over")
        if p == "dealer":
            return dealer_violation(
                move,
                self.players,
                sequence=("pasur/first-dealer", "play/dealer-first"),
                seat=("pasur/first-dealer", "pasur/no-seat"),
            )
        if p == "shuffle":
            if not isinstance(move, Shuffle):
                return violation("pasur/deal", "play/deal-first")
            if len(move.deck) != 52 or set(move.deck) != set(STANDARD_DECK):
                return violation(
                    "pasur/deck",
                    "pasur/whole-deck",
                    count=len(move.deck),
                    different=len(set(move.deck)),
                )
            return None
        seat = self.to_move
        assert seat is not None
        if p == "show":
            if not isinstance(move, Show):
                return violation("pasur/open-variant", "pasur/show-first", seat=seat)
            if move.card not in self.hands[seat]:
                return violation("pasur/hand", "play/not-held", card=move.card.code, seat=seat)
            if move.card in self.shown[seat]:
                return violation("pasur/open-variant", "pasur/shown-already", card=move.card.code)
            return None
        if not isinstance(move, Play):
            return violation("pasur/turn", "pasur/play-a-card", seat=seat)
        card = move.card
        if card not in self.hands[seat]:
            return violation("pasur/hand", "play/not-held", card=card.code, seat=seat)
        return self._capture_violation(card, move.taken)

    def _capture_violation(self, card: Card, taken: tuple[Card, ...]) -> Violation | None:
        table = self.table
        sets = capture_sets(card, table, self.options)
        if taken in sets:  # the common case first: one of the listed captures
            return None
        if not taken:
            if not sets or self._may_lay_instead(card):
                return None
            rule = "pasur/jack-lay" if card.rank == Rank.JACK else "pasur/must-capture"
            first = " ".join(c.code for c in sets[0])
            return violation(rule, "pasur/may-not-lay", card=card.code, first=first)
        missing = [c for c in taken if c not in table]
        if missing:
            return violation("pasur/hand", "pasur/not-on-table", card=missing[0].code)
        twice = [c for c in taken if taken.count(c) > 1]
        if twice:
            return violation("pasur/hand", "pasur/named-twice", card=twice[0].code)
        if card.rank == Rank.JACK:
            if not sets:
                return violation("pasur/jack-capture", "pasur/jack-takes-none", card=card.code)
            every = " ".join(c.code for c in sets[0])
            return violation(
                "pasur/jack-capture", "pasur/jack-takes-all", card=card.code, all=every
            )
        if card.rank in (Rank.KING, Rank.QUEEN):
            rule = "pasur/king-capture" if card.rank == Rank.KING else "pasur/queen-capture"
            return violation(rule, "pasur/same-rank-only", card=card.code)
        faces = [c for c in taken if number_value(c) is None]
        if faces:
            return violation(
                "pasur/face-cards", "pasur/no-number", card=card.code, face=faces[0].code
            )
        value = number_value(card) or 0
        total = sum(number_value(c) or 0 for c in taken) + value
        single = self.options.capture_mode == "single"
        if total != 11 and _splits(taken, 11 - value):
            return violation(
                "pasur/one-combination",
                "pasur/one-set" if single else "pasur/every-set",
                card=card.code,
            )
        if total != 11:
            return violation("pasur/capture-eleven", "pasur/add-up", card=card.code, total=total)
        return violation("pasur/one-combination", "pasur/every-set", card=card.code)

    def apply(self, move: PasurMove) -> PasurState:
        bad = self.violation(move)
        if bad is not None:
            raise IllegalMoveError(move, bad)
        history = (*self.history, move)
        if isinstance(move, FirstDealer):
            return evolve(
                self,
                dealer=move.seat,
                phase=Phase.SHUFFLE,
                to_move=CHANCE,
                history=history,
                tally=_counted(self, move),
            )
        if isinstance(move, Shuffle):
            return _deal_round(evolve(self, tally=_counted(self, move)), move.deck, history)
        if isinstance(move, Show):
            return _show(evolve(self, tally=_counted(self, move)), move.card, history)
        assert isinstance(move, Play)
        return _play(self, move, history)

    def view(self, seat: int | None) -> PasurView:
        return _view(self, seat)


def _splits(taken: Sequence[Card], need: int) -> bool:
    """Whether the number cards *taken* split into sets that each add up to *need*."""
    values = [number_value(c) or 0 for c in taken]

    def split(left: list[int]) -> bool:
        if not left:
            return True
        first, rest = left[0], left[1:]

        def pick(start: int, short: int, chosen: tuple[int, ...]) -> bool:
            if short == 0:
                return split([v for i, v in enumerate(rest) if i not in chosen])
            return any(
                rest[i] <= short and pick(i + 1, short - rest[i], (*chosen, i))
                for i in range(start, len(rest))
            )

        return first <= need and pick(0, need - first, ())

    return split(values)


def new_match(options: PasurOptions | None = None) -> PasurState:
    """The opening position: the first dealer is drawn by lot."""
    opts = options or PasurOptions()
    return PasurState(
        opts,
        tally=(0, 0, _no_clubs(opts.players)),
        score=(0,) * opts.teams,
        match_surs=(0,) * opts.teams,
        round_start_score=(0,) * opts.teams,
    )


# --- dealing -----------------------------------------------------------------------------------


def opening_problem(table: Sequence[Card], options: PasurOptions) -> str:
    """Why the opening table forces a redeal (a rule id), or ``""``."""
    kings = sum(1 for c in table if c.rank == Rank.KING)
    queens = sum(1 for c in table if c.rank == Rank.QUEEN)
    if options.opening_three_faces == "redeal" and (kings >= 3 or queens >= 3):
        return "pasur/opening-three-faces"
    return ""


def _deal_round(
    state: PasurState, deck: tuple[Card, ...], history: tuple[PasurMove, ...]
) -> PasurState:
    n = state.players
    first = state.first_player
    hands: list[list[Card]] = [[] for _ in range(n)]
    pos = 0
    for i in range(n):
        seat = (first + i) % n
        hands[seat] = list(deck[pos : pos + HAND_SIZE])
        pos += HAND_SIZE
    table = list(deck[pos : pos + TABLE_START])
    stock = list(deck[pos + TABLE_START :])
    redeal = ""
    jacks = [c for c in table if c.rank == Rank.JACK]
    rule = state.options.opening_jack
    if jacks and rule == "redeal":
        redeal = "pasur/opening-jack"
    elif jacks and rule == "bury_replace":
        if len(jacks) > 1:
            redeal = "pasur/opening-jack"
        else:
            table.remove(jacks[0])
            replacement = stock.pop(0)
            stock.append(jacks[0])  # back into the stock, under the rest
            table.append(replacement)
            if replacement.rank == Rank.JACK:
                redeal = "pasur/opening-jack"
    if not redeal:
        redeal = opening_problem(table, state.options)
    if redeal:
        return evolve(
            state,
            phase=Phase.SHUFFLE,
            to_move=CHANCE,
            hands=tuple(tuple(h) for h in hands),
            table=tuple(table),
            stock=tuple(stock),
            redeals=state.redeals + 1,
            history=history,
        )
    sides = state.sides
    after = evolve(
        state,
        hands=tuple(tuple(h) for h in hands),
        table=tuple(table),
        stock=tuple(stock),
        shown=tuple(() for _ in range(n)),
        piles=tuple(() for _ in range(sides)),
        surs=tuple(() for _ in range(sides)),
        last_taker=None,
        deal_no=1,
        sur_log=(),
        round_start_score=state.score,
        history=history,
    )
    return _start_deal(after)


def _start_deal(state: PasurState) -> PasurState:
    """Play (or, in open Pasur, the showing of cards) begins with the player after the dealer."""
    first = state.first_player
    if state.options.open_variant != "off":
        order = tuple((first + i) % state.players for i in range(state.players))
        return evolve(
            state, phase=Phase.SHOW, to_move=order[0], show_queue=order[1:], next_player=first
        )
    return evolve(state, phase=Phase.PLAY, to_move=first)


def _show(state: PasurState, card: Card, history: tuple[PasurMove, ...]) -> PasurState:
    seat = state.to_move
    assert seat is not None
    shown = list(state.shown)
    shown[seat] = (*shown[seat], card)
    if state.show_queue:
        return evolve(
            state,
            shown=tuple(shown),
            to_move=state.show_queue[0],
            show_queue=state.show_queue[1:],
            history=history,
        )
    return evolve(
        state, shown=tuple(shown), phase=Phase.PLAY, to_move=state.next_player, history=history
    )


# --- playing -----------------------------------------------------------------------------------


def sur_block(state: PasurState, seat: int, card: Card, before: Sequence[Card]) -> tuple[str, int]:
    """For a capture that clears the table: (rule id, value). ``pasur/sur`` with its value when
    it counts as a sur, otherwise the rule that keeps it from counting (value 0)."""
    opts = state.options
    side = side_of(seat, state.players)
    if card.rank == Rank.JACK:
        if len(before) == 1 and before[0].rank == Rank.JACK:
            return "pasur/lone-jack", 0
        if opts.jack_sur_points == 0:
            return "pasur/jack-sur", 0
    last_card = not state.stock and all(len(h) == 0 for h in state.hands)
    if opts.no_sur_in == "last_deal" and state.last_deal:
        return "pasur/no-sur-last-deal", 0
    if opts.no_sur_in == "last_card" and last_card:
        return "pasur/no-sur-last-deal", 0
    if opts.sur_cap:
        made = len(state.surs[side]) + (
            state.match_surs[side] if opts.sur_cap_scope == "game" else 0
        )
        if made >= opts.sur_cap:
            return "pasur/sur-cap", 0
    if opts.no_sur_from and state.round_start_score[side] >= opts.no_sur_from:
        return "pasur/sur-score-limit", 0
    if state.players == 4:
        return "pasur/sur", opts.sur_points_4p
    if card.rank == Rank.JACK:
        return "pasur/sur", opts.jack_sur_points
    return "pasur/sur", opts.sur_points


def _play(state: PasurState, move: Play, history: tuple[PasurMove, ...]) -> PasurState:
    seat = state.to_move
    assert seat is not None
    n = state.players
    side = side_of(seat, n)
    card = move.card
    hands = list(state.hands)
    hands[seat] = tuple(c for c in hands[seat] if c is not card)  # cards are interned
    after_hands = tuple(hands)
    shown = state.shown
    played_shown = card in shown[seat] if shown else False
    if played_shown:
        shown = (*shown[:seat], tuple(c for c in shown[seat] if c != card), *shown[seat + 1 :])
    table = state.table
    piles = state.piles
    surs = state.surs
    last_taker = state.last_taker
    sur_log = state.sur_log
    taken = move.taken
    if taken:
        before = table
        gone = table_mask(taken)
        table = tuple(c for c in table if not gone >> c.index & 1)
        piles = (*piles[:side], (*piles[side], card, *taken), *piles[side + 1 :])
        last_taker = seat
        if not table:
            surs, event = _clear(evolve(state, hands=after_hands), seat, card, before)
            sur_log = (*sur_log, event)
    else:
        table = (*table, card)
    tally = _counted(state, move)
    nxt = (seat + 1) % n
    if any(after_hands):
        # Open Pasur, a card shown each time: the player shows another before play goes on.
        queue: tuple[int, ...] = ()
        if played_shown and state.options.open_variant == "always_one" and after_hands[seat]:
            phase, to_move, resume = Phase.SHOW, seat, nxt
        else:
            phase, to_move, queue, resume = state.phase, nxt, state.show_queue, state.next_player
        return evolve(
            state,
            hands=after_hands,
            shown=shown,
            table=table,
            piles=piles,
            surs=surs,
            last_taker=last_taker,
            sur_log=sur_log,
            history=history,
            tally=tally,
            phase=phase,
            to_move=to_move,
            show_queue=queue,
            next_player=resume,
        )
    after = evolve(
        state,
        hands=after_hands,
        shown=shown,
        table=table,
        piles=piles,
        surs=surs,
        last_taker=last_taker,
        sur_log=sur_log,
        history=history,
        tally=tally,
    )
    if after.stock:
        return _next_deal(after)
    return _end_round(after)


def _clear(
    state: PasurState, seat: int, card: Card, before: Sequence[Card]
) -> tuple[tuple[tuple[int, ...], ...], SurEvent]:
    """A capture that cleared the table (*state*: its card already out of hand): the surs
    after it, and what became of it."""
    side = side_of(seat, state.players)
    surs = [list(s) for s in state.surs]
    rule, value = sur_block(state, seat, card, before)
    if rule == "pasur/sur":
        others = [s for s in range(state.sides) if s != side and surs[s]]
        if state.options.sur_cancellation == "immediate" and others:
            victim = max(others, key=lambda s: (len(surs[s]), -((s - side) % state.sides)))
            surs[victim].pop()
            rule = "pasur/sur-cancellation"
        else:
            surs[side].append(value)
    return tuple(tuple(s) for s in surs), SurEvent(seat, value, rule)


def _next_deal(state: PasurState) -> PasurState:
    n = state.players
    first = state.first_player
    stock = list(state.stock)
    hands: list[tuple[Card, ...]] = [() for _ in range(n)]
    for i in range(n):
        seat = (first + i) % n
        hands[seat] = tuple(stock[:HAND_SIZE])
        del stock[:HAND_SIZE]
    after = evolve(
        state,
        hands=tuple(hands),
        stock=tuple(stock),
        shown=tuple(() for _ in range(n)),
        deal_no=state.deal_no + 1,
    )
    return _start_deal(after)


def _end_round(state: PasurState) -> PasurState:
    assert state.dealer is not None
    piles = list(state.piles)
    if state.table:
        taker = state.last_taker if state.last_taker is not None else state.dealer
        s = side_of(taker, state.players)
        piles[s] = (*piles[s], *state.table)
    result = score_round(piles, state.surs, state.options)
    update = update_match(state.score, result, state.options)
    match_surs = tuple(a + b.surs for a, b in zip(state.match_surs, result.sides, strict=True))
    over = state.options.scope == "hand" or update.winner is not None
    return evolve(
        state,
        phase=Phase.OVER if over else Phase.SHUFFLE,
        to_move=None if over else CHANCE,
        piles=tuple(piles),
        table=(),
        score=update.score,
        match_surs=match_surs,
        results=(*state.results, result),
        winner=update.winner,
        dealer=state.dealer if over else (state.dealer + 1) % state.players,
    )


def sample_chance(state: PasurState, rng: random.Random) -> PasurMove:
    """Draw the chance move for *state* from *rng*."""
    return draw_deal(state.phase, state.players, STANDARD_DECK, Shuffle, rng)


# --- views -------------------------------------------------------------------------------------


_CLUB: Final = tuple(int(c.suit == Suit.CLUBS) for c in STANDARD_DECK)


@dataclass(frozen=True, slots=True)
class PasurView(TableView):
    """What a seat sees, with what a player who counts the cards knows of this round.

    Every play is made face up, so these are public; a player reads them here instead of
    reading the history's text again at every decision."""

    seen: int = 0
    """The cards played or taken this round, as a bit mask of card indices (the cards on the
    table count as seen too, but are not in it unless they were laid this round)."""
    clubs: tuple[int, ...] = ()
    """Per side (three with three players, else two): the clubs taken this round."""


def _no_clubs(players: int) -> tuple[int, ...]:
    """No clubs taken yet, for each side the players count (three with three players)."""
    return (0,) * (3 if players == 3 else 2)


def _counted(state: PasurState, move: PasurMove) -> tuple[int, int, tuple[int, ...]]:
    """``state.tally`` once *move* is made (left as it is when it was not kept: see there)."""
    moves, seen, clubs = state.tally
    if moves != len(state.history):
        return state.tally
    if isinstance(move, Shuffle):
        return moves + 1, 0, _no_clubs(state.players)
    if isinstance(move, Play) and state.to_move is not None:
        card = move.card.index
        seen |= 1 << card
        if move.taken:
            took = _CLUB[card]
            for c in move.taken:
                seen |= 1 << c.index
                took += _CLUB[c.index]
            side = side_of(state.to_move, state.players)
            clubs = (*clubs[:side], clubs[side] + took, *clubs[side + 1 :])
    return moves + 1, seen, clubs


def round_tally(state: PasurState) -> tuple[int, tuple[int, ...]]:
    """:attr:`PasurView.seen` and :attr:`PasurView.clubs`: the plays since the last shuffle,
    made in turn from the seat after the dealer."""
    history = state.history
    start = len(history)
    while start and not isinstance(history[start - 1], Shuffle):
        start -= 1
    players = state.players
    seat = ((state.dealer or 0) + 1) % players
    clubs = list(_no_clubs(players))
    seen = 0
    for move in history[start:]:
        if not isinstance(move, Play):
            continue
        card = move.card.index
        seen |= 1 << card
        if move.taken:
            took = _CLUB[card]
            for c in move.taken:
                seen |= 1 << c.index
                took += _CLUB[c.index]
            clubs[seat % 2 if players == 4 else seat] += took
        seat = (seat + 1) % players
    return seen, tuple(clubs)


_history_text: Final = PrefixTexts[bool, PasurMove](
    lambda onlooker, moves: (
        "deck-?" if isinstance(m, Shuffle) and not onlooker else str(m) for m in moves
    )
)
"""The history as a view shows it (every move's text, a shuffle hidden from a seat), for an
onlooker (``True``) or a seat, written only for the moves made since the last view
(:class:`~pasur.engines.texts.PrefixTexts`)."""


def _view_hands(state: PasurState, seat: int | None) -> tuple[tuple[Card, ...] | int, ...]:
    if seat is None or state.phase == "over":
        return state.hands
    return tuple([held if s == seat else len(held) for s, held in enumerate(state.hands)])


def _view_facts(state: PasurState, seat: int | None) -> tuple[tuple[str, str], ...]:
    onlooker = seat is None
    facts: list[tuple[str, str]] = [
        ("players", str(state.players)),
        ("dealer", "" if state.dealer is None else str(state.dealer)),
        ("deal", str(state.deal_no)),
        ("deals", str(state.deals_total)),
        ("stock", str(len(state.stock))),
        ("last_taker", "" if state.last_taker is None else str(state.last_taker)),
        ("score", "-".join(str(x) for x in state.score)),
        (
            "round",
            str(len(state.results) + (0 if state.phase in ("shuffle", "over") else 1)),
        ),
        ("table", ".".join(c.code for c in state.table)),
        # the table's sur rules, which every player knows (the bots weigh surs by them)
        ("sur_points", str(state.options.sur_points)),
        ("sur_points_4p", str(state.options.sur_points_4p)),
        ("jack_sur_points", str(state.options.jack_sur_points)),
        ("no_sur_in", state.options.no_sur_in),
    ]
    for s, shown in enumerate(state.shown):
        if shown:
            facts.append((f"shown{s}", ".".join(c.code for c in shown)))
    for side, pile in enumerate(state.piles):
        facts.append((f"taken{side}", str(len(pile))))
        facts.append((f"surs{side}", str(len(state.surs[side]))))
        if onlooker:
            facts.append((f"pile{side}", ".".join(c.code for c in pile)))
    return tuple(facts)


def _view_tally(state: PasurState, seat: int | None) -> tuple[int, tuple[int, ...]]:
    """The cards seen and the clubs taken this round: the state's running tally while it holds."""
    moves, seen, clubs = state.tally
    if moves != len(state.history):
        return round_tally(state)
    return seen, clubs


_view: Final = FieldViews(
    PasurState,
    PasurView,
    "chahar_barg",
    {"phase": "phase", "to_move": "to_move", "scores": "score"},
    {
        "hands": _view_hands,
        "table": lambda state, seat: tuple([(CHANCE, c) for c in state.table]),
        "history": lambda state, seat: _history_text(state.history, seat is None),
        "facts": _view_facts,
        ("seen", "clubs"): _view_tally,
        "last_trick": lambda state, seat: (),
        "tricks": lambda state, seat: (),
    },
)
"""What a seat sees, field by field (whole for ``view()``, lazy for the simulator's players)."""


__all__ = [
    "HAND_SIZE",
    "PasurState",
    "PasurView",
    "SurEvent",
    "captures",
    "deals_per_round",
    "new_match",
    "opening_problem",
    "round_tally",
    "sample_chance",
    "side_of",
    "sur_block",
]
