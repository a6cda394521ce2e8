"""Haft Khabis's message table: every sentence its engine reports, as a code and a template.

The table is data, ``messages.toml`` beside this module (format: :mod:`pasur.messages`).
The count at the end of a deal names the seats as a list (kind ``seats``) and their counts in
the same order (kind ``dashes``), so one sentence serves every table size:

>>> from pasur.messages import render
>>> render("haft_khabis/deal-end", {"seats": "0 1", "penalties": "0-12", "totals": "0-40"})
'End of the deal: penalty points of seat 0 and seat 1: 0-12. Totals: 0-40.'
"""

from __future__ import annotations

from typing import Final

from pasur.messages import beside

MESSAGES: Final = beside(__file__)
