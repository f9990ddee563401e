"""One game at a time per player: a lock file beside the saved night and the top five.

Two games open on the same files would each write its own night and its own
top five over the other's, and one of them would lose its chips or a score.
The first game holds the lock while it runs; a second one opens a window that
says so instead of a table, and touches no file.

The lock is Qt's :class:`QLockFile`: it holds the process id, and a lock whose
process is gone (a crash, a kill) is taken over at the next start.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QLockFile

__all__ = ["LOCK_FILE", "GameAlreadyOpen", "take_instance_lock"]

LOCK_FILE = "baccarat-qt.lock"
"""The lock's name in the data folder."""

log = logging.getLogger(__name__)


class GameAlreadyOpen(Exception):
    """Another running game holds the lock on the same data folder."""

    def __init__(self, pid: int) -> None:
        super().__init__(f"another game (process {pid}) holds the lock")
        self.pid = pid


def take_instance_lock(data_dir: Path) -> QLockFile | None:
    """Lock ``data_dir`` for this process; the lock lasts until the returned object is unlocked or freed.

    Raises :class:`GameAlreadyOpen` when another running game holds it. Returns
    ``None`` when no lock file can be written at all (a read-only or full
    disk): the game then runs unguarded, and its own saving tells the player
    what is wrong.
    """
    try:
        data_dir.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        log.warning("no instance lock: cannot create %s: %s", data_dir, error)
        return None
    lock = QLockFile(str(data_dir / LOCK_FILE))
    lock.setStaleLockTime(0)  # a running game's lock never goes stale by age, only when its process is gone
    if lock.tryLock(0):
        return lock
    if lock.error() == QLockFile.LockError.LockFailedError:
        pid, _host, _app = lock.getLockInfo()
        raise GameAlreadyOpen(pid)
    log.warning("no instance lock in %s: %s", data_dir, lock.error().name)
    return None
