"""What can go wrong with a stored file: the one vocabulary the store reports and the words put into sentences.

The store never raises on a bad file: it sets the file aside where it can and
returns a :class:`FileProblem` beside whatever it could read. The words layer
(:mod:`baccarat_qt.words.file_texts`, :mod:`baccarat_qt.words.history_texts`)
turns each :class:`Problem` into a sentence in the player's language. Inside
the store, the database's opening raises :class:`DamagedDatabase` or
:class:`NewerDatabase`, which the opener turns into a problem.

No Qt, no files: names only, so that the store and the words share them without
importing each other.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from pathlib import Path

__all__ = ["Carried", "DamagedDatabase", "FileProblem", "NewerDatabase", "Problem"]


class Problem(enum.Enum):
    """Why a stored file could not be used as it was."""

    UNREADABLE = "unreadable"
    """The file could not be read (permissions, I/O error)."""
    NOT_A_FILE = "not_a_file"
    """Something else than a regular file has the file's name: a folder, a named pipe, a device,
    or a symbolic link to one of them."""
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
    WRONG_KEY = "wrong_key"
    """Sealed contents whose key is missing or is not the one they were sealed with."""
    UNSEALED = "unsealed"
    """A row of the night in progress or of the top five whose tag (its HMAC under the installation's key)
    is missing or does not match: changed outside the game, brought from another installation, or its key
    is gone. With ``dropped``: how many top-five rows."""
    PARTLY_INVALID = "partly_invalid"
    """Some entries made no sense and were dropped; the others were kept (a copy of the file was set aside)."""
    NOT_A_DATABASE = "not_a_database"
    """The game database is not SQLite, or is truncated."""
    DAMAGED = "damaged"
    """The game database failed SQLite's integrity check (``PRAGMA quick_check``)."""
    DAMAGED_JOURNAL = "damaged_journal"
    """The game database's journal (``-wal``) has a damaged frame with more of the journal after it:
    SQLite would silently drop the saves after the damage."""
    NEWER = "newer"
    """The game database was written by a newer game: left untouched, nothing is saved."""
    UNWRITABLE = "unwritable"
    """Read-only folder or file, or the file cannot be opened for writing."""
    DISK_FULL = "disk_full"
    """The disk (or the player's quota) is full: nothing more can be written."""
    LOCKED = "locked"
    """Another program holds the game database's lock: the game tries again later."""


@dataclass(frozen=True, slots=True)
class Carried:
    """What was read from a database set aside and carried into the new one."""

    nights: int = 0
    coups: int = 0
    top_five: int = 0
    """Top-five rows carried."""
    night_in_progress: bool = False


@dataclass(frozen=True, slots=True)
class FileProblem:
    """A stored file the game could not use as it was, and where it was set aside."""

    path: Path
    """The file that failed."""
    problem: Problem
    """Why."""
    moved_to: Path | None = None
    """Where the bad file now is, or None if it was left in place or could not be moved."""
    detail: str = ""
    """A technical detail for the log."""
    dropped: int = 0
    """With ``PARTLY_INVALID``: how many entries were dropped."""
    carried: Carried | None = None
    """A database set aside: what of it was carried into the new one."""
    database_copy: Path | None = None
    """A row of the database could not be read: where the database was copied, as it was, before
    anything was written into it."""


class DamagedDatabase(Exception):
    """The game database is not usable as a database (``problem`` says why)."""

    def __init__(self, problem: Problem, detail: str) -> None:
        super().__init__(detail)
        self.problem = problem


class NewerDatabase(Exception):
    """The game database was written by a newer game: it is left untouched."""
