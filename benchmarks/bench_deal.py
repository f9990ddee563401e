"""Benchmark the first deal after launch against a later one, in the same run (issue 28, defect 4).

Starts the game as a player does (the lobby first), sits down, and plays hands:
a 5 on BANCA, REPARTIR (D), then VOLTEAR TODAS. For each deal it measures the
time from D to the last card landed in its place (every card view ``arrived``),
sampled every frame, and the frames drawn meanwhile. Prints the first and the
tenth deal (the third with ``--quick``) and their ratio, which should be at most
1.2, and the first against the median of the later deals (steadier on a busy
machine). The lobby is left on screen for 2 s after its deck tiles are in
place, as a player looks at it before sitting down.

Run it under Xvfb with a real OpenGL (Mesa llvmpipe)::

    xvfb-run -a -s "-screen 0 1280x800x24" env QT_QPA_PLATFORM=xcb python benchmarks/bench_deal.py [--quick]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
os.environ.setdefault("QT_QPA_PLATFORM", "xcb")
os.environ["BACCARAT_QT_HOME"] = tempfile.mkdtemp(prefix="bench-deal-")

from PySide6.QtCore import QEventLoop, QObject, Qt, QTimer  # noqa: E402
from PySide6.QtGui import QGuiApplication  # noqa: E402
from PySide6.QtQml import QQmlApplicationEngine  # noqa: E402
from PySide6.QtQuick import QQuickItem, QQuickWindow  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

from baccarat_qt.boundary.context import Context  # noqa: E402
from baccarat_qt.boundary.enums import Phase, Screen  # noqa: E402
from baccarat_qt.desktop.app import load_main, register_types  # noqa: E402


def wait(condition: object, timeout_s: float = 10.0) -> None:
    """Run the event loop until ``condition()`` holds."""
    end = time.monotonic() + timeout_s
    loop = QEventLoop()
    while not condition():  # type: ignore[operator]
        if time.monotonic() > end:
            raise TimeoutError("the game did not get there in time")
        QTimer.singleShot(2, loop.quit)
        loop.exec()


def hands_area(window: QQuickWindow) -> QQuickItem:
    """The table's hands' area, where the cards are (one walk of the scene)."""
    stack = [window.contentItem()]
    while stack:
        item = stack.pop()
        if item.objectName() == "handBox_player":
            area = item.parentItem()
            assert area is not None
            return area
        stack.extend(item.childItems())
    raise LookupError("no hands on the table")


def cards_in(area: QQuickItem) -> list[QQuickItem]:
    """The card views among ``area``'s children (the hands' area: cheap enough to call every frame)."""
    return [item for item in area.childItems() if item.objectName().startswith("card_") and item.isVisible()]


def deal_time(window: QQuickWindow, area: QQuickItem) -> tuple[float, int]:
    """Seconds from D to the last of the four cards landed, sampled every frame, and the frames drawn."""
    landed: list[float] = []
    frames = [0]

    def sample() -> None:
        frames[0] += 1
        views = cards_in(area)
        if not landed and len(views) == 4 and all(view.property("arrived") for view in views):
            landed.append(time.perf_counter())

    window.afterAnimating.connect(sample)
    start = time.perf_counter()
    QTest.keyClick(window, Qt.Key.Key_D)
    wait(lambda: bool(landed))
    window.afterAnimating.disconnect(sample)
    return landed[0] - start, frames[0]


def main() -> None:
    """Launch, play the deals, print the numbers."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="compare the first deal with the third")
    args = parser.parse_args()
    deals = 3 if args.quick else 10
    app = QGuiApplication(sys.argv)
    app.setOrganizationName("baccarat-qt")
    register_types()
    engine = QQmlApplicationEngine()
    load_main(engine)
    window = engine.rootObjects()[0]
    assert isinstance(window, QQuickWindow)
    window.resize(1280, 800)
    window.show()
    window.requestActivate()
    context = engine.findChild(Context)
    assert context is not None
    wait(window.isActive)
    wait(lambda: context.night.screen == Screen.Lobby)
    tiles = window.findChild(QObject, "deckChooserLoader")
    wait(lambda: tiles is not None and tiles.property("item") is not None)
    QTest.qWait(2000)  # the whole lobby, deck tiles in place, as a player looks at it before sitting down
    context.night.startNight()
    wait(lambda: context.night.screen == Screen.Table)
    QTest.qWait(300)
    area = hands_area(window)
    times, frames = [], []
    for _ in range(deals):
        if not context.table.totalBet:
            context.table.placeChipValue("banker", 5)
        took, drawn = deal_time(window, area)
        times.append(took)
        frames.append(drawn)
        while context.table.phase == Phase.Revealing:
            context.hand.openAll()
            wait(lambda: not context.reveal.cardsTurning)
        QTest.qWait(100)
    first, last, later = times[0], times[-1], statistics.median(times[1:])
    print(f"deals: {', '.join(f'{1000 * t:.0f}' for t in times)} ms; frames: {', '.join(map(str, frames))}")
    print(
        f"first deal {1000 * first:.0f} ms ({frames[0]} frames), deal {deals} {1000 * last:.0f} ms "
        f"({frames[-1]} frames), ratio {first / last:.2f}; against the later deals' median "
        f"{1000 * later:.0f} ms: {first / later:.2f}"
    )
    engine.deleteLater()


if __name__ == "__main__":
    main()
