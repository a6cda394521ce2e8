"""Hokm's table options: every place where the documents disagree, as a named option.

Defaults follow the majority of the seed documents (``shared/seeds``); where they split evenly
the reason for the choice is given in ``why``. Option values are short English words so that
they read well in records and URLs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from pasur.cards import STANDARD_DECK, Card
from pasur.errors import OptionsError
from pasur.games.hokm import messages as _messages  # noqa: F401  (registers the codes)
from pasur.options import load_texts, option, validate_options

CONTRACT_SUITS: Final = ("C", "D", "H", "S")
SPECIAL_MODES: Final = ("saras", "naras", "taknaras")


TEXTS: Final = load_texts(__file__)
"""The words of every option and the names of the presets (``options.toml``)."""


@dataclass(frozen=True, kw_only=True, slots=True)
class HokmOptions:
    """Options for Hokm (four, three or two players). Build with keywords; invalid values raise
    ``OptionsError``."""

    players: int = option(4, minimum=2, maximum=4, text=TEXTS["players"])
    two_player_protocol: str = option(
        "draw_3_2",
        choices=("draw_3_2", "both_discard_2", "deck_50_both_discard_2", "deal_13_no_draw"),
        text=TEXTS["two_player_protocol"],
    )
    burned_card_visible: bool = option(False, text=TEXTS["burned_card_visible"])
    three_player_removed: str = option(
        "2C", choices=("2C", "2D", "2H", "2S"), text=TEXTS["three_player_removed"]
    )
    small_game_kot: bool = option(True, text=TEXTS["small_game_kot"])
    scope: str = option("match", choices=("match", "hand"), text=TEXTS["scope"])
    first_hakem: str = option(
        "first_ace",
        choices=("first_ace", "high_card_draw", "middle_card", "random"),
        text=TEXTS["first_hakem"],
    )
    first_ace_start: str = option(
        "random_seat", choices=("random_seat", "dealer_right"), text=TEXTS["first_ace_start"]
    )
    partner_selection: str = option(
        "fixed_seats",
        choices=("fixed_seats", "second_ace", "second_high_card"),
        text=TEXTS["partner_selection"],
    )
    dealer_seat: str = option(
        "left_of_hakem", choices=("left_of_hakem", "right_of_hakem"), text=TEXTS["dealer_seat"]
    )
    cut: str = option("optional", choices=("optional", "required", "off"), text=TEXTS["cut"])
    uncut_throw_in: bool = option(False, text=TEXTS["uncut_throw_in"])
    pre_trump_deal: str = option(
        "all_five", choices=("all_five", "hakem_only"), text=TEXTS["pre_trump_deal"]
    )
    low_hand_redeal: str = option(
        "off",
        choices=("off", "optional_no_akqj", "mandatory_if_uncut_below_10"),
        text=TEXTS["low_hand_redeal"],
    )
    max_redeals: int = option(3, minimum=0, maximum=20, text=TEXTS["max_redeals"])
    partner_middle_card: bool = option(False, text=TEXTS["partner_middle_card"])
    middle_two_naras: bool = option(False, text=TEXTS["middle_two_naras"])
    red_top: bool = option(False, text=TEXTS["red_top"])
    either_or: bool = option(False, text=TEXTS["either_or"])
    dealer_peek: str = option(
        "none",
        choices=("none", "partner_first5", "partner_later_packet", "partner_last4"),
        text=TEXTS["dealer_peek"],
    )
    concession: str = option(
        "off", choices=("off", "before_play", "after_own_first_trick"), text=TEXTS["concession"]
    )
    hakem_side_may_concede: bool = option(False, text=TEXTS["hakem_side_may_concede"])
    misdeal_policy: str = option(
        "always_redeal",
        choices=("always_redeal", "s0a_hakem_choice", "s2_rules"),
        text=TEXTS["misdeal_policy"],
    )
    special_modes: bool = option(False, text=TEXTS["special_modes"])
    special_modes_kot: bool = option(True, text=TEXTS["special_modes_kot"])
    bam: bool = option(True, text=TEXTS["bam"])
    bam_failure_keeps_kot: bool = option(True, text=TEXTS["bam_failure_keeps_kot"])
    kot_vs_side_on_six: str = option(
        "standard",
        choices=("standard", "one_point_and_loser_becomes_hakem"),
        text=TEXTS["kot_vs_side_on_six"],
    )
    renege: str = option(
        "prevented", choices=("prevented", "penalty_kot", "penalty_one_point"), text=TEXTS["renege"]
    )
    last_trick_review: bool = option(True, text=TEXTS["last_trick_review"])
    target_points: int = option(7, minimum=1, maximum=21, text=TEXTS["target_points"])
    six_all: str = option(
        "none",
        choices=("none", "win_by_two", "to_eight", "reset_to_five_five"),
        text=TEXTS["six_all"],
    )
    games_to_win: int = option(1, minimum=1, maximum=3, text=TEXTS["games_to_win"])

    def __post_init__(self) -> None:
        validate_options(self)
        if self.partner_selection == "second_ace" and self.first_hakem != "first_ace":
            raise OptionsError(code="hokm/options/second-ace")
        if self.partner_selection == "second_high_card" and self.first_hakem != "high_card_draw":
            raise OptionsError(code="hokm/options/second-high-card")
        if self.six_all != "none" and self.target_points < 2:
            raise OptionsError(code="hokm/options/six-all-target")
        if self.low_hand_redeal == "mandatory_if_uncut_below_10" and self.cut == "required":
            raise OptionsError(code="hokm/options/low-hand-cut")
        if self.middle_two_naras and not (self.partner_middle_card and self.special_modes):
            raise OptionsError(code="hokm/options/middle-two")
        self._check_player_count()

    @staticmethod
    def applies(name: str, players: int) -> bool:
        """Whether option *name* means anything with *players* players (the others must keep
        their defaults, and the app hides them)."""
        only = _ONLY_FOR.get(name)
        return only is None or players in only

    def _check_player_count(self) -> None:
        """Refuse options that need partners (or exactly two sides) in the smaller games."""
        defaults = HokmOptions.__dataclass_fields__
        n = self.players
        for name, counts in _ONLY_FOR.items():
            if getattr(self, name) == defaults[name].default or n in counts:
                continue
            code = {
                (2,): "two-player-rule",
                (3,): "three-player-rule",
                (2, 3): "small-game-rule",
                (2, 4): "two-sides-rule",
            }.get(counts, "partners-rule")
            raise OptionsError(code=f"hokm/options/{code}", params={"name": name})

    @property
    def sides(self) -> int:
        """How many sides score: two teams, two players, or three players."""
        return 3 if self.players == 3 else 2

    @property
    def tricks_per_hand(self) -> int:
        return 17 if self.players == 3 else 13

    @property
    def deck(self) -> tuple[Card, ...]:
        """The cards in play: 52; 51 without the agreed 2 (three players); 50 without 2♣ and 2♦
        (the two-player protocol that uses them)."""
        if self.players == 3:
            gone = {self.three_player_removed}
        elif self.players == 2 and self.two_player_protocol == "deck_50_both_discard_2":
            gone = {"2C", "2D"}
        else:
            return STANDARD_DECK
        return tuple(c for c in STANDARD_DECK if c.code not in gone)

    @property
    def contracts(self) -> tuple[str, ...]:
        """What the hakem may name: the four suits, and the special modes when they are on."""
        return CONTRACT_SUITS + (SPECIAL_MODES if self.special_modes else ())


_ONLY_FOR: Final[dict[str, tuple[int, ...]]] = {
    "two_player_protocol": (2,),
    "burned_card_visible": (2,),
    "three_player_removed": (3,),
    "small_game_kot": (2, 3),
    **{
        name: (4,)
        for name in (
            "partner_selection",
            "partner_middle_card",
            "middle_two_naras",
            "red_top",
            "either_or",
            "dealer_peek",
            "concession",
            "hakem_side_may_concede",
            "misdeal_policy",
        )
    },
    **{name: (2, 4) for name in ("renege", "kot_vs_side_on_six", "six_all")},
}
"""Options that mean something only with some player counts."""

PRESETS: Final = TEXTS.presets(
    {
        "classic": HokmOptions(),
        "strict": HokmOptions(cut="required", pre_trump_deal="hakem_only", bam=False),
        "two_players": HokmOptions(players=2),
        "three_players": HokmOptions(players=3),
        "seed_000_table": HokmOptions(
            partner_middle_card=True,
            red_top=True,
            either_or=True,
            misdeal_policy="s0a_hakem_choice",
        ),
        "friendly": HokmOptions(
            special_modes=True,
            six_all="reset_to_five_five",
            low_hand_redeal="optional_no_akqj",
            partner_middle_card=True,
            dealer_peek="partner_first5",
        ),
        "online_room": HokmOptions(pre_trump_deal="hakem_only", bam=False, cut="off"),
        "s0b_match": HokmOptions(
            dealer_seat="right_of_hakem", first_hakem="high_card_draw", games_to_win=2
        ),
    }
)
"""Named sets of options. ``classic`` is the defaults; ``strict`` a serious table (cut required,
only the hakem sees cards before trump, no bam); ``friendly`` the friendly customs (special
modes, partner's middle card, the dealer sees his partner's first five, 6-6 back to 5-5);
``online_room`` is seed 003's room; ``s0b_match`` is seed 000's second text (right-hand dealer,
high-card draw, best of three games); ``seed_000_table`` the customs of seed 000's first text
(middle card, red top, either-or, its misdeal ruling); ``two_players`` and
``three_players`` the smaller games as seed 000 describes them."""
