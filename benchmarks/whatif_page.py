"""How soon a what-if page shows its first answer, and its whole answer, in a real browser.

    python benchmarks/whatif_page.py [--rounds 3] [--games hokm,shelem] [--quick]

Issue 14's page targets: a first answer on screen within 1.5 s of opening the page, and the full
default answer within 5 s, on an idle machine. For every game's what-if page (``/whatif?game=G``
with the screen's default question, hand and deal count) and every round, a fresh browser
context opens the page with a seed no earlier round used, so nothing comes from a cache, and
the page's clock (``performance.now()``, from the navigation's start) records:

* **first**: the first Plotly chart drawn (the first answer, with its wide intervals);
* **done**: the moment the page has drawn its final answer (no progress bar left, a chart shown).

The reference is the same server's home page opened the same way in the same round (**home**:
its content drawn and its run finished), so a ratio says what the simulation adds to a plain
page load. One server (port 8610-8619) serves every round, started before the first; its pool
starts with it, as it would for a visitor who is not the first. The results store is off
(``PASUR_CACHE_DIR=off``), so a later round does not read an earlier one's answer. The rounds
visit the pages in turn, so a busy moment hits them alike. Medians and ranges; the machine load
at the start and the end; nothing is asserted.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import timing
from browser import served, wait_rendered
from playwright.sync_api import Browser, sync_playwright

from pasur.registry import GAMES
from pasur.testing.browser import launch_options
from tests.e2e.conftest import ROOT

CHART = ".stMainBlockContainer .js-plotly-plot"
DONE = """() => document.querySelector("[data-testid='stProgress']") === null
    && document.querySelector(".stMainBlockContainer .js-plotly-plot") !== null"""


def visit(browser: Browser, url: str, done: bool) -> tuple[float, float]:
    """Seconds from the navigation's start to the first chart and to the final answer (or, for
    a page without charts, *done* false, to its run finished: both figures alike)."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(url, wait_until="commit")
    if done:
        page.locator(CHART).first.wait_for(state="visible", timeout=180_000)
        first = page.evaluate("performance.now()") / 1000
        page.wait_for_function(DONE, timeout=300_000, polling=50)
        final = page.evaluate("performance.now()") / 1000
    else:
        wait_rendered(page, "[data-testid='stMarkdown']")
        first = final = page.evaluate("performance.now()") / 1000
    context.close()
    return first, final


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--games", default=",".join(GAMES), help="comma-separated game ids")
    parser.add_argument("--quick", action="store_true", help="one round, Hokm only")
    args = parser.parse_args()
    games = ["hokm"] if args.quick else [g.strip() for g in args.games.split(",") if g.strip()]
    rounds = 1 if args.quick else max(3, args.rounds)
    timing.banner(
        "What-if pages in Chromium: first answer and whole answer",
        f"{rounds} rounds, games {', '.join(games)}, results store off",
    )
    os.environ["PASUR_CACHE_DIR"] = "off"
    first: dict[str, list[float]] = {g: [] for g in games}
    final: dict[str, list[float]] = {g: [] for g in games}
    home: list[float] = []
    with sync_playwright() as p, served("app.py", ROOT, set()) as (url, _pid):
        browser = p.chromium.launch(**launch_options())
        visit(browser, f"{url}/?lang=en", False)  # the server's first session, untimed
        for r in range(rounds):
            home.append(visit(browser, f"{url}/?lang=en", False)[1])
            for game in games[r % len(games) :] + games[: r % len(games)]:
                a, b = visit(browser, f"{url}/whatif?game={game}&lang=en&seed={900 + r}", True)
                first[game].append(a)
                final[game].append(b)
        browser.close()
    print(f"{'page':<28} {'first answer (s)':>24} {'whole answer (s)':>24}  x home (first)")
    print(f"{'home (reference)':<28} {timing.Spread.of(home).show(2):>24}")
    for game in games:
        ratio = statistics.median(a / h for a, h in zip(first[game], home, strict=True))
        print(
            f"{'whatif ' + game:<28} {timing.Spread.of(first[game]).show(2):>24} "
            f"{timing.Spread.of(final[game]).show(2):>24}  {ratio:.2f}"
        )
    print("(medians of the rounds, their range in brackets; targets on an idle machine: the")
    print(" first answer within 1.5 s, the whole default answer within 5 s)")
    timing.closing()


if __name__ == "__main__":
    main()
