"""The game's QML compiled ahead of time, for the PyInstaller bundle: a ``.qmlc`` beside each ``.qml``.

Qt looks for ``Name.qmlc`` beside ``Name.qml`` before its own disk cache (``~/.cache/BaccaratQt``), so a
bundle that carries them compiles no QML on its first start (issue 29: the cold start). The units come
from Qt's own ``qmlcachegen``, the one in the PySide6 that the bundle ships (PyInstaller bundles the
environment it runs in), so they are of the Qt that reads them; a unit of another Qt is refused by its
header and that file compiled from source, as without it.

``qmlcachegen`` writes its units without the source's time stamp, and Qt then loads them without
comparing them with the ``.qml``: they are made only into a build's own folder, from the same files the
build copies, never into ``ui/`` of a checkout, where an edited ``.qml`` would run its old compiled code.

``python packaging/qml_cache.py UI OUT`` compiles ``UI`` into ``OUT`` (the spec calls :func:`compile_tree`).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

__all__ = ["compile_tree", "qmlcachegen"]

SOURCES = ("*.qml", "*.js", "*.mjs")
"""What Qt compiles (and caches) of a QML module."""


def qmlcachegen() -> Path:
    """Qt's QML compiler in this environment's PySide6 (where ``pyside6-qmlcachegen`` finds it)."""
    import PySide6

    base = Path(PySide6.__file__).resolve().parent
    tool = base / "qmlcachegen.exe" if sys.platform == "win32" else base / "Qt" / "libexec" / "qmlcachegen"
    if not tool.is_file():
        raise FileNotFoundError(f"no qmlcachegen in PySide6 ({tool})")
    return tool


def compile_tree(ui: Path, out: Path) -> list[Path]:
    """Compile every QML and JavaScript file under ``ui`` to ``out`` (the same relative paths, plus ``c``).

    Returns the units written. Raises ``subprocess.CalledProcessError`` if a file does not compile
    (with qmlcachegen's message on stderr).
    """
    tool = qmlcachegen()
    written = []
    for source in sorted(path for pattern in SOURCES for path in ui.rglob(pattern)):
        unit = out / source.relative_to(ui).with_name(source.name + "c")
        unit.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run([str(tool), str(source), "-o", str(unit)], check=True)
        written.append(unit)
    return written


if __name__ == "__main__":
    units = compile_tree(Path(sys.argv[1]), Path(sys.argv[2]))
    print(f"{len(units)} QML units in {sys.argv[2]}")
