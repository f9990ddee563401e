"""A worker's fatal error in its crash report: pytest-xdist says only "worker 'gw0' crashed while running ...".

Each worker writes ``faulthandler``'s dump (a segmentation fault's Python
stacks, every thread) to a file of its own in a folder the controller made
(``BACCARAT_TEST_CRASHES``, inherited by the workers) instead of the
standard error, which a long run's log cuts; the controller adds the crashed
worker's file to the failed test's report, so the summary at the end of the
run shows where it crashed.
"""

from __future__ import annotations

import faulthandler
import os
import shutil
import tempfile
from pathlib import Path
from typing import IO

import pytest

__all__ = ["CRASHES_ENV", "add_dump", "dump_of", "finish_controller", "start_controller", "start_worker"]

CRASHES_ENV = "BACCARAT_TEST_CRASHES"
_FRAMES = 8
"""How many of each thread's innermost frames the report keeps (a worker's main thread has some fifty, most of
them pytest's own; a log that keeps only its end still shows where each thread was)."""

_open: list[IO[str]] = []


def start_controller() -> None:
    """The folder for the workers' dumps (the controller's; workers inherit the variable)."""
    if CRASHES_ENV not in os.environ:
        os.environ[CRASHES_ENV] = tempfile.mkdtemp(prefix="baccarat-test-crashes-")


def start_worker(worker: str) -> None:
    """Send this worker's fatal-error dump to its file (pytest's own ``faulthandler`` keeps its timeout)."""
    folder = os.environ.get(CRASHES_ENV)
    if not folder:
        return
    dump = open(Path(folder) / f"{worker}.txt", "w", encoding="utf-8")  # noqa: SIM115 - open until the process ends
    _open.append(dump)
    faulthandler.enable(file=dump, all_threads=True)


def dump_of(worker: str) -> str:
    """What the worker's ``faulthandler`` wrote, or ""."""
    folder = os.environ.get(CRASHES_ENV)
    if not folder:
        return ""
    try:
        text = (Path(folder) / f"{worker}.txt").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""
    return _innermost(text)


def _innermost(dump: str) -> str:
    """``dump`` with each thread's stack cut to its innermost frames (faulthandler lists them first)."""
    kept: list[str] = []
    frames = 0
    for line in dump.splitlines():
        if not line.startswith("  "):
            frames = 0
            kept.append(line)
        elif (frames := frames + 1) <= _FRAMES:
            kept.append(line)
        elif frames == _FRAMES + 1:
            kept.append("  ...")
    return "\n".join(kept)


def finish_controller() -> None:
    """Remove the folder of the workers' dumps (the report has them)."""
    folder = os.environ.pop(CRASHES_ENV, "")
    if folder:
        shutil.rmtree(folder, ignore_errors=True)


def add_dump(report: pytest.TestReport) -> None:
    """Add the crashed worker's dump to its report (``pytest_handlecrashitem``)."""
    node = getattr(report, "node", None)
    gateway = getattr(node, "gateway", None)
    dump = dump_of(str(getattr(gateway, "id", ""))) if gateway is not None else ""
    if dump:
        report.longrepr = f"{report.longrepr}\n\nThe worker's last words (faulthandler):\n{dump}"
