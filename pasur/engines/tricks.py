"""The trick-taking engine shared by Hokm, Shelem and Ghahve.

Hands are sets of cards kept as bit masks (bit ``card.index``), which makes the two questions
every trick game asks cheap: *which cards may follow?* and *who won the trick?* The state
classes and the fast playout kernels call these same functions, so one piece of code decides
legality everywhere.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final, Generic, Protocol, TypeVar

from pasur.cards import AnyCard, Card, Rank, Suit, parse_any_card
from pasur.protocol import Event, event

C = TypeVar("C", bound=AnyCard)

SUIT_MASKS: Final[tuple[int, int, int, int]] = tuple(  # type: ignore[assignment]
    0x1FFF << (13 * s) for s in range(4)
)
FULL_DECK_MASK: Final = (1 << 52) - 1


@dataclass(frozen=True, slots=True)
class Play(Generic[C]):
    """A card played to the trick; its text is the card's code (``AH``, or ``BJ`` for a joker)."""

    card: C

    def __str__(self) -> str:
        return self.card.code


class Order(enum.Enum):
    """How the ranks of one suit compare in a trick."""

    ACE_HIGH = "ace_high"
    """A K Q J 10 ... 2: the usual order (and Hokm's Saras)."""
    NARAS = "naras"
    """2 3 4 ... K A: reversed, the two is highest and the ace lowest."""
    TAKNARAS = "taknaras"
    """A 2 3 ... K: the ace stays on top, then the two, down to the king."""


def _strength(order: Order, rank: int) -> int:
    if order is Order.ACE_HIGH:
        return rank
    if order is Order.NARAS:
        return 16 - rank  # 2 -> 14 ... A -> 2
    return 15 if rank == Rank.ACE else 16 - rank  # A -> 15, 2 -> 14 ... K -> 3


STRENGTH: Final[dict[Order, tuple[int, ...]]] = {
    order: tuple(_strength(order, i % 13 + 2) for i in range(52)) for order in Order
}
"""``STRENGTH[order][card.index]``: a larger number beats a smaller one within a suit."""


def ranks_high_to_low(order: Order) -> tuple[Rank, ...]:
    """The ranks of *order*, strongest first.

    >>> [r.display for r in ranks_high_to_low(Order.TAKNARAS)][:4]
    ['A', '2', '3', '4']
    """
    return tuple(sorted(Rank, key=lambda r: -_strength(order, r)))


def mask_of(cards: Sequence[Card]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c.index
    return m


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of *mask*, in canonical order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(Card.from_index(low.bit_length() - 1))
        mask ^= low
    return tuple(out)


def follow_mask(hand: int, led: int | None) -> int:
    """The cards of *hand* that may be played to a trick whose led suit is *led*.

    With cards of the led suit you must play one of them; without, any card (there is no duty
    to trump or to beat the cards already played). The leader (``led is None``) may play any.
    """
    if led is None:
        return hand
    same = hand & SUIT_MASKS[led]
    return same if same else hand


class WinReason(enum.Enum):
    TRUMP = "trump"
    """The highest trump played wins."""
    LED_SUIT = "led_suit"
    """No trump was played: the highest card of the led suit wins."""
    TOP_CARD = "top_card"
    """A card ranked above every suit was played (Ghahve's jokers): the highest such card wins."""


def _keys(order: Order, trump: int | None, led: int) -> tuple[int, ...]:
    strength = STRENGTH[order]
    return tuple(
        strength[i] + 200 if i // 13 == trump else strength[i] + 100 if i // 13 == led else 0
        for i in range(52)
    )


TRICK_KEYS: Final[dict[Order, tuple[tuple[tuple[int, ...], ...], ...]]] = {
    order: tuple(
        tuple(_keys(order, None if t == 4 else t, led) for led in range(4)) for t in range(5)
    )
    for order in Order
}
"""``TRICK_KEYS[order][trump][led][card.index]`` (``trump`` 4 = no trump): how strongly a card
plays in a trick. Trumps score 200 and up, the led suit 100 and up, any other suit 0, so the
trick goes to the highest key. This one table is the whole of "who wins a trick"."""


def best_position(played: Sequence[int], keys: Sequence[int]) -> int:
    """The position in *played* of the card with the highest key (the first card wins ties,
    which cannot happen between distinct cards of the trump or led suit)."""
    best = 0
    best_key = keys[played[0]]
    for pos in range(1, len(played)):
        key = keys[played[pos]]
        if key > best_key:
            best_key, best = key, pos
    return best


def trick_winner(
    played: Sequence[int], trump: int | None, order: Order = Order.ACE_HIGH
) -> tuple[int, WinReason]:
    """Which of *played* (card indices, in play order) wins, and why.

    Returns the position in *played* of the winning card. Cards of a suit that is neither the
    led suit nor trump never win, whatever their rank.

    >>> from pasur.cards import cards
    >>> idx = [c.index for c in cards("9S 4S 2H KS")]
    >>> trick_winner(idx, trump=Suit.HEARTS)
    (2, <WinReason.TRUMP: 'trump'>)
    """
    keys = TRICK_KEYS[order][4 if trump is None else trump][played[0] // 13]
    pos = best_position(played, keys)
    return pos, (WinReason.TRUMP if keys[played[pos]] >= 200 else WinReason.LED_SUIT)


def trick_winner_with_top(
    played: Sequence[int],
    trump: int | None,
    led: int | None,
    top: Sequence[int],
    order: Order = Order.ACE_HIGH,
) -> tuple[int, WinReason]:
    """:func:`trick_winner` for a deck with cards outside the four suits (indices 52 and up).

    *top* lists those cards, weakest first; each beats every suited card, trump included
    (Ghahve's jokers: ``top=(52, 53)``, the black one below the coloured one). Since such a card
    may lead a trick, the suit to follow is passed as *led* (``None`` when the trick had no suit
    to follow, in which case a card of *top* was played and wins). Plain tricks are decided by
    the same :data:`TRICK_KEYS` lookup as :func:`trick_winner`, which stays as it is for games
    without such cards.

    >>> from pasur.cards import cards
    >>> idx = [c.index for c in cards("AH KS")] + [52, cards("3H")[0].index]
    >>> trick_winner_with_top(idx, Suit.SPADES, Suit.HEARTS, (52, 53))
    (2, <WinReason.TOP_CARD: 'top_card'>)
    >>> trick_winner_with_top(idx[:2], Suit.SPADES, Suit.HEARTS, (52, 53))
    (1, <WinReason.TRUMP: 'trump'>)
    """
    best_top = -1
    pos_top = -1
    for pos, index in enumerate(played):
        if index >= 52:
            strength = top.index(index)
            if strength > best_top:
                best_top, pos_top = strength, pos
    if pos_top >= 0:
        return pos_top, WinReason.TOP_CARD
    if led is None:
        raise ValueError("a trick with no suit to follow is won by a top card, and none was played")
    keys = TRICK_KEYS[order][4 if trump is None else trump][led]
    pos = best_position(played, keys)
    return pos, (WinReason.TRUMP if keys[played[pos]] >= 200 else WinReason.LED_SUIT)


def suit_of(index: int) -> Suit:
    return Suit(index // 13)


def played_line(
    seats: Sequence[int], cards: Sequence[AnyCard], from_pile: Sequence[bool] = ()
) -> str:
    """A trick's cards seat by seat in play order, as a transcript shows them under the trick:
    ``played: seat 0 9♠, seat 1 4♠, seat 2 2♥, seat 3 K♠`` (a card from a pile marked)."""
    plays = (
        f"seat {s} {c if isinstance(c, Card) else c.english}"
        + (" (pile)" if from_pile and from_pile[i] else "")
        for i, (s, c) in enumerate(zip(seats, cards, strict=True))
    )
    return "played: " + ", ".join(plays)


def trump_win_code(game: str, reason: WinReason, card: Card, led: Suit, trumps: int) -> str | None:
    """The message code of a trick that trump won, for the events of *game*: ``trick-ruff-one``
    or ``trick-ruff-many`` (*trumps*: how many were played) when the winning *card* ruffed a trick
    led in another suit, ``trick-trump-led`` when trump was led; ``None`` when trump did not win.
    """
    if reason is not WinReason.TRUMP:
        return None
    if card.suit != led:
        return f"{game}/trick-ruff-one" if trumps == 1 else f"{game}/trick-ruff-many"
    return f"{game}/trick-trump-led"


class FinishedTrick(Protocol):
    """What :func:`trick_event` reads of a game's completed trick."""

    @property
    def number(self) -> int: ...
    @property
    def winner(self) -> int: ...
    @property
    def leader(self) -> int: ...
    @property
    def cards(self) -> Sequence[AnyCard]: ...
    @property
    def winning_card(self) -> AnyCard: ...


def trick_event(
    trick: FinishedTrick,
    rule: str,
    code: str,
    *,
    reason: str,
    led: str,
    counts: dict[str, object],
    **more: object,
) -> Event:
    """The ``trick`` event of the trick games: who won *trick* with which card and why (*code*,
    under *rule*), and its cards and leader for :func:`trick_details`.

    The parameters go in one order for every game: ``number``, ``winner``, ``card``, *reason*,
    *led* (the suit's letter), the game's card *counts* (trumps played, ...), ``cards``,
    ``leader``, then *more* (a record's events keep the order).
    """
    return event(
        "trick",
        rule,
        code,
        number=trick.number,
        winner=trick.winner,
        card=trick.winning_card.code,
        reason=reason,
        led=led,
        **counts,
        cards=" ".join(c.code for c in trick.cards),
        leader=trick.leader,
        **more,
    )


def trick_details(event: Event, after: Any) -> tuple[str, ...]:
    """Under a trick event in a transcript, its :func:`played_line` (a
    :attr:`~pasur.protocol.GameSpec.details`): the event names the cards (``cards``) and the
    seat that led (``leader``), and the seats follow in order of play round ``after.players``.
    """
    codes = event.param("cards").split()
    if event.kind != "trick" or not codes:
        return ()
    leader, players = int(event.param("leader")), after.players
    seats = [(leader + i) % players for i in range(len(codes))]
    return (played_line(seats, [parse_any_card(c) for c in codes]),)
