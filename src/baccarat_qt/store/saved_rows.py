"""The night in progress and the top five as rows of the game's database (schema 3).

The night in progress is one row of ``resume``: the same document
``night.json`` held (``{"schema", "version", "data"}``, the cards sealed with
the installation's key, :mod:`baccarat_qt.store.seal`), so an edited row fails its
seal or its validation exactly as an edited file did. The top five is one row
per entry of ``top_five``, each validated on load like the file's entries.

What does not validate is never deleted: its text is first written to a file
beside the database (``night.descartado-<date>.json``,
``leaderboard.descartado-<date>.json``, the names bad files always had), then
the row is removed; when that copy cannot be written the row stays, unread.
A document larger than anything the game writes is copied out in pieces,
never read whole.
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Iterable, Iterator
from pathlib import Path

from baccarat_qt.problems import FileProblem, Problem
from baccarat_qt.store.leaderboard import SIZE, Leaderboard
from baccarat_qt.store.night_store import PLAIN_VERSION, SCHEMA, VERSION, SavedNight
from baccarat_qt.store.storage import (
    MAX_FILE_BYTES,
    PARSE_ERRORS,
    Salvaged,
    WrongKey,
    _aside_name,
    _fsync_dir,
)

__all__ = [
    "NIGHT_ASIDE",
    "TOP_FIVE_ASIDE",
    "drop_night",
    "night_document",
    "read_night",
    "read_top_five",
    "write_night",
    "write_top_five",
]

NIGHT_ASIDE = "night.json"
"""The name a night row set aside is written under (with ``.descartado-<date>``)."""
TOP_FIVE_ASIDE = "leaderboard.json"
_CHUNK = 1 << 20
_UPSERT = "INSERT INTO resume (id, doc) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET doc = excluded.doc"


def night_document(night: SavedNight, key: bytes | None) -> str:
    """The row's text: the cards sealed with ``key`` (version 2), or all plain without one (version 1)."""
    version = PLAIN_VERSION if key is None else VERSION
    document = {"schema": SCHEMA, "version": version, "data": night.to_data(key)}
    return json.dumps(document, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def write_night(db: sqlite3.Connection, document: str) -> None:
    """Put the night in progress (inside the caller's transaction)."""
    db.execute(_UPSERT, (document,))


def drop_night(db: sqlite3.Connection) -> None:
    """No night in progress any more (inside the caller's transaction)."""
    db.execute("DELETE FROM resume")


def read_night(
    db: sqlite3.Connection, folder: Path, key: bytes | None, *, set_aside: bool = True
) -> tuple[SavedNight | None, FileProblem | None]:
    """The night in progress, or None (and the problem, its row copied aside and removed, when it was bad).

    ``set_aside=False`` reads without changing anything (a read-only database).
    """
    row = db.execute("SELECT length(CAST(doc AS BLOB)) FROM resume WHERE id = 1").fetchone()
    if row is None:
        return None, None
    size = int(row[0] or 0)
    problem: tuple[Problem, str] | None = None
    if size > MAX_FILE_BYTES:
        problem = Problem.TOO_LARGE, f"{size} bytes"
    else:
        problem, night = _parse_night(db.execute("SELECT doc FROM resume WHERE id = 1").fetchone()[0], key)
        if night is not None:
            return night, None
    assert problem is not None
    path = folder / NIGHT_ASIDE
    if not set_aside:
        return None, FileProblem(path, problem[0], None, problem[1])
    target = _copy_out(
        db, folder, NIGHT_ASIDE, "SELECT substr(CAST(doc AS BLOB), ?, ?) FROM resume WHERE id = 1"
    )
    if target is not None:
        db.execute("DELETE FROM resume WHERE id = 1")
    return None, FileProblem(path, problem[0], target, problem[1])


def _parse_night(text: object, key: bytes | None) -> tuple[tuple[Problem, str] | None, SavedNight | None]:
    try:
        document = json.loads(text if isinstance(text, str | bytes) else b"")
    except (ValueError, RecursionError) as error:
        return (Problem.NOT_JSON, str(error)[:200]), None
    if not isinstance(document, dict) or document.get("schema") != SCHEMA or "data" not in document:
        return (Problem.WRONG_SCHEMA, ""), None
    version = document.get("version")
    if type(version) is not int or version not in (PLAIN_VERSION, VERSION):
        return (Problem.UNKNOWN_VERSION, f"version {version!r}"), None
    try:
        return None, SavedNight.from_data(version, document["data"], key=key)
    except WrongKey as error:
        return (Problem.WRONG_KEY, str(error)[:200]), None
    except PARSE_ERRORS as error:
        return (Problem.INVALID, str(error)[:200]), None


def write_top_five(db: sqlite3.Connection, board: Leaderboard) -> None:
    """Replace the top five (inside the caller's transaction)."""
    db.execute("DELETE FROM top_five")
    db.executemany(
        "INSERT INTO top_five (place, name, score, tbl, day, night) VALUES (?, ?, ?, ?, ?, ?)",
        [
            (place, e.name, e.score, e.table.value, e.date.isoformat(), e.night)
            for place, e in enumerate(board.entries)
        ],
    )


def read_top_five(
    db: sqlite3.Connection, folder: Path, *, set_aside: bool = True
) -> tuple[Leaderboard, FileProblem | None]:
    """The top five; a row that makes no sense is dropped alone (all the rows are first copied aside)."""
    limit = 200  # a longer text is no name or date the game wrote: read as NULL, refused
    rows = db.execute(
        "SELECT CASE WHEN length(name) <= ? THEN name END, score, CASE WHEN length(tbl) <= ? THEN tbl END,"
        " CASE WHEN length(day) <= ? THEN day END, CASE WHEN length(night) <= ? THEN night END"
        " FROM top_five ORDER BY place LIMIT ?",
        (limit, limit, limit, limit, SIZE + 1),
    ).fetchall()
    items = [
        {"name": n, "score": s, "table": t, "date": d, **({"night": g} if g else {})}
        for n, s, t, d, g in rows
    ]
    problem: FileProblem | None = None
    try:
        parsed = Leaderboard.from_data(1, items)
    except PARSE_ERRORS as error:
        if not rows:
            return Leaderboard(), None
        board, dropped, detail, kind = Leaderboard(), len(rows), str(error)[:200], Problem.INVALID
    else:
        if not isinstance(parsed, Salvaged):
            return parsed, None
        assert isinstance(parsed.value, Leaderboard)
        board, dropped, detail, kind = parsed.value, parsed.dropped, parsed.detail, Problem.PARTLY_INVALID
    path = folder / TOP_FIVE_ASIDE
    if not set_aside:
        return board, FileProblem(path, kind, None, detail, dropped)
    everything = db.execute(
        "SELECT place, name, score, tbl, day, night FROM top_five ORDER BY place"
    ).fetchall()
    text = json.dumps([[_plain(v) for v in row] for row in everything], ensure_ascii=False).encode("utf-8")
    target = _write_aside(folder, TOP_FIVE_ASIDE, [text])
    if target is not None:
        write_top_five(db, board)
    problem = FileProblem(path, kind, target, detail, dropped)
    return board, problem


def _plain(value: object) -> object:
    return value.hex() if isinstance(value, bytes) else value


def _copy_out(db: sqlite3.Connection, folder: Path, name: str, query: str) -> Path | None:
    """Copy a (possibly huge) text out of the database in pieces; None when it cannot be written."""

    def pieces() -> Iterator[bytes]:
        start = 1
        while True:
            piece = db.execute(query, (start, _CHUNK)).fetchone()
            data = bytes(piece[0]) if piece and piece[0] else b""
            if not data:
                return
            yield data
            start += len(data)

    return _write_aside(folder, name, pieces())


def _write_aside(folder: Path, name: str, chunks: Iterable[bytes]) -> Path | None:
    target = _aside_name(folder / name)
    try:
        fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o644)
        with os.fdopen(fd, "wb") as handle:
            for chunk in chunks:
                handle.write(chunk)
            handle.flush()
            os.fsync(handle.fileno())
    except OSError:
        return None
    _fsync_dir(folder)
    return target
