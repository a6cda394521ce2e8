"""Write the worked examples of the lessons (``lessons/<game>/examples/*.txt``), for every game.

    python tools/make_lesson_examples.py                             # rewrite every file
    python tools/make_lesson_examples.py --check                     # exit 1 if any is stale
    python tools/make_lesson_examples.py --game shelem ghahve        # only these games' files
    python tools/make_lesson_examples.py --game pasur --example sur  # only pasur's sur.txt

Each game's examples live in its own package, ``pasur/games/<game>/examples.py`` (its
``EXAMPLES``), and are found through the registry of games: adding a game's examples never
touches this script. Each is a record built through the engine, so every file replays, and its
builder asserts what the example is meant to show, so a change in the engine that alters an
example stops the script instead of silently changing a lesson (see ``pasur/lesson_examples.py``).

With ``--check`` nothing is written: the script names every file that is missing, stale, not
written by any example, or whose example fails, and exits 1 if there is any.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from pasur import lesson_examples  # noqa: E402

LESSONS = ROOT / "lessons"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="compare the files, write nothing")
    parser.add_argument(
        "--game",
        action="extend",
        nargs="+",
        metavar="GAME",
        help="only these games (by default every game with lesson examples)",
    )
    parser.add_argument(
        "--example",
        action="extend",
        nargs="+",
        default=[],
        metavar="NAME",
        help="only these examples (file names without .txt)",
    )
    args = parser.parse_args(argv)
    try:
        games = lesson_examples.discover(args.game)
    except ValueError as e:
        parser.error(str(e))
    names = set(args.example) or None
    if names:
        known = {n for ex in games for n in ex.builders}
        if names - known:
            parser.error(f"no example called {', '.join(sorted(names - known))}")

    problems: list[str] = []
    for examples in games:
        built = lesson_examples.build(examples, names)
        if args.check:
            found = lesson_examples.check(built, LESSONS)
            problems += [f"{path.relative_to(ROOT)} ({why})" for path, why in found]
            continue
        for path, moves in lesson_examples.write(built, LESSONS):
            print(f"{path.relative_to(ROOT)}: {moves} moves")
        directory = examples.directory(LESSONS).relative_to(ROOT)
        problems += [f"{directory / file} ({why})" for file, why in built.failures.items()]
    if not args.check:
        if problems:
            print("not written, their examples fail:", *problems, sep="\n  ", file=sys.stderr)
        return 1 if problems else 0
    if problems:
        print(
            "not what the examples write (run tools/make_lesson_examples.py):",
            *problems,
            sep="\n  ",
        )
        return 1
    print("examples up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
