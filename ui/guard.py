"""Guarded input: the one place a value from a URL or a text box passes before a page uses it.

Three rules, kept here so no page has to remember them:

- **Text shown back is escaped.** Whatever the user typed (or a link carried) is shown with every
  Markdown and HTML character taken literally (:func:`md_escape`), so a link cannot put an image,
  a link or markup on the page.
- **Numbers are read by one parser.** :func:`read_int` accepts ASCII, Persian and Arabic-Indic
  digits and refuses everything else (``²``, ``①``, full-width digits, a 5,000-digit seed, a
  value outside the widget's range) without a traceback; :func:`int_problem` says why in the
  page's language.
- **URL values are bounded.** :func:`url_value` drops a query parameter longer than
  :data:`MAX_URL_VALUE` characters, so no page parses megabytes from a link.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

import streamlit as st

from pasur.numbers import NumberError, parse_int
from ui.i18n import N_

if TYPE_CHECKING:
    from ui.frame import Ctx

MAX_URL_VALUE: Final = 20_000
"""The longest query-parameter value any page reads (a share token of a long match is a few
thousand characters); a longer one is treated as absent."""

_AUTOLINK: Final = re.compile(r"://|(?i:www)\.|\S@")
_MD_SPECIAL: Final = re.compile(r"([\\`*_{}\[\]()#+\-.!|<>~:$&=\"'^%@])")

NUMBER_PROBLEMS: Final = {
    "empty": N_("Please write a number."),
    "not_a_number": N_("“{text}” is not a whole number."),
    "too_small": N_("{text} is too small: the smallest allowed is {low}."),
    "too_large": N_("{text} is too large: the largest allowed is {high}."),
}


def md_escape(text: str, limit: int | None = 60) -> str:
    """User text made safe to show inside Markdown (and so inside ``st.error`` and friends):
    every special character escaped, one line, at most *limit* characters (longer text is cut
    with an ellipsis; ``None`` keeps it whole).

    >>> md_escape("![x](http://e)").replace("\\u2060", "")
    '\\\\!\\\\[x\\\\]\\\\(http\\\\://e\\\\)'
    >>> md_escape("<b>hi</b>")
    '\\\\<b\\\\>hi\\\\</b\\\\>'
    >>> md_escape("a" * 10, limit=5)
    'aaaa…'
    """
    one_line = " ".join(text.split())
    if limit is not None and len(one_line) > limit:
        one_line = one_line[: limit - 1] + "…"
    # Escaping is not enough for GitHub-style autolinks ("http://…", "www.…", "a@b.c" become
    # links even when escaped): a word joiner inside "://", "www." and before "@" breaks them
    # and shows nothing.
    unlinked = _AUTOLINK.sub(lambda m: m.group(0)[0] + "\u2060" + m.group(0)[1:], one_line)
    return _MD_SPECIAL.sub(r"\\\1", unlinked)


def read_int(raw: object, low: int, high: int) -> int | None:
    """*raw* as a whole number from *low* to *high*, or ``None`` when it is not one.

    >>> read_int("۱۲", 0, 100), read_int("12", 0, 100), read_int("²", 0, 100)
    (12, 12, None)
    >>> read_int("9" * 5000, 0, 10**9), read_int(None, 0, 9), read_int(7, 0, 9)
    (None, None, 7)
    """
    if isinstance(raw, bool):
        return None
    if isinstance(raw, int):
        return raw if low <= raw <= high else None
    if not isinstance(raw, str):
        return None
    try:
        return parse_int(raw, low, high)
    except NumberError:
        return None


def int_problem(ctx: Ctx, raw: str, low: int, high: int) -> str | None:
    """Why *raw* is not a whole number from *low* to *high*, in the page's language (``None``
    when it is one). The user's text is shown escaped and cut short."""
    try:
        parse_int(raw, low, high)
    except NumberError as e:
        return ctx._(NUMBER_PROBLEMS[e.reason], text=md_escape(raw, 30), low=low, high=high)
    return None


def url_value(name: str) -> str | None:
    """The URL's value of query parameter *name*, or ``None`` when it is absent or longer than
    :data:`MAX_URL_VALUE` characters."""
    raw = st.query_params.get(name)
    if raw is None or len(raw) > MAX_URL_VALUE:
        return None
    return raw


def show_problem(message: str) -> None:
    """Show a problem already in the page's language. Every value in it that came from the user
    must have been escaped with :func:`md_escape` when the message was made."""
    st.error(message, icon=":material/error:")
