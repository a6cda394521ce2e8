"""How this project launches Debian's Chromium, shared by the browser tests and the tools.

``tests/e2e/conftest.py`` hands :func:`launch_options` to pytest-playwright and
``tools/screenshot.py`` to ``chromium.launch``, so a screenshot is taken in the very browser
the tests use. Playwright never downloads a browser here: it drives ``/usr/bin/chromium``.
Standard library only (Playwright itself is imported by the callers).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

CHROMIUM = Path("/usr/bin/chromium")
# As root, in a closed network: no sandbox, no GPU, small /dev/shm, and nothing that phones home.
CHROMIUM_ARGS = (
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
)


def launch_options() -> dict[str, Any]:
    """Keyword arguments for Playwright's ``chromium.launch``: the system Chromium, our flags.

    >>> launch_options()["executable_path"]
    '/usr/bin/chromium'
    """
    return {"executable_path": str(CHROMIUM), "args": list(CHROMIUM_ARGS)}
