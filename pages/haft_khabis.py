"""Learn Haft Khabis: the lesson chapter by chapter, every rule with its sources, and worked
examples to step through (a chain of sevens, a jack changing the suit, the penalty count)."""

import streamlit as st

from pasur.games.haft_khabis import SPEC
from ui.frame import frame
from ui.lessons import lesson_css, load_lesson
from ui.lessons_extra import lesson_page
from ui.lessons_games import games_css, render_games_example

ctx = frame()
_ = ctx._
lesson_css()
games_css()

st.title(_("Learn Haft Khabis"))
st.markdown(
    _(
        "Haft Khabis rule by rule: the deal, matching the up-card, the special cards, going out "
        "and the penalty count. Each rule names the lines of seed 000 it comes from, and the "
        "worked examples are deals replayed by the rules engine, so every count under them is "
        "computed, never typed in."
    )
)
lesson_page(ctx, SPEC, load_lesson("haft_khabis"), example_renderer=render_games_example)
