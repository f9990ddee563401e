"""Shared libraries a start of the game loads, loaded once by the crash tests' start-up server.

``crash_driver.py --serve`` forks a game for each round (``game_runs.Zygote``). Whatever it has loaded, each
fork has without loading it: here, Mesa's OpenGL driver and the QML plugins of the modules the game imports,
about 25 ms of each start's CPU (260 ms a start otherwise, to the robot's first action). Loading them starts
no thread and opens no window, so the fork that follows is as safe as after an import; the game then loads
none of them again (the C library keeps one copy of each file), and does everything else as usual.
"""

from __future__ import annotations

import ctypes
import os
from pathlib import Path

from PySide6.QtCore import QLibraryInfo

from baccarat_qt.desktop.gl_driver import driver_path

QML_MODULES = ("QtQml", "QtQml/Models", "QtQml/WorkerScript", "QtQuick", "QtQuick/Window", "QtQuick/Layouts")
"""The folders, under Qt's QML folder, of the modules the game's QML imports (besides the controls')."""
CONTROLS = (
    "QtQuick/Controls",
    "QtQuick/Controls/impl",
    "QtQuick/Controls/Basic",
    "QtQuick/Controls/Basic/impl",
)


def preload_libraries() -> list[Path]:
    """Load Mesa's driver (where Qt will use it) and the QML plugins; the files loaded."""
    qml = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.QmlImportsPath))
    files = [
        path
        for folder in (*QML_MODULES, "QtQuick/Templates", *CONTROLS)
        for path in (qml / folder).glob("lib*.so")
    ]
    driver = driver_path()
    if driver is not None:
        files.insert(0, driver)
    for path in files:
        ctypes.CDLL(str(path), mode=os.RTLD_NOW)
    return files
