"""Shelem as an immutable state machine, from the lot for the first dealer to the end of the match.

Phases, in order: ``dealer`` (chance: the first dealer by lot) → ``shuffle`` (chance) → ``bid``
(the auction of :mod:`pasur.engines.bidding`; if everyone passes, back to ``shuffle``) →
``discard`` (the hakem, holding the widow, puts down four cards) → ``play`` (twelve tricks; the
suit of the hakem's first card is trump) → ``shuffle`` for the next hand, or ``over``.

Four players: seats 0 and 2 are team 0, seats 1 and 3 team 1. Two players: seat 0 and seat 1
are the two sides; each also has three piles of four cards on the table (``piles``) whose top
cards he plays from, after the two hand cards of each round (see ``catalogue.py``).
"""

from __future__ import annotations

import enum
import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Final

from pasur.cards import STANDARD_DECK, Card, Suit
from pasur.engines.bidding import (
    Auction,
    AuctionRules,
    Bid,
    Call,
    Pass,
    Special,
    apply_call,
    legal_calls,
    start_auction,
)
from pasur.engines.bidding import violation as call_violation
from pasur.engines.chance import draw_deal
from pasur.engines.choose import Choose
from pasur.engines.evolve import evolve
from pasur.engines.texts import PrefixTexts
from pasur.engines.tricks import (
    SUIT_MASKS,
    WinReason,
    cards_of,
    follow_mask,
    mask_of,
    played_line,
    trick_winner,
)
from pasur.errors import IllegalMoveError, RecordError
from pasur.games.shelem.moves import DealerDraw, Discard, Play, ShelemMove, Shuffle
from pasur.games.shelem.options import BID_MINIMUM, BID_STEP, ShelemOptions
from pasur.games.shelem.scoring import (
    HandResult,
    SheetRow,
    points_of,
    score_hand,
    sheet_row,
    team_of,
    update_match,
)
from pasur.protocol import CHANCE, Event, FieldViews, TableView, Violation, violation


class Phase(enum.StrEnum):
    """The phases of a Shelem match, in play order.

    ``dealer`` (chance): the first dealer is drawn by lot; ``shuffle`` (chance): the deck of
    the next hand is shuffled; ``bid``: the auction: each player in turn bids or passes;
    ``discard``: the contract's winner takes the widow and lays the same number of cards aside;
    ``play``: the tricks are played; ``over``: the match (or the single hand) is finished."""

    DEALER = "dealer"
    SHUFFLE = "shuffle"
    BID = "bid"
    DISCARD = "discard"
    PLAY = "play"
    OVER = "over"


HAND_SIZE: Final = 12
WIDOW_SIZE: Final = 4
TRICKS: Final = 12
HIDDEN: Final = -2
"""Owner of a log entry nobody else may see in full (the shuffled deck)."""


def auction_rules(options: ShelemOptions) -> AuctionRules:
    """The auction Shelem plays under *options*: from 100 in fives, up to the cap."""
    return _auction_rules(options.bid_cap, options.declared_shelem, options.all_pass)


@cache
def _auction_rules(cap: int, special: bool, all_pass: str) -> AuctionRules:
    # Asked at every call of the auction (its legal calls, their check, the new auction): the
    # rules are immutable, so one object serves every position with the same options.
    return AuctionRules(
        game="shelem",
        minimum=BID_MINIMUM,
        step=BID_STEP,
        cap=cap,
        special=special,
        all_pass=all_pass,
    )


def deal_layout(players: int) -> tuple[tuple[str, int, int, int], ...]:
    """Where each block of the deck goes, relative to the dealer, in the order dealt.

    Entries are ``(what, offset, start, stop)``: ``what`` is ``hand``, ``widow`` or ``pile``;
    ``offset`` is the receiving seat counted to the dealer's right (0 = the dealer); for piles,
    start/stop are deck positions and the pile number is the order that player's piles were laid.

    Four players (seed 000 l.112): 12 to the right, 12 opposite, 12 to the left, 4 to the widow,
    the last 12 to the dealer. Two players (seed 000 l.129): 12 to the other, 12 to the dealer,
    then piles of four: other, dealer, other, dealer, other, the widow, dealer.
    """
    if players == 4:
        return (
            ("hand", 1, 0, 12),
            ("hand", 2, 12, 24),
            ("hand", 3, 24, 36),
            ("widow", 0, 36, 40),
            ("hand", 0, 40, 52),
        )
    return (
        ("hand", 1, 0, 12),
        ("hand", 0, 12, 24),
        ("pile", 1, 24, 28),
        ("pile", 0, 28, 32),
        ("pile", 1, 32, 36),
        ("pile", 0, 36, 40),
        ("pile", 1, 40, 44),
        ("widow", 0, 44, 48),
        ("pile", 0, 48, 52),
    )


@dataclass(frozen=True, slots=True)
class CompletedTrick:
    number: int
    leader: int
    seats: tuple[int, ...]
    """Who played each card, in play order."""
    cards: tuple[Card, ...]
    winner: int
    reason: WinReason
    led: Suit
    position: int = 0
    """Which card (in play order) won the trick."""
    from_pile: tuple[bool, ...] = ()
    """Two players: whether each card came from a pile."""
    plays: tuple[tuple[int, Card], ...] = ()
    """``(seat, card)`` in play order, as views list a turned trick (made once, when the trick
    is turned, rather than by every view)."""

    @property
    def winning_card(self) -> Card:
        return self.cards[self.position]


def _v(rule: str, code: str, **params: object) -> Violation:
    """A refusal breaking *rule*, said by the message ``shelem/<code>`` (see ``messages.py``)."""
    return violation(rule, "shelem/" + code, **params)


@dataclass(frozen=True, slots=True)
class ShelemState:
    """A position in a Shelem match. Build the opening position with :func:`new_match`."""

    options: ShelemOptions
    phase: Phase = Phase.DEALER
    to_move: int | None = CHANCE
    first_dealer: int | None = None
    dealer: int | None = None
    deck: tuple[Card, ...] = ()
    hands: tuple[int, ...] = ()
    dealt: tuple[tuple[Card, ...], ...] = ()
    """Each seat's cards in the order received (the widow last, for the hakem)."""
    widow: tuple[Card, ...] = ()
    piles: tuple[tuple[tuple[Card, ...], ...], ...] = ()
    """Two players: per seat, three piles, each listed top card first."""
    auction: Auction | None = None
    hakem: int | None = None
    bid: int = 0
    declared: bool = False
    discard: tuple[Card, ...] = ()
    trump: int | None = None
    leader: int = 0
    trick: tuple[int, ...] = ()
    """Card indices of the trick in progress, in play order."""
    won: tuple[int, int] = (0, 0)
    """Cards won by team 0 and team 1 (bit masks), the hakem's put-down cards included."""
    trick_log: tuple[CompletedTrick, ...] = ()
    played: int = 0
    """Every card played this hand (finished tricks and the trick in progress), as a bit mask:
    kept move by move so the players count cards without going back over the tricks."""
    voids: tuple[int, ...] = ()
    """Per seat, the suits (bit ``1 << suit``) it has shown it lacks in hand this hand, by a
    hand card that did not follow the led suit (with two players, the second card of a trick;
    a pile card that does not follow says nothing about the hand)."""
    totals: tuple[int, int] = (0, 0)
    opening: tuple[int, int] = (0, 0)
    """The running totals the match started from: ``(0, 0)``, or those of earlier hands given
    to :func:`new_match`, so the sheet and the checks add the hands played here onto them."""
    results: tuple[HandResult, ...] = ()
    sheet: tuple[SheetRow, ...] = ()
    redeals: int = 0
    winner: int | None = None
    history: tuple[ShelemMove, ...] = ()
    log: tuple[tuple[str, str, int], ...] = ()
    """Per move: (full text, text for those who may not see it, the seat that may see it in
    full; ``-1`` everyone, :data:`HIDDEN` nobody)."""

    # --- the protocol --------------------------------------------------------------------

    @property
    def players(self) -> int:
        return self.options.n_players

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def scores(self) -> tuple[int, ...]:
        """Running totals of team 0 and team 1 (two players: seat 0 and seat 1)."""
        return self.totals

    @property
    def games(self) -> tuple[int, int]:
        """Games won by each side: a Shelem match is one game, so ``(1, 0)``, ``(0, 1)`` or,
        until a side has won, ``(0, 0)``."""
        if self.winner is None:
            return (0, 0)
        return (1, 0) if self.winner == 0 else (0, 1)

    def team(self, seat: int) -> int:
        return team_of(seat, self.players)

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards *seat* holds now, in the order received."""
        if not self.dealt:
            return ()
        mask = self.hands[seat]
        return tuple([c for c in self.dealt[seat] if mask >> c.index & 1])

    @property
    def first_bidder(self) -> int | None:
        return None if self.dealer is None else (self.dealer + 1) % self.players

    @property
    def trick_seats(self) -> tuple[int, ...]:
        """Who plays each card of the current trick, in order."""
        return _TRICK_SEATS[self.players][self.leader]

    @property
    def pile_turn(self) -> bool:
        """Two players: the card to play now comes from the face-up pile tops."""
        # Tested in this order because it is asked at every card: a dealt hand has one mask per
        # player, so ``len(self.hands)`` is the number of players in the play phase.
        return len(self.trick) >= 2 and self.phase == "play" and len(self.hands) == 2

    @property
    def piles_face_up(self) -> bool:
        """Two players: the pile tops are turned up once both first hand cards are down."""
        return self.players == 2 and (bool(self.trick_log) or len(self.trick) >= 2)

    def pile_tops(self, seat: int) -> tuple[Card, ...]:
        if not self.piles:
            return ()
        return tuple(p[0] for p in self.piles[seat] if p)

    def _playable(self, seat: int) -> int:
        """The cards *seat* may choose from now (hand, or pile tops in two-player pile turns)."""
        if self.pile_turn:
            m = 0
            for p in self.piles[seat]:
                if p:
                    m |= 1 << p[0].index
            return m
        return self.hands[seat]

    def _allowed(self, seat: int) -> int:
        """The cards *seat* may play now: the led suit if it can follow (:func:`follow_mask`),
        else anything, or only trumps under ``void_rule=must_trump`` when it holds some."""
        pool = self._playable(seat)
        trick = self.trick
        if not trick:
            return pool
        led = trick[0] // 13
        allowed = follow_mask(pool, led)
        if (
            not pool & SUIT_MASKS[led]
            and self.trump is not None
            and self.options.void_rule == "must_trump"
            and pool & SUIT_MASKS[self.trump]
        ):
            allowed = pool & SUIT_MASKS[self.trump]
        return allowed

    def legal_moves(self) -> Sequence[ShelemMove]:
        p = self.phase
        if p == "play":
            seat = self.to_move
            assert seat is not None
            allowed = self._allowed(seat)
            _ALLOWED[0] = (self, allowed)
            return plays_of(allowed)
        if p in ("dealer", "shuffle", "over"):
            return ()
        if p == "bid":
            assert self.auction is not None
            return legal_calls(auction_rules(self.options), self.auction)
        if p == "discard":
            # Every set of four is legal: the canonical list is the four-card sets taken in
            # order, as a lazy sequence (see ``discard_choices``).
            return discard_choices(self)
        raise AssertionError(f"unknown phase {p!r}")

    def violation(self, move: ShelemMove) -> Violation | None:
        """Why *move* cannot be made now (naming the rule), or ``None`` if it can."""
        p = self.phase
        if p == "over":
            return violation("shelem/match-end", "play/match-over")
        if not isinstance(move, _EXPECTED[p]):
            if self.to_move in (None, CHANCE):
                return _v("shelem/sequence", "sequence", phase=p, move=move)
            return _v("shelem/sequence", "sequence-seat", phase=p, seat=self.to_move, move=move)
        if isinstance(move, DealerDraw):
            if not 0 <= move.seat < self.players:
                return _v("shelem/first-dealer", "first-dealer-seat", seat=move.seat)
            return None
        if isinstance(move, Shuffle):
            return _deck_violation(move.deck)
        if isinstance(move, (Bid, Pass, Special)):
            assert self.auction is not None and self.to_move is not None
            return call_violation(auction_rules(self.options), self.auction, self.to_move, move)
        seat = self.to_move
        assert seat is not None
        if isinstance(move, Discard):
            if len(move.cards) != WIDOW_SIZE:
                return _v("shelem/discard", "discard-count", count=len(move.cards))
            twice = [c for i, c in enumerate(move.cards) if c in move.cards[:i]]
            if twice:
                return _v("shelem/discard", "discard-repeated", card=twice[0].code)
            for c in move.cards:
                if not self.hands[seat] >> c.index & 1:
                    return violation("shelem/discard", "play/not-held", seat=seat, card=c.code)
            return None
        assert isinstance(move, Play)
        return self._play_violation(seat, move.card)

    def _play_violation(self, seat: int, card: Card) -> Violation | None:
        bit = 1 << card.index
        pool = self._playable(seat)
        if self.pile_turn:
            if not pool & bit:
                tops = " ".join(c.code for c in self.pile_tops(seat))
                return _v(
                    "shelem/two-player-piles",
                    "pile-tops",
                    seat=seat,
                    card=card.code,
                    tops=tops,
                )
        elif not pool & bit:
            return violation("shelem/own-card", "play/not-held", seat=seat, card=card.code)
        if self.trick:
            led = self.trick[0] // 13
            same = pool & SUIT_MASKS[led]
            if same and card.index // 13 != led:
                return violation(
                    "shelem/two-player-piles" if self.pile_turn else "shelem/follow-suit",
                    "shelem/follow-suit-piles" if self.pile_turn else "play/follow-suit",
                    seat=seat,
                    card=card.code,
                    led=Suit(led).letter,
                    held=" ".join(c.code for c in cards_of(same)),
                )
            if not self._allowed(seat) & bit:
                return _v(
                    "shelem/void-play",
                    "void-play",
                    seat=seat,
                    card=card.code,
                    led=Suit(led).letter,
                )
        return None

    def apply(self, move: ShelemMove) -> ShelemState:
        """The state after *move*; raises ``IllegalMoveError`` if it is illegal."""
        if type(move) is Play and self.phase == "play":
            # The move of nearly every position: a card is legal exactly when it is among the
            # allowed cards (``_play_violation`` says why not otherwise), so the full check and
            # the move's text are skipped.
            index = move.card.index
            seat = self.to_move
            asked, allowed = _ALLOWED[0]
            if asked is not self and seat is not None:
                allowed = self._allowed(seat)
            if seat is not None and allowed >> index & 1:
                return _play(self, move.card, (*self.history, move), (*self.log, _ENTRIES[index]))
        problem = self.violation(move)
        if problem is not None:
            raise IllegalMoveError(move, problem)
        history = (*self.history, move)
        seat = self.to_move
        text = str(move)
        entry = (text, text, -1)
        if isinstance(move, Shuffle):
            entry = (text, "deck-?", HIDDEN)
        elif isinstance(move, Discard):
            assert seat is not None
            entry = (text, "discard-?", seat)
        log = (*self.log, entry)
        if isinstance(move, DealerDraw):
            return evolve(
                self,
                phase=Phase.SHUFFLE,
                to_move=CHANCE,
                first_dealer=move.seat,
                dealer=move.seat,
                history=history,
                log=log,
            )
        if isinstance(move, Shuffle):
            return _deal(self, move.deck, history, log)
        if isinstance(move, (Bid, Pass, Special)):
            return _call(self, move, history, log)
        if isinstance(move, Discard):
            return _put_down(self, move, history, log)
        assert isinstance(move, Play)
        return _play(self, move.card, history, log)

    def view(self, seat: int | None) -> ShelemView:
        return _view(self, seat)


_CARDS: Final = tuple(Card.from_index(i) for i in range(52))
_ALLOWED: Final[list[tuple[object, int]]] = [(None, 0)]
"""The position whose legal cards were last asked for, and its allowed mask: a player nearly
always plays in the position it was just offered, so ``apply`` reuses the mask. The pair is
replaced whole, so a thread reads a consistent one."""
_SUITS: Final = tuple(Suit)
"""The suits by number (an enum call by value costs more than the rest of a card's move)."""

_TRICK_SEATS: Final = {
    4: tuple(tuple((leader + i) % 4 for i in range(4)) for leader in range(4)),
    2: tuple((leader, 1 - leader, leader, 1 - leader) for leader in range(2)),
}
"""``_TRICK_SEATS[players][leader]``: who plays each card of a trick, in order."""

_PLAYS: Final = tuple(Play(Card.from_index(i)) for i in range(52))
"""One move per card (moves are immutable values, so every position can share them)."""
_ENTRIES: Final = tuple((p.card.code, p.card.code, -1) for p in _PLAYS)
"""The log entry of each card played: everyone sees it."""
_SUIT_PLAYS: Final[tuple[dict[int, tuple[Play[Card], ...]], ...]] = ({}, {}, {}, {})
"""Per suit, the moves of each set of its ranks (13 bits), filled in as sets come up."""


def plays_of(mask: int) -> tuple[Play[Card], ...]:
    """The moves playing the cards of *mask*, in canonical card order."""
    out: tuple[Play[Card], ...] = ()
    for suit in range(4):
        bits = mask >> 13 * suit & 0x1FFF
        if bits:
            cache = _SUIT_PLAYS[suit]
            part = cache.get(bits)
            if part is None:
                base = 13 * suit
                part = cache[bits] = tuple(_PLAYS[base + r] for r in range(13) if bits >> r & 1)
            out += part
    return out


_EXPECTED: Final[dict[str, type | tuple[type, ...]]] = {
    "dealer": DealerDraw,
    "shuffle": Shuffle,
    "bid": (Bid, Pass, Special),
    "discard": Discard,
    "play": Play,
}


def _deck_violation(deck: tuple[Card, ...]) -> Violation | None:
    if len(deck) != 52 or len(set(deck)) != 52:
        by_index = sorted(set(STANDARD_DECK) - set(deck), key=lambda c: c.index)
        missing = " ".join(c.code for c in by_index)
        by_index = sorted({c for c in deck if deck.count(c) > 1}, key=lambda c: c.index)
        dup = " ".join(c.code for c in by_index)
        size = len(deck)
        if dup and missing:
            return _v(
                "shelem/deck", "deck-repeated-missing", size=size, repeated=dup, missing=missing
            )
        if dup:
            return _v("shelem/deck", "deck-repeated", size=size, repeated=dup)
        return _v("shelem/deck", "deck-missing", size=size, missing=missing)
    return None


def _discard_cards(move: object) -> tuple[Card, ...] | None:
    """The cards a move puts down (the inverse of ``Discard``), ``None`` for another move."""
    return move.cards if isinstance(move, Discard) else None


def discard_choices(state: ShelemState) -> Choose[Card, Discard]:
    """The hakem's put-downs offered as moves: every four cards of his sixteen.

    All 1,820 sets are legal and offered, in canonical order (the four-card combinations of his
    cards in card order), so a random player can choose any. The sequence is lazy: a move is
    built only when a player takes it, and ``move in legal`` costs four look-ups.
    """
    assert state.hakem is not None
    held = cards_of(state.hands[state.hakem])
    return Choose(held, WIDOW_SIZE, Discard, _discard_cards)


def _deal(
    state: ShelemState,
    deck: tuple[Card, ...],
    history: tuple[ShelemMove, ...],
    log: tuple[tuple[str, str, int], ...],
) -> ShelemState:
    assert state.dealer is not None
    n = state.players
    dealt: list[tuple[Card, ...]] = [() for _ in range(n)]
    piles: list[list[tuple[Card, ...]]] = [[] for _ in range(n)]
    widow: tuple[Card, ...] = ()
    for what, offset, a, b in deal_layout(n):
        seat = (state.dealer + offset) % n
        block = deck[a:b]
        if what == "hand":
            dealt[seat] = dealt[seat] + block
        elif what == "widow":
            widow = block
        else:
            # A pile is laid as a packet of four, face down: its top card is the block's first.
            piles[seat].append(block)
    hands = tuple(sum(1 << c.index for c in d) for d in dealt)
    rules = auction_rules(state.options)
    first = (state.dealer + 1) % n
    return evolve(
        state,
        phase=Phase.BID,
        to_move=first,
        deck=deck,
        hands=hands,
        dealt=tuple(dealt),
        widow=widow,
        piles=tuple(tuple(p) for p in piles) if n == 2 else (),
        auction=start_auction(rules, n, first),
        hakem=None,
        bid=0,
        declared=False,
        discard=(),
        trump=None,
        leader=first,
        trick=(),
        won=(0, 0),
        trick_log=(),
        played=0,
        voids=(0,) * n,
        history=history,
        log=log,
    )


def _call(
    state: ShelemState,
    call: Call,
    history: tuple[ShelemMove, ...],
    log: tuple[tuple[str, str, int], ...],
) -> ShelemState:
    assert state.auction is not None
    auction = apply_call(auction_rules(state.options), state.auction, call)
    if not auction.is_over:
        return evolve(state, auction=auction, to_move=auction.to_move, history=history, log=log)
    if auction.all_passed:
        return evolve(
            state,
            auction=auction,
            phase=Phase.SHUFFLE,
            to_move=CHANCE,
            redeals=state.redeals + 1,
            history=history,
            log=log,
        )
    hakem = auction.high_seat
    assert hakem is not None
    hands = list(state.hands)
    for c in state.widow:
        hands[hakem] |= 1 << c.index
    dealt = list(state.dealt)
    dealt[hakem] = dealt[hakem] + state.widow
    return evolve(
        state,
        auction=auction,
        phase=Phase.DISCARD,
        to_move=hakem,
        hakem=hakem,
        bid=auction.high or 0,
        declared=auction.special,
        hands=tuple(hands),
        dealt=tuple(dealt),
        history=history,
        log=log,
    )


def _put_down(
    state: ShelemState,
    move: Discard,
    history: tuple[ShelemMove, ...],
    log: tuple[tuple[str, str, int], ...],
) -> ShelemState:
    hakem = state.hakem
    assert hakem is not None
    mask = sum(1 << c.index for c in move.cards)
    hands = list(state.hands)
    hands[hakem] &= ~mask
    won = list(state.won)
    if state.options.discard_owner == "hakem":
        won[state.team(hakem)] |= mask
    return evolve(
        state,
        phase=Phase.PLAY,
        to_move=hakem,
        leader=hakem,
        hands=tuple(hands),
        discard=move.cards,
        won=(won[0], won[1]),
        history=history,
        log=log,
    )


def _play(
    state: ShelemState,
    card: Card,
    history: tuple[ShelemMove, ...],
    log: tuple[tuple[str, str, int], ...],
) -> ShelemState:
    seat = state.to_move
    assert seat is not None
    index = card.index
    bit = 1 << index
    hands = state.hands
    piles = state.piles
    n = len(hands)
    trick = state.trick
    if state.pile_turn:
        piles = tuple(
            tuple(p[1:] if p and p[0] == card else p for p in seat_piles)
            if s == seat
            else seat_piles
            for s, seat_piles in enumerate(piles)
        )
    else:
        hands = (*hands[:seat], hands[seat] & ~bit, *hands[seat + 1 :])
    voids = state.voids
    if trick and index // 13 != trick[0] // 13 and (n == 4 or len(trick) == 1):
        # A hand card that does not follow shows the hand lacks the led suit.
        voids = (*voids[:seat], voids[seat] | 1 << trick[0] // 13, *voids[seat + 1 :])
    trump = state.trump if state.trump is not None else index // 13
    trick = (*trick, index)
    played = state.played | bit
    seats = _TRICK_SEATS[n][state.leader]
    if len(trick) < 4:
        return evolve(
            state,
            hands=hands,
            piles=piles,
            trick=trick,
            trump=trump,
            to_move=seats[len(trick)],
            played=played,
            voids=voids,
            history=history,
            log=log,
        )
    pos, reason = trick_winner(trick, trump)
    winner = seats[pos]
    cards = tuple([_CARDS[i] for i in trick])
    done = CompletedTrick(
        len(state.trick_log) + 1,
        state.leader,
        seats,
        cards,
        winner,
        reason,
        _SUITS[trick[0] // 13],
        pos,
        (False, False, True, True) if n == 2 else (),
        tuple(zip(seats, cards, strict=True)),
    )
    taken = (1 << trick[0]) | (1 << trick[1]) | (1 << trick[2]) | bit
    won = state.won
    won = (won[0] | taken, won[1]) if team_of(winner, n) == 0 else (won[0], won[1] | taken)
    after = evolve(
        state,
        hands=hands,
        piles=piles,
        trick=(),
        trump=trump,
        won=won,
        leader=winner,
        to_move=winner,
        trick_log=(*state.trick_log, done),
        played=played,
        voids=voids,
        history=history,
        log=log,
    )
    if len(after.trick_log) < TRICKS:
        return after
    return _end_hand(after)


def _end_hand(state: ShelemState) -> ShelemState:
    hakem, dealer = state.hakem, state.dealer
    assert hakem is not None and dealer is not None and state.first_dealer is not None
    won = list(state.won)
    if state.options.discard_owner == "last_trick":
        last = state.trick_log[-1].winner
        won[state.team(last)] |= sum(1 << c.index for c in state.discard)
    points = [points_of(cards_of(m)) for m in won]
    team = state.team(hakem)
    result = score_hand(
        hakem_team=team,
        bid=state.bid,
        taken=points[team],
        options=state.options,
        declared=state.declared,
        hakem=hakem,
        dealer=dealer,
    )
    update = update_match(state.totals, result, state.options)
    row = sheet_row(
        state.sheet,
        result,
        players=state.players,
        first_dealer=state.first_dealer,
        start=state.opening,
    )
    over = update.winner is not None or state.options.scope == "hand"
    return evolve(
        state,
        won=(won[0], won[1]),
        totals=update.totals,
        results=(*state.results, result),
        sheet=(*state.sheet, row),
        winner=update.winner,
        phase=Phase.OVER if over else Phase.SHUFFLE,
        to_move=None if over else CHANCE,
        dealer=dealer if over else (dealer + 1) % state.players,
        redeals=0,
    )


def new_match(
    options: ShelemOptions | None = None, *, totals: tuple[int, int] = (0, 0)
) -> ShelemState:
    """The opening position: the first dealer is still to be drawn by lot.

    *totals* are the running totals of team 0 and team 1 (two players: seat 0 and seat 1)
    from hands played before, for a match that goes on from a score sheet, a dispute or an
    exercise ("we are at 885 to 1040"); the sheet's lines and the target then count from
    them.

    Raises:
        RecordError: a total a hand cannot give (not a multiple of five), or totals at which
            the match would already be won (a side at or past the target, or ahead by it under
            ``target_mode=reach_or_lead``): the message names the total.
    """
    opts = options or ShelemOptions()
    _check_totals(totals, opts)
    return ShelemState(opts, totals=totals, opening=totals)


def _check_totals(totals: tuple[int, int], options: ShelemOptions) -> None:
    """Refuse running totals no match can be at before its next hand."""
    if len(totals) != 2:
        raise RecordError(f"running totals are two numbers, one a side, not {len(totals)}")
    for side, total in enumerate(totals):
        if total % 5:
            raise RecordError(f"side {side}'s total {total} is not a multiple of 5")
        if total >= options.target:
            raise RecordError(
                f"side {side}'s total {total} is already at the target {options.target}: "
                "the match would be over"
            )
        if options.target_mode == "reach_or_lead" and total - totals[1 - side] >= options.target:
            raise RecordError(
                f"side {side} leads by {total - totals[1 - side]}, already the target "
                f"{options.target}: the match would be over"
            )


def trick_details(event: Event, after: ShelemState) -> tuple[str, ...]:
    """Under a trick event in a transcript, the trick's cards seat by seat; with two players,
    the cards played from a face-up pile are marked ``(pile)`` (a ``GameSpec.details``)."""
    if event.kind != "trick":
        return ()
    number = int(event.param("number"))
    trick = next(t for t in reversed(after.trick_log) if t.number == number)
    return (played_line(trick.seats, trick.cards, trick.from_pile),)


def sample_chance(state: ShelemState, rng: random.Random) -> ShelemMove:
    """Draw the chance move for *state* from *rng*."""
    return draw_deal(state.phase, state.players, STANDARD_DECK, Shuffle, rng)


# --- views ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ShelemView(TableView):
    """What a seat sees of a Shelem position, with the tallies a card-counting player keeps.

    Everything here can be worked out from the plain fields (the turned tricks, the facts, the
    history), and the players once did so at every decision; the state keeps these move by move
    instead, so a player reads them with :func:`pasur.protocol.unwrap`.
    """

    played: int = 0
    """Every card played this hand, in turned tricks and on the table (bit mask)."""
    voids: tuple[int, ...] = ()
    """Per seat, the suits (bit ``1 << suit``) it has shown it lacks in hand this hand."""
    put_down: int = 0
    """The hakem's four put-down cards (bit mask), if this viewer may see them; else 0."""
    pile_tops: tuple[int, ...] = ()
    """Two players, per seat: the face-up tops of its piles (bit mask), ``-1`` while they are
    face down; empty with four players."""
    calls: tuple[tuple[int, Call], ...] = ()
    """During the auction: every call so far with the seat that made it."""
    hakem: int = -1
    """The hakem's seat once the auction is won, else ``-1`` (the fact ``hakem`` as a number)."""
    trump: int = -1
    """The trump suit's number once the hakem's first card names it, else ``-1``."""


Log = tuple[tuple[str, str, int], ...]

_history_text: Final = PrefixTexts[int | None, tuple[str, str, int]](
    lambda seat, log: (
        full if seat is None or owner == -1 or owner == seat else public
        for full, public, owner in log
    )
)
"""Each move of a log as a viewer (a seat, or ``None`` for an onlooker) saw it, written only for
the moves made since the last view (:class:`~pasur.engines.texts.PrefixTexts`)."""


Fact = tuple[str, str]
_Tallies = tuple[tuple[Fact, ...], tuple[tuple[int, Call], ...], int, tuple[int, ...]]

_FACTS: dict[bool, tuple[tuple[object, ...], _Tallies]] = {}
"""By whether the viewer sees the widow, the facts, calls, put-down mask and pile tops last made,
with what they were made from: they are the same for every seat within a trick, so most views
reuse them. Each entry is replaced whole."""


def _facts(state: ShelemState, seat: int | None) -> _Tallies:
    """The facts of a view for *seat*, and its calls, put-down mask and pile tops (from
    :data:`_FACTS` when made from the same values)."""
    onlooker = seat is None
    widow_seen = onlooker or (state.hakem is not None and seat == state.hakem)
    n = state.options.n_players
    up = onlooker or (n == 2 and (bool(state.trick_log) or len(state.trick) >= 2))
    # What the facts are made from: the hand's facts, the tricks and the piles (tuples compare
    # their items by identity first, so an unchanged trick log or pile set costs one look).
    hand = _hand_facts(state, widow_seen)
    key = (hand, state.trick_log, state.piles, up)
    cached = _FACTS.get(widow_seen)
    if cached is not None and cached[0] == key:
        return cached[1]
    head, after, calls, put_down = hand
    facts = head
    if state.deck:
        tricks = [0, 0]
        for t in state.trick_log:
            tricks[team_of(t.winner, n)] += 1
        facts += (("tricks", f"{tricks[0]}-{tricks[1]}"), *after)
    pile_tops: list[int] = []
    if n == 2 and state.piles:
        piled: list[Fact] = []
        for s in range(2):
            seat_piles = state.piles[s]
            tops = ",".join((p[0].code if up else "?") if p else "-" for p in seat_piles)
            piled.append((f"piles{s}", tops))
            piled.append((f"pile_sizes{s}", ",".join(str(len(p)) for p in seat_piles)))
            hidden = not up and any(seat_piles)
            pile_tops.append(-1 if hidden else mask_of([p[0] for p in seat_piles if p]))
        facts += tuple(piled)
    made = (facts, calls, put_down, tuple(pile_tops))
    _FACTS[widow_seen] = (key, made)
    return made


_HandFacts = tuple[tuple[Fact, ...], tuple[Fact, ...], tuple[tuple[int, Call], ...], int]

_HAND_FACTS: dict[bool, tuple[tuple[object, ...], _HandFacts]] = {}
"""By whether the viewer sees the widow, the facts that do not change within a hand's play
(those before the trick count, and the widow and put-down cards after it), the calls and the
put-down mask, with what they were made from. Each entry is replaced whole."""


def _hand_facts(state: ShelemState, widow_seen: bool) -> _HandFacts:
    """The facts before the trick count, the widow's after it, the calls and the put-down mask
    (from :data:`_HAND_FACTS` when made from the same values)."""
    key = (
        state.options,
        state.phase,
        state.dealer,
        state.hakem,
        state.bid,
        state.declared,
        state.trump,
        state.totals,
        len(state.results),
        state.auction,
        state.deck,
        state.widow,
        state.discard,
    )
    cached = _HAND_FACTS.get(widow_seen)
    if cached is not None and cached[0] == key:
        return cached[1]
    made = _make_hand_facts(state, widow_seen)
    _HAND_FACTS[widow_seen] = (key, made)
    return made


def _make_hand_facts(state: ShelemState, widow_seen: bool) -> _HandFacts:
    n = state.players
    auction = state.auction
    facts: list[Fact] = [
        ("players", str(n)),
        ("dealer", "" if state.dealer is None else str(state.dealer)),
        ("first_bidder", "" if state.first_bidder is None else str(state.first_bidder)),
        ("discard_owner", state.options.discard_owner),
        ("made_score", state.options.made_score),
        ("hakem", "" if state.hakem is None else str(state.hakem)),
        ("bid", str(state.bid) if state.hakem is not None else ""),
        ("declared", "1" if state.declared else "0"),
        ("trump", "" if state.trump is None else "CDHS"[state.trump]),
        ("totals", f"{state.totals[0]}-{state.totals[1]}"),
        (
            "hand",
            str(len(state.results) + (0 if state.phase in ("shuffle", "over") else 1)),
        ),
    ]
    calls: tuple[tuple[int, Call], ...] = ()
    if auction is not None and state.phase == "bid":
        facts.append(("high", "" if auction.high is None else str(auction.high)))
        facts.append(("high_seat", "" if auction.high_seat is None else str(auction.high_seat)))
        facts.append(("passed", "".join(str(s) for s in range(n) if auction.passed[s])))
        calls = auction.calls
    after: list[Fact] = []
    put_down = 0
    if state.deck:
        after.append(("widow", " ".join(c.code for c in state.widow) if widow_seen else "?"))
        if state.discard:
            after.append(
                ("discard", " ".join(c.code for c in state.discard) if widow_seen else "?")
            )
            if widow_seen:
                put_down = mask_of(state.discard)
    return tuple(facts), tuple(after), calls, put_down


def _view_hands(state: ShelemState, seat: int | None) -> tuple[tuple[Card, ...] | int, ...]:
    n = state.options.n_players
    if seat is None or state.phase == "over":
        return tuple([state.hand(s) for s in range(n)])
    masks = state.hands if state.dealt else (0,) * n
    return tuple([state.hand(s) if s == seat else masks[s].bit_count() for s in range(n)])


def _view_table(state: ShelemState, seat: int | None) -> tuple[tuple[int, Card], ...]:
    trick_seats = _TRICK_SEATS[state.options.n_players][state.leader]
    return tuple([(trick_seats[i], _CARDS[ix]) for i, ix in enumerate(state.trick)])


def _view_last_trick(state: ShelemState, seat: int | None) -> tuple[tuple[int, Card], ...]:
    return state.trick_log[-1].plays if state.trick_log else ()


_view: Final = FieldViews(
    ShelemState,
    ShelemView,
    "shelem",
    {
        "phase": "phase",
        "to_move": "to_move",
        "scores": "totals",
        "played": "played",
        "voids": "voids",
    },
    {
        "hands": _view_hands,
        "table": _view_table,
        "history": lambda state, seat: _history_text(state.log, seat),
        ("facts", "calls", "put_down", "pile_tops"): _facts,
        "last_trick": _view_last_trick,
        "tricks": lambda state, seat: tuple([t.plays for t in state.trick_log]),
        "hakem": lambda state, seat: -1 if state.hakem is None else state.hakem,
        "trump": lambda state, seat: -1 if state.trump is None else state.trump,
    },
)
"""What a seat sees, field by field (whole for ``view()``, lazy for the simulator's players)."""
