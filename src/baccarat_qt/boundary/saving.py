"""The seat's saves on their way to the disk, off the GUI thread.

:meth:`Seat.save` and :meth:`Seat.finish` come here. The GUI thread only builds the save (the resume
document, the coups not yet known to be in the database, the night's end) and queues it on the one writer
thread (:class:`baccarat_qt.store.writer.Writer`), which writes the saves in order, one transaction each,
and syncs each before it reports it. What became of each save comes back on the GUI thread (a queued
signal): a save that landed moves the bookkeeping on; one refused (a full disk) is told once, and the next
save carries the whole state again; saves held back by another program's lock are told once, wait, in
order, and land when the file is free (told again). The table never waits for any of it.
"""

from __future__ import annotations

import collections
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6 import QtCore
from PySide6.QtCore import QObject, QTimer, Signal, Slot

from baccarat_qt.engine.ending import Ending
from baccarat_qt.engine.kinds import Phase
from baccarat_qt.store import saved_rows
from baccarat_qt.store.history_store import FILE_NAME, HistoryStore
from baccarat_qt.store.leaderboard import Leaderboard
from baccarat_qt.store.night_store import SavedNight
from baccarat_qt.words import file_texts, history_texts

if TYPE_CHECKING:
    from baccarat_qt.engine.events import HandResult
    from baccarat_qt.engine.session import Session
    from baccarat_qt.store.writer import News, Writer

    from .seat import Seat

__all__ = ["CLOSE_WAIT_S", "REOPEN_MS", "Saving"]

log = logging.getLogger(__name__)

CLOSE_WAIT_S = 5.0
"""At the game's end, how long the saves still queued may take to land before the game ends without them."""
REOPEN_MS = 500
"""How often a database another program held at opening is tried again (at once, never waited on)."""


def _nothing() -> None:
    pass


_NOTHING = (_nothing, _nothing)


class Saving(QObject):
    """The saves of one seat: what the database is known to hold, and the writer they go through."""

    _arrived = Signal()
    landed = Signal(int)
    """A save is committed and synced (the number of saves landed so far), on the GUI thread."""
    settled = Signal()
    """No save is left to write: each one made so far landed or was refused."""

    def __init__(self, seat: Seat, owner: QObject | None = None) -> None:
        """``owner`` (the game's objects) owns this QObject: it goes with them, on the GUI thread, its writer
        thread ended first. (Unowned, it would go whenever Python's cycle collector finds it and the writer
        thread that refers to it, on whatever thread runs the collector, with news still queued to it.)"""
        super().__init__(owner)
        self._seat = seat
        self.recorded = (0, False)
        """Coups of the night at the table known to be in the database, and whether its end is."""
        self.missed: dict[int, HandResult] = {}
        """Settled coups not known to be in the database: carried by every save until one lands."""
        self.landed_count = 0
        """How many saves have landed since the game began."""
        self._news: collections.deque[News] = collections.deque()
        self._started: Writer | None = None
        self._then: dict[int, tuple[Callable[[], None], Callable[[], None]]] = {}
        self._attached: HistoryStore | None = None
        self._sitting = 0
        self.making = False
        """The writer thread is making the database (there was none): no one else opens it meanwhile."""
        self._reopen = QTimer(self, singleShot=True, interval=REOPEN_MS)
        self._reopen.timeout.connect(self._try_again)

    @property
    def _writer(self) -> Writer:
        """The writer, made at the first save (its module is not the lobby's: docs/benchmarks.md)."""
        if self._started is None:
            from baccarat_qt.store.writer import Writer

            # Here, not at the seat's making: the news come only from the writer, and naming the connection
            # looks PySide6's Qt namespace up, which nothing on the way to the lobby's deck tiles does.
            self._arrived.connect(self.take, QtCore.Qt.ConnectionType.QueuedConnection)
            self._started = writer = Writer(self._heard)
            owner = self.parent()  # (not kept: a reference to it from here would keep the game's objects)
            if owner is not None:  # (not self: the handler runs as the owner goes)
                owner.destroyed.connect(lambda *_: writer.close(CLOSE_WAIT_S))
        return self._started

    def pending(self) -> int:
        """How many saves the table has not heard the end of yet (queued, being written, or written and their
        news on its way to the GUI thread)."""
        writer = self._started  # (none: no save was made)
        # in this order: a job leaves the queue as its news arrives
        return (0 if writer is None else writer.pending()) + len(self._news)

    def forget(self) -> None:
        """The database the saves went into is gone (replaced, or set aside): none of the night's coups is
        known to be in the one that follows it."""
        self.recorded = (0, False)

    def sit(self, session: Session) -> None:
        """A night sits down: its coups played so far are in the database already (a saved night)."""
        self._sitting += 1
        self.recorded = (session.hands_played, False)
        self.missed.clear()

    def save(self, session: Session, night_id: str, deck: str, key: bytes | None) -> None:
        """Queue the night at the table, whole, as one transaction (see :meth:`Seat.save`)."""
        if not self._target():
            self._seat._failed()
            return
        coups, ended = self.recorded
        result = session.last_result
        if session.hands_played > coups and result is not None and session.hands_played not in self.missed:
            self.missed[session.hands_played] = result  # recorded with this save, or the next that lands
        ending = {Phase.LEFT: Ending.LEFT, Phase.OVER: Ending.OUT_OF_CHIPS}.get(session.phase)
        earlier = sorted(self.missed.items())
        end = None if ended or ending is None else (ending, session.balance)
        resume = saved_rows.night_document(SavedNight.new(session, deck=deck, night_id=night_id), key)
        table, start = session.table, session.starting_balance

        def write(store: HistoryStore) -> None:
            store.record(
                night_id,
                table=table,
                deck=deck,
                start_balance=start,
                earlier=earlier,
                ending=end,
                resume=resume,
            )

        sitting, played, now_ended = self._sitting, session.hands_played, ended or ending is not None

        def landed() -> None:
            self._seat._saving_failed = False
            if sitting == self._sitting:
                for number, _result in earlier:
                    self.missed.pop(number, None)
                self.recorded = (played, now_ended)

        self._put(write, landed, self._seat._failed)

    def finish(self, board: Leaderboard | None) -> bool:
        """Queue the top five written and the night in progress removed (see :meth:`Seat.finish`)."""
        seat = self._seat
        if board is None:
            seat.night_id = ""
        if not self._target(create=board is not None):
            if seat._newer or board is None:
                return board is None and not seat._newer
            seat._notice(file_texts.leaderboard_save_failed(seat._folder))
            return False
        failed_before = seat._saving_failed

        def refused() -> None:
            if board is not None:
                seat._notice(file_texts.leaderboard_save_failed(seat._folder))
            elif not failed_before:
                seat._notice(file_texts.remove_failed(file_texts.night_file(), seat._folder))

        self._put(lambda store: store.finish(board), lambda: None, refused)
        seat.night_id = ""
        return True

    def close(self) -> None:
        """The game ends: the saves still queued land (a bounded wait), then the writer's connection closes."""
        self._reopen.stop()
        left = 0 if self._started is None else self._started.close(CLOSE_WAIT_S)
        self.take()
        self._attached, self.making = None, False
        if left:
            log.error("the game ended with %d saves not written (the database was held)", left)
            self._seat._notice(history_texts.not_saved_at_end(left))

    def _target(self, *, create: bool = True) -> bool:
        """The writer has the database to write into, or will: once it made it (``create``: none was there),
        or once another program lets go of it."""
        seat = self._seat
        if self.making:
            return True  # this save goes in after the file is made
        store = seat._in_place(wait=False)  # opening never waits for a lock (retried)
        if store is None:
            if seat._locked:
                self._reopen.start()
            elif create and not seat._opened:
                self._make()
            return seat._locked or self.making
        if store.read_only:
            return False
        if store is not self._attached:
            self._attached = store
            checking = seat._checking  # nothing is written into a file before its full check passed
            gate = None if checking is None else lambda: checking.result(wait=True)
            self._writer.attach(store.path, gate, store.key)
        return True

    def _make(self) -> None:
        """No database yet (the first save ever): the writer thread makes it before its first write; the GUI
        thread never does (:class:`Made`)."""
        folder, key_folder = self._seat._folder, self._seat._key_folder
        self.making, self._attached = True, None
        self._writer.attach(folder / FILE_NAME, make=lambda: HistoryStore.open(folder, key_folder=key_folder))

    def _put(
        self, job: Callable[[HistoryStore], None], landed: Callable[[], None], refused: Callable[[], None]
    ) -> None:
        self._then[self._writer.put(job)] = (landed, refused)

    def _heard(self, news: News) -> None:
        """On the writer thread: handed over to the GUI thread."""
        self._news.append(news)
        self._arrived.emit()

    @Slot()
    def take(self) -> None:
        """On the GUI thread: act on what the writer reported."""
        from baccarat_qt.store.writer import Freed, Held, Landed, Made, Refused, Unchecked

        while self._news:
            news = self._news.popleft()
            if isinstance(news, Landed):
                self.landed_count += 1
                self._then.pop(news.ticket, _NOTHING)[0]()
                self.landed.emit(self.landed_count)
            elif isinstance(news, Refused):
                log.warning("a save was refused: %s", news.detail)
                self._then.pop(news.ticket, _NOTHING)[1]()
            elif isinstance(news, Held):
                self._seat._notice(history_texts.save_held(news.path))
            elif isinstance(news, Freed):
                self._seat._notice(history_texts.save_freed())
            elif isinstance(news, Made):
                self.making, self._attached = False, news.store
                self._seat._made(news.store, news.problem)
                if self._seat._locked:
                    self._reopen.start()
            elif isinstance(news, Unchecked):
                log.warning("database check before writing: %s", "; ".join(news.faults)[:200])
                self._attached = None
                self._try_again()
            if isinstance(news, Landed | Refused) and not self.pending():
                self.settled.emit()

    def _try_again(self) -> None:
        """The database was held (or failed its check): try to open it again, without waiting on it."""
        if self.pending() and not self._target():
            self._seat._failed()
