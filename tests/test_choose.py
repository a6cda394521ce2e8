"""The "choose k of n" move shape (:mod:`pasur.engines.choose`) lists exactly what
:func:`itertools.combinations` lists, in the same order, without building it."""

from __future__ import annotations

from itertools import combinations
from math import comb

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pasur.engines.choose import Choose, subsets

sizes = st.integers(min_value=0, max_value=9).flatmap(
    lambda n: st.tuples(st.just(n), st.integers(min_value=0, max_value=n + 1))
)


@given(sizes)
def test_same_elements_in_the_same_order_as_combinations(nk: tuple[int, int]) -> None:
    n, k = nk
    items = tuple(f"x{i}" for i in range(n))
    choices = subsets(items, k)
    expected = list(combinations(items, k))
    assert len(choices) == comb(n, k) == len(expected)
    assert list(choices) == expected
    assert [choices[i] for i in range(len(choices))] == expected
    assert [choices[i - len(expected)] for i in range(len(expected))] == expected
    assert list(reversed(choices)) == expected[::-1]
    for i, combo in enumerate(expected):
        assert combo in choices and choices.index(combo) == i and choices.count(combo) == 1


@given(sizes, st.integers(min_value=-40, max_value=40))
def test_out_of_range_indices_raise(nk: tuple[int, int], index: int) -> None:
    n, k = nk
    choices = subsets(range(n), k)
    if -len(choices) <= index < len(choices):
        assert choices[index] == list(combinations(range(n), k))[index]
    else:
        with pytest.raises(IndexError):
            choices[index]


@given(
    sizes,
    st.one_of(st.none(), st.integers(-30, 30)),
    st.one_of(st.none(), st.integers(-30, 30)),
    st.one_of(st.none(), st.integers(-4, 4).filter(bool)),
)
def test_slices_are_the_combinations_slices(
    nk: tuple[int, int], start: int | None, stop: int | None, step: int | None
) -> None:
    n, k = nk
    expected = tuple(combinations(range(n), k))
    assert subsets(range(n), k)[start:stop:step] == expected[start:stop:step]


@given(sizes, st.lists(st.integers(-1, 10), max_size=5))
def test_membership_of_anything(nk: tuple[int, int], chosen: list[int]) -> None:
    n, k = nk
    choices = subsets(range(n), k)
    combo = tuple(chosen)
    assert (combo in choices) == (combo in set(combinations(range(n), k)))
    assert [combo] not in choices  # not a move of this shape at all


def test_index_honours_start_and_stop_and_refuses_strangers() -> None:
    choices = subsets("abcde", 3)
    assert choices.index(("a", "c", "e")) == 4
    with pytest.raises(ValueError):
        choices.index(("a", "c", "e"), 5)
    with pytest.raises(ValueError):
        choices.index(("c", "a", "e"))
    assert choices.count(("z", "a", "b")) == 0


def test_moves_are_made_and_read_back_by_the_given_functions() -> None:
    choices = Choose("abcd", 2, "".join, lambda m: tuple(m) if isinstance(m, str) else None)
    assert list(choices) == ["ab", "ac", "ad", "bc", "bd", "cd"]
    assert "bd" in choices and "db" not in choices and "b" not in choices and 3 not in choices


def test_equality_and_hash() -> None:
    a, b = subsets("abcd", 2), subsets(tuple("abcd"), 2)
    assert a == b and hash(a) == hash(b)
    assert a != subsets("abcd", 3) and a != subsets("abce", 2)
    assert subsets("ab", 0) == subsets("xyz", 0)  # one empty subset either way
    assert subsets("ab", 3) == subsets("xyz", 5)  # none either way
    assert a != list(a) and len({a, b}) == 1


def test_refuses_repeated_items_and_negative_sizes() -> None:
    with pytest.raises(ValueError):
        subsets("aba", 2)
    with pytest.raises(ValueError):
        subsets("abc", -1)


def test_a_large_choice_is_not_built() -> None:
    choices = subsets(range(60), 30)
    assert len(choices) == comb(60, 30)
    assert choices[-1] == tuple(range(30, 60))
    assert choices.index(tuple(range(30, 60))) == len(choices) - 1
