"""The night in progress and the top five in the game's database: import, bad rows, bad files.

The old files are imported once from copies of real ones (``tests/data/before-database``: written by
the last version before the database; ``tests/data/before-boundary``: older still), the old files kept
renamed ``.imported``. A database that is newer, truncated, damaged or holds a bad row is handled
with a Spanish notice and nothing deleted.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from baccarat_qt.boundary.context import Context
from baccarat_qt.boundary.enums import Phase as UiPhase
from baccarat_qt.boundary.enums import Screen
from baccarat_qt.boundary.seat import Seat
from baccarat_qt.engine import TableKind
from baccarat_qt.store.history_store import FILE_NAME, SCHEMA_VERSION, HistoryStore
from baccarat_qt.store.leaderboard import Entry, Leaderboard, save_leaderboard
from baccarat_qt.store.storage import MAX_FILE_BYTES, app_dirs
from tests.store.test_history_store import a_real_history
from tests.support.stored import has_night, night_document, put_night_document, saved_board, saved_night

DATA = Path(__file__).parents[1] / "data"
OLD_NIGHT_ID = "5e" * 16


def copy_before_database() -> None:
    """The player's files as the version before the database left them."""
    dirs = app_dirs()
    dirs.data.mkdir(parents=True, exist_ok=True)
    dirs.config.mkdir(parents=True, exist_ok=True)
    for name in ("night.json", "leaderboard.json"):
        shutil.copy(DATA / "before-database" / name, dirs.data / name)
    shutil.copy(DATA / "before-database" / "night.key", dirs.config / "night.key")


def play_a_hand(game: Context) -> None:
    """Bet, deal, open everything until the hand settles."""
    game.table.placeChip("banker")
    game.hand.deal()
    while game.table.phase == UiPhase.Revealing:
        game.hand.openAll()


# --- import ----------------------------------------------------------------------------------


def test_the_last_versions_files_are_imported_once_and_kept(new_game: Callable[[], Context]) -> None:
    """A sealed night and a top five: in the database after the first start, the old files renamed, not read again."""
    copy_before_database()
    data = app_dirs().data
    game = new_game()
    assert game.announcer.notice == ""
    assert game.night.savedNightAvailable and "425" in game.night.savedNightSummary
    assert game.night.leaderboard.rowCount() == 2
    for name in ("night.json", "leaderboard.json"):
        assert not (data / name).exists()
        assert (data / f"{name}.imported").read_bytes() == (DATA / "before-database" / name).read_bytes()
    night, problem = saved_night()
    assert problem is None and night is not None and night.night_id == OLD_NIGHT_ID
    assert night.session().hands_played == 3 and night.deck == "azul"
    assert [e.name for e in saved_board().entries] == ["Carmen", "Luis"]
    game.night.continueNight()
    assert (game.table.balance, game.table.totalBet) == (42_500, 10_000)

    # the renamed files are never read again: an edit to them changes nothing
    (data / "leaderboard.json.imported").write_text("garbage")
    again = new_game()
    assert again.announcer.notice == "" and again.night.leaderboard.rowCount() == 2


def test_an_import_cut_short_by_a_crash_is_not_doubled(new_game: Callable[[], Context]) -> None:
    """Killed after the import's transaction, before the renames: the next start adds nothing twice."""
    copy_before_database()
    first = new_game()
    first.night.continueNight()
    play_a_hand(first)
    played, _ = saved_night()
    for name in ("night.json", "leaderboard.json"):  # as if the renames had not happened
        shutil.copy(DATA / "before-database" / name, app_dirs().data / name)
    second = new_game()
    assert second.night.leaderboard.rowCount() == 2
    assert saved_night() == (played, None), "the night played on is not replaced by the old file"


def test_old_files_merge_into_an_existing_top_five(new_game: Callable[[], Context]) -> None:
    """A database with its own top five, then old files appear (an older copy run meanwhile): merged, best five."""
    data = app_dirs().data
    data.mkdir(parents=True)
    store, _ = HistoryStore.open(data)
    assert store is not None
    store.finish(Leaderboard([Entry("Nora", 90_000, TableKind.CLASSIC, dt.date(2026, 12, 1), "ab" * 16)]))
    store.close()
    shutil.copy(DATA / "before-boundary" / "leaderboard.json", data / "leaderboard.json")
    game = new_game()
    assert [e.name for e in saved_board().entries] == ["Nora", "Ana", "Luis"]
    assert game.night.leaderboard.rowCount() == 3


@pytest.mark.parametrize("bad", ["pipe", "garbage"])
def test_a_bad_old_file_is_set_aside_and_the_rest_imported(new_game: Callable[[], Context], bad: str) -> None:
    """A damaged or hostile night.json: set aside with a notice (never deleted); the top five still comes in."""
    copy_before_database()
    path = app_dirs().data / "night.json"
    path.unlink()
    if bad == "pipe":
        os.mkfifo(path)
    else:
        path.write_bytes(b'{"schema": "baccarat-qt/night", "vers')
    game = new_game()
    assert "noche guardada" in game.announcer.notice and "aparte" in game.announcer.notice
    assert not game.night.savedNightAvailable
    assert game.night.leaderboard.rowCount() == 2
    assert len(list(path.parent.glob("night.descartado-*.json"))) == 1
    assert not os.path.lexists(path)


def test_the_oldest_files_are_imported_too(new_game: Callable[[], Context]) -> None:
    """Files from before the boundary existed (plain night, version 1) are imported and the night sealed."""
    data = app_dirs().data
    data.mkdir(parents=True)
    for name in ("night.json", "leaderboard.json"):
        shutil.copy(DATA / "before-boundary" / name, data / name)
    game = new_game()
    assert game.announcer.notice == "" and game.night.savedNightAvailable
    document = night_document()
    assert document is not None and document["version"] == 2


# --- bad databases -----------------------------------------------------------------------------


def a_database_with_a_night(new_game: Callable[[], Context]) -> Path:
    """A night of two hands and a chip, kept in the database; its path."""
    game = new_game()
    game.night.startNight()
    play_a_hand(game)
    play_a_hand(game)
    game.seat.close()  # as the game's end does: its saves written, the journal folded in
    return app_dirs().data / FILE_NAME


def test_a_newer_database_is_left_untouched_and_the_night_is_played_unsaved(
    new_game: Callable[[], Context],
) -> None:
    """Written by a newer game: said in Spanish, not a byte changed, the game plays on saving nothing."""
    path = a_database_with_a_night(new_game)
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.close()
    before = {p.name: p.read_bytes() for p in path.parent.iterdir()}
    game = new_game()
    assert "versión más nueva" in game.announcer.notice and "sin guardar nada" in game.announcer.notice
    assert not game.night.savedNightAvailable, "a newer night is not read: its format may have changed"
    game.night.startNight()
    play_a_hand(game)
    game.night.leave()
    game.night.submitScore("Ana")
    assert game.night.screen == Screen.Score
    assert {p.name: p.read_bytes() for p in path.parent.iterdir()} == before
    assert not list(path.parent.glob("*.descartado-*"))


@pytest.mark.parametrize("damage", ["truncated", "not sqlite"])
def test_a_broken_database_is_set_aside_and_the_game_goes_on(
    new_game: Callable[[], Context], damage: str, written: Callable[[Seat], None]
) -> None:
    """Truncated or not SQLite: set aside whole, a Spanish notice, a new database, the game goes on."""
    path = a_database_with_a_night(new_game)
    for extra in (f"{path}-wal", f"{path}-shm"):
        assert not os.path.exists(extra), "closed: the journal is folded in"
    raw = path.read_bytes()
    path.write_bytes(raw[: len(raw) // 2] if damage == "truncated" else b"hello " * 2000)
    broken = path.read_bytes()
    game = new_game()
    assert "Los datos del juego" in game.announcer.notice and "aparte" in game.announcer.notice
    assert not game.night.savedNightAvailable
    (aside,) = path.parent.glob("history.descartado-*.sqlite3")
    assert aside.read_bytes() == broken
    game.night.startNight()
    play_a_hand(game)
    written(game.seat)
    assert has_night()


def test_a_huge_night_row_is_copied_aside_in_pieces(new_game: Callable[[], Context]) -> None:
    """A row far larger than anything the game writes: refused unread, copied aside whole, removed."""
    a_database_with_a_night(new_game)
    huge = " " * (MAX_FILE_BYTES + 5)
    put_night_document(huge)
    game = new_game()
    assert "demasiado grande" in game.announcer.notice
    (aside,) = app_dirs().data.glob("night.descartado-*.json")
    assert aside.stat().st_size == len(huge) and not has_night()


def test_a_bad_top_five_row_is_dropped_alone(new_game: Callable[[], Context]) -> None:
    """An edited score row: that entry dropped with a notice, the others kept, every row copied aside first."""
    data = app_dirs().data
    data.mkdir(parents=True)
    board = Leaderboard(
        [Entry(n, s, TableKind.CLASSIC, dt.date(2026, 1, 2)) for n, s in (("Ana", 900), ("Luis", 800))]
    )
    save_leaderboard(data, board)
    new_game()  # imported
    db = sqlite3.connect(data / FILE_NAME)
    db.execute("UPDATE top_five SET score = ? WHERE name = 'Luis'", (10**15,))
    db.commit()
    db.close()
    game = new_game()
    assert "una entrada cambiada fuera del juego" in game.announcer.notice  # its tag no longer matches
    assert game.night.leaderboard.rowCount() == 1
    (aside,) = data.glob("leaderboard.descartado-*.json")
    assert any(row[1] == "Luis" for row in json.loads(aside.read_text()))
    assert [e.name for e in saved_board().entries] == ["Ana"]


def test_a_database_that_fails_its_check_after_start_is_set_aside(
    new_game: Callable[[], Context], written: Callable[[Seat], None]
) -> None:
    """The full check runs after start-up; a failure sets the file aside, and the night in memory is saved anew."""
    data = app_dirs().data
    data.mkdir(parents=True)
    path = a_real_history(data, hands=300)
    raw = bytearray(path.read_bytes())
    page = int.from_bytes(raw[16:18], "big")
    last = len(raw) // page - 1
    raw[last * page + 8 : last * page + 200] = b"\xff" * 192  # a page of the coups scribbled over
    path.write_bytes(bytes(raw))
    game = new_game()
    assert game.night.screen == Screen.Lobby
    game.night.startNight()
    play_a_hand(game)
    assert game.seat.history() is not None  # waits for the check
    notice = game.announcer.notice
    assert "comprobación de integridad" in notice or "dañados" in notice, notice
    (aside,) = data.glob("history.descartado-*.sqlite3")
    assert aside.read_bytes() == bytes(raw)
    play_a_hand(game)
    written(game.seat)
    night, problem = saved_night()
    session = game.seat.session
    assert problem is None and night is not None and session is not None
    assert night.session_data == session.to_dict()


def test_a_database_removed_under_the_game_is_made_again_with_the_night(
    new_game: Callable[[], Context], written: Callable[[Seat], None]
) -> None:
    """The data folder deleted while the game runs: the next action makes a new database with the whole night
    (SQLite alone would go on writing into the deleted file)."""
    game = new_game()
    game.night.startNight()
    play_a_hand(game)
    written(game.seat)  # the file made (on the writer thread) and written: then deleted under the game
    shutil.rmtree(app_dirs().data)
    game.table.placeChip("banker")
    written(game.seat)
    night, problem = saved_night()
    session = game.seat.session
    assert problem is None and night is not None and session is not None
    assert night.session_data == session.to_dict() and game.announcer.notice == ""
