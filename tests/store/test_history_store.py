"""The history database: migrations, one coup one row, bad files, totals and CSV against the rows."""

from __future__ import annotations

import csv
import datetime as dt
import errno
import os
import random
import shutil
import sqlite3
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from baccarat_qt.boundary.context import Context
from baccarat_qt.boundary.seat import Seat
from baccarat_qt.engine import BetSpot, TableKind
from baccarat_qt.engine.ending import Ending
from baccarat_qt.engine.events import HandResult
from baccarat_qt.engine.session import Session
from baccarat_qt.engine.shoe import Shoe, fisher_yates
from baccarat_qt.problems import Problem
from baccarat_qt.store import history_csv
from baccarat_qt.store import history_queries as queries
from baccarat_qt.store.history_store import (
    FILE_NAME,
    MIGRATIONS,
    SCHEMA_VERSION,
    SPOTS,
    HistoryStore,
    card_bytes,
    coup_values,
)
from baccarat_qt.store.leaderboard import Entry, Leaderboard
from baccarat_qt.store.storage import app_dirs
from tests.support.gui import play_a_hand
from tests.support.tmpfs import Mount

UID = "ab" * 16


def play(session: Session, hands: int) -> list[tuple[int, HandResult]]:
    """Play ``hands`` coups with a few bets each; the (number, result) of each."""
    played = []
    spots = [BetSpot.BANKER, BetSpot.PLAYER, BetSpot.TIE, BetSpot.PLAYER_PAIR]
    for n in range(hands):
        session.place_chip(spots[n % 2], 500)
        if n % 3 == 0:
            session.place_chip(spots[2 + n % 2], 500)
        session.deal()
        session.open_all()
        assert session.last_result is not None
        played.append((session.hands_played, session.last_result))
    return played


def record_night(store: HistoryStore, uid: str, hands: int, table: TableKind = TableKind.CLASSIC) -> Session:
    """A night of ``hands`` coups written as the seat writes them."""
    # A seeded shoe: on a random one, 300 hands of these bets now and then ran out of chips (over_balance).
    session = Session(table=table, rebet=False, shoe=Shoe(shuffler=fisher_yates(random.Random(7))))
    for number, result in play(session, hands):
        store.record(uid, table=table, deck="clasica", start_balance=50_000, coup=(number, result))
    return session


def build_at(path: Path, version: int) -> sqlite3.Connection:
    """A database as a game of schema ``version`` left it, with a night of three coups when it had coups."""
    db = sqlite3.connect(path, isolation_level=None)
    for step in MIGRATIONS[:version]:
        step(db)
    db.execute(f"PRAGMA user_version = {version}")
    if version >= 1:
        db.execute(
            "INSERT INTO night (uid, started, tbl, deck, start_balance) VALUES (?, 1700000000, 1, 'clasica', 50000)",
            (UID,),
        )
        session = Session(table=TableKind.NO_COMMISSION, rebet=False)
        for number, result in play(session, 3):
            row = coup_values(1, number, number * 30, result)
            if version < 4:  # before EZ: the five bets of CLÁSICA and SIN COMISIÓN
                row = row[:15] + row[-1:]
            db.execute("INSERT INTO coup VALUES (" + ", ".join("?" * len(row)) + ")", row)
    return db


@pytest.mark.parametrize("version", range(SCHEMA_VERSION))
def test_migrates_from_every_earlier_version(tmp_path: Path, version: int) -> None:
    """A file of each earlier schema opens at the current one with every night and coup kept, and sums right."""
    build_at(tmp_path / FILE_NAME, version).close()
    store, problem = HistoryStore.open(tmp_path)
    assert problem is None and store is not None
    assert store.version == SCHEMA_VERSION
    rows = queries.coups(store.db, 1, 0, 100) if version else []
    assert len(rows) == (3 if version else 0)
    totals = queries.totals(store.db)
    assert totals.coups == len(rows)
    assert sum(b.staked for b in totals.bets) == sum(r.staked for r in rows)
    assert queries.night_count(store.db) == (1 if version else 0)
    assert store.night(None) == (None, None), "no night in progress came from an older file"
    board = Leaderboard([Entry("Ana", 60_000, TableKind.CLASSIC, dt.date(2026, 1, 2), UID)])
    store.finish(board)  # the top five (version 3) is there to be written
    store.close()
    again, problem = HistoryStore.open(tmp_path)
    assert problem is None and again is not None and again.version == SCHEMA_VERSION
    assert again.top_five()[0].entries == board.entries
    assert queries.night_count(again.db) == (1 if version else 0)
    again.close()


def test_one_coup_is_one_row_and_a_second_write_of_it_is_ignored(tmp_path: Path) -> None:
    """The same coup written twice (a crash, then settled again from the saved night) stays one row."""
    store, _ = HistoryStore.open(tmp_path)
    assert store is not None
    session = Session(rebet=False)
    ((number, result),) = play(session, 1)
    for _ in range(2):
        store.record(UID, table=session.table, deck="clasica", start_balance=50_000, coup=(number, result))
    rows = queries.coups(store.db, 1, 0, 10)
    assert [r.number for r in rows] == [1]
    assert rows[0].cards == result.coup.cards_in_deal_order
    assert rows[0].balance == session.balance
    assert queries.totals(store.db).coups == 1


def test_totals_equal_the_sums_of_the_rows(tmp_path: Path) -> None:
    """Nights, coups, best and worst, and each bet at each table: summed here from every row."""
    store, _ = HistoryStore.open(tmp_path)
    assert store is not None
    for k, (hands, table) in enumerate(
        [(7, TableKind.CLASSIC), (12, TableKind.NO_COMMISSION), (4, TableKind.CLASSIC)]
    ):
        session = record_night(store, f"{k:032x}", hands, table)
        store.record(
            f"{k:032x}",
            table=table,
            deck="clasica",
            start_balance=50_000,
            ending=(Ending.LEFT, session.balance),
        )
    totals = queries.totals(store.db)
    staked: dict[tuple[TableKind, BetSpot], list[int]] = {}
    nets = {}
    all_coups = 0
    for night in queries.nights(store.db, 0, 100):
        rows = queries.coups(store.db, night.id, 0, 1000)
        all_coups += len(rows)
        nets[night.id] = rows[-1].balance - 50_000
        for row in rows:
            for spot, stake, back in row.bets:
                pair = staked.setdefault((night.table, spot), [0, 0])
                pair[0] += stake
                pair[1] += back
    assert totals.nights == 3 and totals.coups == all_coups == 23
    assert {(b.table, b.spot): [b.staked, b.returned] for b in totals.bets} == staked
    assert totals.best is not None and totals.best.net == max(nets.values())
    assert totals.worst is not None and totals.worst.net == min(nets.values())


def test_csv_export_round_trips(tmp_path: Path) -> None:
    """Every coup comes back from the CSV: cards by side, totals, result, each bet and return, the balance."""
    store, _ = HistoryStore.open(tmp_path)
    assert store is not None
    record_night(store, "01" * 16, 9)
    record_night(store, "02" * 16, 5, TableKind.NO_COMMISSION)
    out = tmp_path / "export" / "todo.csv"
    assert history_csv.export_csv(store.db, out) == history_csv.Exported(14, out)
    with out.open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == 14
    back = []
    for row in rows:
        cards = row["cartas_jugador"].split() + row["cartas_banca"].split()
        bets = tuple(
            (
                spot,
                round(float(row[f"apuesta_{spot.value}"]) * 100),
                round(float(row[f"devuelto_{spot.value}"]) * 100),
            )
            for spot in SPOTS
            if float(row[f"apuesta_{spot.value}"]) > 0
        )
        back.append((row["noche"], int(row["mano"]), sorted(cards), bets, round(float(row["saldo"]) * 100)))
    expected = []
    for night in sorted(queries.nights(store.db, 0, 10), key=lambda n: n.id):
        for coup in queries.coups(store.db, night.id, 0, 100):
            expected.append((night.uid, coup.number, sorted(map(str, coup.cards)), coup.bets, coup.balance))
    assert back == expected
    one = tmp_path / "una.csv"
    assert history_csv.export_csv(store.db, one, [2]) == history_csv.Exported(5, one)


# --- bad files ----------------------------------------------------------------------------------


def a_real_history(folder: Path, hands: int = 40) -> Path:
    """A history with one night, closed (checkpointed) so the file alone holds it."""
    store, _ = HistoryStore.open(folder)
    assert store is not None
    record_night(store, UID, hands)
    store.close()
    return folder / FILE_NAME


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


def test_a_night_played_through_the_game_is_one_row_per_coup(
    new_game: Callable[[], Context], written: Callable[[Seat], None]
) -> None:
    """Each settled coup is one row with the cards, the bets and the balance after; the end is kept."""
    game = new_game()
    game.night.startNight()
    balances = []
    for _ in range(6):
        play_a_hand(game)
        session = game.seat.session
        assert session is not None and session.last_result is not None
        balances.append(session.last_result.balance)  # before the rebet's chips go down again
    game.night.leave()
    written(game.seat)
    store = game.seat.history()
    assert store is not None
    (night,) = queries.nights(store.db, 0, 10)
    rows = queries.coups(store.db, night.id, 0, 100)
    assert [r.number for r in rows] == [1, 2, 3, 4, 5, 6]
    assert [r.balance for r in rows] == balances
    assert all(r.bets and r.bets[0][0] is BetSpot.BANKER for r in rows)
    assert night.ending is Ending.LEFT
    assert queries.balances(store.db, night.id) == [50_000, *balances]


def test_card_bytes_are_one_byte_per_card() -> None:
    """The packing the benchmark measures: a six-card coup is six bytes."""
    from baccarat_qt.engine.cards import full_deck

    assert len(card_bytes(full_deck()[:6])) == 6


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
