"""The chance moves most games share, written once: the first dealer drawn by lot and the
shuffled deck, with their notation and how they are drawn from a seeded generator.

============================  =================================================================
``dealer-2``                  chance: seat 2 deals first, chosen by lot (:class:`FirstDealer`)
``deck-<39 characters>``      chance: the shuffled deck (:class:`Shuffle`, see
                              :func:`pasur.cards.encode_deck`); a deck that is not a whole pack
                              is written card by card, so a record and a violation can name it
============================  =================================================================

A game whose shuffle writes only its whole packs as a token subclasses :class:`Shuffle` with
``packs`` set; the class keeps the name ``Shuffle`` (the app words moves by their class name).

>>> from pasur.cards import STANDARD_DECK
>>> str(FirstDealer(2)), str(Shuffle(STANDARD_DECK[:2]))
('dealer-2', 'deck-AA')
>>> read_deck("2C3C", STANDARD_DECK)
(Card('2C'), Card('3C'))
>>> read_number("dealer-3", "dealer-3", "dealer-", "pasur/notation/dealer")
3
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import ClassVar, Final, Generic, TypeVar, cast

from pasur.cards import (
    AnyCard,
    decode_deck,
    encode_deck,
    normalize_text,
    parse_any_card,
    shuffled_indices,
)
from pasur.errors import NotationError
from pasur.protocol import Violation, violation

C = TypeVar("C", bound=AnyCard)
S = TypeVar("S")

CODES: Final = re.compile(r"(?:[2-9TJQKA][CDHS])+")
"""A run of card codes (upper case), as a deck may be written card by card."""
JOKER_CODES: Final = re.compile(r"(?:[2-9TJQKA][CDHS]|BJ|RJ)+")
"""The same, for a pack with the black (``BJ``) and the coloured (``RJ``) joker."""


def cards_text(cards: Sequence[AnyCard]) -> str:
    """The codes of *cards* run together, as move texts write them: ``AH7C2D``."""
    return "".join(c.code for c in cards)


def deck_text(deck: Sequence[AnyCard], packs: tuple[frozenset[AnyCard], ...] = ()) -> str:
    """The body of a ``deck-`` text: the order's token, or the codes when it is not a deck.

    With *packs* empty, any order of distinct cards is a deck (a repeated card is not); else only
    an order of exactly one of *packs* is.
    """
    if packs:
        cards = set(deck)
        if len(cards) == len(deck) and cards in packs:
            return encode_deck(deck)
        return cards_text(deck)
    try:
        return encode_deck(deck)
    except NotationError:  # a repeated card: not a deck, so show the cards themselves
        return cards_text(deck)


@dataclass(frozen=True, slots=True)
class FirstDealer:
    """Chance: the first dealer, chosen by lot."""

    seat: int

    def __str__(self) -> str:
        return f"dealer-{self.seat}"


@dataclass(frozen=True, slots=True)
class Shuffle(Generic[C]):
    """Chance: the order of the shuffled deck, top card first."""

    deck: tuple[C, ...]
    packs: ClassVar[tuple[frozenset[AnyCard], ...]] = ()
    """The packs whose orders are written as a token (empty: any distinct cards)."""

    def __str__(self) -> str:
        return "deck-" + deck_text(self.deck, self.packs)


def read_text(text: str, empty: str) -> tuple[str, str, str]:
    """How a move parser starts: the text stripped (for messages), then normalised (Persian
    digits and letters, see :func:`pasur.cards.normalize_text`), and that in lower case.

    Raises:
        NotationError: nothing is written (message *empty*).
    """
    raw = text.strip()
    t = normalize_text(raw)
    if not t:
        raise NotationError(code=empty)
    return raw, t, t.lower()


def read_number(low: str, raw: str, prefix: str, code: str, digits: str = r"\d") -> int | None:
    """The number of a ``<prefix>N`` text such as ``dealer-2`` (*low*: the text in lower case).

    Returns ``None`` when the text does not start with *prefix*.

    Raises:
        NotationError: it does, but what follows is not *digits* (message *code*, with *raw*).
    """
    if not low.startswith(prefix):
        return None
    number = low[len(prefix) :]
    if not re.fullmatch(digits, number):
        raise NotationError(code=code, params={"text": raw})
    return int(number)


def read_deck(body: str, universe: Sequence[C], codes: re.Pattern[str] = CODES) -> tuple[C, ...]:
    """The cards of a ``deck-`` body: written card by card (any length: the rules check the
    cards themselves), or a token of :func:`pasur.cards.encode_deck` over *universe*.

    Raises:
        NotationError: neither.
    """
    up = body.upper()
    if codes.fullmatch(up):
        return tuple(cast(C, parse_any_card(up[i : i + 2])) for i in range(0, len(up), 2))
    return cast(tuple[C, ...], decode_deck(body, universe))


def dealer_violation(
    move: object, players: int, *, sequence: tuple[str, str], seat: tuple[str, str]
) -> Violation | None:
    """Why *move* cannot be the draw for the first dealer: it is another move (the rule id and
    message code *sequence*), or it names a seat not at the table of *players* (*seat*, with
    ``seat`` and ``players``); ``None`` when it can."""
    if not isinstance(move, FirstDealer):
        return violation(*sequence)
    if not 0 <= move.seat < players:
        return violation(*seat, seat=move.seat, players=players)
    return None


def draw_dealer(players: int, rng: random.Random) -> FirstDealer:
    """Chance: the first dealer by lot, one draw of *rng*."""
    return FirstDealer(int(rng.random() * players))


def draw_deal(
    phase: str,
    players: int,
    deck: Sequence[C],
    shuffle: Callable[[tuple[C, ...]], S],
    rng: random.Random,
    dealer_phase: str = "dealer",
) -> FirstDealer | S:
    """The chance move in *phase* of a game whose chance is the first dealer (in
    *dealer_phase*) and the shuffle of *deck* (in phase ``shuffle``, a *shuffle* move).

    Raises:
        ValueError: *phase* is neither.
    """
    if phase == dealer_phase:
        return draw_dealer(players, rng)
    if phase == "shuffle":
        return shuffle(tuple(deck[i] for i in shuffled_indices(len(deck), rng)))
    raise ValueError(f"no chance move in phase {str(phase)!r}")


__all__ = [
    "CODES",
    "JOKER_CODES",
    "FirstDealer",
    "Shuffle",
    "cards_text",
    "dealer_violation",
    "deck_text",
    "draw_deal",
    "draw_dealer",
    "read_deck",
    "read_number",
]
