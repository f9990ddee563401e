"""What the tools share: the repository's root, this tree's game first on the import path, a window to drive.

Every tool runs as ``python tools/<name>.py``, so this folder is on the import
path and ``from _support import ROOT`` works from any of them. Importing this
module puts this tree's ``src/`` before any installed copy of the game. Qt is
imported only by the helpers that drive a window.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtQml import QQmlApplicationEngine
    from PySide6.QtQuick import QQuickItem, QQuickWindow

    from baccarat_qt.boundary.context import Context, ShoeFactory

__all__ = ["ROOT", "SRC", "close_game", "find", "lobby_whole", "open_game", "wait", "wait_until"]

ROOT = Path(__file__).resolve().parent.parent
"""The repository."""
SRC = ROOT / "src"
"""This tree's ``baccarat_qt``."""
if str(SRC) not in sys.path:
    sys.path.insert(0, str(SRC))


def wait(ms: int) -> None:
    """Let the window run (animations, layout) for ``ms`` milliseconds."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def find(window: QQuickWindow, name: str) -> QQuickItem:
    """A visible item by objectName."""
    stack = [window.contentItem()]
    while stack:
        item = stack.pop()
        if item.objectName() == name and item.isVisible():
            return item
        stack.extend(item.childItems())
    raise LookupError(name)


def lobby_whole(window: QQuickWindow) -> bool:
    """The lobby's deck tiles are built (after its first frame), faded in, and their card pictures decoded
    (an Image's ``status`` has no Python converter: its progress and painted size tell)."""
    from PySide6.QtQuick import QQuickItem

    try:
        loader = find(window, "deckChooserLoader")
    except LookupError:
        return False
    tiles = loader.property("item")
    if not isinstance(tiles, QQuickItem) or tiles.opacity() < 1:
        return False
    stack, images = [tiles], 0
    while stack:
        item = stack.pop()
        if item.inherits("QQuickImage"):
            images += 1
            if item.property("progress") < 1 or item.property("paintedWidth") <= 0:
                return False
        stack.extend(item.childItems())
    return images > 0


def wait_until(done: Callable[[], bool], what: str, timeout_ms: int = 20_000) -> None:
    """Let the window run until ``done()`` holds, looking every 20 ms (RuntimeError naming ``what`` after
    ``timeout_ms``): a picture waits for what it shows, however busy the machine."""
    from PySide6.QtCore import QDeadlineTimer

    deadline = QDeadlineTimer(timeout_ms)
    while not done():
        if deadline.hasExpired():
            raise RuntimeError(f"timed out waiting for {what}")
        wait(20)


def open_game(
    size: str, *, new_shoe: ShoeFactory, language: str | None = None, any_size: bool = False
) -> tuple[QQmlApplicationEngine, QQuickWindow, Context]:
    """The game's window at ``size`` ("1280x800"), shown, its night's shoes from ``new_shoe``.

    ``language``: set it in the preferences ("es", "en"). ``any_size``: lower the window's
    own minimum to ``size`` first, to show a size a window manager may give it.
    """
    from PySide6.QtCore import QSize
    from PySide6.QtQml import QQmlApplicationEngine
    from PySide6.QtQuick import QQuickWindow

    from baccarat_qt.boundary.context import Context
    from baccarat_qt.desktop.app import load_main

    width, height = (int(v) for v in size.split("x"))
    engine = QQmlApplicationEngine()
    load_main(engine, new_shoe=new_shoe)
    window = engine.rootObjects()[0]
    assert isinstance(window, QQuickWindow)
    if any_size:
        window.setMinimumSize(window.minimumSize().boundedTo(QSize(width, height)))
    window.resize(width, height)
    window.show()
    game = engine.findChild(Context)
    assert isinstance(game, Context)
    if language is not None:
        game.preferences.setLanguage(language)
    return engine, window, game


def close_game(engine: QQmlApplicationEngine, window: QQuickWindow) -> None:
    """Close the window and let its engine go."""
    window.close()
    engine.deleteLater()
    wait(100)
