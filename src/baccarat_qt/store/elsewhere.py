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

import os
import shutil
from pathlib import Path

__all__ = ["copy_file", "head"]

_TIMEOUT_S = 600
"""How long a copy may take (a large database on a slow disk) before it is given up."""
_HEAD_TIMEOUT_S = 10
"""How long reading a header may take (a pipe swapped in after the caller saw a regular file: never waits)."""


def _tool(name: str) -> str | None:
    return shutil.which(name) if os.name == "posix" else None


def head(path: Path, count: int) -> bytes:
    """The first ``count`` bytes of the file ``path`` (fewer if it is shorter).

    Raises:
        OSError: it could not be read.
    """
    tool = _tool("head")
    if tool is None:
        with open(path, "rb") as reading:
            return reading.read(count)
    return _run([tool, "-c", str(count), "--", str(path)], _HEAD_TIMEOUT_S)


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
    import subprocess  # only when a file is read elsewhere: the lobby's start-up need not import it

    try:
        done = subprocess.run(command, check=True, capture_output=True, timeout=timeout)
    except (subprocess.SubprocessError, OSError) as error:
        raise OSError(f"{Path(command[0]).name}: {error}") from error
    return done.stdout
