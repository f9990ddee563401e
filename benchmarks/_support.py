"""What the benchmarks share: the repository's root, and this tree's game first on the import path.

Every benchmark runs as ``python benchmarks/<name>.py``, so this folder is on
the import path and ``from _support import ROOT`` works from any of them.
Importing this module puts this tree's ``src/`` before any installed copy of
the game (the tools have the same in ``tools/_support.py``, with the helpers
that drive a window).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

__all__ = ["ROOT", "SRC", "cold_cache_env", "game_window"]

ROOT = Path(__file__).resolve().parent.parent
"""The repository."""
SRC = ROOT / "src"
"""This tree's ``baccarat_qt``."""
if str(SRC) not in sys.path:
    sys.path.insert(0, str(SRC))


def cold_cache_env(scratch: str) -> dict[str, str]:
    """The environment of a game's first start after an install that compiled nothing: an empty cache
    folder (``scratch``: no QML disk cache, no Qt pipeline cache) and no bytecode written.

    Mesa's shader cache stays where it is: it belongs to the machine's graphics driver, shared by every
    OpenGL program (the bare window of the same batch uses it warm), not to the game's install.
    """
    mesa = os.environ.get("MESA_SHADER_CACHE_DIR") or str(
        Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "mesa_shader_cache"
    )
    return {"XDG_CACHE_HOME": scratch, "PYTHONDONTWRITEBYTECODE": "1", "MESA_SHADER_CACHE_DIR": mesa}


def game_window(width: int = 1280, height: int = 800) -> tuple[Any, Any, Any, Any]:
    """The game loaded as it starts, its window shown at ``width``×``height`` and asked to the front: the
    application, the QML engine, the window and the game's :class:`Context` (Qt imported only here, so that
    the benchmarks that time an import do not pay for it by importing this module)."""
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtQml import QQmlApplicationEngine
    from PySide6.QtQuick import QQuickWindow

    from baccarat_qt.boundary.context import Context
    from baccarat_qt.desktop.app import load_main, register_types

    app = QGuiApplication(sys.argv)
    app.setOrganizationName("baccarat-qt")
    register_types()
    engine = QQmlApplicationEngine()
    load_main(engine)
    window = engine.rootObjects()[0]
    assert isinstance(window, QQuickWindow)
    window.resize(width, height)
    window.show()
    window.requestActivate()
    context = engine.findChild(Context)
    assert context is not None
    return app, engine, window, context
