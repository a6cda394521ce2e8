"""The registry of games: ``GAMES[game_id]`` is that game's :class:`~pasur.protocol.GameSpec`.

Game ids are fixed (they appear in records and URLs): ``hokm``, ``pasur`` (Pasur, Chahar Barg),
``shelem``, ``ghahve``, ``haft_khabis`` and ``poker``. Each game joins this mapping when its
engine exists.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

from pasur.games import ghahve, haft_khabis, hokm, pasur, poker, shelem
from pasur.protocol import GameSpec

GAMES: Final[Mapping[str, GameSpec]] = MappingProxyType(
    {
        spec.id: spec
        for spec in (
            hokm.SPEC,
            ghahve.SPEC,
            shelem.SPEC,
            pasur.SPEC,
            haft_khabis.SPEC,
            poker.SPEC,
        )
    }
)


def spec_of_rule(rule_id: str) -> GameSpec | None:
    """The game whose catalogue holds *rule_id* (``None`` when no game's does).

    >>> spec_of_rule("hokm/follow-suit").id, spec_of_rule("no/such-rule")
    ('hokm', None)
    """
    for spec in GAMES.values():
        if any(rule.id == rule_id for rule in spec.rules):
            return spec
    return None
