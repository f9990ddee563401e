"""The game in a child process: the environment a test starts it with, a start that draws one frame, and a start
that reports on its start-up code file."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def child_env(home: Path) -> dict[str, str]:
    """This environment, with the game's data folder at ``home`` and this tree's ``src`` first on the path."""
    env = dict(os.environ, BACCARAT_QT_HOME=str(home))
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT / "src"), os.environ.get("PYTHONPATH")]))
    return env


def start_game(home: Path, frame: Path) -> subprocess.CompletedProcess[str]:
    """``python -m baccarat_qt`` as a player starts it, saving its first frame and quitting."""
    env = child_env(home)
    env["BACCARAT_QT_SMOKE"] = str(frame)
    return subprocess.run(
        [sys.executable, "-m", "baccarat_qt"],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        check=True,
    )


def start_with_cache(code: str, cache: Path) -> dict[str, object]:
    """``python -c code`` with the machine's cache folder at ``cache`` (where the start-up code file is) and this
    tree's ``src`` first on the path; the JSON it printed last (it must exit 0)."""
    env = dict(os.environ, XDG_CACHE_HOME=str(cache))
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT / "src"), os.environ.get("PYTHONPATH")]))
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, env=env
    )
    assert result.returncode == 0, f"exit {result.returncode}: {result.stderr[-1500:]}"
    report: dict[str, object] = json.loads(result.stdout.strip().splitlines()[-1])
    return report
