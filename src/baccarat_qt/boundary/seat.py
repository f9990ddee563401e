"""The night at the table and where it is kept: the session every boundary object reads.

Plain Python, no Qt. An action the engine accepted is saved through :meth:`Seat.save`, once: one transaction
in the game's database (:mod:`baccarat_qt.store.history_store`): a chip, the resume row; a settled coup, its
row and the resume row (a crash keeps both or neither). The database is opened at start-up when it exists or
old files wait to be imported, else made with the first save, on the writer thread (never here, on the GUI
thread); :meth:`Seat.close`, at every ending, folds it.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from baccarat_qt.problems import FileProblem, Problem
from baccarat_qt.store import saved_rows, seal
from baccarat_qt.store.aside import copy_database
from baccarat_qt.store.history_file import DeferredCheck
from baccarat_qt.store.history_store import FILE_NAME as HISTORY_FILE
from baccarat_qt.store.history_store import HistoryStore
from baccarat_qt.store.leaderboard import Leaderboard, load_leaderboard
from baccarat_qt.store.night_store import SavedNight, load_night
from baccarat_qt.store.old_files import has_old_files, import_old_files
from baccarat_qt.words import file_texts, history_texts, texts

from .saving import Saving

if TYPE_CHECKING:
    from PySide6.QtCore import QObject

    from baccarat_qt.engine.session import Session

__all__ = ["CHECK_DELAY_S", "Seat"]

log = logging.getLogger(__name__)
CHECK_DELAY_S = 1.5
"""After start-up, when a worker runs the full check of an existing database (a save before then waits for it,
H hurries it and shows the file meanwhile)."""


class Seat:
    """Who sits at the table: the session, its night id and deck, and the database it is saved in."""

    def __init__(
        self, folder: Path, notice: Callable[[str], None], *, key_folder: Path, owner: QObject | None = None
    ) -> None:
        """``folder`` holds the game's database; ``notice`` tells the player about a file problem (once per
        problem); ``key_folder``, the configuration folder, holds the key that seals the night's cards;
        ``owner``, the game's objects: the saves' QObject is theirs (see :class:`.saving.Saving`)."""
        self._folder = folder
        self._key_folder = key_folder
        self._notice = notice
        self.session: Session | None = None
        """The night at the table (None in the lobby)."""
        self.night_id, self.deck = "", ""
        """The id of the night at the table (empty when none is kept) and the deck design it is played with."""
        self._saving_failed, self._opened, self._newer = False, False, False
        self._store: HistoryStore | None = None
        self._locked = False  # another program held the database when the game tried to open it
        self._key: bytes | None = None
        self._checking: DeferredCheck | None = None
        self.saving = Saving(self, owner)
        """The saves on their way to the database, through the writer thread (:mod:`.saving`)."""
        self._ended = False  # closed at the game's end: a write after that is folded in again (:meth:`save`)

    def sit(self, session: Session, night_id: str, deck: str) -> None:
        """Take ``session`` (a new night or a saved one) to the table."""
        self.session, self.night_id, self.deck = session, night_id, deck
        self.saving.sit(session)

    def history(self, *, checked: bool = True) -> HistoryStore | None:
        """The game's database, opened on first use and checked; None when there is no usable one (or none
        yet: the first save makes it). ``checked=False``: a full check still running is not waited for (the
        screens show the file meanwhile)."""
        return self._in_place(wait=checked)

    def when_checked(self, done: Callable[[], None]) -> bool:
        """Hurry the full check still running and call ``done`` (on its worker) once it has; False if none is."""
        if (checking := self._checking) is not None:
            checking.hurry()
            checking.then(done)
        return checking is not None

    def _in_place(self, *, wait: bool = True) -> HistoryStore | None:
        """The open database, checked, and still the file at its name (else opened again, or None)."""
        self._open()
        self._verify(wait=wait)
        if self._store is not None and not self._store.still_in_place():
            log.warning("the database was removed or replaced under the game: opening it again")
            self._store.close()
            self._store, self._opened = None, False
            self.saving.forget()
            self._open()
            self._verify(wait=wait)
        return self._store

    def _open(self) -> HistoryStore | None:
        if self._opened or self.saving.making:
            return self._store
        if not os.path.lexists(self._folder / HISTORY_FILE) and not has_old_files(self._folder):
            return None  # nothing to read: the writer makes the file with the first save (:mod:`.saving`)
        self._opened = True
        # a file there: the schema only, the full check on a worker, which the writer waits for (first when
        # old files go into it, or if it went between the look above and now)
        check = has_old_files(self._folder) or not os.path.lexists(self._folder / HISTORY_FILE)
        store, problem = HistoryStore.open(self._folder, check=check, key_folder=self._key_folder)
        if store is not None and not check and not store.read_only:
            self._checking = DeferredCheck(store.path, CHECK_DELAY_S)
        self._use(store, problem)
        return self._store

    def _use(self, store: HistoryStore | None, problem: FileProblem | None) -> None:
        """Take the opened database; tell what was wrong; import the old files into it."""
        if problem is not None and problem.problem is Problem.LOCKED:
            self._opened = False  # tried again at the next save
            if not self._locked:
                self._locked = True
                self._notice(history_texts.store_problem(problem))
            return
        if store is not None and self._locked:
            self._locked = False  # held at start: what it held is kept aside before anything is written
            kept = copy_database(store.path)
            self._notice(history_texts.unlocked(kept))
        if problem is not None:
            log.warning("database: %s", problem)
            self._newer = problem.problem is Problem.NEWER
            if problem.problem is Problem.UNWRITABLE and store is None:
                self._failed()
            else:
                self._saving_failed = store is None or store.read_only
                self._notice(history_texts.store_problem(problem))
        self._store = store
        if store is not None and not store.read_only:
            try:
                for bad in import_old_files(store, self._writing_key(), self._key_folder):
                    self._tell(bad)
            except sqlite3.Error:
                log.exception("cannot import the old files")
                self._failed()

    def _made(self, store: HistoryStore | None, problem: FileProblem | None) -> None:
        """The writer thread made the database (or could not): taken as if opened here."""
        self._opened = True
        self._use(store, problem)

    def _verify(self, *, wait: bool) -> None:
        """Act on the deferred ``quick_check`` (``wait``: run it now if it has not run yet). A database that
        fails it is closed, set aside and replaced by a new one (:meth:`HistoryStore.open` checks again and
        does it); the night at the table, in memory, is saved into the new one by the next save."""
        if self._checking is None:
            return
        found = self._checking.result(wait=wait)
        if found is None:
            return  # still running
        self._checking = None
        if found and self._store is not None:
            log.warning("database check: %s", "; ".join(found)[:200])
            self._reopen()

    def _reopen(self) -> None:
        """The open database turned out damaged: set it aside (checked again) and begin a new one."""
        damaged = self._store
        if damaged is not None:
            damaged.close(fold=False)  # set aside as it is, its journal not folded in
        self._store = None
        self.saving.forget()
        self._use(*HistoryStore.open(self._folder, key_folder=self._key_folder))
        if damaged is not None:
            damaged.release()

    def saved(self) -> tuple[SavedNight | None, Leaderboard]:
        """At start-up: the night in progress (or None) and the top five; what was wrong is told."""
        store = self._open()
        key = seal.load_key(self._key_folder)
        if store is not None:
            try:
                return self._read(key)
            except sqlite3.DatabaseError:  # pages the header did not show damaged: the full check now
                log.exception("cannot read the database")
                self._checking = DeferredCheck.stop(self._checking)
                self._reopen()
                try:
                    return self._read(key)
                except sqlite3.Error:
                    log.exception("cannot read the database, even checked")
                    return None, Leaderboard()
        elif not self._newer and has_old_files(self._folder):
            # no database could be made here (a read-only folder): read the old files, change nothing
            board, bad_board = load_leaderboard(self._folder, set_aside=False)
            night, bad_night = load_night(self._folder, key_folder=self._key_folder, set_aside=False)
        else:
            return None, Leaderboard()
        for bad in (bad_board, bad_night):
            if bad is not None:
                self._tell(bad)
        return night, board

    def _read(self, key: bytes | None) -> tuple[SavedNight | None, Leaderboard]:
        """The night and the top five of the (new) open database."""
        if self._store is None:
            return None, Leaderboard()
        board, bad_board = self._store.top_five()
        night, bad_night = self._store.night(key)
        for bad in (bad_board, bad_night):
            if bad is not None:
                self._tell(bad)
        return night, board

    def _tell(self, problem: FileProblem) -> None:
        log.warning("set aside: %s", problem)
        top_five = problem.path.name.startswith(saved_rows.TOP_FIVE_ASIDE.split(".")[0])
        what = texts.tr("mejores puntajes") if top_five else file_texts.night_file()
        self._notice(file_texts.load_problem(problem, what))

    def _writing_key(self) -> bytes | None:
        if self._key is None:
            self._key = seal.key_for_writing(self._key_folder)
        return self._key

    def _failed(self) -> None:
        if not self._saving_failed:
            self._saving_failed = True
            self._notice(file_texts.night_save_failed(self._folder))

    def save(self) -> None:
        """Save the night at the table in one transaction: called once after each accepted action (a chip: the
        resume row; a settled coup or the night's end: its row too). Queued on the writer thread (:mod:`.saving`):
        the table goes on at once. When it fails (a full disk), the player is told once and the next action
        tries again with the whole state, still in memory; held back by another program, it waits and lands."""
        if self.session is not None and self.night_id:
            with self._folded_after_end():
                self.saving.save(self.session, self.night_id, self.deck, self._writing_key())

    def finish(self, board: Leaderboard | None) -> bool:
        """The night's score is recorded (``board``, the new top five) or declined (None): in one transaction,
        queued after the saves, the top five written and the night in progress removed. False (and told) when
        that cannot be."""
        with self._folded_after_end():
            return self.saving.finish(board)

    def close(self) -> None:
        """The game ends: the saves still queued written, the database checkpointed (the one file whole) and
        closed."""
        self.saving.close()
        self._checking = DeferredCheck.stop(self._checking)
        if self._store is not None:
            self._store.close()
        self._store, self._opened, self._ended = None, False, True

    @contextlib.contextmanager
    def _folded_after_end(self) -> Iterator[None]:
        """A write after :meth:`close` (Qt's loop can still run a queued action after ``aboutToQuit``): the
        database, opened again for it, is folded and closed again after it, so the one file stays whole."""
        try:
            yield
        finally:
            if self._ended:
                self.close()

    def stand_up(self) -> None:
        """Back to the lobby: no session at the table."""
        self.session = None
