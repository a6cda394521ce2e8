"""Haft Khabis's state machine: deals, the special cards, draws, penalties, elimination.

A state is a whole match (``scope:hand`` stops after one deal). Chance moves are the shuffle of
each deal and the reshuffle of the face-up pile when the stock runs out; every other move is a
player's (see :mod:`pasur.games.haft_khabis.moves`), except ``penalty-N``, the referee's.

**Turns.** Seats play in the current direction (``+1``: seat order, which is counter-clockwise,
the seed's; ``-1``: clockwise), skipping players who are out of the match. Within a turn the
player to move is in one of these modes:

* ``turn``: play a card that matches the top card's suit (or the suit a jack called) or rank, or
  a jack (not on a 7); with no such card, ``draw`` one card (or ``pass`` when nothing is left
  to draw);
* ``drawn``: after drawing, play the drawn card if it fits, or ``keep`` it;
* ``seven``: a 7 (or a stack of them) is on the pile: play another 7 on it, or ``take`` 2 cards
  for each 7;
* ``bonus``: the player's own 8 asks for a bonus card: one of the 8's suit, or another 8 (which
  asks for another bonus); with none, draw one card (option ``eight_no_follow``);
* ``bonus_drawn``: after drawing for the bonus, play the drawn card if it fits, or keep it.

**Draws.** Every card drawn (a player's draw, a 2's target, the 7s, a penalty) goes through one
queue, :attr:`HaftKhabisState.owed`. When the stock runs dry in the middle of a draw and the
option ``reshuffle`` is on, the game stops at a chance node (``restock``) that shuffles the
face-up pile under its top card into a new stock, then finishes the draw. A draw that finds no
card at all is simply cut short.

**The «تک برگ» call** is part of the move that leaves a player one card (``play-9D-last``). A
player who makes such a move without the call draws the penalty card(s) at once, as part of the
same move: the table is taken to notice before the next player moves. A call on a move that does
not leave exactly one card is refused (``haft_khabis/last-card``).

**Mistakes** (HK-15): a move that breaks a rule is refused with the rule it breaks and changes
nothing. The seed's one-card penalty for a mistake is the referee's move ``penalty-N``: accepted
whenever cards are being played, from any seat and out of turn (so it is not among
``legal_moves()``, which are the moves of the player to move); seat N draws ``mistake_penalty``
cards and the turn stays where it was. :func:`penalise` applies it.

**Going out** ends the deal at once: the effect of the last card (a 2's draw, a 7's, a skip, a
reversal, an 8's bonus) is not carried out; only a jack doubles the count. A deal in which
nobody can play or draw for a whole round (every card in hands) is *blocked*: the lowest count
wins it (ties: the first in turn order), the others count their hands.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import repeat
from operator import attrgetter, is_
from typing import Final

from pasur.cards import STANDARD_DECK, Card, Rank, Suit, shuffled
from pasur.engines.evolve import evolve
from pasur.engines.texts import PrefixTexts
from pasur.errors import IllegalMoveError, RecordError
from pasur.games.haft_khabis import messages as _messages  # noqa: F401  (registers the codes)
from pasur.games.haft_khabis.moves import (
    Deal,
    Draw,
    HaftKhabisMove,
    Keep,
    Pass,
    Penalty,
    Play,
    Restock,
    Take,
)
from pasur.games.haft_khabis.options import HAND_SIZE, HaftKhabisOptions
from pasur.games.haft_khabis.scoring import DealResult, hand_penalty
from pasur.protocol import CHANCE, FieldViews, MatchState, TableView, Violation, violation


class Phase(enum.StrEnum):
    """The phases of a Haft Khabis match, in play order.

    ``deal`` (chance): the pack of the next deal is shuffled and dealt; ``play``: each player
    in turn plays a card on the pile or draws from the stock; ``restock`` (chance): the stock
    is empty; the pile under its top card is shuffled into a new one; ``over``: one player is
    left under the penalty limit (or the single deal is finished)."""

    DEAL = "deal"
    PLAY = "play"
    RESTOCK = "restock"
    OVER = "over"


R: Final = "haft_khabis/"
DRAW_RULE: Final = R + "draw"


_PACKS: Final = {n: tuple(c for c in STANDARD_DECK for _ in range(n)) for n in (1, 2)}


def pack(options: HaftKhabisOptions) -> tuple[Card, ...]:
    """The cards in play, in canonical order: one pack, or two (each card twice)."""
    return _PACKS[options.decks]


_INDEX: Final = attrgetter("index")

# The ranks with an effect, read once: a member read through its class costs several times a
# module global on Python 3.11, and these tests run on every move.
_TWO: Final = Rank.TWO
_SEVEN: Final = Rank.SEVEN
_EIGHT: Final = Rank.EIGHT
_TEN: Final = Rank.TEN
_JACK: Final = Rank.JACK
_ACE: Final = Rank.ACE
_SUITS: Final = tuple(Suit)

_TAKE: Final = Take()
_KEEP: Final = Keep()
_DRAW: Final = Draw()
_PASS: Final = Pass()


def _sorted(cards: Sequence[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=_INDEX))


_VARIANTS: dict[tuple[Card, tuple[int, ...], bool], tuple[Play, ...]] = {}
"""The legal plays of one card, in canonical order, by (card, a 2's targets, whether the call
is offered). Moves are immutable, so every state shares the same objects; the key space is
small (52 cards, two calls, the few target sets of a table)."""


def _variants(card: Card, targets: tuple[int, ...], call: bool) -> tuple[Play, ...]:
    """The plays of *card* (each jack suit, each 2 target), each without then with the call."""
    key = (card, targets, call)
    found = _VARIANTS.get(key)
    if found is not None:
        return found
    if card.rank == _JACK:
        base = [Play(card, suit=s) for s in _SUITS]
    elif card.rank == _TWO:
        base = [Play(card, target=t) for t in targets]
    else:
        base = [Play(card)]
    calls = (False, True) if call else (False,)
    made = tuple(Play(v.card, v.suit, v.target, c) for v in base for c in calls)
    _VARIANTS[key] = made
    return made


def _offered(move: HaftKhabisMove, legal: tuple[HaftKhabisMove, ...]) -> bool:
    """Whether *move* is one of the objects in *legal* (by identity: comparing moves by value
    runs their dataclass ``__eq__``, many times the cost of an identity test)."""
    return any(map(is_, legal, repeat(move)))


_last_legal: tuple[object, tuple[HaftKhabisMove, ...]] = (None, ())
"""The state whose legal moves were asked for last, and those moves. A player picks its move
from that list, so :meth:`HaftKhabisState.apply` finds it there and skips re-deriving why it is
legal; any other move goes through :meth:`HaftKhabisState.violation`. One entry, replaced as a
whole (one tuple), so threads only ever read a consistent pair."""


def _v(rule: str, code: str, **params: object) -> Violation:
    """A refusal under rule ``haft_khabis/<rule>``, said by message ``haft_khabis/<code>``."""
    return violation(R + rule, R + code, **params)


@dataclass(frozen=True, slots=True)
class HaftKhabisState(MatchState):
    """A position in a Haft Khabis match. Build the opening position with :func:`new_match`."""

    options: HaftKhabisOptions
    phase: Phase = Phase.DEAL
    """``deal`` and ``restock`` (chance), ``play``, ``over``."""
    to_move: int | None = CHANCE
    dealer: int = 0
    direction: int = 1
    """``+1``: play goes in seat order (counter-clockwise); ``-1``: against it."""
    hands: tuple[tuple[Card, ...], ...] = ()
    """Per seat, sorted by card index (two decks: a card may appear twice)."""
    stock: tuple[Card, ...] = ()
    """Face down, top card first."""
    pile: tuple[Card, ...] = ()
    """Face up, bottom first: ``pile[-1]`` is the card to match."""
    called: Suit | None = None
    """The suit called by the jack on top of the pile (``None``: no jack was played on top)."""
    mode: str = "turn"
    sevens: int = 0
    """7s stacked on the pile whose cards nobody has taken yet (the draw is twice this)."""
    drawn: Card | None = None
    """The card just drawn (modes ``drawn`` and ``bonus_drawn``)."""
    owed: tuple[tuple[int, int, str], ...] = ()
    """Draws still to make: (seat, cards, rule), first first (waiting for a reshuffle)."""
    resume: tuple[int, str] = (0, "turn")
    """Who moves next, and in which mode, once the owed draws are made."""
    drew: tuple[tuple[int, int, str], ...] = ()
    """The draws the last move made: (seat, cards, rule); a negative count is cards owed that
    could not be drawn (nothing left)."""
    passes: int = 0
    """Passes in a row (a whole round of them blocks the deal)."""
    alive: tuple[bool, ...] = ()
    totals: tuple[int, ...] = ()
    opening: tuple[int, ...] = ()
    """The penalty totals the match started from (see :func:`new_match`): the deals played
    here add onto them, and the checks count from them."""
    results: tuple[DealResult, ...] = ()
    restocks: int = 0
    """Reshuffles of the pile in the current deal."""
    winner: int | None = None
    """The match's winner (with ``scope:hand``, the deal's) once it is over."""
    history: tuple[HaftKhabisMove, ...] = ()

    # --- the protocol ------------------------------------------------------------------------

    def scores(self) -> tuple[int, ...]:
        """Each seat's penalty total (lower is better)."""
        return self.totals

    @property
    def games(self) -> tuple[int, ...]:
        """Matches won per seat: 1 for the winner once the match is over."""
        return tuple(int(s == self.winner) for s in range(self.players))

    @property
    def deal_no(self) -> int:
        """The deal being played (1 for the first), or the number played between deals."""
        return len(self.results) + (1 if self.phase in ("play", "restock") else 0)

    @property
    def top(self) -> Card:
        return self.pile[-1]

    @property
    def active_suit(self) -> Suit:
        """The suit to match: the one a jack on top called, else the top card's."""
        return self.called if self.called is not None else self.top.suit

    @property
    def alive_count(self) -> int:
        return sum(self.alive)

    def step(self, seat: int, direction: int | None = None) -> int:
        """The next player still in the match after *seat*, going *direction* (default: now)."""
        d = self.direction if direction is None else direction
        n = self.players
        s = seat
        for _ in range(n):
            s = (s + d) % n
            if self.alive[s]:
                return s
        return seat

    def drawable(self) -> bool:
        """Whether a card can be drawn: from the stock, or after reshuffling the pile."""
        return bool(self.stock) or (self.options.reshuffle and len(self.pile) > 1)

    def fits(self, card: Card, hand: Sequence[Card] | None = None) -> bool:
        """Whether *card* may be played on the pile in an ordinary turn (modes ``turn`` and
        ``drawn``), by suit or rank, a jack anywhere but on a 7, and ``suit_first`` if set."""
        top = self.top
        if card.rank == Rank.JACK:
            return top.rank != Rank.SEVEN or self._jack_on_served_seven()
        suit = self.active_suit
        if card.suit == suit:
            return True
        if card.rank != top.rank:
            return False
        if self.options.match_priority == "suit_first" and hand is not None:
            return not any(c.suit == suit for c in hand)
        return True

    def fits_bonus(self, card: Card) -> bool:
        """Whether *card* may be the bonus after an 8: the 8's suit, or another 8."""
        return card.rank == Rank.EIGHT or card.suit == self.top.suit

    def _jack_on_served_seven(self) -> bool:
        return self.options.jack_on_seven == "only_after_penalty_served" and self.sevens == 0

    def playable(self) -> tuple[Card, ...]:
        """The different cards the player to move may play now, in index order."""
        if self.phase != "play" or self.to_move is None:
            return ()
        hand = self.hands[self.to_move]
        m = self.mode
        if m == "turn":
            return self._fitting(hand)
        if m == "seven":
            cands = [c for c in hand if c.rank == _SEVEN]
        elif m == "bonus":
            cands = [c for c in hand if self.fits_bonus(c)]
        elif m == "drawn":
            assert self.drawn is not None
            cands = [self.drawn] if self.fits(self.drawn, hand) else []
        else:
            assert self.drawn is not None
            cands = [self.drawn] if self.fits_bonus(self.drawn) else []
        return _sorted(list(set(cands)))

    def _fitting(self, hand: tuple[Card, ...]) -> tuple[Card, ...]:
        """The different cards of *hand* that :meth:`fits` accepts, in index order: the same
        test with what it reads of the pile looked up once (this runs on every ordinary turn)."""
        top = self.pile[-1]
        top_rank = top.rank
        suit = self.called if self.called is not None else top.suit
        jack_ok = top_rank != _SEVEN or self._jack_on_served_seven()
        rank_ok = self.options.match_priority != "suit_first" or all(c.suit != suit for c in hand)
        out: list[Card] = []
        prev = None
        for c in hand:  # sorted by index: a second copy of a card comes right after the first
            if c is prev:
                continue
            prev = c
            r = c.rank
            if r == _JACK:
                if jack_ok:
                    out.append(c)
            elif c.suit == suit or (r == top_rank and rank_ok):
                out.append(c)
        return tuple(out)

    def targets(self, seat: int) -> tuple[int, ...]:
        """The seats a 2 played by *seat* may name."""
        anyone = self.options.two_target == "anyone"
        return tuple(s for s in range(self.players) if self.alive[s] and (anyone or s != seat))

    def legal_moves(self) -> tuple[HaftKhabisMove, ...]:
        global _last_legal
        if self.phase != "play" or self.to_move is None:
            return ()
        seat = self.to_move
        call = len(self.hands[seat]) == 2
        moves: list[HaftKhabisMove] = []
        for card in self.playable():
            targets = self.targets(seat) if card.rank == _TWO else ()
            moves += _variants(card, targets, call)
        moves += self._other_moves(bool(moves))
        legal = tuple(moves)
        _last_legal = (self, legal)
        return legal

    def _other_moves(self, can_play: bool) -> tuple[HaftKhabisMove, ...]:
        m = self.mode
        if m == "seven":
            return (_TAKE,)
        if m in ("drawn", "bonus_drawn"):
            return (_KEEP,)
        if m == "bonus" and self.options.eight_no_follow == "pass":
            return () if can_play else (_PASS,)
        if (not can_play or self.options.draw_when_able) and self.drawable():
            return (_DRAW,)
        return () if can_play else (_PASS,)

    def violation(self, move: HaftKhabisMove) -> Violation | None:
        """Why *move* cannot be made now (naming the rule), or ``None`` if it can."""
        p = self.phase
        if p == "over":
            return violation(R + "elimination", "play/over")
        if p == "deal":
            if not isinstance(move, Deal):
                return violation(R + "deal", "play/deal-first")
            if _sorted(move.deck) != pack(self.options):
                return _v("decks", "whole-pack", cards=self.options.cards)
            return None
        if p == "restock":
            if not isinstance(move, Restock):
                return _v("stock", "restock-first")
            if _sorted(move.deck) != _sorted(self.pile[:-1]):
                return _v("stock", "restock-pile")
            return None
        seat = self.to_move
        assert seat is not None
        if isinstance(move, Penalty):
            if not 0 <= move.seat < self.players or not self.alive[move.seat]:
                return _v("penalty-card", "not-playing", seat=move.seat)
            return None
        if isinstance(move, (Deal, Restock)):
            return _v("stock", "no-shuffle")
        if isinstance(move, Play):
            return self._play_violation(seat, move)
        return self._other_violation(seat, move)

    def _other_violation(self, seat: int, move: HaftKhabisMove) -> Violation | None:
        m = self.mode
        can_play = bool(self.playable())
        if m == "seven":
            if isinstance(move, Take):
                return None
            n = 2 * self.sevens
            return _v("seven-draws", "seven-on-pile", cards=n)
        if isinstance(move, Take):
            return _v("seven-draws", "nothing-to-take")
        if m in ("drawn", "bonus_drawn"):
            if isinstance(move, Keep):
                return None
            return _v("draw", "play-or-keep")
        if isinstance(move, Keep):
            return _v("draw", "nothing-to-keep")
        bonus = m == "bonus"
        if bonus and self.options.eight_no_follow == "pass":
            if isinstance(move, Pass) and not can_play:
                return None
            return _v("eight-bonus", "owes-bonus", seat=seat)
        if isinstance(move, Draw):
            if not self.drawable():
                return _v("stock", "stock-empty")
            if can_play and not self.options.draw_when_able:
                rule = "eight-bonus" if bonus else "draw"
                return _v(rule, "can-play", seat=seat)
            return None
        assert isinstance(move, Pass)
        if can_play:
            return _v("draw", "can-play", seat=seat)
        if self.drawable():
            return _v("draw", "must-draw", seat=seat)
        return None

    def _play_violation(self, seat: int, move: Play) -> Violation | None:
        hand = self.hands[seat]
        card = move.card
        if card not in hand:
            return violation(R + "sequence", "play/not-held", seat=seat, card=card.code)
        m = self.mode
        top = self.top
        if m == "seven":
            if card.rank == Rank.JACK:
                return _v("jack-not-on-seven", "jack-on-seven", card=card.code)
            if card.rank != Rank.SEVEN:
                n = 2 * self.sevens
                return _v("seven-stacks", "only-seven", cards=n)
        elif m in ("drawn", "bonus_drawn") and self.drawn != card:
            assert self.drawn is not None
            return _v("draw", "only-drawn", card=card.code, drawn=self.drawn.code)
        if m in ("bonus", "bonus_drawn") and not self.fits_bonus(card):
            return _v("eight-bonus", "bonus-suit", suit=top.suit.letter)
        if m in ("turn", "drawn") and not self.fits(card, hand):
            if card.rank == Rank.JACK:
                return _v("jack-not-on-seven", "jack-on-seven", card=card.code)
            suit = self.active_suit
            if card.rank == top.rank:
                return _v("match", "suit-first", suit=suit.letter, seat=seat)
            return _v(
                "match",
                "no-match",
                card=card.code,
                suit=suit.letter,
                top=top.code,
            )
        if card.rank == Rank.JACK and move.suit is None:
            return _v("jack-changes-suit", "jack-names-suit")
        if card.rank != Rank.JACK and move.suit is not None:
            return _v("jack-changes-suit", "only-jack-names", card=card.code)
        if card.rank == Rank.TWO:
            if move.target is None:
                return _v("two-gives", "two-names")
            if move.target not in self.targets(seat):
                code = "two-not-self" if move.target == seat else "two-not-target"
                return _v("two-gives", code, target=move.target)
        elif move.target is not None:
            return _v("two-gives", "only-two-names", card=card.code)
        if move.last and len(hand) != 2:
            return _v("last-card", "call-one-left", left=len(hand) - 1)
        return None

    def apply(self, move: HaftKhabisMove) -> HaftKhabisState:
        known, legal = _last_legal
        if known is not self or not _offered(move, legal):
            bad = self.violation(move)
            if bad is not None:
                raise IllegalMoveError(move, bad)
        history = (*self.history, move)
        if isinstance(move, Play):
            seat = self.to_move
            assert seat is not None
            return _play(self, history, seat, move)
        if isinstance(move, Deal):
            return _deal(evolve(self, history=history, drew=()), move.deck)
        if isinstance(move, Restock):
            top = (self.top,)
            return _settle(
                self,
                history,
                move.deck,
                top,
                self.owed,
                self.resume,
                self.drawn,
                {"restocks": self.restocks + 1},
            )
        if isinstance(move, Penalty):
            owed = ((move.seat, self.options.mistake_penalty, R + "penalty-card"),)
            resume = (self.to_move or 0, self.mode)
            return _settle(self, history, self.stock, self.pile, owed, resume, self.drawn, {})
        seat = self.to_move
        assert seat is not None
        if isinstance(move, Take):
            owed = ((seat, 2 * self.sevens, R + "seven-draws"),)
            resume = (self.step(seat), "turn")
            return _settle(
                self,
                history,
                self.stock,
                self.pile,
                owed,
                resume,
                self.drawn,
                {"sevens": 0, "passes": 0},
            )
        if isinstance(move, Draw):
            mode = "bonus_drawn" if self.mode == "bonus" else "drawn"
            owed = ((seat, 1, DRAW_RULE),)
            return _settle(
                self,
                history,
                self.stock,
                self.pile,
                owed,
                (seat, mode),
                self.drawn,
                {"passes": 0},
            )
        if isinstance(move, Keep):
            return evolve(
                self,
                history=history,
                drew=(),
                drawn=None,
                passes=0,
                mode="turn",
                to_move=self.step(seat),
            )
        assert isinstance(move, Pass)
        if self.passes + 1 >= self.alive_count and not self.drawable():
            st = evolve(self, history=history, drew=())
            return _end_deal(st, blocked_winner(self), doubled=False, blocked=True)
        return evolve(
            self,
            history=history,
            drew=(),
            passes=self.passes + 1,
            mode="turn",
            to_move=self.step(seat),
        )

    def view(self, seat: int | None) -> HaftKhabisView:
        return _view(self, seat)


def blocked_winner(state: HaftKhabisState) -> int:
    """In a blocked deal, the player with the lowest count (ties: first in turn order)."""
    start = state.to_move if state.to_move is not None and state.to_move >= 0 else 0
    order = [start]
    while len(order) < state.alive_count:
        order.append(state.step(order[-1]))
    return min(order, key=lambda s: (hand_penalty(state.hands[s]), order.index(s)))


def new_match(
    options: HaftKhabisOptions | None = None,
    *,
    totals: Sequence[int] | None = None,
    dealer: int = 0,
) -> HaftKhabisState:
    """The opening position: seat 0 (or *dealer*) deals first, then the deal passes on each deal.

    A match that goes on from earlier deals starts from each seat's penalty *totals* so far;
    the limit and the eliminations count from them.

    Raises:
        RecordError: not one total a seat, a negative total (penalties only add), a total at
            or past the limit (that seat would be out already: the message names it), or a
            dealer who is not a seat.
    """
    opts = options or HaftKhabisOptions()
    n = opts.players
    start = tuple(totals) if totals is not None else (0,) * n
    _check_start(opts, start, dealer)
    return HaftKhabisState(
        options=opts,
        dealer=dealer,
        hands=tuple(() for _ in range(n)),
        alive=(True,) * n,
        totals=start,
        opening=start,
        direction=1 if opts.deal_direction == "ccw" else -1,
    )


def _check_start(options: HaftKhabisOptions, totals: tuple[int, ...], dealer: int) -> None:
    """Refuse starting totals or a dealer no match can be at before a deal."""
    n = options.players
    if len(totals) != n:
        raise RecordError(f"{len(totals)} totals given for {n} players: one a seat")
    for seat, total in enumerate(totals):
        if total < 0:
            raise RecordError(f"seat {seat}'s total {total} is negative: penalties only add")
        if total >= options.limit:
            raise RecordError(
                f"seat {seat}'s total {total} is already at the limit {options.limit}: "
                "that seat would be out of the match"
            )
    if not 0 <= dealer < n:
        raise RecordError(f"the dealer {dealer} is not a seat 0-{n - 1}")


def _deal(st: HaftKhabisState, deck: tuple[Card, ...]) -> HaftKhabisState:
    opts = st.options
    first_dir = 1 if opts.deal_direction == "ccw" else -1
    st = evolve(st, direction=first_dir)
    order = [st.step(st.dealer)]
    while len(order) < st.alive_count:
        order.append(st.step(order[-1]))
    hands: list[list[Card]] = [[] for _ in range(st.players)]
    pos = 0
    for _ in range(HAND_SIZE):
        for seat in order:
            hands[seat].append(deck[pos])
            pos += 1
    up = deck[pos]
    stock = deck[pos + 1 :]
    first = order[0]
    mode = "turn"
    sevens = 0
    direction = first_dir
    if opts.upcard_effect == "applied":
        if up.rank == Rank.SEVEN:
            mode, sevens = "seven", 1
        elif up.rank == Rank.ACE:
            first = st.step(first)
        elif up.rank == Rank.TEN:
            direction = -first_dir
            first = st.step(st.dealer, direction)
    return evolve(
        st,
        phase=Phase.PLAY,
        to_move=first,
        direction=direction,
        hands=tuple(_sorted(h) for h in hands),
        stock=stock,
        pile=(up,),
        called=None,
        mode=mode,
        sevens=sevens,
        drawn=None,
        owed=(),
        passes=0,
        restocks=0,
    )


def _play(
    st: HaftKhabisState, history: tuple[HaftKhabisMove, ...], seat: int, move: Play
) -> HaftKhabisState:
    card = move.card
    rank = card.rank
    opts = st.options
    hand = st.hands[seat]
    i = hand.index(card)
    held = hand[:i] + hand[i + 1 :]
    hands = (*st.hands[:seat], held, *st.hands[seat + 1 :])
    pile = (*st.pile, card)
    called = move.suit if rank == _JACK else None
    if not held:
        done = evolve(
            st,
            history=history,
            drew=(),
            hands=hands,
            pile=pile,
            called=called,
            drawn=None,
            passes=0,
        )
        return _end_deal(done, seat, doubled=rank == _JACK and opts.jack_doubles, blocked=False)
    owed: list[tuple[int, int, str]] = []
    if rank == _TWO:
        assert move.target is not None
        owed.append((move.target, 1, R + "two-gives"))
    if len(held) == 1 and not move.last and opts.last_card_penalty:
        owed.append((seat, opts.last_card_penalty, R + "last-card"))
    direction = st.direction
    sevens = 0
    resume: tuple[int, str]
    if rank == _EIGHT:
        resume = (seat, "bonus")
    else:
        if rank == _TEN:
            direction = -direction
            nxt = st.step(seat, direction)
            if st.alive_count == 2 and opts.two_player_ten == "play_again":
                nxt = seat
        elif rank == _ACE:
            nxt = st.step(st.step(seat))
        else:
            nxt = st.step(seat)
        if rank == _SEVEN:
            sevens = st.sevens + 1
            resume = (nxt, "seven")
        else:
            resume = (nxt, "turn")
    if not owed:  # most plays: the turn moves on with nothing to draw
        return evolve(
            st,
            history=history,
            hands=hands,
            pile=pile,
            called=called,
            passes=0,
            direction=direction,
            sevens=sevens,
            resume=resume,
            phase=Phase.PLAY,
            to_move=resume[0],
            mode=resume[1],
            owed=(),
            drew=(),
            drawn=None,
        )
    changes = {"called": called, "passes": 0, "direction": direction, "sevens": sevens}
    return _settle(st, history, st.stock, pile, tuple(owed), resume, None, changes, hands)


def _settle(
    st: HaftKhabisState,
    history: tuple[HaftKhabisMove, ...],
    stock: tuple[Card, ...],
    pile: tuple[Card, ...],
    owed: tuple[tuple[int, int, str], ...],
    resume: tuple[int, str],
    drawn: Card | None,
    changes: Mapping[str, object],
    hands: tuple[tuple[Card, ...], ...] | None = None,
) -> HaftKhabisState:
    """The state after a move that owes draws: make them (pausing for a reshuffle when the stock
    runs dry), then hand the turn to whoever *resume* names. *changes* are the move's other
    fields; *hands* default to the state's. Everything goes into one new state."""
    new_hands = list(st.hands if hands is None else hands)
    drew: list[tuple[int, int, str]] = []
    for k, (seat, n, rule) in enumerate(owed):
        got = min(n, len(stock))
        if got:
            taken = stock[:got]
            stock = stock[got:]
            new_hands[seat] = _sorted(new_hands[seat] + taken)
            drew.append((seat, got, rule))
            if rule == DRAW_RULE:
                drawn = taken[-1]
        if got < n:
            if st.options.reshuffle and len(pile) > 1:
                return evolve(
                    st,
                    history=history,
                    pile=pile,
                    resume=resume,
                    phase=Phase.RESTOCK,
                    to_move=CHANCE,
                    stock=(),
                    hands=tuple(new_hands),
                    owed=((seat, n - got, rule), *owed[k + 1 :]),
                    drew=tuple(drew),
                    drawn=drawn,
                    **changes,
                )
            drew.append((seat, got - n, rule))
    seat, mode = resume
    return evolve(
        st,
        history=history,
        pile=pile,
        resume=resume,
        phase=Phase.PLAY,
        to_move=seat,
        mode=mode,
        stock=stock,
        hands=tuple(new_hands),
        owed=(),
        drew=tuple(drew),
        drawn=drawn if mode in ("drawn", "bonus_drawn") else None,
        **changes,
    )


def _end_deal(st: HaftKhabisState, winner: int, *, doubled: bool, blocked: bool) -> HaftKhabisState:
    opts = st.options
    penalties = tuple(
        hand_penalty(h, doubled) if st.alive[s] and s != winner else 0
        for s, h in enumerate(st.hands)
    )
    totals = tuple(t + p for t, p in zip(st.totals, penalties, strict=True))
    out = tuple(s for s in range(st.players) if st.alive[s] and totals[s] >= opts.limit)
    alive = tuple(a and s not in out for s, a in enumerate(st.alive))
    result = DealResult(winner, doubled, blocked, penalties, st.hands, out)
    st = evolve(
        st,
        totals=totals,
        alive=alive,
        results=(*st.results, result),
        owed=(),
        drawn=None,
        mode="turn",
        sevens=0,
        passes=0,
    )
    if opts.scope == "hand" or sum(alive) <= 1:
        last = winner if opts.scope == "hand" else alive.index(True)
        return evolve(st, phase=Phase.OVER, to_move=None, winner=last)
    first_dir = 1 if opts.deal_direction == "ccw" else -1
    return evolve(st, phase=Phase.DEAL, to_move=CHANCE, dealer=st.step(st.dealer, first_dir))


def penalise(state: HaftKhabisState, seat: int) -> HaftKhabisState:
    """The referee's one-card penalty (``mistake_penalty`` cards) for *seat*'s mistake, such as
    playing out of turn or trying a move the engine refused."""
    return state.apply(Penalty(seat))


def sample_chance(state: HaftKhabisState, rng: random.Random) -> HaftKhabisMove:
    """Draw the chance move for *state* from *rng*."""
    if state.phase == "deal":
        return Deal(shuffled(pack(state.options), rng))
    if state.phase == "restock":
        return Restock(shuffled(state.pile[:-1], rng))
    raise ValueError(f"no chance move in phase {str(state.phase)!r}")


# --- views -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HaftKhabisView(TableView):
    """A seat's view with what the players read as values, not as the text of ``facts`` (which
    says the same for the explorer and the records' readers). A player given a lazy view gets
    this back with :func:`pasur.protocol.unwrap`."""

    mode: str = "turn"
    direction: int = 1
    """``+1``: play goes in seat order; ``-1``: against it."""
    alive: tuple[bool, ...] = ()
    totals: tuple[int, ...] = ()
    sevens: int = 0
    """7s on the pile whose cards nobody has taken yet (the draw is twice this)."""
    counts: tuple[int, ...] = ()
    """Cards held per seat."""
    drawn: Card | None = None
    """The card just drawn, when this viewer may see it."""


def _move_text(move: HaftKhabisMove, onlooker: bool) -> str:
    """A move as a viewer saw it: a seated player never sees the order of a shuffle."""
    if not onlooker and isinstance(move, (Deal, Restock)):
        return "deck-?" if isinstance(move, Deal) else "restock-?"
    return str(move)


_history_text: Final = PrefixTexts[bool, HaftKhabisMove](
    lambda onlooker, moves: (_move_text(m, onlooker) for m in moves)
)
"""The texts of a history for an onlooker (``True``) or a seat, written only for the moves made
since the last view (:class:`~pasur.engines.texts.PrefixTexts`)."""


Fact = tuple[str, str]

_COUNT_FACTS: Final = {
    name: tuple((name, str(n)) for n in range(2 * len(STANDARD_DECK) + 1))
    for name in ("stock", "pile", "sevens", "draw")
}
"""The facts that are a count of cards (at most two packs), made once: a view picks them."""
_TOP_FACTS: Final = tuple(("top", c.code) for c in STANDARD_DECK)
_DRAWN_FACTS: Final = tuple(("drawn", c.code) for c in STANDARD_DECK)
_SUIT_FACTS: Final = tuple(("suit", s.letter) for s in Suit)
_CALLED_FACTS: Final = tuple(("called", s.letter) for s in Suit)
_DIRECTION_FACTS: Final = {1: ("direction", "ccw"), -1: ("direction", "cw")}

_slow_facts: tuple[object, object, object, tuple[Fact, ...]] = (None, None, None, ())
"""The facts that change at most once a deal (totals, who is alive) and those of the options,
for the objects last viewed (one entry, replaced whole): the states of a deal share these
objects, so a view finds them by identity."""


def _deal_facts(state: HaftKhabisState) -> tuple[Fact, ...]:
    """The totals, who is alive and the options' facts, from :data:`_slow_facts` if it holds."""
    global _slow_facts
    totals, alive, options = state.totals, state.alive, state.options
    t, a, o, facts = _slow_facts
    if t is not totals or a is not alive or o is not options:
        facts = (
            ("totals", "-".join(map(str, totals))),
            ("alive", "".join("1" if live else "0" for live in alive)),
            ("limit", str(options.limit)),
            ("decks", str(options.decks)),
            ("jack_on_seven", options.jack_on_seven),
            ("match_priority", options.match_priority),
        )
        _slow_facts = (totals, alive, options, facts)
    return facts


def _view_hands(
    state: HaftKhabisState, seat: int | None
) -> tuple[tuple[tuple[Card, ...] | int, ...], tuple[int, ...]]:
    """The hands as *seat* sees them, and how many cards each seat holds."""
    counts = tuple(map(len, state.hands))
    if seat is None or state.phase == "over":
        return state.hands, counts
    return (*counts[:seat], state.hands[seat], *counts[seat + 1 :]), counts


def _view_drawn(state: HaftKhabisState, seat: int | None) -> Card | None:
    return state.drawn if seat is None or seat == state.to_move else None


def _view_facts(state: HaftKhabisState, seat: int | None) -> tuple[Fact, ...]:
    sevens = state.sevens
    pile = state.pile
    counts_of = _COUNT_FACTS
    facts = [
        ("players", str(state.players)),
        ("dealer", str(state.dealer)),
        ("deal", str(state.deal_no)),
        _DIRECTION_FACTS[state.direction],
        ("mode", state.mode),
        counts_of["stock"][len(state.stock)],
        counts_of["pile"][len(pile)],
        counts_of["sevens"][sevens],
        counts_of["draw"][2 * sevens],
        *_deal_facts(state),
    ]
    called = state.called
    if pile:
        facts.append(_TOP_FACTS[pile[-1].index])
        facts.append(_SUIT_FACTS[pile[-1].suit if called is None else called])
    if called is not None:
        facts.append(_CALLED_FACTS[called])
    drawn = _view_drawn(state, seat)
    if drawn is not None:
        facts.append(_DRAWN_FACTS[drawn.index])
    return tuple(facts)


_view: Final = FieldViews(
    HaftKhabisState,
    HaftKhabisView,
    "haft_khabis",
    {
        "phase": "phase",
        "to_move": "to_move",
        "scores": "totals",
        "mode": "mode",
        "direction": "direction",
        "alive": "alive",
        "totals": "totals",
        "sevens": "sevens",
    },
    {
        ("hands", "counts"): _view_hands,
        "table": lambda state, seat: ((CHANCE, state.pile[-1]),) if state.pile else (),
        "history": lambda state, seat: _history_text(state.history, seat is None),
        "facts": _view_facts,
        "last_trick": lambda state, seat: (),
        "tricks": lambda state, seat: (),
        "drawn": _view_drawn,
    },
)
"""What a seat sees, field by field (whole for ``view()``, lazy for the simulator's players)."""


__all__ = [
    "HaftKhabisState",
    "HaftKhabisView",
    "blocked_winner",
    "new_match",
    "pack",
    "penalise",
    "sample_chance",
]
