"""The simulation API: reproducible, streamed, parallel, cancellable; scenarios; the fast path.

The fast path (Hokm's integer kernel taking over after the deal) must give exactly the record
and summary the state machine gives with the same players and seed.
"""

from __future__ import annotations

import dataclasses
import os
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest

from pasur.cards import cards
from pasur.errors import NotationError, OptionsError
from pasur.records import replay
from pasur.sim import Scenario, Setup, play_deal, play_deals, simulate

ROOT = Path(__file__).resolve().parent.parent

HOKM_OPTIONS = (
    "scope:hand",
    "preset:strict,scope:hand",
    "preset:friendly,scope:hand",
    "preset:online_room,scope:hand",
    "scope:hand,bam:off",
    "scope:hand,special_modes:on",
)


@pytest.mark.parametrize("options", HOKM_OPTIONS)
@pytest.mark.parametrize("players", [("heuristic",), ("heuristic", "random"), ("random",)])
def test_fast_path_plays_the_state_machines_deals(options: str, players: tuple[str, ...]) -> None:
    fast = Setup("hokm", options, players, seed=11)
    slow = dataclasses.replace(fast, fast=False)
    for i in range(40):
        a, b = play_deal(fast, i), play_deal(slow, i)
        assert a.record == b.record, (options, players, i)
        assert a.summary == b.summary
    # and the record replays through the state machine to the same end
    final = replay(play_deal(fast, 3).record)[-1]
    assert final.is_terminal()


def test_fast_path_with_a_scenario() -> None:
    scenario = "hand0=AS.KS.QS.2H.3D;c@first_hakem=seat-0;0@trump=trump-S"
    fast = Setup("hokm", "scope:hand,first_hakem:random,cut:off", ("heuristic",), 3, scenario)
    slow = dataclasses.replace(fast, fast=False)
    for i in range(20):
        a, b = play_deal(fast, i), play_deal(slow, i)
        assert a.record == b.record
        assert a.summary == b.summary


def test_deal_i_is_the_same_alone_in_a_batch_and_in_a_stream() -> None:
    setup = Setup("hokm", "scope:hand", ("heuristic", "random"), seed=5)
    stream = list(simulate(setup, 12))
    assert [d.index for d in stream] == list(range(12))
    assert play_deals(setup, 7, 9) == stream[7:9]
    assert play_deal(setup, 10) == stream[10]
    assert list(simulate(setup, 4, start=8)) == stream[8:12]
    other_seed = list(simulate(dataclasses.replace(setup, seed=6), 12))
    assert [d.record for d in other_seed] != [d.record for d in stream]


def test_progress_and_cancel() -> None:
    setup = Setup("hokm", "scope:hand", ("heuristic",), seed=1)
    seen: list[tuple[int, int]] = []
    assert len(list(simulate(setup, 5, progress=lambda d, t: seen.append((d, t))))) == 5
    assert seen == [(1, 5), (2, 5), (3, 5), (4, 5), (5, 5)]
    got = []
    for deal in simulate(setup, 100, cancel=lambda: len(got) >= 3):
        got.append(deal)
    assert len(got) == 3


def test_process_pool_gives_the_same_deals_in_order() -> None:
    setup = Setup("hokm", "scope:hand", ("heuristic",), seed=9)
    serial = list(simulate(setup, 60))
    seen: list[int] = []
    with ProcessPoolExecutor(2) as pool:
        parallel = list(
            simulate(setup, 60, executor=pool, chunk=7, progress=lambda d, t: seen.append(d))
        )
    assert parallel == serial
    assert seen[-1] == 60 and seen == sorted(seen)


def test_cancelling_a_pooled_simulation_stops_it() -> None:
    setup = Setup("hokm", "scope:hand", ("heuristic",), seed=9)
    got = []
    with ProcessPoolExecutor(2) as pool:
        for deal in simulate(setup, 400, executor=pool, chunk=10, cancel=lambda: len(got) >= 15):
            got.append(deal)
    assert 15 <= len(got) < 400


def test_dask_cluster_executor(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same deals from a local dask.distributed cluster (an optional extra)."""
    distributed = pytest.importorskip("distributed")
    # The workers are new processes: they must find the project's packages.
    path = os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])
    monkeypatch.setenv("PYTHONPATH", path)
    setup = Setup("hokm", "scope:hand", ("heuristic", "random"), seed=2)
    with (
        distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        deals = list(simulate(setup, 30, executor=client.get_executor(), chunk=8))
    assert deals == list(simulate(setup, 30))


def test_every_game_simulates_with_every_player() -> None:
    from pasur.registry import GAMES
    from pasur.sim import player_names

    for game, spec in GAMES.items():
        for name in player_names(spec):
            deals = list(simulate(Setup(game, "scope:hand", (name,), 1), 2))
            assert len(deals) == 2 and all(d.summary["hands"] == 1 for d in deals), (game, name)


def test_bad_setups_are_refused_before_anything_runs() -> None:
    with pytest.raises(OptionsError, match="unknown game"):
        list(simulate(Setup("backgammon"), 1))
    with pytest.raises(OptionsError, match="unknown player"):
        list(simulate(Setup("hokm", players=("genius",)), 1))
    with pytest.raises(OptionsError):
        list(simulate(Setup("hokm", "bam:maybe"), 1))
    with pytest.raises(NotationError):
        list(simulate(Setup("hokm", scenario="hand0=XX"), 1))


def test_scenario_text_round_trip_and_errors() -> None:
    text = "hand0=AS.KS;hand2=2H;c@first_hakem=seat-0;0@trump=trump-S"
    s = Scenario.parse(text)
    assert s.to_text() == text
    assert s.hands == ((0, tuple(cards("AS KS"))), (2, tuple(cards("2H"))))
    assert s.forced(0, "trump") == "trump-S" and s.forced(1, "trump") is None
    assert s.phases() == frozenset({"trump"})
    for bad in ("hand0", "hand0=AS.AS", "hand0=AS;hand1=AS", "x@trump=S", "0trump=S", "@=1"):
        with pytest.raises(NotationError):
            Scenario.parse(bad)


def test_fixed_cards_reach_their_seat_and_the_rest_stays_random() -> None:
    setup = Setup(
        "hokm",
        "scope:hand,first_hakem:random,cut:off",
        ("heuristic",),
        4,
        "hand0=AS.KS.QS.2H.3D;c@first_hakem=seat-0",
    )
    others = set()
    for i in range(30):
        final = replay(play_deal(setup, i).record)[-1]
        dealt = final.dealt[0]
        assert set(dealt[:5]) == set(cards("AS KS QS 2H 3D"))
        others.add(dealt[5])
    assert len(others) > 10


def test_a_forced_illegal_move_is_refused_not_replaced() -> None:
    from pasur.errors import IllegalMoveError

    setup = Setup(
        "hokm",
        "scope:hand,first_hakem:random",
        ("heuristic",),
        1,
        "c@first_hakem=seat-0;0@trump=trump-naras",
    )
    with pytest.raises(IllegalMoveError) as err:
        play_deal(setup, 0)
    assert err.value.violation.rule_id.startswith("hokm/")


def test_command_line_simulate_with_players_workers_and_records(tmp_path: Path) -> None:
    import io

    from pasur.cli import main

    out = io.StringIO()
    tokens = tmp_path / "records.txt"
    argv = ["simulate", "hokm", "--deals", "40", "--seed", "3", "--players", "heuristic,random"]
    assert main([*argv, "--workers", "2", "--records", str(tokens)], out) == 0
    text = out.getvalue()
    assert "40 deal(s) of Hokm" in text and "players heuristic,random" in text
    lines = tokens.read_text().split()
    assert len(lines) == 40
    from pasur.records import Record

    assert (
        Record.from_token(lines[0])
        == play_deal(Setup("hokm", "scope:hand", ("heuristic", "random"), 3), 0).record
    )
    serial = io.StringIO()
    assert main(argv, serial) == 0
    strip = [ln for ln in text.splitlines() if "time:" not in ln]
    assert strip == [ln for ln in serial.getvalue().splitlines() if "time:" not in ln]


if __name__ == "__main__":  # pragma: no cover
    sys.exit(pytest.main([__file__, "-q"]))
