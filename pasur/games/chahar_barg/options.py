"""Pasur's table options: every point where the documents differ or are silent, as named options.

The seed text is seed 001, lines 1-90 («۱. بازی چهاربرگ», a copy of 321online.club's page). The
standard rules it is compared with are pagat.com's (from Ali Jahânshiri) and Wikipedia's; see
``shared/rules/chahar_barg.md``. Defaults follow the seed, and where the seed is silent, the
standard rules; ``why`` says which. Values are short English words so they read well in URLs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from pasur.errors import OptionsError
from pasur.games.chahar_barg import messages as _messages  # noqa: F401  (registers the codes)
from pasur.options import load_texts, option, validate_options

TEXTS: Final = load_texts(__file__)
"""The words of every option and the names of the presets (``options.toml``)."""


@dataclass(frozen=True, kw_only=True, slots=True)
class PasurOptions:
    """Options for Pasur. Build with keywords; invalid values raise ``OptionsError``."""

    players: int = option(2, minimum=2, maximum=4, text=TEXTS["players"])
    scope: str = option("match", choices=("match", "hand"), text=TEXTS["scope"])
    must_capture: bool = option(True, text=TEXTS["must_capture"])
    capture_mode: str = option("single", choices=("single", "union"), text=TEXTS["capture_mode"])
    jack_may_decline: bool = option(False, text=TEXTS["jack_may_decline"])
    sur_points: int = option(5, minimum=0, maximum=50, text=TEXTS["sur_points"])
    jack_sur_points: int = option(10, minimum=0, maximum=50, text=TEXTS["jack_sur_points"])
    sur_points_4p: int = option(10, minimum=0, maximum=50, text=TEXTS["sur_points_4p"])
    no_sur_in: str = option(
        "last_deal", choices=("last_deal", "last_card", "none"), text=TEXTS["no_sur_in"]
    )
    sur_cap: int = option(10, minimum=0, maximum=99, text=TEXTS["sur_cap"])
    sur_cap_scope: str = option("game", choices=("game", "round"), text=TEXTS["sur_cap_scope"])
    no_sur_from: int = option(0, minimum=0, maximum=999, text=TEXTS["no_sur_from"])
    sur_cancellation: str = option(
        "off", choices=("off", "immediate", "net"), text=TEXTS["sur_cancellation"]
    )
    opening_jack: str = option(
        "bury_replace", choices=("bury_replace", "redeal", "play_on"), text=TEXTS["opening_jack"]
    )
    opening_three_faces: str = option(
        "play_on", choices=("play_on", "redeal"), text=TEXTS["opening_three_faces"]
    )
    three_player_clubs: str = option(
        "seed", choices=("seed", "none_on_tie"), text=TEXTS["three_player_clubs"]
    )
    target: int = option(62, minimum=1, maximum=999, text=TEXTS["target"])
    target_4p: int = option(124, minimum=1, maximum=999, text=TEXTS["target_4p"])
    target_tie: str = option(
        "another_round", choices=("another_round", "clubs"), text=TEXTS["target_tie"]
    )
    open_variant: str = option(
        "off", choices=("off", "one_per_deal", "always_one"), text=TEXTS["open_variant"]
    )

    def __post_init__(self) -> None:
        validate_options(self)
        if self.no_sur_from and self.players != 2:
            raise OptionsError(code="pasur/options/no-sur-from")

    @property
    def teams(self) -> int:
        """How many sides score: 2 (two players, or four in partnerships) or 3."""
        return 3 if self.players == 3 else 2

    @property
    def target_points(self) -> int:
        return self.target_4p if self.players == 4 else self.target

    @property
    def sur_value(self) -> int:
        return self.sur_points_4p if self.players == 4 else self.sur_points


PRESETS: Final = TEXTS.presets(
    {
        "seed": PasurOptions(),
        "pagat": PasurOptions(
            jack_sur_points=0,
            sur_points_4p=5,
            sur_cap=0,
            opening_three_faces="redeal",
            target_4p=62,
        ),
        "open": PasurOptions(open_variant="one_per_deal"),
        "four_players": PasurOptions(players=4),
        "three_players": PasurOptions(players=3),
    }
)
"""Named sets of options. ``seed`` is seed 001's rules (with pagat's where it is silent);
``pagat`` the standard rules (no jack sur, no sur cap, redeal on three kings or queens, 62 for
teams too); ``open`` the open («روباز») variant; ``four_players`` and ``three_players`` the seed's
rules for those tables."""
