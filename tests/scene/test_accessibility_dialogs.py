"""The dialogs by the keyboard: Enter opens one with the focus inside, Tab stays in it, Escape or CERRAR gives
the focus back to what opened it; Space ticks the preferences; no shortcut reaches through to the table."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt

from baccarat_qt.boundary.enums import Phase as UiPhase
from tests.support.accessible import (
    assert_focus_ring,
    focus_name,
    open_dialog,
    read_aloud,
    tab_to,
    to_betting,
)
from tests.support.gui import App
from tests.support.hands import THIRDS

K = Qt.Key


app = pytest.fixture(name="app")(read_aloud)
"""The game with one score already in the top five, with Qt's accessibility on."""


@pytest.mark.parametrize(
    ("opener", "dialog", "first"),
    [
        ("preferencesButton", "preferencesDialog", "mutedCheck"),
        ("leaderboardButton", "leaderboardDialog", "leaderboardDialogClose"),
        ("lobbyHelpButton", "helpDialog", ""),
    ],
)
def test_dialogs_by_keyboard_give_the_focus_back(app: App, opener: str, dialog: str, first: str) -> None:
    """Enter opens a dialog with the focus inside; Tab moves within it; Escape gives the focus back."""
    tab_to(app, opener)
    app.key(K.Key_Return)
    app.qtbot.waitUntil(lambda: app.exists(dialog + "Close"))
    if first:
        assert focus_name(app) == first
    assert_focus_ring(app)
    visited = set()
    for _ in range(40):  # Tab through the dialog's controls (the preferences hold the most) to its CERRAR
        app.key(K.Key_Tab)
        visited.add(focus_name(app))
        assert_focus_ring(app)
        if dialog + "Close" in visited:
            break
    assert dialog + "Close" in visited
    assert not visited & {"startButton", "quitButton", "table_classic"}, "Tab left the dialog"
    app.key(K.Key_Escape)
    app.qtbot.waitUntil(lambda: not app.exists(dialog + "Close"))
    assert focus_name(app) == opener
    assert_focus_ring(app)


def test_preferences_by_keyboard(app: App) -> None:
    """Space ticks the boxes of the preferences; CERRAR by Enter closes them."""
    open_dialog("preferencesButton", "preferencesDialog")(app)
    assert focus_name(app) == "mutedCheck"
    tab_to(app, "reducedMotionCheck")
    app.key(K.Key_Space)
    assert app.prefs.reducedMotion
    app.key(K.Key_Tab)
    assert focus_name(app) == "highContrastCheck"
    app.key(K.Key_Space)
    assert app.prefs.highContrast
    tab_to(app, "preferencesDialogClose")
    app.key(K.Key_Return)
    app.qtbot.waitUntil(lambda: not app.exists("preferencesDialogClose"))
    assert focus_name(app) == "preferencesButton"


def test_shortcuts_do_not_reach_through_a_dialog(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """With the help open over the table, D does not deal behind it."""
    scripted_shoe(THIRDS)
    to_betting(app)
    app.key(K.Key_F1)
    app.qtbot.waitUntil(lambda: app.exists("helpDialogClose"))
    app.key(K.Key_D)
    assert app.table.phase == UiPhase.Betting
    app.key(K.Key_F1)
    app.qtbot.waitUntil(lambda: not app.exists("helpDialogClose"))
    assert focus_name(app) == "dealButton"
