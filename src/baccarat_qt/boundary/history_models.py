"""The history's list models: rows read from the database a page at a time, as the view shows them.

``rowCount`` is the number of rows in the database (one ``COUNT``), so the
view's scroll bar and its End key reach the last row at once; ``data`` reads
the page a row is on the first time a row of it is asked for, and keeps a
few pages. Nothing ever reads the whole history.

Rows that cannot be shown are left out by the queries and counted
(``unreadable``). A page that cannot be read at all (the file changed under
the game) never raises out of ``data``: its rows read as blank, and
``broken`` is emitted once, after the view's call, for the screen to say so.
"""

from __future__ import annotations

import enum
import logging
import sqlite3
from collections import OrderedDict
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

from PySide6.QtCore import (
    QDate,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QTime,
    QTimer,
    Signal,
)

from baccarat_qt.boundary import decks
from baccarat_qt.boundary.row_model import DISPLAY_ROLE, USER_ROLE, RowModel, date_format
from baccarat_qt.engine.rules import Outcome
from baccarat_qt.store import history_queries
from baccarat_qt.store.history_queries import CoupRow, NightRow
from baccarat_qt.words import history_texts
from baccarat_qt.words.texts import chips, table_name

__all__ = ["KEPT_PAGES", "PAGE", "CoupsModel", "NightsModel", "date_text"]

PAGE = 100
"""Rows read at once."""
KEPT_PAGES = 8
"""Pages kept in memory (the least recently used goes first)."""

_Index = QModelIndex | QPersistentModelIndex
log = logging.getLogger(__name__)


def date_text(night: NightRow) -> str:
    """ "02/12/2026 21:40" ("Dec 2, 2026 9:40 PM" in English): the day as the top five writes it, then the hour."""
    started = night.started
    locale = QLocale()
    date = locale.toString(QDate(started.year, started.month, started.day), date_format())
    if locale.language() == QLocale.Language.English:  # US English: a 12-hour clock
        hour = locale.toString(QTime(started.hour, started.minute), "h:mm AP")
    else:
        hour = f"{started:%H:%M}"
    return f"{date} {hour}"


class _Paged(RowModel):
    """Rows read a page at a time by ``read(offset, limit)``."""

    broken = Signal()
    """A page could not be read (emitted after the view's call that met it)."""
    BLANK: Any = None
    """What a row that could not be read shows (every role's empty value)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._total = 0
        self.unreadable = 0
        """Rows kept in the database that cannot be shown (left out of ``rowCount``)."""
        self._pages: OrderedDict[int, list[list[Any]]] = OrderedDict()
        """Each page kept: its rows as read, and what the view shows of each (None until asked for)."""
        self._reads = 0
        self._read: Callable[[int, int], list[Any]] = lambda offset, limit: []

    def reset(self, total: int, read: Callable[[int, int], list[Any]], unreadable: int = 0) -> None:
        """Start over with ``total`` rows in the database (none read yet), ``unreadable`` more left out."""
        self.beginResetModel()
        self._total, self._read, self.unreadable = total, read, unreadable
        self._pages.clear()
        self._reads = 0
        self.endResetModel()

    def clear(self) -> None:
        """No rows."""
        self.reset(0, lambda offset, limit: [])

    def _page(self, page: int) -> list[Any]:
        try:
            return self._read(page * PAGE, PAGE)
        except Exception:  # whatever a changed file does, the view's call returns
            log.exception("cannot read a page of the history")
            self._broke()
            return []

    def _broke(self) -> None:
        QTimer.singleShot(0, self, self.broken.emit)

    def _convert(self, row: Any) -> Any:
        """What the view shows of one row read (made when the view first asks for it: it shows a few of a
        page's hundred)."""
        return row

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._total

    def row(self, number: int) -> Any:
        """The row ``number`` (its page read now if it was not kept), or None out of range."""
        if not 0 <= number < self._total:
            return None
        page = number // PAGE
        rows = self._pages.get(page)
        if rows is None:
            read = self._page(page)
            rows = [read, [None] * len(read)]
            self._reads += 1
            self._pages[page] = rows
            while len(self._pages) > KEPT_PAGES:
                self._pages.popitem(last=False)
        else:
            self._pages.move_to_end(page)
        read, shown = rows
        offset = number - page * PAGE
        if offset >= len(read):
            return self.BLANK
        if shown[offset] is None:
            try:
                shown[offset] = self._convert(read[offset])
            except Exception:  # whatever a changed file does, the view's call returns
                log.exception("cannot show a row of the history")
                self._broke()
                return self.BLANK
        return shown[offset]

    def data(self, index: _Index, role: int = DISPLAY_ROLE) -> Any:
        if not index.isValid():
            return None
        found = self.row(index.row())
        if found is None:
            return None
        try:
            return getattr(found, self.Roles(role).name.lower())
        except ValueError:
            return None

    def retranslate(self) -> None:
        """The language changed: the rows' words are made again as they are read (the view keeps its place)."""
        self._pages.clear()
        if self._total:
            self.dataChanged.emit(self.index(0, 0), self.index(self._total - 1, 0))

    def pages_read(self) -> int:
        """How many page reads the database has answered since the last reset."""
        return self._reads


class _NightView:
    __slots__ = ("accessible_name", "coups", "date", "night_id", "result_text", "table_name", "won")

    def __init__(self, night: NightRow) -> None:
        self.night_id = night.id
        self.date = date_text(night)
        self.table_name = table_name(night.table)
        self.coups = night.coups
        self.result_text = ("+" if night.net > 0 else "") + chips(night.net)
        self.won = night.net > 0
        self.accessible_name = history_texts.night_sentence(
            self.date, night.table, night.coups, night.net, night.ending
        )


class NightsModel(_Paged):
    """The nights, the latest first."""

    class Roles(enum.IntEnum):
        """Model roles."""

        NIGHT_ID = USER_ROLE + 1
        DATE = enum.auto()
        TABLE_NAME = enum.auto()
        COUPS = enum.auto()
        RESULT_TEXT = enum.auto()
        WON = enum.auto()
        ACCESSIBLE_NAME = enum.auto()

    BLANK = SimpleNamespace(
        night_id=-1, date="", table_name="", coups=0, result_text="", won=False, accessible_name=""
    )

    def show(self, db: sqlite3.Connection) -> None:
        """Count ``db``'s nights (none read yet).

        Raises:
            sqlite3.Error: they cannot even be counted.
        """
        shown, unreadable = history_queries.night_counts(db)
        self.reset(shown, lambda offset, limit: history_queries.nights(db, offset, limit), unreadable)

    def _convert(self, row: Any) -> Any:
        return _NightView(row)

    def night_id(self, row: int) -> int | None:
        """The database id of the night in ``row`` (None when out of range)."""
        found = self.row(row)
        return None if found is None else int(found.night_id)


class _CoupView:
    __slots__ = (
        "accessible_name",
        "balance_text",
        "banker_cards",
        "banker_total",
        "bets_text",
        "number",
        "outcome",
        "player_cards",
        "player_total",
        "result_text",
    )

    def __init__(self, row: CoupRow, deck: str) -> None:
        coup = row.coup
        self.number = row.number
        self.player_cards = [decks.card_url(deck, str(card)) for card in coup.player_cards]
        self.banker_cards = [decks.card_url(deck, str(card)) for card in coup.banker_cards]
        self.player_total, self.banker_total = row.player_total, row.banker_total
        self.outcome = {Outcome.PLAYER: 0, Outcome.BANKER: 1, Outcome.TIE: 2}[row.outcome]
        words = history_texts.outcome_words(row.outcome, row.player_total, row.banker_total)
        self.result_text = words[:1].upper() + words[1:]
        self.bets_text = history_texts.bets_line(row.bets)
        self.balance_text = chips(row.balance)
        self.accessible_name = history_texts.coup_sentence(row.number, words, row.bets)


class CoupsModel(_Paged):
    """One night's coups, in the order played."""

    class Roles(enum.IntEnum):
        """Model roles."""

        NUMBER = USER_ROLE + 1
        PLAYER_CARDS = enum.auto()
        BANKER_CARDS = enum.auto()
        PLAYER_TOTAL = enum.auto()
        BANKER_TOTAL = enum.auto()
        OUTCOME = enum.auto()
        RESULT_TEXT = enum.auto()
        BETS_TEXT = enum.auto()
        BALANCE_TEXT = enum.auto()
        ACCESSIBLE_NAME = enum.auto()

    BLANK = SimpleNamespace(
        number=0,
        player_cards=[],
        banker_cards=[],
        player_total=0,
        banker_total=0,
        outcome=0,
        result_text="",
        bets_text="",
        balance_text="",
        accessible_name="",
    )

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._deck = decks.DEFAULT_DESIGN

    def show(self, db: sqlite3.Connection, night: NightRow) -> None:
        """Count ``night``'s coups (none read yet).

        Raises:
            sqlite3.Error: they cannot even be counted.
        """
        self._deck = night.deck if decks.is_design(night.deck) else self._deck
        shown, unreadable = history_queries.coup_counts(db, night.id)
        self.reset(
            shown, lambda offset, limit: history_queries.coups(db, night.id, offset, limit), unreadable
        )

    def _convert(self, row: Any) -> Any:
        return _CoupView(row, self._deck)
