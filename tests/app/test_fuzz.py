"""Every page, every query parameter it reads, both languages, malformed values.

A link can carry anything: corrupted tokens, unknown ids, duplicate cards, wrong hand sizes,
Unicode digits that ``str.isdigit()`` lets through, huge numbers, very long strings, Markdown and
HTML. Each page must survive all of them: no traceback, a message in the page's language where
it says anything, nothing from the link rendered as Markdown or HTML, and no run longer than the
AppTest timeout (the bound on work a URL can start).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

APP = str(Path(__file__).resolve().parents[2] / "app.py")
TIMEOUT = 30
"""Seconds one page run may take at most (a link can start only bounded work)."""

LESSON = ["chapter"]
WHATIF = ["cards", "n", "seed", "o"]
PARAMS: dict[str, list[str]] = {
    "pages/home.py": [],
    "pages/basics.py": [],
    "pages/glossary.py": ["q", "g"],
    "pages/explorer.py": ["rec", "g", "o", "seed", "step", "seat", "w", "line"],
    "pages/hokm.py": LESSON,
    "pages/shelem.py": LESSON,
    "pages/ghahve.py": LESSON,
    "pages/pasur.py": LESSON,
    "pages/haft_khabis.py": LESSON,
    "pages/poker.py": LESSON,
    "pages/hokm_rulings.py": (
        [
            "tool",
            "trump",
            "trick",
            "leader",
            "mode",
            "t",
            "hk",
            "sc",
            "bam",
            "pc",
            "sheet",
            "sp",
            "o",
            "eo",
            "mh",
            "mn",
            "mp",
            "ms",
            "mx",
            "cb",
            "cu",
        ]
    ),
    "pages/shelem_rulings.py": ["tool", "bid", "side", "pa", "pb", "decl", "sheet", "o"],
    "pages/ghahve_rulings.py": ["tool", "sheet", "o"],
    "pages/pasur_rulings.py": ["tool", "card", "table", "by", "when", "sheet", "o"],
    "pages/poker_rulings.py": ["tool", "p", "b", "r", "s", "seed", "j"],
    "pages/haft_khabis_rulings.py": ["n", "w", "decks", "jack", "limit", "sheet"],
    "pages/whatif_hokm.py": WHATIF,
    "pages/whatif_shelem.py": WHATIF,
    "pages/whatif_ghahve.py": WHATIF,
    "pages/whatif_pasur.py": WHATIF,
}

INJECTIONS = (
    "![x](http://example.invalid/x.png)",
    "[click](http://example.invalid)",
    "<img src=x onerror=alert(1)>",
    "<b>bold</b>",
)
VALUES = (
    *INJECTIONS,
    "²",
    "①",
    "３",
    "9" * 5000,
    "۱۲۳",
    "-1",
    "x" * 30_000,
    "AS AS AS KS",
    "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AH",
    "p1" + "A" * 200,
    "p1eJzLSM3JyQcABiwCFQ",
    "{" * 2000,
    "scope:match,target_points:999999",
    "nope",
    "0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0",
    "%00%ff",
)
PERSIAN = re.compile(r"[\u0600-\u06FF]")
TEXT_KINDS = ("markdown", "caption", "error", "warning", "info", "success", "title", "subheader")


def run(page: str, lang: str, params: dict[str, str]) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=TIMEOUT)
    at.query_params["lang"] = lang
    for key, value in params.items():
        at.query_params[key] = value
    at.switch_page(page).run()
    return at


def shown(at: AppTest) -> list[str]:
    return [str(el.value) for kind in TEXT_KINDS for el in getattr(at, kind)]


def messages(at: AppTest) -> list[str]:
    return [str(el.value) for kind in ("error", "warning") for el in getattr(at, kind)]


def check(at: AppTest, lang: str, values: set[str]) -> None:
    assert not at.exception, [e.value for e in at.exception]
    for text in shown(at):
        for payload in INJECTIONS:
            assert payload not in text, f"a link's markup reached the page unescaped: {text!r}"
        assert "](http" not in text.replace("\\]\\(", "")
    if lang == "fa":
        for text in messages(at):
            assert PERSIAN.search(text), f"a message on a Persian page is not Persian: {text!r}"
            # What the user typed is quoted («…») or shown as code; the rest must be Persian.
            rest = re.sub(r"`[^`]*`|«[^»]*»", "", text)
            for value in values:
                rest = rest.replace(value, "")
            english = re.search(r"[A-Za-z]{3,}(?: [A-Za-z']+){2,}", rest)
            assert not english, f"English in a Persian message: {english.group(0)!r} in {text!r}"


CASES_ALL = [
    pytest.param(page, ("fa", "en")[i % 2], value, id=f"{Path(page).stem}-{i}")
    for page in PARAMS
    if PARAMS[page]
    for i, value in enumerate(VALUES)
]


@pytest.mark.parametrize(("page", "lang", "value"), CASES_ALL)
def test_every_parameter_at_once(page: str, lang: str, value: str) -> None:
    at = run(page, lang, dict.fromkeys(PARAMS[page], value))
    check(at, lang, {value})


CASES_ONE = [
    pytest.param(page, param, ("fa", "en")[(j + k) % 2], VALUES[(j * 5 + k * 7) % len(VALUES)])
    for page in PARAMS
    for j, param in enumerate(PARAMS[page])
    for k in range(4)
]


@pytest.mark.parametrize(("page", "param", "lang", "value"), CASES_ONE)
def test_one_parameter_at_a_time(page: str, param: str, lang: str, value: str) -> None:
    at = run(page, lang, {param: value})
    check(at, lang, {value})
