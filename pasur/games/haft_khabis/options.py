"""Haft Khabis's table options: every point the seed leaves open, as a named option.

The one seed text is seed 000, lines 146-163 (``shared/rules/shelem_ghahve_haftkhabis_poker.md``
section 4 numbers its rules HK-01..HK-19 and lists the open points in 4.2). Defaults follow the
seed; where it is silent, the plainest reading of it or the Mau-Mau custom it descends from, and
``why`` says which. Values are short English words so they read well in records and URLs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from pasur.errors import OptionsError
from pasur.games.haft_khabis import messages as _messages  # noqa: F401  (registers the codes)
from pasur.options import load_texts, option, validate_options

HAND_SIZE: Final = 7
"""Cards dealt to each player (seed 000, lines 146 and 163): a rule, not an option."""


TEXTS: Final = load_texts(__file__)
"""The words of every option and the names of the presets (``options.toml``)."""


@dataclass(frozen=True, kw_only=True, slots=True)
class HaftKhabisOptions:
    """Options for Haft Khabis. Build with keywords; invalid values raise ``OptionsError``."""

    players: int = option(4, minimum=2, maximum=8, text=TEXTS["players"])
    scope: str = option("match", choices=("match", "hand"), text=TEXTS["scope"])
    decks: int = option(2, minimum=1, maximum=2, text=TEXTS["decks"])
    deal_direction: str = option("ccw", choices=("ccw", "cw"), text=TEXTS["deal_direction"])
    match_priority: str = option(
        "either", choices=("either", "suit_first"), text=TEXTS["match_priority"]
    )
    draw_when_able: bool = option(False, text=TEXTS["draw_when_able"])
    two_target: str = option("others", choices=("others", "anyone"), text=TEXTS["two_target"])
    jack_on_seven: str = option(
        "never", choices=("never", "only_after_penalty_served"), text=TEXTS["jack_on_seven"]
    )
    eight_no_follow: str = option(
        "draw_one", choices=("draw_one", "pass"), text=TEXTS["eight_no_follow"]
    )
    upcard_effect: str = option("none", choices=("none", "applied"), text=TEXTS["upcard_effect"])
    two_player_ten: str = option(
        "play_again", choices=("play_again", "no_effect"), text=TEXTS["two_player_ten"]
    )
    reshuffle: bool = option(True, text=TEXTS["reshuffle"])
    last_card_penalty: int = option(1, minimum=0, maximum=4, text=TEXTS["last_card_penalty"])
    mistake_penalty: int = option(1, minimum=0, maximum=4, text=TEXTS["mistake_penalty"])
    limit: int = option(200, minimum=10, maximum=5000, text=TEXTS["limit"])
    jack_doubles: bool = option(True, text=TEXTS["jack_doubles"])

    def __post_init__(self) -> None:
        validate_options(self)
        if self.players * HAND_SIZE + 1 > 52 * self.decks:
            raise OptionsError(
                code="haft_khabis/options/decks",
                params={"players": self.players, "cards": self.players * HAND_SIZE + 1},
            )

    @property
    def games_to_win(self) -> int:
        """A match has one winner, the last player left (for generic match checks)."""
        return 1

    @property
    def cards(self) -> int:
        """Cards in play: 52 or 104."""
        return 52 * self.decks


PRESETS: Final = TEXTS.presets(
    {
        "seed": HaftKhabisOptions(),
        "one_deck": HaftKhabisOptions(decks=1),
        "mau_mau": HaftKhabisOptions(
            decks=1, deal_direction="cw", last_card_penalty=2, upcard_effect="applied"
        ),
    }
)
"""Named sets of options. ``seed`` is seed 000's rules (two decks, four players, limit 200);
``one_deck`` the same with one 52-card deck; ``mau_mau`` closer to Mau-Mau's customs (one deck,
clockwise, two penalty cards for a forgotten call, the up-card counts)."""
