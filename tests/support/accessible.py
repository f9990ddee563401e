"""The game as a screen reader and a keyboard player reach it in-process: its accessibles, the keyboard focus
and its ring, and the screens the accessibility tests start from."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable, Iterator

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface, QColor
from PySide6.QtQuick import QQuickItem
from pytestqt.qtbot import QtBot

from baccarat_qt.engine import TableKind
from baccarat_qt.store.leaderboard import Entry, Leaderboard, save_leaderboard
from baccarat_qt.store.storage import app_dirs
from tests.support.gui import App, start_app, walk

K = Qt.Key

FOCUS_COLOURS = (QColor("#ffe08a"), QColor("#ffd54a"))
"""Theme.focus in the normal theme, and the squeezable card's own ring."""


def read_aloud(qtbot: QtBot) -> Iterator[App]:
    """The game with one score already in the top five, started as a player starts it, with Qt's accessibility
    on as a running screen reader turns it (Qt names dialogs only then). A file takes it as its ``app``:
    ``app = pytest.fixture(name="app")(read_aloud)``."""
    QAccessible.setActive(True)
    try:
        board = Leaderboard([Entry("Carmen", 81_250, TableKind.CLASSIC, dt.date(2026, 11, 2))])
        save_leaderboard(app_dirs().data, board)
        running = start_app(qtbot)
        yield running
        running.close()
    finally:
        QAccessible.setActive(False)


def tree(app: App) -> list[QAccessibleInterface]:
    """What a screen reader can reach in the window: every shown accessible."""
    root = QAccessible.queryAccessibleInterface(app.window)
    assert root is not None
    return [iface for iface in walk(root) if not iface.state().invisible]


def name(iface: QAccessibleInterface) -> str:
    """What a screen reader says an accessible is called."""
    return iface.text(QAccessible.Text.Name)


CARD_NAME = re.compile(r"(?:card|squeeze)_(\d)")
"""objectName of a card on the table (the delegate) or of the squeezable card in it."""


def to_betting(app: App) -> None:
    """Sat down, with 100 on JUGADOR and 100 on EMPATE."""
    app.sit_down()
    app.key(K.Key_3)
    app.key(K.Key_J)
    app.key(K.Key_E)


def open_dialog(opener: str, dialog: str) -> Callable[[App], None]:
    """A screen's way in: click ``opener`` and wait for ``dialog``'s CERRAR."""

    def run(app: App) -> None:
        app.click(opener)
        app.qtbot.waitUntil(lambda: app.exists(dialog + "Close"))

    return run


def focus(app: App) -> QQuickItem:
    """The item with the keyboard focus: never none, always shown."""
    item = app.window.activeFocusItem()
    assert item is not None, "the focus was lost"
    assert item.isVisible(), f"the focus is on a hidden item {item.objectName()!r}"
    return item


def focus_name(app: App) -> str:
    """The objectName of the focused item or of its nearest named ancestor; "card_N" for a card."""
    item: QQuickItem | None = focus(app)
    while item is not None and not item.objectName():
        item = item.parentItem()
    if item is None:
        return ""
    match = CARD_NAME.fullmatch(item.objectName())
    return f"card_{match[1]}" if match else item.objectName()


def assert_focus_ring(app: App) -> None:
    """Pixels of the focus colour are drawn around the focused item."""
    item = focus(app)
    rect = item.mapRectToScene(QRectF(0, 0, item.width(), item.height())).adjusted(-8, -8, 8, 8)
    image = app.window.grabWindow()
    ring = 0
    left, top = max(0, int(rect.left())), max(0, int(rect.top()))
    right, bottom = min(image.width(), int(rect.right())), min(image.height(), int(rect.bottom()))
    for y in range(top, bottom, 2):
        for x in range(left, right, 2):
            c = image.pixelColor(x, y)
            if any(
                abs(c.red() - f.red()) <= 10
                and abs(c.green() - f.green()) <= 10
                and abs(c.blue() - f.blue()) <= 10
                for f in FOCUS_COLOURS
            ):
                ring += 1
    assert ring >= 12, f"no focus ring around {focus_name(app)!r} ({ring} pixels)"


def tab_to(app: App, target: str, *, back: bool = False, limit: int = 40) -> None:
    """Press Tab (or Shift+Tab) until ``target`` has the focus."""
    for _ in range(limit):
        if focus_name(app) == target:
            return
        if back:
            app.key(K.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
        else:
            app.key(K.Key_Tab)
    raise AssertionError(f"Tab never reached {target!r}; the focus is on {focus_name(app)!r}")
