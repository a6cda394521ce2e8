"""Haft Khabis's message table: every sentence its engine reports, as a code and a template.

See :mod:`pasur.messages`. The templates are English; the app translates them by the same text.
"""

from __future__ import annotations

from pasur.messages import Catalogue, message, register

MESSAGES = register(
    Catalogue(
        [
            message(
                "haft_khabis/options/decks",
                "{players} players need {cards} cards: use two decks (decks:2)",
                players="int",
                cards="int",
            ),
        ]
    )
)
