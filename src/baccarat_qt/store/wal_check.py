"""Reading the ``-wal`` before SQLite does: a damaged frame in the middle is damage, not a torn last write.

SQLite takes the first frame whose checksum fails as the end of the journal,
and silently forgets every frame after it: one flipped bit in frame 60 of 300
rolls the game back to before frame 60, and the next save writes over the
rest. So the game reads the journal itself first (the format is SQLite's,
https://sqlite.org/fileformat2.html#walformat): a 32-byte header (magic, format
version, page size, checkpoint sequence, two salts, a checksum of the first 24
bytes), then frames of a 24-byte header (page number, database size after a
commit or 0, the two salts, a cumulative checksum) and one page.

A frame that fails is the end of the journal when nothing after it belongs to
the same journal (a crash cut the last write short, or older frames from
before a restart, with other salts, follow). When a later frame carries this
journal's salts, the journal was damaged: the caller sets the database and
its journal aside and tells the player.
"""

from __future__ import annotations

import os
import struct
from pathlib import Path

__all__ = ["HEADER_BYTES", "wal_damage"]

HEADER_BYTES = 32
FRAME_HEADER_BYTES = 24
_MAGIC = (0x377F0682, 0x377F0683)
_MASK = 0xFFFFFFFF


def _checksum(data: bytes, big: bool, s0: int = 0, s1: int = 0) -> tuple[int, int]:
    words = struct.unpack(f"{'>' if big else '<'}{len(data) // 4}I", data)
    for i in range(0, len(words), 2):
        s0 = (s0 + words[i] + s1) & _MASK
        s1 = (s1 + words[i + 1] + s0) & _MASK
    return s0, s1


def wal_damage(database: Path) -> str | None:
    """Why the database's ``-wal`` is damaged (for the log), or None (no journal, a sound one, a torn tail)."""
    wal = Path(f"{database}-wal")
    try:
        with open(wal, "rb") as handle:
            return _scan(handle.read(), os.path.getsize(wal))
    except OSError:
        return None  # nothing there, or not readable: SQLite says so itself when it opens it


def _scan(data: bytes, size: int) -> str | None:
    if size <= HEADER_BYTES:
        return None
    magic, version, page, _sequence, salt1, salt2, c1, c2 = struct.unpack(">8I", data[:HEADER_BYTES])
    frame = FRAME_HEADER_BYTES + page
    whole_frames = (size - HEADER_BYTES) // frame if page else 0
    if magic not in _MAGIC or version != 3007000 or page < 512 or page > 65536 or page & (page - 1):
        return "the journal's header is not SQLite's" if whole_frames else None
    big = magic & 1 == 1
    s0, s1 = _checksum(data[:24], big)
    if (s0, s1) != (c1, c2):
        return "the journal's header fails its checksum" if whole_frames else None
    for index in range(whole_frames):
        start = HEADER_BYTES + index * frame
        head = data[start : start + FRAME_HEADER_BYTES]
        f_salt1, f_salt2, f_c1, f_c2 = struct.unpack(">4I", head[8:24])
        if (f_salt1, f_salt2) == (salt1, salt2):
            n0, n1 = _checksum(head[:8], big, s0, s1)
            n0, n1 = _checksum(data[start + FRAME_HEADER_BYTES : start + frame], big, n0, n1)
            if (n0, n1) == (f_c1, f_c2):
                s0, s1 = n0, n1
                continue
        for later in range(index + 1, whole_frames):
            at = HEADER_BYTES + later * frame + 8
            if struct.unpack(">2I", data[at : at + 8]) == (salt1, salt2):
                return f"frame {index + 1} of {whole_frames} is damaged and frame {later + 1} follows it"
        return None  # a torn last write, or frames of an earlier journal: SQLite's end is right
    return None
