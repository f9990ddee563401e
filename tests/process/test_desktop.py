"""Desktop manners: a second start brings the open game forward; the window comes back where it was left."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QDir, QRect, Qt
from PySide6.QtGui import QGuiApplication, QWindow
from PySide6.QtQuick import QQuickWindow
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from baccarat_qt.desktop.window import (
    RaiseServer,
    WindowKeeper,
    ask_to_raise,
    bring_forward,
    clamp_geometry,
    server_name,
)
from baccarat_qt.store.settings import Settings, load_settings, save_settings

ROOT = Path(__file__).resolve().parents[2]
START_TIMEOUT_MS = 90_000


def _env(home: Path, **extra: str) -> dict[str, str]:
    env = dict(os.environ, BACCARAT_QT_HOME=str(home), **extra)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT / "src"), os.environ.get("PYTHONPATH")]))
    return env


def _start(home: Path) -> subprocess.Popen[str]:
    """``python -m baccarat_qt`` left running, as a player starts it."""
    return subprocess.Popen(
        [sys.executable, "-m", "baccarat_qt"],
        env=_env(home),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _start_and_wait(home: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "baccarat_qt"], env=_env(home), capture_output=True, text=True, timeout=120
    )


def _xdotool(*args: str) -> str:
    done = subprocess.run(["xdotool", *args], capture_output=True, text=True, timeout=30)
    return done.stdout.strip() if done.returncode == 0 else ""


def _windows_of(pid: int) -> list[str]:
    return _xdotool("search", "--onlyvisible", "--pid", str(pid)).split()


def _focused_pid() -> int:
    """The process whose window has the X input focus (Xvfb has no window manager: focus is activation)."""
    pid = _xdotool("getwindowfocus", "getwindowpid")
    return int(pid) if pid.isdigit() else 0


@pytest.fixture
def running(tmp_path: Path, qtbot: QtBot) -> Iterator[list[subprocess.Popen[str]]]:
    """Games started by the test, ended at the end (each by its own process id)."""
    started: list[subprocess.Popen[str]] = []
    yield started
    for game in started:
        if game.poll() is None:
            game.send_signal(signal.SIGKILL)
        game.communicate(timeout=30)


@pytest.fixture
def other_window(qtbot: QtBot) -> Iterator[QWindow]:
    """A window of this test process, which takes the focus away from the game."""
    window = QQuickWindow()
    window.setTitle("another program")
    window.setGeometry(QRect(50, 50, 300, 200))
    yield window
    window.close()


def _open_game(qtbot: QtBot, home: Path, running: list[subprocess.Popen[str]]) -> subprocess.Popen[str]:
    game = _start(home)
    running.append(game)
    qtbot.waitUntil(lambda: bool(_windows_of(game.pid)) or game.poll() is not None, timeout=START_TIMEOUT_MS)
    assert game.poll() is None, game.communicate()
    return game


def _look_away(qtbot: QtBot, window: QWindow) -> None:
    window.show()
    window.requestActivate()
    qtbot.waitActive(window)
    qtbot.waitUntil(lambda: _focused_pid() == os.getpid(), timeout=10_000)


@pytest.mark.slow
def test_second_start_brings_the_open_game_forward(
    tmp_path: Path, qtbot: QtBot, running: list[subprocess.Popen[str]], other_window: QWindow
) -> None:
    """The second start tells the first through its socket and exits 0; the first's window gets the focus."""
    home = tmp_path / "home"
    first = _open_game(qtbot, home, running)
    _look_away(qtbot, other_window)

    second = _start_and_wait(home)
    assert second.returncode == 0, second.stderr
    assert "se trajo su ventana al frente" in second.stderr
    qtbot.waitUntil(lambda: _focused_pid() == first.pid, timeout=10_000)
    qtbot.waitUntil(lambda: not other_window.isActive(), timeout=10_000)
    assert first.poll() is None, "the first game still runs: one game, brought forward"
    assert len(_windows_of(first.pid)) == 1


@pytest.mark.slow
def test_a_killed_games_socket_does_not_stop_the_next(
    tmp_path: Path, qtbot: QtBot, running: list[subprocess.Popen[str]], other_window: QWindow
) -> None:
    """SIGKILL leaves the socket's file behind; the next game clears it, listens, and is raised in turn."""
    home = tmp_path / "home"
    name = server_name(home / "data")
    socket_file = Path(QDir.tempPath()) / name
    killed = _open_game(qtbot, home, running)
    # The window is mapped as the QML loads, a moment before the game listens.
    qtbot.waitUntil(socket_file.exists, timeout=START_TIMEOUT_MS)
    killed.send_signal(signal.SIGKILL)
    killed.wait(timeout=30)
    assert socket_file.exists(), "a killed game leaves its socket's file"
    assert not ask_to_raise(name, wait_ms=2_000), "nobody answers on it"

    again = _open_game(qtbot, home, running)
    _look_away(qtbot, other_window)
    third = _start_and_wait(home)
    assert third.returncode == 0, third.stderr
    qtbot.waitUntil(lambda: _focused_pid() == again.pid, timeout=10_000)
    assert again.poll() is None


def test_a_minimised_window_is_brought_back(qtbot: QtBot) -> None:
    """Asked through the socket, the game un-minimises its window, raises it and activates it."""
    window = QQuickWindow()
    window.setGeometry(QRect(100, 100, 400, 300))
    window.showMinimized()
    assert window.windowStates() & Qt.WindowState.WindowMinimized
    server = RaiseServer(server_name(Path.cwd() / "raise-test"), lambda: window)
    assert server.listen()
    with qtbot.waitSignal(server.raised, timeout=10_000):
        # The second start's side runs blocking waits, so it runs in another process, as it does for real.
        asker = subprocess.Popen(
            [
                sys.executable,
                "-c",
                "import sys; from PySide6.QtCore import QCoreApplication; app = QCoreApplication([]);"
                "from baccarat_qt.desktop.window import ask_to_raise; sys.exit(0 if ask_to_raise(sys.argv[1]) else 5)",
                server.name,
            ],
            env=_env(Path.cwd()),
        )
    qtbot.waitUntil(lambda: asker.poll() is not None, timeout=30_000)
    assert asker.returncode == 0
    assert not window.windowStates() & Qt.WindowState.WindowMinimized
    qtbot.waitActive(window)
    server.close()
    window.close()
    server.deleteLater()
    window.deleteLater()


def test_bring_forward_shows_a_hidden_window(qtbot: QtBot) -> None:
    window = QQuickWindow()
    window.setGeometry(QRect(100, 100, 400, 300))
    bring_forward(window)
    qtbot.waitActive(window)
    window.close()


@pytest.mark.parametrize(
    ("saved", "expected"),
    [
        ((100, 50, 1280, 800), (100, 50, 1280, 800)),  # fits: unchanged
        ((1000, 700, 1280, 800), (640, 280, 1280, 800)),  # hangs off the bottom and onto screen 2: back on 1
        ((-300, -200, 1100, 700), (0, 0, 1100, 700)),  # above and left of the screen
        ((2500, 100, 1100, 700), (2420, 100, 1100, 700)),  # on the second screen, off its edge: back on it
        (
            (9000, 9000, 1100, 700),
            (820, 380, 1100, 700),
        ),  # on a screen that is gone: the first one, nearest corner
        ((100, 100, 4000, 3000), (0, 0, 1920, 1080)),  # larger than the screen: the screen
        ((100, 100, 300, 200), (100, 100, 1024, 640)),  # smaller than the window allows
    ],
)
def test_geometry_is_clamped_to_the_screens(
    saved: tuple[int, int, int, int], expected: tuple[int, int, int, int]
) -> None:
    screens = [(0, 0, 1920, 1080), (1920, 0, 1600, 900)]
    assert clamp_geometry(saved, screens, (1024, 640)) == expected


def test_a_moved_window_comes_back_where_it_was(qtbot: QtBot) -> None:
    """Moved and resized, then closed: the next window opens there; maximised, it comes back maximised."""
    kept: list[tuple[tuple[int, int, int, int], str]] = []
    first = QQuickWindow()
    first.setMinimumWidth(400)
    first.setMinimumHeight(300)
    keeper = WindowKeeper(first, (None, "normal"), lambda rect, state: kept.append((rect, state)))
    first.show()
    qtbot.waitExposed(first)
    first.setGeometry(QRect(210, 130, 900, 600))
    qtbot.waitUntil(lambda: (first.x(), first.width()) == (210, 900))
    keeper.remember()
    first.close()
    assert kept[-1] == ((210, 130, 900, 600), "normal")

    second = QQuickWindow()
    WindowKeeper(second, kept[-1], lambda rect, state: kept.append((rect, state)))
    assert (second.x(), second.y(), second.width(), second.height()) == (210, 130, 900, 600)

    maximised = QQuickWindow()
    keeper = WindowKeeper(maximised, ((210, 130, 900, 600), "maximized"), lambda r, s: kept.append((r, s)))
    assert maximised.windowStates() & Qt.WindowState.WindowMaximized
    keeper.remember()
    assert kept[-1] == ((210, 130, 900, 600), "maximized"), (
        "the normal geometry is kept under the maximised one"
    )


def _smoke(home: Path, frame: Path) -> dict[str, object]:
    done = subprocess.run(
        [sys.executable, "-m", "baccarat_qt"],
        env=_env(home, BACCARAT_QT_SMOKE=str(frame)),
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert isinstance(report, dict)
    return report


@pytest.mark.slow
def test_the_game_opens_where_it_was_left(tmp_path: Path, qapp: QApplication) -> None:
    """The real game restores the saved geometry (clamped to this screen) and keeps it at quit."""
    del qapp  # this screen is read through an application of its own, whatever ran before in this process
    home = tmp_path / "home"
    config = home / "config"
    save_settings(config, Settings(window=(160, 90, 1100, 700)))
    report = _smoke(home, tmp_path / "a.png")
    assert report["window"] == "mainWindow"
    assert report["geometry"] == [160, 90, 1100, 700]
    settings, _ = load_settings(config)
    assert settings.window == (160, 90, 1100, 700) and settings.window_state == "normal"

    screen = QGuiApplication.primaryScreen().availableGeometry()
    save_settings(config, Settings(window=(screen.width() + 500, 40, 5000, 700)))
    report = _smoke(home, tmp_path / "b.png")
    geometry = report["geometry"]
    assert isinstance(geometry, list)
    x, y, width, height = (int(v) for v in geometry)
    assert (width, height) == (screen.width(), 700)
    assert screen.contains(QRect(x, y, width, height))

    save_settings(config, Settings(window=(160, 90, 1100, 700), window_state="fullscreen"))
    report = _smoke(home, tmp_path / "c.png")
    assert report["fullscreen"] is True
    settings, _ = load_settings(config)
    assert settings.window == (160, 90, 1100, 700) and settings.window_state == "fullscreen"
