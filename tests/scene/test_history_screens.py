"""The history screens on the real QML scene, after a scripted night: by keyboard, by name, by mouse."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtQuick import QQuickItem
from pytestqt.qtbot import QtBot

from baccarat_qt.boundary.enums import Phase as UiPhase
from baccarat_qt.boundary.enums import Screen
from baccarat_qt.boundary.history import History, HistoryView
from tests.support.gui import App, start_app

NIGHT = "9H 4C KS 4D  2S 7C 5H KD  3S 6H 5C 3D"
"""Three coups, no third cards: JUGADOR 9 to 8 (a banker pair), a tie at 7, BANCA 9 to 8."""


def history(app: App) -> History:
    return app.context.history


def play_scripted_night(app: App) -> None:
    """25 on BANCA each hand by keyboard, three hands, then RETIRARSE and back to the lobby.

    At the instant pace, the player's own setting: these tests are about the history of the hands, not their motion.
    """
    app.prefs.setPace("instant")
    app.sit_down()
    for _ in range(3):
        app.key(Qt.Key.Key_B)
        app.key(Qt.Key.Key_D)
        app.qtbot.waitUntil(lambda: app.table.phase == UiPhase.Revealing)
        app.key(Qt.Key.Key_T)
        app.qtbot.waitUntil(lambda: app.table.phase == UiPhase.Betting)
        if app.table.totalBet:  # the rebet put the chips back: take them off for the next B
            app.table.clearBets()
    app.night.leave()
    app.qtbot.waitUntil(lambda: app.night.screen == Screen.Score)
    app.night.backToLobby()
    app.qtbot.waitUntil(lambda: app.night.screen == Screen.Lobby)


def focused(app: App) -> QQuickItem | None:
    return app.window.activeFocusItem()


def test_a_scripted_night_by_keyboard(qtbot: QtBot, scripted_shoe: Callable[[str], None]) -> None:
    """H opens the list, arrows and Enter open the night, each hand read as a sentence, Escape twice closes."""
    scripted_shoe(NIGHT)
    app = start_app(qtbot)
    try:
        play_scripted_night(app)
        app.wait_lobby_complete()
        app.key(Qt.Key.Key_H)
        qtbot.waitUntil(lambda: app.exists("historyScreen"))
        assert history(app).shown
        qtbot.waitUntil(lambda: app.exists("historyNight_0"))
        row = app.find("historyNight_0")
        qtbot.waitUntil(lambda: focused(app) is row)
        name = row.property("accessibleName")
        assert "3 manos" in name and "CLÁSICA" in name and "perdiste 1,25" in name and "te retiraste" in name
        qtbot.waitUntil(lambda: app.find("historyTotalsSummary").property("text") != "")  # read on a worker
        summary = app.find("historyTotalsSummary").property("text")
        assert summary.startswith("1 noche, 3 manos.")
        qtbot.waitUntil(lambda: app.exists("historyBet_0"))  # the fresh shoe's odds worked out on a worker
        assert "BANCA en CLÁSICA: apostaste 75, volvieron 73,75" in history(app).betRows[0]["sentence"]
        assert "98,94 %" in history(app).betRows[0]["sentence"], "the theory for banker at CLÁSICA (SPEC §9)"

        app.key(Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: history(app).view == HistoryView.OneNight)
        qtbot.waitUntil(lambda: app.exists("historyCoup_2"))
        assert history(app).balances == [50_000, 47_500, 47_500, 49_875]
        assert (history(app).balanceLowText, history(app).balanceHighText) == ("475", "500")
        assert app.find("chartLow").property("text") == "475"
        assert app.find("balanceChart").isVisible()
        first = app.find("historyCoup_0")
        qtbot.waitUntil(lambda: focused(app) is first)
        assert first.property("accessibleName") == (
            "Mano 1: jugador gana con 9 (banca 8); apostaste 25 a banca, recibiste 0."
        )
        app.key(Qt.Key.Key_Down)
        app.key(Qt.Key.Key_Down)
        third = app.find("historyCoup_2")
        qtbot.waitUntil(lambda: focused(app) is third)
        assert third.property("accessibleName") == (
            "Mano 3: banca gana con 9 (jugador 8); apostaste 25 a banca, recibiste 48,75."
        )
        assert app.find("historyCoup_1").property("accessibleName") == (
            "Mano 2: empate a 7; apostaste 25 a banca, recibiste 25."
        )

        app.key(Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: history(app).view == HistoryView.Nights)
        qtbot.waitUntil(lambda: app.exists("historyNight_0"))
        app.key(Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: not app.exists("historyScreen"))
        assert not history(app).shown and app.night.screen == Screen.Lobby
    finally:
        app.close()


def test_from_the_table_by_button_and_h_closes_it(qtbot: QtBot, scripted_shoe: Callable[[str], None]) -> None:
    """The table's Historial button opens it over the night in play (its hands so far); H closes it."""
    scripted_shoe(NIGHT)
    app = start_app(qtbot)
    try:
        # The instant pace, the player's own setting: the history over the table, not the hand's motion.
        app.prefs.setPace("instant")
        app.sit_down()
        app.key(Qt.Key.Key_B)
        app.key(Qt.Key.Key_D)
        qtbot.waitUntil(lambda: app.table.phase == UiPhase.Revealing)
        app.key(Qt.Key.Key_T)
        qtbot.waitUntil(lambda: app.table.phase == UiPhase.Betting)
        app.table.clearBets()
        app.key(Qt.Key.Key_B)  # a chip for the next hand, then the history over the table
        app.click("historyButton")
        qtbot.waitUntil(lambda: app.exists("historyNight_0"))
        for key in (Qt.Key.Key_D, Qt.Key.Key_B, Qt.Key.Key_T, Qt.Key.Key_Delete):
            app.key(key)  # the table's keys do nothing under the history
        assert app.table.phase == UiPhase.Betting and app.table.totalBet == 2_500
        assert "1 mano," in app.find("historyNight_0").property("accessibleName")
        assert "sin terminar" in app.find("historyNight_0").property("accessibleName")
        app.key(Qt.Key.Key_H)
        qtbot.waitUntil(lambda: not app.exists("historyScreen"))
        assert app.night.screen == Screen.Table
        app.key(Qt.Key.Key_D)  # the table has the keyboard again
        qtbot.waitUntil(lambda: app.table.phase == UiPhase.Revealing)
    finally:
        app.close()


def test_the_list_reads_only_the_pages_it_shows(qtbot: QtBot) -> None:
    """With many pages of nights, the list reads the first page, and End jumps to the last without the middle."""
    from baccarat_qt.boundary.history_models import PAGE
    from baccarat_qt.store.history_store import HistoryStore, transaction
    from baccarat_qt.store.storage import app_dirs

    nights = PAGE * 10 + 5
    store, _ = HistoryStore.open(app_dirs().data)
    assert store is not None
    with transaction(store.db):
        for n in range(nights):
            store.db.execute(
                "INSERT INTO night (uid, started, tbl, deck, start_balance) VALUES (?, ?, 0, 'clasica', 50000)",
                (f"{n:032x}", 1_700_000_000 + n),
            )
    store.close()
    app = start_app(qtbot)
    try:
        app.wait_lobby_complete()
        app.key(Qt.Key.Key_H)
        qtbot.waitUntil(lambda: app.exists("historyNight_0"))
        model = history(app).nights
        assert model.rowCount() == nights
        assert model.pages_read() == 1
        app.key(Qt.Key.Key_End)
        last = f"historyNight_{nights - 1}"
        qtbot.waitUntil(lambda: app.exists(last))
        qtbot.waitUntil(lambda: focused(app) is app.find(last))
        assert app.find(last).property("accessibleName").startswith("14/11/2023"), (
            "the oldest night comes last"
        )
        assert model.pages_read() <= 3, "the pages between were never read"
        app.key(Qt.Key.Key_Home)
        qtbot.waitUntil(lambda: focused(app) is app.find("historyNight_0"))
    finally:
        app.close()


def test_export_from_the_screen(qtbot: QtBot, scripted_shoe: Callable[[str], None]) -> None:
    """CSV from the list (every night) and from one night: the files are written and the player is told where."""
    import csv
    import os
    from pathlib import Path

    scripted_shoe(NIGHT)
    app = start_app(qtbot)
    try:
        play_scripted_night(app)
        history(app).open()
        qtbot.waitUntil(lambda: app.exists("historyNight_0"))
        app.click("historyExport")
        qtbot.waitUntil(lambda: "exportadas" in history(app).files.message)
        message = history(app).files.message
        assert message.startswith("3 manos exportadas a "), message
        path = Path(message.removeprefix("3 manos exportadas a ").removesuffix("."))
        assert path.parent == Path(os.environ["BACCARAT_QT_HOME"]) / "exportado"
        with path.open(encoding="utf-8") as handle:
            rows = list(csv.DictReader(handle))
        assert [(r["mano"], r["resultado"], r["apuesta banca"], r["devuelto banca"]) for r in rows] == [
            ("1", "jugador", "25.00", "0.00"),
            ("2", "empate", "25.00", "25.00"),
            ("3", "banca", "25.00", "48.75"),
        ]  # the columns and the values in the player's language (issue 27)
        assert app.find("historyExportMessage").property("text") == message
        history(app).openNight(0)
        qtbot.waitUntil(lambda: app.exists("historyCoup_0"))
        app.click("historyExport")
        qtbot.waitUntil(lambda: "noche-" in history(app).files.message)
        assert history(app).files.message.startswith("3 manos exportadas a ")
    finally:
        app.close()


def test_what_a_screen_reader_reaches(qtbot: QtBot, scripted_shoe: Callable[[str], None]) -> None:
    """With accessibility on: the focused hand is a list item whose name is its sentence, in a named list."""
    from PySide6.QtGui import QAccessible

    from tests.support.gui import walk

    scripted_shoe(NIGHT)
    QAccessible.setActive(True)
    app = start_app(qtbot)
    try:
        play_scripted_night(app)
        history(app).open()
        qtbot.waitUntil(lambda: app.exists("historyNight_0"))
        history(app).openNight(0)
        qtbot.waitUntil(lambda: app.exists("historyCoup_2"))
        root = QAccessible.queryAccessibleInterface(app.window)
        assert root is not None
        shown = [i for i in walk(root) if not i.state().invisible]
        names = {i.text(QAccessible.Text.Name): i.role() for i in shown}
        sentence = "Mano 3: banca gana con 9 (jugador 8); apostaste 25 a banca, recibiste 48,75."
        assert names.get(sentence) == QAccessible.Role.ListItem
        assert names.get("Manos de la noche") == QAccessible.Role.List
        assert names.get("Saldo a lo largo de la noche") == QAccessible.Role.Chart
        focused = [i for i in shown if i.state().focused and i.role() == QAccessible.Role.ListItem]
        assert [i.text(QAccessible.Text.Name) for i in focused] == [
            "Mano 1: jugador gana con 9 (banca 8); apostaste 25 a banca, recibiste 0."
        ]
    finally:
        app.close()
        QAccessible.setActive(False)


def test_unreadable_nights_are_said_on_the_screen(qtbot: QtBot) -> None:
    """Every night edited into nonsense (ending 9): the list is empty and the line above it, an alert for the
    screen reader, says why (not "no nights yet")."""
    import sqlite3

    from PySide6.QtGui import QAccessible

    from baccarat_qt.store.history_store import FILE_NAME, HistoryStore
    from baccarat_qt.store.storage import app_dirs
    from tests.store.test_history_store import record_night

    store, _ = HistoryStore.open(app_dirs().data)
    assert store is not None
    for uid in ("01" * 16, "02" * 16):
        record_night(store, uid, 2)
    store.close()
    db = sqlite3.connect(app_dirs().data / FILE_NAME)
    with db:
        db.execute("UPDATE night SET ending = 9")
    db.close()
    app = start_app(qtbot)
    try:
        app.key(Qt.Key.Key_H)
        qtbot.waitUntil(lambda: app.exists("historyProblem"))
        line = app.find("historyProblem")
        assert line.property("text") == "2 noches del historial no se pueden leer y no se muestran."
        assert not app.exists("historyEmpty") and history(app).nights.rowCount() == 0
        iface = QAccessible.queryAccessibleInterface(line)
        assert iface.role() == QAccessible.Role.AlertMessage
        assert iface.text(QAccessible.Text.Name) == line.property("text")
    finally:
        app.close()
