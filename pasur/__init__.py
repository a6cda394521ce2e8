"""pasur: the rules of the classic Persian card games, as a small, pure-Python package.

Everything here is standard library only. The app (``app.py``, ``pages/``) adapts this package;
the package never imports the app.

>>> from pasur import GAMES, Record, replay, parse_card
>>> parse_card("آس دل").code
'AH'
>>> "hokm" in GAMES
True
"""

from pasur.cards import STANDARD_DECK, Card, Joker, Rank, Suit, cards, parse_card, parse_cards
from pasur.errors import IllegalMoveError, NotationError, OptionsError, PasurError, RecordError
from pasur.options import format_options, parse_options
from pasur.protocol import CHANCE, Event, GameSpec, Rule, Source, TableView, Violation
from pasur.records import Record, load_record, replay


def __getattr__(name: str) -> object:
    # The registry imports every game, and every game imports this package: importing it
    # lazily keeps "import pasur.games.x.scoring" from pulling in all the games halfway through
    # this package's own import (which two threads importing at once could trip over).
    if name == "GAMES":
        from pasur.registry import GAMES

        return GAMES
    raise AttributeError(f"module 'pasur' has no attribute {name!r}")


__all__ = [
    "CHANCE",
    "GAMES",
    "STANDARD_DECK",
    "Card",
    "Event",
    "GameSpec",
    "IllegalMoveError",
    "Joker",
    "NotationError",
    "OptionsError",
    "PasurError",
    "Rank",
    "Record",
    "RecordError",
    "Rule",
    "Source",
    "Suit",
    "TableView",
    "Violation",
    "cards",
    "format_options",
    "load_record",
    "parse_card",
    "parse_cards",
    "parse_options",
    "replay",
]
