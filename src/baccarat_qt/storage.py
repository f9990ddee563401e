"""Files the game keeps: where they live, atomic writes, and safe loading.

Every stored file is a JSON object ``{"schema": NAME, "version": N, "data": ...}``.
Writes go to a temporary file in the same folder, are flushed to disk, then
renamed over the old file, and the folder itself is synced: a crash leaves
either the old file or the new one, never half of one. A file that cannot be
read or does not validate is moved aside with a timestamp and the caller gets
the defaults plus a :class:`LoadProblem` to tell the player about.
"""

from __future__ import annotations

import contextlib
import enum
import json
import os
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

import platformdirs

__all__ = [
    "MAX_FILE_BYTES",
    "AppDirs",
    "LoadProblem",
    "Problem",
    "app_dirs",
    "load_json",
    "remove_file",
    "write_json_atomic",
]

APP_NAME = "baccarat-qt"
HOME_ENV = "BACCARAT_QT_HOME"
"""When set, settings and data live under this folder (tests, portable installs)."""
MAX_FILE_BYTES = 1_000_000
"""No file the game writes comes near this; anything larger is refused unread."""
STALE_TEMP_SECONDS = 600
"""A temporary file this old was left by a write that never finished (a crash); it is removed."""

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class AppDirs:
    """The folders for settings (config) and for the leaderboard and the saved night (data)."""

    config: Path
    """Settings."""
    data: Path
    """Leaderboard and saved night."""


def app_dirs() -> AppDirs:
    """The platform's folders for this game (platformdirs), or those under ``$BACCARAT_QT_HOME``."""
    home = os.environ.get(HOME_ENV)
    if home:
        return AppDirs(Path(home) / "config", Path(home) / "data")
    return AppDirs(
        Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
        Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
    )


class Problem(enum.Enum):
    """Why a stored file could not be used."""

    UNREADABLE = "unreadable"
    """The file could not be read (permissions, I/O error)."""
    TOO_LARGE = "too_large"
    """The file is far larger than anything the game writes."""
    NOT_JSON = "not_json"
    """The file is truncated or not JSON."""
    WRONG_SCHEMA = "wrong_schema"
    """The file is not the kind expected, or has no version."""
    UNKNOWN_VERSION = "unknown_version"
    """The file was written by a newer (or unknown) version of the game."""
    INVALID = "invalid"
    """The contents do not make sense (wrong types, impossible values)."""


@dataclass(frozen=True, slots=True)
class LoadProblem:
    """A stored file that was set aside; the game went on with defaults."""

    path: Path
    """The file that failed."""
    problem: Problem
    """Why."""
    moved_to: Path | None
    """Where the bad file now is, or None if it could not be moved."""
    detail: str = ""
    """A technical detail for the log."""


def write_json_atomic(path: Path, schema: str, version: int, data: object) -> None:
    """Write ``data`` under a schema header, atomically.

    Raises:
        OSError: the folder is read-only, the disk is full, and so on. The old
            file, if any, is untouched.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    payload = json.dumps(
        {"schema": schema, "version": version, "data": data}, ensure_ascii=False, indent=1, sort_keys=True
    ).encode("utf-8")
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
    _fsync_dir(path.parent)


def remove_file(path: Path) -> None:
    """Delete a stored file for good (the folder is synced); no error if it is not there.

    Raises:
        OSError: the file exists but cannot be removed.
    """
    try:
        path.unlink()
    except FileNotFoundError:
        return
    _fsync_dir(path.parent)


def _remove_stale_temps(path: Path) -> None:
    """Remove temporary files of ``path`` that a crash left behind mid-write."""
    cutoff = time.time() - STALE_TEMP_SECONDS
    with contextlib.suppress(OSError):
        for temp in path.parent.glob(f".{path.name}.*.tmp"):
            with contextlib.suppress(OSError):
                if temp.is_file() and temp.stat().st_mtime < cutoff:
                    temp.unlink()


def _fsync_dir(folder: Path) -> None:
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


class InvalidData(ValueError):
    """Stored data that does not validate."""


def load_json(
    path: Path, schema: str, versions: set[int], parse: Callable[[int, object], T]
) -> tuple[T | None, LoadProblem | None]:
    """Read and validate a stored file.

    Args:
        path: the file.
        schema: the expected schema name.
        versions: the versions this game can read.
        parse: turns ``(version, data)`` into a value, raising ``InvalidData``,
            ``ValueError``, ``TypeError`` or ``KeyError`` when it does not validate.

    Returns:
        ``(value, None)`` on success; ``(None, None)`` when there is no file;
        ``(None, problem)`` when the file was bad and has been moved aside.
    """
    _remove_stale_temps(path)
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        return None, None
    except OSError as error:
        return None, _set_aside(path, Problem.UNREADABLE, str(error))
    if size > MAX_FILE_BYTES:
        return None, _set_aside(path, Problem.TOO_LARGE, f"{size} bytes")
    try:
        raw = path.read_bytes()
    except OSError as error:
        return None, _set_aside(path, Problem.UNREADABLE, str(error))
    try:
        document = json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError) as error:  # UnicodeDecodeError and JSONDecodeError are ValueErrors
        return None, _set_aside(path, Problem.NOT_JSON, str(error)[:200])
    if (
        not isinstance(document, dict)
        or document.get("schema") != schema
        or "data" not in document
        or isinstance(document.get("version"), bool)
        or not isinstance(document.get("version"), int)
    ):
        return None, _set_aside(path, Problem.WRONG_SCHEMA, "")
    version = document["version"]
    if version not in versions:
        return None, _set_aside(path, Problem.UNKNOWN_VERSION, f"version {version}")
    try:
        return parse(version, document["data"]), None
    except (
        InvalidData,
        ValueError,
        TypeError,
        KeyError,
        IndexError,
        AttributeError,
        RecursionError,
        ArithmeticError,
    ) as error:
        return None, _set_aside(path, Problem.INVALID, str(error)[:200])


def _set_aside(path: Path, problem: Problem, detail: str) -> LoadProblem:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.descartado-{stamp}{path.suffix}")
    counter = 1
    while target.exists():
        counter += 1
        target = path.with_name(f"{path.stem}.descartado-{stamp}-{counter}{path.suffix}")
    try:
        os.replace(path, target)
    except OSError:
        return LoadProblem(path, problem, None, detail)
    return LoadProblem(path, problem, target, detail)


def require(condition: bool, message: str) -> None:
    """Raise InvalidData with ``message`` unless ``condition`` holds."""
    if not condition:
        raise InvalidData(message)
