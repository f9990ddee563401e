"""Issue 27, case 1: a file set aside carries every bet of its coups into the new one, the EZ table's too.

The salvage once named the coup columns of version 3 only: a damaged file's DRAGÓN 7 and PANDA 8 stakes and
returns were dropped from the carried coups (the history then told a different night than was played).
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from baccarat_qt.problems import Problem
from baccarat_qt.store.history_store import HistoryStore
from tests.store.test_read_errors import a_store_file, edit

BETS = ("s_d7", "r_d7", "s_p8", "r_p8", "s_bp", "r_bp")


def _bets(db: sqlite3.Connection) -> list[tuple[object, ...]]:
    return db.execute(f"SELECT n, {', '.join(BETS)} FROM coup ORDER BY n").fetchall()


def test_the_ez_bets_of_a_damaged_file_are_carried(tmp_path: Path) -> None:
    path = a_store_file(tmp_path)
    edit(
        path,
        (
            "UPDATE coup SET s_d7 = 500, r_d7 = 2500, s_p8 = 100, r_p8 = 0, s_bp = 25, r_bp = 0 WHERE n = 2",
            (),
        ),
        ("DROP TABLE resume", ()),
    )
    before = sqlite3.connect(path)
    try:
        played = _bets(before)
    finally:
        before.close()
    assert played[1] == (2, 500, 2500, 100, 0, 25, 0)
    store, problem = HistoryStore.open(tmp_path)
    assert problem is not None and problem.problem is Problem.DAMAGED, problem
    assert store is not None and problem.carried is not None and problem.carried.coups == 3
    try:
        assert _bets(store.db) == played
    finally:
        store.close()


def test_a_file_of_an_earlier_version_without_ez_columns_still_gives_its_coups(tmp_path: Path) -> None:
    """Damaged and written before the EZ table (no ``s_d7``…): the coups it has come across, their EZ bets 0."""
    path = a_store_file(tmp_path)
    edit(
        path,
        ("DROP TRIGGER coup_sum", ()),
        *[(f"ALTER TABLE coup DROP COLUMN {name}", ()) for name in BETS[:4]],
        ("DROP TABLE resume", ()),
    )
    store, problem = HistoryStore.open(tmp_path)
    assert problem is not None and problem.problem is Problem.DAMAGED, problem
    assert store is not None and problem.carried is not None and problem.carried.coups == 3
    try:
        assert [row[1:5] for row in _bets(store.db)] == [(0, 0, 0, 0)] * 3
    finally:
        store.close()
