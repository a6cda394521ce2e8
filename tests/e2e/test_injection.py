"""A link that carries Markdown or HTML shows it as text and loads nothing.

Every page that echoes what a link holds (a record, a trick, a score sheet, the rules) is opened
with an image, a link and an HTML tag in that parameter; the page must show the text, make no
image, anchor or bold element out of it, and send no request anywhere but the local server.
"""

from __future__ import annotations

from urllib.parse import quote, urlsplit

import pytest
from playwright.sync_api import Page

from .conftest import open_page

MAIN = ".stMainBlockContainer"
BAIT = "example.invalid"
PAYLOADS = (
    f"![x](http://{BAIT}/image.png)",
    f"[click me](http://{BAIT}/)",
    f"<img src=http://{BAIT}/tag.png><b>bold</b>",
)
LINKS = (
    ("/explorer", "rec"),
    ("/explorer", "ask"),
    ("/hokm_rulings", "trick"),
    ("/hokm_rulings", "o"),
    ("/shelem_rulings", "sheet"),
    ("/pasur_rulings", "table"),
    ("/poker_rulings", "b"),
    ("/whatif_hokm", "cards"),
    ("/glossary", "q"),
)


@pytest.mark.parametrize(("path", "param"), LINKS)
@pytest.mark.parametrize("payload", PAYLOADS, ids=("image", "link", "html"))
def test_markup_in_a_link_is_shown_as_text(page: Page, path: str, param: str, payload: str) -> None:
    requests: list[str] = []
    page.on("request", lambda r: requests.append(r.url))
    open_page(page, f"{path}?lang=fa&{param}={quote(payload)}")
    main = page.locator(MAIN)
    # (A share link of the page itself may hold the payload in its query: only hosts count.)
    hosts = page.evaluate(
        """(sel) => [...document.querySelectorAll(sel + ' a[href], ' + sel + ' img[src]')]
            .map((e) => new URL(e.href || e.src, location.href).hostname)""",
        MAIN,
    )
    assert BAIT not in hosts, f"the link's markup became an element: {hosts}"
    assert main.locator("b:text('bold')").count() == 0
    elsewhere = [u for u in requests if urlsplit(u).hostname not in (None, "127.0.0.1")]
    assert not elsewhere, f"the page asked for: {elsewhere}"
