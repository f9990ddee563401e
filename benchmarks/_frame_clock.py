"""The frames a window shows, timed, and the CPU they cost: ``benchmarks/bench_squeeze.py``'s measuring tools.

:class:`FrameClock` takes the time of each frame when ``frameSwapped`` reaches the GUI thread;
:func:`measure` runs the event loop for a phase, moving the pointer every 16 ms, and gives the
phase's frames per second, frame intervals, CPU time a second and a frame, and load average.
Not a benchmark of its own (``run_all.py --quick`` imports it and it exits at once).
"""

from __future__ import annotations

import itertools
import math
import os
import statistics
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtQuick import QQuickWindow
from PySide6.QtTest import QTest

LEFT = Qt.MouseButton.LeftButton
NO_MODIFIER = Qt.KeyboardModifier.NoModifier


class FrameClock(QObject):
    """Timestamps of the frames a window shows."""

    def __init__(self, window: QQuickWindow) -> None:
        super().__init__()
        self.times: list[float] = []
        # Queued to the GUI thread: a direct call from the render thread would wait for the GIL.
        window.frameSwapped.connect(self._tick, Qt.ConnectionType.QueuedConnection)

    def _tick(self) -> None:
        self.times.append(time.perf_counter())


def wait_until(done: Callable[[], bool], timeout: float = 10.0, what: str = "") -> None:
    """Run the event loop until ``done()`` (RuntimeError after ``timeout`` seconds)."""
    deadline = time.perf_counter() + timeout
    while not done():
        if time.perf_counter() > deadline:
            raise RuntimeError(f"timed out waiting for {what or done}")
        QTest.qWait(10)


def measure(clock: FrameClock, seconds: float, step: Callable[[float], None]) -> dict[str, float]:
    """Run the event loop for ``seconds``, calling ``step(t)`` (t from 0 to 1) every 16 ms; the frames' figures."""
    start_frames = len(clock.times)
    cpu0, wall0 = time.process_time(), time.perf_counter()
    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(16)
    timer.timeout.connect(lambda: step(min(1.0, (time.perf_counter() - wall0) / seconds)))
    timer.start()
    while time.perf_counter() - wall0 < seconds:
        QTest.qWait(5)
    timer.stop()
    wall, cpu = time.perf_counter() - wall0, time.process_time() - cpu0
    frames = clock.times[start_frames:]
    intervals = sorted((b - a) * 1000 for a, b in itertools.pairwise(frames))
    p95 = intervals[min(len(intervals) - 1, int(0.95 * len(intervals)))] if intervals else math.nan
    return {
        "fps": len(frames) / wall,
        "p95_ms": p95,
        "median_ms": statistics.median(intervals) if intervals else math.nan,
        "cpu_percent": 100 * cpu / wall,
        # What a frame costs, whatever share of the CPU the scheduler gave: comparable under load.
        "cpu_ms_per_frame": 1000 * cpu / len(frames) if frames else math.nan,
        "load_average": os.getloadavg()[0],
    }
