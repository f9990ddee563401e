"""Benchmark the squeeze of a real table card against the idle table, and take the squeeze screenshots.

The game is started as ``baccarat-qt`` starts it (``baccarat_qt.desktop.app.launch``,
its own data folder in a temporary directory), sat down at the table, and a
hand is dealt (a chip on BANCA, REPARTIR). Then, at each window size, three
phases of the same length, the pointer moving every frame (60 moves a second)
in all three:

- **idle**: the pointer wanders over the felt, no button held; the window is
  asked for a frame at every move, so the idle table renders every frame too;
- **corner**: the first card is pressed at its top right corner and bent in
  along its diagonal, with a wobble, and back (never past the reveal point);
- **side**: the same card pressed at the middle of its right long side and
  pulled in across it.

Before them, at the same size and in the same run, two phases of a bare window set the
bound llvmpipe puts on any window of that size: ``bare`` (the rail's colour and one
card-sized rectangle following the pointer) and ``felt`` (the same over the table's
felt alone, one window-sized gradient); the idle table is printed against ``bare``.

Each phase prints frames per second, the 95th percentile frame interval and
the CPU time of this process (all its threads, llvmpipe's included; not
Xvfb's) per second of wall time, the CPU time a frame (which, unlike the
frame rate, does not depend on the share of the CPU that other jobs leave), the
1-minute load average at the end of the phase, and each squeeze its CPU against
the idle table's. Frame times are taken when ``frameSwapped`` reaches the GUI thread.
Run it under Xvfb with a real OpenGL (Mesa llvmpipe), not offscreen, which
draws no shaders at all, on a screen as large as the largest size::

    xvfb-run -a -s "-screen 0 1920x1200x24" python benchmarks/bench_squeeze.py
    xvfb-run -a -s "-screen 0 1920x1200x24" python benchmarks/bench_squeeze.py --quick
    xvfb-run -a -s "-screen 0 1280x800x24" python benchmarks/bench_squeeze.py --screenshots docs/screenshots

``--quick`` (CI): one short round at each size, no thresholds. ``--screenshots DIR``
writes ``squeeze-side-1..5.png`` and ``squeeze-corner-1..5.png`` (rest, edge lift,
pips showing, index showing, open) from the squeeze test harness with the deck's
real card art, instead of benchmarking.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from _support import ROOT

os.environ.setdefault("QT_QPA_PLATFORM", "xcb")  # offscreen would draw no shader
# No sound server: the game stays silent, and no sound thread takes the CPU being measured.
os.environ["PULSE_SERVER"] = "unix:/nonexistent/baccarat-bench-no-sound"

from PySide6.QtCore import QObject, QPointF, Qt, QTimer, QUrl
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuick import QQuickItem, QQuickWindow
from PySide6.QtTest import QTest

LEFT = Qt.MouseButton.LeftButton
NO_MODIFIER = Qt.KeyboardModifier.NoModifier
SIZES = ((1280, 800), (1920, 1080))
PULL = 0.6
"""How far the pointer pulls in, in card widths at most: the card lifts well up, short of turning over."""
LOOK: Path | None = None
"""``--look DIR``: a grab of each squeeze a quarter of the way in is saved there."""
HARNESS = ROOT / "tests" / "qml" / "SqueezeHarness.qml"


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


class Table:
    """The real game, sat at the table with a hand dealt."""

    def __init__(self) -> None:
        from baccarat_qt.boundary.context import Context
        from baccarat_qt.desktop.app import launch

        self.app, self.engine = launch([sys.argv[0]])
        window = self.engine.rootObjects()[0]
        assert isinstance(window, QQuickWindow), "the game's window did not load"
        self.window = window
        context = self.engine.findChild(Context)
        assert isinstance(context, Context)
        self.context = context
        self.clock = FrameClock(window)
        window.show()
        wait_until(lambda: bool(self.clock.times), what="the first frame")
        # The lobby's deck tiles are built after its first frame; sitting down before they are in place
        # would cut that short (Qt warns: "Object or context destroyed during incubation").
        wait_until(lambda: self.loaded("deckChooserLoader"), what="the lobby's deck tiles")
        context.night.startNight()
        wait_until(lambda: self.find("dealButton") is not None, what="the table")

    def items(self) -> Iterator[QQuickItem]:
        stack = [self.window.contentItem()]
        while stack:
            item = stack.pop()
            yield item
            stack.extend(item.childItems())

    def find(self, name: str) -> QQuickItem | None:
        """The visible item with this objectName, if any."""
        return next((i for i in self.items() if i.objectName() == name and i.isVisible()), None)

    def loaded(self, name: str) -> bool:
        """Whether the named Loader has its item."""
        loader = self.find(name)
        return loader is not None and loader.property("item") is not None

    def resize(self, width: int, height: int) -> None:
        self.window.resize(width, height)
        wait_until(lambda: self.window.contentItem().width() == width, what=f"the window at {width}x{height}")
        QTest.qWait(300)  # the layout settles

    def first_face_up(self) -> bool:
        """Whether the hand's first card is open."""
        model = self.context.hand.cards
        role = next(int(k) for k, v in model.roleNames().items() if bytes(v.data()) == b"faceUp")
        return model.rowCount() > 0 and bool(model.data(model.index(0), role))

    def card(self) -> QQuickItem:
        """The first card, face down and landed in its place (a new hand is dealt when there is none)."""
        from baccarat_qt.boundary.enums import Phase

        if self.context.table.phase != Phase.Revealing or self.first_face_up():
            self.deal()
        card = self.find("card_0")
        assert card is not None
        return card

    def deal(self) -> None:
        """A chip on BANCA and REPARTIR, the last hand opened to its end first; wait until the cards land."""
        from baccarat_qt.boundary.enums import Phase

        hand, table = self.context.hand, self.context.table
        while table.phase == Phase.Revealing:
            hand.openAll()
        wait_until(lambda: table.phase == Phase.Betting, what="the next hand's bets")
        table.placeChip("banker")
        hand.deal()

        def landed() -> bool:
            cards = [i for i in self.items() if i.objectName().startswith("card_")]
            return len(cards) >= 4 and all(i.property("arrived") for i in cards)

        wait_until(landed, what="the cards landed")
        QTest.qWait(200)

    def close(self) -> None:
        self.window.close()
        self.engine.deleteLater()
        QTest.qWait(50)


BARE_QML = b"""
import QtQuick
Window {
    id: root
    property bool felt: false
    color: "#3b2314"
    Rectangle {
        anchors.fill: parent
        anchors.margins: 10
        visible: root.felt
        radius: 28
        border.color: "#d8b45a"
        border.width: 2
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#0d5c3a" }
            GradientStop { position: 1.0; color: "#084129" }
        }
    }
    Rectangle { objectName: "card"; width: 94; height: 131; radius: 5; color: "#f5f0e0" }
}
"""
"""The bound a window of this size sets on llvmpipe (the colours are Theme.qml's): the rail's colour and
one card-sized rectangle that follows the pointer (``bare``), and the same over one window-sized felt
(``felt``: the table's felt alone, a gradient with a rounded border)."""


def bare_phases(size: tuple[int, int], seconds: float) -> dict[str, dict[str, float]]:
    """The bare window at ``size``, then with the felt, the pointer moving every frame as in ``phases``."""
    engine = QQmlApplicationEngine()
    engine.loadData(BARE_QML)
    window = engine.rootObjects()[0]
    assert isinstance(window, QQuickWindow)
    card = window.findChild(QQuickItem, "card")
    assert card is not None
    clock = FrameClock(window)
    window.resize(*size)
    window.show()
    wait_until(lambda: bool(clock.times) and window.width() == size[0], what="the bare window")
    QTest.qWait(300)

    def move(t: float) -> None:
        point = QPointF(size[0] / 2 + size[0] / 4 * math.sin(6.3 * t), size[1] / 2 + size[1] / 8 * t)
        QTest.mouseMove(window, point.toPoint())
        card.setPosition(point)
        window.update()

    result = {"bare": measure(clock, seconds, move)}
    window.setProperty("felt", True)
    QTest.qWait(100)
    result["felt"] = measure(clock, seconds, move)
    window.close()
    engine.deleteLater()
    QTest.qWait(50)
    return result


def phases(table: Table, seconds: float) -> dict[str, dict[str, float]]:
    """The idle table, then a squeeze from the corner and one from the side, the pointer moving every frame."""
    card = table.card()
    window = table.window
    w, h = card.width(), card.height()

    def at(u: float, v: float) -> QPointF:
        return card.mapToScene(QPointF(u * w, v * h))

    felt = at(-0.5, 1.3)

    def idle(t: float) -> None:
        QTest.mouseMove(window, (felt + QPointF(0.8 * w * math.sin(6.3 * t), 0.2 * h * t)).toPoint())
        window.update()  # the idle table draws every frame too

    bent: list[bool] = []
    press_name = [""]
    held: list[QQuickItem] = []

    def squeezing(press: QPointF, direction: QPointF) -> Callable[[float], None]:
        def step(t: float) -> None:
            # In, with a wobble across the pull, and back out: never past the reveal point.
            pull = PULL * w * (t * 2 if t < 0.5 else 2 - t * 2)
            wobble = 0.06 * h * math.sin(12.6 * t)
            across = QPointF(-direction.y(), direction.x())
            QTest.mouseMove(window, (press + direction * pull + across * wobble).toPoint())
            window.update()
            if 0.25 < t < 0.75:  # well into the pull: the card is held bent (its SqueezeCard says so)
                bent.append(bool(held[0].property("squeezing")))
                if LOOK is not None and len(bent) == 1:
                    size = f"{window.width()}x{window.height()}"
                    window.grabWindow().save(str(LOOK / f"bench-squeeze-{press_name[0]}-{size}.png"))

        return step

    result = {"idle": measure(table.clock, seconds, idle)}
    corner_dir = QPointF(-0.62, 0.75) / math.hypot(0.62, 0.75)
    plans = {"corner": (0.97, 0.03, corner_dir), "side": (0.99, 0.45, QPointF(-1.0, 0.0))}
    for name, (u, v, direction) in plans.items():
        card = table.card()  # a new hand if the last squeeze opened the card after all
        press = at(u, v)
        squeeze = table.find("squeeze_0")  # looked up before the measurement, not in it
        assert squeeze is not None
        held[:] = [squeeze]
        bent.clear()
        press_name[:] = [name]
        QTest.mousePress(window, LEFT, NO_MODIFIER, press.toPoint())
        result[name] = measure(table.clock, seconds, squeezing(press, direction))
        QTest.mouseRelease(window, LEFT, NO_MODIFIER, press.toPoint())
        result[name]["opened"] = float(table.first_face_up())
        result[name]["bent"] = float(any(bent))
        QTest.qWait(600)  # the card falls back
    return result


def benchmark(
    seconds: float, rounds: int, sizes: Sequence[tuple[int, int]]
) -> dict[str, dict[str, dict[str, float]]]:
    """Every phase ``rounds`` times at each size, in one process; the median of each figure."""
    with tempfile.TemporaryDirectory(prefix="baccarat-bench-squeeze-") as home:
        os.environ["BACCARAT_QT_HOME"] = home
        table = Table()
        results: dict[str, dict[str, dict[str, float]]] = {}
        for width, height in sizes:
            table.resize(width, height)
            runs = [bare_phases((width, height), seconds) | phases(table, seconds) for _ in range(rounds)]
            results[f"{width}x{height}"] = {
                phase: {key: statistics.median(run[phase][key] for run in runs) for key in runs[0][phase]}
                for phase in runs[0]
            }
        table.close()
    return results


def released(card: QQuickItem) -> Callable[[], bool]:
    """Whether ``card`` is no longer held bent."""
    return lambda: not card.property("squeezing")


def screenshots(folder: Path) -> list[Path]:
    """The squeeze from a long side and from a corner, five frames each, with the real card art."""
    from baccarat_qt.boundary import card_images
    from baccarat_qt.boundary.card_images import card_source
    from baccarat_qt.desktop.app import register_types
    from baccarat_qt.paths import ui_dir

    register_types()
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    # (name, press at u, v across the card, pointer path in card widths, frames' progress along it)
    plans = [
        ("side", (0.01, 0.2), (1.0, 0.28), [0.0, 0.1, 0.72, 0.9, None]),
        ("corner", (0.99, 0.01), (-0.62, 0.75), [0.0, 0.15, 0.45, 0.8, None]),
    ]
    for name, (u, v), (du, dv), stops in plans:
        engine = QQmlApplicationEngine()
        engine.addImportPath(str(ui_dir()))
        card_images.install(engine)
        back, face = QUrl(card_source("clasica", None)), QUrl(card_source("clasica", "8H"))
        engine.setInitialProperties(
            {
                "backUrl": back,
                "faceUrl": face,
                "width": 440,
                "height": 520,
                "cardWidth": 252,
                "cardFocus": False,
            }
        )
        engine.load(QUrl.fromLocalFile(str(HARNESS)))
        window = engine.rootObjects()[0]
        assert isinstance(window, QQuickWindow)
        card = window.findChild(QQuickItem, "card")
        assert card is not None
        QTest.qWait(600)
        origin = card.mapToScene(QPointF(0, 0))
        w, h = card.width(), card.height()
        press = QPointF(origin.x() + u * w, origin.y() + v * h)
        pressed = False
        target = press
        for i, stop in enumerate(stops, start=1):
            if stop is None:  # pull on past the reveal point and let the card turn over
                for k in range(1, 13):
                    target = press + QPointF(du * w, dv * w) * (1 + k / 6)
                    QTest.mouseMove(window, target.toPoint())
                    QTest.qWait(10)
                    if card.property("faceUp"):
                        break
                QTest.mouseRelease(window, LEFT, NO_MODIFIER, target.toPoint())
                wait_until(released(card), timeout=5)
                QTest.qWait(700)  # the turn face up
            elif stop > 0:
                if not pressed:
                    QTest.mousePress(window, LEFT, NO_MODIFIER, press.toPoint())
                    pressed = True
                for k in range(1, 9):
                    target = press + QPointF(du * w, dv * w) * (stop * k / 8)
                    QTest.mouseMove(window, target.toPoint())
                    QTest.qWait(10)
                QTest.qWait(100)
            path = folder / f"squeeze-{name}-{i}.png"
            window.grabWindow().save(str(path))
            written.append(path)
        window.close()
        engine.deleteLater()
        QTest.qWait(50)
    return written


def report(results: dict[str, dict[str, dict[str, float]]]) -> str:
    """One line per size and phase."""
    lines = []
    for size, phase in results.items():
        idle, bare = phase["idle"], phase["bare"]
        for name, figures in phase.items():
            if name in ("bare", "felt"):
                ratio = (
                    ""
                    if name == "bare"
                    else f"  ({figures['cpu_ms_per_frame'] / bare['cpu_ms_per_frame']:.2f}x bare a frame)"
                )
            elif name == "idle":
                ratio = f"  ({figures['cpu_ms_per_frame'] / bare['cpu_ms_per_frame']:.2f}x bare a frame)"
            else:
                ratio = (
                    f"  ({figures['cpu_percent'] / idle['cpu_percent']:.2f}x idle CPU,"
                    f" {figures['cpu_ms_per_frame'] / idle['cpu_ms_per_frame']:.2f}x idle CPU a frame)"
                )
            opened = "  OPENED: pulled past the reveal point" if figures.get("opened") else ""
            if name in ("corner", "side") and not figures.get("bent"):
                opened += "  NOT BENT: the pointer missed the card"
            lines.append(
                f"{size:>9} {name:6} {figures['fps']:5.1f} fps  p95 {figures['p95_ms']:5.1f} ms"
                f"  median {figures['median_ms']:5.1f} ms  CPU {figures['cpu_percent']:5.1f}%"
                f"  {figures['cpu_ms_per_frame']:5.1f} ms a frame  load {figures['load_average']:4.1f}{ratio}{opened}"
            )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Command line entry point; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="length of each phase (default 2)")
    parser.add_argument(
        "--rounds", type=int, default=3, help="rounds at each size; medians are shown (default 3)"
    )
    parser.add_argument(
        "--quick", action="store_true", help="one short round at each size (CI: it still runs)"
    )
    parser.add_argument(
        "--look", type=Path, help="save a grab of each squeeze here, to check what is measured"
    )
    parser.add_argument("--screenshots", type=Path, help="write the squeeze screenshots here instead")
    args = parser.parse_args(argv)
    if args.screenshots:
        from PySide6.QtGui import QGuiApplication

        app = QGuiApplication(sys.argv[:1])
        for path in screenshots(args.screenshots):
            print(path)
        del app
        return 0
    if args.look:
        global LOOK
        LOOK = args.look
        LOOK.mkdir(parents=True, exist_ok=True)
    seconds, rounds = (1.0, 1) if args.quick else (args.seconds, args.rounds)
    results = benchmark(seconds, rounds, SIZES)
    api = QQuickWindow.graphicsApi().name
    print(json.dumps({"graphics_api": api, "seconds": seconds, "rounds": rounds, **results}, indent=2))
    print(report(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
