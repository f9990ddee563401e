"""The history's files: CSV exports on a worker thread (progress, cancel) and the backup.

The worker reads on a connection of its own and writes the rows as it reads
them (:func:`baccarat_qt.store.history_csv.export_file`): memory stays flat
whatever the history's size, and the GUI thread keeps answering. The worker
touches no Qt object (a game closed under it could not be told safely): it
writes how far it went and how it ended, and a timer on the GUI thread reads
that. :meth:`HistoryFiles.cancel` stops it at the next thousand coups, and the
unfinished file is removed before the player is told. The screen reader hears the start, each quarter, and the end.
"""

from __future__ import annotations

import datetime as dt
import logging
import sqlite3
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from baccarat_qt.words import history_notes, history_texts

from .announcer import Announcer
from .published import Published, published
from .singletons import game_of

if TYPE_CHECKING:
    from baccarat_qt.store import history_csv
    from baccarat_qt.store.history_queries import NightRow
    from baccarat_qt.store.history_store import HistoryStore

__all__ = ["HistoryFiles"]

QML_IMPORT_NAME = "BaccaratCore"
QML_IMPORT_MAJOR_VERSION = 1

log = logging.getLogger(__name__)
WATCH_MS = 100
"""How often the GUI thread looks at how far the export went."""


@QmlElement
@QmlSingleton
class HistoryFiles(Published):
    """The history screen's files: CSV export of every night or of the night shown, and a backup of the whole
    database."""

    messageChanged = Signal()
    exportingChanged = Signal()
    progressChanged = Signal()

    def __init__(
        self,
        announcer: Announcer,
        store: Callable[[], HistoryStore | None],
        night: Callable[[], NightRow | None],
        parent: QObject | None = None,
    ) -> None:
        """``store`` and ``night``: the database the screen shows and the night it shows (None: the list)."""
        super().__init__(parent)
        self._announcer, self._store, self._night = announcer, store, night
        self._message = ""
        self._progress = (0.0, 0)  # the fraction done, the last quarter said
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._running = False
        self._went: tuple[int, int] = (0, 0)  # written by the worker: coups gone through, to go through
        self._end: tuple[str, int, int] | None = None  # written by the worker: its message's parts
        self._watch = QTimer(self)  # the worker touches no Qt object: what it wrote is read here
        self._watch.setInterval(WATCH_MS)
        self._watch.timeout.connect(self._look)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self._quit)
        self.sync()

    @staticmethod
    def create(engine: QObject) -> HistoryFiles:
        """QML singleton factory: the history's files of the game loaded in ``engine``."""
        return game_of(engine).history.files

    def _state(self) -> dict[str, object]:
        return {"message": self._message, "exporting": self._running, "progress": self._progress[0]}

    message = published(str, "message", messageChanged)
    """What the last export or backup did, or that an export is under way (empty when none)."""
    exporting = published(bool, "exporting", exportingChanged)
    """A CSV export is under way, on its worker."""
    progress = published(float, "progress", progressChanged)
    """How far the export under way has gone, 0 to 1."""

    def forget(self) -> None:
        """The screen was opened again or changed language: the last message goes."""
        if not self._running:
            self._message = ""
            self.sync()

    @Slot()
    def exportNight(self) -> None:
        """Write the night shown to a CSV file."""
        night = self._night()
        if night is not None:
            self._start(f"noche-{night.started:%Y%m%d-%H%M}-{night.id}.csv", [night.id])

    @Slot()
    def exportAll(self) -> None:
        """Write every night to one CSV file."""
        self._start(f"historial-{dt.datetime.now():%Y%m%d-%H%M%S}.csv", None)

    @Slot()
    def cancel(self, *, wait: bool = False) -> None:
        """Stop the export under way (``wait``: until its worker has cleaned up and ended)."""
        self._stop.set()
        if wait and self._thread is not None:
            self._thread.join()

    @Slot()
    def _quit(self) -> None:
        """The game ends: the export under way stops and its unfinished file goes before the game does."""
        self.cancel(wait=True)

    def _start(self, name: str, ids: list[int] | None) -> None:
        store = self._store()
        if store is None or self._running:
            return
        # The CSV writer (and ``csv``) is imported by the first export, not at start-up; so are the sentences
        # (the export's folder and the columns' names).
        from baccarat_qt.store import history_csv

        from .history_sentences import csv_words, export_folder

        try:
            source = history_csv.source_of(store.db)
        except sqlite3.Error:
            log.exception("cannot find the history's file")
            return
        self._stop.clear()
        args = (source, export_folder() / name, ids, csv_words())
        self._thread = threading.Thread(target=self._run, args=args, name="csv-export", daemon=True)
        self._running, self._progress, self._message = True, (0.0, 0), history_notes.export_started()
        self._went, self._end = (0, 0), None
        self._thread.start()
        if QCoreApplication.instance() is not None:  # without an event loop (a script) no one looks
            self._watch.start()
        self.sync()
        self._announcer.announce(self._message)

    def _run(self, source: Path, path: Path, ids: list[int] | None, words: history_csv.CsvWords) -> None:
        """On the worker."""
        from baccarat_qt.store import history_csv

        try:
            done = history_csv.export_file(source, path, ids, words, self._step)
        except InterruptedError:
            self._end = ("", 0, 0)
        except (OSError, sqlite3.Error):
            log.exception("cannot export the history")
            self._end = (str(path), -1, 0)
        else:
            self._end = (str(done.path), done.rows, done.skipped)

    def _step(self, done: int, total: int) -> bool:
        """On the worker, every thousand coups: how far, and whether to go on."""
        self._went = (done, total)
        return not self._stop.is_set()

    def _look(self) -> None:
        """On the GUI thread, every ``WATCH_MS`` while it exports: show how far it went, and its end."""
        done, total = self._went
        fraction = min(1.0, done / total) if total else 0.0
        quarter = int(fraction * 4)
        said = self._progress[1]
        self._progress = (fraction, max(said, quarter))
        self.sync()
        if said < quarter < 4 and not self._stop.is_set() and self._end is None:
            self._announcer.announce(history_notes.export_progress(25 * quarter))
        if self._end is not None and (self._thread is None or not self._thread.is_alive()):
            self._ended(*self._end)

    def _ended(self, path: str, rows: int, skipped: int) -> None:
        if not path:
            message = history_notes.export_cancelled()
        elif rows < 0:
            message = history_texts.export_failed(Path(path))
        else:
            message = history_texts.exported(rows, Path(path))
            message = f"{message} {history_notes.export_skipped(skipped)}" if skipped else message
        self._watch.stop()
        self._running, self._message, self._progress = False, message, (0.0, 0)
        self.sync()
        self._announcer.announce(message)

    @Slot()
    def backUp(self) -> None:
        """One consistent copy of the whole database (SQLite's online backup) beside the exports."""
        store = self._store()
        if store is None:
            return
        from .history_sentences import export_folder

        path = export_folder() / f"baccarat-copia-{dt.datetime.now():%Y%m%d-%H%M%S}.sqlite3"
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            store.backup(path)
        except (OSError, sqlite3.Error):
            log.exception("cannot back the database up")
            self._message = history_texts.backup_failed(path)
        else:
            self._message = history_texts.backed_up(path)
        self.sync()
        self._announcer.announce(self._message)
