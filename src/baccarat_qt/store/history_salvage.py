"""What can still be read from a database set aside, carried into the new one.

The file set aside is never opened where it lies (SQLite would replay its
journal into it and change it): it and its ``-wal`` and ``-shm`` are copied
into a private temporary folder and that copy is read. Each part is read on
its own, so a dropped or damaged table loses only itself: the nights and
their coups, the top-five rows one by one (a row that does not validate is
left behind), and the night in progress (its document as it was: the seat
checks its seal and its sense when it reads it, as for any other).
"""

from __future__ import annotations

import contextlib
import shutil
import sqlite3
import tempfile
from pathlib import Path

from baccarat_qt.problems import Carried
from baccarat_qt.store import saved_rows
from baccarat_qt.store.aside import JOURNALS
from baccarat_qt.store.history_schema import BET_COLUMNS, transaction
from baccarat_qt.store.leaderboard import Leaderboard

__all__ = ["salvage"]

_NIGHT_COLS = "id, uid, started, ended, tbl, deck, start_balance, final_balance, ending"
_COUP_COLS = ("night", "n", "t", "cards", "outcome", *BET_COLUMNS.split(", "), "balance")
"""A coup's columns in the current schema; a file of an earlier version lacks some bets (EZ's, before 4)."""


def salvage(aside: Path, db: sqlite3.Connection) -> Carried:
    """Carry what ``aside`` still holds into ``db`` (a new, empty database); what was carried."""
    with tempfile.TemporaryDirectory(prefix="baccarat-salvage-") as folder:
        copy = Path(folder) / "copy.sqlite3"
        try:
            for extra in ("", *JOURNALS):
                source = Path(f"{aside}{extra}")
                if source.is_file():
                    shutil.copyfile(source, Path(f"{copy}{extra}"))
            old = sqlite3.connect(copy, isolation_level=None, timeout=0)
        except (OSError, sqlite3.Error):
            return Carried()
        try:
            nights, coups = _nights(old, db)
            top = _top_five(old, db)
            resume = _resume(old, db)
        finally:
            old.close()
    return Carried(nights, coups, top, resume)


def _rows(old: sqlite3.Connection, query: str) -> list[tuple[object, ...]]:
    """The rows a query gives, as many as can be read before the file fails."""
    found: list[tuple[object, ...]] = []
    with contextlib.suppress(sqlite3.Error, ValueError, OverflowError):
        for row in old.execute(query):
            found.append(tuple(row))
    return found


def _nights(old: sqlite3.Connection, db: sqlite3.Connection) -> tuple[int, int]:
    ids: dict[object, int] = {}
    coups = 0
    try:
        with transaction(db):
            for row in _rows(old, f"SELECT {_NIGHT_COLS} FROM night ORDER BY id"):
                with contextlib.suppress(sqlite3.Error):
                    cursor = db.execute(
                        f"INSERT INTO night ({_NIGHT_COLS.replace('id, ', '', 1)}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                        row[1:],
                    )
                    if cursor.lastrowid is not None:
                        ids[row[0]] = cursor.lastrowid
            names = ", ".join(_coup_columns(old))
            marks = ", ".join("?" * len(_coup_columns(old)))
            for night, *rest in _rows(old, f"SELECT {names} FROM coup ORDER BY night, n") if names else ():
                if night in ids:
                    with contextlib.suppress(sqlite3.Error):
                        db.execute(f"INSERT INTO coup ({names}) VALUES ({marks})", (ids[night], *rest))
                        coups += 1
    except sqlite3.Error:
        return 0, 0
    return len(ids), coups


def _coup_columns(old: sqlite3.Connection) -> list[str]:
    """The columns of :data:`_COUP_COLS` the old file's coups have (none when its table cannot be read)."""
    present = {str(row[1]) for row in _rows(old, "PRAGMA table_info(coup)")}
    return [name for name in _COUP_COLS if name in present] if present.issuperset(_COUP_COLS[:5]) else []


def _top_five(old: sqlite3.Connection, db: sqlite3.Connection) -> int:
    board = Leaderboard()
    try:
        entries = saved_rows.top_five_entries(old)
    except (sqlite3.Error, ValueError, OverflowError):
        return 0
    for entry in entries:
        if entry is not None:
            board.add(entry)
    if not board.entries:
        return 0
    try:
        with transaction(db):
            saved_rows.write_top_five(db, board)
    except sqlite3.Error:
        return 0
    return len(board.entries)


def _resume(old: sqlite3.Connection, db: sqlite3.Connection) -> bool:
    rows = _rows(old, "SELECT CAST(doc AS BLOB) FROM resume WHERE id = 1")
    if not rows or not isinstance(rows[0][0], bytes):
        return False
    try:
        document = rows[0][0].decode("utf-8")
    except UnicodeDecodeError:
        return False
    try:
        with transaction(db):
            saved_rows.write_night(db, document)
    except sqlite3.Error:
        return False
    return True
