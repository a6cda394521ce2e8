"""Cards, their three notations, and deck encoding.

One card has three spellings, all accepted by :func:`parse_card` and each with one canonical
output:

* **code** ``TD``: ASCII, two characters, used in records and URLs (``card.code``);
* **display** ``10♦``: for people (``str(card)``);
* **Persian** ``ده خشت``: for people reading Persian (``card.persian``).

The parser also takes ``10D``, ``td``, ``♦10`` is *not* accepted (rank comes first), and Persian
written with Arabic ``ي``/``ك``, with or without the zero-width non-joiner, and with Persian or
Arabic-Indic digits (``۱۰ خشت``).

Cards have no built-in order: ranking belongs to each game (Hokm ranks the ace high, Pasur counts
it as one). ``card.index`` (0..51, clubs first) is only a canonical sort key.

>>> c = parse_card("10♦")
>>> c == parse_card("TD") == parse_card("ده خشت") == parse_card("۱۰ خشت") == parse_card("td")
True
>>> c.code, str(c), c.persian
('TD', '10♦', 'ده خشت')
>>> parse_card("بي بي دل").persian
'بی\u200cبی دل'
"""

from __future__ import annotations

import base64
import enum
import math
import random
import re
import unicodedata
from collections.abc import Iterable, Sequence
from typing import Final

from pasur.errors import NotationError

__all__ = [
    "STANDARD_DECK",
    "Card",
    "Joker",
    "Rank",
    "Suit",
    "cards",
    "decode_deck",
    "encode_deck",
    "normalize_text",
    "parse_card",
    "parse_cards",
    "shuffled",
    "shuffled_indices",
]


class Suit(enum.IntEnum):
    """A suit; the value is its place in the canonical order: clubs, diamonds, hearts, spades."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        """One-letter code: C, D, H or S."""
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]

    @property
    def english(self) -> str:
        return ("clubs", "diamonds", "hearts", "spades")[self]

    @property
    def persian(self) -> str:
        return _PERSIAN_SUITS[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)


class Rank(enum.IntEnum):
    """A rank valued 2..14 (the ace is 14). Games that rank or count differently say so locally."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        """One-character code: 2..9, T, J, Q, K, A."""
        return "23456789TJQKA"[self - 2]

    @property
    def display(self) -> str:
        """How people write the rank: 2..10, J, Q, K, A."""
        return "10" if self is Rank.TEN else self.letter

    @property
    def english(self) -> str:
        return _ENGLISH_RANKS[self - 2]

    @property
    def persian(self) -> str:
        return _PERSIAN_RANKS[self - 2]


_PERSIAN_SUITS: Final = ("خاج", "خشت", "دل", "پیک")
_PERSIAN_RANKS: Final = (
    "دو",
    "سه",
    "چهار",
    "پنج",
    "شش",
    "هفت",
    "هشت",
    "نه",
    "ده",
    "سرباز",
    "بی\u200cبی",
    "شاه",
    "آس",
)
_ENGLISH_RANKS: Final = (
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "jack",
    "queen",
    "king",
    "ace",
)


class Card:
    """A card of the standard 52-card pack. Instances are interned: ``Card(r, s) is Card(r, s)``.

    Equality and hashing go through ``index``, so hashes are the same in every process.
    """

    __slots__ = ("code", "index", "rank", "suit")

    rank: Rank
    suit: Suit
    index: int
    code: str
    """Canonical ASCII code, e.g. ``TD``."""

    def __new__(cls, rank: Rank, suit: Suit) -> Card:
        return _CARDS[Suit(suit) * 13 + Rank(rank) - 2]

    @classmethod
    def _make(cls, rank: Rank, suit: Suit) -> Card:
        card = object.__new__(cls)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "index", suit * 13 + rank - 2)
        object.__setattr__(card, "code", rank.letter + suit.letter)
        return card

    @staticmethod
    def from_index(index: int) -> Card:
        """The card at *index* in the canonical order (0 = 2♣ ... 51 = A♠)."""
        return _CARDS[index]

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (Card.from_index, (self.index,))

    def __eq__(self, other: object) -> bool:
        return self is other

    def __hash__(self) -> int:
        return self.index

    @property
    def persian(self) -> str:
        """Canonical Persian name, e.g. ``ده خشت``."""
        return f"{self.rank.persian} {self.suit.persian}"

    @property
    def english(self) -> str:
        """English name, e.g. ``ten of diamonds``."""
        return f"{self.rank.english} of {self.suit.english}"

    @property
    def bit(self) -> int:
        """This card as a one-bit mask (``1 << index``), for fast set arithmetic."""
        return 1 << self.index

    def __str__(self) -> str:
        return self.rank.display + self.suit.symbol

    def __repr__(self) -> str:
        return f"Card({self.code!r})"


_CARDS: Final[tuple[Card, ...]] = tuple(Card._make(rank, suit) for suit in Suit for rank in Rank)
STANDARD_DECK: Final[tuple[Card, ...]] = _CARDS
"""The 52 cards in canonical order: 2♣ .. A♣, 2♦ .. A♦, 2♥ .. A♥, 2♠ .. A♠."""


class Joker:
    """A joker (Ghahve and the seeds' poker use them). Codes ``RJ`` (coloured) and ``BJ`` (black).

    Jokers get indices 52 (black) and 53 (coloured) so decks with jokers still sort and encode.
    """

    __slots__ = ("color",)

    color: str

    def __new__(cls, color: str) -> Joker:
        try:
            return _JOKERS[color]
        except KeyError:
            raise NotationError(f"a joker is 'black' or 'red', not {color!r}") from None

    @classmethod
    def _make(cls, color: str) -> Joker:
        joker = object.__new__(cls)
        object.__setattr__(joker, "color", color)
        return joker

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("jokers are immutable")

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (Joker, (self.color,))

    @property
    def index(self) -> int:
        return 52 if self.color == "black" else 53

    @property
    def code(self) -> str:
        return "BJ" if self.color == "black" else "RJ"

    @property
    def persian(self) -> str:
        return "ژوکر سیاه" if self.color == "black" else "ژوکر رنگی"

    @property
    def english(self) -> str:
        return "black joker" if self.color == "black" else "coloured joker"

    def __eq__(self, other: object) -> bool:
        return self is other

    def __hash__(self) -> int:
        return self.index

    def __str__(self) -> str:
        return "🃏" + ("B" if self.color == "black" else "R")

    def __repr__(self) -> str:
        return f"Joker({self.color!r})"


_JOKERS: Final[dict[str, Joker]] = {c: Joker._make(c) for c in ("black", "red")}

AnyCard = Card | Joker


# --- parsing ---------------------------------------------------------------------------------

_TEXT_FIXES: Final = str.maketrans(
    {
        "ي": "ی",
        "ى": "ی",
        "ك": "ک",
        "ة": "ه",
        "\u200c": " ",
        "\u200d": "",
        "\u200f": "",
        "\u200e": "",
    }
    | {d: str(i % 10) for i, d in enumerate("۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩")}
)


def normalize_text(text: str) -> str:
    """Fold the spellings people type into one form.

    NFC, Arabic yeh/kaf to Persian, ZWNJ to a space, Persian and Arabic-Indic digits to ASCII,
    runs of white space to one space.

    >>> normalize_text("  بي\u200cبي   دل ") == "بی بی دل"
    True
    """
    # Invisible marks go first, so that NFC can compose what they separated (ا + U+200D + ٓ).
    return " ".join(unicodedata.normalize("NFC", text.translate(_TEXT_FIXES)).split())


_RANK_WORDS: Final[dict[str, Rank]] = (
    {
        "دو": Rank.TWO,
        "سه": Rank.THREE,
        "چهار": Rank.FOUR,
        "پنج": Rank.FIVE,
        "شش": Rank.SIX,
        "شیش": Rank.SIX,
        "هفت": Rank.SEVEN,
        "هشت": Rank.EIGHT,
        "نه": Rank.NINE,
        "ده": Rank.TEN,
        "سرباز": Rank.JACK,
        "بی بی": Rank.QUEEN,
        "بیبی": Rank.QUEEN,
        "شاه": Rank.KING,
        "آس": Rank.ACE,
        "تک": Rank.ACE,
        "اس": Rank.ACE,
    }
    | {str(r.value): r for r in Rank if r <= Rank.TEN}
    | {"1": Rank.ACE}
)
_SUIT_WORDS: Final[dict[str, Suit]] = {
    "خاج": Suit.CLUBS,
    "گشنیز": Suit.CLUBS,
    "خشت": Suit.DIAMONDS,
    "دل": Suit.HEARTS,
    "پیک": Suit.SPADES,
}
_LATIN_RANKS: Final[dict[str, Rank]] = {r.letter: r for r in Rank} | {"10": Rank.TEN}
_LATIN_SUITS: Final[dict[str, Suit]] = (
    {s.letter: s for s in Suit}
    | {s.symbol: s for s in Suit}
    | {
        "♤": Suit.SPADES,
        "♡": Suit.HEARTS,
        "♢": Suit.DIAMONDS,
        "♧": Suit.CLUBS,
    }
)
_LATIN: Final = re.compile(r"(?P<rank>10|[2-9TJQKA]) ?(?P<suit>[CDHS♣♦♥♠♤♡♢♧])\uFE0F?")
_JOKER_WORDS: Final[dict[str, str]] = {
    "BJ": "black",
    "RJ": "red",
    "ژوکر سیاه": "black",
    "ژوکر رنگی": "red",
    "ژوکر قرمز": "red",
}

_HINT: Final = "write a card as TD, 10♦ or ده خشت"


def parse_card(text: str, *, jokers: bool = False) -> Card:
    """Read one card written in any of the three notations.

    Raises:
        NotationError: *text* is not a card (the message quotes it and shows the accepted forms).
    """
    card = _parse_any(text, jokers=jokers)
    if isinstance(card, Joker):  # pragma: no cover - only reachable with jokers=True
        raise NotationError(f"{text!r} is a joker; this game has no jokers")
    return card


def parse_any_card(text: str) -> AnyCard:
    """Like :func:`parse_card`, but also accepts the two jokers (``BJ``, ``RJ``, ``ژوکر سیاه``)."""
    return _parse_any(text, jokers=True)


def _parse_any(text: str, *, jokers: bool) -> AnyCard:
    if not isinstance(text, str):
        raise NotationError(f"a card must be given as text, not {type(text).__name__}")
    t = normalize_text(text)
    if not t:
        raise NotationError(f"empty card: {_HINT}")
    upper = t.upper()
    if upper in _JOKER_WORDS or t in _JOKER_WORDS:
        if jokers:
            return Joker(_JOKER_WORDS.get(upper) or _JOKER_WORDS[t])
        raise NotationError(f"{text!r} is a joker, and jokers are not used here")
    if m := _LATIN.fullmatch(upper):
        return Card(_LATIN_RANKS[m["rank"]], _LATIN_SUITS[m["suit"]])
    rank_word, _, suit_word = t.rpartition(" ")
    if suit_word in _SUIT_WORDS and rank_word in _RANK_WORDS:
        return Card(_RANK_WORDS[rank_word], _SUIT_WORDS[suit_word])
    # Persian word order is rank then suit; say which half was not understood.
    if suit_word in _SUIT_WORDS:
        raise NotationError(f"not a card: {text!r}: unknown rank {rank_word!r} ({_HINT})")
    raise NotationError(f"not a card: {text!r} ({_HINT})")


def parse_cards(text: str | Iterable[str]) -> tuple[Card, ...]:
    """Read several cards separated by commas or spaces (Persian names by commas or ``،``).

    >>> [c.code for c in parse_cards("AS KS 10♦")]
    ['AS', 'KS', 'TD']
    >>> [c.code for c in parse_cards("آس پیک، ده خشت")]
    ['AS', 'TD']
    """
    if not isinstance(text, str):
        return tuple(parse_card(t) for t in text)
    t = normalize_text(text.replace("،", ","))
    if not t:
        return ()
    if "," in t:
        parts = [p for p in (s.strip() for s in t.split(",")) if p]
        return tuple(parse_card(p) for p in parts)
    words = t.split(" ")
    out: list[Card] = []
    i = 0
    while i < len(words):
        # Persian names take two or three words (بی بی دل); ASCII codes take one.
        for width in (3, 2, 1):
            chunk = " ".join(words[i : i + width])
            if width <= len(words) - i and _is_card(chunk):
                out.append(parse_card(chunk))
                i += width
                break
        else:
            parse_card(words[i])  # raises with a message about this word
    return tuple(out)


def _is_card(text: str) -> bool:
    try:
        parse_card(text)
    except NotationError:
        return False
    return True


def cards(text: str) -> tuple[Card, ...]:
    """Shorthand for :func:`parse_cards`, for tests and docs: ``cards("AS KS 10♦")``."""
    return parse_cards(text)


# --- decks -----------------------------------------------------------------------------------


def shuffled_indices(n: int, rng: random.Random) -> list[int]:
    """A uniformly random order of ``range(n)`` drawn from *rng*.

    Each position gets a key from ``rng.random()``, the one generator method whose output
    Python promises to keep across versions, and the positions are sorted by key; so a seed gives
    the same deal on every Python version and machine. (Two equal 53-bit keys would merely keep
    their original order.)
    """
    rand = rng.random
    keys = [rand() for _ in range(n)]
    return sorted(range(n), key=keys.__getitem__)


def shuffled(deck: Sequence[Card], rng: random.Random) -> tuple[Card, ...]:
    """Return *deck* in a random order drawn from *rng* (see :func:`shuffled_indices`)."""
    return tuple(deck[i] for i in shuffled_indices(len(deck), rng))


def encode_deck(order: Sequence[AnyCard]) -> str:
    """Encode an ordering of distinct cards as a URL-safe token (39 characters for 52 cards).

    The token is the Lehmer code of the permutation relative to the cards sorted by index. The
    set of cards is implied by the game (see :func:`decode_deck`).

    >>> len(encode_deck(STANDARD_DECK))
    39
    """
    indices = [c.index for c in order]
    remaining = sorted(indices)
    if len(set(remaining)) != len(remaining):
        raise NotationError("a deck cannot hold the same card twice")
    n = 0
    for index in indices:  # ints: list.index on cards would call Card.__eq__ thousands of times
        i = remaining.index(index)
        n = n * len(remaining) + i
        remaining.pop(i)
    size = (math.factorial(len(order)).bit_length() + 7) // 8
    return base64.urlsafe_b64encode(n.to_bytes(size, "big")).decode().rstrip("=")


_TOKEN: Final = re.compile(r"[A-Za-z0-9_-]+")


def decode_deck(token: str, universe: Sequence[AnyCard]) -> tuple[AnyCard, ...]:
    """Decode a token made by :func:`encode_deck` back into an order of *universe*'s cards.

    Raises:
        NotationError: the token is not a valid deck token for that set of cards.
    """
    size = (math.factorial(len(universe)).bit_length() + 7) // 8
    expected = math.ceil(size * 4 / 3)
    if not _TOKEN.fullmatch(token) or len(token) != expected:
        raise NotationError(
            f"not a deck token: {token!r} (expected {expected} characters of A-Z a-z 0-9 - _)"
        )
    try:
        raw = base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))
    except ValueError as exc:  # pragma: no cover - the regex above rules this out
        raise NotationError(f"not a deck token: {token!r}") from exc
    if base64.urlsafe_b64encode(raw).decode().rstrip("=") != token:
        # The last character carries unused bits; only encode_deck's spelling is accepted.
        raise NotationError(f"not a deck token: {token!r} (damaged last character)")
    n = int.from_bytes(raw, "big")
    if n >= math.factorial(len(universe)):
        raise NotationError(f"not a deck token: {token!r} (number out of range)")
    remaining = sorted(universe, key=lambda c: c.index)
    digits: list[int] = []
    for base in range(1, len(remaining) + 1):
        n, d = divmod(n, base)
        digits.append(d)
    return tuple(remaining.pop(d) for d in reversed(digits))
