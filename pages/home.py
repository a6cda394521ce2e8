"""Home: what the app offers, and a way into every game, in the user's language."""

import streamlit as st

from ui.frame import frame, game_name
from ui.games import GAME_UIS, GENERAL

ctx = frame()
_ = ctx._
lang_only = {"lang": ctx.lang}

st.title(_("Pasur: Persian card games, rule by rule"))
st.markdown(
    _(
        "Learn each game step by step, settle an argument about a trick or a score, and replay "
        "any deal card by card. Every ruling names the rule it applies and the source it comes "
        "from."
    )
)
with st.container(horizontal=True):
    for page in GENERAL[1:]:
        st.page_link(page.path, label=_(page.title), icon=page.icon, query_params=lang_only)

st.header(_("The games"))
# A row of three cards at a time, so a phone (where columns stack) keeps the games' order.
rows = [GAME_UIS[i : i + 3] for i in range(0, len(GAME_UIS), 3)]
for row in rows:
    for column, game in zip(st.columns(3), row, strict=False):
        with column.container(border=True):
            st.subheader(game_name(ctx, game.game))
            st.markdown(_(game.blurb))
            for page in game.pages:
                st.page_link(page.path, label=_(page.title), icon=page.icon, query_params=lang_only)
            st.page_link(
                "pages/explorer.py",
                label=_("Step through a deal"),
                icon=":material/play_circle:",
                query_params={"lang": ctx.lang, "g": game.game},
            )
