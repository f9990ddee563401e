"""Opening the game's database: what kind of failure stops it, and what is done about each.

Before SQLite opens the file, what sits at its name is checked
(:func:`~baccarat_qt.store.history_file.refusal`), and its journal read
(:func:`~baccarat_qt.store.wal_check.wal_damage`): a damaged frame with frames
of the same journal after it is set aside like a damaged file. Then the connection's
errors are sorted by SQLite's own code, never by a guess:

- damaged or unknown (not a database, a page or the schema damaged, a
  ``user_version`` that no game wrote, tables that do not match their
  version) → the file is set aside with its ``-wal`` and ``-shm``, byte for
  byte; a new database begins, and whatever could still be read from the
  copy (the nights and their coups, the good top-five rows, the night in
  progress) is carried into it (:mod:`baccarat_qt.store.history_salvage`);
- a newer game's file → left untouched, nothing saved;
- read-only → opened to read, nothing saved; a full disk → said so;
- locked by another program → said so at once (opening never waits for a lock); the caller tries again
  later.

``user_version`` picks a migration only when the tables are exactly those
of that version: 0, 2 or −1 on a file with other tables never runs one.
"""

from __future__ import annotations

import contextlib
import functools
import os
import shutil
import sqlite3
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from baccarat_qt.problems import Carried, DamagedDatabase, FileProblem, NewerDatabase, Problem
from baccarat_qt.store import saved_rows
from baccarat_qt.store.aside import JOURNALS
from baccarat_qt.store.elsewhere import copy_file
from baccarat_qt.store.history_file import refusal, set_aside
from baccarat_qt.store.history_salvage import salvage
from baccarat_qt.store.history_schema import FILE_NAME, MIGRATIONS, SCHEMA_VERSION, migrate
from baccarat_qt.store.seal import InstallKey
from baccarat_qt.store.wal_check import wal_damage

if TYPE_CHECKING:
    from baccarat_qt.store.history_store import HistoryStore

__all__ = ["OPEN_BUSY_S", "BusyDatabase", "kind_of", "open_history", "schema_of"]

OPEN_BUSY_S = 0.0
"""How long opening (on the GUI thread) waits for another program's lock before saying the file is busy:
not at all; the seat tries again later. The connection it opens, which reads, never waits either."""
WRITE_BUSY_S = 1.0
"""How long a save waits for another program's lock, on the writer thread (:mod:`baccarat_qt.store.writer`),
before it says the file is held and tries again."""

_BUSY = {5, 6}  # SQLITE_BUSY, SQLITE_LOCKED
_READ_ONLY = {3, 8, 10, 14, 23}  # PERM, READONLY, IOERR, CANTOPEN, AUTH
_FULL = {13}  # SQLITE_FULL


class BusyDatabase(Exception):
    """Another program holds the database's lock."""


def kind_of(error: sqlite3.Error) -> Problem:
    """What an SQLite error at open means for the player (by its primary result code)."""
    code = getattr(error, "sqlite_errorcode", 1) & 0xFF
    if code in _BUSY:
        return Problem.LOCKED
    if code in _FULL:
        return Problem.DISK_FULL
    if code in _READ_ONLY:
        return Problem.UNWRITABLE
    return Problem.DAMAGED


def schema_of(db: sqlite3.Connection) -> set[tuple[str, str, str]]:
    """The tables, indexes and triggers a database holds: (type, name, SQL)."""
    rows = db.execute("SELECT CAST(type AS BLOB), CAST(name AS BLOB), CAST(sql AS BLOB) FROM sqlite_schema")
    return {(_text(kind), _text(name), " ".join(_text(sql).split())) for kind, name, sql in rows}


def _text(value: object) -> str:
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value or "")


@functools.cache  # the same for every open: built once per version, not twice per open of the file
def _expected(version: int) -> frozenset[tuple[str, str, str]]:
    reference = sqlite3.connect(":memory:")
    try:
        for step in MIGRATIONS[:version]:
            step(reference)
        return frozenset(schema_of(reference))
    finally:
        reference.close()


def open_history(
    store: type[HistoryStore], folder: Path, key: InstallKey, *, check: bool = True
) -> tuple[HistoryStore | None, FileProblem | None]:
    """Open (or create) the database in ``folder`` (see the module's notes).

    Returns the store and None; or None and the problem when there is no
    usable database (a newer file, one locked, a folder that cannot be
    written); or a store and the problem when a bad file was set aside (a new
    store) or the file can only be read (a read-only store).
    """
    path = folder / FILE_NAME
    bad = refusal(path)
    if bad is not None and bad[0] is Problem.UNWRITABLE:
        return None, FileProblem(path, bad[0], None, bad[1])
    if bad is not None:
        return _fresh(store, path, key, bad[0], bad[1])
    damage = wal_damage(path)
    if damage is not None:
        return _fresh(store, path, key, Problem.DAMAGED_JOURNAL, damage)
    try:
        return _connect(store, path, key, check=check), None
    except NewerDatabase as newer:
        return None, FileProblem(path, Problem.NEWER, None, str(newer))
    except DamagedDatabase as damaged:
        return _fresh(store, path, key, damaged.problem, str(damaged))
    except BusyDatabase as busy:
        return None, FileProblem(path, Problem.LOCKED, None, str(busy))
    except (sqlite3.Error, OSError) as error:
        kind = kind_of(error) if isinstance(error, sqlite3.Error) else Problem.UNWRITABLE
        if kind is Problem.DAMAGED:
            return _fresh(store, path, key, kind, str(error))
        return read_only(store, path, key), FileProblem(path, kind, None, str(error))


def _fresh(
    store: type[HistoryStore], path: Path, key: InstallKey, problem: Problem, detail: str
) -> tuple[HistoryStore | None, FileProblem]:
    """Set the bad file aside, begin a new one, carry into it what the copy still holds."""
    moved = set_aside(path)
    if moved is None:
        return None, FileProblem(path, problem, None, detail)
    try:
        fresh = _connect(store, path, key, check=False)
    except (sqlite3.Error, OSError, DamagedDatabase, NewerDatabase, BusyDatabase) as error:
        kind = kind_of(error) if isinstance(error, sqlite3.Error) else Problem.UNWRITABLE
        return None, FileProblem(path, kind, moved, str(error))
    carried = salvage(moved, fresh.db, key) if os.path.isfile(moved) else Carried()
    return fresh, FileProblem(path, problem, moved, detail, carried=carried)


def read_only(store: type[HistoryStore], path: Path, key: InstallKey) -> HistoryStore | None:
    """A database that cannot be written (a read-only folder), opened to read it, or None.

    SQLite cannot read a journal it cannot index (no ``-shm``, none allowed), and
    ``immutable=1`` would ignore the journal and show a stale night: the file and
    its journal are copied into a private temporary folder and that copy is read
    (removed when the store closes).
    """
    if not os.path.isfile(path) or os.path.getsize(path) == 0:
        return None
    folder = Path(tempfile.mkdtemp(prefix="baccarat-read-"))
    copy = folder / FILE_NAME
    db: sqlite3.Connection | None = None
    try:
        for extra in ("", *JOURNALS):
            if os.path.isfile(f"{path}{extra}"):
                copy_file(Path(f"{path}{extra}"), Path(f"{copy}{extra}"), sync=False)  # (:mod:`.elsewhere`)
        db = sqlite3.connect(copy, isolation_level=None, check_same_thread=False)
        version = int(db.execute("PRAGMA user_version").fetchone()[0])
        if version != SCHEMA_VERSION or [r[0] for r in db.execute("PRAGMA quick_check")] != ["ok"]:
            raise sqlite3.DatabaseError("an older file would need a migration this folder cannot take")
    except (sqlite3.Error, OSError, ValueError):
        if db is not None:
            db.close()
        shutil.rmtree(folder, ignore_errors=True)
        return None
    return store(db, path, read_only=True, scratch=folder, key=key)


def _inspect(path: Path, *, check: bool) -> None:
    """Check the file on a read-only connection, which changes nothing when it closes (a read-write one
    would fold the journal into the file): what is set aside is what was there.

    Raises:
        NewerDatabase, DamagedDatabase, BusyDatabase: as named.
        sqlite3.Error: the file cannot even be read (a read-only folder without its ``-shm``).
    """
    if not os.path.isfile(path) or os.path.getsize(path) == 0:
        return
    journals = [Path(f"{path}{extra}") for extra in JOURNALS]
    absent = [journal for journal in journals if not os.path.lexists(journal)]
    db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=OPEN_BUSY_S)
    try:
        version = int(db.execute("PRAGMA user_version").fetchone()[0])
        if version > SCHEMA_VERSION:
            raise NewerDatabase(f"schema {version}, this game knows {SCHEMA_VERSION}")
        if version < 0 or schema_of(db) != _expected(version):
            raise DamagedDatabase(Problem.DAMAGED, f"the tables are not those of schema {version}")
        if check:
            found = [row[0] for row in db.execute("PRAGMA quick_check")]
            if found != ["ok"]:
                raise DamagedDatabase(Problem.DAMAGED, "; ".join(map(str, found))[:200])
    except (ValueError, sqlite3.Error) as error:
        if (known := _classified(error)) is None:
            raise
        raise known from error
    finally:
        db.close()
        for made in absent:  # the empty journal files a read-only look makes: not the player's
            with contextlib.suppress(OSError):
                if os.path.getsize(made) == 0 or made.name.endswith("-shm"):
                    made.unlink()


def _classified(error: ValueError | sqlite3.Error) -> Exception | None:
    """What an error met while opening the file means for the game (None: not one it knows)."""
    if isinstance(error, ValueError):  # SQLite's own message about the file was not UTF-8
        return DamagedDatabase(Problem.NOT_A_DATABASE, repr(error)[:200])
    kind = kind_of(error)
    if kind is Problem.LOCKED:
        return BusyDatabase(str(error))
    if kind is Problem.DAMAGED:
        return DamagedDatabase(Problem.NOT_A_DATABASE, str(error))
    return None


def _connect(store: type[HistoryStore], path: Path, key: InstallKey, *, check: bool) -> HistoryStore:
    path.parent.mkdir(parents=True, exist_ok=True)
    _inspect(path, check=check)
    created = not os.path.lexists(path)
    db = sqlite3.connect(path, isolation_level=None, check_same_thread=False, timeout=OPEN_BUSY_S)
    try:
        try:
            version = int(db.execute("PRAGMA user_version").fetchone()[0])
            if version < 0 or version > SCHEMA_VERSION or schema_of(db) != _expected(version):
                raise DamagedDatabase(Problem.DAMAGED, f"changed while opened: schema {version}")
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=FULL")
            migrate(db, lambda db: saved_rows.adopt(db, key))  # an older game's rows tagged, once
        except (ValueError, sqlite3.Error) as error:
            if (known := _classified(error)) is None:
                raise
            raise known from error
    except BaseException:
        db.close()
        if created:  # a new file that could not be made whole (a full disk): leave nothing behind
            for leftover in (path, Path(f"{path}-wal"), Path(f"{path}-shm")):
                with contextlib.suppress(OSError):
                    leftover.unlink()
        raise
    return store(db, path, key=key)
