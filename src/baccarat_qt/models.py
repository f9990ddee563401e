"""List models QML shows: the cards on the table, the bet spots, the top-five table.

A face-down card's rank and suit stay here, in Python, until the player starts
to open it: until then no role of the card model returns them.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QDate,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from baccarat_qt import table_texts, texts
from baccarat_qt.boundary.enums import SpotOutcome
from baccarat_qt.engine import BetSpot, TableKind
from baccarat_qt.engine.session import SpotResult, TableCard
from baccarat_qt.leaderboard import Entry

__all__ = [
    "BoardRow",
    "CardRow",
    "CardsModel",
    "LeaderboardModel",
    "RowModel",
    "SpotRow",
    "SpotsModel",
    "date_format",
]

_Index = QModelIndex | QPersistentModelIndex


class RowModel(QAbstractListModel):
    """A list model over rows of plain data, with roles named after an IntEnum."""

    Roles: type[enum.IntEnum]

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[Any] = []

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def roleNames(self) -> dict[int, QByteArray]:
        return {role.value: QByteArray(_camel(role.name).encode()) for role in self.Roles}

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        try:
            role_name = self.Roles(role).name.lower()
        except ValueError:
            return None
        return getattr(self._rows[index.row()], role_name)

    def _replace(self, rows: Sequence[Any]) -> None:
        """Update to ``rows`` with the least disruption: change, append or trim rows."""
        rows = list(rows)
        old = len(self._rows)
        common = min(old, len(rows))
        if len(rows) < old:
            self.beginRemoveRows(QModelIndex(), len(rows), old - 1)
            del self._rows[len(rows) :]
            self.endRemoveRows()
        for i in range(common):
            if self._rows[i] != rows[i]:
                self._rows[i] = rows[i]
                self.dataChanged.emit(self.index(i), self.index(i))
        if len(rows) > old:
            self.beginInsertRows(QModelIndex(), old, len(rows) - 1)
            self._rows.extend(rows[old:])
            self.endInsertRows()


def date_format() -> str:
    """The language's short date order with two-digit days and months and the whole year: 02/11/2026, 11/02/2026."""
    short = QLocale().dateFormat(QLocale.FormatType.ShortFormat)
    if "yyyy" not in short:
        short = short.replace("yy", "yyyy")
    return re.sub(r"(?<![dM])([dM])(?![dM])", r"\1\1", short)


def _camel(name: str) -> str:
    head, *rest = name.lower().split("_")
    return head + "".join(part.title() for part in rest)


@dataclass(frozen=True, slots=True)
class CardRow:
    """What QML may know about one card on the table."""

    side: str
    """"player" or "banker"."""
    slot: int
    """0, 1, or 2 for the third card."""
    face_up: bool
    """Opened."""
    code: str
    """"QH" once opened or being squeezed; empty while face down."""
    face_source: str
    """Image of the face, empty while face down and untouched."""
    back_source: str
    """Image of the back."""
    accessible_name: str
    """What a screen reader says: position and, once open, the card."""


class CardsModel(RowModel):
    """Cards on the table in the order dealt."""

    class Roles(enum.IntEnum):
        """Model roles."""

        SIDE = Qt.ItemDataRole.UserRole + 1
        SLOT = enum.auto()
        FACE_UP = enum.auto()
        CODE = enum.auto()
        FACE_SOURCE = enum.auto()
        BACK_SOURCE = enum.auto()
        ACCESSIBLE_NAME = enum.auto()

    def update(
        self, cards: Sequence[TableCard], squeezing: set[int], source: Callable[[str | None], str]
    ) -> None:
        """Show ``cards``; faces only for open cards and those in ``squeezing``."""
        rows = []
        for index, table_card in enumerate(cards):
            visible = table_card.face_up or index in squeezing
            code = str(table_card.card) if visible else ""
            position = texts.card_position(table_card.side, table_card.slot)
            if table_card.face_up:
                name = f"{position}: {texts.card_name(table_card.card)}"
            else:
                name = texts.tr("{0}, boca abajo").format(position)
            rows.append(
                CardRow(
                    side=table_card.side.value,
                    slot=table_card.slot,
                    face_up=table_card.face_up,
                    code=code,
                    face_source=source(code) if code else "",
                    back_source=source(None),
                    accessible_name=name,
                )
            )
        self._replace(rows)


@dataclass(frozen=True, slots=True)
class SpotRow:
    """One bet spot on the felt."""

    spot_id: str
    """The BetSpot value: "player", "banker", "tie", "player_pair", "banker_pair"."""
    label: str
    """Printed name: JUGADOR…"""
    payout: str
    """Printed payout for this table."""
    amount: int
    """Chips on it, in hundredths."""
    amount_text: str
    """The same, formatted."""
    chips: list[int]
    """The chips in the stack, bottom first, in whole chips (5, 25, 100, 500)."""
    result: SpotOutcome
    """What the spot did in the hand whose result is shown (a ``Table.SpotOutcome``)."""
    result_text: str
    """E.g. "+23,75"; empty when no result is shown."""
    message: str
    """Why the last chip on this spot was refused, else empty."""
    accessible_name: str
    """Name, payout and stake, for a screen reader."""


class SpotsModel(RowModel):
    """The five spots, in felt order."""

    class Roles(enum.IntEnum):
        """Model roles."""

        SPOT_ID = Qt.ItemDataRole.UserRole + 1
        LABEL = enum.auto()
        PAYOUT = enum.auto()
        AMOUNT = enum.auto()
        AMOUNT_TEXT = enum.auto()
        CHIPS = enum.auto()
        RESULT = enum.auto()
        RESULT_TEXT = enum.auto()
        MESSAGE = enum.auto()
        ACCESSIBLE_NAME = enum.auto()

    ORDER = (BetSpot.PLAYER_PAIR, BetSpot.PLAYER, BetSpot.TIE, BetSpot.BANKER, BetSpot.BANKER_PAIR)
    """Left to right on the felt."""

    def update(
        self,
        table: TableKind,
        chips: Sequence[tuple[BetSpot, int]],
        results: dict[BetSpot, tuple[SpotResult, int]],
        messages: dict[BetSpot, str],
    ) -> None:
        """Show the chips for the coming hand (or the hand in play), results and refusals."""
        rows = []
        for spot in self.ORDER:
            stack = [chip // 100 for where, chip in chips if where is spot]
            amount = sum(stack) * 100
            result, net = results.get(spot, (None, 0))
            result_text = ""
            if result is SpotResult.WON:
                result_text = "+" + texts.chips(net)
            elif result is SpotResult.LOST:
                result_text = texts.chips(net)
            elif result is SpotResult.PUSH:
                result_text = texts.tr("devuelta")
            label, pays = texts.spot_label(spot), texts.payout(table, spot)
            if amount:
                stake = texts.tr("apuesta {0}").format(texts.chip_amount(amount))
            else:
                stake = texts.tr("sin fichas")
            rows.append(
                SpotRow(
                    spot_id=spot.value,
                    label=label,
                    payout=pays,
                    amount=amount,
                    amount_text=texts.chips(amount) if amount else "",
                    chips=stack,
                    result=SpotOutcome.of(result),
                    result_text=result_text,
                    message=messages.get(spot, ""),
                    accessible_name=texts.tr("{0}, paga {1}, {2}").format(
                        label, table_texts.payout_words(table, spot), stake
                    ),
                )
            )
        self._replace(rows)


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

        PLACE = Qt.ItemDataRole.UserRole + 1
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
