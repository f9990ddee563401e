"""Issue 27, case 6: another program holds the game's database; the window and the table never wait for it.

The lock is held by a child process (``tests/support/holder.py``, ``BEGIN EXCLUSIVE`` as the ``sqlite3``
shell takes it) from before the game starts until the test lets go. Everything below happens while it is
held, so none of it can have waited for it to end: the first frame, the night offered, chips on the table
(each shown at once), the notice that the data is locked by another program. Then the lock goes and the
saves queued meanwhile land, in order, the last state winning; nothing was lost. No step is timed: the
proof is that the lock was still held when each happened.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pytestqt.qtbot import QtBot

from baccarat_qt.boundary.enums import Screen
from baccarat_qt.boundary.seat import Seat
from baccarat_qt.store.history_store import FILE_NAME
from baccarat_qt.store.storage import app_dirs
from tests.support.gui import continue_the_night, play_a_hand, save_a_played_night, start_app
from tests.support.holder import Holder

ROOT = Path(__file__).resolve().parents[2]


READ = textwrap.dedent(
    """
    import json, sys
    from pathlib import Path
    from baccarat_qt.store import seal
    from baccarat_qt.store.history_store import HistoryStore

    store, problem = HistoryStore.open(Path(sys.argv[1]), check=False)
    night, _problem = store.night(seal.load_key(Path(sys.argv[2])))
    store.close()
    print(json.dumps(None if night is None else night.session_data))
    """
)


def on_disk() -> dict[str, Any] | None:
    """The night the file holds right now, read as the next start reads it, by another process (not through
    the game's writer, which may be held; and not in this process, whose SQLite locks a look at the file
    from here would drop)."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT / "src"), str(ROOT)]))
    dirs = app_dirs()
    done = subprocess.run(
        [sys.executable, "-c", READ, str(dirs.data), str(dirs.config)],
        capture_output=True,
        text=True,
        check=True,
        env=env,
        timeout=60,
    )
    found: dict[str, Any] | None = json.loads(done.stdout.strip().splitlines()[-1])
    return found


def test_a_database_held_by_another_program_never_stops_the_table(
    qtbot: QtBot, written: Callable[[Seat], None]
) -> None:
    save_a_played_night(2, seed=7)
    with Holder(app_dirs().data / FILE_NAME) as holder:
        app = start_app(qtbot)
        try:
            assert app.window.isExposed() and holder.holding, "the first frame came while the lock was held"
            assert app.night.savedNightAvailable  # read while held: only writers wait
            app.prefs.setLanguage("en")
            continue_the_night(app)
            seat, table = app.context.seat, app.context.table
            before = on_disk()
            assert before is not None
            landed: list[int] = []
            seat.saving.landed.connect(landed.append)
            for spot in ("banker", "banker", "tie", "banker_pair"):
                shown = table.totalBet
                table.placeChip(spot)
                assert table.totalBet > shown, "the chip is on the table at once"
            qtbot.waitUntil(lambda: "locked by another program" in app.announcer.notice, timeout=30_000)
            assert landed == [], "nothing landed while held"
            assert holder.holding, "the notice came while the lock was held"
            assert seat.saving.pending() >= 4
            now = on_disk()
            assert now == before, "nothing written while held"
            holder.release()
            written(seat)
            assert landed == sorted(landed) and len(landed) >= 4
            session = seat.session
            night = on_disk()
            assert session is not None and night is not None
            assert night == session.to_dict(), "the last state won: every chip is in the file"
            assert "everything you played meanwhile is saved" in app.announcer.notice, app.announcer.notice
        finally:
            app.close()


def test_a_database_locked_even_for_reading_at_start_is_opened_once_free(
    qtbot: QtBot, written: Callable[[Seat], None]
) -> None:
    """Locked for readers too at start-up: the lobby comes at once and says so; a new night is played and
    queued; once the other program lets go, the file is opened (what it held copied aside first) and the
    night lands."""
    save_a_played_night(1, seed=9)
    with Holder(app_dirs().data / FILE_NAME, readers_too=True) as holder:
        app = start_app(qtbot)
        try:
            assert app.window.isExposed() and holder.holding
            assert "Otro programa tiene bloqueados los datos del juego" in app.announcer.notice
            assert app.night.screen == Screen.Lobby
            app.sit_down()
            app.context.table.placeChip("player")
            assert app.context.table.totalBet > 0 and holder.holding
            assert app.context.seat.saving.pending() >= 2  # the new night, its chip: queued
            holder.release()
            written(app.context.seat)
            session = app.context.seat.session
            night = on_disk()
            assert session is not None and night == session.to_dict()
            assert "se copió antes en" in app.announcer.notice, app.announcer.notice
        finally:
            app.close()


def test_the_history_shows_saves_that_land_after_it_opened(qtbot: QtBot) -> None:
    """H pressed while a hand's save is still queued (another program holds the file): the list shows what
    the file holds; once the save lands, the new night is in the list, without H pressed again."""
    save_a_played_night(1, seed=3)
    with Holder(app_dirs().data / FILE_NAME) as holder:
        app = start_app(qtbot)
        try:
            app.prefs.setPace("instant")
            app.night.startNight()  # a new night (in place of the saved one): its row comes with its first hand
            qtbot.waitUntil(lambda: app.night.screen == Screen.Table)
            play_a_hand(app.context)
            history, saving = app.context.history, app.context.seat.saving
            history.open()
            before = history.nights.rowCount()
            assert before >= 1 and holder.holding and saving.pending(), "H came while the hand was queued"
            holder.release()
            qtbot.waitUntil(lambda: history.nights.rowCount() == before + 1, timeout=30_000)
            assert history.shown and saving.pending() == 0
        finally:
            app.close()
