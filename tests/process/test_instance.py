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

from baccarat_qt.boundary.context import Context
from baccarat_qt.desktop.app import load_already_open
from baccarat_qt.engine import TableKind
from baccarat_qt.store.leaderboard import Entry, Leaderboard, save_leaderboard
from baccarat_qt.store.lock import LOCK_FILE, GameAlreadyOpen, take_instance_lock
from baccarat_qt.store.settings import Settings, save_settings
from baccarat_qt.store.storage import app_dirs
from tests.support.gui import delete_engine, walk

ROOT = Path(__file__).resolve().parents[2]


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
    first.release()
    again = take_instance_lock(tmp_path / "data")
    assert again is not None
    again.release()


def test_lock_of_a_killed_game_is_taken_over(tmp_path: Path) -> None:
    """A game killed while it held the lock (a crash) does not keep the next one out."""
    data = tmp_path / "data"
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, pathlib; from baccarat_qt.store.lock import take_instance_lock\n"
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
    lock.release()


def _qlockfile_text(pid: int, app: str, host: str) -> bytes:
    """What Qt's QLockFile (the lock before this one) wrote: the pid, the app name, the host name."""
    return f"{pid}\n{app}\n{host}\n".encode()


def _plant_lock(kind: str, lock: Path, elsewhere: Path, other_pid: int) -> None:
    """A leftover in place of the lock, as crashes, reboots and other programs leave them."""
    lock.parent.mkdir(parents=True, exist_ok=True)
    if kind == "empty":
        lock.write_bytes(b"")
    elif kind == "garbage":
        lock.write_bytes(bytes(range(256)) * 4)
    elif kind == "directory":
        lock.mkdir()
        (lock / "something.txt").write_text("kept")
    elif kind == "symlink":
        elsewhere.write_text("not the game's")
        lock.symlink_to(elsewhere)
    elif kind == "foreign host":
        lock.write_bytes(_qlockfile_text(4242, "baccarat-qt", "another-computer"))
    elif kind == "reused pid":  # after a reboot the old game's pid belongs to another live python3.11
        lock.write_bytes(_qlockfile_text(other_pid, "python3.11", os.uname().nodename))


LEFTOVERS = ["empty", "garbage", "directory", "symlink", "foreign host", "reused pid"]


@pytest.fixture
def other_process() -> Iterator[int]:
    """A live process that is not a game (its pid is what a reused pid looks like)."""
    sleeper = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.read()"], stdin=subprocess.PIPE)
    yield sleeper.pid
    assert sleeper.stdin is not None
    sleeper.stdin.close()
    sleeper.wait(timeout=30)


@pytest.mark.parametrize("kind", LEFTOVERS)
def test_a_leftover_lock_never_locks_the_player_out(tmp_path: Path, kind: str, other_process: int) -> None:
    """Whatever a leftover lock holds, or whatever is in its place, the next game takes the lock.

    Only a running game's lock, held by the operating system, keeps another out;
    a folder or a link in its place is moved aside (never deleted, never followed).
    """
    data = tmp_path / "data"
    lock_path = data / LOCK_FILE
    elsewhere = tmp_path / "elsewhere.txt"
    _plant_lock(kind, lock_path, elsewhere, other_process)
    lock = take_instance_lock(data)
    assert lock is not None and lock.held
    assert lock_path.is_file() and not lock_path.is_symlink()
    if kind in ("directory", "symlink"):
        assert lock.problem is not None and lock.problem.moved_to is not None
        moved = lock.problem.moved_to
        if kind == "directory":
            assert (moved / "something.txt").read_text() == "kept"
        else:
            assert moved.is_symlink() and elsewhere.read_text() == "not the game's"
    else:
        assert lock.problem is None
    with pytest.raises(GameAlreadyOpen) as refused:
        take_instance_lock(data)  # the lock is real now
    assert refused.value.pid == os.getpid()
    lock.release()


@pytest.mark.parametrize("kind", LEFTOVERS)
def test_the_game_starts_over_a_leftover_lock(tmp_path: Path, kind: str, other_process: int) -> None:
    """The real program opens the lobby, not the "already open" window, over every kind of leftover lock."""
    home = tmp_path / "home"
    _plant_lock(kind, home / "data" / LOCK_FILE, tmp_path / "elsewhere.txt", other_process)
    result = _start_game(home, tmp_path / "frame.png")
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["window"] == "mainWindow" and report["screen"] == "lobby", result.stderr
    assert "ya está abierto" not in result.stderr


def test_a_running_game_is_found_whatever_its_lock_file_says(tmp_path: Path) -> None:
    """A lock held by a live game keeps others out even when its file says nothing or lies."""
    data = tmp_path / "data"
    holder = take_instance_lock(data)
    assert holder is not None
    # The file's words do not count.
    (data / LOCK_FILE).write_bytes(_qlockfile_text(1, "not-a-game", "elsewhere"))
    with pytest.raises(GameAlreadyOpen):
        take_instance_lock(data)
    (data / LOCK_FILE).write_bytes(b"")
    with pytest.raises(GameAlreadyOpen) as refused:
        take_instance_lock(data)
    assert refused.value.pid is None
    holder.release()
    assert take_instance_lock(data) is not None


def test_a_lock_on_a_read_only_disk_is_still_held(tmp_path: Path) -> None:
    """A data folder remounted read-only with its lock file in it: the lock is held read-only, and works."""
    data = tmp_path / "data"
    data.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(data)], capture_output=True
    )
    if mounted.returncode != 0:
        pytest.skip("cannot mount a tmpfs here")
    try:
        (data / LOCK_FILE).write_bytes(b"")
        subprocess.run(["mount", "-o", "remount,ro", str(data)], check=True, capture_output=True)
        lock = take_instance_lock(data)
        assert lock is not None and lock.held
        with pytest.raises(GameAlreadyOpen):
            take_instance_lock(data)
        lock.release()
    finally:
        subprocess.run(["umount", "-l", str(data)], check=False)


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

    open_game.release()
    result = _start_game(home, tmp_path / "after.png")
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

    result = _start_game(home, tmp_path / "second.png")
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
    result = _start_game(home, tmp_path / "second.png")
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
