"""What sits at the game database's name: whether it can be opened, its integrity, setting it aside.

Checked before SQLite opens it: a folder, a pipe, a device or a dangling link in
its place, a file without SQLite's header, or one shorter than its header says
(``refusal``: the header read by another process, :mod:`.elsewhere`); ``quick_check``
on its own read-only connection (any thread); a bad file moved aside with its
``-wal`` and ``-shm`` (``set_aside``), never deleted.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import stat
import threading
from collections.abc import Callable
from pathlib import Path

from baccarat_qt.problems import Problem
from baccarat_qt.store import elsewhere
from baccarat_qt.store.aside import JOURNALS, aside_name
from baccarat_qt.store.atomic import fsync_dir

__all__ = [
    "SQLITE_MAGIC",
    "DeferredCheck",
    "backup",
    "hold",
    "identity",
    "quick_check",
    "refusal",
    "set_aside",
]

SQLITE_MAGIC = b"SQLite format 3\x00"


def refusal(path: Path) -> tuple[Problem, str] | None:
    """Why what has the history's name cannot be opened as a database (None: nothing there, or it may be)."""
    try:
        status = os.stat(path)
    except FileNotFoundError:
        return None if not os.path.lexists(path) else (Problem.NOT_A_FILE, "a dangling link")
    except NotADirectoryError as error:  # the data "folder" is a file: nothing can be kept there
        return Problem.UNWRITABLE, str(error)
    except OSError as error:
        return Problem.NOT_A_FILE, str(error)
    if not stat.S_ISREG(status.st_mode):
        return Problem.NOT_A_FILE, "not a regular file"
    if status.st_size == 0:
        return None
    try:  # read by another process: this one may have the file open in SQLite (:mod:`.elsewhere`)
        head = elsewhere.head(path, 100)
    except OSError as error:
        return Problem.UNWRITABLE, str(error)
    if len(head) < 100 or not head.startswith(SQLITE_MAGIC):
        return Problem.NOT_A_DATABASE, "no SQLite header"
    page = int.from_bytes(head[16:18], "big")
    page = 65536 if page == 1 else page
    pages = int.from_bytes(head[28:32], "big")
    valid_for = int.from_bytes(head[92:96], "big") == int.from_bytes(head[24:28], "big")
    wal = os.path.exists(f"{path}-wal")
    if valid_for and pages and status.st_size < page * pages and not wal:
        return Problem.NOT_A_DATABASE, f"truncated: {status.st_size} bytes of {page * pages}"
    return None


def identity(path: Path) -> tuple[int, int] | None:
    """The file's device and inode (to notice it replaced or removed), None if nothing is there."""
    try:
        status = os.stat(path)
    except OSError:
        return None
    return status.st_dev, status.st_ino


def quick_check(path: Path) -> list[str]:
    """``PRAGMA quick_check`` on its own read-only connection (any thread): the faults found, [] if none.

    A file that cannot be opened or is busy is not called damaged ([]): the caller's own
    connection meets that soon enough.
    """
    try:
        db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=5.0)
    except sqlite3.Error:
        return []
    try:
        found = [str(row[0]) for row in db.execute("PRAGMA quick_check")]
    except sqlite3.OperationalError:
        return []
    except sqlite3.DatabaseError as error:
        return [str(error)]
    finally:
        db.close()
    return [] if found == ["ok"] else found


def set_aside(path: Path) -> Path | None:
    """Move the file (and its journal files) aside; never deleted. None if it could not be moved."""
    target = aside_name(path)
    try:
        os.replace(path, target)
    except FileNotFoundError:
        target = path  # nothing was there
    except OSError:
        return None
    for suffix in JOURNALS:
        extra = Path(f"{path}{suffix}")
        if os.path.lexists(extra):
            with contextlib.suppress(OSError):
                os.replace(extra, Path(f"{target}{suffix}"))
    fsync_dir(path.parent)
    return target


def hold(path: Path) -> sqlite3.Connection | None:
    """A read-only connection kept open while the game's own one closes: the last connection to close
    folds the journal into the file, and a file about to be set aside must stay as it was. Close it
    after the file was moved; None when the file cannot be opened at all (nothing to fold then)."""
    try:
        guard = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=0)
        guard.execute("SELECT 1 FROM sqlite_schema LIMIT 1").fetchall()
    except sqlite3.Error:
        return None
    return guard


def backup(db: sqlite3.Connection, target: Path) -> None:
    """One consistent copy of the whole database at ``target`` (SQLite's online backup), made whole
    under a temporary name, synced, then renamed: never half a file at ``target``.

    Raises:
        sqlite3.Error, OSError: the copy could not be made (``target`` is not touched).
    """
    temporary = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    try:
        copy = sqlite3.connect(temporary)
        try:
            db.backup(copy)
            copy.execute("PRAGMA journal_mode=DELETE")
        finally:
            copy.close()
        with open(temporary, "rb") as handle:
            os.fsync(handle.fileno())
        if os.path.lexists(target):
            raise FileExistsError(target)
        os.replace(temporary, target)
    finally:
        with contextlib.suppress(OSError):
            temporary.unlink()
    fsync_dir(target.parent)


class DeferredCheck:
    """``quick_check`` of a file on a worker thread, started ``delay`` seconds from now (after the first
    frames: it reads the whole file, about half a second for a million coups), or sooner when hurried."""

    def __init__(self, path: Path, delay: float) -> None:
        self._path = path
        self._found: list[str] | None = None
        self._cancelled = False
        self._go = threading.Event()
        self._lock = threading.Lock()
        self._waiting: list[Callable[[], None]] = []
        self._thread = threading.Thread(target=self._run, args=(delay,), name="database-check", daemon=True)
        self._thread.start()

    def _run(self, delay: float) -> None:
        self._go.wait(delay)
        found = None if self._cancelled else quick_check(self._path)
        with self._lock:
            self._found = found
            waiting, self._waiting = self._waiting, []
        for done in waiting:
            done()

    def hurry(self) -> None:
        """Run it now rather than after the delay (on its worker still)."""
        self._go.set()

    def then(self, done: Callable[[], None]) -> None:
        """Call ``done`` once it has run: on its worker, or here at once if it already has."""
        with self._lock:
            if self._found is None and self._thread.is_alive():
                self._waiting.append(done)
                return
        done()

    def cancel(self) -> None:
        """Stop it (waits for a check already running)."""
        self._cancelled = True
        self._go.set()
        self._thread.join()

    @staticmethod
    def stop(check: DeferredCheck | None) -> None:
        """Cancel ``check`` if there is one; None (what the caller keeps instead)."""
        if check is not None:
            check.cancel()

    def result(self, *, wait: bool) -> list[str] | None:
        """The faults found ([] if none); None while it has not run (``wait``: run it now and wait for it)."""
        if wait:
            self.hurry()
            self._thread.join()
            if self._found is None:  # cancelled before it ran
                self._found = quick_check(self._path)
        return self._found
