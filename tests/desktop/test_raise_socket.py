"""Issue 27, case 12: the raise socket lives where only this user can reach it, drops idle connections and
refuses long messages."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray
from PySide6.QtNetwork import QLocalSocket
from PySide6.QtQuick import QQuickWindow
from pytestqt.qtbot import QtBot

from baccarat_qt.desktop.window import IDLE_MS, MAX_REQUEST, RaiseServer, server_name


@pytest.fixture
def runtime(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "run"
    folder.mkdir(mode=0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(folder))
    return folder


def test_the_name_is_in_a_folder_only_this_user_may_enter(runtime: Path, tmp_path: Path) -> None:
    name = Path(server_name(tmp_path / "data"))
    assert name.parent == runtime


def test_a_runtime_folder_open_to_others_is_not_used(
    runtime: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A runtime folder others can write in: the game's own 0700 folder instead, never a name another user
    could take first."""
    runtime.chmod(0o777)
    monkeypatch.setenv("TMPDIR", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    name = Path(server_name(tmp_path / "data"))
    assert name.parent != runtime
    status = os.lstat(name.parent)
    assert status.st_uid == os.getuid() and stat.S_IMODE(status.st_mode) == 0o700


def test_idle_and_oversized_connections_are_closed(runtime: Path, tmp_path: Path, qtbot: QtBot) -> None:
    """A connection that says nothing is closed after IDLE_MS; one that sends more than MAX_REQUEST without a
    line end at once."""
    window = QQuickWindow()
    server = RaiseServer(server_name(tmp_path / "data"), lambda: window)
    assert server.listen()
    idle, chatty = QLocalSocket(), QLocalSocket()
    for socket in (idle, chatty):
        socket.connectToServer(server.name)
        assert socket.waitForConnected(2_000)
    chatty.write(QByteArray(b"x" * (MAX_REQUEST * 100)))
    chatty.flush()
    qtbot.waitUntil(
        lambda: chatty.state() == QLocalSocket.LocalSocketState.UnconnectedState, timeout=IDLE_MS // 2
    )
    qtbot.waitUntil(
        lambda: idle.state() == QLocalSocket.LocalSocketState.UnconnectedState, timeout=IDLE_MS * 3
    )
    server.close()
    server.deleteLater()
    window.deleteLater()
