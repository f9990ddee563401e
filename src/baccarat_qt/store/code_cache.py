"""Compiled Python code kept between starts, for sources Python's own bytecode cache never sees.

Python keeps a module's compiled code beside its file (``__pycache__``); code compiled from a source that
is not a file (PySide6's support modules, unpacked from a zip inside Shiboken's library) is compiled again
at every start. This file keeps such code: for each file name, the exact source it was compiled from and
the code. A caller uses the code only for a source byte-for-byte the same (``served``).

The file is a cache: the game makes it again whenever it is missing, damaged, written by another Python, or
for another optimization level, and replaces it then (nothing of the player's is in it). Its layout:

- ``MAGIC`` (8 bytes);
- Python's bytecode magic number (4 bytes) and the optimization level (``python -O``: 1 byte);
- the CRC-32 of the rest (4 bytes, big-endian): a damaged byte is caught before ``marshal`` reads it
  (``marshal`` is not made to read damaged data safely);
- ``marshal`` of a dict: file name -> (source bytes, code object).
"""

from __future__ import annotations

import marshal
import sys
import zlib
from collections.abc import Mapping
from importlib.util import MAGIC_NUMBER
from pathlib import Path
from types import CodeType

from baccarat_qt.store.atomic import remove_stale_temps, write_bytes_atomic

__all__ = ["MAGIC", "Compiled", "pack_code", "read_code", "served", "unpack_code", "write_code"]

MAGIC = b"BQCODE1\n"
Compiled = dict[str, tuple[bytes, CodeType]]
"""File name -> (the source, the code compiled from it)."""
_HEADER = len(MAGIC) + len(MAGIC_NUMBER) + 1
_CRC = 4


def _stamp() -> bytes:
    """What must match for the code to be used: this Python's bytecode and optimization level."""
    return MAGIC + MAGIC_NUMBER + bytes([min(sys.flags.optimize, 255)])


def pack_code(entries: Mapping[str, tuple[bytes, CodeType]]) -> bytes:
    """The file's bytes for ``entries``."""
    body = marshal.dumps({name: (bytes(source), code) for name, (source, code) in entries.items()})
    return _stamp() + zlib.crc32(body).to_bytes(_CRC, "big") + body


def unpack_code(blob: bytes) -> Compiled:
    """The entries in ``blob``; empty when it is not a file this Python wrote whole (damaged, truncated,
    another Python or optimization level, or not this layout at all)."""
    if blob[:_HEADER] != _stamp() or len(blob) < _HEADER + _CRC:
        return {}
    body = blob[_HEADER + _CRC :]
    if zlib.crc32(body).to_bytes(_CRC, "big") != blob[_HEADER : _HEADER + _CRC]:
        return {}
    try:
        data = marshal.loads(body)
    except (EOFError, ValueError, TypeError):
        return {}
    if not isinstance(data, dict):
        return {}
    entries: Compiled = {}
    for name, entry in data.items():
        if (
            isinstance(name, str)
            and isinstance(entry, tuple)
            and len(entry) == 2
            and isinstance(entry[0], bytes)
            and isinstance(entry[1], CodeType)
        ):
            entries[name] = (entry[0], entry[1])
    return entries


def read_code(path: Path) -> Compiled:
    """The entries kept at ``path``; empty when there is no such file or it cannot be read or used."""
    try:
        return unpack_code(path.read_bytes())
    except OSError:
        return {}


def served(entries: Mapping[str, tuple[bytes, CodeType]], name: str, source: bytes) -> CodeType | None:
    """The code kept for ``name`` if it was compiled from exactly ``source``, else None."""
    entry = entries.get(name)
    if entry is None or entry[0] != source:
        return None
    return entry[1]


def write_code(path: Path, entries: Mapping[str, tuple[bytes, CodeType]]) -> None:
    """Keep ``entries`` at ``path`` (atomically: a crash leaves the old file or the new one).

    Raises:
        OSError: the folder cannot be written (read-only, full); the old file, if any, is untouched.
    """
    remove_stale_temps(path)
    write_bytes_atomic(path, pack_code(entries))
