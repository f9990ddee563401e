"""Desktop manners: a second start brings the running game to the front, and the window comes back where it was.

Raising. The game that holds the one-game-at-a-time lock (``baccarat_qt.store.lock``)
also listens on a local socket (``QLocalServer``) in a folder only the user may enter, named for the data
folder. A second start that finds the lock taken connects to it
(``QLocalSocket``), says ``raise``, waits for ``ok`` and exits: the running game
shows its window (un-minimised), raises it and asks for the focus. The lock stays
the arbiter: the socket's name is only ever (re)created by the lock's holder, so a
socket file left by a killed game is removed without asking whose it is. The game starts
listening right after its first frame (:func:`baccarat_qt.desktop.manners.serve_window`).

Geometry. The window's size, position and state (normal, maximised, full screen)
are kept in the settings when the game quits and restored at the next start,
clamped to the screens present then (:func:`clamp_geometry`, a pure function).
"""

from __future__ import annotations

import contextlib
import logging
import os
import stat
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6 import QtCore
from PySide6.QtCore import QByteArray, QObject, QRect, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QWindow

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalSocket

__all__ = [
    "RAISE_REQUEST",
    "RaiseServer",
    "WindowKeeper",
    "ask_to_raise",
    "clamp_geometry",
    "private_folder",
    "server_name",
]

log = logging.getLogger(__name__)

RAISE_REQUEST = b"raise\n"
"""What a second start says to the running game."""
RAISE_DONE = b"ok\n"
"""What the running game answers once it has asked for its window to come forward."""
MAX_REQUEST = 64
"""The longest request read; a connection that sends more without a line end is closed."""
IDLE_MS = 2_000
"""A connection that has not asked within this time is closed."""
_REPLY_WAIT_MS = 3_000
"""How long a second start waits for the running game's answer (a game that hung does not answer)."""
MIN_VISIBLE = 120
"""Pixels of a restored window that must stay on a screen, each way, so it can be grabbed."""


def server_name(data_dir: Path) -> str:
    """The local socket's name: one per user and data folder (games on other folders do not meet).

    On POSIX it is a path in a folder only this user may enter (``$XDG_RUNTIME_DIR``,
    else ``<tmp>/baccarat-qt-<uid>`` made 0700): another user can neither take the
    name first nor connect to it. "" when no such folder can be had (then the game
    neither listens nor asks).
    """
    import hashlib  # here: after the first frame, or for a second start (OpenSSL's start is not the lobby's)

    uid = os.getuid() if hasattr(os, "getuid") else 0
    digest = hashlib.sha256(str(data_dir.resolve()).encode("utf-8", "surrogatepass")).hexdigest()[:16]
    if os.name != "posix":
        return f"baccarat-qt-{uid}-{digest}"
    folder = private_folder(uid)
    return str(folder / f"baccarat-qt-{digest}") if folder is not None else ""


def private_folder(uid: int) -> Path | None:
    """``$XDG_RUNTIME_DIR`` when it is this user's and closed to others, else a 0700 folder of its own."""
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if runtime and _private(Path(runtime), uid):
        return Path(runtime)
    folder = Path(tempfile.gettempdir()) / f"baccarat-qt-{uid}"
    with contextlib.suppress(FileExistsError, OSError):
        folder.mkdir(mode=0o700)
    return folder if _private(folder, uid) else None


def _private(folder: Path, uid: int) -> bool:
    try:
        status = os.lstat(folder)
    except OSError:
        return False
    return stat.S_ISDIR(status.st_mode) and status.st_uid == uid and status.st_mode & 0o077 == 0


def bring_forward(window: QWindow) -> None:
    """Show ``window`` un-minimised, on top, and ask for the focus."""
    states = window.windowStates()
    if states & QtCore.Qt.WindowState.WindowMinimized:
        window.setWindowStates(states & ~QtCore.Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.requestActivate()


class RaiseServer(QObject):
    """The running game's end of the socket: each ``raise`` brings its window forward."""

    raised = Signal()
    """A second start asked, and the window was brought forward."""

    def __init__(
        self, name: str, window: Callable[[], QWindow | None], parent: QObject | None = None
    ) -> None:
        # QtNetwork's classes are imported when first used, after the first frame: importing them
        # builds their 25 enums in Python, which the way to the first frame has no use for.
        from PySide6.QtNetwork import QLocalServer

        super().__init__(parent)
        self._window = window
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._accept)
        self.name = name

    def listen(self) -> bool:
        """Listen, after removing what a killed game left under the name (only the lock's holder calls this)."""
        if not self.name:
            return False
        from PySide6.QtNetwork import QLocalServer

        QLocalServer.removeServer(self.name)
        if not self._server.listen(self.name):
            log.warning("cannot listen on %s: %s", self.name, self._server.errorString())
            return False
        return True

    def close(self) -> None:
        """Stop listening (the game is quitting); the socket's file goes with it."""
        self._server.close()

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            socket.setReadBufferSize(MAX_REQUEST + 1)
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)
            QTimer.singleShot(IDLE_MS, socket, socket.abort)  # an idle connection is not kept

    def _read(self, socket: QLocalSocket) -> None:
        if not socket.canReadLine():
            if socket.bytesAvailable() > MAX_REQUEST:
                socket.abort()
            return
        request = bytes(socket.readLine().data())
        if request != RAISE_REQUEST:
            socket.disconnectFromServer()
            return
        window = self._window()
        if window is not None:
            bring_forward(window)
        socket.write(QByteArray(RAISE_DONE))
        socket.flush()
        socket.disconnectFromServer()
        self.raised.emit()


def ask_to_raise(name: str, *, wait_ms: int = _REPLY_WAIT_MS) -> bool:
    """Ask the game listening on ``name`` to come forward; True once it says it did."""
    from PySide6.QtNetwork import QLocalSocket

    if not name:
        return False
    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(wait_ms):
        return False
    socket.write(QByteArray(RAISE_REQUEST))
    if not socket.waitForBytesWritten(wait_ms):
        return False
    reply = b""
    while RAISE_DONE not in reply and socket.waitForReadyRead(wait_ms):
        reply += bytes(socket.readAll().data())
    socket.abort()
    return RAISE_DONE in reply


Rect = tuple[int, int, int, int]
"""x, y, width, height."""


def clamp_geometry(saved: Rect, screens: Sequence[Rect], minimum: tuple[int, int]) -> Rect:
    """Where a window saved at ``saved`` opens among ``screens`` (their available geometry).

    On the screen it overlaps most (the first one if none): no larger than that
    screen, no smaller than ``minimum`` (unless the screen is), and wholly on it.

    >>> clamp_geometry((100, 50, 1280, 800), [(0, 0, 1920, 1080)], (1024, 640))
    (100, 50, 1280, 800)
    >>> clamp_geometry((3000, 50, 1280, 800), [(0, 0, 1920, 1080)], (1024, 640))
    (640, 50, 1280, 800)
    >>> clamp_geometry((-40, -30, 5000, 300), [(0, 0, 1920, 1080), (1920, 0, 1280, 1024)], (1024, 640))
    (0, 0, 1920, 640)
    """
    if not screens:
        return saved
    x, y, width, height = saved

    def overlap(screen: Rect) -> int:
        sx, sy, sw, sh = screen
        dx = min(x + width, sx + sw) - max(x, sx)
        dy = min(y + height, sy + sh) - max(y, sy)
        return max(dx, 0) * max(dy, 0)

    sx, sy, sw, sh = max(screens, key=overlap) if any(overlap(s) for s in screens) else screens[0]
    width = min(max(width, minimum[0]), sw)
    height = min(max(height, minimum[1]), sh)
    x = min(max(x, sx), sx + sw - width)
    y = min(max(y, sy), sy + sh - height)
    return x, y, width, height


class WindowKeeper(QObject):
    """Restores the window's geometry and state at start; remembers them as the window changes.

    ``save`` receives ``((x, y, width, height), state)`` when the game quits. The
    geometry kept is the last one the window had in its normal state (a maximised
    window comes back maximised, and un-maximises to where it was).
    """

    def __init__(
        self,
        window: QWindow,
        saved: tuple[Rect | None, str],
        save: Callable[[Rect, str], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._window = window
        self._save = save
        rect, state = saved
        if rect is not None:
            screens = [_rect(s.availableGeometry()) for s in QGuiApplication.screens()]
            minimum = (window.minimumWidth(), window.minimumHeight())
            window.setGeometry(QRect(*clamp_geometry(rect, screens, minimum)))
        self._normal: Rect = _rect(window.geometry())
        # The window's states are read and set through QWindow's own calls (visibility(), showMaximized()):
        # windowStates() and setWindowStates() take PySide6's Qt namespace, which builds every enum in it
        # (about 15 ms), and the window moves as it is first shown, before the lobby's deck tiles.
        if state == "maximized":
            window.showMaximized()
        elif state == "fullscreen":
            window.showFullScreen()
        for changed in (window.xChanged, window.yChanged, window.widthChanged, window.heightChanged):
            changed.connect(self._moved)

    def _moved(self) -> None:
        shown = self._window.visibility()
        if shown == QWindow.Visibility.Windowed or (
            shown == QWindow.Visibility.Hidden
            and self._window.windowStates() == QtCore.Qt.WindowState.WindowNoState
        ):
            self._normal = _rect(self._window.geometry())

    def state(self) -> str:
        """ "normal", "maximized" or "fullscreen" (a minimised window counts as what it was)."""
        states = self._window.windowStates()
        if states & QtCore.Qt.WindowState.WindowFullScreen:
            return "fullscreen"
        if states & QtCore.Qt.WindowState.WindowMaximized:
            return "maximized"
        return "normal"

    def remember(self) -> None:
        """Save the window's geometry and state (the game is quitting)."""
        self._moved()
        self._save(self._normal, self.state())


def _rect(rect: QRect) -> Rect:
    return rect.x(), rect.y(), rect.width(), rect.height()
