"""A game's ``Context`` may be freed by Python's garbage collector on any thread without harming the event loop.

The old ``Game`` controller ran a process-wide QTimer; freed by the collector
on a worker thread (a reference cycle), it left that timer firing into freed
memory and the application crashed later. ``Context`` and its boundary objects
own no timer, and this test keeps it so: a ``Context`` built outside QML (a
test's, a tool's), with a hand on the table, is put in a cycle only the
collector frees, collected on another thread, and the event loop then runs on.
Any QTimer left running on the context or one of its children makes this
process print "Timers cannot be stopped from another thread" and crash.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

from pytestqt.qtbot import QtBot

from baccarat_qt.boundary.context import Context
from baccarat_qt.store.storage import app_dirs

ROOT = Path(__file__).resolve().parents[2]

_SCRIPT = """
import gc, threading, weakref
gc.disable()  # the worker thread's collection below is the only one
from PySide6.QtCore import QEventLoop
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from shiboken6 import Shiboken
app = QApplication([])
from baccarat_qt.boundary.context import Context
from baccarat_qt.store.storage import app_dirs
class Holder: pass
holder = Holder(); holder.context = Context(None, dirs=app_dirs()); holder.me = holder  # a cycle only the collector frees
context = holder.context
context.night.startNight(); context.table.placeChip("banker"); context.hand.deal()
context.hand.beginSqueeze(0); context.hand.openNext()
loop = QEventLoop(); context.seat.saving.settled.connect(loop.quit)
while context.seat.saving.pending():  # the night on disk (the writer thread makes the file) before it goes
    loop.exec()
context.seat.saving.settled.disconnect(loop.quit)
cards = context.hand.cards
collected = weakref.ref(context)
del context, holder
assert collected() is not None and Shiboken.isValid(cards)
worker = threading.Thread(target=gc.collect, name="collector")
worker.start(); worker.join()
assert collected() is None and not Shiboken.isValid(cards), "the collector did not free the context"
QTest.qWait(1_200)  # a timer of the context or its children, had it any, would fire into freed memory here
again = Context(None, dirs=app_dirs())
again.night.continueNight()
while again.hand.canOpen:
    again.hand.openAll()
assert again.hand.resultText, "the night goes on in a new context"
print("alive")
"""


def test_context_collected_on_another_thread_leaves_no_timer(tmp_path: Path) -> None:
    """Freed on a worker thread, a context leaves no running timer behind (the old controller's crashed the app)."""
    env = dict(
        os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT / "src"), BACCARAT_QT_HOME=str(tmp_path)
    )
    done = subprocess.run(
        [sys.executable, "-c", _SCRIPT], capture_output=True, text=True, env=env, timeout=120
    )
    assert done.returncode == 0 and done.stdout.strip() == "alive", done.stderr[-2000:]
    assert "Timers cannot be stopped from another thread" not in done.stderr


def test_the_saves_go_with_their_game_on_the_gui_thread(qtbot: QtBot) -> None:
    """A game's objects deleted (QML's engine going, a test's context): the seat's saves (a QObject with a
    writer thread reporting to it) go with them, on the GUI thread, that thread ended first. Before, they
    went whenever the cycle collector freed them, on whatever thread ran it, with news still queued to them
    (the suite's segmentation faults in the event loop and in the writer's COMMIT)."""
    writers_before = {t for t in threading.enumerate() if t.name == "database-writer"}
    context = Context(None, dirs=app_dirs())
    context.night.startNight()
    context.table.placeChip("banker")
    saving = context.seat.saving
    gone: list[threading.Thread] = []
    saving.destroyed.connect(lambda *_: gone.append(threading.current_thread()))
    ours = [t for t in threading.enumerate() if t.name == "database-writer" and t not in writers_before]
    assert ours, "the saves went to a writer thread"
    with qtbot.waitSignal(context.destroyed, timeout=10_000):
        context.deleteLater()
    assert gone == [threading.main_thread()]
    assert not any(t.is_alive() for t in ours), "the writer thread outlived its game"
