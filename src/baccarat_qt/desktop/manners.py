"""What the game's window is given once loaded: its place kept and a clean ending on every signal
(before the first frame: a robot or a script may end the game that early), and after the first
frame an answer to a second start (see :mod:`.window` and :mod:`.ending`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QGuiApplication, QWindow
from PySide6.QtQml import QQmlApplicationEngine, QQmlEngine

from baccarat_qt.desktop.ending import end_cleanly
from baccarat_qt.desktop.window import RaiseServer, WindowKeeper

if TYPE_CHECKING:
    from baccarat_qt.boundary.context import Context

__all__ = ["keep_window", "serve_window"]


def keep_window(app: QGuiApplication, engine: QQmlEngine) -> None:
    """The game's window in ``engine``: restored where it was (before its first frame), remembered at quit;
    every ending, SIGTERM and SIGINT included, closes its database."""
    found = _game_window(engine)
    if found is None:
        return
    window, context = found
    preferences = context.preferences
    saved = (preferences.settings.window, preferences.settings.window_state)
    keeper = WindowKeeper(window, saved, preferences.remember_window, engine)
    app.aboutToQuit.connect(keeper.remember)
    end_cleanly(app, context.seat.close)


def serve_window(app: QGuiApplication, engine: QQmlEngine, name: str | None) -> None:
    """After the first frame: the window is brought forward when a second start asks.

    ``name``: the socket to listen on for a second start's ``raise`` (None: the game runs without the lock,
    and so neither listens nor clears the name).
    """
    found = _game_window(engine)
    if found is None:
        return
    window, _context = found
    if name is not None:  # only the lock's holder listens (and so may clear a killed game's socket)
        server = RaiseServer(name, lambda: window, engine)
        if server.listen():
            app.aboutToQuit.connect(server.close)


def _game_window(engine: QQmlEngine) -> tuple[QWindow, Context] | None:
    from baccarat_qt.boundary.context import Context

    roots = engine.rootObjects() if isinstance(engine, QQmlApplicationEngine) else []
    context = engine.findChild(Context)
    if not roots or not isinstance(roots[0], QWindow) or not isinstance(context, Context):
        return None
    return roots[0], context
