"""End-to-end tests in a real browser: one Streamlit server for the session, one context a test.

The server is ``python -m streamlit run app.py`` on a free 127.0.0.1 port; the browser is
Debian's Chromium at ``/usr/bin/chromium`` driven by pytest-playwright (Playwright never
downloads a browser here). Where that browser is missing the tests are skipped, except in CI
(the environment variable ``CI`` is set), where a missing browser is a usage error rather than
a silent skip. Every test here is marked ``e2e``: ``pytest -m "not e2e"`` leaves them out.

Pages are opened with paths (``page.goto("/hokm?lang=en")``): the ``base_url`` fixture points
every context at the session's server. After a navigation call :func:`wait_ready`; after a
click, wait for what the click should change with ``expect(...)``, which retries.
"""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from pasur.testing.browser import CHROMIUM, launch_options
from ui.screens import old_paths

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
SERVER_FLAGS = [
    "--server.headless",
    "true",
    "--server.address",
    "127.0.0.1",
    "--browser.gatherUsageStats",
    "false",
    "--server.fileWatcherType",
    "none",
    "--global.developmentMode",
    "false",
]
START_TIMEOUT = 60.0
READY_TIMEOUT = 30_000  # ms
PERSIAN_LETTER = re.compile(r"[\u0600-\u06FF]")
PERSIAN_DIGIT = re.compile(r"[۰-۹]")
ASCII_DIGIT = re.compile(r"[0-9]")
STEP_MARKER = (
    "xpath=//span[contains(concat(' ', normalize-space(@class), ' '), ' pasur-step ')]"
    "[not(ancestor::*[@data-stale='true'])]"
)
"""The explorer's step marker, leaving out a stale copy that Streamlit may still show while a
rerun is drawing (its element container carries ``data-stale="true"`` until it is replaced)."""
NOT_STALE = "xpath=//*[not(ancestor-or-self::*[@data-stale='true'])]"
"""Intersect a locator with this (``locator.and_(page.locator(NOT_STALE))``) to leave out the
stale copy of an element that Streamlit may still show while a rerun is drawing."""

expect.set_options(timeout=10_000)  # a first run of a page can take a few seconds on CI


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "e2e: end-to-end tests in a real browser (Chromium)")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    # This hook sees every item of the run, not only this folder's.
    ours = [item for item in items if HERE in Path(str(item.path)).parents]
    for item in ours:
        item.add_marker(pytest.mark.e2e)
    if ours and not CHROMIUM.exists():
        if os.environ.get("CI"):
            raise pytest.UsageError(
                f"{CHROMIUM} is missing: CI must install Debian's chromium (see .ci/run)"
            )
        skip = pytest.mark.skip(reason=f"no {CHROMIUM} (the e2e tests need Debian's chromium)")
        for item in ours:
            item.add_marker(skip)


# --- the browser ----------------------------------------------------------------------------


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """pytest-playwright's launch options, pointed at the system Chromium."""
    return {**browser_type_launch_args, **launch_options()}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    """Every context: a desktop viewport. (Pages pass ``lang``; a test may pass a ``locale``.)"""
    return {**browser_context_args, "viewport": {"width": 1280, "height": 900}}


# --- the server -----------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_streamlit(
    script: str,
    cwd: Path,
    log: Any,
    *,
    timeout: float = START_TIMEOUT,
    env: dict[str, str] | None = None,
) -> tuple[subprocess.Popen[bytes], str]:
    """Start ``streamlit run script`` headless on a free port; return it once healthy. *env*
    adds to (or overrides) this process's environment."""
    for _attempt in range(3):  # a free port can be taken between probing and binding
        port = free_port()
        proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "streamlit",
                "run",
                script,
                "--server.port",
                str(port),
                *SERVER_FLAGS,
            ],
            cwd=cwd,
            stdout=log,
            stderr=subprocess.STDOUT,
            env={**os.environ, "PYTHONUNBUFFERED": "1", **(env or {})},
        )
        url = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and proc.poll() is None:
            try:
                with urllib.request.urlopen(url + "/_stcore/health", timeout=1) as r:
                    if r.read() == b"ok":
                        return proc, url
            except OSError:
                time.sleep(0.1)
        stop(proc)
    raise RuntimeError(f"streamlit run {script} did not become healthy")


def stop(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)


@pytest.fixture(scope="session")
def app_server() -> Iterator[str]:
    """The app served for the whole session; its log is shown if it fails to start."""
    with tempfile.TemporaryFile() as log:
        try:
            # The bots' replies at the play table show for a short moment each, not the
            # app's 700 ms: a test plays whole matches.
            proc, url = start_streamlit("app.py", ROOT, log, env={"PASUR_PLAY_PAUSE_MS": "60"})
        except RuntimeError as exc:
            log.seek(0)
            pytest.fail(f"{exc}\n{log.read().decode(errors='replace')[-4000:]}")
        try:
            yield url
        finally:
            stop(proc)


@pytest.fixture(scope="session")
def base_url(app_server: str, browser: Browser) -> str:
    """The server's URL, after one browser session has loaded ``/``.

    Loading ``/`` first is insurance against Streamlit's legacy ``pages/`` code path, which the
    first session after a server start can take for a deep link (shared/design/streamlit.md
    §1.2). pytest-playwright gives every context this ``base_url``.
    """
    context = browser.new_context(locale="en-US")
    try:
        page = context.new_page()
        page.goto(app_server + "/?lang=en")
        wait_ready(page)
    finally:
        context.close()
    return app_server


# --- helpers for the tests ------------------------------------------------------------------


def wait_ready(page: Page, *, timeout: float = READY_TIMEOUT) -> None:
    """Wait until the app is connected, its script has finished and nothing is a skeleton."""
    page.wait_for_selector("[data-testid='stAppViewContainer']", state="attached", timeout=timeout)
    page.locator("[data-testid='stApp'][data-test-connection-state='CONNECTED']").wait_for(
        state="attached", timeout=timeout
    )
    page.locator("[data-testid='stApp'][data-test-script-state='notRunning']").wait_for(
        state="attached", timeout=timeout
    )
    expect(page.get_by_test_id("stSkeleton")).to_have_count(0, timeout=timeout)
    # The script state can read notRunning before the first run has begun: wait for output too.
    page.locator(".stMainBlockContainer [data-testid='stElementContainer']").first.wait_for(
        state="attached", timeout=timeout
    )


OLD_PATHS = {old: Path(screen.page.path).stem for old, screen in old_paths().items()}
"""Each old page address (``hokm_rulings``) and the generic page it now opens (``rulings``)."""


def open_page(page: Page, path: str) -> Page:
    """Go to *path* on the session's server and wait until the page has rendered. An old
    address (``/shelem_rulings``) sends the browser on to its generic page (``/rulings?game=…``):
    then wait for that address and for the generic page's own run, not the redirecting one."""
    page.goto(path)
    wait_ready(page)
    asked = urlsplit(path).path.strip("/")
    if asked in OLD_PATHS:
        expect(page).to_have_url(re.compile(rf"/{OLD_PATHS[asked]}\?(.*&)?game="))
        wait_ready(page)
    return page


def open_example(page: Page, path: str, label: str = "مثال") -> Locator:
    """Open the lesson at *path* and unfold its first worked example (the first expander whose
    label holds *label*, Persian «مثال» by default); the example's expander."""
    open_page(page, path)
    example = page.locator("[data-testid='stExpander']").filter(has_text=label).first
    example.locator("summary").click()
    return example


def open_pages(*visits: tuple[Page, str]) -> None:
    """Open several pages at once (each in its own context): start every load, then wait."""
    for page, path in visits:
        page.goto(path, wait_until="commit")
    for page, _path in visits:
        wait_ready(page)


def query(page: Page) -> dict[str, str]:
    """The page URL's query parameters (the last value of each)."""
    return {k: v[-1] for k, v in parse_qs(urlsplit(page.url).query).items()}


def computed(page: Page, selector: str, prop: str) -> str:
    """The computed CSS *prop* of the first element matching *selector*."""
    return str(
        page.locator(selector)
        .first.evaluate(f"(el) => getComputedStyle(el).getPropertyValue({prop!r})")
        .strip()
    )


PROSE_JS = """(root) => {
    // The page's prose: what a reader sees, without code, style/script text, inputs,
    // icon ligatures and spans marked left-to-right on purpose.
    const copy = root.cloneNode(true);
    copy.querySelectorAll(
        "style, script, code, pre, input, textarea, .pasur-ltr, [data-testid='stCode'], "
        + "[data-testid='stIconMaterial'], [data-testid='stIconEmoji']"
    ).forEach((el) => el.remove());
    return copy.textContent;
}"""


def prose(page: Page, selector: str = ".stMainBlockContainer") -> str:
    return str(page.locator(selector).first.evaluate(PROSE_JS))
