"""Browser speed of the deal explorer, beside a bare Streamlit app measured in the same run.

    python benchmarks/browser.py [--presses 30] [--rounds 3]

Two figures, each with its reference:

* **step**: the time from pressing "next" (``exp_next``) in the deal explorer to the updated
  table (the ``data-step`` of ``.pasur-step`` has changed), and to the end of that run (the app's
  script state back to ``notRunning``). The reference is a bare app, one button and one line of
  text, from the click to its counter changing (and to the end of its run). The explorer steps
  in a fragment, so a step should cost no more than the bare app's whole rerun.
* **cold start**: from launching ``streamlit run`` to the first rendered page (the server's health
  check, then a fresh browser context opening the page until its content is on screen and the run
  has finished). The explorer's figure opens ``/explorer`` first, as a shared link would; the
  home page ``/`` is timed too. The reference is the bare app launched the same way.

Times are taken inside the page with ``performance.now()``: from the ``pointerdown`` of a real
(Playwright) mouse click to the ``MutationObserver`` callback that sees the change, so Playwright's
own round trips are not counted. Presses alternate between the two apps and servers are launched
in interleaved rounds, so both feel the same machine load. Medians are printed with the ratios;
nothing is asserted. The browser is Debian's Chromium at /usr/bin/chromium.
"""

from __future__ import annotations

import argparse
import contextlib
import random
import statistics
import sys
import tempfile
import textwrap
import time
from collections.abc import Callable, Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from playwright.sync_api import Browser, Page, sync_playwright

from pasur.games.hokm import SPEC
from pasur.options import parse_options
from pasur.protocol import CHANCE
from pasur.records import Record, replay
from pasur.sim import play, random_legal
from tests.e2e.conftest import CHROMIUM, CHROMIUM_ARGS, ROOT, start_streamlit, stop

BARE_APP = textwrap.dedent(
    """\
    import streamlit as st

    st.session_state.runs = st.session_state.get("runs", 0) + 1
    st.button("Next", key="bare_next")
    st.markdown(
        f'<span class="bare-step" data-step="{st.session_state.runs}">'
        f"runs: {st.session_state.runs}</span>",
        unsafe_allow_html=True,
    )
    """
)

# Arms a measurement: after the next pointerdown, resolves with the milliseconds until the run
# started (script state "running"), until the data-step attribute of *selector* changed, and
# until the run finished (script state back to "notRunning" after the change).
ARM = """([selector]) => {
    const app = document.querySelector("[data-testid='stApp']");
    const state = () => app.getAttribute("data-test-script-state");
    const value = () => document.querySelector(selector)?.getAttribute("data-step");
    const before = value();
    let t0 = null, started = null, changed = null;
    window.__bench = new Promise((resolve, reject) => {
        document.addEventListener("pointerdown", () => { t0 = performance.now(); },
                                  {capture: true, once: true});
        const check = () => {
            if (t0 === null) return;
            const now = performance.now();
            if (started === null && state() === "running") started = now - t0;
            if (changed === null && value() !== before) changed = now - t0;
            if (changed !== null && state() === "notRunning") {
                observer.disconnect();
                resolve([started ?? changed, changed, now - t0]);
            }
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, {subtree: true, childList: true, attributes: true,
                                         characterData: true});
        setTimeout(() => { observer.disconnect(); reject(new Error("no change in 20 s")); }, 20000);
    });
}"""


def long_deal(min_steps: int) -> str:
    """A share token of a Hokm hand with at least *min_steps* moves (random legal play)."""
    options = parse_options(SPEC.options_type, "scope:hand", SPEC.presets)
    for seed in range(1000):
        record = play(SPEC, options, [random_legal] * 4, random.Random(seed)).record
        if len(record.moves) >= min_steps:
            return record.to_token()
    raise RuntimeError("no deal long enough")


def first_card_step(token: str) -> int:
    """The first step at which a player chooses a card (where stepping shows cards moving)."""
    for i, state in enumerate(replay(Record.from_token(token))):
        if not state.is_terminal() and state.to_move != CHANCE:
            moves = state.legal_moves()
            if moves and hasattr(moves[0], "card"):
                return i
    return 0


def wait_rendered(page: Page, selector: str, timeout: float = 60_000) -> None:
    page.locator(selector).first.wait_for(state="attached", timeout=timeout)
    page.locator("[data-testid='stApp'][data-test-script-state='notRunning']").wait_for(
        state="attached", timeout=timeout
    )


def press(page: Page, button_key: str, marker: str) -> tuple[float, float, float]:
    """Click the button *button_key*; (ms to run started, to *marker* changed, to run finished)."""
    page.evaluate(ARM, [marker])
    page.locator(f".st-key-{button_key} button").filter(visible=True).click()
    started, changed, finished = page.evaluate("window.__bench")
    return float(started), float(changed), float(finished)


@contextlib.contextmanager
def served(script: str, cwd: Path) -> Iterator[str]:
    """``streamlit run script`` on a free port for the duration of the block; yields its URL."""
    with tempfile.TemporaryFile() as log:
        proc, url = start_streamlit(script, cwd, log)
        try:
            yield url
        finally:
            stop(proc)


def cold_start(
    browser: Browser, script: str, cwd: Path, path: str, marker: str
) -> tuple[float, float]:
    """Seconds from launching the server to *path* rendered in a fresh context, and of those
    the seconds until the server answered its health check."""
    t0 = time.perf_counter()
    with served(script, cwd) as url:
        healthy = time.perf_counter() - t0
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        page = context.new_page()
        page.goto(url + path, wait_until="commit")
        wait_rendered(page, marker)
        elapsed = time.perf_counter() - t0
        context.close()
    return elapsed, healthy


def summary(label: str, values: list[float], unit: str) -> str:
    """One line: the median, the range and the count (ms as integers, s with two decimals)."""
    fmt = "{:.0f}" if unit == "ms" else "{:.2f}"
    med = fmt.format(statistics.median(values)) + " " + unit
    spread = fmt.format(min(values)) + "-" + fmt.format(max(values))
    return f"  {label:<42} {med:>9}   (range {spread}, n={len(values)})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--presses", type=int, default=30, help="timed presses of each app")
    parser.add_argument("--warmup", type=int, default=3, help="untimed presses first")
    parser.add_argument("--rounds", type=int, default=3, help="cold starts of each app")
    args = parser.parse_args()
    if not CHROMIUM.exists():
        sys.exit(f"{CHROMIUM} is missing (apt-get install chromium)")

    token = long_deal(args.warmup + args.presses + 10)
    start_step = first_card_step(token)
    explorer_path = f"/explorer?lang=en&rec={token}&step={start_step}"

    with tempfile.TemporaryDirectory(prefix="pasur-bare-") as tmp, sync_playwright() as pw:
        bare_dir = Path(tmp)
        (bare_dir / "bare.py").write_text(BARE_APP, encoding="utf-8")
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)

        # --- cold starts, interleaved -----------------------------------------------------
        cold: dict[str, list[tuple[float, float]]] = {"bare": [], "explorer": [], "home": []}
        runs: list[tuple[str, Callable[[], tuple[float, float]]]] = [
            ("bare", lambda: cold_start(browser, "bare.py", bare_dir, "/", ".bare-step")),
            (
                "explorer",
                lambda: cold_start(browser, "app.py", ROOT, explorer_path, ".pasur-table"),
            ),
            ("home", lambda: cold_start(browser, "app.py", ROOT, "/?lang=en", "h1")),
        ]
        cold_start(browser, "bare.py", bare_dir, "/", ".bare-step")  # warm the disk cache
        for _ in range(args.rounds):
            for name, run in runs:
                cold[name].append(run())

        # --- steps, alternating -----------------------------------------------------------
        step: dict[str, list[tuple[float, float, float]]] = {"bare": [], "explorer": []}
        with served("bare.py", bare_dir) as bare_url, served("app.py", ROOT) as app_url:
            pages = {}
            for name, url, marker in (
                ("bare", bare_url + "/", ".bare-step"),
                ("explorer", app_url + explorer_path, ".pasur-step"),
            ):
                page = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
                page.goto(url)
                wait_rendered(page, marker)
                pages[name] = page
            keys = {"bare": ("bare_next", ".bare-step"), "explorer": ("exp_next", ".pasur-step")}
            for i in range(args.warmup + args.presses):
                for name in ("bare", "explorer"):
                    key, marker = keys[name]
                    result = press(pages[name], key, marker)
                    if i >= args.warmup:
                        step[name].append(result)
            last = pages["explorer"].locator(".pasur-step").get_attribute("data-step")
        browser.close()

    started = {k: [v[0] for v in vs] for k, vs in step.items()}
    changed = {k: [v[1] for v in vs] for k, vs in step.items()}
    finished = {k: [v[2] for v in vs] for k, vs in step.items()}
    print(f"Browser benchmark: {CHROMIUM}, Pasur beside a bare Streamlit app, same run")
    print(f"step: {args.presses} presses each after {args.warmup} untimed")
    print(f"  (explorer from step {start_step} to {last}, rec token of {len(token)} chars)")
    print(summary("explorer: next -> table updated", changed["explorer"], "ms"))
    print(summary("explorer: next -> run finished", finished["explorer"], "ms"))
    print(summary("explorer: next -> run started", started["explorer"], "ms"))
    print(summary("bare app: click -> text updated", changed["bare"], "ms"))
    print(summary("bare app: click -> run finished", finished["bare"], "ms"))
    print(summary("bare app: click -> run started", started["bare"], "ms"))
    r_changed = statistics.median(changed["explorer"]) / statistics.median(changed["bare"])
    r_finished = statistics.median(finished["explorer"]) / statistics.median(finished["bare"])
    print(f"  ratio explorer step / bare rerun: {r_changed:.2f} (updated), {r_finished:.2f} (done)")
    print("  target: <= 1.00")
    print(f"cold start: launch -> first page rendered, {args.rounds} rounds each")
    total = {k: [v[0] for v in vs] for k, vs in cold.items()}
    for name, label in (
        ("explorer", "explorer (/explorer?rec=...&step=...)"),
        ("home", "home (/)"),
        ("bare", "bare app (/)"),
    ):
        print(summary(label, total[name], "s"))
        print(summary("  of which until /_stcore/health", [v[1] for v in cold[name]], "s"))
    r_cold = statistics.median(total["explorer"]) / statistics.median(total["bare"])
    r_home = statistics.median(total["home"]) / statistics.median(total["bare"])
    print(f"  ratio explorer cold start / bare: {r_cold:.2f}   (home / bare: {r_home:.2f})")
    print("  target: <= 1.50")


if __name__ == "__main__":
    main()
