"""One options panel for every game, drawn from the options' own declarations.

Each option of a game says what it is (:class:`pasur.options.OptionInfo`: a label and a help text
in both languages, a label per choice, its range), so the panel needs no table of its own: an
on/off option is a checkbox, a choice a select box with its values' names, a whole number a
number input bounded by the option's range (or a select box when its values are named, such as
the number of players). Widget keys are ``{key}_{name}``, so several panels live on one page.

The explorer draws it; the calculators can: ``options_panel(ctx, spec, key="pr_opt",
only=("sur_points", "target"), fixed={"players": 2}, base=preset)`` draws two options over a
preset with two players fixed, and returns the options object, or ``None`` after saying in the
page's language why the values cannot be played together. A callback (which runs before the
page is drawn again) reads the same values with ``Panel(spec, key, base, …).read()``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from typing import Any

import streamlit as st

from pasur.errors import OptionsError
from pasur.options import OptionInfo, option_info, option_names
from pasur.protocol import GameSpec
from ui.frame import Ctx
from ui.messages import detail_text


def applies(cls: type[Any], name: str, players: int | None) -> bool:
    """Whether option *name* means anything at a table of *players* (Hokm's smaller tables
    hide the partners' customs); a game without such options shows them all."""
    check = getattr(cls, "applies", None)
    return True if check is None or players is None else bool(check(name, players))


@dataclass(frozen=True)
class Panel:
    """One panel of a game's options: its widget keys are ``{key}_{name}``; it draws the
    options in *only* (all by default) but never those in *fixed*, over *base* (the defaults
    unless given)."""

    spec: GameSpec
    key: str
    base: Any = None
    only: Collection[str] | None = None
    fixed: Mapping[str, Any] = field(default_factory=dict)

    @property
    def start(self) -> Any:
        return self.spec.options_type() if self.base is None else self.base

    def names(self) -> tuple[str, ...]:
        """The options drawn, in declaration order."""
        return tuple(
            n
            for n in option_names(self.spec.options_type)
            if (self.only is None or n in self.only) and n not in self.fixed
        )

    def read(self) -> Any:
        """The options the panel shows now (also from a callback, which runs before the page is
        drawn again): *base* with *fixed* and the widgets' values; an option that means nothing
        at this table keeps its default.

        Raises:
            OptionsError: values that cannot be played together.
        """
        cls = self.spec.options_type
        state = st.session_state
        values = {n: state[self._key(n)] for n in self.names() if self._key(n) in state}
        values.update(self.fixed)
        players = values.get("players", getattr(self.start, "players", None))
        defaults = cls()
        for name in option_names(cls):
            if not applies(cls, name, players if isinstance(players, int) else None):
                values[name] = getattr(defaults, name)
        return dataclasses.replace(self.start, **values)

    def draw(self, ctx: Ctx) -> Any:
        """Draw the widgets; the options they make, or ``None`` once the page says why they
        cannot be played together."""
        cls = self.spec.options_type
        players = self.fixed.get("players", getattr(self.start, "players", None))
        for name in self.names():
            if not applies(cls, name, players if isinstance(players, int) else None):
                continue  # e.g. the partner's middle card at a table of three
            info = option_info(cls, name)
            value = _widget(ctx, info, self._key(name), getattr(self.start, name))
            if name == "players":
                players = value
        try:
            return self.read()
        except OptionsError as exc:
            st.error(options_error(ctx, exc))
            return None

    def _key(self, name: str) -> str:
        return f"{self.key}_{name}"


def options_panel(
    ctx: Ctx,
    spec: GameSpec,
    *,
    key: str,
    base: Any = None,
    only: Collection[str] | None = None,
    fixed: Mapping[str, Any] | None = None,
) -> Any:
    """Draw *spec*'s options (see :class:`Panel`) and return the options object they make, or
    ``None`` once the page says, in its language, why they cannot be played together."""
    return Panel(spec, key, base, only, dict(fixed or {})).draw(ctx)


def options_error(ctx: Ctx, exc: OptionsError) -> str:
    """Options that cannot be played together, with the rules package's reason in the page's
    language."""
    detail = detail_text(ctx, exc) or ctx._("the options are not valid")
    return ctx._("These options cannot be played together: {detail}", detail=detail)


def _widget(ctx: Ctx, info: OptionInfo, key: str, current: Any) -> Any:
    """One option's widget (its value starts at *current*); returns the value it shows."""
    label, help_text = info.label(ctx.lang), info.help(ctx.lang)
    if isinstance(current, bool):
        return st.checkbox(label, value=current, key=key, help=help_text)
    if isinstance(current, int) and not info.choice_labels:
        return st.number_input(
            label,
            value=current,
            min_value=info.minimum,
            max_value=info.maximum,
            step=1,
            key=key,
            help=help_text,
        )
    if isinstance(current, int):  # a whole number whose values are named: a list
        values: list[Any] = [int(v) for v, _label in info.choice_labels]
    else:
        values = list(info.choices)
    return st.selectbox(
        label,
        values,
        index=values.index(current) if current in values else 0,
        key=key,
        help=help_text,
        format_func=lambda v: info.choice_label(v, ctx.lang),
    )
