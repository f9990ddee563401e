"""The night at the table and its file: the one session every boundary object reads.

Plain Python, no Qt. The boundary objects share one :class:`Seat`; an action
that the engine accepted is saved through :meth:`Seat.save`, once. A coup
that settled is first appended to the history (one small transaction in the
history database, opened on the first save, never at start-up), then the
night's resume file is written: a crash between the two finds the coup in
the history and, resumed, settles the same coup again, which the history's
key (night, coup number) keeps from being recorded twice.
"""

from __future__ import annotations

import logging
import os
import sqlite3
import threading
from collections.abc import Callable
from pathlib import Path

from baccarat_qt import file_texts, history_texts, night_store
from baccarat_qt.engine.session import Phase, Session
from baccarat_qt.history_store import FILE_NAME as HISTORY_FILE
from baccarat_qt.history_store import Ending, HistoryProblem, HistoryStore
from baccarat_qt.night_store import SavedNight

__all__ = ["Seat"]

log = logging.getLogger(__name__)


class Seat:
    """Who sits at the table: the session, its night id and deck, and where it is saved."""

    def __init__(self, folder: Path, notice: Callable[[str], None], *, key_folder: Path) -> None:
        """Args:
        folder: the data folder that holds the night's file.
        notice: tells the player about a file problem (called once per problem).
        key_folder: the configuration folder, which holds the key that seals the night's cards.
        """
        self._folder = folder
        self._key_folder = key_folder
        self._notice = notice
        self.session: Session | None = None
        """The night at the table (None in the lobby)."""
        self.night_id = ""
        """The id of the night at the table; empty when none is kept on disk."""
        self.deck = ""
        """The deck design the night is played with."""
        self._saving_failed = False
        self._history: HistoryStore | None = None
        self._history_opened = False
        self._history_failed = False
        self._opening: threading.Timer | None = None
        self._opened: tuple[HistoryStore | None, HistoryProblem | None] | None = None
        self._recorded = (0, False)
        """Coups of the night at the table known to be in the history, and whether its end is."""

    def sit(self, session: Session, night_id: str, deck: str) -> None:
        """Take ``session`` (a new night or a saved one) to the table."""
        self.session, self.night_id, self.deck = session, night_id, deck
        self._recorded = (session.hands_played, False)

    def start_opening(self, delay: float) -> None:
        """At start-up: open and check an existing history on a worker thread ``delay`` seconds from now.

        ``PRAGMA quick_check`` reads the whole file (about half a second for a
        million coups): done on a worker once the first frames are out, it
        slows neither the start nor the first hand. A first coup or H before
        then opens the file at once (the worker's turn is cancelled). With no
        history yet, nothing is done: the file is made on the first coup.
        """
        if (
            self._opening is None
            and not self._history_opened
            and os.path.lexists(self._folder / HISTORY_FILE)
        ):
            self._opening = threading.Timer(delay, self._open_now)
            self._opening.name = "history-open"
            self._opening.daemon = True
            self._opening.start()

    def _open_now(self) -> None:
        self._opened = HistoryStore.open(self._folder)

    def history(self) -> HistoryStore | None:
        """The history database, opened on first use (None when there is no usable one)."""
        if not self._history_opened:
            self._history_opened = True
            if self._opening is not None:
                self._opening.cancel()  # still waiting: it never runs; already opening: wait for it
                self._opening.join()
            if self._opened is None:
                self._open_now()
            assert self._opened is not None
            self._history, problem = self._opened
            if problem is not None:
                log.warning("history: %s", problem)
                self._notice(history_texts.store_problem(problem))
        return self._history

    def save(self) -> None:
        """Write the night at the table to its file: called once after each accepted action."""
        if self.session is None or not self.night_id:
            return
        self._record()
        night = SavedNight.new(self.session, deck=self.deck, night_id=self.night_id)
        try:
            night_store.save_night(self._folder, night, key_folder=self._key_folder)
        except OSError:
            log.exception("cannot save the night")
            if not self._saving_failed:
                self._saving_failed = True
                self._notice(file_texts.night_save_failed(self._folder))
            return
        self._saving_failed = False

    def _record(self) -> None:
        """Append to the history what it does not have yet: the night, its last coup, its end."""
        session = self.session
        assert session is not None
        coups, ended = self._recorded
        result = session.last_result
        coup = (session.hands_played, result) if session.hands_played > coups and result is not None else None
        ending = {Phase.LEFT: Ending.LEFT, Phase.OVER: Ending.OUT_OF_CHIPS}.get(session.phase)
        if coup is None and (ended or ending is None):
            return  # a chip, a card: nothing for the history (one check, no transaction)
        store = self.history()
        if store is None:
            return
        try:
            store.record(
                self.night_id,
                table=session.table,
                deck=self.deck,
                start_balance=session.starting_balance,
                coup=coup,
                ending=None if ended or ending is None else (ending, session.balance),
            )
        except sqlite3.Error:
            log.exception("cannot append to the history")
            store.forget_cache()
            if not self._history_failed:
                self._history_failed = True
                self._notice(history_texts.save_failed(self._folder))
            return
        self._history_failed = False
        self._recorded = (session.hands_played, ended or ending is not None)

    def forget(self) -> None:
        """The night's score is recorded or declined: its file is no longer needed."""
        self.night_id = ""
        try:
            night_store.delete_night(self._folder)
        except OSError:
            log.exception("cannot remove the saved night")
            self._notice(file_texts.remove_failed(file_texts.night_file(), self._folder))

    def stand_up(self) -> None:
        """Back to the lobby: no session at the table."""
        self.session = None
