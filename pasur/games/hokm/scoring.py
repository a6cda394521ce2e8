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
    """Seats 0 and 2 are team 0; seats 1 and 3 are team 1 (partners sit opposite).

    With two players this is simply the seat; with three, use :func:`side_of`.
    """
    return seat % 2


def side_of(seat: int, players: int) -> int:
    """The side *seat* scores for: its team with four players, the seat itself otherwise."""
    return seat % 2 if players == 4 else seat


def dealer_of(hakem: int, options: HokmOptions) -> int:
    """The seat that deals when *hakem* is hakem (see ``dealer_seat``); with two players the
    other player deals."""
    n = options.players
    return (hakem - 1) % n if options.dealer_seat == "left_of_hakem" else (hakem + 1) % n


@dataclass(frozen=True, slots=True)
class HandResult:
    """The outcome of one hand."""

    winner: int
    """The side that scores the hand: a team (0 or 1) with four players, else a seat."""
    points: int
    kind: str
    """``normal``, ``kot``, ``hakem_kot``, ``bam``, ``kot_on_six``, ``renege_kot``,
    ``six_six_five`` (three players, nobody at seven) or ``conceded``."""
    rule_id: str
    next_hakem: int
    tricks: tuple[int, ...]
    """Tricks per side when the hand ended."""
    hakem: int
    bonus: tuple[int, ...] = (0, 0)
    """Extra points outside the hand result (the one-point renege penalty)."""
    note_rule_ids: tuple[str, ...] = ()
    """Other rules that shaped this result (kot in special modes, a failed bam ...)."""
    players: int = 4

    @property
    def hakem_side(self) -> int:
        return side_of(self.hakem, self.players)

    @property
    def hakem_side_won(self) -> bool:
        return self.winner == self.hakem_side

    @property
    def ends_game(self) -> bool:
        return self.kind == "bam"

    @property
    def gains(self) -> tuple[int, ...]:
        """Points each side adds to its game score."""
        g = [self.bonus[i] if i < len(self.bonus) else 0 for i in range(len(self.tricks))]
        g[self.winner] += self.points
        return tuple(g)


def _refuse(code: str, **params: object) -> OptionsError:
    """The error of an impossible hand: a code of :mod:`pasur.games.hokm.messages` with its
    parameters (so the app says it in the page's language)."""
    return OptionsError(code=code, params=params)


def _check_sizes(tricks: tuple[int, ...], options: HokmOptions) -> None:
    """One count per side, each from 0 to the tricks of a hand."""
    n_sides = options.sides
    total = options.tricks_per_hand
    if len(tricks) != n_sides:
        raise _refuse("hokm/score/sides", sides=n_sides, given=len(tricks))
    if min(tricks, default=0) < 0 or max(tricks, default=0) > total:
        raise _refuse("hokm/score/range", total=total)


def _check_counts(tricks: tuple[int, ...], options: HokmOptions, bam: str) -> None:
    """Whether *tricks* (with this bam attempt) can end a hand. Four players' refusals give the
    two teams' counts (``a``, ``b``), the smaller games' every player's (``counts``)."""
    n_sides = options.sides
    total = options.tricks_per_hand
    counts = "-".join(str(t) for t in tricks)

    def bad(code: str, **params: object) -> OptionsError:
        if options.players == 4:
            return _refuse(code, a=tricks[0], b=tricks[1], **params)
        return _refuse(code + "-small", counts=counts, **params)

    high = max(tricks)
    if sum(1 for t in tricks if t >= TRICKS_TO_WIN) > 1:
        raise bad("hokm/score/two-sevens")
    if sum(tricks) > total:
        if options.players == 4:
            raise _refuse("hokm/score/too-many", a=tricks[0], b=tricks[1], total=sum(tricks))
        raise bad("hokm/score/too-many", total=total, sum=sum(tricks))
    if high < TRICKS_TO_WIN:
        if n_sides == 3 and sorted(tricks) == [5, 6, 6] and not bam:
            return
        if n_sides == 3:
            raise _refuse("hokm/score/no-seven-three", counts=counts, total=total, sum=sum(tricks))
        raise bad("hokm/score/no-seven")
    if bam and not options.bam:
        raise _refuse("hokm/score/bam-off")
    if bam == "made" and high != total:
        raise bad("hokm/score/not-bam", total=total)
    if bam == "failed" and not (sum(tricks) - high == 1 and high < total):
        raise bad("hokm/score/not-failed-bam")
    if not bam and high > TRICKS_TO_WIN:
        raise bad("hokm/score/past-seven")


def _check_mode(contract: str, options: HokmOptions) -> None:
    if contract in SPECIAL_MODES and not options.special_modes:
        raise _refuse("hokm/score/modes-off", contract=contract)


def score_hand(
    *,
    hakem: int,
    tricks: tuple[int, ...],
    options: HokmOptions,
    contract: str = "H",
    score_before: tuple[int, ...] | None = None,
    bam: str = "",
    tricks_at_seven: tuple[int, ...] | None = None,
    revoke_team: int | None = None,
    conceded_by: int | None = None,
) -> HandResult:
    """Score a finished hand.

    Args:
        tricks: tricks taken by each side (team 0 and team 1; or each player) when it ended.
        bam: ``""`` (no attempt), ``"made"`` or ``"failed"``.
        tricks_at_seven: the count when a side first reached seven, if play went on for bam.
        revoke_team: the first side that failed to follow suit (only under the renege
            penalties).
        conceded_by: the side that gave the hand up (the trick counts may then be anything
            reached so far).

    Raises:
        OptionsError: the trick counts cannot end a hand (use it to reject calculator input).
    """
    n = options.players
    n_sides = options.sides
    score_before = score_before or (0,) * n_sides
    hakem_side = side_of(hakem, n)
    if not 0 <= hakem < n:
        raise _refuse("play/no-seat", seat=hakem, players=n)
    _check_sizes(tricks, options)
    zero = (0,) * n_sides

    def result(
        winner: int,
        points: int,
        kind: str,
        rule: str,
        next_hakem: int,
        bonus: tuple[int, ...] = zero,
        notes: tuple[str, ...] = (),
    ) -> HandResult:
        return HandResult(winner, points, kind, rule, next_hakem, tricks, hakem, bonus, notes, n)

    def next_for(side: int) -> int:
        """The next hakem when *side* takes the hand."""
        if n < 4:
            return side
        return hakem if side == hakem_side else (hakem + 1) % 4

    if conceded_by is not None:
        counts = "-".join(str(t) for t in tricks)
        if n != 4 or options.concession == "off":
            raise _refuse("hokm/score/concede-off")
        if conceded_by not in (0, 1):
            raise _refuse("hokm/score/no-team", team=conceded_by)
        if sum(tricks) > TRICKS_PER_HAND or max(tricks) >= TRICKS_TO_WIN:
            raise _refuse("hokm/score/concede-seven", counts=counts)
        if bam:
            raise _refuse("hokm/score/concede-bam")
        if conceded_by == hakem_side and not options.hakem_side_may_concede:
            raise _refuse("hokm/score/concede-hakem-side")
        if options.concession == "before_play" and sum(tricks) > 0:
            raise _refuse("hokm/score/concede-before-play", counts=counts)
        if options.concession == "after_own_first_trick" and tricks[conceded_by] == 0:
            raise _refuse("hokm/score/concede-first-trick", team=conceded_by)
        _check_mode(contract, options)
        winner = 1 - conceded_by
        return result(winner, 1, "conceded", "hokm/concession", next_for(winner))

    _check_counts(tricks, options, bam)
    _check_mode(contract, options)
    if n_sides == 3 and max(tricks) < TRICKS_TO_WIN:
        five = tricks.index(min(tricks))
        return result(five, 1, "six_six_five", "hokm/six-six-five", five)

    if bam == "failed" and tricks_at_seven is None:
        # The side played on from seven tricks to none.
        w = tricks.index(max(tricks))
        tricks_at_seven = tuple(TRICKS_TO_WIN if i == w else 0 for i in range(n_sides))
    at_seven = tricks_at_seven or tricks
    winner = next(i for i, t in enumerate(at_seven) if t >= TRICKS_TO_WIN)
    notes: list[str] = []

    if revoke_team is not None and options.renege == "penalty_kot":
        winner = 1 - revoke_team
        points = 3 if revoke_team == hakem_side else 2
        return result(winner, points, "renege_kot", "hokm/renege", next_for(winner))

    bonus = zero
    if revoke_team is not None and options.renege == "penalty_one_point":
        bonus = tuple(0 if i == revoke_team else 1 for i in range(n_sides))
        notes.append("hokm/renege")

    if bam == "made":
        # Seed 002 (l.53) names a bam against the hakem's side «پر بام» / «حاکم بام».
        named = "hokm/hakem-bam" if winner != hakem_side else "hokm/bam"
        return result(winner, 0, "bam", named, next_for(winner), bonus, tuple(notes))
    if bam == "failed":
        notes.append("hokm/bam")
        if not options.bam_failure_keeps_kot:
            at_seven = tricks

    kot = all(t == 0 for i, t in enumerate(at_seven) if i != winner)
    if kot and contract in SPECIAL_MODES and not options.special_modes_kot:
        kot = False
        notes.append("hokm/kot-in-modes")
    if kot and n < 4 and not options.small_game_kot:
        kot = False
        notes.append("hokm/small-game-kot")
    if not kot:
        kind, points, rule = "normal", 1, "hokm/hand-points"
    elif winner == hakem_side:
        kind, points, rule = "kot", 2, "hokm/kot"
    else:
        kind, points, rule = "hakem_kot", 3, "hokm/hakem-kot"
    if kot and n < 4:
        notes.append("hokm/small-game-kot")
    next_side = winner
    losers = [i for i in range(n_sides) if i != winner]
    if (
        kot
        and options.kot_vs_side_on_six == "one_point_and_loser_becomes_hakem"
        and n_sides == 2
        and score_before[losers[0]] == options.target_points - 1
    ):
        notes.append(rule)
        kind, points, rule = "kot_on_six", 1, "hokm/kot-against-six"
        next_side = losers[0]
    return result(winner, points, kind, rule, next_for(next_side), bonus, tuple(notes))


def win_by_two_in_force(score: tuple[int, ...], options: HokmOptions) -> bool:
    """Whether the 6-6 rule is in force at game score *score*: both sides have reached one
    short of the target (6-6 in a game to 7) and the table plays ``six_all:win_by_two`` (the
    game then needs a two-point lead) or ``six_all:to_eight`` (it goes on to 8).

    The next hand's stakes depend on it (a single point no longer ends the game), so a ruling
    on a score needs it as much as the engine does, which asks the same question after every
    hand. With ``reset_to_five_five`` 6-6 never stands, and the rule needs two sides, so three
    players never have it.

    >>> win_by_two_in_force((6, 6), HokmOptions(six_all="win_by_two"))
    True
    >>> win_by_two_in_force((6, 6), HokmOptions())
    False
    >>> win_by_two_in_force((6, 5), HokmOptions(six_all="to_eight"))
    False
    """
    return (
        options.six_all in ("win_by_two", "to_eight")
        and len(score) == 2
        and min(score) >= options.target_points - 1
    )


@dataclass(frozen=True, slots=True)
class GameUpdate:
    """The game score after a hand, and whether the game ended."""

    score: tuple[int, ...]
    winner: int | None
    win_by_two: bool
    """Whether the win-by-two rule is now in force (both sides reached target - 1)."""
    rule_id: str
    reset: bool = False


def update_game(
    score: tuple[int, ...],
    result: HandResult,
    options: HokmOptions,
    *,
    win_by_two: bool = False,
) -> GameUpdate:
    """Add a hand to the game score and decide whether the game is over.

    ``win_by_two`` says the 6-6 rule is in force (``win_by_two`` or ``to_eight``): the
    state keeps it from the update before, and :func:`win_by_two_in_force` tells it from a
    score.

    >>> from pasur.games.hokm.options import HokmOptions
    >>> o = HokmOptions(six_all="reset_to_five_five")
    >>> r = score_hand(hakem=0, tricks=(7, 3), options=o)
    >>> update_game((5, 6), r, o)
    GameUpdate(score=(5, 5), winner=None, win_by_two=False, rule_id='hokm/six-all', reset=True)
    """
    target = options.target_points
    if options.six_all != "none" and target < 2:
        raise _refuse("hokm/options/six-all-target")
    if result.ends_game:
        # Seed 004 (l.117) writes a bam as a 7-0 game: the whole game goes to the bam side.
        final = tuple(target if i == result.winner else 0 for i in range(len(score)))
        return GameUpdate(final, result.winner, win_by_two, "hokm/bam")
    gains = result.gains
    new = tuple(a + b for a, b in zip(score, gains, strict=True))
    high = max(new)
    leaders = [i for i, v in enumerate(new) if v == high]
    second = max(v for i, v in enumerate(new) if i != leaders[0]) if len(new) > 1 else 0
    lead = high - second
    if options.six_all == "to_eight" and win_by_two:
        # Seed 000 (l.41): from 6-6 the game goes to 8 with a two-point lead; at 7-7 the
        # players agree again, and this table takes "stop at 8": the next point wins.
        if len(leaders) == 1 and high >= target + 1 and (lead >= 2 or second >= target):
            return GameUpdate(new, leaders[0], True, "hokm/six-all")
        return GameUpdate(new, None, True, "hokm/six-all")
    if high >= target and len(leaders) == 1 and (not win_by_two or lead >= 2):
        return GameUpdate(
            new, leaders[0], win_by_two, "hokm/six-all" if win_by_two else "hokm/game-target"
        )
    if options.six_all == "reset_to_five_five" and new == (target - 1, target - 1):
        return GameUpdate((target - 2, target - 2), None, False, "hokm/six-all", reset=True)
    if win_by_two_in_force(new, options):
        return GameUpdate(new, None, True, "hokm/six-all")
    return GameUpdate(new, None, win_by_two, "hokm/game-target")
