"""Home: what the app offers, in the user's language."""

import streamlit as st

from ui.frame import frame

ctx = frame()
_ = ctx._

st.title(_("Pasur: Persian card games, rule by rule"))
st.markdown(
    _(
        "Learn Hokm step by step, settle an argument about a trick or a score, and replay any "
        "deal card by card. Every ruling names the rule it applies and the source it comes from."
    )
)
cols = st.columns(3)
with cols[0]:
    st.subheader(_("Learn"))
    st.markdown(_("The rules of Hokm, each with a worked example you can step through."))
    st.page_link(
        "pages/hokm.py",
        label=_("Learn Hokm"),
        icon=":material/school:",
        query_params={"lang": ctx.lang},
    )
    st.page_link(
        "pages/basics.py",
        label=_("Cards and suits"),
        icon=":material/playing_cards:",
        query_params={"lang": ctx.lang},
    )
    st.page_link(
        "pages/glossary.py",
        label=_("Glossary"),
        icon=":material/menu_book:",
        query_params={"lang": ctx.lang},
    )
with cols[1]:
    st.subheader(_("Settle a dispute"))
    st.markdown(_("Who won this trick? What does this hand score? Who is hakem next?"))
    st.page_link(
        "pages/hokm_rulings.py",
        label=_("Hokm rulings"),
        icon=":material/gavel:",
        query_params={"lang": ctx.lang},
    )
with cols[2]:
    st.subheader(_("Explore"))
    st.markdown(_("Step through a deal, play a different card, and see what follows."))
    st.page_link(
        "pages/explorer.py",
        label=_("Deal explorer"),
        icon=":material/play_circle:",
        query_params={"lang": ctx.lang},
    )
