"""The wheel a player installs with pip: built, installed into a fresh virtual environment, started.

The test builds for real (``pip wheel``), installs the wheel into a new venv with PySide6 (with the tests' pip),
checks that the QML, shaders, art, sounds and translations come from the installed package,
then starts ``baccarat-qt`` as a player would, with ``BACCARAT_QT_SMOKE`` set: the game saves
its first frame to a PNG, prints one JSON line and quits, and the frame shows the lobby.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from baccarat_qt import __version__
from tests.support.packaged import (
    ROOT,
    assert_shows_main_window,
    in_memory,
    needs_display,
    player_env,
    run_first_frame,
)


@pytest.mark.slow
@needs_display
def test_wheel_in_fresh_venv_shows_first_frame(tmp_path: Path) -> None:
    """``pip install`` of the built wheel into a new venv gives a ``baccarat-qt`` that draws the lobby."""
    started = time.perf_counter()
    with in_memory(tmp_path) as built:
        _install_and_run_the_wheel(built, tmp_path)
    print(f"wheel build + fresh venv + install + first frame: {time.perf_counter() - started:.1f} s")


def _install_and_run_the_wheel(built: Path, tmp_path: Path) -> None:
    """Build the wheel and a venv in ``built``, install it there and start it (app data in ``tmp_path``)."""
    wheels = built / "wheels"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheels), str(ROOT)],
        check=True,
        timeout=300,
    )
    (wheel,) = wheels.glob("baccarat_qt-*.whl")
    venv = built / "venv"
    # A venv without its own copy of pip (making one is 2.8 s of CPU): this pip installs into it (``--python``).
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    bin_dir = venv / ("Scripts" if sys.platform == "win32" else "bin")
    python = bin_dir / "python"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "--python",
            str(python),
            "install",
            "-q",
            "--disable-pip-version-check",
            str(wheel),
        ],
        check=True,
        timeout=600,
        env=player_env(tmp_path),
    )
    installed = subprocess.run(
        [str(python), "-c", "import baccarat_qt.paths as p; print(p.ui_dir()); print(p.resources_dir())"],
        check=True,
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=player_env(tmp_path),
    ).stdout.split()
    ui, resources = (Path(line) for line in installed)
    assert venv in ui.parents and venv in resources.parents, (
        "QML and resources come from the installed package"
    )
    assert (ui / "Baccarat" / "Main.qml").is_file()
    assert (ui / "Baccarat" / "qmldir").is_file()
    assert (resources / "icons" / "baccarat-qt.svg").is_file()
    for source in sorted((ROOT / "ui").rglob("*.qsb")):
        assert (ui / source.relative_to(ROOT / "ui")).is_file(), (
            f"compiled shader {source.name} not installed"
        )
    assert any(resources.rglob("*.svg")), "card art installed"
    assert (resources / "sounds" / "card-slide-1.wav").is_file(), "sounds installed"
    for language in ("en", "es"):
        assert (resources / "translations" / f"baccarat_{language}.qm").is_file(), "translations installed"

    version = subprocess.run(
        [str(bin_dir / "baccarat-qt"), "--version"], check=True, capture_output=True, text=True, cwd=tmp_path
    )
    assert version.stdout.strip() == f"baccarat-qt {__version__}"
    report, image = run_first_frame([str(bin_dir / "baccarat-qt")], tmp_path)
    assert_shows_main_window(report, image)
