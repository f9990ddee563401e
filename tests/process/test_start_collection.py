"""Python's garbage collector waits while the game starts (issue 29): ``desktop/memory.py``.

The game is started in a child process as ``baccarat-qt`` starts it (the start module imported first, then
``launch()``); a callback on :data:`gc.callbacks`, set before anything of the game is imported, counts
the collections. The pause itself is checked in this process, with the collector's state put back after.
"""

from __future__ import annotations

import gc
import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from baccarat_qt.desktop import memory
from tests.support.child import child_env

STARTED = r"""
import gc, json, sys
collections = []
def collected(phase, info):  # from the game's first engine module on (before_qt pauses just before it)
    if phase == "stop" and "baccarat_qt.engine" in sys.modules:
        collections.append(info["generation"])
gc.callbacks.append(collected)
turned_on = []  # the automatic collector turned on: never, the GUI thread's collector taking over
enable = gc.enable
gc.enable = lambda: (turned_on.append(True), enable())[-1]
from baccarat_qt.desktop.app import launch  # first, as baccarat-qt and python -m baccarat_qt import it
from PySide6.QtCore import QCoreApplication, QTimer
from baccarat_qt.desktop.collector import GuiThreadCollector
app, engine = launch(sys.argv[:1])
report = {"during_start": len(collections), "enabled": gc.isenabled(), "frozen": gc.get_freeze_count()}
report["turned_on"] = len(turned_on)
collector = app.findChild(GuiThreadCollector)
report["gui_collector"] = collector is not None
junk = []
for _ in range(3000):  # cycles made after the start are still collected, by the GUI thread's timer
    cycle = []
    cycle.append(cycle)
    junk.append(cycle)
del junk, cycle
def collected(generation, found):
    report["collected_after"] = found
    print(json.dumps(report), flush=True)
    app.quit()
collector.collected.connect(collected)
sys.exit(app.exec())
"""


def test_no_collection_runs_while_the_game_starts_and_the_collector_runs_after(tmp_path: Path) -> None:
    """From the game's first engine module imported (``before_qt``'s imports) to ``launch()``'s return, no
    collection (63 of them before, about 20 ms, freeing 428 objects); after it the collector is on again,
    with start-up's objects frozen, and frees the cycles made later (on the GUI thread: ``collector.py``)."""
    env = child_env(tmp_path / "home")
    result = subprocess.run(
        [sys.executable, "-c", STARTED], capture_output=True, text=True, timeout=120, env=env
    )
    assert result.returncode == 0, f"exit {result.returncode}: {result.stderr[-1500:]}"
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["during_start"] == 0, f"{report['during_start']} collections while the game started"
    assert report["enabled"] is False and report["gui_collector"] is True  # collector.py: the GUI thread's
    assert report["turned_on"] == 0, "the automatic collector was on for a moment after the pause"
    assert report["frozen"] > 10_000, report  # start-up's objects (about 43,000)
    assert report["collected_after"] >= 3000, report


@pytest.fixture
def collector() -> Iterator[None]:
    """The collector's state as this test found it, put back after (none of start-up's pause left)."""
    was_enabled = gc.isenabled()
    memory.resume_collection()
    yield
    memory.resume_collection()
    gc.unfreeze()
    if was_enabled:
        gc.enable()
    else:
        gc.disable()


def test_the_pause_turns_the_collector_off_until_it_is_resumed(collector: None) -> None:
    gc.enable()
    memory.pause_collection()
    assert not gc.isenabled()
    memory.pause_collection()  # a second pause (before_qt, then launch()) is the same pause
    memory.resume_collection()
    assert gc.isenabled()
    assert gc.get_freeze_count() > 0


def test_a_collector_turned_off_by_someone_else_stays_off(collector: None) -> None:
    """A program that embeds the game and runs without the collector keeps it that way."""
    gc.disable()
    memory.pause_collection()
    memory.resume_collection()
    assert not gc.isenabled()
