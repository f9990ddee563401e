"""Every way the game ends goes through the application's quit: the window closed, Quit, SIGTERM, SIGINT.

On quit (``aboutToQuit``) the game's database is checkpointed and closed, so
that ``history.sqlite3`` alone holds everything once the game is gone. A
signal does not interrupt Qt's event loop by itself (Python runs its handlers
only between bytecodes): its number is written to a pipe (on Windows, where
only a socket will do, a socket pair: ``signal.set_wakeup_fd``) that a ``QSocketNotifier`` watches, and the loop
quits as for any other ending. A second SIGINT or SIGTERM while quitting does
the default thing.
"""

from __future__ import annotations

import contextlib
import os
import signal
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSocketNotifier
from PySide6.QtGui import QGuiApplication

if TYPE_CHECKING:
    import io
    import socket

__all__ = ["ENDING_SIGNALS", "end_cleanly"]

ENDING_SIGNALS = (signal.SIGTERM, signal.SIGINT)


class _SignalWatch(QObject):
    """Quits the application when one of :data:`ENDING_SIGNALS` arrives."""

    def __init__(self, app: QGuiApplication) -> None:
        super().__init__(app)
        self._app = app
        self._ends, self._receive = _wake_up_ends()
        signal.set_wakeup_fd(self._ends[1].fileno(), warn_on_full_buffer=False)
        for number in ENDING_SIGNALS:
            signal.signal(number, lambda *_: None)  # the wake-up byte does the work, on the GUI thread
        self._notifier = QSocketNotifier(self._ends[0].fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._woken)
        app.aboutToQuit.connect(self._restore)

    def _woken(self) -> None:
        with contextlib.suppress(OSError):
            received = self._receive(64)
            if received and any(number in received for number in ENDING_SIGNALS):
                self._app.quit()

    def _restore(self) -> None:
        for number in ENDING_SIGNALS:
            signal.signal(number, signal.SIG_DFL)


def _wake_up_ends() -> tuple[tuple[io.FileIO | socket.socket, ...], Callable[[int], bytes | None]]:
    """The wake-up fd's two ends, non-blocking (closed with their objects), and how to read the first: a
    pipe (``socket``, and the ``selectors`` it imports, are not the lobby's), a socket pair where only a
    socket will do."""
    if os.name == "posix":
        read, write = os.pipe()
        for end in (read, write):
            os.set_blocking(end, False)
        pipe = open(read, "rb", buffering=0), open(write, "wb", buffering=0)  # noqa: SIM115
        ends: tuple[io.FileIO | socket.socket, ...] = pipe
        receive: Callable[[int], bytes | None] = pipe[0].read
    else:
        import socket

        ends = pair = socket.socketpair()
        for side in pair:
            side.setblocking(False)
        receive = pair[0].recv
    return ends, receive


def end_cleanly(app: QGuiApplication, close: Callable[[], None]) -> None:
    """Run ``close`` (the database folded and closed) on every ending, signals included."""
    app.aboutToQuit.connect(close)
    with contextlib.suppress(ValueError, OSError):  # not the main thread, no pipe: quit still closes
        _SignalWatch(app)
