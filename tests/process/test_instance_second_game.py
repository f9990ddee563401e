"""A second game on the same files: it says the game is already open, and touches nothing.

Started while another game holds the lock, the real program shows a window that says so (in the
player's contrast, readable by a screen reader, closed from the keyboard) instead of the lobby,
and leaves every file byte for byte as it was, damaged ones and pipes included.
"""

from __future__ import annotations

import datetime as dt
import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible, QImage
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuick import QQuickWindow
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from baccarat_qt.boundary.context import Context
from baccarat_qt.desktop.app import load_already_open
from baccarat_qt.engine import TableKind
from baccarat_qt.store.leaderboard import Entry, Leaderboard, save_leaderboard
from baccarat_qt.store.lock import LOCK_FILE, take_instance_lock
from baccarat_qt.store.settings import Settings, save_settings
from baccarat_qt.store.storage import app_dirs
from tests.support.child import start_game
from tests.support.gui import delete_engine, walk


def _files(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder``, by relative path, with its bytes."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_second_game_shows_it_is_already_open_and_touches_no_file(tmp_path: Path) -> None:
    """With a game open, starting another shows a window that says so, in the player's contrast.

    Its first frame is that window, not the lobby; the saved settings and the
    top five are left byte for byte as they were, and no file is added. When
    the first game has gone, the next start opens the lobby.
    """
    home = tmp_path / "home"
    save_settings(home / "config", Settings(high_contrast=True))
    save_leaderboard(
        home / "data", Leaderboard([Entry("Ana", 90_000, TableKind.CLASSIC, dt.date(2026, 11, 1))])
    )
    open_game = take_instance_lock(home / "data")  # this test process plays the game already open
    assert open_game is not None
    before = _files(home)

    result = start_game(home, tmp_path / "second.png")
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["window"] == "alreadyOpenWindow"
    assert report["screen"] is None
    assert "ya está abierto" in result.stderr
    assert _files(home) == before
    frame = QImage(str(tmp_path / "second.png"))
    assert frame.pixelColor(3, 3).name() == "#000000"  # the high-contrast background

    open_game.release()
    result = start_game(home, tmp_path / "after.png")
    assert json.loads(result.stdout.strip().splitlines()[-1])["screen"] == "lobby"


def test_second_game_leaves_damaged_files_of_the_open_game_alone(tmp_path: Path) -> None:
    """A damaged settings file, a top five with a bad entry, a stale temporary file: all byte for byte as they were.

    The second game reads the settings only for its colours; setting a bad file
    aside is the open game's business (it already did, or will say so).
    """
    home = tmp_path / "home"
    config, data = home / "config", home / "data"
    config.mkdir(parents=True)
    (config / "settings.json").write_bytes(b'{"schema": "baccarat-qt/settings", "version": 1, "data": {"rebe')
    save_leaderboard(data, Leaderboard([Entry("Ana", 90_000, TableKind.CLASSIC, dt.date(2026, 11, 1))]))
    board = json.loads((data / "leaderboard.json").read_text())
    board["data"].append({"name": "Trampa", "score": 10**13, "table": "classic", "date": "2026-11-02"})
    (data / "leaderboard.json").write_text(json.dumps(board))
    stale = config / ".settings.json.abandoned.tmp"
    stale.write_text("half a file")
    os.utime(stale, (0, 0))
    open_game = take_instance_lock(data)
    assert open_game is not None
    before = _files(home)

    result = start_game(home, tmp_path / "second.png")
    assert json.loads(result.stdout.strip().splitlines()[-1])["window"] == "alreadyOpenWindow"
    assert _files(home) == before
    assert sorted(p.name for p in config.iterdir()) == [".settings.json.abandoned.tmp", "settings.json"]
    open_game.release()


@pytest.mark.parametrize("kind", ["fifo", "dev_zero"])
def test_second_game_does_not_hang_on_a_pipe_for_settings(tmp_path: Path, kind: str) -> None:
    """The "already open" path reads the settings too: a pipe or /dev/zero there does not stop it."""
    home = tmp_path / "home"
    settings = home / "config" / "settings.json"
    settings.parent.mkdir(parents=True)
    if kind == "fifo":
        os.mkfifo(settings)
    else:
        settings.symlink_to("/dev/zero")
    open_game = take_instance_lock(home / "data")
    assert open_game is not None
    result = start_game(home, tmp_path / "second.png")
    assert json.loads(result.stdout.strip().splitlines()[-1])["window"] == "alreadyOpenWindow"
    assert os.path.lexists(settings) and not list(settings.parent.glob("*.descartado-*")), (
        "left for the open game"
    )
    open_game.release()


def _accessible_names(window: QQuickWindow) -> list[str]:
    """The names a screen reader finds in the window."""
    root = QAccessible.queryAccessibleInterface(window)
    assert root is not None
    return [iface.text(QAccessible.Text.Name) for iface in walk(root)]


@pytest.fixture
def accessible() -> Iterator[None]:
    """Qt's accessibility on, as a running screen reader has it."""
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(False)


@pytest.mark.usefixtures("accessible")
@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Escape])
def test_already_open_window_reads_out_and_closes_from_the_keyboard(qtbot: QtBot, key: Qt.Key) -> None:
    """The window's button has the focus and reads the reason aloud; Enter, Space or Escape close it.

    It is built without the game: no boundary object is built, so nothing can be saved from it.
    """
    engine = QQmlApplicationEngine()
    load_already_open(engine, pid=4321)
    window = engine.rootObjects()[0]
    assert isinstance(window, QQuickWindow)
    window.requestActivate()
    qtbot.waitExposed(window)
    qtbot.waitUntil(window.isActive, timeout=5_000)
    button = window.activeFocusItem()
    assert button is not None
    assert button.objectName() == "closeButton"
    iface = QAccessible.queryAccessibleInterface(button)
    assert iface.role() == QAccessible.Role.Button
    assert iface.text(QAccessible.Text.Name) == "CERRAR ESTA VENTANA"
    assert "se perderían fichas" in iface.text(QAccessible.Text.Description)
    names = _accessible_names(window)
    assert "Baccarat ya está abierto en otra ventana" in names
    way_out = next(name for name in names if name.startswith("¿No la ves?"))
    assert "monitor del sistema" in way_out and "4321" in way_out, "the way out names the process to close"
    assert engine.findChild(Context) is None
    assert not (app_dirs().data / LOCK_FILE).exists()
    with qtbot.waitSignal(engine.quit, timeout=5_000):
        QTest.keyClick(window, key)
    QCoreApplication.processEvents()
    window.close()
    delete_engine(qtbot, engine)
