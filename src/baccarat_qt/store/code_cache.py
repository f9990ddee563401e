"""Compiled Python code and regular expressions kept between starts, which Python itself never keeps.

Python keeps a module's compiled code beside its file (``__pycache__``); code compiled from a source that
is not a file (PySide6's support modules, unpacked from a zip inside Shiboken's library) is compiled again
at every start, and so is every regular expression. This file keeps both: for each file name, the exact
source it was compiled from and the code (``served``: only for a source byte-for-byte the same); for each
regular expression and its flags, the arguments ``re`` passed to ``_sre.compile`` (``served_pattern``).

The file is a cache: the game makes it again whenever it is missing, damaged, written by another Python, or
for another optimization level, and replaces it then (nothing of the player's is in it). Its layout:

- ``MAGIC`` (8 bytes);
- Python's bytecode magic number (4 bytes), the regular expression engine's (``_sre.MAGIC``, 4 bytes) and
  the optimization level (``python -O``: 1 byte);
- the CRC-32 of the rest (4 bytes, big-endian): a damaged byte is caught before ``marshal`` reads it
  (``marshal`` is not made to read damaged data safely);
- ``marshal`` of a pair of dicts: file name -> (source bytes, code object); (pattern, flags) -> the
  arguments of ``_sre.compile``.
"""

from __future__ import annotations

import importlib
import marshal
import sys
import zlib
from collections.abc import Mapping
from importlib.util import MAGIC_NUMBER
from pathlib import Path
from types import CodeType
from typing import Any, NamedTuple, cast

from baccarat_qt.store.atomic import remove_stale_temps, write_bytes_atomic
from baccarat_qt.store.safe_read import NotReadable, read_regular_file

__all__ = [
    "MAGIC",
    "MAX_CODE_BYTES",
    "Compiled",
    "Kept",
    "PatternArgs",
    "Patterns",
    "pack_code",
    "read_code",
    "served",
    "served_pattern",
    "unpack_code",
    "write_code",
]

MAGIC = b"BQCODE2\n"
MAX_CODE_BYTES = 4_000_000
"""The file with PySide6 6.11's support code is 370 KB; a larger one is not read."""
Compiled = dict[str, tuple[bytes, CodeType]]
"""File name -> (the source, the code compiled from it)."""
PatternArgs = tuple[str, int, list[int], int, dict[str, int], tuple[str | None, ...]]
"""What ``re`` passes to ``_sre.compile``: the pattern, its flags, the engine's code, the number of groups,
the groups by name and the names by group."""
Patterns = dict[tuple[str, int], PatternArgs]
"""(Pattern, flags asked for) -> the arguments of ``_sre.compile`` for them."""
_SRE: Any = importlib.import_module("_sre")  # the regular expression engine (no type hints)
_HEADER = len(MAGIC) + len(MAGIC_NUMBER) + 4 + 1
_CRC = 4


class Kept(NamedTuple):
    """What a file holds."""

    code: Compiled
    patterns: Patterns


def _stamp() -> bytes:
    """What must match for the file to be used: this Python's bytecode, its regular expression engine and
    the optimization level."""
    return MAGIC + MAGIC_NUMBER + int(_SRE.MAGIC).to_bytes(4, "big") + bytes([min(sys.flags.optimize, 255)])


def pack_code(
    code: Mapping[str, tuple[bytes, CodeType]], patterns: Mapping[tuple[str, int], PatternArgs]
) -> bytes:
    """The file's bytes for ``code`` and ``patterns``."""
    body = marshal.dumps(
        ({name: (bytes(source), compiled) for name, (source, compiled) in code.items()}, dict(patterns))
    )
    return _stamp() + zlib.crc32(body).to_bytes(_CRC, "big") + body


def unpack_code(blob: bytes) -> Kept:
    """What ``blob`` holds; nothing when it is not a file this Python wrote whole (damaged, truncated,
    another Python or optimization level, or not this layout at all)."""
    if blob[:_HEADER] != _stamp() or len(blob) < _HEADER + _CRC:
        return Kept({}, {})
    body = blob[_HEADER + _CRC :]
    if zlib.crc32(body).to_bytes(_CRC, "big") != blob[_HEADER : _HEADER + _CRC]:
        return Kept({}, {})
    try:
        data = marshal.loads(body)
    except (EOFError, ValueError, TypeError):
        return Kept({}, {})
    if not (isinstance(data, tuple) and len(data) == 2 and all(isinstance(part, dict) for part in data)):
        return Kept({}, {})
    code: Compiled = {
        name: (entry[0], entry[1])
        for name, entry in data[0].items()
        if isinstance(name, str) and _is(entry, bytes, CodeType)
    }
    patterns: Patterns = {
        key: cast(PatternArgs, args)
        for key, args in data[1].items()
        if _is(key, str, int) and _is_pattern(args) and args[0] == key[0]
    }
    return Kept(code, patterns)


def _is(value: object, *types: type) -> bool:
    """Whether ``value`` is a tuple of one value of each of ``types``, in order."""
    return (
        isinstance(value, tuple)
        and len(value) == len(types)
        and all(isinstance(item, kind) for item, kind in zip(value, types, strict=True))
    )


def _is_pattern(args: object) -> bool:
    """Whether ``args`` has the shape of ``_sre.compile``'s arguments (the engine checks the code itself)."""
    return (
        _is(args, str, int, list, int, dict, tuple)
        and all(type(word) is int for word in args[2])  # type: ignore[index]
        and all(isinstance(k, str) and type(v) is int for k, v in args[4].items())  # type: ignore[index]
        and all(name is None or isinstance(name, str) for name in args[5])  # type: ignore[index]
    )


def read_code(path: Path) -> Kept:
    """What is kept at ``path``; nothing when there is no such file or it cannot be read or used. Only a
    regular file of at most :data:`MAX_CODE_BYTES` is read (a named pipe there would block the start)."""
    try:
        blob = read_regular_file(path, MAX_CODE_BYTES)
    except NotReadable:
        return Kept({}, {})
    return Kept({}, {}) if blob is None else unpack_code(blob)


def served(entries: Mapping[str, tuple[bytes, CodeType]], name: str, source: bytes) -> CodeType | None:
    """The code kept for ``name`` if it was compiled from exactly ``source``, else None."""
    entry = entries.get(name)
    if entry is None or entry[0] != source:
        return None
    return entry[1]


def served_pattern(
    patterns: Mapping[tuple[str, int], PatternArgs], pattern: str, flags: int
) -> PatternArgs | None:
    """The arguments of ``_sre.compile`` kept for ``pattern`` with ``flags``, or None."""
    return patterns.get((pattern, flags))


def write_code(
    path: Path, code: Mapping[str, tuple[bytes, CodeType]], patterns: Mapping[tuple[str, int], PatternArgs]
) -> None:
    """Keep ``code`` and ``patterns`` at ``path`` (atomically: a crash leaves the old file or the new one).

    Raises:
        OSError: the folder cannot be written (read-only, full); the old file, if any, is untouched.
    """
    remove_stale_temps(path)
    write_bytes_atomic(path, pack_code(code, patterns))
