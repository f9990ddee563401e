"""Issue 27, case 4: every save the table shows as done is on disk, its journal synced before the save returns.

The real save path (:class:`Seat`: a chip, a deal, a settled coup, each one transaction, written on the
writer thread) runs in a child process under ``strace -f``, which records the system calls SQLite makes (its
own C code: no Python hook can see them) on every thread: each write to the ``-wal`` and each
``fsync``/``fdatasync``, with the file each descriptor names. When the writer reports a save committed
(``Saving.landed``, back on the GUI thread: what lets the table count it as saved), the child writes ``ACK``
to its standard output. For every ACK, the last
write to the journal before it must be followed by a sync of the journal before the ACK. With
``synchronous=NORMAL`` (the old setting) a commit is never synced until a checkpoint, and this fails.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SAVES = 40

CHILD = textwrap.dedent(
    """
    import os, sys
    from pathlib import Path
    from PySide6.QtCore import QCoreApplication, QEventLoop
    from baccarat_qt.boundary.seat import Seat
    from baccarat_qt.engine.payouts import BetSpot
    from baccarat_qt.engine.session import Phase, Session
    from baccarat_qt.store.night_store import new_night_id

    app = QCoreApplication([])
    home = Path(sys.argv[1])
    seat = Seat(home / "data", lambda text: print("NOTICE", text, file=sys.stderr), key_folder=home / "config")
    loop = QEventLoop()

    def acknowledged(landed):
        os.write(1, b"ACK\\n")  # the writer thread reported the commit: the table may show it as saved
        loop.quit()

    seat.saving.landed.connect(acknowledged)
    session = Session(rebet=False)
    seat.sit(session, new_night_id(), "clasica")
    made = 0

    def save():
        global made
        seat.save()
        made += 1
        while seat.saving.landed_count < made:
            loop.exec()

    while made < int(sys.argv[2]):
        if session.phase is Phase.BETTING:
            session.place_chip(BetSpot.BANKER, 500)
            save()
            session.deal()
        else:
            session.open_all()
        save()
    seat.close()
    """
)


@pytest.mark.skipif(shutil.which("strace") is None, reason="needs strace")
def test_every_acknowledged_save_was_synced_first(tmp_path: Path) -> None:
    """Each save's journal write is followed by an fsync of the journal before the save returns."""
    log = tmp_path / "strace.txt"
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT / "src"), str(ROOT)]))
    subprocess.run(
        [
            *("strace", "-f", "-y", "-qq", "-e", "trace=write,pwrite64,fsync,fdatasync", "-o", str(log)),
            *(sys.executable, "-c", CHILD, str(tmp_path / "home"), str(SAVES)),
        ],
        check=True,
        env=env,
        capture_output=True,
        timeout=120,
    )
    acks = unsynced = 0
    wrote_since_sync = False
    for line in log.read_text().splitlines():
        call = re.search(r"(\w+)\((\d+)(?:<([^>]*)>)?", line)
        if call is None:
            continue
        name, fd, path = call.group(1), int(call.group(2)), call.group(3) or ""
        if name == "write" and fd == 1 and '"ACK\\n"' in line:
            acks += 1
            unsynced += wrote_since_sync
            wrote_since_sync = False
        elif path.endswith("history.sqlite3-wal") and name in ("write", "pwrite64"):
            wrote_since_sync = True
        elif path.endswith("history.sqlite3-wal") and name in ("fsync", "fdatasync"):
            wrote_since_sync = False
    assert acks >= SAVES
    assert unsynced == 0, f"{unsynced} of {acks} acknowledged saves had no fsync of the journal behind them"
