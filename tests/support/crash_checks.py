"""The files a killed game left, read as its next start will read them, and checked (:func:`check_files`).

Every file loads as it is (nothing set aside), the saved night conserves its chips, the history is
whole and holds the saved night's coups once each, and the next start offers exactly the night the
files hold (:func:`check_resume`). What a worker of kills saw is counted in a :class:`Tally`. Used by
``tests/process/test_crash_safety_*.py``.
"""

from __future__ import annotations

import collections
import sqlite3
from dataclasses import dataclass, field

from baccarat_qt.engine.session import STARTING_BALANCE, Session
from baccarat_qt.store import history_queries, night_store
from baccarat_qt.store.history_store import FILE_NAME as HISTORY_FILE
from baccarat_qt.store.settings import load_settings
from baccarat_qt.store.storage import AppDirs
from tests.support.game_runs import Run
from tests.support.stored import saved_board, saved_night


@dataclass
class Tally:
    """What one worker saw."""

    kills: collections.Counter[str] = field(default_factory=collections.Counter)
    resumed: int = 0
    score_screens: int = 0
    ended_scores: dict[str, int] = field(default_factory=dict)
    scored: int = 0
    temp_files: int = 0
    startup_seconds: list[float] = field(default_factory=list)
    coups_checked: int = 0


def check_files(dirs: AppDirs, tally: Tally) -> night_store.SavedNight | None:
    """Every file loads as it is (nothing set aside) and the night conserves its chips."""
    for folder in (dirs.data, dirs.config):
        if folder.exists():
            assert not list(folder.glob("*.descartado-*")), "a file was set aside"
    night, problem = saved_night(dirs)
    assert problem is None, problem
    board = saved_board(dirs)
    _, problem = load_settings(dirs.config)
    assert problem is None, problem
    if night is not None:
        data = night.session_data
        on_table = sum(data["staked"].values()) if data["phase"] == "revealing" else 0
        on_table += sum(chip for _, chip in data["chips"])
        assert data["balance"] + on_table + data["house_net"] == STARTING_BALANCE
        Session.validate_dict(dict(data))
        if night.ended:
            assert not board.has_night(night.night_id), (
                "the score and the night's removal are one transaction"
            )
            tally.ended_scores[night.night_id] = night.score
    check_history(dirs, night, tally)
    ids = [entry.night for entry in board.entries if entry.night]
    assert len(ids) == len(set(ids)), "a night entered the top five twice"
    for entry in board.entries:
        if entry.night in tally.ended_scores:
            assert entry.score == tally.ended_scores.pop(entry.night), "a score changed between runs"
            tally.scored += 1
    if dirs.data.exists():
        tally.temp_files = len(list(dirs.data.glob(".*.tmp")))
    return night


def check_history(dirs: AppDirs, night: night_store.SavedNight | None, tally: Tally) -> None:
    """The history is whole, and holds the saved night's coups once each, none missing."""
    path = dirs.data / HISTORY_FILE
    if not path.exists():
        assert night is None or night.session_data["hands_played"] == 0, "coups played, no history"
        return
    db = sqlite3.connect(path)
    try:
        assert db.execute("PRAGMA quick_check").fetchone()[0] == "ok"
        ids = dict(db.execute("SELECT uid, id FROM night").fetchall())
        for uid, night_id in ids.items():
            rows = history_queries.coups(db, night_id, 0, 10_000)
            assert [r.number for r in rows] == list(range(1, len(rows) + 1)), "a coup missing or twice"
            balance = 50_000
            for row in rows:
                won = sum(back - stake for _, stake, back in row.bets)
                assert row.balance - won == balance, "a balance that does not follow the bets"
                balance = row.balance
            if night is not None and uid == night.night_id:
                hands = night.session_data["hands_played"]
                assert len(rows) == hands, f"{len(rows)} coups recorded, the saved night played {hands}"
                tally.coups_checked += len(rows)
        if night is not None and night.session_data["hands_played"]:
            assert night.night_id in ids, "the saved night's coups are not in the history"
    finally:
        db.close()


def session_digest(night: night_store.SavedNight | None) -> str:
    """The fingerprint the driver prints for the same state."""
    if night is None:
        return ""
    from tests.support.crash_driver import digest

    return digest(night.session())


def check_resume(run: Run, expected: night_store.SavedNight | None, tally: Tally) -> None:
    """The game started where the files said: the saved night offered, or its score screen."""
    import json

    assert run.ready is not None
    found = json.loads(run.ready)
    if expected is None:
        assert found["screen"] == "lobby" and not found["saved"]
    elif expected.ended:
        assert found["screen"] == "score" and found["session_digest"] == session_digest(expected)
        assert found["score"] == expected.score
        tally.score_screens += 1
    else:
        assert found["screen"] == "lobby" and found["saved_digest"] == session_digest(expected)
        after = found["after_first_action"]
        if after["screen"] == "table" and after["session_digest"] == found["saved_digest"]:
            tally.resumed += 1
