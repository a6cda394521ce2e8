"""Pasur: the Streamlit entry point. It only routes; every page draws the frame itself.

streamlit run app.py
"""

import streamlit as st

import pasur.registry  # noqa: F401  (every game, imported once before any page needs one)
from ui.frame import build_pages, current_lang

st.navigation(build_pages(current_lang()), position="hidden").run()
