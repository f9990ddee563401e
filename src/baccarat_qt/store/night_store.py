"""The night in progress as a saved document, and the reader of the files earlier versions wrote.

A night is the session's whole state (balance, chips on the table, the shoe
in order, the cards dealt and which are open), the deck design it is played
with and an id that ties a finished night to its entry in the top five. It is
kept in the game's database (one row, :mod:`baccarat_qt.store.saved_rows`), as the
same JSON document earlier versions wrote to ``night.json``; that file is
only read now, once, to import it (:mod:`baccarat_qt.store.old_files`), with
:func:`load_night`, which trusts nothing in it. Either way the document is
validated in full on load (:meth:`Session.validate_dict`).

The cards (the shoe, the cards on the table and the third cards still to
come) are sealed with the installation's key, which lives in the
configuration folder (:mod:`baccarat_qt.store.seal`, which says why and how far
that goes): the document shows the balance and the bets, not the next cards.
That is version 2. Version 1, every field in plain text, is what earlier
versions wrote; it still loads, and the next save seals it. A night is kept
in plain text (version 1) only when no key can be stored (a read-only
configuration folder): it is better saved in plain sight than lost. A sealed
night whose key is missing or wrong is set aside like any damaged one.

A night stays saved after it ends (RETIRARSE or out of chips) until its score
has been offered to the top five, so a crash on the score screen does not lose
the score; the id keeps the score from entering the table twice.

>>> import json, tempfile
>>> from pathlib import Path
>>> from baccarat_qt.store import seal
>>> from baccarat_qt.engine.session import Session
>>> folder, keys = Path(tempfile.mkdtemp()), Path(tempfile.mkdtemp())
>>> night = SavedNight.new(Session(), deck="clasica")
>>> data = night.to_data(seal.key_for_writing(keys))
>>> "shoe" in json.dumps(data)
False
>>> _ = (folder / FILE_NAME).write_text(json.dumps({"schema": SCHEMA, "version": VERSION, "data": data}))
>>> loaded, problem = load_night(folder, key_folder=keys)
>>> loaded == night, problem
(True, None)
"""

from __future__ import annotations

import copy
import json
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from baccarat_qt.engine import TableKind
from baccarat_qt.engine.kinds import STARTING_BALANCE, Phase
from baccarat_qt.problems import FileProblem
from baccarat_qt.store import seal
from baccarat_qt.store.storage import app_dirs, load_json, require

if TYPE_CHECKING:
    from baccarat_qt.engine.session import Session

__all__ = [
    "FILE_NAME",
    "PLAIN_VERSION",
    "SCHEMA",
    "SEALED_FIELDS",
    "VERSION",
    "SavedNight",
    "load_night",
    "new_night_id",
]

SCHEMA = "baccarat-qt/night"
VERSION = 2
"""The cards sealed (version 1: all in plain text, still read)."""
PLAIN_VERSION = 1
FILE_NAME = "night.json"
SEALED_FIELDS = ("shoe", "table_cards", "pending")
"""The session's fields that hold cards, sealed in version 2 (under ``"cards"``)."""
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
        from baccarat_qt.engine.session import Session  # the night's machinery: not the lobby's (kinds.py)

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

    def to_data(self, key: bytes | None = None) -> dict[str, object]:
        """JSON-ready data: with a key, the cards sealed (version 2); without, all plain (version 1)."""
        session = copy.deepcopy(dict(self.session_data))
        data: dict[str, object] = {"session": session, "deck": self.deck, "night": self.night_id}
        if key is not None:
            cards = {name: session.pop(name) for name in SEALED_FIELDS}
            plain = json.dumps(cards, separators=(",", ":")).encode("utf-8")
            data["cards"] = seal.seal(key, plain, context=_context(self.night_id))
        return data

    @classmethod
    def from_data(cls, version: int, data: object, *, key: bytes | None = None) -> SavedNight:
        """Validate stored data (every field, chips conserved, a legal shoe and hand).

        Version 2's cards are opened with ``key`` first.

        Raises:
            WrongKey: version 2 with no key, or not its key.
            InvalidData, ValueError: when anything does not validate.
        """
        fields = {"session", "deck", "night"} | ({"cards"} if version == VERSION else set())
        require(isinstance(data, dict) and set(data) == fields, "not a saved night")
        assert isinstance(data, dict)
        deck, night_id, session_data = data["deck"], data["night"], data["session"]
        require(isinstance(deck, str) and _DECK_ID.fullmatch(deck) is not None, "bad deck id")
        require(isinstance(night_id, str) and _NIGHT_ID.fullmatch(night_id) is not None, "bad night id")
        assert isinstance(night_id, str)
        if version == VERSION:
            require(
                isinstance(session_data, dict) and not set(session_data) & set(SEALED_FIELDS),
                "cards in sight",
            )
            assert isinstance(session_data, dict)
            cards = json.loads(seal.unseal(key, data["cards"], context=_context(night_id)).decode("utf-8"))
            require(isinstance(cards, dict) and set(cards) == set(SEALED_FIELDS), "not the sealed cards")
            session_data = {**session_data, **cards}
        from baccarat_qt.engine.session import (
            Session,  # the night's machinery, read only when a night is saved
        )

        Session.validate_dict(session_data)
        assert isinstance(session_data, dict) and isinstance(deck, str) and isinstance(night_id, str)
        require(session_data["start"] == STARTING_BALANCE, "a night starts with 500 chips")
        return cls(session_data, deck, night_id)


def _context(night_id: str) -> bytes:
    """What the sealed cards are bound to: this file kind and this night."""
    return f"{SCHEMA}\0{night_id}".encode("ascii")


def load_night(
    folder: Path, *, key_folder: Path | None = None, set_aside: bool = True
) -> tuple[SavedNight | None, FileProblem | None]:
    """The saved night, or None (and what went wrong, if the file was bad and set aside).

    ``key_folder``: where the key is (``app_dirs().config`` when not given).
    ``set_aside``: see :func:`baccarat_qt.store.storage.load_json`.
    """
    key = seal.load_key(app_dirs().config if key_folder is None else key_folder)

    def parse(version: int, data: object) -> SavedNight:
        return SavedNight.from_data(version, data, key=key)

    return load_json(folder / FILE_NAME, SCHEMA, {PLAIN_VERSION, VERSION}, parse, set_aside=set_aside)
