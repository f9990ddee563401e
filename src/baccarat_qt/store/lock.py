"""One game at a time per player: a lock beside the saved night and the top five.

Two games open on the same files would each write its own night and its own
top five over the other's, and one of them would lose its chips or a score.
The first game holds the lock while it runs; a second one opens a window that
says so instead of a table, and touches no file.

Whether another game is running is decided by the operating system, never by
what a file says: the game holds an advisory lock (``flock``; ``msvcrt.locking``
on Windows) on ``baccarat-qt.lock``, and the system drops it when the process
ends, however it ends (a crash, a kill, a power cut). A leftover lock file is
therefore harmless whatever it holds (nothing, garbage, the process id of a
game long gone, one now reused by another program, another computer's name),
and its contents are only a hint for the player (the process id of the
running game, written after the lock is taken). The file is not removed when
the game ends: removing it would let a game that opened it just before lock
another file than the next game does.

Something else than a regular file where the lock should be (a folder, a
symbolic link, a named pipe) is moved aside, like any damaged file, and a new
lock file is made; a symbolic link is never followed (the lock is ours, and
creating it through a link would create a file wherever the link points).
While it moves something aside, a game holds a second lock, on the data
folder itself, and looks again under it: two games starting together cannot
both move things and both end up holding a lock.
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import stat
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from baccarat_qt.problems import FileProblem, Problem
from baccarat_qt.store.storage import set_aside_file

__all__ = ["LOCK_FILE", "GameAlreadyOpen", "InstanceLock", "take_instance_lock"]

LOCK_FILE = "baccarat-qt.lock"
"""The lock's name in the data folder."""

log = logging.getLogger(__name__)

_OPEN_FLAGS = (
    os.O_CREAT
    | getattr(os, "O_NOFOLLOW", 0)  # a symbolic link is refused (ELOOP), not followed
    | getattr(os, "O_NONBLOCK", 0)  # a named pipe is opened without waiting for a writer
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_CLOEXEC", 0)  # a program the game starts does not inherit the lock
    | getattr(os, "O_BINARY", 0)
)
_NOT_A_FILE_ERRORS = {errno.ELOOP, errno.EISDIR, errno.ENXIO, errno.EMLINK, errno.ENOTDIR}
"""What opening the lock's name reports when something else than a file is there."""
_READ_ONLY_ERRORS = {errno.EACCES, errno.EPERM, errno.EROFS}
"""What opening the lock for writing reports when it can only be read (then it is locked read-only)."""
_FOLDER_LOCK_WAIT = 2.0
"""Seconds a start waits for another start that is moving something aside in the same folder."""


class GameAlreadyOpen(Exception):
    """Another running game holds the lock on the same data folder."""

    def __init__(self, pid: int | None) -> None:
        super().__init__(f"another game (process {pid or '?'}) holds the lock")
        self.pid = pid
        """The process id that game wrote in the lock (a hint for the player), or None."""


class InstanceLock:
    """The lock this game holds; the operating system releases it when the process ends."""

    def __init__(self, fd: int, path: Path, problem: FileProblem | None) -> None:
        self._fd: int | None = fd
        self.path = path
        """The lock file."""
        self.problem = problem
        """What was moved aside to make room for the lock file (tell the player), or None."""

    @property
    def held(self) -> bool:
        """Whether the lock is still held."""
        return self._fd is not None

    def release(self) -> None:
        """Let go (the game is quitting): the next game may start. The file stays, empty."""
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)
        with contextlib.suppress(OSError):
            _unlock(fd)
        os.close(fd)


def take_instance_lock(data_dir: Path) -> InstanceLock | None:
    """Lock ``data_dir`` for this process until :meth:`InstanceLock.release` or the process ends.

    Raises :class:`GameAlreadyOpen` when another running game holds it. Returns
    ``None`` when no lock can be had at all (a read-only or full disk, a file
    system without locks): the game then runs unguarded, and its own saving
    tells the player what is wrong.
    """
    try:
        data_dir.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        log.warning("no instance lock: cannot create %s: %s", data_dir, error)
        return None
    path = data_dir / LOCK_FILE
    problem: FileProblem | None = None
    for _attempt in range(3):
        try:
            fd = _open_lock_file(path)
        except OSError as error:
            log.warning("no instance lock: cannot open %s: %s", path, error)
            return None
        if fd is None:
            moved = _move_aside(data_dir, path)
            if moved is None:
                log.warning("no instance lock: cannot move aside what is at %s", path)
                return None
            problem = moved if moved.moved_to is not None else problem
            continue
        try:
            locked = _try_lock(fd)
        except OSError as error:
            os.close(fd)
            log.warning("no instance lock: %s cannot be locked: %s", path, error)
            return None
        if not locked:
            pid = _read_pid(fd)
            os.close(fd)
            raise GameAlreadyOpen(pid)
        _write_pid(fd)
        return InstanceLock(fd, path, problem)
    return None


def _open_lock_file(path: Path) -> int | None:
    """A descriptor on the regular file at ``path`` (created if missing), or None if something else is there.

    Raises:
        OSError: the file cannot be opened (permissions, a read-only disk) and is not the wrong kind.
    """
    try:
        fd = os.open(path, os.O_RDWR | _OPEN_FLAGS, 0o644)
    except OSError as error:
        if error.errno in _NOT_A_FILE_ERRORS:
            return None
        if error.errno not in _READ_ONLY_ERRORS:
            raise
        try:  # another user's lock file (a game run once with sudo), a read-only disk: flock works read-only
            fd = os.open(path, os.O_RDONLY | _OPEN_FLAGS, 0o644)
        except OSError as again:
            if again.errno in _NOT_A_FILE_ERRORS:
                return None
            raise
    if not stat.S_ISREG(os.fstat(fd).st_mode):  # a named pipe, a socket or a device: opened, not a file
        os.close(fd)
        return None
    return fd


def _move_aside(data_dir: Path, path: Path) -> FileProblem | None:
    """Move what is at ``path`` aside, under a lock on the folder; None if it cannot be done.

    Returns a problem with ``moved_to`` None when, looked at again under the
    folder's lock, a regular file is there after all (another start made it).
    """
    with _folder_locked(data_dir):
        try:
            mode = os.lstat(path).st_mode
        except FileNotFoundError:
            return FileProblem(path, Problem.NOT_A_FILE, None, "gone")
        except OSError:
            return None
        if stat.S_ISREG(mode):
            return FileProblem(path, Problem.NOT_A_FILE, None, "a file now")
        moved = set_aside_file(path, Problem.NOT_A_FILE, f"mode {stat.filemode(mode)}")
        return moved if moved.moved_to is not None else None


@contextlib.contextmanager
def _folder_locked(folder: Path) -> Iterator[None]:
    """Hold a lock on ``folder`` itself for a moment (best effort: where it cannot be had, go on)."""
    fd: int | None = None
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_CLOEXEC", 0))
        deadline = time.monotonic() + _FOLDER_LOCK_WAIT
        while not _try_lock(fd) and time.monotonic() < deadline:
            time.sleep(0.01)
    except OSError:
        pass
    try:
        yield
    finally:
        if fd is not None:
            with contextlib.suppress(OSError):
                _unlock(fd)
            os.close(fd)


def _read_pid(fd: int) -> int | None:
    """The process id the running game wrote in its lock, if it is readable and looks like one."""
    try:
        raw = os.pread(fd, 32, 0) if hasattr(os, "pread") else b""
        pid = int(raw.decode("ascii").split()[0])
    except (OSError, ValueError, IndexError, UnicodeDecodeError):
        return None
    return pid if pid > 0 else None


def _write_pid(fd: int) -> None:
    """Note this process's id in the lock, for the "already open" window; only a hint."""
    with contextlib.suppress(OSError):
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode("ascii"))


if sys.platform == "win32":  # pragma: no cover - the tests run on Linux
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError as error:
            if error.errno in (errno.EACCES, errno.EDEADLK):
                return False
            raise
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        """Take the exclusive lock without waiting; False if another open file holds it."""
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
