"""Benchmark the first deal after launch against a later one, in the same run (issue 28, defect 4).

Starts the game as a player does (the lobby first), sits down, and plays hands:
a 5 on BANCA, REPARTIR (D), then VOLTEAR TODAS. For each deal it measures the
time from D to the last card landed in its place (every card view ``arrived``),
sampled every frame, and the frames drawn meanwhile. Prints the first and the
tenth deal (the third with ``--quick``) and their ratio, which should be at most
1.2, and the first against the median of the later deals (steadier on a busy
machine). The lobby is left on screen for 2 s after its deck tiles are in
place, as a player looks at it before sitting down; the first D comes 300 ms
after the table is on screen (it came 300 ms after the switch to the table,
whose first frame, 0.5-2 s under load, could still be in the drawing: the
first deal waited for it).

Run it under Xvfb with a real OpenGL (Mesa llvmpipe)::

    xvfb-run -a -s "-screen 0 1280x800x24" env QT_QPA_PLATFORM=xcb python benchmarks/bench_deal.py [--quick]

Each deal is also timed to the first frame swapped after its last card landed
(as the GUI thread hears of it): with ``--reduced-motion`` (set before the
lobby, as a player who has it on starts the game) the cards lie in their places
at once and that frame is what the player waits for. One deal against another
is one frame (50-150 ms on llvmpipe under load) either way by chance, so
``--launches N`` starts the game N times, one process each, and prints each
launch's ratios, the load average, and their median. ``--cold`` starts each
launch with an empty cache folder (no QML disk cache, no Qt pipeline cache), as
the first start after an install.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
os.environ.setdefault("QT_QPA_PLATFORM", "xcb")
from _support import cold_cache_env, game_window, scratch  # noqa: E402  (this folder is on the path: the script's own)

os.environ["BACCARAT_QT_HOME"] = str(scratch("bench-deal-"))

from PySide6.QtCore import QEventLoop, QObject, Qt, QTimer  # noqa: E402
from PySide6.QtQuick import QQuickItem, QQuickWindow  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

from baccarat_qt.boundary.enums import Phase, Screen  # noqa: E402


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


def deal_time(window: QQuickWindow, area: QQuickItem) -> tuple[float, float, int]:
    """Seconds from D to the last of the four cards landed (sampled every frame), to the first frame
    swapped after that, and the frames drawn until it landed."""
    landed: list[float] = []
    shown: list[float] = []
    frames = [0]

    def sample() -> None:
        if landed:
            return
        frames[0] += 1
        views = cards_in(area)
        if len(views) == 4 and all(view.property("arrived") for view in views):
            landed.append(time.perf_counter())

    def swapped() -> None:
        if landed and not shown:
            shown.append(time.perf_counter())

    window.afterAnimating.connect(sample)
    window.frameSwapped.connect(swapped)
    start = time.perf_counter()
    QTest.keyClick(window, Qt.Key.Key_D)
    wait(lambda: bool(shown))
    window.afterAnimating.disconnect(sample)
    window.frameSwapped.disconnect(swapped)
    return landed[0] - start, shown[0] - start, frames[0]


def main() -> None:
    """Launch, play the deals, print the numbers."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="compare the first deal with the third")
    parser.add_argument("--reduced-motion", action="store_true", help="with reduced motion on")
    parser.add_argument(
        "--launches", type=int, default=1, help="start the game this many times, one process each"
    )
    parser.add_argument("--cold", action="store_true", help="each launch with an empty cache folder")
    args = parser.parse_args()
    if args.launches > 1 or args.cold:
        launches(args)
        return
    deals = 3 if args.quick else 10
    _app, engine, window, context = game_window(1280, 800)  # the application kept alive to the end
    wait(window.isActive)
    wait(lambda: context.night.screen == Screen.Lobby)
    context.preferences.setReducedMotion(args.reduced_motion)
    tiles = window.findChild(QObject, "deckChooserLoader")
    wait(lambda: tiles is not None and tiles.property("item") is not None)
    QTest.qWait(2000)  # the whole lobby, deck tiles in place, as a player looks at it before sitting down
    swaps = [0]

    def swapped() -> None:
        swaps[0] += 1

    window.frameSwapped.connect(swapped)
    context.night.startNight()
    wait(lambda: context.night.screen == Screen.Table)
    swaps[0] = 0
    wait(lambda: swaps[0] >= 2)  # the table on screen (the first swap may be of a frame begun before)
    window.frameSwapped.disconnect(swapped)
    QTest.qWait(300)  # then D, as a player who has seen it
    area = hands_area(window)
    times, shown, frames = [], [], []
    for _ in range(deals):
        if not context.table.totalBet:
            context.table.placeChipValue("banker", 5)
        took, seen, drawn = deal_time(window, area)
        times.append(took)
        shown.append(seen)
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
    seen_later = statistics.median(shown[1:])
    print(
        f"to the frame after: {', '.join(f'{1000 * t:.0f}' for t in shown)} ms; first {1000 * shown[0]:.0f} ms "
        f"against the later deals' median {1000 * seen_later:.0f} ms: {shown[0] / seen_later:.2f}"
    )
    engine.deleteLater()


def launches(args: argparse.Namespace) -> None:
    """Start the game ``args.launches`` times, one process each; print each launch's ratios and their median."""
    command = (
        [sys.executable, __file__] + ["--quick"] * args.quick + ["--reduced-motion"] * args.reduced_motion
    )
    landed, shown = [], []
    for number in range(1, args.launches + 1):
        env = dict(os.environ)
        if args.cold:
            env.update(cold_cache_env(str(scratch("bench-deal-cache-"))))
        before = os.getloadavg()[0]
        out = subprocess.run(command, env=env, capture_output=True, text=True, check=True).stdout
        after = os.getloadavg()[0]
        ratios = [float(r) for r in re.findall(r"median \d+ ms: ([\d.]+)", out)]
        landed.append(ratios[0])
        shown.append(ratios[1])
        print(f"launch {number} (load {before:.1f}-{after:.1f}):")
        print("  " + out.strip().replace("\n", "\n  "))
    print(
        f"{args.launches} launches, the first deal against the later deals' median: landed "
        f"{', '.join(f'{r:.2f}' for r in landed)} (median {statistics.median(landed):.2f}); "
        f"to the frame after {', '.join(f'{r:.2f}' for r in shown)} (median {statistics.median(shown):.2f})"
    )


if __name__ == "__main__":
    main()
