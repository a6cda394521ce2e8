"""Poker's message table: every sentence the poker engine reports, as a code and a template.

See :mod:`pasur.messages`. The templates are English; the app translates them by the same text.
"""

from __future__ import annotations

from pasur.messages import Catalogue, message, register

MESSAGES = register(
    Catalogue(
        [
            message(
                "poker/options/units",
                "option {name} must be a whole number of units ({unit})",
                name="quoted",
                unit="int",
            ),
            message(
                "poker/options/blinds",
                "the small blind cannot be larger than the big blind",
            ),
            message("poker/options/small-blind-alone", "a small blind needs a big blind"),
            message(
                "poker/options/joker-ranking",
                "the joker (five of a kind) belongs to the documents' ranking",
            ),
        ]
    )
)
