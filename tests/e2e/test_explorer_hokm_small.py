"""The deal explorer with two-player Hokm in a real browser, in Persian: the draw stepped card
by card, the right-to-left page around the card table's two seats kept in their places
(``.ct-root.ct-n2``), and the draw panel that shows each view only what its player could have
seen."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from pasur.records import Record
from ui.explorer import build_line, seeded_token

from .conftest import NOT_STALE, PERSIAN_DIGIT, STEP_MARKER, computed, open_page, wait_ready

OPTIONS = "players:2,scope:hand"
LINE = build_line(Record.from_token(seeded_token("hokm", OPTIONS, 1)))
FIRST_DRAW = next(i for i, s in enumerate(LINE.states) if s.phase == "draw")
URL = f"/explorer?lang=fa&g=hokm&o={OPTIONS}&seed=1"
PANEL = ".pasur-draw"


def expect_step(page: Page, n: int) -> None:
    expect(page.locator(STEP_MARKER)).to_have_attribute("data-step", str(n))
    page.locator("[data-testid='stApp'][data-test-script-state='notRunning']").wait_for(
        state="attached"
    )


def button(page: Page, key: str) -> None:
    page.locator(f".st-key-{key} button").filter(visible=True).click()


def panel_cards(page: Page) -> list[str]:
    panel = page.locator(PANEL).and_(page.locator(NOT_STALE))
    return [str(a) for a in panel.locator("img").evaluate_all("els => els.map(e => e.alt)")]


def test_two_player_draw_in_persian(page: Page) -> None:
    open_page(page, f"{URL}&step={FIRST_DRAW}")
    expect_step(page, FIRST_DRAW)
    # The page reads right to left; the table keeps its geography left to right, with two
    # seats: South at the bottom, North at the top.
    assert computed(page, ".stMainBlockContainer", "direction") == "rtl"
    assert computed(page, ".ct-root .ct-table", "direction") == "ltr"
    table = page.locator(".ct-root.ct-n2").first
    expect(table.locator(".ct-seat[data-seat]")).to_have_count(2)
    south = table.locator('.ct-seat[data-seat="0"]').bounding_box()
    north = table.locator('.ct-seat[data-seat="1"]').bounding_box()
    assert south and north and south["y"] > north["y"]
    # The draw panel is right to left, in Persian, with Persian digits.
    panel = page.locator(PANEL).and_(page.locator(NOT_STALE))
    expect(panel).to_have_attribute("dir", "rtl")
    assert computed(page, PANEL, "direction") == "rtl"
    expect(panel).to_contain_text("برداشتن در بازی دونفره")
    assert PERSIAN_DIGIT.search(panel.inner_text())
    assert not re.search(r"[0-9]", panel.inner_text())

    # Step through the draw: each step the panel shows the card now offered to the drawer.
    step = FIRST_DRAW
    while LINE.states[step].phase == "draw" and step < FIRST_DRAW + 6:
        state = LINE.states[step]
        offered = [c.persian for c in state.draw_offer()]
        expect(panel).to_contain_text("حالا")
        assert set(offered) <= set(panel_cards(page))
        page.get_by_test_id("stApp").click(position={"x": 0, "y": 0})
        page.keyboard.press("ArrowRight")
        step += 1
        expect_step(page, step)
        turn = LINE.states[step].draw_log[-1]
        expect(panel).to_contain_text("نگه داشت")
        assert turn.taken.persian in panel_cards(page)

    # The player who is not drawing sees neither the offered card nor the heuristic's advice.
    state = LINE.states[step]
    if state.phase == "draw":
        other = 1 - state.to_move
        open_page(page, f"{URL}&step={step}&seat={other}")
        expect_step(page, step)
        cards = panel_cards(page)
        for c in state.draw_offer():
            assert c.persian not in cards
        expect(page.locator(PANEL).and_(page.locator(NOT_STALE))).to_contain_text("نمی‌بینید")
        # In the drawer's own view the keep/burn buttons name the card.
        open_page(page, f"{URL}&step={step}&seat={state.to_move}")
        expect_step(page, step)
        keep = LINE.record.moves[step]
        button(page, f"exp_draw_{keep}")
        expect_step(page, step + 1)
        wait_ready(page)
        expect(page).not_to_have_url(re.compile(r"[?&]w="))
