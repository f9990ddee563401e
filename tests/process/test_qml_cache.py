"""The QML compiled ahead of time for the bundle (``packaging/qml_cache.py``): the game loads it, compiles none.

Qt writes a unit into its disk cache (``$XDG_CACHE_HOME/BaccaratQt/baccarat-qt/qmlcache``) for each QML file
it compiles from source; with the units beside the files, the first start writes none there.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

_spec = importlib.util.spec_from_file_location("_packaging_qml_cache", ROOT / "packaging" / "qml_cache.py")
assert _spec is not None and _spec.loader is not None
qml_cache = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(qml_cache)

SMOKE = "import sys\nfrom baccarat_qt.desktop.app import main\nsys.exit(main(sys.argv[:1]))\n"


def _copy_game(target: Path) -> Path:
    """The game as a build lays it out (``src/``, ``ui/``, ``resources/``), in ``target``; returns its ``ui/``."""
    ignore = shutil.ignore_patterns("*.qmlc")  # the bytecode too: only the QML is compiled here
    shutil.copytree(ROOT / "src", target / "src", ignore=ignore)
    shutil.copytree(ROOT / "ui", target / "ui", ignore=ignore)
    (target / "resources").symlink_to(ROOT / "resources")
    return target / "ui"


def _first_start(game: Path, tmp_path: Path) -> list[str]:
    """Start the game from ``game`` with an empty cache folder up to its first frame; the QML units Qt cached."""
    cache = tmp_path / "cache"
    env = dict(
        os.environ,
        BACCARAT_QT_HOME=str(tmp_path / "home"),
        BACCARAT_QT_SMOKE=str(tmp_path / "frame.png"),
        XDG_CACHE_HOME=str(cache),
        PYTHONPATH=str(game / "src"),
    )
    result = subprocess.run(
        [sys.executable, "-c", SMOKE], capture_output=True, text=True, timeout=120, env=env, cwd=tmp_path
    )
    assert result.returncode == 0, f"exit {result.returncode}: {result.stderr[-1500:]}"
    assert json.loads(result.stdout.strip().splitlines()[-1])["screen"] == "lobby"
    return sorted(path.name for path in cache.rglob("qmlcache/*"))


@pytest.mark.parametrize("ahead", [True, False], ids=["compiled ahead", "from source"])
def test_the_first_start_compiles_no_qml_the_build_compiled(tmp_path: Path, ahead: bool) -> None:
    """With a unit beside every QML file the first start caches none; without them it caches the lobby's."""
    game = tmp_path / "game"
    ui = _copy_game(game)
    if ahead:
        units = qml_cache.compile_tree(ui, ui)
        assert sorted(unit.with_suffix(".qml") for unit in units) == sorted(ui.rglob("*.qml"))
    cached = _first_start(game, tmp_path)
    if ahead:
        assert cached == [], "the game compiled QML the build had compiled"
    else:
        assert len(cached) >= 3, "Qt cached no QML it compiled: this test would see nothing"


def test_a_checkout_holds_no_compiled_qml() -> None:
    """Units are never made in ``ui/``: Qt would run them in place of an edited QML file, unchecked."""
    assert sorted(ROOT.glob("ui/**/*.qmlc")) == []
