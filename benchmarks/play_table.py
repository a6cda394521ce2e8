"""The play table's speed in Chromium, beside a bare Streamlit app measured in the same run.

    python benchmarks/play_table.py [--moves 12] [--quick]

Issue 15's two figures, each with its reference:

* **reply**: from the ``pointerdown`` of a click on a legal card at the four-player Hokm table
  (``/play``) to the first of the bots' replies on screen (the card table shows its first
  frame: ``.ct-root[data-frame]``), and to the live table back (a new ``data-key``, no frame),
  which includes the visible pause between replies (the app's, 700 ms unless
  ``PASUR_PLAY_PAUSE_MS`` says otherwise; this script runs the server with the default). The
  target: each reply within 300 ms plus the pause, so the first within 300 ms.
* **step**: the same click to the end of the run it starts (the app's script state back to
  ``notRunning``) and the server's CPU over it, against a bare app's one-button rerun (from
  ``benchmarks/browser.py``: its click to its counter changing and its run's end). The target:
  a table step at most 1.2x the bare rerun.

Clicks alternate between the two apps, so both feel the same machine load; medians and ranges
are printed with the ratios and the load at the start and the end; nothing is asserted. The
servers listen on 127.0.0.1 ports 8610-8619 only (``benchmarks/browser.py``'s).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

import timing
from browser import BARE_APP, Press, press, served, summary, wait_rendered
from playwright.sync_api import Page, sync_playwright

from pasur.testing.browser import CHROMIUM, launch_options
from tests.e2e.conftest import ROOT

LINK = "/play?lang=en&g=hokm&o=scope:hand&seat=0&bots=heuristic&seed={seed}"

# Arms a measurement: after the next pointerdown, resolves with the milliseconds until the
# first frame of the bots' replies showed, until the live table came back with a new key, and
# until the run the click started finished (the server's part: the replies' frames are then
# shown by the browser, with their pauses).
# The card table lives in its component's shadow root (styles isolated), which neither
# document.querySelector nor an observer of the body sees into: the host is found once (again
# only if it is replaced) and its shadow root is observed too.
ARM = """() => {
    const app = document.querySelector("[data-testid='stApp']");
    const state = () => app.getAttribute("data-test-script-state");
    let host = null, observer = null;
    const watched = new Set();
    const watch = () => {
        const shadow = host?.shadowRoot;
        if (shadow && observer && !watched.has(shadow)) {
            watched.add(shadow);
            observer.observe(shadow, {subtree: true, childList: true, attributes: true});
        }
    };
    const root = () => {
        const r = host?.shadowRoot?.querySelector(".ct-root");
        if (r) return r;
        host = [...document.querySelectorAll("*")].find(
            (el) => el.shadowRoot?.querySelector(".ct-root")) ?? null;
        watch();
        return host?.shadowRoot?.querySelector(".ct-root") ?? null;
    };
    const before = root()?.dataset.key;
    let t0 = null, first = null, live = null, done = null, ran = false;
    window.__bench = new Promise((resolve, reject) => {
        document.addEventListener("pointerdown", () => { t0 = performance.now(); },
                                  {capture: true, once: true});
        const check = () => {
            if (t0 === null) return;
            const now = performance.now(), r = root();
            if (!r) return;
            if (first === null && r.dataset.frame !== undefined) first = now - t0;
            if (live === null && r.dataset.key !== before && r.dataset.frame === undefined)
                live = now - t0;
            if (state() === "running") ran = true;
            if (ran && done === null && state() === "notRunning") done = now - t0;
            if (live !== null && done !== null) {
                observer.disconnect();
                resolve([first ?? live, live, done]);
            }
        };
        observer = new MutationObserver(check);
        observer.observe(document.body, {subtree: true, childList: true, attributes: true});
        watch();  // the table's shadow root as well
        setTimeout(() => { observer.disconnect(); reject(new Error("no reply in 30 s")); }, 30000);
    });
}"""


def click_card(page: Page, pid: int) -> Press:
    """Click the first legal card: ms to the first reply, to the live table, to the run's
    end, and the server's CPU ms."""
    page.evaluate(ARM)
    cpu0 = timing.process_cpu(pid)
    card = page.locator(".ct-root:not([data-frame]) button.ct-play:not(.ct-dim)").first
    card.click(position={"x": 6, "y": 24})
    first, live, finished = page.evaluate("window.__bench")
    return float(first), float(live), float(finished), 1000 * (timing.process_cpu(pid) - cpu0)


def ready_for_a_card(page: Page, url: str, seed: int) -> None:
    """A fresh table of *seed* at the point where the user plays a card (the cut done)."""
    page.goto(url + LINK.format(seed=seed))
    wait_rendered(page, ".ct-root")
    while not page.locator(".ct-root:not([data-frame]) button.ct-play").count():
        page.locator("[class*='st-key-play_'] button").filter(visible=True).first.click()
        wait_rendered(page, ".ct-root:not([data-frame])")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=12, help="timed clicks of each app")
    parser.add_argument("--quick", action="store_true", help="5 clicks of each")
    args = parser.parse_args()
    if not CHROMIUM.exists():
        sys.exit(f"{CHROMIUM} is missing (apt-get install chromium)")
    moves = 5 if args.quick else args.moves
    timing.banner(
        f"Play-table benchmark: {CHROMIUM}, four-player Hokm beside a bare Streamlit app",
        f"{moves} clicks each, alternating (a new table when a hand ends)",
    )
    got: dict[str, list[Press]] = {"bare": [], "play": []}
    with tempfile.TemporaryDirectory(prefix="pasur-bare-") as tmp, sync_playwright() as pw:
        bare_dir = Path(tmp)
        (bare_dir / "bare.py").write_text(BARE_APP, encoding="utf-8")
        browser = pw.chromium.launch(**launch_options())
        taken: set[int] = set()
        with (
            served("bare.py", bare_dir, taken) as (bare_url, bare_pid),
            served("app.py", ROOT, taken) as (app_url, app_pid),
        ):
            bare = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
            bare.goto(bare_url + "/")
            wait_rendered(bare, ".bare-step")
            table = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
            seed = 1
            ready_for_a_card(table, app_url, seed)
            press(bare, bare_pid, "bare_next", ".bare-step")  # untimed: warm both
            click_card(table, app_pid)
            while len(got["play"]) < moves:
                got["bare"].append(press(bare, bare_pid, "bare_next", ".bare-step"))
                if not table.locator(".ct-root:not([data-frame]) button.ct-play").count():
                    seed += 1  # the hand is over: another table
                    ready_for_a_card(table, app_url, seed)
                got["play"].append(click_card(table, app_pid))
        browser.close()

    bare, play = got["bare"], got["play"]
    print("\nbare app: click to counter changed, to run finished; server CPU")
    print(summary("changed", [p[1] for p in bare], "ms"))
    print(summary("run finished", [p[2] for p in bare], "ms"))
    print(summary("server CPU", [p[3] for p in bare], "ms"))
    print("\nplay table: click to the first reply, to the live table, to run finished; CPU")
    print(summary("first reply shown (target <= 300 ms)", [p[0] for p in play], "ms"))
    print(summary("live table back (replies and pauses)", [p[1] for p in play], "ms"))
    print(summary("run finished", [p[2] for p in play], "ms"))
    print(summary("server CPU", [p[3] for p in play], "ms"))
    ratio = statistics.median(p[2] for p in play) / statistics.median(p[2] for p in bare)
    cpu = statistics.median(p[3] for p in play) / statistics.median(p[3] for p in bare)
    print(f"\n  table step / bare rerun, run finished: {ratio:.2f}x   (target <= 1.2x)")
    print(f"  table step / bare rerun, server CPU:   {cpu:.2f}x")
    timing.closing()


if __name__ == "__main__":
    main()
