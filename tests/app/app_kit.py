"""What the AppTest files share: open a page of the app in a language with query parameters,
read the text it shows, read a parameter of its URL."""

from __future__ import annotations

from pathlib import Path

from streamlit.testing.v1 import AppTest

ROOT = Path(__file__).resolve().parents[2]
APP = str(ROOT / "app.py")


def open_page(page: str, lang: str, *, timeout: float = 60, **params: str) -> AppTest:
    """*page* (``pages/x.py``) after a first run of the app in *lang*, with *params* in the URL
    (set after that first run, as a link followed inside the app would set them)."""
    at = AppTest.from_file(APP, default_timeout=timeout)
    at.query_params["lang"] = lang
    at.run()
    for key, value in params.items():
        at.query_params[key] = value
    at.switch_page(page).run()
    assert not at.exception, at.exception
    return at


def text_of(at: AppTest) -> str:
    """Every Markdown, caption and message the page shows, one per line."""
    parts = [m.value for m in at.markdown] + [c.value for c in at.caption]
    for kind in ("error", "warning", "info", "success"):
        parts += [e.value for e in getattr(at, kind)]
    return "\n".join(str(p) for p in parts)


def qp(at: AppTest, name: str) -> str | None:
    """The URL's value of *name* (the last one if it is repeated)."""
    value = at.query_params.get(name)
    if isinstance(value, list):
        return value[-1] if value else None
    return value
