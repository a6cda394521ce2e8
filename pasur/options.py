"""Rule options as data: declared once, validated, and written in a compact text form.

Each game declares a frozen dataclass whose fields are made with :func:`option`. The field's
metadata holds its allowed values, a short label and a help text in both languages (and a label
per choice), why the default is what it is and the seed lines it rests on, so the command line,
the records and the app's options panels all work from the same declaration.

The words live in a data file beside the dataclass, ``options.toml`` (read with
:func:`load_texts`): the field's name, type, default and range stay typed Python, the long
bilingual texts are data that a translator can edit without touching code. The same file names
the game's presets in both languages (:class:`Presets`).

The text form lists only the values that differ from the defaults, in declaration order::

    bam:off,target_points:5

It is URL-safe apart from ``:`` and ``,`` (both allowed in a query string). ``preset:NAME`` may
come first to start from a named preset instead of the defaults.
"""

from __future__ import annotations

import dataclasses
import re
import tomllib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, Generic, TypeVar

from pasur.errors import OptionsError
from pasur.numbers import NumberError, parse_int
from pasur.protocol import Source

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Bilingual:
    """One text in English and Persian."""

    en: str
    fa: str

    def __call__(self, lang: str) -> str:
        return self.fa if lang == "fa" else self.en


@dataclass(frozen=True, slots=True)
class OptionInfo:
    """What an option means and which values it takes."""

    help_en: str
    help_fa: str
    sources: tuple[Source, ...]
    choices: tuple[str, ...] = ()
    """For text options: the allowed values."""
    minimum: int | None = None
    maximum: int | None = None
    default_reason: str = ""
    """Why the default is what it is (which documents, or why a tie was broken this way)."""
    default_reason_fa: str = ""
    """The same reason in Persian, for the app's options chapter."""
    label_en: str = ""
    """A short name for a widget or a table row (the help says the rest)."""
    label_fa: str = ""
    choice_labels: tuple[tuple[str, Bilingual], ...] = ()
    """A short name per value (``format_value`` form): every choice of a text option, or every
    value of a whole-number option offered as a list (e.g. the number of players)."""

    def label(self, lang: str) -> str:
        return self.label_fa if lang == "fa" else self.label_en

    def help(self, lang: str) -> str:
        return self.help_fa if lang == "fa" else self.help_en

    def why(self, lang: str) -> str:
        return self.default_reason_fa if lang == "fa" else self.default_reason

    def choice_label(self, value: object, lang: str) -> str:
        """The name of *value* in *lang* (its text form when it has none, e.g. a number)."""
        text = format_value(value)
        return next((lab(lang) for v, lab in self.choice_labels if v == text), text)


@dataclass(frozen=True, slots=True)
class OptionText:
    """The words of one option, as written in the game's ``options.toml``."""

    label: Bilingual
    help: Bilingual
    why: Bilingual = Bilingual("", "")
    sources: tuple[Source, ...] = ()
    choices: tuple[tuple[str, Bilingual], ...] = ()


def option(
    default: Any,
    *,
    text: OptionText | None = None,
    en: str = "",
    fa: str = "",
    sources: tuple[Source, ...] = (),
    choices: tuple[str, ...] = (),
    minimum: int | None = None,
    maximum: int | None = None,
    why: str = "",
    why_fa: str = "",
    label: str = "",
    label_fa: str = "",
    choice_labels: tuple[tuple[str, Bilingual], ...] = (),
) -> Any:
    """Declare one option field of a game's options dataclass.

    *text* gives every word at once (from :func:`load_texts`); otherwise *en* and *fa* say what
    the option does, *why* and *why_fa* why the default was chosen, *label* and *label_fa* name
    it, *choice_labels* name its values.
    """
    if choices and default not in choices:
        raise AssertionError(f"default {default!r} not in {choices}")
    if text is not None:
        en, fa, why, why_fa = text.help.en, text.help.fa, text.why.en, text.why.fa
        label, label_fa = text.label.en, text.label.fa
        sources, choice_labels = text.sources or sources, text.choices
    _check_choice_labels(default, choices, minimum, maximum, choice_labels)
    info = OptionInfo(
        en, fa, sources, choices, minimum, maximum, why, why_fa, label, label_fa, choice_labels
    )
    return dataclasses.field(default=default, metadata={"pasur": info})


def _check_choice_labels(
    default: Any,
    choices: tuple[str, ...],
    minimum: int | None,
    maximum: int | None,
    labels: tuple[tuple[str, Bilingual], ...],
) -> None:
    """Value labels must name exactly the values an option takes (a declaration error else)."""
    named = [value for value, _label in labels]
    if choices:
        expected = list(choices)
    elif labels and isinstance(default, int) and minimum is not None and maximum is not None:
        expected = [str(v) for v in range(minimum, maximum + 1)]
    else:
        expected = []
    if labels and sorted(named) != sorted(expected):
        raise AssertionError(f"value labels {named} do not match the values {expected}")


_SOURCE: Final = re.compile(r"(\d{3}):(\d+)(?:-(\d+))?")


def _source(text: str) -> Source:
    """``"000:34"`` or ``"000:46-50"``: a seed document and its lines."""
    m = _SOURCE.fullmatch(text)
    if m is None:
        raise AssertionError(f"bad source {text!r}")
    first = int(m.group(2))
    return Source(m.group(1), first, int(m.group(3) or first))


def _bilingual(table: Mapping[str, Any], key: str) -> Bilingual:
    return Bilingual(str(table.get(key, "")), str(table.get(f"{key}_fa", "")))


class OptionTexts:
    """A game's ``options.toml``: the words of each option (``[option.NAME]``: ``label``,
    ``help``, ``why``, each with a ``_fa`` twin, ``sources`` and ``[option.NAME.choices]``
    ``value = [English, Persian]``) and the names of its presets (``[preset.NAME]``: ``en``,
    ``fa``)."""

    def __init__(self, data: Mapping[str, Any]) -> None:
        self._options: dict[str, OptionText] = {
            name: OptionText(
                label=_bilingual(table, "label"),
                help=_bilingual(table, "help"),
                why=_bilingual(table, "why"),
                sources=tuple(_source(s) for s in table.get("sources", ())),
                choices=tuple(
                    (str(value), Bilingual(str(pair[0]), str(pair[1])))
                    for value, pair in table.get("choices", {}).items()
                ),
            )
            for name, table in data.get("option", {}).items()
        }
        self.preset_names: Mapping[str, Bilingual] = {
            name: Bilingual(str(t["en"]), str(t["fa"]))
            for name, t in data.get("preset", {}).items()
        }

    def __getitem__(self, name: str) -> OptionText:
        return self._options[name]

    @property
    def names(self) -> tuple[str, ...]:
        """The options the file describes, in its order."""
        return tuple(self._options)

    def presets(self, presets: Mapping[str, T]) -> Presets[T]:
        """*presets* with the names this file gives them."""
        return Presets(presets, self.preset_names)


def load_texts(module_file: str) -> OptionTexts:
    """The ``options.toml`` beside *module_file* (call with ``__file__``)."""
    with (Path(module_file).parent / "options.toml").open("rb") as f:
        return OptionTexts(tomllib.load(f))


class Presets(Mapping[str, T], Generic[T]):
    """A game's named sets of options, read-only, each with its name in both languages: the one
    place every page and tool takes a preset's name from."""

    def __init__(self, presets: Mapping[str, T], names: Mapping[str, Bilingual]) -> None:
        if set(presets) != set(names):
            raise AssertionError(f"preset names {sorted(names)} != presets {sorted(presets)}")
        self._presets = dict(presets)
        self._names = {name: names[name] for name in presets}

    def __getitem__(self, name: str) -> T:
        return self._presets[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._presets)

    def __len__(self) -> int:
        return len(self._presets)

    def name(self, preset: str, lang: str) -> str:
        """What *preset* is called in *lang*."""
        return self._names[preset](lang)


def option_info(cls: type[Any], name: str) -> OptionInfo:
    for f in dataclasses.fields(cls):
        if f.name == name:
            info = f.metadata.get("pasur")
            if isinstance(info, OptionInfo):
                return info
    raise OptionsError(code="options/unknown", params={"name": name, "options": cls.__name__})


def option_names(cls: type[Any]) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(cls) if "pasur" in f.metadata)


def validate_options(obj: Any) -> None:
    """Check every option of *obj* against its declaration; call from ``__post_init__``."""
    for f in dataclasses.fields(obj):
        info = f.metadata.get("pasur")
        if not isinstance(info, OptionInfo):
            continue
        value = getattr(obj, f.name)
        default: object = f.default
        if isinstance(default, bool):
            if not isinstance(value, bool):
                raise OptionsError(code="options/on-off", params={"name": f.name, "value": value})
        elif isinstance(default, int):
            if not isinstance(value, int) or isinstance(value, bool):
                raise OptionsError(
                    code="options/whole-number", params={"name": f.name, "value": value}
                )
            if info.minimum is not None and value < info.minimum:
                raise OptionsError(
                    code="options/too-small",
                    params={"name": f.name, "minimum": info.minimum, "value": value},
                )
            if info.maximum is not None and value > info.maximum:
                raise OptionsError(
                    code="options/too-large",
                    params={"name": f.name, "maximum": info.maximum, "value": value},
                )
        elif info.choices and value not in info.choices:
            raise OptionsError(
                code="options/choice",
                params={"name": f.name, "choices": ", ".join(info.choices), "value": value},
            )


_LIMIT: Final = 10**12
"""Whole-number options are read only within this bound (their own range is checked after)."""
_ON: Final = {"on", "true", "yes", "1"}
_OFF: Final = {"off", "false", "no", "0"}
_ITEM: Final = re.compile(r"[a-z0-9_]+:[A-Za-z0-9_-]+")


def format_value(value: Any) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)


def format_options(obj: Any) -> str:
    """The compact text form of *obj*: non-default values only, in declaration order.

    >>> from pasur.games.hokm import HokmOptions
    >>> format_options(HokmOptions(target_points=5, bam=False))
    'bam:off,target_points:5'
    """
    parts = []
    for f in dataclasses.fields(obj):
        if "pasur" in f.metadata and getattr(obj, f.name) != f.default:
            parts.append(f"{f.name}:{format_value(getattr(obj, f.name))}")
    return ",".join(parts)


def parse_options(cls: type[T], text: str, presets: Mapping[str, T] | None = None) -> T:
    """Read the text form back into an options object (validated).

    Raises:
        OptionsError: an unknown option or preset, a malformed item or an invalid value.
    """
    text = text.strip()
    base: dict[str, Any] = {}
    if not text:
        return cls()
    items = [item.strip() for item in text.split(",")]
    seen: set[str] = set()
    for position, item in enumerate(items):
        if not _ITEM.fullmatch(item):
            raise OptionsError(code="options/item", params={"item": item})
        name, value = item.split(":", 1)
        if name == "preset":
            if position != 0:
                raise OptionsError(code="options/preset-first")
            if not presets or value not in presets:
                known = ", ".join(sorted(presets or ()))
                raise OptionsError(code="options/preset", params={"name": value, "known": known})
            base = {n: getattr(presets[value], n) for n in option_names(cls)}
            continue
        if name in seen:
            raise OptionsError(code="options/twice", params={"name": name})
        seen.add(name)
        base[name] = _coerce(cls, name, value)
    try:
        return cls(**base)
    except TypeError as exc:  # pragma: no cover - names were checked above
        raise OptionsError(str(exc)) from exc


def _coerce(cls: type[Any], name: str, value: str) -> Any:
    fields = {f.name: f for f in dataclasses.fields(cls) if "pasur" in f.metadata}
    if name not in fields:
        raise OptionsError(
            code="options/unknown-known",
            params={"name": name, "options": cls.__name__, "known": ", ".join(fields)},
        )
    default: object = fields[name].default
    if isinstance(default, bool):
        low = value.lower()
        if low in _ON:
            return True
        if low in _OFF:
            return False
        raise OptionsError(code="options/on-off", params={"name": name, "value": value})
    if isinstance(default, int):
        info = fields[name].metadata["pasur"]
        try:
            return parse_int(value, -_LIMIT, _LIMIT)
        except NumberError as exc:
            if exc.reason == "too_small":
                raise OptionsError(
                    code="options/too-small",
                    params={"name": name, "minimum": info.minimum or -_LIMIT, "value": value},
                ) from None
            if exc.reason == "too_large":
                raise OptionsError(
                    code="options/too-large",
                    params={"name": name, "maximum": info.maximum or _LIMIT, "value": value},
                ) from None
            raise OptionsError(
                code="options/whole-number", params={"name": name, "value": value}
            ) from None
    return value


def describe_options(cls: type[Any]) -> list[dict[str, Any]]:
    """Every option of *cls* as plain data (for ``--json`` output and the app's panel)."""
    out = []
    for f in dataclasses.fields(cls):
        info = f.metadata.get("pasur")
        if not isinstance(info, OptionInfo):
            continue
        out.append(
            {
                "name": f.name,
                "default": format_value(f.default),
                "choices": list(info.choices)
                or (["on", "off"] if isinstance(f.default, bool) else []),
                "minimum": info.minimum,
                "maximum": info.maximum,
                "label_en": info.label_en,
                "label_fa": info.label_fa,
                "choice_labels": {v: [lab.en, lab.fa] for v, lab in info.choice_labels},
                "help_en": info.help_en,
                "help_fa": info.help_fa,
                "default_reason": info.default_reason,
                "default_reason_fa": info.default_reason_fa,
                "sources": [str(s) for s in info.sources],
            }
        )
    return out
