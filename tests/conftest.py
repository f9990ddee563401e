"""Shared fixtures: every test's app data lives in its own temporary folder."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "xcb")


@pytest.fixture(autouse=True)
def _isolated_app_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point the game's settings and data folders at a temporary folder."""
    home = tmp_path / "app-home"
    monkeypatch.setenv("BACCARAT_QT_HOME", str(home))
    return home
