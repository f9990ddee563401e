"""A second evening as a newcomer (issue 30), its dialogs: the preferences at the table, mid-hand and by F10
on every screen, the leave question drawn in the game's theme, and the name's limit said while typing."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtQuick import QQuickItem

from baccarat_qt.boundary.enums import Phase as UiPhase
from tests.support.gui import App, at_instant_pace
from tests.support.hands import THIRDS
from tests.support.layout import rect

K = Qt.Key


app = pytest.fixture(name="app")(at_instant_pace)
"""The game at the instant pace: these tests are about what the evening's screens show and where (texts, sizes, badges, the odds line), not the motion."""


def mid_hand(app: App) -> None:
    """100 on JUGADOR, dealt, the first card open: a hand in play."""
    app.sit_down()
    app.key(K.Key_3)
    app.key(K.Key_J)
    app.key(K.Key_D)
    app.wait_cards_dealt()
    app.key(K.Key_A)
    assert app.table.phase == UiPhase.Revealing


def test_preferences_open_at_the_table_and_switch_the_language_mid_hand(
    app: App, scripted_shoe: Callable[[str], None]
) -> None:
    """1. PREFERENCIAS in the top bar, mid-hand: English and another deck at once; closed, the hand plays on."""
    scripted_shoe(THIRDS)
    app.prefs.setRebet(False)
    mid_hand(app)
    cards, balance, bet = app.cards(), app.table.balance, app.table.totalBet
    app.click("tablePreferencesButton")
    app.qtbot.waitUntil(lambda: app.exists("preferencesDialogClose"))
    app.click("language_en")
    app.qtbot.waitUntil(lambda: app.prefs.language == "en")
    app.qtbot.waitUntil(lambda: app.prop("preferencesDialogClose", "text") == "CLOSE")
    other = next(deck["id"] for deck in app.prefs.deckOptions if deck["id"] != app.prefs.deckDesign)
    app.click("prefDeck_" + other)
    app.qtbot.waitUntil(lambda: app.prefs.deckDesign == other)
    app.key(K.Key_Escape)
    app.qtbot.waitUntil(lambda: not app.exists("preferencesDialogClose"))
    assert [card["faceUp"] for card in app.cards()] == [card["faceUp"] for card in cards]
    assert (app.table.balance, app.table.totalBet, app.table.phase) == (balance, bet, UiPhase.Revealing)
    assert app.prop("dealButton", "text") == "DEAL"
    with app.qtbot.waitSignal(app.hand.coupSettled, timeout=5_000):
        app.key(K.Key_T)
    assert app.table.balance == balance + 20_000  # 100 on JUGADOR paid even money


def test_f10_opens_and_closes_the_preferences_on_every_screen(app: App) -> None:
    """1. F10 in the lobby and at the table opens the preferences, and closes them; the keyboard comes back."""
    for where in ("lobby", "table"):
        if where == "table":
            app.sit_down()
        before = app.window.activeFocusItem()
        app.key(K.Key_F10)
        app.qtbot.waitUntil(lambda: app.exists("preferencesDialogClose"))
        app.qtbot.waitUntil(lambda: app.find("mutedCheck").hasActiveFocus())
        app.key(K.Key_F10)
        app.qtbot.waitUntil(lambda: not app.exists("preferencesDialogClose"))

        def back(before: QQuickItem = before) -> bool:
            return app.window.activeFocusItem() is before

        app.qtbot.waitUntil(back)


def test_the_leave_dialog_has_no_bar_of_its_own(app: App) -> None:
    """3. RETIRARSE's question is drawn by the game: its title is the first thing in the dialog, on its panel."""
    app.sit_down()
    app.click("leaveButton")
    app.qtbot.waitUntil(lambda: app.exists("confirmLeaveButton"))
    title = next(
        item for item in app.items() if item.property("text") == "¿Retirarte de la mesa?" and item.isVisible()
    )
    dialog = title
    while "PopupItem" not in type(dialog).__name__ and "PopupItem" not in dialog.metaObject().className():
        dialog = dialog.parentItem()
    app.qtbot.waitUntil(lambda: rect(dialog).contains(rect(title)))
    assert rect(title).top() - rect(dialog).top() <= 20  # the padding, no bar above


@pytest.mark.parametrize(
    ("language", "counting", "full"),
    [
        ("es", "11 de 20 caracteres", "20 de 20 caracteres: no caben más"),
        ("en", "11 of 20 characters", "20 of 20 characters: no room for more"),
    ],
)
def test_the_name_limit_is_said_while_typing(app: App, language: str, counting: str, full: str) -> None:
    """5. Typing "Maximiliano Alejandro": the count follows each letter, and the limit is said when it is reached."""
    app.prefs.setLanguage(language)
    app.night.startNight()
    app.night.leave()
    app.qtbot.waitUntil(lambda: app.exists("nameField"))
    field = app.find("nameField")
    field.forceActiveFocus()
    field.setProperty("text", "")
    app.type_text("Maximiliano")
    assert app.prop("nameCount", "text") == counting
    app.type_text(" Alejandro")
    assert field.property("text") == "Maximiliano Alejandr"
    assert app.prop("nameCount", "text") == full
