"""Scoring a Hokm hand and a game, as pure functions that say which rule they applied.

The engine calls these at the end of every hand, and the app's calculators call them directly,
so a ruling in the calculator is always the ruling the engine would make.

>>> from pasur.games.hokm.options import HokmOptions
>>> r = score_hand(hakem=0, tricks=(0, 7), options=HokmOptions())
>>> r.kind, r.winner, r.points, r.next_hakem, r.rule_id
('hakem_kot', 1, 3, 1, 'hokm/hakem-kot')
"""

from __future__ import annotations

from dataclasses import dataclass

from pasur.errors import OptionsError
from pasur.games.hokm.options import SPECIAL_MODES, HokmOptions

TRICKS_TO_WIN = 7
TRICKS_PER_HAND = 13


def team_of(seat: int) -> int:
    """Seats 0 and 2 are team 0; seats 1 and 3 are team 1 (partners sit opposite)."""
    return seat % 2


def dealer_of(hakem: int, options: HokmOptions) -> int:
    """The seat that deals when *hakem* is hakem (see ``dealer_seat``)."""
    return (hakem - 1) % 4 if options.dealer_seat == "left_of_hakem" else (hakem + 1) % 4


@dataclass(frozen=True, slots=True)
class HandResult:
    """The outcome of one hand."""

    winner: int
    """The team (0 or 1) that scores the hand."""
    points: int
    kind: str
    """``normal``, ``kot``, ``hakem_kot``, ``bam``, ``kot_on_six``, ``renege_kot``."""
    rule_id: str
    next_hakem: int
    tricks: tuple[int, int]
    hakem: int
    bonus: tuple[int, int] = (0, 0)
    """Extra points outside the hand result (the one-point renege penalty)."""
    note_rule_ids: tuple[str, ...] = ()
    """Other rules that shaped this result (kot in special modes, a failed bam ...)."""

    @property
    def hakem_side_won(self) -> bool:
        return self.winner == team_of(self.hakem)

    @property
    def ends_game(self) -> bool:
        return self.kind == "bam"

    @property
    def gains(self) -> tuple[int, int]:
        """Points each team adds to its game score."""
        g = [self.bonus[0], self.bonus[1]]
        g[self.winner] += self.points
        return (g[0], g[1])


def score_hand(
    *,
    hakem: int,
    tricks: tuple[int, int],
    options: HokmOptions,
    contract: str = "H",
    score_before: tuple[int, int] = (0, 0),
    bam: str = "",
    tricks_at_seven: tuple[int, int] | None = None,
    revoke_team: int | None = None,
) -> HandResult:
    """Score a finished hand.

    Args:
        tricks: tricks taken by team 0 and team 1 when the hand ended.
        bam: ``""`` (no attempt), ``"made"`` or ``"failed"``.
        tricks_at_seven: the count when a side first reached seven, if play went on for bam.
        revoke_team: the first team that failed to follow suit (only under the renege penalties).

    Raises:
        OptionsError: the trick counts cannot end a hand (use it to reject calculator input).
    """
    t0, t1 = tricks
    if not (0 <= t0 <= TRICKS_PER_HAND and 0 <= t1 <= TRICKS_PER_HAND) or t0 + t1 > TRICKS_PER_HAND:
        raise OptionsError(f"impossible trick counts {t0}-{t1}: a hand has 13 tricks")
    if max(t0, t1) < TRICKS_TO_WIN:
        raise OptionsError(f"{t0}-{t1} does not end a hand: one side needs 7 tricks")
    if max(t0, t1) > TRICKS_TO_WIN and not bam:
        raise OptionsError(
            f"{t0}-{t1} cannot happen: play stops when a side reaches 7 unless it plays on for bam"
        )
    if bam == "made" and max(t0, t1) != TRICKS_PER_HAND:
        raise OptionsError(f"{t0}-{t1} is not a bam: a bam takes all 13 tricks")
    if bam and not options.bam:
        raise OptionsError("bam is off at this table, so no side plays on after seven")
    if bam == "failed" and min(t0, t1) != 1:
        raise OptionsError(
            f"{t0}-{t1} is not a failed bam: the hand stops at the first trick the side loses"
        )
    if contract in SPECIAL_MODES and not options.special_modes:
        raise OptionsError(f"{contract} is not allowed: special modes are off at this table")
    hakem_team = team_of(hakem)
    if bam == "failed" and tricks_at_seven is None:
        # The side played on from seven tricks to none.
        tricks_at_seven = (TRICKS_TO_WIN, 0) if t0 > t1 else (0, TRICKS_TO_WIN)
    at_seven = tricks_at_seven or tricks
    winner = 0 if at_seven[0] >= TRICKS_TO_WIN else 1
    loser = 1 - winner
    notes: list[str] = []

    if revoke_team is not None and options.renege == "penalty_kot":
        winner, loser = 1 - revoke_team, revoke_team
        points = 3 if revoke_team == hakem_team else 2
        nxt = hakem if winner == hakem_team else (hakem + 1) % 4
        return HandResult(winner, points, "renege_kot", "hokm/renege", nxt, tricks, hakem)

    bonus = (0, 0)
    if revoke_team is not None and options.renege == "penalty_one_point":
        bonus = (1, 0) if revoke_team == 1 else (0, 1)
        notes.append("hokm/renege")

    if bam == "made":
        return HandResult(
            winner,
            0,
            "bam",
            "hokm/bam",
            hakem if winner == hakem_team else (hakem + 1) % 4,
            tricks,
            hakem,
            bonus,
            tuple(notes),
        )
    if bam == "failed":
        notes.append("hokm/bam")
        if not options.bam_failure_keeps_kot:
            at_seven = tricks

    kot = at_seven[loser] == 0
    if kot and contract in SPECIAL_MODES and not options.special_modes_kot:
        kot = False
        notes.append("hokm/kot-in-modes")
    if not kot:
        kind, points, rule = "normal", 1, "hokm/hand-points"
    elif winner == hakem_team:
        kind, points, rule = "kot", 2, "hokm/kot"
    else:
        kind, points, rule = "hakem_kot", 3, "hokm/hakem-kot"
    next_team = winner
    if (
        kot
        and options.kot_vs_side_on_six == "one_point_and_loser_becomes_hakem"
        and score_before[loser] == options.target_points - 1
    ):
        notes.append(rule)
        kind, points, rule = "kot_on_six", 1, "hokm/kot-against-six"
        next_team = loser
    nxt = hakem if next_team == hakem_team else (hakem + 1) % 4
    return HandResult(winner, points, kind, rule, nxt, tricks, hakem, bonus, tuple(notes))


@dataclass(frozen=True, slots=True)
class GameUpdate:
    """The game score after a hand, and whether the game ended."""

    score: tuple[int, int]
    winner: int | None
    win_by_two: bool
    """Whether the win-by-two rule is now in force (both sides reached target - 1)."""
    rule_id: str
    reset: bool = False


def update_game(
    score: tuple[int, int], result: HandResult, options: HokmOptions, *, win_by_two: bool = False
) -> GameUpdate:
    """Add a hand to the game score and decide whether the game is over.

    >>> from pasur.games.hokm.options import HokmOptions
    >>> o = HokmOptions(six_all="reset_to_five_five")
    >>> r = score_hand(hakem=0, tricks=(7, 3), options=o)
    >>> update_game((5, 6), r, o)
    GameUpdate(score=(5, 5), winner=None, win_by_two=False, rule_id='hokm/six-all', reset=True)
    """
    target = options.target_points
    if options.six_all != "none" and target < 2:
        raise OptionsError("the six-all rules need a target of at least 2 points")
    if result.ends_game:
        # Seed 004 (l.117) writes a bam as a 7-0 game: the whole game goes to the bam side.
        final = (target, 0) if result.winner == 0 else (0, target)
        return GameUpdate(final, result.winner, win_by_two, "hokm/bam")
    gains = result.gains
    new = (score[0] + gains[0], score[1] + gains[1])
    high = max(new)
    if high >= target and new[0] != new[1]:
        leader = 0 if new[0] > new[1] else 1
        if not win_by_two or abs(new[0] - new[1]) >= 2:
            return GameUpdate(
                new, leader, win_by_two, "hokm/six-all" if win_by_two else "hokm/game-target"
            )
    if options.six_all == "reset_to_five_five" and new == (target - 1, target - 1):
        return GameUpdate((target - 2, target - 2), None, False, "hokm/six-all", reset=True)
    if options.six_all == "win_by_two" and min(new) >= target - 1:
        return GameUpdate(new, None, True, "hokm/six-all")
    return GameUpdate(new, None, win_by_two, "hokm/game-target")
