"""Hokm's moves and their notation.

Canonical texts (what records hold) contain no spaces and only URL-safe characters:

============================  =================================================================
``ace-2-9HKD3CAS``            chance: the face-up deal for the first ace, starting at seat 2
``draw-7HQS2DKC``             chance: cards drawn, one per player still drawing (and a middle card)
``seat-1``                    chance: the first hakem picked at random
``deck-<39 characters>``      chance: the shuffled deck (see :func:`pasur.cards.encode_deck`)
``cut-17``                    the hakem's partner cuts 17 cards from the top (``cut-0`` = tap)
``redeal``                    the hakem throws in his five cards
``trump-H`` / ``trump-naras`` the hakem names trump (a suit) or a special mode
``AH``                        a card played to the trick
``bam`` / ``stop``            a side leading 7-0 plays on for bam, or stops
============================  =================================================================
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from pasur.cards import STANDARD_DECK, Card, decode_deck, encode_deck, normalize_text, parse_card
from pasur.errors import NotationError


@dataclass(frozen=True, slots=True)
class AceDraw:
    """Chance: cards dealt face up one at a time from seat ``start`` until the first ace.

    With ``partner_selection:second_ace`` the deal goes on, skipping the hakem, to a second ace.
    """

    start: int
    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return f"ace-{self.start}-{''.join(c.code for c in self.cards)}"


@dataclass(frozen=True, slots=True)
class Draw:
    """Chance: one card for each player still drawing, in seat order, then the middle card if
    the middle-card method needs one."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return "draw-" + "".join(c.code for c in self.cards)


@dataclass(frozen=True, slots=True)
class SeatDraw:
    """Chance: the first hakem picked at random."""

    seat: int

    def __str__(self) -> str:
        return f"seat-{self.seat}"


@dataclass(frozen=True, slots=True)
class Shuffle:
    """Chance: the order of the shuffled deck, top card first."""

    deck: tuple[Card, ...]

    def __str__(self) -> str:
        try:
            return "deck-" + encode_deck(self.deck)
        except NotationError:  # a repeated card: not a deck, so show the cards themselves
            return "deck-" + "".join(c.code for c in self.deck)


@dataclass(frozen=True, slots=True)
class Cut:
    """The hakem's partner lifts ``count`` cards from the top and puts them under (0 = tap)."""

    count: int

    def __str__(self) -> str:
        return f"cut-{self.count}"


@dataclass(frozen=True, slots=True)
class Redeal:
    """The hakem throws in his first five cards and asks for a new deal."""

    def __str__(self) -> str:
        return "redeal"


@dataclass(frozen=True, slots=True)
class NameTrump:
    """The hakem names the contract: a suit letter (``C D H S``) or a special mode."""

    contract: str

    def __str__(self) -> str:
        return f"trump-{self.contract}"


@dataclass(frozen=True, slots=True)
class Play:
    card: Card

    def __str__(self) -> str:
        return self.card.code


@dataclass(frozen=True, slots=True)
class BamChoice:
    """A side leading 7-0 plays on for all thirteen tricks (``bam``) or stops (``stop``)."""

    go_on: bool

    def __str__(self) -> str:
        return "bam" if self.go_on else "stop"


HokmMove = AceDraw | Draw | SeatDraw | Shuffle | Cut | Redeal | NameTrump | Play | BamChoice

_CONTRACT_WORDS: Final[dict[str, str]] = {
    "c": "C",
    "clubs": "C",
    "♣": "C",
    "خاج": "C",
    "گشنیز": "C",
    "d": "D",
    "diamonds": "D",
    "♦": "D",
    "خشت": "D",
    "h": "H",
    "hearts": "H",
    "♥": "H",
    "دل": "H",
    "s": "S",
    "spades": "S",
    "♠": "S",
    "پیک": "S",
    "saras": "saras",
    "sar": "saras",
    "سرس": "saras",
    "naras": "naras",
    "nars": "naras",
    "نرس": "naras",
    "taknaras": "taknaras",
    "acenars": "taknaras",
    "تک نرس": "taknaras",
    "تکنرس": "taknaras",
}
_CODES: Final = re.compile(r"(?:[2-9TJQKA][CDHS])+")


def parse_contract(text: str) -> str:
    """Read a contract: a suit in any spelling, or a special mode (with its common aliases).

    >>> parse_contract("♥"), parse_contract("نرس"), parse_contract("AceNars")
    ('H', 'naras', 'taknaras')
    """
    key = normalize_text(text).lower()
    try:
        return _CONTRACT_WORDS[key]
    except KeyError:
        raise NotationError(
            f"not a trump: {text!r} (a suit such as H, ♥ or دل, or saras, naras, taknaras)"
        ) from None


def _codes(text: str, what: str) -> tuple[Card, ...]:
    if not _CODES.fullmatch(text):
        raise NotationError(f"{what}: {text!r} is not a run of two-character card codes")
    return tuple(parse_card(text[i : i + 2]) for i in range(0, len(text), 2))


def parse_move_text(text: str, *, phase: str) -> HokmMove:
    """Read a move; *phase* decides how a bare word is read (``H`` is a trump, ``AH`` a card).

    Raises:
        NotationError: the text is not a Hokm move.
    """
    raw = text.strip()
    t = normalize_text(raw)
    low = t.lower()
    if not t:
        raise NotationError("empty move")
    if low.startswith("ace-"):
        m = re.fullmatch(r"ace-(\d)-(\S*)", t, flags=re.IGNORECASE)
        if not m:
            raise NotationError(f"not a first-ace deal: {raw!r} (write ace-SEAT-CARDS)")
        return AceDraw(int(m[1]), _codes(m[2].upper(), "first-ace deal"))
    if low.startswith("draw-"):
        return Draw(_codes(t[5:].upper(), "draw"))
    if low.startswith("seat-"):
        if not re.fullmatch(r"seat-\d", low):
            raise NotationError(f"not a seat: {raw!r} (write seat-0 to seat-3)")
        return SeatDraw(int(low[5:]))
    if low.startswith("deck-"):
        body = t[5:]
        if _CODES.fullmatch(body.upper()):
            # Written out card by card (any length: the rules check for 52 distinct cards).
            return Shuffle(_codes(body.upper(), "deck"))
        return Shuffle(tuple(decode_deck(body, STANDARD_DECK)))  # type: ignore[arg-type]
    if low.startswith("cut-"):
        if not re.fullmatch(r"cut-\d{1,2}", low):
            raise NotationError(f"not a cut: {raw!r} (write cut-N, N from 0 to 51)")
        return Cut(int(low[4:]))
    if low == "redeal":
        return Redeal()
    if low in ("bam", "stop"):
        return BamChoice(low == "bam")
    if low.startswith("trump-"):
        return NameTrump(parse_contract(t[6:]))
    if phase == "trump":
        return NameTrump(parse_contract(t))
    return Play(parse_card(t))
