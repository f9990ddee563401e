"""What the way to the lobby's first frame leaves out (issue 29), and the malloc arenas the game's threads share.

Each check starts the game in a child process, as ``baccarat-qt`` does (``launch()``), and looks at
what it has done when the first frame is swapped and once the steps after it have run.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

FIRST_FRAME = r"""
import json, linecache, os, sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication, Qt
from baccarat_qt.desktop.app import launch
from baccarat_qt.desktop.frames import after_deck_tiles
folder = Path(os.environ["TMPDIR"]) / f"baccarat-qt-{os.getuid()}"
app, engine = launch(sys.argv[:1])
window = engine.rootObjects()[0]
report = {}
def first_frame():  # on the render thread, as the swap returns: before the steps queued for after it
    if not report:
        report["csv"] = sorted(m for m in ("csv", "baccarat_qt.store.history_csv") if m in sys.modules)
        report["socket"] = sorted(m for m in ("socket", "selectors") if m in sys.modules)
        report["saving"] = sorted(m for m in ("baccarat_qt.store.writer", "hashlib", "hmac", "secrets") if m in sys.modules)
        report["build_settings"] = sorted(m for m in ("sysconfig",) if m in sys.modules)
        report["socket_folder_at_first_frame"] = folder.exists()
        report["sources_kept"] = sum("baccarat_qt" in name for name in list(linecache.cache))
def after():  # on the GUI thread, queued behind the steps that follow the deck tiles' frame
    if "socket_folder_after" not in report:
        report["socket_folder_after"] = folder.exists()
        print(json.dumps(report), flush=True)
        QCoreApplication.exit(0)
window.frameSwapped.connect(first_frame, Qt.ConnectionType.DirectConnection)
after_deck_tiles(window, after)
sys.exit(app.exec())
"""


def _env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ, BACCARAT_QT_HOME=str(tmp_path / "home"), TMPDIR=str(tmp_path))
    env.pop("XDG_RUNTIME_DIR", None)  # the raise socket's folder is then made under TMPDIR, in sight
    env.pop("MALLOC_ARENA_MAX", None)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT / "src"), os.environ.get("PYTHONPATH")]))
    return env


def test_the_first_frame_comes_before_the_csv_writer_and_the_raise_socket(tmp_path: Path) -> None:
    """The CSV writer waits for the first export, the raise socket's private folder for the first frame;
    the modules' sources read at import are not kept."""
    result = subprocess.run(
        [sys.executable, "-c", FIRST_FRAME], capture_output=True, text=True, timeout=120, env=_env(tmp_path)
    )
    assert result.returncode == 0, f"exit {result.returncode}: {result.stderr[-1500:]}"
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["csv"] == [], "start-up imported the CSV export"
    assert report["socket"] == [], (
        "start-up imported socket (the signals' wake-up is a pipe; the raise socket is Qt's)"
    )
    assert report["saving"] == [], (
        "start-up imported the database writer or the seal's hashes, with nothing saved"
    )
    assert report["build_settings"] == [], "start-up read Python's build settings (gl_driver's triplet: 1 ms)"
    assert report["sources_kept"] == 0, (
        "linecache still holds the game's sources PySide6 read as they were imported"
    )
    assert report["socket_folder_at_first_frame"] is False, (
        "the raise socket's folder was made before the first frame"
    )
    assert report["socket_folder_after"] is True, (
        "the game listens for a second start after the lobby's deck tiles"
    )


AS_INSTALLED = r"""
import inspect, json, sys
read = []  # the modules PySide6's import hook reads the source of (inspect.getsource, from feature.py),
source_of = inspect.getsource  # once the start module has imported PySide6 (its modules are its own)
def reading(obj):
    name = getattr(obj, "__name__", "?")
    if "PySide6.QtQml" in sys.modules and not name.startswith(("PySide6", "shiboken6")):
        read.append(name)
    return source_of(obj)
inspect.getsource = reading
from baccarat_qt.desktop.app import launch  # first, as baccarat-qt and python -m baccarat_qt import it
from PySide6.QtCore import QCoreApplication, Qt
QT_FREE = ("baccarat_qt.engine", "baccarat_qt.store", "baccarat_qt.problems", "baccarat_qt.paths", "platformdirs")
app, engine = launch(sys.argv[:1])
import dataclasses
from baccarat_qt.desktop.dataclass_code import answering
window = engine.rootObjects()[0]
report = {"classes": answering().served + answering().compiled, "answering": "exec" in vars(dataclasses)}
def first_frame():  # on the render thread, as the swap returns
    if "qt_free" not in report:
        names = list(sys.modules)  # in the order they were imported
        report["qt_free"] = sum(name.startswith(QT_FREE) for name in names)
        report["after_pyside"] = [n for n in names[names.index("PySide6"):] if n.startswith(QT_FREE)]
        report["read"] = list(read)
def done():
    print(json.dumps(report), flush=True)
    QCoreApplication.exit(0)
window.frameSwapped.connect(first_frame, Qt.ConnectionType.DirectConnection)
window.frameSwapped.connect(done, Qt.ConnectionType.QueuedConnection)
sys.exit(app.exec())
"""


def test_started_as_installed_the_qt_free_modules_come_before_pyside6(tmp_path: Path) -> None:
    """Started as ``baccarat-qt`` starts it (the start module imported first), every module of the engine and
    the store the lobby's first frame has loaded was imported before PySide6, so that PySide6's import hook,
    which reads the source of each module imported after it, reads none of them."""
    result = subprocess.run(
        [sys.executable, "-c", AS_INSTALLED], capture_output=True, text=True, timeout=120, env=_env(tmp_path)
    )
    assert result.returncode == 0, f"exit {result.returncode}: {result.stderr[-1500:]}"
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["qt_free"] > 20, report
    assert report["after_pyside"] == [], "Qt-free modules imported after PySide6"
    # The data classes' methods were answered (dataclass_code.py) while the game was imported, and no longer.
    assert isinstance(report["classes"], int) and report["classes"] >= 50, report
    assert report["answering"] is False, "dataclasses still calls the start-up's exec after launch()"


def test_pyside6_reads_no_source_of_the_game_on_the_way_to_the_first_frame(tmp_path: Path) -> None:
    """PySide6's import hook reads the whole source of each module an import statement names once it is
    there, unless its table already has the module (``desktop/pyside_reads.py`` answers for the game's
    modules and those imported before PySide6): 78 reads, 7.9 ms, before the answers; now only the few
    standard modules first imported later."""
    result = subprocess.run(
        [sys.executable, "-c", AS_INSTALLED], capture_output=True, text=True, timeout=120, env=_env(tmp_path)
    )
    assert result.returncode == 0, f"exit {result.returncode}: {result.stderr[-1500:]}"
    read = json.loads(result.stdout.strip().splitlines()[-1])["read"]
    assert [name for name in read if name.startswith("baccarat_qt")] == [], read
    assert len(read) <= 5, read


QT_NAMESPACE = r"""
import json, sys
import baccarat_qt.desktop.app as start  # first, as baccarat-qt imports it
from baccarat_qt.desktop.frames import after_deck_tiles
from PySide6 import QtCore
report = {"start module imported": "Qt" in QtCore.__dict__}
app, engine = start.launch(sys.argv[:1])
report["launched"] = "Qt" in QtCore.__dict__
window = engine.rootObjects()[0]
window.setPosition(window.x() + 40, window.y() + 30)  # as a window manager places it: the keeper hears of it
def first_frame():  # on the render thread, as the swap returns (1: a direct connection, by value)
    report.setdefault("first frame", "Qt" in QtCore.__dict__)
window.frameSwapped.connect(first_frame, 1)
def whole():  # after the deck tiles' frame, behind the steps launch() queued for it (one builds it)
    report["built once the deck tiles' steps ran"] = "Qt" in QtCore.__dict__
    print(json.dumps(report), flush=True)
    QtCore.QCoreApplication.exit(0)
after_deck_tiles(window, whole)
sys.exit(app.exec())
"""


def test_the_qt_namespace_waits_until_after_the_deck_tiles(tmp_path: Path) -> None:
    """PySide6 builds its whole ``Qt`` namespace, every enum in it (about 15 ms), the first time
    it is looked up: nothing on the way to the lobby's first frame does (on the lobby's import thread, it held
    the GUI thread's way back from Qt: docs/benchmarks.md); the GUI thread builds it after the deck tiles' frame."""
    result = subprocess.run(
        [sys.executable, "-c", QT_NAMESPACE], capture_output=True, text=True, timeout=120, env=_env(tmp_path)
    )
    assert result.returncode == 0, f"exit {result.returncode}: {result.stderr[-1500:]}"
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report == {
        "start module imported": False,
        "launched": False,
        "first frame": False,
        "built once the deck tiles' steps ran": True,
    }, report


LOBBY_ONLY = r"""
import json, sys
from PySide6.QtCore import QCoreApplication, Qt
from baccarat_qt.desktop.app import launch
TABLE_MODULES = (
    "baccarat_qt.boundary.models", "baccarat_qt.boundary.road_models", "baccarat_qt.boundary.telling",
    "baccarat_qt.boundary.history_sentences", "baccarat_qt.boundary.history_workers",
    "baccarat_qt.engine.roads", "baccarat_qt.engine.shoe_odds",
    "baccarat_qt.words.shoe_texts", "baccarat_qt.words.speech_texts", "baccarat_qt.words.review_texts",
)
RULES = {f"baccarat_qt.engine{name}" for name in ("", ".cards", ".payouts", ".rules", ".shoe", ".ending", ".kinds", ".reach")}
app, engine = launch(sys.argv[:1])
from baccarat_qt.boundary.context import Context
from baccarat_qt.boundary.hand import Hand
from baccarat_qt.boundary.sound import Sound
from baccarat_qt.boundary.table import Table
window = engine.rootObjects()[0]
report = {}
def first_frame():  # on the render thread, as the swap returns
    if not report:
        report["modules_at_first_frame"] = [m for m in TABLE_MODULES if m in sys.modules]
        report["night_engine_at_first_frame"] = sorted(
            m for m in list(sys.modules) if m.startswith("baccarat_qt.engine") and m not in RULES
        )
def sit_down():  # on the GUI thread, after the first frame
    if "modules_after" in report:
        return
    context = engine.findChild(Context)
    report["objects_at_lobby"] = [t.__name__ for t in (Table, Hand, Sound) if context.findChild(t) is not None]
    context.night.startNight()
    report["objects_at_table"] = [t.__name__ for t in (Table, Hand, Sound) if context.findChild(t) is not None]
    report["modules_after"] = [m for m in TABLE_MODULES if m in sys.modules]
    report["session_after"] = "baccarat_qt.engine.session" in sys.modules
    report["screen"] = context.night.screen
    print(json.dumps(report), flush=True)
    QCoreApplication.exit(0)
window.frameSwapped.connect(first_frame, Qt.ConnectionType.DirectConnection)
window.frameSwapped.connect(sit_down, Qt.ConnectionType.QueuedConnection)
sys.exit(app.exec())
"""


def test_the_lobby_builds_none_of_the_table(tmp_path: Path) -> None:
    """The lobby's first frame imports none of the table's modules (roads, odds, the table's words, the
    history's sentences) and builds none of its objects; sitting down builds them all, the sound with them.
    With no night to continue, the lobby imports none of the engine's night either (the session, its state,
    bets, events, reveal, saved data): only the rules' names (cards, spots, tables, outcomes, the limits)."""
    result = subprocess.run(
        [sys.executable, "-c", LOBBY_ONLY], capture_output=True, text=True, timeout=120, env=_env(tmp_path)
    )
    assert result.returncode == 0, f"exit {result.returncode}: {result.stderr[-1500:]}"
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["modules_at_first_frame"] == [], "the lobby's first frame waited for the table's modules"
    assert report["night_engine_at_first_frame"] == [], (
        "the lobby's first frame waited for the engine's night"
    )
    assert report["objects_at_lobby"] == [], "the lobby built the table's objects"
    assert report["objects_at_table"] == ["Table", "Hand", "Sound"]
    assert report["screen"] == 1  # Screen.Table
    assert "baccarat_qt.boundary.models" in report["modules_after"]
    assert report["session_after"] is True


ARENAS = r"""
import ctypes, os, sys, tempfile, threading
from baccarat_qt.desktop.memory import cap_malloc_arenas
capped = cap_malloc_arenas() if sys.argv[1] == "capped" else False
go = threading.Barrier(6)
def allocate():
    go.wait()
    blocks = [bytearray(4096) for _ in range(2000)]  # each thread mallocs at once: glibc gives each an arena
    go.wait()
threads = [threading.Thread(target=allocate) for _ in range(5)]
for thread in threads:
    thread.start()
go.wait()
go.wait()
libc = ctypes.CDLL(None)
libc.fdopen.restype = ctypes.c_void_p
with tempfile.TemporaryFile() as out:
    stream = libc.fdopen(os.dup(out.fileno()), b"w")
    libc.malloc_info(0, ctypes.c_void_p(stream))
    libc.fclose(ctypes.c_void_p(stream))
    out.seek(0)
    heaps = out.read().count(b"<heap nr=")
for thread in threads:
    thread.join()
print(capped, heaps, flush=True)
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's malloc arenas")
@pytest.mark.parametrize("mode", ["capped", "default"])
def test_the_threads_share_two_malloc_arenas(tmp_path: Path, mode: str) -> None:
    """Five threads allocating at once: two arenas with the cap the game sets, more without it."""
    result = subprocess.run(
        [sys.executable, "-c", ARENAS, mode], capture_output=True, text=True, timeout=60, env=_env(tmp_path)
    )
    assert result.returncode == 0, result.stderr[-1500:]
    capped, heaps = result.stdout.split()
    if mode == "capped":
        assert capped == "True"
        assert int(heaps) <= 2, f"{heaps} malloc arenas"
    else:
        assert int(heaps) > 2, f"{heaps} malloc arenas: the check cannot tell a cap from none"
