"""Where the marks of a road go on its grid: the big road's placement rule, dragon's tails included."""

from __future__ import annotations

__all__ = ["ROWS", "Grid"]

ROWS = 6
"""Rows of every road's grid."""


class Grid:
    """Places marks one by one as the big road does: equal marks go down a column, turning right
    along their row at the last row or above a taken cell (the dragon's tail); a new streak starts
    at row 0 of the column right of the last streak's first column, or the first free one after it.
    """

    def __init__(self, rows: int) -> None:
        self._rows = rows
        self._taken: set[tuple[int, int]] = set()
        self._last: tuple[int, int] | None = None
        self._key: object = None
        self._start = -1
        self._turned = False

    def peek(self, key: object) -> tuple[int, int]:
        """Where a mark ``key`` would go next (nothing is placed)."""
        return self._next(key)[0]

    def add(self, key: object) -> tuple[int, int]:
        """Place a mark ``key``; returns its (column, row)."""
        place, self._start, self._turned = self._next(key)
        self._taken.add(place)
        self._last, self._key = place, key
        return place

    def _next(self, key: object) -> tuple[tuple[int, int], int, bool]:
        """The next place of ``key``, with the streak's first column and whether it has turned."""
        if self._last is not None and key == self._key:
            column, row = self._last
            if not self._turned and row + 1 < self._rows and (column, row + 1) not in self._taken:
                return (column, row + 1), self._start, False
            return (column + 1, row), self._start, True
        start = self._start + 1
        while (start, 0) in self._taken:
            start += 1
        return (start, 0), start, False
