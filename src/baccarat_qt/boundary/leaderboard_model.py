"""The top-five table as QML lists it."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QDate,
    QLocale,
)

from baccarat_qt.boundary.row_model import USER_ROLE, RowModel, date_format
from baccarat_qt.store.leaderboard import Entry
from baccarat_qt.words import texts

__all__ = ["BoardRow", "LeaderboardModel"]


@dataclass(frozen=True, slots=True)
class BoardRow:
    """One line of the top-five table."""

    place: int
    """1 to 5."""
    name: str
    """Player's name."""
    score: int
    """Hundredths."""
    score_text: str
    """Formatted score."""
    table_name: str
    """CLÁSICA / SIN COMISIÓN."""
    date_text: str
    """Day/month/year."""
    highlighted: bool
    """The entry just added."""
    accessible_name: str
    """The whole row read aloud."""


class LeaderboardModel(RowModel):
    """The top five, best first."""

    class Roles(enum.IntEnum):
        """Model roles."""

        PLACE = USER_ROLE + 1
        NAME = enum.auto()
        SCORE = enum.auto()
        SCORE_TEXT = enum.auto()
        TABLE_NAME = enum.auto()
        DATE_TEXT = enum.auto()
        HIGHLIGHTED = enum.auto()
        ACCESSIBLE_NAME = enum.auto()

    def update(self, entries: Sequence[Entry], highlighted: int | None = None) -> None:
        """Show ``entries``; ``highlighted`` is the index of a fresh entry."""
        rows = []
        for place, entry in enumerate(entries, start=1):
            score = texts.chips(entry.score)
            table = texts.table_name(entry.table)
            date = QLocale().toString(QDate(entry.date.year, entry.date.month, entry.date.day), date_format())
            rows.append(
                BoardRow(
                    place=place,
                    name=entry.name,
                    score=entry.score,
                    score_text=score,
                    table_name=table,
                    date_text=date,
                    highlighted=highlighted == place - 1,
                    accessible_name=texts.tr("{0}. {1}, {2}, mesa {3}, {4}").format(
                        place, entry.name, texts.chip_amount(entry.score), table, date
                    ),
                )
            )
        self._replace(rows)

    def retranslate(self, entries: Sequence[Entry]) -> None:
        """The same entries in the language now in force (the fresh one stays highlighted)."""
        self.update(entries, next((row.place - 1 for row in self._rows if row.highlighted), None))

    def spoken(self) -> str:
        """The whole table read aloud, row by row: "Los cinco mejores: 1. Ana, 490 fichas, …"."""
        if not self._rows:
            return ""
        return texts.tr("Los cinco mejores: {0}.").format(
            ". ".join(row.accessible_name for row in self._rows)
        )
