"""The one thread that writes the game's database: every save, in the order it was made, one transaction each.

No Qt here. The boundary hands :class:`Writer` jobs (a function of the open database that writes one
transaction: a chip's resume row, a settled coup with it, the top five) and goes on at once; the writer
thread drains them in order on its own connection (``synchronous=FULL``: a commit returns once its journal
is synced). What became of each job is handed to ``report`` on the writer thread; the boundary carries it
to the GUI thread.

- :class:`Landed`: the job's transaction is committed and synced.
- :class:`Refused`: it could not be written for a reason waiting will not mend (a full disk, a read-only
  file): it is dropped; the next save carries the whole state again.
- :class:`Held`: another program holds the database. The job stays first in the queue and is tried again
  every :data:`RETRY_S`; the saves behind it wait, in order. :class:`Freed` follows when it lands.
- :class:`Unchecked`: the file's full check (the gate given with :meth:`Writer.attach`) found it damaged:
  nothing was written into it; the jobs wait for the next :meth:`Writer.attach`.
- :class:`Made`: no database yet: the writer made it first (``make``, given to :meth:`Writer.attach`), or not.

>>> import tempfile
>>> from pathlib import Path
>>> folder, said = Path(tempfile.mkdtemp()), []
>>> writer = Writer(said.append)
>>> writer.attach(folder / "history.sqlite3", make=lambda: HistoryStore.open(folder))
>>> ticket = writer.put(lambda db: db.finish(None))
>>> writer.close(5.0), [type(news).__name__ for news in said], said[-1] == Landed(ticket)
(0, ['Made', 'Landed'], True)
>>> said[0].store.close()
"""

from __future__ import annotations

import collections
import contextlib
import logging
import sqlite3
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from baccarat_qt.problems import FileProblem, Problem
from baccarat_qt.store.history_open import WRITE_BUSY_S, kind_of
from baccarat_qt.store.history_store import HistoryStore
from baccarat_qt.store.seal import InstallKey

__all__ = ["RETRY_S", "Freed", "Held", "Job", "Landed", "Made", "News", "Refused", "Unchecked", "Writer"]

log = logging.getLogger(__name__)

RETRY_S = 0.25
"""How long the writer waits before it tries again a save another program's lock held back (after its own
busy wait of :data:`~baccarat_qt.store.history_open.WRITE_BUSY_S`)."""

IDLE_S = 10.0
"""How long the writer thread waits for the next save before it ends (and closes its connection)."""

Job = Callable[[HistoryStore], None]
"""One save: writes one transaction into the open database, or raises ``sqlite3.Error`` having written nothing."""
Gate = Callable[[], list[str] | None]
"""The file's full check, waited for on the writer thread before its first write: the faults found ([]: none)."""
Maker = Callable[[], tuple[HistoryStore | None, FileProblem | None]]
"""Makes the database not there yet (:meth:`HistoryStore.open`): the seat's store and what went wrong."""


@dataclass(frozen=True)
class Landed:
    """The job ``ticket`` is committed and synced."""

    ticket: int


@dataclass(frozen=True)
class Refused:
    """The job ``ticket`` could not be written (``problem``: full, read-only…) and was dropped."""

    ticket: int
    problem: Problem
    detail: str


@dataclass(frozen=True)
class Held:
    """Another program holds the database: the saves wait, in order, and are tried again."""

    path: Path


@dataclass(frozen=True)
class Freed:
    """The saves held back have started landing again."""


@dataclass(frozen=True)
class Unchecked:
    """The file failed its full check: nothing was written into it; the saves wait for another file."""

    faults: tuple[str, ...]


@dataclass(frozen=True, eq=False)
class Made:
    """The database the seat had none of was made on the writer thread (``store``), or not (``problem``)."""

    store: HistoryStore | None
    problem: FileProblem | None


News = Landed | Refused | Held | Freed | Unchecked | Made


class Writer:
    """A queue of saves and the one thread that writes them (started with the first save, again after close)."""

    def __init__(self, report: Callable[[News], None], *, retry_s: float = RETRY_S) -> None:
        """``report`` is called on the writer thread with each :data:`News`, as the job it is about leaves the
        queue (under the queue's lock: it must only hand the news over, never wait)."""
        self._report = report
        self._retry_s = retry_s
        self._jobs: collections.deque[tuple[int, Job]] = collections.deque()
        self._changed = threading.Condition()
        self._tickets = 0
        self._path: Path | None = None
        self._gate: Gate | None = None
        self._make: Maker | None = None
        self._key: InstallKey | None = None
        self._generation = 0
        self._store: HistoryStore | None = None
        self._own = threading.local()  # each writer thread's own connection (store, generation)
        self._running = False  # a job is being written (it is still first in the queue)
        self._held = False
        self._closing = False
        self._thread: threading.Thread | None = None

    def attach(
        self, path: Path, gate: Gate | None = None, key: InstallKey | None = None, make: Maker | None = None
    ) -> None:
        """Write into the database at ``path`` once ``gate`` (if any) passed, made first by ``make`` (if any:
        :class:`Made`); ``key``: the one the seat's store tags rows with (the configuration folder's if None)."""
        with self._changed:
            self._path, self._gate, self._key, self._make = path, gate, key, make
            self._generation += 1
            self._changed.notify_all()

    def put(self, job: Job) -> int:
        """Queue ``job`` after the others; its ticket (what :class:`Landed` or :class:`Refused` names)."""
        with self._changed:
            self._tickets += 1
            self._jobs.append((self._tickets, job))
            if self._thread is None:
                self._closing = False
                self._thread = threading.Thread(target=self._run, name="database-writer", daemon=True)
                self._thread.start()
            self._changed.notify_all()
            return self._tickets

    def pending(self) -> int:
        """How many saves are not written yet."""
        with self._changed:
            return len(self._jobs)

    def close(self, wait: float) -> int:
        """Let the queue drain for at most ``wait`` seconds, then stop the thread and close its connection.
        Returns how many saves were left unwritten (0: every one landed or was refused). A thread still busy
        then is given up on: it takes no more saves and reports nothing more (the next save starts another)."""
        with self._changed:
            self._changed.wait_for(lambda: not self._jobs or self._path is None, wait)
            self._closing = True
            self._changed.notify_all()
            thread, left = self._thread, len(self._jobs)
            if left and self._store is not None:  # (under the lock: its thread cannot be closing it)
                self._store.db.interrupt()  # a statement still waiting on another program's lock gives up
        if thread is None or thread is threading.current_thread():  # (closed from a save's own news: no wait)
            return left
        thread.join(WRITE_BUSY_S + wait)
        with self._changed:
            if self._thread is thread:  # ended, or given up on: it takes no more saves, reports no more news
                self._thread = None
            left = len(self._jobs)
            self._jobs.clear()
        return left

    def _run(self) -> None:
        try:
            while (work := self._next()) is not None:
                self._write(*work)
        finally:
            self._disconnect()

    def _next(self) -> tuple[int, Job, Path, Gate | None, Maker | None, int] | None:
        with self._changed:
            if not self._changed.wait_for(lambda: self._closing or bool(self._jobs and self._path), IDLE_S):
                self._changed.wait_for(lambda: self._closing or self._path is not None or not self._jobs)
            mine = self._thread is threading.current_thread()
            if self._closing or self._path is None or not self._jobs or not mine:
                if mine:  # idle or ended: it goes with its connection; the next save, even after the end,
                    self._thread = None  # starts the next thread
                return None
            self._running = True
            ticket, job = self._jobs[0]
            return ticket, job, self._path, self._gate, self._make, self._generation

    def _write(
        self, ticket: int, job: Job, path: Path, gate: Gate | None, make: Maker | None, generation: int
    ) -> None:
        news: list[News] = []
        done = False
        try:
            if make is not None and not self._made(make, generation, news):
                pass
            elif gate is not None and (faults := gate()):
                news.append(Unchecked(tuple(faults)))
                with self._changed:
                    if self._generation == generation:
                        self._path = None  # nothing more into this file: wait for the next attach
            else:
                with self._changed:
                    if self._generation == generation:
                        self._gate = None
                job(self._connect(path, generation))
                done = True
                if self._held:
                    self._held = False
                    news.append(Freed())
                news.append(Landed(ticket))
        except sqlite3.Error as error:
            if (own := getattr(self._own, "store", None)) is not None:
                own[0].forget_cache()
            problem = kind_of(error)
            if problem is Problem.LOCKED or (isinstance(error, sqlite3.OperationalError) and self._closing):
                if not self._held:
                    self._held = True
                    news.append(Held(path))
            else:
                log.warning("cannot save: %s", error)
                done = True
                news.append(Refused(ticket, problem, str(error)))
        except Exception as error:  # not the disk's doing: logged, dropped, the next save carries the state
            log.exception("cannot save")
            done = True
            news.append(Refused(ticket, Problem.UNWRITABLE, repr(error)))
        finally:
            with self._changed:  # the job leaves the queue as its news is handed over: never neither
                self._running = False
                if done and self._jobs and self._jobs[0][0] == ticket:
                    self._jobs.popleft()
                for item in news if self._thread is threading.current_thread() else ():
                    self._report(item)  # (none from a thread the end gave up on: its owner may be gone)
                self._changed.notify_all()
        if not done:
            with self._changed:
                self._changed.wait_for(lambda: self._closing or self._generation != generation, self._retry_s)

    def _made(self, make: Maker, generation: int, news: list[News]) -> bool:
        """Make the database; False when another program held it (the jobs wait for the next attach); one not
        made is not tried again: the job goes on and the file's absence refuses it."""
        store, problem = make()
        held = store is None and problem is not None and problem.problem is Problem.LOCKED
        with self._changed:
            if self._generation == generation:
                self._make, self._path = None, None if held else self._path
                self._key = self._key if store is None else store.key
        news.append(Made(store, problem))
        return not held

    def _connect(self, path: Path, generation: int) -> HistoryStore:
        """The calling thread's own connection to the file attached (never made here: it exists). Each writer
        thread opens and closes its own: one gone idle may still be closing it when the next has started."""
        own: tuple[HistoryStore, int] | None = getattr(self._own, "store", None)
        if own is not None and own[1] == generation:
            return own[0]
        self._disconnect()
        db = sqlite3.connect(
            f"{path.absolute().as_uri()}?mode=rw",
            uri=True,
            isolation_level=None,
            check_same_thread=False,
            timeout=WRITE_BUSY_S,
        )
        try:
            db.execute("PRAGMA synchronous=FULL")  # each commit synced before it returns (case 4 of issue 27)
        except sqlite3.Error:
            db.close()
            raise
        store = HistoryStore(db, path, key=self._key)
        self._own.store = (store, generation)
        with self._changed:
            self._store = store  # the one close() interrupts
        return store

    def _disconnect(self) -> None:
        """Closes the calling thread's connection (and only that one)."""
        own: tuple[HistoryStore, int] | None = getattr(self._own, "store", None)
        self._own.store = None
        if own is None:
            return
        with self._changed:
            if self._store is own[0]:
                self._store = None
        with contextlib.suppress(sqlite3.Error):
            own[0].db.close()
