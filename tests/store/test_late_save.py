"""Issue 27, case 3: a save that comes after the game ended still leaves ``history.sqlite3`` whole alone.

Qt's event loop can run one more queued action after ``aboutToQuit`` (seen with SIGTERM under load: the
robot's chip came after :meth:`Seat.close`, reopened the database and left three frames in its ``-wal``).
"""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

from baccarat_qt.boundary.seat import Seat
from baccarat_qt.engine.payouts import BetSpot
from baccarat_qt.engine.session import Session
from baccarat_qt.store.history_store import FILE_NAME
from baccarat_qt.store.night_store import new_night_id


def _contents(path: Path) -> tuple[int, int]:
    """The number of coups and the length of the resume document in the file ``path``, read alone."""
    db = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    try:
        coups = db.execute("SELECT count(*) FROM coup").fetchone()[0]
        (doc,) = db.execute("SELECT doc FROM resume").fetchone()
    finally:
        db.close()
    return int(coups), len(str(doc))


def test_a_save_after_close_is_folded_into_the_one_file(tmp_path: Path) -> None:
    home = tmp_path / "home"
    seat = Seat(home / "data", lambda _text: None, key_folder=home / "config")
    session = Session(rebet=False)
    seat.sit(session, new_night_id(), "clasica")
    session.place_chip(BetSpot.BANKER, 500)
    seat.save()
    session.deal()
    session.open_all()
    seat.save()
    seat.close()
    path = home / "data" / FILE_NAME
    wal = Path(f"{path}-wal")
    assert not wal.exists() or wal.stat().st_size == 0
    session.place_chip(BetSpot.PLAYER, 500)  # an action the loop still ran after the game's end
    seat.save()
    assert not wal.exists() or wal.stat().st_size == 0, "the late save left its frames in the journal"
    alone = tmp_path / "alone" / FILE_NAME
    alone.parent.mkdir()
    shutil.copyfile(path, alone)
    seat_again = Seat(home / "data", lambda _text: None, key_folder=home / "config")
    night, _board = seat_again.saved()
    seat_again.close()
    assert night is not None and night.session().bets.get(BetSpot.PLAYER) == 500
    assert _contents(alone) == _contents(path)
