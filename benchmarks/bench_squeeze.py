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

The frames are timed by ``_frame_clock.py``, the game and the bare window are set up by
``_squeeze_scenes.py``, and the screenshots taken by ``_squeeze_shots.py`` (all in this folder).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

import _support  # noqa: F401  (this tree's src/ first on the import path)

os.environ.setdefault("QT_QPA_PLATFORM", "xcb")  # offscreen would draw no shader
# No sound server: the game stays silent, and no sound thread takes the CPU being measured.
os.environ["PULSE_SERVER"] = "unix:/nonexistent/baccarat-bench-no-sound"

from PySide6.QtCore import QPointF
from PySide6.QtQuick import QQuickItem, QQuickWindow
from PySide6.QtTest import QTest

from _frame_clock import LEFT, NO_MODIFIER, measure
from _squeeze_scenes import Table, bare_phases
from _squeeze_shots import screenshots

SIZES = ((1280, 800), (1920, 1080))
PULL = 0.6
"""How far the pointer pulls in, in card widths at most: the card lifts well up, short of turning over."""
LOOK: Path | None = None
"""``--look DIR``: a grab of each squeeze a quarter of the way in is saved there."""


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

        from baccarat_qt.desktop.app import configure_application

        configure_application()  # the game's Qt Quick settings, as it starts
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
