"""Shelem's message table: every sentence the Shelem engine reports, as a code and a template.

See :mod:`pasur.messages`. The templates are English; the app translates them by the same text.
"""

from __future__ import annotations

from pasur.messages import Catalogue, message, register

MESSAGES = register(
    Catalogue(
        [
            message(
                "shelem/options/target-fives",
                "the target is a multiple of 5 (scores go in fives), not {target}",
                target="int",
            ),
            message(
                "shelem/options/bid-cap-step",
                "bid_cap is a multiple of {step}, not {cap}",
                step="int",
                cap="int",
            ),
        ]
    )
)
