"""Spare PySide6 from reading the game's sources, and the standard library's, as they are imported.

PySide6 (6.4 and later) replaces Python's ``__import__``. The first time an import statement names a
module once PySide6 is there, it reads the module's whole source (``inspect.getsource``) to see whether
it mentions PySide6, and keeps the answer in a table by module name (``pyside_feature_dict`` in
``PySide6.support.feature``): 0, code in that module selects PySide6's opt-in ``__feature__`` set (none,
unless the module imports one); -1, the module is left out of that switching. A module already imported
before PySide6 is read on the first import statement that names it afterwards. On the way to the lobby's
first frame that came to 78 reads, 7.9 ms (docs/benchmarks.md, "PySide6's source reads answered").

The game selects no feature, so for it the answer changes nothing: with no module selecting one, every
module runs with no feature whatever its entry says (shiboken keeps the last selection for a module left
out, and the last is the default). :func:`answer_for_pyside` writes the entries before PySide6 reads:
0 for the game's modules in the layers that use Qt (what PySide6 finds for nearly all of them, and the
entry it caches), -1 for those of the Qt-free layers and for every module imported already (the standard
library's and platformdirs' mention no PySide6). An entry PySide6 made stays, and so does PySide6's own.
With a PySide6 that has no such table, nothing is done.

Importing this module imports PySide6's package (``pyside_code.py``: its support modules compiled once; its
import hook and the table come with it; ``QtCore`` and the rest follow in ``app.py``) and writes the
entries: ``desktop/app.py`` imports it right after ``before_qt``, before any other module is named.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, MutableMapping

from baccarat_qt.desktop import pyside_code  # noqa: F401  # PySide6's package (its hook and table with it)

__all__ = ["LEFT_OUT", "NO_FEATURE", "QT_LAYERS", "answer_for_pyside", "feature_table"]

NO_FEATURE = 0
"""PySide6's entry for a module that runs with no feature selected (and may select one)."""
LEFT_OUT = -1
"""PySide6's entry for a module left out of feature switching (it runs with the last selection)."""
QT_LAYERS = ("boundary", "desktop", "words")
"""The game's packages whose modules use Qt (the engine's and the store's may not: the layers' contracts)."""
_OTHER_LAYERS = ("engine", "store")
_PYSIDE = ("PySide6", "shiboken6", "shibokensupport", "__feature__")
"""PySide6's own modules: their entries are PySide6's to make."""
_PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def feature_table() -> MutableMapping[str, int] | None:
    """PySide6's table of answers by module name, or None (PySide6 not imported, or a version without it)."""
    feature = sys.modules.get("PySide6.support.feature") or sys.modules.get("shibokensupport.feature")
    table = getattr(feature, "pyside_feature_dict", None)
    return table if isinstance(table, dict) else None


def _game_modules(layers: Iterable[str]) -> Iterable[str]:
    """The names of the game's modules in ``layers`` (none where the sources are not files: a bundle)."""
    for layer in layers:
        try:
            entries = list(os.scandir(os.path.join(_PACKAGE, layer)))
        except OSError:
            continue
        for entry in entries:
            if entry.name == "__init__.py":
                yield f"baccarat_qt.{layer}"
            elif entry.name.endswith(".py"):
                yield f"baccarat_qt.{layer}.{entry.name[:-3]}"


def answer_for_pyside(table: MutableMapping[str, int] | None = None) -> int:
    """Write PySide6's entries for the game's modules and every module imported so far, where PySide6 has
    none yet (``table``: PySide6's, by default); returns how many were written."""
    table = feature_table() if table is None else table
    if table is None:
        return 0
    before = len(table)
    for name in _game_modules(QT_LAYERS):
        table.setdefault(name, NO_FEATURE)
    for name in _game_modules(_OTHER_LAYERS):
        table.setdefault(name, LEFT_OUT)
    for name in list(sys.modules):
        if not name.startswith(_PYSIDE):
            table.setdefault(name, LEFT_OUT)
    return len(table) - before


answer_for_pyside()
