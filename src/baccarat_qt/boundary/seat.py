"""The night at the table and its file: the one session every boundary object reads.

Plain Python, no Qt. The boundary objects share one :class:`Seat`; an action
that the engine accepted is saved through :meth:`Seat.save`, once.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from baccarat_qt import file_texts, night_store
from baccarat_qt.engine.session import Session
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

    def sit(self, session: Session, night_id: str, deck: str) -> None:
        """Take ``session`` (a new night or a saved one) to the table."""
        self.session, self.night_id, self.deck = session, night_id, deck

    def save(self) -> None:
        """Write the night at the table to its file: called once after each accepted action."""
        if self.session is None or not self.night_id:
            return
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
