"""Hokm's message table: every sentence the Hokm engine reports, as a code and a template.

See :mod:`pasur.messages`. The templates are English; the app translates them by the same text.
"""

from __future__ import annotations

from pasur.messages import Catalogue, message, register

MESSAGES = register(
    Catalogue(
        [
            # --- refusals (HokmState.violation) ----------------------------------------------
            message(
                "hokm/follow-suit",
                "{led} were led and {seat} holds {held}",
                led="suit",
                seat="seat",
                held="cards",
            ),
            # --- options that cannot be played together (HokmOptions.__post_init__) ---------
            message(
                "hokm/options/second-ace",
                "partner_selection:second_ace needs first_hakem:first_ace (the second ace of the "
                "same face-up deal names the partner)",
            ),
            message(
                "hokm/options/second-high-card",
                "partner_selection:second_high_card needs first_hakem:high_card_draw",
            ),
            message(
                "hokm/options/six-all-target",
                "the six-all rules need a target of at least 2 points (both sides one short)",
            ),
            message(
                "hokm/options/low-hand-cut",
                "low_hand_redeal:mandatory_if_uncut_below_10 never applies with cut:required",
            ),
            message(
                "hokm/options/middle-two",
                "middle_two_naras needs partner_middle_card and special_modes (Naras must exist)",
            ),
            message(
                "hokm/options/two-player-rule",
                "{name} is a rule of the two-player game",
                name="name",
            ),
            message(
                "hokm/options/three-player-rule",
                "{name} is a rule of the three-player game",
                name="name",
            ),
            message(
                "hokm/options/small-game-rule",
                "{name} is a rule of the two- and three-player games",
                name="name",
            ),
            message(
                "hokm/options/two-sides-rule",
                "{name} is written for two sides; three players each play alone",
                name="name",
            ),
            message(
                "hokm/options/partners-rule",
                "{name} needs partners: it is a four-player rule",
                name="name",
            ),
        ]
    )
)
