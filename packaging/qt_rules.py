"""What of Qt a bundle of the game keeps: the allow lists, and the rule each collected file is judged by.

``packaging/qt_trim.py`` applies them to a PyInstaller ``Analysis`` (its docstring gives the
rules in order); this module holds the lists (:data:`QML_MODULES`, :data:`PLUGINS`,
:data:`LANGUAGES`, :data:`TRANSLATION_CATALOGS`, :data:`KEEP_LIBRARIES`,
:data:`PYTHON_EXCLUDES`) and the judgement of one file by its path relative to PySide6's Qt
folder, the same on Linux, Windows and macOS. Only the standard library.
"""

from __future__ import annotations

import fnmatch
import posixpath
import re
from collections.abc import Iterable
from pathlib import Path

# --------------------------------------------------------------------------- the lists

QML_MODULES: tuple[str, ...] = (
    "QtCore",  # Qt.application, StandardPaths; tiny
    "QtQml",
    "QtQuick",
    "QtQuick.Window",
    "QtQuick.Controls",
    "QtQuick.Controls.impl",
    "QtQuick.Controls.Basic",  # the only style: app.configure_application() sets "Basic"
    "QtQuick.Controls.Basic.impl",
    "QtQuick.Templates",
    "QtQuick.Layouts",
    "QtQuick.Shapes",
    "QtQuick.Effects",  # MultiEffect (shadows, blur); ShaderEffect itself is in QtQuick
)
"""QML modules the game imports (and the ``impl`` modules the Basic style's compiled QML imports)."""

PLUGINS: dict[str, tuple[str, ...]] = {
    "platforms": ("qxcb", "qwayland*", "qoffscreen", "qminimal", "qwindows", "qcocoa"),
    "xcbglintegrations": ("*",),  # OpenGL on X11 (GLX and EGL): Qt Quick renders through it
    "wayland-shell-integration": ("xdg-shell",),
    "wayland-decoration-client": ("*",),  # window frames where the compositor draws none (GNOME)
    "wayland-graphics-integration-client": ("qt-plugin-wayland-egl",),
    "platformthemes": ("qxdgdesktopportal",),  # not qgtk3: it drags in GTK 3, cairo and pango
    "platforminputcontexts": ("composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"),
    "imageformats": ("qsvg",),  # PNG is built into QtGui; card art and icons are SVG and PNG
    "iconengines": ("qsvgicon",),
}
"""Plugin category → plugin names kept (``fnmatch`` patterns on the file name without ``lib`` and suffix)."""

LANGUAGES: tuple[str, ...] = ("es", "en")
"""Languages of Qt's own translations (``qtbase_es.qm``…) kept; the game's own live in ``resources/``."""

TRANSLATION_CATALOGS: tuple[str, ...] = ("qt", "qtbase", "qtdeclarative")
"""Qt translation catalogs kept (``qt_es.qm`` loads the other two); not QtHelp, Multimedia…"""

KEEP_LIBRARIES: tuple[str, ...] = (
    "*qt6opengl.*",  # QtOpenGL: QtQuick needs it (HEADLESS.md); linked anyway, kept by name for safety
    "qtopengl",  # macOS framework binary
    "libpython*",
    "python3*.dll",
    "opengl32sw.dll",  # Windows: Mesa software OpenGL that Qt loads when the driver has none
    "d3dcompiler_*.dll",
)
"""Libraries kept even if nothing links them (loaded at run time, or wanted on purpose)."""

PYTHON_EXCLUDES: tuple[str, ...] = ("tkinter", "_tkinter", "ssl", "_ssl", "_hashlib", "unittest", "pydoc")
"""Python modules left out: no network, no Tk; ``hashlib`` falls back to its built-in digests."""

# --------------------------------------------------------------------------- one file, by its path

_QT_DIRS = ("qml/", "plugins/", "translations/")
_LIB_SUFFIX = re.compile(r"\.(so(\.[\d.]+)?|dll|dylib|pyd)$", re.IGNORECASE)
_QMLDIR_IMPORT = re.compile(r"^\s*(?:default\s+)?(?:import|depends)\s+([\w.]+)")
_QM_NAME = re.compile(r"^(?P<catalog>.+?)_(?P<language>[a-z]{2,3})(?:_[A-Za-z]+)?\.qm$")

Entry = tuple[str, str, str]
"""A PyInstaller TOC entry: destination name, source path, type code."""


def _dest(entry: Entry) -> str:
    return entry[0].replace("\\", "/")


def _qt_relative(dest: str) -> str | None:
    """``qml/…``, ``plugins/…``, ``translations/…`` or ``lib/…`` relative to PySide6's Qt folder, else None."""
    if not dest.startswith("PySide6/"):
        return None
    rel = dest.removeprefix("PySide6/")
    rel = rel.removeprefix("Qt/")
    if rel.startswith((*_QT_DIRS, "lib/")):
        return rel
    return None


def _plugin_name(filename: str) -> str:
    stem = _LIB_SUFFIX.sub("", filename)
    return stem.removeprefix("lib")


def _is_library_candidate(entry: Entry) -> bool:
    """A shared library that stays only if something kept links it."""
    dest = _dest(entry)
    if entry[2] != "BINARY":
        return False
    if "/" not in dest:  # top level: system libraries and Qt libraries PyInstaller put there
        return bool(_LIB_SUFFIX.search(dest)) or ".framework" in dest
    rel = _qt_relative(dest)
    if rel is not None:
        return rel.startswith("lib/")
    # Windows wheels keep the Qt DLLs directly in PySide6/ (the Python modules there are .pyd)
    return dest.startswith("PySide6/") and dest.count("/") == 1 and dest.lower().endswith(".dll")


def _keep_by_name(dest: str) -> bool:
    name = posixpath.basename(dest).lower()
    return any(fnmatch.fnmatchcase(name, pattern) for pattern in KEEP_LIBRARIES)


def _qml_module_dirs(datas: Iterable[Entry]) -> dict[str, str]:
    """QML module folder (relative to ``qml/``) → source path of its ``qmldir``."""
    dirs: dict[str, str] = {}
    for entry in datas:
        rel = _qt_relative(_dest(entry))
        if rel is not None and rel.startswith("qml/") and posixpath.basename(rel) == "qmldir":
            dirs[posixpath.dirname(rel).removeprefix("qml/")] = entry[1]
    return dirs


def _kept_qml_modules(module_dirs: dict[str, str]) -> set[str]:
    """:data:`QML_MODULES` and what their qmldir files import, as folders relative to ``qml/``."""
    todo = [name.replace(".", "/") for name in QML_MODULES]
    kept: set[str] = set()
    while todo:
        folder = todo.pop()
        if folder in kept or folder not in module_dirs:
            continue
        kept.add(folder)
        text = Path(module_dirs[folder]).read_text(encoding="utf-8", errors="replace")
        for line in text.splitlines():
            match = _QMLDIR_IMPORT.match(line)
            if match:
                todo.append(match.group(1).replace(".", "/"))
    return kept


def _qml_module_of(rel: str, module_dirs: dict[str, str]) -> str | None:
    """The deepest QML module folder holding ``qml/…`` path ``rel``."""
    folder = posixpath.dirname(rel.removeprefix("qml/"))
    while folder:
        if folder in module_dirs:
            return folder
        folder = posixpath.dirname(folder)
    return None


def _keep_qt_file(rel: str, module_dirs: dict[str, str], kept_qml: set[str]) -> str | None:
    """None to keep ``rel`` (relative to Qt's folder), else the name of the rule that drops it."""
    if rel.startswith("qml/"):
        module = _qml_module_of(rel, module_dirs)
        return None if module is None or module in kept_qml else "qml"
    if rel.startswith("plugins/"):
        parts = rel.split("/")
        if len(parts) < 3:
            return None
        patterns = PLUGINS.get(parts[1])
        if patterns is None:
            return "plugin-category"
        name = _plugin_name(parts[-1])
        return None if any(fnmatch.fnmatchcase(name, p) for p in patterns) else "plugin"
    if rel.startswith("translations/"):
        match = _QM_NAME.match(posixpath.basename(rel))
        if match is None:
            return None
        wanted = match["catalog"] in TRANSLATION_CATALOGS and match["language"] in LANGUAGES
        return None if wanted else "translation"
    return None
