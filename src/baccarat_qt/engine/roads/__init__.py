"""The shoe's story: the five scoreboard roads, the "ask" and the shoe's counts (SPEC §11).

Pure functions of the coups settled since the last shuffle. The roads are
history, never advice: past coups do not change the next one. One module per
job: ``plate`` (the bead plate and the counts), ``bigroad`` (the streaks and
the big road), ``derived`` (the three derived roads and the ask) and ``grid``
(where a road's marks go); this package gives them the names of SPEC §11 and
draws them all at once (:func:`roads`).

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

from collections.abc import Sequence
from dataclasses import dataclass

from baccarat_qt.engine.roads.bigroad import BigRoadCell, Streak, big_road, streaks
from baccarat_qt.engine.roads.derived import (
    Ask,
    Cycle,
    DerivedMark,
    ask,
    derived_marks,
    derived_road,
    next_marks,
)
from baccarat_qt.engine.roads.grid import ROWS
from baccarat_qt.engine.roads.plate import Bead, ShoeCounts, bead_plate, beads, counts, shoe_counts
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


def roads(coups: Sequence[Coup], *, rows: int = ROWS) -> Roads:
    """Every road of the shoe, the two asks and the counts: what the table shows after a coup.

    The same as calling each function, in one pass over the big road's streaks.
    """
    outcomes = [coup.outcome for coup in coups]
    runs = streaks(outcomes)
    lengths = [streak.length for streak in runs]
    derived = [derived_marks(lengths, cycle, rows) for cycle in Cycle]
    layouts = [layout for _, layout in derived]
    return Roads(
        beads=tuple(beads(coups, outcomes, rows)),
        big_road=tuple(big_road(outcomes, rows=rows)),
        derived=tuple(tuple(marks) for marks, _ in derived),
        banker_ask=next_marks(runs, layouts, Outcome.BANKER),
        player_ask=next_marks(runs, layouts, Outcome.PLAYER),
        counts=counts(coups, outcomes),
    )
