"""Pasur's message table: every sentence the Pasur engine reports, as a code and a template.

See :mod:`pasur.messages`. The templates are English; the app translates them by the same text.
"""

from __future__ import annotations

from pasur.messages import Catalogue, message, register

MESSAGES = register(
    Catalogue(
        [
            message("pasur/options/no-sur-from", "no_sur_from is a two-player rule"),
        ]
    )
)
