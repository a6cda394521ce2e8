"""Unit tests of ``ui/result_store.py``: finished what-if results kept on disk."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from ui import result_store


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(result_store.ENV, str(tmp_path))
    return tmp_path


def test_a_saved_value_is_loaded_back(store: Path) -> None:
    result_store.save("hokm|job-1", {"rows": [1, 2, 3]})
    assert result_store.load("hokm|job-1") == {"rows": [1, 2, 3]}
    assert result_store.load("hokm|job-2") is None
    assert len(list(store.glob("*.pickle"))) == 1


def test_names_depend_on_the_code(store: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    result_store.save("k", 1)
    monkeypatch.setattr(result_store, "fingerprint", lambda: "other code")
    assert result_store.load("k") is None  # computed by other code: never read back


def test_a_broken_file_is_missing_and_removed(store: Path) -> None:
    result_store.save("k", [1])
    (path,) = store.glob("*.pickle")
    path.write_bytes(b"\x80\x05not a pickle")
    assert result_store.load("k") is None
    assert not path.exists()


def test_off_stores_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(result_store.ENV, "off")
    result_store.save("k", 1)
    assert result_store.load("k") is None
    assert result_store.folder() is None


def test_the_oldest_files_go_beyond_the_limit(store: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(result_store, "MAX_FILES", 3)
    for i in range(5):
        result_store.save(f"k{i}", i)
        path = result_store._file(f"k{i}")
        assert path is not None
        past = time.time() - 100 + i  # distinct ages on any file system
        os.utime(path, (past, past))
    assert len(list(store.glob("*.pickle"))) == 3
    assert [result_store.load(f"k{i}") for i in range(5)] == [None, None, 2, 3, 4]


def test_the_fingerprint_is_stable_and_short() -> None:
    assert result_store.fingerprint() == result_store.fingerprint()
    assert len(result_store.fingerprint()) == 16
