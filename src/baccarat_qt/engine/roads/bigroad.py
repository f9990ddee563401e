"""The big road: one cell per coup won by PLAYER or BANKER, in streaks, ties counted on the cell before."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from baccarat_qt.engine.roads.grid import ROWS, Grid
from baccarat_qt.engine.rules import Outcome

__all__ = ["BigRoadCell", "Streak", "big_road", "streaks"]


@dataclass(frozen=True, slots=True)
class BigRoadCell:
    """One coup won by PLAYER or BANKER on the big road."""

    column: int
    """Where it is drawn: grid column."""
    row: int
    """Grid row, 0 at the top."""
    outcome: Outcome
    """PLAYER or BANKER, never TIE."""
    ties: int
    """Ties counted on this cell (those right after it; on the first cell, those before it too)."""


@dataclass(frozen=True, slots=True)
class Streak:
    """One column of the big road before it is laid out: a run of one winner."""

    outcome: Outcome
    """PLAYER or BANKER."""
    length: int
    """Coups in the run (its tail included)."""
    ties: int
    """Ties counted on its cells."""


def streaks(outcomes: Sequence[Outcome]) -> list[Streak]:
    """The big road's columns as runs of one winner, ties counted on the cell before them.

    Ties before the shoe's first win are counted on its first cell; a shoe of
    only ties has no streaks.

    >>> [(s.outcome.name, s.length, s.ties) for s in streaks([Outcome.TIE, Outcome.PLAYER, Outcome.TIE])]
    [('PLAYER', 1, 2)]
    """
    kinds: list[Outcome] = []
    lengths: list[int] = []
    ties: list[int] = []
    early_ties = 0
    for outcome in outcomes:
        if outcome is Outcome.TIE:
            if ties:
                ties[-1] += 1
            else:
                early_ties += 1
        elif kinds and kinds[-1] is outcome:
            lengths[-1] += 1
        else:
            kinds.append(outcome)
            lengths.append(1)
            ties.append(0 if len(kinds) > 1 else early_ties)
    return [Streak(*run) for run in zip(kinds, lengths, ties, strict=True)]


def big_road(outcomes: Sequence[Outcome], *, rows: int = ROWS) -> list[BigRoadCell]:
    """One cell per coup won by PLAYER or BANKER, laid out in streaks with dragon's tails.

    >>> tail = [Outcome.BANKER] * 7 + [Outcome.PLAYER] * 7
    >>> [(c.column, c.row) for c in big_road(tail)][5:]   # B turns at row 5; P turns above B's tail
    [(0, 5), (1, 5), (1, 0), (1, 1), (1, 2), (1, 3), (1, 4), (2, 4), (3, 4)]
    """
    layout = Grid(rows)
    cells: list[BigRoadCell] = []
    early_ties = 0
    for outcome in outcomes:
        if outcome is not Outcome.TIE:
            cells.append(BigRoadCell(*layout.add(outcome), outcome, 0 if cells else early_ties))
        elif cells:
            cells[-1] = replace(cells[-1], ties=cells[-1].ties + 1)
        else:
            early_ties += 1
    return cells
