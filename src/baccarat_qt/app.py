"""Start the game: the Qt application, the QML engine and the main window."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, Qt, QTimer, Slot
from PySide6.QtGui import QGuiApplication, QIcon, QImageWriter
from PySide6.QtQml import QQmlApplicationEngine

from baccarat_qt import __version__
from baccarat_qt.paths import resources_dir, ui_dir

if TYPE_CHECKING:
    from PySide6.QtQuick import QQuickWindow

__all__ = [
    "APP_ID",
    "QML_MODULE",
    "SMOKE_ENV",
    "TEST_SHOE_ENV",
    "configure_application",
    "load_main",
    "main",
    "set_window_icon",
]

QML_MODULE = "Baccarat"
"""The QML module under ``ui/`` that holds the game's screens."""

ORGANIZATION = "BaccaratQt"
APPLICATION = "baccarat-qt"
APP_ID = "io.github.baccarat_qt.BaccaratQt"
"""Reverse-DNS id: the ``.desktop`` file, the AppStream metainfo and the installed icon are named for it."""
SMOKE_ENV = "BACCARAT_QT_SMOKE"
"""Set to a PNG path: save the first frame there, print one JSON line about it, and quit (packaging tests)."""
_SMOKE_TIMEOUT_MS = 60_000
TEST_SHOE_ENV = "BACCARAT_QT_TEST_SHOE"
"""TEST ONLY: card codes ("2S 4H 3D KC") every shoe of the run deals first, then deck order.

Out-of-process tests (AT-SPI, Orca) need known cards; a player never sets it.
"""


def configure_application() -> None:
    """Names and style; call before the QGuiApplication exists."""
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)
    QCoreApplication.setApplicationVersion(__version__)
    QGuiApplication.setApplicationDisplayName("Baccarat")
    QGuiApplication.setDesktopFileName(APP_ID)
    # The Basic style, which our controls restyle; set by environment rather than
    # QQuickStyle so that start-up does not import the QtQuickControls2 bindings.
    os.environ["QT_QUICK_CONTROLS_STYLE"] = "Basic"


def set_window_icon(app: QGuiApplication) -> None:
    """Give every window the game's icon (PNG sizes from ``resources/icons``); needs the app instance."""
    icon = QIcon()
    for png in sorted((resources_dir() / "icons").glob("baccarat-qt-*.png")):
        icon.addFile(str(png))
    app.setWindowIcon(icon)


class _SmokeProbe(QObject):
    """After the first frame: save it as PNG, print what it shows, quit (``$BACCARAT_QT_SMOKE``)."""

    def __init__(self, window: QQuickWindow, target: Path, *, started: float, loaded: float) -> None:
        super().__init__(window)
        self._window = window
        self._target = target
        self._started = started
        self._loaded = loaded
        self._done = False
        window.frameSwapped.connect(self._on_frame_swapped, Qt.ConnectionType.QueuedConnection)
        QTimer.singleShot(_SMOKE_TIMEOUT_MS, self._on_timeout)

    @Slot()
    def _on_frame_swapped(self) -> None:
        if self._done:  # frames swapped before the first queued call arrived
            return
        self._done = True
        shown = time.perf_counter()
        image = self._window.grabWindow()
        saved = QImageWriter(str(self._target), QByteArray(b"png")).write(image)
        screen = self._window.property("currentScreen")
        report = {
            "window": self._window.objectName(),
            "screen": screen if isinstance(screen, str) else None,
            "title": self._window.title(),
            "width": image.width(),
            "height": image.height(),
            "image": str(self._target),
            "qml_loaded_ms": round((self._loaded - self._started) * 1000, 1),
            "first_frame_ms": round((shown - self._started) * 1000, 1),
        }
        print(json.dumps(report, ensure_ascii=False), flush=True)
        QCoreApplication.exit(0 if saved else 2)

    @Slot()
    def _on_timeout(self) -> None:
        print(f"{SMOKE_ENV}: no frame after {_SMOKE_TIMEOUT_MS} ms", file=sys.stderr, flush=True)
        QCoreApplication.exit(3)


def load_main(engine: QQmlApplicationEngine) -> None:
    """Register the Python types and load the main window into ``engine``."""
    from baccarat_qt import controller

    del controller  # imported for its @QmlElement registrations
    engine.addImportPath(str(ui_dir()))
    engine.loadFromModule(QML_MODULE, "Main")


def _use_test_shoe() -> None:
    """Deal the cards in ``$BACCARAT_QT_TEST_SHOE`` first (tests only; see TEST_SHOE_ENV)."""
    codes = os.environ.get(TEST_SHOE_ENV, "").split()
    if not codes:
        return
    from baccarat_qt.controller import Game
    from baccarat_qt.engine.shoe import Shoe, scripted

    shuffler = scripted(codes)
    Game.shoe_factory = lambda: Shoe(shuffler=shuffler)
    print(f"{TEST_SHOE_ENV}: scripted shoe for tests", file=sys.stderr, flush=True)


def _parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="baccarat-qt", description="Baccarat Punto Banco con squeeze.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    args, _qt_args = parser.parse_known_args(list(argv[1:]))
    return args


def main(argv: Sequence[str] | None = None) -> int:
    """Run the game; returns the process exit code."""
    started = time.perf_counter()
    argv = list(sys.argv if argv is None else argv)
    _parse_args(argv)
    configure_application()
    app = QGuiApplication(argv)
    set_window_icon(app)
    _use_test_shoe()
    engine = QQmlApplicationEngine()
    load_main(engine)
    if not engine.rootObjects():
        return 1
    smoke = os.environ.get(SMOKE_ENV)
    if smoke:
        from PySide6.QtQuick import QQuickWindow  # only the smoke probe needs it

        window = engine.rootObjects()[0]
        if not isinstance(window, QQuickWindow):
            return 4
        _probe = _SmokeProbe(window, Path(smoke), started=started, loaded=time.perf_counter())
    return app.exec()
