"""The store's file helpers under one name (each lives in its own module).

:mod:`~baccarat_qt.store.dirs` (where), :mod:`~baccarat_qt.store.safe_read`
(reading what may be hostile), :mod:`~baccarat_qt.store.atomic` (writing
whole or not at all), :mod:`~baccarat_qt.store.aside` (keeping a bad file).
"""

from __future__ import annotations

from baccarat_qt.store.aside import set_aside_file
from baccarat_qt.store.atomic import remove_file, write_bytes_atomic, write_json_atomic
from baccarat_qt.store.dirs import HOME_ENV, AppDirs, app_dirs
from baccarat_qt.store.safe_read import (
    MAX_FILE_BYTES,
    PARSE_ERRORS,
    InvalidData,
    NotReadable,
    Salvaged,
    WrongKey,
    load_json,
    read_regular_file,
    require,
)

__all__ = [
    "HOME_ENV",
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
    "require",
    "set_aside_file",
    "write_bytes_atomic",
    "write_json_atomic",
]
