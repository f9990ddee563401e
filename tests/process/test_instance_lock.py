"""One game at a time, by a lock the operating system holds: taken, refused, and never left stuck.

While one game holds the data folder's lock another cannot take it; a game killed while holding
it, and every kind of leftover in its place (an empty file, garbage, a folder, a link, another
computer's lock, a reused pid), never keep the next game out; a running game is found whatever its
lock file says; a read-only disk still holds the lock, and a folder that cannot exist needs none.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from baccarat_qt.store.lock import LOCK_FILE, GameAlreadyOpen, take_instance_lock
from tests.support.child import ROOT, start_game


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
    result = start_game(home, tmp_path / "frame.png")
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
