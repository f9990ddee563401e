"""The application starts and shows its first frame."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

from PySide6.QtCore import SIGNAL, QCoreApplication, QEvent, QObject, QPointF, Signal
from pytestqt.qtbot import QtBot
from shiboken6 import Shiboken

from baccarat_qt import __version__
from baccarat_qt.boundary.enums import Screen
from baccarat_qt.desktop.app import after_deck_tiles, after_first_frame
from tests.support.gui import load_app, start_app


def test_main_window_shows_first_frame(qtbot: QtBot) -> None:
    """The main QML window loads, opens on the lobby and renders a frame of felt green."""
    app = start_app(qtbot)
    image = app.window.grabWindow()
    assert (image.width(), image.height()) == (1280, 800)
    assert app.window.property("currentScreen") == Screen.Lobby
    assert image.pixelColor(5, 5).green() > image.pixelColor(5, 5).red()
    app.close()


def test_lobby_first_frame_then_its_deck_tiles(qtbot: QtBot) -> None:
    """The first frame is the lobby, ready to sit down; the four deck tiles follow with no input."""
    app = load_app(qtbot)
    window = app.window
    first_frame: list[tuple[int, bool]] = []

    def on_frame() -> None:
        if not first_frame:
            first_frame.append((window.property("currentScreen"), app.exists("startButton")))

    # afterAnimating: on the GUI thread, just before the first frame is synchronized and drawn.
    window.afterAnimating.connect(on_frame)
    qtbot.waitUntil(lambda: bool(first_frame))
    assert first_frame == [(Screen.Lobby, True)]
    tiles = ["deck_clasica", "deck_azul", "deck_cuatro_colores", "deck_indices_grandes"]
    qtbot.waitUntil(lambda: all(app.exists(tile) for tile in tiles))
    # The Loader's item is set once the tiles are built; they then fade in.
    qtbot.waitUntil(
        lambda: (
            app.prop("deckChooserLoader", "item") is not None
            and app.prop("deckChooserLoader", "item").opacity() == 1.0
        )
    )
    chooser = app.find("deckChooserLoader")
    start = app.find("startButton")
    assert chooser.y() + chooser.height() < start.mapToItem(chooser.parentItem(), 0, 0).y()
    app.close()


def test_the_deck_tiles_are_placed_in_the_frame_after_the_first(qtbot: QtBot) -> None:
    """The lobby's first frame goes without the deck tiles; the next frame has them, built and placed in a row
    (issue 29: left to the GUI thread's next turn, they missed the frame Qt prepares right after the first)."""
    app = load_app(qtbot)
    frames: list[list[float] | None] = []

    def on_frame() -> None:  # the GUI thread, after the lobby's own handler: what this frame will draw
        tiles = app.prop("deckChooserLoader", "item")
        placed = [t.x() for t in tiles.childItems() if t.objectName().startswith("deck_")] if tiles else None
        frames.append(placed)

    app.window.afterAnimating.connect(on_frame)
    qtbot.waitUntil(lambda: len(frames) >= 2)
    app.window.afterAnimating.disconnect(on_frame)
    assert frames[0] is None, "the first frame waited for the deck tiles"
    assert frames[1] is not None, "the frame after the first went without the deck tiles"
    assert len(set(frames[1])) == 4, f"the tiles are not placed side by side in that frame: {frames[1]}"
    app.close()


def test_the_row_of_other_choices_comes_with_the_deck_tiles(qtbot: QtBot) -> None:
    """The top five, the history, the help, the preferences and SALIR are not in the lobby's first frame (1 % of
    the start); the next frame has them, in one row under SENTARSE A LA MESA, which stays where it was."""
    app = load_app(qtbot)
    names = ["leaderboardButton", "lobbyHistoryButton", "lobbyHelpButton", "preferencesButton", "quitButton"]
    frames: list[tuple[float, bool]] = []

    def top(name: str) -> float:
        return app.find(name).mapToScene(QPointF(0, 0)).y()

    def on_frame() -> None:  # the GUI thread, after the lobby's own handler: what this frame will draw
        frames.append((top("startButton"), app.prop("lobbyButtonsLoader", "item") is not None))

    app.window.afterAnimating.connect(on_frame)
    qtbot.waitUntil(lambda: len(frames) >= 2)
    app.window.afterAnimating.disconnect(on_frame)
    assert [row for _top, row in frames[:2]] == [False, True], "the row is not in the second frame alone"
    qtbot.waitUntil(lambda: app.prop("deckChooserLoader", "item").opacity() == 1.0)
    # Its place in the first frame (laid out before it was drawn) is its place once the row is there.
    assert frames[1][0] == top("startButton") > 0, "SENTARSE A LA MESA moved when the row came"
    tops = {round(top(name)) for name in names}
    assert len(tops) == 1, f"the five are not in one row: {tops}"
    assert min(tops) >= top("startButton") + app.find("startButton").height(), "the row is not under SENTARSE"
    app.close()


def test_the_steps_after_the_start_wait_for_the_table_when_it_comes_first(qtbot: QtBot) -> None:
    """A night started before the lobby's tiles were built: what waits for them runs after the table's frame."""
    app = load_app(qtbot)
    window = app.window
    calls: list[int] = []
    after_deck_tiles(window, lambda: calls.append(window.property("currentScreen")))
    app.night.startNight()  # the lobby goes before its first frame, and its tiles with it
    qtbot.waitUntil(lambda: calls == [Screen.Table])
    app.close()


def test_qml_engine_owns_the_boundary_objects(qtbot: QtBot) -> None:
    """The QML singletons belong to their engine: dropping Python's references never deletes them."""
    app = start_app(qtbot)
    assert app.context.parent() is app.engine
    for obj in (app.context, app.night, app.table, app.hand, app.prefs, app.announcer):
        assert not Shiboken.ownedByPython(obj)
    app.close()


def test_version_flag_prints_version() -> None:
    """``baccarat-qt --version`` prints the version from the package."""
    result = subprocess.run(
        [sys.executable, "-m", "baccarat_qt", "--version"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert result.stdout.strip() == f"baccarat-qt {__version__}"


def test_started_game_shows_the_lobby(tmp_path: Path) -> None:
    """``python -m baccarat_qt`` opens on the lobby, full size."""
    env = dict(
        os.environ, BACCARAT_QT_SMOKE=str(tmp_path / "frame.png"), BACCARAT_QT_HOME=str(tmp_path / "home")
    )
    result = subprocess.run(
        [sys.executable, "-m", "baccarat_qt"],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        check=True,
    )
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["screen"] == "lobby"
    assert (report["width"], report["height"]) == (1280, 800)


TILES_FIRST = r"""
import json, os, sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QGuiApplication
from baccarat_qt.desktop.app import launch
from baccarat_qt.desktop.frames import after_deck_tiles
socket_folder = Path(os.environ["TMPDIR"]) / f"baccarat-qt-{os.getuid()}"
app, engine = launch(sys.argv[:1])
window = engine.rootObjects()[0]
tiles = window.findChild(QObject, "deckChooserLoader")
report = {}
def state():
    icon = sorted(size.width() for size in QGuiApplication.windowIcon().availableSizes())
    return {"icon_sizes": icon, "socket_folder": socket_folder.exists()}
def built():  # the tiles' Loader has its item: the steps after the first frame have not run yet
    report.setdefault("tiles_built", state())
def after():  # queued behind the steps that wait for the same frame (they asked first)
    report["after"] = state()
    print(json.dumps(report), flush=True)
    QCoreApplication.exit(0)
tiles.loaded.connect(built)
after_deck_tiles(window, after)
sys.exit(app.exec())
"""


def test_the_icon_and_the_raise_socket_follow_the_deck_tiles(tmp_path: Path) -> None:
    """The window icon and the raise socket wait for the frame with the lobby's deck tiles (before them on
    the GUI thread they kept that frame waiting); then the window has every icon size and the game listens."""
    env = dict(os.environ, BACCARAT_QT_HOME=str(tmp_path / "home"), TMPDIR=str(tmp_path))
    env.pop("XDG_RUNTIME_DIR", None)  # the raise socket's folder is then made under TMPDIR, in sight
    result = subprocess.run(
        [sys.executable, "-c", TILES_FIRST], capture_output=True, text=True, timeout=120, env=env
    )
    assert result.returncode == 0, f"exit {result.returncode}: {result.stderr[-1500:]}"
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["tiles_built"] == {"icon_sizes": [], "socket_folder": False}
    assert report["after"]["socket_folder"] is True
    assert {16, 32, 48, 256} <= set(report["after"]["icon_sizes"])


class _Window(QObject):
    frameSwapped = Signal()


def test_after_first_frame_runs_once_and_lets_go(qtbot: QtBot) -> None:
    """The action runs once after the first frame, the frames coming from another thread as the render thread's
    do (queued, several before the first is taken); later frames no longer call into Python, and the object
    that waited for them is gone."""
    window = _Window()
    calls: list[int] = []
    after_first_frame(window, lambda: calls.append(1))

    def frames() -> None:
        for _ in range(20):
            window.frameSwapped.emit()

    render = threading.Thread(target=frames)
    render.start()
    render.join()
    qtbot.waitUntil(lambda: calls == [1])
    window.frameSwapped.emit()
    QCoreApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert calls == [1]
    assert window.receivers(SIGNAL("frameSwapped()")) == 0
    assert window.children() == []


def test_a_night_started_at_the_lobbys_first_frame_leaves_no_warning(qtbot: QtBot) -> None:
    """A player (the crash test's robot found it) who sits down at the lobby's very first frame: its deck
    tiles, asked for at that frame, are not built in the lobby that is gone (no QML warning, no error)."""
    app = load_app(qtbot)
    window = app.window
    screens: list[int] = []

    def on_frame() -> None:  # after the lobby's own handler, which asked for its tiles at this frame
        if not screens:
            app.night.startNight()
        screens.append(window.property("currentScreen"))

    window.afterAnimating.connect(on_frame)
    qtbot.waitUntil(lambda: len(screens) >= 3)
    window.afterAnimating.disconnect(on_frame)
    assert screens[-1] == Screen.Table
    assert app.exists("dealButton")
    app.close()
