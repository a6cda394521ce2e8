"""The calculators' problems, and the one renderer that turns any of them into a sentence.

A calculator (each game's rulings screen) reports bad input as a :class:`Problem`: a code and
parameters, never an English sentence. What each code says is data, like the rules package's
message tables: ``ui/games/<game>/problems.toml`` (and ``ui/problems.toml`` for what every
calculator shares), read by :func:`load_problems`. An entry is the English template, which is
the gettext message id (``tools/i18n.py`` takes them from the module's :data:`MESSAGES`, see
:func:`templates`), and the kind of every parameter::

    [hand_size]
    en = "{who}'s hand has {n} cards: a player holds at most {most}."
    kinds = { who = ["who", "pos"], n = "int", most = "int" }   # [kind, parameter's key]
    defaults = { most = 13 }                 # the value when a problem leaves it out
    then = "inner"                           # a problem said after this one

    [count]                                  # one of two entries, by a test of the problem:
    if_one = "n"                             # n is 1 (also if_same = [a, b], if_word = [key, w])
    yes = { en = "... 1 card." }
    no = { en = "... {n} cards.", kinds = { n = "int" } }

    [pile_twice]
    said_by = "pile_twice"                   # a function of the calculator says it all

A kind the page does not know is a function of the calculator (``who`` above), passed to
:func:`load_problems` by name. :func:`render` translates the template, shows each parameter by
its kind and makes a sentence of it; nothing else is written by hand.

The kinds are the rules package's (:data:`pasur.messages.Kind`, shown by
:func:`ui.messages.value_text`: ``int``, ``card``, ``cards``, ``suit``, ``seat``, ``team``,
``side`` …), a few of the pages' own (:data:`UIKind`), or a function of the calculator for what
only it knows how to say (a player by his place in the trick, a field's label …).

>>> from ui.frame import Ctx
>>> EN = Ctx("en", lambda s: s)
>>> TABLE = {"far": say("{token} is {n} cards away.", token="typed", n="int")}
>>> render(Env(EN, Problem("far", token="*x*", n=1200)), TABLE["far"])
'“\\\\*x\\\\*” is 1,200 cards away.'
"""

from __future__ import annotations

import string
import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final, Literal, TypeAlias, cast

from pasur.messages import KINDS, Kind, Terms
from ui.frame import Ctx
from ui.guard import md_escape
from ui.i18n import digits
from ui.messages import value_text

TYPED_SHOWN: Final = 60
"""Text the user typed is cut to this many characters inside a problem."""


class Problem(Exception):
    """Input that cannot be ruled on: ``code`` names the message, ``params`` fill it in.

    ``rule_id`` is set when a rule of the game is what the input breaks (follow-suit ...).
    """

    def __init__(self, code: str, rule_id: str = "", **params: object) -> None:
        super().__init__(code)
        self.code = code
        self.rule_id = rule_id
        self.params = params

    def __repr__(self) -> str:
        return f"Problem({self.code!r}, {self.rule_id!r}, {self.params!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Problem) and (self.code, self.rule_id, self.params) == (
            other.code,
            other.rule_id,
            other.params,
        )

    def __hash__(self) -> int:
        return hash((self.code, self.rule_id))


def sentence(text: str) -> str:
    """*text* with a capital first letter (Persian has no capitals and is left alone)."""
    return text[:1].upper() + text[1:]


def quote(ctx: Ctx, text: str, markdown: bool = True) -> str:
    """Text the user typed, in quotes: escaped and cut short for Markdown, else (for a CSV file)
    only folded onto one line and cut short."""
    inner = md_escape(text, TYPED_SHOWN) if markdown else " ".join(text.split())[:TYPED_SHOWN]
    return f"«{inner}»" if ctx.lang == "fa" else f"“{inner}”"


UIKind = Literal["typed", "raw", "code", "digits"]
"""The pages' own kinds of parameter:

- ``typed``: text the user typed (or a link carried), shown by :func:`quote`;
- ``raw``: a phrase the page made itself, shown as it is;
- ``code``: an example of the notation, in backticks;
- ``digits``: text whose digits are written in the page's digits (``3, 5``).
"""
UI_KINDS: Final = frozenset(UIKind.__args__)  # type: ignore[attr-defined]


@dataclass(frozen=True)
class Env:
    """What a problem is rendered with: the page, the problem, and the calculator's context
    (the player count, the trick's leader, how to say a problem inside a problem)."""

    ctx: Ctx
    problem: Problem
    markdown: bool = True
    players: int = 4
    leader: int | None = None
    nested: Callable[[Problem], str] | None = None

    @property
    def params(self) -> Mapping[str, object]:
        return self.problem.params

    def num(self, key: str) -> int:
        """The parameter *key* as a whole number."""
        value = self.params[key]
        return value if isinstance(value, int) else int(str(value))

    def text(self, entry: Entry) -> str:
        """What *entry* says about this problem (not yet made a sentence)."""
        if isinstance(entry, Say):
            return entry.text(self)
        if isinstance(entry, Either):
            return self.text(entry.yes if entry.test(self) else entry.no)
        return entry(self)


Show: TypeAlias = Callable[[Env, str], str]
"""A parameter shown by a function of the calculator, given the problem and the parameter's key."""
ParamKind: TypeAlias = Kind | UIKind | Terms | Show
Param: TypeAlias = ParamKind | tuple[ParamKind, str]
"""A placeholder's kind, or its kind and the key of the parameter it shows (when they differ)."""


@dataclass(frozen=True)
class Say:
    """One template: its message id, how each placeholder is shown, the values of parameters a
    problem may leave out, and the key of a problem said after this one (``then``)."""

    msgid: str
    params: Mapping[str, tuple[ParamKind, str]]
    defaults: Mapping[str, object] = field(default_factory=dict)
    then: str = ""

    @property
    def en(self) -> str:
        """The English template (what ``tools/i18n.py`` reads of a message table's entry)."""
        return self.msgid

    def terms(self) -> tuple[str, ...]:
        """The term lists' words to translate with it: a calculator's entries have none."""
        return ()

    def text(self, env: Env) -> str:
        ctx = env.ctx
        text = ctx.gettext(self.msgid)
        values = {
            name: show(env, kind, key, self.defaults) for name, (kind, key) in self.params.items()
        }
        if values:
            text = text.format(**values)
        if self.then:
            inner = env.params[self.then]
            assert isinstance(inner, Problem) and env.nested is not None
            text += " " + env.nested(inner)
        return text


@dataclass(frozen=True)
class Either:
    """One of two entries, as *test* says of the problem (a count of one, the same seat …)."""

    test: Callable[[Env], bool]
    yes: Entry
    no: Entry


Special: TypeAlias = Callable[[Env], str]
"""A problem said by a function of the calculator (for the few that are more than a template)."""
Entry: TypeAlias = Say | Either | Special
Problems: TypeAlias = Mapping[str, Entry]
"""A calculator's table: what each of its codes says."""


def say(
    msgid: str, *, defaults: Mapping[str, object] | None = None, then: str = "", **params: Param
) -> Say:
    """A :class:`Say`; every placeholder of *msgid* must be given a kind, and every kind must be
    a known one (so a typo fails when the module is imported, not on a page)."""
    names = {f for _, f, _, _ in string.Formatter().parse(msgid) if f is not None}
    if names != set(params):
        raise ValueError(f"{msgid!r}: placeholders {sorted(names)}, kinds for {sorted(params)}")
    spec: dict[str, tuple[ParamKind, str]] = {}
    for name, param in params.items():
        kind, key = param if isinstance(param, tuple) else (param, name)
        if isinstance(kind, str) and kind not in KINDS | UI_KINDS:
            raise ValueError(f"{msgid!r}: parameter {name} has unknown kind {kind!r}")
        spec[name] = (kind, key)
    return Say(msgid, spec, dict(defaults or {}), then)


def show(env: Env, kind: ParamKind, key: str, defaults: Mapping[str, object]) -> str:
    """The parameter *key* of the problem shown by its *kind* (the package's kinds by
    :func:`ui.messages.value_text`, so a value that is not of its kind is shown escaped)."""
    if callable(kind):
        return kind(env, key)
    ctx = env.ctx
    value = str(env.params[key] if key in env.params or key not in defaults else defaults[key])
    if isinstance(kind, str) and kind in UI_KINDS:
        if kind == "typed":
            return quote(ctx, value, env.markdown)
        if kind == "code":
            return f"`{value}`"
        return digits(value, ctx.lang) if kind == "digits" else value
    return value_text(ctx, cast("Kind | Terms", kind), value, players=env.players)


def render(env: Env, entry: Entry, where: str = "") -> str:
    """The problem as a sentence in the page's language, after ``where:`` when given."""
    text = sentence(env.text(entry))
    return f"{where}: {text}" if where else text


def templates(table: Problems) -> dict[str, Say]:
    """Every template of *table*, both sides of an :class:`Either` included (``code.yes``,
    ``code.no``): a calculators module's ``MESSAGES``, from which ``tools/i18n.py`` takes the
    message ids of its area (its ``module:`` entries)."""
    out: dict[str, Say] = {}

    def walk(name: str, entry: Entry) -> None:
        if isinstance(entry, Say):
            out[name] = entry
        elif isinstance(entry, Either):
            walk(f"{name}.yes", entry.yes)
            walk(f"{name}.no", entry.no)

    for code, entry in table.items():
        walk(code, entry)
    return out


_TESTS: Final[Mapping[str, Callable[[Any], Callable[[Env], bool]]]] = {
    "if_one": lambda key: lambda e: e.num(key) == 1,
    "if_same": lambda keys: lambda e: str(e.params[keys[0]]) == str(e.params[keys[1]]),
    "if_word": lambda kw: lambda e: kw[1] in str(e.params[kw[0]]).split(),
}
"""The tests an :class:`Either` of a data file may make, by their key there."""


def load_problems(path: Path, **functions: Show | Special) -> dict[str, Entry]:
    """The problem table in the TOML file *path* (the format is in the module's docstring);
    *functions* are the calculator's own kinds and ``said_by`` functions, by the names the
    file uses. A template whose placeholders and kinds differ, or a name that is not given,
    fails here, when the module is imported, not on a page."""
    with path.open("rb") as f:
        data = tomllib.load(f)
    return {code: _entry(f"{path.name}: [{code}]", raw, functions) for code, raw in data.items()}


def _entry(where: str, raw: Mapping[str, Any], functions: Mapping[str, Any]) -> Entry:
    def function(name: str) -> Any:
        if name not in functions:
            raise ValueError(f"{where}: no function {name!r} was given")
        return functions[name]

    if "said_by" in raw:
        return cast("Special", function(raw["said_by"]))
    tests = [key for key in _TESTS if key in raw]
    if tests:
        return Either(
            _TESTS[tests[0]](raw[tests[0]]),
            _entry(f"{where}.yes", raw["yes"], functions),
            _entry(f"{where}.no", raw["no"], functions),
        )

    def param(value: str | list[str]) -> Param:
        kind, key = (value, "") if isinstance(value, str) else (value[0], value[1])
        shown = cast("ParamKind", kind) if kind in KINDS | UI_KINDS else function(kind)
        return (shown, key) if key else shown

    params = {name: param(value) for name, value in raw.get("kinds", {}).items()}
    try:
        return say(raw["en"], defaults=raw.get("defaults"), then=raw.get("then", ""), **params)
    except (KeyError, ValueError) as e:
        raise ValueError(f"{where}: {e}") from e
