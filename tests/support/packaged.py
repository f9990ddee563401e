"""The packaged game started as a player starts it: shared by ``tests/process/test_packaging_*.py``.

Where the packaging tests build (a tmpfs when there is one: :func:`in_memory`), the environment
of a player's session (:func:`player_env`), and the first frame the game draws when started
with ``BACCARAT_QT_SMOKE`` set (:func:`run_first_frame`, :func:`assert_shows_main_window`).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
"""The hicolor sizes of the app's PNG icon."""

needs_display = pytest.mark.skipif(
    not os.environ.get("DISPLAY"), reason="needs an X display (pytest-xvfb starts Xvfb when it is installed)"
)


MEMORY = Path("/dev/shm")


@contextmanager
def in_memory(fallback: Path) -> Iterator[Path]:
    """A new folder on a tmpfs when the system has one that may run programs (Linux's ``/dev/shm``), else
    ``fallback``; removed afterwards. The bundle (145 MiB, from 450 MiB collected) and the fresh venv with
    PySide6 are written and read back there without waiting on a loaded disk (the bundle's build: 104 s
    on disk, 60 s there, the same CPU time); what is built, and how, is the same."""
    if not MEMORY.is_dir() or os.statvfs(MEMORY).f_flag & os.ST_NOEXEC:
        yield fallback
        return
    folder = Path(tempfile.mkdtemp(prefix="baccarat-packaging-", dir=MEMORY))
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def player_env(tmp: Path) -> dict[str, str]:
    """The environment of a player's session: no source tree on the path, app data in ``tmp``."""
    env = {key: value for key, value in os.environ.items() if not key.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env.update(
        QT_QPA_PLATFORM="xcb", BACCARAT_QT_HOME=str(tmp / "app-home"), XDG_CACHE_HOME=str(tmp / "cache")
    )
    return env


def run_first_frame(command: list[str], tmp: Path) -> tuple[dict[str, Any], QImage]:
    """Start the game with the smoke hook; return its JSON line and the saved frame."""
    frame = tmp / "first-frame.png"
    env = player_env(tmp)
    env["BACCARAT_QT_SMOKE"] = str(frame)
    result = subprocess.run(
        command, env=env, cwd=tmp, capture_output=True, text=True, timeout=120, check=False
    )
    assert result.returncode == 0, (
        f"exit {result.returncode}\nstdout:\n{result.stdout}\nstderr:\n{result.stderr}"
    )
    report = json.loads(result.stdout.strip().splitlines()[-1])
    image = QImage(str(frame))
    assert not image.isNull(), f"no PNG at {frame}"
    return report, image


def assert_shows_main_window(report: dict[str, Any], image: QImage) -> None:
    """The first frame is the main window, full size, with something drawn on it (not one flat colour)."""
    assert report["window"] == "mainWindow"
    assert report["title"] == "Baccarat"
    assert report["screen"] == "lobby", "the first screen is the lobby (Main.qml's currentScreen)"
    assert (image.width(), image.height()) == (report["width"], report["height"])
    assert image.width() >= 1024 and image.height() >= 640
    background = image.pixel(2, 2)
    step = 8
    samples = [
        image.pixel(x, y) for x in range(0, image.width(), step) for y in range(0, image.height(), step)
    ]
    drawn = sum(1 for pixel in samples if pixel != background)
    assert drawn / len(samples) > 0.01, "the frame is blank"
    assert len(set(samples)) > 20, "the frame has almost no colours"
