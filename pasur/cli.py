"""The command line: rule catalogues, replays with rulings, and seeded simulations.

::

    python -m pasur rules hokm [--json] [--lang en|fa]
    python -m pasur options hokm [--json]
    python -m pasur replay FILE [--json]          (FILE may be '-' for standard input)
    python -m pasur simulate hokm --deals 1000 --seed 7 [--preset P] [--options O]
                                   [--policy baseline|random] [--json]

Exit status: 0 on success, 2 for bad input (an unknown game, a malformed or illegal record, an
unreadable file, a number out of range), with one line on standard error naming what is wrong
and, for a broken rule, the rule id.

Numbers are read by :func:`pasur.numbers.parse_int` (ASCII, Persian or Arabic-Indic digits):
``--deals`` from 1 to :data:`MAX_DEALS`, ``--seed`` from 0 to :data:`MAX_SEED`, ``--workers``
from 1 to :data:`MAX_WORKERS`. A record file may hold at most
:data:`~pasur.records.MAX_RECORD_CHARS` characters of UTF-8 text.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from typing import IO, Any, Final, NoReturn, TextIO

from pasur.errors import NotationError, OptionsError, PasurError, RecordError
from pasur.numbers import NumberError, parse_int
from pasur.options import describe_options, format_options, parse_options
from pasur.protocol import GameSpec
from pasur.records import MAX_RECORD_CHARS, iter_replay, load_record, start_state
from pasur.registry import GAMES
from pasur.sim import Setup, player_names, seat_count, simulate

MAX_DEALS: Final = 10_000_000
"""The most deals one ``simulate`` plays (hours of work even on many cores)."""
MAX_SEED: Final = 2**63 - 1
MAX_WORKERS: Final = 64
MAX_FILE_BYTES: Final = 4 * MAX_RECORD_CHARS
"""A record file larger than this is refused unread (UTF-8 takes at most 4 bytes a character)."""
_SHOWN: Final = 60
"""At most this many characters of a piece of input are quoted in a message."""
_MESSAGE: Final = 1_000
"""At most this many characters of an error message are printed."""


def _shown(text: str) -> str:
    """*text* quoted for an error message, cut short if long."""
    return repr(text if len(text) <= _SHOWN else text[: _SHOWN - 1] + "…")


def _one_line(message: str) -> str:
    """*message* on one line and of a readable length."""
    message = message.replace("\r", "\\r").replace("\n", "\\n")
    return message if len(message) <= _MESSAGE else message[: _MESSAGE - 1] + "…"


def _spec(game: str) -> GameSpec:
    try:
        return GAMES[game]
    except KeyError:
        raise OptionsError(f"unknown game {_shown(game)} (known: {', '.join(GAMES)})") from None


def _number(text: str, option: str, low: int, high: int) -> int:
    """The value of a numeric command-line option, or an error naming the option."""
    try:
        return parse_int(text, low, high)
    except NumberError as exc:
        raise OptionsError(f"{option}: {exc}") from None


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
    """The UTF-8 text of the file *path* (``-``: standard input), of bounded size."""
    name = "standard input" if path == "-" else path
    try:
        if path == "-":
            stdin: IO[Any] = getattr(sys.stdin, "buffer", sys.stdin)
            data = stdin.read(MAX_FILE_BYTES + 1)
            if isinstance(data, str):  # a text stream put in place of stdin
                data = data.encode("utf-8", "surrogateescape")
        else:
            with open(path, "rb") as f:
                data = f.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise RecordError(f"cannot read {name}: {exc.strerror or exc}") from None
    if len(data) > MAX_FILE_BYTES:
        raise NotationError(f"{name} is larger than {MAX_FILE_BYTES:,} bytes: not a record")
    try:
        text: str = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise NotationError(
            f"{name} is not UTF-8 text (byte {exc.start}, on line {line}, is "
            f"0x{data[exc.start]:02x})"
        ) from None
    if not text.removeprefix("\ufeff").strip():
        raise NotationError(f"{name} is empty: a record needs a 'game:' line")
    return text


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
                # what the event's sentence leaves out: a trick's cards, a round's breakdown
                details = spec.details(e, after) if spec.details else ()
                out.writelines(f"  {line}\n" for line in details)
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
    deals = _number(args.deals, "--deals", 1, MAX_DEALS)
    seed = _number(args.seed, "--seed", 0, MAX_SEED)
    workers = _number(args.workers, "--workers", 1, MAX_WORKERS)
    text = args.options
    if args.preset:
        text = f"preset:{args.preset}" + (f",{text}" if text else "")
    try:
        options = parse_options(spec.options_type, text, spec.presets)
    except PasurError:
        raise
    except ValueError:  # int() refusing thousands of digits, say
        raise OptionsError(
            f"cannot read the options {_shown(text)}: a number in them has too many digits"
        ) from None
    players = tuple(p.strip() for p in (args.players or args.policy).split(","))
    known = player_names(spec)
    for name in players:
        if name not in known:
            raise OptionsError(f"unknown player {_shown(name)} (known: {', '.join(known)})")
    seats = seat_count(spec, options)
    if len(players) > seats > 0:
        raise OptionsError(
            f"{len(players)} players are named, but a {spec.id} table with these options has "
            f"{seats} seats"
        )
    setup = Setup(
        spec.id,
        format_options(options),
        players,
        seed,
        args.scenario,
        fast=not args.no_fast,
    )
    for _ in simulate(setup, 0):  # check the whole setup (scenario included), playing nothing
        pass
    totals: dict[str, float] = {}
    games = 0
    records = _open_records(args.records) if args.records else None
    began = time.perf_counter()
    try:
        with _executor(workers) as pool:
            for deal in simulate(setup, deals, executor=pool):
                games += 1
                if records is not None:
                    with _writing(args.records):
                        records.write(deal.record.to_token() + "\n")
                for key, value in deal.summary.items():
                    if isinstance(value, (int, float)):
                        totals[key] = totals.get(key, 0) + value
        if records is not None:
            with _writing(args.records):
                records.close()  # the last writes may fail only now (a full disk)
    except RuntimeError as exc:
        if not str(exc).startswith("no end after"):
            raise
        raise OptionsError(
            f"a deal did not finish ({exc}): with these players and options a game may "
            "never end; try --options scope:hand"
        ) from None
    finally:
        if records is not None:
            with contextlib.suppress(OSError):
                records.close()
    seconds = time.perf_counter() - began
    per = totals.get("hands", 0) or games
    report: dict[str, Any] = {
        "game": spec.id,
        "options": setup.options,
        "players": list(players),
        "deals": games,
        "seed": seed,
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
        f"{games} deal(s) of {spec.name_en}, seed {seed}, players {','.join(players)}, "
        f"options: {report['options'] or '(defaults)'}\n"
    )
    width = max(len("hands played"), *(len(label) for _, _, label, _ in lines)) + 2
    out.write(f"  {'hands played:':{width}} {report['hands']}\n")
    for _key, name, label, fmt in lines:
        value = report[name]
        shown = f"{value:.1%}" if fmt == "%" else f"{value:.2f}"
        out.write(f"  {label + ':':{width}} {shown}\n")
    out.write(f"  {'time:':{width}} {seconds:.2f} s ({games / max(seconds, 1e-9):,.0f} deals/s)\n")
    return 0


def _open_records(path: str) -> TextIO:
    """The file for ``--records``, opened before any deal is played so a bad path fails fast."""
    with _writing(path):
        return open(path, "w", encoding="utf-8")


@contextlib.contextmanager
def _writing(path: str) -> Iterator[None]:
    """Turn a failure to write the ``--records`` file into a message."""
    try:
        yield
    except OSError as exc:
        raise OptionsError(f"--records: cannot write {path}: {exc.strerror or exc}") from None


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


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line (and exit with status 2, as usual)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {_one_line(message)} (see {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m pasur", description="Rules of the Persian card games.")
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
    p.add_argument("--deals", required=True, help=f"how many deals to play (1 to {MAX_DEALS:,})")
    p.add_argument("--seed", required=True, help=f"the simulation's seed (0 to {MAX_SEED})")
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
    p.add_argument(
        "--workers",
        default="1",
        help=f"processes to spread the deals over (1 to {MAX_WORKERS})",
    )
    p.add_argument("--records", default="", help="write each deal's share token to this file")
    p.add_argument(
        "--no-fast", action="store_true", help="play every move through the state machine"
    )
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_simulate)
    return parser


def main(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    """Run the command line on *argv*, writing to *out*; the exit status.

    Bad input gives status 2 and one line on standard error; bad arguments raise
    ``SystemExit(2)`` from :mod:`argparse`, also with one line.
    """
    args = build_parser().parse_args(argv)
    stream = out or sys.stdout
    try:
        return int(args.func(args, stream))
    except (PasurError, NumberError) as exc:
        kind = type(exc).__name__
        print(f"error ({kind}): {_one_line(str(exc))}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # the reader went away (``| head``): stop quietly
        if stream is sys.stdout:
            with contextlib.suppress(OSError, ValueError):
                os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
