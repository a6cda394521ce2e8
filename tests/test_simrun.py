"""Unit tests of ``ui/simrun.py``: rounds, resuming a stopped run, and the process pool."""

from __future__ import annotations

import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor

import pytest

from pasur.cards import parse_cards
from pasur.games.ghahve.whatif import ghahve_setup
from pasur.games.hokm.whatif import hokm_trump_setups
from pasur.sim import Deal, simulate
from ui import simrun

CARDS = parse_cards("AH KH QH 9S 4D")


def summaries(have: list[list[Deal]]) -> list[list[tuple[int, object]]]:
    return [[(d.index, dict(d.summary)) for d in deals] for deals in have]


@pytest.fixture(scope="module")
def pool() -> Iterator[ProcessPoolExecutor]:
    started = simrun._start_pool(2)
    if started is None:  # pragma: no cover - a machine that cannot start processes
        pytest.skip("no process pool here")
    yield started
    started.shutdown(cancel_futures=True)


def test_all_setups_advance_together_and_match_simulate() -> None:
    setups = tuple(hokm_trump_setups("", CARDS, 5, "random").values())
    job = simrun.Job(setups, 45)
    have: list[list[Deal]] = [[] for _ in setups]
    lengths: list[list[int]] = []

    def tick() -> None:
        lengths.append([len(h) for h in have])

    simrun.play_rounds(job, have, None, tick)
    assert [len(h) for h in have] == [45] * 4
    # Round by round: no setup is ever more than one round ahead of another.
    assert all(max(row) - min(row) <= simrun.MIN_ROUND for row in lengths)
    expected = [[(d.index, dict(d.summary)) for d in simulate(s, 45)] for s in setups]
    assert summaries(have) == expected


def test_a_stopped_run_resumes_where_it_stopped() -> None:
    setup = ghahve_setup("", 2, "random")
    job = simrun.Job((setup,), 50)
    have: list[list[Deal]] = [[]]

    class Stop(Exception):
        pass

    def stop_at_30() -> None:
        if len(have[0]) >= 30:
            raise Stop

    with pytest.raises(Stop):
        simrun.play_rounds(job, have, None, stop_at_30)
    assert len(have[0]) == 30
    simrun.play_rounds(job, have, None, lambda: None)
    assert summaries(have) == [[(d.index, dict(d.summary)) for d in simulate(setup, 50)]]


def test_the_pool_plays_the_same_deals(pool: ProcessPoolExecutor) -> None:
    setups = tuple(hokm_trump_setups("", CARDS, 9, "random").values())[:2]
    job = simrun.Job(setups, 60)
    here: list[list[Deal]] = [[] for _ in setups]
    there: list[list[Deal]] = [[] for _ in setups]
    simrun.play_rounds(job, here, None, lambda: None)
    simrun.play_rounds(job, there, pool, lambda: None)
    assert summaries(here) == summaries(there)


def test_job_keys_differ_by_setup_and_count() -> None:
    a = simrun.Job((ghahve_setup("", 1, "random"),), 10)
    b = simrun.Job((ghahve_setup("", 2, "random"),), 10)
    c = simrun.Job((ghahve_setup("", 1, "random"),), 20)
    assert len({a.key, b.key, c.key}) == 3
    assert a.key == simrun.Job((ghahve_setup("", 1, "random"),), 10).key


def test_a_deadline_stops_between_rounds_and_the_rest_follows() -> None:
    setups = tuple(hokm_trump_setups("", CARDS, 3, "random").values())[:2]
    job = simrun.Job(setups, 400)
    have: list[list[Deal]] = [[] for _ in setups]
    simrun.play_rounds(job, have, None, lambda: None, deadline=time.monotonic())
    assert have == [[], []]  # a budget already spent plays nothing
    simrun.play_rounds(job, have, None, lambda: None, deadline=time.monotonic() + 0.05)
    assert 0 < min(len(h) for h in have) < 400
    simrun.play_rounds(job, have, None, lambda: None)
    expected = [[(d.index, dict(d.summary)) for d in simulate(s, 400)] for s in setups]
    assert summaries(have) == expected


def test_rounds_start_small_and_double(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[int] = []
    real = simulate

    def recording(setup: object, deals: int, **kwargs: object) -> Iterator[Deal]:
        asked.append(deals)
        return real(setup, deals, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(simrun, "simulate", recording)
    job = simrun.Job((ghahve_setup("", 4, "random"),), 500)
    have: list[list[Deal]] = [[]]
    simrun.play_rounds(job, have, None, lambda: None)
    assert asked == [20, 40, 50, 50, 50, 50, 50, 50, 50, 50, 40]  # a first answer comes soon
    assert len(have[0]) == 500


@pytest.mark.parametrize(("raw", "want"), [("", 0.6), ("2.5", 2.5), ("x", 0.6), ("-1", 0.6)])
def test_budgets_from_the_environment(
    monkeypatch: pytest.MonkeyPatch, raw: str, want: float
) -> None:
    monkeypatch.setenv("PASUR_TEST_BUDGET", raw)
    assert simrun.budget("PASUR_TEST_BUDGET", 0.6) == want
