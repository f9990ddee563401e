"""The application starts and shows its first frame."""

from __future__ import annotations

import subprocess
import sys

from pytestqt.qtbot import QtBot
from shiboken6 import Shiboken

from baccarat_qt import __version__
from tests.gui import start_app


def test_main_window_shows_first_frame(qtbot: QtBot) -> None:
    """The main QML window loads, opens on the lobby and renders a frame of felt green."""
    app = start_app(qtbot)
    image = app.window.grabWindow()
    assert (image.width(), image.height()) == (1280, 800)
    assert app.window.property("currentScreen") == "lobby"
    assert image.pixelColor(5, 5).green() > image.pixelColor(5, 5).red()
    app.close()


def test_qml_engine_owns_the_controller(qtbot: QtBot) -> None:
    """The QML singleton belongs to its engine: dropping Python's references never deletes it."""
    app = start_app(qtbot)
    assert app.game.parent() is app.engine
    assert not Shiboken.ownedByPython(app.game)
    app.close()


def test_version_flag_prints_version() -> None:
    """``baccarat-qt --version`` prints the version from the package."""
    result = subprocess.run(
        [sys.executable, "-m", "baccarat_qt", "--version"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert result.stdout.strip() == f"baccarat-qt {__version__}"
