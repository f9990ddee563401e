"""Issue 27, cases 1 and 5: what the game cannot read is kept aside byte for byte, said in words, and the
rest carried on; each kind of failure at open is named as what it is.

Each test edits the database as a player with the ``sqlite3`` tool (or a broken disk) would, then starts
the game through its public objects.
"""

from __future__ import annotations

import datetime as dt
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from baccarat_qt.boundary.context import Context
from baccarat_qt.engine import TableKind
from baccarat_qt.problems import Carried, FileProblem, Problem
from baccarat_qt.store import history_queries as queries
from baccarat_qt.store.history_store import FILE_NAME, SCHEMA_VERSION, HistoryStore
from baccarat_qt.store.leaderboard import Entry, Leaderboard
from baccarat_qt.store.storage import app_dirs
from baccarat_qt.words import history_texts
from tests.support.gui import play_a_hand
from tests.support.stored import saved_board

NAMES = ("Ana", "Luis", "Nora")


def a_game_on_disk(new_game: Callable[[], Context]) -> Path:
    """A top five of three and a night of two hands in progress, closed as the game closes it."""
    data = app_dirs().data
    data.mkdir(parents=True, exist_ok=True)
    store, _ = HistoryStore.open(data)
    assert store is not None
    store.finish(
        Leaderboard(
            [Entry(n, 90_000 - i, TableKind.CLASSIC, dt.date(2026, 3, 1)) for i, n in enumerate(NAMES)]
        )
    )
    store.close()
    game = new_game()
    game.night.startNight()
    play_a_hand(game)
    play_a_hand(game)
    game.seat.close()  # as the game's end does: its saves written, the journal folded in
    return data / FILE_NAME


def edit(path: Path, *statements: tuple[str, tuple[object, ...]], crashed: bool = False) -> None:
    """Run ``statements`` on the file; ``crashed``: left as a kill leaves it, the edit only in the ``-wal``."""
    db = sqlite3.connect(path, isolation_level=None)
    try:
        for sql, args in statements:
            db.execute(sql, args)
        if crashed:
            snapshot = path.parent / "snapshot"
            snapshot.mkdir()
            for extra in ("", "-wal", "-shm"):
                shutil.copy(f"{path}{extra}", snapshot / f"f{extra}")
    finally:
        db.close()
    if crashed:
        for extra in ("", "-wal", "-shm"):
            shutil.copy(snapshot / f"f{extra}", f"{path}{extra}")
        shutil.rmtree(snapshot)


def files(path: Path) -> dict[str, bytes]:
    """The database and its journal, as bytes (the ``-shm`` is an index SQLite rebuilds: not compared)."""
    return {
        extra: Path(f"{path}{extra}").read_bytes()
        for extra in ("", "-wal")
        if Path(f"{path}{extra}").exists()
    }


def copies(path: Path) -> list[Path]:
    return sorted(path.parent.glob("history.descartado-*.sqlite3"))


def test_invalid_utf8_in_the_night_keeps_the_database_and_says_where(new_game: Callable[[], Context]) -> None:
    """One byte that is not UTF-8 in the night's document: the database copied aside as it was before anything
    is written, the player told what was lost and where the copy is; the top five stays."""
    path = a_game_on_disk(new_game)
    edit(path, ("UPDATE resume SET doc = CAST(? AS TEXT)", (b'{"schema": "baccarat-qt/ni\xffght"}',)))
    before = files(path)
    game = new_game()
    (copy,) = copies(path)
    assert files(copy) == before
    assert "noche guardada" in game.announcer.notice and str(copy) in game.announcer.notice, (
        game.announcer.notice
    )
    assert not game.night.savedNightAvailable
    assert game.night.leaderboard.rowCount() == 3


def test_invalid_utf8_in_a_top_five_name_drops_that_row_once(new_game: Callable[[], Context]) -> None:
    """A name that is not UTF-8: that row alone dropped, a copy of the database kept, said once (not at every
    start); the night in progress goes on."""
    path = a_game_on_disk(new_game)
    edit(path, ("UPDATE top_five SET name = CAST(? AS TEXT) WHERE place = 1", (b"Lu\xffis",)))
    before = files(path)
    game = new_game()
    (copy,) = copies(path)
    assert files(copy) == before
    assert (
        "una entrada cambiada fuera del juego" in game.announcer.notice and str(copy) in game.announcer.notice
    )
    assert game.night.leaderboard.rowCount() == 2 and game.night.savedNightAvailable
    assert [e.name for e in saved_board().entries] == ["Ana", "Nora"]
    again = new_game()
    assert again.announcer.notice == "" and len(copies(path)) == 1


@pytest.mark.parametrize("crashed", [False, True], ids=["closed", "journal"])
def test_a_dropped_top_five_sets_the_file_aside_and_carries_the_rest(
    new_game: Callable[[], Context], crashed: bool
) -> None:
    """The top five's table dropped: the database (and its journal) set aside byte for byte, the night in
    progress and the history carried into the new one, the player told what was kept and where the rest is."""
    path = a_game_on_disk(new_game)
    edit(path, ("DROP TABLE top_five", ()), crashed=crashed)
    before = files(path)
    assert ("-wal" in before) is crashed
    game = new_game()
    (aside,) = copies(path)
    assert files(aside) == before
    notice = game.announcer.notice
    assert "Los datos del juego" in notice and str(aside) in notice and "la noche en curso" in notice, notice
    assert "con 2 manos" in notice, notice
    assert game.night.savedNightAvailable and game.night.leaderboard.rowCount() == 0
    game.night.continueNight()
    assert game.seat.session is not None and game.seat.session.hands_played == 2
    store = game.seat.history()
    assert store is not None and queries.night_count(store.db) == 1
    assert [r.number for r in queries.coups(store.db, 1, 0, 10)] == [1, 2]


# --- case 5: each failure at open named as what it is ---------------------------------------------


def a_store_file(folder: Path) -> Path:
    """A database with one night of three coups and a top five of one, closed."""
    store, _ = HistoryStore.open(folder)
    assert store is not None
    from tests.store.test_history_store import record_night

    record_night(store, "cd" * 16, 3)
    store.finish(Leaderboard([Entry("Ana", 70_000, TableKind.CLASSIC, dt.date(2026, 3, 1))]))
    store.close()
    return folder / FILE_NAME


@pytest.mark.parametrize(
    "damage",
    [
        "PRAGMA user_version = 0",
        "PRAGMA user_version = 2",
        "PRAGMA user_version = -1",
        "DROP TABLE coup",
        "DROP TABLE resume",
    ],
)
def test_a_file_that_is_not_what_its_version_says_is_set_aside(tmp_path: Path, damage: str) -> None:
    """A version no game wrote, or tables missing: damaged, set aside as it was, a new database with what could
    be read; no migration runs on it (−1 would run the last one)."""
    path = a_store_file(tmp_path)
    edit(path, (damage, ()))
    before = files(path)
    store, problem = HistoryStore.open(tmp_path)
    assert problem is not None and problem.problem is Problem.DAMAGED, problem
    assert store is not None and store.version == SCHEMA_VERSION
    assert problem.moved_to is not None and files(problem.moved_to) == before
    assert problem.carried is not None
    if damage != "DROP TABLE coup":
        assert (problem.carried.nights, problem.carried.coups) == (1, 3)
        assert [r.number for r in queries.coups(store.db, 1, 0, 10)] == [1, 2, 3]
    assert problem.carried.top_five == 1
    assert "empiezan de nuevo" in history_texts.store_problem(problem)


def test_damaged_schema_text_is_set_aside(tmp_path: Path) -> None:
    """The schema's own text scribbled over: not "cannot write", but damaged: set aside, a new one begun."""
    path = a_store_file(tmp_path)
    edit(
        path,
        ("PRAGMA writable_schema = ON", ()),
        ("UPDATE sqlite_schema SET sql = 'CREATE TABLE night (id INTEGER PRIMARY' WHERE name = 'night'", ()),
    )
    before = files(path)
    store, problem = HistoryStore.open(tmp_path)
    assert problem is not None and problem.problem in (Problem.DAMAGED, Problem.NOT_A_DATABASE), problem
    assert store is not None and problem.moved_to is not None and files(problem.moved_to) == before


def test_a_locked_database_is_said_to_be_locked_at_once_and_opened_later(tmp_path: Path) -> None:
    """Another program holds the file: said so (not "the disk"), nothing set aside; once it lets go, the file
    opens as it was. (That nothing waits on the lock meanwhile is tests/boundary/test_held_database.py's: the
    window, the night and the chips while the lock is held.)"""
    path = a_store_file(tmp_path)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("PRAGMA locking_mode = EXCLUSIVE")
    other.execute("BEGIN EXCLUSIVE")
    other.execute("UPDATE night SET deck = deck")
    store, problem = HistoryStore.open(tmp_path)
    assert store is None and problem is not None and problem.problem is Problem.LOCKED, problem
    assert "Otro programa" in history_texts.store_problem(problem) and not copies(path)
    other.execute("ROLLBACK")
    other.close()
    store, problem = HistoryStore.open(tmp_path)
    assert problem is None and store is not None and queries.night_count(store.db) == 1
    store.close()


def test_each_kind_of_failure_has_its_own_words(tmp_path: Path) -> None:
    """Locked, full, read-only, newer, damaged: five different sentences, none sending the player to the wrong
    place."""
    path = tmp_path / FILE_NAME
    said = {
        kind: history_texts.store_problem(
            FileProblem(path, kind, tmp_path / "x" if kind is Problem.DAMAGED else None, carried=Carried())
        )
        for kind in (Problem.LOCKED, Problem.DISK_FULL, Problem.UNWRITABLE, Problem.NEWER, Problem.DAMAGED)
    }
    assert len(set(said.values())) == len(said)
    assert "lleno" in said[Problem.DISK_FULL] and "lleno" not in said[Problem.LOCKED]
    assert "escritura" in said[Problem.UNWRITABLE] and "escritura" not in said[Problem.DAMAGED]
