"""The rules ``packaging/qt_trim.py`` trims the bundle's Qt by, checked without building it.

Every Qt QML module the game imports is kept; plugins and translations follow the allow
list on every platform's layout; only libraries (never extension modules or plugins) are
dropped for being unlinked.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from tests.support.packaged import ROOT


def _load_packaging_module(name: str) -> ModuleType:
    """Import ``packaging/<name>.py`` (the folder is not a Python package), the folder on the import path
    as the specs have it (``qt_trim`` imports ``qt_rules`` from beside it)."""
    folder = str(ROOT / "packaging")
    if folder not in sys.path:
        sys.path.append(folder)
    spec = importlib.util.spec_from_file_location(f"_packaging_{name}", ROOT / "packaging" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


qt_trim = _load_packaging_module("qt_trim")


def _qml_datas() -> list[tuple[str, str, str]]:
    """TOC-like entries for every qmldir of the installed PySide6, as PyInstaller's hook lists them."""
    import PySide6

    qml = Path(PySide6.__file__).parent / "Qt" / "qml"
    if not qml.is_dir():
        qml = Path(PySide6.__file__).parent / "qml"
    return [
        (f"PySide6/Qt/qml/{path.relative_to(qml).as_posix()}", str(path), "DATA")
        for path in sorted(qml.rglob("qmldir"))
    ]


def test_bundle_keeps_every_qml_module_the_game_imports() -> None:
    """Every Qt QML module imported under ``ui/`` is in the trim's allow list (or imported by one)."""
    kept = qt_trim._kept_qml_modules(qt_trim._qml_module_dirs(_qml_datas()))
    dotted = [folder.replace("/", ".") for folder in kept]
    assert qt_trim.check_qml_imports([ROOT / "ui"], dotted) == []
    assert "QtQuick.Controls.Basic" in dotted
    assert not any(
        name.startswith(("QtQuick.Controls.Material", "QtQuick3D", "QtWebEngine")) for name in dotted
    )


@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
        ("PySide6/plugins/platforms/qwindows.dll", True),
        ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
        ("PySide6/plugins/imageformats/qsvg.dll", True),
        ("PySide6/plugins/imageformats/qjpeg.dll", False),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
        ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
        ("PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so", True),
        ("PySide6/Qt/translations/qtbase_es.qm", True),
        ("PySide6/translations/qtdeclarative_en.qm", True),
        ("PySide6/Qt/translations/qtbase_de.qm", False),
        ("PySide6/Qt/translations/qt_help_pt_BR.qm", False),
        ("PySide6/Qt/translations/qt_help_es.qm", False),
        ("PySide6/Qt/translations/qtmultimedia_es.qm", False),
        ("PySide6/Qt/translations/qt_es.qm", True),
    ],
)
def test_trim_rules_for_plugins_and_translations(dest: str, kept: bool) -> None:
    """Plugins and translations follow the allow list on every platform's layout."""
    rel = qt_trim._qt_relative(dest)
    assert rel is not None
    assert (qt_trim._keep_qt_file(rel, {}, set()) is None) is kept


@pytest.mark.parametrize(
    ("entry", "candidate"),
    [
        (("PySide6/Qt/lib/libQt6Quick3D.so.6", "x", "BINARY"), True),
        (("libX11.so.6", "x", "BINARY"), True),
        (("PySide6/Qt6Quick3D.dll", "x", "BINARY"), True),
        (("PySide6/Qt/lib/QtQuick3D.framework/Versions/A/QtQuick3D", "x", "BINARY"), True),
        (("PySide6/QtQuick.abi3.so", "x", "EXTENSION"), False),
        (("PySide6/Qt/plugins/platforms/libqxcb.so", "x", "BINARY"), False),
        (("PySide6/Qt/qml/QtQuick/libqtquick2plugin.so", "x", "BINARY"), False),
    ],
)
def test_trim_library_candidates(entry: tuple[str, str, str], candidate: bool) -> None:
    """Only libraries are dropped for being unlinked; extension modules and plugins are roots."""
    assert qt_trim._is_library_candidate(entry) is candidate
