"""Whole numbers typed by people, in Latin, Persian or Arabic-Indic digits, within bounds.

:func:`parse_int` reads ``"12"``, ``"۱۲"`` (Persian) or ``"١٢"`` (Arabic-Indic) and refuses
anything else that Python's ``int()`` or ``str.isdigit()`` would let through: superscripts
(``²``), circled digits (``①``), fullwidth digits (``３``), other scripts' digits, ``+``, ``_``
and exponents. A number with more digits than the bounds can hold is refused before it is
converted, so a 5,000-digit paste costs nothing. Errors are :class:`NumberError`, whose
``reason`` a user interface can translate.

Pure standard library; nothing else in the package is needed.
"""

from __future__ import annotations

from typing import Final, Literal

Reason = Literal["empty", "not_a_number", "too_small", "too_large"]
"""Why a text is refused: nothing given, not a whole number, below *low*, above *high*."""

_DIGITS: Final[dict[str, str]] = {
    **{chr(ord("0") + i): str(i) for i in range(10)},
    **{chr(0x06F0 + i): str(i) for i in range(10)},  # Persian (extended Arabic-Indic)
    **{chr(0x0660 + i): str(i) for i in range(10)},  # Arabic-Indic
}
_MINUS: Final = frozenset("-\u2212")  # hyphen-minus and the minus sign
_SHOWN: Final = 40
"""At most this many characters of the refused text appear in a message."""


class NumberError(ValueError):
    """A text that is not a whole number from *low* to *high*.

    ``text`` is the text as given, ``low`` and ``high`` the bounds, and ``reason`` one of
    ``"empty"``, ``"not_a_number"``, ``"too_small"`` and ``"too_large"``. The message is one
    line of English.
    """

    def __init__(self, text: str, low: int, high: int, reason: Reason) -> None:
        self.text = text
        self.low = low
        self.high = high
        self.reason: Reason = reason
        wanted = f"a whole number from {low} to {high}"
        shown = _shown(text)
        if reason == "empty":
            message = f"no number given (expected {wanted})"
        elif reason == "not_a_number":
            message = f"{shown} is not a whole number (expected one from {low} to {high})"
        elif reason == "too_small":
            message = f"{shown} is too small (expected {wanted})"
        else:
            message = f"{shown} is too large (expected {wanted})"
        super().__init__(message)

    def __reduce__(self) -> tuple[type[NumberError], tuple[str, int, int, Reason]]:
        return (type(self), (self.text, self.low, self.high, self.reason))


def _shown(text: str) -> str:
    """*text* quoted for a message, cut short if long."""
    if len(text) > _SHOWN:
        return repr(text[: _SHOWN - 1]) + "…"
    return repr(text)


def parse_int(text: str, low: int, high: int) -> int:
    """The whole number *text* names, which must lie from *low* to *high* (both included).

    Accepted: ASCII digits, Persian digits (U+06F0 to U+06F9) and Arabic-Indic digits (U+0660
    to U+0669), with whitespace around them and, only when *low* is negative, one leading ``-``
    or ``−`` (U+2212). Leading zeros are allowed. Everything else is refused with a
    :class:`NumberError`; a minus sign where *low* is not negative is refused as ``too_small``.

    >>> parse_int("12", 1, 100)
    12
    >>> parse_int(" ۱۲ ", 1, 100)
    12
    >>> parse_int("٣", 0, 9)
    3
    >>> parse_int("−7", -10, 10)
    -7
    >>> parse_int("²", 0, 9)
    Traceback (most recent call last):
        ...
    pasur.numbers.NumberError: '²' is not a whole number (expected one from 0 to 9)
    >>> parse_int("３", 0, 9)
    Traceback (most recent call last):
        ...
    pasur.numbers.NumberError: '３' is not a whole number (expected one from 0 to 9)
    >>> parse_int("0", 1, 10)
    Traceback (most recent call last):
        ...
    pasur.numbers.NumberError: '0' is too small (expected a whole number from 1 to 10)
    >>> try:
    ...     parse_int("9" * 5000, 1, 10)
    ... except NumberError as exc:
    ...     print(exc.reason, exc.low, exc.high, len(exc.text))
    too_large 1 10 5000
    >>> parse_int("  ", 1, 10)
    Traceback (most recent call last):
        ...
    pasur.numbers.NumberError: no number given (expected a whole number from 1 to 10)

    Raises:
        NumberError: *text* is empty, not a whole number, or out of bounds.
        ValueError: *low* is greater than *high* (a mistake of the caller, not of the user).
    """
    if low > high:
        raise ValueError(f"parse_int: low ({low}) is greater than high ({high})")
    body = text.strip()
    if not body:
        raise NumberError(text, low, high, "empty")
    negative = body[0] in _MINUS
    if negative:
        body = body[1:]
    ascii_digits = [_DIGITS.get(ch) for ch in body]
    if not ascii_digits or None in ascii_digits:
        raise NumberError(text, low, high, "not_a_number")
    digits = "".join(d for d in ascii_digits if d is not None).lstrip("0") or "0"
    if negative and low >= 0:
        raise NumberError(text, low, high, "too_small")
    most = len(str(max(abs(low), abs(high))))
    if len(digits) > most:  # more digits than either bound: out of range, whatever they say
        raise NumberError(text, low, high, "too_small" if negative else "too_large")
    value = -int(digits) if negative else int(digits)
    if value < low:
        raise NumberError(text, low, high, "too_small")
    if value > high:
        raise NumberError(text, low, high, "too_large")
    return value


__all__ = ["NumberError", "Reason", "parse_int"]
