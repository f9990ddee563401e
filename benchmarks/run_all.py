"""Run every benchmark in this folder in its quick mode, so that none can stop working unnoticed.

    python benchmarks/run_all.py --quick          # what .ci/run does
    python benchmarks/run_all.py --quick --skip bench_bundle.py

Each ``*.py`` here but this one is run as ``python <script> --quick`` in a fresh
process, under ``xvfb-run`` when there is no display (the benchmarks that
measure frames need a real X display with OpenGL). A quick run takes a few
iterations and checks no target: it only proves that the script still runs
against the game as it is. Exit code 1 if any script failed (each one's
output is shown), and a script that is not run here (one without ``--quick``)
fails too.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
TIMEOUT_S = 1200
"""Per script: the bundle benchmark builds two PyInstaller bundles (10.5 min under a load of 15 on 2 CPUs)."""


def scripts() -> list[Path]:
    """Every benchmark script: not this runner, nor the modules the scripts share (``_*.py``)."""
    return sorted(
        path for path in HERE.glob("*.py") if path.name != Path(__file__).name and path.name[0] != "_"
    )


def command(script: Path) -> list[str]:
    """How a script is run: with ``--quick``, under a virtual display when there is none."""
    argv = [sys.executable, str(script), "--quick"]
    if not os.environ.get("DISPLAY") and shutil.which("xvfb-run"):
        argv = ["xvfb-run", "-a", "-s", "-screen 0 1920x1200x24", *argv]
    return argv


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--quick", action="store_true", required=True, help="the only mode: each script's quick run"
    )
    parser.add_argument("--skip", action="append", default=[], help="a script's file name not to run")
    args = parser.parse_args(argv)
    failed = []
    for script in scripts():
        if script.name in args.skip:
            print(f"-- {script.name}: skipped", flush=True)
            continue
        started = time.perf_counter()
        try:
            done = subprocess.run(
                command(script),
                capture_output=True,
                text=True,
                timeout=TIMEOUT_S,
                check=False,
                cwd=HERE.parent,
            )
            ok, output = done.returncode == 0, done.stdout + done.stderr
            status = f"exit {done.returncode}"
        except subprocess.TimeoutExpired as timeout:
            said = [(part or b"").decode(errors="replace") for part in (timeout.stdout, timeout.stderr)]
            ok, output, status = False, "".join(said), "timed out"
        print(
            f"-- {script.name}: {'ok' if ok else 'FAILED'} ({status}, {time.perf_counter() - started:.1f} s)"
        )
        if not ok:
            failed.append(script.name)
            print(output[-6000:], flush=True)
    if failed:
        print("failed: " + ", ".join(failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
