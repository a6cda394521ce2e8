"""The simulation stream on an executor: a bounded window of chunks, results in order, and
a stop that leaves nothing running. Memory is what the window bounds: a caller that keeps
nothing of the stream holds at most ``window`` chunks of deals however many are asked for
(``benchmarks/memory.py`` measures it)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from typing import Any, ParamSpec, TypeVar

import pytest

from pasur.sim import Setup, simulate

P = ParamSpec("P")
T = TypeVar("T")
SETUP = Setup("ghahve", "scope:hand", ("random",), seed=5)


class Counting(Executor):
    """A thread pool that records how many submitted chunks are not yet collected."""

    def __init__(self, workers: int = 2) -> None:
        self.pool = ThreadPoolExecutor(workers)
        self._max_workers = workers
        self.lock = threading.Lock()
        self.out = 0
        self.most = 0
        self.submitted = 0

    def submit(self, fn: Callable[P, T], /, *args: P.args, **kwargs: P.kwargs) -> Future[T]:
        with self.lock:
            self.out += 1
            self.submitted += 1
            self.most = max(self.most, self.out)
        return self.pool.submit(fn, *args, **kwargs)

    def collected(self) -> None:
        with self.lock:
            self.out -= 1

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        self.pool.shutdown(wait, cancel_futures=cancel_futures)


def _stream(executor: Counting, deals: int, **kwargs: Any) -> list[int]:
    indices = []
    last_chunk = -1
    for deal in simulate(SETUP, deals, executor=executor, **kwargs):
        chunk = deal.index // kwargs.get("chunk", 10)
        if chunk != last_chunk:  # the first deal of a chunk: that chunk was collected
            executor.collected()
            last_chunk = chunk
        indices.append(deal.index)
    return indices


@pytest.mark.parametrize("window", [1, 3])
def test_at_most_window_chunks_are_out_and_the_deals_come_in_order(window: int) -> None:
    executor = Counting()
    try:
        indices = _stream(executor, 200, chunk=10, window=window)
    finally:
        executor.shutdown()
    assert indices == list(range(200))
    assert executor.submitted == 20
    # The window, plus the one just taken from it before the next goes out.
    assert executor.most <= window + 1


def test_the_default_window_is_twice_the_workers() -> None:
    executor = Counting(workers=2)
    try:
        _stream(executor, 300, chunk=10)
    finally:
        executor.shutdown()
    assert executor.most <= 5


def test_the_stream_is_the_same_as_one_process() -> None:
    executor = Counting()
    try:
        there = [(d.index, dict(d.summary)) for d in simulate(SETUP, 60, executor=executor)]
    finally:
        executor.shutdown()
    here = [(d.index, dict(d.summary)) for d in simulate(SETUP, 60)]
    assert there == here


def test_a_cancelled_stream_submits_no_more() -> None:
    executor = Counting()
    seen = []
    try:
        for deal in simulate(
            SETUP, 500, executor=executor, chunk=10, cancel=lambda: len(seen) >= 25
        ):
            seen.append(deal.index)
    finally:
        executor.shutdown()
    assert seen[:25] == list(range(25))
    assert executor.submitted <= 3 + 4  # what was out when it stopped, never the 50 chunks
