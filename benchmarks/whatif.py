"""How long each what-if chart page's default simulation takes, in one process and on the pool.

    python benchmarks/whatif.py

The jobs are the screens' defaults (``ui/games/<game>/whatif.py``): Hokm 1,000 hands for each of
the four trumps, Hokm 1,000 random hands, Shelem 500 hands with the screen's example hand, Ghahve
500 hands, Pasur 500 two-player rounds (seed rules), Haft Khabis 200 deals at each table size
from two to six (seed rules), poker 100 hands against three opponents (the documents' rules),
each with the player the screen starts with.
Each job is played with ``ui.simrun.play_rounds`` (the pages' code) in this process, then on
the two-process pool of ``ui.simrun`` (once with fresh workers, once warm). The pool only helps
when a second core is free: on a machine busy with other work the two columns come out alike.
Nothing is asserted.
"""

from __future__ import annotations

import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

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


def jobs() -> dict[str, simrun.Job]:
    hokm, shelem, ghahve, pasur, hk, poker = (
        default_player(GAMES[g])
        for g in ("hokm", "shelem", "ghahve", "chahar_barg", "haft_khabis", "poker")
    )
    five = parse_cards("AH KH QH 9S 4D")
    twelve = parse_cards("AS KS TS 5S 3S AH KH QH 5D 9D 4C 2C")
    return {
        f"hokm, 4 trumps x 1000 ({hokm})": simrun.Job(
            tuple(hokm_trump_setups("", five, 1, hokm).values()), 1000
        ),
        f"hokm overall, 1000 ({hokm})": simrun.Job((hokm_overall_setup("", 1, hokm),), 1000),
        f"shelem, 500 ({shelem})": simrun.Job((shelem_bid_setup("", twelve, 1, shelem),), 500),
        f"ghahve, 500 ({ghahve})": simrun.Job((ghahve_setup("", 1, ghahve),), 500),
        f"pasur 2p, 500 rounds ({pasur})": simrun.Job(
            (pasur_setup(pasur_options("seed", 2), 1, pasur),), 500
        ),
        f"haft khabis, 5 tables x 200 ({hk})": simrun.Job(
            tuple(haft_khabis_setups("seed", 1, hk).values()), 200
        ),
        f"poker, 3 opponents, 100 ({poker})": simrun.Job(
            (poker_setup("documents", 3, 1, poker),), 100
        ),
    }


def timed(job: simrun.Job, pool: ProcessPoolExecutor | None) -> float:
    have: list[list[Deal]] = [[] for _ in job.setups]
    start = time.perf_counter()
    simrun.play_rounds(job, have, pool, lambda: None)
    return time.perf_counter() - start


def main() -> None:
    start = time.perf_counter()
    pool = simrun._start_pool(2)
    print(f"pool of 2 started in {time.perf_counter() - start:.2f} s" if pool else "no pool")
    print(f"{'job':40s} {'1 process':>10s} {'pool, new':>10s} {'pool, warm':>11s} {'ms/hand':>8s}")
    for name, job in jobs().items():
        here = timed(job, None)
        cold = timed(job, pool) if pool else float("nan")
        warm = timed(job, pool) if pool else float("nan")
        hands = job.deals * len(job.setups)
        print(f"{name:40s} {here:9.2f}s {cold:9.2f}s {warm:10.2f}s {1000 * here / hands:8.2f}")


if __name__ == "__main__":
    main()
