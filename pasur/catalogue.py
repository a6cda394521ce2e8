"""A game's rule catalogue as data: ``catalogue.toml`` beside its ``catalogue.py``.

The rules are bilingual prose with the seed lines they rest on, so they live in a data file a
translator can edit without touching code; :func:`beside` turns it into the game's ``RULES``
(a tuple of :class:`pasur.protocol.Rule`) when the game is imported. One table per rule, keyed by
its id (``game/slug``), in the catalogue's order::

    ["hokm/partners"]
    title.en = "Choosing partners"
    title.fa = "انتخاب یار"
    text.en = "Partners are usually agreed before sitting down. …"
    text.fa = "معمولاً یارها پیش از نشستن با توافق معلوم می‌شوند. …"
    sources = ["000:54-56", "002:7", "004:32", "000:96"]
    options = ["partner_selection"]

``title`` and ``text`` give both languages (a title is one line). A source is a seed number as
in ``shared/seeds/`` file names, a colon and a line or an inclusive range of lines, the form
``options.toml`` uses too; every rule cites at least one. ``options`` (left out when no option
changes the rule) names fields of the game's options class, that is ``[option.NAME]`` tables of
the ``options.toml`` beside the catalogue. The loader refuses, naming the file and the rule, an
unknown or missing key, a missing language, a malformed or repeated source, an unknown or
repeated option, an id of another form or of another game than the rest, and (TOML itself) a
rule given twice.

>>> rules = load_rules_text('''
... ["hokm/deck"]
... title.en = "A 52-card deck"
... title.fa = "یک دست ورق ۵۲ برگی"
... text.en = "No jokers."
... text.fa = "بدون ژوکر."
... sources = ["003:5", "000:75-78"]
... ''', where="example")
>>> rules[0].sources
(Source(seed='003', first=5, last=5), Source(seed='000', first=75, last=78))
>>> load_rules_text('["hokm/deck"]\\ntitle.en = "A deck"', where="example")
Traceback (most recent call last):
  ...
ValueError: example: rule hokm/deck: missing keys ['text', 'sources']
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Collection, Mapping
from pathlib import Path
from typing import Any, Final

from pasur.options import load_texts
from pasur.protocol import Rule, Source

_ID: Final = re.compile(r"([a-z_]+)/[a-z0-9]+(?:-[a-z0-9]+)*")
_SOURCE: Final = re.compile(r"(\d{3}):([1-9]\d*)(?:-([1-9]\d*))?")
_KEYS: Final = frozenset({"title", "text", "sources", "options"})
_REQUIRED: Final = ("title", "text", "sources")


def _fail(where: str, problem: str) -> ValueError:
    return ValueError(f"{where}: {problem}")


def parse_source(text: object, where: str = "source") -> Source:
    """``"000:34"`` or ``"000:46-50"`` as a :class:`Source`; a range runs forwards.

    >>> parse_source("001:87-89")
    Source(seed='001', first=87, last=89)
    """
    m = _SOURCE.fullmatch(text) if isinstance(text, str) else None
    if m is None:
        raise _fail(where, f"source {text!r} is not SEED:LINE or SEED:FIRST-LAST")
    first = int(m.group(2))
    last = int(m.group(3) or first)
    if m.group(3) is not None and last <= first:
        raise _fail(where, f"source {text!r}: a range must end after it starts")
    return Source(m.group(1), first, last)


def format_source(source: Source) -> str:
    """The data-file form of *source*, read back by :func:`parse_source`."""
    lines = f"{source.first}" if source.first == source.last else f"{source.first}-{source.last}"
    return f"{source.seed}:{lines}"


def _bilingual(raw: Mapping[str, Any], key: str, where: str) -> tuple[str, str]:
    """The English and Persian of *key*: both non-empty strings, a title on one line."""
    table = raw[key]
    if not isinstance(table, dict) or set(table) != {"en", "fa"}:
        raise _fail(where, f"{key!r} must give 'en' and 'fa' (and nothing else)")
    en, fa = table["en"], table["fa"]
    if not (isinstance(en, str) and isinstance(fa, str) and en.strip() and fa.strip()):
        raise _fail(where, f"{key!r} must be non-empty text in both languages")
    if key == "title" and ("\n" in en or "\n" in fa):
        raise _fail(where, "a title is one line")
    return en, fa


def _names(raw: object, where: str, known: Collection[str] | None) -> tuple[str, ...]:
    """The rule's options: a list of distinct names, each one the game knows."""
    if not isinstance(raw, list) or not all(isinstance(n, str) for n in raw):
        raise _fail(where, "'options' must be a list of option names")
    if len(set(raw)) != len(raw):
        raise _fail(where, "an option is named twice")
    if known is not None and (unknown := [n for n in raw if n not in known]):
        raise _fail(where, f"unknown options {unknown}")
    return tuple(raw)


def _rule(rule_id: str, raw: object, where: str, options: Collection[str] | None) -> Rule:
    """One table of the data file, checked."""
    where = f"{where}: rule {rule_id}"
    if not isinstance(raw, dict):
        raise _fail(where, "a rule is a table")
    if unknown := sorted(set(raw) - _KEYS):
        raise _fail(where, f"unknown keys {unknown}")
    if missing := [k for k in _REQUIRED if k not in raw]:
        raise _fail(where, f"missing keys {missing}")
    sources = raw["sources"]
    if not isinstance(sources, list) or not sources:
        raise _fail(where, "'sources' must be a non-empty list")
    cited = tuple(parse_source(s, where) for s in sources)
    if len(set(cited)) != len(cited):
        raise _fail(where, "a source is cited twice")
    return Rule(
        rule_id,
        *_bilingual(raw, "title", where),
        *_bilingual(raw, "text", where),
        cited,
        _names(raw.get("options", []), where, options),
    )


def load_rules_text(
    text: str, *, where: str, options: Collection[str] | None = None
) -> tuple[Rule, ...]:
    """The rules in the TOML *text* (the format is in this module's docstring), in order;
    *options*, when given, are the option names a rule may cite. Raises :class:`ValueError`
    naming *where* and the rule."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise _fail(where, f"not a rule catalogue ({e}: a rule given twice?)") from None
    games = set()
    for rule_id in data:
        m = _ID.fullmatch(rule_id)
        if m is None:
            raise _fail(where, f"rule id {rule_id!r} is not game/slug (lower case, hyphens)")
        games.add(m.group(1))
    if len(games) > 1:
        raise _fail(where, f"rule ids of several games: {sorted(games)}")
    return tuple(_rule(rule_id, raw, where, options) for rule_id, raw in data.items())


def load_rules(path: Path | str, *, options: Collection[str] | None = None) -> tuple[Rule, ...]:
    """The rules in the data file *path*; see :func:`load_rules_text`."""
    return load_rules_text(Path(path).read_text(encoding="utf-8"), where=str(path), options=options)


def beside(module_file: str) -> tuple[Rule, ...]:
    """The ``catalogue.toml`` beside *module_file* (call with ``__file__``), its options checked
    against the ``options.toml`` there (whose tables are the options class's fields)."""
    path = Path(module_file).with_name("catalogue.toml")
    return load_rules(path, options=load_texts(module_file).names)
