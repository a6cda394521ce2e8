"""Keeping a page's widgets and its URL in step (the explorer, the Shelem and Ghahve scorers).

The same pattern as the Hokm rulings page: a URL value is read once (when it differs from what
this session last wrote there), so a link opens on its values and later edits are not undone;
each run then writes the widgets' values back. Widgets are never bound to the URL directly
(``bind="query-params"`` would put translated labels in it).

Every URL value a page reads comes through :class:`UrlState` (:meth:`UrlState.get`,
:meth:`UrlState.fresh`, :meth:`UrlState.follow`), which bounds it by
:data:`ui.guard.MAX_URL_VALUE` and says in the page's language which parts of a link could not
be read; every value it writes goes through :meth:`UrlState.to_url`.

Session keys are namespaced by *prefix* so two pages never share them.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final, Generic, TypeVar

import streamlit as st

from pasur.errors import OptionsError
from pasur.options import format_options
from ui.frame import Ctx
from ui.guard import MAX_URL_VALUE, md_escape

Opts = TypeVar("Opts")
_UNSET: Final = "\x00unset"
"""What :meth:`UrlState.follow` compares with before this session has read a parameter."""


class UrlState:
    """The URL of one page: bounded reads, writes, and the notice about unreadable parts."""

    def __init__(self, prefix: str) -> None:
        self.prefix = prefix
        self._notices: tuple[Ctx, Any] | None = None
        self._reported: set[str] = set()

    def notices_here(self, ctx: Ctx) -> None:
        """Say here (call it under the page's title) which parts of the link could not be read,
        as each is found."""
        self._notices = (ctx, st.container())
        earlier = st.session_state.get(f"_{self.prefix}_bad_url")
        if earlier:
            self._notices[1].warning(_bad_url_text(ctx, earlier))
            st.session_state[f"_{self.prefix}_bad_url"] = []

    def _seen(self, param: str) -> str:
        return f"_{self.prefix}_seen_{param}"

    def get(self, param: str, default: str = "", *, limit: int = MAX_URL_VALUE) -> str:
        """The URL's value of *param* (*default* when absent); a value longer than *limit*
        characters is reported (:meth:`bad`) and read as *default*."""
        raw = st.query_params.get(param)
        if raw is None:
            return default
        if len(raw) > limit:
            self.bad(param)
            return default
        return raw

    def has(self, param: str) -> bool:
        """Whether the URL holds a readable, non-empty *param*."""
        return bool(self.get(param))

    def follow(
        self,
        param: str,
        key: str,
        valid: Sequence[str],
        default: str,
        *,
        read: Callable[[str], str] | None = None,
        report: bool = True,
    ) -> str:
        """The value of widget *key*, kept in step with *param* (read through *read*, e.g. an
        older game id to the id).

        The URL is the truth when it changed outside this page's own writes (a first visit, a
        pasted link, the browser's back button); otherwise the widget is. A value not in *valid*
        gives *default* (and, with *report*, a notice). Values are ASCII whatever the language,
        so links work across languages.
        """
        ss = st.session_state
        raw = st.query_params.get(param)
        if raw != ss.get(self._seen(param), _UNSET):
            ss[self._seen(param)] = raw
            value = None if raw is None or len(raw) > MAX_URL_VALUE else raw
            if value is not None and read is not None:
                value = read(value)
            ss[key] = value if value in valid else default
            if raw is not None and value not in valid and (report or value is None):
                self.bad(param)
        elif ss.get(key) not in valid:
            ss[key] = default
        return str(ss[key])

    def fresh(self, param: str) -> str | None:
        """The URL's value of *param* if it is new to this session (then marked as read)."""
        raw = st.query_params.get(param)
        if raw is None or raw == st.session_state.get(self._seen(param)):
            return None
        st.session_state[self._seen(param)] = raw
        if len(raw) > MAX_URL_VALUE:
            self.bad(param)
            return None
        return raw

    def from_url(self, param: str, key: str, default: str, valid: Callable[[str], bool]) -> None:
        """Before drawing widget *key*: take a new value from the URL, else keep the session's.

        Invalid values are ignored (the widget shows *default*).
        """
        raw = self.fresh(param)
        ss = st.session_state
        if raw is not None:
            ss[key] = raw if valid(raw) else default
            if not valid(raw):
                self.bad(param)
        elif key not in ss:
            ss[key] = ss.get(f"_{self.prefix}_keep_{key}", default)

    def bad(self, param: str) -> None:
        """Note that the URL's *param* could not be read (:meth:`show_bad` says so), once a
        run."""
        if param in self._reported:
            return
        self._reported.add(param)
        if self._notices is not None:
            ctx, slot = self._notices
            slot.warning(_bad_url_text(ctx, [param]))
            return
        key = f"_{self.prefix}_bad_url"
        bad = list(st.session_state.get(key) or [])
        if param not in bad:
            bad.append(param)
        st.session_state[key] = bad

    def show_bad(self, ctx: Ctx) -> None:
        """Say, once, which parts of the link could not be read (they start from their usual
        values, so nothing the user typed is lost and nothing from the link is half used)."""
        bad = st.session_state.get(f"_{self.prefix}_bad_url")
        if bad:
            st.warning(_bad_url_text(ctx, bad))
            st.session_state[f"_{self.prefix}_bad_url"] = []

    def to_url(self, param: str, value: str, default: str = "") -> None:
        """Write *value* into the URL (or drop the parameter when it is the default)."""
        qp = st.query_params
        if value == default:
            if param in qp:
                del qp[param]
            st.session_state[self._seen(param)] = None
        else:
            self._write(param, value)

    def _write(self, param: str, value: str) -> None:
        if st.query_params.get(param) != value:
            st.query_params[param] = value
        st.session_state[self._seen(param)] = value

    def keep(self, key: str) -> str:
        """Remember widget *key*'s value beyond the runs in which the widget is not drawn."""
        value = str(st.session_state.get(key) or "")
        st.session_state[f"_{self.prefix}_keep_{key}"] = value
        return value

    def update(self, values: Mapping[str, str]) -> None:
        """Write several parameters at once, each as it is (none is dropped as a default)."""
        for param, value in values.items():
            self._write(param, value)

    def drop(self, *params: str) -> None:
        for p in params:
            if p in st.query_params:
                del st.query_params[p]
            st.session_state[self._seen(p)] = None


def _bad_url_text(ctx: Ctx, params: Sequence[str]) -> str:
    return ctx._(
        "Part of this link could not be read ({params}), so those inputs start from "
        "their usual values.",
        params=", ".join(f"`{md_escape(p, 20)}`" for p in params),
    )


class TableRules(Generic[Opts]):
    """A scorer page's table rules: one options object kept in step with its rules widgets
    (a preset, one widget per option in *panel*, the short text form) and the URL's ``o=``.

    Session keys: ``{prefix}_opts`` (the options), ``{prefix}_opt_{name}``, ``{prefix}_opt_text``,
    ``{prefix}_preset`` and ``{prefix}_rules_error`` (``("url"|"text", problem)`` or ``None``).
    """

    def __init__(
        self,
        prefix: str,
        cls: type[Opts],
        presets: Mapping[str, Opts],
        panel: Sequence[str],
        parse: Callable[[str], Opts],
        preset_of: Callable[[Opts, Mapping[str, Opts]], str],
        problem: type[Exception],
    ) -> None:
        self.prefix, self.cls, self.presets, self.panel = prefix, cls, presets, panel
        self.parse, self.preset_of, self.problem = parse, preset_of, problem

    def key(self, name: str) -> str:
        return f"{self.prefix}_{name}"

    def current(self) -> Opts:
        opts = st.session_state.get(self.key("opts"))
        return opts if isinstance(opts, self.cls) else self.cls()

    def set(self, opts: Opts) -> None:
        """Make *opts* the rules in force and show them in every rules widget."""
        ss = st.session_state
        ss[self.key("opts")] = opts
        for name in self.panel:
            ss[self.key(f"opt_{name}")] = getattr(opts, name)
        ss[self.key("opt_text")] = format_options(opts)
        ss[self.key("preset")] = self.preset_of(opts, self.presets)
        ss[self.key("rules_error")] = None

    def from_url(self, url: UrlState) -> None:
        raw = url.fresh("o")
        if raw is None:
            return
        try:
            self.set(self.parse(raw))
        except self.problem as p:
            self.set(self.cls())
            st.session_state[self.key("rules_error")] = ("url", p)

    def on_widget(self) -> None:
        ss = st.session_state
        changes = {n: ss[self.key(f"opt_{n}")] for n in self.panel if self.key(f"opt_{n}") in ss}
        try:
            opts = dataclasses.replace(self.current(), **changes)  # type: ignore[type-var]
        except OptionsError:  # pragma: no cover - the panel offers valid values only
            return
        self.set(opts)

    def on_preset(self) -> None:
        name = st.session_state.get(self.key("preset")) or ""
        if name in self.presets:
            self.set(self.presets[name])

    def on_text(self) -> None:
        try:
            opts = self.parse(str(st.session_state.get(self.key("opt_text")) or ""))
        except self.problem as p:
            st.session_state[self.key("rules_error")] = ("text", p)
            return
        self.set(opts)
