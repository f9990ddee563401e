"""Every way the game ends goes through the application's quit: the window closed, Quit, SIGTERM, SIGINT.

On quit (``aboutToQuit``) the game's database is checkpointed and closed, so
that ``history.sqlite3`` alone holds everything once the game is gone. A
signal does not interrupt Qt's event loop by itself (Python runs its handlers
only between bytecodes): its number is written to a socket pair
(``signal.set_wakeup_fd``) that a ``QSocketNotifier`` watches, and the loop
quits as for any other ending. A second SIGINT or SIGTERM while quitting does
the default thing.
"""

from __future__ import annotations

import contextlib
import signal
import socket
from collections.abc import Callable

from PySide6.QtCore import QObject, QSocketNotifier
from PySide6.QtGui import QGuiApplication

__all__ = ["ENDING_SIGNALS", "end_cleanly"]

ENDING_SIGNALS = (signal.SIGTERM, signal.SIGINT)


class _SignalWatch(QObject):
    """Quits the application when one of :data:`ENDING_SIGNALS` arrives."""

    def __init__(self, app: QGuiApplication) -> None:
        super().__init__(app)
        self._app = app
        self._read, self._write = socket.socketpair()
        self._read.setblocking(False)
        self._write.setblocking(False)
        signal.set_wakeup_fd(self._write.fileno(), warn_on_full_buffer=False)
        for number in ENDING_SIGNALS:
            signal.signal(number, lambda *_: None)  # the wake-up byte does the work, on the GUI thread
        self._notifier = QSocketNotifier(self._read.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._woken)
        app.aboutToQuit.connect(self._restore)

    def _woken(self) -> None:
        with contextlib.suppress(OSError):
            received = self._read.recv(64)
            if any(number in received for number in ENDING_SIGNALS):
                self._app.quit()

    def _restore(self) -> None:
        for number in ENDING_SIGNALS:
            signal.signal(number, signal.SIG_DFL)


def end_cleanly(app: QGuiApplication, close: Callable[[], None]) -> None:
    """Run ``close`` (the database folded and closed) on every ending, signals included."""
    app.aboutToQuit.connect(close)
    with contextlib.suppress(ValueError, OSError):  # not the main thread, no socket pair: quit still closes
        _SignalWatch(app)
