"""What ``benchmarks/bench_squeeze.py`` measures in: the real game at its table, and a bare window.

:class:`Table` starts the game as ``baccarat-qt`` starts it, sits down and deals a hand;
:func:`bare_phases` measures a bare window of the same size (the rail's colour and one card,
then the felt alone), the bound llvmpipe sets on any window of that size.
Not a benchmark of its own (``run_all.py --quick`` imports it and it exits at once).
"""

from __future__ import annotations

import math
import sys
from collections.abc import Iterator

from PySide6.QtCore import QPointF
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuick import QQuickItem, QQuickWindow
from PySide6.QtTest import QTest

from _frame_clock import FrameClock, measure, wait_until


class Table:
    """The real game, sat at the table with a hand dealt."""

    def __init__(self) -> None:
        from baccarat_qt.boundary.context import Context
        from baccarat_qt.desktop.app import launch

        self.app, self.engine = launch([sys.argv[0]])
        window = self.engine.rootObjects()[0]
        assert isinstance(window, QQuickWindow), "the game's window did not load"
        self.window = window
        context = self.engine.findChild(Context)
        assert isinstance(context, Context)
        self.context = context
        self.clock = FrameClock(window)
        window.show()
        wait_until(lambda: bool(self.clock.times), what="the first frame")
        # The lobby's deck tiles are built after its first frame; sitting down before they are in place
        # would cut that short (Qt warns: "Object or context destroyed during incubation").
        wait_until(lambda: self.loaded("deckChooserLoader"), what="the lobby's deck tiles")
        context.night.startNight()
        wait_until(lambda: self.find("dealButton") is not None, what="the table")

    def items(self) -> Iterator[QQuickItem]:
        stack = [self.window.contentItem()]
        while stack:
            item = stack.pop()
            yield item
            stack.extend(item.childItems())

    def find(self, name: str) -> QQuickItem | None:
        """The visible item with this objectName, if any."""
        return next((i for i in self.items() if i.objectName() == name and i.isVisible()), None)

    def loaded(self, name: str) -> bool:
        """Whether the named Loader has its item."""
        loader = self.find(name)
        return loader is not None and loader.property("item") is not None

    def resize(self, width: int, height: int) -> None:
        self.window.resize(width, height)
        wait_until(lambda: self.window.contentItem().width() == width, what=f"the window at {width}x{height}")
        QTest.qWait(300)  # the layout settles

    def first_face_up(self) -> bool:
        """Whether the hand's first card is open."""
        model = self.context.hand.cards
        role = next(int(k) for k, v in model.roleNames().items() if bytes(v.data()) == b"faceUp")
        return model.rowCount() > 0 and bool(model.data(model.index(0), role))

    def card(self) -> QQuickItem:
        """The first card, face down and landed in its place (a new hand is dealt when there is none)."""
        from baccarat_qt.boundary.enums import Phase

        if self.context.table.phase != Phase.Revealing or self.first_face_up():
            self.deal()
        card = self.find("card_0")
        assert card is not None
        return card

    def deal(self) -> None:
        """A chip on BANCA and REPARTIR, the last hand opened to its end first; wait until the cards land."""
        from baccarat_qt.boundary.enums import Phase

        hand, table = self.context.hand, self.context.table
        while table.phase == Phase.Revealing:
            hand.openAll()
        wait_until(lambda: table.phase == Phase.Betting, what="the next hand's bets")
        table.placeChip("banker")
        hand.deal()

        def landed() -> bool:
            cards = [i for i in self.items() if i.objectName().startswith("card_")]
            return len(cards) >= 4 and all(i.property("arrived") for i in cards)

        wait_until(landed, what="the cards landed")
        QTest.qWait(200)

    def close(self) -> None:
        self.window.close()
        self.engine.deleteLater()
        QTest.qWait(50)


BARE_QML = b"""
import QtQuick
Window {
    id: root
    property bool felt: false
    color: "#3b2314"
    Rectangle {
        anchors.fill: parent
        anchors.margins: 10
        visible: root.felt
        radius: 28
        border.color: "#d8b45a"
        border.width: 2
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#0d5c3a" }
            GradientStop { position: 1.0; color: "#084129" }
        }
    }
    Rectangle { objectName: "card"; width: 94; height: 131; radius: 5; color: "#f5f0e0" }
}
"""
"""The bound a window of this size sets on llvmpipe (the colours are Theme.qml's): the rail's colour and
one card-sized rectangle that follows the pointer (``bare``), and the same over one window-sized felt
(``felt``: the table's felt alone, a gradient with a rounded border)."""


def bare_phases(size: tuple[int, int], seconds: float) -> dict[str, dict[str, float]]:
    """The bare window at ``size``, then with the felt, the pointer moving every frame as in ``phases``."""
    engine = QQmlApplicationEngine()
    engine.loadData(BARE_QML)
    window = engine.rootObjects()[0]
    assert isinstance(window, QQuickWindow)
    card = window.findChild(QQuickItem, "card")
    assert card is not None
    clock = FrameClock(window)
    window.resize(*size)
    window.show()
    wait_until(lambda: bool(clock.times) and window.width() == size[0], what="the bare window")
    QTest.qWait(300)

    def move(t: float) -> None:
        point = QPointF(size[0] / 2 + size[0] / 4 * math.sin(6.3 * t), size[1] / 2 + size[1] / 8 * t)
        QTest.mouseMove(window, point.toPoint())
        card.setPosition(point)
        window.update()

    result = {"bare": measure(clock, seconds, move)}
    window.setProperty("felt", True)
    QTest.qWait(100)
    result["felt"] = measure(clock, seconds, move)
    window.close()
    engine.deleteLater()
    QTest.qWait(50)
    return result
