"""Issue 27, cases 1 and 6: nothing the game reads of its own database costs it its locks on it.

On POSIX, SQLite's locks belong to the process, and closing any descriptor of the file drops them all: a
read in the game's process (open, read, close) while its connection has the file open lets another program
that then closes the file take itself for the last user and fold and delete the ``-wal`` the game is still
writing into (``test_copy_keeps_locks.py`` shows it for the copy set aside). Here, every other place the
game reads the bytes of a database it may have open: the header looked at before each open (``refusal``),
the copy a read-only folder is read from (``read_only``), the copy of a file set aside that what can be read
is carried from (``salvage``, while the seat still holds the file as it was), and the journal read before
SQLite (``wal_damage``: SQLite never locks the ``-wal``, so it keeps them already; kept here so it stays so).
"""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from baccarat_qt.store.history_file import refusal
from baccarat_qt.store.history_open import read_only
from baccarat_qt.store.history_salvage import salvage
from baccarat_qt.store.history_store import FILE_NAME, HistoryStore
from baccarat_qt.store.seal import InstallKey
from baccarat_qt.store.wal_check import wal_damage


def _refusal(path: Path, keys: Path) -> None:
    assert refusal(path) is None


def _read_only(path: Path, keys: Path) -> None:
    copy = read_only(HistoryStore, path, InstallKey(keys))
    assert copy is not None and copy.read_only
    copy.close()


def _salvage(path: Path, keys: Path) -> None:
    into = path.parent / "into"
    fresh, problem = HistoryStore.open(into, key_folder=keys)
    assert fresh is not None and problem is None
    try:
        assert salvage(path, fresh.db, InstallKey(keys)).nights == 1
    finally:
        fresh.close()


def _wal_damage(path: Path, keys: Path) -> None:
    assert wal_damage(path) is None


OTHER = (
    "import sqlite3, sys; db = sqlite3.connect(sys.argv[1]); db.execute('SELECT * FROM night'); db.close()"
)


@pytest.mark.parametrize("read", [_refusal, _read_only, _salvage, _wal_damage])
def test_a_read_of_the_open_database_leaves_the_games_journal_alone(
    tmp_path: Path, read: Callable[[Path, Path], None]
) -> None:
    folder, keys = tmp_path / "data", tmp_path / "config"
    game, problem = HistoryStore.open(folder, key_folder=keys)
    assert game is not None and problem is None
    path = folder / FILE_NAME
    try:
        game.db.execute("PRAGMA wal_autocheckpoint=0")  # what the game wrote stays in its journal for now
        game.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        game.db.execute(
            "INSERT INTO night (uid, started, tbl, deck, start_balance) VALUES ('a', 1, 0, 'c', 5)"
        )
        wal = Path(f"{path}-wal")
        journal = wal.read_bytes()  # (the test's own look: it has nothing to lose)
        assert journal
        read(path, keys)
        subprocess.run([sys.executable, "-c", OTHER, str(path)], check=True, timeout=60)
        assert wal.exists() and wal.read_bytes()[: len(journal)] == journal, (
            "another program folded the journal"
        )
        game.db.execute(
            "INSERT INTO night (uid, started, tbl, deck, start_balance) VALUES ('b', 1, 0, 'c', 5)"
        )
    finally:
        game.db.close()
    again = sqlite3.connect(path)
    try:
        assert again.execute("SELECT uid FROM night ORDER BY id").fetchall() == [("a",), ("b",)]
    finally:
        again.close()
