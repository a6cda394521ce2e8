"""Ghahve's message table: every sentence the Ghahve engine reports, as a code and a template.

The table is data, ``messages.toml`` beside this module (format: :mod:`pasur.messages`). A
sentence with an optional part (a joker led; the score after the second team's result) has
one code with the part and one without, so every template is a whole sentence to translate.
"""

from __future__ import annotations

from typing import Final

from pasur.messages import beside

MESSAGES: Final = beside(__file__)


def deck_code(parts: tuple[str, ...]) -> str:
    """The code of a refused deck whose faults are *parts* (``repeated``, ``missing``,
    ``foreign``, in that order)."""
    return "ghahve/deck-" + "-".join(parts)
