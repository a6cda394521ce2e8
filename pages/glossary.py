"""Glossary: the games' terms in Persian and English, searchable in either language."""

import html

import streamlit as st

from ui.frame import frame
from ui.reference import GAME_NAMES, escape_markdown, load_glossary, search

ctx = frame()
_ = ctx._
terms = load_glossary()

st.title(_("Glossary"))
st.markdown(
    _(
        "The words of the card table in Persian and English, one term for each idea. The same "
        "terms are used everywhere in this app: a trick is «دست», a hand «دور», a game «بازی» "
        "and a match «مسابقه»."
    )
)

query = st.text_input(
    _("Search in Persian or English"),
    key="glossary_q",
    placeholder=_("for example: trick, حاکم, kot"),
)
games = [g for g in GAME_NAMES if g != "all"]
game = st.pills(
    _("Game"),
    games,
    format_func=lambda g: ctx.gettext(GAME_NAMES[g]),
    key="glossary_game",
)
found = search(terms, query or "", game)

if (query or "").strip():
    st.markdown(
        _(
            "{n} of {total} terms match «{query}».",
            n=len(found),
            total=len(terms),
            query=escape_markdown(query or ""),
        )
    )
else:
    st.caption(_("{n} of {total} terms.", n=len(found), total=len(terms)))
if not found:
    st.info(_("No term matches. Try a shorter word, or the other language."))

other = "en" if ctx.lang == "fa" else "fa"
for term in found:
    with st.container(border=True):
        head = f"**{term.fa}** · {term.en} · *{term.translit}*"
        st.markdown(head)
        st.markdown(term.meaning(ctx.lang))
        st.markdown(
            f'<div dir="{"ltr" if other == "en" else "rtl"}" class="pasur-gloss-other">'
            f"{html.escape(term.meaning(other))}</div>",
            unsafe_allow_html=True,
        )
        notes = []
        if term.also:
            notes.append(_("Also: {words}", words="، ".join(term.also)))
        notes.append(
            _(
                "Used in: {games}",
                games=("، " if ctx.lang == "fa" else ", ").join(
                    ctx.gettext(GAME_NAMES.get(g, g)) for g in term.games
                ),
            )
        )
        st.caption(" · ".join(notes))

st.html(
    "<style>.pasur-gloss-other { color: #666; font-size: 0.9rem; text-align: start; }"
    ".pasur-gloss-other[dir='rtl'] { font-family: Vazirmatn, 'Noto Naskh Arabic', Tahoma, "
    "sans-serif; }</style>"
)
