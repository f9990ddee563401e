"""Hands and nights played at the table by its keys and the game's own objects, for the scene tests of what
they leave behind."""

from __future__ import annotations

from PySide6.QtCore import Qt

from baccarat_qt.boundary.enums import Screen
from tests.support.gui import App

K = Qt.Key


def two_nights(app: App) -> None:
    """A night of one hand at SIN COMISIÓN (25 on BANCA, lost), then a night of none; back in the lobby."""
    app.prefs.setTableKind("no_commission")
    app.prefs.setRebet(False)
    for hands in (1, 0):
        app.sit_down()
        for _ in range(hands):
            app.key(K.Key_B)
            app.key(K.Key_D)
            with app.qtbot.waitSignal(app.hand.coupSettled, timeout=5_000):
                app.key(K.Key_T)
        app.night.leave()
        app.qtbot.waitUntil(lambda: app.night.screen == Screen.Score)
        app.night.backToLobby()
        app.qtbot.waitUntil(lambda: app.night.screen == Screen.Lobby)


def play(app: App, *chips: tuple[str, int]) -> None:
    """Place these chips (spot, chip), deal and open every card; wait for the result."""
    for spot, chip in chips:
        app.table.selectChip(chip)
        app.table.placeChip(spot)
    app.key(K.Key_D)
    app.key(K.Key_T)
    app.qtbot.waitUntil(lambda: app.exists("resultBanner"))
