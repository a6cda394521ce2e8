"""Shelem's message table: every sentence the Shelem engine reports, as a code and a template.

The table is data, ``messages.toml`` beside this module (format: :mod:`pasur.messages`). The
refusals of the shared auction (:mod:`pasur.engines.bidding`) are here too: Shelem is the
only game that bids that way, so their codes are ``shelem/...`` whatever game runs the auction.

Sides: a sentence about the side of a hand names it with kind ``side`` (a team of two with four
players, a seat with two); a seat is kind ``seat``; what a phase waits for is the term table
``phases``.
"""

from __future__ import annotations

from typing import Final

from pasur.messages import beside

MESSAGES: Final = beside(__file__)
