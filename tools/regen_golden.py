"""Rewrite the golden transcripts in ``tests/golden/<game>/``.

Each golden file is a record in the text form (so ``python -m pasur replay FILE`` reads it) whose
trailing comment lines, marked ``#>``, hold exactly what that command prints.
``tests/test_records.py`` replays every file and diffs the output against those lines, and
checks that the record is still what its source (a seeded game, or an example file) produces.

Usage::

    python tools/regen_golden.py            # rewrite every golden file
    python tools/regen_golden.py --check    # only report files that would change (exit 1)
    python tools/regen_golden.py --game hokm   # only one game's files

Run it after a deliberate change to the engine's events or wording, then review the diff.
"""

from __future__ import annotations

import argparse
import io
import os
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from pasur.cli import main as cli_main  # noqa: E402
from pasur.options import parse_options  # noqa: E402
from pasur.records import Record, load_record  # noqa: E402
from pasur.registry import GAMES  # noqa: E402
from pasur.sim import deal_rng, play, policy_named  # noqa: E402

GOLDEN_DIR = ROOT / "tests" / "golden"
TRANSCRIPT_MARK = "#> "


@dataclass(frozen=True)
class GoldenCase:
    """One golden file: a seeded game (``seed`` set) or a copy of an example (``source`` set)."""

    name: str
    about: str
    game: str = "hokm"
    options: str = ""
    """Options in the compact form; ``preset:NAME`` allowed."""
    policy: str = "baseline"
    seed: int | None = None
    deal: int = 0
    source: str = ""
    """A record file, relative to the repository root."""

    @property
    def path(self) -> Path:
        return GOLDEN_DIR / self.game / f"{self.name}.txt"

    def origin(self) -> str:
        if self.source:
            return f"a copy of {self.source}"
        return (
            f"{self.game}, options '{self.options or '(defaults)'}', policy {self.policy} for "
            f"every seat, chance from pasur.sim.deal_rng({self.game!r}, {self.seed}, {self.deal})"
        )


CASES: tuple[GoldenCase, ...] = (
    GoldenCase(
        "classic-match-baseline-seed1",
        "a whole classic match (default options), four baseline players",
        seed=1,
    ),
    GoldenCase(
        "hand-kot-baseline-seed14",
        "one hand (scope:hand) won 7-0 by the hakem's side, which stops instead of playing on "
        "for bam: a kot",
        options="scope:hand",
        seed=14,
    ),
    GoldenCase(
        "friendly-naras-random-seed1",
        "one hand with special modes on (and the 6-6 reset and weak-hand redeal of the friendly "
        "table); the hakem names Naras",
        options="scope:hand,low_hand_redeal:optional_no_akqj,special_modes:on,"
        "six_all:reset_to_five_five",
        policy="random",
        seed=1,
    ),
    GoldenCase(
        "second-ace-partner-seed1",
        "one hand where the second ace dealt face up names the hakem's partner, who moves to "
        "sit opposite",
        options="scope:hand,partner_selection:second_ace",
        seed=1,
    ),
    GoldenCase(
        "seed003-trick",
        "seed 003's worked trick: a spade led, the third player trumps with 2♥ and wins",
        source="examples/hokm/seed003-trick.txt",
    ),
    GoldenCase(
        "classic-match-baseline-seed1",
        "a whole Ghahve match to 501 (default options), four baseline players",
        game="ghahve",
        seed=1,
    ),
    GoldenCase(
        "hand-seed-example-baseline-seed48",
        "one Ghahve hand that replays seed 000's scoring example: a team bids 6 and takes 8 "
        "(60 + 2 = 62), the other bids 5 and takes 5 (50)",
        game="ghahve",
        options="scope:hand",
        seed=48,
    ),
    GoldenCase(
        "hand-deadline-baseline-seed22",
        "one Ghahve hand in which the black joker is held to the tenth trick, where it must be "
        "played",
        game="ghahve",
        options="scope:hand",
        seed=22,
    ),
    GoldenCase(
        "spades-style-random-seed42",
        "one Ghahve hand with the spades_style preset and random players: the black joker leads "
        "the tenth trick, spades must follow, and the coloured joker takes it",
        game="ghahve",
        options="preset:spades_style,scope:hand",
        policy="random",
        seed=42,
    ),
    GoldenCase(
        "seed000-match-baseline-seed1",
        "a whole Shelem match to 1200 (default options, seed 000's rules), four baseline players",
        game="shelem",
        seed=1,
    ),
    GoldenCase(
        "hand-redeal-then-shelem-baseline-seed7",
        "one Shelem hand: everybody passes and the same dealer deals again, then the hakem's "
        "side takes every card: shelem, 330",
        game="shelem",
        options="scope:hand",
        seed=7,
    ),
    GoldenCase(
        "hand-yasa-baseline-seed6",
        "one Shelem hand the hakem's side loses with fewer points than the other side: yasa, "
        "minus 165",
        game="shelem",
        options="scope:hand",
        seed=6,
    ),
    GoldenCase(
        "seed002-declared-shelem-random-seed1",
        "one Shelem hand with seed 002's rules and random players: shelem is declared in the "
        "auction and fails, minus 330",
        game="shelem",
        options="preset:seed_002,scope:hand",
        policy="random",
        seed=1,
    ),
    GoldenCase(
        "two-player-hand-baseline-seed0",
        "one two-player Shelem hand: each trick is two hand cards, then a face-up pile top from "
        "each player",
        game="shelem",
        options="preset:two_player,scope:hand",
        seed=0,
    ),
    GoldenCase(
        "seed-match-baseline-seed14",
        "a whole two-player Pasur match to 62 (seed 001's rules), two baseline players: surs, a "
        "jack laid on the table, surs refused in the last deal, the leftovers",
        game="chahar_barg",
        seed=14,
    ),
    GoldenCase(
        "three-players-round-baseline-seed9",
        "one three-player Pasur round: a jack sur worth 10, a king sur, a jack laid on the empty "
        "table and taken by a jack (a lone jack, no sur), the clubs 7 to the most clubs",
        game="chahar_barg",
        options="preset:three_players,scope:hand",
        seed=9,
    ),
    GoldenCase(
        "four-players-pagat-round-baseline-seed8",
        "one four-player Pasur round with pagat's rules: two jacks on the opening table, so "
        "the cards are dealt again; jacks clearing the table make no sur; partners score "
        "together",
        game="chahar_barg",
        options="preset:pagat,players:4,scope:hand",
        seed=8,
    ),
    GoldenCase(
        "seed001-capture-and-sur",
        "seed 001's captures to eleven (7 + 4, then 8 + 2 + 1) and a sur that empties the table",
        game="chahar_barg",
        source="examples/chahar_barg/seed001-capture-and-sur.txt",
    ),
    GoldenCase(
        "open-round-random-seed9",
        "one round of open Pasur (each player shows a card at every deal) with random players; "
        "the opening table is dealt again for two jacks",
        game="chahar_barg",
        options="preset:open,scope:hand",
        policy="random",
        seed=9,
    ),
)


def record_for(case: GoldenCase) -> tuple[Record, list[str]]:
    """The case's record and the comment lines its source carries (for examples)."""
    if case.source:
        text = (ROOT / case.source).read_text(encoding="utf-8")
        notes = []
        for line in text.splitlines():
            if not line.startswith("#"):
                break
            notes.append(line)
        return load_record(text), notes
    assert case.seed is not None
    spec = GAMES[case.game]
    options = parse_options(spec.options_type, case.options, spec.presets)
    policy = policy_named(spec, case.policy)
    played = play(spec, options, [policy] * 4, deal_rng(case.game, case.seed, case.deal))
    return played.record, []


def replay_output(record_text: str) -> list[str]:
    """What ``python -m pasur replay FILE`` prints for a file holding *record_text*."""
    fd, name = tempfile.mkstemp(suffix=".txt", text=True)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(record_text)
        out = io.StringIO()
        status = cli_main(["replay", name], out=out)
    finally:
        os.unlink(name)
    if status != 0:
        raise RuntimeError(f"replay failed with status {status}")
    return out.getvalue().splitlines()


def transcript_of(text: str) -> list[str]:
    """The transcript lines stored in a golden file."""
    return [
        line[len(TRANSCRIPT_MARK) :]
        for line in text.splitlines()
        if line.startswith(TRANSCRIPT_MARK) or line == TRANSCRIPT_MARK.rstrip()
    ]


def render(case: GoldenCase) -> str:
    """The full text of the case's golden file."""
    record, notes = record_for(case)
    body = record.to_text()
    lines = [
        f"# Golden transcript: {case.about}.",
        f"# Made from {case.origin()}.",
        "# Regenerate with: python tools/regen_golden.py",
        f"# The lines marked '#>' are what `python -m pasur replay {case.path.relative_to(ROOT)}`"
        " prints.",
    ]
    if notes:
        lines += ["#", *notes]
    lines.append(body.rstrip("\n"))
    lines += ["#", "# transcript:"]
    lines += [(TRANSCRIPT_MARK + line).rstrip() for line in replay_output(body)]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="report stale files, write nothing")
    parser.add_argument("--game", action="append", help="only this game's files (repeatable)")
    args = parser.parse_args(argv)
    stale = 0
    for case in CASES:
        if args.game and case.game not in args.game:
            continue
        text = render(case)
        old = case.path.read_text(encoding="utf-8") if case.path.exists() else None
        if old == text:
            continue
        stale += 1
        if args.check:
            print(f"stale: {case.path.relative_to(ROOT)}")
        else:
            case.path.parent.mkdir(parents=True, exist_ok=True)
            case.path.write_text(text, encoding="utf-8")
            print(f"wrote {case.path.relative_to(ROOT)}")
    known = {case.path for case in CASES}
    for path in sorted(GOLDEN_DIR.glob("*/*.txt")):
        if path not in known:
            print(f"not a known case (delete it or add it to CASES): {path.relative_to(ROOT)}")
            stale += 1
    if args.check:
        return 1 if stale else 0
    if not stale:
        print("golden files are up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
