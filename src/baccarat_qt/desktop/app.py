"""Start the game: the Qt application, the QML engine and the main window."""

from __future__ import annotations

# The game's Qt-free modules, the collector paused (memory.py); PySide6's package, its support code kept from
# the last start (pyside_code.py), its reads of each module's source answered from here on (pyside_reads.py).
from baccarat_qt.desktop.before_qt import BACKGROUND_IMPORTS
from baccarat_qt.desktop.pyside_reads import answer_for_pyside  # noqa: F401

# isort: split
import importlib
import os
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QGuiApplication
from PySide6.QtQml import QQmlApplicationEngine, QQmlComponent

from baccarat_qt import __version__
from baccarat_qt.desktop.collector import collect_on_gui_thread
from baccarat_qt.desktop.dataclass_code import stop_answering
from baccarat_qt.desktop.frames import after_deck_tiles, after_first_frame
from baccarat_qt.desktop.gl_driver import preload_gl_driver
from baccarat_qt.desktop.loading import LOBBY_IMPORTS, import_in_background, load_lobby_types, quick_handovers
from baccarat_qt.desktop.memory import (
    cap_malloc_arenas,
    drop_source_lines,
    pause_collection,
    resume_collection,
)
from baccarat_qt.desktop.pyside_code import keep_compiled
from baccarat_qt.desktop.quick_settings import configure_quick
from baccarat_qt.paths import resources_dir, ui_dir

if TYPE_CHECKING:
    import argparse

    from baccarat_qt.boundary.context import ShoeFactory
    from baccarat_qt.problems import FileProblem
    from baccarat_qt.store.lock import InstanceLock

__all__ = [
    "APP_ID",
    "BACKGROUND_IMPORTS",
    "QML_MODULE",
    "SMOKE_ENV",
    "after_deck_tiles",
    "after_first_frame",
    "configure_application",
    "launch",
    "load_already_open",
    "load_main",
    "main",
    "register_types",
    "set_window_icon",
]

QML_MODULE = "Baccarat"
"""The QML module under ``ui/`` that holds the game's screens."""

ORGANIZATION = "BaccaratQt"
APPLICATION = "baccarat-qt"
APP_ID = "io.github.baccarat_qt.BaccaratQt"
"""Reverse-DNS id: the ``.desktop`` file, the AppStream metainfo and the installed icon are named for it."""
SMOKE_ENV = "BACCARAT_QT_SMOKE"
"""Set to a PNG path: save the first frame there, print one JSON line about it, and quit (packaging tests)."""

_QT_QUICK_IMPORTS = b"import QtQuick\nimport QtQuick.Controls\nimport QtQuick.Layouts\nQtObject {}\n"
"""The Qt Quick modules every screen uses; resolving them first loads their plugins."""


def configure_application() -> None:
    """Names, and Qt Quick's settings (``quick_settings.py``); call before the QGuiApplication exists."""
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)
    QCoreApplication.setApplicationVersion(__version__)
    QGuiApplication.setApplicationDisplayName("Baccarat")
    QGuiApplication.setDesktopFileName(APP_ID)
    configure_quick()


def set_window_icon(app: QGuiApplication) -> None:
    """Give every window the game's icon (``resources/icons``' PNGs up to 256: the 512, for the installed
    icon theme, doubled the GUI thread's time here); needs the app instance. (``QIcon`` is imported here:
    PySide6 builds the class's enums, 151 theme icons among them, when it is first imported.)"""
    from PySide6.QtGui import QIcon

    icon = QIcon()
    for png in sorted((resources_dir() / "icons").glob("baccarat-qt-*.png")):
        if int(png.stem.rsplit("-", 1)[1]) <= 256:
            icon.addFile(str(png))
    app.setWindowIcon(icon)


def register_types() -> None:
    """Register the QML-facing Python types (``import BaccaratCore``). Call before the first QML engine exists:
    from Qt 6.7 a type registered later breaks the engine's type resolution ("Cannot assign object of type
    QQuickItem to list property contentData; expected QObject", PySide6 6.11)."""
    from baccarat_qt.boundary import QML_TYPES

    for name in QML_TYPES:
        importlib.import_module(f"baccarat_qt.boundary.{name}")


def load_main(
    engine: QQmlApplicationEngine,
    *,
    new_shoe: ShoeFactory | None = None,
    lock_problem: FileProblem | None = None,
) -> None:
    """Build the game's objects for ``engine`` and load the main window (any press hurries the cards).

    ``new_shoe``: each night's shoe (CSPRNG-shuffled unless a test scripts one). ``lock_problem``: what was
    moved aside to take the one-game-at-a-time lock, told to the player."""
    from baccarat_qt.boundary.context import Context
    from baccarat_qt.desktop.audio import device
    from baccarat_qt.desktop.context_menu import guard_window
    from baccarat_qt.desktop.hurry import hurry_on_input
    from baccarat_qt.engine.shoe import Shoe
    from baccarat_qt.words import file_texts

    collect_on_gui_thread(engine)  # before the game's threads; under launch(), the app's collector
    context = Context(engine, new_shoe=new_shoe or Shoe, sound_output=device)
    if lock_problem is not None:
        context.announcer.add_notice(file_texts.lock_set_aside(lock_problem))
    engine.addImportPath(str(ui_dir()))
    engine.loadFromModule(QML_MODULE, "Main")
    for window in engine.rootObjects():
        guard_window(window)
        hurry_on_input(window, context.hurry)


def load_already_open(engine: QQmlApplicationEngine, *, pid: int | None = None) -> None:
    """Load the window that says another game is open, in the player's contrast; no game, no file touched.

    ``pid``: the process id the open game wrote in its lock (shown as a hint), if known."""
    from baccarat_qt.desktop.context_menu import guard_window
    from baccarat_qt.store.settings import load_settings
    from baccarat_qt.store.storage import app_dirs
    from baccarat_qt.words.language import TRANSLATION, system_language

    # The types are registered (the module's Theme compiles against Preferences); no game is built.
    # The settings are only read (a pipe or a device there does not block, and a bad file stays where
    # it is: it belongs to the open game, which reports it); a file that cannot be read gives the default look.
    settings, _problem = load_settings(app_dirs().config, set_aside=False)
    TRANSLATION.apply(settings.language or system_language())
    engine.setInitialProperties({"highContrast": settings.high_contrast, "holderPid": pid or 0})
    engine.addImportPath(str(ui_dir()))
    engine.loadFromModule(QML_MODULE, "AlreadyOpen")
    for window in engine.rootObjects():
        guard_window(window)


_INSTANCE_LOCK: list[InstanceLock] = []
"""The one-game-at-a-time lock this process holds (see ``baccarat_qt.store.lock``), kept for the whole run."""


def _take_instance_lock(app: QGuiApplication) -> InstanceLock | None:
    """Hold the one-game-at-a-time lock until the application quits (None: the game runs unguarded).

    Raises:
        GameAlreadyOpen: another game holds it (said on stderr too)."""
    from baccarat_qt.store.lock import GameAlreadyOpen, take_instance_lock
    from baccarat_qt.store.storage import app_dirs

    try:
        lock = take_instance_lock(app_dirs().data)
    except GameAlreadyOpen as already:
        print(
            f"Baccarat ya está abierto en otra ventana (proceso {already.pid or 'desconocido'}).",
            file=sys.stderr,
            flush=True,
        )
        raise
    if lock is not None:
        _INSTANCE_LOCK[:] = [lock]
        app.aboutToQuit.connect(lock.release)
    return lock


def _parse_args(argv: Sequence[str]) -> argparse.Namespace:
    import argparse

    parser = argparse.ArgumentParser(prog="baccarat-qt", description="Baccarat Punto Banco con squeeze.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    args, _qt_args = parser.parse_known_args(list(argv[1:]))
    return args


def _preload_qt_quick(engine: QQmlApplicationEngine) -> None:
    """Load the Qt Quick, Controls and Layouts plugins into ``engine`` (C++ work, the GIL released)."""
    component = QQmlComponent(engine)
    component.setData(_QT_QUICK_IMPORTS, QUrl())


def launch(
    argv: Sequence[str], *, new_shoe: ShoeFactory | None = None
) -> tuple[QGuiApplication, QQmlApplicationEngine]:
    """Everything ``main()`` does before the event loop: the application and the loaded main window.

    Start-up does several things at once: a worker thread imports the game's pure-Python modules (unless
    ``before_qt`` imported them already, before PySide6) while the main thread creates the application;
    Mesa's OpenGL driver loads on another while the QML types are registered (``gl_driver``); then a thread
    imports what the lobby's load needs next while Qt's loader thread loads Qt Quick's plugins and compiles
    the lobby's types (``loading``). Only what the lobby's first frame needs is done before it; the window
    icon (seven PNG sizes for the window manager) and the raise socket follow the frame that shows the
    lobby's deck tiles. When another game is already open on the same files, the window that says so is
    loaded instead of the game. ``new_shoe``: see :func:`load_main`.
    """
    pause_collection()  # until launch() is done (memory.py)
    try:
        app, engine = _launch(argv, new_shoe=new_shoe)
    except BaseException:
        resume_collection()
        raise
    finally:
        stop_answering()  # the data classes made from now on are made as usual (dataclass_code.py)
    resume_collection(enable=collect_on_gui_thread(app, after_pause=True) is None)  # on this thread only
    return app, engine


def _launch(
    argv: Sequence[str], *, new_shoe: ShoeFactory | None = None
) -> tuple[QGuiApplication, QQmlApplicationEngine]:
    cap_malloc_arenas()  # before the first thread (memory.py says why, and why not MALLOC_ARENA_MAX)
    worker = import_in_background(BACKGROUND_IMPORTS, "imports")
    configure_application()
    app = QGuiApplication(list(argv))
    # Before the main thread imports anything of the game: two threads importing a package and one of its
    # modules at once (the package's __init__ importing it) can each wait for the other's import lock, and
    # Python breaks that with a half-made module ("cannot import name ... partially initialized module").
    worker.join()  # any import error is raised again, with its traceback, where the main thread imports it
    preload_gl_driver()  # on a spare core while the types are registered (a first start began it: pyside_code)
    register_types()
    lobby_worker = import_in_background(LOBBY_IMPORTS, "lobby imports")  # while Qt's loader thread works:
    with quick_handovers():
        engine = QQmlApplicationEngine()
        _preload_qt_quick(engine)
        load_lobby_types(engine, QML_MODULE)
        lobby_worker.join()  # the main thread imported nothing meanwhile: it was in Qt's calls above
    drop_source_lines()  # the imports' sources PySide6 read (memory.py); again once the rest is imported
    from baccarat_qt.desktop.loading import build_qt_namespace
    from baccarat_qt.desktop.manners import keep_window, serve_window
    from baccarat_qt.desktop.window import ask_to_raise, server_name
    from baccarat_qt.store.lock import GameAlreadyOpen
    from baccarat_qt.store.storage import app_dirs

    # After the deck tiles' frame: the icon, PySide6's support code kept and Qt namespace, the raise socket.
    later: list[Callable[[], None]] = [lambda: set_window_icon(app), keep_compiled, build_qt_namespace]
    try:
        lock = _take_instance_lock(app)
    except GameAlreadyOpen as already:
        if ask_to_raise(server_name(app_dirs().data)):
            # The running game came to the front: nothing to show here, and nothing went wrong.
            print("Baccarat ya estaba abierto: se trajo su ventana al frente.", file=sys.stderr, flush=True)
            app.setProperty(RAISED_PROPERTY, True)
            return app, engine
        load_already_open(engine, pid=already.pid)  # it does not answer: say how to find or close it
    else:
        load_main(engine, new_shoe=new_shoe, lock_problem=lock.problem if lock is not None else None)
        keep_window(app, engine)
        held = lock is not None  # the socket's name (a private folder made) is found after the frame too
        later.append(lambda: serve_window(app, engine, server_name(app_dirs().data) if held else None))
    drop_source_lines()
    for step in later if engine.rootObjects() else ():
        after_deck_tiles(engine.rootObjects()[0], step)
    return app, engine


RAISED_PROPERTY = "baccaratRaisedOther"
"""Set on the application when this start only brought the running game to the front (exit code 0)."""


def main(argv: Sequence[str] | None = None) -> int:
    """Run the game; returns the process exit code."""
    started = time.perf_counter()
    argv = list(sys.argv if argv is None else argv)
    if len(argv) > 1:
        _parse_args(argv)
    smoke = os.environ.get(SMOKE_ENV)
    if smoke:  # before the window exists, or Python would know it as a plain QWindow (start-up needs no more)
        from PySide6.QtQuick import QQuickWindow
    app, engine = launch(argv)
    if not engine.rootObjects():
        return 0 if app.property(RAISED_PROPERTY) else 1
    if smoke:
        from baccarat_qt.boundary.context import Context
        from baccarat_qt.desktop.smoke import SmokeProbe

        window = engine.rootObjects()[0]
        if not isinstance(window, QQuickWindow):
            return 4
        context = engine.findChild(Context)
        notice = (lambda: context.announcer.notice) if isinstance(context, Context) else None
        _probe = SmokeProbe(window, Path(smoke), started=started, loaded=time.perf_counter(), notice=notice)
    return app.exec()
