"""The game's objects go while saves are still queued (a test's game closed, a window torn down): the saves
land, and the writer thread, whose news no longer has anyone to go to, ends quietly instead of raising."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot

from baccarat_qt.boundary.seat import Seat
from baccarat_qt.engine.payouts import BetSpot
from baccarat_qt.engine.session import Session
from baccarat_qt.store.night_store import new_night_id
from baccarat_qt.store.storage import AppDirs
from tests.support.stored import saved_night


class GameObjects(QObject):
    """A Python QObject, as the game's ``Context`` is (its wrapper goes before Qt's destructor runs)."""


@pytest.mark.parametrize("kind", [QObject, GameObjects], ids=["Qt object", "Python subclass"])
def test_owner_deleted_with_saves_queued(tmp_path: Path, qtbot: QtBot, kind: type[QObject]) -> None:
    """Deleting the owner drains the queue (its bounded wait); no exception escapes the writer thread."""
    folder, keys = tmp_path / "data", tmp_path / "config"
    raised: list[BaseException | None] = []
    previous = threading.excepthook
    threading.excepthook = lambda args: raised.append(args.exc_value)
    try:
        engine = QObject()  # the game's objects are its engine's child, deleted with it
        owner = kind(engine)
        seat = Seat(folder, lambda _text: None, key_folder=keys, owner=owner)
        session = Session(rebet=False)
        seat.sit(session, new_night_id(), "clasica")
        seat.save()  # the first save ever: the writer makes the database (several synced transactions)
        for _ in range(5):
            session.place_chip(BetSpot.BANKER, 500)
            seat.save()
        assert seat.saving.pending() > 0, "saves still queued as the owner goes"
        del owner
        with qtbot.waitSignal(engine.destroyed, timeout=10_000):
            engine.deleteLater()
        assert raised == [], raised
    finally:
        threading.excepthook = previous
    night, problem = saved_night(AppDirs(keys, folder))
    assert problem is None and night is not None and night.session_data == session.to_dict(), (
        "every save landed, in order"
    )
