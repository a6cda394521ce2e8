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

import dataclasses
import enum
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from pasur.cards import STANDARD_DECK, Card, Rank
from pasur.engines.chance import dealer_violation, draw_deal
from pasur.errors import IllegalMoveError
from pasur.games.chahar_barg.moves import FirstDealer, PasurMove, Play, Show, Shuffle
from pasur.games.chahar_barg.options import PasurOptions
from pasur.games.chahar_barg.scoring import (
    RoundResult,
    number_value,
    score_round,
    update_match,
)
from pasur.protocol import CHANCE, MatchState, TableView, Violation, violation


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
    return tuple(sorted(cards, key=lambda c: c.index))


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
    if card.rank == Rank.JACK:
        take = [c for c in table if c.rank == Rank.JACK or number_value(c) is not None]
        return [_sorted(take)] if take else []
    if card.rank in (Rank.KING, Rank.QUEEN):
        return [(c,) for c in _sorted(table) if c.rank == card.rank]
    value = number_value(card)
    assert value is not None
    need = 11 - value
    numbers = [c for c in _sorted(table) if number_value(c) is not None]
    found: list[tuple[Card, ...]] = []

    def walk(start: int, left: int, chosen: list[Card]) -> None:
        if left == 0:
            found.append(tuple(chosen))
            return
        for i in range(start, len(numbers)):
            v = number_value(numbers[i])
            assert v is not None
            if v <= left:
                chosen.append(numbers[i])
                walk(i + 1, left - v, chosen)
                chosen.pop()

    walk(0, need, [])
    found = [_sorted(s) for s in found]
    if options.capture_mode == "union" and len(found) > 1:
        return _unions(found)
    return sorted(found, key=lambda s: [c.index for c in s])


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
        moves: list[PasurMove] = []
        for card in _sorted(self.hands[seat]):
            sets = captures(card, self.table, opts)
            moves += [Play(card, s) for s in sets]
            if not sets or self._may_lay_instead(card):
                moves.append(Play(card))
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
        sets = captures(card, table, self.options)
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
        if taken in sets:
            return None
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
            return dataclasses.replace(
                self, dealer=move.seat, phase=Phase.SHUFFLE, to_move=CHANCE, history=history
            )
        if isinstance(move, Shuffle):
            return _deal_round(self, move.deck, history)
        if isinstance(move, Show):
            return _show(self, move.card, history)
        assert isinstance(move, Play)
        return _play(self, move, history)

    def view(self, seat: int | None) -> TableView:
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
        return dataclasses.replace(
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
    after = dataclasses.replace(
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
        return dataclasses.replace(
            state, phase=Phase.SHOW, to_move=order[0], show_queue=order[1:], next_player=first
        )
    return dataclasses.replace(state, phase=Phase.PLAY, to_move=first)


def _show(state: PasurState, card: Card, history: tuple[PasurMove, ...]) -> PasurState:
    seat = state.to_move
    assert seat is not None
    shown = list(state.shown)
    shown[seat] = (*shown[seat], card)
    if state.show_queue:
        return dataclasses.replace(
            state,
            shown=tuple(shown),
            to_move=state.show_queue[0],
            show_queue=state.show_queue[1:],
            history=history,
        )
    return dataclasses.replace(
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
    hands = list(state.hands)
    held = list(hands[seat])
    held.remove(move.card)
    hands[seat] = tuple(held)
    shown = list(state.shown)
    played_shown = move.card in shown[seat] if shown else False
    if played_shown:
        shown[seat] = tuple(c for c in shown[seat] if c != move.card)
    table = list(state.table)
    piles = list(state.piles)
    surs = [list(s) for s in state.surs]
    last_taker = state.last_taker
    sur_log = state.sur_log
    after_hands = dataclasses.replace(state, hands=tuple(hands))
    if move.taken:
        before = tuple(table)
        for c in move.taken:
            table.remove(c)
        piles[side] = (*piles[side], move.card, *move.taken)
        last_taker = seat
        if not table:
            rule, value = sur_block(after_hands, seat, move.card, before)
            if rule == "pasur/sur":
                others = [s for s in range(state.sides) if s != side and surs[s]]
                if state.options.sur_cancellation == "immediate" and others:
                    victim = max(others, key=lambda s: (len(surs[s]), -((s - side) % state.sides)))
                    surs[victim].pop()
                    rule = "pasur/sur-cancellation"
                else:
                    surs[side].append(value)
            sur_log = (*sur_log, SurEvent(seat, value, rule))
    else:
        table.append(move.card)
    after = dataclasses.replace(
        state,
        hands=tuple(hands),
        shown=tuple(shown),
        table=tuple(table),
        piles=tuple(piles),
        surs=tuple(tuple(s) for s in surs),
        last_taker=last_taker,
        sur_log=sur_log,
        history=history,
    )
    nxt = (seat + 1) % n
    if any(hands):
        if played_shown and state.options.open_variant == "always_one" and hands[seat]:
            return dataclasses.replace(
                after, phase=Phase.SHOW, to_move=seat, show_queue=(), next_player=nxt
            )
        return dataclasses.replace(after, to_move=nxt)
    if after.stock:
        return _next_deal(after)
    return _end_round(after)


def _next_deal(state: PasurState) -> PasurState:
    n = state.players
    first = state.first_player
    stock = list(state.stock)
    hands: list[tuple[Card, ...]] = [() for _ in range(n)]
    for i in range(n):
        seat = (first + i) % n
        hands[seat] = tuple(stock[:HAND_SIZE])
        del stock[:HAND_SIZE]
    after = dataclasses.replace(
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
    return dataclasses.replace(
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


def _view(state: PasurState, seat: int | None) -> TableView:
    onlooker = seat is None
    hands: list[tuple[Card, ...] | int] = []
    for s, held in enumerate(state.hands):
        visible = onlooker or s == seat or state.phase == "over"
        hands.append(held if visible else len(held))
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
    history = tuple(
        "deck-?" if isinstance(m, Shuffle) and not onlooker else str(m) for m in state.history
    )
    return TableView(
        game="chahar_barg",
        seat=seat,
        phase=state.phase,
        to_move=state.to_move,
        hands=tuple(hands),
        table=tuple((CHANCE, c) for c in state.table),
        scores=state.score,
        history=history,
        facts=tuple(facts),
    )


__all__ = [
    "HAND_SIZE",
    "PasurState",
    "SurEvent",
    "captures",
    "deals_per_round",
    "new_match",
    "opening_problem",
    "sample_chance",
    "side_of",
    "sur_block",
]
