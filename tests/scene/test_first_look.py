"""The tests' own games (``tests/support/gui.py``): the first look at the lobby they start on sees it whole."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from baccarat_qt.boundary.enums import Screen
from tests.support.gui import start_app


def test_the_first_look_at_the_lobby_sees_its_deck_tiles_faded_in(qtbot: QtBot) -> None:
    """``start_app`` returns once the window takes keys, the deck tiles maybe still to come; the test's first look
    at the scene waits for them, built and faded in, as they are shown to the player."""
    app = start_app(qtbot)
    try:
        tiles = app.prop("deckChooserLoader", "item")
        assert tiles is not None and tiles.opacity() == 1.0
    finally:
        app.close()


def test_sitting_down_first_reaches_the_table(qtbot: QtBot) -> None:
    """SENTARSE pressed before any look at the lobby (its tiles in or not) sits down; the look then is at the table."""
    app = start_app(qtbot)
    try:
        app.sit_down()
        assert app.night.screen == Screen.Table
        assert app.exists("dealButton") and not app.exists("deckChooserLoader")
    finally:
        app.close()
