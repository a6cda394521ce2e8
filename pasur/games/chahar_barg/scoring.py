"""Scoring a Pasur round: clubs, the card points and the surs; the match total and its end.

Card points (seed 001, lines 61-77): the side with the clubs majority 7, the 10♦ 3, the 2♣ 2,
each jack 1, each ace 1: 20 a round, always (the three-player clubs rule gives the 7 to somebody
in every split). Surs come on top.

>>> from pasur.cards import STANDARD_DECK
>>> clubs_and_diamonds, hearts_and_spades = STANDARD_DECK[:26], STANDARD_DECK[26:]
>>> r = score_round((clubs_and_diamonds, hearts_and_spades), ((5,), ()), PasurOptions())
>>> r.points, r.clubs_side, r.card_total
((21, 4), 0, 20)
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from pasur.cards import STANDARD_DECK, Card, Rank, Suit
from pasur.errors import OptionsError
from pasur.games.chahar_barg.options import PasurOptions
from pasur.protocol import Event

CLUBS_POINTS: Final = 7
ROUND_CARD_POINTS: Final = 20


def card_points(card: Card) -> int:
    """10♦ 3, 2♣ 2, each jack and each ace 1, everything else 0 (clubs are counted apart)."""
    if card.suit == Suit.DIAMONDS and card.rank == Rank.TEN:
        return 3
    if card.suit == Suit.CLUBS and card.rank == Rank.TWO:
        return 2
    return 1 if card.rank in (Rank.JACK, Rank.ACE) else 0


def number_value(card: Card) -> int | None:
    """A card's number for capturing: ace 1, 2-10 their value; kings, queens, jacks ``None``."""
    if card.rank == Rank.ACE:
        return 1
    return int(card.rank) if card.rank <= Rank.TEN else None


def clubs_holder(clubs: Sequence[int], options: PasurOptions) -> int | None:
    """Which side takes the clubs 7 given each side's clubs count (``None``: nobody).

    Two sides: the one with 7 or more (13 clubs cannot split evenly). Three players: the most
    clubs; when two tie for most, the third player (seed 001, line 65) unless the table plays
    ``none_on_tie``.

    >>> three = PasurOptions(players=3)
    >>> clubs_holder((6, 6, 1), three), clubs_holder((5, 4, 4), three)
    (2, 0)
    """
    if sum(clubs) != 13:
        raise OptionsError(
            code="pasur/clubs-count", params={"counts": "-".join(str(n) for n in clubs)}
        )
    most = max(clubs)
    leaders = [s for s, n in enumerate(clubs) if n == most]
    if len(leaders) == 1:
        return leaders[0]
    if len(clubs) == 3 and options.three_player_clubs == "seed":
        return next(s for s in range(3) if s not in leaders)
    return None


@dataclass(frozen=True, slots=True)
class SideScore:
    """One side's round, line by line."""

    clubs: int
    """How many clubs the side took."""
    clubs_points: int
    ten_of_diamonds: int
    two_of_clubs: int
    jacks: int
    aces: int
    surs: int
    """How many surs count for the side this round."""
    sur_points: int

    @property
    def card_points(self) -> int:
        return self.clubs_points + self.ten_of_diamonds + self.two_of_clubs + self.jacks + self.aces

    @property
    def total(self) -> int:
        return self.card_points + self.sur_points


@dataclass(frozen=True, slots=True)
class RoundResult:
    """The outcome of one round (52 cards)."""

    sides: tuple[SideScore, ...]
    clubs_side: int | None
    cancelled: tuple[int, ...] = ()
    """Surs cancelled per side (sur cancellation ``net``)."""

    @property
    def points(self) -> tuple[int, ...]:
        return tuple(s.total for s in self.sides)

    @property
    def card_total(self) -> int:
        return sum(s.card_points for s in self.sides)

    @property
    def winner(self) -> int | None:
        """The side with the most points this round, or ``None`` on a tie for most."""
        pts = self.points
        best = max(pts)
        leaders = [s for s, p in enumerate(pts) if p == best]
        return leaders[0] if len(leaders) == 1 else None


def net_surs(surs: Sequence[Sequence[int]]) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """Net sur cancellation: every side loses as many surs as the side with the fewest has
    (two sides: the difference stands). The earliest surs go first."""
    low = min(len(s) for s in surs)
    return tuple(tuple(s[low:]) for s in surs), tuple(low for _ in surs)


@dataclass(frozen=True, slots=True)
class RoundCount:
    """A round counted as it stands: the points each side has made so far, and what is still
    to be won."""

    standing: RoundResult
    """Each side's points from the cards and surs it has now. ``standing.clubs_side`` is the
    side that has made sure of the clubs 7 (``None`` while it is open, or when it is settled
    for nobody)."""
    clubs_open: bool
    """Whether the clubs 7 can still go more than one way with the clubs not yet taken."""
    open_cards: tuple[Card, ...]
    """The cards with points (10♦, 2♣, jacks, aces) nobody has taken yet, in canonical order."""

    @property
    def open_points(self) -> int:
        """The card points still to be won (surs aside): the clubs 7 if open, and the cards'."""
        return (CLUBS_POINTS if self.clubs_open else 0) + sum(map(card_points, self.open_cards))


def _clubs_outcomes(clubs: Sequence[int], options: PasurOptions) -> set[int | None]:
    """Every way the clubs 7 can still go: the holder for each split of the clubs not taken."""
    left = 13 - sum(clubs)
    splits = (
        split
        for split in itertools.product(range(left + 1), repeat=len(clubs))
        if sum(split) == left
    )
    return {
        clubs_holder([a + b for a, b in zip(clubs, split, strict=True)], options)
        for split in splits
    }


def count_round(
    piles: Sequence[Sequence[Card]], surs: Sequence[Sequence[int]], options: PasurOptions
) -> RoundCount:
    """Count a round as it stands, from each side's captured cards so far and its surs.

    Settling "who is ahead, and what is left to play for" mid-round needs the same count as the
    end of a round, on any set of piles: the clubs 7 goes to a side only once no split of the
    clubs still out can take it away (two sides: 7 clubs; three players: a lead the others
    cannot catch), and the points cards nobody holds are listed as open. :func:`score_round`
    is this count on the whole deck.

    >>> from pasur.cards import cards
    >>> now = count_round((cards("2C 3C 4C 5C 6C 7C 8C"), cards("JD AS")), ((), (5,)),
    ...                   PasurOptions())
    >>> now.standing.points, now.standing.clubs_side, now.clubs_open, now.open_points
    ((9, 7), 0, False, 9)

    Raises ``OptionsError`` when a card is in the piles twice.
    """
    seen: set[Card] = set()
    for card in (c for pile in piles for c in pile):
        if card in seen:
            raise OptionsError(code="pasur/named-twice", params={"card": card.code})
        seen.add(card)
    cancelled: tuple[int, ...] = tuple(0 for _ in piles)
    if options.sur_cancellation == "net":
        surs, cancelled = net_surs(surs)
    clubs = [sum(1 for c in pile if c.suit == Suit.CLUBS) for pile in piles]
    outcomes = _clubs_outcomes(clubs, options)
    holder = next(iter(outcomes)) if len(outcomes) == 1 else None
    sides = tuple(
        SideScore(
            clubs=clubs[s],
            clubs_points=CLUBS_POINTS if holder == s else 0,
            ten_of_diamonds=sum(3 for c in pile if card_points(c) == 3),
            two_of_clubs=sum(2 for c in pile if card_points(c) == 2),
            jacks=sum(1 for c in pile if c.rank == Rank.JACK),
            aces=sum(1 for c in pile if c.rank == Rank.ACE),
            surs=len(surs[s]),
            sur_points=sum(surs[s]),
        )
        for s, pile in enumerate(piles)
    )
    open_cards = tuple(c for c in STANDARD_DECK if card_points(c) and c not in seen)
    return RoundCount(RoundResult(sides, holder, cancelled), len(outcomes) > 1, open_cards)


def score_round(
    piles: Sequence[Sequence[Card]], surs: Sequence[Sequence[int]], options: PasurOptions
) -> RoundResult:
    """Score a round from each side's captured cards and the values of its surs.

    Raises ``OptionsError`` for piles that are not one whole deck (a calculator's bad input).
    """
    cards = [c for pile in piles for c in pile]
    if len(cards) != 52 or len(set(cards)) != 52:
        raise OptionsError(
            code="pasur/piles", params={"count": len(cards), "different": len(set(cards))}
        )
    return count_round(piles, surs, options).standing


@dataclass(frozen=True, slots=True)
class MatchUpdate:
    """The totals after a round, and the winner if the match is over."""

    score: tuple[int, ...]
    winner: int | None
    rule_id: str


def update_match(score: Sequence[int], result: RoundResult, options: PasurOptions) -> MatchUpdate:
    """Add a round to the match and decide whether it is over (seed 001, line 77)."""
    new = tuple(a + b for a, b in zip(score, result.points, strict=True))
    target = options.target_points
    if max(new) < target:
        return MatchUpdate(new, None, "pasur/target")
    best = max(new)
    leaders = [s for s, p in enumerate(new) if p == best]
    if len(leaders) == 1:
        return MatchUpdate(new, leaders[0], "pasur/target")
    if options.target_tie == "clubs" and result.clubs_side in leaders:
        return MatchUpdate(new, result.clubs_side, "pasur/target-tie")
    return MatchUpdate(new, None, "pasur/target-tie")


def round_details(event: Event, after: Any) -> tuple[str, ...]:
    """Under a round's points in a transcript, each side's line by line (a
    :attr:`~pasur.protocol.GameSpec.details`): ``seat 0: 23 (clubs 6, 10♦ 0, 2♣ 0, jacks 2,
    aces 1, surs 2 = 20)``; with four players a side is ``seats 0 and 2``."""
    if event.rule_id != "pasur/card-points":
        return ()
    players = after.players
    result: RoundResult = after.results[-1]
    return tuple(
        f"{f'seats {i} and {i + 2}' if players == 4 else f'seat {i}'}: {s.total} "
        f"(clubs {s.clubs}{' = 7' if s.clubs_points else ''}, 10♦ {s.ten_of_diamonds}, "
        f"2♣ {s.two_of_clubs}, jacks {s.jacks}, aces {s.aces}, surs {s.surs} = {s.sur_points})"
        for i, s in enumerate(result.sides)
    )


__all__ = [
    "CLUBS_POINTS",
    "ROUND_CARD_POINTS",
    "MatchUpdate",
    "RoundCount",
    "RoundResult",
    "SideScore",
    "card_points",
    "clubs_holder",
    "count_round",
    "net_surs",
    "number_value",
    "round_details",
    "score_round",
    "update_match",
]
