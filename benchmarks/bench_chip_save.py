"""Benchmark a chip from the click to the frame that shows it, with its save on the writer thread (issue 27, case 6).

Starts the game as a player does, sits down, and places 5 on BANCA 200 times
(20 with ``--quick``) through the slot QML calls (``Table.placeChip``); each
chip is timed from the call to the first frame swapped after it (the frame that
draws it). Every 20 chips LIMPIAR takes them back (not timed). The same run
measures two ways of saving, in alternating blocks so that the machine's load
falls on both alike:

- **writer**: the game as it is: the transaction queued on the writer thread,
  ``synchronous=FULL`` (each commit synced before it is reported);
- **old**: the way before, rebuilt here: the same transaction written on the
  GUI thread inside the click, on the game's own connection with
  ``synchronous=NORMAL`` (no sync until a checkpoint).

Prints the median and p95 of each and the ratio writer / old of the p95
(target: at most 1.0, "no slower"). Run it under Xvfb with a real OpenGL::

    xvfb-run -a -s "-screen 0 1280x800x24" env QT_QPA_PLATFORM=xcb python benchmarks/bench_chip_save.py [--quick]
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
os.environ.setdefault("QT_QPA_PLATFORM", "xcb")
from _support import game_window, scratch  # noqa: E402  (this folder is on the path: the script's own)

os.environ["BACCARAT_QT_HOME"] = str(scratch("bench-chip-save-"))

from PySide6.QtCore import QEventLoop, QObject, Qt, QTimer  # noqa: E402
from PySide6.QtQuick import QQuickWindow  # noqa: E402

from baccarat_qt.boundary.context import Context  # noqa: E402
from baccarat_qt.boundary.enums import Screen  # noqa: E402
from baccarat_qt.store.history_store import HistoryStore  # noqa: E402

BLOCK = 20
"""Chips per block (one way of saving), LIMPIAR after each."""


def wait(condition: Callable[[], bool], timeout_s: float = 10.0) -> None:
    """Run the event loop until ``condition()`` holds."""
    end = time.monotonic() + timeout_s
    loop = QEventLoop()
    while not condition():
        if time.monotonic() > end:
            raise TimeoutError("the game did not get there in time")
        QTimer.singleShot(1, loop.quit)
        loop.exec()


def the_old_way(context: Context) -> Callable[[], None]:
    """Save as before the writer: on the GUI thread, in the click, ``synchronous=NORMAL``. Returns the undo."""
    saving = context.seat.saving
    store = context.seat.history()
    assert store is not None
    store.db.execute("PRAGMA synchronous=NORMAL")
    store.db.execute("PRAGMA busy_timeout = 1000")

    def put(
        job: Callable[[HistoryStore], None], landed: Callable[[], None], refused: Callable[[], None]
    ) -> None:
        try:
            job(store)
        except sqlite3.Error:
            refused()
        else:
            landed()

    saving._put = put  # type: ignore[method-assign]

    def undo() -> None:
        del saving._put

    return undo


def block(context: Context, window: QQuickWindow, swapped: list[float], chips: int) -> list[float]:
    """Place ``chips`` chips, each timed to the first frame after it; then LIMPIAR."""
    took = []
    for _ in range(chips):
        wait(lambda: not context.seat.saving.pending())  # the writer idle: each chip starts alike
        clicked = time.perf_counter()
        context.table.placeChip("banker")
        wait(lambda c=clicked: bool(swapped) and swapped[-1] > c)  # type: ignore[misc]
        took.append(swapped[-1] - clicked)
    context.table.clearBets()
    wait(lambda: not context.seat.saving.pending())
    return took


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def main() -> None:
    """Launch, place the chips both ways, print the numbers."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="20 chips each way instead of 200")
    args = parser.parse_args()
    chips = 20 if args.quick else 200
    _app, engine, window, context = game_window(1280, 800)  # the application kept alive to the end
    swapped: list[float] = []
    window.frameSwapped.connect(
        lambda: swapped.append(time.perf_counter()), Qt.ConnectionType.DirectConnection
    )
    wait(window.isActive)
    wait(lambda: context.night.screen == Screen.Lobby)
    tiles = window.findChild(QObject, "deckChooserLoader")
    wait(lambda: tiles is not None and tiles.property("item") is not None)
    context.night.startNight()
    wait(lambda: context.night.screen == Screen.Table)
    block(context, window, swapped, 5)  # warm: the chip's first drawing
    times: dict[str, list[float]] = {"writer": [], "old": []}
    for number in range(2 * chips // BLOCK):
        way = "old" if number % 2 else "writer"
        undo = the_old_way(context) if way == "old" else (lambda: None)
        times[way] += block(context, window, swapped, BLOCK)
        undo()
    engine.deleteLater()
    for way, values in times.items():
        print(
            f"{way}: {len(values)} chips, median {1000 * statistics.median(values):.1f} ms, "
            f"p95 {1000 * p95(values):.1f} ms"
        )
    ratio = p95(times["writer"]) / p95(times["old"])
    print(f"click to chip drawn, p95 writer (FULL, writer thread) / old (NORMAL, GUI thread): {ratio:.2f}")


if __name__ == "__main__":
    main()
