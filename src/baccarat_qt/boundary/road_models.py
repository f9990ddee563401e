"""The list models of the scoreboard roads: one per road, rows appended as coups settle.

A road only grows during a shoe (the big road's newest cell may gain a tie),
so a settled coup appends rows and, at most, changes the newest one; the
model is reset only when the road starts over (a shuffle, another night).
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QModelIndex

from baccarat_qt.boundary.enums import RoadMark
from baccarat_qt.boundary.row_model import USER_ROLE, RowModel
from baccarat_qt.engine.roads import Bead, BigRoadCell, DerivedMark

__all__ = ["RoadCell", "RoadModel"]


@dataclass(frozen=True, slots=True)
class RoadCell:
    """One cell of a road as QML draws it."""

    column: int
    """Grid column."""
    row: int
    """Grid row, 0 at the top."""
    mark: RoadMark
    """What it shows (a ``Roads.Mark``)."""
    ties: int = 0
    """Ties counted on a big-road cell."""
    player_pair: bool = False
    """A bead's player pair (a blue dot)."""
    banker_pair: bool = False
    """A bead's banker pair (a red dot)."""
    dragon_7: bool = False
    """At EZ, a bead of a Dragon 7 (the banker won with three cards and 7): a 7 in place of its letter."""
    panda_8: bool = False
    """At EZ, a bead of a Panda 8 (the player won with three cards and 8): an 8 in place of its letter."""

    @classmethod
    def of(cls, cell: Bead | BigRoadCell | DerivedMark, *, side_bets: bool = False) -> RoadCell:
        """The cell of a bead, a big-road cell or a derived mark; ``side_bets``: mark EZ's Dragon 7 and Panda 8."""
        if isinstance(cell, Bead):
            return cls(
                cell.column,
                cell.row,
                RoadMark.of(cell.outcome),
                0,
                cell.player_pair,
                cell.banker_pair,
                side_bets and cell.dragon_7,
                side_bets and cell.panda_8,
            )
        if isinstance(cell, BigRoadCell):
            return cls(cell.column, cell.row, RoadMark.of(cell.outcome), cell.ties)
        return cls(cell.column, cell.row, RoadMark.colour(cell.red))


class RoadModel(RowModel):
    """The cells of one road, oldest first."""

    class Roles(enum.IntEnum):
        """Model roles."""

        COLUMN = USER_ROLE + 1
        ROW = enum.auto()
        MARK = enum.auto()
        TIES = enum.auto()
        PLAYER_PAIR = enum.auto()
        BANKER_PAIR = enum.auto()
        DRAGON_7 = enum.auto()
        PANDA_8 = enum.auto()

    def show(
        self,
        cells: Sequence[Bead | BigRoadCell | DerivedMark],
        *,
        restart: bool = False,
        side_bets: bool = False,
    ) -> None:
        """Show the road's ``cells``: append the new ones and update the newest old one.

        Only the cells from the newest old one on are looked at: a road only
        grows during a shoe. ``restart`` (a new shoe, another night), or a road
        shorter than the one shown, resets the model instead. ``side_bets``: the
        table is EZ, whose beads mark a Dragon 7 and a Panda 8.
        """
        old = len(self._rows)
        if restart or len(cells) < old:
            self.beginResetModel()
            self._rows = [RoadCell.of(cell, side_bets=side_bets) for cell in cells]
            self.endResetModel()
            return
        fresh = [RoadCell.of(cell, side_bets=side_bets) for cell in cells[max(old - 1, 0) :]]
        if old and fresh[0] != self._rows[-1]:
            self._rows[-1] = fresh[0]
            self.dataChanged.emit(self.index(old - 1), self.index(old - 1))
        added = fresh[1:] if old else fresh
        if added:
            self.beginInsertRows(QModelIndex(), old, old + len(added) - 1)
            self._rows.extend(added)
            self.endInsertRows()
