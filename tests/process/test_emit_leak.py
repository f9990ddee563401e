"""A regression test for the PySide6 6.12 emit leak under CPython 3.11.

PySide6 6.12's ``SignalInstance.emit()`` returns ``True`` without a reference
of its own: every emit from Python takes one reference away from ``True``. On
CPython 3.12+ ``True`` is immortal and nothing shows; on 3.11 its count falls
until the interpreter aborts ("bool_dealloc: deallocating True or False"),
after a few thousand emits. The game emits several signals per click, so it
would die within a night. ``pyproject.toml`` keeps PySide6 below 6.12 on
Python < 3.12; this test fails on the combination that leaks.
"""

from __future__ import annotations

import os
import subprocess
import sys

EMITS = 100_000
"""Emits of each kind: far more than the references 3.11 holds to ``True`` at start-up."""
TOLERANCE = 100
"""How far ``sys.getrefcount(True)`` may move for reasons of its own (caches, the interpreter's state)."""

_SCRIPT = f"""
import sys
from PySide6.QtCore import QCoreApplication, QObject, Signal

class Sender(QObject):
    ping = Signal()

app = QCoreApplication([])
unconnected, connected = Sender(), Sender()
received = []
connected.ping.connect(lambda: received.append(1))
before = sys.getrefcount(True)
for _ in range({EMITS}):
    unconnected.ping.emit()
for _ in range({EMITS}):
    connected.ping.emit()
after = sys.getrefcount(True)
print(len(received), before, after, flush=True)
"""


def test_signal_emits_keep_the_references_to_true() -> None:
    """Emitting a Python signal 200,000 times leaves ``True``'s reference count where it was, and exits 0."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", _SCRIPT], capture_output=True, text=True, env=env, timeout=60
    )
    assert done.returncode == 0, f"the interpreter died ({done.returncode}): {done.stderr[-2000:]}"
    received, before, after = (int(word) for word in done.stdout.split())
    assert received == EMITS, "the slot did not get every emit"
    assert abs(after - before) <= TOLERANCE, f"sys.getrefcount(True) went from {before} to {after}"
