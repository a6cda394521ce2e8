"""How long each what-if chart page's default simulation takes, in one process and on the pool.

    python benchmarks/whatif.py [--rounds 3] [--scale 1] [--quick]

The jobs are the screens' defaults (``ui/games/<game>/whatif.py``): Hokm 1,000 hands for each of
the four trumps, Hokm 1,000 random hands, Shelem 500 hands with the screen's example hand, Ghahve
500 hands, Pasur 500 two-player rounds (seed rules), Haft Khabis 200 deals at each table size
from two to six (seed rules), poker 100 hands against three opponents (the documents' rules),
each with the player the screen starts with (``--scale`` multiplies the deals; ``--quick`` is a
tenth). Each job is played with ``ui.simrun.play_rounds`` (the pages' code), three ways:

* ``1 process``: in this process (no pool), CPU time of this process and wall time;
* ``pool, new``: on a two-process pool of ``ui.simrun`` started afresh for the round, the first
  time the job runs there (the workers have not played that game yet);
* ``pool, warm``: the same job again on the same pool.

For the pool the CPU time is this process's plus the workers' (from ``/proc``): the pool only
helps the wall time when a second core is free, and on a busy machine the wall columns come out
alike while the CPU columns still compare. Every round runs every job all three ways, in turn.
Medians and ranges of the rounds; ``ms/hand`` is the one-process CPU time per hand. The ratio
``pool/1`` is the warm pool's wall time over one process's, round by round. The issue's target
(a first answer within 1.5 s, a full default answer within 5 s on an idle machine) is about the
page, which ``benchmarks/browser.py`` does not time yet: these are the jobs behind it.
Nothing here is asserted.
"""

from __future__ import annotations

import argparse
import time
from concurrent.futures import ProcessPoolExecutor

import timing
from timing import Sample

from pasur.cards import parse_cards
from pasur.games.chahar_barg.whatif import pasur_options, pasur_setup
from pasur.games.ghahve.whatif import ghahve_setup
from pasur.games.haft_khabis.whatif import haft_khabis_setups
from pasur.games.hokm.whatif import hokm_overall_setup, hokm_trump_setups
from pasur.games.poker.whatif import poker_setup
from pasur.games.shelem.whatif import shelem_bid_setup
from pasur.registry import GAMES
from pasur.sim import Deal
from ui import simrun
from ui.whatif import default_player

WAYS = ("1 process", "pool, new", "pool, warm")


def jobs(scale: float) -> dict[str, simrun.Job]:
    """The screens' default jobs, with their deals multiplied by *scale*."""
    hokm, shelem, ghahve, pasur, hk, poker = (
        default_player(GAMES[g])
        for g in ("hokm", "shelem", "ghahve", "chahar_barg", "haft_khabis", "poker")
    )
    five = parse_cards("AH KH QH 9S 4D")
    twelve = parse_cards("AS KS TS 5S 3S AH KH QH 5D 9D 4C 2C")

    def n(deals: int) -> int:
        return max(1, round(deals * scale))

    return {
        f"hokm, 4 trumps x {n(1000)} ({hokm})": simrun.Job(
            tuple(hokm_trump_setups("", five, 1, hokm).values()), n(1000)
        ),
        f"hokm overall, {n(1000)} ({hokm})": simrun.Job(
            (hokm_overall_setup("", 1, hokm),), n(1000)
        ),
        f"shelem, {n(500)} ({shelem})": simrun.Job(
            (shelem_bid_setup("", twelve, 1, shelem),), n(500)
        ),
        f"ghahve, {n(500)} ({ghahve})": simrun.Job((ghahve_setup("", 1, ghahve),), n(500)),
        f"pasur 2p, {n(500)} rounds ({pasur})": simrun.Job(
            (pasur_setup(pasur_options("seed", 2), 1, pasur),), n(500)
        ),
        f"haft khabis, 5 tables x {n(200)} ({hk})": simrun.Job(
            tuple(haft_khabis_setups("seed", 1, hk).values()), n(200)
        ),
        f"poker, 3 opponents, {n(100)} ({poker})": simrun.Job(
            (poker_setup("documents", 3, 1, poker),), n(100)
        ),
    }


def timed(job: simrun.Job, pool: ProcessPoolExecutor | None) -> Sample:
    """One job through the pages' code; CPU is this process's plus the pool workers'."""
    have: list[list[Deal]] = [[] for _ in job.setups]
    before = timing.pool_cpu(pool)
    cpu0, wall0 = time.process_time(), time.perf_counter()
    simrun.play_rounds(job, have, pool, lambda: None)
    wall = time.perf_counter() - wall0
    cpu = time.process_time() - cpu0 + timing.pool_cpu(pool) - before
    return Sample(1, job.deals * len(job.setups), cpu, wall)


def one_round(
    todo: dict[str, simrun.Job], samples: dict[str, dict[str, list[Sample]]], starts: list[float]
) -> None:
    """A fresh pool, then every job three ways (here, new pool, warm pool)."""
    wall0 = time.perf_counter()
    pool = simrun._start_pool(2)
    starts.append(time.perf_counter() - wall0)
    try:
        for name, job in todo.items():
            samples[name]["1 process"].append(timed(job, None))
            if pool is not None:
                samples[name]["pool, new"].append(timed(job, pool))
                samples[name]["pool, warm"].append(timed(job, pool))
    finally:
        if pool is not None:
            pool.shutdown()


def report(samples: dict[str, dict[str, list[Sample]]]) -> None:
    headers = ["job (deals)", "1 process CPU s", "wall s", "pool, new wall s", "CPU s"]
    headers += ["pool, warm wall s", "CPU s", "pool/1", "ms/hand"]
    rows = []
    for name, ways in samples.items():
        here = ways["1 process"]
        row = [name, timing.seconds_of(here).show(2)]
        row += [f"{timing.seconds_of(here, 'wall').median:.2f}"]
        for way in ("pool, new", "pool, warm"):
            s = ways[way]
            if s:
                row += [timing.seconds_of(s, "wall").show(2), f"{timing.seconds_of(s).median:.2f}"]
            else:
                row += ["no pool", "-"]
        warm = ways["pool, warm"]
        if warm:
            gain = timing.Spread.of(w.wall / h.wall for w, h in zip(warm, here, strict=True))
            row += [f"{gain.median:.2f}"]
        else:
            row += ["-"]
        row += [f"{1000 * timing.seconds_of(here).median / here[0].units:.2f}"]
        rows.append(row)
    timing.table(headers, rows)
    print("(medians of the rounds, ranges in brackets; pool CPU: this process + the workers;")
    print(" pool/1: warm pool wall over one-process wall, median of the rounds;")
    print(" ms/hand: one-process CPU ms per hand)")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--rounds", type=int, default=3, help="rounds, at least 3")
    parser.add_argument("--scale", type=float, default=1.0, help="multiply every job's deals")
    parser.add_argument("--quick", action="store_true", help="a tenth of the deals")
    args = parser.parse_args()
    scale = 0.1 if args.quick else args.scale
    rounds = max(3, args.rounds)
    todo = jobs(scale)
    timing.banner(
        "What-if pages' default simulations through ui.simrun.play_rounds",
        f"{rounds} rounds, deals x {scale:g}; each round: a fresh pool of 2, every job 3 ways",
    )
    samples: dict[str, dict[str, list[Sample]]] = {n: {w: [] for w in WAYS} for n in todo}
    starts: list[float] = []
    for _ in range(rounds):
        one_round(todo, samples, starts)
    report(samples)
    print(f"pool of 2 started in {timing.Spread.of(starts).show(2, ' s')} (wall, per round)")
    timing.closing()


if __name__ == "__main__":
    main()
