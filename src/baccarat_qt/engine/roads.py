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

(SPEC §11 calls the third column "B×7"; the seven are the banker wins after
the tie: with the one before it, the column holds eight cells, which is what
its derived marks count.)
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

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
    return [
        Bead(i // rows, i % rows, coup.outcome, coup.player_pair, coup.banker_pair)
        for i, coup in enumerate(coups)
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
    keys: list[Outcome] = []
    ties: list[int] = []
    early_ties = 0
    for outcome in outcomes:
        if outcome is Outcome.TIE:
            if ties:
                ties[-1] += 1
            else:
                early_ties += 1
        else:
            keys.append(outcome)
            ties.append(early_ties if len(ties) == 0 else 0)
    places = _place(keys, rows)
    return [
        BigRoadCell(column, row, outcome, tie_count)
        for (column, row), outcome, tie_count in zip(places, keys, ties, strict=True)
    ]


def derived_road(outcomes: Sequence[Outcome], cycle: int, *, rows: int = ROWS) -> list[DerivedMark]:
    """The marks of Big Eye Boy (cycle 1), Small Road (2) or Cockroach Pig (3).

    Walks the big road cell by cell from the second cell of column ``cycle``
    (or the first cell of column ``cycle + 1``): a column's first cell is red
    when the two columns before it compare equal in length, ``cycle`` apart; a
    lower cell is blue when the column ``cycle`` to the left has exactly as
    many cells as this one's row, red otherwise (it reaches this row, or it is
    shorter still: the "straight drop").

    >>> def marks(text, cycle):
    ...     road = derived_road([{"B": Outcome.BANKER, "P": Outcome.PLAYER}[c] for c in text], cycle)
    ...     return " ".join("R" if mark.red else "B" for mark in road)
    >>> marks("BPBP", 1)         # each first cell: the two columns before it are equally long
    'R R'
    >>> marks("BPPP", 1)         # column 0 has one cell: row 1 is blue, row 2 a straight drop, red
    'B R'
    >>> marks("BBPPPP", 1)       # column 0 reaches row 1: red; it has exactly 2 cells: blue; then red
    'R B R'

    Raises:
        ValueError: if ``cycle`` is not 1, 2 or 3.
    """
    cycle = Cycle(cycle)
    lengths = [streak.length for streak in streaks(outcomes)]
    reds = [_is_red(lengths, column, row, cycle) for column, row in _cells(lengths, cycle)]
    places = _place(reds, rows)
    return [DerivedMark(column, row, red) for (column, row), red in zip(places, reds, strict=True)]


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
    if outcome is Outcome.TIE:
        raise ValueError("ask about BANKER or PLAYER: a tie adds no mark")
    before = [streak.length for streak in streaks(outcomes)]
    after = [streak.length for streak in streaks([*outcomes, outcome])]
    marks: list[DerivedMark | None] = []
    for cycle in Cycle:
        column = len(after) - 1
        row = after[-1] - 1
        if column < cycle or (column == cycle and row == 0):
            marks.append(None)
            continue
        reds = [_is_red(before, c, r, cycle) for c, r in _cells(before, cycle)]
        reds.append(_is_red(after, column, row, cycle))
        place = _place(reds, rows)[-1]
        marks.append(DerivedMark(place[0], place[1], reds[-1]))
    return Ask(outcome, tuple(marks))


def shoe_counts(coups: Sequence[Coup]) -> ShoeCounts:
    """Coups, wins of each side, ties, pairs and naturals.

    >>> shoe_counts([Coup.from_codes("9H KS", "4C 4D 8S"), Coup.from_codes("4S 4H", "5C 3D")])
    ShoeCounts(coups=2, banker=0, player=1, tie=1, player_pairs=1, banker_pairs=1, naturals=2)
    """
    outcomes = [coup.outcome for coup in coups]
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
    """Every road of the shoe, the two asks and the counts: what the table shows after a coup."""
    outcomes = [coup.outcome for coup in coups]
    return Roads(
        beads=tuple(bead_plate(coups, rows=rows)),
        big_road=tuple(big_road(outcomes, rows=rows)),
        derived=tuple(tuple(derived_road(outcomes, cycle, rows=rows)) for cycle in Cycle),
        banker_ask=ask(outcomes, Outcome.BANKER, rows=rows),
        player_ask=ask(outcomes, Outcome.PLAYER, rows=rows),
        counts=shoe_counts(coups),
    )


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


def _place(keys: Sequence[object], rows: int) -> list[tuple[int, int]]:
    """Lay out a sequence of marks as a big road: equal neighbours continue a streak.

    A streak goes down its column; when row ``rows - 1`` is reached or the
    cell below is taken it turns right and runs along its row (the dragon's
    tail). A new streak starts at row 0 of the column right of the previous
    streak's first column, or of the first free column further right.
    """
    taken: set[tuple[int, int]] = set()
    places: list[tuple[int, int]] = []
    start = -1
    turned = False
    for i, key in enumerate(keys):
        if i and key == keys[i - 1]:
            column, row = places[-1]
            if not turned and row + 1 < rows and (column, row + 1) not in taken:
                place = (column, row + 1)
            else:
                turned = True
                place = (column + 1, row)
        else:
            start += 1
            while (start, 0) in taken:
                start += 1
            turned = False
            place = (start, 0)
        taken.add(place)
        places.append(place)
    return places
