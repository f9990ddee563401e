"""Issue 29: H shows the list of nights at once; the totals across every night are read on a worker.

The totals cost one row per night (tens of milliseconds of the GUI thread
with 10,000 nights); they are read on a connection of the worker's own and
kept for the state of the file they were read from.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

from pytestqt.qtbot import QtBot

from baccarat_qt.boundary.context import Context
from baccarat_qt.boundary.history_workers import TotalsReader
from baccarat_qt.store import history_queries
from baccarat_qt.store.history_schema import MIGRATIONS, SCHEMA_VERSION
from baccarat_qt.store.history_store import HistoryStore
from tests.boundary.test_history_bad_rows import a_history, edit, said
from tests.store.test_history_store import record_night


def test_the_list_shows_before_the_totals_which_are_then_told_once(
    new_game: Callable[[], Context], qtbot: QtBot
) -> None:
    """Right after H the nights are counted and the screen reader has heard nothing; the totals come from the
    worker, and what H says (the totals) is said then, once."""
    a_history()
    game = new_game()
    history = game.history
    heard = said(game)
    history.open()
    assert history.nights.rowCount() == 3 and history.problem == ""
    assert (history.totalsSummary, history.betRows, heard) == ("", [], []), "the list did not wait for them"
    with qtbot.waitSignal(history.totalsSummaryChanged):
        pass
    assert history.totalsSummary.startswith("3 noches, 9 manos.")
    assert heard == [history.totalsSummary]


def test_a_later_h_shows_the_kept_totals_unless_the_file_changed(
    new_game: Callable[[], Context], qtbot: QtBot
) -> None:
    """H again with nothing written shows the totals at once; after another program wrote into the file they
    are read again (the old ones never shown)."""
    path = a_history()
    game = new_game()
    history = game.history
    heard = said(game)
    history.open()
    qtbot.waitUntil(lambda: history.totalsSummary != "")
    first = history.totalsSummary
    history.close()
    history.open()
    assert history.totalsSummary == first and heard[-1] == first, "kept, said at once"
    history.close()
    edit(path, "UPDATE night SET ending = 9 WHERE id = 2")  # one night no longer readable
    history.open()
    assert history.totalsSummary == "" and history.nights.rowCount() == 2
    qtbot.waitUntil(lambda: history.totalsSummary != "")
    assert history.totalsSummary.startswith("2 noches, 6 manos.")
    assert heard[-1] == f"{history.totalsSummary} {history.problem}"


def test_a_database_no_other_connection_can_open_is_read_on_this_thread(tmp_path: Path, qtbot: QtBot) -> None:
    """An in-memory database (nothing for a worker to open): the reader says so at once and reads them here."""
    db = sqlite3.connect(":memory:", isolation_level=None)
    for step in MIGRATIONS:
        step(db)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    store = HistoryStore(db, tmp_path / "history.sqlite3")
    record_night(store, "0a" * 16, 4)
    reader = TotalsReader()
    assert reader.start(store) is None and reader.busy
    read = reader.take()
    assert read is not None and read.failed and read.totals is None and not reader.busy
    assert reader.read_here(store) == history_queries.totals(db)
    assert reader.start(store) == history_queries.totals(db), "kept for the file as it is"
    db.close()
