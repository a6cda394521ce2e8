"""Learn Hokm: the lesson chapter by chapter, every rule with its sources and worked example."""

import streamlit as st

from pasur.games.hokm import SPEC
from ui.frame import frame
from ui.lessons import lesson_css, load_lesson, render_options, render_rule

ctx = frame()
_ = ctx._
lesson_css()

lesson = load_lesson("hokm")
chapters = {c.id: c for c in lesson.chapters}
ids = list(chapters)

st.title(_("Learn Hokm"))
st.markdown(
    _(
        "Hokm rule by rule, in the order a game unfolds: from seating the players to the end of "
        "the match. Each rule names the lines of the Persian source documents it comes from, "
        "and many have a worked example: a real deal replayed by the rules engine, so every "
        "winner and every score under it is computed, never typed in."
    )
)


def _label(chapter_id: str) -> str:
    return _(
        "{n}. {title}", n=ids.index(chapter_id) + 1, title=chapters[chapter_id].title.get(ctx.lang)
    )


def _show(chapter_id: str) -> None:
    """Make *chapter_id* the chapter shown, and put it in the URL (``?chapter=tricks``)."""
    st.session_state["chapter"] = chapter_id
    st.session_state["chapter_in_url"] = chapter_id
    st.query_params["chapter"] = chapter_id


def _go(delta: int) -> None:
    current = st.session_state.get("chapter")
    index = ids.index(current) if current in ids else 0
    _show(ids[max(0, min(len(ids) - 1, index + delta))])


def _picked() -> None:
    _show(st.session_state["chapter"])


# A link may name the chapter (?chapter=scoring); it wins once, then the selector takes over.
in_url = st.query_params.get("chapter")
if in_url in ids and st.session_state.get("chapter_in_url") != in_url:
    st.session_state["chapter"] = in_url
    st.session_state["chapter_in_url"] = in_url
elif st.session_state.get("chapter") not in ids:
    st.session_state["chapter"] = ids[0]
chapter_id = st.selectbox(_("Chapter"), ids, format_func=_label, key="chapter", on_change=_picked)
chapter = chapters[chapter_id]

st.header(_label(chapter_id))
st.markdown(chapter.intro.get(ctx.lang))
if chapter.kind == "options":
    render_options(ctx, SPEC)
else:
    st.caption(
        _("In this chapter:")
        + " "
        + " · ".join(SPEC.rule(r).title(ctx.lang) for r in chapter.rules)
    )
    for rule_id in chapter.rules:
        st.divider()
        render_rule(ctx, lesson, SPEC.rule(rule_id), variants=chapter.variants)

st.divider()
position = ids.index(chapter_id)
prev_col, next_col = st.columns(2)
with prev_col:
    if position > 0:
        st.button(
            _("Previous: {title}", title=chapters[ids[position - 1]].title.get(ctx.lang)),
            key="chapter_prev",
            on_click=_go,
            args=(-1,),
            icon=":material/arrow_back:" if not ctx.rtl else ":material/arrow_forward:",
            width="stretch",
        )
with next_col:
    if position < len(ids) - 1:
        st.button(
            _("Next: {title}", title=chapters[ids[position + 1]].title.get(ctx.lang)),
            key="chapter_next",
            on_click=_go,
            args=(1,),
            icon=":material/arrow_forward:" if not ctx.rtl else ":material/arrow_back:",
            width="stretch",
        )
