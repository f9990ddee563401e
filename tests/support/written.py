"""Waiting for the game's saves to reach the database (they are written on the writer thread).

The table goes on as soon as an action is queued; a test that reads the files right after an action first
waits here, on the seat's ``settled`` signal (the saves' outcome comes back on the GUI thread through the
event loop, which runs while it waits): no sleep, and a failure, not a hang, if they never land.
"""

from __future__ import annotations

import weakref

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer
from shiboken6 import Shiboken

from baccarat_qt.boundary.seat import Seat

__all__ = ["GIVE_UP_MS", "SEATS", "all_written", "written"]

SEATS: weakref.WeakSet[Seat] = weakref.WeakSet()
"""The seats of the games the test fixtures started (``new_game``, ``start_app``): what the readers of
``tests/support/stored.py`` wait for before they read the files, as the next start would read them."""

GIVE_UP_MS = 30_000
"""When a save that never lands fails the test (the machine is loaded: generous)."""


def written(seat: Seat) -> None:
    """Return once every save the seat has made so far is in the database (needs the test's application)."""
    saving = seat.saving
    if not Shiboken.isValid(saving) or not saving.pending():
        return  # (a game deleted: its saves went with it, its writer drained first)
    assert QCoreApplication.instance() is not None, "waiting for the writer needs the test's application"
    loop = QEventLoop()
    give_up = QTimer(singleShot=True, interval=GIVE_UP_MS)
    give_up.timeout.connect(loop.quit)
    saving.settled.connect(loop.quit)
    give_up.start()
    try:
        while saving.pending() and give_up.isActive():
            loop.exec()
    finally:
        saving.settled.disconnect(loop.quit)
        give_up.stop()
    assert not saving.pending(), f"{saving.pending()} saves still not written"


def all_written() -> None:
    """Return once every game the fixtures started has its saves in the database (a deleted game's seat is
    forgotten: with the collector off in the tests' process, its wrapper can outlive it for hundreds of games)."""
    for seat in list(SEATS):
        if Shiboken.isValid(seat) and Shiboken.isValid(seat.saving):
            written(seat)
        else:
            SEATS.discard(seat)
