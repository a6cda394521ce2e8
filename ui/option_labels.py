"""What an option and its values are called on a page, from the option's own declaration.

Every option of every game carries a short label and, for a choice, a label per value, in
English and Persian (``pasur/games/<game>/options.toml``, read into
:class:`pasur.options.OptionInfo`). So a panel or a table of any game's options needs no label
table of its own, and a Persian page never shows an option's identifier.

Both functions take an option as :func:`pasur.options.describe_options` lists it;
:func:`label_of` and :func:`value_label` find it by its options class and name.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pasur.options import describe_options, format_value
from ui.frame import Ctx


def option_label(ctx: Ctx, info: Mapping[str, Any]) -> str:
    """The option's label in the page's language (its name, when it has none).

    >>> from ui.frame import Ctx
    >>> info = {"name": "chips", "label_en": "Starting chips", "label_fa": "مهرهٔ اول"}
    >>> option_label(Ctx("en", str), info), option_label(Ctx("fa", str), info)
    ('Starting chips', 'مهرهٔ اول')
    """
    text = str(info.get("label_fa" if ctx.lang == "fa" else "label_en") or "").strip()
    return text or str(info["name"]).replace("_", " ")


def choice_label(ctx: Ctx, info: Mapping[str, Any], value: object) -> str:
    """What *value* of the option is called in the page's language: its label, else the value
    itself (a number in the page's digits).

    >>> from ui.frame import Ctx
    >>> info = {"name": "cut", "choice_labels": {"off": ["no cut", "بدون کوپ"]}}
    >>> choice_label(Ctx("fa", str), info, "off"), choice_label(Ctx("fa", str), info, 12)
    ('بدون کوپ', '۱۲')
    """
    labels = info.get("choice_labels") or {}
    pair = labels.get(format_value(value))
    if pair:
        return str(pair[1] if ctx.lang == "fa" else pair[0])
    return ctx.fmt(value)


_DESCRIBED: dict[type[Any], Mapping[str, Mapping[str, Any]]] = {}


def options_of(cls: type[Any]) -> Mapping[str, Mapping[str, Any]]:
    """Every option of the options class *cls*, by name, as :func:`describe_options` lists it
    (read once per class)."""
    if cls not in _DESCRIBED:
        _DESCRIBED[cls] = {info["name"]: info for info in describe_options(cls)}
    return _DESCRIBED[cls]


def label_of(ctx: Ctx, cls: type[Any], name: str) -> str:
    """The label of the option *name* of *cls* (see :func:`option_label`).

    >>> from pasur.games.shelem.options import ShelemOptions
    >>> label_of(Ctx("en", str), ShelemOptions, "target")
    'Points to win the game'
    """
    return option_label(ctx, options_of(cls)[name])


def value_label(ctx: Ctx, cls: type[Any], name: str, value: object) -> str:
    """What *value* of the option *name* of *cls* is called (see :func:`choice_label`).

    >>> from pasur.games.shelem.options import ShelemOptions
    >>> value_label(Ctx("fa", str), ShelemOptions, "players", 2)
    'دو نفر'
    """
    return choice_label(ctx, options_of(cls)[name], value)
