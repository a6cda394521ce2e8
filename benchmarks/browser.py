"""Browser speed of the deal explorer, beside a bare Streamlit app measured in the same run.

    python benchmarks/browser.py [--presses 30] [--rounds 3] [--quick]

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
own round trips are not counted. Beside each wall time, the CPU time the Streamlit server
process used over the same stretch (from ``/proc/<pid>/stat``; the script runs in a thread of the
server): on a busy machine the wall times swell while the CPU times still compare. Presses
alternate between the two apps and servers are launched in interleaved rounds, so both feel the
same machine load. Medians and ranges are printed with the ratios, and the machine load at the
start and the end; nothing is asserted. The browser is Debian's Chromium at /usr/bin/chromium;
the servers listen on 127.0.0.1 ports 8610-8619 only (the first free ones). ``--quick``: 5
presses and 3 cold starts of each app (a full run is heavy: run it on a calm machine).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO

import timing
from playwright.sync_api import Browser, Page, sync_playwright

from pasur.games.hokm import SPEC
from pasur.options import parse_options
from pasur.protocol import CHANCE
from pasur.records import Record, replay
from pasur.sim import play, random_legal
from pasur.testing.browser import CHROMIUM, launch_options
from tests.e2e.conftest import ROOT, SERVER_FLAGS, stop

PORTS = range(8610, 8620)
"""The only ports this benchmark's servers may listen on."""
START_TIMEOUT = 60.0

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


Press = tuple[float, float, float, float]
"""ms from the click to the run started, to the marker changed, to the run finished, and the
server's CPU ms over the press."""


def press(page: Page, pid: int, button_key: str, marker: str) -> Press:
    """Click the button *button_key*; the figures of :data:`Press`."""
    page.evaluate(ARM, [marker])
    cpu0 = timing.process_cpu(pid)
    page.locator(f".st-key-{button_key} button").filter(visible=True).click()
    started, changed, finished = page.evaluate("window.__bench")
    cpu = 1000 * (timing.process_cpu(pid) - cpu0)
    return float(started), float(changed), float(finished), cpu


def free_port(taken: set[int]) -> int:
    """The first port of :data:`PORTS` nobody listens on (and not in *taken*)."""
    for port in PORTS:
        if port in taken:
            continue
        with socket.socket() as probe:
            # As the server will: a port whose last connections are still in TIME_WAIT (an
            # earlier round's) is free to listen on again.
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                continue
        return port
    raise RuntimeError(f"no free port in {PORTS.start}-{PORTS.stop - 1}")


def start(
    script: str, cwd: Path, log: IO[bytes], taken: set[int]
) -> tuple[subprocess.Popen[bytes], int]:
    """``streamlit run script`` on a port of :data:`PORTS`, once it answers its health check;
    the process and its port."""
    port = free_port(taken)
    taken.add(port)
    command = [sys.executable, "-m", "streamlit", "run", script, "--server.port", str(port)]
    proc = subprocess.Popen(
        [*command, *SERVER_FLAGS],
        cwd=cwd,
        stdout=log,
        stderr=subprocess.STDOUT,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline and proc.poll() is None:
        try:
            with urllib.request.urlopen(f"{url_of(port)}/_stcore/health", timeout=1) as r:
                if r.read() == b"ok":
                    return proc, port
        except OSError:
            time.sleep(0.1)
    stop(proc)
    raise RuntimeError(f"streamlit run {script} did not become healthy on port {port}")


def url_of(port: int) -> str:
    return f"http://127.0.0.1:{port}"


@contextlib.contextmanager
def served(script: str, cwd: Path, taken: set[int]) -> Iterator[tuple[str, int]]:
    """``streamlit run script`` for the duration of the block; yields its URL and its pid."""
    with tempfile.TemporaryFile() as log:
        proc, port = start(script, cwd, log, taken)
        try:
            yield url_of(port), proc.pid
        finally:
            stop(proc)
            taken.discard(port)


def cold_start(
    browser: Browser, script: str, cwd: Path, path: str, marker: str
) -> tuple[float, float, float]:
    """Seconds from launching the server to *path* rendered in a fresh context, of those the
    seconds until the server answered its health check, and the server's CPU seconds."""
    t0 = time.perf_counter()
    with served(script, cwd, set()) as (url, pid):
        healthy = time.perf_counter() - t0
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        page = context.new_page()
        page.goto(url + path, wait_until="commit")
        wait_rendered(page, marker)
        elapsed = time.perf_counter() - t0
        cpu = timing.process_cpu(pid)
        context.close()
    return elapsed, healthy, cpu


def summary(label: str, values: list[float], unit: str) -> str:
    """One line: the median, the range and the count (ms as integers, s with two decimals)."""
    spread = timing.Spread.of(values).show(0 if unit == "ms" else 2, " " + unit)
    return f"  {label:<44} {spread}   n={len(values)}"


def steps(
    browser: Browser, bare_dir: Path, explorer_path: str, presses: int, warmup: int
) -> tuple[dict[str, list[Press]], str | None]:
    """Presses alternating between the bare app and the explorer; their figures, and the
    explorer's last step."""
    step: dict[str, list[Press]] = {"bare": [], "explorer": []}
    taken: set[int] = set()
    with (
        served("bare.py", bare_dir, taken) as (bare_url, bare_pid),
        served("app.py", ROOT, taken) as (app_url, app_pid),
    ):
        pages = {}
        for name, url, marker in (
            ("bare", bare_url + "/", ".bare-step"),
            ("explorer", app_url + explorer_path, ".pasur-step"),
        ):
            page = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
            page.goto(url)
            wait_rendered(page, marker)
            pages[name] = page
        keys = {
            "bare": ("bare_next", ".bare-step", bare_pid),
            "explorer": ("exp_next", ".pasur-step", app_pid),
        }
        for i in range(warmup + presses):
            for name in ("bare", "explorer"):
                key, marker, pid = keys[name]
                result = press(pages[name], pid, key, marker)
                if i >= warmup:
                    step[name].append(result)
        last = pages["explorer"].locator(".pasur-step").get_attribute("data-step")
    return step, last


def ratio(a: list[float], b: list[float]) -> float:
    return statistics.median(a) / statistics.median(b)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--presses", type=int, default=30, help="timed presses of each app")
    parser.add_argument("--warmup", type=int, default=3, help="untimed presses first")
    parser.add_argument("--rounds", type=int, default=3, help="cold starts of each app, >= 3")
    parser.add_argument("--quick", action="store_true", help="5 presses, 3 cold starts")
    args = parser.parse_args()
    if not CHROMIUM.exists():
        sys.exit(f"{CHROMIUM} is missing (apt-get install chromium)")
    presses = 5 if args.quick else args.presses
    warmup = 1 if args.quick else args.warmup
    rounds = 3 if args.quick else max(3, args.rounds)

    token = long_deal(warmup + presses + 10)
    start_step = first_card_step(token)
    explorer_path = f"/explorer?lang=en&rec={token}&step={start_step}"
    timing.banner(
        f"Browser benchmark: {CHROMIUM}, Pasur beside a bare Streamlit app, same run",
        f"{presses} presses each after {warmup} untimed; {rounds} cold starts each",
    )

    with tempfile.TemporaryDirectory(prefix="pasur-bare-") as tmp, sync_playwright() as pw:
        bare_dir = Path(tmp)
        (bare_dir / "bare.py").write_text(BARE_APP, encoding="utf-8")
        browser = pw.chromium.launch(**launch_options())

        # --- cold starts, interleaved -----------------------------------------------------
        cold: dict[str, list[tuple[float, float, float]]] = {"bare": [], "explorer": [], "home": []}
        runs: list[tuple[str, Callable[[], tuple[float, float, float]]]] = [
            ("bare", lambda: cold_start(browser, "bare.py", bare_dir, "/", ".bare-step")),
            (
                "explorer",
                lambda: cold_start(browser, "app.py", ROOT, explorer_path, ".ct-root"),
            ),
            ("home", lambda: cold_start(browser, "app.py", ROOT, "/?lang=en", "h1")),
        ]
        cold_start(browser, "bare.py", bare_dir, "/", ".bare-step")  # warm the disk cache
        for _ in range(rounds):
            for name, run in runs:
                cold[name].append(run())

        # --- steps, alternating -----------------------------------------------------------
        step, last = steps(browser, bare_dir, explorer_path, presses, warmup)
        browser.close()

    figure = {k: [[v[i] for v in vs] for i in range(4)] for k, vs in step.items()}
    print(f"step: explorer from step {start_step} to {last}, rec token of {len(token)} chars")
    for name, what in (("explorer", "next"), ("bare", "click")):
        started, changed, finished, cpu = figure[name]
        app = "explorer" if name == "explorer" else "bare app"
        print(summary(f"{app}: {what} -> shown updated", changed, "ms"))
        print(summary(f"{app}: {what} -> run finished", finished, "ms"))
        print(summary(f"{app}: {what} -> run started", started, "ms"))
        print(summary(f"{app}: server CPU per press", cpu, "ms"))
    e, b = figure["explorer"], figure["bare"]
    print(
        f"  ratio explorer step / bare rerun: {ratio(e[1], b[1]):.2f} (shown), "
        f"{ratio(e[2], b[2]):.2f} (done), {ratio(e[3], b[3]):.2f} (server CPU)"
    )
    print("  target (issue 14): <= 1.20, click to new position shown")
    print()
    print(f"cold start: launch -> first page rendered, {rounds} rounds each")
    total = {k: [v[0] for v in vs] for k, vs in cold.items()}
    for name, label in (
        ("explorer", "explorer (/explorer?rec=...&step=...)"),
        ("home", "home (/)"),
        ("bare", "bare app (/)"),
    ):
        print(summary(label, total[name], "s"))
        print(summary("  of which until /_stcore/health", [v[1] for v in cold[name]], "s"))
        print(summary("  server CPU, launch to rendered", [v[2] for v in cold[name]], "s"))
    server = {k: [v[2] for v in vs] for k, vs in cold.items()}
    print(
        f"  ratio explorer cold start / bare: {ratio(total['explorer'], total['bare']):.2f}"
        f" wall, {ratio(server['explorer'], server['bare']):.2f} server CPU"
        f"   (home / bare: {ratio(total['home'], total['bare']):.2f} wall)"
    )
    timing.closing()


if __name__ == "__main__":
    main()
