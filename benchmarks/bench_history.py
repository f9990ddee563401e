"""The history with 10,000 nights and 1,000,000 coups: start-up, each screen, the totals, bytes per coup.

    python benchmarks/make_history.py /tmp/big-history        # once (about 30 s)
    xvfb-run -a -s "-screen 0 1920x1200x24" python benchmarks/bench_history.py /tmp/big-history [--runs 9]

- *start*: the game to its lobby's first frame (``bench_startup``'s own
  measurement, fresh processes) with an empty data folder and with the big
  history in it, alternated, beside a bare QML window: the history is not
  opened at start-up, so the two should be the same within noise.
- *screens*, in one process on the real QML scene (the window shown): opening
  the history (H: the first page of nights and the totals, until the first row
  is on screen), scrolling the list to its last night (End: the model reads
  only the page the view lands on), to its middle, opening one night (its
  chart and its first page of hands, until the first hand is on screen), and
  the totals alone. Each is also printed as a ratio against a baseline taken
  in the same process (shuffling a shoe and dealing and settling 60 coups).
- *size*: the file's bytes per coup as it is (after a checkpoint).
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

from _support import scratch  # (this tree's src/ first on the import path)

os.environ.setdefault("QT_QPA_PLATFORM", "xcb")

TARGET_MS = 100.0


def baseline() -> float:
    """Milliseconds to shuffle a shoe and deal and settle 60 coups (the same work as bench_roads')."""
    from baccarat_qt.engine import BetSpot, Shoe, TableKind, deal_coup, settle
    from baccarat_qt.engine.shoe import fisher_yates

    began = time.perf_counter()
    shoe = Shoe(shuffler=fisher_yates(random.Random(1)))
    for _ in range(60):
        settle(TableKind.CLASSIC, {BetSpot.BANKER: 2_500}, deal_coup(shoe.draw))
    return (time.perf_counter() - began) * 1000


def start_times(big: Path, runs: int) -> None:
    """The lobby's first frame with and without the big history, alternated, beside a bare window."""
    import bench_startup

    empty = str(scratch("baccarat-bench-empty-"))
    full = scratch("baccarat-bench-full-")
    (full / "data").mkdir()
    os.link(big / "history.sqlite3", full / "data" / "history.sqlite3")
    results: dict[str, list[float]] = {"bare": [], "empty": [], "history": []}
    bench_startup.run_once(bench_startup.GAME, empty)
    bench_startup.run_once(bench_startup.GAME, str(full))
    for _ in range(runs):
        results["bare"].append(bench_startup.run_once(bench_startup.BARE, empty).first_frame_ms)
        results["empty"].append(bench_startup.run_once(bench_startup.GAME, empty).first_frame_ms)
        results["history"].append(bench_startup.run_once(bench_startup.GAME, str(full)).first_frame_ms)
    print("| start, first frame of the lobby | median ms | range | against bare |")
    print("|---|---|---|---|")
    bare = statistics.median(results["bare"])
    for name, values in results.items():
        med = statistics.median(values)
        print(f"| {name} | {med:.0f} | {min(values):.0f}–{max(values):.0f} | {med / bare:.2f}x |")
    ratio = statistics.median(results["history"]) / statistics.median(results["empty"])
    print(f"\nwith the big history against an empty data folder: {ratio:.3f}x")
    shutil.rmtree(full, ignore_errors=True)


def screens(big: Path, runs: int) -> None:
    """Each screen of the history, timed until it is on screen."""
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtQml import QQmlApplicationEngine
    from PySide6.QtQuick import QQuickItem, QQuickWindow
    from PySide6.QtTest import QTest

    from baccarat_qt.boundary.context import Context
    from baccarat_qt.desktop.app import configure_application, load_main, register_types
    from baccarat_qt.store import history_queries
    from baccarat_qt.store.history_store import HistoryStore

    home = scratch("baccarat-bench-screens-")
    (home / "data").mkdir()
    os.link(big / "history.sqlite3", home / "data" / "history.sqlite3")
    os.environ["BACCARAT_QT_HOME"] = str(home)
    register_types()
    configure_application()  # the game's names and Qt Quick settings, as it starts
    app = QGuiApplication.instance() or QGuiApplication(sys.argv)
    engine = QQmlApplicationEngine()
    load_main(engine)
    context = engine.findChild(Context)
    assert isinstance(context, Context)
    window = engine.rootObjects()[0]
    assert isinstance(window, QQuickWindow)
    window.show()

    def pump_until(done: Callable[[], bool]) -> None:
        deadline = time.perf_counter() + 30
        while not done():
            if time.perf_counter() > deadline:
                raise TimeoutError("the screen never showed")
            QTest.qWait(1)  # events, and the deferred deletes a real event loop would run

    def find(name: str) -> QQuickItem | None:
        stack = [window.contentItem()]
        while stack:
            item: QQuickItem = stack.pop()
            if item.objectName() == name and item.isVisible():
                return item
            stack.extend(item.childItems())
        return None

    def visible(name: str) -> bool:
        return find(name) is not None

    history = context.history
    pump_until(lambda: visible("lobby"))
    began, cpu = time.perf_counter(), time.thread_time()
    history.open()  # the first H of a run: shown while the file's full check (quick_check) runs on its worker
    pump_until(lambda: visible("historyNight_0"))
    first_open = (time.perf_counter() - began) * 1000
    first_cpu = (
        time.thread_time() - cpu
    ) * 1000  # the GUI thread's own time: what a loaded machine stretches
    checked = threading.Event()
    if context.seat.when_checked(checked.set):  # the check hurried by H, still under way
        pump_until(checked.is_set)
    QTest.qWait(100)  # the screen sees its end (a timer looks)
    history.close()
    pump_until(lambda: not visible("historyScreen"))
    times: dict[str, list[float]] = {"open": [], "scroll": [], "night": [], "totals": [], "fetch": []}
    bases, open_cpu = [], []
    for _ in range(runs):
        bases.append(baseline())
        began, cpu = time.perf_counter(), time.thread_time()
        history.toggle()  # what H calls
        pump_until(lambda: visible("historyNight_0"))
        times["open"].append((time.perf_counter() - began) * 1000)
        open_cpu.append((time.thread_time() - cpu) * 1000)
        model = history.nights
        total = model.rowCount()
        list_view = find("historyNightList")
        assert list_view is not None
        began = time.perf_counter()
        list_view.setProperty("currentIndex", total // 2)  # a drag of the scroll bar to the middle
        pump_until(lambda n=total: visible(f"historyNight_{n // 2}"))
        times["fetch"].append((time.perf_counter() - began) * 1000)
        began = time.perf_counter()
        list_view.setProperty("currentIndex", total - 1)  # End
        pump_until(lambda n=total: visible(f"historyNight_{n - 1}"))
        times["scroll"].append((time.perf_counter() - began) * 1000)
        began = time.perf_counter()
        history.openNight(total - 1)  # what Enter on the last row calls
        pump_until(lambda: visible("historyCoup_0"))
        times["night"].append((time.perf_counter() - began) * 1000)
        history.back()  # Escape, twice
        history.back()
        pump_until(lambda: not visible("historyScreen"))
    store, _ = HistoryStore.open(home / "data", check=False)
    assert store is not None
    for _ in range(runs):
        began = time.perf_counter()
        history_queries.totals(store.db)
        times["totals"].append((time.perf_counter() - began) * 1000)
    coups = int(store.db.execute("SELECT COUNT(*) FROM coup").fetchone()[0])
    nights = history_queries.night_count(store.db)
    size = os.path.getsize(home / "data" / "history.sqlite3")
    store.close()
    base = statistics.median(bases)
    print(
        f"\n{nights} nights, {coups} coups; baseline (a shoe shuffled, 60 coups dealt and settled): {base:.2f} ms\n"
    )
    print("| screen | median ms | worst ms | against baseline | target |")
    print("|---|---|---|---|---|")
    labels = {
        "open": "open the history (H → first night on screen, totals included)",
        "fetch": "jump to the middle of the list (its page read, the row on screen)",
        "scroll": "scroll to the end (End: the last page read, the last night on screen)",
        "night": "open one night (Enter on the last → chart and first hand on screen)",
        "totals": "totals across all nights (the query alone)",
    }
    for key, label in labels.items():
        values = times[key]
        med = statistics.median(values)
        target = f"≤ {TARGET_MS:.0f} ms"
        print(f"| {label} | {med:.1f} | {max(values):.1f} | {med / base:.1f}x | {target} |")
    print(
        f"| the first H of a run (H → first night on screen; the full check on its worker) | {first_open:.0f} | | | ≤ 150 ms |"
    )
    later, later_cpu = statistics.median(times["open"]), statistics.median(open_cpu)
    print(
        f"\nthe first H against a later one: {first_open / later:.2f}x ({first_open:.0f} / {later:.0f} ms);"
        f" the GUI thread's CPU: first {first_cpu:.0f} ms, later {later_cpu:.0f} ms ({first_cpu / later_cpu:.2f}x);"
        f" load average {os.getloadavg()[0]:.1f}"
    )
    print(f"\nfile: {size} bytes, {size / coups:.1f} bytes per coup (target ≤ 150)")
    engine.deleteLater()
    del app


def main() -> int:
    """Run both parts."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("history", type=Path, nargs="?", help="a folder made by make_history.py")
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--skip-start", action="store_true")
    parser.add_argument("--skip-screens", action="store_true")
    parser.add_argument(
        "--quick", action="store_true", help="one run on a small history made here (CI: it still runs)"
    )
    args = parser.parse_args()
    if args.quick:
        args.runs = 1
        if args.history is None:
            args.history = scratch("baccarat-bench-history-")
            subprocess.run(
                [
                    sys.executable,
                    str(Path(__file__).with_name("make_history.py")),
                    str(args.history),
                    "--quick",
                ],
                check=True,
            )
    if args.history is None:
        parser.error("the history folder is needed (made by make_history.py), except with --quick")
    if not args.skip_start:
        start_times(args.history, args.runs)
    if not args.skip_screens:
        screens(args.history, args.runs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
