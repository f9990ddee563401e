"""The night in progress, saved after every change so a crash loses nothing.

The file ``night.json`` in the data folder holds one night: the session's whole
state (balance, chips on the table, the shoe in order, the cards dealt and
which are open), the deck design it is played with and an id that ties a
finished night to its entry in the top five. It is written atomically (see
:func:`baccarat_qt.storage.write_json_atomic`) and validated in full on load
(:meth:`Session.validate_dict`): a file that fails is set aside and the game
starts without it.

A night stays saved after it ends (RETIRARSE or out of chips) until its score
has been offered to the top five, so a crash on the score screen does not lose
the score; the id keeps the score from entering the table twice.

>>> import tempfile
>>> from pathlib import Path
>>> folder = Path(tempfile.mkdtemp())
>>> night = SavedNight.new(Session(), deck="clasica")
>>> save_night(folder, night)
>>> loaded, problem = load_night(folder)
>>> loaded == night, problem
(True, None)
>>> delete_night(folder)
>>> load_night(folder)
(None, None)
"""

from __future__ import annotations

import copy
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from baccarat_qt.engine import TableKind
from baccarat_qt.engine.session import STARTING_BALANCE, Phase, Session
from baccarat_qt.storage import LoadProblem, load_json, remove_file, require, write_json_atomic

__all__ = [
    "FILE_NAME",
    "SCHEMA",
    "VERSION",
    "SavedNight",
    "delete_night",
    "load_night",
    "new_night_id",
    "save_night",
]

SCHEMA = "baccarat-qt/night"
VERSION = 1
FILE_NAME = "night.json"
_DECK_ID = re.compile(r"[a-z0-9_-]{1,40}")
_NIGHT_ID = re.compile(r"[0-9a-f]{32}")


def new_night_id() -> str:
    """A fresh night id: 128 random bits as 32 hex digits.

    >>> bool(_NIGHT_ID.fullmatch(new_night_id()))
    True
    """
    return os.urandom(16).hex()


@dataclass(frozen=True, slots=True)
class SavedNight:
    """One night as stored: validated session data, the deck design and the night's id."""

    session_data: Mapping[str, Any]
    """``Session.to_dict()``, already validated."""
    deck: str
    """The deck design id the night is played with."""
    night_id: str
    """32 hex digits, unique to the night (the top five remembers it)."""

    @classmethod
    def new(cls, session: Session, *, deck: str, night_id: str | None = None) -> SavedNight:
        """Capture ``session`` now (a new id unless one is given).

        Raises:
            ValueError: a session that did not start with 500 chips, a deck id or a night id
                that :meth:`from_data` would refuse: what is written always reads back.
        """
        night_id = night_id or new_night_id()
        if session.starting_balance != STARTING_BALANCE:
            raise ValueError("a saved night starts with 500 chips")
        if _DECK_ID.fullmatch(deck) is None or _NIGHT_ID.fullmatch(night_id) is None:
            raise ValueError(f"bad deck {deck!r} or night id {night_id!r}")
        return cls(session.to_dict(), deck, night_id)

    def session(self) -> Session:
        """A fresh Session at exactly the saved point."""
        return Session.from_dict(copy.deepcopy(dict(self.session_data)))

    @property
    def phase(self) -> Phase:
        """Where the night was."""
        return Phase(self.session_data["phase"])

    @property
    def table(self) -> TableKind:
        """The table it is played at."""
        return TableKind(self.session_data["table"])

    @property
    def ended(self) -> bool:
        """The player left or ran out of chips: only the score is left to record."""
        return self.phase in (Phase.LEFT, Phase.OVER)

    @property
    def score(self) -> int:
        """The balance plus the chips placed for the coming hand (the score if the player left now)."""
        return self.session().score

    def to_data(self) -> dict[str, object]:
        """JSON-ready data."""
        return {"session": copy.deepcopy(dict(self.session_data)), "deck": self.deck, "night": self.night_id}

    @classmethod
    def from_data(cls, version: int, data: object) -> SavedNight:
        """Validate stored data (every field, chips conserved, a legal shoe and hand).

        Raises:
            InvalidData, ValueError: when anything does not validate.
        """
        del version
        require(isinstance(data, dict) and set(data) == {"session", "deck", "night"}, "not a saved night")
        assert isinstance(data, dict)
        deck, night_id, session_data = data["deck"], data["night"], data["session"]
        require(isinstance(deck, str) and _DECK_ID.fullmatch(deck) is not None, "bad deck id")
        require(isinstance(night_id, str) and _NIGHT_ID.fullmatch(night_id) is not None, "bad night id")
        Session.validate_dict(session_data)
        assert isinstance(session_data, dict) and isinstance(deck, str) and isinstance(night_id, str)
        require(session_data["start"] == STARTING_BALANCE, "a night starts with 500 chips")
        return cls(session_data, deck, night_id)


def save_night(folder: Path, night: SavedNight) -> None:
    """Write the night atomically. Raises OSError when it cannot be written."""
    write_json_atomic(folder / FILE_NAME, SCHEMA, VERSION, night.to_data())


def load_night(folder: Path, *, set_aside: bool = True) -> tuple[SavedNight | None, LoadProblem | None]:
    """The saved night, or None (and what went wrong, if the file was bad and set aside).

    ``set_aside``: see :func:`baccarat_qt.storage.load_json`.
    """
    return load_json(folder / FILE_NAME, SCHEMA, {VERSION}, SavedNight.from_data, set_aside=set_aside)


def delete_night(folder: Path) -> None:
    """Forget the saved night (no error if there is none). Raises OSError when it cannot be removed."""
    remove_file(folder / FILE_NAME)
