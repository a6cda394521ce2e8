"""Learn Ghahve: the lesson chapter by chapter, every rule with its sources and worked example,
and seed 000's scoring example computed by the rules package."""

import streamlit as st

from pasur.games.ghahve import SPEC
from ui.frame import frame
from ui.lessons import lesson_css, load_lesson
from ui.lessons_extra import lesson_page, render_ghahve_seed

ctx = frame()
_ = ctx._
lesson_css()

st.title(_("Learn Ghahve"))
st.markdown(
    _(
        "Ghahve rule by rule: the deck with its two jokers, the bids, the tricks and the score. "
        "Each rule names the lines of seed 000 it comes from, and many have a worked example: a "
        "deal replayed by the rules engine, so every score under it is computed, never typed in."
    )
)
lesson_page(ctx, SPEC, load_lesson("ghahve"), after_rule={"ghahve/made-bid": render_ghahve_seed})
