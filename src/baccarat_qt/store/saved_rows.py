"""The night in progress and the top five as rows of the game's database (schema 3).

The night in progress is one row of ``resume``: the same document
``night.json`` held (``{"schema", "version", "data"}``, the cards sealed with
the installation's key, :mod:`baccarat_qt.store.seal`), so an edited row fails its
seal or its validation exactly as an edited file did. The top five is one row
per entry of ``top_five``, each validated on load like the file's entries.

Each of those rows carries a ``tag`` (schema 6): HMAC-SHA256 under a key
derived from the installation's key (:func:`baccarat_qt.store.seal.row_tag`)
over the row's bytes exactly as stored: the whole resume document (balance,
house net and chips included, not only the sealed cards), and each top-five
row's place, name, score, table, date and night. A row without its tag, or
whose tag does not match (edited with any tool, brought from another
installation, a tag removed, the key gone), is refused like a row that does
not validate. The rows an earlier game wrote are tagged once, when the file
is brought to schema 6 (:func:`adopt`); after that an untagged row is refused.

What does not validate is never deleted: its text is first written to a file
beside the database (``night.descartado-<date>.json``,
``leaderboard.descartado-<date>.json``, the names bad files always had), then
the row is removed; when that copy cannot be written the row stays, unread.
A document larger than anything the game writes is copied out in pieces,
never read whole.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path

from baccarat_qt.problems import FileProblem, Problem
from baccarat_qt.store.aside import copy_database, write_aside
from baccarat_qt.store.history_schema import FILE_NAME
from baccarat_qt.store.leaderboard import SIZE, Leaderboard
from baccarat_qt.store.night_store import PLAIN_VERSION, SCHEMA, VERSION, SavedNight
from baccarat_qt.store.safe_read import MAX_FILE_BYTES, PARSE_ERRORS, Salvaged, WrongKey
from baccarat_qt.store.seal import InstallKey, row_tag, row_tag_matches

__all__ = [
    "NIGHT_ASIDE",
    "TOP_FIVE_ASIDE",
    "adopt",
    "drop_night",
    "item",
    "night_document",
    "read_night",
    "read_top_five",
    "sealed",
    "top_five_rows",
    "write_night",
    "write_top_five",
]

NIGHT_ASIDE = "night.json"
"""The name a night row set aside is written under (with ``.descartado-<date>``)."""
TOP_FIVE_ASIDE = "leaderboard.json"
_CHUNK = 1 << 20
_UPSERT = (
    "INSERT INTO resume (id, doc, tag) VALUES (1, ?, ?)"
    " ON CONFLICT (id) DO UPDATE SET doc = excluded.doc, tag = excluded.tag"
)
_NIGHT_KIND, _TOP_KIND = b"baccarat-qt/resume", b"baccarat-qt/top-five"
_TOP_FIELDS = ("place", "name", "score", "tbl", "day", "night")
"""A top-five row's columns, in the order its tag covers them (each as stored: ``CAST(c AS BLOB)``)."""


def night_document(night: SavedNight, key: bytes | None) -> str:
    """The row's text: the cards sealed with ``key`` (version 2), or all plain without one (version 1)."""
    version = PLAIN_VERSION if key is None else VERSION
    document = {"schema": SCHEMA, "version": version, "data": night.to_data(key)}
    return json.dumps(document, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def write_night(db: sqlite3.Connection, document: str, key: bytes | None) -> None:
    """Put the night in progress, tagged with ``key`` (inside the caller's transaction; no key, no tag:
    the row is then refused when read, like any row the game cannot vouch for)."""
    tag = None if key is None else row_tag(key, _NIGHT_KIND, [document.encode("utf-8")])
    db.execute(_UPSERT, (document, tag))


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
        raw, tag = db.execute("SELECT CAST(doc AS BLOB), tag FROM resume WHERE id = 1").fetchone()
        raw = raw if isinstance(raw, bytes) else b""
        if not row_tag_matches(key, _NIGHT_KIND, [raw], tag):
            problem, night = (Problem.UNSEALED, "no key" if key is None else "the tag does not match"), None
        else:
            problem, night = _parse_night(raw, key)
        if night is not None:
            return night, None
    assert problem is not None
    path = folder / NIGHT_ASIDE
    if not set_aside:
        return None, FileProblem(path, problem[0], None, problem[1])
    whole = copy_database(folder / FILE_NAME)
    target = _copy_out(
        db, folder, NIGHT_ASIDE, "SELECT substr(CAST(doc AS BLOB), ?, ?) FROM resume WHERE id = 1"
    )
    if target is not None and whole is not None:
        db.execute("DELETE FROM resume WHERE id = 1")
    return None, FileProblem(path, problem[0], target, problem[1], database_copy=whole)


def _parse_night(text: object, key: bytes | None) -> tuple[tuple[Problem, str] | None, SavedNight | None]:
    try:
        document = json.loads(text.decode("utf-8") if isinstance(text, bytes) else "")
    except (ValueError, RecursionError) as error:  # UnicodeDecodeError is a ValueError
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


def write_top_five(db: sqlite3.Connection, board: Leaderboard, key: bytes | None) -> None:
    """Replace the top five, each row tagged with ``key`` (inside the caller's transaction)."""
    db.execute("DELETE FROM top_five")
    rows = []
    for place, e in enumerate(board.entries):
        fields = (place, e.name, e.score, e.table.value, e.date.isoformat(), e.night)
        tag = None if key is None else row_tag(key, _TOP_KIND, [str(f).encode("utf-8") for f in fields])
        rows.append((*fields, tag))
    db.executemany(
        "INSERT INTO top_five (place, name, score, tbl, day, night, tag) VALUES (?, ?, ?, ?, ?, ?, ?)", rows
    )


def read_top_five(
    db: sqlite3.Connection, folder: Path, key: bytes | None, *, set_aside: bool = True
) -> tuple[Leaderboard, FileProblem | None]:
    """The top five: a row whose tag does not match ``key``, or that makes no sense, is dropped alone
    (all the rows are first copied aside, the database too, and the rest written back, tagged)."""
    rows = top_five_rows(db)
    vouched = [row for row in rows if sealed(key, row)]
    unsealed = len(rows) - len(vouched)
    items = [item(row) for row in vouched]
    try:
        parsed = Leaderboard.from_data(1, items) if vouched or not rows else Leaderboard()
    except PARSE_ERRORS as error:
        board, dropped, detail = Leaderboard(), len(rows), str(error)[:200]
    else:
        if not isinstance(parsed, Salvaged) and not unsealed:
            return parsed, None
        value = parsed.value if isinstance(parsed, Salvaged) else parsed
        assert isinstance(value, Leaderboard)
        board, dropped = value, unsealed + (parsed.dropped if isinstance(parsed, Salvaged) else 0)
        detail = parsed.detail if isinstance(parsed, Salvaged) else ""
    if unsealed:
        kind, detail = Problem.UNSEALED, f"{unsealed} row(s) without a matching tag; {detail}"
    else:
        kind = Problem.PARTLY_INVALID if board.entries else Problem.INVALID
    path = folder / TOP_FIVE_ASIDE
    if not set_aside:
        return board, FileProblem(path, kind, None, detail, dropped)
    whole = copy_database(folder / FILE_NAME)
    everything = db.execute(
        "SELECT place, CAST(name AS BLOB), score, CAST(tbl AS BLOB), CAST(day AS BLOB),"
        " CAST(night AS BLOB), tag FROM top_five ORDER BY place"
    ).fetchall()
    text = json.dumps([[_plain(v) for v in row] for row in everything], ensure_ascii=False).encode("utf-8")
    target = write_aside(folder, TOP_FIVE_ASIDE, [text])
    if target is not None and whole is not None:
        write_top_five(db, board, key)
    problem = FileProblem(path, kind, target, detail, dropped, database_copy=whole)
    return board, problem


_LONGEST = 200
"""A longer text is no name or date the game wrote: read as NULL, refused."""


def top_five_rows(db: sqlite3.Connection) -> list[tuple[object, ...]]:
    """The top five's rows as stored: each column of :data:`_TOP_FIELDS` as bytes (SQLite keeps what it
    is given, not always UTF-8; NULL when longer than any the game writes), then the score and the tag.

    Raises:
        sqlite3.Error: the table cannot be read.
    """
    texts = ", ".join(
        f"CASE WHEN length(CAST({c} AS BLOB)) <= {_LONGEST} THEN CAST({c} AS BLOB) END" for c in _TOP_FIELDS
    )
    query = f"SELECT {texts}, score, tag FROM top_five ORDER BY place LIMIT {SIZE + 1}"
    return [tuple(row) for row in db.execute(query)]


def sealed(key: bytes | None, row: tuple[object, ...]) -> bool:
    fields = row[: len(_TOP_FIELDS)]
    if not all(isinstance(field, bytes) for field in fields):
        return False
    return row_tag_matches(key, _TOP_KIND, [bytes(f) for f in fields if isinstance(f, bytes)], row[-1])


def adopt(db: sqlite3.Connection, key: InstallKey) -> None:
    """Tag the rows an earlier game wrote, as they are (the migration to schema 6, once: see the module).

    The key is made first (on disk before any row is tagged with it) and only when there is a row to tag.
    Without a key (the configuration folder cannot be written) the rows stay untagged, refused when read.
    """
    night = db.execute("SELECT CAST(doc AS BLOB) FROM resume WHERE id = 1").fetchone()
    rows = [row for row in top_five_rows(db) if all(isinstance(f, bytes) for f in row[: len(_TOP_FIELDS)])]
    if night is None and not rows:
        return
    secret = key.for_writing()
    if secret is None:
        return
    if night is not None and isinstance(night[0], bytes):
        db.execute("UPDATE resume SET tag = ? WHERE id = 1", (row_tag(secret, _NIGHT_KIND, [night[0]]),))
    for row in rows:
        fields = [bytes(f) for f in row[: len(_TOP_FIELDS)] if isinstance(f, bytes)]
        tag = row_tag(secret, _TOP_KIND, fields)
        db.execute("UPDATE top_five SET tag = ? WHERE CAST(place AS BLOB) = ?", (tag, fields[0]))


def _text(value: object) -> str | None:
    if not isinstance(value, bytes):
        return None
    try:
        return value.decode("utf-8")
    except UnicodeDecodeError:
        return None


def item(row: tuple[object, ...]) -> dict[str, object]:
    _place, name, _score, table, day, night, score, _tag = row
    night_text = _text(night)
    return {
        "name": _text(name),
        "score": score,
        "table": _text(table),
        "date": _text(day),
        **({"night": night_text} if night_text else {}),
    }


def _plain(value: object) -> object:
    if not isinstance(value, bytes):
        return value
    text = _text(value)
    return value.hex() if text is None else text


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

    return write_aside(folder, name, pieces())
