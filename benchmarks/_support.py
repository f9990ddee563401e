"""What the benchmarks share: the repository's root, and this tree's game first on the import path.

Every benchmark runs as ``python benchmarks/<name>.py``, so this folder is on
the import path and ``from _support import ROOT`` works from any of them.
Importing this module puts this tree's ``src/`` before any installed copy of
the game (the tools have the same in ``tools/_support.py``, with the helpers
that drive a window).
"""

from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

__all__ = ["ROOT", "SRC", "cold_cache_env", "game_window", "scratch"]

ROOT = Path(__file__).resolve().parent.parent
"""The repository."""
SRC = ROOT / "src"
"""This tree's ``baccarat_qt``."""
if str(SRC) not in sys.path:
    sys.path.insert(0, str(SRC))


def scratch(prefix: str) -> Path:
    """A new temporary folder, removed when the benchmark's process ends: a benchmark run again and again
    (CI's quick runs, a batch of starts with a new cache folder each) leaves nothing behind in ``/tmp``."""
    folder = Path(tempfile.mkdtemp(prefix=prefix))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    return folder


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
    from baccarat_qt.desktop.app import configure_application, load_main, register_types

    configure_application()  # the game's names and Qt Quick settings, as it starts
    app = QGuiApplication(sys.argv)
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


FRAME_CLOCK = r"""
from PySide6.QtCore import QObject, QThread, Signal, Slot
class Stamp(QObject):
    '''Calls fn for each signal connected to hit, on the thread it lives on, then says so (done).'''
    done = Signal()
    def __init__(self, fn, thread=None):
        super().__init__()
        self.fn = fn
        if thread is not None:
            self.moveToThread(thread)
    @Slot()
    def hit(self):
        self.fn()
        self.done.emit()
clock = QThread()
stamps = []  # kept: a Stamp collected takes its connections with it
def on_clock(signal, fn):  # fn on the clock thread, at once; returns the Stamp (its done: after fn)
    if not clock.isRunning():  # started once the application exists (its event loop needs one)
        clock.start()
    stamp = Stamp(fn, clock)
    signal.connect(stamp.hit)
    stamps.append(stamp)
    return stamp
def then_on_gui(stamp, fn):  # fn on the GUI thread, queued, after the clock's stamp ran
    gui = Stamp(fn)
    stamp.done.connect(gui.hit)
    stamps.append(gui)
    return gui
def exit_after(app):  # the event loop's end: the clock thread stopped before the process ends
    code = app.exec()
    clock.quit()
    clock.wait()
    return code
"""
"""The probes' clock (``bench_startup.py``, ``bench_startup_steps.py``), pasted into each: a frame's
signals come from the render thread, and are noted on a thread of the probe's own (``QThread``, idle in
its event loop), where they are queued as they are emitted. A direct connection on the render thread
would need ``Qt.ConnectionType``: looking up PySide6's ``QtCore.Qt`` builds the namespace and all its
enums, about 13 ms, which a bare window never does and the game does where it chooses (the probes did it
for both, first thing: the bare window was timed with 13 ms of the probe's, and the game's own lookup
hidden)."""
