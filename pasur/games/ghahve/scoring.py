"""Scoring a Ghahve hand and a game, as pure functions that say which rule they applied.

A team's bid is the sum of its two players' bids. A team that takes at least its bid scores 10
per bid trick and 1 per extra trick; a team that takes fewer loses 10 per bid trick (seed 000,
line 142). Seed 000's own examples:

>>> team_points(bid=6, tricks=8)
62
>>> team_points(bid=6, tricks=5)
-60
>>> r = score_hand(bids=(3, 2, 3, 3), tricks=(8, 5))
>>> r.team_bids, r.made, r.points
((6, 5), (True, True), (62, 50))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pasur.errors import OptionsError
from pasur.games.ghahve import messages as _messages  # noqa: F401  (registers the codes)
from pasur.games.ghahve.options import MIN_BID, GhahveOptions

TRICKS_PER_HAND = 13


def team_of(seat: int) -> int:
    """Seats 0 and 2 are team 0; seats 1 and 3 are team 1 (partners sit opposite)."""
    return seat % 2


def team_points(*, bid: int, tricks: int) -> int:
    """Points for a team that bid *bid* tricks in all and took *tricks*.

    Made: ``10 * bid + (tricks - bid)``; failed: ``-10 * bid``.
    """
    if not 0 <= tricks <= TRICKS_PER_HAND:
        raise OptionsError(code="ghahve/team-tricks-range", params={"tricks": tricks})
    if bid < 2 * MIN_BID:
        raise OptionsError(
            code="ghahve/team-bid-minimum",
            params={"minimum": 2 * MIN_BID, "each": MIN_BID, "bid": bid},
        )
    return 10 * bid + (tricks - bid) if tricks >= bid else -10 * bid


@dataclass(frozen=True, slots=True)
class HandResult:
    """The outcome of one hand."""

    dealer: int
    bids: tuple[int, int, int, int]
    """Per seat."""
    tricks: tuple[int, int]
    """Tricks taken by team 0 and team 1."""
    team_bids: tuple[int, int]
    made: tuple[bool, bool]
    points: tuple[int, int]
    """What each team adds to its score (negative for a failed bid)."""

    @property
    def rule_ids(self) -> tuple[str, str]:
        """The scoring rule applied to each team."""
        ids = ("ghahve/failed-bid", "ghahve/made-bid")
        return (ids[self.made[0]], ids[self.made[1]])

    def extra(self, team: int) -> int:
        """Tricks taken beyond the team's bid (0 when it failed)."""
        return max(0, self.tricks[team] - self.team_bids[team])


def score_hand(
    *,
    bids: Sequence[int],
    tricks: tuple[int, int],
    dealer: int = 0,
    options: GhahveOptions | None = None,
) -> HandResult:
    """Score a finished hand from the four bids (by seat) and the tricks each team took.

    Raises:
        OptionsError: impossible input (use it to reject calculator input): a bid out of range,
            or trick counts that do not add up to 13.
    """
    opts = options or GhahveOptions()
    if len(bids) != 4:
        raise OptionsError(code="ghahve/four-bids", params={"count": len(bids)})
    for seat, b in enumerate(bids):
        if not MIN_BID <= b <= opts.max_bid:
            raise OptionsError(
                code="ghahve/seat-bid-range",
                params={"seat": seat, "bid": b, "minimum": MIN_BID, "maximum": opts.max_bid},
            )
    if min(tricks) < 0 or sum(tricks) != TRICKS_PER_HAND:
        raise OptionsError(
            code="ghahve/trick-counts", params={"tricks0": tricks[0], "tricks1": tricks[1]}
        )
    team_bids = (bids[0] + bids[2], bids[1] + bids[3])
    made = (tricks[0] >= team_bids[0], tricks[1] >= team_bids[1])
    points = (
        team_points(bid=team_bids[0], tricks=tricks[0]),
        team_points(bid=team_bids[1], tricks=tricks[1]),
    )
    by_seat = (bids[0], bids[1], bids[2], bids[3])
    return HandResult(dealer, by_seat, tricks, team_bids, made, points)


def next_dealer(dealer: int, score: tuple[int, int], options: GhahveOptions) -> int:
    """Who deals the next hand, given the score after this one.

    The dealer keeps the deal until his team is ahead (strictly: a tie keeps it), then the deal
    passes to his right; with ``dealer_rotation:every_hand`` it passes after every hand.

    >>> next_dealer(0, (40, 40), GhahveOptions()), next_dealer(0, (41, 40), GhahveOptions())
    (0, 1)
    """
    if options.dealer_rotation == "every_hand":
        return (dealer + 1) % 4
    team = team_of(dealer)
    return (dealer + 1) % 4 if score[team] > score[1 - team] else dealer


@dataclass(frozen=True, slots=True)
class GameUpdate:
    """The game score after a hand, and whether the game ended."""

    score: tuple[int, int]
    winner: int | None
    rule_id: str


def update_game(score: tuple[int, int], result: HandResult, options: GhahveOptions) -> GameUpdate:
    """Add a hand to the game score and decide whether the game is over.

    A team at or above the target wins. If both reach it in the same hand, the higher score
    wins; if they are level, another hand is played.

    >>> r = score_hand(bids=(2, 2, 2, 2), tricks=(7, 6))
    >>> update_game((470, 480), r, GhahveOptions())
    GameUpdate(score=(513, 522), winner=1, rule_id='ghahve/target-tie')
    """
    new = (score[0] + result.points[0], score[1] + result.points[1])
    target = options.target_points
    reached = [t for t in (0, 1) if new[t] >= target]
    if not reached:
        return GameUpdate(new, None, "ghahve/game-target")
    if len(reached) == 1:
        return GameUpdate(new, reached[0], "ghahve/game-target")
    if new[0] == new[1]:
        return GameUpdate(new, None, "ghahve/target-tie")
    return GameUpdate(new, 0 if new[0] > new[1] else 1, "ghahve/target-tie")
