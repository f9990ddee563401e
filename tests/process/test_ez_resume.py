"""An EZ night killed with SIGKILL while DRAGÓN 7 and PANDA 8 are staked on a hand half revealed comes back whole."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

from baccarat_qt.engine import BetSpot
from baccarat_qt.store import history_queries
from baccarat_qt.store.history_store import FILE_NAME
from baccarat_qt.store.storage import HOME_ENV

ROOT = Path(__file__).resolve().parents[2]
DRIVER = ROOT / "tests" / "support" / "ez_driver.py"
SEED = 31


def start(mode: str, home: Path) -> subprocess.Popen[str]:
    """The real game in a subprocess, driven by ``tests/support/ez_driver.py``."""
    env = dict(os.environ, **{HOME_ENV: str(home)})
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT / "src"), str(ROOT)])
    return subprocess.Popen(
        [sys.executable, str(DRIVER), mode, str(SEED)],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
    )


def state_line(process: subprocess.Popen[str]) -> dict[str, object]:
    """The driver's ``STATE`` line, read as it comes (no Qt or QML warning before it)."""
    assert process.stdout is not None
    for line in process.stdout:
        assert not line.startswith("QT "), f"the game gave a Qt or QML warning: {line}"
        if line.startswith("STATE "):
            found: dict[str, object] = json.loads(line[len("STATE ") :])
            return found
    raise AssertionError("the game printed no STATE line")


def test_an_ez_night_with_side_bets_survives_sigkill(tmp_path: Path) -> None:
    """Killed mid-hand with chips on BANCA, DRAGÓN 7 and PANDA 8: the next start offers the night; continued, it is
    the same night at EZ, the same stakes on the seven spots, and the history holds its two coups once each."""
    home = tmp_path / "home"
    game = start("play", home)
    try:
        before = state_line(game)
    finally:
        game.send_signal(signal.SIGKILL)
        assert game.wait(timeout=30) == -signal.SIGKILL
    assert before["table"] == "ez" and before["phase"] == "revealing" and before["hands"] == 2
    assert before["staked"] == {"banker": 2500, "dragon_7": 2500, "panda_8": 2500}

    again = start("resume", home)
    after = state_line(again)
    assert again.wait(timeout=60) == 0
    assert again.stdout is not None
    assert not [line for line in again.stdout if line.startswith("QT ")], (
        "Qt or QML warnings as the game quit"
    )
    assert after["saved"] is False and after["screen"] == "table"
    assert {key: after[key] for key in ("table", "phase", "staked", "hands", "digest")} == {
        key: before[key] for key in ("table", "phase", "staked", "hands", "digest")
    }
    assert after["spots"] == ["panda_8", "player_pair", "player", "tie", "banker", "banker_pair", "dragon_7"]

    db = sqlite3.connect(home / "data" / FILE_NAME)  # the data folder under $BACCARAT_QT_HOME
    try:
        (night,) = history_queries.nights(db, 0, 10)
        coups = history_queries.coups(db, night.id, 0, 10)
        assert [coup.number for coup in coups] == [1, 2]
        for coup in coups:
            assert {spot for spot, _, _ in coup.bets} == {BetSpot.BANKER, BetSpot.DRAGON_7, BetSpot.PANDA_8}
    finally:
        db.close()
