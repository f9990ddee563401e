"""Benchmark the squeeze against the idle table, and take the squeeze screenshots.

A 1280x800 window with a felt, six cards lying as on the table and one idle
animation that never stops (so Qt renders every frame in both phases). First
two seconds idle, then a scripted two-second squeeze of the middle card (the
pointer moves every frame, so the curl is recomputed every frame). For each
phase: frames per second, the 95th percentile frame interval, and the CPU time
of this process (all its threads, llvmpipe's included) per second of wall time.

Run it under Xvfb with a real OpenGL (Mesa llvmpipe), not offscreen, which
would draw no shaders at all::

    xvfb-run -a -s "-screen 0 1280x800x24" env QT_QPA_PLATFORM=xcb \\
        python benchmarks/bench_squeeze.py
    xvfb-run -a -s "-screen 0 1280x800x24" env QT_QPA_PLATFORM=xcb \\
        python benchmarks/bench_squeeze.py --screenshots docs/screenshots

``--screenshots DIR`` writes ``squeeze-side-1..5.png`` and
``squeeze-corner-1..5.png`` (rest, edge lift, pips showing, index showing,
open) with the deck provider's real card art, instead of benchmarking.
"""

from __future__ import annotations

import argparse
import itertools
import json
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QByteArray, QObject, QPoint, QPointF, Qt, QTimer, QUrl
from PySide6.QtGui import QGuiApplication
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuick import QQuickItem, QQuickWindow
from PySide6.QtTest import QTest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from baccarat_qt.boundary import card_images  # noqa: E402
from baccarat_qt.boundary.card_images import card_source  # noqa: E402
from baccarat_qt.desktop.app import register_types  # noqa: E402
from baccarat_qt.paths import ui_dir  # noqa: E402

register_types()  # BaccaratCore, which the module's Theme imports

HARNESS = ROOT / "tests" / "qml" / "SqueezeHarness.qml"
LEFT = Qt.MouseButton.LeftButton
NO_MODIFIER = Qt.KeyboardModifier.NoModifier

SCENE = b"""
import QtQuick
import Baccarat

Window {
    id: window
    width: 1280
    height: 800
    visible: true
    color: "#0d5c3a"
    property url back
    property url face

    // The idle table: a slow glow over the felt that never stops.
    Rectangle {
        anchors.centerIn: parent
        width: 900; height: 520; radius: 260
        color: "#1a7a50"
        SequentialAnimation on opacity {
            loops: Animation.Infinite
            NumberAnimation { from: 0.2; to: 0.6; duration: 1500 }
            NumberAnimation { from: 0.6; to: 0.2; duration: 1500 }
        }
    }
    Repeater {
        model: 6
        SqueezeCard {
            x: 170 + (index % 3) * 150 + (index >= 3 ? 520 : 0)
            y: 120
            width: 126; height: 176
            backSource: window.back
            interactive: false
        }
    }
    SqueezeCard {
        objectName: "card"
        x: (window.width - width) / 2
        y: 360
        width: 252; height: 352
        backSource: window.back
        onSqueezeStarted: faceSource = window.face
    }
}
"""


def _art(engine: QQmlApplicationEngine, code: str = "8H") -> tuple[QUrl, QUrl]:
    card_images.install(engine)
    return QUrl(card_source("clasica", None)), QUrl(card_source("clasica", code))


class FrameClock(QObject):
    """Timestamps of the frames a window shows."""

    def __init__(self, window: QQuickWindow) -> None:
        super().__init__()
        self.times: list[float] = []
        # Queued to the GUI thread: a direct call from the render thread would wait for the GIL.
        window.frameSwapped.connect(self._tick, Qt.ConnectionType.QueuedConnection)

    def _tick(self) -> None:
        self.times.append(time.perf_counter())


def _measure(
    clock: FrameClock, seconds: float, step: Callable[[float], None] | None = None, *, step_ms: int = 16
) -> dict[str, float]:
    """Run the event loop for ``seconds`` (calling ``step(t)`` every ``step_ms``) and summarise the frames."""
    start_frames = len(clock.times)
    cpu0, wall0 = time.process_time(), time.perf_counter()
    if step is not None:
        timer = QTimer()
        timer.setTimerType(Qt.TimerType.PreciseTimer)
        timer.setInterval(step_ms)
        timer.timeout.connect(lambda: step(min(1.0, (time.perf_counter() - wall0) / seconds)))
        timer.start()
    while time.perf_counter() - wall0 < seconds:
        QTest.qWait(5)
    if step is not None:
        timer.stop()
    wall, cpu = time.perf_counter() - wall0, time.process_time() - cpu0
    frames = clock.times[start_frames:]
    intervals = sorted((b - a) * 1000 for a, b in itertools.pairwise(frames))
    p95 = intervals[min(len(intervals) - 1, int(0.95 * len(intervals)))] if intervals else float("nan")
    return {
        "fps": len(frames) / wall,
        "p95_ms": p95,
        "median_ms": statistics.median(intervals) if intervals else float("nan"),
        "cpu_percent": 100 * cpu / wall,
    }


def _median(runs: list[dict[str, float]]) -> dict[str, float]:
    return {key: statistics.median(run[key] for run in runs) for key in runs[0]}


def benchmark(
    seconds: float = 2.0, *, rounds: int = 3, pointer_hz: float = 60.0
) -> dict[str, dict[str, float]]:
    """Idle table, then a scripted squeeze, ``rounds`` times in one run; the median of each."""
    engine = QQmlApplicationEngine()
    engine.addImportPath(str(ui_dir()))
    back, face = _art(engine)
    engine.setInitialProperties({"back": back, "face": face})
    engine.loadData(QByteArray(SCENE), QUrl.fromLocalFile(str(ROOT / "benchmarks" / "Scene.qml")))
    window = engine.rootObjects()[0]
    assert isinstance(window, QQuickWindow)
    card = window.findChild(QQuickItem, "card")
    assert card is not None
    clock = FrameClock(window)
    QTest.qWait(1000)  # first frames, shader and image loading

    origin = card.mapToScene(QPointF(0, 0))
    width, height = card.width(), card.height()
    press = QPoint(round(origin.x() + width - 4), round(origin.y() + 0.45 * height))

    def squeeze(t: float) -> None:
        # In, with a wobble, and back out: never past the reveal point.
        pull = 0.7 * width * (t * 2 if t < 0.5 else 2 - t * 2)
        wobble = 0.12 * height * (t - 0.5)
        QTest.mouseMove(window, press - QPoint(round(pull + 12), round(-wobble)))

    idle, squeezing = [], []
    for _ in range(rounds):
        idle.append(_measure(clock, seconds))
        QTest.mousePress(window, LEFT, NO_MODIFIER, press)
        squeezing.append(_measure(clock, seconds, squeeze, step_ms=round(1000 / pointer_hz)))
        QTest.mouseRelease(window, LEFT, NO_MODIFIER, press)
        QTest.qWait(800)  # the card falls back
    window.close()
    engine.deleteLater()
    QTest.qWait(50)
    return {"idle": _median(idle), "squeeze": _median(squeezing)}


def screenshots(folder: Path) -> list[Path]:
    """The squeeze from a long side and from a corner, five frames each, with the real card art."""
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
        back, face = _art(engine, "8H")
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
        for i, stop in enumerate(stops, start=1):
            if stop is None:  # pull on past the reveal point and let the card turn over
                for k in range(1, 13):
                    target = press + QPointF(du * w, dv * w) * (1 + k / 6)
                    QTest.mouseMove(window, target.toPoint())
                    QTest.qWait(10)
                    if card.property("faceUp"):
                        break
                QTest.mouseRelease(window, LEFT, NO_MODIFIER, target.toPoint())
                deadline = time.perf_counter() + 5
                while card.property("squeezing") and time.perf_counter() < deadline:
                    QTest.qWait(20)
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


def main(argv: Sequence[str] | None = None) -> int:
    """Command line entry point; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="length of each phase (default 2)")
    parser.add_argument(
        "--rounds", type=int, default=3, help="idle/squeeze pairs; medians are shown (default 3)"
    )
    parser.add_argument(
        "--pointer-hz",
        type=float,
        default=60.0,
        help="pointer moves per second during the squeeze (default 60)",
    )
    parser.add_argument("--screenshots", type=Path, help="write the squeeze screenshots here instead")
    args = parser.parse_args(argv)
    app = QGuiApplication(sys.argv[:1])
    if args.screenshots:
        for path in screenshots(args.screenshots):
            print(path)
        return 0
    result = benchmark(args.seconds, rounds=args.rounds, pointer_hz=args.pointer_hz)
    api = QQuickWindow.graphicsApi().name
    print(json.dumps({"graphics_api": api, "pointer_hz": args.pointer_hz, **result}, indent=2))
    idle, squeeze = result["idle"], result["squeeze"]
    print(
        f"idle    {idle['fps']:5.1f} fps  p95 {idle['p95_ms']:5.1f} ms  CPU {idle['cpu_percent']:5.1f}%\n"
        f"squeeze {squeeze['fps']:5.1f} fps  p95 {squeeze['p95_ms']:5.1f} ms  CPU {squeeze['cpu_percent']:5.1f}%"
        f"  ({squeeze['cpu_percent'] / idle['cpu_percent']:.2f}x idle)"
    )
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
