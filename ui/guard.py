"""Guarded input: the one place a value from a URL or a text box passes before a page uses it.

Three rules, kept here so no page has to remember them:

- **Text shown back is escaped.** Whatever the user typed (or a link carried) is shown with every
  Markdown and HTML character taken literally (:func:`md_escape`), so a link cannot put an image,
  a link or markup on the page.
- **Numbers are read by one parser.** :func:`read_int` accepts ASCII, Persian and Arabic-Indic
  digits and refuses everything else (``²``, ``①``, full-width digits, a 5,000-digit seed, a
  value outside the widget's range) without a traceback.
- **URL values are bounded.** :class:`ui.url_state.UrlState` treats a query parameter longer
  than :data:`MAX_URL_VALUE` characters as unreadable and says so; the explorer's records and
  share tokens are bounded by :mod:`pasur.records` itself.
"""

from __future__ import annotations

import re
from typing import Final

from pasur.numbers import NumberError, parse_int

MAX_URL_VALUE: Final = 20_000
"""The longest query-parameter value any page reads (a share token of a long match is a few
thousand characters); a longer one is treated as absent."""

_AUTOLINK: Final = re.compile(r"://|(?i:www)\.|\S@")
_MD_SPECIAL: Final = re.compile(r"([\\`*_{}\[\]()#+\-.!|<>~:$&=\"'^%@])")


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
