"""The environment a test starts the game with in a child process."""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def child_env(home: Path) -> dict[str, str]:
    """This environment, with the game's data folder at ``home`` and this tree's ``src`` first on the path."""
    env = dict(os.environ, BACCARAT_QT_HOME=str(home))
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT / "src"), os.environ.get("PYTHONPATH")]))
    return env
