"""Start-up's overlap (``baccarat_qt.desktop.loading``): the lobby's types compiled before its window is
created, and the worker importing only what the start imports anyway.

Each check starts the game in a child process, as ``baccarat-qt`` does (``launch()``), and looks at what it
has when ``launch()`` returns.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.support.child import child_env

LAUNCHED = r"""
import json, sys
from PySide6.QtCore import Qt
from PySide6.QtQml import QQmlComponent, qmlContext
import baccarat_qt.desktop.app as game_app
from baccarat_qt.desktop.loading import LOBBY_IMPORTS
if sys.argv[1] == "no-worker":
    game_app.LOBBY_IMPORTS = ()
interval = sys.getswitchinterval()
app, engine = game_app.launch(sys.argv[:1])
window = engine.rootObjects()[0]
print(json.dumps({
    "compiled": sorted(
        (c.url().fileName(), c.status().name) for c in engine.findChildren(QQmlComponent, options=Qt.FindChildOption.FindDirectChildrenOnly)
    ),
    "window": qmlContext(window).baseUrl().fileName(),
    "lobby_imports": list(LOBBY_IMPORTS),
    "not_imported": [name for name in LOBBY_IMPORTS if name not in sys.modules],
    "interval": [interval, sys.getswitchinterval()],
}), flush=True)
"""


BINDINGS = r"""
import importlib, json, sys
from baccarat_qt.boundary import QML_TYPES
from baccarat_qt.desktop.loading import LOBBY_IMPORTS
def bindings():
    return {name for name in sys.modules if name.lower().startswith(("pyside", "shiboken"))}
import baccarat_qt.desktop.app  # what the start has imported before register_types() returns
for name in QML_TYPES:
    importlib.import_module(f"baccarat_qt.boundary.{name}")
before = bindings()
for name in LOBBY_IMPORTS:
    importlib.import_module(name)
print(json.dumps(sorted(bindings() - before)))
"""


def _launched(tmp_path: Path, mode: str) -> dict[str, object]:
    env = child_env(tmp_path / "home")
    result = subprocess.run(
        [sys.executable, "-c", LAUNCHED, mode], capture_output=True, text=True, timeout=120, env=env
    )
    assert result.returncode == 0, f"exit {result.returncode}: {result.stderr[-1500:]}"
    assert "qml" not in result.stderr.lower(), result.stderr[-1500:]
    report: dict[str, object] = json.loads(result.stdout.strip().splitlines()[-1])
    return report


def test_the_lobby_types_are_compiled_before_its_window(tmp_path: Path) -> None:
    """``launch()`` leaves the engine holding the lobby's compiled types (``Main``, ``Lobby``), loaded
    while the worker imported; the window is made of them, and the interpreter's switch interval is back."""
    report = _launched(tmp_path, "with-worker")
    assert ["Lobby.qml", "Ready"] in report["compiled"]  # type: ignore[operator]
    assert report["window"] == "Main.qml"
    assert report["not_imported"] == []
    assert isinstance(report["interval"], list)
    assert report["interval"][1] == report["interval"][0]


def test_the_worker_initialises_no_qt_binding(tmp_path: Path) -> None:
    """``LOBBY_IMPORTS`` define Qt classes but bring in no PySide6 module the main thread has not imported
    by then: no Qt binding is initialised off the main thread."""
    env = child_env(tmp_path / "home")
    result = subprocess.run(
        [sys.executable, "-c", BINDINGS], capture_output=True, text=True, timeout=60, env=env
    )
    assert result.returncode == 0, result.stderr[-1500:]
    assert json.loads(result.stdout) == []


def test_the_worker_imports_only_what_the_lobby_imports_anyway(tmp_path: Path) -> None:
    """With no worker, a start to the lobby imports every module of ``LOBBY_IMPORTS`` itself: the worker
    moves that work off the main thread and adds none."""
    report = _launched(tmp_path, "no-worker")
    assert report["lobby_imports"], "nothing imported beside the QML load"
    assert report["not_imported"] == [], "LOBBY_IMPORTS names modules the lobby does not need"


ALONE = r"""
import json, sys, threading
from PySide6.QtCore import Qt  # PySide6 first, as a test or an embedding program: the worker has work then
import baccarat_qt.desktop.app as game_app
seen = {}
def watched(name, step):
    def wrapper(*args, **kwargs):
        seen[name] = sorted(t.name for t in threading.enumerate() if t is not threading.main_thread())
        return step(*args, **kwargs)
    return wrapper
game_app.register_types = watched("register_types", game_app.register_types)
game_app.load_main = watched("load_main", game_app.load_main)
app, engine = game_app.launch(sys.argv[:1])
print(json.dumps(seen), flush=True)
"""


def test_the_main_thread_imports_the_game_only_once_the_workers_are_done(tmp_path: Path) -> None:
    """Each worker is joined before the main thread imports the game's modules (``register_types``, then
    ``load_main``): two threads importing a package and its modules at once can each hold the lock the other
    waits for, and Python breaks that with a half-made module (it failed the suite once, in
    ``engine/__init__.py``: "cannot import name 'Shoe' from partially initialized module")."""
    env = child_env(tmp_path / "home")
    result = subprocess.run(
        [sys.executable, "-c", ALONE], capture_output=True, text=True, timeout=120, env=env
    )
    assert result.returncode == 0, result.stderr[-1500:]
    seen = json.loads(result.stdout.strip().splitlines()[-1])
    assert "imports" not in seen["register_types"], seen
    assert "lobby imports" not in seen["load_main"], seen


NAMESPACE_LOOKUPS = r"""
import json, sys, threading
sys.setswitchinterval(0.0005)  # as while the lobby's worker imports (loading.quick_handovers)
from PySide6 import QtCore
from baccarat_qt.desktop.loading import build_qt_namespace
before = set(threading.enumerate())
build_qt_namespace()
started = [t for t in threading.enumerate() if t not in before]
missing = 0
while True:  # the GUI thread's look-ups for as long as anything it started may still be building it
    alive = any(t.is_alive() for t in started)
    try:
        QtCore.Qt.ConnectionType.QueuedConnection
    except AttributeError:
        missing += 1
    if not alive:
        break
print(json.dumps({"missing": missing}), flush=True)
"""


def test_the_qt_namespace_is_never_seen_half_built(tmp_path: Path) -> None:
    """``build_qt_namespace`` (after the deck tiles' frame) leaves ``Qt`` whole for the GUI thread's next look-up:
    built on a thread, the namespace was there but half built for about 15 ms (``Qt.ConnectionType`` missing
    thousands of times in that loop), and a player who sat down then got a table that failed to build."""
    result = subprocess.run(
        [sys.executable, "-c", NAMESPACE_LOOKUPS],
        capture_output=True,
        text=True,
        timeout=120,
        env=child_env(tmp_path),
    )
    assert result.returncode == 0, f"exit {result.returncode}: {result.stderr[-1500:]}"
    assert json.loads(result.stdout.strip().splitlines()[-1]) == {"missing": 0}
