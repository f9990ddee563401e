"""Where things are in the game's window: an item's rectangle, the window resized, the layouts settled."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtQuick import QQuickItem

from tests.support.frames import wait_frames
from tests.support.gui import App

TOP_BAR = [
    "balance",
    "totalBet",
    "tableTitle",
    "historyButton",
    "tablePreferencesButton",
    "helpButton",
    "leaveButton",
]
"""The objectNames of the top bar's texts and buttons at the table."""

SIZES = [(1280, 800), (1024, 640), (800, 600)]
"""The window sizes a newcomer's table is tried at: the default, and two small ones."""


def rect(item: QQuickItem) -> QRectF:
    """An item's rectangle in the window."""
    return QRectF(item.mapToScene(QPointF(0, 0)), item.mapToScene(QPointF(item.width(), item.height())))


def resize(app: App, width: int, height: int) -> None:
    """Give the window this size and wait until the scene has it."""
    app.window.resize(width, height)
    app.qtbot.waitUntil(
        lambda: (app.window.contentItem().width(), app.window.contentItem().height()) == (width, height),
        timeout=3_000,
    )


def settle(app: App) -> None:
    """Wait for two frames drawn after now: the layouts have placed everything by then."""
    wait_frames(app.qtbot, app.window)
