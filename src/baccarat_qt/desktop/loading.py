"""Start-up's overlap: the lobby's QML compiled on Qt's loader thread while a Python thread imports.

While the main thread waits in :func:`load_lobby_types` (and in the Qt Quick plugins' preload before it)
it holds no GIL, and Qt's type loader thread does the work: the plugins (about 27 ms of that thread's CPU,
warm) and the types of ``Main`` and ``Lobby`` with the files they use (about 8 ms warm, 30–60 ms with no
QML disk cache). :func:`import_in_background` fills that wait with the Python the main thread would
otherwise do after it (:data:`LOBBY_IMPORTS`); ``load_main`` then creates the window from the types
already in the engine's cache. (An ``Asynchronous`` component gains nothing here: Qt 6.11's type loader
waits for the main thread's event loop between files, so it only progresses while the main thread waits
for it, as it does here.)
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterable, Iterator
from contextlib import contextmanager

from PySide6 import QtCore
from PySide6.QtQml import QQmlComponent, QQmlEngine

from baccarat_qt.desktop.before_qt import import_modules
from baccarat_qt.paths import ui_dir

__all__ = [
    "LOBBY_IMPORTS",
    "LOBBY_TYPES",
    "build_qt_namespace",
    "import_in_background",
    "load_lobby_types",
    "quick_handovers",
]

LOBBY_TYPES = ("Main", "Lobby")
"""The game module's types the lobby's first frame is built from (the others they use come with them)."""

LOBBY_IMPORTS = (
    "baccarat_qt.store.lock",
    "baccarat_qt.desktop.manners",
    "baccarat_qt.desktop.window",
    "baccarat_qt.boundary.context",
    "baccarat_qt.desktop.context_menu",
    "baccarat_qt.desktop.hurry",
    "baccarat_qt.engine.shoe",
)
"""What ``launch()`` and ``load_main()`` import after the QML types are registered, on their way to the
lobby (a test checks that a start imports each of them anyway). Some define Qt classes: they are imported
on a worker only after ``register_types()``, so no QML type is registered off the main thread, and they
bring in no PySide6 module the main thread has not imported by then (a test checks). None of them looks
up PySide6's ``Qt`` namespace, which builds every enum in it (about 15 ms): nothing on the way
to the lobby's deck tiles does (``QtCore.Qt`` at the call instead, or the value: a test checks);
:func:`build_qt_namespace` builds it once they are shown."""

_HANDOVER_SECONDS = 0.0005
"""The interpreter's switch interval while a worker imports beside the main thread's calls into Qt."""


def import_in_background(names: Iterable[str], thread_name: str) -> threading.Thread:
    """Start importing ``names`` on a daemon thread; an import error is raised again, with its traceback,
    where the main thread imports the module itself."""
    worker = threading.Thread(target=import_modules, args=(tuple(names),), name=thread_name, daemon=True)
    worker.start()
    return worker


def build_qt_namespace() -> None:
    """Look PySide6's ``Qt`` namespace up, which builds every enum in it (about 15 ms), here on the GUI thread.

    Called once the lobby's deck tiles are shown, so that the first save, the table's sound or a change of the
    window's state find it built. Never on a thread of its own: the build lets go of the GIL as it goes, and a
    look-up on the GUI thread meanwhile finds the namespace there but half built (``Qt.ConnectionType``
    missing: the table's objects, built at a quick sit-down, failed; the crash test's robot found it)."""
    QtCore.Qt  # noqa: B018  (the look-up is the point)


@contextmanager
def quick_handovers() -> Iterator[None]:
    """Let the main thread have the GIL back within half a millisecond while a worker imports.

    Each PySide call that waits in Qt (the plugins' preload, each type load) lets go of the GIL and takes
    it back on return; with a worker running Python, that return waits for the interpreter's switch
    interval, 5 ms by default, every time."""
    default = sys.getswitchinterval()
    sys.setswitchinterval(_HANDOVER_SECONDS)
    try:
        yield
    finally:
        sys.setswitchinterval(default)


def load_lobby_types(engine: QQmlEngine, module: str) -> None:
    """Compile the lobby's QML types into ``engine``'s type cache (on Qt's loader thread, the GIL let go).

    The components are the engine's children: the types stay in its cache, whatever trims it, until the
    window is made of them, and the lobby's for the way back from the table. An error in a file shows
    when the window is loaded."""
    engine.addImportPath(str(ui_dir()))
    for name in LOBBY_TYPES:
        component = QQmlComponent(engine, engine)
        component.loadFromModule(module, name, QQmlComponent.CompilationMode.PreferSynchronous)
