"""Main-process memory of a streamed simulation: a two-worker process pool against one process.

    python benchmarks/memory.py [--deals 10000,100000] [--workers 2] [--rounds 1] [--quick]
                                [--game hokm] [--options scope:hand] [--players heuristic]

What is measured. For each number of deals N, a fresh Python process streams N deals of the setup
(default: one Hokm hand a deal, heuristic players at every seat, as ``python -m pasur simulate``
plays them) with :func:`pasur.sim.simulate` and consumes the stream without keeping it (each
deal is dropped as it arrives, as a caller that only counts would). It does so either in its
own process (``executor=None``, the reference) or over ``ProcessPoolExecutor(--workers)``. Each
run is a fresh process because peak resident memory (``VmHWM`` in ``/proc/self/status``, the
high-water mark of ``resource.getrusage``'s ``ru_maxrss``) only ever rises. Printed per run:
the main process's resident memory after imports and the setup's check, its peak, the growth
per deal, wall and CPU time (of the main process; the workers' CPU too), and the workers'
own peaks. The ratio is the pool's main-process peak over the one-process peak at the same N,
in the same round. Issue 14's target: within 20% (ratio at most 1.20) at 100,000 deals.

Memory is nearly the same from run to run, so one round is the default (``--rounds 3`` for a
spread; at 100,000 deals a round takes a few minutes of CPU). The times are printed for reading
only. Nothing here is asserted.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor

import timing

from pasur.sim import Setup, simulate

TARGET = 1.20
"""Issue 14: the pool's main-process peak within 20% of one process's, at 100,000 deals."""


def child(setup: Setup, deals: int, workers: int) -> dict[str, float]:
    """Stream *deals* of *setup* here (*workers* 0) or over a pool; the figures of this run."""
    for _ in simulate(setup, 0):  # imports and the setup's check, as the command line does
        pass
    start = timing.peak_rss_mib()
    cpu0, wall0 = time.process_time(), time.perf_counter()
    workers_cpu = workers_peak = 0.0
    count = 0
    if workers == 0:
        for _ in simulate(setup, deals):
            count += 1
    else:
        with ProcessPoolExecutor(workers) as pool:
            for _ in simulate(setup, deals, executor=pool):
                count += 1
            workers_cpu = timing.pool_cpu(pool)
            workers_peak = max(
                (timing.peak_rss_mib(pid) for pid in pool._processes or {}), default=0.0
            )
    return {
        "deals": count,
        "start": start,
        "peak": timing.peak_rss_mib(),
        "cpu": time.process_time() - cpu0,
        "wall": time.perf_counter() - wall0,
        "workers_cpu": workers_cpu,
        "workers_peak": workers_peak,
    }


def run_child(args: argparse.Namespace, deals: int, workers: int) -> dict[str, float]:
    """This script as a fresh process, in child mode; its figures."""
    command = [sys.executable, __file__, "--child", str(deals), str(workers)]
    command += ["--game", args.game, "--options", args.options, "--players", args.players]
    out = subprocess.run(command, check=True, capture_output=True, text=True)
    figures: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return figures


def report(n: int, runs: dict[str, list[dict[str, float]]], workers: int) -> None:
    """One block per N: every run's figures, then the ratio of the peaks."""
    headers = ["N deals", "run", "start MiB", "peak MiB", "KB/deal", "wall s", "CPU s", "workers"]
    rows = []
    for name, figures in runs.items():
        for f in figures:
            growth = (f["peak"] - f["start"]) * 1024 / max(1.0, f["deals"])
            extra = f"{f['workers_cpu']:.1f} CPU s, peak {f['workers_peak']:.0f} MiB"
            row = [f"{n:,}", name, f"{f['start']:.1f}", f"{f['peak']:.1f}", f"{growth:.2f}"]
            row += [f"{f['wall']:.1f}", f"{f['cpu']:.1f}", extra if f["workers_peak"] else "-"]
            rows.append(row)
    timing.table(headers, rows)
    pool, alone = runs[f"{workers} workers"], runs["one process"]
    ratio = timing.Spread.of(p["peak"] / a["peak"] for p, a in zip(pool, alone, strict=True))
    verdict = "met" if ratio.median <= TARGET else "not met"
    if n != 100_000:
        verdict += ", read at 100,000"
    print(
        f"  main-process peak, pool / one process: {ratio.show(2, 'x')}"
        f"   (target <= {TARGET:.2f}x: {verdict})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--deals", default="10000,100000", help="comma-separated N")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=1, help="runs of each kind per N")
    parser.add_argument("--quick", action="store_true", help="N = 1,000 and 5,000")
    parser.add_argument("--game", default="hokm")
    parser.add_argument("--options", default="scope:hand")
    parser.add_argument("--players", default="heuristic", help="comma-separated, round the table")
    parser.add_argument(
        "--child", nargs=2, type=int, metavar=("DEALS", "WORKERS"), help=argparse.SUPPRESS
    )
    args = parser.parse_args()
    setup = Setup(args.game, args.options, tuple(args.players.split(",")), 1)
    if args.child:
        print(json.dumps(child(setup, *args.child)))
        return
    sizes = [1_000, 5_000] if args.quick else [int(n) for n in args.deals.split(",")]
    timing.banner(
        "Main-process peak memory of simulate(): process pool against one process",
        f"{args.game} [{args.options}] with {args.players}; N = "
        + ", ".join(f"{n:,}" for n in sizes)
        + f"; {args.rounds} round(s); a fresh process per run",
    )
    for n in sizes:
        runs: dict[str, list[dict[str, float]]] = {"one process": [], f"{args.workers} workers": []}
        for _ in range(max(1, args.rounds)):  # interleaved: one of each kind per round
            runs["one process"].append(run_child(args, n, 0))
            runs[f"{args.workers} workers"].append(run_child(args, n, args.workers))
        report(n, runs, args.workers)
        print()
    print("start: resident memory after imports; KB/deal: (peak - start) / N, in KiB")
    timing.closing()


if __name__ == "__main__":
    main()
