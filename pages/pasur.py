"""Learn Pasur: the lesson chapter by chapter, every rule with its sources and a worked example
to step through, and the tables of the rules computed by the rules package."""

import streamlit as st

from pasur.games.chahar_barg import SPEC
from ui.frame import frame
from ui.lessons import lesson_css, load_lesson
from ui.lessons_extra import lesson_page
from ui.lessons_pasur import (
    pasur_css,
    render_capture_modes,
    render_clubs_splits,
    render_deals,
    render_pasur_example,
    render_presets,
    render_sur_values,
    render_twenty,
)

ctx = frame()
_ = ctx._
lesson_css()
pasur_css()

st.title(_("Learn Pasur"))
st.markdown(
    _(
        "Pasur, also called Chahar Barg, rule by rule: the deal, taking cards that add up to "
        "eleven, the sur, and the count at the end of each round. Each rule names the lines of "
        "seed 001 it comes from, and each has a worked example to step through: a deal replayed "
        "by the rules engine, so every point under it is computed, never typed in."
    )
)
lesson_page(
    ctx,
    SPEC,
    load_lesson("chahar_barg"),
    after_rule={
        "pasur/later-deals": render_deals,
        "pasur/one-combination": render_capture_modes,
        "pasur/sur-four-players": render_sur_values,
        "pasur/clubs-three-players": render_clubs_splits,
        "pasur/twenty-points": render_twenty,
    },
    after_intro={"options": render_presets},
    example_renderer=render_pasur_example,
)
