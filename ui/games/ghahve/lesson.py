"""Ghahve's lesson screen: the introduction, and seed 000's scoring example (a team bids 6 and
takes 8, or 5) scored by :func:`pasur.games.ghahve.scoring.team_points` under the rule
``ghahve/made-bid``.

The lesson itself is ``lessons/ghahve.toml``; its worked examples are drawn from the game's view
and stepped through from the start (:func:`ui.lesson_table.view_stepper`).
"""

from __future__ import annotations

from typing import Final

import streamlit as st

from pasur.games.ghahve import SPEC, team_points
from ui.frame import Ctx
from ui.lesson_kit import stepped
from ui.lesson_table import signed, view_stepper
from ui.lessons import LessonHooks, lesson_screen
from ui.reference import escape_markdown

# --- seed 000's Ghahve example -----------------------------------------------------------------

# Seed 000, l.142: a team bids 6 in all; it takes 8, or fails with 5.
GHAHVE_SEED_BID: Final = 6
GHAHVE_SEED_TRICKS: Final = (8, 5)


def render_ghahve_seed(ctx: Ctx) -> None:
    """Seed 000's Ghahve scoring example, computed by the package's scorer."""
    made, failed = GHAHVE_SEED_TRICKS
    st.markdown("##### " + ctx._("Seed 000's example, scored by the rules package"))
    st.markdown(
        "\n".join(
            "- " + escape_markdown(line)
            for line in (
                ctx._(
                    "A team that bid {bid} and took {tricks} scores {points}.",
                    bid=GHAHVE_SEED_BID,
                    tricks=made,
                    points=signed(ctx, team_points(bid=GHAHVE_SEED_BID, tricks=made)),
                ),
                ctx._(
                    "A team that bid {bid} and took {tricks} scores {points}.",
                    bid=GHAHVE_SEED_BID,
                    tricks=failed,
                    points=signed(ctx, team_points(bid=GHAHVE_SEED_BID, tricks=failed)),
                ),
            )
        )
    )


# --- the screen ------------------------------------------------------------------------------

HOOKS: Final = LessonHooks(
    example=stepped(view_stepper(SPEC.id)),
    after_rule={"ghahve/made-bid": render_ghahve_seed},
)


page: Final = lesson_screen(SPEC, HOOKS)
"""The lesson screen (``/lesson?game=ghahve``)."""
