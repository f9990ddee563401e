"""Issue 27, case 11 (the rest): a CSV export runs on a worker, with progress and a cancel.

The history is real (nights written as the game writes them, their coups
copied with ``sqlite3`` to make a long history); the game is driven through its
public objects and, on the real scene, by its keys.
"""

from __future__ import annotations

import csv
import sqlite3
import time
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from pytestqt.qtbot import QtBot

from baccarat_qt.store.history_store import FILE_NAME, HistoryStore
from baccarat_qt.store.storage import app_dirs
from tests.store.test_history_store import record_night
from tests.support.gui import start_app

COPIES = 100
"""Each of the 3 nights' 100 hands copied this many times: 30,000 coups to export."""


def a_long_history() -> int:
    """Three nights of 100 hands, each hand copied ``COPIES`` times (numbered on): the coups kept."""
    folder = app_dirs().data
    folder.mkdir(parents=True, exist_ok=True)
    store, _ = HistoryStore.open(folder)
    assert store is not None
    for uid in ("01" * 16, "02" * 16, "03" * 16):
        record_night(store, uid, 100)
    store.close()
    db = sqlite3.connect(folder / FILE_NAME)
    columns = [row[1] for row in db.execute("PRAGMA table_info(coup)")]
    rest = ", ".join(c for c in columns if c not in ("night", "n"))
    with db:
        for k in range(1, COPIES):
            db.execute(
                f"INSERT INTO coup (night, n, {rest}) SELECT night, n + {k * 100}, {rest} FROM coup WHERE n <= 100"
            )
    count = int(db.execute("SELECT COUNT(*) FROM coup").fetchone()[0])
    db.close()
    return count


def exported() -> list[Path]:
    folder = app_dirs().config.parent / "exportado"
    return sorted(folder.iterdir()) if folder.exists() else []


def test_the_table_keeps_answering_while_it_exports(qtbot: QtBot) -> None:
    """During the export a 20 ms timer keeps ticking and the list of nights takes the arrow keys; the
    progress bar fills; the screen reader hears the start, each quarter (not every step) and the end."""
    coups = a_long_history()
    app = start_app(qtbot)
    try:
        app.wait_lobby_complete()
        heard: list[str] = []
        app.announcer.announcement.connect(heard.append)
        app.key(Qt.Key.Key_H)
        qtbot.waitUntil(lambda: app.exists("historyNight_0"))
        files = app.context.history.files
        progress: list[float] = []
        files.progressChanged.connect(lambda: progress.append(files.progress))
        ticks: list[float] = []
        timer = QTimer()
        timer.timeout.connect(lambda: ticks.append(time.monotonic()))
        timer.start(20)
        app.click("historyExport")
        assert files.exporting, "the click returned with the export under way"
        qtbot.waitUntil(lambda: app.exists("historyExportProgress"))
        assert app.find("historyExport").property("text") == "CANCELAR"
        during = len(ticks)
        list_view = app.find("historyNightList")
        app.click("historyNight_0")  # the list has the keyboard again
        app.key(Qt.Key.Key_Down)
        app.key(Qt.Key.Key_Down)
        qtbot.waitUntil(lambda: list_view.property("currentIndex") == 2)
        assert files.exporting, "the keys were taken while it exported"
        qtbot.waitUntil(lambda: not files.exporting, timeout=120_000)
        timer.stop()
        assert len(ticks) - during >= 5, "the timer ticked while the export ran"
        assert len(progress) >= 3 and progress[:-1] == sorted(progress[:-1]) and progress[-2] == 1.0
        assert progress[-1] == 0.0, "back to empty once done"
        assert heard[heard.index("Exportando el historial a CSV. Escape cancela.") :][-1] == files.message
        quarters = [text for text in heard if text.startswith("Exportación: ")]
        assert 1 <= len(quarters) <= 3 and quarters == sorted(quarters), "said by quarters, not every step"
        assert set(quarters) <= {"Exportación: 25 %.", "Exportación: 50 %.", "Exportación: 75 %."}
        assert files.message.startswith(f"{coups:,} manos exportadas a ".replace(",", "."))
        (written,) = exported()
        with written.open(encoding="utf-8") as handle:
            assert sum(1 for _ in csv.reader(handle)) == coups + 1
    finally:
        app.close()


def test_escape_cancels_and_leaves_nothing(qtbot: QtBot) -> None:
    """Escape while it exports stops it: no file under any name (the unfinished one is removed), the history
    still shown, and the player told; the next Escape closes the history as before."""
    a_long_history()
    app = start_app(qtbot)
    try:
        app.wait_lobby_complete()
        app.key(Qt.Key.Key_H)
        qtbot.waitUntil(lambda: app.exists("historyNight_0"))
        files = app.context.history.files
        with qtbot.waitSignal(files.progressChanged, timeout=60_000):
            files.exportAll()
        assert files.exporting and exported(), "a temporary file is being written"
        assert all(path.name.startswith(".") and path.name.endswith(".part") for path in exported())
        app.key(Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: not files.exporting, timeout=60_000)
        assert files.message == "Exportación cancelada: no se escribió ningún archivo."
        assert exported() == [] and app.context.history.shown
        app.key(Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: not app.exists("historyScreen"))
    finally:
        app.close()


def test_leaving_the_history_mid_export_stops_it(qtbot: QtBot) -> None:
    """H while it exports closes the history and stops the export: nothing is left in the folder."""
    a_long_history()
    app = start_app(qtbot)
    try:
        app.key(Qt.Key.Key_H)
        qtbot.waitUntil(lambda: app.exists("historyNight_0"))
        files = app.context.history.files
        with qtbot.waitSignal(files.progressChanged, timeout=60_000):
            app.click("historyExport")
        app.key(Qt.Key.Key_H)
        qtbot.waitUntil(lambda: not app.exists("historyScreen"))
        qtbot.waitUntil(lambda: not files.exporting, timeout=60_000)
        assert exported() == [] and files.message == "Exportación cancelada: no se escribió ningún archivo."
    finally:
        app.close()
