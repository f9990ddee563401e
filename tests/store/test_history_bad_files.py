"""The history database's bad files: what is not a database, truncated, damaged, newer or not a file is
set aside byte for byte (or, newer, left untouched) and the game goes on; a read-only folder, a full disk
and a data path that is a file are told once, in the player's language, and nothing is lost."""

from __future__ import annotations

import errno
import os
import shutil
import sqlite3
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from baccarat_qt.boundary.context import Context
from baccarat_qt.boundary.seat import Seat
from baccarat_qt.problems import Problem
from baccarat_qt.store import history_queries as queries
from baccarat_qt.store.history_store import FILE_NAME, HistoryStore
from baccarat_qt.store.storage import app_dirs
from tests.store.test_history_store import a_real_history
from tests.support.gui import play_a_hand
from tests.support.tmpfs import Mount


def set_aside(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if ".descartado-" in p.name)


def test_not_a_database_is_set_aside_and_a_new_history_begins(tmp_path: Path) -> None:
    """A text file with the history's name: moved aside as it was, a new empty history opened."""
    path = tmp_path / FILE_NAME
    path.write_text("hola, no soy una base de datos\n" * 10)
    store, problem = HistoryStore.open(tmp_path)
    assert problem is not None and problem.problem is Problem.NOT_A_DATABASE
    assert store is not None and queries.night_count(store.db) == 0
    (aside,) = [p for p in set_aside(tmp_path) if not p.name.endswith(("-wal", "-shm"))]
    assert aside == problem.moved_to and aside.read_text().startswith("hola")


def test_a_truncated_database_is_set_aside(tmp_path: Path) -> None:
    """Half a database: set aside whole (the bytes that are left kept), a new one begun."""
    path = a_real_history(tmp_path)
    raw = path.read_bytes()
    path.write_bytes(raw[: len(raw) // 2])
    store, problem = HistoryStore.open(tmp_path)
    assert problem is not None and problem.problem is Problem.NOT_A_DATABASE
    assert store is not None and queries.night_count(store.db) == 0
    assert problem.moved_to is not None and problem.moved_to.read_bytes() == raw[: len(raw) // 2]


def test_a_database_that_fails_quick_check_is_set_aside(tmp_path: Path) -> None:
    """A page of the coups scribbled over: quick_check fails, the file is kept aside byte for byte."""
    path = a_real_history(tmp_path, hands=300)
    raw = bytearray(path.read_bytes())
    page = int.from_bytes(raw[16:18], "big")
    last = len(raw) // page - 1
    raw[last * page + 8 : last * page + 200] = b"\xff" * 192  # a b-tree page's cell pointers and cells
    path.write_bytes(bytes(raw))
    store, problem = HistoryStore.open(tmp_path)
    assert problem is not None and problem.problem in (Problem.DAMAGED, Problem.NOT_A_DATABASE)
    assert store is not None and problem.carried is not None
    assert queries.night_count(store.db) == problem.carried.nights  # what could be read is carried
    assert problem.moved_to is not None and problem.moved_to.read_bytes() == bytes(raw)


def test_a_newer_database_is_left_untouched_and_the_game_runs_without_history(tmp_path: Path) -> None:
    """A file of schema version 99: not opened for writing, not moved, not changed by one byte."""
    path = a_real_history(tmp_path)
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = 99")
    db.commit()
    db.close()
    before = path.read_bytes()
    store, problem = HistoryStore.open(tmp_path)
    assert store is None and problem is not None and problem.problem is Problem.NEWER
    assert path.read_bytes() == before and not set_aside(tmp_path)


@pytest.mark.parametrize("kind", ["folder", "fifo", "dev_zero"])
def test_what_is_not_a_file_is_set_aside(tmp_path: Path, kind: str) -> None:
    """A folder, a named pipe or a link to /dev/zero where the history should be: moved aside, never opened."""
    path = tmp_path / FILE_NAME
    if kind == "folder":
        path.mkdir()
        (path / "inside.txt").write_text("kept")
    elif kind == "fifo":
        os.mkfifo(path)
    else:
        path.symlink_to("/dev/zero")
    store, problem = HistoryStore.open(tmp_path)
    assert problem is not None and problem.problem is Problem.NOT_A_FILE
    assert store is not None and problem.moved_to is not None and os.path.lexists(problem.moved_to)
    if kind == "folder":
        assert (problem.moved_to / "inside.txt").read_text() == "kept"


def test_read_only_folder_with_a_history(
    tmp_path: Path, mount_tmpfs: Mount, new_game: Callable[[], Context]
) -> None:
    """A history on a read-only mount: a Spanish notice, the file not changed, the night goes on."""
    source = a_real_history(tmp_path / "made")
    data = app_dirs().data
    mount_tmpfs(data, "size=1m")
    shutil.copy(source, data / FILE_NAME)
    subprocess.run(["mount", "-o", "remount,ro", str(data)], check=True)
    with pytest.raises(OSError) as raised:
        (data / "probe").write_text("x")
    assert raised.value.errno == errno.EROFS
    before = (data / FILE_NAME).read_bytes()
    game = new_game()
    game.night.startNight()
    play_a_hand(game)
    play_a_hand(game)
    assert game.announcer.notice.count("no admiten escritura") == 1, game.announcer.notice
    assert (data / FILE_NAME).read_bytes() == before
    session = game.seat.session
    assert session is not None and session.hands_played == 2


def test_full_disk_history_told_once_and_recording_resumes(
    mount_tmpfs: Mount, new_game: Callable[[], Context], written: Callable[[Seat], None]
) -> None:
    """A full data folder: nothing is saved, said once, the game goes on; with space again, every coup is recorded."""
    data = app_dirs().data
    mount_tmpfs(data, "size=256k")
    game = new_game()
    game.night.startNight()
    play_a_hand(game)
    written(game.seat)  # the file made (on the writer thread), the first hand in it, before the disk fills
    filler = data / "filler"
    with pytest.raises(OSError), filler.open("wb") as handle:
        for _ in range(1024):
            handle.write(b"\0" * 1024)
            handle.flush()
    for _ in range(3):
        play_a_hand(game)
    written(game.seat)
    assert game.announcer.notice.count("No se pudo guardar la noche en curso") == 1, game.announcer.notice
    filler.unlink()
    play_a_hand(game)
    written(game.seat)
    store = game.seat.history()
    assert store is not None
    numbers = [row.number for row in queries.coups(store.db, 1, 0, 100)]
    assert numbers == [1, 2, 3, 4, 5], "the coups the full disk refused were kept and written once"
    ok = store.db.execute("PRAGMA quick_check").fetchone()[0]
    assert ok == "ok"


def test_the_game_sets_a_damaged_history_aside_and_goes_on(
    new_game: Callable[[], Context], written: Callable[[Seat], None]
) -> None:
    """Garbage at the history's name when the game starts: told once in Spanish, kept aside, a new history."""
    data = app_dirs().data
    data.mkdir(parents=True)
    (data / FILE_NAME).write_bytes(b"\x00garbage" * 500)
    game = new_game()
    game.night.startNight()
    play_a_hand(game)
    play_a_hand(game)
    written(game.seat)
    assert game.announcer.notice.count("están dañados o incompletos") == 1, game.announcer.notice
    (aside,) = [p for p in set_aside(data) if p.suffix == ".sqlite3"]
    assert aside.read_bytes() == b"\x00garbage" * 500
    store = game.seat.history()
    assert store is not None
    assert [r.number for r in queries.coups(store.db, 1, 0, 10)] == [1, 2]


def test_a_data_path_that_is_a_file_means_no_history(tmp_path: Path) -> None:
    """The data "folder" is a file: no history, said as such (not as a damaged file), the file untouched."""
    folder = tmp_path / "data"
    folder.write_text("not a folder")
    store, problem = HistoryStore.open(folder)
    assert store is None and problem is not None and problem.problem is Problem.UNWRITABLE
    assert folder.read_text() == "not a folder"


def test_a_new_history_on_a_full_disk_leaves_nothing(tmp_path: Path, mount_tmpfs: Mount) -> None:
    """Made on a full disk, the new file cannot be made whole: no empty database is left behind."""
    data = tmp_path / "data"
    mount_tmpfs(data, "size=64k")
    with pytest.raises(OSError), (data / "filler").open("wb") as handle:
        for _ in range(256):
            handle.write(b"\0" * 1024)
            handle.flush()
    store, problem = HistoryStore.open(data)
    assert store is None and problem is not None and problem.problem is Problem.DISK_FULL
    assert sorted(p.name for p in data.iterdir()) == ["filler"]
