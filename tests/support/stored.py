"""What the game keeps, read and written the way a test needs it.

Reading goes through the game's own store (:class:`HistoryStore`): the night in
progress and the top five as the next start would see them. Editing a row goes
through plain ``sqlite3``, as a player with the ``sqlite3`` tool would: the
store must catch it. The old files (``night.json``, ``leaderboard.json``) are
written as the versions before the database wrote them, to be imported.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from baccarat_qt.problems import FileProblem
from baccarat_qt.store import saved_rows, seal
from baccarat_qt.store.history_store import FILE_NAME, HistoryStore
from baccarat_qt.store.leaderboard import Leaderboard
from baccarat_qt.store.night_store import PLAIN_VERSION, SCHEMA, VERSION, SavedNight
from baccarat_qt.store.storage import AppDirs, app_dirs, write_json_atomic
from tests.support.written import all_written

__all__ = [
    "has_night",
    "night_document",
    "put_night",
    "put_night_document",
    "saved_board",
    "saved_night",
    "saved_night_and_board",
    "write_old_night",
]


def _dirs(dirs: AppDirs | None) -> AppDirs:
    all_written()  # the saves of the games running are written on their writer threads: read what they wrote
    return dirs or app_dirs()


def saved_night(dirs: AppDirs | None = None) -> tuple[SavedNight | None, FileProblem | None]:
    """The night in progress as the next start reads it ((None, None) when there is no database)."""
    where = _dirs(dirs)
    if not (where.data / FILE_NAME).exists():
        return None, None
    store, problem = HistoryStore.open(where.data, check=False, key_folder=where.config)
    assert store is not None, problem
    try:
        return store.night(seal.load_key(where.config))
    finally:
        store.close()


def saved_board(dirs: AppDirs | None = None) -> Leaderboard:
    """The top five as the next start reads it."""
    where = _dirs(dirs)
    if not (where.data / FILE_NAME).exists():
        return Leaderboard()
    store, problem = HistoryStore.open(where.data, check=False, key_folder=where.config)
    assert store is not None, problem
    try:
        board, bad = store.top_five()
        assert bad is None, bad
        return board
    finally:
        store.close()


def saved_night_and_board(
    dirs: AppDirs | None = None,
) -> tuple[SavedNight | None, FileProblem | None, Leaderboard]:
    """:func:`saved_night` and :func:`saved_board` through one open of the store, as one start reads both."""
    where = _dirs(dirs)
    if not (where.data / FILE_NAME).exists():
        return None, None, Leaderboard()
    store, problem = HistoryStore.open(where.data, check=False, key_folder=where.config)
    assert store is not None, problem
    try:
        night, problem = store.night(seal.load_key(where.config))
        board, bad = store.top_five()
        assert bad is None, bad
        return night, problem, board
    finally:
        store.close()


def has_night(dirs: AppDirs | None = None) -> bool:
    """Whether a night in progress is kept (its row is there, good or bad)."""
    return night_document(dirs) is not None


def night_document(dirs: AppDirs | None = None) -> dict[str, object] | None:
    """The night's row as stored (the document ``night.json`` held), or None."""
    path = _dirs(dirs).data / FILE_NAME
    if not path.exists():
        return None
    db = sqlite3.connect(path)
    try:
        row = db.execute("SELECT doc FROM resume").fetchone()
    finally:
        db.close()
    if row is None:
        return None
    document = json.loads(row[0])
    assert isinstance(document, dict)
    return document


def put_night_document(document: object, dirs: AppDirs | None = None) -> None:
    """Write the night's row by hand (an edited save), bypassing the game."""
    db = sqlite3.connect(_dirs(dirs).data / FILE_NAME, isolation_level=None)
    try:
        text = document if isinstance(document, str | bytes) else json.dumps(document)
        db.execute("INSERT OR REPLACE INTO resume (id, doc) VALUES (1, ?)", (text,))
    finally:
        db.close()


def put_night(night: SavedNight, dirs: AppDirs | None = None) -> None:
    """Keep ``night`` as the night in progress, written as the game writes it (through its store)."""
    where = _dirs(dirs)
    store, problem = HistoryStore.open(where.data, key_folder=where.config)
    assert store is not None, problem
    try:
        document = saved_rows.night_document(night, seal.key_for_writing(where.config))
        store.record(
            night.night_id, table=night.table, deck=night.deck, start_balance=50_000, resume=document
        )
    finally:
        store.close()


def write_old_night(folder: Path, night: SavedNight, *, key_folder: Path | None = None) -> None:
    """``night.json`` as the versions before the database wrote it (sealed when a key can be had)."""
    key = seal.key_for_writing(app_dirs().config if key_folder is None else key_folder)
    version = PLAIN_VERSION if key is None else VERSION
    write_json_atomic(folder / "night.json", SCHEMA, version, night.to_data(key))
