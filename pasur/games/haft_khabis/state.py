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

import dataclasses
import enum
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from pasur.cards import STANDARD_DECK, Card, Rank, Suit, shuffled
from pasur.errors import IllegalMoveError
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
from pasur.protocol import CHANCE, MatchState, TableView, Violation, violation


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


def pack(options: HaftKhabisOptions) -> tuple[Card, ...]:
    """The cards in play, in canonical order: one pack, or two (each card twice)."""
    return tuple(c for c in STANDARD_DECK for _ in range(options.decks))


def _sorted(cards: Sequence[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=lambda c: c.index))


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
        if m == "seven":
            cands = [c for c in hand if c.rank == Rank.SEVEN]
        elif m == "bonus":
            cands = [c for c in hand if self.fits_bonus(c)]
        elif m == "drawn":
            assert self.drawn is not None
            cands = [self.drawn] if self.fits(self.drawn, hand) else []
        elif m == "bonus_drawn":
            assert self.drawn is not None
            cands = [self.drawn] if self.fits_bonus(self.drawn) else []
        else:
            cands = [c for c in hand if self.fits(c, hand)]
        return _sorted(list(set(cands)))

    def targets(self, seat: int) -> tuple[int, ...]:
        """The seats a 2 played by *seat* may name."""
        anyone = self.options.two_target == "anyone"
        return tuple(s for s in range(self.players) if self.alive[s] and (anyone or s != seat))

    def legal_moves(self) -> tuple[HaftKhabisMove, ...]:
        if self.phase != "play" or self.to_move is None:
            return ()
        seat = self.to_move
        left = len(self.hands[seat]) - 1
        moves: list[HaftKhabisMove] = []
        calls = (False, True) if left == 1 else (False,)
        for card in self.playable():
            if card.rank == Rank.JACK:
                variants = [Play(card, suit=s) for s in Suit]
            elif card.rank == Rank.TWO:
                variants = [Play(card, target=t) for t in self.targets(seat)]
            else:
                variants = [Play(card)]
            for v in variants:
                for call in calls:
                    moves.append(dataclasses.replace(v, last=call))
        moves += self._other_moves(bool(moves))
        return tuple(moves)

    def _other_moves(self, can_play: bool) -> list[HaftKhabisMove]:
        m = self.mode
        if m == "seven":
            return [Take()]
        if m in ("drawn", "bonus_drawn"):
            return [Keep()]
        may_draw = self.drawable() and (not can_play or self.options.draw_when_able)
        if m == "bonus" and self.options.eight_no_follow == "pass":
            return [] if can_play else [Pass()]
        if may_draw:
            return [Draw()]
        return [] if can_play else [Pass()]

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
        bad = self.violation(move)
        if bad is not None:
            raise IllegalMoveError(move, bad)
        st = dataclasses.replace(self, history=(*self.history, move), drew=())
        if isinstance(move, Deal):
            return _deal(st, move.deck)
        if isinstance(move, Restock):
            st = dataclasses.replace(
                st, stock=move.deck, pile=(self.top,), restocks=self.restocks + 1
            )
            return _settle(st)
        if isinstance(move, Penalty):
            owed = ((move.seat, self.options.mistake_penalty, R + "penalty-card"),)
            return _settle(
                dataclasses.replace(st, owed=owed, resume=(self.to_move or 0, self.mode))
            )
        seat = self.to_move
        assert seat is not None
        if isinstance(move, Play):
            return _play(st, seat, move)
        if isinstance(move, Take):
            owed = ((seat, 2 * self.sevens, R + "seven-draws"),)
            nxt = self.step(seat)
            return _settle(
                dataclasses.replace(st, owed=owed, sevens=0, passes=0, resume=(nxt, "turn"))
            )
        if isinstance(move, Draw):
            mode = "bonus_drawn" if self.mode == "bonus" else "drawn"
            return _settle(
                dataclasses.replace(st, owed=((seat, 1, DRAW_RULE),), passes=0, resume=(seat, mode))
            )
        if isinstance(move, Keep):
            return dataclasses.replace(
                st, drawn=None, passes=0, mode="turn", to_move=self.step(seat)
            )
        assert isinstance(move, Pass)
        if self.passes + 1 >= self.alive_count and not self.drawable():
            return _end_deal(st, blocked_winner(self), doubled=False, blocked=True)
        return dataclasses.replace(st, passes=self.passes + 1, mode="turn", to_move=self.step(seat))

    def view(self, seat: int | None) -> TableView:
        return _view(self, seat)


def blocked_winner(state: HaftKhabisState) -> int:
    """In a blocked deal, the player with the lowest count (ties: first in turn order)."""
    start = state.to_move if state.to_move is not None and state.to_move >= 0 else 0
    order = [start]
    while len(order) < state.alive_count:
        order.append(state.step(order[-1]))
    return min(order, key=lambda s: (hand_penalty(state.hands[s]), order.index(s)))


def new_match(options: HaftKhabisOptions | None = None) -> HaftKhabisState:
    """The opening position: seat 0 deals first, then the deal passes on each deal."""
    opts = options or HaftKhabisOptions()
    n = opts.players
    return HaftKhabisState(
        options=opts,
        hands=tuple(() for _ in range(n)),
        alive=(True,) * n,
        totals=(0,) * n,
        direction=1 if opts.deal_direction == "ccw" else -1,
    )


def _deal(st: HaftKhabisState, deck: tuple[Card, ...]) -> HaftKhabisState:
    opts = st.options
    first_dir = 1 if opts.deal_direction == "ccw" else -1
    st = dataclasses.replace(st, direction=first_dir)
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
    return dataclasses.replace(
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


def _play(st: HaftKhabisState, seat: int, move: Play) -> HaftKhabisState:
    card = move.card
    opts = st.options
    held = list(st.hands[seat])
    held.remove(card)
    hands = list(st.hands)
    hands[seat] = tuple(held)
    st = dataclasses.replace(
        st,
        hands=tuple(hands),
        pile=(*st.pile, card),
        called=move.suit if card.rank == Rank.JACK else None,
        drawn=None,
        passes=0,
    )
    if not held:
        return _end_deal(
            st, seat, doubled=card.rank == Rank.JACK and opts.jack_doubles, blocked=False
        )
    owed: list[tuple[int, int, str]] = []
    if card.rank == Rank.TWO:
        assert move.target is not None
        owed.append((move.target, 1, R + "two-gives"))
    if len(held) == 1 and not move.last and opts.last_card_penalty:
        owed.append((seat, opts.last_card_penalty, R + "last-card"))
    direction = st.direction
    sevens = 0
    if card.rank == Rank.EIGHT:
        resume = (seat, "bonus")
    else:
        if card.rank == Rank.TEN:
            direction = -direction
            nxt = st.step(seat, direction)
            if st.alive_count == 2 and opts.two_player_ten == "play_again":
                nxt = seat
        elif card.rank == Rank.ACE:
            nxt = st.step(st.step(seat))
        else:
            nxt = st.step(seat)
        if card.rank == Rank.SEVEN:
            sevens = st.sevens + 1
            resume = (nxt, "seven")
        else:
            resume = (nxt, "turn")
    return _settle(
        dataclasses.replace(st, direction=direction, sevens=sevens, owed=tuple(owed), resume=resume)
    )


def _settle(st: HaftKhabisState) -> HaftKhabisState:
    """Make the owed draws (pausing for a reshuffle when the stock runs dry), then hand the turn
    to whoever :attr:`~HaftKhabisState.resume` names."""
    stock = list(st.stock)
    hands = [list(h) for h in st.hands]
    owed = list(st.owed)
    drew = list(st.drew)
    drawn = st.drawn
    while owed:
        seat, n, rule = owed[0]
        got = min(n, len(stock))
        if got:
            taken = stock[:got]
            del stock[:got]
            hands[seat] += taken
            drew.append((seat, got, rule))
            if rule == DRAW_RULE:
                drawn = taken[-1]
        if got < n:
            if st.options.reshuffle and len(st.pile) > 1:
                owed[0] = (seat, n - got, rule)
                return dataclasses.replace(
                    st,
                    phase=Phase.RESTOCK,
                    to_move=CHANCE,
                    stock=(),
                    hands=tuple(_sorted(h) for h in hands),
                    owed=tuple(owed),
                    drew=tuple(drew),
                    drawn=drawn,
                )
            drew.append((seat, got - n, rule))
        owed.pop(0)
    seat, mode = st.resume
    return dataclasses.replace(
        st,
        phase=Phase.PLAY,
        to_move=seat,
        mode=mode,
        stock=tuple(stock),
        hands=tuple(_sorted(h) for h in hands),
        owed=(),
        drew=tuple(drew),
        drawn=drawn if mode in ("drawn", "bonus_drawn") else None,
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
    st = dataclasses.replace(
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
        return dataclasses.replace(st, phase=Phase.OVER, to_move=None, winner=last)
    first_dir = 1 if opts.deal_direction == "ccw" else -1
    return dataclasses.replace(
        st, phase=Phase.DEAL, to_move=CHANCE, dealer=st.step(st.dealer, first_dir)
    )


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


def _view(state: HaftKhabisState, seat: int | None) -> TableView:
    onlooker = seat is None
    hands: list[tuple[Card, ...] | int] = []
    for s, held in enumerate(state.hands):
        visible = onlooker or s == seat or state.phase == "over"
        hands.append(held if visible else len(held))
    facts: list[tuple[str, str]] = [
        ("players", str(state.players)),
        ("dealer", str(state.dealer)),
        ("deal", str(state.deal_no)),
        ("direction", "ccw" if state.direction == 1 else "cw"),
        ("mode", state.mode),
        ("stock", str(len(state.stock))),
        ("pile", str(len(state.pile))),
        ("sevens", str(state.sevens)),
        ("draw", str(2 * state.sevens)),
        ("totals", "-".join(str(t) for t in state.totals)),
        ("alive", "".join("1" if a else "0" for a in state.alive)),
        ("limit", str(state.options.limit)),
        ("decks", str(state.options.decks)),
        ("jack_on_seven", state.options.jack_on_seven),
        ("match_priority", state.options.match_priority),
    ]
    if state.pile:
        facts.append(("top", state.top.code))
        facts.append(("suit", state.active_suit.letter))
    if state.called is not None:
        facts.append(("called", state.called.letter))
    if state.drawn is not None and (onlooker or seat == state.to_move):
        facts.append(("drawn", state.drawn.code))
    history = tuple(
        m.__class__.__name__.lower().replace("deal", "deck") + "-?"
        if isinstance(m, (Deal, Restock)) and not onlooker
        else str(m)
        for m in state.history
    )
    return TableView(
        game="haft_khabis",
        seat=seat,
        phase=state.phase,
        to_move=state.to_move,
        hands=tuple(hands),
        table=tuple((CHANCE, c) for c in state.pile[-1:]),
        scores=state.totals,
        history=history,
        facts=tuple(facts),
    )


__all__ = [
    "HaftKhabisState",
    "blocked_winner",
    "new_match",
    "pack",
    "penalise",
    "sample_chance",
]
