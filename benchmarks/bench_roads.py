"""The scoreboard and the odds panel at the end of a shoe: one road update, one odds computation.

Run from the repository root (a display is not needed: Qt's offscreen platform
is used unless QT_QPA_PLATFORM says otherwise)::

    python benchmarks/bench_roads.py [--runs 200]

Every time is also printed as a ratio against a baseline measured in the same
process, right before (shuffling a shoe and dealing and settling 60 coups), so
that runs on a busy or a quiet machine can be compared. Prints Markdown
tables that can go straight into ``docs/benchmarks.md``.

- *road update*: the last coup on the roads of a full shoe (the seeded shoe
  below deals 75 coups before the cut card; no shoe of 3,000 seeds dealt
  more): the five roads, the asks and the counts computed
  (``baccarat_qt.engine.roads.roads``), also for a made-up history of 80
  coups; then the same update through the ``Roads`` object (the models
  appended to, the summaries written), without QML and with the real table
  loaded (the new marks' delegates are created during the update).
- *odds panel*: ``shoe_odds`` of the cards left at that point (``exact()``
  of the shoe and the five house edges beside a fresh shoe's), and the same
  with the panel's rows and spoken summary.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from _support import scratch  # (this tree's src/ first on the import path)

os.environ["BACCARAT_QT_HOME"] = str(scratch("baccarat-bench-"))
from baccarat_qt.engine import BetSpot, Shoe, TableKind, deal_coup, settle
from baccarat_qt.engine.roads import roads
from baccarat_qt.engine.session import Session
from baccarat_qt.engine.shoe import fisher_yates
from baccarat_qt.engine.shoe_odds import fresh_odds, shoe_odds, unseen_ranks
from baccarat_qt.words import shoe_texts

SEED = 2237
"""The seeded shoe measured: 76 coups, the last of which brings out the cut card (75 on the roads at the end)."""
ROAD_TARGET_MS = 2.0
ODDS_TARGET_MS = 20.0


def timed(
    function: Callable[[], object], runs: int, before: Callable[[], object] | None = None
) -> list[float]:
    """Milliseconds taken by each of ``runs`` calls (``before`` runs untimed ahead of each)."""
    times = []
    for _ in range(runs):
        if before is not None:
            before()
        start = time.perf_counter()
        function()
        times.append((time.perf_counter() - start) * 1000)
    return times


def p95(times: list[float]) -> float:
    return statistics.quantiles(times, n=20)[-1]


def baseline(runs: int) -> list[float]:
    """The reference: a seeded shoe shuffled, then 60 coups dealt from it and settled (three bets each)."""
    bets = {BetSpot.BANKER: 2500, BetSpot.TIE: 500, BetSpot.PLAYER_PAIR: 500}

    def hundred_coups() -> None:
        shoe = Shoe(shuffler=fisher_yates(random.Random(1)))
        for _ in range(60):
            settle(TableKind.CLASSIC, bets, deal_coup(shoe.draw))

    return timed(hundred_coups, runs)


def sessions() -> tuple[Session, Session]:
    """The night just before and just after the last coup that stays on the seeded shoe's roads."""
    session = Session(shoe=Shoe(shuffler=fisher_yates(random.Random(SEED))), balance=10**8)
    session.place_chip(BetSpot.BANKER, 500)
    states = [Session.from_dict(session.to_dict())]
    while True:
        session.deal()
        session.open_all()
        if not session.shoe_coups:  # that coup brought out the cut card: a new shoe
            return states[-2], states[-1]
        states = [states[-1], Session.from_dict(session.to_dict())]


def boundary_update(before: Session, after: Session, runs: int, *, with_qml: bool) -> list[float]:
    """Roads.sync() from ``before`` to ``after``: models, summaries (and QML delegates)."""
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtQml import QQmlApplicationEngine

    from baccarat_qt.boundary.context import Context
    from baccarat_qt.desktop.app import load_main
    from baccarat_qt.store.storage import app_dirs

    engine: QQmlApplicationEngine | None = None
    if with_qml:
        engine = QQmlApplicationEngine()
        load_main(engine)
        context = engine.findChild(Context)
        assert isinstance(context, Context)
        context.night.startNight()
        window = engine.rootObjects()[0]
        window.setProperty("width", 1280)
        window.setProperty("height", 800)
    else:
        context = Context(None, dirs=app_dirs())
        context.night.startNight()
    roads_object = context.roads

    def back() -> None:
        context.seat.session = before
        roads_object.sync()
        # A reset (this step back) deletes every delegate later: let that happen now, untimed,
        # as it would between two coups at the table.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QCoreApplication.processEvents()

    def forward() -> None:
        context.seat.session = after
        roads_object.sync()

    times = timed(forward, runs, before=back)
    assert roads_object.coups == len(after.shoe_coups)
    if engine is not None:
        engine.deleteLater()
    return times


def odds_panel(session: Session, table: TableKind) -> None:
    """What the worker thread computes and the GUI thread then formats."""
    figures = shoe_odds(unseen_ranks(session.shoe, session.coup), table)
    shoe_texts.odds_rows(figures)
    shoe_texts.edge_rows(figures)
    shoe_texts.odds_speech(figures)


def main() -> None:
    """Measure, then print the tables."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=200, help="timed calls per measurement (default 200)")
    parser.add_argument("--quick", action="store_true", help="three runs each (CI: it still runs)")
    options = parser.parse_args()
    runs = 3 if options.quick else options.runs

    from PySide6.QtGui import QGuiApplication

    from baccarat_qt.desktop.app import configure_application, register_types

    configure_application()
    app = QGuiApplication(sys.argv)
    register_types()

    before, after = sessions()
    other = Shoe(shuffler=fisher_yates(random.Random(SEED + 1)))
    eighty = [*after.shoe_coups, *(deal_coup(other.draw) for _ in range(80 - len(after.shoe_coups)))]
    counts = unseen_ranks(after.shoe, after.coup)
    fresh_odds()  # the first exact() builds the rules table (cached): not part of a panel update
    base = baseline(runs)
    rows: list[tuple[str, list[float], float | None]] = [
        ("baseline: a shoe shuffled, 60 coups dealt and settled (`deal_coup` + `settle`)", base, None),
        (f"road update, engine: `roads()` of the shoe's {len(after.shoe_coups)} coups", timed(lambda: roads(after.shoe_coups), runs), ROAD_TARGET_MS),
        ("road update, engine: `roads()` of a made-up 80-coup history", timed(lambda: roads(eighty), runs), ROAD_TARGET_MS),
        ("road update, `Roads` object (models + summaries), no QML", boundary_update(before, after, runs, with_qml=False), ROAD_TARGET_MS),
        ("road update, `Roads` object with the table on screen (delegates)", boundary_update(before, after, runs, with_qml=True), ROAD_TARGET_MS),
        (f"odds panel: `shoe_odds()` of the {sum(counts.values())} cards left", timed(lambda: shoe_odds(counts, TableKind.CLASSIC), runs), ODDS_TARGET_MS),
        ("odds panel: `shoe_odds()` + the panel's rows and summary", timed(lambda: odds_panel(after, TableKind.CLASSIC), runs), ODDS_TARGET_MS),
    ]  # fmt: skip
    base_ms = statistics.median(base)
    print(
        f"Python {platform.python_version()}, {runs} runs each, seeded shoe {SEED}: {len(after.shoe_coups)} coups"
    )
    print()
    print("| measurement | median ms | p95 ms | median ÷ baseline | target | met |")
    print("|---|---:|---:|---:|---:|---|")
    for name, times, target in rows:
        median = statistics.median(times)
        met = "" if target is None else ("yes" if p95(times) <= target else "**no**")
        target_text = "" if target is None else f"≤ {target:g} ms"
        print(
            f"| {name} | {median:.3f} | {p95(times):.3f} | {median / base_ms:.3f} | {target_text} | {met} |"
        )
    del app


if __name__ == "__main__":
    main()
