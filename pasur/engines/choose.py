"""A "choose k of n" move shape: the k-subsets of n items as a lazy, immutable sequence.

Some moves are a set picked from a larger one: Shelem's hakem puts down four of his sixteen
cards, 1,820 choices. Listing every one as a move object costs more than the rest of the hand,
and players look at one or two of them. :class:`Choose` stands for the whole list without
building it: its length is C(n, k), item *i* is built by unranking *i*, and membership is
checked in O(k) by looking the chosen items up, so ``move in legal`` stays cheap.

The order is exactly that of :func:`itertools.combinations` over the items, so a player that
picks item *i* of the list (a seeded random player) picks the same move as it did from the list.

>>> c = subsets("abcd", 2)
>>> len(c), c[0], c[-1], list(c) == list(combinations("abcd", 2))
(6, ('a', 'b'), ('c', 'd'), True)
>>> ("b", "d") in c, ("d", "b") in c, c.index(("b", "d"))
(True, False, 4)
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Sequence
from itertools import combinations
from math import comb
from typing import Generic, TypeVar, overload

T = TypeVar("T", bound=Hashable)
M = TypeVar("M")


class Choose(Sequence[M], Generic[T, M]):
    """The moves ``make(s)`` for every k-subset ``s`` of *items*, in
    :func:`itertools.combinations` order (each ``s`` lists its items in the order of *items*).

    *parts* is the inverse of *make*: the chosen items of a move, or ``None`` for something that
    is not such a move at all. The items must be distinct (they are looked up by value).
    Immutable: two instances are equal when they list the same moves the same way (same items
    and k, same *make* and *parts*), and hash alike.
    """

    __slots__ = ("_items", "_k", "_len", "_make", "_parts", "_positions")

    def __init__(
        self,
        items: Sequence[T],
        k: int,
        make: Callable[[tuple[T, ...]], M],
        parts: Callable[[object], Sequence[T] | None],
    ) -> None:
        if k < 0:
            raise ValueError(f"cannot choose {k} items")
        self._items = tuple(items)
        self._positions = {item: i for i, item in enumerate(self._items)}
        if len(self._positions) != len(self._items):
            raise ValueError("the items to choose from must be distinct")
        self._k = k
        self._len = comb(len(self._items), k)
        self._make = make
        self._parts = parts

    @property
    def items(self) -> tuple[T, ...]:
        """What the subsets are taken from, in the order their members are listed."""
        return self._items

    @property
    def k(self) -> int:
        """How many items each subset holds."""
        return self._k

    def __len__(self) -> int:
        return self._len

    @overload
    def __getitem__(self, index: int) -> M: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[M, ...]: ...

    def __getitem__(self, index: int | slice) -> M | tuple[M, ...]:
        if isinstance(index, slice):
            return tuple(self._make(self._unrank(i)) for i in range(self._len)[index])
        i = index.__index__()
        if i < 0:
            i += self._len
        if not 0 <= i < self._len:
            raise IndexError(f"subset {index} of {self._len}")
        return self._make(self._unrank(i))

    def _unrank(self, rank: int) -> tuple[T, ...]:
        """The subset at *rank* in :func:`itertools.combinations` order.

        Slot by slot, skip each candidate item whose block of subsets (those that put it in this
        slot) lies wholly before *rank*: that block holds C(items after it, slots left) subsets.
        """
        items, n, out = self._items, len(self._items), []
        x = 0
        for left in range(self._k - 1, -1, -1):
            block = comb(n - x - 1, left)
            while rank >= block:
                rank -= block
                x += 1
                block = comb(n - x - 1, left)
            out.append(items[x])
            x += 1
        return tuple(out)

    def _rank(self, move: object) -> int | None:
        """Where *move* stands in the list, or ``None`` if it is not one of the moves: O(k)
        look-ups and binomials, and one *make* to check that *parts* told the truth."""
        chosen = self._parts(move)
        if chosen is None or len(chosen) != self._k:
            return None
        n, rank, x = len(self._items), 0, 0
        left = self._k
        for item in chosen:
            pos = self._positions.get(item)
            if pos is None or pos < x:
                return None
            left -= 1
            # The subsets that put an earlier item in this slot come first: C(n-x, left+1)
            # minus C(n-pos, left+1) of them (the subsets of the items from x, less those from
            # pos).
            rank += comb(n - x, left + 1) - comb(n - pos, left + 1)
            x = pos + 1
        return rank if self._make(tuple(chosen)) == move else None

    def __contains__(self, move: object) -> bool:
        return self._rank(move) is not None

    def index(self, move: object, start: int = 0, stop: int | None = None) -> int:
        """The position of *move* (O(k)); ``ValueError`` if it is not in the list (or not
        between *start* and *stop*, read as for a slice)."""
        rank = self._rank(move)
        if rank is not None and rank in range(self._len)[start:stop]:
            return rank
        raise ValueError(f"{move!r} is not one of the choices")

    def count(self, move: object) -> int:
        return 0 if self._rank(move) is None else 1

    def __iter__(self) -> Iterator[M]:
        return map(self._make, combinations(self._items, self._k))

    def __reversed__(self) -> Iterator[M]:
        return (self[i] for i in range(self._len - 1, -1, -1))

    def _key(self) -> tuple[object, ...]:
        # With k = 0 or k > n the moves depend on neither k nor the items (one empty subset, or
        # none), so the length alone tells them apart.
        if 0 < self._k <= len(self._items):
            return (self._make, self._parts, self._k, self._items)
        return (self._make, self._parts, self._len)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Choose):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"Choose({self._items!r}, {self._k}, {len(self)} moves)"


def _same(chosen: tuple[T, ...]) -> tuple[T, ...]:
    return chosen


def _as_tuple(move: object) -> Sequence[T] | None:
    return move if isinstance(move, tuple) else None


def subsets(items: Sequence[T], k: int) -> Choose[T, tuple[T, ...]]:
    """The k-subsets of *items* as plain tuples, like ``tuple(combinations(items, k))``."""
    return Choose(items, k, _same, _as_tuple)


__all__ = ["Choose", "subsets"]
