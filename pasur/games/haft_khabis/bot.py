"""The heuristic Haft Khabis player: sheds its costliest cards, keeps jacks and 8s for when it is
stuck, passes 7s on, aims its 2s at the leader, always calls «تک برگ», and says why.

Its habits, in the order it weighs them:

* **Going out** comes first; with a jack and one other card it plays the other card first, so
  as to go out on the jack and double everyone's count.
* **Facing 7s** it lays a 7 when it has one (the cards go on to the next player), else takes.
* **A threat**: when the next player holds one or two cards, an ace (he loses his turn) or a 7
  (he must draw or pass it on) is played first.
* **A 2** goes to the *leader*, the other player with the fewest cards (then the lowest total);
  when the leader holds one or two cards the 2 is played first.
* **Shedding**: otherwise the playable card that costs most if kept (its penalty), an 8 counted
  higher when another card can follow it as the bonus.
* **Jacks** (20 points if kept, but they fit on anything but a 7) are played only when nothing
  else fits, calling the suit it holds most of (then the costliest).
* After drawing it plays the drawn card if it fits, else keeps it.

Every decision comes from :func:`decide` (a move with a reason code from :data:`REASONS` and its
parameters); :func:`haft_khabis_heuristic` is the policy. It is deterministic.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from operator import attrgetter
from typing import Any, Final

from pasur.cards import Card, Rank, Suit
from pasur.games.haft_khabis.moves import Draw, Keep, Pass, Play, Take
from pasur.games.haft_khabis.scoring import card_penalty
from pasur.games.haft_khabis.state import HaftKhabisView
from pasur.protocol import Decision, TableView, unwrap

REASONS: Final = (
    "only-move",
    "go-out",
    "go-out-jack",
    "save-jack-finish",
    "pass-seven",
    "take-seven",
    "seven-on-threat",
    "skip-threat",
    "two-at-leader",
    "eight-chain",
    "dump-high",
    "jack-when-stuck",
    "play-drawn",
    "keep-drawn",
    "draw-stuck",
    "pass-nothing",
)
"""Every reason code :func:`decide` gives."""

_INDEX: Final = attrgetter("index")

EIGHT_CHAIN: Final = 6
"""What an 8 that another card can follow is worth on top of its penalty (it sheds two)."""


def _seen(view: TableView) -> HaftKhabisView:
    """The game's own view behind *view* (a lazy one is built now): its fields are values, so
    the player reads the counts, totals and turn order without parsing the facts' text."""
    seen = unwrap(view)
    if not isinstance(seen, HaftKhabisView):
        raise TypeError(f"a Haft Khabis view is needed, not {type(seen).__name__}")
    return seen


def _hand(view: HaftKhabisView) -> tuple[Card, ...]:
    seat = view.seat
    held = view.hands[seat] if seat is not None else ()
    return held if isinstance(held, tuple) else ()


def _next_seat(view: HaftKhabisView, seat: int) -> int:
    alive = view.alive
    d = view.direction
    n = len(alive)
    s = seat
    for _ in range(n):
        s = (s + d) % n
        if alive[s]:
            return s
    return seat


def _leader(view: HaftKhabisView, targets: Sequence[int]) -> int:
    counts = view.counts
    totals = view.totals
    me = view.seat

    def key(s: int) -> tuple[int, int, int, int]:
        return (s == me, counts[s], totals[s], s)

    return min(targets, key=key)


def _jack_suit(rest: Sequence[Card]) -> Suit:
    """The suit it holds most of (then the costliest), spades when it holds only jacks."""
    best = Suit.SPADES
    best_key = (-1, -1)
    for suit in Suit:
        cs = [c for c in rest if c.suit == suit and c.rank != Rank.JACK]
        k = (len(cs), sum(card_penalty(c) for c in cs))
        if k > best_key:
            best, best_key = suit, k
    return best


def _complete(view: HaftKhabisView, legal: Sequence[Any], card: Card, hand: Sequence[Card]) -> Play:
    """The legal play of *card* as the bot would make it: suit, target, and the call."""
    options = [m for m in legal if isinstance(m, Play) and m.card == card]
    rest = list(hand)
    rest.remove(card)
    call = [m for m in options if m.last] or options
    if card.rank == Rank.JACK:
        suit = _jack_suit(rest)
        return next(m for m in call if m.suit == suit)
    if card.rank == Rank.TWO:
        target = _leader(view, [m.target for m in call if m.target is not None])
        return next(m for m in call if m.target == target)
    return call[0]


def _follows(card: Card, rest: Sequence[Card]) -> bool:
    return any(c.rank == Rank.EIGHT or c.suit == card.suit for c in rest)


def decide(view: TableView, legal: Sequence[Any]) -> Decision:
    """The heuristic player's move and why (a reason code and its parameters)."""
    if len(legal) == 1:
        return Decision(legal[0], "only-move", ())
    view = _seen(view)
    hand = _hand(view)
    plays = [m for m in legal if isinstance(m, Play)]
    cards = sorted({m.card for m in plays}, key=_INDEX)
    mode = view.mode

    def play(card: Card, reason: str, **params: object) -> Decision:
        move = _complete(view, legal, card, hand)
        extra = {"card": card.code}
        if move.suit is not None:
            extra["suit"] = move.suit.letter
        if move.target is not None:
            extra["target"] = str(move.target)
        extra |= {k: str(v) for k, v in params.items()}
        return Decision(move, reason, tuple(extra.items()))

    if mode == "seven":
        if cards:
            return play(cards[0], "pass-seven", cards=2 * view.sevens + 2)
        return Decision(Take(), "take-seven", (("cards", str(2 * view.sevens)),))
    if mode in ("drawn", "bonus_drawn"):
        if cards:
            return play(cards[0], "play-drawn")
        drawn = view.drawn.code if view.drawn is not None else ""
        return Decision(Keep(), "keep-drawn", (("card", drawn),))
    if not cards:
        if any(isinstance(m, Draw) for m in legal):
            return Decision(Draw(), "draw-stuck", ())
        return Decision(next(m for m in legal if isinstance(m, Pass)), "pass-nothing", ())
    if len(hand) == 1:
        card = cards[0]
        return play(card, "go-out-jack" if card.rank == Rank.JACK else "go-out")
    others = [c for c in cards if c.rank != Rank.JACK]
    if not others:
        return play(cards[0], "jack-when-stuck")
    if len(hand) == 2 and any(c.rank == Rank.JACK for c in hand):
        other = next((c for c in others if c.rank != Rank.JACK), None)
        if other is not None and other.rank != Rank.EIGHT:
            return play(other, "save-jack-finish")
    counts = view.counts
    me = view.seat if view.seat is not None else 0
    nxt = _next_seat(view, me)
    if counts[nxt] <= 2 and nxt != me:
        for rank, reason in ((Rank.SEVEN, "seven-on-threat"), (Rank.ACE, "skip-threat")):
            hit = [c for c in others if c.rank == rank]
            if hit:
                return play(hit[0], reason, seat=nxt)
    twos = [c for c in others if c.rank == Rank.TWO]
    if twos:
        targets = sorted({m.target for m in plays if m.target is not None})
        if targets:
            leader = _leader(view, targets)
            if counts[leader] <= 2 and leader != me:
                return play(twos[0], "two-at-leader", cards=counts[leader])

    def chains(c: Card) -> bool:
        """Whether *c* is an 8 that another card of the hand can follow as its bonus."""
        if c.rank != Rank.EIGHT:
            return False
        rest = list(hand)
        rest.remove(c)
        return _follows(c, rest)

    def worth(c: Card) -> tuple[int, int]:
        return (card_penalty(c) + (EIGHT_CHAIN if chains(c) else 0), -c.index)

    best = max(others, key=worth)
    if chains(best):
        return play(best, "eight-chain")
    return play(best, "dump-high", points=card_penalty(best))


def haft_khabis_heuristic(view: TableView, legal: Sequence[Any], rng: random.Random) -> Any:
    """The heuristic player as a policy (see :func:`decide`)."""
    return decide(view, legal).move


__all__ = ["EIGHT_CHAIN", "REASONS", "decide", "haft_khabis_heuristic"]
