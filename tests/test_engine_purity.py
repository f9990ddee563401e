"""The rules engine, and what start-up imports off the main thread, import nothing from Qt."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src"

_PROBE = """
import importlib, json, pkgutil, sys
import baccarat_qt.engine as engine
names = sorted(info.name for info in pkgutil.walk_packages(engine.__path__, engine.__name__ + "."))
for name in names:
    importlib.import_module(name)
print(json.dumps({"submodules": names, "loaded": sorted(sys.modules)}))
"""


def test_engine_loads_no_qt() -> None:
    """Importing baccarat_qt.engine and every submodule, in a fresh interpreter, loads no PySide6 or shiboken."""
    path = os.pathsep.join(filter(None, [str(SRC), os.environ.get("PYTHONPATH")]))
    result = subprocess.run(
        [sys.executable, "-c", _PROBE],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
        env={**os.environ, "PYTHONPATH": path},
    )
    report = json.loads(result.stdout)
    assert {"baccarat_qt.engine.rules", "baccarat_qt.engine.odds"} <= set(report["submodules"])
    qt = [name for name in report["loaded"] if name.lower().startswith(("pyside", "shiboken"))]
    assert qt == []


def test_background_imports_load_no_qt() -> None:
    """The modules ``launch()`` imports on a worker thread bring in no Qt (Qt's bindings stay on the main thread)."""
    from baccarat_qt.app import BACKGROUND_IMPORTS

    probe = (
        "import importlib, json, sys\n"
        f"for name in {list(BACKGROUND_IMPORTS)!r}:\n"
        "    importlib.import_module(name)\n"
        "print(json.dumps(sorted(sys.modules)))\n"
    )
    path = os.pathsep.join(filter(None, [str(SRC), os.environ.get("PYTHONPATH")]))
    result = subprocess.run(
        [sys.executable, "-c", probe],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
        env={**os.environ, "PYTHONPATH": path},
    )
    loaded = json.loads(result.stdout)
    assert "baccarat_qt.night_store" in loaded
    assert [name for name in loaded if name.lower().startswith(("pyside", "shiboken"))] == []
