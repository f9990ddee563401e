"""EZ nights in the history: a database of the last version before EZ migrates, and EZ's side bets are summed."""

from __future__ import annotations

import csv
import shutil
import sqlite3
from pathlib import Path

import pytest

from baccarat_qt.boundary.history_sentences import theoretical_return
from baccarat_qt.engine import BetSpot, TableKind
from baccarat_qt.engine.session import Session
from baccarat_qt.engine.shoe import Shoe, scripted
from baccarat_qt.store import history_csv
from baccarat_qt.store import history_queries as queries
from baccarat_qt.store.history_store import FILE_NAME, SCHEMA_VERSION, HistoryStore

BEFORE_EZ = Path(__file__).parents[1] / "data" / "before-ez" / FILE_NAME
PANDA_THEN_DRAGON = "TH TD 2H 7D 6D  TS TC 5H 3D 9D 4S"
"""A Panda 8 (player 2 draws a 6 against a standing 7), then a Dragon 7 (banker 3 draws a 4 against 4)."""
UID = "e2" * 16


def old_sums(path: Path) -> list[tuple[int, ...]]:
    """The per-night sums a version-3 file holds, read straight from it."""
    with sqlite3.connect(path) as db:
        return db.execute("SELECT * FROM night_sum ORDER BY night").fetchall()


@pytest.fixture
def migrated(tmp_path: Path) -> HistoryStore:
    """A copy of the version-3 database, opened (and so migrated) by this version."""
    shutil.copy(BEFORE_EZ, tmp_path / FILE_NAME)
    store, problem = HistoryStore.open(tmp_path)
    assert problem is None and store is not None
    return store


def test_the_file_is_the_last_version_before_ez() -> None:
    """The copy really is a version-3 file with the five bets' columns only."""
    with sqlite3.connect(BEFORE_EZ) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == 3
        columns = [row[1] for row in db.execute("PRAGMA table_info(coup)")]
    assert "s_d7" not in columns and "s_bp" in columns


def test_an_old_database_migrates_with_every_night_and_sum_kept(migrated: HistoryStore) -> None:
    """Version 3 opens at the current version: its nights, coups and per-bet sums unchanged, the new bets at 0."""
    before = old_sums(BEFORE_EZ)
    assert migrated.version == SCHEMA_VERSION
    nights = queries.nights(migrated.db, 0, 10)
    assert {n.table for n in nights} == {TableKind.CLASSIC, TableKind.NO_COMMISSION}
    assert sum(n.coups for n in nights) == 24
    after = migrated.db.execute("SELECT * FROM night_sum ORDER BY night").fetchall()
    assert [row[: len(before[0])] for row in after] == before
    assert all(row[len(before[0]) :] == (0, 0, 0, 0) for row in after)
    totals = queries.totals(migrated.db)
    assert {bet.spot for bet in totals.bets} == {
        BetSpot.PLAYER,
        BetSpot.BANKER,
        BetSpot.TIE,
        BetSpot.BANKER_PAIR,
    }
    coups = queries.coups(migrated.db, nights[0].id, 0, 100)
    assert sum(c.staked for c in coups) > 0 and all(c.coup.outcome is c.outcome for c in coups)


def test_an_ez_night_is_kept_and_its_side_bets_summed_against_the_theory(
    migrated: HistoryStore, tmp_path: Path
) -> None:
    """Coups at EZ with DRAGÓN 7 and PANDA 8 are written, read back, summed per table, and exported."""
    session = Session(
        table=TableKind.EZ, shoe=Shoe(shuffler=scripted(PANDA_THEN_DRAGON.split())), rebet=False
    )
    for _ in range(2):
        for spot in (BetSpot.BANKER, BetSpot.DRAGON_7, BetSpot.PANDA_8):
            session.place_chip(spot, 500)
        session.deal()
        session.open_all()
        assert session.last_result is not None
        migrated.record(
            UID,
            table=TableKind.EZ,
            deck="clasica",
            start_balance=50_000,
            coup=(session.hands_played, session.last_result),
        )
    ez = next(n for n in queries.nights(migrated.db, 0, 10) if n.uid == UID)
    assert ez.table is TableKind.EZ and ez.coups == 2 and ez.balance == session.balance
    panda, dragon = queries.coups(migrated.db, ez.id, 0, 10)
    assert panda.bets == (
        (BetSpot.BANKER, 500, 0),
        (BetSpot.DRAGON_7, 500, 0),
        (BetSpot.PANDA_8, 500, 500 * 26),
    )
    assert dragon.bets == (
        (BetSpot.BANKER, 500, 500),  # the Dragon 7 pushes BANCA
        (BetSpot.DRAGON_7, 500, 500 * 41),
        (BetSpot.PANDA_8, 500, 0),
    )
    totals = {(b.table, b.spot): (b.staked, b.returned) for b in queries.totals(migrated.db).bets}
    assert totals[TableKind.EZ, BetSpot.DRAGON_7] == (1000, 500 * 41)
    assert totals[TableKind.EZ, BetSpot.PANDA_8] == (1000, 500 * 26)
    assert totals[TableKind.EZ, BetSpot.BANKER] == (1000, 500)
    assert round(theoretical_return(TableKind.EZ, BetSpot.DRAGON_7), 4) == round(100 - 7.6113, 4)
    assert round(theoretical_return(TableKind.EZ, BetSpot.PANDA_8), 4) == round(100 - 10.1876, 4)
    migrated.close()
    again, problem = HistoryStore.open(tmp_path)
    assert problem is None and again is not None
    kept = {(b.table, b.spot): (b.staked, b.returned) for b in queries.totals(again.db).bets}
    assert kept == totals
    again.close()


def test_the_csv_has_the_side_bets_columns(migrated: HistoryStore, tmp_path: Path) -> None:
    """An export names DRAGÓN 7 and PANDA 8's stakes and returns like every other bet's."""
    out = tmp_path / "todo.csv"
    exported = history_csv.export_csv(migrated.db, out)
    assert (exported.rows, exported.path) == (24, out)
    with out.open(encoding="utf-8") as handle:
        header = next(csv.reader(handle))
    assert {"apuesta_dragon_7", "devuelto_dragon_7", "apuesta_panda_8", "devuelto_panda_8"} <= set(header)
