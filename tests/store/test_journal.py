"""Issue 27, cases 2, 3 (the backup) and 8 (a read-only journal): one flipped bit in the middle of the ``-wal`` is damage, said out loud, never a
silent roll-back; a torn last write is what SQLite already handles, and opens as it is."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
from collections.abc import Callable
from pathlib import Path

from baccarat_qt.boundary.context import Context
from baccarat_qt.boundary.seat import Seat
from baccarat_qt.problems import Problem
from baccarat_qt.store import history_queries as queries
from baccarat_qt.store.history_store import FILE_NAME, HistoryStore
from baccarat_qt.store.storage import app_dirs
from baccarat_qt.store.wal_check import FRAME_HEADER_BYTES, HEADER_BYTES, wal_damage
from baccarat_qt.words import history_texts
from tests.store.test_history_store import record_night
from tests.support.gui import play_a_hand
from tests.support.tmpfs import Mount

HANDS = 120


def a_crashed_history(folder: Path) -> tuple[Path, int]:
    """A night of HANDS coups whose saves are all still in the ``-wal`` (as a kill leaves them): the path
    and the journal's page size."""
    made = folder.parent / "made"
    store, _ = HistoryStore.open(made)
    assert store is not None
    store.db.execute("PRAGMA wal_autocheckpoint = 0")  # every save stays in the journal
    record_night(store, "ab" * 16, HANDS)
    folder.mkdir(parents=True, exist_ok=True)
    for extra in ("", "-wal", "-shm"):
        shutil.copy(made / f"{FILE_NAME}{extra}", folder / f"{FILE_NAME}{extra}")
    store.close()
    page = int.from_bytes((folder / f"{FILE_NAME}-wal").read_bytes()[8:12], "big")
    return folder / FILE_NAME, page


def frames(wal: Path, page: int) -> int:
    return (wal.stat().st_size - HEADER_BYTES) // (FRAME_HEADER_BYTES + page)


def test_a_sound_journal_opens_with_every_save(tmp_path: Path) -> None:
    path, _ = a_crashed_history(tmp_path / "data")
    assert wal_damage(path) is None
    store, problem = HistoryStore.open(path.parent)
    assert problem is None and store is not None
    assert queries.coup_count(store.db, 1) == HANDS


def test_a_flipped_bit_mid_journal_is_set_aside_and_told(tmp_path: Path) -> None:
    """A bit flipped in frame 60's page: SQLite alone would stop there and forget the rest; the game sets the
    database and its journal aside byte for byte, says so, and carries what comes before the damage."""
    path, page = a_crashed_history(tmp_path / "data")
    wal = Path(f"{path}-wal")
    assert frames(wal, page) > 100
    raw = bytearray(wal.read_bytes())
    raw[HEADER_BYTES + 59 * (FRAME_HEADER_BYTES + page) + FRAME_HEADER_BYTES + 100] ^= 0x08
    wal.write_bytes(bytes(raw))
    before = {extra: Path(f"{path}{extra}").read_bytes() for extra in ("", "-wal")}
    assert wal_damage(path) is not None and "frame 60" in (wal_damage(path) or "")
    store, problem = HistoryStore.open(path.parent)
    assert problem is not None and problem.problem is Problem.DAMAGED_JOURNAL, problem
    assert problem.moved_to is not None
    assert {extra: Path(f"{problem.moved_to}{extra}").read_bytes() for extra in ("", "-wal")} == before
    assert store is not None and problem.carried is not None
    assert 0 < queries.coup_count(store.db, 1) < HANDS, "what came before the damage is carried"
    said = history_texts.store_problem(problem)
    assert "-wal" in said and str(problem.moved_to) in said


def test_a_torn_last_write_is_not_damage(tmp_path: Path) -> None:
    """The last frame cut short (a crash mid-write): SQLite's end of the journal is right; nothing set aside."""
    path, page = a_crashed_history(tmp_path / "data")
    wal = Path(f"{path}-wal")
    raw = wal.read_bytes()
    wal.write_bytes(raw[: len(raw) - page // 2])
    assert wal_damage(path) is None
    store, problem = HistoryStore.open(path.parent)
    assert problem is None and store is not None
    assert queries.coup_count(store.db, 1) >= HANDS - 1


def test_the_history_screen_backs_everything_up_into_one_file(
    new_game: Callable[[], Context], written: Callable[[Seat], None]
) -> None:
    """COPIA DE SEGURIDAD: one file, made with SQLite's online backup while the game runs (its saves still in
    the journal), that alone holds the night, its coups and the top five; said with where it is."""
    game = new_game()
    game.night.startNight()
    play_a_hand(game)
    play_a_hand(game)
    written(game.seat)  # the copy holds what the writer thread has written
    game.history.open()
    game.history.files.backUp()
    (copy,) = (app_dirs().config.parent / "exportado").glob("baccarat-copia-*.sqlite3")
    assert str(copy) in game.history.files.message
    assert not Path(f"{copy}-wal").exists()
    db = sqlite3.connect(f"{copy.as_uri()}?mode=ro", uri=True)
    try:
        assert db.execute("SELECT COUNT(*) FROM coup").fetchone()[0] == 2
        assert db.execute("SELECT COUNT(*) FROM resume").fetchone()[0] == 1
    finally:
        db.close()


def test_a_read_only_folder_shows_the_journal_too(tmp_path: Path, mount_tmpfs: Mount) -> None:
    """Case 8: the database and its journal on a read-only disk, no ``-shm``: every save in the journal is
    shown (the old ``immutable=1`` read showed the file without them), and nothing is changed."""
    source, _ = a_crashed_history(tmp_path / "made-crashed")
    data = tmp_path / "data"
    mount_tmpfs(data, "size=8m")
    for extra in ("", "-wal"):
        shutil.copy(f"{source}{extra}", data / f"{FILE_NAME}{extra}")
    subprocess.run(["mount", "-o", "remount,ro", str(data)], check=True)
    before = {p.name: p.read_bytes() for p in data.iterdir()}
    store, problem = HistoryStore.open(data)
    assert problem is not None and problem.problem is Problem.UNWRITABLE
    assert store is not None and store.read_only
    assert queries.coup_count(store.db, 1) == HANDS
    store.close()
    assert {p.name: p.read_bytes() for p in data.iterdir()} == before
