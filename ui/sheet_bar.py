"""The row of buttons under every score sheet: take back the last line, clear the sheet, and
download it as a CSV file (for a spreadsheet: UTF-8 with a byte-order mark, so Excel reads the
Persian names)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import streamlit as st


def sheet_bar(
    *,
    prefix: str,
    empty: bool,
    undo: tuple[str, Callable[[], None]],
    clear: tuple[str, Callable[[], None], str],
    csv: tuple[str, str, str] | None = None,
    bar: Any = None,
) -> Any:
    """Draw the buttons (in *bar*, a horizontal container, or a new one) and return the bar, so
    a page may add its own buttons to the row.

    *undo* is the label and callback of "remove the last …" (key ``{prefix}_undo``); *clear* the
    label, callback and key of "clear …"; *csv* the button's label, the file's text and its name
    (key ``{prefix}_csv``). Every button is disabled while the sheet is *empty*.
    """
    bar = st.container(horizontal=True) if bar is None else bar
    bar.button(
        undo[0], key=f"{prefix}_undo", on_click=undo[1], disabled=empty, icon=":material/undo:"
    )
    bar.button(clear[0], key=clear[2], on_click=clear[1], disabled=empty, icon=":material/delete:")
    if csv is not None:
        bar.download_button(
            csv[0],
            data=("\ufeff" + csv[1]).encode("utf-8"),
            file_name=csv[2],
            mime="text/csv",
            key=f"{prefix}_csv",
            on_click="ignore",
            disabled=empty,
            icon=":material/download:",
        )
    return bar
