"""Ghahve's deck, moves and their notation.

The deck is the standard pack without 2♦ and 2♥, with the black and the coloured joker in their
place: 52 cards. Cards keep their indices (``card.index``, 0..51; the jokers 52 and 53), so hands
are bit masks over 54 bits.

Canonical texts (what records hold) contain no spaces and only URL-safe characters:

============================  =================================================================
``dealer-2``                  chance: the first dealer, chosen by lot
``deck-<39 characters>``      chance: the shuffled Ghahve deck (see :func:`pasur.cards.encode_deck`)
``bid-3``                     a player bids three tricks
``AH`` / ``BJ`` / ``RJ``      a card played to the trick (``BJ`` black joker, ``RJ`` coloured)
============================  =================================================================
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from pasur.cards import STANDARD_DECK, AnyCard, Joker, parse_any_card
from pasur.engines.chance import JOKER_CODES, read_deck, read_number, read_text
from pasur.engines.chance import FirstDealer as FirstDealer
from pasur.engines.chance import Shuffle as Shuffle
from pasur.engines.tricks import Play as Play
from pasur.errors import NotationError
from pasur.games.ghahve import messages as _messages  # noqa: F401  (registers the codes)

BLACK_JOKER: Final = Joker("black")
RED_JOKER: Final = Joker("red")
REMOVED: Final = frozenset({13, 26})
"""The indices of 2♦ and 2♥, which the jokers replace."""
DECK: Final[tuple[AnyCard, ...]] = (
    *(c for c in STANDARD_DECK if c.index not in REMOVED),
    BLACK_JOKER,
    RED_JOKER,
)
"""The 52 cards of Ghahve in canonical order: 2♣ .. A♠ without 2♦ and 2♥, then BJ and RJ."""
BY_INDEX: Final[dict[int, AnyCard]] = {c.index: c for c in DECK}
DECK_MASK: Final = sum(1 << c.index for c in DECK)
BJ: Final = BLACK_JOKER.index
RJ: Final = RED_JOKER.index
JOKER_MASK: Final = (1 << BJ) | (1 << RJ)


def card_at(index: int) -> AnyCard:
    """The Ghahve card with *index* (0..53); raises ``KeyError`` for 2♦ and 2♥."""
    return BY_INDEX[index]


def cards_in(mask: int) -> tuple[AnyCard, ...]:
    """The cards of *mask*, in canonical order (jokers last)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(BY_INDEX[low.bit_length() - 1])
        mask ^= low
    return tuple(out)


@dataclass(frozen=True, slots=True)
class Bid:
    """A player's bid: how many tricks he undertakes to take."""

    tricks: int

    def __str__(self) -> str:
        return f"bid-{self.tricks}"


GhahveMove = FirstDealer | Shuffle[AnyCard] | Bid | Play[AnyCard]


def parse_move_text(text: str) -> GhahveMove:
    """Read a Ghahve move: ``dealer-N``, ``deck-…``, ``bid-N`` (also a bare number), or a card.

    Cards may be written in any notation of :func:`pasur.cards.parse_any_card` (``AH``, ``A♥``,
    ``آس دل``, ``BJ``, ``ژوکر رنگی``).

    >>> parse_move_text("bid-3"), parse_move_text("۴"), str(parse_move_text("ژوکر سیاه"))
    (Bid(tricks=3), Bid(tricks=4), 'BJ')

    Raises:
        NotationError: the text is not a Ghahve move.
    """
    raw, t, low = read_text(text, "notation/empty")
    seat = read_number(low, raw, "dealer-", "ghahve/move-dealer")
    if seat is not None:
        return FirstDealer(seat)
    if low.startswith("deck-"):
        return Shuffle(read_deck(t[5:], DECK, JOKER_CODES))
    if low.startswith("bid-") or low.isdigit():
        number = low[4:] if low.startswith("bid-") else low
        if not re.fullmatch(r"\d{1,2}", number):
            raise NotationError(code="ghahve/move-bid", params={"text": raw})
        return Bid(int(number))
    return Play(parse_any_card(t))
