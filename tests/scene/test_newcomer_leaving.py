"""The table as a newcomer meets it (issue 18), leaving: RETIRARSE asks first, by keys and by a screen reader's
actions; and the lobby shows the table of the night still waiting, asking before a new night at another."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleActionInterface
from pytestqt.qtbot import QtBot

from baccarat_qt.boundary.enums import Screen
from tests.support.gui import App, at_instant_pace, start_app, walk

K = Qt.Key


app = pytest.fixture(name="app")(at_instant_pace)
"""The game at the instant pace: these tests are about what the table says and where it puts it (messages, badges, hints, leaving), not the motion."""


def test_leaving_asks_first_by_keys(app: App) -> None:
    """6. Control+R asks; Escape goes back to the table; Control+R and Enter end the night."""
    app.sit_down()
    app.key(K.Key_R, Qt.KeyboardModifier.ControlModifier)
    app.qtbot.waitUntil(lambda: app.exists("confirmLeaveButton"))
    assert "Terminas la noche con 500 fichas" in app.prop("leaveQuestion", "text")
    assert app.night.screen == Screen.Table
    app.key(K.Key_Escape)
    app.qtbot.waitUntil(lambda: not app.exists("confirmLeaveButton"))
    assert app.night.screen == Screen.Table
    app.key(K.Key_R, Qt.KeyboardModifier.ControlModifier)
    app.confirm_leave()
    app.qtbot.waitUntil(lambda: app.night.screen == Screen.Score)


def test_leaving_asks_first_by_accessible_actions(app: App) -> None:
    """6. A screen reader presses RETIRARSE: a dialog with its question; its RETIRARSE ends the night."""
    app.sit_down()

    def press(name: str) -> None:
        found = [
            iface
            for iface in walk(QAccessible.queryAccessibleInterface(app.window))
            if iface.object() is not None and iface.object().objectName() == name
        ]
        assert found, name
        found[0].actionInterface().doAction(QAccessibleActionInterface.pressAction())

    press("leaveButton")
    app.qtbot.waitUntil(lambda: app.exists("confirmLeaveButton"))

    def shown() -> list[tuple[QAccessible.Role, str]]:
        return [
            (iface.role(), iface.text(QAccessible.Text.Name))
            for iface in walk(QAccessible.queryAccessibleInterface(app.window))
            if not iface.state().invisible
        ]

    app.qtbot.waitUntil(lambda: any(role == QAccessible.Role.Dialog for role, _ in shown()))
    assert (QAccessible.Role.Heading, "¿Retirarte de la mesa?") in shown()
    assert (QAccessible.Role.StaticText, app.night.leaveQuestion) in shown()
    press("stayButton")
    app.qtbot.waitUntil(lambda: not app.exists("confirmLeaveButton"))
    assert app.night.screen == Screen.Table
    press("leaveButton")
    app.qtbot.waitUntil(lambda: app.exists("confirmLeaveButton"))
    press("confirmLeaveButton")
    app.qtbot.waitUntil(lambda: app.night.screen == Screen.Score)


def test_the_lobby_shows_the_table_of_a_waiting_night(qtbot: QtBot) -> None:
    """7. A night waits at CLÁSICA: the lobby shows it chosen; the other table asks before a new night there."""
    first = start_app(qtbot)
    first.click("table_classic")
    first.sit_down()
    first.click("spot_player")
    first.close()
    app = start_app(qtbot)
    try:
        app.prefs.setTableKind("no_commission")  # chosen earlier, the night is still at CLÁSICA
        assert app.night.savedNightTable == "classic"
        assert app.prop("table_classic", "checked") and not app.prop("table_no_commission", "checked")
        assert app.exists("savedTableNote")
        app.click("table_no_commission")
        qtbot.waitUntil(lambda: app.exists("confirmNewNightButton"))
        assert "mesa SIN COMISIÓN" in app.prop("newNightWarning", "text")
        app.click("keepNightButton")
        qtbot.waitUntil(lambda: not app.exists("confirmNewNightButton"))
        assert app.night.savedNightAvailable and app.prop("table_classic", "checked")
        app.click("table_no_commission")
        qtbot.waitUntil(lambda: app.exists("confirmNewNightButton"))
        app.click("confirmNewNightButton")
        qtbot.waitUntil(lambda: app.night.screen == Screen.Table)
        assert app.prefs.tableKind == "no_commission" and app.table.totalBet == 0
    finally:
        app.close()
