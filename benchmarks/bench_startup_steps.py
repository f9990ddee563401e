"""Where the start-up goes, step by step from exec to the lobby's first frame, beside a bare QML window.

Each run is a fresh Python process started the way ``bench_startup.py`` starts
it (the game by ``app.launch()``, its own empty data folder; the bare window an
ApplicationWindow with one Label), on the real xcb platform with OpenGL. The
game's steps are timed from outside the product: this script wraps the
functions ``launch()`` calls (and the constructors ``Context`` calls) before
it starts, and notes the wall-clock time at each boundary; the first frame is
noted on the render thread as its swap returns. Times are from the moment
before the process is spawned, so "exec → interpreter" includes Python's own
start. The game's start module is imported first, as ``baccarat-qt`` imports it (with PySide6, which it
imports after the game's Qt-free modules). Medians of ``--runs`` alternating runs. Run under a display::

    xvfb-run -a -s "-screen 0 1920x1200x24" python benchmarks/bench_startup_steps.py [--runs 11]

``--cold`` starts every run with an empty QML disk cache and Qt pipeline cache (``XDG_CACHE_HOME``
in a new temporary folder each time; Mesa's shader cache, the machine's, stays) and without the game's bytecode (its
``__pycache__`` folders removed, ``PYTHONDONTWRITEBYTECODE`` set): the first
start after an install that compiled nothing. Python's and PySide6's own
bytecode stay, as an installer leaves them.
"""

from __future__ import annotations

import argparse
import collections
import compileall
import json
import os
import shutil
import statistics
import subprocess
import sys
import time

from _support import FRAME_CLOCK, ROOT, cold_cache_env, scratch

PROBE = (
    r"""
import json, sys, time
T = [("interpreter", time.time())]
def mark(name):
    T.append((name, time.time()))
sys.path.insert(0, sys.argv[2])
if sys.argv[1] != "bare":  # the start module first, as baccarat-qt imports it: the Qt-free modules, then PySide6
    from baccarat_qt.desktop import app as game_app
    mark("the game's start module imported (PySide6 with it)")
import PySide6.QtCore, PySide6.QtGui, PySide6.QtQml
mark("PySide6 imported")
from PySide6.QtCore import QCoreApplication
"""
    + FRAME_CLOCK
    + r"""
if sys.argv[1] == "bare":
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtQml import QQmlApplicationEngine
    app = QGuiApplication(sys.argv[:1])
    mark("QGuiApplication")
    engine = QQmlApplicationEngine()
    engine.loadData(b'''
import QtQuick
import QtQuick.Controls
ApplicationWindow { width: 1280; height: 800; visible: true; color: "#0d5c3a"
    Label { anchors.centerIn: parent; text: "Baccarat"; font.pixelSize: 48 } }
''')
    mark("QML loaded")
else:
    SPANS = {}
    def timed(name, fn):
        def wrapper(*args, **kwargs):
            t0 = time.time()
            try:
                return fn(*args, **kwargs)
            finally:
                SPANS[name] = SPANS.get(name, 0.0) + time.time() - t0
        return wrapper
    def instrument_context():  # once the lobby's import thread is joined (untimed: its own span)
        t0 = time.time()
        from baccarat_qt.boundary import context as ctx
        from baccarat_qt.words.language import TRANSLATION
        for name, classes in INNER.items():
            for cls in classes(ctx):
                cls.__init__ = timed(name, cls.__init__)
        TRANSLATION.apply = timed("the translator (and the language's locale)", TRANSLATION.apply)
        original_sync = ctx.Context.sync
        def first_sync(self):
            if "the first sync" in SPANS:
                return original_sync(self)
            return timed("the first sync", original_sync)(self)
        ctx.Context.sync = first_sync
        ctx.Context.__init__ = timed("Context", ctx.Context.__init__)
        import baccarat_qt.desktop.manners as window_mod  # imported by then, with QtCore.Qt, on that thread
        window_mod.keep_window = timed(TOP[6], window_mod.keep_window)
        SPANS["(instrumenting)"] = time.time() - t0
    INNER = {
        "Announcer": lambda c: [c.Announcer],
        "Preferences (the settings file)": lambda c: [c.Preferences],
        "Seat (the database: the night, the top five)": lambda c: [c.Seat],
        "Night": lambda c: [c.Night],
        "History, SpeechHistory": lambda c: [c.History, c.SpeechHistory],
        # built at the first sit-down (or when QML first asks for one), not for the lobby: 0 here
        "the table's objects (Table, Hand, Reveal, Roads, Odds, Sound, Review)": lambda c: [
            c.Table, c.Hand, c.Reveal, c.Roads, c.Odds, c.Sound, c.Review],
    }
    from PySide6.QtGui import QGuiApplication
    register = game_app.register_types
    drop_lines = game_app.drop_source_lines
    def drop_then_instrument():  # first called as the lobby's import thread is joined
        drop_lines()
        if "(instrumenting)" not in SPANS:
            instrument_context()
    TOP = ("QGuiApplication", "QML type registration (the boundary modules imported)",
           "Qt Quick, Controls and Layouts plugins loaded", "the lobby's QML types compiled", "the one-game lock",
           "load_main", "the window keeper (its place restored)", "(instrumenting)")
    class TimedApplication(QGuiApplication):
        def __init__(self, argv):
            t0 = time.time()
            super().__init__(argv)
            SPANS[TOP[0]] = time.time() - t0
    game_app.QGuiApplication = TimedApplication
    game_app.register_types = timed("QML type registration (the boundary modules imported)", register)
    game_app._preload_qt_quick = timed(TOP[2], game_app._preload_qt_quick)
    game_app.load_lobby_types = timed(TOP[3], game_app.load_lobby_types)
    game_app._take_instance_lock = timed(TOP[4], game_app._take_instance_lock)
    game_app.drop_source_lines = drop_then_instrument
    game_app.load_main = timed(TOP[5], game_app.load_main)
    t_launch = time.time()
    app, engine = game_app.launch(sys.argv[:1])
    mark("launch() returned")
    inner = sum(SPANS.get(name, 0.0) for name in (*INNER, "the translator (and the language's locale)", "the first sync"))
    spans = {name: SPANS.get(name, 0.0) for name in TOP if name != "load_main"}
    spans["launch(), the rest (waiting for the import threads, the data folder)"] = (
        T[-1][1] - t_launch - sum(SPANS.get(name, 0.0) for name in TOP))
    spans["load_main: the QML loaded and compiled, the window created"] = SPANS["load_main"] - SPANS["Context"]
    spans["load_main: Context"] = SPANS["Context"]
    for name in (*INNER, "the translator (and the language's locale)", "the first sync"):
        spans["  Context: " + name] = SPANS.get(name, 0.0)
    spans["  Context: the rest"] = SPANS["Context"] - inner
window = engine.rootObjects()[0]
shown = []
def first_frame():
    if not shown:
        shown.append(time.time())
def report():
    mark("first frame")
    T[-1] = ("first frame", shown[0])
    out = {"marks": T}
    if sys.argv[1] != "bare":
        out["spans"] = spans
    print("PROBE " + json.dumps(out), flush=True)
    QCoreApplication.exit(0)
then_on_gui(on_clock(window.frameSwapped, first_frame), report)
sys.exit(exit_after(app))
"""
)


def run_once(kind: str, home: str, *, cold: bool) -> dict[str, float]:
    """One start: each step's milliseconds (marks as the time since the previous mark)."""
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "xcb"),
        "BACCARAT_QT_HOME": home,
    }
    if cold:
        env.update(cold_cache_env(str(scratch("baccarat-steps-"))))
        # The game's bytecode goes; Python's and PySide6's stay, as an installer leaves them.
        for cache in (ROOT / "src").rglob("__pycache__"):
            shutil.rmtree(cache, ignore_errors=True)
    start = time.time()
    done = subprocess.run(
        [sys.executable, "-c", PROBE, kind, str(ROOT / "src")],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    line = next((line for line in done.stdout.splitlines() if line.startswith("PROBE ")), None)
    if done.returncode != 0 or line is None:
        raise RuntimeError(f"{kind} failed ({done.returncode}): {done.stdout}\n{done.stderr[-3000:]}")
    probe = json.loads(line[6:])
    steps: dict[str, float] = {}
    previous = start
    for name, at in probe["marks"]:
        steps[f"exec → {name}" if name == "interpreter" else name] = (at - previous) * 1000
        previous = at
    steps["TOTAL: exec → first frame"] = (previous - start) * 1000
    for name, seconds in probe.get("spans", {}).items():
        steps[f"  {name}"] = seconds * 1000  # inside "launch() returned"
    return steps


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument(
        "--cold", action="store_true", help="no QML disk cache, no .pyc (the first start after install)"
    )
    parser.add_argument("--quick", action="store_true", help="one run of each (CI: it still runs)")
    args = parser.parse_args()
    runs = 1 if args.quick else args.runs
    home = str(scratch("baccarat-steps-home-"))
    if not args.cold:
        compileall.compile_dir(ROOT / "src", quiet=1)
        run_once("bare", home, cold=False)  # warm the caches for both
        run_once("game", home, cold=False)
    results: dict[str, list[dict[str, float]]] = collections.defaultdict(list)
    for _ in range(runs):
        for kind in ("bare", "game"):
            results[kind].append(run_once(kind, home, cold=args.cold))
    for kind, found in results.items():
        print(f"\n| {kind} ({'cold' if args.cold else 'warm'}, median of {runs}) | ms |\n|---|---:|")
        for name in found[0]:
            print(f"| {name} | {statistics.median(run[name] for run in found):.1f} |")
    total = "TOTAL: exec → first frame"
    bare, game = (statistics.median(run[total] for run in results[k]) for k in ("bare", "game"))
    print(f"\ngame / bare first frame: {game / bare:.2f}x ({game:.0f} ms against {bare:.0f} ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
