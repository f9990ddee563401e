"""Reading the bytes of a database this process may have open: in another process.

On POSIX the locks SQLite holds on a file belong to the process, and closing *any* descriptor of that file
drops them all. A read here (open, read, close) while one of the game's connections has the database open
(the writer's, the seat's, a worker's, the one that keeps a damaged file as it was until it is set aside)
lets another program that then closes the file take itself for its last user: it folds the journal into the
file and deletes the ``-wal`` the game is still writing into, and what the game writes next is lost. SQLite
locks the database and its ``-shm`` (the ``-wal`` never), so the game's process reads those only through
SQLite, or through a process of its own: ``head`` for a header, ``cp`` for a copy. Where there are none
(Windows, whose locks are not lost that way), the bytes are read here.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import time
from pathlib import Path

__all__ = ["HEAD_TIMEOUT_S", "copy_file", "head"]

_TIMEOUT_S = 600
"""How long a copy may take (a large database on a slow disk) before it is given up."""
HEAD_TIMEOUT_S = 10
"""How long reading a header may take (a pipe swapped in after the caller saw a regular file: never waits)."""


def _tool(name: str) -> str | None:
    return shutil.which(name) if os.name == "posix" else None


def head(path: Path, count: int, *, timeout: float = HEAD_TIMEOUT_S) -> bytes:
    """The first ``count`` bytes of the file ``path`` (fewer if it is shorter; ``timeout``: how long the
    reading process may take).

    Raises:
        OSError: it could not be read.
    """
    tool = _tool("head")
    if tool is None:
        with open(path, "rb") as reading:
            return reading.read(count)
    return _run([tool, "-c", str(count), "--", str(path)], timeout)


def copy_file(source: Path, copy: Path, *, sync: bool = True) -> None:
    """Copy ``source`` to the new file ``copy`` (``sync``: and sync it).

    Raises:
        OSError: the copy could not be made (``copy`` existed already, or ``source`` could not be read).
    """
    tool = _tool("cp")
    if tool is None:
        with open(source, "rb") as reading, open(copy, "xb") as writing:
            shutil.copyfileobj(reading, writing, 1 << 20)
    else:
        _run([tool, "-n", "--", str(source), str(copy)], _TIMEOUT_S)
        if not copy.is_file():
            raise OSError(f"cp made no {copy.name}")
    if sync:
        fd = os.open(copy, os.O_RDONLY)  # the copy: a file of its own, no lock of the game's on it
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _run(command: list[str], timeout: float) -> bytes:
    """What ``command`` writes on its standard output; it reads nothing and says nothing on ours.

    Started with ``posix_spawn``: ``subprocess`` costs the start 4 ms to import, and a player with a history
    has the header read on the way to the lobby (a waiting child is killed after ``timeout`` seconds).

    Raises:
        OSError: it could not be started, did not end in time, or ended with an error.
    """
    import select

    name = Path(command[0]).name
    reading, writing = os.pipe()
    try:
        pid = os.posix_spawn(
            command[0],
            command,
            os.environ,
            file_actions=[
                (os.POSIX_SPAWN_OPEN, 0, os.devnull, os.O_RDONLY, 0),
                (os.POSIX_SPAWN_DUP2, writing, 1),
                (os.POSIX_SPAWN_OPEN, 2, os.devnull, os.O_WRONLY, 0),
                (os.POSIX_SPAWN_CLOSE, reading),
                (os.POSIX_SPAWN_CLOSE, writing),
            ],
        )
    except BaseException:
        os.close(reading)
        raise
    finally:
        os.close(writing)
    chunks: list[bytes] = []
    deadline = time.monotonic() + timeout
    waiting = select.poll()  # not select.select: a descriptor past 1023 (a process with many files open)
    waiting.register(reading, select.POLLIN)
    try:
        while True:
            left = deadline - time.monotonic()
            if left <= 0 or not waiting.poll(left * 1000):
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGKILL)
                raise OSError(f"{name}: no answer in {timeout:g} s")
            chunk = os.read(reading, 1 << 16)
            if not chunk:
                break
            chunks.append(chunk)
    finally:
        os.close(reading)
        _, status = os.waitpid(pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        raise OSError(f"{name}: exit status {os.waitstatus_to_exitcode(status)}")
    return b"".join(chunks)
