"""What can still be read from a database set aside, carried into the new one.

The file set aside is never opened where it lies (SQLite would replay its
journal into it and change it): it and its ``-wal`` and ``-shm`` are copied
into a private temporary folder and that copy is read. Each part is read on
its own, so a dropped or damaged table loses only itself: the nights and
their coups, the top-five rows one by one, each with its tag and at its place
(a row that does not validate, or whose tag does not match, is left behind),
and the night in progress (its document and its tag as they were: the seat
checks them when it reads it, as for any other). Rows of a file older than
schema 6 have no tag: they are tagged as they are carried, as the migration
tags an older file's (:func:`baccarat_qt.store.saved_rows.adopt`).
"""

from __future__ import annotations

import contextlib
import sqlite3
import tempfile
from pathlib import Path

from baccarat_qt.problems import Carried
from baccarat_qt.store import saved_rows
from baccarat_qt.store.aside import JOURNALS
from baccarat_qt.store.elsewhere import copy_file
from baccarat_qt.store.history_schema import BET_COLUMNS, TAGGED_FROM, transaction
from baccarat_qt.store.leaderboard import Entry
from baccarat_qt.store.safe_read import PARSE_ERRORS
from baccarat_qt.store.seal import InstallKey

__all__ = ["salvage"]

_NIGHT_COLS = "id, uid, started, ended, tbl, deck, start_balance, final_balance, ending"
_COUP_COLS = ("night", "n", "t", "cards", "outcome", *BET_COLUMNS.split(", "), "balance")
"""A coup's columns in the current schema; a file of an earlier version lacks some bets (EZ's, before 4)."""


def salvage(aside: Path, db: sqlite3.Connection, key: InstallKey) -> Carried:
    """Carry what ``aside`` still holds into ``db`` (a new, empty database); what was carried."""
    with tempfile.TemporaryDirectory(prefix="baccarat-salvage-") as folder:
        copy = Path(folder) / "copy.sqlite3"
        try:
            for extra in ("", *JOURNALS):
                source = Path(f"{aside}{extra}")
                if source.is_file():
                    copy_file(source, Path(f"{copy}{extra}"), sync=False)  # (:mod:`.elsewhere`)
            old = sqlite3.connect(copy, isolation_level=None, timeout=0)
        except (OSError, sqlite3.Error):
            return Carried()
        try:
            nights, coups = _nights(old, db)
            tagged = _has_tags(old)
            top = _top_five(old, db, key, tagged)
            resume = _resume(old, db, tagged)
            if not tagged:
                with contextlib.suppress(sqlite3.Error), transaction(db):
                    saved_rows.adopt(db, key)
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


def _has_tags(old: sqlite3.Connection) -> bool:
    """Whether the file set aside is of schema 6 or later (its rows had tags to carry)."""
    try:
        return int(old.execute("PRAGMA user_version").fetchone()[0]) >= TAGGED_FROM
    except (sqlite3.Error, ValueError, OverflowError, TypeError):
        return True  # unknown: nothing is tagged on its word


def _top_five(old: sqlite3.Connection, db: sqlite3.Connection, key: InstallKey, tagged: bool) -> int:
    try:
        rows = saved_rows.top_five_rows(old) if tagged else _untagged(old)
    except (sqlite3.Error, ValueError, OverflowError):
        return 0
    secret = key.for_reading()
    good: list[tuple[object, ...]] = []
    for row in rows:
        data = saved_rows.item(row)
        try:
            place = int(bytes(row[0]).decode("ascii")) if isinstance(row[0], bytes) else None
            Entry.from_data(data)
        except PARSE_ERRORS:  # a place that is not ASCII digits too (UnicodeDecodeError is a ValueError)
            continue
        if place is None or (tagged and not saved_rows.sealed(secret, row)):
            continue
        values = (data["name"], data["score"], data["table"], data["date"], data.get("night", ""))
        good.append((place, *values, row[-1] if tagged else None))  # as they were: their tag still theirs
    if not good:
        return 0
    try:
        with transaction(db):
            db.executemany(
                "INSERT INTO top_five (place, name, score, tbl, day, night, tag) VALUES (?, ?, ?, ?, ?, ?, ?)",
                good,
            )
    except sqlite3.Error:
        return 0
    return len(good)


def _untagged(old: sqlite3.Connection) -> list[tuple[object, ...]]:
    """An older file's top-five rows, shaped as :func:`saved_rows.top_five_rows` gives them (no tag)."""
    query = (
        "SELECT CAST(place AS BLOB), CAST(name AS BLOB), CAST(score AS BLOB), CAST(tbl AS BLOB),"
        " CAST(day AS BLOB), CAST(night AS BLOB), score, NULL FROM top_five ORDER BY place LIMIT 6"
    )
    return [tuple(row) for row in old.execute(query)]


def _resume(old: sqlite3.Connection, db: sqlite3.Connection, tagged: bool) -> bool:
    tag = "tag" if tagged else "NULL"
    rows = _rows(old, f"SELECT CAST(doc AS BLOB), {tag} FROM resume WHERE id = 1")
    if not rows or not isinstance(rows[0][0], bytes):
        return False
    try:
        document = rows[0][0].decode("utf-8")
    except UnicodeDecodeError:
        return False
    try:
        with transaction(db):
            db.execute("INSERT INTO resume (id, doc, tag) VALUES (1, ?, ?)", (document, rows[0][1]))
    except sqlite3.Error:
        return False
    return True
