"""Schema version 5 (issue 29, the first H): an index of the nights that can be shown.

Counting the readable nights and walking the list's pages read the index
rather than testing each of 10,000 night rows on the GUI thread; SQLite keeps
it as rows are written or edited, so a night edited into nonsense leaves it.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from baccarat_qt.store import history_queries as queries
from baccarat_qt.store.history_schema import FILE_NAME, SCHEMA_VERSION
from baccarat_qt.store.history_store import HistoryStore
from tests.store.test_history_store import build_at, record_night

READS: dict[str, Callable[[sqlite3.Connection], object]] = {
    "the count": queries.night_counts,
    "a page": lambda db: queries.nights(db, 100, 100),
    "the totals": queries.totals,
}


def plans(db: sqlite3.Connection, read: Callable[[sqlite3.Connection], object]) -> list[str]:
    """The query plan of each statement ``read`` runs."""
    statements: list[str] = []
    db.set_trace_callback(statements.append)
    try:
        read(db)
    finally:
        db.set_trace_callback(None)
    return [" / ".join(str(row[3]) for row in db.execute(f"EXPLAIN QUERY PLAN {sql}")) for sql in statements]


@pytest.fixture
def store(tmp_path: Path) -> HistoryStore:
    """A version-4 file (one night) opened, and so migrated, with two more nights written."""
    build_at(tmp_path / FILE_NAME, 4).close()
    opened, problem = HistoryStore.open(tmp_path)
    assert problem is None and opened is not None and opened.version == SCHEMA_VERSION
    for uid in ("0b" * 16, "0c" * 16):
        record_night(opened, uid, 2)
    return opened


def test_a_version_4_file_gets_the_index_of_every_night_it_holds(store: HistoryStore) -> None:
    index = store.db.execute("SELECT sql FROM sqlite_schema WHERE name = 'night_shown'").fetchone()
    assert index is not None and "WHERE typeof(started) = 'integer'" in index[0]
    assert store.db.execute("PRAGMA integrity_check").fetchone() == ("ok",), "the index holds the old nights"
    assert queries.night_counts(store.db) == (3, 0)
    store.close()


@pytest.mark.parametrize("read", READS)
def test_the_readable_nights_are_found_through_the_index(store: HistoryStore, read: str) -> None:
    """The queries' test of a readable night still matches the index's (else SQLite would test every row)."""
    found = plans(store.db, READS[read])
    assert any("night_shown" in plan for plan in found), found
    store.close()


def test_a_night_edited_into_nonsense_leaves_the_index(store: HistoryStore) -> None:
    store.db.execute("UPDATE night SET tbl = 7 WHERE id = 2")
    assert queries.night_counts(store.db) == (2, 1)
    assert [night.id for night in queries.nights(store.db, 0, 10)] == [3, 1]
    assert queries.totals(store.db).nights == 2
    store.db.execute("UPDATE night SET tbl = 1 WHERE id = 2")
    assert queries.night_counts(store.db) == (3, 0)
    store.close()
