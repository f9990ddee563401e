"""The smoke hook (``$BACCARAT_QT_SMOKE``): report the first frame and quit.

Packaging tests and the bundle benchmark start the real program with it; a
player never sets it, so the game imports this module only when it is set.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, Qt, QTimer, Slot
from PySide6.QtGui import QGuiApplication, QImageWriter
from PySide6.QtQuick import QQuickWindow

from baccarat_qt.boundary.enums import Screen
from baccarat_qt.words.language import TRANSLATION

__all__ = ["SMOKE_TIMEOUT_MS", "SmokeProbe"]

SMOKE_TIMEOUT_MS = 60_000
"""Quit with exit code 3 if no frame was shown by then."""


class SmokeProbe(QObject):
    """After the first frame: save it as PNG, print what it shows, quit (``$BACCARAT_QT_SMOKE``)."""

    def __init__(
        self,
        window: QQuickWindow,
        target: Path,
        *,
        started: float,
        loaded: float,
        notice: Callable[[], str] | None = None,
    ) -> None:
        """``notice`` reads the file notices the game shows (none on the "already open" window)."""
        super().__init__(window)
        self._window = window
        self._notice = notice
        self._target = target
        self._started = started
        self._loaded = loaded
        self._done = False
        self._swapped: list[tuple[float, float]] = []
        # Noted on the render thread as the first swap returns; the grab waits for the GUI thread.
        window.frameSwapped.connect(self._note_swap, Qt.ConnectionType.DirectConnection)
        window.frameSwapped.connect(self._on_frame_swapped, Qt.ConnectionType.QueuedConnection)
        QTimer.singleShot(SMOKE_TIMEOUT_MS, self._on_timeout)

    def _note_swap(self) -> None:
        if not self._swapped:
            self._swapped.append((time.perf_counter(), time.time()))

    @Slot()
    def _on_frame_swapped(self) -> None:
        if self._done:  # frames swapped before the first queued call arrived
            return
        self._done = True
        shown, shown_at = self._swapped[0] if self._swapped else (time.perf_counter(), time.time())
        image = self._window.grabWindow()
        saved = QImageWriter(str(self._target), QByteArray(b"png")).write(image)
        screen = self._window.property("currentScreen")  # a Night.Screen; absent on the "already open" window
        report = {
            "window": self._window.objectName(),
            "screen": Screen(screen).name.lower() if isinstance(screen, int) else None,
            "title": self._window.title(),
            "icon_sizes": sorted(size.width() for size in QGuiApplication.windowIcon().availableSizes()),
            "width": image.width(),
            "height": image.height(),
            "image": str(self._target),
            "qml_loaded_ms": round((self._loaded - self._started) * 1000, 1),
            "first_frame_ms": round((shown - self._started) * 1000, 1),
            "first_frame_at": shown_at,
            "notice": self._notice() if self._notice is not None else None,
            "geometry": [self._window.x(), self._window.y(), self._window.width(), self._window.height()],
            "maximized": bool(self._window.windowStates() & Qt.WindowState.WindowMaximized),
            "fullscreen": bool(self._window.windowStates() & Qt.WindowState.WindowFullScreen),
            "language": TRANSLATION.language,
        }
        print(json.dumps(report, ensure_ascii=False), flush=True)
        QCoreApplication.exit(0 if saved else 2)

    @Slot()
    def _on_timeout(self) -> None:
        print(f"BACCARAT_QT_SMOKE: no frame after {SMOKE_TIMEOUT_MS} ms", file=sys.stderr, flush=True)
        QCoreApplication.exit(3)
