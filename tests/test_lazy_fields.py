"""The simulator's lazy views (:class:`pasur.protocol.FieldViews`): each field built on its first
read, and in every way a reader can tell the same as the whole view ``state.view(seat)``."""

from __future__ import annotations

import dataclasses
import pickle
import random
from collections.abc import Iterator
from typing import Any

import pytest

from pasur.options import parse_options
from pasur.protocol import FieldViews, LazyView, Seat, TableView, lazy_view, unwrap
from pasur.records import replay
from pasur.registry import GAMES
from pasur.sim import play, policy_named

TABLES = (
    ("hokm", "scope:hand"),
    ("hokm", "scope:hand,players:2"),
    ("chahar_barg", "scope:hand"),
    ("chahar_barg", "scope:hand,players:4"),
    ("shelem", "scope:hand"),
    ("shelem", "scope:hand,players:2"),
    ("ghahve", "scope:hand"),
    ("haft_khabis", "scope:hand"),
    ("poker", "scope:hand"),
)


def positions(game: str, text: str) -> Iterator[tuple[Any, Seat | None]]:
    """Every state of two deals (heuristic players, then random ones), with every viewer."""
    spec = GAMES[game]
    options = parse_options(spec.options_type, text, spec.presets)
    rng = random.Random(f"lazy/{game}/{text}")
    for player in ("heuristic", "random"):
        record = play(spec, options, [policy_named(spec, player)] * 8, rng).record
        for state in replay(record):
            for seat in (None, *range(len(state.view(None).hands))):
                yield state, seat


@pytest.mark.parametrize(("game", "text"), TABLES)
def test_lazy_view_is_the_whole_view(game: str, text: str) -> None:
    for state, seat in positions(game, text):
        whole = state.view(seat)
        lazy = lazy_view(state, seat)
        assert isinstance(lazy, type(whole))
        assert unwrap(lazy) is lazy
        assert lazy == whole and whole == lazy
        assert hash(lazy) == hash(whole)
        assert repr(lazy) == repr(whole)
        again = pickle.loads(pickle.dumps(lazy))
        assert type(again) is type(whole) and again == whole


@pytest.mark.parametrize(("game", "text"), TABLES)
def test_each_field_read_first_is_the_whole_views(game: str, text: str) -> None:
    for state, seat in positions(game, text):
        whole = state.view(seat)
        for field in dataclasses.fields(whole):
            assert getattr(lazy_view(state, seat), field.name) == getattr(whole, field.name)
        for name, value in whole.facts:
            assert lazy_view(state, seat).fact(name) == value, name
        assert lazy_view(state, seat).fact("no such fact", "-") == "-"


def test_a_view_is_still_frozen() -> None:
    spec = GAMES["hokm"]
    state = spec.start(parse_options(spec.options_type, "scope:hand", spec.presets))
    with pytest.raises(dataclasses.FrozenInstanceError):
        lazy_view(state, 0).phase = "over"  # type: ignore[misc]


@dataclasses.dataclass(frozen=True, slots=True)
class CountedView(TableView):
    extra: int = 0


@dataclasses.dataclass(frozen=True)
class Counted:
    """A state whose view's builders count their calls."""

    phase: str = "play"
    calls: list[str] = dataclasses.field(default_factory=list)

    def built(self, name: str, value: Any) -> Any:
        self.calls.append(name)
        return value


def _builder(name: str, value: object) -> Any:
    return lambda state, seat: state.built(name, value)


BUILT: dict[str | tuple[str, ...], Any] = {
    name: _builder(name, ()) for name in ("to_move", "scores", "history", "last_trick", "tricks")
}
BUILT |= {
    ("hands", "table"): _builder("hands+table", ((), ())),
    "facts": _builder("facts", (("a", "1"), ("b", "2"))),
    "extra": _builder("extra", 7),
}
COUNTED = FieldViews(
    Counted,
    CountedView,
    "counted",
    {"phase": "phase"},
    BUILT,
    {"a": lambda state, seat: state.built("a", "1")},
)


def test_only_what_is_read_is_built_and_only_once() -> None:
    state = Counted()
    view = lazy_view(state, 1)  # type: ignore[arg-type]
    assert isinstance(view, CountedView)
    assert (view.phase, view.seat, view.game) == ("play", 1, "counted")
    assert state.calls == []
    assert (view.extra, view.extra, view.table, view.hands) == (7, 7, (), ())
    assert state.calls == ["extra", "hands+table"]


def test_a_fact_built_alone_until_the_facts_are_built() -> None:
    state = Counted()
    view = lazy_view(state, None)  # type: ignore[arg-type]
    assert view.fact("a") == "1"
    assert state.calls == ["a"]
    assert view.fact("b") == "2"
    assert view.fact("a") == "1"
    assert state.calls == ["a", "facts"]


def test_builders_must_cover_every_field_once() -> None:
    with pytest.raises(TypeError, match="extra"):
        FieldViews(Counted, CountedView, "counted", {"phase": "phase"}, {})


def test_a_state_without_field_views_gets_a_whole_lazy_view() -> None:
    class Plain:
        def view(self, seat: Seat | None) -> TableView:
            return TableView("plain", seat, "play", 0, (), (), (), ())

    view = lazy_view(Plain(), 0)  # type: ignore[arg-type]
    assert isinstance(view, LazyView)
    assert unwrap(view) == Plain().view(0) == view
