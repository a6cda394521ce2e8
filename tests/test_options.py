"""Options: the compact text form, presets, validation and the self-description."""

from __future__ import annotations

import dataclasses
import importlib
import re
from typing import Any

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from pasur.errors import OptionsError
from pasur.games.hokm import PRESETS, HokmOptions
from pasur.options import (
    Bilingual,
    OptionInfo,
    OptionTexts,
    Presets,
    describe_options,
    format_options,
    option,
    option_info,
    option_names,
    parse_options,
)
from pasur.registry import GAMES

FIELDS = [f for f in dataclasses.fields(HokmOptions) if "pasur" in f.metadata]


def field_values(f: dataclasses.Field[Any]) -> st.SearchStrategy[Any]:
    """Every value the declaration allows for one field."""
    info = option_info(HokmOptions, f.name)
    if isinstance(f.default, bool):
        return st.booleans()
    if isinstance(f.default, int):
        assert info.minimum is not None and info.maximum is not None
        return st.integers(info.minimum, info.maximum)
    assert info.choices, f.name
    return st.sampled_from(info.choices)


raw_options = st.fixed_dictionaries({f.name: field_values(f) for f in FIELDS})


@st.composite
def hokm_options(draw: st.DrawFn) -> HokmOptions:
    values = draw(raw_options)
    for name, f in {f.name: f for f in FIELDS}.items():
        if not HokmOptions.applies(name, values["players"]):
            values[name] = f.default
    try:
        return HokmOptions(**values)
    except OptionsError:  # a cross-field constraint of __post_init__
        assume(False)
        raise  # pragma: no cover


def non_default(o: HokmOptions) -> dict[str, Any]:
    return {f.name: getattr(o, f.name) for f in FIELDS if getattr(o, f.name) != f.default}


# --- round trips --------------------------------------------------------------------------


@settings(max_examples=300, deadline=None)
@given(hokm_options())
def test_format_parse_round_trip(o: HokmOptions) -> None:
    text = format_options(o)
    assert parse_options(HokmOptions, text) == o
    assert parse_options(HokmOptions, text, PRESETS) == o
    assert re.fullmatch(r"([a-z0-9_]+:[A-Za-z0-9_-]+(,[a-z0-9_]+:[A-Za-z0-9_-]+)*)?", text)


@settings(max_examples=200, deadline=None)
@given(hokm_options())
def test_only_non_default_values_are_listed_in_declaration_order(o: HokmOptions) -> None:
    text = format_options(o)
    names = [item.split(":")[0] for item in text.split(",")] if text else []
    assert names == list(non_default(o))  # dicts keep FIELDS' (declaration) order
    assert names == [n for n in option_names(HokmOptions) if n in names]


def test_defaults_format_to_nothing() -> None:
    assert format_options(HokmOptions()) == ""
    assert parse_options(HokmOptions, "") == HokmOptions()
    assert parse_options(HokmOptions, "   ") == HokmOptions()


def test_examples() -> None:
    o = HokmOptions(target_points=5, bam=False)
    assert format_options(o) == "bam:off,target_points:5"
    assert parse_options(HokmOptions, "target_points:5,bam:off") == o  # any order in
    assert parse_options(HokmOptions, " bam:off , target_points:5 ") == o
    assert parse_options(HokmOptions, "bam:no,target_points:5") == o
    assert parse_options(HokmOptions, "bam:False,target_points:5") == o
    assert parse_options(HokmOptions, "bam:0,target_points:5") == o
    assert parse_options(HokmOptions, "special_modes:yes").special_modes is True
    assert parse_options(HokmOptions, "special_modes:1").special_modes is True
    # A value equal to the default is accepted and formats away.
    assert format_options(parse_options(HokmOptions, "bam:on,scope:match")) == ""


# --- presets ------------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_every_preset_is_valid_and_round_trips(name: str) -> None:
    preset = PRESETS[name]
    assert isinstance(preset, HokmOptions)
    # Valid: building it again from its fields passes every check.
    assert HokmOptions(**{n: getattr(preset, n) for n in option_names(HokmOptions)}) == preset
    assert parse_options(HokmOptions, f"preset:{name}", PRESETS) == preset
    assert parse_options(HokmOptions, format_options(preset)) == preset


def test_classic_is_the_defaults() -> None:
    assert PRESETS["classic"] == HokmOptions()


def test_preset_then_overrides() -> None:
    o = parse_options(HokmOptions, "preset:strict,bam:on,scope:hand", PRESETS)
    assert o == dataclasses.replace(PRESETS["strict"], bam=True, scope="hand")
    assert o.cut == "required" and o.pre_trump_deal == "hakem_only"


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(sorted(PRESETS)), hokm_options())
def test_preset_prefix_with_overrides(name: str, o: HokmOptions) -> None:
    text = f"preset:{name}" + (f",{format_options(o)}" if format_options(o) else "")
    try:
        expected = dataclasses.replace(PRESETS[name], **non_default(o))
    except OptionsError:
        with pytest.raises(OptionsError):
            parse_options(HokmOptions, text, PRESETS)
        return
    assert parse_options(HokmOptions, text, PRESETS) == expected


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("bam:off,preset:strict", "must come first"),
        ("preset:strict,preset:classic", "must come first"),
        ("preset:nope", "unknown preset 'nope'"),
    ],
)
def test_preset_errors(text: str, fragment: str) -> None:
    with pytest.raises(OptionsError, match=fragment):
        parse_options(HokmOptions, text, PRESETS)


def test_preset_without_a_preset_table() -> None:
    with pytest.raises(OptionsError, match="unknown preset"):
        parse_options(HokmOptions, "preset:classic")


def test_registry_presets_are_the_games_presets() -> None:
    assert GAMES["hokm"].presets is PRESETS
    assert GAMES["hokm"].options_type is HokmOptions


# --- validation ---------------------------------------------------------------------------


@settings(max_examples=200, deadline=None)
@given(raw_options)
def test_constructor_accepts_exactly_the_consistent_combinations(values: dict[str, Any]) -> None:
    contradictory = (
        (values["partner_selection"] == "second_ace" and values["first_hakem"] != "first_ace")
        or (
            values["partner_selection"] == "second_high_card"
            and values["first_hakem"] != "high_card_draw"
        )
        or (
            values["low_hand_redeal"] == "mandatory_if_uncut_below_10"
            and values["cut"] == "required"
        )
        or (values["six_all"] != "none" and values["target_points"] < 2)
        or (
            values["middle_two_naras"]
            and not (values["partner_middle_card"] and values["special_modes"])
        )
        or any(
            not HokmOptions.applies(f.name, values["players"]) and values[f.name] != f.default
            for f in FIELDS
        )
    )
    if contradictory:
        with pytest.raises(OptionsError, match=r"need|never applies|rule of|written for"):
            HokmOptions(**values)
    else:
        HokmOptions(**values)


@pytest.mark.parametrize(
    ("kwargs", "fragment"),
    [
        ({"target_points": 0}, "at least 1"),
        ({"target_points": 22}, "at most 21"),
        ({"max_redeals": -1}, "at least 0"),
        ({"games_to_win": 4}, "at most 3"),
        ({"target_points": "7"}, "whole number"),
        ({"target_points": True}, "whole number"),
        ({"bam": "on"}, "on or off"),
        ({"bam": 1}, "on or off"),
        ({"scope": "set"}, "one of match, hand"),
    ],
)
def test_constructor_validates_values(kwargs: dict[str, Any], fragment: str) -> None:
    with pytest.raises(OptionsError, match=fragment):
        HokmOptions(**kwargs)


def test_options_are_frozen() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        HokmOptions().bam = False  # type: ignore[misc]


def test_contracts_follow_special_modes() -> None:
    assert HokmOptions().contracts == ("C", "D", "H", "S")
    assert HokmOptions(special_modes=True).contracts[4:] == ("saras", "naras", "taknaras")


# --- description --------------------------------------------------------------------------

_PERSIAN_LETTER = re.compile(r"[\u0600-\u06FF]")


def test_describe_options_lists_every_field() -> None:
    described = describe_options(HokmOptions)
    assert [d["name"] for d in described] == [f.name for f in FIELDS]
    for d, f in zip(described, FIELDS, strict=True):
        info = option_info(HokmOptions, f.name)
        assert d["help_en"].strip() and d["help_en"] == info.help_en
        assert _PERSIAN_LETTER.search(d["help_fa"]), f.name
        assert d["default_reason"].strip(), f.name
        assert d["sources"] == [str(s) for s in info.sources]
        for s in d["sources"]:
            assert re.fullmatch(r"seed \d{3}, lines? \d+(-\d+)?", s), s
        if isinstance(f.default, bool):
            assert d["default"] in ("on", "off") and d["choices"] == ["on", "off"]
        elif isinstance(f.default, int):
            assert d["choices"] == []
            assert d["minimum"] <= f.default <= d["maximum"]
            assert d["default"] == str(f.default)
        else:
            assert d["default"] == f.default and d["default"] in d["choices"]
    # Only 'scope' (how much to play, not a rule of the game) rests on no seed document.
    assert {d["name"] for d in described if not d["sources"]} <= {"scope"}


def test_option_info_unknown_name() -> None:
    with pytest.raises(OptionsError, match="unknown option 'colour'"):
        option_info(HokmOptions, "colour")


# --- the words of every option, from each game's options.toml ----------------------------------

PERSIAN = re.compile(r"[\u0600-\u06FF]")
GAME_IDS = list(GAMES)


def _infos(game: str) -> list[tuple[str, Any, OptionInfo]]:
    cls = GAMES[game].options_type
    return [
        (f.name, f.default, option_info(cls, f.name))
        for f in dataclasses.fields(cls)
        if "pasur" in f.metadata
    ]


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_option_has_a_label_in_both_languages_unique_in_its_game(game: str) -> None:
    infos = _infos(game)
    for name, _default, info in infos:
        assert info.label_en.strip() and not PERSIAN.search(info.label_en), name
        assert PERSIAN.search(info.label_fa), name
        assert info.label("fa") == info.label_fa and info.label("en") == info.label_en
    for lang in ("en", "fa"):
        labels = [info.label(lang) for _n, _d, info in infos]
        assert len(set(labels)) == len(labels), [x for x in labels if labels.count(x) > 1]


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_choice_has_a_label_in_both_languages(game: str) -> None:
    for name, default, info in _infos(game):
        named = dict(info.choice_labels)
        if info.choices:
            assert list(named) == list(info.choices), name
        elif named:  # a whole-number option offered as a list names every value of its range
            assert isinstance(default, int) and info.minimum is not None
            assert info.maximum is not None
            assert list(named) == [str(v) for v in range(info.minimum, info.maximum + 1)], name
        for value, label in named.items():
            assert label.en.strip(), (name, value)
            # A card or a number may read the same in Persian ("2C" -> "دو خاج" is Persian).
            assert PERSIAN.search(label.fa) or label.fa.strip(), (name, value)
            assert info.choice_label(value, "fa") == label.fa
        labels = [lab.fa for lab in named.values()]
        assert len(set(labels)) == len(labels), name


@pytest.mark.parametrize("game", GAME_IDS)
def test_the_data_file_describes_exactly_the_declared_options(game: str) -> None:
    cls = GAMES[game].options_type
    texts = importlib.import_module(cls.__module__).TEXTS
    assert texts.names == option_names(cls)


def test_choice_label_of_a_value_without_one_is_its_text_form() -> None:
    info = option_info(HokmOptions, "target_points")
    assert info.choice_label(5, "fa") == "5"
    assert option_info(HokmOptions, "players").choice_label(3, "en") == "three, each for himself"


def test_value_labels_must_match_the_values() -> None:
    with pytest.raises(AssertionError):
        option("a", choices=("a", "b"), choice_labels=(("a", Bilingual("A", "آ")),))
    with pytest.raises(AssertionError):
        option(2, minimum=2, maximum=3, choice_labels=(("2", Bilingual("two", "دو")),))


def test_bad_source_in_a_data_file_is_refused() -> None:
    with pytest.raises(AssertionError):
        OptionTexts({"option": {"x": {"label": "X", "sources": ["000-26"]}}})


# --- preset names, next to the presets ----------------------------------------------------------


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_preset_has_a_name_in_both_languages(game: str) -> None:
    presets = GAMES[game].presets
    assert isinstance(presets, Presets)
    for lang in ("en", "fa"):
        names = [presets.name(p, lang) for p in presets]
        assert all(n.strip() for n in names)
        assert len(set(names)) == len(names), names
    assert all(PERSIAN.search(presets.name(p, "fa")) for p in presets)


@pytest.mark.parametrize("game", GAME_IDS)
def test_preset_name_reads_the_names_in_the_pages_language(game: str) -> None:
    """The check ``set(GameUI.presets) == set(spec.presets)`` in its new form: the app names
    every preset of every game from the rules package, in the page's language."""
    from ui.frame import Ctx
    from ui.games import OWN_RULES, preset_name
    from ui.i18n import translations

    presets = GAMES[game].presets
    assert isinstance(presets, Presets)
    for lang in ("en", "fa"):
        ctx = Ctx(lang, translations(lang).gettext)
        for p in presets:
            assert preset_name(ctx, game, p) == presets.name(p, lang)
        assert preset_name(ctx, game, "") == ctx.gettext(OWN_RULES)
    pasur = GAMES["chahar_barg"].presets
    assert isinstance(pasur, Presets)
    fa = Ctx("fa", translations("fa").gettext)
    assert preset_name(fa, "pasur", "seed") == pasur.name("seed", "fa")


def test_presets_and_their_names_must_match() -> None:
    with pytest.raises(AssertionError):
        Presets({"a": HokmOptions()}, {"b": Bilingual("b", "ب")})
