"""Learn poker as the documents teach it: the lesson chapter by chapter, seed 000's examples
rebuilt and judged by the rules package, and where the documents and Texas hold'em differ."""

import streamlit as st

from pasur.games.poker import SPEC
from ui.frame import frame
from ui.lessons import lesson_css, load_lesson
from ui.lessons_extra import lesson_page
from ui.lessons_games import (
    SEED_SHOWDOWNS,
    games_css,
    render_differences,
    render_games_example,
    render_ranking,
    render_seed_showdown,
    render_wrap,
)

ctx = frame()
_ = ctx._
lesson_css()
games_css()

st.title(_("Learn poker"))
st.markdown(
    _(
        "Poker as seed 000 teaches it: two cards of your own, five on the board, four rounds of "
        "betting, and a hand made of exactly two and three cards. Each rule names the lines of "
        "seed 000 it comes from; the seed's examples are rebuilt and judged by the rules package "
        "when the page is drawn, under the documents' rules and under Texas hold'em."
    )
)
after_rule = {f"poker/{key.replace('_', '-')}": render_seed_showdown(key) for key in SEED_SHOWDOWNS}
after_rule["poker/ranking"] = render_ranking
after_rule["poker/straight-ace"] = render_wrap
after_rule["poker/hand-rule"] = render_differences
lesson_page(
    ctx, SPEC, load_lesson("poker"), after_rule=after_rule, example_renderer=render_games_example
)
