"""The derived roads (Big Eye Boy, Small Road, Cockroach Pig) and the "ask": marks drawn from the big road's streaks."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from baccarat_qt.engine.roads.bigroad import Streak, streaks
from baccarat_qt.engine.roads.grid import ROWS, Grid
from baccarat_qt.engine.rules import Outcome

__all__ = ["Ask", "Cycle", "DerivedMark", "ask", "derived_marks", "derived_road", "next_marks"]


class Cycle(enum.IntEnum):
    """The three derived roads, by how many columns back each compares."""

    BIG_EYE_BOY = 1
    """Ojo grande: hollow rings."""
    SMALL_ROAD = 2
    """Camino pequeño: filled dots."""
    COCKROACH_PIG = 3
    """Cucaracha: short slashes."""


@dataclass(frozen=True, slots=True)
class DerivedMark:
    """One mark of a derived road."""

    column: int
    """Grid column."""
    row: int
    """Grid row, 0 at the top."""
    red: bool
    """Red (the big road repeats itself) or blue (it does not)."""


@dataclass(frozen=True, slots=True)
class Ask:
    """What each derived road would show if the next coup went to one side."""

    outcome: Outcome
    """The side asked about: BANKER or PLAYER."""
    marks: tuple[DerivedMark | None, ...]
    """The mark each derived road would get, in ``Cycle`` order; None where it would get none yet."""


def derived_road(outcomes: Sequence[Outcome], cycle: int, *, rows: int = ROWS) -> list[DerivedMark]:
    """The marks of Big Eye Boy (cycle 1), Small Road (2) or Cockroach Pig (3).

    From the second cell of column ``cycle`` on, each big-road cell gets a mark: a column's
    first cell is red when columns ``c-1`` and ``c-1-cycle`` are equally long; a lower cell is
    blue when column ``c-cycle`` has exactly as many cells as this row, red otherwise (it
    reaches this row, or it is shorter still: the "straight drop").

    >>> def marks(text, cycle):
    ...     road = derived_road([{"B": Outcome.BANKER, "P": Outcome.PLAYER}[c] for c in text], cycle)
    ...     return " ".join("R" if mark.red else "B" for mark in road)
    >>> marks("BPPP", 1)         # column 0 has one cell: row 1 is blue, row 2 a straight drop, red
    'B R'
    >>> marks("BBPPPP", 1)       # column 0 reaches row 1: red; it has exactly 2 cells: blue; then red
    'R B R'

    Raises:
        ValueError: if ``cycle`` is not 1, 2 or 3.
    """
    cycle = Cycle(cycle)
    return derived_marks([streak.length for streak in streaks(outcomes)], cycle, rows)[0]


def ask(outcomes: Sequence[Outcome], outcome: Outcome, *, rows: int = ROWS) -> Ask:
    """The mark each derived road would get if the next coup went to ``outcome``.

    >>> coups = [Outcome.BANKER, Outcome.BANKER, Outcome.PLAYER]
    >>> ask(coups, Outcome.PLAYER).marks
    (DerivedMark(column=0, row=0, red=True), None, None)
    >>> ask(coups, Outcome.BANKER).marks
    (DerivedMark(column=0, row=0, red=False), None, None)

    Raises:
        ValueError: if ``outcome`` is a tie (a tie changes no derived road).
    """
    runs = streaks(outcomes)
    lengths = [streak.length for streak in runs]
    layouts = [derived_marks(lengths, cycle, rows)[1] for cycle in Cycle]
    return next_marks(runs, layouts, outcome)


def derived_marks(lengths: Sequence[int], cycle: int, rows: int) -> tuple[list[DerivedMark], Grid]:
    """A derived road from the big road's streak lengths, and its layout (to place a next mark)."""
    layout = Grid(rows)
    marks = []
    for column, row in _cells(lengths, cycle):
        red = _is_red(lengths, column, row, cycle)
        marks.append(DerivedMark(*layout.add(red), red))
    return marks, layout


def next_marks(runs: Sequence[Streak], layouts: Sequence[Grid], outcome: Outcome) -> Ask:
    """The next mark of each derived road (laid out as ``layouts``) if ``outcome`` won the next coup."""
    if outcome is Outcome.TIE:
        raise ValueError("ask about BANKER or PLAYER: a tie adds no mark")
    lengths = [streak.length for streak in runs]
    if runs and runs[-1].outcome is outcome:
        lengths[-1] += 1
    else:
        lengths.append(1)
    column, row = len(lengths) - 1, lengths[-1] - 1
    marks: list[DerivedMark | None] = []
    for cycle, layout in zip(Cycle, layouts, strict=True):
        if column < cycle or (column == cycle and row == 0):
            marks.append(None)
            continue
        red = _is_red(lengths, column, row, cycle)
        marks.append(DerivedMark(*layout.peek(red), red))
    return Ask(outcome, tuple(marks))


def _cells(lengths: Sequence[int], cycle: int) -> list[tuple[int, int]]:
    """The big road's cells (column = streak, row = place in it) that get a mark of road ``cycle``."""
    return [
        (column, row)
        for column, length in enumerate(lengths)
        for row in range(length)
        if column > cycle or (column == cycle and row > 0)
    ]


def _is_red(lengths: Sequence[int], column: int, row: int, cycle: int) -> bool:
    """The colour of the mark for the big road's cell at streak ``column``, place ``row``."""
    if row == 0:
        return lengths[column - 1] == lengths[column - 1 - cycle]
    return lengths[column - cycle] != row
