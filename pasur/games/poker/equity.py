"""Showdown equity: each player's share of the pot over the boards still to come.

:func:`equity` deals the missing board cards from the rest of the pack and counts, for each
player, the boards won outright (``win``) and the share of split pots (``tie``: a two-way split
counts 1/2, a three-way 1/3 ...). ``win[i] + tie[i]`` is player *i*'s expected share of the pot,
and the shares sum to 1.

* **Exact** when there are at most :data:`EXACT_LIMIT` = 50,000 possible boards (every flop and
  turn position with any number of players; preflop there are C(48,5) = 1,712,304 heads-up, too
  many): every board is dealt once. Heads-up that is about 4 ms from the flop (990 boards) and
  about 0.2 s for 50,000 boards on a 2-vCPU machine (``benchmarks/poker.py``); beyond that,
  sampling to a standard error of about 0.3 % is the better trade.
* **Sampled** otherwise: ``samples`` boards (default :data:`DEFAULT_SAMPLES` = 20,000) drawn
  uniformly with a seeded ``random.Random`` (``rng``; default ``random.Random(0)``, so repeated
  calls agree). If ``samples`` is given and there are no more boards than that, the count is
  exact.

``progress(done, total)`` is called every :data:`CHUNK` boards and at the end; ``cancel()`` is
asked every :data:`CHUNK` boards, and a true answer stops early with the boards counted so far
(``cancelled=True``, ``exact=False``; an interrupted enumeration visits boards in a seeded random
order, so its partial counts are a fair sample).

>>> from pasur.cards import parse_cards
>>> e = equity([parse_cards("AS AH"), parse_cards("KS KH")], parse_cards("2C 7D 9H"), "holdem")
>>> e.exact, e.boards, round(e.equity[0], 3)
(True, 990, 0.916)
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Final

from pasur.cards import STANDARD_DECK, AnyCard, Card, Joker
from pasur.errors import NotationError
from pasur.games.poker import evaluate as ev

__all__ = ["CHUNK", "DEFAULT_SAMPLES", "EXACT_LIMIT", "Equity", "equity"]

EXACT_LIMIT: Final = 50_000
"""Enumerate every board when there are at most this many (see the module text)."""
DEFAULT_SAMPLES: Final = 20_000
"""Boards sampled when there are too many to enumerate and ``samples`` is not given."""
CHUNK: Final = 1_000
"""Boards between two calls of ``progress`` and ``cancel``."""


@dataclass(frozen=True, slots=True)
class Equity:
    """Per-player shares of the pot over ``boards`` boards (seats in the order of ``holes``)."""

    win: tuple[float, ...]
    """Fraction of the boards the player wins alone."""
    tie: tuple[float, ...]
    """Share of the pot won in splits, per board (a two-way split on every board gives 0.5)."""
    exact: bool
    """True when every possible board was counted once."""
    boards: int
    """Number of boards counted."""
    cancelled: bool = False
    """True when ``cancel()`` stopped the count early."""

    @property
    def equity(self) -> tuple[float, ...]:
        """Expected share of the pot: ``win + tie``."""
        return tuple(w + t for w, t in zip(self.win, self.tie, strict=True))


def _validate(
    holes: Sequence[Sequence[AnyCard]],
    board: Sequence[AnyCard],
    dead: Sequence[AnyCard],
    documents: bool,
) -> set[AnyCard]:
    if not holes:
        raise ValueError("equity needs at least one player's hole cards")
    if len(board) > 5:
        raise ValueError(f"the board has at most five cards, not {len(board)}")
    seen: dict[AnyCard, str] = {}
    places = [(f"player {k + 1}'s hole", h) for k, h in enumerate(holes)]
    places += [("the board", board), ("the dead cards", dead)]
    for place, cards in places:
        if place.endswith("hole") and len(cards) != 2:
            raise ValueError(f"{place} has {len(cards)} cards; a hole is two cards")
        for c in cards:
            if not isinstance(c, Card | Joker):
                raise NotationError(f"not a card in {place}: {c!r}")
            if isinstance(c, Joker) and not documents:
                raise NotationError(f"{c.code} in {place}: jokers are not used under hold'em rules")
            if c in seen:
                where = place if seen[c] == place else f"{seen[c]} and {place}"
                raise NotationError(f"card {c.code} appears twice ({where})")
            seen[c] = place
    return set(seen)


Scorer = Callable[[Sequence[int]], list[int]]


def _fast_scorer(holes: Sequence[Sequence[Card]], documents: bool) -> Scorer:
    """Hand values of every player for a full board of five indices (real cards, defaults)."""
    p_ = ev._P
    s_ = ev._S
    nf = ev._NF
    if documents:
        fl = ev._FL_D
        players = []
        for a, b in holes:
            i, j = a.index, b.index
            players.append((p_[i] * p_[j], s_[i] if s_[i] == s_[j] else -1))
        triples = ev._TRIPLES[5]

        def documents_scores(board: Sequence[int]) -> list[int]:
            t = ev.board_products(board)[0]
            suits = [s_[i] for i in board]
            out = []
            for hk, suit in players:
                v = max(
                    nf[hk * t[0]],
                    nf[hk * t[1]],
                    nf[hk * t[2]],
                    nf[hk * t[3]],
                    nf[hk * t[4]],
                    nf[hk * t[5]],
                    nf[hk * t[6]],
                    nf[hk * t[7]],
                    nf[hk * t[8]],
                    nf[hk * t[9]],
                )
                if suit >= 0 and suits.count(suit) >= 3:
                    for k, (a, b, c) in enumerate(triples):
                        if suits[a] == suit == suits[b] == suits[c]:
                            v = max(v, fl[hk * t[k]])
                out.append(v)
            return out

        return documents_scores

    hole_idx = [[c.index for c in h] for h in holes]

    def holdem_scores(board: Sequence[int]) -> list[int]:
        return [ev._holdem_value([*h, *board]) for h in hole_idx]

    return holdem_scores


def _slow_scorer(
    holes: Sequence[Sequence[AnyCard]], rules: str, joker: str, royal_requires_hole_ace: bool
) -> Scorer:
    any_cards = ev._ANY

    def scores(board: Sequence[int]) -> list[int]:
        cards = [any_cards[i] for i in board]
        return [
            ev.best_hand(
                h, cards, rules, joker=joker, royal_requires_hole_ace=royal_requires_hole_ace
            ).value
            for h in holes
        ]

    return scores


def equity(
    holes: Sequence[Sequence[AnyCard]],
    board: Sequence[AnyCard],
    rules: str = "documents",
    *,
    samples: int | None = None,
    rng: random.Random | None = None,
    progress: Callable[[int, int], None] | None = None,
    cancel: Callable[[], bool] | None = None,
    dead: Sequence[AnyCard] = (),
    deck: Sequence[AnyCard] = STANDARD_DECK,
    joker: str = "five_of_a_kind",
    royal_requires_hole_ace: bool = False,
) -> Equity:
    """Each player's pot share at showdown over the boards still to come (see the module text).

    *holes* are the players' two hole cards, *board* the 0..5 cards already dealt, *dead* cards
    known to be out of play (folded or burnt and shown); the missing board cards come from the
    rest of *deck* (the 52 cards; pass a deck with the joker for a joker table). ``joker`` and
    ``royal_requires_hole_ace`` are :func:`~pasur.games.poker.evaluate.best_hand`'s options.

    Raises:
        NotationError: a card is given twice (the message names it and where), or a joker under
            hold'em rules.
        ValueError: unknown rules, a hole that is not two cards, more than five board cards,
            too few cards left to complete the board, or ``samples`` < 1.
    """
    documents = ev._check_rules(rules)
    ev._check_joker(joker)
    used = _validate(holes, board, dead, documents)
    if samples is not None and samples < 1:
        raise ValueError(f"samples must be at least 1, not {samples}")
    rng = rng if rng is not None else random.Random(0)
    rest = [c.index for c in deck if c not in used]
    need = 5 - len(board)
    if len(rest) < need:
        raise ValueError(f"only {len(rest)} cards left to complete the board ({need} needed)")
    known = [c.index for c in board]
    real = all(isinstance(c, Card) for h in holes for c in h) and all(i < 52 for i in known)
    jokers_left = any(i >= 52 for i in rest)
    if real and not jokers_left and not royal_requires_hole_ace:
        score = _fast_scorer([[c for c in h if isinstance(c, Card)] for h in holes], documents)
    else:
        score = _slow_scorer(holes, rules, joker, royal_requires_hole_ace)

    total = math.comb(len(rest), need)
    exact = total <= (samples if samples is not None else EXACT_LIMIT)
    boards: Sequence[tuple[int, ...]] | None = None
    if exact:
        boards = list(combinations(rest, need))
        if cancel is not None:
            rng.shuffle(boards)  # so that a cancelled count is a fair sample
        count = total
    else:
        count = samples if samples is not None else DEFAULT_SAMPLES

    n = len(holes)
    wins = [0] * n
    ties = [0.0] * n
    done = 0
    cancelled = False
    while done < count:
        if cancel is not None and cancel():
            cancelled = True
            break
        stop = min(done + CHUNK, count)
        chunk = (
            boards[done:stop]
            if boards is not None
            else [tuple(rng.sample(rest, need)) for _ in range(stop - done)]
        )
        for extra in chunk:
            values = score((*known, *extra))
            top = max(values)
            k = values.count(top)
            if k == 1:
                wins[values.index(top)] += 1
            else:
                share = 1.0 / k
                for seat, v in enumerate(values):
                    if v == top:
                        ties[seat] += share
        done = stop
        if progress is not None:
            progress(done, count)
    if done == 0:
        return Equity((0.0,) * n, (0.0,) * n, exact=False, boards=0, cancelled=cancelled)
    return Equity(
        tuple(w / done for w in wins),
        tuple(t / done for t in ties),
        exact=exact and not cancelled,
        boards=done,
        cancelled=cancelled,
    )
