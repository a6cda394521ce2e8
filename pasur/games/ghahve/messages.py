"""Ghahve's message table: every sentence the Ghahve engine reports, as a code and a template.

See :mod:`pasur.messages`. The templates are English; the app translates them by the same text.
"""

from __future__ import annotations

from pasur.messages import Catalogue, register

MESSAGES = register(Catalogue([]))
