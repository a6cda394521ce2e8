"""Learn Shelem: the lesson chapter by chapter, every rule with its sources and worked example,
and seed 000's four-hand score sheet scored by the rules package."""

import streamlit as st

from pasur.games.shelem import SPEC
from ui.frame import frame
from ui.lessons import lesson_css, load_lesson
from ui.lessons_extra import lesson_page, render_seed_sheet

ctx = frame()
_ = ctx._
lesson_css()

st.title(_("Learn Shelem"))
st.markdown(
    _(
        "Shelem rule by rule, in the order a hand unfolds: the deal, the bidding, the widow, the "
        "tricks and the count, then the score sheet and the game for two. Each rule names the "
        "lines of the Persian source documents it comes from, and many have a worked example: a "
        "deal replayed by the rules engine, so every score under it is computed, never typed in."
    )
)
lesson_page(ctx, SPEC, load_lesson("shelem"), after_rule={"shelem/score-sheet": render_seed_sheet})
