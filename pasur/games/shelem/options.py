"""Shelem's table options: every place where the documents disagree, as a named option.

Defaults follow the majority of the seed documents (``shared/seeds``: 000 lines 108-133, 001
lines 153-225, 002 lines 63-100), and where the seeds are silent, the choice is said in ``why``.
The variant keys of ``shared/rules/shelem_ghahve_haftkhabis_poker.md`` §1.4 are noted as V1...
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from pasur.errors import OptionsError
from pasur.games.shelem import messages as _messages  # noqa: F401  (registers the codes)
from pasur.options import load_texts, option, validate_options

TOTAL_POINTS: Final = 165
"""Card points in one hand: 13 groups of four cards × 5, four 5s, four 10s and four aces."""
BID_MINIMUM: Final = 100
BID_STEP: Final = 5
DECLARED_SHELEM_POINTS: Final = 330


TEXTS: Final = load_texts(__file__)
"""The words of every option and the names of the presets (``options.toml``)."""


@dataclass(frozen=True, kw_only=True, slots=True)
class ShelemOptions:
    """Options for Shelem. Build with keywords; invalid values raise ``OptionsError``."""

    scope: str = option("match", choices=("match", "hand"), text=TEXTS["scope"])
    players: str = option("4", choices=("4", "2"), text=TEXTS["players"])
    made_score: str = option("taken", choices=("taken", "bid"), text=TEXTS["made_score"])
    undeclared_shelem: str = option(
        "330",
        choices=("330", "165", "bid_plus_165", "double_bid", "165_and_minus_165"),
        text=TEXTS["undeclared_shelem"],
    )
    declared_shelem: bool = option(False, text=TEXTS["declared_shelem"])
    failure_penalty: str = option(
        "minus_165", choices=("minus_165", "double_bid", "none"), text=TEXTS["failure_penalty"]
    )
    target: int = option(1200, minimum=5, maximum=5000, text=TEXTS["target"])
    target_mode: str = option(
        "reach", choices=("reach", "reach_or_lead"), text=TEXTS["target_mode"]
    )
    both_reach: str = option("higher", choices=("higher", "hakem_side"), text=TEXTS["both_reach"])
    all_pass: str = option("redeal", choices=("redeal", "first_forced"), text=TEXTS["all_pass"])
    bid_cap: int = option(165, minimum=BID_MINIMUM, maximum=TOTAL_POINTS, text=TEXTS["bid_cap"])
    void_rule: str = option("any", choices=("any", "must_trump"), text=TEXTS["void_rule"])
    discard_owner: str = option(
        "hakem", choices=("hakem", "last_trick"), text=TEXTS["discard_owner"]
    )

    def __post_init__(self) -> None:
        validate_options(self)
        if self.target % 5:
            raise OptionsError(code="shelem/options/target-fives", params={"target": self.target})
        if self.bid_cap % BID_STEP:
            raise OptionsError(
                code="shelem/options/bid-cap-step", params={"step": BID_STEP, "cap": self.bid_cap}
            )

    @property
    def n_players(self) -> int:
        return int(self.players)

    @property
    def games_to_win(self) -> int:
        """A Shelem match is one game to the target (for the generic match checks)."""
        return 1


PRESETS: Final = TEXTS.presets(
    {
        "seed_000": ShelemOptions(),
        "seed_002": ShelemOptions(made_score="bid", declared_shelem=True, target=1165),
        "double_negative": ShelemOptions(failure_penalty="double_bid", target=1165),
        "no_yasa": ShelemOptions(
            failure_penalty="none",
            undeclared_shelem="165_and_minus_165",
            all_pass="first_forced",
            both_reach="hakem_side",
        ),
        "two_player": ShelemOptions(players="2", target=660),
    }
)
"""Named sets of options. ``seed_000`` is the defaults (seed 000's worked example); ``seed_002``
is seed 002's detailed rules (the bid is scored, declared shelem ±330, target 1165);
``double_negative`` is the score keepers' doubled penalty; ``no_yasa`` the rules of an online
Shelem without Yasa (the first bidder opens, a clean sweep is +165 and −165 to the others);
``two_player`` seed 000's two-player game to 660."""
