"""Safe reading: only a regular file, never more than a limit, validated before it is believed.

Every stored file is a JSON object ``{"schema": NAME, "version": N, "data": ...}``.
A file that cannot be read or does not validate is moved aside with a timestamp
and the caller gets the defaults plus a :class:`FileProblem` to tell the player about.

Reading trusts nothing about what sits at a file's name. Only a regular file
is read, through a descriptor checked with ``fstat`` after it was opened
without blocking, and never more than :data:`MAX_FILE_BYTES` + 1 bytes of
it: a named pipe, a folder, a device or a symbolic link to one of them is set
aside unread (a pipe would block the read for ever, ``/dev/zero`` would never
end it). A symbolic link to a regular file is followed.
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar, cast

from baccarat_qt.problems import FileProblem, Problem
from baccarat_qt.store.aside import keep_copy, set_aside_file
from baccarat_qt.store.atomic import remove_stale_temps

__all__ = [
    "MAX_FILE_BYTES",
    "PARSE_ERRORS",
    "InvalidData",
    "NotReadable",
    "Salvaged",
    "WrongKey",
    "load_json",
    "read_regular_file",
    "require",
]

MAX_FILE_BYTES = 1_000_000
"""No file the game writes comes near this; anything larger is refused unread."""

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Salvaged:
    """What a parser returns when it kept the good part of a file and dropped entries that made no sense."""

    value: object
    """The good part (of the type the parser returns otherwise)."""
    dropped: int
    """How many entries were dropped."""
    detail: str = ""
    """Why, for the log."""


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
        remove_stale_temps(path)
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
    copy = keep_copy(path, raw) if set_aside else None
    return cast(T, value.value), FileProblem(path, Problem.PARTLY_INVALID, copy, value.detail, value.dropped)


def require(condition: bool, message: str) -> None:
    """Raise InvalidData with ``message`` unless ``condition`` holds."""
    if not condition:
        raise InvalidData(message)
