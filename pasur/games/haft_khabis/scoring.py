"""Haft Khabis's penalty count: what the cards left in a loser's hand cost him.

Seed 000, lines 156-161: the cards 2 to 10 count their face value, the jack 20, the queen 3, the
king 4 and the ace 11; when the winner's last card was a jack, everyone else's count is doubled.
Totals add up across deals; a player whose total reaches the limit is out (line 162).

>>> penalty_count("JH 9C AS")
(40, (('JH', 20), ('9C', 9), ('AS', 11)))
>>> penalty_count("QD KD 2S", doubled=True)[0]
18
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from pasur.cards import Card, Rank, parse_cards
from pasur.errors import NotationError
from pasur.games.haft_khabis import messages as _messages  # noqa: F401  (registers the codes)

FACE_PENALTY: Final[Mapping[Rank, int]] = {
    Rank.JACK: 20,
    Rank.QUEEN: 3,
    Rank.KING: 4,
    Rank.ACE: 11,
}
"""The court cards and the ace; 2 to 10 count their face value."""


def card_penalty(card: Card) -> int:
    """What one card left in hand costs: 2-10 face value, J 20, Q 3, K 4, A 11.

    >>> [card_penalty(c) for c in parse_cards("2C TD JH QS KC AD")]
    [2, 10, 20, 3, 4, 11]
    """
    return FACE_PENALTY.get(card.rank, int(card.rank))


def penalty_count(
    cards: str | Iterable[Card | str], doubled: bool = False
) -> tuple[int, tuple[tuple[str, int], ...]]:
    """The penalty points of a hand left at the end of a deal, and each card's share.

    *cards*: codes or names separated by spaces or commas (``"JH 9C AS"``, ``"سرباز دل، آس پیک"``),
    or cards; the same card may appear twice (two decks). *doubled*: the winner went out on a
    jack. Returns ``(total, ((code, points), ...))`` in the order given, points already doubled.

    Raises:
        NotationError: something that is not a card, or more cards than two decks hold.
    """
    if isinstance(cards, str):
        hand = parse_cards(cards)
    else:
        items = list(cards)
        hand = tuple(c if isinstance(c, Card) else _one(c) for c in items)
    counts: dict[Card, int] = {}
    for c in hand:
        counts[c] = counts.get(c, 0) + 1
        if counts[c] > 2:
            raise NotationError(
                code="haft_khabis/copies", params={"card": c.code, "times": counts[c]}
            )
    factor = 2 if doubled else 1
    parts = tuple((c.code, card_penalty(c) * factor) for c in hand)
    return sum(p for _, p in parts), parts


def _one(item: object) -> Card:
    if not isinstance(item, str):
        raise NotationError(code="haft_khabis/not-a-card", params={"item": item})
    found = parse_cards(item)
    if len(found) != 1:
        raise NotationError(code="haft_khabis/not-one-card", params={"item": item})
    return found[0]


@dataclass(frozen=True, slots=True)
class DealResult:
    """How one deal ended and what it cost each player."""

    winner: int
    """The seat that went out (or, in a blocked deal, held the lowest count)."""
    doubled: bool
    """The winner's last card was a jack (and the table doubles for it)."""
    blocked: bool
    """Nobody could play or draw: the lowest count won the deal."""
    penalties: tuple[int, ...]
    """Per seat: the points this deal added (0 for the winner and players already out)."""
    left: tuple[tuple[Card, ...], ...]
    """Per seat: the cards left in hand when the deal ended."""
    eliminated: tuple[int, ...]
    """Seats whose total reached the limit with this deal."""


def hand_penalty(hand: Sequence[Card], doubled: bool = False) -> int:
    """The penalty total of *hand* (a fast :func:`penalty_count` without the breakdown)."""
    total = sum(card_penalty(c) for c in hand)
    return total * 2 if doubled else total


__all__ = ["FACE_PENALTY", "DealResult", "card_penalty", "hand_penalty", "penalty_count"]
