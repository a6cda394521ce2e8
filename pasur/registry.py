"""The registry of games: ``GAMES[game_id]`` is that game's :class:`~pasur.protocol.GameSpec`.

Game ids are fixed (they appear in records and URLs): ``hokm``, ``chahar_barg`` (Pasur, Chahar
Barg), ``shelem``, ``ghahve``, ``haft_khabis`` and ``poker``. A game may have older ids
(:attr:`~pasur.protocol.GameSpec.aliases`): ``pasur`` was Chahar Barg's id until the game package
was renamed, so that ``pasur.games.pasur`` would not repeat the package's name. ``GAMES`` accepts
an alias wherever it accepts an id (``GAMES["pasur"]`` is Chahar Barg) but lists each game once,
by its id; :func:`game_id` turns either into the id.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Final

from pasur.games import chahar_barg, ghahve, haft_khabis, hokm, poker, shelem
from pasur.protocol import GameSpec


class Games(Mapping[str, GameSpec]):
    """The games by id, in the registry's order; an alias reads as the game's id."""

    def __init__(self, specs: Iterable[GameSpec]) -> None:
        self._specs = {spec.id: spec for spec in specs}
        self._ids = {name: spec.id for spec in self._specs.values() for name in spec.aliases}
        self._ids.update({spec_id: spec_id for spec_id in self._specs})

    def __getitem__(self, game: str) -> GameSpec:
        return self._specs[self._ids[game]]

    def __iter__(self) -> Iterator[str]:
        return iter(self._specs)

    def __len__(self) -> int:
        return len(self._specs)

    def id_of(self, game: str) -> str | None:
        """The id of *game* (an id or an alias), ``None`` for a name no game has."""
        return self._ids.get(game) if isinstance(game, str) else None


GAMES: Final = Games(
    (hokm.SPEC, chahar_barg.SPEC, shelem.SPEC, ghahve.SPEC, haft_khabis.SPEC, poker.SPEC)
)
"""Every game, in the order the app shows them: adding a game is its package and one entry here
(the app finds its screens in ``ui/games/<game>/``)."""


def game_id(game: str) -> str | None:
    """The id of *game*, given by its id or an older id (``None`` for no game).

    >>> game_id("pasur"), game_id("chahar_barg"), game_id("bridge")
    ('chahar_barg', 'chahar_barg', None)
    """
    return GAMES.id_of(game)


def spec_of_rule(rule_id: str) -> GameSpec | None:
    """The game whose catalogue holds *rule_id* (``None`` when no game's does).

    >>> spec_of_rule("hokm/follow-suit").id, spec_of_rule("no/such-rule")
    ('hokm', None)
    """
    for spec in GAMES.values():
        if any(rule.id == rule_id for rule in spec.rules):
            return spec
    return None
