"""One game at a time: a second game on the same files says so and touches nothing."""

from __future__ import annotations

import datetime as dt
import json
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible, QImage
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuick import QQuickWindow
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from baccarat_qt.app import load_already_open
from baccarat_qt.boundary.context import Context
from baccarat_qt.engine import TableKind
from baccarat_qt.instance import LOCK_FILE, GameAlreadyOpen, take_instance_lock
from baccarat_qt.leaderboard import Entry, Leaderboard, save_leaderboard
from baccarat_qt.settings import Settings, save_settings
from baccarat_qt.storage import app_dirs
from tests.gui import delete_engine, walk

ROOT = Path(__file__).resolve().parent.parent


def _files(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder``, by relative path, with its bytes."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def _start_game(home: Path, frame: Path) -> subprocess.CompletedProcess[str]:
    """``python -m baccarat_qt`` as a player starts it, saving its first frame and quitting."""
    env = dict(os.environ, BACCARAT_QT_SMOKE=str(frame), BACCARAT_QT_HOME=str(home))
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT / "src"), os.environ.get("PYTHONPATH")]))
    return subprocess.run(
        [sys.executable, "-m", "baccarat_qt"],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        check=True,
    )


def test_second_lock_on_the_same_folder_is_refused(tmp_path: Path) -> None:
    """While one game holds the folder, another cannot; once it lets go, the next one can."""
    first = take_instance_lock(tmp_path / "data")
    assert first is not None
    with pytest.raises(GameAlreadyOpen) as refused:
        take_instance_lock(tmp_path / "data")
    assert refused.value.pid == os.getpid()
    first.unlock()
    again = take_instance_lock(tmp_path / "data")
    assert again is not None
    again.unlock()


def test_lock_of_a_killed_game_is_taken_over(tmp_path: Path) -> None:
    """A game killed while it held the lock (a crash) does not keep the next one out."""
    data = tmp_path / "data"
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, pathlib; from baccarat_qt.instance import take_instance_lock\n"
            "lock = take_instance_lock(pathlib.Path(sys.argv[1]))\n"
            "print('held' if lock else 'none', flush=True); sys.stdin.read()",
            str(data),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=dict(os.environ, PYTHONPATH=str(ROOT / "src")),
    )
    assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
    with pytest.raises(GameAlreadyOpen):
        take_instance_lock(data)
    holder.send_signal(signal.SIGKILL)
    holder.wait(timeout=30)
    assert (data / LOCK_FILE).exists()  # left behind by the killed game
    lock = take_instance_lock(data)
    assert lock is not None
    lock.unlock()


def test_no_lock_where_nothing_can_be_written(tmp_path: Path) -> None:
    """A data folder that cannot be created does not stop the game: no lock, no error."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    assert take_instance_lock(blocker / "data") is None


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

    result = _start_game(home, tmp_path / "second.png")
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["window"] == "alreadyOpenWindow"
    assert report["screen"] is None
    assert "ya está abierto" in result.stderr
    assert _files(home) == before
    frame = QImage(str(tmp_path / "second.png"))
    assert frame.pixelColor(3, 3).name() == "#000000"  # the high-contrast background

    open_game.unlock()
    result = _start_game(home, tmp_path / "after.png")
    assert json.loads(result.stdout.strip().splitlines()[-1])["screen"] == "lobby"


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
    load_already_open(engine)
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
    assert "Baccarat ya está abierto en otra ventana" in _accessible_names(window)
    assert engine.findChild(Context) is None
    assert not (app_dirs().data / LOCK_FILE).exists()
    with qtbot.waitSignal(engine.quit, timeout=5_000):
        QTest.keyClick(window, key)
    QCoreApplication.processEvents()
    window.close()
    delete_engine(qtbot, engine)
