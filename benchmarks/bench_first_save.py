"""Benchmark what the GUI thread pays for the first save ever, and for the look at the database's header
(issue 27, case 6; the store3 branch).

- **first save**: a new folder, a night sat down, ``Seat.save()`` timed from the call to its return (what
  the click waits for). Two ways, alternating round by round in the same run so the machine's load falls on
  both alike: **writer** (the game as it is: the database made on the writer thread) and **old** (rebuilt
  here: ``HistoryStore.open`` making it, migrations and all, then the save queued, on the calling thread).
- **header**: ``refusal``'s read of the first 100 bytes, **head** (the game as it is: read by another
  process, so no descriptor of the file is closed in the game's) and **old** (``os.open``/``read``/``close``
  here), alternating.

Prints the median and p95 of each and the ratios (writer / old; head / old)::

    python benchmarks/bench_first_save.py [--rounds N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from PySide6.QtCore import QCoreApplication  # noqa: E402

from _support import scratch  # noqa: E402  (this folder is on the path: the script's own)
from baccarat_qt.boundary.seat import Seat  # noqa: E402
from baccarat_qt.engine.session import Session  # noqa: E402
from baccarat_qt.store import elsewhere  # noqa: E402
from baccarat_qt.store.history_store import HistoryStore  # noqa: E402
from baccarat_qt.store.night_store import new_night_id  # noqa: E402


def first_save(old: bool) -> float:
    """Seconds the calling thread spends on the first save into a new folder."""
    home = scratch("bench-first-save-")
    seat = Seat(home / "data", lambda _text: None, key_folder=home / "config")
    seat.sit(Session(rebet=False), new_night_id(), "clasica")
    start = time.perf_counter()
    if old:
        store, _problem = HistoryStore.open(home / "data", key_folder=home / "config")
        assert store is not None
        seat._store, seat._opened = store, True  # the file made here, as the game did before
    seat.save()
    spent = time.perf_counter() - start
    seat.close()
    assert (home / "data" / "history.sqlite3").exists()
    return spent


def header(path: Path, old: bool) -> float:
    start = time.perf_counter()
    if old:
        fd = os.open(path, os.O_RDONLY)
        try:
            os.read(fd, 100)
        finally:
            os.close(fd)
    else:
        elsewhere.head(path, 100)
    return time.perf_counter() - start


def report(name: str, ways: dict[str, list[float]]) -> None:
    (new_name, new), (old_name, old) = ways.items()

    def p95(values: list[float]) -> float:
        return sorted(values)[int(0.95 * (len(values) - 1))]

    for label, values in ways.items():
        print(
            f"{name} {label}: median {statistics.median(values) * 1e3:.2f} ms, p95 {p95(values) * 1e3:.2f} ms"
        )
    print(f"{name} {new_name} / {old_name}: median {statistics.median(new) / statistics.median(old):.3f}")


def alternate(rounds: int, measure: Callable[[bool], float]) -> dict[str, list[float]]:
    new: list[float] = []
    old: list[float] = []
    for index in range(rounds):
        for way in (index % 2 == 0, index % 2 == 1):
            (old if way else new).append(measure(way))
    return {"new": new, "old": old}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=40)
    parser.add_argument("--quick", action="store_true", help="4 rounds (CI: the script still runs)")
    args = parser.parse_args()
    rounds = 4 if args.quick else args.rounds
    _app = QCoreApplication(sys.argv[:1])
    print(f"load average {os.getloadavg()[0]:.1f}")
    report("first save (GUI thread)", alternate(rounds, first_save))
    folder = scratch("bench-header-")
    store, _problem = HistoryStore.open(folder, key_folder=folder)
    assert store is not None
    report("header", alternate(rounds * 5, lambda old: header(store.path, old)))
    store.close()


if __name__ == "__main__":
    main()
