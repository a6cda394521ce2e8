"""The poker table's options: the documents' game by default, Texas hold'em as a preset.

The seed text is seed 000, lines 166-233 (a community-card poker: two hole cards each, three,
one and one more on the board, four rounds of betting; see ``shared/rules/
shelem_ghahve_haftkhabis_poker.md`` section 5, ids PK-01..PK-21). It teaches the hands and the
four betting actions but leaves the betting structure open (no blinds, no limits, no side pots,
no odd-chip rule); each of those is an option here, and ``why`` says which way the default goes
and why. Amounts are in chips; the seed's example stakes are 2,500 toman each (line 227).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from pasur.errors import OptionsError
from pasur.games.poker import messages as _messages  # noqa: F401  (registers the codes)
from pasur.options import load_texts, option, validate_options

TEXTS: Final = load_texts(__file__)
"""The words of every option and the names of the presets (``options.toml``)."""


@dataclass(frozen=True, kw_only=True, slots=True)
class PokerOptions:
    """Options for poker. Build with keywords; invalid values raise ``OptionsError``."""

    players: int = option(4, minimum=2, maximum=8, text=TEXTS["players"])
    scope: str = option("match", choices=("match", "hand"), text=TEXTS["scope"])
    chips: int = option(2500, minimum=10, maximum=1_000_000, text=TEXTS["chips"])
    unit: int = option(10, minimum=1, maximum=1000, text=TEXTS["unit"])
    hand_rule: str = option(
        "exactly_two_hole",
        choices=("exactly_two_hole", "best_five_of_seven"),
        text=TEXTS["hand_rule"],
    )
    ranking: str = option("documents", choices=("documents", "standard"), text=TEXTS["ranking"])
    jokers: int = option(0, minimum=0, maximum=1, text=TEXTS["jokers"])
    joker_mode: str = option(
        "five_of_a_kind", choices=("five_of_a_kind", "wild"), text=TEXTS["joker_mode"]
    )
    royal_hole_ace: bool = option(False, text=TEXTS["royal_hole_ace"])
    burn: bool = option(False, text=TEXTS["burn"])
    ante: int = option(0, minimum=0, maximum=100_000, text=TEXTS["ante"])
    small_blind: int = option(0, minimum=0, maximum=100_000, text=TEXTS["small_blind"])
    big_blind: int = option(0, minimum=0, maximum=100_000, text=TEXTS["big_blind"])
    min_raise: str = option("last_raise", choices=("last_raise", "unit"), text=TEXTS["min_raise"])
    postflop_first: str = option(
        "first_player", choices=("first_player", "last_raiser"), text=TEXTS["postflop_first"]
    )
    max_hands: int = option(300, minimum=0, maximum=100_000, text=TEXTS["max_hands"])

    def __post_init__(self) -> None:
        validate_options(self)
        for name in ("chips", "ante", "small_blind", "big_blind"):
            if getattr(self, name) % self.unit:
                raise OptionsError(
                    code="poker/options/units", params={"name": name, "unit": self.unit}
                )
        if self.small_blind > self.big_blind:
            raise OptionsError(code="poker/options/blinds")
        if self.small_blind and not self.big_blind:
            raise OptionsError(code="poker/options/small-blind-alone")
        if self.jokers and self.ranking != "documents":
            raise OptionsError(code="poker/options/joker-ranking")

    @property
    def min_bet(self) -> int:
        """The smallest bet: the big blind, or one unit without blinds."""
        return max(self.big_blind, self.unit)

    @property
    def evaluator_rules(self) -> str:
        """The evaluator's ranking name (``documents`` or ``holdem``) for this table."""
        return "documents" if self.ranking == "documents" else "holdem"

    @property
    def games_to_win(self) -> int:
        """A match is one game: its winner is the player left with the chips."""
        return 1


PRESETS: Final = TEXTS.presets(
    {
        "documents": PokerOptions(),
        "holdem": PokerOptions(
            hand_rule="best_five_of_seven",
            ranking="standard",
            small_blind=10,
            big_blind=20,
            burn=True,
        ),
        "joker": PokerOptions(jokers=1),
        "heads_up": PokerOptions(players=2),
    }
)
"""Named sets of options. ``documents`` is seed 000's game (the defaults); ``holdem`` standard
Texas hold'em (blinds 10 and 20, the best five of seven, the standard ranking, burn cards);
``joker`` the documents' game with the joker (five of a kind); ``heads_up`` two players."""
