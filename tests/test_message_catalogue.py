"""Every message code of the rules package, over the whole registry: a Persian text with the same
placeholders, a kind for every parameter, and an English sentence the command line can print.

(Each game's own checks, with real refusals played into, are in ``tests/test_messages.py``.)
"""

from __future__ import annotations

import re
import string

import pytest

import pasur.registry  # noqa: F401  (imports every game, so every table is registered)
from pasur.messages import KINDS, Message, known_codes, lookup, render
from pasur.registry import GAMES
from ui.frame import Ctx
from ui.i18n import translations
from ui.messages import say

FA = translations("fa")
CODES = sorted(known_codes())
PERSIAN = re.compile(r"[\u0600-\u06FF]")


def fields(template: str) -> set[str]:
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(template) if name}


def test_every_game_has_a_message_table() -> None:
    for spec in GAMES.values():
        # Codes share their rules' prefix (Chahar Barg's rules kept theirs, ``pasur/``).
        prefix = spec.rules[0].id.split("/")[0]
        assert any(code.startswith(f"{prefix}/") for code in CODES), spec.id
    assert len(CODES) > 300


@pytest.mark.parametrize("code", CODES)
def test_every_code_is_translated_with_the_same_placeholders(code: str) -> None:
    m = lookup(code)
    fa = FA.gettext(m.en)
    assert fa != m.en or not re.search(r"[A-Za-z]{3}", m.en), f"{code}: no Persian text"
    assert fields(fa) <= fields(m.en), f"{code}: the Persian names other placeholders"
    for term in m.terms():
        assert FA.gettext(term) != term or not term.isalpha(), f"{code}: term {term!r}"


@pytest.mark.parametrize("code", CODES)
def test_every_parameter_has_a_known_kind(code: str) -> None:
    m: Message = lookup(code)
    for name in m.placeholders():
        kind = m.kind(name)
        assert not isinstance(kind, str) or kind in KINDS, f"{code}: {name} is {kind!r}"


SAMPLE = {
    "int": "3",
    "signed": "-5",
    "card": "TD",
    "cards": "TD 2C",
    "suit": "S",
    "suit_one": "H",
    "contract": "naras",
    "seat": "1",
    "seats": "0 2",
    "team": "0",
    "side": "1",
    "score": "3-5",
    "dashes": "6-6-5",
    "sum": "6 5",
    "quoted": "<b>x</b>",
    "name": "target_points",
    "text": "x",
}


@pytest.mark.parametrize("code", CODES)
def test_every_code_renders_in_english_and_persian(code: str) -> None:
    m = lookup(code)
    params = {}
    for name in m.placeholders():
        kind = m.kind(name)
        params[name] = next(iter(kind)) if not isinstance(kind, str) else SAMPLE[kind]
    english = render(code, params)
    assert "{" not in english and english.strip()
    persian = say(Ctx("fa", FA.gettext), code, params)
    assert "<b>" not in persian  # user text is escaped
    if PERSIAN.search(FA.gettext(m.en)):
        assert PERSIAN.search(persian)
        assert not re.search(r"\bseat \d", persian), persian  # seats by name, not number
