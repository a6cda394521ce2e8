"""Running what-if simulations for the chart pages: a progress bar, a Stop button, a shared cache
and a process pool shared by every session of the server.

A :class:`Job` is one or more :class:`~pasur.sim.Setup` (the Hokm page has one per trump) and the
number of deals to play of each. :func:`run` plays it with ``pasur.sim.simulate``, all setups
advancing together round by round, so that the progress bar means the same for every setup and a
stopped run has as many deals of each. The deals are reduced at once to what the page draws (a
few rows); only that result is cached.

**Caching.** ``st.cache_data`` is keyed by the setups, the deal count and the reducer's name. The
simulation itself is *not* inside the cached function: Streamlit records every element a cached
function draws and replays it on a cache hit, and a progress bar drawn into a placeholder made
outside the function makes that replay fail (``CacheReplayClosureError`` on the second visit,
tried on 1.67). So the cached function only stores: called without ``_value`` it raises
:class:`_Miss` when the result is not there yet (an exception is never cached); called with
``_value`` (not hashed, as its name starts with ``_``) it stores it.

**Stopping.** Clicking Stop (or any widget) while the script runs makes Streamlit stop this run at
the next element it draws; the progress bar is redrawn every few tenths of a second, also while
waiting for the pool, so that happens quickly. The deals played so far are kept in the session
(without their records, see :class:`Partial`), so Stop shows a chart of those, and Continue (or a
rerun for the same job) carries on from there: deal *i* of a setup is the same wherever and
whenever it is played.

**The pool.** ``ProcessPoolExecutor(2)`` in a ``st.cache_resource``, started with the
``forkserver`` context (measured, see :func:`_start_pool`). Without it (``PASUR_SIM_WORKERS=0``,
or a machine where processes cannot be started) the deals are played in the server process.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import sys
import time
import types
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any, Final, Generic, TypeVar

import streamlit as st

from pasur.records import Record
from pasur.sim import Deal, Setup, simulate
from ui.frame import Ctx
from ui.guard import read_int

WORKERS: Final = 2
WORKERS_ENV: Final = "PASUR_SIM_WORKERS"
"""Environment variable: how many worker processes (``0``: play in the server process)."""
ROUNDS: Final = 10
"""A job is played in about this many rounds (each setup advances one round at a time)."""
MIN_ROUND: Final = 20
MAX_CHUNK: Final = 100
"""At most this many deals go to a worker at once (a fraction of a second), so the progress bar
moves and a stop keeps what was played."""
TICK: Final = 0.2
"""Seconds between two redraws of the progress bar (each redraw is a chance to stop)."""

T = TypeVar("T")
Reduce = Callable[[Sequence[Sequence[Deal]]], T]
"""Turns the deals of each setup (in the job's order) into what the page draws."""


@dataclass(frozen=True)
class Job:
    """What a chart needs: *deals* deals of each setup."""

    setups: tuple[Setup, ...]
    deals: int

    @property
    def key(self) -> str:
        """A plain-text identity (the setups' reprs are their every field)."""
        return f"{self.deals}|" + "|".join(repr(s) for s in self.setups)


@dataclass(frozen=True)
class Result(Generic[T]):
    """A reduced simulation: *played* deals of each setup out of the *deals* asked."""

    value: T
    played: int
    deals: int
    workers: int
    """Worker processes used (0: the server process), for the caption."""

    @property
    def complete(self) -> bool:
        return self.played >= self.deals


# --- the pool --------------------------------------------------------------------------------


def _workers() -> int:
    raw = os.environ.get(WORKERS_ENV, "")
    wanted = read_int(raw, 0, 64)
    wanted = WORKERS if wanted is None else wanted
    return max(0, min(wanted, os.cpu_count() or 1, 8))


def _start_pool(workers: int) -> ProcessPoolExecutor | None:
    """A started pool of *workers* processes, or ``None`` when processes cannot be started.

    Why ``forkserver`` and not ``fork`` (Linux's default in Python 3.11): ``fork`` copies the
    whole Streamlit server, a process with an event-loop thread and a thread per running
    session. A lock another thread holds at that moment stays locked forever in the child, and
    every child inherits the server's listening socket. Python 3.12 warns about forking a
    threaded process and 3.14 made ``forkserver`` the default on Linux. ``forkserver`` forks
    each worker from a small clean process started once, with ``pasur`` preloaded.

    What was measured (Streamlit 1.67, Python 3.11, 2 cores). ``fork`` works under
    ``streamlit run`` and under AppTest. Plain ``forkserver`` and ``spawn`` do not do what they
    should under either, because Streamlit puts the page script in ``sys.modules["__main__"]``
    and multiprocessing runs ``__main__`` again in every new worker: under ``streamlit run``
    each worker first ran the whole page outside a session (a probe page that plays 100 deals
    in a pool took 0.6 s with ``fork``, 2.0 s with ``forkserver``, 4.1 s with ``spawn``, its
    workers having run the page themselves), and under AppTest the pool broke
    (``RuntimeError`` "bootstrapping phase", then ``BrokenProcessPool``). Hence the workers are
    all started here, at once, with a bare stand-in ``__main__``: they then hold only
    ``pasur`` (about 20 MB each, no Streamlit), and a ``ProcessPoolExecutor`` never starts
    another one unless a worker dies, which breaks the pool (then :func:`run` drops it and a
    new one is made). Starting costs a few tenths of a second, once per server process.
    """
    if workers < 1:
        return None
    try:
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(["pasur.registry", "pasur.sim"])
        real_main = sys.modules.get("__main__")
        sys.modules["__main__"] = types.ModuleType("__main__")
        try:
            pool = ProcessPoolExecutor(workers, mp_context=context)
            # One task per worker, submitted at once, starts every worker now.
            ready = [pool.submit(int) for _ in range(workers)]
        finally:
            if real_main is not None:
                sys.modules["__main__"] = real_main
        for future in ready:
            future.result(timeout=60)
    except (OSError, ImportError, RuntimeError, ValueError, BrokenProcessPool, TimeoutError):
        return None
    return pool


@st.cache_resource(show_spinner=False)
def shared_pool() -> ProcessPoolExecutor | None:
    """The server's pool (shared by every session), or ``None``: play in this process."""
    return _start_pool(_workers())


# --- the cache -------------------------------------------------------------------------------


class _Miss(Exception):
    """The result is not in the cache yet."""


@st.cache_data(show_spinner=False, max_entries=128)
def _stored(job_key: str, reducer: str, _value: Any = None) -> Any:
    if _value is None:
        raise _Miss
    return _value


def _cached(job: Job, reducer: str) -> Result[Any] | None:
    try:
        value = _stored(job.key, reducer)
    except _Miss:
        return None
    return value if isinstance(value, Result) else None


# --- playing ---------------------------------------------------------------------------------


def _light(deal: Deal, empty: Record) -> Deal:
    """*deal* without its record (a chart needs the summary; a record is rebuilt on demand)."""
    return Deal(deal.index, empty, deal.summary)


def play_rounds(
    job: Job,
    have: list[list[Deal]],
    pool: ProcessPoolExecutor | None,
    tick: Callable[[], None],
) -> None:
    """Extend every setup's deals in *have* to ``job.deals``, all setups a round at a time.

    *tick* is called after every deal and while waiting for the pool (it may raise to stop).
    """
    step = max(MIN_ROUND, math.ceil(job.deals / ROUNDS))
    workers = max(1, _workers()) if pool is not None else 1

    def cancel() -> bool:
        tick()
        return False

    while min(len(h) for h in have) < job.deals:
        target = min(job.deals, min(len(h) for h in have) + step)
        for setup, deals in zip(job.setups, have, strict=True):
            need = target - len(deals)
            if need <= 0:
                continue
            empty = Record(setup.game, "", ())
            for deal in simulate(
                setup,
                need,
                start=len(deals),
                executor=pool,
                chunk=min(MAX_CHUNK, math.ceil(need / workers)),
                cancel=cancel,
            ):
                deals.append(_light(deal, empty))
                tick()


def _partial_key(key: str) -> str:
    return f"_{key}_partial"


def _stop_key(key: str) -> str:
    return f"_{key}_stopped"


def _on_stop(key: str, job_key: str) -> None:
    st.session_state[_stop_key(key)] = job_key


def _on_continue(key: str) -> None:
    st.session_state.pop(_stop_key(key), None)


@dataclass
class Partial:
    """The deals played so far of a job, kept in the session *before* playing starts and
    filled in place: when Streamlit stops a run it also refuses writes to the session state
    (tried on 1.67: ``st.session_state[...] = …`` in a ``finally`` raises ``StopException``
    again), but the lists of an object already there keep what was appended to them."""

    job_key: str
    deals: list[list[Deal]]


def partial(key: str, job: Job) -> Partial:
    """This page's deals played so far of *job* (a fresh, empty record for a new job)."""
    saved = st.session_state.get(_partial_key(key))
    if isinstance(saved, Partial) and saved.job_key == job.key:
        return saved
    fresh = Partial(job.key, [[] for _ in job.setups])
    st.session_state[_partial_key(key)] = fresh
    return fresh


def run(ctx: Ctx, job: Job, reduce: Reduce[T], *, key: str, reducer: str) -> Result[T] | None:
    """The reduced deals of *job*: from the cache, or played now with a progress bar.

    *key* names the page's run (session keys ``_{key}_…``, the Stop button's key); *reducer*
    names *reduce* in the cache key. Returns ``None`` when the run was stopped before any deal
    finished.
    """
    _ = ctx._
    found = _cached(job, reducer)
    if found is not None:
        return found
    have = partial(key, job).deals
    ss = st.session_state
    if ss.get(_stop_key(key)) == job.key:
        played = min(len(h) for h in have)
        box = st.container(horizontal=True, vertical_alignment="center")
        box.info(
            _("Stopped after {k} of {n} hands: the charts show those.", k=played, n=job.deals)
            if played
            else _("Stopped before the first hands were played."),
            icon=":material/pause_circle:",
        )
        box.button(
            _("Continue"),
            key=f"{key}_continue",
            on_click=_on_continue,
            args=(key,),
            icon=":material/play_arrow:",
        )
        if not played:
            return None
        value = reduce([h[:played] for h in have])
        return Result(value, played, job.deals, 0)

    pool = shared_pool()
    total = job.deals * len(job.setups)
    status = st.empty()
    with status.container(horizontal=True, vertical_alignment="center"):
        bar = st.progress(0.0, text=_("Playing the hands…"))
        st.button(
            _("Stop"),
            key=f"{key}_stop",
            on_click=_on_stop,
            args=(key, job.key),
            icon=":material/stop_circle:",
        )
    last = [0.0]

    def tick() -> None:
        now = time.monotonic()
        if now - last[0] < TICK:
            return
        last[0] = now
        done = sum(len(h) for h in have)
        bar.progress(
            min(1.0, done / total),
            text=_("Played {done} of {total} hands…", done=done, total=total),
        )

    # When Streamlit stops this run (Stop, or another widget changed), what was played stays
    # in ``have``, so that the same job carries on from there.
    try:
        play_rounds(job, have, pool, tick)
    except BrokenProcessPool:
        shared_pool.clear()  # a worker died: the next run starts a new pool
        pool = None
        play_rounds(job, have, None, tick)
    status.empty()
    value = reduce(have)
    result = Result(value, job.deals, job.deals, _workers() if pool else 0)
    ss.pop(_partial_key(key), None)
    _stored(job.key, reducer, _value=result)
    return result


__all__ = ["Job", "Partial", "Reduce", "Result", "partial", "play_rounds", "run", "shared_pool"]
