"""Keep the translation catalogues in step with the code.

    python tools/i18n.py            # add new strings to every area's .po files (fa and en)
    python tools/i18n.py --check    # exit 1 if a catalogue lacks a string or a Persian text

Each area of the app keeps its own catalogue, ``locales/<lang>/LC_MESSAGES/<area>.po``, so the
areas can be worked on side by side; ``ui.i18n.translations`` merges them. A string is marked with
``_("...")`` (``ctx._``) or ``N_("...")``; placeholders are ``{name}``.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_file
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from pasur.registry import GAMES  # noqa: E402

LOCALES = ROOT / "locales"
KEYWORDS = {"_": None, "N_": None}
AREAS: dict[str, list[str]] = {
    # The rules package's message tables (pasur/messages.py and each game's): the templates
    # are English, so the English catalogue needs no text of its own.
    "messages": ["module:pasur.messages"],
    **{f"messages_{game}": [f"module:pasur.games.{game}.messages"] for game in GAMES},
    "shell": [
        "app.py",
        "ui/frame.py",
        "ui/i18n.py",
        "ui/cards.py",
        "pages/home.py",
        "pages/basics.py",
        "pages/glossary.py",
        "ui/reference.py",
        "ui/guard.py",
        "ui/games/__init__.py",
        "ui/url_state.py",
        "ui/screens.py",
        "pages/lesson.py",
        "pages/rulings.py",
        "pages/whatif.py",
    ],
    "lessons": ["ui/lessons.py", "ui/lesson_kit.py", "ui/games/hokm/lesson.py"],
    "rulings": [
        "ui/games/hokm/rulings.py",
        "ui/games/hokm/calculators.py",
        "ui/rulings_kit.py",  # what every game's calculators share
        "ui/rulings_screen.py",
        "ui/score_sheet.py",
        "module:ui.rulings_kit",  # the problem tables (ui/problems.toml, each game's own)
        "module:ui.games.hokm.calculators",
    ],
    "explorer": [
        "pages/explorer.py",
        "ui/explorer.py",
        "ui/options_panel.py",
        "ui/texts.py",
        "ui/table.py",
        "ui/reasons.py",
        "ui/games/*/explorer.py",  # each game's plug-in (its other screens have their areas)
        "ui/games/*/words.py",  # each game's moves in words
    ],
    "lessons_shelem": [
        "ui/lesson_table.py",
        "ui/games/shelem/lesson.py",
        "ui/games/ghahve/lesson.py",
    ],
    "rulings_shelem": [
        "ui/games/shelem/rulings.py",
        "ui/games/shelem/calculators.py",
        "ui/games/ghahve/rulings.py",
        "ui/games/ghahve/calculators.py",
        "module:ui.games.shelem.calculators",
        "module:ui.games.ghahve.calculators",
    ],
    "lessons_pasur": ["ui/games/chahar_barg/lesson.py"],
    "rulings_pasur": [
        "ui/games/chahar_barg/rulings.py",
        "ui/games/chahar_barg/calculators.py",
        "module:ui.games.chahar_barg.calculators",
    ],
    "lessons_games": [
        "ui/lesson_boards.py",
        "ui/games/haft_khabis/lesson.py",
        "ui/games/poker/lesson.py",
    ],
    "rulings_poker": [
        "ui/games/poker/rulings.py",
        "ui/games/poker/calculators.py",
        "ui/games/haft_khabis/rulings.py",
        "ui/games/haft_khabis/calculators.py",
        "module:ui.games.poker.calculators",
        "module:ui.games.haft_khabis.calculators",
    ],
    "play": [
        "pages/play.py",
        "ui/play.py",
        "ui/table_model.py",
        "ui/card_table.py",
        "ui/copy_link.py",
    ],
    "whatif": [
        "ui/games/*/whatif.py",  # each game's what-if screen and its figures
        "ui/whatif.py",
        "ui/charts.py",
        "ui/simrun.py",
    ],
}


def extract(area: str) -> list[str]:
    """The msgids used by *area*'s files, in order of first appearance."""
    seen: dict[str, None] = {}
    for name in AREAS[area]:
        if name.startswith("module:"):
            # A message table (the rules package's, a calculator's problems): every template
            # is a msgid.
            table = importlib.import_module(name.removeprefix("module:")).MESSAGES
            for m in table.values():
                seen[m.en] = None
                for term in m.terms():
                    seen[term] = None
            continue
        paths = sorted(ROOT.glob(name)) if "*" in name else [ROOT / name]
        for path in paths:
            if not path.exists():
                continue
            for _lineno, message, _comments, _context in extract_from_file(
                "python", str(path), keywords=KEYWORDS
            ):
                ids = message if isinstance(message, tuple) else (message,)
                for msgid in ids:
                    if msgid:
                        seen[msgid] = None
    return list(seen)


def po_path(lang: str, area: str) -> Path:
    return LOCALES / lang / "LC_MESSAGES" / f"{area}.po"


def load(lang: str, area: str) -> Catalog:
    path = po_path(lang, area)
    if not path.exists():
        return Catalog(locale=lang, project="pasur", charset="utf-8")
    with path.open("rb") as f:
        return read_po(f, locale=lang)


def update(area: str) -> None:
    ids = extract(area)
    for lang in ("fa", "en"):
        old = load(lang, area)
        new = Catalog(locale=lang, project="pasur", charset="utf-8")
        for msgid in ids:
            existing = old.get(msgid)
            new.add(msgid, existing.string if existing is not None else "")
        path = po_path(lang, area)
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("wb") as f:
            write_po(f, new, width=100, omit_header=False, sort_output=False)


def problems() -> list[str]:
    out = []
    for area in AREAS:
        ids = extract(area)
        for lang in ("fa", "en"):
            cat = load(lang, area)
            for msgid in ids:
                m = cat.get(msgid)
                if m is None:
                    out.append(f"{po_path(lang, area).relative_to(ROOT)}: missing {msgid!r}")
                elif lang == "fa" and not m.string:
                    out.append(f"{po_path(lang, area).relative_to(ROOT)}: untranslated {msgid!r}")
                elif m.fuzzy:
                    out.append(f"{po_path(lang, area).relative_to(ROOT)}: fuzzy {msgid!r}")
    # The catalogues are merged into one, so one msgid must mean one thing everywhere.
    for lang in ("fa", "en"):
        seen: dict[str, tuple[str, str]] = {}
        for area in AREAS:
            for m in load(lang, area):
                if not m.id or not m.string:
                    continue
                text = m.string if isinstance(m.string, str) else m.string[0]
                key = m.id if isinstance(m.id, str) else m.id[0]
                if key in seen and seen[key][1] != text:
                    out.append(
                        f"{lang}: {key!r} is translated differently in {seen[key][0]} and {area}"
                    )
                seen.setdefault(key, (area, text))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true")
    parser.add_argument("areas", nargs="*", default=list(AREAS))
    args = parser.parse_args()
    if args.check:
        found = problems()
        print("\n".join(found) or "catalogues complete")
        sys.exit(1 if found else 0)
    for area in args.areas:
        update(area)
        print(f"updated {area}")


if __name__ == "__main__":
    main()
