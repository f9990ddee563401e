"""Start-up of the game to the lobby's first frame, and peak memory, against a bare QML window.

Both are started the same way (a fresh Python process, QGuiApplication,
QQmlApplicationEngine, the real xcb platform with OpenGL) and quit on their
first swapped frame. The time of that frame is noted on the render thread as
the swap returns (a direct connection to ``frameSwapped``), not when the GUI
thread next gets to it; the game is started by ``app.launch()``, as
``baccarat-qt`` is (its start module imported before the probe imports anything of Qt, as there). The lobby's deck tiles are built after its first frame, so
the game runs on until the first frame with them in place, times that too, and
its peak memory includes them. The game's bytecode is compiled first, as
``pip install`` does, so no run pays for compiling a module that changed
(``PYTHONDONTWRITEBYTECODE`` would otherwise have every run compile it). Run under a display, e.g.
``xvfb-run -a -s "-screen 0 1920x1200x24" python benchmarks/bench_startup.py``.

``--cold`` makes every start of the game the first after an install that compiled
nothing (an empty QML disk cache and Qt pipeline cache, none of its bytecode; Mesa's
shader cache, shared by every OpenGL program on the machine, stays); the bare window has no
cache to lose (its QML is loaded from a string, and Qt's own modules are compiled in).
With ``--compare`` the other tree starts cold too. ``--cold-qml`` is the first start after ``pip install``,
which compiles the bytecode as it installs: the QML and pipeline caches empty, the game's bytecode in place.

``--compare SRC`` also starts the game from another source tree's ``src``
folder (an earlier commit, unpacked with ``git archive``) in the same
alternation, and prints this tree's start, and its deck tiles, against it. The packaged
app's first start is a tree whose ``ui/`` holds the QML compiled as the bundle ships it
(``python packaging/qml_cache.py ui ui`` in a copy, never in a checkout) run with ``--cold-qml``.

Each process also notes its CPU time (every thread's, user and system; ``time.process_time()``, to the
microsecond, not ``os.times()``' 10 ms ticks) at its first swap: the
work done on the way to the first frame. On a loaded machine the wall-clock times stretch with
the load while the CPU times hardly move, so the CPU ratios compare trees where the times cannot.
"""

from __future__ import annotations

import argparse
import compileall
import dataclasses
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

from _startup_probes import BARE, GAME
from _support import ROOT, cold_cache_env, scratch

__all__ = ["BARE", "GAME", "Run", "main", "run_once"]  # bench_history.py starts the same two


@dataclasses.dataclass(frozen=True)
class Run:
    """One start: milliseconds from process start, and peak memory."""

    first_frame_ms: float
    peak_rss_mb: float
    tiles_ms: float | None = None
    """The game only: the first frame with the lobby's deck tiles in place."""
    pictures_ms: float | None = None
    """The game only: the first frame with the tiles' card pictures drawn (read off the GUI thread)."""
    cpu_ms: float | None = None
    """CPU time (all the process's threads, user and system) from its start to its first frame:
    the work on the way to the first frame, which a loaded machine delays but hardly changes."""


def run_once(
    code: str,
    home: str,
    src: Path = ROOT / "src",
    *,
    cold: bool = False,
    keep_bytecode: bool = False,
    pictures: bool = False,
) -> Run:
    """Start one process (the game from ``src``) and time it from its start.

    ``cold``: as the first start after an install that compiled nothing: an empty QML disk cache
    and Qt pipeline cache (a new ``XDG_CACHE_HOME``; Mesa's shader cache is the machine's and stays)
    and none of the game's bytecode (its ``__pycache__`` removed, none written); Python's and
    PySide6's own bytecode stay, as an installer leaves them. ``keep_bytecode``: the game's bytecode
    stays too (``pip install`` compiles it), only Qt's caches are empty. ``pictures``: the game's probe
    also notes the frame with the deck tiles' card pictures (it imports Qt Quick's module for it first).
    """
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "xcb"),
        "BACCARAT_QT_HOME": home,
    }
    if cold:
        env.update(cold_cache_env(str(scratch("baccarat-bench-cache-"))))
        for cache in () if keep_bytecode else src.rglob("__pycache__"):
            shutil.rmtree(cache, ignore_errors=True)
    start = time.time()
    proc = subprocess.Popen(
        [sys.executable, "-c", code, str(src), *(["pictures"] if pictures else [])],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
    )
    assert proc.stdout is not None
    out = proc.stdout.read().decode()
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0 or "FIRST_FRAME" not in out:
        raise RuntimeError(f"process failed ({proc.returncode}): {out}")
    words = out.split()
    values = {words[i]: float(words[i + 1]) for i in range(0, len(words) - 1, 2)}
    times = {name: (value - start) * 1000 for name, value in values.items() if name != "CPU"}
    cpu = values["CPU"] * 1000 if "CPU" in values else None
    return Run(times["FIRST_FRAME"], usage.ru_maxrss / 1024, times.get("TILES"), times.get("PICTURES"), cpu)


def _after_first(runs: list[Run], field: str = "tiles_ms") -> float:
    """The median, over the runs, of each run's time from its first frame to its deck tiles' frame (or
    ``field``'s: the pictures'), so that the first frame's wide spread on a loaded machine does not enter it."""
    return statistics.median(
        getattr(r, field) - r.first_frame_ms for r in runs if getattr(r, field) is not None
    )


def _print_pictures(results: dict[str, list[Run]], bare_ms: float, *, other: bool) -> None:
    """The frame with the deck tiles' card pictures drawn: when, after the first frame, against the other tree."""
    drawn = statistics.median(r.pictures_ms for r in results["game"] if r.pictures_ms is not None)
    line = (
        f"game : their card pictures drawn {drawn:7.1f} ms ({_after_first(results['game'], 'pictures_ms'):.1f} ms "
        f"after the first frame), {drawn / bare_ms:.2f}x the bare first frame"
    )
    if other:
        theirs = statistics.median(r.pictures_ms for r in results["other"] if r.pictures_ms is not None)
        line += f"; other: {_after_first(results['other'], 'pictures_ms'):.1f} ms after; this tree's {drawn / theirs:.3f}x"
    print(line)


def main() -> int:
    """Alternate bare and game runs; print medians and ratios."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--compare", type=Path, help="another tree's src folder to start the game from too")
    parser.add_argument("--quick", action="store_true", help="one run of each (CI: it still runs)")
    parser.add_argument(
        "--cold", action="store_true", help="every start as the first after install (no QML cache, no .pyc)"
    )
    parser.add_argument(
        "--cold-qml",
        action="store_true",
        help="as --cold, but with the game's bytecode (as pip install leaves it)",
    )
    parser.add_argument(
        "--pictures",
        action="store_true",
        help="also the frame with the deck tiles' card pictures (the probe imports Qt Quick's module first)",
    )
    args = parser.parse_args()
    if args.compare and not (args.compare / "baccarat_qt" / "__init__.py").is_file():
        # Otherwise the probe would import the installed game instead, and compare this tree with itself.
        parser.error(f"--compare {args.compare}: no baccarat_qt package there (give the tree's src folder)")
    keep = args.cold_qml
    args.cold = args.cold or keep
    if args.quick:
        args.runs = 1
    home = str(scratch("baccarat-bench-"))
    if not args.cold or keep:
        compileall.compile_dir(ROOT / "src", quiet=1)  # an installed game has its bytecode
    results: dict[str, list[Run]] = {"bare": [], "game": []}
    run_once(BARE, home)  # warm the disk cache for both (the page cache: files read from disk)
    run_once(GAME, home, cold=args.cold, keep_bytecode=keep, pictures=args.pictures)
    # The other tree gets its own data folder: its files (the lock, a saved night) may differ in format.
    other_home = str(scratch("baccarat-bench-other-"))
    if args.compare:
        if not args.cold or keep:
            compileall.compile_dir(args.compare, quiet=1)
        results["other"] = []
        run_once(GAME, other_home, args.compare, cold=args.cold, keep_bytecode=keep, pictures=args.pictures)
    for _ in range(args.runs):
        results["bare"].append(run_once(BARE, home))
        results["game"].append(
            run_once(GAME, home, cold=args.cold, keep_bytecode=keep, pictures=args.pictures)
        )
        if args.compare:
            results["other"].append(
                run_once(
                    GAME, other_home, args.compare, cold=args.cold, keep_bytecode=keep, pictures=args.pictures
                )
            )
    medians = {}
    for name, runs in results.items():
        ms = statistics.median(r.first_frame_ms for r in runs)
        rss = statistics.median(r.peak_rss_mb for r in runs)
        cpu = statistics.median(r.cpu_ms or 0.0 for r in runs)
        medians[name] = (ms, rss, cpu)
        low, high = min(r.first_frame_ms for r in runs), max(r.first_frame_ms for r in runs)
        print(
            f"{name:5s}: first frame {ms:7.1f} ms ({low:.0f}–{high:.0f}), peak RSS {rss:6.1f} MB, "
            f"CPU to the first frame {cpu:7.1f} ms"
        )
    if args.compare:
        print(
            f"this tree against {args.compare}: start {medians['game'][0] / medians['other'][0]:.3f}x, "
            f"memory {medians['game'][1] / medians['other'][1]:.3f}x, "
            f"CPU to the first frame {medians['game'][2] / medians['other'][2]:.3f}x"
        )
    tiles = statistics.median(r.tiles_ms for r in results["game"] if r.tiles_ms is not None)
    print(
        f"game : deck tiles in place {tiles:7.1f} ms (built after the first frame; "
        f"{_after_first(results['game']):.1f} ms after it, the median of the runs)"
    )
    if args.compare:
        theirs = statistics.median(r.tiles_ms for r in results["other"] if r.tiles_ms is not None)
        print(
            f"other: deck tiles in place {theirs:7.1f} ms, {theirs / medians['bare'][0]:.2f}x the bare first "
            f"frame, {_after_first(results['other']):.1f} ms after its first frame; this tree's "
            f"against it {tiles / theirs:.3f}x"
        )
    if args.pictures:
        _print_pictures(results, medians["bare"][0], other=bool(args.compare))

    print(
        f"ratio: start {medians['game'][0] / medians['bare'][0]:.2f}x, "
        f"memory {medians['game'][1] / medians['bare'][1]:.2f}x (targets: start within 1.2x warm, "
        f"memory within 1.25x; deck tiles within 1.35x the bare first frame: {tiles / medians['bare'][0]:.2f}x); "
        f"CPU to the first frame {medians['game'][2] / medians['bare'][2]:.2f}x"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
