"""Poker's moves and their notation.

Canonical texts (what records hold) use only ``A-Z a-z 0-9 - _``:

============================  =================================================================
``dealer-2``                  chance: the first dealer, chosen by lot
``deck-<token>``              chance: the shuffled deck (hole cards are dealt from its top)
``flop-AH7C2D``               chance: the three flop cards turned from the stock
``turn-5S`` / ``river-KD``    chance: the fourth and fifth board cards
``check``                     put nothing in when nobody has bet in this round
``call``                      put in just enough to match the highest bet of the round
``bet-100``                   the first bet of a round: 100 chips
``raise-500``                 raise so that this player's bet in the round is 500 in all
``fold``                      give up the hand; chips already in stay in the pot
``allin``                     put every chip left in (as a call, a bet or a raise)
============================  =================================================================

Amounts in ``bet-N`` and ``raise-N`` are **totals for the betting round**, not increments: the
seed's example («نفر اول 100 تا … نفر دوم 500 تا», line 232) reads ``bet-100``, ``raise-500``,
and the first player then calls 400 more. Typed input may also say ``see`` or ``open`` for a
call (the seed's words), ``increase-N`` for a raise, and a few Persian words (چک، دیدن،
خواباندن).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Final, overload

from pasur.cards import (
    STANDARD_DECK,
    AnyCard,
    Card,
    Joker,
    decode_deck,
    normalize_text,
    parse_any_card,
)
from pasur.engines import chance
from pasur.engines.chance import FirstDealer, cards_text
from pasur.errors import NotationError
from pasur.games.poker import messages as _messages  # noqa: F401  (registers the codes)
from pasur.protocol import WordMove

JOKER: Final = Joker("black")
"""The one joker of the documents' game (seed 000, line 219 names no colour)."""

DECK_53: Final[tuple[AnyCard, ...]] = (*STANDARD_DECK, JOKER)


@dataclass(frozen=True, slots=True)
class Shuffle(chance.Shuffle[AnyCard]):
    """Chance: the order of the shuffled deck, top card first; anything but a whole pack (with
    or without the joker) is written card by card."""

    packs = (frozenset[AnyCard](STANDARD_DECK), frozenset(DECK_53))


@dataclass(frozen=True, slots=True)
class Board:
    """Chance: board cards turned face up (``street`` is ``flop``, ``turn`` or ``river``)."""

    street: str
    cards: tuple[AnyCard, ...]

    def __str__(self) -> str:
        return f"{self.street}-" + cards_text(self.cards)


class Check(WordMove):
    __slots__ = ()
    word = "check"


class Call(WordMove):
    __slots__ = ()
    word = "call"


class Fold(WordMove):
    __slots__ = ()
    word = "fold"


class AllIn(WordMove):
    __slots__ = ()
    word = "allin"


@dataclass(frozen=True, slots=True)
class Bet:
    """The first bet of a betting round; ``amount`` chips."""

    amount: int

    def __str__(self) -> str:
        return f"bet-{self.amount}"


@dataclass(frozen=True, slots=True)
class Raise:
    """A raise to ``to`` chips in all for this betting round."""

    to: int

    def __str__(self) -> str:
        return f"raise-{self.to}"


PokerMove = FirstDealer | Shuffle | Board | Check | Call | Fold | AllIn | Bet | Raise
Action = Check | Call | Fold | AllIn | Bet | Raise

CHECK: Final = Check()
CALL: Final = Call()
FOLD: Final = Fold()
ALL_IN: Final = AllIn()

# A bet or raise made straight through its slot (about four times quicker than the frozen
# dataclass's __init__): the legal moves build one only when someone picks or reads it.
_new = object.__new__
_set_amount: Callable[[Bet, int], None] = vars(Bet)["amount"].__set__
_set_to: Callable[[Raise, int], None] = vars(Raise)["to"].__set__


def _bet(amount: int) -> Bet:
    move: Bet = _new(Bet)
    _set_amount(move, amount)
    return move


def _raise(to: int) -> Raise:
    move: Raise = _new(Raise)
    _set_to(move, to)
    return move


class LegalMoves(Sequence[Action]):
    """The moves of a player to act, in the canonical order, without building them all.

    A player with chips may bet or raise to any multiple of the unit from the smallest raise up
    to his stack (a 2,500-chip stack in units of 10 is some 250 moves), so the moves are kept as
    their shape: the fixed moves first (``fold`` or ``check``, then ``call``), one bet or raise
    per amount of ``amounts``, then ``allin``. It reads like the tuple it stands for (length,
    indexing, slicing, iteration, ``in``, equality with that tuple) and builds a bet only when one
    is read; a player who sizes a bet reads ``amounts`` instead of every move.

    ``amounts``: the totals a bet or raise may reach, smallest first (empty when none is
    allowed); ``bet``: the sized moves are bets (nobody has bet in this round), not raises;
    ``all_in``: ``allin`` is offered.

    >>> legal = LegalMoves((CHECK,), range(10, 40, 10), bet=True, all_in=True)
    >>> len(legal), [str(m) for m in legal]
    (5, ['check', 'bet-10', 'bet-20', 'bet-30', 'allin'])
    >>> legal[-2], Bet(20) in legal, Raise(20) in legal, legal == tuple(legal)
    (Bet(amount=30), True, False, True)
    """

    __slots__ = ("_head", "_size", "all_in", "amounts", "bet")

    def __init__(
        self, head: tuple[Action, ...], amounts: range, *, bet: bool, all_in: bool
    ) -> None:
        self._head = head
        self.amounts = amounts
        self.bet = bet
        self.all_in = all_in
        self._size = len(head) + len(amounts) + all_in

    def __len__(self) -> int:
        return self._size

    @overload
    def __getitem__(self, index: int) -> Action: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[Action, ...]: ...

    def __getitem__(self, index: int | slice) -> Action | tuple[Action, ...]:
        if isinstance(index, slice):
            return tuple(self[i] for i in range(*index.indices(self._size)))
        if index < 0:
            index += self._size
        if not 0 <= index < self._size:
            raise IndexError("legal move index out of range")
        head = self._head
        if index < len(head):
            return head[index]
        index -= len(head)
        if index < len(self.amounts):
            amount = self.amounts[index]
            return _bet(amount) if self.bet else _raise(amount)
        return ALL_IN

    def __iter__(self) -> Iterator[Action]:
        yield from self._head
        make = _bet if self.bet else _raise
        for amount in self.amounts:
            yield make(amount)
        if self.all_in:
            yield ALL_IN

    def __contains__(self, move: object) -> bool:
        if isinstance(move, Bet):
            return self.bet and move.amount in self.amounts
        if isinstance(move, Raise):
            return not self.bet and move.to in self.amounts
        if isinstance(move, AllIn):
            return self.all_in
        return move in self._head

    def kinds(self) -> frozenset[type[Action]]:
        """The kinds of move offered (``Bet``, ``Call`` ...), without building the moves."""
        kinds: set[type[Action]] = {type(m) for m in self._head}
        if self.amounts:
            kinds.add(Bet if self.bet else Raise)
        if self.all_in:
            kinds.add(AllIn)
        return frozenset(kinds)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LegalMoves | tuple):
            return len(self) == len(other) and tuple(self) == tuple(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return f"LegalMoves({', '.join(map(str, self))})"


def kinds_of(legal: Sequence[object]) -> frozenset[type]:
    """The kinds of move in *legal* (read from the shape when it is :class:`LegalMoves`)."""
    if isinstance(legal, LegalMoves):
        return legal.kinds()
    return frozenset(type(m) for m in legal)


def sized_amounts(legal: Sequence[object]) -> Sequence[int]:
    """The totals of the bets and raises in *legal*, smallest first."""
    if isinstance(legal, LegalMoves):
        return legal.amounts
    return [m.amount if isinstance(m, Bet) else m.to for m in legal if isinstance(m, Bet | Raise)]


_WORDS: Final[dict[str, Action]] = {
    "check": Check(),
    "چک": Check(),
    "call": Call(),
    "see": Call(),
    "open": Call(),
    "دیدن": Call(),
    "fold": Fold(),
    "خواباندن": Fold(),
    "خوابوندن": Fold(),
    "allin": AllIn(),
    "all-in": AllIn(),
    "all_in": AllIn(),
}
_AMOUNT: Final = re.compile(r"(bet|raise|increase)[-_ ]?([0-9]+)")
_DEALER: Final = re.compile(r"dealer-([0-7])")
_BOARD: Final = re.compile(r"(flop|turn|river)-(.+)")
_CODES: Final = re.compile(r"(?:[2-9TJQKA][CDHS]|[RB]J)+", re.IGNORECASE)


def _card_run(text: str) -> tuple[AnyCard, ...]:
    text = text.replace(".", "").replace(" ", "")
    if not _CODES.fullmatch(text):
        raise NotationError(code="poker/notation/cards", params={"text": text})
    return tuple(parse_any_card(text[i : i + 2]) for i in range(0, len(text), 2))


def parse_move_text(text: str, jokers: int = 0) -> PokerMove:
    """Read a move typed in any accepted notation (raises ``NotationError``).

    *jokers*: how many jokers the table's pack holds; a deck token is read against that pack
    (a token for 52 cards and one for 53 have the same length).
    """
    raw = normalize_text(text).strip()
    if not raw:
        raise NotationError(code="notation/empty")
    low = raw.lower()
    if low in _WORDS:
        return _WORDS[low]
    m = _AMOUNT.fullmatch(low)
    if m:
        amount = int(m.group(2))
        return Bet(amount) if m.group(1) == "bet" else Raise(amount)
    m = _DEALER.fullmatch(low)
    if m:
        return FirstDealer(int(m.group(1)))
    m = _BOARD.fullmatch(raw)
    if m:
        return Board(m.group(1).lower(), _card_run(m.group(2)))
    if low.startswith("deck-"):
        body = raw[5:]
        if _CODES.fullmatch(body.replace(".", "")):
            return Shuffle(_card_run(body))
        return Shuffle(decode_deck(body, DECK_53 if jokers else STANDARD_DECK))
    raise NotationError(code="poker/notation/move", params={"text": text})


def is_card(card: AnyCard) -> bool:
    return isinstance(card, Card)


__all__ = [
    "ALL_IN",
    "CALL",
    "CHECK",
    "DECK_53",
    "FOLD",
    "JOKER",
    "Action",
    "AllIn",
    "Bet",
    "Board",
    "Call",
    "Check",
    "FirstDealer",
    "Fold",
    "LegalMoves",
    "PokerMove",
    "Raise",
    "Shuffle",
    "kinds_of",
    "parse_move_text",
    "sized_amounts",
]
