"""The top-five table: the best scores of finished nights."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from pathlib import Path

from baccarat_qt.engine import TableKind
from baccarat_qt.settings import MAX_NAME_LENGTH, clean_name
from baccarat_qt.storage import LoadProblem, load_json, require, write_json_atomic

__all__ = ["SIZE", "Entry", "Leaderboard", "load_leaderboard", "save_leaderboard"]

SCHEMA = "baccarat-qt/leaderboard"
VERSION = 1
FILE_NAME = "leaderboard.json"
SIZE = 5
"""Entries kept."""
MAX_SCORE = 10**12
"""No real night comes near this (hundredths); larger stored scores are refused."""
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
        require(isinstance(score, int) and not isinstance(score, bool), "score is not an integer")
        require(0 <= score <= MAX_SCORE, "score out of range")
        require(isinstance(table, str) and isinstance(date, str), "bad table or date")
        night = data.get("night", "")
        require(isinstance(night, str) and (not night or _NIGHT_ID.fullmatch(night) is not None), "bad night")
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
    def from_data(cls, version: int, data: object) -> Leaderboard:
        """Validate stored data."""
        del version
        require(isinstance(data, list) and len(data) <= SIZE, "leaderboard is not a short list")
        assert isinstance(data, list)
        return cls([Entry.from_data(item) for item in data])


def load_leaderboard(folder: Path) -> tuple[Leaderboard, LoadProblem | None]:
    """Read the table, or an empty one (and what went wrong, if anything)."""
    value, problem = load_json(folder / FILE_NAME, SCHEMA, {VERSION}, Leaderboard.from_data)
    return (value or Leaderboard()), problem


def save_leaderboard(folder: Path, board: Leaderboard) -> None:
    """Write the table atomically. Raises OSError when it cannot be written."""
    write_json_atomic(folder / FILE_NAME, SCHEMA, VERSION, board.to_data())
