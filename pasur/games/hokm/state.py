"""Hokm for four, three or two players as an immutable state machine, from the draw for the
first hakem to the end of the match.

Phases, in order: ``first_hakem`` (chance) → ``shuffle`` (chance; a ``misdeal`` move is a deal
that went wrong) → ``cut`` (the hakem's partner, unless ``cut:off``) → ``trump`` (the hakem names
trump, leaves it to a table custom, or throws in) → with two players ``discard`` and ``draw``
→ after a misdeal ``misdeal`` (and ``misdeal_draw``, chance) → ``peek`` (the dealer chooses a
packet of his partner's to look at) → ``concede`` (a side may give up before play) → ``play``
(tricks; ``bam`` when a side leading 7-0 may play on) → back to ``shuffle`` for the next hand,
or ``over``.

Hands are bit masks (see :mod:`pasur.engines.tricks`); ``dealt`` keeps each player's cards in
the order they were dealt, which some table customs depend on.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import itertools
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final, TypeVar

from pasur.cards import STANDARD_DECK, Card, Rank, Suit, shuffled
from pasur.engines.tricks import (
    SUIT_MASKS,
    Order,
    WinReason,
    cards_of,
    follow_mask,
)
from pasur.engines.tricks import trick_winner as _trick_position
from pasur.errors import IllegalMoveError, RecordError
from pasur.games.hokm.messages import deck_code
from pasur.games.hokm.moves import (
    AceDraw,
    BamChoice,
    BlindDraw,
    Concede,
    Cut,
    Discard,
    Draw,
    DrawChoice,
    Give,
    HokmMove,
    Misdeal,
    NameTrump,
    Peek,
    Play,
    Redeal,
    SeatDraw,
    Shuffle,
    TrumpCustom,
    parse_contract,
)
from pasur.games.hokm.options import HokmOptions
from pasur.games.hokm.scoring import (
    TRICKS_TO_WIN,
    HandResult,
    dealer_of,
    score_hand,
    side_of,
    update_game,
)
from pasur.options import format_options
from pasur.protocol import CHANCE, FieldViews, MatchState, TableView, Violation, violation


class Phase(enum.StrEnum):
    """The phases of a Hokm match, roughly in play order; which ones a hand visits depends on
    the players and the table customs.

    ``first_hakem``: the first hakem is chosen, by the method the options name (e.g. the first
    ace dealt); ``shuffle`` (chance): the deck of the next hand is shuffled; ``cut``: the
    player the custom names cuts the deck; ``trump``: the hakem names trump from his first five
    cards; ``misdeal``: a misdeal was found; the player it wrongs chooses the ruling;
    ``misdeal_draw`` (chance): the card drawn blind from the misdealt hand; ``discard`` (two
    players): after trump each player puts aside the cards he must; ``draw`` (two players): the
    player to move draws from the stock, keeping or dropping the card; ``peek``: the dealer
    looks at his partner's later packet (a table custom); ``play``: the thirteen tricks are
    played; ``bam``: seven tricks in a row: the winning side says whether it plays on for a
    bam; ``concede``: the side facing the hakem says whether it gives the hand up before play;
    ``over``: the match (or the single hand) is finished."""

    FIRST_HAKEM = "first_hakem"
    SHUFFLE = "shuffle"
    CUT = "cut"
    TRUMP = "trump"
    MISDEAL = "misdeal"
    MISDEAL_DRAW = "misdeal_draw"
    DISCARD = "discard"
    DRAW = "draw"
    PEEK = "peek"
    PLAY = "play"
    BAM = "bam"
    CONCEDE = "concede"
    OVER = "over"


ORDERS: Final[dict[str, Order]] = {
    "saras": Order.ACE_HIGH,
    "naras": Order.NARAS,
    "taknaras": Order.TAKNARAS,
}
PACKETS: Final = (5, 4, 4)
PACKETS_BY_PLAYERS: Final = {4: (5, 4, 4), 3: (5, 4, 4, 4), 2: (5, 4, 4)}
"""Packet sizes, each round of packets going to every seat in play order from the hakem. Two
players with a draw protocol get only the first round (five each); the rest is the stock."""
_HIGH: Final = frozenset({Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK})
_RED: Final = (Suit.DIAMONDS, Suit.HEARTS)
EITHER_PAIRS: Final = ("CD", "CH", "CS", "DH", "DS", "HS")
_CARD: Final = STANDARD_DECK


@dataclass(frozen=True, slots=True)
class CompletedTrick:
    number: int
    leader: int
    cards: tuple[Card, ...]
    """In play order, the leader's card first."""
    winner: int
    reason: WinReason
    led: Suit

    def seat_of(self, position: int) -> int:
        return (self.leader + position) % len(self.cards)

    @property
    def winning_card(self) -> Card:
        return self.cards[(self.winner - self.leader) % len(self.cards)]


@dataclass(frozen=True, slots=True)
class DrawTurn:
    """One turn of the two-player draw: what the player saw and what he chose."""

    seat: int
    top: Card
    second: Card
    keep: bool
    last_pair: bool
    """The last two cards of the stock: both were seen before choosing."""
    second_seen: bool
    """Whether the player saw the card he did not look at first (always when he burned the top
    card, at the last pair, or when the table lets him look at the card he puts aside)."""

    @property
    def taken(self) -> Card:
        return self.top if self.keep else self.second

    @property
    def burned(self) -> Card:
        return self.second if self.keep else self.top


@dataclass(frozen=True, slots=True)
class Reveal:
    """A trump custom at work: the cards turned up, what they decided (``""``: nothing, so the
    hakem chooses), and the rule."""

    custom: str
    cards: tuple[Card, ...]
    contract: str
    rule_id: str
    why: str


T = TypeVar("T")


def per_options(
    cache: dict[int, tuple[HokmOptions, T]], options: HokmOptions, make: Callable[[HokmOptions], T]
) -> T:
    """``make(options)``, remembered in *cache* by the options' identity: hashing the options
    field by field costs more than most moves. Each entry keeps its options alive, so an id
    stays its own; a cache that reaches 64 tables' worth of options starts again."""
    entry = cache.get(id(options))
    if entry is None or entry[0] is not options:
        if len(cache) >= 64:
            cache.clear()
        entry = cache[id(options)] = (options, make(options))
    return entry[1]


_new = object.__new__
_set = object.__setattr__


def _replace(state: HokmState, **changes: object) -> HokmState:
    """``dataclasses.replace`` for a move: a copy of the state's field dictionary (one C call for
    the forty fields, where setting each slot cost more than the rest of a move) with *changes*.
    Like :func:`pasur.engines.evolve.evolve` it runs no ``__post_init__``: the engine knows its
    values are right."""
    fields = state.__dict__.copy()
    fields.update(changes)
    new = _new(HokmState)
    _set(new, "__dict__", fields)
    return new


@dataclass(frozen=True)
class HokmState(MatchState):
    """A position in a Hokm match. Build the opening position with :func:`new_match`.

    Unlike the other frozen dataclasses it keeps its fields in a dictionary, not slots: every
    move copies the state, and a dictionary copies in one step (see :func:`_replace`)."""

    options: HokmOptions
    phase: Phase = Phase.FIRST_HAKEM
    to_move: int | None = CHANCE
    seating: tuple[int, ...] = (0, 1, 2, 3)
    """``seating[seat]`` is the player (in the order they first sat) now in that seat."""
    draw_cards: tuple[Card | None, ...] = (None, None, None, None)
    contenders: tuple[int, ...] = (0, 1, 2, 3)
    middle: Card | None = None
    draw_stage: str = "hakem"
    hakem: int | None = None
    next_hakem: int | None = None
    """Set when a hand has ended: the hakem of the next hand (the finished hand keeps its own
    hakem until the next shuffle, so it is always shown with the right one)."""
    deck: tuple[Card, ...] = ()
    cut_count: int | None = None
    hands: tuple[int, ...] = (0, 0, 0, 0)
    dealt: tuple[tuple[Card, ...], ...] = ((), (), (), ())
    contract: str = ""
    leader: int = 0
    trick: tuple[int, ...] = ()
    tricks: tuple[int, ...] = (0, 0)
    tricks_at_seven: tuple[int, ...] | None = None
    bam_attempt: bool = False
    revoke_team: int | None = None
    trick_log: tuple[CompletedTrick, ...] = ()
    redeals: int = 0
    score: tuple[int, ...] = (0, 0)
    win_by_two: bool = False
    games: tuple[int, ...] = (0, 0)
    results: tuple[HandResult, ...] = ()
    history: tuple[HokmMove, ...] = ()
    public_log: tuple[str, ...] = ()
    """The move texts as every player saw them: the shuffled deck is written ``deck-?``."""
    reveal: Reveal | None = None
    """The trump custom the hakem used this hand, with the cards it turned up."""
    shown: tuple[Card, ...] = ()
    """Cards of players' hands shown face up to everyone this hand (customs, a conceding side's
    partner, a card passed face up after a misdeal)."""
    peek: int = 0
    """The packet of his partner's cards the dealer has seen this hand (0: none; 1: the first
    five; 2 or 3: a later packet)."""
    stock: int = 0
    """Two players: the deck position of the next card to draw."""
    draw_log: tuple[DrawTurn, ...] = ()
    dead: tuple[Card, ...] = ()
    """Two players: cards put aside face down (discards, burned cards, the last unused ones)."""
    discards: tuple[tuple[Card, ...], ...] = ()
    """Two players: what each seat discarded (each knows only his own)."""
    misdeal: tuple[int, int, int] | None = None
    """(extra seat, short seat, cards) of a misdeal in this hand, until it is put right."""
    conceded_by: int | None = None
    played: int = dataclasses.field(default=0, compare=False, repr=False)
    """Every card played to a trick this hand (finished tricks and the table), as a mask. It
    and the next two are tallies of ``trick_log`` and ``trick``, kept move by move so that the
    views (and the players reading them) never reread the hand's tricks."""
    voids: tuple[int, ...] = dataclasses.field(default=(0, 0, 0, 0), compare=False, repr=False)
    """For each seat, the suits (bit ``1 << suit``) it has shown it lacks this hand by not
    following the led suit."""
    seen_tricks: tuple[tuple[tuple[int, Card], ...], ...] = dataclasses.field(
        default=(), compare=False, repr=False
    )
    """``trick_log`` as the views show it: each trick's ``(seat, card)`` in play order."""

    # --- sizes -----------------------------------------------------------------------------

    def side(self, seat: int) -> int:
        return side_of(seat, self.options.players)

    @property
    def partner_of_hakem(self) -> int | None:
        return None if self.hakem is None or self.players != 4 else (self.hakem + 2) % 4

    # --- the protocol --------------------------------------------------------------------

    def scores(self) -> tuple[int, ...]:
        """Game points of each side: team 0 (seats 0, 2) and team 1 (seats 1, 3) with four
        players; each player with two or three."""
        return self.score

    @property
    def dealer(self) -> int | None:
        return None if self.hakem is None else dealer_of(self.hakem, self.options)

    @property
    def cutter(self) -> int | None:
        """Who cuts: the hakem's partner; with three players the player who neither names
        trump nor deals; with two, the hakem."""
        if self.hakem is None:
            return None
        return {4: (self.hakem + 2) % 4, 3: (self.hakem + 1) % 3, 2: self.hakem}[self.players]

    @property
    def trump(self) -> Suit | None:
        return _TRUMPS.get(self.contract)

    @property
    def order(self) -> Order:
        return ORDERS.get(self.contract, Order.ACE_HIGH)

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards *seat* holds now, in the order they were dealt."""
        mask = self.hands[seat]
        return tuple([c for c in self.dealt[seat] if mask >> c.index & 1])

    @property
    def led_suit(self) -> Suit | None:
        return Suit(self.trick[0] // 13) if self.trick else None

    def legal_moves(self) -> tuple[HokmMove, ...]:
        p = self.phase
        if p == "play":  # first: nearly every move of a hand is a card
            return self._plays()
        if p in ("first_hakem", "shuffle", "over", "misdeal_draw"):
            return ()
        if p == "cut":
            low = 1 if self.options.cut == "required" else 0
            return tuple(Cut(n) for n in range(low, len(self.options.deck)))
        if p == "trump":
            moves: list[HokmMove] = [NameTrump(c) for c in self.options.contracts]
            if self.reveal is None:
                moves.extend(self._customs())
                if self._may_throw_in():
                    moves.append(Redeal())
            return tuple(moves)
        if p == "bam":
            return (BamChoice(True), BamChoice(False))
        if p == "discard":
            seat = self.to_move
            assert seat is not None
            return tuple(
                Discard(combo)
                for combo in itertools.combinations(self.hand(seat), self.discard_count(seat))
            )
        if p == "draw":
            return (DrawChoice(True), DrawChoice(False))
        if p == "peek":
            return (Peek(2), Peek(3))
        if p == "concede":
            return (Concede(True), Concede(False))
        assert p == "misdeal", p
        return self._misdeal_moves()

    def _plays(self) -> tuple[HokmMove, ...]:
        """The cards the player to move may play (and conceding, when he may)."""
        seat = self.to_move
        assert seat is not None
        allowed = self.hands[seat]
        o = self.options
        if self.trick and o.renege == "prevented":
            allowed = follow_mask(allowed, self.trick[0] // 13)
        plays = _plays_of(allowed)
        if o.concession == "after_own_first_trick" and self._may_concede_now(seat):
            plays = (*plays, Concede(True))
        return plays

    def violation(self, move: HokmMove) -> Violation | None:
        """Why *move* cannot be made now (naming the rule), or ``None`` if it can."""
        p = self.phase
        if p == "over":
            return violation("hokm/match-end", "play/match-over")
        expected = _EXPECTED[p]
        if isinstance(move, Concede) and p == "play":
            return None if self._may_concede_now(self.to_move) else self._concede_refusal()
        if not isinstance(move, expected) or (
            isinstance(move, BlindDraw) and (move.card is None) != (p == "misdeal")
        ):
            return _sequence_refusal(self, move)
        if isinstance(move, (AceDraw, Draw, SeatDraw)):
            return self._draw_violation(move)
        if isinstance(move, Shuffle):
            return _deck_violation(move.deck, self.options)
        if isinstance(move, Misdeal):
            return self._misdeal_violation(move)
        if isinstance(move, Cut):
            size = len(self.options.deck)
            if self.options.cut == "required" and move.count == 0:
                return violation("hokm/cut", "hokm/cut-required", count=0)
            if not 0 <= move.count < size:
                return violation("hokm/cut", "hokm/cut-range", count=move.count, most=size - 1)
            return None
        if isinstance(move, Redeal):
            if p == "misdeal":
                return None if move in self._misdeal_moves() else self._misdeal_refusal(move)
            if self.reveal is not None:
                return violation("hokm/sequence", "hokm/turned-up")
            if self._may_throw_in():
                return None
            return self._throw_in_refusal()
        if isinstance(move, NameTrump):
            if move.contract not in self.options.contracts:
                return violation("hokm/special-modes", "hokm/special-modes", contract=move.contract)
            return None
        if isinstance(move, TrumpCustom):
            return self._custom_violation(move)
        if isinstance(move, Discard):
            return self._discard_violation(move)
        if isinstance(move, Peek):
            if move.packet not in (2, 3):
                return violation("hokm/dealer-peek", "hokm/peek-packet", packet=move.packet)
            return None
        if isinstance(move, BlindDraw) and p == "misdeal_draw":
            assert self.misdeal is not None and move.card is not None
            extra = self.misdeal[0]
            if self.hands[extra] >> move.card.index & 1:
                return None
            return violation("hokm/misdeal", "hokm/blind-card", card=move.card.code, seat=extra)
        if isinstance(move, (Give, BlindDraw)):
            return None if move in self._misdeal_moves() else self._misdeal_refusal(move)
        if isinstance(move, (BamChoice, DrawChoice, Concede)):
            return None
        assert isinstance(move, Play)
        seat = self.to_move
        assert seat is not None
        card = move.card
        if not self.hands[seat] >> card.index & 1:
            return violation("hokm/own-card", "play/not-held", seat=seat, card=card.code)
        if self.trick and self.options.renege == "prevented":
            led = self.trick[0] // 13
            if card.index // 13 != led and self.hands[seat] & SUIT_MASKS[led]:
                held = cards_of(self.hands[seat] & SUIT_MASKS[led])
                return violation(
                    "hokm/follow-suit",
                    "play/follow-suit",
                    seat=seat,
                    led=Suit(led).letter,
                    card=card.code,
                    held=" ".join(c.code for c in held),
                )
        return None

    def apply(self, move: HokmMove) -> HokmState:
        if type(move) is Play and self.phase == "play" and self._may_play(move.card):
            # The common move, checked and made without the general dispatch.
            after = _play(self, move.card, (*self.history, move))
            _set(after, "public_log", (*self.public_log, move.card.code))
            return after
        problem = self.violation(move)
        if problem is not None:
            raise IllegalMoveError(move, problem)
        return self._after(move)

    def _may_play(self, card: Card) -> bool:
        """Whether the player to move may play *card* (what :meth:`violation` checks of a
        card: he holds it and, when reneging is prevented, it follows suit)."""
        seat = self.to_move
        assert seat is not None
        hand = self.hands[seat]
        if not hand >> card.index & 1:
            return False
        if self.trick and self.options.renege == "prevented":
            return bool(follow_mask(hand, self.trick[0] // 13) >> card.index & 1)
        return True

    def view(self, seat: int | None) -> HokmView:
        return _view(self, seat)

    # --- the first hakem -------------------------------------------------------------------

    def _draw_violation(self, move: AceDraw | Draw | SeatDraw) -> Violation | None:
        method = self.options.first_hakem
        kind = {"first_ace": AceDraw, "random": SeatDraw}.get(method, Draw)
        if not isinstance(move, kind):
            return violation(
                "hokm/first-hakem", "hokm/first-hakem-method", method=method, move=move
            )
        n = self.players
        if isinstance(move, SeatDraw):
            return (
                None
                if 0 <= move.seat < n
                else violation("hokm/first-hakem", "play/no-seat", seat=move.seat, players=n)
            )
        if len(set(move.cards)) != len(move.cards):
            return violation("hokm/deck", "hokm/drawn-twice")
        deck = _deck_mask(self.options)
        outside = [c for c in move.cards if not deck >> c.index & 1]
        if outside:
            return violation("hokm/deck", "hokm/not-in-deck", card=outside[0].code)
        if isinstance(move, AceDraw):
            return _ace_draw_violation(move, self.options)
        need = self._cards_needed()
        if len(move.cards) != need:
            return violation(
                "hokm/middle-card" if method == "middle_card" else "hokm/high-card-draw",
                "hokm/draw-count-one" if need == 1 else "hokm/draw-count",
                need=need,
                count=len(move.cards),
            )
        on_table = {c for c in (*self.draw_cards, self.middle) if c is not None}
        if on_table & set(move.cards):
            return violation("hokm/deck", "hokm/drawn-again")
        return None

    def _needs_middle(self) -> bool:
        return self.options.first_hakem == "middle_card" and (
            self.middle is None or self.middle.rank == Rank.SEVEN
        )

    def _cards_needed(self) -> int:
        missing = sum(1 for s in self.contenders if self.draw_cards[s] is None)
        return missing + (1 if self._needs_middle() else 0)

    # --- redeals -------------------------------------------------------------------------

    def _may_throw_in(self) -> bool:
        if self.redeals >= self.options.max_redeals or self.hakem is None:
            return False
        five = self.dealt[self.hakem][:5]
        if self.options.low_hand_redeal == "optional_no_akqj" and not any(
            c.rank in _HIGH for c in five
        ):
            return True
        return self.options.uncut_throw_in and self.options.cut == "off"

    def _throw_in_refusal(self) -> Violation:
        if self.redeals >= self.options.max_redeals:
            return violation(
                "hokm/low-hand-redeal",
                "hokm/redeals-one" if self.redeals == 1 else "hokm/redeals",
                redeals=self.redeals,
            )
        if self.options.low_hand_redeal == "optional_no_akqj":
            return violation("hokm/low-hand-redeal", "hokm/not-weak")
        if self.options.uncut_throw_in:
            return violation("hokm/uncut-throw-in", "hokm/cut-offered")
        return violation("hokm/low-hand-redeal", "hokm/no-weak-redeal")

    # --- trump customs -------------------------------------------------------------------

    def _customs(self) -> list[HokmMove]:
        o = self.options
        out: list[HokmMove] = []
        if o.partner_middle_card:
            out.append(TrumpCustom("middle"))
        if o.red_top:
            out.append(TrumpCustom("red"))
        if o.either_or:
            out.extend(TrumpCustom("either", pair) for pair in EITHER_PAIRS)
        return out

    def _custom_violation(self, move: TrumpCustom) -> Violation | None:
        rule, allowed = {
            "middle": ("hokm/partner-middle-card", self.options.partner_middle_card),
            "red": ("hokm/red-top", self.options.red_top),
            "either": ("hokm/either-or", self.options.either_or),
        }.get(move.kind, ("hokm/choose-trump", False))
        if not allowed:
            return violation(rule, "hokm/no-custom", custom=move.kind)
        if self.reveal is not None:
            return violation(rule, "hokm/custom-used")
        if move.kind == "either" and move.suits not in EITHER_PAIRS:
            return violation(rule, "hokm/either-suits", suits=move.suits)
        return None

    def partner_cards(self) -> tuple[tuple[Card, ...], ...]:
        """The hakem's partner's packets in the order they are (or will be) dealt, read from
        the deck: the customs turn these up, even the packets not dealt yet."""
        assert self.hakem is not None and self.players == 4
        partner = (self.hakem + 2) % 4
        return tuple(
            self.deck[a:b] for seat, a, b in _packet_slices(self.hakem, 4) if seat == partner
        )

    # --- two players -------------------------------------------------------------------------

    def discard_count(self, seat: int) -> int:
        """How many cards *seat* must put aside after trump (two players)."""
        o = self.options
        if o.two_player_protocol == "draw_3_2" and seat == self.hakem:
            return 3
        return 2

    def _discard_violation(self, move: Discard) -> Violation | None:
        seat = self.to_move
        assert seat is not None
        need = self.discard_count(seat)
        if len(set(move.cards)) != len(move.cards):
            return violation("hokm/two-player-discard", "hokm/discard-twice")
        if len(move.cards) != need:
            return violation(
                "hokm/two-player-discard",
                "hokm/discard-count",
                need=need,
                seat=seat,
                count=len(move.cards),
            )
        for c in move.cards:
            if not self.hands[seat] >> c.index & 1:
                return violation("hokm/own-card", "play/not-held", seat=seat, card=c.code)
        return None

    def draw_offer(self) -> tuple[Card, ...]:
        """Two players, drawing: the card(s) the player to draw sees before choosing (the top
        card; both cards at the last pair)."""
        if self.phase != "draw":
            return ()
        rest = len(self.deck) - self.stock
        top = self.deck[self.stock]
        return (top, self.deck[self.stock + 1]) if rest == 2 else (top,)

    # --- peeking, conceding, misdeals -----------------------------------------------------

    def peeked_cards(self) -> tuple[Card, ...]:
        """The partner's cards the dealer has seen (in deal order)."""
        if not self.peek or self.hakem is None or self.players != 4 or not self.deck:
            return ()
        dealer = self.dealer
        assert dealer is not None
        mate = (dealer + 2) % 4
        packets = [self.deck[a:b] for seat, a, b in _packet_slices(self.hakem, 4) if seat == mate]
        return packets[self.peek - 1]

    def _may_concede_now(self, seat: int | None) -> bool:
        o = self.options
        if o.concession != "after_own_first_trick" or seat is None or self.bam_attempt:
            return False
        side = self.side(seat)
        if side == self.side(self.hakem or 0) and not o.hakem_side_may_concede:
            return False
        return self.tricks[side] >= 1

    def _concede_refusal(self) -> Violation:
        o = self.options
        if o.concession == "off":
            return violation("hokm/concession", "hokm/concession-off")
        if o.concession == "before_play":
            return violation("hokm/concession", "hokm/concession-before-play")
        seat = self.to_move or 0
        if self.side(seat) == self.side(self.hakem or 0) and not o.hakem_side_may_concede:
            return violation("hokm/concession", "hokm/concession-hakem-side")
        if self.bam_attempt:
            return violation("hokm/concession", "hokm/concession-bam")
        return violation(
            "hokm/concession", "hokm/concession-trick", tricks=self.tricks[self.side(seat)]
        )

    def _misdeal_violation(self, move: Misdeal) -> Violation | None:
        if self.players != 4:
            return violation("hokm/misdeal", "hokm/misdeal-four")
        problem = _deck_violation(move.deck, self.options)
        if problem is not None:
            return problem
        if not (0 <= move.extra < 4 and 0 <= move.short < 4) or move.extra == move.short:
            return violation(
                "hokm/misdeal", "hokm/misdeal-seats", extra=move.extra, short=move.short
            )
        if not 1 <= move.count <= 4:
            return violation("hokm/misdeal", "hokm/misdeal-count", count=move.count)
        return None

    def misdeal_ruling_now(self) -> MisdealRuling | None:
        """What the table's misdeal policy says about this hand's misdeal (``None``: none)."""
        if self.misdeal is None:
            return None
        extra, _short, count = self.misdeal
        return misdeal_ruling(self.options, self.hakem or 0, extra, count)

    def _misdeal_moves(self) -> tuple[HokmMove, ...]:
        """The choices the misdeal policy leaves (phase ``misdeal``)."""
        ruling = self.misdeal_ruling_now()
        if self.phase != "misdeal" or ruling is None:
            return ()
        assert self.misdeal is not None
        extra = self.misdeal[0]
        moves: list[HokmMove] = []
        if "redeal" in ruling.choices:
            moves.append(Redeal())
        if "blind" in ruling.choices:
            moves.append(BlindDraw())
        if "give" in ruling.choices:
            moves.extend(
                Give(c)
                for c in self.hand(extra)
                if not ruling.keep_suit or self._keeps_suit(extra, c)
            )
        return tuple(moves)

    def _keeps_suit(self, seat: int, card: Card) -> bool:
        return bool(self.hands[seat] & SUIT_MASKS[card.suit] & ~(1 << card.index))

    def _misdeal_refusal(self, move: HokmMove) -> Violation:
        if isinstance(move, Give) and self.misdeal is not None:
            extra = self.misdeal[0]
            if not self.hands[extra] >> move.card.index & 1:
                return violation("hokm/own-card", "play/not-held", seat=extra, card=move.card.code)
            return violation(
                "hokm/misdeal",
                "hokm/misdeal-keep-suit",
                card=move.card.code,
                seat=extra,
                suit=move.card.suit.letter,
            )
        return violation("hokm/misdeal", "hokm/misdeal-remedy", move=move)

    # --- transitions ---------------------------------------------------------------------

    def _after(self, move: HokmMove) -> HokmState:
        """The state after a move known to be legal."""
        history = (*self.history, move)
        after = self._transition(move, history)
        object.__setattr__(after, "public_log", (*self.public_log, _public_text(move)))
        return after

    def _transition(self, move: HokmMove, history: tuple[HokmMove, ...]) -> HokmState:
        if isinstance(move, (AceDraw, Draw, SeatDraw)):
            return _after_draw(self, move, history)
        if isinstance(move, (Shuffle, Misdeal)):
            if self.next_hakem is not None:  # a new hand: its hakem takes over
                return _replace(self, hakem=self.next_hakem, next_hakem=None)._transition(
                    move, history
                )
            misdeal = (move.extra, move.short, move.count) if isinstance(move, Misdeal) else None
            state = _replace(self, misdeal=misdeal)
            if self.options.cut == "off":
                return _deal_five(state, move.deck, None, history)
            return _replace(
                state, phase=Phase.CUT, to_move=state.cutter, deck=move.deck, history=history
            )
        if isinstance(move, Cut):
            deck = self.deck[move.count :] + self.deck[: move.count]
            return _deal_five(self, deck, move.count, history)
        if isinstance(move, Redeal):
            return _redeal(self, history, counted=self.phase == "trump")
        if isinstance(move, NameTrump):
            return _after_trump(self, move.contract, history)
        if isinstance(move, TrumpCustom):
            return _use_custom(self, move, history)
        if isinstance(move, Discard):
            return _discard(self, move.cards, history)
        if isinstance(move, DrawChoice):
            return _draw(self, move.keep, history)
        if isinstance(move, Peek):
            return _to_play(_replace(self, peek=move.packet, history=history), history, "peek")
        if isinstance(move, Concede):
            if move.give_up:
                assert self.to_move is not None
                return _concede(self, self.to_move, history)
            return _after_concede_question(self, history)
        if isinstance(move, Give):
            return _give(self, move.card, history)
        if isinstance(move, BlindDraw):
            if move.card is None:
                return _replace(self, phase=Phase.MISDEAL_DRAW, to_move=CHANCE, history=history)
            return _give(self, move.card, history)
        if isinstance(move, BamChoice):
            if move.go_on:
                return _replace(
                    self, phase=Phase.PLAY, to_move=self.leader, bam_attempt=True, history=history
                )
            return _end_hand(self, history)
        assert isinstance(move, Play)
        return _play(self, move.card, history)


_EXPECTED: Final[dict[str, type | tuple[type, ...]]] = {
    "first_hakem": (AceDraw, Draw, SeatDraw),
    "shuffle": (Shuffle, Misdeal),
    "cut": Cut,
    "trump": (NameTrump, Redeal, TrumpCustom),
    "discard": Discard,
    "draw": DrawChoice,
    "peek": Peek,
    "concede": Concede,
    "misdeal": (Redeal, Give, BlindDraw),
    "misdeal_draw": BlindDraw,
    "play": Play,
    "bam": BamChoice,
}


def _public_text(move: HokmMove) -> str:
    """The move as the other players see it."""
    if isinstance(move, Shuffle):
        return "deck-?"
    if isinstance(move, Misdeal):
        return f"misdeal-{move.extra}-{move.short}-{move.count}-?"
    if isinstance(move, Discard):
        return "discard-?"
    if isinstance(move, BlindDraw) and move.card is not None:
        return "blind-?"
    return str(move)


def _sequence_refusal(state: HokmState, move: HokmMove) -> Violation:
    """*move* is not a move of this phase: say what the game waits for, and from whom."""
    p = state.phase
    task = "cut_deck" if p == "cut" and state.players != 4 else p
    if state.to_move in (None, CHANCE):
        return violation("hokm/sequence", "hokm/sequence", phase=p, move=move, task=task)
    return violation(
        "hokm/sequence",
        "hokm/sequence-seat",
        phase=p,
        move=move,
        task=task,
        seat=state.to_move,
    )


_DECK_MASKS: dict[int, tuple[HokmOptions, int]] = {}


def _deck_mask(options: HokmOptions) -> int:
    """The cards in play as a mask (comparing masks spares hashing every card)."""
    return per_options(_DECK_MASKS, options, lambda o: sum(1 << c.index for c in o.deck))


def _deck_violation(deck: tuple[Card, ...], options: HokmOptions) -> Violation | None:
    want = options.deck
    if len(deck) != len(want) or sum(set([1 << c.index for c in deck])) != _deck_mask(options):
        missing = sorted(set(want) - set(deck), key=lambda c: c.index)
        dup = sorted({c for c in deck if deck.count(c) > 1}, key=lambda c: c.index)
        extra = sorted(set(deck) - set(want), key=lambda c: c.index)
        faults = {"repeated": dup, "missing": missing, "foreign": extra}
        return violation(
            "hokm/three-player-deck" if options.players == 3 else "hokm/deck",
            deck_code(bool(dup), bool(missing), bool(extra)),
            size=len(deck),
            want=len(want),
            **{name: _codes(tuple(cards)) for name, cards in faults.items() if cards},
        )
    return None


def _ace_draw_violation(move: AceDraw, options: HokmOptions) -> Violation | None:
    n = options.players
    if not 0 <= move.start < n:
        return violation("hokm/first-ace", "play/no-seat", seat=move.start, players=n)
    if options.first_ace_start == "dealer_right" and move.start != 1:
        return violation("hokm/first-ace", "hokm/ace-start", start=move.start, right=1)
    aces = [i for i, c in enumerate(move.cards) if c.rank == Rank.ACE]
    wanted = 2 if options.partner_selection == "second_ace" else 1
    if len(aces) < wanted or aces[wanted - 1] != len(move.cards) - 1:
        return violation(
            "hokm/first-ace",
            "hokm/ace-stop-second" if wanted == 2 else "hokm/ace-stop-first",
            cards=" ".join(c.code for c in move.cards),
        )
    return None


def ace_draw_receivers(
    draw: AceDraw, options: HokmOptions | None = None
) -> tuple[tuple[int, Card], ...]:
    """Who received each face-up card of a first-ace draw: ``(seat, card)`` in the order dealt.

    The engine announces only the hakem, but a dispute about the draw ("the ace was mine, you
    skipped me") needs every card's receiver. The cards go one at a time round the table from
    ``draw.start``; once the first ace has fallen, the deal (which goes on only with
    ``partner_selection:second_ace``) skips the hakem. The engine finds the hakem and his
    partner from this same sequence. *options* gives the number of players (four by default);
    the draw is taken as given, whether or not it stops where the rules say
    (``HokmState.violation`` checks that).

    >>> from pasur.cards import cards
    >>> draw = AceDraw(0, cards("6C AH 9S KD AC"))
    >>> [(seat, c.code) for seat, c in ace_draw_receivers(draw)]
    [(0, '6C'), (1, 'AH'), (2, '9S'), (3, 'KD'), (0, 'AC')]
    """
    n = (options or HokmOptions()).players
    seat = draw.start
    hakem: int | None = None
    out: list[tuple[int, Card]] = []
    for card in draw.cards:
        out.append((seat, card))
        if hakem is None and card.rank == Rank.ACE:
            hakem = seat
        seat = (seat + 1) % n
        if seat == hakem:
            seat = (seat + 1) % n
    return tuple(out)


def _ace_draw_seats(move: AceDraw, options: HokmOptions) -> tuple[int, int | None]:
    """Who got the first ace (the hakem) and, with ``second_ace``, who got the second."""
    aces = [seat for seat, card in ace_draw_receivers(move, options) if card.rank == Rank.ACE]
    return aces[0], aces[1] if options.partner_selection == "second_ace" else None


def _seat_partner(seating: tuple[int, ...], hakem: int, partner: int) -> tuple[int, ...]:
    """Swap players so that *partner* sits opposite *hakem*."""
    opposite = (hakem + 2) % 4
    if partner == opposite:
        return seating
    out = list(seating)
    out[partner], out[opposite] = out[opposite], out[partner]
    return tuple(out)


def _after_draw(
    state: HokmState, move: AceDraw | Draw | SeatDraw, history: tuple[HokmMove, ...]
) -> HokmState:
    opts = state.options
    if isinstance(move, SeatDraw):
        return _start_hand(state, move.seat, state.seating, history)
    if isinstance(move, AceDraw):
        hakem, partner = _ace_draw_seats(move, opts)
        seating = state.seating if partner is None else _seat_partner(state.seating, hakem, partner)
        return _start_hand(state, hakem, seating, history)
    # High-card or middle-card draw: hand out this move's cards, then settle what they decide.
    drawn = list(state.draw_cards)
    it = iter(move.cards)
    for s in state.contenders:
        if drawn[s] is None:
            drawn[s] = next(it)
    middle = next(it) if state._needs_middle() else state.middle
    after = _replace(state, draw_cards=tuple(drawn), middle=middle, history=history)
    return _settle_draw(after, history)


def _settle_draw(state: HokmState, history: tuple[HokmMove, ...]) -> HokmState:
    """Decide the hakem (and partner) from the cards on the table, or wait for more cards.

    A middle seven decides nothing (another middle card is wanted); players who tie draw again.
    """
    opts = state.options
    while state._cards_needed() == 0:
        middle = state.middle
        lowest_wins = (
            opts.first_hakem == "middle_card"
            and middle is not None
            and middle.rank < Rank.SEVEN
            and state.draw_stage == "hakem"
        )
        values = {
            s: int(c.rank)
            for s, c in enumerate(state.draw_cards)
            if s in state.contenders and c is not None
        }
        best = (min if lowest_wins else max)(values.values())
        tied = tuple(s for s in state.contenders if values[s] == best)
        if len(tied) > 1:
            cleared = tuple(None if s in tied else c for s, c in enumerate(state.draw_cards))
            return _replace(state, contenders=tied, draw_cards=cleared)
        winner = tied[0]
        if state.draw_stage == "hakem":
            if opts.partner_selection != "second_high_card":
                return _start_hand(state, winner, state.seating, history)
            others = tuple(s for s in range(state.players) if s != winner)
            state = _replace(state, hakem=winner, contenders=others, draw_stage="partner")
            continue
        assert state.hakem is not None
        seating = _seat_partner(state.seating, state.hakem, winner)
        return _start_hand(state, state.hakem, seating, history)
    return state


def _start_hand(
    state: HokmState, hakem: int, seating: tuple[int, ...], history: tuple[HokmMove, ...]
) -> HokmState:
    return _replace(
        state, phase=Phase.SHUFFLE, to_move=CHANCE, hakem=hakem, seating=seating, history=history
    )


@functools.lru_cache(maxsize=32)
def _packet_slices(hakem: int, players: int = 4) -> tuple[tuple[int, int, int], ...]:
    """(seat, start, stop) for every packet, in the order dealt: five each, then fours, each
    round in play order from the hakem."""
    out = []
    pos = 0
    for size in PACKETS_BY_PLAYERS[players]:
        for i in range(players):
            out.append(((hakem + i) % players, pos, pos + size))
            pos += size
    return tuple(out)


def _drawing(options: HokmOptions) -> bool:
    """Whether the two players reach 13 cards by drawing from a stock."""
    return options.players == 2 and options.two_player_protocol != "deal_13_no_draw"


def _deal_five(
    state: HokmState, deck: tuple[Card, ...], cut: int | None, history: tuple[HokmMove, ...]
) -> HokmState:
    assert state.hakem is not None
    h = state.hakem
    n = state.players
    dealt: list[tuple[Card, ...]] = [()] * n
    for seat, a, b in _packet_slices(h, n)[:n]:
        if seat == h or state.options.pre_trump_deal == "all_five":
            dealt[seat] = deck[a:b]
    hands = tuple(sum(1 << c.index for c in d) for d in dealt)
    opts = state.options
    after = _replace(
        state,
        phase=Phase.TRUMP,
        to_move=h,
        deck=deck,
        cut_count=cut,
        dealt=tuple(dealt),
        hands=hands,
        contract="",
        trick=(),
        tricks=(0,) * opts.sides,
        tricks_at_seven=None,
        bam_attempt=False,
        revoke_team=None,
        trick_log=(),
        played=0,
        voids=(0,) * n,
        seen_tricks=(),
        leader=h,
        reveal=None,
        shown=(),
        peek=1 if opts.dealer_peek == "partner_first5" else 0,
        stock=0,
        draw_log=(),
        dead=(),
        discards=(),
        conceded_by=None,
        history=history,
    )
    uncut = cut is None or cut == 0
    if (
        opts.low_hand_redeal == "mandatory_if_uncut_below_10"
        and uncut
        and state.redeals < opts.max_redeals
        and all(c.rank < Rank.TEN for c in deck[:5])
    ):
        return _redeal(after, history)
    return after


def _redeal(state: HokmState, history: tuple[HokmMove, ...], counted: bool = True) -> HokmState:
    n = state.players
    return _replace(
        state,
        phase=Phase.SHUFFLE,
        to_move=CHANCE,
        deck=(),
        dealt=((),) * n,
        hands=(0,) * n,
        cut_count=None,
        redeals=state.redeals + (1 if counted else 0),
        misdeal=None,
        reveal=None,
        shown=(),
        peek=0,
        history=history,
    )


def _use_custom(state: HokmState, move: TrumpCustom, history: tuple[HokmMove, ...]) -> HokmState:
    reveal = resolve_custom(state.partner_cards(), move, state.options)
    after = _replace(state, reveal=reveal, shown=reveal.cards, history=history)
    if reveal.contract:
        return _after_trump(after, reveal.contract, history)
    return after  # nothing decided: the hakem names trump himself


def resolve_custom(
    packets: tuple[tuple[Card, ...], ...], move: TrumpCustom, options: HokmOptions
) -> Reveal:
    """What a trump custom decides from the partner's packets (in deal order).

    * ``middle``: the third card of the first packet; its suit, or Naras for a 2 when
      ``middle_two_naras`` is on.
    * ``red``: packet by packet, the red suit holding the highest red card; a tie between the
      two red suits, or no red card, turns up the next packet.
    * ``either``: card by card, the first card of one of the two named suits.

    ``contract`` is ``""`` when nothing decided (the hakem then names trump himself).
    """
    if move.kind == "middle":
        card = packets[0][2]
        if options.middle_two_naras and card.rank == Rank.TWO:
            return Reveal("middle", (card,), "naras", "hokm/middle-two-naras", "two")
        return Reveal("middle", (card,), card.suit.letter, "hokm/partner-middle-card", "suit")
    if move.kind == "red":
        turned: list[Card] = []
        for packet in packets:
            turned.extend(packet)
            reds = [c for c in packet if c.suit in _RED]
            if not reds:
                continue
            top = max(c.rank for c in reds)
            suits = {c.suit for c in reds if c.rank == top}
            if len(suits) == 1:
                return Reveal("red", tuple(turned), suits.pop().letter, "hokm/red-top", "top")
        why = "tie" if any(c.suit in _RED for c in turned) else "no-red"
        return Reveal("red", tuple(turned), "", "hokm/red-top", why)
    turned = []
    for card in (c for packet in packets for c in packet):
        turned.append(card)
        if card.suit.letter in move.suits:
            return Reveal(
                f"either-{move.suits}", tuple(turned), card.suit.letter, "hokm/either-or", "found"
            )
    return Reveal(f"either-{move.suits}", tuple(turned), "", "hokm/either-or", "none")


def _after_trump(state: HokmState, contract: str, history: tuple[HokmMove, ...]) -> HokmState:
    state = _replace(state, contract=contract)
    if _drawing(state.options):
        assert state.hakem is not None
        other = 1 - state.hakem
        dealt = list(state.dealt)
        if not dealt[other]:  # only the hakem had his five: the other gets his now
            dealt[other] = state.deck[5:10]
        hands = tuple(sum(1 << c.index for c in d) for d in dealt)
        return _replace(
            state,
            phase=Phase.DISCARD,
            to_move=state.hakem,
            dealt=tuple(dealt),
            hands=hands,
            stock=10,
            discards=((), ()),
            history=history,
        )
    return _deal_rest(state, history)


def _deal_rest(state: HokmState, history: tuple[HokmMove, ...]) -> HokmState:
    assert state.hakem is not None
    n = state.players
    dealt = [list(d) for d in state.dealt]
    for seat, a, b in _packet_slices(state.hakem, n):
        if a < 5 * n and dealt[seat]:
            continue  # already holds this first packet
        dealt[seat].extend(state.deck[a:b])
    dead: tuple[Card, ...] = ()
    if n == 2:  # 13 each dealt straight: the rest is put aside
        dead = state.deck[26:]
    if state.misdeal is not None:
        extra, short, count = state.misdeal
        moved = dealt[short][-count:]
        del dealt[short][-count:]
        dealt[extra].extend(moved)
    full = tuple(tuple(d) for d in dealt)
    hands = tuple(sum(1 << c.index for c in d) for d in full)
    after = _replace(
        state,
        dealt=full,
        hands=hands,
        dead=dead,
        leader=state.hakem,
        peek=3 if state.options.dealer_peek == "partner_last4" else state.peek,
        history=history,
    )
    if state.misdeal is not None:
        return _start_misdeal(after, history)
    return _to_play(after, history, "deal")


def _to_play(state: HokmState, history: tuple[HokmMove, ...], after: str) -> HokmState:
    """The questions asked between the deal and the first card, then play."""
    o = state.options
    assert state.hakem is not None
    steps = ("deal", "peek", "concede")
    later = steps[steps.index(after) + 1 :]
    if "peek" in later and o.dealer_peek == "partner_later_packet":
        return _replace(state, phase=Phase.PEEK, to_move=state.dealer, history=history)
    if "concede" in later and o.concession == "before_play":
        return _replace(state, phase=Phase.CONCEDE, to_move=(state.hakem + 1) % 4, history=history)
    return _replace(
        state, phase=Phase.PLAY, to_move=state.hakem, leader=state.hakem, history=history
    )


def _after_concede_question(state: HokmState, history: tuple[HokmMove, ...]) -> HokmState:
    """A side said it plays on: ask the hakem's side too when it may concede, else play."""
    if state.to_move != state.hakem and state.options.hakem_side_may_concede:
        return _replace(state, to_move=state.hakem, history=history)
    return _to_play(state, history, "concede")


def _concede(state: HokmState, seat: int, history: tuple[HokmMove, ...]) -> HokmState:
    """*seat*'s side gives up: the partner's cards are shown and the other side scores."""
    partner = (seat + 2) % 4
    after = _replace(
        state,
        conceded_by=state.side(seat),
        shown=(*state.shown, *state.hand(partner)),
        history=history,
    )
    return _end_hand(after, history)


def _discard(state: HokmState, cards: tuple[Card, ...], history: tuple[HokmMove, ...]) -> HokmState:
    seat = state.to_move
    assert seat is not None and state.hakem is not None
    hands = list(state.hands)
    for c in cards:
        hands[seat] &= ~(1 << c.index)
    discards = list(state.discards)
    discards[seat] = cards
    after = _replace(
        state,
        hands=tuple(hands),
        discards=tuple(discards),
        dead=(*state.dead, *cards),
        history=history,
    )
    if seat == state.hakem:
        return _replace(after, to_move=1 - seat)
    return _replace(after, phase=Phase.DRAW, to_move=state.hakem)


def _held(state: HokmState, seat: int) -> int:
    return bin(state.hands[seat]).count("1")


def _draw(state: HokmState, keep: bool, history: tuple[HokmMove, ...]) -> HokmState:
    seat = state.to_move
    assert seat is not None
    pos = state.stock
    top, second = state.deck[pos], state.deck[pos + 1]
    last_pair = len(state.deck) - pos == 2
    turn = DrawTurn(
        seat,
        top,
        second,
        keep,
        last_pair,
        second_seen=last_pair or not keep or state.options.burned_card_visible,
    )
    hands = list(state.hands)
    hands[seat] |= 1 << turn.taken.index
    dealt = list(state.dealt)
    dealt[seat] = (*dealt[seat], turn.taken)
    after = _replace(
        state,
        hands=tuple(hands),
        dealt=tuple(dealt),
        stock=pos + 2,
        draw_log=(*state.draw_log, turn),
        dead=(*state.dead, turn.burned),
        history=history,
    )
    other = 1 - seat
    full = [_held(after, s) >= 13 for s in (0, 1)]
    if all(full):
        assert state.hakem is not None
        return _replace(
            after,
            phase=Phase.PLAY,
            to_move=state.hakem,
            leader=state.hakem,
            dead=(*after.dead, *state.deck[pos + 2 :]),
        )
    return _replace(after, to_move=seat if full[other] else other)


def _start_misdeal(state: HokmState, history: tuple[HokmMove, ...]) -> HokmState:
    ruling = state.misdeal_ruling_now()
    assert state.misdeal is not None and ruling is not None and state.hakem is not None
    extra = state.misdeal[0]
    if ruling.choices == ("redeal",):
        return _redeal(state, history, counted=False)
    chooser = extra if ruling.chooser == "extra" else state.hakem
    return _replace(state, phase=Phase.MISDEAL, to_move=chooser, history=history)


def _give(state: HokmState, card: Card, history: tuple[HokmMove, ...]) -> HokmState:
    """The misdealt card goes from the player with too many to the short player."""
    assert state.misdeal is not None
    extra, short, _ = state.misdeal
    hands = list(state.hands)
    hands[extra] &= ~(1 << card.index)
    hands[short] |= 1 << card.index
    dealt = list(state.dealt)
    dealt[short] = (*dealt[short], card)
    ruling = state.misdeal_ruling_now()
    assert ruling is not None
    shown = (*state.shown, card) if ruling.face_up else state.shown
    after = _replace(
        state, hands=tuple(hands), dealt=tuple(dealt), misdeal=None, shown=shown, history=history
    )
    return _to_play(after, history, "deal")


@dataclass(frozen=True, slots=True)
class MisdealRuling:
    """What a misdeal policy says for one misdeal.

    ``choices`` are the remedies (``redeal``, ``give``: the player with too many hands a card
    over, ``blind``: the short player draws one of his cards unseen); ``chooser`` is who picks
    (``hakem`` or ``extra``, the player holding too many); ``face_up``: a card handed over is
    shown to all; ``keep_suit``: it may not be the last card of its suit in that hand.
    """

    choices: tuple[str, ...]
    chooser: str
    rule_id: str
    why: str
    face_up: bool = False
    keep_suit: bool = False


def misdeal_ruling(options: HokmOptions, hakem: int, extra: int, count: int) -> MisdealRuling:
    """The remedy for a four-player misdeal: seat *extra* got *count* cards too many (and some
    other seat as many too few), with *hakem* the hakem.

    >>> misdeal_ruling(HokmOptions(misdeal_policy="s0a_hakem_choice"), 0, 0, 1).choices
    ('redeal', 'give')
    """
    policy = options.misdeal_policy
    dealer = dealer_of(hakem, options)
    if policy == "always_redeal":
        return MisdealRuling(("redeal",), "hakem", "hokm/misdeal", "always-redeal")
    if count > 1:
        return MisdealRuling(("redeal",), "hakem", "hokm/misdeal", "several-cards")
    if policy == "s0a_hakem_choice":
        if extra == hakem:
            return MisdealRuling(("redeal", "give"), "hakem", "hokm/misdeal", "hakem-extra")
        if extra == dealer:
            return MisdealRuling(("redeal", "blind"), "hakem", "hokm/misdeal", "dealer-extra")
        return MisdealRuling(("redeal",), "hakem", "hokm/misdeal", "other-seat")
    if extra % 2 == hakem % 2:
        return MisdealRuling(
            ("give",), "extra", "hokm/misdeal", "hakem-side-extra", face_up=True, keep_suit=True
        )
    return MisdealRuling(("redeal", "blind"), "hakem", "hokm/misdeal", "dealer-side-extra")


_SUITS: Final = tuple(Suit)
_TRUMPS: Final = {s.letter: s for s in Suit}


def trick_winner(cards: Sequence[Card], contract: str | Suit, leader: int) -> tuple[int, WinReason]:
    """The seat that wins a finished trick, and why: the highest trump, or with no trump played
    (or none named) the highest card of the suit led.

    A trick can be settled from its cards alone, without playing a hand up to it: *cards* in
    play order, the leader's first, one per player (so 2, 3 or 4 of them); *contract* the trump
    in any spelling the package reads (``"H"``, ``"♥"``, ``"دل"``, ``Suit.HEARTS``) or a mode,
    ``"saras"`` (no trump), ``"naras"`` (no trump, the two highest and the ace lowest) or
    ``"taknaras"`` (no trump, the ace highest, then the two, down to the king); *leader* the
    seat who led. The engine decides its own tricks with the same code.

    >>> from pasur.cards import cards
    >>> trick_winner(cards("KS 2S 9S AH"), "naras", leader=3)
    (0, <WinReason.LED_SUIT: 'led_suit'>)

    Raises:
        NotationError: *contract* is neither a suit nor a mode.
        RecordError: a card appears twice, or *leader* is not a seat at the table.
        ValueError: the trick does not have 2, 3 or 4 cards.
    """
    n = len(cards)
    if not 2 <= n <= 4:
        raise ValueError(f"a Hokm trick has one card from each of 2, 3 or 4 players, not {n}")
    twice = next((c for i, c in enumerate(cards) if c in cards[:i]), None)
    if twice is not None:
        raise RecordError(code="hokm/hands/twice", params={"card": twice.code})
    if not 0 <= leader < n:
        raise RecordError(code="play/no-seat", params={"seat": leader, "players": n})
    letter = contract.letter if isinstance(contract, Suit) else parse_contract(contract)
    return _trick_result([c.index for c in cards], letter, leader)


def _trick_result(trick: Sequence[int], contract: str, leader: int) -> tuple[int, WinReason]:
    """:func:`trick_winner` on card indices and a parsed contract, as the engine calls it."""
    trump = _TRUMPS.get(contract)
    order = ORDERS.get(contract, Order.ACE_HIGH)
    pos, reason = _trick_position(trick, None if trump is None else int(trump), order)
    return (leader + pos) % len(trick), reason


_PLAYS: Final = tuple(Play(c) for c in STANDARD_DECK)
_SUIT_PLAYS: Final[tuple[dict[int, tuple[HokmMove, ...]], ...]] = ({}, {}, {}, {})
"""Per suit, the moves playing each set of that suit's cards (bit ``rank - 2``), made once."""


def _plays_of(mask: int) -> tuple[HokmMove, ...]:
    """The moves playing the cards of *mask*, in index order (the canonical order)."""
    out: tuple[HokmMove, ...] = ()
    for suit, known in enumerate(_SUIT_PLAYS):
        bits = mask >> 13 * suit & 0x1FFF
        if bits:
            plays = known.get(bits)
            if plays is None:
                base = 13 * suit
                plays = known[bits] = tuple([_PLAYS[base + r] for r in range(13) if bits >> r & 1])
            out += plays
    return out


def _play(state: HokmState, card: Card, history: tuple[HokmMove, ...]) -> HokmState:
    seat = state.to_move
    assert seat is not None
    index = card.index
    hands = state.hands
    hand = hands[seat]
    n = len(hands)
    revoke_team = state.revoke_team
    voids = state.voids
    trick = state.trick
    if trick:
        led = trick[0] // 13
        if index // 13 != led:
            if revoke_team is None and hand & SUIT_MASKS[led]:
                revoke_team = state.side(seat)  # only when reneging is penalised, not refused
            voids = (*voids[:seat], voids[seat] | 1 << led, *voids[seat + 1 :])
    hands = (*hands[:seat], hand & ~(1 << index), *hands[seat + 1 :])
    trick = (*trick, index)
    played = state.played | 1 << index
    if len(trick) < n:
        return _replace(
            state,
            hands=hands,
            trick=trick,
            to_move=(seat + 1) % n,
            revoke_team=revoke_team,
            history=history,
            played=played,
            voids=voids,
        )
    leader = state.leader
    winner, reason = _trick_result(trick, state.contract, leader)
    cards = tuple([_CARD[i] for i in trick])
    done = CompletedTrick(
        len(state.trick_log) + 1, leader, cards, winner, reason, _SUITS[trick[0] // 13]
    )
    seen = tuple([((leader + i) % n, c) for i, c in enumerate(cards)])
    t = list(state.tricks)
    side = state.side(winner)
    t[side] += 1
    tricks = tuple(t)
    after = _replace(
        state,
        hands=hands,
        trick=(),
        tricks=tricks,
        leader=winner,
        to_move=winner,
        trick_log=(*state.trick_log, done),
        revoke_team=revoke_team,
        history=history,
        played=played,
        voids=voids,
        seen_tricks=(*state.seen_tricks, seen),
    )
    total = state.options.tricks_per_hand
    if state.bam_attempt:
        sweeper = next(i for i, v in enumerate(tricks) if v >= TRICKS_TO_WIN)
        if side != sweeper or sum(tricks) == total:
            return _end_hand(after, history)
        return after
    if max(tricks) >= TRICKS_TO_WIN:
        after = _replace(after, tricks_at_seven=tricks)
        if state.options.bam and sum(tricks) == max(tricks):
            return _replace(after, phase=Phase.BAM, to_move=winner)
        return _end_hand(after, history)
    if sum(tricks) == total:  # three players, nobody reached seven: 6-6-5
        return _end_hand(after, history)
    return after


def _end_hand(state: HokmState, history: tuple[HokmMove, ...]) -> HokmState:
    assert state.hakem is not None
    bam = ""
    total = state.options.tricks_per_hand
    if state.bam_attempt:
        bam = "made" if max(state.tricks) == total else "failed"
    result = score_hand(
        hakem=state.hakem,
        tricks=state.tricks,
        options=state.options,
        contract=state.contract,
        score_before=state.score,
        bam=bam,
        tricks_at_seven=state.tricks_at_seven,
        revoke_team=state.revoke_team,
        conceded_by=state.conceded_by,
    )
    update = update_game(state.score, result, state.options, win_by_two=state.win_by_two)
    games = state.games
    score = update.score
    win_by_two = update.win_by_two
    over = state.options.scope == "hand"
    if update.winner is not None:
        g = list(games)
        g[update.winner] += 1
        games = tuple(g)
        if max(games) >= state.options.games_to_win:
            over = True
        else:
            score, win_by_two = (0,) * len(score), False
    return _replace(
        state,
        phase=Phase.OVER if over else Phase.SHUFFLE,
        to_move=None if over else CHANCE,
        next_hakem=None if over else result.next_hakem,
        score=score,
        games=games,
        win_by_two=win_by_two,
        redeals=0,
        results=(*state.results, result),
        history=history,
        # The last hand stays on the table for viewing until the next shuffle.
    )


def new_match(options: HokmOptions | None = None) -> HokmState:
    """The opening position: nobody is hakem yet and the first move is the draw for hakem."""
    o = options or HokmOptions()
    n = o.players
    return HokmState(
        o,
        seating=tuple(range(n)),
        draw_cards=(None,) * n,
        contenders=tuple(range(n)),
        hands=(0,) * n,
        dealt=((),) * n,
        voids=(0,) * n,
        tricks=(0,) * o.sides,
        score=(0,) * o.sides,
        games=(0,) * o.sides,
    )


def sample_chance(state: HokmState, rng: random.Random) -> HokmMove:
    """Draw the chance move for *state* from *rng* (a fresh shuffle each time)."""
    opts = state.options
    if state.phase == "shuffle":
        return Shuffle(shuffled(opts.deck, rng))
    if state.phase == "misdeal_draw":
        assert state.misdeal is not None
        held = state.hand(state.misdeal[0])
        return BlindDraw(held[int(rng.random() * len(held))])
    if state.phase != "first_hakem":
        raise ValueError(f"no chance move in phase {str(state.phase)!r}")
    n = opts.players
    if opts.first_hakem == "random":
        return SeatDraw(int(rng.random() * n))
    deck = shuffled(opts.deck, rng)
    if opts.first_hakem == "first_ace":
        start = int(rng.random() * n) if opts.first_ace_start == "random_seat" else 1
        wanted = 2 if opts.partner_selection == "second_ace" else 1
        taken: list[Card] = []
        for card in deck:
            taken.append(card)
            if card.rank == Rank.ACE:
                wanted -= 1
                if wanted == 0:
                    break
        return AceDraw(start, tuple(taken))
    on_table = {c for c in (*state.draw_cards, state.middle) if c is not None}
    fresh = [c for c in deck if c not in on_table]
    return Draw(tuple(fresh[: state._cards_needed()]))


def _hidden(state: HokmState, viewer: int | None, owner: int) -> bool:
    return viewer is not None and viewer != owner and state.phase != "over"


_OPTIONS_TEXTS: dict[int, tuple[HokmOptions, str]] = {}


def _options_text(options: HokmOptions) -> str:
    return per_options(_OPTIONS_TEXTS, options, format_options)


def _codes(cards: tuple[Card, ...]) -> str:
    return " ".join(c.code for c in cards)


@dataclass(frozen=True, slots=True)
class HokmView(TableView):
    """A Hokm :class:`~pasur.protocol.TableView` with the hand's tallies every player keeps in
    his head (all public: everyone saw the cards played), so a player reads them instead of
    recounting the tricks at every card. A player gets it back from the simulator's lazy view
    with :func:`pasur.protocol.unwrap`."""

    played: int = 0
    """Every card played this hand, on the table too, as a mask (:attr:`HokmState.played`)."""
    voids: tuple[int, ...] = ()
    """Per seat, the suits (bit ``1 << suit``) it has shown it lacks (:attr:`HokmState.voids`)."""


def _view_hands(state: HokmState, seat: int | None) -> tuple[tuple[Card, ...] | int, ...]:
    hidden = seat is not None and state.phase != "over"
    masks = state.hands
    return tuple(
        [
            masks[s].bit_count() if hidden and s != seat else state.hand(s)
            for s in range(state.players)
        ]
    )


def _view_table(state: HokmState, seat: int | None) -> tuple[tuple[int, Card], ...]:
    n = state.players
    leader = state.leader
    return tuple([((leader + i) % n, _CARD[ix]) for i, ix in enumerate(state.trick)])


def _view_history(state: HokmState, seat: int | None) -> tuple[str, ...]:
    return state.public_log if seat is not None else tuple([str(m) for m in state.history])


def _fact_hakem(state: HokmState, seat: int | None) -> str:
    return "" if state.hakem is None else str(state.hakem)


def _fact_contract(state: HokmState, seat: int | None) -> str:
    return state.contract


def _view_facts(state: HokmState, seat: int | None) -> tuple[tuple[str, str], ...]:
    dash = "-".join
    dealer = state.dealer
    facts: list[tuple[str, str]] = [
        ("hakem", _fact_hakem(state, seat)),
        ("next_hakem", "" if state.next_hakem is None else str(state.next_hakem)),
        ("dealer", "" if dealer is None else str(dealer)),
        ("contract", _fact_contract(state, seat)),
        ("tricks", dash([str(t) for t in state.tricks])),
        ("score", dash([str(t) for t in state.score])),
        ("games", dash([str(t) for t in state.games])),
        (
            "hand",
            str(len(state.results) + (0 if state.phase in ("shuffle", "over") else 1)),
        ),
        ("seating", "".join([str(p) for p in state.seating])),
        ("options", _options_text(state.options)),
    ]
    if state.cut_count is not None:
        facts.append(("cut", str(state.cut_count)))
    if state.bam_attempt:
        facts.append(("bam", "attempt"))
    if state.reveal is not None:
        facts.append(("custom", state.reveal.custom))
    if state.shown:
        facts.append(("shown", _codes(state.shown)))
    if state.peek and (seat is None or seat == dealer):
        facts.append(("peek", _codes(state.peeked_cards())))
    if state.misdeal is not None:
        facts.append(("misdeal", dash(str(v) for v in state.misdeal)))
    if state.conceded_by is not None:
        facts.append(("conceded_by", str(state.conceded_by)))
    if state.players == 2 and (state.draw_log or state.phase in ("discard", "draw")):
        facts.append(("stock", str(len(state.deck) - state.stock)))
        if state.phase == "draw" and (seat is None or seat == state.to_move):
            facts.append(("offer", _codes(state.draw_offer())))
        seen = tuple(
            t.burned
            for t in state.draw_log
            if seat in (None, t.seat) and (not t.keep or t.second_seen)
        )
        own = tuple(c for s, d in enumerate(state.discards) if seat in (None, s) for c in d)
        facts.append(("seen_aside", _codes(own + seen)))
    return tuple(facts)


def _view_last_trick(state: HokmState, seat: int | None) -> tuple[tuple[int, Card], ...]:
    tricks = state.seen_tricks
    if tricks and (state.options.last_trick_review or seat is None):
        return tricks[-1]
    return ()


_view: Final = FieldViews(
    HokmState,
    HokmView,
    "hokm",
    {
        "phase": "phase",
        "to_move": "to_move",
        "scores": "score",
        "tricks": "seen_tricks",
        "played": "played",
        "voids": "voids",
    },
    {
        "hands": _view_hands,
        "table": _view_table,
        "history": _view_history,
        "facts": _view_facts,
        "last_trick": _view_last_trick,
    },
    {"hakem": _fact_hakem, "contract": _fact_contract},
)
"""What a seat sees, field by field (whole for ``view()``, lazy for the simulator's players)."""
