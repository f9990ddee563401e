"""The rules engine, and what start-up imports off the main thread, import nothing from Qt."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

from baccarat_qt.desktop.app import BACKGROUND_IMPORTS

SRC = Path(__file__).resolve().parents[2] / "src"

_ENGINE_MODULES = """
import pkgutil
import baccarat_qt.engine as engine
names = sorted(info.name for info in pkgutil.walk_packages(engine.__path__, engine.__name__ + "."))
"""


def loaded_after_importing(names_code: str) -> tuple[list[str], list[str]]:
    """In a fresh interpreter, run ``names_code`` (it sets ``names``), import those modules.

    Returns the names imported and every module then loaded.
    """
    probe = (
        "import importlib, json, sys\n"
        f"{names_code}\n"
        "for name in names:\n"
        "    importlib.import_module(name)\n"
        'print(json.dumps({"names": names, "loaded": sorted(sys.modules)}))\n'
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
    report = json.loads(result.stdout)
    return report["names"], report["loaded"]


def qt_modules(loaded: Sequence[str]) -> list[str]:
    """The PySide6 and shiboken modules among ``loaded``."""
    return [name for name in loaded if name.lower().startswith(("pyside", "shiboken"))]


def test_engine_loads_no_qt() -> None:
    """Importing baccarat_qt.engine and every submodule, in a fresh interpreter, loads no PySide6 or shiboken."""
    names, loaded = loaded_after_importing(_ENGINE_MODULES)
    assert {"baccarat_qt.engine.rules", "baccarat_qt.engine.odds"} <= set(names)
    assert qt_modules(loaded) == []


def test_background_imports_load_no_qt() -> None:
    """The modules ``launch()``'s first worker imports, from before the application exists, bring in no Qt (the
    second's, once the types are registered, bring in no PySide6 module of their own: ``tests/process/test_loading.py``)."""
    names, loaded = loaded_after_importing(f"names = {list(BACKGROUND_IMPORTS)!r}")
    assert "baccarat_qt.store.night_store" in names and "baccarat_qt.store.night_store" in loaded
    assert qt_modules(loaded) == []
