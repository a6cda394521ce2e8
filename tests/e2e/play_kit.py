"""What the play-table tests share: wait for the live table, click the first legal card or
make the first decision offered, play on to the end, and check that nothing overlaps.

The table is the card-table component (``ui/card_table.py``): the hand's cards are
``button.ct-play`` (dimmed ones ``.ct-dim``), the table cards to take ``button.ct-pick``, the
"choose k cards" confirmation ``button.ct-confirm``; ``.ct-root[data-frame]`` is set while the
bots' replies are being shown. The page's ``span.pasur-play`` says how many moves were made
(``data-moves``), whether it is the user's turn (``data-turn``) and whether the game is over
(``data-over``).
"""

from __future__ import annotations

import itertools

from playwright.sync_api import Locator, Page, expect

from . import conftest as E

MARK = "span.pasur-play"
LIVE = ".ct-root:not([data-frame])"
DECISIONS = (
    "[class*='st-key-play_do_'] button, [class*='st-key-play_exp_'] button, "
    ".st-key-play_pick_do button"
)
"""The page's buttons for a decision that is not a card (a trump, a bid, a cut, a draw)."""
TIMEOUT = 30_000
"""How long a move may take to come back (ms): a busy CI machine runs several servers."""


def marker(page: Page) -> Locator:
    return page.locator(MARK).and_(page.locator(E.NOT_STALE)).first


def moves(page: Page) -> int:
    return int(marker(page).get_attribute("data-moves") or 0)


def wait_live(page: Page) -> None:
    """Wait until the page has finished its run and the table shows the live position."""
    E.wait_ready(page)
    marker(page).wait_for(state="attached", timeout=TIMEOUT)
    page.locator(LIVE).first.wait_for(state="attached", timeout=TIMEOUT)


def over(page: Page) -> bool:
    return marker(page).get_attribute("data-over") == "1"


def click_card(card: Locator, *, force: bool = False) -> None:
    """Click a card where a player would: on the strip of it that the next card does not
    cover, near its corner with the rank (the left edge, in both languages). A dimmed card is
    marked ``aria-disabled`` (it cannot be played) but answers a click with why: *force*
    clicks it anyway."""
    for _ in range(3):  # the table may be redrawn between finding the card and measuring it
        card.wait_for(state="visible", timeout=TIMEOUT)
        box = card.bounding_box()
        if box is not None:
            card.click(position={"x": 6, "y": min(24, box["height"] / 2)}, force=force)
            return
    raise AssertionError("the card never stayed in view long enough to click")


def act(page: Page) -> str:
    """Make the user's next move: the first legal card, the first k cards and the
    confirmation, or the first decision button. What was done, for a failure's message."""
    before = moves(page)
    confirm = page.locator(f"{LIVE} button.ct-confirm")
    if confirm.count():
        cards = page.locator(f"{LIVE} button.ct-play")
        k = int(page.locator(f"{LIVE}").first.evaluate("r => r.dataset.k || '0'") or 0)
        for i in range(k or 1):
            click_card(cards.nth(i))
            if not confirm.is_disabled():
                break
        confirm.click()
        done = "chose cards"
    elif page.locator(f"{LIVE} button.ct-play:not(.ct-dim)").count():
        click_card(page.locator(f"{LIVE} button.ct-play:not(.ct-dim)").first)
        options = page.locator(f"{LIVE} button.ct-option")
        if options.count():  # the card takes table cards in several ways: the first
            options.first.click()
        done = "played a card"
    elif page.locator(DECISIONS).count():
        page.locator(DECISIONS).first.click()
        done = "made a decision"
    else:
        raise AssertionError("the user has nothing to do")
    expect(marker(page)).not_to_have_attribute("data-moves", str(before), timeout=TIMEOUT)
    wait_live(page)
    return done


def play_to_end(page: Page, *, limit: int = 400) -> int:
    """Play the user's moves until the game is over; the number of moves the user made."""
    wait_live(page)
    for n in itertools.count():
        if over(page):
            return n
        assert n < limit, "the game did not end"
        assert marker(page).get_attribute("data-turn") == "1", "neither over nor the user's turn"
        act(page)
    raise AssertionError  # pragma: no cover


def assert_no_overlap(page: Page, selector: str = ".ct-seat, .ct-centre") -> None:
    """No two of the table's boxes overlap (a seat box and the middle, or two seats)."""
    boxes = [b for b in (el.bounding_box() for el in page.locator(selector).all()) if b]
    assert len(boxes) >= 2
    for a, b in itertools.combinations(boxes, 2):
        apart = (
            a["x"] + a["width"] <= b["x"] + 1
            or b["x"] + b["width"] <= a["x"] + 1
            or a["y"] + a["height"] <= b["y"] + 1
            or b["y"] + b["height"] <= a["y"] + 1
        )
        assert apart, (a, b)
