"""What the benchmarks share: the repository's root, and this tree's game first on the import path.

Every benchmark runs as ``python benchmarks/<name>.py``, so this folder is on
the import path and ``from _support import ROOT`` works from any of them.
Importing this module puts this tree's ``src/`` before any installed copy of
the game (the tools have the same in ``tools/_support.py``, with the helpers
that drive a window).
"""

from __future__ import annotations

import sys
from pathlib import Path

__all__ = ["ROOT", "SRC"]

ROOT = Path(__file__).resolve().parent.parent
"""The repository."""
SRC = ROOT / "src"
"""This tree's ``baccarat_qt``."""
if str(SRC) not in sys.path:
    sys.path.insert(0, str(SRC))
