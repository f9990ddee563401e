"""Shared libraries a start of the game loads, loaded once by the crash tests' start-up server.

``crash_driver.py --serve`` forks a game for each round (``game_runs.Zygote``). Whatever it has loaded, each
fork has without loading it: here, Mesa's OpenGL driver and the QML plugins of the modules the game imports,
about 20 ms of each start's CPU (243 ms a start to the robot's first action, against 260-268 without). Loading them starts
no thread and opens no window, so the fork that follows is as safe as after an import; the game then loads
none of them again (the C library keeps one copy of each file), and does everything else as usual.
"""

from __future__ import annotations

import ctypes
import os
from pathlib import Path

from PySide6.QtCore import QLibraryInfo

from baccarat_qt.desktop.gl_driver import driver_path

QML_FOLDERS = (
    "QtQml",
    "QtQml/Models",
    "QtQml/WorkerScript",
    "QtQuick",
    "QtQuick/Window",
    "QtQuick/Layouts",
    "QtQuick/Templates",
    "QtQuick/Controls",
    "QtQuick/Controls/impl",
    "QtQuick/Controls/Basic",
    "QtQuick/Controls/Basic/impl",
)
"""The folders, under Qt's QML folder, of the modules the game's QML imports (the Basic style's included)."""


def preload_libraries() -> None:
    """Load Mesa's driver (where Qt will use it), then the QML plugins."""
    qml = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.QmlImportsPath))
    driver = driver_path()
    files = [driver] if driver is not None else []
    files += [path for folder in QML_FOLDERS for path in (qml / folder).glob("lib*.so")]
    for path in files:
        ctypes.CDLL(str(path), mode=os.RTLD_NOW)
