"""Scoring Shelem: card points, one hand, and the match's three-column score sheet.

Pure functions, called by the engine at the end of every hand and usable on their own by the
app's calculators and charts, so a calculator's ruling is always the engine's.

>>> from pasur.games.shelem.options import ShelemOptions
>>> r = score_hand(hakem_team=0, bid=135, taken=130, options=ShelemOptions())
>>> r.kind, r.gains, r.rule_id
('failed', (-135, 35), 'shelem/failed')
>>> score_hand(hakem_team=1, bid=125, taken=150, options=ShelemOptions()).gains
(15, 150)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from pasur.cards import Card, Rank
from pasur.errors import OptionsError, PasurError
from pasur.games.shelem.options import (
    BID_MINIMUM,
    DECLARED_SHELEM_POINTS,
    TOTAL_POINTS,
    ShelemOptions,
)

GROUP_POINTS = 5
"""Every four cards won (a trick, or the hakem's four put-down cards) are worth 5."""
CARD_VALUES = {Rank.FIVE: 5, Rank.TEN: 10, Rank.ACE: 10}


def card_value(card: Card) -> int:
    """5 for a five, 10 for a ten or an ace, nothing for any other card."""
    return CARD_VALUES.get(card.rank, 0)


def points_of(cards: Iterable[Card]) -> int:
    """Points of a pile of won cards: 5 per four cards plus the card values.

    >>> from pasur.cards import cards
    >>> points_of(cards("AS 5H 2C 3C"))
    20

    Raises:
        PasurError: the pile is not made of whole groups of four cards (a ``ValueError``;
            code ``shelem/points-fours``).
    """
    pile = list(cards)
    if len(pile) % 4:
        raise PasurError(code="shelem/points-fours", params={"count": len(pile)})
    return GROUP_POINTS * (len(pile) // 4) + sum(card_value(c) for c in pile)


def team_of(seat: int, players: int) -> int:
    """Four players: seats 0 and 2 are team 0, 1 and 3 team 1. Two players: each is a side."""
    return seat % 2 if players == 4 else seat


@dataclass(frozen=True, slots=True)
class HandResult:
    """The outcome of one hand."""

    hakem: int
    hakem_team: int
    bid: int
    """The contract (for a declared shelem, the last number bid before it, or 0)."""
    declared: bool
    taken: tuple[int, int]
    """Card points of team 0 and team 1 (they add up to 165)."""
    kind: str
    """``made``, ``failed``, ``yasa``, ``shelem``, ``declared_made``, ``declared_failed``."""
    rule_id: str
    gains: tuple[int, int]
    """What each team adds to its total."""
    dealer: int = 0

    @property
    def hakem_points(self) -> int:
        return self.taken[self.hakem_team]

    @property
    def made(self) -> bool:
        return self.kind in ("made", "shelem", "declared_made")


def score_hand(
    *,
    hakem_team: int,
    bid: int,
    taken: int,
    options: ShelemOptions,
    declared: bool = False,
    hakem: int | None = None,
    dealer: int = 0,
) -> HandResult:
    """Score a finished hand from the points the hakem's side took.

    Args:
        hakem_team: 0 or 1.
        bid: the contract (ignored for a declared shelem).
        taken: the hakem side's card points; the other side has ``165 - taken``.
        declared: the hakem declared shelem in the auction.

    Raises:
        OptionsError: impossible points or bid (use it to reject calculator input), with the
            codes ``shelem/impossible-points``, ``shelem/impossible-bid`` and
            ``shelem/declared-off``.
    """
    if not 0 <= taken <= TOTAL_POINTS or taken % 5:
        raise OptionsError(
            code="shelem/impossible-points", params={"taken": taken, "total": TOTAL_POINTS}
        )
    if not declared and not (BID_MINIMUM <= bid <= TOTAL_POINTS and bid % 5 == 0):
        raise OptionsError(
            code="shelem/impossible-bid",
            params={"bid": bid, "minimum": BID_MINIMUM, "total": TOTAL_POINTS},
        )
    if declared and not options.declared_shelem:
        raise OptionsError(code="shelem/declared-off")
    other = TOTAL_POINTS - taken
    hg: int
    og = other
    if declared:
        if other == 0:
            kind, rule, hg = "declared_made", "shelem/declared-shelem", DECLARED_SHELEM_POINTS
        else:
            kind, rule, hg = "declared_failed", "shelem/declared-shelem", -DECLARED_SHELEM_POINTS
    elif other == 0:
        kind, rule = "shelem", "shelem/shelem"
        style = options.undeclared_shelem
        hg = {
            "330": 2 * TOTAL_POINTS,
            "165": TOTAL_POINTS,
            "bid_plus_165": bid + TOTAL_POINTS,
            "double_bid": 2 * bid,
            "165_and_minus_165": TOTAL_POINTS,
        }[style]
        if style == "165_and_minus_165":
            og = -TOTAL_POINTS
    elif taken >= bid:
        kind, rule = "made", "shelem/made"
        hg = taken if options.made_score == "taken" else bid
    elif taken < other and options.failure_penalty != "none":
        kind, rule = "yasa", "shelem/yasa"
        hg = -TOTAL_POINTS if options.failure_penalty == "minus_165" else -2 * bid
    else:
        kind, rule, hg = "failed", "shelem/failed", -bid
    gains = (hg, og) if hakem_team == 0 else (og, hg)
    points = (taken, other) if hakem_team == 0 else (other, taken)
    return HandResult(
        hakem if hakem is not None else hakem_team,
        hakem_team,
        bid,
        declared,
        points,
        kind,
        rule,
        gains,
        dealer,
    )


@dataclass(frozen=True, slots=True)
class MatchUpdate:
    """The totals after a hand, and the winner if the match is over."""

    totals: tuple[int, int]
    winner: int | None
    rule_id: str


def update_match(
    totals: tuple[int, int], result: HandResult, options: ShelemOptions
) -> MatchUpdate:
    """Add a hand's gains to the running totals and decide whether a side has won.

    >>> o = ShelemOptions(target=330)
    >>> r = score_hand(hakem_team=0, bid=150, taken=165, options=o)
    >>> update_match((-135, 185), r, o)
    MatchUpdate(totals=(195, 185), winner=None, rule_id='shelem/target')
    """
    new = (totals[0] + result.gains[0], totals[1] + result.gains[1])
    target = options.target
    lead = options.target_mode == "reach_or_lead"
    wins = [t for t in (0, 1) if new[t] >= target or (lead and new[t] - new[1 - t] >= target)]
    if len(wins) == 1:
        rule = "shelem/target" if new[wins[0]] >= target else "shelem/target-mode"
        return MatchUpdate(new, wins[0], rule)
    if len(wins) == 2:
        if options.both_reach == "hakem_side":
            return MatchUpdate(new, result.hakem_team, "shelem/both-reach")
        if new[0] != new[1]:
            return MatchUpdate(new, 0 if new[0] > new[1] else 1, "shelem/both-reach")
        return MatchUpdate(new, None, "shelem/both-reach")
    return MatchUpdate(new, None, "shelem/target")


@dataclass(frozen=True, slots=True)
class SheetRow:
    """One line of the three-column score sheet: team 0's total, the bid, team 1's total."""

    number: int
    dealer: int
    hakem: int
    bid: int
    declared: bool
    gains: tuple[int, int]
    totals: tuple[int, int]
    line_after: bool
    """A line is drawn under the bid: every player has dealt once more (the deal comes back to
    the first dealer)."""

    @property
    def middle(self) -> str:
        """The middle column: the bid, or ``shelem`` for a declared shelem."""
        return "shelem" if self.declared else str(self.bid)


def sheet_row(
    previous: Sequence[SheetRow],
    result: HandResult,
    *,
    players: int,
    first_dealer: int,
    start: tuple[int, int] = (0, 0),
) -> SheetRow:
    """The next line of the sheet after *previous* for *result*; the first line adds to
    *start*, the totals the match began from (see :func:`~pasur.games.shelem.new_match`)."""
    before = previous[-1].totals if previous else start
    totals = (before[0] + result.gains[0], before[1] + result.gains[1])
    return SheetRow(
        len(previous) + 1,
        result.dealer,
        result.hakem,
        result.bid,
        result.declared,
        result.gains,
        totals,
        next_dealer([result], players, first_dealer) == first_dealer,
    )


def next_dealer(hands: Sequence[SheetRow | HandResult], players: int, first_dealer: int = 0) -> int:
    """Who deals the hand after *hands* (the sheet's lines, or the hands' results, in order):
    the deal passes one seat on after every hand played (a deal everyone passed is dealt again
    by the same dealer and is not on the sheet), so only the last hand's dealer matters; with
    no hand played yet, *first_dealer* (the one the lot chose).

    >>> o = ShelemOptions()
    >>> sheet = score_sheet([(3, 0, 120, 90), (0, 1, 100, 100)], o, first_dealer=3)
    >>> next_dealer(sheet, 4, first_dealer=3), next_dealer((), 4, first_dealer=3)
    (1, 3)
    """
    if not hands:
        return first_dealer
    return (hands[-1].dealer + 1) % players


def score_sheet(
    hands: Iterable[tuple[int, int, int, int]],
    options: ShelemOptions,
    *,
    first_dealer: int = 0,
    declared: Sequence[bool] = (),
) -> tuple[SheetRow, ...]:
    """The whole sheet from ``(dealer, hakem, bid, hakem_points)`` per hand.

    The teams follow ``options.players``; a hand listed in *declared* (by position) was a
    declared shelem.
    """
    rows: list[SheetRow] = []
    players = options.n_players
    for i, (dealer, hakem, bid, taken) in enumerate(hands):
        result = score_hand(
            hakem_team=team_of(hakem, players),
            bid=bid,
            taken=taken,
            options=options,
            declared=bool(declared[i]) if i < len(declared) else False,
            hakem=hakem,
            dealer=dealer,
        )
        rows.append(sheet_row(rows, result, players=players, first_dealer=first_dealer))
    return tuple(rows)
