"""The command line: rule catalogues, replays with rulings, and seeded simulations.

::

    python -m pasur rules hokm [--json] [--lang en|fa]
    python -m pasur options hokm [--json]
    python -m pasur replay FILE [--json]          (FILE may be '-' for standard input)
    python -m pasur simulate hokm --deals 1000 --seed 7 [--preset P] [--options O]
                                   [--policy baseline|random] [--json]

Exit status: 0 on success, 2 for bad input (an unknown game, a malformed or illegal record),
with a message naming what is wrong and, for a broken rule, the rule id.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from typing import Any, TextIO

from pasur.errors import IllegalMoveError, NotationError, OptionsError, PasurError, RecordError
from pasur.options import describe_options, format_options, parse_options
from pasur.protocol import GameSpec
from pasur.records import iter_replay, load_record, start_state
from pasur.registry import GAMES
from pasur.sim import Setup, simulate


def _spec(game: str) -> GameSpec:
    try:
        return GAMES[game]
    except KeyError:
        raise OptionsError(f"unknown game {game!r} (known: {', '.join(GAMES)})") from None


def cmd_rules(args: argparse.Namespace, out: TextIO) -> int:
    spec = _spec(args.game)
    if args.json:
        data = [
            {
                "id": r.id,
                "title_en": r.title_en,
                "title_fa": r.title_fa,
                "text_en": r.text_en,
                "text_fa": r.text_fa,
                "sources": [{"seed": s.seed, "lines": [s.first, s.last]} for s in r.sources],
                "options": list(r.options),
            }
            for r in spec.rules
        ]
        json.dump(data, out, ensure_ascii=False, indent=2)
        out.write("\n")
        return 0
    name = spec.name_fa if args.lang == "fa" else spec.name_en
    out.write(f"{name}: {len(spec.rules)} rules\n\n")
    for r in spec.rules:
        out.write(f"{r.id}  {r.title(args.lang)}\n")
        out.write(f"    {r.text(args.lang)}\n")
        out.write(f"    sources: {'; '.join(str(s) for s in r.sources)}\n")
        if r.options:
            out.write(f"    options: {', '.join(r.options)}\n")
        out.write("\n")
    return 0


def cmd_options(args: argparse.Namespace, out: TextIO) -> int:
    spec = _spec(args.game)
    opts = describe_options(spec.options_type)
    presets = {name: format_options(p) for name, p in spec.presets.items()}
    if args.json:
        json.dump({"options": opts, "presets": presets}, out, ensure_ascii=False, indent=2)
        out.write("\n")
        return 0
    for o in opts:
        values = "|".join(o["choices"]) if o["choices"] else f"{o['minimum']}..{o['maximum']}"
        out.write(f"{o['name']} = {o['default']}   ({values})\n    {o['help_en']}\n")
        if o["default_reason"]:
            out.write(f"    default: {o['default_reason']}\n")
        out.write(f"    sources: {'; '.join(o['sources'])}\n")
    out.write("\npresets:\n")
    for name, text in presets.items():
        out.write(f"  {name}: {text or '(all defaults)'}\n")
    return 0


def _read(path: str) -> str:
    if path == "-":
        return sys.stdin.read()
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except OSError as exc:
        raise RecordError(f"cannot read {path}: {exc.strerror}") from None


def cmd_replay(args: argparse.Namespace, out: TextIO) -> int:
    record = load_record(_read(args.file))
    spec, state = start_state(record)
    events: list[dict[str, Any]] = []
    for move, text, after in iter_replay(record):
        for e in spec.events(state, move, after):
            events.append(
                {"move": text, "kind": e.kind, "rule": e.rule_id, "text": e.text, **dict(e.params)}
            )
            if not args.json:
                out.write(f"{e.text}  [{e.rule_id}]\n")
        state = after
    summary = dict(spec.summary(state))
    status = "finished" if state.is_terminal() else f"stopped in phase {state.view(None).phase}"
    if args.json:
        json.dump(
            {
                "game": record.game,
                "options": record.options,
                "moves": len(record.moves),
                "status": status,
                "events": events,
                "summary": summary,
            },
            out,
            ensure_ascii=False,
            indent=2,
        )
        out.write("\n")
    else:
        out.write(
            f"Record {status} after {len(record.moves)} moves; "
            f"score {'-'.join(str(s) for s in state.scores())}.\n"
        )
    return 0


def cmd_simulate(args: argparse.Namespace, out: TextIO) -> int:
    spec = _spec(args.game)
    text = args.options
    if args.preset:
        text = f"preset:{args.preset}" + (f",{text}" if text else "")
    if args.deals < 1:
        raise OptionsError("--deals must be at least 1")
    players = tuple(p.strip() for p in (args.players or args.policy).split(","))
    setup = Setup(
        spec.id,
        format_options(parse_options(spec.options_type, text, spec.presets)),
        players,
        args.seed,
        args.scenario,
        fast=not args.no_fast,
    )
    totals: dict[str, float] = {}
    games = 0
    records = open(args.records, "w", encoding="utf-8") if args.records else None  # noqa: SIM115
    began = time.perf_counter()
    try:
        with _executor(args.workers) as pool:
            for deal in simulate(setup, args.deals, executor=pool):
                games += 1
                if records is not None:
                    records.write(deal.record.to_token() + "\n")
                for key, value in deal.summary.items():
                    if isinstance(value, (int, float)):
                        totals[key] = totals.get(key, 0) + value
    finally:
        if records is not None:
            records.close()
    seconds = time.perf_counter() - began
    per = totals.get("hands", 0) or games
    report: dict[str, Any] = {
        "game": spec.id,
        "options": setup.options,
        "players": list(players),
        "deals": games,
        "seed": args.seed,
        "scenario": setup.scenario,
        "hands": int(totals.get("hands", games)),
    }
    lines = spec.report or tuple(
        (key, f"{key}_per_hand", key.replace("_", " ") + " per hand", "f")
        for key in totals
        if key != "hands"
    )
    for key, name, _label, _fmt in lines:
        report[name] = totals.get(key, 0) / per
    if args.json:
        json.dump(report, out, indent=2)
        out.write("\n")
        return 0
    out.write(
        f"{games} deal(s) of {spec.name_en}, seed {args.seed}, players {','.join(players)}, "
        f"options: {report['options'] or '(defaults)'}\n"
    )
    width = max(len("hands played"), *(len(label) for _, _, label, _ in lines)) + 2
    out.write(f"  {'hands played:':{width}} {report['hands']}\n")
    for _key, name, label, fmt in lines:
        value = report[name]
        shown = f"{value:.1%}" if fmt == "%" else f"{value:.2f}"
        out.write(f"  {label + ':':{width}} {shown}\n")
    out.write(f"  {'time:':{width}} {seconds:.2f} s ({games / seconds:,.0f} deals/s)\n")
    return 0


@contextlib.contextmanager
def _executor(workers: int) -> Iterator[Executor | None]:
    """A process pool of *workers* (none when 1: play here)."""
    if workers < 1:
        raise OptionsError("--workers must be at least 1")
    if workers == 1:
        yield None
        return
    with ProcessPoolExecutor(workers) as pool:
        yield pool


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m pasur", description="Rules of the Persian card games."
    )
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("rules", help="print a game's rule catalogue")
    p.add_argument("game")
    p.add_argument("--json", action="store_true")
    p.add_argument("--lang", choices=("en", "fa"), default="en")
    p.set_defaults(func=cmd_rules)
    p = sub.add_parser("options", help="print a game's options and presets")
    p.add_argument("game")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_options)
    p = sub.add_parser("replay", help="replay a record, explaining every trick and score")
    p.add_argument("file", help="a record file (text, JSON or share token), or - for stdin")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_replay)
    p = sub.add_parser("simulate", help="play seeded deals and print aggregate outcomes")
    p.add_argument("game")
    p.add_argument("--deals", type=int, required=True)
    p.add_argument("--seed", type=int, required=True)
    p.add_argument("--preset", default="")
    p.add_argument(
        "--options",
        default="scope:hand",
        help="options in the compact form (default: scope:hand, one hand per deal)",
    )
    p.add_argument(
        "--players",
        default="",
        help="player names by seat, repeated round the table: e.g. heuristic or heuristic,random",
    )
    p.add_argument("--policy", default="heuristic", help="one player for every seat (old form)")
    p.add_argument(
        "--scenario", default="", help="fixed cards and moves, e.g. hand0=AS.KS;0@trump=S"
    )
    p.add_argument("--workers", type=int, default=1, help="processes to spread the deals over")
    p.add_argument("--records", default="", help="write each deal's share token to this file")
    p.add_argument(
        "--no-fast", action="store_true", help="play every move through the state machine"
    )
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_simulate)
    return parser


def main(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    args = build_parser().parse_args(argv)
    stream = out or sys.stdout
    try:
        return int(args.func(args, stream))
    except (RecordError, IllegalMoveError, NotationError, OptionsError, PasurError) as exc:
        kind = type(exc).__name__
        print(f"error ({kind}): {exc}", file=sys.stderr)
        return 2
