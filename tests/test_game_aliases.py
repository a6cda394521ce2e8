"""Chahar Barg's id was ``pasur`` until its package was renamed (``pasur.games.chahar_barg``): the
old id still opens the game in records, simulations, the command line and the same seeds."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from pasur.records import Record, load_record
from pasur.registry import GAMES, game_id
from pasur.sim import Setup, deal_rng, play_deal

ROOT = Path(__file__).resolve().parents[1]


def test_the_old_id_names_the_same_game() -> None:
    assert game_id("pasur") == game_id("chahar_barg") == "chahar_barg"
    assert GAMES["pasur"] is GAMES["chahar_barg"]
    assert "pasur" in GAMES and "pasur" not in list(GAMES)
    assert game_id("bridge") is None and "bridge" not in GAMES


def test_a_record_with_the_old_id_reads_as_chahar_barg() -> None:
    text = (ROOT / "examples/chahar_barg/seed001-capture-and-sur.txt").read_text("utf-8")
    old = load_record(text.replace("game: chahar_barg", "game: pasur"))
    assert old.game == "chahar_barg"
    assert old == load_record(text)
    assert Record("pasur").to_token() == Record("chahar_barg").to_token()


def test_seeds_deal_what_they_dealt_under_the_old_id() -> None:
    # The stream is drawn under the old name, so links and lesson examples keep their deals.
    assert deal_rng("chahar_barg", 7, 0).random() == deal_rng("pasur", 7, 0).random()
    setup_old, setup_new = Setup("pasur", "scope:hand"), Setup("chahar_barg", "scope:hand")
    assert play_deal(setup_old, 3).record == play_deal(setup_new, 3).record


def test_the_command_line_takes_the_old_id() -> None:
    def rules(game: str) -> str:
        return subprocess.run(
            [sys.executable, "-m", "pasur", "rules", game, "--json"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout

    assert rules("pasur") == rules("chahar_barg")
