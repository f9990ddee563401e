"""Hostile things where the game's files should be: the game always starts, never hangs, never quits.

A named pipe, a symbolic link to ``/dev/zero``, a folder or a link to another
file in place of the settings, the game's database (the history, the night in
progress and the top five), the old top five or saved night waiting to be
imported, or the lock. A
pipe used to block the read for ever (``read_bytes`` waits for a writer); a
link to ``/dev/zero`` used to read until memory ran out and end the game with
"TypeError: Callback returns 0 value". Now the store reads regular files only,
and at most one byte past its limit; anything else is set aside, never
deleted, with a notice.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from baccarat_qt.engine import TableKind
from baccarat_qt.engine.session import Session
from baccarat_qt.problems import Problem
from baccarat_qt.store import night_store, saved_rows, seal
from baccarat_qt.store.history_store import FILE_NAME, HistoryStore
from baccarat_qt.store.leaderboard import Entry, Leaderboard, load_leaderboard
from baccarat_qt.store.settings import Settings, load_settings, save_settings
from baccarat_qt.store.storage import MAX_FILE_BYTES, NotReadable, app_dirs, read_regular_file

ROOT = Path(__file__).resolve().parents[2]
START_TIMEOUT_S = 60
"""Longer than any start on a loaded machine: a game that reads a pipe or /dev/zero waits forever, or runs
out of memory, and never gets here (how fast the lobby comes is bench_startup.py's to measure, not a test's)."""

Plant = Callable[[Path], None]


def fifo(path: Path) -> None:
    """A named pipe: reading it waits for a writer that never comes."""
    os.mkfifo(path)


def dev_zero(path: Path) -> None:
    """A symbolic link to ``/dev/zero``: a read that never ends."""
    path.symlink_to("/dev/zero")


def folder(path: Path) -> None:
    """A folder, with something in it."""
    path.mkdir()
    (path / "inside.txt").write_text("kept")


HOSTILE: dict[str, Plant] = {"fifo": fifo, "dev_zero": dev_zero, "folder": folder}
FILES = {
    "settings": ("config", "settings.json"),
    "top five": ("data", "leaderboard.json"),
    "night": ("data", "night.json"),
    "database": ("data", "history.sqlite3"),
    "lock": ("data", "baccarat-qt.lock"),
}


def start_game(home: Path, frame: Path) -> dict[str, object]:
    """Start ``python -m baccarat_qt`` as a player does; its smoke report (a hang fails the test)."""
    env = dict(os.environ, BACCARAT_QT_SMOKE=str(frame), BACCARAT_QT_HOME=str(home))
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT / "src"), os.environ.get("PYTHONPATH")]))
    result = subprocess.run(
        [sys.executable, "-m", "baccarat_qt"],
        capture_output=True,
        text=True,
        timeout=START_TIMEOUT_S,
        env=env,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    report: dict[str, object] = json.loads(result.stdout.strip().splitlines()[-1])
    assert isinstance(report["first_frame_at"], float), "the lobby's first frame was shown"
    return report


@pytest.mark.parametrize("kind", ["fifo", "dev_zero"])
@pytest.mark.parametrize("which", list(FILES))
def test_game_starts_without_waiting_on_it_with_a_notice(tmp_path: Path, which: str, kind: str) -> None:
    """A pipe or a link to /dev/zero in place of any of the game's files: the lobby (nothing waits on the pipe
    or reads /dev/zero forever), and a notice."""
    home = tmp_path / "home"
    where, name = FILES[which]
    for sub in ("config", "data"):
        (home / sub).mkdir(parents=True)
    path = home / where / name
    HOSTILE[kind](path)

    report = start_game(home, tmp_path / "frame.png")

    assert report["screen"] == "lobby"
    notice = report["notice"]
    assert isinstance(notice, str)
    assert "tubería" in notice and "aparte" in notice, notice
    if which in ("lock", "database"):
        assert path.is_file()
    elif which == "settings":
        # The window's place is kept at quit: a new, regular, valid settings file where the pipe was.
        assert path.is_file() and not path.is_symlink()
        assert load_settings(path.parent)[1] is None
    else:
        assert not os.path.lexists(path)
    aside = [p for p in path.parent.iterdir() if ".descartado-" in p.name]
    assert len(aside) == 1, aside
    if kind == "dev_zero":
        assert os.readlink(aside[0]) == "/dev/zero", "the link itself was moved, not what it points to"


# --- the store on its own: every hostile kind, each file ----------------------------------------


def load(which: str) -> tuple[object, object]:
    """The store's loader for ``which`` on this test's app-data folders."""
    dirs = app_dirs()
    if which == "settings":
        return load_settings(dirs.config)
    if which == "top five":
        return load_leaderboard(dirs.data)
    if which == "database":
        store, problem = HistoryStore.open(dirs.data)
        assert store is not None, "a new database begins beside what was set aside"
        store.close()
        return store, problem
    return night_store.load_night(dirs.data)


@pytest.mark.parametrize("kind", list(HOSTILE))
@pytest.mark.parametrize("which", ["settings", "top five", "night", "database"])
def test_loaders_set_aside_what_is_not_a_file(which: str, kind: str) -> None:
    """Each loader returns at once with NOT_A_FILE, the thing moved aside whole (a folder with its contents)."""
    dirs = app_dirs()
    where, name = FILES[which]
    base = dirs.config if where == "config" else dirs.data
    base.mkdir(parents=True, exist_ok=True)
    path = base / name
    HOSTILE[kind](path)
    _value, problem = load(which)
    kind_of = getattr(problem, "problem", None)
    assert kind_of is Problem.NOT_A_FILE, problem
    moved = getattr(problem, "moved_to", None)
    assert isinstance(moved, Path) and os.path.lexists(moved)
    if which == "database":  # a new database in its place, a regular file
        assert path.is_file() and not path.is_symlink()
    else:
        assert not os.path.lexists(path)
    if kind == "folder":
        assert (moved / "inside.txt").read_text() == "kept"


def test_a_read_stops_one_byte_past_the_limit(tmp_path: Path) -> None:
    """A file that grows past the limit after it was looked at is still refused, read no further than limit + 1."""
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (MAX_FILE_BYTES + 10))
    with pytest.raises(NotReadable) as refused:
        read_regular_file(big)
    assert refused.value.problem is Problem.TOO_LARGE
    small = tmp_path / "small.json"
    small.write_bytes(b"x" * 100)
    with pytest.raises(NotReadable):
        read_regular_file(small, limit=99)
    assert read_regular_file(small, limit=100) == b"x" * 100


def test_a_symlinked_settings_file_is_read_and_written_through(tmp_path: Path) -> None:
    """Settings kept elsewhere (a dotfiles repository) and linked in: read, and saved through the link."""
    dirs = app_dirs()
    dirs.config.mkdir(parents=True)
    real = tmp_path / "dotfiles" / "baccarat-settings.json"
    save_settings(real.parent, Settings(high_contrast=True))
    (real.parent / "settings.json").rename(real)
    link = dirs.config / "settings.json"
    link.symlink_to(real)

    settings, problem = load_settings(dirs.config)
    assert problem is None and settings.high_contrast
    save_settings(dirs.config, Settings(high_contrast=True, rebet=False))
    assert link.is_symlink(), "the player's link is kept"
    assert json.loads(real.read_text())["data"]["rebet"] is False


def test_a_second_read_only_load_touches_nothing() -> None:
    """``set_aside=False`` (what a second game uses) reports a bad file but leaves it, and its temp files, alone."""
    dirs = app_dirs()
    dirs.config.mkdir(parents=True)
    bad = dirs.config / "settings.json"
    bad.write_bytes(b"{not json")
    stale = dirs.config / ".settings.json.abandoned.tmp"
    stale.write_text("half")
    os.utime(stale, (0, 0))
    settings, problem = load_settings(dirs.config, set_aside=False)
    assert settings == Settings()
    assert problem is not None and problem.problem is Problem.NOT_JSON and problem.moved_to is None
    assert bad.read_bytes() == b"{not json" and stale.exists()
    assert sorted(p.name for p in dirs.config.iterdir()) == [".settings.json.abandoned.tmp", "settings.json"]


def test_saved_files_load_back_after_hostile_ones_were_set_aside() -> None:
    """After a pipe was set aside in place of the database, the game's data is written and read as usual."""
    dirs = app_dirs()
    dirs.data.mkdir(parents=True)
    fifo(dirs.data / FILE_NAME)
    store, problem = HistoryStore.open(dirs.data)
    assert problem is not None and store is not None
    board = Leaderboard([Entry("Ana", 60_000, TableKind.CLASSIC, dt.date(2026, 1, 2))])
    night = night_store.SavedNight.new(Session(), deck="clasica")
    store.record(
        night.night_id,
        table=TableKind.CLASSIC,
        deck="clasica",
        start_balance=50_000,
        resume=saved_rows.night_document(night, seal.key_for_writing(dirs.config)),
    )
    store.close()
    again, problem = HistoryStore.open(dirs.data)
    assert problem is None and again is not None
    assert again.night(seal.load_key(dirs.config)) == (night, None)
    again.finish(board)
    assert again.night(seal.load_key(dirs.config)) == (None, None)
    assert [e.name for e in again.top_five()[0].entries] == ["Ana"]
    again.close()
