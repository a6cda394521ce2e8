"""Haft Khabis's moves and their notation.

Canonical texts (what records hold) use only ``A-Z a-z 0-9 - _``:

===============================  ==============================================================
``deck-<token>``                 chance: the shuffled deck (one or two packs), top card first
``restock-<token>``              chance: the face-up pile, less its top card, shuffled into a
                                 new stock (the token orders the cards of that pile)
``play-9D``                      the 9♦ played
``play-JH-S``                    a jack played, and the suit it calls (here ♠)
``play-2H-t3``                   a 2 played, naming seat 3 to draw a card
``play-9D-last``                 the 9♦ played with the call «تک برگ» (one card left)
``draw``                         draw one card (none to play, or the 8's bonus missing)
``keep``                         keep the card just drawn; the turn passes
``take``                         take the cards the 7s on the pile ask for (2 for each 7)
``pass``                         nothing to play and nothing left to draw
``penalty-3``                    the referee's penalty card(s) for seat 3's mistake
===============================  ==============================================================

The shuffle tokens are the Lehmer code of the order (see :func:`pasur.cards.encode_deck`),
extended to packs holding each card twice: 39 characters for one deck, 92 for two. Typed input
is read more freely: a card alone (``9D``, ``نه خشت``) is a play; ``JH:S``, ``2H>3``, ``last``
after the card, and a deck written card by card (``deck-`` and the codes, run together or with
dots).
"""

from __future__ import annotations

import base64
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from pasur.cards import STANDARD_DECK, Card, Suit, decode_deck, normalize_text, parse_card
from pasur.errors import NotationError
from pasur.games.haft_khabis import messages as _messages  # noqa: F401  (registers the codes)
from pasur.protocol import WordMove


@dataclass(frozen=True, slots=True)
class Deal:
    """Chance: the shuffled pack, top card first (dealt one at a time, then the up-card)."""

    deck: tuple[Card, ...]

    def __str__(self) -> str:
        return "deck-" + encode_order(self.deck)


@dataclass(frozen=True, slots=True)
class Restock:
    """Chance: the face-up pile but its top card, shuffled: the new stock, top card first."""

    deck: tuple[Card, ...]

    def __str__(self) -> str:
        return "restock-" + encode_order(self.deck)


@dataclass(frozen=True, slots=True)
class Play:
    """A card played, with what it needs: a jack's suit, a 2's target, and the «تک برگ» call."""

    card: Card
    suit: Suit | None = None
    """A jack: the suit it calls."""
    target: int | None = None
    """A 2: the seat that draws a card."""
    last: bool = False
    """The player calls «تک برگ»: this play leaves him one card."""

    def __str__(self) -> str:
        text = "play-" + self.card.code
        if self.suit is not None:
            text += "-" + self.suit.letter
        if self.target is not None:
            text += f"-t{self.target}"
        return text + ("-last" if self.last else "")


class Draw(WordMove):
    """Draw one card from the stock."""

    __slots__ = ()
    word = "draw"


class Keep(WordMove):
    """Keep the card just drawn (it does not fit, or the player would rather hold it)."""

    __slots__ = ()
    word = "keep"


class Take(WordMove):
    """Take the cards the 7s on the pile ask for, instead of passing them on."""

    __slots__ = ()
    word = "take"


class Pass(WordMove):
    """Nothing to play and nothing to draw (or, by option, no bonus after an 8)."""

    __slots__ = ()
    word = "pass"


@dataclass(frozen=True, slots=True)
class Penalty:
    """The referee's move: *seat* made a mistake and draws the penalty card(s)."""

    seat: int

    def __str__(self) -> str:
        return f"penalty-{self.seat}"


HaftKhabisMove = Deal | Restock | Play | Draw | Keep | Take | Pass | Penalty


# --- shuffle tokens ----------------------------------------------------------------------------


def encode_order(order: Sequence[Card]) -> str:
    """The Lehmer code of *order* among its own cards sorted by index, as a URL-safe token.

    Unlike :func:`pasur.cards.encode_deck` a card may appear twice (two packs); of equal cards
    the first left is always the one taken, so each order has exactly one token.

    >>> len(encode_order(STANDARD_DECK)), len(encode_order(STANDARD_DECK * 2))
    (39, 92)
    """
    remaining = sorted(c.index for c in order)
    n = 0
    for card in order:
        i = remaining.index(card.index)
        n = n * len(remaining) + i
        remaining.pop(i)
    size = (math.factorial(len(order)).bit_length() + 7) // 8
    return base64.urlsafe_b64encode(n.to_bytes(size, "big")).decode().rstrip("=")


def decode_order(token: str, universe: Sequence[Card]) -> tuple[Card, ...]:
    """The order of *universe*'s cards a token of :func:`encode_order` stands for."""
    return tuple(decode_deck(token, universe))  # type: ignore[arg-type]


def token_length(cards: int) -> int:
    """Characters in the token of an order of *cards* cards."""
    return math.ceil(((math.factorial(cards).bit_length() + 7) // 8) * 4 / 3)


# --- reading -----------------------------------------------------------------------------------

_CODES: Final = re.compile(r"(?:[2-9TJQKA][CDHS])+", re.IGNORECASE)
_PENALTY: Final = re.compile(r"penalty-([0-9])")
_TARGET: Final = re.compile(r"t([0-9])")
_WORDS: Final[dict[str, HaftKhabisMove]] = {
    "draw": Draw(),
    "keep": Keep(),
    "take": Take(),
    "pass": Pass(),
    "برداشتن": Draw(),
    "نگه داشتن": Keep(),
    "پاس": Pass(),
}
_SUITS: Final = {s.letter: s for s in Suit} | {s.symbol: s for s in Suit}
_SUITS_FA: Final = {s.persian: s for s in Suit}


def _cards(body: str, universe: Sequence[Card] | None, what: str) -> tuple[Card, ...]:
    """The cards of a ``deck-``/``restock-`` body (*what*: ``deck`` or ``restock``)."""
    if "." in body:
        return tuple(parse_card(c) for c in body.split("."))
    if _CODES.fullmatch(body):
        return tuple(parse_card(body[i : i + 2]) for i in range(0, len(body), 2))
    if universe is None:
        raise NotationError(code=f"haft_khabis/{what}-unreadable", params={"body": body})
    return decode_order(body, universe)


def parse_move_text(
    text: str,
    *,
    packs: Sequence[Sequence[Card]] = (STANDARD_DECK, STANDARD_DECK * 2),
    restock: Sequence[Card] | None = None,
) -> HaftKhabisMove:
    """Read a move typed in any accepted notation (raises ``NotationError``).

    *packs*: the whole packs a ``deck-`` token may order (told apart by the token's length);
    *restock*: the cards a ``restock-`` token orders (the pile under its top card).
    """
    raw = normalize_text(text).strip()
    if not raw:
        raise NotationError(code="notation/empty")
    low = raw.lower()
    if low in _WORDS:
        return _WORDS[low]
    m = _PENALTY.fullmatch(low)
    if m:
        return Penalty(int(m.group(1)))
    if low.startswith("deck-"):
        body = raw[5:]
        if not _CODES.fullmatch(body) and "." not in body:
            for pack in packs:
                if len(body) == token_length(len(pack)):
                    return Deal(decode_order(body, pack))
        return Deal(_cards(body, None, "deck"))
    if low.startswith("restock-"):
        return Restock(_cards(raw[8:], restock, "restock"))
    body = raw[5:] if low.startswith("play-") else raw
    body = body.replace(">", "-t").replace(":", "-").replace(",", "-")
    pieces = [p.strip() for p in body.split("-") if p.strip()]
    if len(pieces) == 1 and " " in pieces[0]:
        try:
            parse_card(pieces[0])  # a Persian name holds a space: «نه خشت»
        except NotationError:
            pieces = pieces[0].split()
    if not pieces:
        raise NotationError(code="haft_khabis/no-card", params={"text": text})
    card = parse_card(pieces[0])
    suit: Suit | None = None
    target: int | None = None
    last = False
    for piece in pieces[1:]:
        up = piece.upper()
        tm = _TARGET.fullmatch(piece.lower())
        if up in _SUITS:
            suit = _SUITS[up]
        elif piece in _SUITS:
            suit = _SUITS[piece]
        elif piece in _SUITS_FA:
            suit = _SUITS_FA[piece]
        elif tm:
            target = int(tm.group(1))
        elif piece.lower() == "last" or piece == "تک‌برگ":
            last = True
        else:
            raise NotationError(code="haft_khabis/after-card", params={"text": text})
    return Play(card, suit, target, last)


__all__ = [
    "Deal",
    "Draw",
    "HaftKhabisMove",
    "Keep",
    "Pass",
    "Penalty",
    "Play",
    "Restock",
    "Take",
    "decode_order",
    "encode_order",
    "parse_move_text",
    "token_length",
]
