"""The game's data: one embedded SQLite database in the data folder.

``history.sqlite3`` holds every settled coup of every night, one row each,
one row per night (start, end, table, deck, final balance, how it ended),
the night in progress (its resume state, one row, :mod:`baccarat_qt.store.saved_rows`)
and the top five. A chip is one small transaction (the resume row updated);
a settled coup is one transaction with the coup's row and the resume row;
the score entered in the top five and the resume row removed are one
transaction too. Settings stay a small JSON file in the configuration folder. It is opened
in WAL mode; its schema has a version (``PRAGMA user_version``) brought up
to date by ordered migrations (:data:`MIGRATIONS`), each in one transaction.

A coup is written compactly (about 40 bytes of data): its cards as one byte
each in deal order, the totals, result, pairs and natural folded into one
small integer (:func:`pack_outcome`), the stake and the return of each of the
five bets as integers (0, the usual value, takes no space in SQLite's record
format), the balance after it, and the seconds since the night began.

A coup's key is (night, its number in the night), and it is written with
``INSERT OR IGNORE``: a coup recorded just before a crash, then settled
again from the saved night after the restart (the same cards from the same
saved shoe, the same stake), is not recorded twice. Since the coup and
the resume row that follows it are one transaction, after a crash both are
there or neither is.

Settled cards are on the table for everyone to see: the history needs no
seal (the cards still to come stay sealed in the night's file).

A file that is not a database, is truncated or fails ``PRAGMA quick_check``
is set aside (with its ``-wal`` and ``-shm``: a stale journal must not be
replayed into a new file) and a new database begins (the night in progress and
the top five that were in it stay in the file set aside); a file of a newer
schema is left untouched and the game runs without saving anything. A file
that can be read but not written (a read-only folder) is opened read-only:
the night and the top five are shown, nothing is saved. Nothing here deletes
or overwrites a database it could not read.

>>> import tempfile
>>> from pathlib import Path
>>> store, problem = HistoryStore.open(Path(tempfile.mkdtemp()))
>>> problem is None, store is not None and store.version == SCHEMA_VERSION
(True, True)
"""

from __future__ import annotations

import contextlib
import shutil
import sqlite3
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from baccarat_qt.engine.ending import Ending
from baccarat_qt.engine.payouts import TableKind
from baccarat_qt.problems import FileProblem
from baccarat_qt.store import saved_rows
from baccarat_qt.store.history_file import backup, hold, identity, quick_check
from baccarat_qt.store.history_open import WRITE_BUSY_S, open_history
from baccarat_qt.store.history_schema import (
    FILE_NAME,
    INSERT_COUP,
    MIGRATIONS,
    SCHEMA_VERSION,
    SPOTS,
    card_bytes,
    cards_from_bytes,
    coup_values,
    insert_rows,
    migrate,
    pack_outcome,
    table_code,
    table_of,
    transaction,
    unpack_outcome,
)
from baccarat_qt.store.leaderboard import Leaderboard
from baccarat_qt.store.night_store import SavedNight
from baccarat_qt.store.seal import InstallKey
from baccarat_qt.store.storage import app_dirs

if TYPE_CHECKING:
    from baccarat_qt.engine.events import HandResult

__all__ = [
    "FILE_NAME",
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "SPOTS",
    "HistoryStore",
    "card_bytes",
    "cards_from_bytes",
    "coup_values",
    "insert_rows",
    "migrate",
    "pack_outcome",
    "quick_check",
    "table_code",
    "table_of",
    "transaction",
    "unpack_outcome",
]


class HistoryStore:
    """One open history database."""

    def __init__(
        self,
        db: sqlite3.Connection,
        path: Path,
        *,
        read_only: bool = False,
        scratch: Path | None = None,
        key: InstallKey | None = None,
    ) -> None:
        """``scratch``: the private folder a read-only copy is read from, removed on close; ``key``: the
        installation's key its rows are tagged with (the configuration folder's when not given)."""
        self.db = db
        self.key = key if key is not None else InstallKey(app_dirs().config)
        self.path = path
        self.read_only = read_only
        self._night_ids: dict[str, int] = {}
        self._identity = identity(path)
        self._guard: sqlite3.Connection | None = None
        self._scratch = scratch

    def still_in_place(self) -> bool:
        """Whether the file opened is still the one at its name (not removed or replaced under the game:
        SQLite would go on writing into a file no one will find)."""
        return self._identity is not None and identity(self.path) == self._identity

    @property
    def version(self) -> int:
        """The schema version of the open file."""
        return int(self.db.execute("PRAGMA user_version").fetchone()[0])

    @classmethod
    def open(
        cls, folder: Path, *, check: bool = True, key_folder: Path | None = None
    ) -> tuple[HistoryStore | None, FileProblem | None]:
        """Open (or create) the history in ``folder`` (:func:`~baccarat_qt.store.history_open.open_history`),
        its rows tagged with the key in ``key_folder`` (the configuration folder's when not given)."""
        return open_history(cls, folder, InstallKey(key_folder or app_dirs().config), check=check)

    def close(self, *, fold: bool = True) -> None:
        """Fold the journal back into the file (``TRUNCATE``: the ``-wal`` left empty) and close it.

        After this, ``history.sqlite3`` alone holds everything: a player who copies
        that one file copies the whole game. ``fold=False``: a damaged file about to
        be set aside, left as it is (the journal kept beside it).
        """
        if not fold:
            guard = hold(self.path)
            with contextlib.suppress(sqlite3.Error):
                self.db.close()
            self._guard = guard
            return
        if not self.read_only:
            with contextlib.suppress(sqlite3.Error):  # a reader's moment to finish (the game's end only)
                self.db.execute(f"PRAGMA busy_timeout = {int(WRITE_BUSY_S * 1000)}")
                self.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        with contextlib.suppress(sqlite3.Error):
            self.db.close()
        if self._scratch is not None:
            shutil.rmtree(self._scratch, ignore_errors=True)
            self._scratch = None

    def release(self) -> None:
        """Let go of the file left as it was by ``close(fold=False)`` (once it was set aside)."""
        if self._guard is not None:
            with contextlib.suppress(sqlite3.Error):
                self._guard.close()
            self._guard = None

    def backup(self, target: Path) -> None:
        """One consistent copy of the whole database at ``target``: :func:`history_file.backup`."""
        backup(self.db, target)

    # --- writing ---------------------------------------------------------------------------

    def night_id(self, uid: str) -> int | None:
        """The row id of the night with this saved-night id, or None."""
        if uid in self._night_ids:
            return self._night_ids[uid]
        row = self.db.execute("SELECT id FROM night WHERE uid = ?", (uid,)).fetchone()
        if row is not None:
            self._night_ids[uid] = int(row[0])
            return int(row[0])
        return None

    def record(
        self,
        uid: str,
        *,
        table: TableKind,
        deck: str,
        start_balance: int,
        coup: tuple[int, HandResult] | None = None,
        earlier: Sequence[tuple[int, HandResult]] = (),
        ending: tuple[Ending, int] | None = None,
        resume: str | None = None,
        now: float | None = None,
    ) -> None:
        """In one transaction: the night's row (made if new), its coup ``(number, result)``, its end,
        and the night's resume state ``resume`` (:func:`saved_rows.night_document`).

        ``earlier``: coups that saves which failed (a full disk) could not record, written first.
        A chip (no coup, no end) touches only the resume row.

        Raises:
            sqlite3.Error: the file cannot be written (read-only, full disk): nothing was written.
        """
        stamp = int(time.time() if now is None else now)
        key = None if resume is None else self.key.for_writing()  # on disk before a row is tagged with it
        with transaction(self.db):
            if resume is not None:
                saved_rows.write_night(self.db, resume, key)
            coups = [*earlier, *([] if coup is None else [coup])]
            if not coups and ending is None:
                return
            night = self._night_row(uid, table, deck, start_balance, stamp)
            if coups:
                started = self.db.execute("SELECT started FROM night WHERE id = ?", (night,)).fetchone()[0]
                inserted = sum(
                    self.db.execute(
                        INSERT_COUP, coup_values(night, number, max(0, stamp - started), result)
                    ).rowcount
                    for number, result in coups
                )
                if inserted and ending is None:  # played on after an end a crash kept from its file
                    self.db.execute(
                        "UPDATE night SET ended = NULL, final_balance = NULL, ending = 0 WHERE id = ? AND ending",
                        (night,),
                    )
            if ending is not None:
                how, balance = ending
                self.db.execute(
                    "UPDATE night SET ended = ?, final_balance = ?, ending = ? WHERE id = ? AND ending = 0",
                    (stamp, balance, int(how), night),
                )

    def _night_row(self, uid: str, table: TableKind, deck: str, start_balance: int, stamp: int) -> int:
        found = self.night_id(uid)
        if found is not None:
            return found
        cursor = self.db.execute(
            "INSERT INTO night (uid, started, tbl, deck, start_balance) VALUES (?, ?, ?, ?, ?)",
            (uid, stamp, table_code(table), deck, start_balance),
        )
        assert cursor.lastrowid is not None
        self._night_ids[uid] = cursor.lastrowid
        return cursor.lastrowid

    def night(self, key: bytes | None) -> tuple[SavedNight | None, FileProblem | None]:
        """The night in progress (one row), its cards opened with ``key``; a bad row is set aside."""
        if self.read_only:
            return saved_rows.read_night(self.db, self.path.parent, key, set_aside=False)
        try:
            with transaction(self.db):
                return saved_rows.read_night(self.db, self.path.parent, key)
        except sqlite3.Error:  # a full disk: read without setting aside
            return saved_rows.read_night(self.db, self.path.parent, key, set_aside=False)

    def top_five(self) -> tuple[Leaderboard, FileProblem | None]:
        """The top five; a row without its tag, or that makes no sense, is dropped (all of them copied aside
        first)."""
        key = self.key.for_reading()
        if self.read_only:
            return saved_rows.read_top_five(self.db, self.path.parent, key, set_aside=False)
        try:
            with transaction(self.db):
                return saved_rows.read_top_five(self.db, self.path.parent, key)
        except sqlite3.Error:
            return saved_rows.read_top_five(self.db, self.path.parent, key, set_aside=False)

    def finish(self, board: Leaderboard | None) -> None:
        """In one transaction: the top five (when it changed) and the night in progress removed.

        Raises:
            sqlite3.Error: the file cannot be written: nothing changed.
        """
        key = None if board is None else self.key.for_writing()  # on disk before a row is tagged with it
        with transaction(self.db):
            if board is not None:
                saved_rows.write_top_five(self.db, board, key)
            saved_rows.drop_night(self.db)

    def forget_cache(self) -> None:
        """Drop the cached night ids (after a failed transaction)."""
        self._night_ids.clear()
