"""What of Qt a PyInstaller bundle of the game keeps: the filter that applies the one allow list (``qt_rules.py``).

PyInstaller's Qt hooks collect every QML module that PySide6 ships, every
plugin of each category QtGui asks for and every Qt translation (about 300 MB
for a one-folder bundle). Only the spec can filter them, after ``Analysis``.
Both specs that build bundles, ``packaging/baccarat-qt.spec`` (the game) and
``packaging/bare/bare.spec`` (the reference bundle of the benchmarks), call
:func:`trim` so they are trimmed the same way.

The rules, in order:

1. **QML modules** — keep the modules in :data:`QML_MODULES` and, transitively,
   the modules their ``qmldir`` files import or depend on (not the ``optional``
   ones). :func:`check_qml_imports` fails the build when a ``.qml`` file of the
   game imports a Qt module that is not kept: add it to :data:`QML_MODULES`.
2. **Plugins** — keep the categories and plugins in :data:`PLUGINS`; every
   other category (``tls``, ``qmltooling``, ``sqldrivers``, ``multimedia``…)
   goes.
3. **Translations** — keep Qt's own ``.qm`` files of :data:`TRANSLATION_CATALOGS`
   for :data:`LANGUAGES`.
4. **Libraries** — a Qt or system library stays only if something kept links
   it (directly or through another kept library): Python extension modules,
   kept plugins and QML plugins, and :data:`KEEP_LIBRARIES`. So when a QML
   module goes, its ``libQt6*`` libraries go with it, and dropping the GTK
   platform theme drops GTK's cairo, pango and friends.

Python modules the game never needs are in :data:`PYTHON_EXCLUDES` (passed to
``Analysis(excludes=...)``).

The Qt layout differs by platform (Linux ``PySide6/Qt/lib/libQt6Quick.so.6``,
Windows ``PySide6/Qt6Quick.dll``, macOS ``PySide6/Qt/lib/QtQuick.framework``;
``qml/``, ``plugins/`` and ``translations/`` sit under ``PySide6/Qt`` or directly
under ``PySide6``); the rules work on paths relative to that Qt folder, so one
list serves all three. The lists and the judgement of one file are in ``packaging/qt_rules.py``
(imported from this folder, as the specs import this module); this module applies them, with
only the standard library and PyInstaller's own dependency reader.
"""

from __future__ import annotations

import os
import posixpath
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from qt_rules import (
    KEEP_LIBRARIES,
    LANGUAGES,
    PLUGINS,
    PYTHON_EXCLUDES,
    QML_MODULES,
    TRANSLATION_CATALOGS,
    Entry,
    _dest,
    _is_library_candidate,
    _keep_by_name,
    _keep_qt_file,
    _kept_qml_modules,
    _qml_module_dirs,
    _qt_relative,
)

__all__ = [
    "KEEP_LIBRARIES",
    "LANGUAGES",
    "PLUGINS",
    "PYTHON_EXCLUDES",
    "QML_MODULES",
    "TRANSLATION_CATALOGS",
    "TrimReport",
    "check_qml_imports",
    "trim",
]

_QML_IMPORT = re.compile(r"^\s*import\s+(Qt[\w.]*)", re.MULTILINE)


@dataclass
class TrimReport:
    """What :func:`trim` dropped, for the build log and the packagers' notes."""

    kept_qml: list[str] = field(default_factory=list)
    """QML modules kept, dotted names."""
    dropped: dict[str, list[tuple[str, int]]] = field(default_factory=dict)
    """Rule → (destination, bytes) of every entry dropped by it."""

    def drop(self, rule: str, entry: Entry) -> None:
        """Record ``entry`` as dropped by ``rule``."""
        size = os.path.getsize(entry[1]) if entry[2] != "SYMLINK" and os.path.isfile(entry[1]) else 0
        self.dropped.setdefault(rule, []).append((entry[0], size))

    def summary(self) -> str:
        """A few lines: bytes and files dropped per rule, and the QML modules kept."""
        lines = [f"QML modules kept: {', '.join(self.kept_qml)}"]
        for rule, items in sorted(self.dropped.items()):
            mib = sum(size for _dest, size in items) / 2**20
            lines.append(f"dropped by {rule}: {len(items)} files, {mib:.1f} MiB")
        return "\n".join(lines)

    def details(self) -> str:
        """Every dropped destination, one per line, grouped by rule."""
        return "\n".join(
            f"{rule}\t{dest}\t{size}" for rule, items in sorted(self.dropped.items()) for dest, size in items
        )


def _linked_closure(binaries: Sequence[Entry]) -> set[str]:
    """Destinations of the library candidates reachable from the roots through link-time imports."""
    from PyInstaller.depend import bindepend  # type: ignore[import-untyped]  # only inside a build

    by_path: dict[str, list[Entry]] = {}
    by_name: dict[str, list[Entry]] = {}
    for entry in binaries:
        if _is_library_candidate(entry):
            by_path.setdefault(os.path.realpath(entry[1]), []).append(entry)
            by_name.setdefault(posixpath.basename(_dest(entry)).lower(), []).append(entry)
    search_paths = sorted({os.path.dirname(entry[1]) for entry in binaries if entry[2] == "BINARY"})
    todo = [
        entry
        for entry in binaries
        if entry[2] in ("BINARY", "EXTENSION")
        and (not _is_library_candidate(entry) or _keep_by_name(_dest(entry)))
    ]
    reached: set[str] = set()
    seen: set[str] = set()
    while todo:
        entry = todo.pop()
        source = os.path.realpath(entry[1])
        if source in seen:
            continue
        seen.add(source)
        for name, full in bindepend.get_imports(source, search_paths):
            found = by_path.get(os.path.realpath(full)) if full else None
            if not found:
                found = by_name.get(posixpath.basename(str(name).replace("\\", "/")).lower(), [])
            for dep in found:
                reached.add(_dest(dep))
                todo.append(dep)
    return reached


def trim(binaries: Sequence[Entry], datas: Sequence[Entry]) -> tuple[list[Entry], list[Entry], TrimReport]:
    """Apply the rules above to ``Analysis.binaries`` and ``Analysis.datas``.

    Returns:
        The kept binaries, the kept datas, and a report of what was dropped.
    """
    report = TrimReport()
    module_dirs = _qml_module_dirs(datas)
    kept_qml = _kept_qml_modules(module_dirs)
    report.kept_qml = sorted(folder.replace("/", ".") for folder in kept_qml)

    def first_pass(entries: Sequence[Entry]) -> list[Entry]:
        kept = []
        for entry in entries:
            rel = _qt_relative(_dest(entry))
            rule = None if rel is None else _keep_qt_file(rel, module_dirs, kept_qml)
            if rule is None:
                kept.append(entry)
            else:
                report.drop(rule, entry)
        return kept

    new_binaries = first_pass(binaries)
    new_datas = first_pass(datas)

    reached = _linked_closure(new_binaries)
    linked = []
    for entry in new_binaries:
        dest = _dest(entry)
        if _is_library_candidate(entry) and dest not in reached and not _keep_by_name(dest):
            report.drop("unlinked-library", entry)
        else:
            linked.append(entry)

    # Symbolic links, and the resources of macOS frameworks, follow what they point into.
    real = [entry for entry in linked if entry[2] != "SYMLINK"]
    kept_dests = {_dest(entry) for entry in (*real, *new_datas)}
    kept_frameworks = {_framework(_dest(entry)) for entry in real if entry[2] == "BINARY"}

    def follows_kept(entry: Entry) -> bool:
        dest = _dest(entry)
        framework = _framework(dest)
        if framework is not None:
            return framework in kept_frameworks
        if entry[2] == "SYMLINK":
            target = posixpath.normpath(posixpath.join(posixpath.dirname(dest), entry[1].replace("\\", "/")))
            return target in kept_dests or any(kept.startswith(target + "/") for kept in kept_dests)
        return True

    def follow(entries: Sequence[Entry]) -> list[Entry]:
        kept = []
        for entry in entries:
            if follows_kept(entry):
                kept.append(entry)
            else:
                report.drop("dangling-link" if entry[2] == "SYMLINK" else "framework-resource", entry)
        return kept

    return follow(linked), follow(new_datas), report


def _framework(dest: str) -> str | None:
    """``…/QtQuick.framework`` for a path inside a macOS framework, else None."""
    match = re.match(r"(.*?\.framework)(?:/|$)", dest)
    return match.group(1) if match else None


def check_qml_imports(qml_dirs: Iterable[Path], kept_modules: Iterable[str]) -> list[str]:
    """Qt QML modules that ``.qml`` files under ``qml_dirs`` import but the bundle does not keep.

    Args:
        qml_dirs: Folders with the game's QML.
        kept_modules: Dotted names of the kept QML modules (:attr:`TrimReport.kept_qml`).
    """
    kept = set(kept_modules)
    missing: set[str] = set()
    for folder in qml_dirs:
        for qml in sorted(folder.rglob("*.qml")):
            for module in _QML_IMPORT.findall(qml.read_text(encoding="utf-8", errors="replace")):
                if module not in kept:
                    missing.add(f"{module} (imported by {qml})")
    return sorted(missing)
