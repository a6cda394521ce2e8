"""The rule catalogues as data (``pasur/games/<game>/catalogue.toml``, read by
:mod:`pasur.catalogue`): each game's file loads into rules that cite only its own options and
seed lines of the right form, and the loader refuses every malformed entry, naming the rule."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from pasur.catalogue import format_source, load_rules, load_rules_text, parse_source
from pasur.games.poker.catalogue import CATEGORY_RULES
from pasur.options import load_texts, option_names
from pasur.protocol import GameSpec, Rule, Source
from pasur.registry import GAMES

SPECS = list(GAMES.values())

GOOD = """
["hokm/deck"]
title.en = "A deck"
title.fa = "یک دست ورق"
text.en = "No jokers."
text.fa = "بدون ژوکر."
sources = ["003:5", "000:75-78"]

["hokm/cut"]
title.en = "The cut"
title.fa = "کوپ"
text.en = "Cut once."
text.fa = "یک بار کوپ."
sources = ["002:9"]
options = ["cut"]
"""


def catalogue_file(spec: GameSpec) -> Path:
    module = importlib.import_module(f"pasur.games.{spec.id}.catalogue")
    return Path(str(module.__file__)).with_name("catalogue.toml")


def test_a_rule_table_loads_field_by_field_in_order() -> None:
    assert load_rules_text(GOOD, where="t", options={"cut"}) == (
        Rule(
            "hokm/deck",
            "A deck",
            "یک دست ورق",
            "No jokers.",
            "بدون ژوکر.",
            (Source("003", 5, 5), Source("000", 75, 78)),
        ),
        Rule(
            "hokm/cut",
            "The cut",
            "کوپ",
            "Cut once.",
            "یک بار کوپ.",
            (Source("002", 9, 9),),
            ("cut",),
        ),
    )


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_every_game_loads_its_catalogue_file(spec: GameSpec) -> None:
    path = catalogue_file(spec)
    assert load_rules(path) == spec.rules
    assert spec.rules, "a game has rules"
    prefixes = {rule.id.split("/")[0] for rule in spec.rules}
    assert prefixes <= {spec.id, *spec.aliases}


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_rules_cite_only_fields_of_the_options_class(spec: GameSpec) -> None:
    fields = set(option_names(spec.options_type))
    cited = {name for rule in spec.rules for name in rule.options}
    assert cited <= fields, sorted(cited - fields)
    # the loader checks against options.toml: it must name exactly those fields
    assert set(load_texts(str(catalogue_file(spec))).names) == fields


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_every_source_is_written_in_its_one_data_form(spec: GameSpec) -> None:
    for rule in spec.rules:
        for source in rule.sources:
            assert parse_source(format_source(source)) == source


def test_poker_hand_categories_name_rules_of_the_catalogue() -> None:
    ids = {rule.id for rule in GAMES["poker"].rules}
    assert set(CATEGORY_RULES.values()) <= ids


def _with(old: str, new: str) -> str:
    assert old in GOOD
    return GOOD.replace(old, new, 1)


BAD = {
    "unknown key": (_with('sources = ["002:9"]', 'sources = ["002:9"]\nsee = "x"'), "unknown keys"),
    "missing sources": (_with('sources = ["002:9"]\n', ""), "missing keys ['sources']"),
    "missing Persian": (_with('title.fa = "کوپ"\n', ""), "'title' must give 'en' and 'fa'"),
    "a third language": (_with('text.fa = "بدون ژوکر."', 'text.fa = "x"\ntext.de = "y"'), "'text'"),
    "empty text": (_with('text.en = "Cut once."', 'text.en = " "'), "non-empty text"),
    "title on two lines": (_with('"The cut"', '"The\\ncut"'), "a title is one line"),
    "no sources": (_with('["002:9"]', "[]"), "non-empty list"),
    "source without lines": (_with('"002:9"', '"002"'), "'002' is not SEED:LINE"),
    "two-digit seed": (_with('"002:9"', '"02:9"'), "is not SEED:LINE"),
    "line zero": (_with('"002:9"', '"002:0"'), "is not SEED:LINE"),
    "line as a number": (_with('"002:9"', "2"), "is not SEED:LINE"),
    "backward range": (_with('"000:75-78"', '"000:78-75"'), "must end after it starts"),
    "one-line range": (_with('"000:75-78"', '"000:75-75"'), "must end after it starts"),
    "source twice": (_with('"000:75-78"', '"000:75-78", "003:5"'), "cited twice"),
    "unknown option": (_with('["cut"]', '["cutt"]'), "unknown options ['cutt']"),
    "option twice": (_with('["cut"]', '["cut", "cut"]'), "named twice"),
    "options not a list": (_with('["cut"]', '"cut"'), "list of option names"),
    "rule given twice": (_with('["hokm/cut"]', '["hokm/deck"]'), "a rule given twice"),
    "id without game": (_with('["hokm/cut"]', '["cut"]'), "is not game/slug"),
    "id in capitals": (_with('["hokm/cut"]', '["hokm/Cut"]'), "is not game/slug"),
    "two games": (_with('["hokm/cut"]', '["shelem/cut"]'), "several games"),
}


@pytest.mark.parametrize(("text", "problem"), BAD.values(), ids=BAD.keys())
def test_the_loader_refuses_a_malformed_catalogue(text: str, problem: str) -> None:
    with pytest.raises(ValueError, match=r"^t: ") as refused:
        load_rules_text(text, where="t", options={"cut"})
    assert problem in str(refused.value)


def test_a_refusal_names_the_rule() -> None:
    with pytest.raises(ValueError, match=r"^t: rule hokm/cut: unknown options"):
        load_rules_text(_with('["cut"]', '["cutt"]'), where="t", options={"cut"})
