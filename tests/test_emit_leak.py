"""A regression test for the PySide6 6.12 emit leak the controller works around.

``SignalInstance.emit()`` returns ``True`` without a reference of its own; on
CPython 3.11 every emit from Python takes one reference away from ``True`` and
a few thousand emits abort the interpreter ("bool_dealloc"). The game emits
several signals per click, so without the controller's reserve it died after
a few dozen hands.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_signals_by_the_million_do_not_abort_the_interpreter() -> None:
    """PySide6 6.12 drops a reference to True at every emit; the controller's reserve keeps 3.11 alive."""
    script = (
        "from PySide6.QtGui import QGuiApplication\n"
        "app = QGuiApplication([])\n"
        "from baccarat_qt.controller import Game\n"
        "game = Game()\n"
        "for n in range(1_200_000):\n"
        "    game.messageChanged.emit()\n"
        "    if n % 50_000 == 0:\n"
        "        game._refresh()\n"
        "print('alive')\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT / "src"))
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=120
    )
    assert done.returncode == 0 and done.stdout.strip() == "alive", done.stderr[-2000:]
