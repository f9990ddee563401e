"""What the table keeps on disk, through the real QML scene: the top five and the settings a restarted game
reads back, a damaged top five set aside with a word to the player, the settings file versioned."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from baccarat_qt.boundary.enums import Screen
from baccarat_qt.store.storage import app_dirs
from tests.support.gui import App, start_app

K = Qt.Key
BANKER_NATURAL = "TS 9C KH KD"  # banker 9 natural against 0.


def test_leave_writes_leaderboard_read_after_restart(
    qtbot: QtBot, scripted_shoe: Callable[[str], None]
) -> None:
    """RETIRARSE, a name, GUARDAR: a restarted game shows the entry in the top five."""
    scripted_shoe(BANKER_NATURAL)
    first = start_app(qtbot)
    first.prefs.setPace("instant")  # what the files keep, not the hand's motion
    first.sit_down()
    first.click("chip_100")
    first.click("spot_banker")
    first.key(K.Key_D)
    first.key(K.Key_T)
    first.click("leaveButton")
    first.confirm_leave()
    qtbot.waitUntil(lambda: first.night.screen == Screen.Score)
    assert first.night.score == 59_500
    field = first.find("nameField")
    qtbot.waitUntil(field.hasActiveFocus)
    first.key(K.Key_A, Qt.KeyboardModifier.ControlModifier)
    first.type_text("Lucía")
    first.key(K.Key_Return)
    assert first.exists("leaderboardRow_1")
    first.click("backToLobbyButton")
    assert first.night.screen == Screen.Lobby
    first.wait_lobby_complete()  # back in the lobby, the deck tiles come again
    assert first.exists("deck_clasica")
    first.close()

    second = start_app(qtbot)
    model = second.night.leaderboard
    assert model.rowCount() == 1
    assert model.data(model.index(0), model.Roles.NAME) == "Lucía"
    assert model.data(model.index(0), model.Roles.SCORE) == 59_500
    assert second.prefs.lastName == "Lucía"
    second.click("leaderboardButton")
    qtbot.waitUntil(lambda: second.exists("leaderboardRow_1"))
    second.close()


def test_settings_survive_restart(qtbot: QtBot) -> None:
    """Table, deck and rebet chosen in one run are there in the next."""
    first = start_app(qtbot)
    first.click("table_no_commission")
    first.click("deck_azul")
    first.prefs.setRebet(False)
    first.close()
    second = start_app(qtbot)
    assert (second.prefs.tableKind, second.prefs.deckDesign, second.prefs.rebet) == (
        "no_commission",
        "azul",
        False,
    )
    second.close()


def test_corrupted_leaderboard_is_set_aside(qtbot: QtBot) -> None:
    """A damaged leaderboard file is moved aside, the player is told, and the game goes on."""
    data = app_dirs().data
    data.mkdir(parents=True)
    (data / "leaderboard.json").write_text(
        '{"schema": "baccarat-qt/leaderboard", "version": 1, "data": [{"na'
    )
    running = start_app(qtbot)
    assert "dañado" in running.announcer.notice
    assert running.find("noticeBar").isVisible()
    assert not (data / "leaderboard.json").exists()
    kept = list(data.glob("leaderboard.descartado-*.json"))
    assert len(kept) == 1 and kept[0].read_text().endswith('"na')
    running.click("dismissNotice")
    assert running.announcer.notice == ""
    running.click("startButton")
    assert running.night.screen == Screen.Table
    running.close()


def test_settings_file_written_atomically(app: App) -> None:
    """Choosing a table writes a versioned settings file."""
    app.click("table_no_commission")
    stored = json.loads((Path(app_dirs().config) / "settings.json").read_text())
    assert stored["schema"] == "baccarat-qt/settings" and stored["version"] == 1
    assert stored["data"]["table"] == "no_commission"
