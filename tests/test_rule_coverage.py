"""Every rule of every registered game has a test named after it.

A rule id ``game/some-rule`` has the slug ``game_some_rule``; a test covers it when its name is
``test_<slug>`` or ``test_<slug>__<what it checks>`` (any prefix before the slug is allowed, as
long as the slug starts a word). Rule tests live in ``tests/games/``; there, every test must name
a rule that exists, so a renamed or removed rule cannot leave a stale test behind.
"""

from __future__ import annotations

import re
from pathlib import Path

from pasur.registry import GAMES

TESTS = Path(__file__).resolve().parent
_DEF = re.compile(r"^\s*(?:async\s+)?def\s+(test_\w+)\s*\(", re.MULTILINE)


def rule_slug(rule_id: str) -> str:
    """``hokm/follow-suit`` -> ``hokm_follow_suit``."""
    return rule_id.replace("/", "_").replace("-", "_")


def collect_test_names(folder: Path = TESTS) -> dict[str, Path]:
    """Every ``def test_...`` under *folder*, with its file."""
    names: dict[str, Path] = {}
    for path in sorted(folder.rglob("test_*.py")):
        for name in _DEF.findall(path.read_text(encoding="utf-8")):
            names[name] = path
    return names


def covers(name: str, slug: str) -> bool:
    """Whether test *name* is about the rule with *slug* (``hokm_kot`` is not
    ``hokm_kot_in_modes``: the slug must end the name or be followed by ``__``)."""
    return re.search(rf"(?:^|_){re.escape(slug)}(?:__|$)", name) is not None


def all_rule_ids() -> list[str]:
    return [rule.id for spec in GAMES.values() for rule in spec.rules]


def test_rule_slugs_are_distinct():
    slugs = [rule_slug(r) for r in all_rule_ids()]
    assert len(slugs) == len(set(slugs))


def test_covers_matches_whole_slugs_only():
    assert covers("test_hokm_kot", "hokm_kot")
    assert covers("test_hokm_kot__partner_alone", "hokm_kot")
    assert not covers("test_hokm_kot_in_modes__off", "hokm_kot")
    assert not covers("test_hokm_kotx", "hokm_kot")
    assert covers("test_hokm_kot_in_modes__off", "hokm_kot_in_modes")


def test_every_rule_has_a_test():
    names = list(collect_test_names())
    missing = [
        rule_id
        for rule_id in all_rule_ids()
        if not any(covers(name, rule_slug(rule_id)) for name in names)
    ]
    assert not missing, "rules without a test named after them: " + ", ".join(missing)


def test_every_rule_test_names_a_known_rule():
    slugs = [rule_slug(r) for r in all_rule_ids()]
    stale = [
        f"{path.relative_to(TESTS)}::{name}"
        for name, path in collect_test_names(TESTS / "games").items()
        if not any(covers(name, slug) for slug in slugs)
    ]
    assert not stale, "rule tests that name no rule: " + ", ".join(stale)
