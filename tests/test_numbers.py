"""pasur.numbers.parse_int: whole numbers in Latin, Persian or Arabic-Indic digits, bounded."""

from __future__ import annotations

import pickle
import sys
import time
import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pasur.numbers import NumberError, parse_int

PERSIAN = "۰۱۲۳۴۵۶۷۸۹"
ARABIC = "٠١٢٣٤٥٦٧٨٩"
ACCEPTED = frozenset("0123456789" + PERSIAN + ARABIC)
# Characters that Python counts as digits (or numbers) but parse_int must refuse.
FOREIGN_DIGITS = sorted(
    ch
    for ch in map(chr, range(sys.maxunicode + 1))
    if (ch.isdigit() or ch.isdecimal() or ch.isnumeric()) and ch not in ACCEPTED
)


def to_script(n: int, digits: str) -> str:
    return "".join(digits[int(d)] if d.isdigit() else d for d in str(n))


def refused(text: str, low: int, high: int) -> NumberError:
    with pytest.raises(NumberError) as info:
        parse_int(text, low, high)
    return info.value


# --- what is accepted -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "low", "high", "value"),
    [
        ("12", 1, 100, 12),
        ("۱۲", 1, 100, 12),
        ("١٢", 1, 100, 12),
        ("٣", 0, 9, 3),
        ("  7\t\n", 0, 9, 7),
        ("\u00a0۵\u2003", 0, 9, 5),  # no-break and em spaces are whitespace too
        ("007", 0, 10, 7),
        ("0", 0, 0, 0),
        ("-5", -10, 10, -5),
        ("−5", -10, 10, -5),  # U+2212 MINUS SIGN
        ("-۵", -10, 10, -5),
        ("-10", -10, 10, -10),
        ("10", -10, 10, 10),
        ("1۲3", 0, 200, 123),  # mixed scripts are read digit by digit
        (str(2**63 - 1), 0, 2**63 - 1, 2**63 - 1),
    ],
)
def test_accepted(text: str, low: int, high: int, value: int) -> None:
    assert parse_int(text, low, high) == value


@given(st.data())
def test_any_int_in_range_round_trips(data: st.DataObject) -> None:
    low = data.draw(st.integers(-(10**30), 10**30), label="low")
    high = data.draw(st.integers(low, low + 10**30), label="high")
    n = data.draw(st.integers(low, high), label="n")
    assert parse_int(str(n), low, high) == n
    assert parse_int(to_script(n, PERSIAN), low, high) == n
    assert parse_int(to_script(n, ARABIC), low, high) == n
    assert parse_int(f"  {n} ", low, high) == n
    if n < 0:
        assert parse_int("−" + str(-n), low, high) == n


# --- what is refused --------------------------------------------------------------------------


# What parse_int refuses, by the reason it gives: (text, low, high).
REFUSED: dict[str, list[tuple[str, int, int]]] = {
    "empty": [
        ("", 0, 9),
        ("   ", 0, 9),
    ],
    "not_a_number": [
        ("\u200c", 0, 9),  # a zero-width non-joiner is not whitespace
        ("²", 0, 9),
        ("①", 0, 9),
        ("３", 0, 9),  # fullwidth
        ("३", 0, 9),  # Devanagari
        ("১", 0, 9),  # Bengali
        ("½", 0, 9),
        ("Ⅻ", 0, 20),
        ("1²", 0, 99),
        ("+5", 0, 9),
        ("1_000", 0, 10_000),
        ("1e3", 0, 10_000),
        ("1.0", 0, 9),
        ("0x10", 0, 99),
        ("1 2", 0, 99),
        ("-", -9, 9),
        ("--5", -9, 9),
        ("- 5", -9, 9),
        ("5-", -9, 9),
        ("five", 0, 9),
    ],
    "too_small": [
        ("-5", 0, 9),  # no sign where low is not negative
        ("−5", 1, 9),
        ("0", 1, 9),
        ("-11", -10, 10),
        ("-100", -10, 10),
    ],
    "too_large": [
        ("10", 1, 9),
        ("11", -10, 10),
        ("۱۰۰", 0, 99),
    ],
}


@pytest.mark.parametrize(
    ("text", "low", "high", "reason"),
    [(text, low, high, reason) for reason, cases in REFUSED.items() for text, low, high in cases],
)
def test_refused(text: str, low: int, high: int, reason: str) -> None:
    error = refused(text, low, high)
    assert isinstance(error, ValueError)
    assert error.reason == reason
    assert (error.text, error.low, error.high) == (text, low, high)
    message = str(error)
    assert "\n" not in message and message
    assert f"{low} to {high}" in message


def test_foreign_digits_exist() -> None:
    assert {"²", "①", "３", "३", "𝟙"} <= set(FOREIGN_DIGITS)
    assert not {"٣", "۳", "3"} & set(FOREIGN_DIGITS)


@given(
    st.text(alphabet="0123456789" + PERSIAN + ARABIC, max_size=5),
    st.sampled_from(FOREIGN_DIGITS),
    st.text(alphabet="0123456789" + PERSIAN + ARABIC, max_size=5),
)
def test_a_foreign_digit_anywhere_is_refused(before: str, digit: str, after: str) -> None:
    text = before + digit + after
    error = refused(text, -(10**12), 10**12)
    assert error.reason == "not_a_number", (text, unicodedata.name(digit, "?"))


@given(st.text(max_size=12))
def test_any_text_is_a_number_in_range_or_refused(text: str) -> None:
    try:
        value = parse_int(text, -1000, 1000)
    except NumberError as error:
        assert error.reason in ("empty", "not_a_number", "too_small", "too_large")
        assert error.text == text
    else:
        assert -1000 <= value <= 1000
        body = text.strip().lstrip("-−")
        assert body and all(ch in ACCEPTED for ch in body)


@given(st.integers(-(10**20), 10**20), st.integers(0, 10**20))
def test_out_of_range_says_which_side(n: int, width: int) -> None:
    low, high = -width // 2, width // 2
    if low <= n <= high:
        assert parse_int(str(n), low, high) == n
    else:
        error = refused(str(n), low, high)
        assert error.reason == ("too_small" if n < low else "too_large")


# --- long input -------------------------------------------------------------------------------


@pytest.mark.parametrize("sign", ["", "-"])
def test_thousands_of_digits_never_reach_int(sign: str) -> None:
    # int() itself refuses more than 4,300 digits with a plain ValueError: a NumberError with a
    # reason shows the length was judged before converting.
    for digits in ("9" * 5000, "۹" * 100_000, "1" + "0" * 1_000_000):
        began = time.perf_counter()
        error = refused(sign + digits, -(10**6), 10**6)
        assert error.reason == ("too_small" if sign else "too_large")
        assert time.perf_counter() - began < 2
        assert len(str(error)) < 200  # the message quotes only the start


def test_leading_zeros_do_not_count_as_digits() -> None:
    assert parse_int("0" * 5000 + "42", 0, 100) == 42


# --- the error --------------------------------------------------------------------------------


def test_error_attributes_and_messages() -> None:
    error = refused("①", 1, 10)
    assert error.text == "①" and error.low == 1 and error.high == 10
    assert str(error) == "'①' is not a whole number (expected one from 1 to 10)"
    assert str(refused("", 1, 10)) == "no number given (expected a whole number from 1 to 10)"
    assert str(refused("0", 1, 10)) == "'0' is too small (expected a whole number from 1 to 10)"
    assert str(refused("11", 1, 10)) == "'11' is too large (expected a whole number from 1 to 10)"


def test_error_pickles() -> None:
    error = refused("²", 0, 9)
    again = pickle.loads(pickle.dumps(error))
    assert isinstance(again, NumberError)
    assert (again.text, again.low, again.high, again.reason) == ("²", 0, 9, "not_a_number")
    assert str(again) == str(error)


def test_bounds_in_the_wrong_order_are_a_programming_error() -> None:
    with pytest.raises(ValueError) as info:
        parse_int("5", 10, 1)
    assert not isinstance(info.value, NumberError)
