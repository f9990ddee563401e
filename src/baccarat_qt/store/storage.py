"""Files the game keeps: where they live, atomic writes, and safe loading.

Every stored file is a JSON object ``{"schema": NAME, "version": N, "data": ...}``.
Writes go to a temporary file in the same folder, are flushed to disk, then
renamed over the old file, and the folder itself is synced: a crash leaves
either the old file or the new one, never half of one. A file that cannot be
read or does not validate is moved aside with a timestamp and the caller gets
the defaults plus a :class:`FileProblem` to tell the player about.

Reading trusts nothing about what sits at a file's name. Only a regular file
is read, through a descriptor checked with ``fstat`` after it was opened
without blocking, and never more than :data:`MAX_FILE_BYTES` + 1 bytes of
it: a named pipe, a folder, a device or a symbolic link to one of them is set
aside unread (a pipe would block the read for ever, ``/dev/zero`` would never
end it). A symbolic link to a regular file is followed, and written through:
keeping ``settings.json`` in a dotfiles repository and linking it here is a
setup some players have on purpose.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar, cast

import platformdirs

from baccarat_qt.problems import FileProblem, Problem

__all__ = [
    "MAX_FILE_BYTES",
    "PARSE_ERRORS",
    "AppDirs",
    "InvalidData",
    "NotReadable",
    "Salvaged",
    "WrongKey",
    "app_dirs",
    "load_json",
    "read_regular_file",
    "remove_file",
    "set_aside_file",
    "write_bytes_atomic",
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


@dataclass(frozen=True, slots=True)
class Salvaged:
    """What a parser returns when it kept the good part of a file and dropped entries that made no sense."""

    value: object
    """The good part (of the type the parser returns otherwise)."""
    dropped: int
    """How many entries were dropped."""
    detail: str = ""
    """Why, for the log."""


def write_json_atomic(path: Path, schema: str, version: int, data: object) -> None:
    """Write ``data`` under a schema header, atomically.

    A symbolic link to a regular file is written through (the link stays);
    any other link is replaced by the file.

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
    _fsync_dir(path.parent)


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


PARSE_ERRORS: tuple[type[BaseException], ...] = (
    InvalidData,
    ValueError,
    TypeError,
    KeyError,
    IndexError,
    AttributeError,
    RecursionError,
    ArithmeticError,
)
"""What parsing a hostile document may raise: each means the document is invalid, not a bug to crash on."""


class WrongKey(InvalidData):
    """Sealed data that its key (missing, or another one) does not open."""


class NotReadable(Exception):
    """A stored file that was not read, and why (see :func:`read_regular_file`)."""

    def __init__(self, problem: Problem, detail: str) -> None:
        super().__init__(detail)
        self.problem = problem
        self.detail = detail


_READ_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)  # opening a named pipe does not wait for a writer
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)
)


def read_regular_file(path: Path, limit: int = MAX_FILE_BYTES) -> bytes | None:
    """The bytes of the regular file at ``path``, or None when nothing is there.

    Never blocks and never reads more than ``limit`` + 1 bytes: the name is
    checked before it is opened (a pipe or a device is not even opened), the
    descriptor is checked again after (the name may have changed in between),
    and the read stops one byte past the limit.

    Raises:
        NotReadable: anything else than a regular file of at most ``limit`` bytes.
    """
    try:
        status = os.stat(path)  # follows a symbolic link: the link's target is what would be read
    except FileNotFoundError:
        return None  # no file, or a link to nothing
    except OSError as error:  # a loop of links, a folder on the way that cannot be entered
        raise NotReadable(Problem.UNREADABLE, str(error)) from error
    if not stat.S_ISREG(status.st_mode):
        raise NotReadable(Problem.NOT_A_FILE, _kind(status.st_mode))
    if status.st_size > limit:
        raise NotReadable(Problem.TOO_LARGE, f"{status.st_size} bytes")
    try:
        fd = os.open(path, _READ_FLAGS)
    except FileNotFoundError:
        return None
    except OSError as error:
        raise NotReadable(Problem.UNREADABLE, str(error)) from error
    try:
        opened = os.fstat(fd)
        if not stat.S_ISREG(opened.st_mode):
            raise NotReadable(Problem.NOT_A_FILE, _kind(opened.st_mode))
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, limit + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as error:
        raise NotReadable(Problem.UNREADABLE, str(error)) from error
    finally:
        os.close(fd)
    if size > limit:
        raise NotReadable(Problem.TOO_LARGE, f"more than {limit} bytes")
    return b"".join(chunks)


def _kind(mode: int) -> str:
    """What a file mode is, for the log."""
    for test, name in (
        (stat.S_ISDIR, "a folder"),
        (stat.S_ISFIFO, "a named pipe"),
        (stat.S_ISCHR, "a character device"),
        (stat.S_ISBLK, "a block device"),
        (stat.S_ISSOCK, "a socket"),
    ):
        if test(mode):
            return name
    return "not a regular file"


def load_json(
    path: Path,
    schema: str,
    versions: set[int],
    parse: Callable[[int, object], T | Salvaged],
    *,
    set_aside: bool = True,
) -> tuple[T | None, FileProblem | None]:
    """Read and validate a stored file.

    Args:
        path: the file.
        schema: the expected schema name.
        versions: the versions this game can read.
        parse: turns ``(version, data)`` into a value, raising ``InvalidData``,
            ``ValueError``, ``TypeError`` or ``KeyError`` when it does not validate;
            or returns :class:`Salvaged` when it kept the good part of the data.
        set_aside: move a bad file aside (the default). False reads without
            touching anything: a bad file stays where it is (``moved_to`` is
            None), and no stale temporary file is removed; a second game,
            which must not change the files of the game already open, reads so.

    Returns:
        ``(value, None)`` on success; ``(None, None)`` when there is no file;
        ``(None, problem)`` when the file was bad and has been moved aside;
        ``(value, problem)`` with ``Problem.PARTLY_INVALID`` when entries were
        dropped: a copy of the whole file has been set aside, the caller keeps
        the rest (and writes it back).
    """

    def refuse(problem: Problem, detail: str) -> tuple[None, FileProblem]:
        if not set_aside:
            return None, FileProblem(path, problem, None, detail)
        return None, set_aside_file(path, problem, detail)

    if set_aside:
        _remove_stale_temps(path)
    try:
        raw = read_regular_file(path)
    except NotReadable as refused:
        return refuse(refused.problem, refused.detail)
    if raw is None:
        return None, None
    try:
        document = json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError) as error:  # UnicodeDecodeError and JSONDecodeError are ValueErrors
        return refuse(Problem.NOT_JSON, str(error)[:200])
    if (
        not isinstance(document, dict)
        or document.get("schema") != schema
        or "data" not in document
        or isinstance(document.get("version"), bool)
        or not isinstance(document.get("version"), int)
    ):
        return refuse(Problem.WRONG_SCHEMA, "")
    version = document["version"]
    if version not in versions:
        return refuse(Problem.UNKNOWN_VERSION, f"version {version}")
    try:
        value = parse(version, document["data"])
    except WrongKey as error:
        return refuse(Problem.WRONG_KEY, str(error)[:200])
    except PARSE_ERRORS as error:
        return refuse(Problem.INVALID, str(error)[:200])
    if not isinstance(value, Salvaged):
        return value, None
    copy = _keep_copy(path, raw) if set_aside else None
    return cast(T, value.value), FileProblem(path, Problem.PARTLY_INVALID, copy, value.detail, value.dropped)


def _aside_name(path: Path) -> Path:
    """A free name beside ``path`` for a file set aside: ``name.descartado-<date>[-n].ext``."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.descartado-{stamp}{path.suffix}")
    counter = 1
    while os.path.lexists(target):
        counter += 1
        target = path.with_name(f"{path.stem}.descartado-{stamp}-{counter}{path.suffix}")
    return target


def set_aside_file(path: Path, problem: Problem, detail: str) -> FileProblem:
    """Move whatever has ``path``'s name aside (a file, a folder, a pipe, a link: never deleted)."""
    target = _aside_name(path)
    try:
        os.replace(path, target)
    except OSError:
        return FileProblem(path, problem, None, detail)
    _fsync_dir(path.parent)
    return FileProblem(path, problem, target, detail)


def _keep_copy(path: Path, raw: bytes) -> Path | None:
    """Keep the bytes of a file that is about to be rewritten with part of it dropped; None if impossible."""
    target = _aside_name(path)
    try:
        fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o644)
        with os.fdopen(fd, "wb") as handle:
            handle.write(raw)
            handle.flush()
            os.fsync(handle.fileno())
    except OSError:
        return None
    _fsync_dir(path.parent)
    return target


def require(condition: bool, message: str) -> None:
    """Raise InvalidData with ``message`` unless ``condition`` holds."""
    if not condition:
        raise InvalidData(message)
