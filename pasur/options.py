"""Rule options as data: declared once, validated, and written in a compact text form.

Each game declares a frozen dataclass whose fields are made with :func:`option`. The field's
metadata holds its allowed values, a short help text in both languages and the seed lines it
rests on, so the command line, the records and the app's options panel all work from the same
declaration.

The text form lists only the values that differ from the defaults, in declaration order::

    bam:off,target_points:5

It is URL-safe apart from ``:`` and ``,`` (both allowed in a query string). ``preset:NAME`` may
come first to start from a named preset instead of the defaults.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final, TypeVar

from pasur.errors import OptionsError
from pasur.numbers import NumberError, parse_int
from pasur.protocol import Source

T = TypeVar("T")


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


def option(
    default: Any,
    *,
    en: str,
    fa: str,
    sources: tuple[Source, ...] = (),
    choices: tuple[str, ...] = (),
    minimum: int | None = None,
    maximum: int | None = None,
    why: str = "",
    why_fa: str = "",
) -> Any:
    """Declare one option field of a game's options dataclass.

    *en* and *fa* say what the option does; *why* and *why_fa* say why the default was chosen.
    """
    if choices and default not in choices:
        raise AssertionError(f"default {default!r} not in {choices}")
    info = OptionInfo(en, fa, sources, choices, minimum, maximum, why, why_fa)
    return dataclasses.field(default=default, metadata={"pasur": info})


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
                "help_en": info.help_en,
                "help_fa": info.help_fa,
                "default_reason": info.default_reason,
                "default_reason_fa": info.default_reason_fa,
                "sources": [str(s) for s in info.sources],
            }
        )
    return out
