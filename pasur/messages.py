"""One table for every sentence the package says: a code, its parameters, its English template.

The package never writes a sentence for a person by hand. It reports a *code* with
*parameters* (``options/unknown`` with ``name='bamm'``); this module's tables turn them into
English for the command line and logs, and the app looks the same template up in its gettext
catalogues (the English template is the message id) and fills the same parameters in the
reader's language. So nothing is written twice, and a translation keeps every detail.

Each parameter has a *kind* that says how to show it: ``quoted`` (text a user typed, or any
name taken from the input: shown in quotes, and escaped by the app), ``name`` (an identifier
of the package: an option, a preset, a game), ``int``, ``card``, ``cards``, ``suit``,
``seat``, or ``text`` (already a phrase). A parameter missing from a message's kinds is
``text``.

>>> render("options/unknown", {"name": "bamm", "options": "HokmOptions"})
"unknown option 'bamm' for HokmOptions"
>>> MESSAGES["options/unknown"].kind("name")
'quoted'
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
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
    "team",
    "side",
    "score",
    "dashes",
    "text",
]
"""How a parameter is shown (the English form is in brackets):

- ``quoted``: text from the input (``'bamm'``); ``name``: an identifier of the package (``bam``);
- ``int``: a whole number (``2,000``); ``signed``: a score change (``+60``, ``−135``);
- ``card`` (``10♦``), ``cards`` (codes separated by spaces: ``10♦ 2♣``);
- ``suit`` (a suit letter: ``spades``), ``suit_one`` (``spade``, as in "the highest spade");
- ``contract``: ``C``/``D``/``H``/``S`` or a special mode (``♠ spades``, ``Naras``);
- ``seat`` (``seat 2``; the app names it South, East …), ``team`` (``team 0``), ``side`` (a
  team with four players, a seat otherwise; the app needs the player count for it);
- ``score`` (``3-5``: two sides' counts), ``dashes`` (``6-6-5``: one count per side);
- ``text``: a phrase already in English (avoid: the app cannot translate it).

A parameter may also be shown through a *term table* (a mapping from a value to an English
word or phrase, e.g. ``{"kot": "kot", "bam": "bam"}``): the app translates the term.
"""
KINDS: Final = frozenset(Kind.__args__)  # type: ignore[attr-defined]
Terms = Mapping[str, str]


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


def message(code: str, en: str, **kinds: Kind | Terms) -> Message:
    """A :class:`Message`; every kind must be one of :data:`KINDS` or a term table, and every
    placeholder of *en* a parameter with a kind or plain ``text``."""
    for param, kind in kinds.items():
        if isinstance(kind, str) and kind not in KINDS:
            raise ValueError(f"message {code}: parameter {param} has unknown kind {kind!r}")
    m = Message(code, en, dict(kinds))
    unknown = set(kinds) - set(m.placeholders())
    if unknown:
        raise ValueError(f"message {code}: {sorted(unknown)} are not in its template")
    return m


class Catalogue(Mapping[str, Message]):
    """Messages by code (a code appears once)."""

    def __init__(self, messages: Iterable[Message]) -> None:
        self._by_code: dict[str, Message] = {}
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

    def __or__(self, other: Catalogue) -> Catalogue:
        return Catalogue([*self.values(), *other.values()])


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


def english(kind: Kind | Terms, value: str) -> str:
    """A parameter as the English template shows it.

    >>> english("quoted", "x" * 100)[-4:], english("int", "7"), english("int", "2000000")
    ("xx…'", '7', '2,000,000')
    >>> english("card", "TD"), english("cards", "TD 2C"), english("suit_one", "S")
    ('10♦', '10♦ 2♣', 'spade')
    >>> english("seat", "2"), english("signed", "-135"), english({"kot": "a kot"}, "kot")
    ('seat 2', '−135', 'a kot')
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
        from pasur.cards import Joker, parse_any_card  # imported late: this module is a leaf

        try:
            cards = [parse_any_card(c) for c in value.split()]
        except ValueError:
            return value
        words = [c.english if isinstance(c, Joker) else str(c) for c in cards]
        # A joker's name is two words: commas keep the cards apart.
        return (", " if any(isinstance(c, Joker) for c in cards) else " ").join(words)
    if kind == "suit":
        return _SUITS.get(value, value)
    if kind == "suit_one":
        return _SUITS.get(value, value + "s")[:-1]
    if kind == "contract":
        return _CONTRACTS.get(value, value)
    if kind in ("seat", "team", "side"):
        return f"{kind} {value}"
    if kind == "score":
        return value.replace("-", "–") if value.count("-") == 1 else value
    return value


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
    return text[:1].upper() + text[1:] if m.kind(first) in ("seat", "team", "side") else text


MESSAGES: Final = Catalogue(
    [
        # --- options (pasur/options.py) -----------------------------------------------------
        message("options/unknown", "unknown option {name} for {options}", name="quoted"),
        message(
            "options/unknown-known",
            "unknown option {name} for {options} (known: {known})",
            name="quoted",
            known="name",
        ),
        message(
            "options/on-off",
            "option {name} is on or off, not {value}",
            name="quoted",
            value="quoted",
        ),
        message(
            "options/whole-number",
            "option {name} is a whole number, not {value}",
            name="quoted",
            value="quoted",
        ),
        message(
            "options/too-small",
            "option {name} must be at least {minimum}, not {value}",
            name="quoted",
            minimum="int",
            value="int",
        ),
        message(
            "options/too-large",
            "option {name} must be at most {maximum}, not {value}",
            name="quoted",
            maximum="int",
            value="int",
        ),
        message(
            "options/choice",
            "option {name} is one of {choices}; not {value}",
            name="quoted",
            value="quoted",
        ),
        message(
            "options/item",
            "cannot read option {item}: write name:value pairs separated by commas",
            item="quoted",
        ),
        message("options/preset-first", "preset:NAME must come first in the options"),
        message(
            "options/preset",
            "unknown preset {name} (known presets: {known})",
            name="quoted",
            known="name",
        ),
        message("options/twice", "option {name} is given twice", name="quoted"),
        message(
            "options/not-for-players",
            "{name} is not a rule of the {players}-player game",
            name="name",
            players="int",
        ),
        # --- records and share tokens (pasur/records.py) -------------------------------------
        message(
            "record/too-long",
            "the record is {length} characters long, more than the {limit} allowed",
            length="int",
            limit="int",
        ),
        message(
            "record/json-too-long",
            "the JSON record is {length} characters long, more than the {limit} allowed",
            length="int",
            limit="int",
        ),
        message(
            "record/token-too-long",
            "the share token is {length} characters long, more than the {limit} allowed",
            length="int",
            limit="int",
        ),
        message(
            "record/move-chars",
            "move {n} {move} has characters a move cannot hold",
            n="int",
            move="quoted",
        ),
        message(
            "record/line",
            "line {n}: expected 'game:', 'options:' or 'moves:', got {text}",
            n="int",
            text="quoted",
        ),
        message("record/line-twice", "line {n}: {key} is given twice", n="int", key="quoted"),
        message("record/no-game", "a record needs a 'game:' line"),
        message(
            "record/json-depth",
            "not a JSON record: arrays and objects nested more than {depth} deep",
            depth="int",
        ),
        message("record/json-syntax", "not a JSON record: {error} (line {line})", line="int"),
        message("record/json-number", "not a JSON record: it holds a number too long to read"),
        message("record/json-object", "a JSON record is an object with a 'game' string"),
        message("record/json-moves", "'moves' must be a list of strings"),
        message(
            "record/json-options", "'options' must be a string such as 'bam:off,target_points:5'"
        ),
        message(
            "record/json-version",
            "'version' must be a whole number such as {version}",
            version="int",
        ),
        message("record/token-prefix", "not a Pasur share token (it should start with 'p1')"),
        message("record/token-damaged", "the share token is damaged or incomplete"),
        message(
            "record/token-too-large",
            "the share token is damaged or too large: it inflates to more than {limit} bytes",
            limit="int",
        ),
        message(
            "record/version-newer",
            "record format v{version} is newer than this program (v{current})",
            version="int",
            current="int",
        ),
        message(
            "record/version-missing", "record version {version} does not exist", version="quoted"
        ),
        message("record/version-nan", "record version {version} is not a number", version="quoted"),
        message(
            "record/unknown-game",
            "unknown game {game} (known: {known})",
            game="quoted",
            known="name",
        ),
        message(
            "record/options-digits", "options of the record: a number in them has too many digits"
        ),
        message(
            "record/over", "move {n} ({move}): the game was already over", n="int", move="name"
        ),
    ]
)
"""The messages shared by every game (options, records, notation). Each game adds its own."""
register(MESSAGES)
