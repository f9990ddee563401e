"""The night and the top five that earlier versions kept in JSON files, brought into the database once.

On the first start of a version with the database, ``night.json`` and
``leaderboard.json`` (when there) are read with the same hostile-file-safe
readers as before (:func:`baccarat_qt.store.night_store.load_night`,
:func:`baccarat_qt.store.leaderboard.load_leaderboard`): a bad file is set aside as
it always was, with a notice, and the rest is imported. Both go into the
database in one transaction; then each file is renamed ``<name>.imported``
beside it, kept, and never read again.

A crash between the transaction and the renames only means the import runs
again on the next start: a night is taken only when the database has none in
progress, and an entry already in the top five (the same night, or the same
name, score, table and date) is not added twice.

>>> import tempfile
>>> from pathlib import Path
>>> folder = Path(tempfile.mkdtemp())
>>> has_old_files(folder)
False
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from baccarat_qt.problems import FileProblem
from baccarat_qt.store import saved_rows
from baccarat_qt.store.atomic import fsync_dir
from baccarat_qt.store.history_schema import transaction
from baccarat_qt.store.history_store import HistoryStore
from baccarat_qt.store.leaderboard import FILE_NAME as TOP_FIVE_FILE
from baccarat_qt.store.leaderboard import load_leaderboard
from baccarat_qt.store.night_store import FILE_NAME as NIGHT_FILE
from baccarat_qt.store.night_store import load_night

__all__ = ["IMPORTED", "has_old_files", "import_old_files"]

IMPORTED = ".imported"
"""What an imported file's name gets at its end."""


def has_old_files(folder: Path) -> bool:
    """Whether an earlier version's night or top five waits to be imported."""
    return any(os.path.lexists(folder / name) for name in (NIGHT_FILE, TOP_FIVE_FILE))


def import_old_files(store: HistoryStore, key: bytes | None, key_folder: Path) -> list[FileProblem]:
    """Import the old files beside ``store`` (see the module's notes); the problems of bad ones.

    ``key`` seals the imported night's cards in the database; ``key_folder``
    holds the key that sealed the old file.

    Raises:
        sqlite3.Error: the database cannot be written: nothing was imported, no file renamed.
    """
    folder = store.path.parent
    if not has_old_files(folder):
        return []
    problems: list[FileProblem] = []
    night, problem = load_night(folder, key_folder=key_folder)
    if problem is not None:
        problems.append(problem)
    board, problem = load_leaderboard(folder)
    if problem is not None:
        problems.append(problem)
    with transaction(store.db):  # ``key`` is on disk (seal.key_for_writing) before a row is tagged with it
        if night is not None and store.db.execute("SELECT 1 FROM resume").fetchone() is None:
            saved_rows.write_night(store.db, saved_rows.night_document(night, key), key)
        if board.entries:
            current, problem = saved_rows.read_top_five(store.db, folder, key)
            if problem is not None:  # rows it could not vouch for: set aside (and told) before the merge
                problems.append(problem)
            for entry in board.entries:
                if not current.has_night(entry.night) and entry not in current.entries:
                    current.add(entry)
            saved_rows.write_top_five(store.db, current, key)
    for name in (NIGHT_FILE, TOP_FIVE_FILE):
        _rename_imported(folder / name)
    fsync_dir(folder)
    return problems


def _rename_imported(path: Path) -> None:
    """``name`` → ``name.imported`` (or ``name.imported-2``, … when that is taken); kept, never deleted."""
    if not os.path.lexists(path):
        return
    target = path.with_name(path.name + IMPORTED)
    counter = 1
    while os.path.lexists(target):
        counter += 1
        target = path.with_name(f"{path.name}{IMPORTED}-{counter}")
    # imported but not renamed: the next start imports it again, harmlessly
    with contextlib.suppress(OSError):
        os.replace(path, target)
