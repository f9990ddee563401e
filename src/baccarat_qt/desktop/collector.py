"""Python's cyclic garbage collector, run on the GUI thread only while a game is up.

Left to itself, the collector runs on whichever thread allocates as a generation's count passes its
threshold: the database writer, the history's and the odds' workers, the sound's openers. A cycle freed
there may hold a Qt object made on the GUI thread (a Python object that refers back to itself, or a
closure connected to a signal), whose destructor then runs on that thread: Qt takes the object's lock,
and Qt for Python asks for the GIL inside it. When the GUI thread holds the GIL and waits for a lock of
that pool (Qt shares a few among all objects), deleting an item of the scene, neither goes on: the
game freezes. The suite saw it once: a worker opening a database connection freed an object while the
GUI thread deleted a Qt Quick item.

:func:`collect_on_gui_thread` turns the automatic collector off and runs the generations it would have
run, by the same counts and thresholds, from a timer on the GUI thread (:data:`INTERVAL_MS`): every
cycle is freed on the thread that owns the game's objects, a moment later than it would have been.
A collector the embedding program turned off stays off.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot

from baccarat_qt.desktop.memory import collection_paused

__all__ = ["INTERVAL_MS", "GuiThreadCollector", "collect_on_gui_thread", "due_generation"]

INTERVAL_MS = 500
"""How often the GUI thread looks whether a generation is due (a look costs microseconds)."""

_HELD = [0]
"""How many collectors are running: the automatic collector is back on once the last one goes."""


def due_generation() -> int | None:
    """The oldest generation whose count passed its threshold (what the automatic collector would run), or
    None if none has."""
    counts, thresholds = gc.get_count(), gc.get_threshold()
    for generation in (2, 1, 0):
        if thresholds[generation] and counts[generation] > thresholds[generation]:
            return generation
    return None


class GuiThreadCollector(QObject):
    """Runs the collection due, if any, every :data:`INTERVAL_MS` on the thread it lives on (the GUI's)."""

    collected = Signal(int, int)
    """A generation was collected: which one, and how many unreachable objects were found."""

    def __init__(self, owner: QObject, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(owner)
        self._timer = QTimer(self, interval=interval_ms)  # a coarse timer, QTimer's default
        self._timer.timeout.connect(self.collect)
        self._timer.start()

    @Slot()
    def collect(self) -> None:
        """Collect the generation due (none: nothing to do)."""
        generation = due_generation()
        if generation is not None:
            self.collected.emit(generation, gc.collect(generation))


def collect_on_gui_thread(owner: QObject, *, after_pause: bool = False) -> GuiThreadCollector | None:
    """From now until ``owner`` goes, collect only on this (the GUI) thread; None, and nothing changed, if the
    automatic collector is off (and no other game turned it off). ``after_pause``: it takes over from
    start-up's pause (``memory.py``), which ``launch()`` then ends with the automatic collector left off, so
    that it is never on, even for an instant, while the game's threads run (without it, the pause counts as
    the program's choice: ``load_main`` under ``launch()`` leaves the collecting to the application's)."""
    if not _HELD[0] and not gc.isenabled() and not (after_pause and collection_paused()):
        return None
    collector = GuiThreadCollector(owner)
    _HELD[0] += 1
    gc.disable()
    collector.destroyed.connect(_let_go)
    return collector


def _let_go() -> None:
    """The last collector went: the automatic collector is back, once the event loop turns again. Not now:
    the collector goes as its owner is deleted, its siblings after it, Qt holding the objects' locks; an
    automatic collection started there (any allocation can start one) freed a cycle holding a Qt object,
    whose destructor waited for a lock of the same pool: the GUI thread deadlocked (seen in the suite,
    a game's engine deleted). As the application itself goes, it stays off: the process is ending."""
    _HELD[0] -= 1
    if not _HELD[0] and not QCoreApplication.closingDown() and QCoreApplication.instance() is not None:
        QTimer.singleShot(0, _enable_if_unheld)


def _enable_if_unheld() -> None:
    if not _HELD[0]:  # (no game turned it off again meanwhile)
        gc.enable()
