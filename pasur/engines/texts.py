"""The history of a view as text, written only for the moves made since the last view.

Every decision of a heuristic player reads a view, and a view holds every move so far as its
viewer saw it. Consecutive views are of the same deal a move or two later, so rewriting the
whole history each time is wasted: :class:`PrefixTexts` keeps, per viewer, the moves it last
wrote out and their texts, and when the new history starts with those moves it writes only the
rest. Each entry is replaced whole (one tuple), so threads only ever read a consistent pair; a
history that does not continue the last one (another deal, another table) is written in full.

>>> texts = PrefixTexts(lambda shout, moves: (m.upper() if shout else m for m in moves))
>>> texts(("a", "b"), True)
('A', 'B')
>>> texts(("a", "b", "c"), True)
('A', 'B', 'C')
>>> texts(("a", "b"), False)
('a', 'b')
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
M = TypeVar("M")


class PrefixTexts(Generic[K, M]):
    """Per viewer *K*, the texts of a history of moves *M*, extended rather than rewritten.

    *write(viewer, moves)* gives the texts of *moves* as *viewer* saw them (a hidden shuffle as
    ``deck-?``, say); it must depend on nothing else, since its texts are kept.
    """

    def __init__(self, write: Callable[[K, Sequence[M]], Iterable[str]]) -> None:
        self._write = write
        self._last: dict[K, tuple[Sequence[M], tuple[str, ...]]] = {}

    def __call__(self, history: Sequence[M], viewer: K) -> tuple[str, ...]:
        """The texts of *history* as *viewer* saw it."""
        last = self._last.get(viewer)
        done = 0
        texts: tuple[str, ...] = ()
        if last is not None:
            moves, known = last
            if len(moves) <= len(history) and history[: len(moves)] == moves:
                if len(moves) == len(history):
                    return known
                done, texts = len(moves), known
        texts = (*texts, *self._write(viewer, history[done:]))
        self._last[viewer] = (history, texts)
        return texts

    def clear(self) -> None:
        """Forget every viewer's last history (the next views write theirs in full)."""
        self._last.clear()


__all__ = ["PrefixTexts"]
