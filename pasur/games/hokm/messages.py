"""Hokm's message table: every sentence the Hokm engine reports, as a code and a template.

The table is data, ``messages.toml`` beside this module (format: :mod:`pasur.messages`), with
its term tables (hand results, misdeal rulings, trump customs, how the first hakem is chosen,
what a phase waits for). Seats are ``seat`` (the app names them South, East ...), a
four-player side is a ``team``, and where one sentence names a team with four players and a
seat with two or three, ``side``.
"""

from __future__ import annotations

from typing import Final

from pasur.messages import beside

MESSAGES: Final = beside(__file__)

_DECK_FAULTS: Final = ("repeated", "missing", "foreign")


def deck_code(repeated: bool, missing: bool, foreign: bool) -> str:
    """The code of a wrong deck's refusal, by which of its three faults it has.

    >>> deck_code(True, False, True)
    'hokm/deck-repeated-foreign'
    """
    on = (repeated, missing, foreign)
    return "hokm/deck-" + "-".join(
        name for name, fault in zip(_DECK_FAULTS, on, strict=True) if fault
    )
