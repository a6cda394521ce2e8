"""Pasur's moves and their notation.

Canonical texts (what records hold) contain no spaces and only URL-safe characters:

============================  =================================================================
``dealer-1``                  chance: the first dealer, chosen by lot
``deck-<39 characters>``      chance: the shuffled deck (see :func:`pasur.cards.encode_deck`)
``7S``                        the 7♠ laid on the table, taking nothing
``7S-4H`` / ``7S-2S-2D``      the 7♠ taking 4♥ / taking 2♠ and 2♦ (cards in index order)
``JH-3S-9H``                  a jack taking every number card and jack on the table
``show-7S``                   open Pasur: the player shows the 7♠ to everybody
============================  =================================================================

Records hold only the characters ``A-Z a-z 0-9 - _`` (see :mod:`pasur.records`), so the taken
cards follow the played one after dashes. Typed input is read more freely: ``:``, ``+`` or ``x``
after the played card, dots, commas or spaces between the taken cards, Persian card names; a
deck may be written card by card (``deck-`` and the 52 codes, run together or with dots).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Final

from pasur.cards import STANDARD_DECK, AnyCard, Card, normalize_text, parse_card
from pasur.engines import chance
from pasur.engines.chance import FirstDealer, read_deck, read_number
from pasur.errors import NotationError
from pasur.games.chahar_barg import messages as _messages  # noqa: F401  (registers the codes)


@dataclass(frozen=True, slots=True)
class Shuffle(chance.Shuffle[Card]):
    """Chance: the order of the shuffled deck, top card first; anything but the whole pack is
    written card by card, so the record and the violation can name the cards."""

    packs = (frozenset[AnyCard](STANDARD_DECK),)


@dataclass(frozen=True, slots=True)
class Play:
    """A card played: laid on the table (``taken`` empty) or taking ``taken`` from it."""

    card: Card
    taken: tuple[Card, ...] = ()
    _text: str = field(default="", init=False, repr=False, compare=False)
    """The canonical text, kept once made: every view writes the whole history out again."""

    def __post_init__(self) -> None:
        ordered = tuple(sorted(self.taken, key=lambda c: c.index))
        if ordered != self.taken:
            object.__setattr__(self, "taken", ordered)

    @classmethod
    def ordered(cls, card: Card, taken: tuple[Card, ...]) -> Play:
        """A play whose *taken* cards are already in index order (the engine's own capture sets),
        made without sorting them again: ``legal_moves`` makes thousands a second."""
        play = object.__new__(cls)
        object.__setattr__(play, "card", card)
        object.__setattr__(play, "taken", taken)
        object.__setattr__(play, "_text", "")
        return play

    def __str__(self) -> str:
        text = self._text
        if not text:
            if self.taken:
                text = "-".join(c.code for c in (self.card, *self.taken))
            else:
                text = self.card.code
            object.__setattr__(self, "_text", text)
        return text


@dataclass(frozen=True, slots=True)
class Show:
    """Open Pasur: a player shows one of the cards in hand to everybody."""

    card: Card

    def __str__(self) -> str:
        return f"show-{self.card.code}"


PasurMove = FirstDealer | Shuffle | Play | Show

_SPLIT: Final = re.compile(r"\s*(?::|\+|-|\bx\b|×)\s*")


def parse_move_text(text: str) -> PasurMove:
    """Read a move typed in any accepted notation (raises ``NotationError``)."""
    raw = normalize_text(text).strip()
    if not raw:
        raise NotationError(code="notation/empty")
    low = raw.lower()
    seat = read_number(low, raw, "dealer-", "notation/dealer", "[0-3]")
    if seat is not None:
        return FirstDealer(seat)
    if low.startswith("deck-"):
        body = raw[5:]
        if "." in body:
            return Shuffle(tuple(parse_card(c) for c in body.split(".")))
        return Shuffle(read_deck(body, STANDARD_DECK))
    if low.startswith("show-") or low.startswith("show "):
        return Show(parse_card(raw[5:].strip()))
    parts = _SPLIT.split(raw, maxsplit=1)
    card = parse_card(parts[0])
    if len(parts) == 1:
        return Play(card)
    taken: list[Card] = []
    for piece in (t.strip() for t in re.split(r"[-.,،]+", parts[1])):
        if not piece:
            continue
        try:
            taken.append(parse_card(piece))  # a Persian name may hold a space: «چهار دل»
        except NotationError:
            taken.extend(parse_card(t) for t in piece.split())
    if not taken:
        raise NotationError(code="pasur/notation/no-taken", params={"text": text})
    return Play(card, tuple(taken))


__all__ = ["FirstDealer", "PasurMove", "Play", "Show", "Shuffle", "parse_move_text"]
