"""A controller may be freed by Python's garbage collector on any thread without harming the event loop."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

_SCRIPT = """
import gc, threading
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
app = QApplication([])
from baccarat_qt.controller import Game
class Holder: pass
holder = Holder(); holder.game = Game(); holder.me = holder  # a cycle only the collector frees
Game.instances.clear()
del holder
gc.disable()
worker = threading.Thread(target=gc.collect)
worker.start(); worker.join()
QTest.qWait(1_200)  # the controller's timers, had it any, would fire into freed memory here
print("alive")
"""


def test_controller_collected_on_another_thread_leaves_no_timer(tmp_path: Path) -> None:
    """Freed on a worker thread, a controller leaves no running timer behind (it used to crash the app later)."""
    env = dict(
        os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT / "src"), BACCARAT_QT_HOME=str(tmp_path)
    )
    done = subprocess.run(
        [sys.executable, "-c", _SCRIPT], capture_output=True, text=True, env=env, timeout=120
    )
    assert done.returncode == 0 and done.stdout.strip() == "alive", done.stderr[-2000:]
    assert "Timers cannot be stopped from another thread" not in done.stderr
