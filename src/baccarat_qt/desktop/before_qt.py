"""The game's Qt-free modules the lobby needs, imported before PySide6 when the game starts as ``baccarat-qt``.

PySide6 (6.4 and later) replaces Python's ``__import__``: the first time an import statement names a
module once PySide6 is there, it reads the module's whole source (``inspect.getsource``, for its opt-in
``__feature__`` switches, which the game does not use). ``desktop/app.py`` imports this module before
PySide6, and then ``pyside_reads.py``, which answers PySide6 for every module imported by then and for the
game's own: so when nothing has imported PySide6 yet (``baccarat-qt``, ``python -m baccarat_qt``) the
game's engine, store and the standard library modules they use come in unread, and in one go, before
``launch()`` starts its threads (docs/benchmarks.md, "Start-up: the game's Qt-free modules before
PySide6", and "PySide6's source reads answered"), their data classes' methods served from what the last start
compiled (``dataclass_code.py``). When PySide6 is there already (a test, a benchmark's
probe, a program that embeds the game), ``launch()`` imports them on its worker thread while the GUI
thread is in Qt's C++ code.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterable

from baccarat_qt.desktop.memory import pause_collection

__all__ = ["BACKGROUND_IMPORTS", "import_modules"]

BACKGROUND_IMPORTS = (
    "json",
    "sqlite3",
    "platformdirs",
    "baccarat_qt.engine.kinds",
    "baccarat_qt.engine.shoe",
    "baccarat_qt.store.storage",
    "baccarat_qt.store.settings",
    "baccarat_qt.store.leaderboard",
    "baccarat_qt.store.night_store",
    "baccarat_qt.store.history_store",
    "baccarat_qt.store.history_queries",
    "baccarat_qt.store.old_files",
    "baccarat_qt.store.lock",
    "baccarat_qt.boundary.decks",
    "baccarat_qt.boundary.enums",
    "baccarat_qt.boundary.keymap",
    "baccarat_qt.boundary.last_hand",
    "baccarat_qt.boundary.on_screen",
    "baccarat_qt.desktop.audio",
    "baccarat_qt.desktop.gl_driver",
)
"""Pure-Python modules the lobby's boundary objects need (no Qt in them: a test checks): imported here,
before PySide6, or else on ``launch()``'s worker thread. (The roads' and the odds' modules are not among
them: the table's objects import them when first built.)"""


def import_modules(names: Iterable[str]) -> None:
    """Import each of ``names`` (an import error is raised with its traceback)."""
    for name in names:
        importlib.import_module(name)


if "PySide6" not in sys.modules:
    pause_collection()  # until launch() is done (memory.py)
    # The data classes' methods served from the start-up code file until launch() is done (dataclass_code.py).
    from baccarat_qt.desktop.dataclass_code import answer_dataclasses
    from baccarat_qt.desktop.kept_code import kept_code

    answer_dataclasses(kept_code())
    import_modules(BACKGROUND_IMPORTS)
