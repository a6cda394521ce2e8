"""The timing code every benchmark shares: CPU and wall clocks, interleaved rounds, medians.

Not a benchmark itself (``python benchmarks/timing.py`` prints the machine load and exits).

Why these choices. The machine a benchmark runs on is often shared (other processes, other
sessions on two cores), so:

* a case runs until it has used ``seconds`` of **CPU time** (``time.process_time``: this
  process only, all its threads), and its rate is reported both per CPU second and per wall
  second; the CPU figure is the one that compares across runs, the wall one says what a user
  would have waited, load included;
* cases are timed in **interleaved rounds** (every case once per round, the order rotated each
  round), so a busy moment hits every case alike, and a ratio is taken **round by round**
  (case and reference from the same round) before its median is printed;
* every figure is the **median** of the rounds with their **spread** (min-max);
* the machine load (``os.getloadavg()``) and the CPU count are printed at the start and at the
  end, so a reader can tell a calm run from a busy one.

Nothing here asserts anything about speed.
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import resource
import statistics
import sys
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(os.environ.get("PASUR_ROOT") or Path(__file__).resolve().parent.parent).resolve()
"""The checkout whose code is timed: this one, or the tree named by the environment variable
``PASUR_ROOT`` (say an older commit unpacked with ``git archive REV | tar -x -C DIR``, to time
the same benchmark on the code before a change). Put first on ``sys.path``, so ``pasur``
imports from there without installing."""
sys.path.insert(0, str(ROOT))

Run = Callable[[], int]
"""One call of a timed case: does one unit of work (a deal, a hand) and returns how many
smaller units it held (moves, say), so a rate can be given per call and per unit."""


# --- the machine -----------------------------------------------------------------------------


def machine() -> str:
    """The load averages and the CPUs, in one line."""
    one, five, fifteen = os.getloadavg()
    cpus = os.cpu_count() or 0
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else cpus
    return (
        f"load average {one:.2f} {five:.2f} {fifteen:.2f} (1, 5, 15 min), "
        f"{cpus} CPUs ({usable} usable by this process)"
    )


def banner(title: str, settings: str) -> None:
    """The opening lines: what runs, on what, and the machine load at the start."""
    now = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")
    print(title)
    print(f"Python {platform.python_version()} on {platform.machine()}, {now}; {settings}")
    print(f"code: {ROOT}")
    print(f"start: {machine()}")
    print()


def closing() -> None:
    """The last line: the machine load at the end (compare it with the start's)."""
    print()
    print(f"end:   {machine()}")


def options(parser: argparse.ArgumentParser, *, seconds: float, rounds: int = 3) -> None:
    """Add ``--seconds``, ``--rounds`` and ``--quick`` (short rounds, to see a script work)."""
    parser.add_argument(
        "--seconds", type=float, default=seconds, help=f"CPU seconds per case per round ({seconds})"
    )
    parser.add_argument(
        "--rounds", type=int, default=rounds, help=f"interleaved rounds, at least 3 ({rounds})"
    )
    parser.add_argument("--quick", action="store_true", help="short rounds: check it runs")


def settings(args: argparse.Namespace, quick_seconds: float = 0.2) -> tuple[float, int]:
    """(seconds per case per round, rounds) from the parsed options; never fewer than 3 rounds,
    so a median and a spread always mean something."""
    seconds = quick_seconds if args.quick else float(args.seconds)
    return seconds, max(3, int(args.rounds))


# --- timing ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Sample:
    """One timed stretch of a case: *calls* calls holding *units* units, in *cpu* seconds of
    this process's CPU and *wall* seconds on the clock."""

    calls: int
    units: int
    cpu: float
    wall: float

    def rate(self, per: str = "calls", clock: str = "cpu") -> float:
        """Calls (or units) per second of CPU (or wall) time."""
        count = self.calls if per == "calls" else self.units
        spent = self.cpu if clock == "cpu" else self.wall
        return count / spent if spent > 0 else float("nan")


def measure(run: Run, seconds: float, *, min_calls: int = 1) -> Sample:
    """Call *run* until it has used *seconds* of CPU time (and at least *min_calls* times)."""
    calls = units = 0
    cpu0, wall0 = time.process_time(), time.perf_counter()
    deadline = cpu0 + seconds
    while True:
        units += run()
        calls += 1
        cpu = time.process_time()
        if cpu >= deadline and calls >= min_calls:
            return Sample(calls, units, cpu - cpu0, time.perf_counter() - wall0)


def once(run: Callable[[], object]) -> Sample:
    """One call of *run*, timed (a sample of one call and no units)."""
    cpu0, wall0 = time.process_time(), time.perf_counter()
    run()
    return Sample(1, 0, time.process_time() - cpu0, time.perf_counter() - wall0)


def interleaved(
    cases: Mapping[str, Run], rounds: int, seconds: float, *, min_calls: int = 1
) -> dict[str, list[Sample]]:
    """Every case for *seconds* of CPU in each of *rounds* rounds; the order turns by one case
    each round, so no case always runs first (after a pause) or last.

    A case that raises is reported (one line, with the error) and left out of the result, so
    one broken game does not hide the others' figures."""
    names = list(cases)
    out: dict[str, list[Sample]] = {name: [] for name in names}
    for r in range(rounds):
        k = r % len(names) if names else 0
        for name in names[k:] + names[:k]:
            if name not in out:
                continue
            try:
                out[name].append(measure(cases[name], seconds, min_calls=min_calls))
            except Exception as exc:  # a benchmark reports a failure and goes on
                print(f"left out {name}: it raised {type(exc).__name__}: {exc}")
                del out[name]
    return out


# --- other processes' CPU --------------------------------------------------------------------


def children_cpu() -> float:
    """CPU seconds of this process's finished and waited-for children (a process pool's
    workers count once the pool is shut down)."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def process_cpu(pid: int) -> float:
    """CPU seconds a live process has used so far (from ``/proc/<pid>/stat``; 0 if gone)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return 0.0
    # After the command's closing parenthesis: utime and stime are the 12th and 13th fields.
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def pool_cpu(executor: Executor | None) -> float:
    """CPU seconds the live worker processes of a process pool have used so far (0 without)."""
    processes = getattr(executor, "_processes", None) or {}
    return sum(process_cpu(pid) for pid in processes)


def peak_rss_mib(pid: int | str = "self") -> float:
    """A process's peak resident memory so far (``VmHWM``), in MiB; 0 if it is gone."""
    try:
        text = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0.0
    for line in text.splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return 0.0


# --- figures ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Spread:
    """The median of some values and their range."""

    median: float
    low: float
    high: float

    @classmethod
    def of(cls, values: Iterable[float]) -> Spread:
        v = list(values)
        return cls(statistics.median(v), min(v), max(v))

    def show(self, digits: int = 0, unit: str = "", scale: float = 1.0) -> str:
        """``12,345 (11,000-13,000)`` with *digits* decimals (for small ratios, say 3), the
        values divided by *scale* first (1000 for thousands)."""
        f = f"{{:,.{digits}f}}"
        low, high = f.format(self.low / scale), f.format(self.high / scale)
        return f"{f.format(self.median / scale)}{unit} ({low}-{high})"


def rates(samples: Sequence[Sample], per: str = "calls", clock: str = "cpu") -> Spread:
    """The median and range of a case's rate over its rounds."""
    return Spread.of(s.rate(per, clock) for s in samples)


def ratios(
    case: Sequence[Sample], reference: Sequence[Sample], per: str = "calls", clock: str = "cpu"
) -> Spread:
    """The case's rate over the reference's, round by round (both timed in the same round)."""
    return Spread.of(
        a.rate(per, clock) / b.rate(per, clock) for a, b in zip(case, reference, strict=True)
    )


def seconds_of(samples: Sequence[Sample], clock: str = "cpu") -> Spread:
    """The median and range of the seconds each sample took."""
    return Spread.of(s.cpu if clock == "cpu" else s.wall for s in samples)


def table(headers: Sequence[str], rows: Iterable[Sequence[str]]) -> None:
    """Print aligned columns: the first left-aligned, the others right-aligned."""
    body = [list(headers), *[list(r) for r in rows]]
    widths = [max(len(r[i]) for r in body) for i in range(len(headers))]
    for row in body:
        rest = zip(row[1:], widths[1:], strict=True)
        cells = [row[0].ljust(widths[0])] + [c.rjust(w) for c, w in rest]
        print("  ".join(cells).rstrip())


if __name__ == "__main__":
    print(machine())
