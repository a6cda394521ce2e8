"""One card table for every game: a Streamlit custom component (v2) drawn from a typed model.

The model (:class:`TableModel`) is plain data: the seats around the table (the player at the
bottom, the others where they sit), each seat's cards face up or as a count of backs, the trick
or the rows of cards in the middle (Pasur's table, poker's board, Haft Khabis's up-card, Shelem's
widow), the chips of facts always in view (trump, contract, score, whose turn), and what the
seat at the bottom may do: play one card (each legal move of that card listed, so Pasur's
captures are chosen by clicking the table cards to take), or choose *k* cards (Shelem's four to
put down, the two-player Hokm discard). A card that may not be played carries the sentence that
says why, in the page's language, so a click on it is answered at once without a round trip.

The component's code is inline (``ui/assets/card_table.js`` and ``.css``, read once): no build
step, nothing fetched from the network, the card pictures from the app's own ``static/cards``.
Every text is set as text in the browser (never as markup), so a name cannot inject HTML.

It answers with one of two trigger values, each lasting one rerun: ``move`` (a move written as
the game writes it, from the listed options) or ``cards`` (the chosen cards' codes).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from functools import cache
from pathlib import Path
from typing import Final, Literal

from pasur.cards import AnyCard, Card, Joker, Suit
from pasur.engines.tricks import STRENGTH, Order

Position = Literal["bottom", "right", "top", "left"]

ASSETS: Final = Path(__file__).resolve().parent / "assets"
CARD_BASE: Final = "app/static/cards/"
"""Where the pictures are served (Streamlit's static folder), relative to the page."""

SUIT_PLACE: Final = {Suit.SPADES: 0, Suit.HEARTS: 1, Suit.CLUBS: 2, Suit.DIAMONDS: 3}
"""A hand is sorted by suit with the colours alternating: ♠ ♥ ♣ ♦."""


@dataclass(frozen=True)
class Spot:
    """A card on the table: its code, its name for a screen reader, whether it may be played
    (for the clickable hand) and, if not, why; ``win``: marked as the trick's winner."""

    c: str
    label: str
    ok: bool = True
    why: str = ""
    win: bool = False


@dataclass(frozen=True)
class SeatBox:
    """One seat: where it sits, its name, small badges (hakem, dealer, folded), a count of its
    cards, a line of notes (chips, penalty points), and its cards if this view may see them."""

    seat: int
    pos: Position
    name: str
    count: int
    count_text: str
    cards: tuple[Spot, ...] | None
    badges: tuple[str, ...] = ()
    note: str = ""
    shown: tuple[Spot, ...] = ()
    """Cards of a hidden hand that its seat has shown to everybody (open Pasur), drawn face up
    before its backs."""
    turn: bool = False
    you: bool = False
    team: int | None = None


@dataclass(frozen=True)
class TrickSpot:
    """A card of the trick in the middle, in front of the seat that played it."""

    pos: Position
    c: str
    label: str
    win: bool = False


@dataclass(frozen=True)
class CardRow:
    """A labelled row of cards in the middle; ``pick``: its cards can be clicked to take them
    (Pasur's table); ``empty``: what to say when it has none."""

    label: str
    cards: tuple[Spot, ...]
    pick: bool = False
    empty: str = ""
    play: bool = False
    """Its cards are played from here like the hand's (two-player Shelem's face-up piles)."""


@dataclass(frozen=True)
class MoveOption:
    """One legal move of a card in the hand: the table cards it takes (none in a trick game),
    the move as the game writes it, and its words for the button that makes it."""

    card: str
    take: tuple[str, ...]
    text: str
    label: str


@dataclass(frozen=True)
class ChooseK:
    """Choose exactly *k* cards of the hand, then press the button labelled *label*."""

    k: int
    label: str


@dataclass(frozen=True)
class TableModel:
    """Everything the component draws. ``key`` names the position: a new key clears what was
    half chosen (a card picked, cards raised)."""

    key: str
    lang: str
    rtl: bool
    players: int
    seats: tuple[SeatBox, ...]
    trick: tuple[TrickSpot, ...] = ()
    rows: tuple[CardRow, ...] = ()
    info: tuple[tuple[str, str], ...] = ()
    active: int | None = None
    """The seat whose cards can be clicked (``None``: nobody's; watching)."""
    options: tuple[MoveOption, ...] = ()
    choose: ChooseK | None = None
    prompt: str = ""
    words: dict[str, str] = field(default_factory=dict)
    """The component's own words: ``hand``, ``trick``, ``take``, ``card_first``, ``cancel``."""
    frames: tuple[TableModel, ...] = ()
    """What to show first, one after another with a pause of *pause* milliseconds (the bots'
    replies since the user's move), before this table itself."""
    pause: int = 700

    def data(self) -> dict[str, object]:
        """The model as the JSON the component reads."""
        out = asdict(self)
        out["base"] = CARD_BASE
        return out


def sort_key(order: Order | None = None) -> Callable[[AnyCard], tuple[int, int]]:
    """How a hand is sorted: jokers first, then by suit (♠ ♥ ♣ ♦) and, within a suit, strongest
    first in the game's own order (Naras and Taknaras included)."""
    strength = STRENGTH[order or Order.ACE_HIGH]

    def key(card: AnyCard) -> tuple[int, int]:
        if isinstance(card, Joker):
            return (-1, 0 if card.color == "red" else 1)
        return (SUIT_PLACE[card.suit], -strength[card.index])

    return key


def sorted_hand(cards: Sequence[Card], order: Order | None = None) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=sort_key(order)))


def positions(players: int, bottom: int) -> dict[int, Position]:
    """Where each seat sits when *bottom* sits at the bottom. Play goes anticlockwise, so the
    next seat is on the right; with more than four players the others sit across the top (the
    first on the right), and the last before *bottom* on the left."""
    n = players
    rel = {s: (s - bottom) % n for s in range(n)}
    if n == 2:
        fixed: dict[int, Position] = {0: "bottom", 1: "top"}
    elif n == 3:
        fixed = {0: "bottom", 1: "right", 2: "left"}
    elif n == 4:
        fixed = {0: "bottom", 1: "right", 2: "top", 3: "left"}
    else:
        fixed = {0: "bottom", 1: "right", n - 1: "left"}
        fixed.update({i: "top" for i in range(2, n - 1)})
    return {s: fixed[r] for s, r in rel.items()}


@cache
def _component() -> Callable[..., object]:
    import streamlit as st

    return st.components.v2.component(
        "pasur_card_table",
        css=(ASSETS / "card_table.css").read_text(encoding="utf-8"),
        js=(ASSETS / "card_table.js").read_text(encoding="utf-8"),
    )


@dataclass(frozen=True)
class Answer:
    """What the player did at the table in the run that follows: a move's text, or the cards
    chosen (``None`` for what was not done)."""

    move: str | None = None
    cards: tuple[str, ...] | None = None


def card_table(
    model: TableModel, *, key: str, on_answer: Callable[[], None] | None = None
) -> Answer:
    """Draw *model*; the answer of a click is in the return value of the next run, and
    *on_answer* (if given) is called before that run, as a widget's callback is."""
    callback = on_answer or (lambda: None)
    result = _component()(
        data=model.data(), key=key, on_move_change=callback, on_cards_change=callback
    )
    return read_answer(result)


def read_answer(result: object) -> Answer:
    """The trigger values of a component result (or of its entry in the session state)."""
    if result is None:
        return Answer()
    if isinstance(result, dict):
        move, cards = result.get("move"), result.get("cards")
    else:
        move, cards = getattr(result, "move", None), getattr(result, "cards", None)
    return Answer(
        move if isinstance(move, str) else None,
        tuple(str(c) for c in cards) if isinstance(cards, (list, tuple)) else None,
    )
