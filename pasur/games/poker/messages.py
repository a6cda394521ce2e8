"""Poker's message table: every sentence the poker engine reports, as a code and a template.

The table is data, ``messages.toml`` beside this module (format: :mod:`pasur.messages`).
Seats are of kind ``seat`` (the app names them South, East ... at a table of up to four and
"Player 5" at a larger one); hand categories and betting rounds are term tables
(:data:`CATEGORIES`, named as the poker lesson and ``lessons/glossary.toml`` name them, and
:data:`STREETS`).

>>> from pasur.messages import render
>>> render("poker/shows", {"seat": "1", "hole": "AH KH", "category": "pair", "five": "AH AS"})
'Seat 1 shows A♥ K♥: pair, with A♥ A♠.'
>>> render("poker/split-pot", {"amount": 101, "seats": "0 2", "shares": "51-50"})
'The pot of 101 is split between seat 0 and seat 2: 51-50.'
"""

from __future__ import annotations

from typing import Final

from pasur.messages import beside

MESSAGES: Final = beside(__file__)
CATEGORIES: Final = MESSAGES.terms["categories"]
"""The hand categories (:data:`pasur.games.poker.evaluate.CATEGORIES`)."""
STREETS: Final = MESSAGES.terms["streets"]
"""The four betting rounds, as a sentence names them."""
