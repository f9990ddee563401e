"""Issue 27, cases 1 and 6: keeping a copy of the database aside does not cost the game its own locks on it.

On POSIX, SQLite's locks belong to the process, and closing any descriptor of the file drops them all. A
copy read in the game's process, while its connection had the file open, let another program that then
closed the file take itself for the last user: it folded and deleted the ``-wal`` the game was still
writing into (seen by the writer thread's tests), and what the game wrote next was lost.
"""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

from baccarat_qt.store.aside import copy_database


def test_a_copy_aside_leaves_the_games_journal_alone(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    game = sqlite3.connect(path, isolation_level=None)
    try:
        game.execute("PRAGMA journal_mode=WAL")
        game.execute("PRAGMA wal_autocheckpoint=0")  # what the game wrote stays in its journal for now
        game.execute("CREATE TABLE coup (n INTEGER)")
        game.execute("INSERT INTO coup VALUES (1)")
        wal = Path(f"{path}-wal")
        journal = wal.read_bytes()
        kept = copy_database(path)
        assert kept is not None and Path(f"{kept}-wal").read_bytes() == journal
        other = "import sqlite3, sys; db = sqlite3.connect(sys.argv[1]); db.execute('SELECT * FROM coup'); db.close()"
        subprocess.run([sys.executable, "-c", other, str(path)], check=True, timeout=60)
        assert wal.exists() and wal.read_bytes()[: len(journal)] == journal, (
            "another program folded the journal"
        )
        game.execute("INSERT INTO coup VALUES (2)")
    finally:
        game.close()
    again = sqlite3.connect(path)
    try:
        assert again.execute("SELECT n FROM coup ORDER BY n").fetchall() == [(1,), (2,)]
    finally:
        again.close()
