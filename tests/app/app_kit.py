"""What the AppTest files share: open a page of the app (a game's lesson, the explorer) in a
language with query parameters, read the text it shows, read a parameter of its URL; and what
the lesson tests share besides (a game's lesson file as data, a page context, Persian letters).
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

from streamlit.testing.v1 import AppTest

from ui.frame import Ctx
from ui.i18n import translations
from ui.lessons import LESSONS

ROOT = Path(__file__).resolve().parents[2]
APP = str(ROOT / "app.py")
PERSIAN = re.compile(r"[\u0600-\u06FF]")


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


def open_lesson(
    game: str, lang: str, chapter: str | None = None, *, timeout: float = 60
) -> AppTest:
    """*game*'s lesson (``/lesson?game=…``) in *lang*, at *chapter* if given."""
    params = {"game": game, **({"chapter": chapter} if chapter else {})}
    return open_page("pages/lesson.py", lang, timeout=timeout, **params)


def check_lesson_page(at: AppTest, lang: str, title: str, header: str, cited: str) -> None:
    """A lesson page as it opens: *title*, the first chapter's *header* as the only header (in
    Persian digits on a Persian page) and the seed documents cited with *cited* (``seed 000,
    line``) in its text."""
    assert at.title[0].value == title
    assert [h.value for h in at.header] == [header]
    if lang == "fa":
        assert not re.search(r"[0-9]", at.header[0].value)
    assert cited in shown_text(at, "title", "header", "markdown", "caption", unescape=True)


def open_explorer(lang: str, *, timeout: float = 90, **params: str) -> AppTest:
    """The deal explorer (``/explorer``) in *lang* with *params* (``rec``, ``step``, …)."""
    return open_page("pages/explorer.py", lang, timeout=timeout, **params)


def open_chooser(
    lang: str, game: str | None = None, preset: str | None = None, **params: str
) -> AppTest:
    """The explorer with its chooser open (another deal, pasted or dealt from options), on
    *game* and that game's *preset* when given."""
    at = open_explorer(lang, **params)
    at.checkbox(key="exp_choose").check().run()
    if game is not None:
        at.selectbox(key="exp_game").set_value(game).run()
        if preset is not None:
            at.selectbox(key=f"exp_preset_{game}").set_value(preset).run()
    return at


def play_what_if(at: AppTest, button: str, what_if: str) -> str:
    """Click the explorer's *button* that plays the move set up in its controls; check that the
    page ran, that the URL now holds the what-if *what_if* (``w=step:move``) and that the
    table is drawn on the branch line. The table's HTML, for the test to read further."""
    at.button(key=button).click().run()
    assert not at.exception, at.exception
    assert qp(at, "w") == what_if
    html = html_of(at)
    assert 'data-line="branch"' in html
    return html


def html_of(at: AppTest, sep: str = "\n") -> str:
    """The bodies of every ``st.html`` element of the page (the table, the cards), joined."""
    return sep.join(str(h.proto.body) for h in at.get("html"))


def shown_text(at: AppTest, *kinds: str, html: bool = False, unescape: bool = False) -> str:
    """The values of the page's elements of *kinds* (``"markdown"``, ``"caption"``, …), one per
    line; with *html* the ``st.html`` bodies first; with *unescape* without the backslashes of
    Markdown escapes (``\\+62\\.``), so a test can look for the text a reader sees."""
    parts = [html_of(at)] if html else []
    parts += [str(el.value) for kind in kinds for el in getattr(at, kind)]
    text = "\n".join(parts)
    return text.replace("\\", "") if unescape else text


def text_of(at: AppTest) -> str:
    """Every Markdown, caption and message the page shows, one per line."""
    return shown_text(at, "markdown", "caption", "error", "warning", "info", "success")


def lesson_data(game: str) -> dict[str, Any]:
    """*game*'s lesson file (``lessons/<game>.toml``) as plain data, for a test to spoil."""
    with (LESSONS / f"{game}.toml").open("rb") as f:
        return tomllib.load(f)


def ctx(lang: str) -> Ctx:
    """A page context in *lang* (its translations), for calling the lesson code directly."""
    return Ctx(lang, translations(lang).gettext)


def qp(at: AppTest, name: str) -> str | None:
    """The URL's value of *name* (the last one if it is repeated)."""
    value = at.query_params.get(name)
    if isinstance(value, list):
        return value[-1] if value else None
    return value


def send_trigger(at: AppTest, key: str, event: str, value: object) -> AppTest:
    """Run *at* as after a click in the custom component mounted with *key*: the browser sends
    the component's trigger *event* with *value* (a JSON payload) beside the other widgets'
    states, as Streamlit's frontend does (AppTest runs no component JavaScript itself)."""
    import json

    from streamlit.components.v2.bidi_component.main import _make_trigger_id

    found = [
        node
        for node in _walk(at._tree)
        if getattr(getattr(node, "proto", None), "id", "").endswith("-" + key)
        and type(node).__name__ == "UnknownElement"
    ]
    assert found, f"no component {key!r} on the page"
    states = at._tree.get_widget_states()
    trigger = states.widgets.add()
    trigger.id = _make_trigger_id(found[0].proto.id, "events")
    trigger.json_trigger_value = json.dumps([{"event": event, "value": value}])
    at._run(states)
    return at


def _walk(node: Any) -> list[Any]:
    children = getattr(node, "children", None)
    out = [node]
    if isinstance(children, dict):
        for child in children.values():
            out.extend(_walk(child))
    return out


def component_data(at: AppTest, key: str) -> dict[str, Any]:
    """The data the page sent to the custom component mounted with *key* (its model)."""
    import json

    for node in _walk(at._tree):
        proto = getattr(node, "proto", None)
        if type(node).__name__ == "UnknownElement" and getattr(proto, "id", "").endswith("-" + key):
            data: dict[str, Any] = json.loads(proto.json)
            return data
    raise AssertionError(f"no component {key!r} on the page")


def explorer_table(at: AppTest) -> dict[str, Any]:
    """The deal explorer's card table (its component's model): seats, trick, rows, chips."""
    return component_data(at, "exp_board")


def table_cards(model: dict[str, Any]) -> list[str]:
    """Every face-up card code of a card-table model: the hands, shown cards, trick and rows."""
    codes = [spot["c"] for seat in model["seats"] for spot in (seat["cards"] or ())]
    codes += [spot["c"] for seat in model["seats"] for spot in seat["shown"]]
    codes += [spot["c"] for spot in model["trick"]]
    codes += [spot["c"] for row in model["rows"] for spot in row["cards"]]
    return codes


def table_text(model: dict[str, Any]) -> str:
    """The words a card-table model shows: seat names, badges, notes, row labels, chips and
    the cards' names, one per line (for a test to look a word up)."""
    parts = []
    for seat in model["seats"]:
        parts += [seat["name"], *seat["badges"], seat["note"], seat["count_text"]]
        parts += [spot["label"] for spot in (*(seat["cards"] or ()), *seat["shown"])]
    parts += [spot["label"] for spot in model["trick"]]
    for row in model["rows"]:
        parts += [row["label"], row["empty"], *(spot["label"] for spot in row["cards"])]
    parts += [f"{label} {value}" for label, value in model["info"]]
    return "\n".join(p for p in parts if p)
