"""The shoe's story: the five scoreboard roads, the "ask" and the shoe's counts (SPEC §11).

Pure functions of the coups settled since the last shuffle. The roads are
history, never advice: past coups do not change the next one.

The example of SPEC §11, one tie after the sixth coup:

>>> from baccarat_qt.engine.rules import Outcome
>>> coups = [{"B": Outcome.BANKER, "P": Outcome.PLAYER, "T": Outcome.TIE}[c] for c in "BBPPPBTBBBBBBBP"]
>>> [(cell.column, cell.row, cell.outcome.name[0], cell.ties) for cell in big_road(coups)][:6]
[(0, 0, 'B', 0), (0, 1, 'B', 0), (1, 0, 'P', 0), (1, 1, 'P', 0), (1, 2, 'P', 0), (2, 0, 'B', 1)]
>>> [(cell.column, cell.row) for cell in big_road(coups)[6:]]   # the dragon's tail along row 5
[(2, 1), (2, 2), (2, 3), (2, 4), (2, 5), (3, 5), (4, 5), (3, 0)]
>>> [streak.length for streak in streaks(coups)]
[2, 3, 8, 1]
>>> def colours(marks): return " ".join("R" if mark.red else "B" for mark in marks)
>>> colours(derived_road(coups, Cycle.BIG_EYE_BOY))
'R B B R R B R R R R B'
>>> colours(derived_road(coups, Cycle.SMALL_ROAD))
'R B R R R R R B'
>>> derived_road(coups, Cycle.COCKROACH_PIG)
[]

(SPEC §11's "B×7" counts the banker wins after the tie; with the one before
it, the column holds eight cells, as its derived marks count.)
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass, replace

from baccarat_qt.engine.rules import Coup, Outcome

__all__ = [
    "ROWS",
    "Ask",
    "Bead",
    "BigRoadCell",
    "Cycle",
    "DerivedMark",
    "Roads",
    "ShoeCounts",
    "Streak",
    "ask",
    "bead_plate",
    "big_road",
    "derived_road",
    "roads",
    "shoe_counts",
    "streaks",
]

ROWS = 6
"""Rows of every road's grid."""


class Cycle(enum.IntEnum):
    """The three derived roads, by how many columns back each compares."""

    BIG_EYE_BOY = 1
    """Ojo grande: hollow rings."""
    SMALL_ROAD = 2
    """Camino pequeño: filled dots."""
    COCKROACH_PIG = 3
    """Cucaracha: short slashes."""


@dataclass(frozen=True, slots=True)
class Bead:
    """One coup on the bead plate."""

    column: int
    """``i // rows`` for the i-th coup of the shoe."""
    row: int
    """``i % rows``."""
    outcome: Outcome
    """Who won (ties included)."""
    player_pair: bool
    """The player's first two cards were a pair."""
    banker_pair: bool
    """The banker's first two cards were a pair."""
    dragon_7: bool = False
    """The banker won with three cards totalling 7 (EZ's Dragon 7, marked at that table)."""
    panda_8: bool = False
    """The player won with three cards totalling 8 (EZ's Panda 8, marked at that table)."""


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
class DerivedMark:
    """One mark of a derived road."""

    column: int
    """Grid column."""
    row: int
    """Grid row, 0 at the top."""
    red: bool
    """Red (the big road repeats itself) or blue (it does not)."""


@dataclass(frozen=True, slots=True)
class Streak:
    """One column of the big road before it is laid out: a run of one winner."""

    outcome: Outcome
    """PLAYER or BANKER."""
    length: int
    """Coups in the run (its tail included)."""
    ties: int
    """Ties counted on its cells."""


@dataclass(frozen=True, slots=True)
class Ask:
    """What each derived road would show if the next coup went to one side."""

    outcome: Outcome
    """The side asked about: BANKER or PLAYER."""
    marks: tuple[DerivedMark | None, ...]
    """The mark each derived road would get, in ``Cycle`` order; None where it would get none yet."""


@dataclass(frozen=True, slots=True)
class ShoeCounts:
    """What the shoe has dealt since it was shuffled."""

    coups: int
    """Coups settled."""
    banker: int
    """Won by the banker."""
    player: int
    """Won by the player."""
    tie: int
    """Ties."""
    player_pairs: int
    """Coups with a player pair."""
    banker_pairs: int
    """Coups with a banker pair."""
    naturals: int
    """Coups decided by a natural."""


@dataclass(frozen=True, slots=True)
class Roads:
    """Every road of the shoe at once, as the table shows them."""

    beads: tuple[Bead, ...]
    """The bead plate."""
    big_road: tuple[BigRoadCell, ...]
    """The big road."""
    derived: tuple[tuple[DerivedMark, ...], ...]
    """Big Eye Boy, Small Road and Cockroach Pig, in ``Cycle`` order."""
    banker_ask: Ask
    """The derived roads' next marks if the banker won the next coup."""
    player_ask: Ask
    """The same if the player won it."""
    counts: ShoeCounts
    """The shoe's counts."""


def bead_plate(coups: Sequence[Coup], *, rows: int = ROWS) -> list[Bead]:
    """One bead per coup, ties included, filling each column top to bottom.

    >>> [(b.column, b.row, b.outcome.name) for b in bead_plate([Coup.from_codes("9H KS", "4C 4D 8S")] * 7)][-2:]
    [(0, 5, 'PLAYER'), (1, 0, 'PLAYER')]
    """
    return _beads(coups, [coup.outcome for coup in coups], rows)


def _beads(coups: Sequence[Coup], outcomes: Sequence[Outcome], rows: int) -> list[Bead]:
    return [
        Bead(i // rows, i % rows, outcome, coup.player_pair, coup.banker_pair, coup.dragon_7, coup.panda_8)
        for i, (coup, outcome) in enumerate(zip(coups, outcomes, strict=True))
    ]


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
    layout = _Layout(rows)
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
    return _derived([streak.length for streak in streaks(outcomes)], cycle, rows)[0]


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
    layouts = [_derived(lengths, cycle, rows)[1] for cycle in Cycle]
    return _ask(runs, layouts, outcome)


def shoe_counts(coups: Sequence[Coup]) -> ShoeCounts:
    """Coups, wins of each side, ties, pairs and naturals.

    >>> shoe_counts([Coup.from_codes("9H KS", "4C 4D 8S"), Coup.from_codes("4S 4H", "5C 3D")])
    ShoeCounts(coups=2, banker=0, player=1, tie=1, player_pairs=1, banker_pairs=1, naturals=2)
    """
    return _counts(coups, [coup.outcome for coup in coups])


def _counts(coups: Sequence[Coup], outcomes: Sequence[Outcome]) -> ShoeCounts:
    return ShoeCounts(
        coups=len(coups),
        banker=outcomes.count(Outcome.BANKER),
        player=outcomes.count(Outcome.PLAYER),
        tie=outcomes.count(Outcome.TIE),
        player_pairs=sum(coup.player_pair for coup in coups),
        banker_pairs=sum(coup.banker_pair for coup in coups),
        naturals=sum(coup.natural for coup in coups),
    )


def roads(coups: Sequence[Coup], *, rows: int = ROWS) -> Roads:
    """Every road of the shoe, the two asks and the counts: what the table shows after a coup.

    The same as calling each function, in one pass over the big road's streaks.
    """
    outcomes = [coup.outcome for coup in coups]
    runs = streaks(outcomes)
    lengths = [streak.length for streak in runs]
    derived = [_derived(lengths, cycle, rows) for cycle in Cycle]
    layouts = [layout for _, layout in derived]
    return Roads(
        beads=tuple(_beads(coups, outcomes, rows)),
        big_road=tuple(big_road(outcomes, rows=rows)),
        derived=tuple(tuple(marks) for marks, _ in derived),
        banker_ask=_ask(runs, layouts, Outcome.BANKER),
        player_ask=_ask(runs, layouts, Outcome.PLAYER),
        counts=_counts(coups, outcomes),
    )


def _derived(lengths: Sequence[int], cycle: int, rows: int) -> tuple[list[DerivedMark], _Layout]:
    """A derived road from the big road's streak lengths, and its layout (to place a next mark)."""
    layout = _Layout(rows)
    marks = []
    for column, row in _cells(lengths, cycle):
        red = _is_red(lengths, column, row, cycle)
        marks.append(DerivedMark(*layout.add(red), red))
    return marks, layout


def _ask(runs: Sequence[Streak], layouts: Sequence[_Layout], outcome: Outcome) -> Ask:
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


class _Layout:
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
