"""Issue 27, case 3: however the game ends, ``history.sqlite3`` alone holds everything afterwards.

The real game (``tests/support/crash_driver.py``: ``launch`` and the event loop, a robot player) is
ended with SIGTERM or SIGINT mid-play; then the database file is copied alone, without its ``-wal``
and ``-shm``, as a player backing up "history.sqlite3" would, and read: the same night and the same
coups as the whole folder holds.
"""

from __future__ import annotations

import shutil
import signal
import sqlite3
import tempfile
from pathlib import Path

import pytest

from baccarat_qt.store.history_store import FILE_NAME
from baccarat_qt.store.storage import AppDirs
from tests.support.game_runs import Run


def everything(path: Path) -> tuple[object, ...]:
    db = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    try:
        return (
            db.execute("SELECT doc FROM resume").fetchall(),
            db.execute("SELECT * FROM night ORDER BY id").fetchall(),
            db.execute("SELECT night, n, cards, balance FROM coup ORDER BY night, n").fetchall(),
        )
    finally:
        db.close()


@pytest.mark.parametrize("ending", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_the_database_file_alone_is_whole_after_the_game_ends(tmp_path: Path, ending: signal.Signals) -> None:
    """Ended by a signal after some play: the game quits by itself (exit 0) without a Qt or QML warning, the
    journal is folded in, and the one file copied alone reads the same as the folder."""
    home = tmp_path / "home"
    dirs = AppDirs(home / "config", home / "data")
    with (tmp_path / "stderr.txt").open("w") as stderr:
        run = Run(home, 7, stderr)
        assert run.wait_for(lambda lines: sum(line.startswith("A settlement") for line in lines) >= 3, 60)
        run.process.send_signal(ending)
        code = run.process.wait(timeout=30)
    assert code == 0, (tmp_path / "stderr.txt").read_text()[-2000:]
    run.reader.join()
    assert run.warnings() == [], "the game's play and quit gave Qt or QML warnings"
    path = dirs.data / FILE_NAME
    wal = Path(f"{path}-wal")
    assert not wal.exists() or wal.stat().st_size == 0
    with tempfile.TemporaryDirectory() as alone:
        copy = Path(alone) / FILE_NAME
        shutil.copyfile(path, copy)
        whole = everything(path)
        assert everything(copy) == whole
    assert whole[2], "coups were played and kept"
