"""The top-five table: the best scores of finished nights.

Every entry is checked where it is made (:class:`Entry`), so the game never
writes one its next start would refuse; on load, an entry that makes no sense
is dropped alone and the honest ones stay (the file is kept aside as it was,
and written back without it).
"""

from __future__ import annotations

import contextlib
import datetime as dt
import re
from dataclasses import dataclass
from pathlib import Path

from baccarat_qt.engine import TableKind
from baccarat_qt.engine.reach import HIGHEST_SCORE
from baccarat_qt.problems import FileProblem, Problem
from baccarat_qt.store.settings import MAX_NAME_LENGTH, clean_name
from baccarat_qt.store.storage import InvalidData, Salvaged, load_json, require, write_json_atomic

__all__ = ["SIZE", "Entry", "Leaderboard", "load_leaderboard", "save_leaderboard"]

SCHEMA = "baccarat-qt/leaderboard"
VERSION = 1
FILE_NAME = "leaderboard.json"
SIZE = 5
"""Entries kept."""
MAX_SCORE = HIGHEST_SCORE
"""No night can end with more (hundredths, :mod:`baccarat_qt.engine.reach`); a larger stored score is refused."""
_NIGHT_ID = re.compile(r"[0-9a-f]{32}")


@dataclass(frozen=True, slots=True)
class Entry:
    """One finished night on the table."""

    name: str
    """The player's name."""
    score: int
    """The final balance, in hundredths of a chip."""
    table: TableKind
    """Where it was played."""
    date: dt.date
    """When."""
    night: str = ""
    """The id of the saved night it came from (so a score enters once), or empty."""

    def __post_init__(self) -> None:
        """Refuse an entry the loader would refuse: what is written always reads back.

        Raises:
            InvalidData: a name that is empty, too long or not as :func:`clean_name` keeps it,
                a score outside 0..MAX_SCORE, or a malformed night id.
        """
        name, score, table, date, night = self.name, self.score, self.table, self.date, self.night
        checked: tuple[object, ...] = (name, score, table, date, night)  # checked as the loader gets them
        require(isinstance(checked[0], str) and 0 < len(name) <= MAX_NAME_LENGTH, "bad name")
        require(clean_name(name) == name, "name not cleaned")
        require(type(checked[1]) is int and 0 <= score <= MAX_SCORE, "score out of range")
        require(isinstance(checked[2], TableKind) and type(checked[3]) is dt.date, "bad table or date")
        require(
            isinstance(checked[4], str) and (not night or _NIGHT_ID.fullmatch(night) is not None), "bad night"
        )

    def to_data(self) -> dict[str, object]:
        """JSON-ready data."""
        data: dict[str, object] = {
            "name": self.name,
            "score": self.score,
            "table": self.table.value,
            "date": self.date.isoformat(),
        }
        if self.night:
            data["night"] = self.night
        return data

    @classmethod
    def from_data(cls, data: object) -> Entry:
        """Validate one stored entry."""
        require(isinstance(data, dict), "entry is not an object")
        assert isinstance(data, dict)
        name, score, table, date = data["name"], data["score"], data["table"], data["date"]
        require(isinstance(name, str) and 0 < len(name) <= MAX_NAME_LENGTH, "bad name")
        require(isinstance(table, str) and isinstance(date, str), "bad table or date")
        night = data.get("night", "")
        return cls(clean_name(name) or "?", score, TableKind(table), dt.date.fromisoformat(date), night)


class Leaderboard:
    """The best five, highest score first; on equal scores the earlier entry stays ahead.

    >>> board = Leaderboard()
    >>> board.add(Entry("Ana", 60_000, TableKind.CLASSIC, dt.date(2026, 1, 2)))
    0
    >>> board.qualifies(0), len(board.entries)
    (True, 1)
    """

    def __init__(self, entries: list[Entry] | None = None) -> None:
        self._entries = sorted(entries or [], key=lambda e: -e.score)[:SIZE]

    @property
    def entries(self) -> tuple[Entry, ...]:
        """The entries, best first."""
        return tuple(self._entries)

    def has_night(self, night: str) -> bool:
        """Whether the night with this id already has its entry in the table."""
        return bool(night) and any(entry.night == night for entry in self._entries)

    def qualifies(self, score: int) -> bool:
        """Whether a score would enter the table: it must beat the fifth, not just equal it.

        >>> board = Leaderboard([Entry("Ana", 100, TableKind.CLASSIC, dt.date(2026, 1, 2))] * SIZE)
        >>> board.qualifies(100), board.ties_last(100), board.qualifies(101)
        (False, True, True)
        """
        return len(self._entries) < SIZE or score > self._entries[-1].score

    def ties_last(self, score: int) -> bool:
        """The table is full and ``score`` equals its fifth: it does not enter (the earlier score stays)."""
        return len(self._entries) >= SIZE and score == self._entries[-1].score

    def add(self, entry: Entry) -> int | None:
        """Insert an entry; returns its place (0 is first) or None if it did not make it."""
        if not self.qualifies(entry.score):
            return None
        place = next((i for i, e in enumerate(self._entries) if entry.score > e.score), len(self._entries))
        self._entries.insert(place, entry)
        del self._entries[SIZE:]
        return place

    def to_data(self) -> list[dict[str, object]]:
        """JSON-ready data."""
        return [entry.to_data() for entry in self._entries]

    @classmethod
    def from_data(cls, version: int, data: object) -> Leaderboard | Salvaged:
        """Validate stored data; an entry that does not validate is dropped alone.

        Returns:
            The table, or :class:`Salvaged` with the entries that did validate
            when some did not.

        Raises:
            InvalidData: not a list of at most SIZE entries, or not one entry validates.
        """
        del version
        require(isinstance(data, list) and len(data) <= SIZE, "leaderboard is not a short list")
        assert isinstance(data, list)
        entries: list[Entry] = []
        reasons: list[str] = []
        for item in data:
            try:
                entries.append(Entry.from_data(item))
            except (
                ValueError,
                TypeError,
                KeyError,
                AttributeError,
                RecursionError,
                ArithmeticError,
            ) as error:
                reasons.append(f"{type(error).__name__}: {str(error)[:80]}")
        if not reasons:
            return cls(entries)
        if not entries:
            raise InvalidData(f"no entry validates ({'; '.join(reasons)})")
        return Salvaged(cls(entries), len(reasons), "; ".join(reasons))


def load_leaderboard(folder: Path, *, set_aside: bool = True) -> tuple[Leaderboard, FileProblem | None]:
    """Read the table, or an empty one (and what went wrong, if anything).

    When entries were dropped (``Problem.PARTLY_INVALID``), the file as it was
    is kept aside and the table is written back without them.
    """
    value, problem = load_json(
        folder / FILE_NAME, SCHEMA, {VERSION}, Leaderboard.from_data, set_aside=set_aside
    )
    board = value or Leaderboard()
    if set_aside and problem is not None and problem.problem is Problem.PARTLY_INVALID:
        with contextlib.suppress(OSError):  # still the old file: the same entries are dropped next time
            save_leaderboard(folder, board)
    return board, problem


def save_leaderboard(folder: Path, board: Leaderboard) -> None:
    """Write the table atomically. Raises OSError when it cannot be written."""
    write_json_atomic(folder / FILE_NAME, SCHEMA, VERSION, board.to_data())
