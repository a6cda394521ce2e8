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
    "lessons": ["pages/hokm.py", "ui/lessons.py", "ui/lesson_kit.py"],
    "rulings": ["pages/hokm_rulings.py", "ui/rulings.py"],
    "explorer": [
        "pages/explorer.py",
        "ui/explorer.py",
        "ui/texts.py",
        "ui/table.py",
        "ui/reasons.py",
        "ui/games/*/*.py",  # each game's plug-in (ui/games/__init__.py is the shell's)
    ],
    "lessons_shelem": ["pages/shelem.py", "pages/ghahve.py", "ui/lessons_extra.py"],
    "rulings_shelem": [
        "pages/shelem_rulings.py",
        "pages/ghahve_rulings.py",
        "ui/rulings_shelem.py",
        "ui/rulings_ghahve.py",
    ],
    "lessons_pasur": ["pages/pasur.py", "ui/lessons_pasur.py"],
    "rulings_pasur": ["pages/pasur_rulings.py", "ui/rulings_pasur.py"],
    "lessons_games": ["pages/haft_khabis.py", "pages/poker.py", "ui/lessons_games.py"],
    "rulings_poker": [
        "pages/poker_rulings.py",
        "pages/haft_khabis_rulings.py",
        "ui/rulings_poker.py",
    ],
    "whatif": [
        "pages/whatif_hokm.py",
        "pages/whatif_shelem.py",
        "pages/whatif_ghahve.py",
        "pages/whatif_pasur.py",
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
            # A message table of the rules package: every template is a msgid.
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
