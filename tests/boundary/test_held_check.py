"""Issue 27, case 6: a database another program held at start is opened once free, and its full check
(``PRAGMA quick_check``, which reads every page: half a second for a million coups) runs on a worker that the
writer waits for, never on the GUI thread; nothing is written into the file before it passed.

Every statement the game runs on the file is seen through a trace set on each connection it opens
(``sqlite3.connect`` wrapped here, the product untouched), with the thread that ran it.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable
from typing import Any

import pytest

from baccarat_qt.boundary.seat import Seat
from baccarat_qt.engine.payouts import BetSpot
from baccarat_qt.engine.session import Session
from baccarat_qt.store.history_store import FILE_NAME
from baccarat_qt.store.night_store import new_night_id
from baccarat_qt.store.storage import app_dirs
from tests.support.gui import save_a_played_night
from tests.support.holder import Holder


class Statements:
    """Each statement run on the game's database, with the thread that ran it."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.run: list[tuple[str, threading.Thread]] = []
        real = sqlite3.connect

        def connect(database: Any, *args: Any, **kwargs: Any) -> sqlite3.Connection:
            db: sqlite3.Connection = real(database, *args, **kwargs)
            if FILE_NAME in str(database):
                db.set_trace_callback(lambda sql: self.run.append((sql, threading.current_thread())))
            return db

        monkeypatch.setattr(sqlite3, "connect", connect)

    def threads_of(self, word: str) -> list[threading.Thread]:
        return [thread for sql, thread in list(self.run) if word in sql]


def test_the_full_check_of_a_database_held_at_start_runs_off_the_gui_thread(
    monkeypatch: pytest.MonkeyPatch, written: Callable[[Seat], None]
) -> None:
    save_a_played_night(1, seed=9)
    dirs = app_dirs()
    statements = Statements(monkeypatch)
    said: list[str] = []
    seat = Seat(dirs.data, said.append, key_folder=dirs.config)
    try:
        with Holder(dirs.data / FILE_NAME, readers_too=True) as holder:
            night, _board = seat.saved()
            assert night is None and said and holder.holding, "held at start: said so, nothing read"
            session = Session(rebet=False)
            seat.sit(session, new_night_id(), "clasica")
            session.place_chip(BetSpot.BANKER, 500)
            seat.save()
            assert seat.saving.pending() == 1 and holder.holding, "queued while held"
        written(seat)  # once free, opened again (tried every REOPEN_MS), checked, then written
        gui = threading.current_thread()
        checks = statements.threads_of("quick_check")
        assert checks, "the file was fully checked before the game wrote into it"
        assert gui not in checks, "the full check ran on the GUI thread"
        assert statements.threads_of("resume"), "the save landed"
        first_write = next(
            i for i, (sql, _) in enumerate(statements.run) if sql.startswith("INSERT INTO resume")
        )
        first_check = next(i for i, (sql, _) in enumerate(statements.run) if "quick_check" in sql)
        assert first_check < first_write, "nothing written before the check"
    finally:
        seat.close()
