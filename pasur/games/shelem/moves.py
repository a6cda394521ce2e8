"""Shelem's moves and their notation.

Canonical texts (what records hold) contain no spaces and only URL-safe characters:

============================  =================================================================
``dealer-2``                  chance: seat 2 is drawn by lot as the first dealer
``deck-<39 characters>``      chance: the shuffled deck (see :func:`pasur.cards.encode_deck`)
``bid-125``                   a bid (``125`` alone is read the same way)
``pass``                      a pass (final for this hand)
``shelem``                    a declared shelem (only with ``declared_shelem:on``)
``discard-5D5HTSAS``          the hakem puts down four cards (written in canonical card order)
``AH``                        a card played to the trick (in two-player Shelem, from the hand
                              or from a face-up pile top, as the position in the round says)
============================  =================================================================
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from pasur.cards import STANDARD_DECK, Card, parse_card
from pasur.engines.bidding import Bid, Pass, Special, parse_call
from pasur.engines.chance import FirstDealer, cards_text, read_deck, read_number, read_text
from pasur.engines.chance import Shuffle as Shuffle
from pasur.engines.tricks import Play as Play
from pasur.errors import NotationError
from pasur.games.shelem import messages as _messages  # noqa: F401  (registers the codes)

DealerDraw = FirstDealer
"""Chance: the first dealer, drawn by lot (Shelem's name for the shared move)."""


@dataclass(frozen=True, slots=True)
class Discard:
    """The hakem puts down cards (four) after taking the widow. Kept in canonical card order,
    so any order typed reads as the same move."""

    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(sorted(self.cards, key=lambda c: c.index)))

    def __str__(self) -> str:
        return "discard-" + cards_text(self.cards)


ShelemMove = DealerDraw | Shuffle[Card] | Bid | Pass | Special | Discard | Play[Card]

_CODES: Final = re.compile(r"(?:[2-9TJQKA][CDHS])*")


def _codes(text: str, what: str) -> tuple[Card, ...]:
    if not _CODES.fullmatch(text):
        raise NotationError(code="shelem/move-codes", params={"what": what, "text": text})
    return tuple(parse_card(text[i : i + 2]) for i in range(0, len(text), 2))


def parse_move_text(text: str) -> ShelemMove:
    """Read a Shelem move in any accepted spelling.

    >>> parse_move_text("discard-ASTS5H5D"), parse_move_text("۱۲۵"), parse_move_text("pass")
    (Discard(cards=(Card('5D'), Card('5H'), Card('TS'), Card('AS'))), Bid(amount=125), Pass())

    Raises:
        NotationError: the text is not a Shelem move.
    """
    raw, t, low = read_text(text, "notation/empty")
    seat = read_number(low, raw, "dealer-", "notation/dealer")
    if seat is not None:
        return DealerDraw(seat)
    if low.startswith("deck-"):
        return Shuffle(read_deck(t[5:], STANDARD_DECK))
    if low.startswith("discard-"):
        return Discard(_codes(t[8:].upper(), "discard"))
    call = parse_call(t)
    if call is not None:
        return call
    if low.startswith("bid-"):
        raise NotationError(code="shelem/move-bid", params={"text": raw})
    return Play(parse_card(t))
