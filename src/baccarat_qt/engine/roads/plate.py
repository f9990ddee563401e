"""The bead plate and the shoe's counts: every coup in order, ties included."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from baccarat_qt.engine.roads.grid import ROWS
from baccarat_qt.engine.rules import Coup, Outcome

__all__ = ["Bead", "ShoeCounts", "bead_plate", "beads", "counts", "shoe_counts"]


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


def bead_plate(coups: Sequence[Coup], *, rows: int = ROWS) -> list[Bead]:
    """One bead per coup, ties included, filling each column top to bottom.

    >>> [(b.column, b.row, b.outcome.name) for b in bead_plate([Coup.from_codes("9H KS", "4C 4D 8S")] * 7)][-2:]
    [(0, 5, 'PLAYER'), (1, 0, 'PLAYER')]
    """
    return beads(coups, [coup.outcome for coup in coups], rows)


def beads(coups: Sequence[Coup], outcomes: Sequence[Outcome], rows: int) -> list[Bead]:
    """:func:`bead_plate` with the coups' outcomes already known."""
    return [
        Bead(i // rows, i % rows, outcome, coup.player_pair, coup.banker_pair, coup.dragon_7, coup.panda_8)
        for i, (coup, outcome) in enumerate(zip(coups, outcomes, strict=True))
    ]


def shoe_counts(coups: Sequence[Coup]) -> ShoeCounts:
    """Coups, wins of each side, ties, pairs and naturals.

    >>> shoe_counts([Coup.from_codes("9H KS", "4C 4D 8S"), Coup.from_codes("4S 4H", "5C 3D")])
    ShoeCounts(coups=2, banker=0, player=1, tie=1, player_pairs=1, banker_pairs=1, naturals=2)
    """
    return counts(coups, [coup.outcome for coup in coups])


def counts(coups: Sequence[Coup], outcomes: Sequence[Outcome]) -> ShoeCounts:
    """:func:`shoe_counts` with the coups' outcomes already known."""
    return ShoeCounts(
        coups=len(coups),
        banker=outcomes.count(Outcome.BANKER),
        player=outcomes.count(Outcome.PLAYER),
        tie=outcomes.count(Outcome.TIE),
        player_pairs=sum(coup.player_pair for coup in coups),
        banker_pairs=sum(coup.banker_pair for coup in coups),
        naturals=sum(coup.natural for coup in coups),
    )
