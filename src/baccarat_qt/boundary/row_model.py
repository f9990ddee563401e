"""The list model every QML list of ours is: rows of one dataclass, a role per field, updated in place."""

from __future__ import annotations

import enum
import functools
import re
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
)

__all__ = ["DISPLAY_ROLE", "USER_ROLE", "RowModel", "date_format"]

DISPLAY_ROLE = 0
"""``Qt.ItemDataRole.DisplayRole``'s value (a test checks). The models name Qt's roles by value: looking up
PySide6's ``Qt`` namespace builds every enum in it (about 15 ms), which nothing on the way to the lobby's
deck tiles does (``desktop/loading.py``)."""
USER_ROLE = 0x0100
"""``Qt.ItemDataRole.UserRole``'s value (a test checks): the models' own roles come after it."""

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

    def data(self, index: _Index, role: int = DISPLAY_ROLE) -> Any:
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
    """Spanish: the short date order, two-digit day and month, the whole year (02/11/2026).

    English is US English, and its dates are written out, "Nov 2, 2026": a
    month-first 11/02/2026 reads as 11 February to most of the world.
    """
    locale = QLocale()
    if locale.language() == QLocale.Language.English:
        return "MMM d, yyyy"
    return _padded(locale.dateFormat(QLocale.FormatType.ShortFormat))


@functools.lru_cache(maxsize=8)
def _padded(short: str) -> str:
    """``short`` with the whole year and two-digit days and months (worked out once per locale: a page of the
    history writes a hundred dates)."""
    if "yyyy" not in short:
        short = short.replace("yy", "yyyy")
    return re.sub(r"(?<![dM])([dM])(?![dM])", r"\1\1", short)


def _camel(name: str) -> str:
    head, *rest = name.lower().split("_")
    return head + "".join(part.title() for part in rest)
