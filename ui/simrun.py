"""Running what-if simulations for the chart pages: a first answer at once, sharper ones until
the whole answer is drawn, a Stop button, a cache that outlives the server, and a process pool
shared by every session of the server.

A :class:`Job` is one or more :class:`~pasur.sim.Setup` (the Hokm page has one per trump) and the
number of deals to play of each. :func:`run` plays it with ``pasur.sim.simulate``, all setups
advancing together round by round, so that the progress bar means the same for every setup and a
stopped run has as many deals of each. The deals are reduced at once to what the page draws (a
few rows); only that result is cached.

**At once, then sharper.** A job not in the cache is played for a first budget
(:data:`FIRST_ENV`, 0.6 s) and its first answer drawn with the hands played so far (its 95%
intervals wide), under a progress bar. A fragment (``st.fragment(run_every=…)``) then reruns by
itself, plays for another budget (:data:`STEP_ENV`) and redraws the sharper answer, until the
job is whole; then the page reruns once and draws the final answer from the cache, with no
fragment left running. Only this session's reruns do the work, so it stops when the session
ends, when Stop is clicked or when a setting changes. Rounds start small and double, but never
run longer than the time left at the pace seen (:func:`play_rounds`).

**Caching.** ``st.cache_data`` is keyed by the setups, the deal count and the reducer's name,
with :mod:`ui.result_store` behind it (a folder of finished results named by the code's
fingerprint, so they outlive a restart but never a change of code). The simulation itself is
*not* inside the cached function: Streamlit records every element a cached function draws and
replays it on a cache hit, and a progress bar drawn into a placeholder made outside the function
makes that replay fail (``CacheReplayClosureError`` on the second visit, tried on 1.67). So the
cached function only stores: called without ``_value`` it looks in the store and raises
:class:`_Miss` when the result is not there yet (an exception is never cached); called with
``_value`` (not hashed, as its name starts with ``_``) it keeps it.

**Stopping.** Clicking Stop (or any widget) while the script runs makes Streamlit stop this run at
the next element it draws; the progress bar is redrawn every few tenths of a second, also while
waiting for the pool, so that happens quickly. The deals played so far are kept in the session
(without their records, see :class:`Partial`), so Stop shows a chart of those, and Continue (or a
rerun for the same job) carries on from there: deal *i* of a setup is the same wherever and
whenever it is played.

**The pool.** ``ProcessPoolExecutor(2)``, started in a thread of its own (:class:`Starting`) the
first time a page asks for it, with the ``forkserver`` context (measured, see
:func:`_start_pool`); until it is up, and without it (``PASUR_SIM_WORKERS=0``, or a machine
where processes cannot be started), the deals are played in the server process.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import sys
import threading
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
from ui import result_store
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


class Starting:
    """The server's pool while it starts, in a thread of its own: a what-if page plays its
    first hands in the server process rather than wait for it (starting two workers takes a
    few tenths of a second on an idle machine, over a second on a busy one), and uses it as
    soon as it is there. Deal *i* of a setup is the same wherever it is played."""

    def __init__(self, workers: int) -> None:
        self._done = threading.Event()
        self._pool: ProcessPoolExecutor | None = None
        threading.Thread(
            target=self._start, args=(workers,), name="pasur-pool-start", daemon=True
        ).start()

    def _start(self, workers: int) -> None:
        try:
            self._pool = _start_pool(workers)
        finally:
            self._done.set()

    def ready(self) -> ProcessPoolExecutor | None:
        """The pool if it has started, else ``None`` (not yet, or it could not start)."""
        return self._pool if self._done.is_set() else None


@st.cache_resource(show_spinner=False)
def _starting() -> Starting:
    return Starting(_workers())


def shared_pool() -> ProcessPoolExecutor | None:
    """The server's pool (shared by every session) once it has started, or ``None``: play in
    this process for now."""
    return _starting().ready()


def _drop_pool() -> None:
    """Forget a broken pool (a worker died): the next run starts a new one."""
    _starting.clear()


# --- the cache -------------------------------------------------------------------------------


class _Miss(Exception):
    """The result is not in the cache yet."""


@st.cache_data(show_spinner=False, max_entries=128)
def _stored(job_key: str, reducer: str, _value: Any = None) -> Any:
    if _value is None:
        value = result_store.load(f"{reducer}|{job_key}")
        if value is None:
            raise _Miss
        return value
    return _value


def _cached(job: Job, reducer: str) -> Result[Any] | None:
    """The finished result of *job*: from this server's memory, else from the disk store
    (:mod:`ui.result_store`, which outlives a restart), else ``None``."""
    try:
        value = _stored(job.key, reducer)
    except _Miss:
        return None
    return value if isinstance(value, Result) else None


def _store(job: Job, reducer: str, result: Result[Any]) -> None:
    result_store.save(f"{reducer}|{job.key}", result)
    _stored(job.key, reducer, _value=result)


# --- playing ---------------------------------------------------------------------------------


def _light(deal: Deal, empty: Record) -> Deal:
    """*deal* without its record (a chart needs the summary; a record is rebuilt on demand)."""
    return Deal(deal.index, empty, deal.summary)


def play_rounds(
    job: Job,
    have: list[list[Deal]],
    pool: ProcessPoolExecutor | None,
    tick: Callable[[], None],
    deadline: float | None = None,
) -> None:
    """Extend every setup's deals in *have* towards ``job.deals``, all setups a round at a time,
    until they have them all or the clock (``time.monotonic``) passes *deadline*.

    The first round is small (:data:`MIN_ROUND` deals of each setup) so that a first answer
    comes soon; each round after it doubles, up to a tenth of the job, but with a *deadline*
    no round is longer than the time left at the pace seen so far (down to a quarter of
    :data:`MIN_ROUND`), so a budget is overrun by little. *tick* is called after
    every deal and while waiting for the pool (it may raise to stop).
    """
    step = max(MIN_ROUND, math.ceil(job.deals / ROUNDS))
    workers = max(1, _workers()) if pool is not None else 1
    size = MIN_ROUND
    began, dealt = time.monotonic(), 0

    def cancel() -> bool:
        tick()
        return False

    while min(len(h) for h in have) < job.deals:
        now = time.monotonic()
        if deadline is not None:
            if now >= deadline:
                return
            if dealt:  # no round longer than the time left, at the pace seen so far
                pace = (now - began) / dealt
                fits = int((deadline - now) / pace / len(job.setups))
                size = min(size, max(MIN_ROUND // 4, fits))
        target = min(job.deals, min(len(h) for h in have) + size)
        dealt += (target - min(len(h) for h in have)) * len(job.setups)
        size = min(step, 2 * size)
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


Draw = Callable[[Result[T]], None]
"""Draws a page's charts of a result, final or not (``result.complete`` tells)."""


def budget(name: str, default: float) -> float:
    """Seconds from the environment variable *name* (a test asks for a whole answer at once
    with a large first budget), else *default*."""
    raw = os.environ.get(name, "")
    try:
        value = float(raw)
    except ValueError:
        return default
    return value if 0 < value < 3600 else default


def run(ctx: Ctx, job: Job, reduce: Reduce[T], draw: Draw[T], *, key: str, reducer: str) -> None:
    """Draw the charts of *job* with *draw*: at once from the cache, or progressively.

    A job not in the cache is played for :data:`FIRST_BUDGET` seconds and its first answer drawn
    (with its wider intervals, the hands played so far, a progress bar and Stop); a fragment
    then reruns every :data:`REFRESH` seconds, playing for :data:`STEP_BUDGET` seconds and
    drawing the sharper answer each time, until the job is done, stored, and the page rerun
    once to draw it for good. Only this session's reruns do the work, so it stops when the
    session ends (the tab closed), when Stop is clicked, or when a setting changes (a new job).

    *key* names the page's run (session keys ``_{key}_…``, the Stop button's key); *reducer*
    names *reduce* in the cache key.
    """
    found = _cached(job, reducer)
    if found is not None:
        draw(found)
        return
    have = partial(key, job).deals
    if st.session_state.get(_stop_key(key)) == job.key:
        _stopped(ctx, job, reduce, draw, key, have)
        return
    status = st.empty()
    with status.container():
        bar = _status(ctx, job, f"{key}_stop_first", key, have)
    done = _advance(job, reduce, reducer, have, _ticker(ctx, job, bar, have), FIRST_ENV)
    status.empty()
    if done is not None:
        draw(done)
        return

    @st.fragment(run_every=REFRESH)
    def live() -> None:
        # The page's first run lands here having just played: it draws at once. Each rerun
        # of the fragment on its own plays a step first.
        if st.session_state.get(_stop_key(key)) == job.key:
            st.rerun()  # Stop was clicked: the whole page draws the stopped run
        first = st.session_state.get(_drawn_key(key)) != job.key
        st.session_state[_drawn_key(key)] = job.key
        bar = _status(ctx, job, f"{key}_stop", key, have)
        if not first:
            finished = _advance(job, reduce, reducer, have, _ticker(ctx, job, bar, have), STEP_ENV)
            if finished is not None:
                st.rerun()  # done: the whole page draws the final answer, without the fragment
        played = min(len(h) for h in have)
        if played:
            draw(Result(reduce([h[:played] for h in have]), played, job.deals, _pool_workers()))

    st.session_state.pop(_drawn_key(key), None)
    live()


FIRST_ENV: Final = ("PASUR_WHATIF_FIRST", 0.6)
"""Seconds of play before the first answer is drawn (environment variable, default)."""
STEP_ENV: Final = ("PASUR_WHATIF_STEP", 0.8)
"""Seconds of play between two sharper answers (environment variable, default)."""
REFRESH: Final = 0.3
"""Seconds between the end of one step and the next rerun of the live fragment."""


def _drawn_key(key: str) -> str:
    return f"_{key}_drawn"


def _pool_workers() -> int:
    return _workers() if shared_pool() is not None else 0


def _status(ctx: Ctx, job: Job, button: str, key: str, have: list[list[Deal]]) -> Any:
    """The progress bar (with how many hands are played) and the Stop button (widget key
    *button*: the first answer's bar and the live one's are drawn in the same run); the bar."""
    _ = ctx._
    with st.container(horizontal=True, vertical_alignment="center"):
        bar = st.progress(_share(job, have), text=_progress_text(ctx, job, have))
        st.button(
            _("Stop"),
            key=button,
            on_click=_on_stop,
            args=(key, job.key),
            icon=":material/stop_circle:",
        )
    return bar


def _share(job: Job, have: list[list[Deal]]) -> float:
    return min(1.0, sum(len(h) for h in have) / (job.deals * len(job.setups)))


def _progress_text(ctx: Ctx, job: Job, have: list[list[Deal]]) -> str:
    done = sum(len(h) for h in have)
    total = job.deals * len(job.setups)
    if not done:
        return ctx._("Playing the hands…")
    return ctx._(
        "Played {done} of {total} hands: the charts sharpen as more are played…",
        done=done,
        total=total,
    )


def _ticker(ctx: Ctx, job: Job, bar: Any, have: list[list[Deal]]) -> Callable[[], None]:
    """What :func:`play_rounds` calls after each deal: redraw *bar* every :data:`TICK` s."""
    last = [time.monotonic()]

    def tick() -> None:
        now = time.monotonic()
        if now - last[0] < TICK:
            return
        last[0] = now
        bar.progress(_share(job, have), text=_progress_text(ctx, job, have))

    return tick


def _advance(
    job: Job,
    reduce: Reduce[T],
    reducer: str,
    have: list[list[Deal]],
    tick: Callable[[], None],
    seconds: tuple[str, float],
) -> Result[T] | None:
    """Play *job* on for a budget of *seconds*; its stored final result once it is done,
    else ``None``. When Streamlit stops the run (Stop, or a setting changed) what was played
    stays in *have*, so that the same job carries on from there."""
    deadline = time.monotonic() + budget(*seconds)
    pool = shared_pool()
    try:
        play_rounds(job, have, pool, tick, deadline)
    except BrokenProcessPool:
        _drop_pool()
        pool = None
        play_rounds(job, have, None, tick, deadline)
    if min(len(h) for h in have) < job.deals:
        return None
    result = Result(reduce(have), job.deals, job.deals, _workers() if pool else 0)
    _store(job, reducer, result)
    return result


def _stopped(
    ctx: Ctx,
    job: Job,
    reduce: Reduce[T],
    draw: Draw[T],
    key: str,
    have: list[list[Deal]],
) -> None:
    """A stopped run: what was played, and Continue."""
    _ = ctx._
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
    if played:
        draw(Result(reduce([h[:played] for h in have]), played, job.deals, 0))


__all__ = [
    "Draw",
    "Job",
    "Partial",
    "Reduce",
    "Result",
    "budget",
    "partial",
    "play_rounds",
    "run",
    "shared_pool",
]
