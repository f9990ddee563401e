"""The application starts and shows its first frame."""

from __future__ import annotations

import subprocess
import sys

from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuick import QQuickWindow
from pytestqt.qtbot import QtBot

from baccarat_qt import __version__
from baccarat_qt.app import load_main


def test_main_window_shows_first_frame(qtbot: QtBot) -> None:
    """The main QML window loads and renders a frame."""
    engine = QQmlApplicationEngine()
    load_main(engine)
    roots = engine.rootObjects()
    assert roots, "the QML module did not load"
    window = roots[0]
    assert isinstance(window, QQuickWindow)
    if not window.isExposed():
        with qtbot.waitSignal(window.frameSwapped, timeout=10_000):
            window.show()
    image = window.grabWindow()
    assert image.width() >= 1024
    assert image.pixelColor(5, 5).green() > image.pixelColor(5, 5).red()
    window.close()
    engine.deleteLater()


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
