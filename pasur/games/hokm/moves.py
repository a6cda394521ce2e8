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
``trump-middle``              the partner's middle card decides trump
``trump-red``                 «سر قرمز»: the partner's highest red card decides
``trump-either-DH``           «یا خشت یا دل»: the partner's cards are turned until D or H shows
``discard-2C3D4H``            two players: cards put aside face down after trump
``keep`` / ``burn``           two players, drawing: keep the top card (the next goes aside) or
                              put it aside and take the next; at the last pair, take the first
                              or the second
``peek-2``                    the dealer looks at his partner's second packet
``concede`` / ``play-on``     a side gives up the hand, or plays it
``misdeal-3-1-1-<deck>``      chance: the deal went wrong; seat 3 got 1 card meant for seat 1
``give-QS``                   the player with too many cards hands one over
``blind``                     the hakem's side asks for the blind draw instead of a redeal
``blind-QS``                  chance: the short player draws that card blind
============================  =================================================================
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from pasur.cards import STANDARD_DECK, Card, normalize_text, parse_card
from pasur.engines.chance import Shuffle as Shuffle
from pasur.engines.chance import cards_text, deck_text, read_deck, read_number, read_text
from pasur.engines.tricks import Play as Play
from pasur.errors import NotationError
from pasur.games.hokm import messages as _messages  # noqa: F401  (registers the codes)
from pasur.protocol import WordMove


@dataclass(frozen=True, slots=True)
class AceDraw:
    """Chance: cards dealt face up one at a time from seat ``start`` until the first ace.

    With ``partner_selection:second_ace`` the deal goes on, skipping the hakem, to a second ace.
    """

    start: int
    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return f"ace-{self.start}-{cards_text(self.cards)}"


@dataclass(frozen=True, slots=True)
class Draw:
    """Chance: one card for each player still drawing, in seat order, then the middle card if
    the middle-card method needs one."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return "draw-" + cards_text(self.cards)


@dataclass(frozen=True, slots=True)
class SeatDraw:
    """Chance: the first hakem picked at random."""

    seat: int

    def __str__(self) -> str:
        return f"seat-{self.seat}"


@dataclass(frozen=True, slots=True)
class Cut:
    """The hakem's partner lifts ``count`` cards from the top and puts them under (0 = tap)."""

    count: int

    def __str__(self) -> str:
        return f"cut-{self.count}"


class Redeal(WordMove):
    """The hakem throws in his first five cards and asks for a new deal."""

    __slots__ = ()
    word = "redeal"


@dataclass(frozen=True, slots=True)
class NameTrump:
    """The hakem names the contract: a suit letter (``C D H S``) or a special mode."""

    contract: str

    def __str__(self) -> str:
        return f"trump-{self.contract}"


@dataclass(frozen=True, slots=True)
class BamChoice:
    """A side leading 7-0 plays on for all thirteen tricks (``bam``) or stops (``stop``)."""

    go_on: bool

    def __str__(self) -> str:
        return "bam" if self.go_on else "stop"


@dataclass(frozen=True, slots=True)
class TrumpCustom:
    """The hakem leaves trump to a table custom: ``middle`` (the partner's middle card),
    ``red`` («سر قرمز») or ``either`` («یا X یا Y», with the two suits in ``suits``)."""

    kind: str
    suits: str = ""

    def __str__(self) -> str:
        return f"trump-{self.kind}" + (f"-{self.suits}" if self.suits else "")


@dataclass(frozen=True, slots=True)
class Discard:
    """Two players: the cards a player puts aside face down after trump is named."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return "discard-" + cards_text(self.cards)


@dataclass(frozen=True, slots=True)
class DrawChoice:
    """Two players, drawing: ``keep`` the top card (the next goes aside) or ``burn`` it (put it
    aside and take the next). At the last pair both are seen: keep the first, or the second."""

    keep: bool

    def __str__(self) -> str:
        return "keep" if self.keep else "burn"


@dataclass(frozen=True, slots=True)
class Peek:
    """The dealer looks at one packet (2 or 3) of his partner's cards."""

    packet: int

    def __str__(self) -> str:
        return f"peek-{self.packet}"


@dataclass(frozen=True, slots=True)
class Concede:
    """A side gives up the hand (``concede``) or plays it (``play-on``)."""

    give_up: bool

    def __str__(self) -> str:
        return "concede" if self.give_up else "play-on"


@dataclass(frozen=True, slots=True)
class Misdeal:
    """Chance: a deal that went wrong. The deck is dealt as usual, except that the last
    ``count`` cards meant for seat ``short`` went to seat ``extra``."""

    extra: int
    short: int
    count: int
    deck: tuple[Card, ...]

    def __str__(self) -> str:
        return f"misdeal-{self.extra}-{self.short}-{self.count}-{deck_text(self.deck)}"


@dataclass(frozen=True, slots=True)
class Give:
    """After a misdeal: the player holding too many cards hands this one to the short player."""

    card: Card

    def __str__(self) -> str:
        return f"give-{self.card.code}"


@dataclass(frozen=True, slots=True)
class BlindDraw:
    """After a misdeal: the hakem's side takes the blind draw instead of a redeal (``blind``);
    as chance, the card the short player draws (``blind-QS``)."""

    card: Card | None = None

    def __str__(self) -> str:
        return "blind" if self.card is None else f"blind-{self.card.code}"


HokmMove = (
    AceDraw
    | Draw
    | SeatDraw
    | Shuffle[Card]
    | Cut
    | Redeal
    | NameTrump
    | Play[Card]
    | BamChoice
    | TrumpCustom
    | Discard
    | DrawChoice
    | Peek
    | Concede
    | Misdeal
    | Give
    | BlindDraw
)

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
        raise NotationError(code="hokm/notation/trump", params={"text": text}) from None


def _codes(text: str, what: str) -> tuple[Card, ...]:
    if not _CODES.fullmatch(text):
        raise NotationError(code="hokm/notation/codes", params={"what": what, "text": text})
    return tuple(parse_card(text[i : i + 2]) for i in range(0, len(text), 2))


def parse_move_text(
    text: str, *, phase: str, universe: tuple[Card, ...] = STANDARD_DECK
) -> HokmMove:
    """Read a move; *phase* decides how a bare word is read (``H`` is a trump, ``AH`` a card);
    *universe* is the table's deck (51 cards with three players), for reading deck tokens.

    Raises:
        NotationError: the text is not a Hokm move.
    """
    raw, t, low = read_text(text, "notation/empty")
    if low.startswith("ace-"):
        m = re.fullmatch(r"ace-(\d)-(\S*)", t, flags=re.IGNORECASE)
        if not m:
            raise NotationError(code="hokm/notation/ace", params={"text": raw})
        return AceDraw(int(m[1]), _codes(m[2].upper(), "first-ace deal"))
    if low.startswith("draw-"):
        return Draw(_codes(t[5:].upper(), "draw"))
    seat = read_number(low, raw, "seat-", "hokm/notation/seat")
    if seat is not None:
        return SeatDraw(seat)
    if low.startswith("deck-"):
        return Shuffle(read_deck(t[5:], universe))
    if low.startswith("misdeal-"):
        m = re.fullmatch(r"misdeal-(\d)-(\d)-(\d)-(.+)", t, flags=re.IGNORECASE)
        if not m:
            raise NotationError(code="hokm/notation/misdeal", params={"text": raw})
        return Misdeal(int(m[1]), int(m[2]), int(m[3]), read_deck(m[4], universe))
    if low.startswith("trump-either-"):
        pair = t[13:].upper()
        if not re.fullmatch(r"[CDHS]{2}", pair) or pair[0] == pair[1]:
            raise NotationError(code="hokm/notation/either", params={"text": raw})
        return TrumpCustom("either", "".join(sorted(pair, key="CDHS".index)))
    if low in ("trump-middle", "trump-red"):
        return TrumpCustom(low[6:])
    if low.startswith("discard-"):
        return Discard(_codes(t[8:].upper(), "discard"))
    if low in ("keep", "burn"):
        return DrawChoice(low == "keep")
    packet = read_number(low, raw, "peek-", "hokm/notation/peek")
    if packet is not None:
        return Peek(packet)
    if low in ("concede", "play-on"):
        return Concede(low == "concede")
    if low.startswith("give-"):
        return Give(parse_card(t[5:]))
    if low == "blind":
        return BlindDraw()
    if low.startswith("blind-"):
        return BlindDraw(parse_card(t[6:]))
    count = read_number(low, raw, "cut-", "hokm/notation/cut", r"\d{1,2}")
    if count is not None:
        return Cut(count)
    if low == "redeal":
        return Redeal()
    if low in ("bam", "stop"):
        return BamChoice(low == "bam")
    if low.startswith("trump-"):
        return NameTrump(parse_contract(t[6:]))
    if phase == "trump":
        return NameTrump(parse_contract(t))
    return Play(parse_card(t))
