"""Benchmark the first deal after launch against a later one, in the same run (issue 28, defect 4).

Starts the game as a player does (the lobby first), sits down, and plays hands:
a 5 on BANCA, REPARTIR (D), then VOLTEAR TODAS. For each deal it measures the
time from D to the last card landed in its place (every card view ``arrived``),
sampled every frame. Prints the first and the tenth deal (the third with
``--quick``) and their ratio, which should be at most 1.2.

Run it under Xvfb with a real OpenGL (Mesa llvmpipe)::

    xvfb-run -a -s "-screen 0 1280x800x24" env QT_QPA_PLATFORM=xcb python benchmarks/bench_deal.py [--quick]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
os.environ.setdefault("QT_QPA_PLATFORM", "xcb")
os.environ["BACCARAT_QT_HOME"] = tempfile.mkdtemp(prefix="bench-deal-")

from PySide6.QtCore import QEventLoop, Qt, QTimer  # noqa: E402
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


def cards(window: QQuickWindow) -> list[QQuickItem]:
    """The card views on the table."""
    found, stack = [], [window.contentItem()]
    while stack:
        item = stack.pop()
        if item.objectName().startswith("card_") and item.isVisible():
            found.append(item)
        stack.extend(item.childItems())
    return found


def deal_time(window: QQuickWindow, context: Context) -> float:
    """Seconds from D to the last of the four cards landed, sampled every frame."""
    landed: list[float] = []

    def sample() -> None:
        views = cards(window)
        if not landed and len(views) == 4 and all(view.property("arrived") for view in views):
            landed.append(time.perf_counter())

    window.afterAnimating.connect(sample)
    start = time.perf_counter()
    QTest.keyClick(window, Qt.Key.Key_D)
    wait(lambda: bool(landed))
    window.afterAnimating.disconnect(sample)
    return landed[0] - start


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
    QTest.qWait(1500)  # the lobby as the player sees it, before sitting down
    context.night.startNight()
    wait(lambda: context.night.screen == Screen.Table)
    QTest.qWait(300)
    times = []
    for _ in range(deals):
        if not context.table.totalBet:
            context.table.placeChipValue("banker", 5)
        times.append(deal_time(window, context))
        while context.table.phase == Phase.Revealing:
            context.hand.openAll()
            wait(lambda: not context.reveal.cardsTurning)
        QTest.qWait(100)
    first, last = times[0], times[-1]
    print(f"deals: {', '.join(f'{1000 * t:.0f}' for t in times)} ms")
    print(f"first deal {1000 * first:.0f} ms, deal {deals} {1000 * last:.0f} ms, ratio {first / last:.2f}")
    engine.deleteLater()


if __name__ == "__main__":
    main()
