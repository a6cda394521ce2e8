"""Poker's state machine: the deal, four betting rounds, pots and side pots, the showdown, a match.

A state is a whole match (``scope:hand`` stops after one hand). Chance moves are the draw for
the first dealer, each shuffle (the hole cards are then dealt one at a time in rotation from the
top, seed 000 line 228) and the board: ``flop``, ``turn`` and ``river`` turn the next cards of the
stock (after a burn card with ``burn:on``), so they are forced once the deck is shuffled.

Seats go round in order 0, 1, 2, ...: seat ``s + 1`` sits on the right of seat ``s`` and plays
after it. The *first player* is the first seat still in the match after the dealer; he is dealt
to first and opens the betting (with blinds the small blind is his, the big blind the next
seat's, and the player after the big blind opens; two players: the dealer posts the small blind).

Chips: ``stacks`` are the chips in front of each player, ``put_in`` what each has put in the
pot this hand (antes and blinds included), ``bets`` this betting round's part of it. Stacks plus
everything put in is always the players' starting chips; the pots are worked out from
``put_in`` (:func:`side_pots`).
"""

from __future__ import annotations

import enum
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Final, cast

from pasur.cards import STANDARD_DECK, AnyCard, Card, shuffled_indices
from pasur.engines.chance import dealer_violation, draw_dealer
from pasur.engines.evolve import evolve
from pasur.errors import IllegalMoveError, RecordError
from pasur.games.poker.evaluate import HandRank, best_hand, compare, rank5
from pasur.games.poker.moves import (
    CALL,
    CHECK,
    DECK_53,
    FOLD,
    JOKER,
    Action,
    AllIn,
    Bet,
    Board,
    Call,
    Check,
    FirstDealer,
    Fold,
    LegalMoves,
    PokerMove,
    Raise,
    Shuffle,
)
from pasur.games.poker.options import PokerOptions
from pasur.protocol import CHANCE, FieldViews, MatchState, TableView, Violation, violation


class Phase(enum.StrEnum):
    """The phases of a poker match, in play order; a hand that everyone but one folds skips
    to its end.

    ``dealer`` (chance): the first dealer is drawn by lot; ``shuffle`` (chance): the deck of
    the next hand is shuffled and the hole cards dealt; ``preflop``: the first betting round,
    on the hole cards alone; ``deal_flop`` (chance): the three cards of the flop are turned;
    ``flop``: the second betting round, after the flop; ``deal_turn`` (chance): the fourth
    board card is turned; ``turn``: the third betting round, after the turn; ``deal_river``
    (chance): the fifth and last board card is turned; ``river``: the last betting round; then
    the showdown; ``over``: one player has all the chips (or the single hand is finished)."""

    DEALER = "dealer"
    SHUFFLE = "shuffle"
    PREFLOP = "preflop"
    DEAL_FLOP = "deal_flop"
    FLOP = "flop"
    DEAL_TURN = "deal_turn"
    TURN = "turn"
    DEAL_RIVER = "deal_river"
    RIVER = "river"
    OVER = "over"


HOLE: Final = 2
STREETS: Final = (Phase.PREFLOP, Phase.FLOP, Phase.TURN, Phase.RIVER)
"""The four betting rounds (seed 000, line 233: 'you put money in four times')."""
BOARD_SIZE: Final = {"preflop": 0, "flop": 3, "turn": 4, "river": 5}
DEAL_PHASE: Final = {
    Phase.FLOP: Phase.DEAL_FLOP,
    Phase.TURN: Phase.DEAL_TURN,
    Phase.RIVER: Phase.DEAL_RIVER,
}
"""The chance phase that deals each board street."""
NEW_CARDS: Final = {"flop": 3, "turn": 1, "river": 1}
_BOARD: Final = sum(NEW_CARDS.values())
"""Cards on a whole board."""
_STREET_OF: Final = {"deal_flop": "flop", "deal_turn": "turn", "deal_river": "river"}
"""The betting round a chance phase deals (the ``street`` of a position in it)."""
_BETTING: Final[dict[str, Phase]] = {"flop": Phase.FLOP, "turn": Phase.TURN, "river": Phase.RIVER}
"""The phase member of each board street's name (a dict look-up is quicker than ``Phase()``)."""
_AFTER: Final = dict(zip(STREETS, (*DEAL_PHASE.values(), None), strict=True))
"""The chance phase after each betting round (``None`` after the river: the showdown)."""
_PACK_IDS: Final = {n: frozenset(map(id, pack)) for n, pack in ((0, STANDARD_DECK), (1, DECK_53))}
"""Each pack's cards by identity. Cards and jokers are interned and compare by identity, so a
shuffle holds the pack exactly when its cards' identities are the pack's (without hashing each
card through ``Card.__hash__``)."""
_HAND_OVER: Final = -2
"""What :func:`_next_turn` answers when everybody else folded."""
_ROUND_OVER: Final = -3
"""What :func:`_next_turn` answers when the betting round is over."""


def deck_of(options: PokerOptions) -> tuple[AnyCard, ...]:
    """The pack: 52 cards, and the joker when the table plays with one."""
    return DECK_53 if options.jokers else STANDARD_DECK


def hand_of(hole: Sequence[AnyCard], board: Sequence[AnyCard], options: PokerOptions) -> HandRank:
    """A player's best hand under the table's hand rule and ranking.

    The evaluator couples the two (``documents``: two hole cards and three board cards with the
    documents' ranking; ``holdem``: best five of all with the standard ranking); the mixed tables
    rank every allowed five-card choice with :func:`~pasur.games.poker.evaluate.rank5`.
    """
    rules = options.evaluator_rules
    two = options.hand_rule == "exactly_two_hole"
    joker = options.joker_mode
    if (rules == "documents") == two:
        return best_hand(
            hole, board, rules, joker=joker, royal_requires_hole_ace=options.royal_hole_ace
        )
    if two:
        fives = [(*hole, *t) for t in combinations(board, 3)]
    else:
        fives = [tuple(f) for f in combinations((*hole, *board), 5)]
    best: HandRank | None = None
    for five in fives:
        royal = not options.royal_hole_ace or any(
            isinstance(c, Card) and c.rank == 14 and c in hole for c in five
        )
        h = (
            rank5(five, rules, joker=joker, royal=royal)
            if rules == "documents"
            else rank5(five, rules)
        )
        if best is None or h.value > best.value:
            best = h
    assert best is not None
    return best


@dataclass(frozen=True, slots=True)
class Pot:
    """A pot: its chips and the seats that may win it (the main pot comes first)."""

    amount: int
    eligible: tuple[int, ...]


def side_pots(put_in: Sequence[int], live: Sequence[bool]) -> tuple[Pot, ...]:
    """The main pot and the side pots made from what each seat put in this hand.

    Each level of an all-in player's total makes a pot that only the live players (not folded)
    who put in at least that much may win; the chips of folded players stay in the pots they
    reached. A pot only one live player reached is his uncalled chips, given back to him.

    >>> side_pots([100, 300, 300, 50], [True, True, True, False])
    (Pot(amount=350, eligible=(0, 1, 2)), Pot(amount=400, eligible=(1, 2)))
    """
    n = len(put_in)
    levels = sorted({put_in[s] for s in range(n) if live[s] and put_in[s] > 0})
    pots: list[Pot] = []
    below = 0
    for level in levels:
        amount = sum(min(p, level) - min(p, below) for p in put_in)
        pots.append(Pot(amount, tuple(s for s in range(n) if live[s] and put_in[s] >= level)))
        below = level
    extra = sum(max(p - below, 0) for p in put_in)
    if extra and pots:  # a folded player put in more than anyone still in: it joins the top pot
        pots[-1] = Pot(pots[-1].amount + extra, pots[-1].eligible)
    elif extra:
        pots.append(Pot(extra, ()))
    return tuple(pots)


@dataclass(frozen=True, slots=True)
class Award:
    """One pot as it was given out: the winners and each one's share."""

    amount: int
    eligible: tuple[int, ...]
    winners: tuple[int, ...]
    shares: tuple[int, ...]
    """Chips to each winner, in the order of ``winners`` (odd chips included)."""


@dataclass(frozen=True, slots=True)
class HandResult:
    """What one hand came to."""

    hand_no: int
    dealer: int
    board: tuple[AnyCard, ...]
    showdown: tuple[tuple[int, HandRank], ...]
    """Every live player's best hand at the showdown (empty when all but one folded)."""
    shown: tuple[tuple[int, tuple[AnyCard, ...]], ...]
    """The hole cards turned face up at the showdown."""
    awards: tuple[Award, ...]
    net: tuple[int, ...]
    """Chips won (or lost) by each seat in this hand."""
    eliminated: tuple[int, ...]
    """Seats left without chips by this hand."""
    uncontested: bool
    street: str
    """The betting round the hand ended in (``river`` also when it went to a showdown)."""


@dataclass(frozen=True, slots=True)
class PokerState(MatchState):
    """A position in a poker match. Build the opening position with :func:`new_match`."""

    options: PokerOptions
    phase: Phase = Phase.DEALER
    to_move: int | None = CHANCE
    dealer: int | None = None
    stacks: tuple[int, ...] = ()
    seated: tuple[bool, ...] = ()
    """Seats still in the match (a player without chips is out)."""
    hole: tuple[tuple[AnyCard, ...], ...] = ()
    dealt: tuple[AnyCard, ...] = ()
    """The hole cards in the order they were dealt (one at a time in rotation)."""
    board: tuple[AnyCard, ...] = ()
    stock: tuple[AnyCard, ...] = ()
    burned: tuple[AnyCard, ...] = ()
    folded: tuple[bool, ...] = ()
    put_in: tuple[int, ...] = ()
    bets: tuple[int, ...] = ()
    acted: tuple[bool, ...] = ()
    closed: tuple[bool, ...] = ()
    """Players who may only call or fold: an all-in for less than a full raise did not reopen
    the betting for them."""
    current: int = 0
    """The highest bet of this betting round."""
    last_raise: int = 0
    """The size of the last full bet or raise of this round (the smallest raise in no-limit)."""
    aggressor: int | None = None
    """The last player to bet or raise in this round."""
    opener: int | None = None
    """Who acts first in the next betting round under ``postflop_first:last_raiser``."""
    hand_no: int = 0
    results: tuple[HandResult, ...] = ()
    winner: int | None = None
    history: tuple[PokerMove, ...] = ()

    # --- the protocol ------------------------------------------------------------------------

    def scores(self) -> tuple[int, ...]:
        return self.stacks

    @property
    def games(self) -> tuple[int, ...]:
        """Matches won per seat: 1 for the player left with the chips (or the chip leaders when
        the match stopped at its limit), once the match is over."""
        if self.phase != "over" or (self.options.scope == "hand" and self.winner is None):
            return (0,) * self.players
        top = max(self.stacks)
        return tuple(int(x == top) for x in self.stacks)

    @property
    def street(self) -> str:
        """The betting round being played or about to be."""
        phase = self.phase
        return _STREET_OF.get(phase, phase if phase in STREETS else "preflop")

    def live(self, seat: int) -> bool:
        """Still in this hand (seated and not folded)."""
        return self.seated[seat] and not self.folded[seat]

    def can_act(self, seat: int) -> bool:
        """In the hand with chips left to bet."""
        return self.live(seat) and self.stacks[seat] > 0

    def to_call(self, seat: int) -> int:
        return self.current - self.bets[seat]

    def pots(self) -> tuple[Pot, ...]:
        """The pots as they stand (this round's bets included)."""
        if not self.put_in:
            return ()
        return side_pots(self.put_in, [self.live(s) for s in range(self.players)])

    @property
    def pot_total(self) -> int:
        return sum(self.put_in)

    def min_raise_to(self) -> int:
        """The smallest total a bet or raise may reach in this round."""
        opts = self.options
        if self.current == 0:
            return opts.min_bet
        step = opts.unit if opts.min_raise == "unit" else max(self.last_raise, opts.min_bet)
        return self.current + step

    def _others_can_respond(self, seat: int) -> bool:
        stacks = self.stacks
        return any(
            se and not f and stacks[s] > 0
            for s, (se, f) in enumerate(zip(self.seated, self.folded, strict=True))
            if s != seat
        )

    def legal_moves(self) -> Sequence[PokerMove]:
        """The moves of the player to act: ``fold`` or ``check``, ``call``, every bet or raise
        from the smallest allowed up to (not including) the whole stack, then ``allin``; a
        :class:`~pasur.games.poker.moves.LegalMoves` that builds a bet only when it is read."""
        seat = self.to_move
        if seat is None or seat < 0 or self.phase not in STREETS:
            return ()
        stack = self.stacks[seat]
        owe = self.current - self.bets[seat]
        # fold or check, then call when it does not take every chip (that is allin)
        head: tuple[Action, ...] = (
            ((FOLD, CALL) if owe < stack else (FOLD,)) if owe > 0 else (CHECK,)
        )
        amounts = _NO_AMOUNTS
        open_ = not self.closed[seat] and self._others_can_respond(seat)
        if open_:
            unit = self.options.unit
            start = self.min_raise_to()
            if start % unit == 0:
                # all in is written allin, not bet-N / raise-N
                amounts = range(start, self.bets[seat] + stack, unit)
        all_in = stack > 0 and (stack <= owe or open_)
        return LegalMoves(head, amounts, bet=self.current == 0, all_in=all_in)

    def violation(self, move: PokerMove) -> Violation | None:
        """Why *move* cannot be made now (naming the rule), or ``None`` if it can."""
        p: str = self.phase
        if p in STREETS:
            seat = self.to_move
            assert seat is not None and seat >= 0
            if isinstance(move, (FirstDealer, Shuffle, Board)):
                return violation("poker/sequence", "poker/not-dealer", seat=seat)
            return self._action_violation(seat, move)
        if p == "over":
            return violation("poker/elimination", "play/over")
        if p == "dealer":
            return dealer_violation(
                move,
                self.players,
                sequence=("poker/sequence", "play/dealer-first"),
                seat=("poker/dealer", "play/no-seat"),
            )
        if p == "shuffle":
            if not isinstance(move, Shuffle):
                return violation("poker/sequence", "poker/shuffle-first")
            jokers = self.options.jokers
            if len(move.deck) != len(deck_of(self.options)) or (
                set(map(id, move.deck)) != _PACK_IDS[jokers]
            ):
                return violation("poker/deck", "poker/deck", cards=len(deck_of(self.options)))
            return None
        street = _STREET_OF[p]
        if not isinstance(move, Board):
            return violation("poker/sequence", "poker/board-first", street=street)
        if move.street != street:
            return violation("poker/sequence", "poker/board-next", street=street, given=move.street)
        expected = self._next_board()
        if move.cards != expected:
            return violation(
                "poker/board",
                "poker/board-flop" if street == "flop" else "poker/board-card",
                street=street,
                cards=" ".join(c.code for c in expected),
            )
        return None

    def _action_violation(self, seat: int, move: Action) -> Violation | None:
        stack = self.stacks[seat]
        owe = self.to_call(seat)
        unit = self.options.unit
        if isinstance(move, Check):
            if owe > 0:
                return violation(
                    "poker/check",
                    "poker/faces-bet",
                    seat=seat,
                    owe=owe,
                    current=self.current,
                )
            return None
        if isinstance(move, Fold):
            if owe == 0:
                return violation("poker/fold", "poker/fold-free", seat=seat)
            return None
        if isinstance(move, Call):
            if owe == 0:
                return violation("poker/call", "poker/call-nothing", seat=seat)
            if owe >= stack:
                return violation("poker/allin", "poker/call-all", seat=seat, owe=owe, stack=stack)
            return None
        if isinstance(move, AllIn):
            if stack <= owe:
                return None
            if self.closed[seat]:
                return violation("poker/raise", "poker/not-reopened", seat=seat)
            if not self._others_can_respond(seat):
                return violation("poker/raise", "poker/raise-nobody", seat=seat)
            return None
        amount = move.amount if isinstance(move, Bet) else move.to
        if isinstance(move, Bet) and self.current > 0:
            return violation("poker/raise", "poker/bet-made", current=self.current)
        if isinstance(move, Raise) and self.current == 0:
            return violation("poker/bet", "poker/no-bet")
        rule = "poker/bet" if isinstance(move, Bet) else "poker/raise"
        if self.closed[seat]:
            return violation("poker/raise", "poker/not-reopened", seat=seat)
        if not self._others_can_respond(seat):
            return violation(rule, "poker/bet-nobody", seat=seat)
        if amount % unit:
            return violation(rule, "poker/units", unit=unit, amount=amount)
        low = self.min_raise_to()
        if amount < low:
            return violation(
                rule,
                "poker/bet-min" if isinstance(move, Bet) else "poker/raise-min",
                minimum=low,
                amount=amount,
            )
        need = amount - self.bets[seat]
        if need >= stack:
            return violation("poker/allin", "poker/bet-all", seat=seat, stack=stack, need=need)
        return None

    def apply(self, move: PokerMove) -> PokerState:
        bad = self.violation(move)
        if bad is not None:
            raise IllegalMoveError(move, bad)
        history = (*self.history, move)
        if isinstance(move, FirstDealer):
            return evolve(
                self, dealer=move.seat, phase=Phase.SHUFFLE, to_move=CHANCE, history=history
            )
        if isinstance(move, Shuffle):
            return _deal(self, move.deck, history)
        if isinstance(move, Board):
            return _turn_board(self, move, history)
        return _act(self, move, history)

    def view(self, seat: int | None) -> PokerView:
        return _view(self, seat)

    # --- helpers -----------------------------------------------------------------------------

    def _next_board(self) -> tuple[AnyCard, ...]:
        street = self.phase[5:]
        skip = 1 if self.options.burn else 0
        return self.stock[skip : skip + NEW_CARDS[street]]

    def seats_from(self, seat: int) -> Iterator[int]:
        """Every seat once, starting with *seat* and going round."""
        for i in range(self.players):
            yield (seat + i) % self.players

    def next_seated(self, seat: int) -> int:
        """The first seat still in the match after *seat*."""
        for s in self.seats_from(seat + 1):
            if self.seated[s]:
                return s
        raise AssertionError("nobody is seated")  # pragma: no cover

    @property
    def first_player(self) -> int:
        assert self.dealer is not None
        return self.next_seated(self.dealer)


_NO_AMOUNTS: Final = range(0)


def new_match(options: PokerOptions | None = None) -> PokerState:
    """The opening position: the first dealer is drawn by lot."""
    opts = options or PokerOptions()
    n = opts.players
    return PokerState(
        opts,
        stacks=(opts.chips,) * n,
        seated=(True,) * n,
        folded=(False,) * n,
        put_in=(0,) * n,
        bets=(0,) * n,
        acted=(False,) * n,
        closed=(False,) * n,
        hole=((),) * n,
    )


def deal_hand(
    hole: Sequence[Sequence[AnyCard]],
    board: Sequence[AnyCard] = (),
    *,
    options: PokerOptions | None = None,
    dealer: int = 0,
    seed: int = 0,
) -> PokerState:
    """A hand dealt with chosen cards, for a dispute, an exercise or an equity question: seat
    *s* holds ``hole[s]`` (up to two cards; fewer leaves the rest to the shuffle) and the board
    will turn *board* in order (up to five: flop, turn, river). The other cards come from the
    deck *seed* shuffles, in its order with the chosen cards taken out, so the same seed deals
    the same rest. The state is the start of the first betting round (antes and blinds posted),
    after *dealer* was drawn by lot; it plays on under the usual rules.

    Raises:
        RecordError: not one hole list a seat, a seat or the board given too many cards, a card
            given twice or not in the pack (the message names it), or a dealer who is not a seat.
    """
    opts = options or PokerOptions()
    pack = {c: c for c in deck_of(opts)}
    chosen = _check_chosen(opts, hole, board, pack, dealer)
    state = new_match(opts).apply(FirstDealer(dealer))
    shuffled = sample_chance(state, random.Random(seed))
    assert isinstance(shuffled, Shuffle)
    rest = iter([c for c in shuffled.deck if c not in chosen])
    slots = _chosen_slots(state, hole, board)
    deck = tuple(pack[slots[i]] if i in slots else next(rest) for i in range(len(pack)))
    return state.apply(Shuffle(deck))


def _check_chosen(
    options: PokerOptions,
    hole: Sequence[Sequence[AnyCard]],
    board: Sequence[AnyCard],
    pack: dict[AnyCard, AnyCard],
    dealer: int,
) -> set[AnyCard]:
    """The set of chosen cards, after refusing a choice no deal can hold."""
    n = options.players
    if len(hole) != n:
        raise RecordError(f"{len(hole)} hole hands given for {n} players: one a seat")
    if not 0 <= dealer < n:
        raise RecordError(f"the dealer {dealer} is not a seat 0-{n - 1}")
    for seat, cards in enumerate(hole):
        if len(cards) > HOLE:
            raise RecordError(f"seat {seat} is given {len(cards)} hole cards; a hand has {HOLE}")
    if len(board) > _BOARD:
        raise RecordError(f"the board is given {len(board)} cards; it has {_BOARD}")
    seen: set[AnyCard] = set()
    for card in [c for cards in hole for c in cards] + list(board):
        if card in seen:
            raise RecordError(f"{card.code} is given twice")
        if card not in pack:
            raise RecordError(f"{card.code} is not in the pack")
        seen.add(card)
    return seen


def _chosen_slots(
    state: PokerState, hole: Sequence[Sequence[AnyCard]], board: Sequence[AnyCard]
) -> dict[int, AnyCard]:
    """Where each chosen card lies in the deck :func:`_deal` and the streets deal from: the
    hole cards one at a time in rotation from the first player, then the stock, each street's
    cards after a burn card under ``burn:on``."""
    order = [s for s in state.seats_from(state.first_player) if state.seated[s]]
    k = len(order)
    slots = {
        i + round_ * k: hole[s][round_]
        for i, s in enumerate(order)
        for round_ in range(len(hole[s]))
    }
    skip = 1 if state.options.burn else 0
    position = HOLE * k
    street_slots: list[int] = []
    for count in NEW_CARDS.values():
        position += skip
        street_slots += range(position, position + count)
        position += count
    slots.update(zip(street_slots, board, strict=False))
    return slots


# --- dealing -----------------------------------------------------------------------------------


def blind_seats(state: PokerState) -> tuple[int, int] | None:
    """(small blind, big blind) seats, or ``None`` without blinds. Two players: the dealer
    posts the small blind (as in hold'em)."""
    if not state.options.big_blind:
        return None
    assert state.dealer is not None
    sb = state.dealer if sum(state.seated) == 2 else state.next_seated(state.dealer)
    return sb, state.next_seated(sb)


def _deal(
    state: PokerState, deck: tuple[AnyCard, ...], history: tuple[PokerMove, ...]
) -> PokerState:
    n = state.players
    deck = tuple(deck)
    seated = state.seated
    order = [s for s in state.seats_from(state.first_player) if seated[s]]
    k = len(order)
    # one card at a time in rotation: the first round's cards, then the second's
    dealt = deck[: HOLE * k]
    hole: list[tuple[AnyCard, ...]] = [()] * n
    for i, s in enumerate(order):
        hole[s] = dealt[i::k]
    stacks = list(state.stacks)
    put_in = [0] * n
    bets = [0] * n
    opts = state.options
    if opts.ante:
        for s in order:
            pay = min(opts.ante, stacks[s])
            stacks[s] -= pay
            put_in[s] += pay
    blinds = blind_seats(state)
    current = 0
    if blinds is not None:
        for s, amount in zip(blinds, (opts.small_blind, opts.big_blind), strict=True):
            pay = min(amount, stacks[s])
            stacks[s] -= pay
            put_in[s] += pay
            bets[s] += pay
        current = opts.big_blind
    folded = tuple(not s for s in seated)
    acted = (False,) * n
    first = blinds[1] + 1 if blinds is not None else state.first_player
    return _settle(
        state,
        first,
        stacks,
        bets,
        folded,
        acted,
        current,
        phase=Phase.PREFLOP,
        hole=tuple(hole),
        dealt=dealt,
        board=(),
        burned=(),
        stock=deck[HOLE * k :],
        put_in=tuple(put_in),
        closed=acted,
        last_raise=opts.big_blind,
        aggressor=None,
        opener=None,
        hand_no=state.hand_no + 1,
        history=history,
    )


def _turn_board(state: PokerState, move: Board, history: tuple[PokerMove, ...]) -> PokerState:
    skip = 1 if state.options.burn else 0
    stock = state.stock
    burned = (*state.burned, *stock[:skip]) if skip else state.burned
    n = state.players
    first = state.first_player
    if state.options.postflop_first == "last_raiser" and state.opener is not None:
        first = state.opener
    none = (False,) * n
    return _settle(
        state,
        first,
        state.stacks,
        (0,) * n,
        state.folded,
        none,
        0,
        phase=_BETTING[move.street],
        board=(*state.board, *move.cards),
        stock=stock[skip + len(move.cards) :],
        burned=burned,
        closed=none,
        last_raise=0,
        aggressor=None,
        history=history,
    )


# --- betting -----------------------------------------------------------------------------------


def _next_turn(
    state: PokerState,
    start: int,
    stacks: Sequence[int],
    bets: Sequence[int],
    folded: Sequence[bool],
    acted: Sequence[bool],
    current: int,
) -> int:
    """Who acts next, the first player from *start* (going round) who still has to act, in the
    position given by the other arguments: a seat, :data:`_HAND_OVER` when everybody else
    folded, or :data:`_ROUND_OVER` when the betting round is over (everyone who can act has
    acted and matched the highest bet, or only one can act and he has matched every other)."""
    n = len(stacks)
    live = [se and not f for se, f in zip(state.seated, folded, strict=True)]
    if sum(live) == 1:
        return _HAND_OVER
    actors = [s for s in range(n) if live[s] and stacks[s] > 0]
    waiting = [s for s in actors if not (acted[s] and bets[s] == current)]
    if not waiting:
        return _ROUND_OVER
    if len(actors) == 1:
        (s,) = actors
        if bets[s] >= max((bets[o] for o in range(n) if live[o] and o != s), default=0):
            return _ROUND_OVER
    start %= n
    for s in waiting:
        if s >= start:
            return s
    return waiting[0]


def _settle(
    state: PokerState,
    start: int,
    stacks: Sequence[int],
    bets: Sequence[int],
    folded: tuple[bool, ...],
    acted: Sequence[bool],
    current: int,
    **changes: object,
) -> PokerState:
    """*state* with the chips, folds and actions given and *changes*, handed to the next player
    to act from *start*, or with the round closed or the hand ended when nobody is left to act.
    One copy of the state whatever comes next (the protocol's states are immutable)."""
    turn = _next_turn(state, start, stacks, bets, folded, acted, current)
    fields = dict(
        changes,
        stacks=tuple(stacks),
        bets=tuple(bets),
        folded=folded,
        acted=tuple(acted),
        current=current,
    )
    if turn >= 0:
        return evolve(state, to_move=turn, **fields)
    after = evolve(state, **fields)
    if turn == _HAND_OVER:
        return _end_hand(after)
    return _close_round(after)


def _close_round(state: PokerState) -> PokerState:
    aggressor = state.aggressor
    opener = aggressor if aggressor is not None and state.can_act(aggressor) else None
    nxt = _AFTER[state.phase]
    if nxt is None:
        return _end_hand(evolve(state, to_move=None))
    return evolve(state, phase=nxt, to_move=CHANCE, opener=opener)


def _act(state: PokerState, move: PokerMove, history: tuple[PokerMove, ...]) -> PokerState:
    seat = state.to_move
    assert seat is not None and seat >= 0
    stacks = list(state.stacks)
    bets = list(state.bets)
    folded = state.folded
    acted = list(state.acted)
    closed = state.closed
    current = state.current
    last_raise = state.last_raise
    aggressor = state.aggressor
    put_in = state.put_in
    paid = 0
    if isinstance(move, Fold):
        folded = (*folded[:seat], True, *folded[seat + 1 :])
    elif isinstance(move, Call):
        paid = current - bets[seat]
    elif isinstance(move, (Bet, Raise, AllIn)):
        if isinstance(move, AllIn):
            total = bets[seat] + stacks[seat]
        else:
            total = move.amount if isinstance(move, Bet) else move.to
        paid = total - bets[seat]
        if total > current:
            step = total - current
            full = step >= max(state.min_raise_to() - current, 0)
            if full:
                # a full raise reopens the betting for everyone
                closed = (False,) * len(acted)
                last_raise = step
            else:
                # an all-in for less: who has acted may only call or fold now
                closed = tuple(c or a for c, a in zip(closed, acted, strict=True))
            acted = [False] * len(acted)
            current = total
            aggressor = seat
    if paid:
        stacks[seat] -= paid
        bets[seat] += paid
        put_in = (*put_in[:seat], put_in[seat] + paid, *put_in[seat + 1 :])
    acted[seat] = True
    if closed[seat]:
        closed = (*closed[:seat], False, *closed[seat + 1 :])
    return _settle(
        state,
        seat + 1,
        stacks,
        bets,
        folded,
        acted,
        current,
        put_in=put_in,
        closed=closed,
        last_raise=last_raise,
        aggressor=aggressor,
        history=history,
    )


# --- the end of a hand ---------------------------------------------------------------------------


def split_shares(amount: int, winners: Sequence[int], state: PokerState) -> tuple[int, ...]:
    """Each winner's share of *amount*: equal whole units; the odd units go one each to the
    winners nearest the dealer's right (the first player's side), as in casino poker."""
    unit = state.options.unit
    units, rest = divmod(amount, unit)
    each, odd = divmod(units, len(winners))
    assert state.dealer is not None
    order = [s for s in state.seats_from(state.dealer + 1) if s in winners]
    shares = {s: each * unit for s in winners}
    for s in order[:odd]:
        shares[s] += unit
    shares[order[0]] += rest
    return tuple(shares[s] for s in winners)


def _end_hand(state: PokerState) -> PokerState:
    n = state.players
    live = [state.live(s) for s in range(n)]
    contenders = [s for s in range(n) if live[s]]
    uncontested = len(contenders) == 1
    hands: dict[int, HandRank] = {}
    if not uncontested:
        for s in contenders:
            hands[s] = hand_of(state.hole[s], state.board, state.options)
    awards: list[Award] = []
    stacks = list(state.stacks)
    for pot in side_pots(state.put_in, live):
        if len(pot.eligible) == 1:
            winners: tuple[int, ...] = pot.eligible
        else:
            winners = compare({s: hands[s] for s in pot.eligible})
        shares = split_shares(pot.amount, winners, state)
        for s, share in zip(winners, shares, strict=True):
            stacks[s] += share
        awards.append(Award(pot.amount, pot.eligible, winners, shares))
    start = [state.stacks[s] + state.put_in[s] for s in range(n)]
    net = tuple(stacks[s] - start[s] for s in range(n))
    out = tuple(s for s in range(n) if state.seated[s] and stacks[s] == 0)
    seated = tuple(state.seated[s] and stacks[s] > 0 for s in range(n))
    assert state.dealer is not None
    result = HandResult(
        hand_no=state.hand_no,
        dealer=state.dealer,
        board=state.board,
        showdown=tuple(sorted(hands.items())),
        shown=tuple((s, state.hole[s]) for s in sorted(hands)),
        awards=tuple(awards),
        net=net,
        eliminated=out,
        uncontested=uncontested,
        street=state.phase if state.phase in STREETS else "river",
    )
    opts = state.options
    left = sum(seated)
    limit = opts.max_hands and state.hand_no >= opts.max_hands
    over = opts.scope == "hand" or left <= 1 or bool(limit)
    winner: int | None = None
    if left == 1:
        winner = seated.index(True)
    elif over and opts.scope == "match":
        top = max(stacks)
        winner = stacks.index(top) if stacks.count(top) == 1 else None
    after = evolve(
        state,
        stacks=tuple(stacks),
        seated=seated,
        put_in=(0,) * n,
        bets=(0,) * n,
        current=0,
        last_raise=0,
        aggressor=None,
        opener=None,
        results=(*state.results, result),
        winner=winner,
    )
    if over:
        return evolve(after, phase=Phase.OVER, to_move=None)
    dealer = after.next_seated(state.dealer)
    return evolve(after, phase=Phase.SHUFFLE, to_move=CHANCE, dealer=dealer)


def sample_chance(state: PokerState, rng: random.Random) -> PokerMove:
    """Draw the chance move for *state* from *rng* (the board cards are the stock's next)."""
    phase = state.phase
    if phase in _STREET_OF:
        return Board(_STREET_OF[phase], state._next_board())
    if phase == "dealer":
        return draw_dealer(state.players, rng)
    if phase == "shuffle":
        deck = deck_of(state.options)
        return Shuffle(tuple(map(deck.__getitem__, shuffled_indices(len(deck), rng))))
    raise ValueError(f"no chance move in phase {str(phase)!r}")


# --- views -------------------------------------------------------------------------------------


def _codes(cards: Sequence[AnyCard]) -> str:
    return ".".join(c.code for c in cards)


_TABLE: Final = PokerOptions()
"""The default table (the documents' game), the options of a view made without any."""


@dataclass(frozen=True, slots=True)
class PokerView(TableView):
    """What a seat sees of a poker table: the :class:`~pasur.protocol.TableView` every game
    gives (its facts as text, for the app and the records), and the numbers the players weigh
    typed, as the state keeps them, so a player reads them instead of parsing the facts back.

    The simulator hands players a lazy view; ``pasur.protocol.unwrap`` gives this object."""

    options: PokerOptions = _TABLE
    board: tuple[AnyCard, ...] = ()
    live: tuple[bool, ...] = ()
    """Per seat: still in the hand (seated and not folded)."""
    to_call: int = 0
    """What this seat needs to put in to call (0 outside a betting round or for an onlooker)."""
    pot: int = 0
    """Every chip put in this hand."""
    current: int = 0
    """The highest bet of this betting round."""
    street: str = "preflop"
    """The betting round being played or about to be."""


def _view_hands(state: PokerState, seat: int | None) -> tuple[tuple[Card, ...] | int, ...]:
    shown: set[int] = set()
    if state.phase == "over" and state.results and state.results[-1].hand_no == state.hand_no:
        shown = {s for s, _ in state.results[-1].shown}
    hands = tuple(
        held if seat is None or s == seat or s in shown else len(held)
        for s, held in enumerate(state.hole)
    )
    # jokers travel in the view like cards (as in Ghahve)
    return cast(tuple[tuple[Card, ...] | int, ...], hands)


def _view_to_call(state: PokerState, seat: int | None) -> int:
    if seat is not None and seat >= 0 and state.phase in STREETS:
        return state.current - state.bets[seat]
    return 0


def _view_facts(state: PokerState, seat: int | None) -> tuple[tuple[str, str], ...]:
    opts = state.options
    betting = state.phase in STREETS
    facts: list[tuple[str, str]] = [
        ("players", str(state.players)),
        ("dealer", "" if state.dealer is None else str(state.dealer)),
        ("hand", str(state.hand_no)),
        ("street", state.street),
        ("board", _codes(state.board)),
        ("pot", str(sum(state.put_in))),
        ("current", str(state.current)),
        ("min_raise_to", str(state.min_raise_to()) if betting else ""),
        ("stacks", "-".join(map(str, state.stacks))),
        ("bets", "-".join(map(str, state.bets))),
        ("put_in", "-".join(map(str, state.put_in))),
        ("folded", "".join("1" if f else "0" for f in state.folded)),
        ("seated", "".join("1" if f else "0" for f in state.seated)),
        ("hand_rule", opts.hand_rule),
        ("ranking", opts.ranking),
        ("joker_mode", opts.joker_mode),
        ("jokers", str(opts.jokers)),
        ("unit", str(opts.unit)),
        ("big_blind", str(opts.big_blind)),
    ]
    for i, p in enumerate(state.pots()):
        facts.append((f"pot{i}", f"{p.amount}:" + "".join(map(str, p.eligible))))
    if seat is not None and seat >= 0 and betting:
        facts.append(("to_call", str(_view_to_call(state, seat))))
    if seat is None:
        facts.append(("stock", _codes(state.stock)))
    return tuple(facts)


def _view_history(state: PokerState, seat: int | None) -> tuple[str, ...]:
    return tuple(
        "deck-?" if isinstance(m, Shuffle) and seat is not None else str(m) for m in state.history
    )


_view: Final = FieldViews(
    PokerState,
    PokerView,
    "poker",
    {
        "phase": "phase",
        "to_move": "to_move",
        "scores": "stacks",
        "options": "options",
        "board": "board",
        "current": "current",
        "street": "street",
    },
    {
        "hands": _view_hands,
        "table": lambda state, seat: cast(
            tuple[tuple[int, Card], ...], tuple((CHANCE, c) for c in state.board)
        ),
        "history": _view_history,
        "facts": _view_facts,
        "last_trick": lambda state, seat: (),
        "tricks": lambda state, seat: (),
        "live": lambda state, seat: tuple(
            se and not f for se, f in zip(state.seated, state.folded, strict=True)
        ),
        "to_call": _view_to_call,
        "pot": lambda state, seat: sum(state.put_in),
    },
)
"""What a seat sees, field by field (whole for ``view()``, lazy for the simulator's players)."""


__all__ = [
    "BOARD_SIZE",
    "HOLE",
    "JOKER",
    "STREETS",
    "Award",
    "HandResult",
    "PokerState",
    "PokerView",
    "Pot",
    "blind_seats",
    "deck_of",
    "hand_of",
    "new_match",
    "sample_chance",
    "side_pots",
    "split_shares",
]
