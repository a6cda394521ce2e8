"""Placeholder while the page is being built."""

import streamlit as st

from ui.frame import frame

ctx = frame()
st.title("hokm_rulings")
