"""Python's cyclic collector runs on the GUI thread only while a game is up (``desktop/collector.py``): a
cycle holding a Qt object, dropped while a worker thread allocates, is freed on the GUI thread, never on
the worker (where its destructor could wait for the GIL while the GUI thread waits for its Qt lock)."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QObject, Qt
from pytestqt.qtbot import QtBot

from baccarat_qt.desktop import memory
from baccarat_qt.desktop.collector import GuiThreadCollector, collect_on_gui_thread, due_generation


@pytest.fixture
def owner(qtbot: QtBot) -> Iterator[QObject]:
    """What the collector goes with (a game's engine or the application), deleted after the test."""
    was_enabled = gc.isenabled()
    gc.enable()
    thing = QObject()
    yield thing
    thing.deleteLater()
    del thing
    qtbot.waitUntil(gc.isenabled, timeout=5_000)  # the collector went with its owner: the collector is back
    if not was_enabled:
        gc.disable()


def test_a_cycle_dropped_while_a_worker_allocates_is_freed_on_the_gui_thread(
    owner: QObject, qtbot: QtBot
) -> None:
    collector = collect_on_gui_thread(owner)
    assert isinstance(collector, GuiThreadCollector) and not gc.isenabled()
    freed_on: list[str] = []
    cyclic = QObject()
    cyclic.setObjectName("in a cycle")
    cyclic.itself = cyclic  # type: ignore[attr-defined]
    cyclic.destroyed.connect(
        lambda: freed_on.append(threading.current_thread().name), Qt.ConnectionType.DirectConnection
    )
    del cyclic
    allocated: list[list[int]] = []

    def allocate() -> (
        None
    ):  # far past the youngest generation's threshold (700 by default), kept till the end
        allocated.extend([n] for n in range(20_000))

    worker = threading.Thread(target=allocate, name="worker")
    worker.start()
    worker.join()
    assert len(allocated) == 20_000
    assert freed_on == [], "the cycle was freed off the GUI thread"
    assert due_generation() is not None  # the worker's allocations made a collection due
    with qtbot.waitSignal(collector.collected, timeout=5_000):
        pass
    assert freed_on == [threading.main_thread().name]


def test_a_collector_turned_off_by_the_program_stays_off(qtbot: QtBot) -> None:
    was_enabled = gc.isenabled()
    gc.disable()
    owner = QObject()
    try:
        assert collect_on_gui_thread(owner) is None
        assert not gc.isenabled()
    finally:
        if was_enabled:
            gc.enable()


def test_the_collector_stays_off_while_its_owner_is_deleted(qtbot: QtBot) -> None:
    """The owner's other children are deleted after the collector (made first): the automatic collector is
    still off while they go (a collection there deadlocked the GUI thread), and back on after."""
    was_enabled = gc.isenabled()
    gc.enable()
    try:
        owner = QObject()
        collect_on_gui_thread(owner)
        sibling = QObject(owner)  # deleted after the collector, in the owner's destructor
        during: list[bool] = []
        sibling.destroyed.connect(lambda: during.append(gc.isenabled()), Qt.ConnectionType.DirectConnection)
        with qtbot.waitSignal(owner.destroyed, timeout=5_000):
            owner.deleteLater()
        assert during == [False], "the automatic collector came back while the owner's children were deleted"
        qtbot.waitUntil(gc.isenabled, timeout=5_000)
    finally:
        if not was_enabled:
            gc.disable()


def test_start_ups_pause_hands_over_to_the_collector_with_no_instant_on(qtbot: QtBot) -> None:
    """Under start-up's pause (``memory.py``) the collector takes over from it when told to (``after_pause``),
    and the pause then ends with the automatic collector left off, as ``launch()`` ends it (that no collection
    is turned on at all during a real start: ``tests/process/test_start_collection.py``)."""
    was_enabled = gc.isenabled()
    gc.enable()
    memory.pause_collection()
    owner = QObject()
    try:
        assert memory.collection_paused()
        assert isinstance(collect_on_gui_thread(owner, after_pause=True), GuiThreadCollector)
        memory.resume_collection(enable=False)
        assert not gc.isenabled(), "the automatic collector came back as the pause ended"
        assert not memory.collection_paused()
    finally:
        with qtbot.waitSignal(owner.destroyed, timeout=5_000):
            owner.deleteLater()
        memory.resume_collection()
        gc.unfreeze()
        if was_enabled:
            qtbot.waitUntil(gc.isenabled, timeout=5_000)  # the collector went with its owner
        else:
            gc.disable()
