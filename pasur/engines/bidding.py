"""A shared auction: bids in steps from a minimum, passing is final, until all but one pass.

Shelem uses it today; other bidding games and the app's bidding charts can reuse it. Everything
here is a pure function of small immutable values, so a game state simply holds an
:class:`Auction` and asks it what is legal.

* :class:`AuctionRules` says how bids go: the minimum, the step, the cap, an optional *special*
  call that outranks every number (Shelem's declared shelem), and what happens when everybody
  passes (``redeal``, or ``first_forced``: the first bidder may not pass before anyone has bid,
  so he opens at least at the minimum).
* :class:`Auction` is the auction so far: who is to call, the high bid and who made it, who has
  passed, and every call in order.
* :func:`violation` says why a call is illegal, naming a rule id ``<game>/<slug>``:
  ``bid-turn``, ``bid-minimum``, ``bid-step``, ``bid-higher``, ``bid-cap``, ``pass-is-final``,
  ``all-pass``, ``declared-shelem`` (the special call when it is off or already made) and
  ``auction-end``; its sentence is a message code of Shelem's table (``shelem/bid-step`` with
  ``amount`` and ``step``, see :data:`MESSAGES`), which the app says in the reader's language.

>>> rules = AuctionRules(game="shelem", minimum=100, step=5, cap=165)
>>> a = start_auction(rules, players=4, first=1)
>>> for call in (Bid(110), Bid(115), Pass(), Bid(125), Bid(130), Pass(), Bid(135), Pass()):
...     a = apply_call(rules, a, call)
>>> a.is_over, a.winner, a.high
(True, 0, 135)
>>> refused = violation(rules, start_auction(rules, 4, 1), 1, Bid(102))
>>> refused.rule_id, refused.code, refused.detail
('shelem/bid-step', 'shelem/bid-step', 'bids go in steps of 5: 102 is not one of them')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from pasur.engines.evolve import evolve
from pasur.protocol import Violation, WordMove
from pasur.protocol import violation as coded

SPECIAL: Final = "shelem"
"""The word of the special call (the one above every number)."""


@dataclass(frozen=True, slots=True)
class Bid:
    """A numeric bid: the points the bidder's side undertakes to take."""

    amount: int

    def __str__(self) -> str:
        return f"bid-{self.amount}"


class Pass(WordMove):
    """A pass: this seat is out of the auction for the rest of the hand."""

    __slots__ = ()
    word = "pass"


class Special(WordMove):
    """The special call that outranks every number (Shelem's declared shelem)."""

    __slots__ = ()
    word = SPECIAL


Call = Bid | Pass | Special


@dataclass(frozen=True, slots=True)
class AuctionRules:
    """How the bidding goes. ``game`` prefixes the rule ids of violations."""

    game: str
    minimum: int = 100
    step: int = 5
    cap: int | None = None
    """The highest numeric bid (``None``: no cap). A bid at the cap ends the auction."""
    special: bool = False
    """Whether the special call exists; it outranks every number and ends the auction."""
    all_pass: str = "redeal"
    """``redeal``: everyone may pass and the hand is thrown in. ``first_forced``: the first
    bidder may not pass before anyone has bid."""

    def __post_init__(self) -> None:
        if self.step < 1 or self.minimum < 1:
            raise ValueError("the minimum and the step of an auction are positive")
        if self.cap is not None and self.cap < self.minimum:
            raise ValueError("the cap of an auction is at least its minimum")
        if self.all_pass not in ("redeal", "first_forced"):
            raise ValueError(f"all_pass is redeal or first_forced, not {self.all_pass!r}")

    def rule(self, slug: str) -> str:
        return f"{self.game}/{slug}"

    @property
    def top(self) -> int | None:
        """The highest numeric bid that keeps to the step (``None`` without a cap)."""
        if self.cap is None:
            return None
        return self.minimum + (self.cap - self.minimum) // self.step * self.step


@dataclass(frozen=True, slots=True)
class Auction:
    """An auction in progress (or over). Seats are numbered in order of play."""

    players: int
    first: int
    to_move: int | None
    """The seat to call next; ``None`` once the auction is over."""
    high: int | None = None
    """The highest numeric bid so far (``None``: nobody has bid)."""
    high_seat: int | None = None
    special: bool = False
    """Whether the special call was made (by ``high_seat``)."""
    passed: tuple[bool, ...] = ()
    calls: tuple[tuple[int, Call], ...] = ()
    """Every call in order, with the seat that made it."""

    @property
    def is_over(self) -> bool:
        return self.to_move is None

    @property
    def all_passed(self) -> bool:
        """The auction ended with no bid at all (the hand is thrown in)."""
        return self.is_over and self.high_seat is None

    @property
    def winner(self) -> int | None:
        """The seat that won the auction, once it is over (``None`` if everyone passed)."""
        return self.high_seat if self.is_over else None

    @property
    def contract(self) -> int | None:
        """The winning bid (the special call counts as its own flag, see ``special``)."""
        return self.high if self.is_over else None


def start_auction(rules: AuctionRules, players: int, first: int) -> Auction:
    """A fresh auction among *players* seats in which *first* calls first."""
    if players < 2 or not 0 <= first < players:
        raise ValueError("an auction needs at least two seats and a first bidder among them")
    return Auction(players, first, first, passed=(False,) * players)


def _next_bid(rules: AuctionRules, auction: Auction) -> int:
    """The lowest numeric bid allowed now."""
    return rules.minimum if auction.high is None else auction.high + rules.step


def legal_calls(rules: AuctionRules, auction: Auction) -> tuple[Call, ...]:
    """Every legal call for the seat to move, lowest bid first, then the special call, then
    pass."""
    seat = auction.to_move
    if seat is None:
        return ()
    out: list[Call] = []
    if not auction.special:
        low = _next_bid(rules, auction)
        top = rules.top
        if top is not None:
            out.extend(Bid(v) for v in range(low, top + 1, rules.step))
        else:
            out.extend(Bid(v) for v in range(low, low + 20 * rules.step, rules.step))
        if rules.special:
            out.append(Special())
    if violation(rules, auction, seat, Pass()) is None:
        out.append(Pass())
    return tuple(out)


MESSAGES: Final = "shelem"
"""The table whose codes the auction's refusals use (``shelem/bid-step`` ...): their sentences are
in :mod:`pasur.games.shelem.messages`, whatever game runs the auction (its rule ids keep the
game's prefix)."""


def _v(rule: str, slug: str, **params: object) -> Violation:
    """A refusal breaking *rule*, said by the message ``shelem/<slug>``."""
    # Imported here: Shelem's package imports this module, so it cannot be imported at the top;
    # by the time a call is refused, both are loaded.
    import pasur.games.shelem.messages  # noqa: F401  (registers the codes)

    return coded(rule, f"{MESSAGES}/{slug}", **params)


def violation(rules: AuctionRules, auction: Auction, seat: int, call: Call) -> Violation | None:
    """Why *seat* may not make *call* now, or ``None`` if it may."""
    if auction.is_over:
        return _v(rules.rule("auction-end"), "auction-over", seat=seat)
    if 0 <= seat < auction.players and auction.passed[seat]:
        return _v(rules.rule("pass-is-final"), "pass-is-final", seat=seat)
    if seat != auction.to_move:
        return _v(rules.rule("bid-turn"), "bid-turn", seat=seat, turn=auction.to_move)
    if isinstance(call, Pass):
        if (
            rules.all_pass == "first_forced"
            and auction.high is None
            and not auction.special
            and seat == auction.first
            and not any(auction.passed)
        ):
            return _v(rules.rule("all-pass"), "all-pass", seat=seat, minimum=rules.minimum)
        return None
    if isinstance(call, Special):
        if not rules.special:
            return _v(rules.rule("declared-shelem"), "declared-shelem-off", seat=seat)
        if auction.special:
            return _v(rules.rule("bid-higher"), "declared-shelem-twice", seat=seat)
        return None
    amount = call.amount
    if auction.special:
        return _v(rules.rule("bid-higher"), "bid-after-shelem", seat=seat, amount=amount)
    if amount < rules.minimum:
        return _v(rules.rule("bid-minimum"), "bid-minimum", amount=amount, minimum=rules.minimum)
    if (amount - rules.minimum) % rules.step:
        return _v(rules.rule("bid-step"), "bid-step", amount=amount, step=rules.step)
    if auction.high is not None and amount <= auction.high:
        return _v(rules.rule("bid-higher"), "bid-higher", amount=amount, high=auction.high)
    if rules.cap is not None and amount > rules.cap:
        return _v(rules.rule("bid-cap"), "bid-cap", amount=amount, cap=rules.cap)
    return None


def apply_call(rules: AuctionRules, auction: Auction, call: Call) -> Auction:
    """The auction after the seat to move makes *call* (which must be legal)."""
    seat = auction.to_move
    if seat is None:
        raise ValueError("the auction is over")
    problem = violation(rules, auction, seat, call)
    if problem is not None:
        raise ValueError(f"{call}: {problem.detail} [{problem.rule_id}]")
    calls = (*auction.calls, (seat, call))
    passed = auction.passed
    high, high_seat, special = auction.high, auction.high_seat, auction.special
    if isinstance(call, Pass):
        passed = tuple(p or s == seat for s, p in enumerate(passed))
    elif isinstance(call, Special):
        special, high_seat = True, seat
    else:
        high, high_seat = call.amount, seat
    active = [s for s in range(auction.players) if not passed[s]]
    unbeatable = special or (rules.top is not None and high is not None and high >= rules.top)
    to_move: int | None
    if not active or (high_seat is not None and (active == [high_seat] or unbeatable)):
        to_move = None
    else:
        to_move = (seat + 1) % auction.players
        while passed[to_move]:
            to_move = (to_move + 1) % auction.players
    return evolve(
        auction,
        calls=calls,
        passed=passed,
        high=high,
        high_seat=high_seat,
        special=special,
        to_move=to_move,
    )


def run_calls(rules: AuctionRules, auction: Auction, calls: tuple[Call, ...]) -> Auction:
    """Apply *calls* in order (a convenience for examples and tests)."""
    for call in calls:
        auction = apply_call(rules, auction, call)
    return auction


def parse_call(text: str) -> Call | None:
    """``bid-125``, ``125``, ``pass`` or ``shelem`` (``None`` if *text* is not a call)."""
    low = text.strip().lower()
    if low in ("pass", "p", "پاس"):
        return Pass()
    if low in (SPECIAL, "شلم"):
        return Special()
    if low.startswith("bid-"):
        low = low[4:]
    if low.isdigit() and len(low) <= 4:
        return Bid(int(low))
    return None
