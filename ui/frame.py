"""The frame every page draws first: language, direction, font, navigation.

``app.py`` only routes (``st.navigation`` with the pages below); each ``pages/*.py`` starts with
``ctx = frame()``. Drawing the frame from the page, not from ``app.py``, keeps it present on
Streamlit's legacy ``pages/`` code path too (see ``shared/design/streamlit.md`` §1.2).

The language lives in the URL (``?lang=fa`` or ``?lang=en``) and is written there on every run,
so a copied link always shows the same language; a first visit without it follows the
browser's language.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

import streamlit as st

from pasur.registry import GAMES, game_id
from ui.cards import CARD_CSS
from ui.i18n import (
    LANGS,
    direction,
    lang_from_locale,
    normalize_lang,
    num,
    translations,
)
from ui.screens import GENERAL, PAGES, all_games, old_paths, screen_links

FAVICON: Final = Path(__file__).resolve().parent.parent / "static" / "favicon.png"
"""A local file: an emoji or Material icon would make Streamlit fetch the favicon from a CDN."""

LANG_NAMES: Final = {"fa": "فارسی", "en": "English"}


@dataclass(frozen=True)
class Ctx:
    """What a page needs to speak the user's language."""

    lang: str
    gettext: Callable[[str], str]

    def _(self, message: str, **values: Any) -> str:
        """Translate *message*, then fill ``{name}`` placeholders (numbers in the right digits)."""
        text = self.gettext(message)
        if values:
            text = text.format(**{k: self.fmt(v) for k, v in values.items()})
        return text

    def fmt(self, value: Any) -> str:
        if isinstance(value, bool):
            return str(value)
        if isinstance(value, (int, float)):
            return num(value, self.lang)
        return str(value)

    def num(self, value: float, decimals: int | None = None) -> str:
        return num(value, self.lang, decimals=decimals)

    @property
    def rtl(self) -> bool:
        return self.lang == "fa"


def current_lang() -> str:
    """The language of this run: the URL's, else this session's, else the browser's."""
    lang = normalize_lang(st.query_params.get("lang"))
    if lang is None:
        lang = normalize_lang(st.session_state.get("lang"))
    if lang is None:
        lang = lang_from_locale(getattr(st.context, "locale", None))
    return lang


def _on_lang_change() -> None:
    chosen = normalize_lang(st.session_state.get("lang_switch"))
    if chosen:
        st.session_state["lang"] = chosen
        st.query_params["lang"] = chosen


def build_pages(lang: str) -> list[Any]:
    """Every page of the app for ``st.navigation``: the general pages (home the default), the
    generic lesson, rulings and what-if pages, and every old address of a game's screen, hidden
    (its page file sends the visitor on to the generic page). The URL path of each is its file's
    stem. No page icons here: Streamlit would make them the tab's favicon, fetched from a CDN."""
    t = translations(lang)
    pages = [
        st.Page(p.path, url_path=p.slug, title=t.gettext(p.title), default=p is GENERAL[0])
        for p in (*GENERAL, *PAGES.values())
    ]
    pages += [
        st.Page(f"pages/{old}.py", url_path=old, title=s.label(lang), visibility="hidden")
        for old, s in old_paths().items()
    ]
    return pages


def frame() -> Ctx:
    """Draw the shared frame and return the page's language context. Call it first."""
    st.set_page_config(page_title="Pasur", page_icon=str(FAVICON), layout="wide")
    lang = current_lang()
    st.session_state["lang"] = lang
    if st.query_params.get("lang") != lang:
        st.query_params["lang"] = lang
    t = translations(lang)
    ctx = Ctx(lang, t.gettext)
    st.html(_css(lang) + _shown_game_css(game_id(str(st.query_params.get("game") or ""))))
    with st.sidebar:
        st.session_state["lang_switch"] = lang
        st.segmented_control(
            "زبان / Language",
            LANGS,
            format_func=LANG_NAMES.__getitem__,
            key="lang_switch",
            on_change=_on_lang_change,
        )
        _sidebar_links(ctx)
        st.caption(ctx._("Rules from the Persian source documents; numbers computed live."))
    return ctx


def game_name(ctx: Ctx, game: str) -> str:
    """A game's name in the page's language, from its spec."""
    spec = GAMES[game]
    return spec.name_fa if ctx.lang == "fa" else spec.name_en


def _sidebar_links(ctx: Ctx) -> None:
    """The pages, grouped: the general ones first, then each game's name and a link to each of
    its screens (the generic page with ``?game=``)."""
    lang_only = {"lang": ctx.lang}
    for page in GENERAL:
        st.page_link(
            page.path, label=ctx.gettext(page.title), icon=page.icon, query_params=lang_only
        )
    for g in all_games():
        st.caption(f"**{game_name(ctx, g.game)}**")
        screen_links(ctx, g)


def _shown_game_css(game: str | None) -> str:
    """Streamlit marks every link to the page shown as the current one; the sidebar links to
    the generic pages once a game, so only the links to the game shown (``?game=``) keep the
    mark. (*game* is an id of the registry, never text from the URL.)"""
    others = '[data-testid="stSidebar"] a[data-testid="stPageLink-NavLink"][href*="game="]'
    if game is not None:
        others += f':not([href$="game={game}"])'
    return (
        f"<style>{others} {{ background-color: transparent; }}"
        f" {others} p {{ font-weight: 400; }}</style>"
    )


def _css(lang: str) -> str:
    rtl = direction(lang) == "rtl"
    body = (
        """
    .pasur-cards { direction: ltr; unicode-bidi: isolate; display: flex; flex-wrap: wrap;
                   gap: 4px; align-items: flex-end; }
    .pasur-cards img { display: block; }
    .pasur-ltr, .st-key-pasur_ltr_bar { direction: ltr; unicode-bidi: isolate; }
    code, pre, .js-plotly-plot { direction: ltr; unicode-bidi: isolate; }
    """
        + CARD_CSS
    )
    if rtl:
        body += """
    @media (min-width: 768px) {
        [data-testid="stAppViewContainer"] { flex-direction: row-reverse; } }
    .stMainBlockContainer, [data-testid="stSidebarUserContent"] {
        direction: rtl; font-family: Vazirmatn, 'Noto Naskh Arabic', Tahoma, sans-serif; }
    .stMainBlockContainer :is([data-testid="stMarkdownContainer"],
        [data-testid="stMarkdownContainer"] p, [data-testid="stMarkdownContainer"] li,
        h1, h2, h3, h4, h5, [data-testid="stWidgetLabel"], [data-testid="stCaptionContainer"],
        th, td),
    [data-testid="stSidebarUserContent"] :is([data-testid="stMarkdownContainer"] p,
        [data-testid="stWidgetLabel"], [data-testid="stCaptionContainer"]) {
        text-align: right; }
    .stMainBlockContainer :is(h1, h2, h3, h4, h5, p, li, label, button, input, textarea) {
        font-family: Vazirmatn, 'Noto Naskh Arabic', Tahoma, sans-serif; }
    """
    return f"<style>{body}</style>"
