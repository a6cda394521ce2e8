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

from ui.cards import CARD_CSS
from ui.i18n import (
    LANGS,
    N_,
    direction,
    lang_from_locale,
    normalize_lang,
    num,
    translations,
)

PAGES: Final = (
    # (url slug == file stem, path, title, icon)
    ("home", "pages/home.py", N_("Home"), ":material/home:"),
    ("basics", "pages/basics.py", N_("Cards and suits"), ":material/playing_cards:"),
    ("glossary", "pages/glossary.py", N_("Glossary"), ":material/menu_book:"),
    ("hokm", "pages/hokm.py", N_("Learn Hokm"), ":material/school:"),
    ("explorer", "pages/explorer.py", N_("Deal explorer"), ":material/play_circle:"),
    ("hokm_rulings", "pages/hokm_rulings.py", N_("Hokm rulings"), ":material/gavel:"),
    ("shelem", "pages/shelem.py", N_("Learn Shelem"), ":material/school:"),
    ("shelem_rulings", "pages/shelem_rulings.py", N_("Shelem score sheet"), ":material/calculate:"),
    ("ghahve", "pages/ghahve.py", N_("Learn Ghahve"), ":material/school:"),
    ("ghahve_rulings", "pages/ghahve_rulings.py", N_("Ghahve scores"), ":material/calculate:"),
    ("pasur", "pages/pasur.py", N_("Learn Pasur"), ":material/school:"),
    ("pasur_rulings", "pages/pasur_rulings.py", N_("Pasur calculators"), ":material/calculate:"),
    ("haft_khabis", "pages/haft_khabis.py", N_("Learn Haft Khabis"), ":material/school:"),
    ("poker", "pages/poker.py", N_("Learn poker"), ":material/school:"),
    ("poker_rulings", "pages/poker_rulings.py", N_("Poker calculators"), ":material/calculate:"),
    (
        "haft_khabis_rulings",
        "pages/haft_khabis_rulings.py",
        N_("Haft Khabis penalty count"),
        ":material/calculate:",
    ),
    ("whatif_hokm", "pages/whatif_hokm.py", N_("Hokm: which trump?"), ":material/bar_chart:"),
    (
        "whatif_shelem",
        "pages/whatif_shelem.py",
        N_("Shelem: how high to bid?"),
        ":material/show_chart:",
    ),
    (
        "whatif_ghahve",
        "pages/whatif_ghahve.py",
        N_("Ghahve: bids and tricks"),
        ":material/bubble_chart:",
    ),
    (
        "whatif_pasur",
        "pages/whatif_pasur.py",
        N_("Pasur: what is a sur worth?"),
        ":material/insights:",
    ),
)

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
    t = translations(lang)
    return [
        # No page icons here: Streamlit would make them the tab's favicon, fetched from a CDN.
        st.Page(path, url_path=slug, title=t.gettext(title), default=slug == "home")
        for slug, path, title, _icon in PAGES
    ]


def frame() -> Ctx:
    """Draw the shared frame and return the page's language context. Call it first."""
    st.set_page_config(page_title="Pasur", page_icon=str(FAVICON), layout="wide")
    lang = current_lang()
    st.session_state["lang"] = lang
    if st.query_params.get("lang") != lang:
        st.query_params["lang"] = lang
    t = translations(lang)
    ctx = Ctx(lang, t.gettext)
    st.html(_css(lang))
    with st.sidebar:
        st.session_state["lang_switch"] = lang
        st.segmented_control(
            "زبان / Language",
            LANGS,
            format_func=LANG_NAMES.__getitem__,
            key="lang_switch",
            on_change=_on_lang_change,
        )
        for _slug, path, title, icon in PAGES:
            st.page_link(path, label=t.gettext(title), icon=icon, query_params={"lang": lang})
        st.caption(ctx._("Rules from the Persian source documents; numbers computed live."))
    return ctx


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
