"""Files written before the Python–QML boundary existed: a night, the settings and the top five load as they did.

``tests/data/before-boundary`` holds them as that version wrote them: the night and
the top five are imported into the database (the old files kept beside it, renamed),
the settings read as they are, and the night goes on where it was.
"""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from baccarat_qt.boundary.context import Context
from baccarat_qt.boundary.enums import Phase, Screen
from baccarat_qt.store.storage import app_dirs


def test_old_saved_files_still_load(qtbot: QtBot) -> None:
    """A night, settings and top five written before this boundary existed load as they did."""
    data = Path(__file__).parents[1] / "data" / "before-boundary"
    dirs = app_dirs()
    for folder, name in (
        (dirs.data, "night.json"),
        (dirs.data, "leaderboard.json"),
        (dirs.config, "settings.json"),
    ):
        folder.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes((data / name).read_bytes())
    ctx = Context(None, dirs=dirs)
    try:
        assert ctx.announcer.notice == ""
        assert ctx.night.savedNightAvailable
        assert ctx.night.leaderboard.rowCount() == 2
        for name in ("night.json", "leaderboard.json"):  # imported into the database, kept beside it
            assert not (dirs.data / name).exists()
            assert (dirs.data / f"{name}.imported").read_bytes() == (data / name).read_bytes()
        assert ctx.preferences.tableKind == "no_commission" and ctx.preferences.highContrast
        ctx.night.continueNight()
        assert ctx.night.screen == Screen.Table
        assert ctx.table.phase == Phase.Revealing
        assert ctx.table.totalBet == 3_000
        assert ctx.preferences.deckDesign == "azul"
    finally:
        with qtbot.waitSignal(ctx.destroyed, timeout=5_000):
            ctx.deleteLater()
