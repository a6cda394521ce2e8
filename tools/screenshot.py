"""Take screenshots of app pages in Debian's Chromium (for looking at them, not for tests).

python tools/screenshot.py http://127.0.0.1:8599/hokm?lang=fa /tmp/hokm-fa.png [--width 1280]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from pasur.testing.browser import launch_options


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("out")
    parser.add_argument("--width", type=int, default=1280)
    parser.add_argument("--height", type=int, default=900)
    parser.add_argument("--full", action="store_true", help="the whole page, not the viewport")
    args = parser.parse_args()
    with sync_playwright() as p:
        browser = p.chromium.launch(**launch_options())
        page = browser.new_page(viewport={"width": args.width, "height": args.height})
        page.goto(args.url)
        page.wait_for_selector("[data-testid='stAppViewContainer']", state="attached")
        page.locator("[data-testid='stApp'][data-test-script-state='notRunning']").wait_for(
            state="attached", timeout=30_000
        )
        page.wait_for_function(
            "document.querySelectorAll('[data-testid=\"stSkeleton\"]').length === 0",
            timeout=30_000,
        )
        page.wait_for_timeout(1500)
        page.screenshot(path=args.out, full_page=args.full)
        browser.close()


if __name__ == "__main__":
    main()
