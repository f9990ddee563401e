"""Setting a bad file aside: never deleted, moved or copied to a free name beside it.

A file set aside is named ``<stem>.descartado-<date>[-n]<suffix>``: the
player finds it next to the original, and nothing the game writes later
takes that name. A database is kept with its ``-wal`` and ``-shm`` (the
journal holds the latest saves), byte for byte.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Iterable
from pathlib import Path

from baccarat_qt.problems import FileProblem, Problem
from baccarat_qt.store.atomic import fsync_dir
from baccarat_qt.store.elsewhere import copy_file

__all__ = ["JOURNALS", "aside_name", "copy_database", "keep_copy", "set_aside_file", "write_aside"]

JOURNALS = ("-wal", "-shm")
"""The files SQLite keeps beside a database in WAL mode."""


def aside_name(path: Path) -> Path:
    """A free name beside ``path`` for a file set aside: ``name.descartado-<date>[-n].ext``.

    A name is free when neither it nor its journals' names are taken.
    """
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.descartado-{stamp}{path.suffix}")
    counter = 1
    while any(os.path.lexists(f"{target}{extra}") for extra in ("", *JOURNALS)):
        counter += 1
        target = path.with_name(f"{path.stem}.descartado-{stamp}-{counter}{path.suffix}")
    return target


def set_aside_file(path: Path, problem: Problem, detail: str) -> FileProblem:
    """Move whatever has ``path``'s name aside (a file, a folder, a pipe, a link: never deleted)."""
    target = aside_name(path)
    try:
        os.replace(path, target)
    except OSError:
        return FileProblem(path, problem, None, detail)
    fsync_dir(path.parent)
    return FileProblem(path, problem, target, detail)


def keep_copy(path: Path, raw: bytes) -> Path | None:
    """Keep the bytes of a file that is about to be rewritten with part of it dropped; None if impossible."""
    return write_aside(path.parent, path.name, [raw])


def write_aside(folder: Path, name: str, chunks: Iterable[bytes]) -> Path | None:
    """Write ``chunks`` to a new file at a free aside name of ``folder / name``; None when it cannot."""
    target = aside_name(folder / name)
    try:
        fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o644)
        with os.fdopen(fd, "wb") as handle:
            for chunk in chunks:
                handle.write(chunk)
            handle.flush()
            os.fsync(handle.fileno())
    except OSError:
        return None
    fsync_dir(folder)
    return target


def copy_database(path: Path) -> Path | None:
    """Copy the database and its journals, byte for byte, to a free aside name; None when it cannot.

    The database stays where it is (in use): called before anything is written
    into a file that held something the game could not read. This process may hold SQLite's locks on it:
    the bytes are read by another process (:func:`~baccarat_qt.store.elsewhere.copy_file`).
    """
    if not os.path.isfile(path):
        return None
    target = aside_name(path)
    made: list[Path] = []
    try:
        for extra in ("", *JOURNALS):
            source = Path(f"{path}{extra}")
            if not os.path.isfile(source) or (extra and os.path.getsize(source) == 0):
                continue  # an empty journal holds nothing
            copy = Path(f"{target}{extra}")
            made.append(copy)
            copy_file(source, copy)
    except OSError:
        for copy in made:
            with contextlib.suppress(OSError):
                copy.unlink()
        return None
    fsync_dir(path.parent)
    return target
