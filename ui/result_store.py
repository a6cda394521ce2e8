"""Finished what-if results kept on disk, so that they outlive a server restart.

A what-if chart of the default question costs seconds of simulation; once one visitor has
waited for it, nobody should wait again, not even after the server restarts. Streamlit's own
``st.cache_data(persist="disk")`` would do it, but it writes under the user's home
(``~/.streamlit/cache``) with no way to point it elsewhere, so tests would share results across
runs and machines would share them across checkouts. This store is a folder of pickles:

* **where**: ``$PASUR_CACHE_DIR`` if set (the tests point it at a temporary folder; ``off``
  turns the store off), else ``~/.cache/pasur/whatif``;
* **what**: one file per result, named by a hash of the code's fingerprint and the result's key,
  so a result computed by other code (a changed rule, a changed chart row) is never read back;
* **how much**: at most :data:`MAX_FILES` files; the oldest go first. A file that cannot be read
  (cut short, or from another Python) is treated as missing and removed.

Only this app writes the folder, and only its own values; unpickling is safe on that condition,
which is why the folder is the app's own and not a shared one.
"""

from __future__ import annotations

import functools
import hashlib
import os
import pickle
import tempfile
from pathlib import Path
from typing import Final

ENV: Final = "PASUR_CACHE_DIR"
MAX_FILES: Final = 256
_ROOT: Final = Path(__file__).resolve().parent.parent


@functools.cache
def fingerprint() -> str:
    """A hash of every Python source file of the rules package and the app layer: any change of
    code gives new names, so no stored result outlives the code that computed it."""
    digest = hashlib.sha256()
    for folder in ("pasur", "ui"):
        for path in sorted((_ROOT / folder).rglob("*.py")):
            digest.update(path.relative_to(_ROOT).as_posix().encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def folder() -> Path | None:
    """The store's folder (made if missing), or ``None`` when the store is off or unusable."""
    raw = os.environ.get(ENV, "")
    if raw.strip().lower() == "off":
        return None
    path = Path(raw) if raw else Path.home() / ".cache" / "pasur" / "whatif"
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return path


def _file(key: str) -> Path | None:
    where = folder()
    if where is None:
        return None
    name = hashlib.sha256(f"{fingerprint()}|{key}".encode()).hexdigest()[:32]
    return where / f"{name}.pickle"


def load(key: str) -> object | None:
    """The value stored under *key*, or ``None``."""
    path = _file(key)
    if path is None or not path.is_file():
        return None
    try:
        with path.open("rb") as handle:
            stored_key, value = pickle.load(handle)
    except (OSError, EOFError, pickle.UnpicklingError, AttributeError, ImportError, ValueError):
        path.unlink(missing_ok=True)
        return None
    return value if stored_key == key else None


def save(key: str, value: object) -> None:
    """Store *value* under *key* (written to a temporary file first, then renamed into place,
    so a reader never sees half a file); a failure to write loses only the stored copy."""
    path = _file(key)
    if path is None:
        return
    temporary = ""
    try:
        with tempfile.NamedTemporaryFile("wb", dir=path.parent, delete=False) as handle:
            temporary = handle.name
            pickle.dump((key, value), handle, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(temporary, path)
    except (OSError, pickle.PicklingError, TypeError, AttributeError):
        if temporary:
            Path(temporary).unlink(missing_ok=True)
        return
    _trim(path.parent)


def _trim(where: Path) -> None:
    """Remove the oldest files beyond :data:`MAX_FILES`."""
    try:
        files = sorted(where.glob("*.pickle"), key=lambda p: p.stat().st_mtime)
    except OSError:
        return
    for old in files[: max(0, len(files) - MAX_FILES)]:
        old.unlink(missing_ok=True)


__all__ = ["ENV", "MAX_FILES", "fingerprint", "folder", "load", "save"]
