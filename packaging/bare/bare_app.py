"""The bare reference app of the bundle benchmarks: Python, Qt Quick and one QML window, nothing else.

It starts the way the game does (Basic style, ``loadFromModule``) and, with
``BACCARAT_QT_SMOKE=path.png``, does what the game's smoke hook does: after the
first frame it saves the window to the PNG, prints one JSON line and quits.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, Qt, Slot
from PySide6.QtGui import QGuiApplication, QImageWriter
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuick import QQuickWindow
from PySide6.QtQuickControls2 import QQuickStyle


class _Probe(QObject):
    def __init__(self, window: QQuickWindow, target: Path, *, started: float, loaded: float) -> None:
        super().__init__(window)
        self._window = window
        self._target = target
        self._started = started
        self._loaded = loaded
        self._done = False
        self._swapped: list[tuple[float, float]] = []
        # Noted on the render thread as the first swap returns; the grab waits for the GUI thread.
        window.frameSwapped.connect(self._note_swap, Qt.ConnectionType.DirectConnection)
        window.frameSwapped.connect(self._on_frame_swapped, Qt.ConnectionType.QueuedConnection)

    def _note_swap(self) -> None:
        if not self._swapped:
            self._swapped.append((time.perf_counter(), time.time()))

    @Slot()
    def _on_frame_swapped(self) -> None:
        if self._done:
            return
        self._done = True
        shown, shown_at = self._swapped[0] if self._swapped else (time.perf_counter(), time.time())
        image = self._window.grabWindow()
        saved = QImageWriter(str(self._target), QByteArray(b"png")).write(image)
        report = {
            "window": self._window.objectName(),
            "width": image.width(),
            "height": image.height(),
            "qml_loaded_ms": round((self._loaded - self._started) * 1000, 1),
            "first_frame_ms": round((shown - self._started) * 1000, 1),
            "first_frame_at": shown_at,
        }
        print(json.dumps(report), flush=True)
        QCoreApplication.exit(0 if saved else 2)


def main() -> int:
    """Show the window; returns the exit code."""
    started = time.perf_counter()
    QQuickStyle.setStyle("Basic")
    app = QGuiApplication(sys.argv)
    engine = QQmlApplicationEngine()
    here = Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parent))
    engine.addImportPath(str(here / "ui"))
    engine.loadFromModule("Bare", "Main")
    if not engine.rootObjects():
        return 1
    window = engine.rootObjects()[0]
    smoke = os.environ.get("BACCARAT_QT_SMOKE")
    if smoke and isinstance(window, QQuickWindow):
        _probe = _Probe(window, Path(smoke), started=started, loaded=time.perf_counter())
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
