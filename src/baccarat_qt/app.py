"""Start the game: the Qt application, the QML engine and the main window."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuickControls2 import QQuickStyle

from baccarat_qt import __version__
from baccarat_qt.paths import ui_dir

__all__ = ["QML_MODULE", "configure_application", "load_main", "main"]

QML_MODULE = "Baccarat"
"""The QML module under ``ui/`` that holds the game's screens."""

ORGANIZATION = "BaccaratQt"
APPLICATION = "baccarat-qt"


def configure_application() -> None:
    """Names and style; call before the QGuiApplication exists."""
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)
    QCoreApplication.setApplicationVersion(__version__)
    QGuiApplication.setApplicationDisplayName("Baccarat")
    QQuickStyle.setStyle("Basic")


def load_main(engine: QQmlApplicationEngine) -> None:
    """Register the Python types and load the main window into ``engine``."""
    engine.addImportPath(str(ui_dir()))
    engine.loadFromModule(QML_MODULE, "Main")


def _parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="baccarat-qt", description="Baccarat Punto Banco con squeeze.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    args, _qt_args = parser.parse_known_args(list(argv[1:]))
    return args


def main(argv: Sequence[str] | None = None) -> int:
    """Run the game; returns the process exit code."""
    argv = list(sys.argv if argv is None else argv)
    _parse_args(argv)
    configure_application()
    app = QGuiApplication(argv)
    engine = QQmlApplicationEngine()
    load_main(engine)
    if not engine.rootObjects():
        return 1
    return app.exec()
