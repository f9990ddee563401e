"""Issue 27, case 6: the first save ever makes the database on the writer thread, never on the GUI thread.

With no ``history.sqlite3`` yet, making it is several synced transactions (the schema's migrations): the
table must not wait for them. Every connection the game opens to the file goes through ``sqlite3.connect``
(wrapped here, the product untouched): none of them may be opened on the thread the table runs on, while
the saves made meanwhile land, in order, the last state winning.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import pytest

from baccarat_qt.boundary.seat import Seat
from baccarat_qt.engine.payouts import BetSpot
from baccarat_qt.engine.session import Session
from baccarat_qt.store import seal
from baccarat_qt.store.history_store import FILE_NAME, HistoryStore
from baccarat_qt.store.night_store import new_night_id


class Connections:
    """Each ``sqlite3.connect`` to the game's database, with the thread that opened it."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.seen: list[tuple[str, threading.Thread]] = []
        real = sqlite3.connect

        def connect(database: Any, *args: Any, **kwargs: Any) -> sqlite3.Connection:
            if FILE_NAME in str(database):
                self.seen.append((str(database), threading.current_thread()))
            db: sqlite3.Connection = real(database, *args, **kwargs)
            return db

        monkeypatch.setattr(sqlite3, "connect", connect)

    def on(self, thread: threading.Thread) -> list[str]:
        return [database for database, by in self.seen if by is thread]


def night_in(folder: Path, keys: Path) -> Mapping[str, Any] | None:
    """The night the file in ``folder`` holds, read as the next start reads it (after the seat closed)."""
    store, problem = HistoryStore.open(folder, key_folder=keys)
    assert store is not None and problem is None
    try:
        night, _bad = store.night(seal.load_key(keys))
    finally:
        store.close()
    return None if night is None else night.session_data


def test_the_first_save_makes_the_database_off_the_gui_thread(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, written: Callable[[Seat], None]
) -> None:
    folder, keys = tmp_path / "data", tmp_path / "config"
    said: list[str] = []
    seat = Seat(folder, said.append, key_folder=keys)
    try:
        night, _board = seat.saved()
        assert night is None and not (folder / FILE_NAME).exists()
        connections = Connections(monkeypatch)
        session = Session(rebet=False)
        seat.sit(session, new_night_id(), "clasica")
        seat.save()  # the first save ever: no file yet
        for spot in (BetSpot.BANKER, BetSpot.TIE, BetSpot.BANKER):
            session.place_chip(spot, 500)
            seat.save()
        early = seat.history(checked=False)  # H pressed before the file is made
        written(seat)
        gui = threading.current_thread()
        assert connections.seen, "the file was made"
        assert connections.on(gui) == [], "the GUI thread opened (made) the database"
        assert early is None, "H before the file is made: nothing made here"
        assert said == []
        made = seat.history(checked=False)
        assert made is not None and made.path == folder / FILE_NAME, "the file made is the seat's"
        assert connections.on(gui) == []
    finally:
        seat.close()
    assert night_in(folder, keys) == session.to_dict(), "the last save won, in order"


def test_a_database_removed_under_the_game_is_made_again_off_the_gui_thread(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, written: Callable[[Seat], None]
) -> None:
    """Another program removes the file while the game runs: the next save finds it gone, forgets what the
    old file held (``Saving.forget``) and has the writer make a new one, which then holds the night."""
    folder, keys = tmp_path / "data", tmp_path / "config"
    seat = Seat(folder, lambda _text: None, key_folder=keys)
    try:
        session = Session(rebet=False)
        seat.sit(session, new_night_id(), "clasica")
        session.place_chip(BetSpot.BANKER, 500)
        session.deal()
        session.open_all()
        seat.save()
        written(seat)
        assert seat.saving.recorded == (1, False), "the coup is in the file"
        for extra in ("", "-wal", "-shm"):
            Path(f"{folder / FILE_NAME}{extra}").unlink(missing_ok=True)
        connections = Connections(monkeypatch)
        session.place_chip(BetSpot.BANKER, 500)
        seat.save()
        assert seat.saving.recorded == (0, False), "the new file holds none of the night's coups yet"
        written(seat)
        assert connections.seen and connections.on(threading.current_thread()) == [], "made on the GUI thread"
    finally:
        seat.close()
    assert night_in(folder, keys) == session.to_dict()
