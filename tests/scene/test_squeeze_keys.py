"""The squeeze by the keyboard and by a screen reader, judged by its pixels on Xvfb's real shaders.

On the squeeze harness (``tests/support/squeeze.py``): with the card focused an arrow
lifts that edge a step at a time, Enter opens it and Escape lets it fall; enough
presses reach the reveal point; a card that is not interactive answers neither the
pointer nor the keys; a screen reader sees a button whose press action opens it.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from tests.support.squeeze import Table, squeeze_table

table = pytest.fixture(name="table")(squeeze_table)
"""The harness, shown and active, with the test art."""


def test_arrow_keys_lift_that_edge_and_enter_opens(table: Table) -> None:
    """With the card focused, an arrow lifts its edge a step at a time; Enter opens it."""
    table.focus()
    QTest.keyClick(table.window, Qt.Key.Key_Up)
    assert table.prop("startedCount") == 1
    table.qtbot.waitUntil(lambda: table.card.property("peelProgress") > 0.05, timeout=2000)
    first = table.card.property("peelProgress")
    QTest.keyClick(table.window, Qt.Key.Key_Up)
    table.qtbot.waitUntil(lambda: table.card.property("peelProgress") > first * 1.5, timeout=2000)
    shown = table.pixels()
    _, y, _, h = table.rect()
    assert shown.face and all(py < y + h / 2 for _, py in shown.face)
    with table.qtbot.waitSignal(table.open_requested, timeout=2000):
        QTest.keyClick(table.window, Qt.Key.Key_Return)
    table.wait_face_up()


def test_arrow_keys_reach_the_reveal_point(table: Table) -> None:
    """Enough presses of one arrow pull the card past the reveal point; Escape before that lets it fall."""
    table.focus()
    QTest.keyClick(table.window, Qt.Key.Key_Left)
    QTest.keyClick(table.window, Qt.Key.Key_Escape)
    table.wait_settled()
    assert table.prop("openCount") == 0
    with table.qtbot.waitSignal(table.open_requested, timeout=3000):
        for _ in range(6):
            QTest.keyClick(table.window, Qt.Key.Key_Left)
    table.wait_face_up()


def test_not_interactive_ignores_pointer_and_keys(table: Table) -> None:
    """A card that is not interactive does not bend, open or announce a squeeze."""
    table.card.setProperty("interactive", False)
    table.drag(table.point(0.98, 0.5), table.point(0.3, 0.5))
    table.window.requestActivate()
    table.qtbot.waitUntil(table.window.isActive, timeout=5000)
    QTest.keyClick(table.window, Qt.Key.Key_Right)
    QTest.keyClick(table.window, Qt.Key.Key_Space)
    assert table.prop("startedCount") == 0 and table.prop("openCount") == 0
    assert not table.pixels().face


def test_card_is_an_accessible_button_that_opens(table: Table) -> None:
    """Screen readers see a button with the card's name whose press action asks to open it."""
    root = QAccessible.queryAccessibleInterface(table.window)
    assert root is not None
    stack, button = [root], None
    while stack:
        node = stack.pop()
        if node.role() == QAccessible.Role.Button and "Carta" in node.text(QAccessible.Text.Name):
            button = node
            break
        stack.extend(node.child(i) for i in range(node.childCount()))
    assert button is not None
    with table.qtbot.waitSignal(table.open_requested, timeout=2000):
        action = button.actionInterface()
        assert action is not None
        action.doAction(action.pressAction())
