"""One table for every sentence the package says: a code, its parameters, its English template.

The package never writes a sentence for a person by hand. It reports a *code* with
*parameters* (``options/unknown`` with ``name='bamm'``); this module's tables turn them into
English for the command line and logs, and the app looks the same template up in its gettext
catalogues (the English template is the message id) and fills the same parameters in the
reader's language. So nothing is written twice, and a translation keeps every detail.

The tables are data: ``pasur/messages.toml`` holds the sentences every game shares, and each
game's ``pasur/games/<game>/messages.toml`` its own, loaded by :func:`load_catalogue`. One
table per code, its English template and the kind of each placeholder::

    ["pasur/show"]
    en = "{seat} shows {card} to everybody (open Pasur)."
    kinds = { seat = "seat", card = "card" }

A template is written out in full (it is the msgid the catalogues translate). Every placeholder
has a kind and every kind a placeholder (a phrase already in English says ``text``). A kind is
one of :data:`KINDS` or the name of a *term table*: a mapping from a value to an English word,
given in the file (``[terms.results]``, one ``value = "English"`` line each) or, where the
Python module computes it (Pasur's ``sur_blocks``, from its rule catalogue), passed to
:func:`load_catalogue`. The loader refuses, when the game is imported, a file that breaks any
of this or gives a code twice.

>>> render("options/unknown", {"name": "bamm", "options": "HokmOptions"})
"unknown option 'bamm' for HokmOptions"
>>> MESSAGES["options/unknown"].kind("name")
'quoted'
"""

from __future__ import annotations

import string
import tomllib
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final, Literal

Kind = Literal[
    "quoted",
    "name",
    "int",
    "signed",
    "card",
    "cards",
    "suit",
    "suit_one",
    "contract",
    "seat",
    "seats",
    "team",
    "side",
    "score",
    "dashes",
    "sum",
    "text",
]
"""How a parameter is shown (the English form is in brackets):

- ``quoted``: text from the input (``'bamm'``); ``name``: an identifier of the package (``bam``);
- ``int``: a whole number (``2,000``); ``signed``: a score change (``+60``, ``−135``);
- ``card`` (``10♦``), ``cards`` (codes separated by spaces: ``10♦ 2♣``);
- ``suit`` (a suit letter: ``spades``), ``suit_one`` (``spade``, as in "the highest spade");
- ``contract``: ``C``/``D``/``H``/``S`` or a special mode (``♠ spades``, ``Naras``);
- ``seat`` (``seat 2``; the app names it South, East …), ``seats`` (seats separated by spaces,
  joined as a list: ``seat 0, seat 1 and seat 3``), ``team`` (``team 0``), ``side`` (a team
  with four players, a seat otherwise; the app needs the player count for it);
- ``score`` (``3-5``: two sides' counts), ``dashes`` (``6-6-5``: one count per side);
- ``sum``: numbers separated by spaces, added up (``6 5`` is ``6 + 5 = 11``);
- ``text``: a phrase already in English (avoid: the app cannot translate it).

A parameter may also be shown through a *term table* (a mapping from a value to an English
word or phrase, e.g. ``{"kot": "kot", "bam": "bam"}``): the app translates the term.
"""
KINDS: Final = frozenset(Kind.__args__)  # type: ignore[attr-defined]
Terms = Mapping[str, str]

AND: Final = "list/and"
"""The code of the sentence that joins the last two items of a list (kind ``seats``)."""


@dataclass(frozen=True)
class Message:
    """One sentence: its code, its English template (``{param}`` placeholders) and the kind of
    each parameter (a :data:`Kind` or a term table)."""

    code: str
    en: str
    kinds: Mapping[str, Kind | Terms] = field(default_factory=dict)

    def kind(self, param: str) -> Kind | Terms:
        return self.kinds.get(param, "text")

    def terms(self) -> tuple[str, ...]:
        """Every English term this message's term tables can show (for the translators)."""
        return tuple(t for k in self.kinds.values() if not isinstance(k, str) for t in k.values())

    def placeholders(self) -> tuple[str, ...]:
        """The names between braces in the template, in order."""
        out = []
        for part in self.en.split("{")[1:]:
            name = part.split("}", 1)[0]
            if name not in out:
                out.append(name)
        return tuple(out)


class Catalogue(Mapping[str, Message]):
    """Messages by code (a code appears once), and the term tables they name."""

    def __init__(self, messages: Iterable[Message], terms: Mapping[str, Terms] | None = None):
        self._by_code: dict[str, Message] = {}
        self.terms: Mapping[str, Terms] = dict(terms or {})
        for m in messages:
            if m.code in self._by_code:
                raise ValueError(f"message code {m.code} is defined twice")
            self._by_code[m.code] = m

    def __getitem__(self, code: str) -> Message:
        return self._by_code[code]

    def __iter__(self) -> Iterator[str]:
        return iter(self._by_code)

    def __len__(self) -> int:
        return len(self._by_code)


# --- the data files -------------------------------------------------------------------------


def _fail(where: str, problem: str) -> ValueError:
    return ValueError(f"{where}: {problem}")


def _term_tables(raw: object, given: Mapping[str, Terms], where: str) -> dict[str, Terms]:
    """The file's ``[terms.NAME]`` tables and the computed ones, by name."""
    if not isinstance(raw, dict):
        raise _fail(where, "'terms' must be a table of term tables")
    out: dict[str, Terms] = {}
    for name, table in [*raw.items(), *given.items()]:
        if name in KINDS or name in out:
            raise _fail(where, f"term table {name!r} is given twice or is the name of a kind")
        if not isinstance(table, Mapping) or not all(isinstance(v, str) for v in table.values()):
            raise _fail(where, f"term table {name!r} must map values to English words")
        out[name] = dict(table)
    return out


def _fields(en: str, where: str) -> list[str]:
    """The placeholders of *en*, which must be a plain format string (``{name}`` only)."""
    try:
        parsed = list(string.Formatter().parse(en))
    except ValueError as e:
        raise _fail(where, f"the template is not a format string ({e})") from None
    names = [name for _text, name, spec, conv in parsed if name is not None]
    if any(not n.isidentifier() for n in names) or any(s or c for _t, _n, s, c in parsed):
        raise _fail(where, "a placeholder must be a plain {name}")
    return names


def _message(code: str, raw: object, terms: Mapping[str, Terms], where: str) -> Message:
    """One entry of a data file, checked: its template, and a known kind for each placeholder."""
    where = f"{where}: message {code}"
    if not isinstance(raw, dict) or set(raw) - {"en", "kinds"}:
        raise _fail(where, "an entry holds 'en' and, if it has placeholders, 'kinds' only")
    en, kinds = raw.get("en"), raw.get("kinds", {})
    if not isinstance(en, str) or not isinstance(kinds, dict):
        raise _fail(where, "'en' must be a string and 'kinds' a table")
    resolved: dict[str, Kind | Terms] = {}
    for param, kind in kinds.items():
        if kind in terms:
            resolved[param] = terms[kind]
        elif kind in KINDS:
            resolved[param] = kind
        else:
            raise _fail(where, f"parameter {param} has unknown kind {kind!r}")
    names = _fields(en, where)
    if missing := sorted(set(names) - set(kinds)):
        raise _fail(where, f"placeholders {missing} have no kind")
    if unused := sorted(set(kinds) - set(names)):
        raise _fail(where, f"kinds {unused} are not in its template")
    return Message(code, en, resolved)


def load_catalogue(path: Path | str, *, terms: Mapping[str, Terms] | None = None) -> Catalogue:
    """The message table in the TOML file *path* (the format is in this module's docstring);
    *terms* are the term tables the module computes. Raises :class:`ValueError` naming the file
    and the code for a code given twice, an unknown kind, a placeholder without a kind or a
    kind without a placeholder."""
    where = Path(path).name if Path(path).parent.name == "pasur" else str(Path(path))
    try:
        with Path(path).open("rb") as f:
            data = tomllib.load(f)
    except tomllib.TOMLDecodeError as e:
        raise _fail(where, f"not a message table ({e}: a code given twice?)") from None
    tables = _term_tables(data.pop("terms", {}), terms or {}, where)
    return Catalogue((_message(c, raw, tables, where) for c, raw in data.items()), tables)


def beside(module_file: str, *, terms: Mapping[str, Terms] | None = None) -> Catalogue:
    """The ``messages.toml`` beside *module_file* (call with ``__file__``), registered."""
    return register(load_catalogue(Path(module_file).with_name("messages.toml"), terms=terms))


# --- English --------------------------------------------------------------------------------

SHOWN: Final = 60
"""A parameter longer than this (a pasted record, a 5,000-digit number) is cut short."""


_SUITS: Final = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
_CONTRACTS: Final = {
    "C": "♣ clubs",
    "D": "♦ diamonds",
    "H": "♥ hearts",
    "S": "♠ spades",
    "saras": "Saras",
    "naras": "Naras",
    "taknaras": "Taknaras",
}


def _is_int(value: str) -> bool:
    body = value.removeprefix("-")
    return body.isascii() and body.isdigit()


def joined(items: list[str], template: str, comma: str = ", ") -> str:
    """*items* as a list: ``A``, ``A and B``, ``A, B and C`` (*template* joins the last two:
    the translated sentence of :data:`AND`)."""
    if len(items) <= 1:
        return "".join(items)
    return template.format(first=comma.join(items[:-1]), last=items[-1])


def addends(value: str) -> list[int] | None:
    """The numbers of a ``sum`` parameter (``"6 5"``), or ``None`` if it holds anything else."""
    parts = value.split()
    if not parts or len(parts) > 20 or not all(_is_int(p) and len(p) < 6 for p in parts):
        return None
    return [int(p) for p in parts]


def english(kind: Kind | Terms, value: str) -> str:
    """A parameter as the English template shows it.

    >>> english("quoted", "x" * 100)[-4:], english("int", "7"), english("int", "2000000")
    ("xx…'", '7', '2,000,000')
    >>> english("card", "TD"), english("cards", "TD 2C"), english("suit_one", "S")
    ('10♦', '10♦ 2♣', 'spade')
    >>> english("seat", "2"), english("signed", "-135"), english({"kot": "a kot"}, "kot")
    ('seat 2', '−135', 'a kot')
    >>> english("seats", "0 1 3"), english("sum", "6 3 2")
    ('seat 0, seat 1 and seat 3', '6 + 3 + 2 = 11')
    """
    if not isinstance(kind, str):
        return kind.get(value, value)
    if kind in ("quoted", "int", "text") and len(value) > SHOWN:
        value = value[: SHOWN - 1] + "…"
    if kind == "quoted":
        return repr(value)
    if kind == "int" and _is_int(value):
        return f"{int(value):,}"
    if kind == "signed" and _is_int(value):
        n = int(value)
        return f"+{n:,}" if n > 0 else f"−{-n:,}" if n < 0 else "0"
    if kind in ("card", "cards"):
        return _cards(value)
    if kind == "suit":
        return _SUITS.get(value, value)
    if kind == "suit_one":
        return _SUITS.get(value, value + "s")[:-1]
    if kind == "contract":
        return _CONTRACTS.get(value, value)
    if kind in ("seat", "team", "side"):
        return f"{kind} {value}"
    if kind == "seats":
        return joined([f"seat {s}" for s in value.split()[:SHOWN]], lookup(AND).en)
    if kind == "sum" and (numbers := addends(value)):
        return " + ".join(map(str, numbers)) + f" = {sum(numbers)}"
    if kind == "score":
        return value.replace("-", "–") if value.count("-") == 1 else value
    return value


def _cards(value: str) -> str:
    from pasur.cards import Joker, parse_any_card  # imported late: this module is a leaf

    try:
        cards = [parse_any_card(c) for c in value.split()]
    except ValueError:
        return value
    words = [c.english if isinstance(c, Joker) else str(c) for c in cards]
    # A joker's name is two words: commas keep the cards apart.
    return (", " if any(isinstance(c, Joker) for c in cards) else " ").join(words)


# --- the registry ---------------------------------------------------------------------------

_REGISTERED: Final[dict[str, Message]] = {}


def register(catalogue: Catalogue) -> Catalogue:
    """Make *catalogue*'s codes known to :func:`lookup` (each game registers its own table when
    it is imported); returns it."""
    for code, m in catalogue.items():
        if _REGISTERED.get(code, m) != m:
            raise ValueError(f"message code {code} is defined twice")
        _REGISTERED[code] = m
    return catalogue


def lookup(code: str) -> Message:
    """The message of *code*, from the shared table or a registered game's."""
    return _REGISTERED[code]


def known_codes() -> tuple[str, ...]:
    """Every registered code (the shared ones and those of the games imported so far)."""
    return tuple(_REGISTERED)


def render(code: str, params: Mapping[str, object]) -> str:
    """The English sentence of *code* with *params* (a missing parameter shows as ``?``)."""
    m = lookup(code)
    values = {name: english(m.kind(name), str(params.get(name, "?"))) for name in m.placeholders()}
    text = m.en.format(**values)
    first = m.placeholders()[0] if m.en.startswith("{") else ""
    seated = m.kind(first) in ("seat", "seats", "team", "side")
    return text[:1].upper() + text[1:] if seated else text


MESSAGES: Final = beside(__file__)
"""The messages shared by every game (options, records, notation, sentences several games
say). Each game adds its own."""
