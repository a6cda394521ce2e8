"""Ghahve's table options: the points the one seed text leaves open, as named options.

Everything here rests on seed 000's Ghahve text (``shared/seeds/000_…``, lines 134-144); where
it is silent the default is the plainest reading of it, and ``why`` says so. Option values are
short English words so that they read well in records and URLs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from pasur.options import load_texts, option, validate_options

MIN_BID: Final = 2
"""Nobody may bid fewer than two tricks (seed 000, lines 137 and 142): a rule, not an option."""


TEXTS: Final = load_texts(__file__)
"""The words of every option and the names of the presets (``options.toml``)."""


@dataclass(frozen=True, kw_only=True, slots=True)
class GhahveOptions:
    """Options for Ghahve. Build with keywords; invalid values raise ``OptionsError``."""

    scope: str = option("match", choices=("match", "hand"), text=TEXTS["scope"])
    target_points: int = option(501, minimum=1, maximum=5001, text=TEXTS["target_points"])
    games_to_win: int = option(1, minimum=1, maximum=3, text=TEXTS["games_to_win"])
    max_bid: int = option(13, minimum=MIN_BID, maximum=13, text=TEXTS["max_bid"])
    joker_lead: str = option(
        "free", choices=("free", "spades", "next_card"), text=TEXTS["joker_lead"]
    )
    black_joker_deadline: int = option(
        10, minimum=1, maximum=12, text=TEXTS["black_joker_deadline"]
    )
    dealer_rotation: str = option(
        "until_ahead", choices=("until_ahead", "every_hand"), text=TEXTS["dealer_rotation"]
    )

    def __post_init__(self) -> None:
        validate_options(self)


PRESETS: Final = TEXTS.presets(
    {
        "classic": GhahveOptions(),
        "long": GhahveOptions(target_points=1001),
        "spades_style": GhahveOptions(joker_lead="spades", dealer_rotation="every_hand"),
    }
)
"""Named sets of options. ``classic`` is seed 000 to 501 points; ``long`` plays to 1001;
``spades_style`` reads the open points the American Spades way (a joker lead calls for spades,
the deal goes round every hand)."""
