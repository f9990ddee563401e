"""The history screen's workers: the totals, the bets' theory, the file's full check; H does not wait for them.

The totals (every readable night's sums) cost one row per night: 10,000
nights take tens of milliseconds of CPU, more than the rest of the first H
together. They are read on a worker thread, on a connection of its own to
the same file (SQLite lets the GUI thread run while the worker's query
steps), and kept for the state of the file they were read from: H again with
nothing written since shows them at once. The worker touches no Qt object;
the screen looks at :meth:`TotalsReader.take` on its own timer. When the
worker cannot read them (a file only this connection sees, such as an
in-memory one), the screen reads them itself, as before.

A fresh shoe's odds (what the rules say each bet returns: the totals' theory
column) are worked out on another worker the first time, and the file's
full check, deferred at start-up, is hurried by H and waited for on its own
worker. None of them touches a Qt object: :class:`HistoryWorkers`' timer
looks at what they did, on the GUI thread, and calls the screen back.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from baccarat_qt.store import history_queries
from baccarat_qt.store.history_queries import Totals
from baccarat_qt.store.history_store import HistoryStore

if TYPE_CHECKING:
    from .saving import Saving

__all__ = ["WATCH_MS", "HistoryWorkers", "Read", "TotalsReader"]

WATCH_MS = 50
"""How often the screen looks at what its workers did, while they work."""
_BUSY_S = 5.0
State = tuple[HistoryStore, int, int]
"""A store, its connection's ``PRAGMA data_version`` and ``total_changes``."""
"""How long the worker's connection waits for a writer's lock."""


@dataclass(frozen=True, slots=True)
class Read:
    """What a worker found: the totals of ``store``, or ``failed`` (then they are read on the GUI thread)."""

    store: HistoryStore
    totals: Totals | None
    failed: bool
    state: State
    """The state of the file when the worker began (:func:`_state`)."""


def _state(store: HistoryStore) -> State:
    """The state of the file as ``store``'s connection sees it: the same only if no one wrote since (the store
    itself, not its ``id``: a new store may be made where a closed one was)."""
    db = store.db
    return (store, int(db.execute("PRAGMA data_version").fetchone()[0]), db.total_changes)


def _source(store: HistoryStore) -> str:
    """The file ``store`` reads (a private copy for a read-only one), or "" (in memory)."""
    row = store.db.execute("PRAGMA database_list").fetchone()
    return str(row[2] or "") if row is not None else ""


class TotalsReader:
    """Reads the totals on a worker, one at a time, and keeps the last ones read."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._kept: tuple[State, Totals] | None = None
        self._done: Read | None = None
        self._thread: threading.Thread | None = None
        self._state: State | None = None
        self._theory: threading.Thread | None = None

    @staticmethod
    def theory_known() -> bool:
        """A fresh shoe's odds (what the rules say each bet returns) are worked out (the odds' module is
        imported here, with the first H, not at start-up)."""
        from baccarat_qt.engine.shoe_odds import fresh_odds

        return bool(fresh_odds.cache_info().currsize)

    def work_out_theory(self) -> bool:
        """Work out a fresh shoe's odds on a worker unless they are known; whether one is at it."""
        if self._theory is None and not self.theory_known():
            from baccarat_qt.engine.shoe_odds import fresh_odds

            self._theory = threading.Thread(target=fresh_odds, name="fresh-odds", daemon=True)
            self._theory.start()
        return self._theory is not None

    def theory_ended(self) -> bool:
        """True once when the worker of :meth:`work_out_theory` ended (if it failed, threading logged it: it is
        tried again at the next call)."""
        if self._theory is None or self._theory.is_alive():
            return False
        self._theory = None
        return True

    @property
    def working(self) -> bool:
        """A worker is at the totals or the theory."""
        return self.busy or self._theory is not None

    def start(self, store: HistoryStore) -> Totals | None:
        """The totals of ``store`` if they were read with nothing written since, else None and a worker
        begins to read them (:meth:`take`).

        Raises:
            sqlite3.Error: the file's state cannot even be asked.
        """
        state = _state(store)
        if self._kept is not None and self._kept[0] == state:
            return self._kept[1]
        source = _source(store)
        with self._lock:
            self._done, self._state = None, state
        if not source:
            with self._lock:
                self._done = Read(store, None, failed=True, state=state)
            return None
        self._thread = threading.Thread(
            target=self._read, args=(store, source, state), name="history-totals", daemon=True
        )
        self._thread.start()
        return None

    @property
    def busy(self) -> bool:
        """A worker is reading (or has read, not taken yet)."""
        with self._lock:
            return self._state is not None

    def take(self) -> Read | None:
        """What the last worker found, once (None while it reads, or when nothing is awaited)."""
        with self._lock:
            done, self._done = self._done, None
            if done is not None:
                self._state = None
        if done is not None and done.totals is not None:
            self._kept = (done.state, done.totals)
        return done

    def read_here(self, store: HistoryStore) -> Totals:
        """The totals read now on this thread's connection (and kept).

        Raises:
            sqlite3.Error: they cannot be read.
        """
        state = _state(store)
        totals = history_queries.totals(store.db)
        self._kept = (state, totals)
        return totals

    def forget(self) -> None:
        """Nothing awaited any more (the screen closed or shows another file): a worker still reading is
        left to end on its own."""
        with self._lock:
            self._done = self._state = None

    def _read(self, store: HistoryStore, source: str, state: State) -> None:
        totals: Totals | None = None
        try:
            uri = f"{Path(source).resolve().as_uri()}?mode=ro"
            db = sqlite3.connect(uri, uri=True, timeout=_BUSY_S)
            try:
                db.execute("BEGIN")  # the nights and their sums as of one moment
                totals = history_queries.totals(db)
            finally:
                db.close()
        except Exception:  # whatever it was, the GUI thread reads them itself and says why
            totals = None
        with self._lock:
            if self._state == state:
                self._done = Read(store, totals, failed=totals is None, state=state)


class HistoryWorkers(QObject):
    """The history screen's workers, looked at on the GUI thread by a timer while one works."""

    def __init__(
        self,
        parent: QObject,
        checked: Callable[[], object],
        theory: Callable[[], object],
        totals: Callable[[Read], object],
        saved: Callable[[], object],
    ) -> None:
        """``checked``, ``theory``, ``totals``, ``saved``: called (on this thread) when the full check ended, a
        fresh shoe's odds are known, the totals were read, the saves awaited (:meth:`await_saves`) landed."""
        super().__init__(parent)
        self.reader = TotalsReader()
        self._on_checked, self._on_theory, self._on_totals, self._on_saved = checked, theory, totals, saved
        self._awaited: Saving | None = None
        self._check_ended = threading.Event()  # set by the check's worker
        self._awaiting_check = False
        self._watch = QTimer(self)
        self._watch.setInterval(WATCH_MS)
        self._watch.timeout.connect(self._look)

    def start(self, store: HistoryStore) -> Totals | None:
        """:meth:`TotalsReader.start`, looked at until they are read.

        Raises:
            sqlite3.Error: the file's state cannot even be asked.
        """
        totals = self.reader.start(store)
        self._look_soon()
        return totals

    def await_check(self, when_checked: Callable[[Callable[[], None]], bool]) -> None:
        """Hurry the file's full check if it still runs (``Seat.when_checked``) and call back when it ends."""
        if not self._awaiting_check and when_checked(self._check_ended.set):
            self._awaiting_check = True
            self._look_soon()

    def await_saves(self, saving: Saving) -> None:
        """Call back when the seat's saves still queued now have landed (none: no call)."""
        if saving.pending() and self._awaited is None:
            self._awaited = saving
            saving.settled.connect(self._saves_landed)

    def _saves_landed(self) -> None:
        if self._awaited is not None:
            self._awaited.settled.disconnect(self._saves_landed)
            self._awaited = None
            self._on_saved()

    def work_out_theory(self) -> None:
        """:meth:`TotalsReader.work_out_theory`, looked at until it ends."""
        if self.reader.work_out_theory():
            self._look_soon()

    def _look_soon(self) -> None:
        if QCoreApplication.instance() is not None:  # without an event loop (a script) no one looks
            self._watch.start()

    def _look(self) -> None:
        if self._check_ended.is_set():
            self._check_ended.clear()
            self._awaiting_check = False
            self._on_checked()
        if self.reader.theory_ended():
            self._on_theory()
        if (read := self.reader.take()) is not None:
            self._on_totals(read)
        if not self._awaiting_check and not self.reader.working:
            self._watch.stop()
