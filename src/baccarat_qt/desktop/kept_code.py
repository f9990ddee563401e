"""The start-up code file, read once a process: what the last start compiled that Python does not keep.

Two kinds of code are kept in it (``store/code_cache.py`` has the layout): PySide6's support modules
(``pyside_code.py``) and the methods ``dataclasses`` writes for the game's data classes (``dataclass_code.py``).
It is read the first time either asks: before the game's modules are imported when the game starts as
``baccarat-qt`` (``before_qt.py``), so that their data classes are served too. It lives in the game's cache
folder, which is the machine's (``store/dirs.py``), and is written back once a start, by ``pyside_code``.
"""

from __future__ import annotations

from pathlib import Path

from baccarat_qt.store.code_cache import Kept, read_code
from baccarat_qt.store.dirs import cache_dir

__all__ = ["CACHE_NAME", "cache_path", "kept_code"]

CACHE_NAME = "pyside-support.code"
"""The file in the game's cache folder (the name it had when it held PySide6's code alone)."""

_READ: list[Kept] = []
"""What the first call read."""


def cache_path() -> Path:
    """Where the file is."""
    return cache_dir() / CACHE_NAME


def kept_code() -> Kept:
    """What the file held when this process first asked (nothing, if it was missing or could not be used)."""
    if not _READ:
        _READ.append(read_code(cache_path()))
    return _READ[0]
