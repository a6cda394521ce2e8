"""Home: what the app offers, and a way into every game, in the user's language."""

import streamlit as st

from ui.frame import frame, game_name
from ui.screens import EXPLORER, GENERAL, all_games, screen_links

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
games = all_games()
for row in (games[i : i + 3] for i in range(0, len(games), 3)):
    for column, game in zip(st.columns(3), row, strict=False):
        with column.container(border=True):
            st.subheader(game_name(ctx, game.game))
            st.markdown(game.blurb[ctx.lang])
            screen_links(ctx, game)
            st.page_link(
                EXPLORER.path,
                label=_("Step through a deal"),
                icon=EXPLORER.icon,
                query_params={"lang": ctx.lang, "g": game.game},
            )
