"""Atomic writes: a temporary file in the same folder, flushed, renamed over the old one, the folder synced.

A crash leaves either the old file or the new one, never half of one. A
symbolic link to a regular file is followed, and written through: keeping
``settings.json`` in a dotfiles repository and linking it here is a setup
some players have on purpose; any other link is replaced by the file.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import tempfile
import time
from pathlib import Path

__all__ = [
    "STALE_TEMP_SECONDS",
    "fsync_dir",
    "remove_file",
    "remove_stale_temps",
    "write_bytes_atomic",
    "write_json_atomic",
]

STALE_TEMP_SECONDS = 600
"""A temporary file this old was left by a write that never finished (a crash); it is removed."""


def write_json_atomic(path: Path, schema: str, version: int, data: object) -> None:
    """Write ``data`` under a schema header, atomically.

    Raises:
        OSError: the folder is read-only, the disk is full, and so on. The old
            file, if any, is untouched.
    """
    payload = json.dumps(
        {"schema": schema, "version": version, "data": data}, ensure_ascii=False, indent=1, sort_keys=True
    ).encode("utf-8")
    write_bytes_atomic(path, payload)


def write_bytes_atomic(path: Path, payload: bytes) -> None:
    """Write ``payload`` to ``path`` atomically (see :func:`write_json_atomic`).

    Raises:
        OSError: the file cannot be written; the old one, if any, is untouched.
    """
    path = _write_target(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    fsync_dir(path.parent)


def _write_target(path: Path) -> Path:
    """Where a write to ``path`` lands: the regular file a symbolic link points to, or ``path`` itself."""
    try:
        if path.is_symlink():
            real = path.resolve(strict=True)
            if stat.S_ISREG(real.stat().st_mode):
                return real
    except (OSError, RuntimeError):  # a dangling link or a loop: the write replaces the link
        pass
    return path


def remove_file(path: Path) -> None:
    """Delete a stored file for good (the folder is synced); no error if it is not there.

    Raises:
        OSError: the file exists but cannot be removed.
    """
    try:
        path.unlink()
    except FileNotFoundError:
        return
    fsync_dir(path.parent)


def remove_stale_temps(path: Path) -> None:
    """Remove temporary files of ``path`` that a crash left behind mid-write."""
    cutoff = time.time() - STALE_TEMP_SECONDS
    with contextlib.suppress(OSError):
        for temp in path.parent.glob(f".{path.name}.*.tmp"):
            with contextlib.suppress(OSError):
                if temp.is_file() and temp.stat().st_mtime < cutoff:
                    temp.unlink()


def fsync_dir(folder: Path) -> None:
    """Make a folder's entries (a new name, a rename) durable; nothing where folders cannot be synced."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
