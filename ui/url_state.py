"""Keeping a page's widgets and its URL in step (the Shelem and Ghahve scorers).

The same pattern as the Hokm rulings page: a URL value is read once (when it differs from what
this session last wrote there), so a link opens on its values and later edits are not undone;
each run then writes the widgets' values back. Widgets are never bound to the URL directly
(``bind="query-params"`` would put translated labels in it).

Session keys are namespaced by *prefix* so two pages never share them.
"""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st


class UrlState:
    def __init__(self, prefix: str) -> None:
        self.prefix = prefix

    def _seen(self, param: str) -> str:
        return f"_{self.prefix}_seen_{param}"

    def fresh(self, param: str) -> str | None:
        """The URL's value of *param* if it is new to this session (then marked as read)."""
        raw = st.query_params.get(param)
        if raw is not None and raw != st.session_state.get(self._seen(param)):
            st.session_state[self._seen(param)] = raw
            return raw
        return None

    def from_url(self, param: str, key: str, default: str, valid: Callable[[str], bool]) -> None:
        """Before drawing widget *key*: take a new value from the URL, else keep the session's.

        Invalid values are ignored (the widget shows *default*).
        """
        raw = self.fresh(param)
        ss = st.session_state
        if raw is not None:
            ss[key] = raw if valid(raw) else default
        elif key not in ss:
            ss[key] = ss.get(f"_{self.prefix}_keep_{key}", default)

    def to_url(self, param: str, value: str, default: str = "") -> None:
        """Write *value* into the URL (or drop the parameter when it is the default)."""
        qp = st.query_params
        if value == default:
            if param in qp:
                del qp[param]
            st.session_state[self._seen(param)] = None
        else:
            if qp.get(param) != value:
                qp[param] = value
            st.session_state[self._seen(param)] = value

    def keep(self, key: str) -> str:
        """Remember widget *key*'s value beyond the runs in which the widget is not drawn."""
        value = str(st.session_state.get(key) or "")
        st.session_state[f"_{self.prefix}_keep_{key}"] = value
        return value

    def drop(self, *params: str) -> None:
        for p in params:
            if p in st.query_params:
                del st.query_params[p]
            st.session_state[self._seen(p)] = None
