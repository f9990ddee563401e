"""Closed sets QML compares against, registered with ``QEnum`` on the objects that publish them.

Member names are QML enum names (they must start with a capital letter):
``Table.phase === Table.Betting``.
"""

from __future__ import annotations

import enum

from baccarat_qt.engine import Outcome
from baccarat_qt.engine.kinds import Phase as EnginePhase
from baccarat_qt.engine.kinds import SpotResult

__all__ = ["HistoryView", "Phase", "RoadMark", "Screen", "SpotOutcome", "Winner"]


class Screen(enum.IntEnum):
    """What the window shows."""

    Lobby = 0
    """Choosing a table and a deck; the top five; a saved night to continue."""
    Table = 1
    """A night at the table."""
    Score = 2
    """The night is over: its score and the name for the top five."""


class HistoryView(enum.IntEnum):
    """What the history screen shows."""

    Nights = 0
    """The list of nights and the totals."""
    OneNight = 1
    """One night's balance chart and hands."""


class Phase(enum.IntEnum):
    """Where the night at the table is."""

    NoPhase = 0
    """Nobody sits at the table (the lobby)."""
    Betting = 1
    """Chips may be placed; REPARTIR deals."""
    Revealing = 2
    """Cards are on the table, some still face down."""
    Over = 3
    """The chips ran out: se acabó la noche."""
    Left = 4
    """The player stood up (RETIRARSE)."""

    @classmethod
    def of(cls, phase: EnginePhase | None) -> Phase:
        """The QML phase of the engine's phase (None: no night)."""
        if phase is None:
            return cls.NoPhase
        return {
            EnginePhase.BETTING: cls.Betting,
            EnginePhase.REVEALING: cls.Revealing,
            EnginePhase.OVER: cls.Over,
            EnginePhase.LEFT: cls.Left,
        }[phase]


class Winner(enum.IntEnum):
    """Who won the hand whose result is shown."""

    NoWinner = 0
    """No result is shown."""
    Player = 1
    """JUGADOR."""
    Banker = 2
    """BANCA."""
    Tie = 3
    """EMPATE."""

    @classmethod
    def of(cls, outcome: Outcome | None) -> Winner:
        """The QML winner of a coup's outcome (None: no result shown)."""
        if outcome is None:
            return cls.NoWinner
        return {Outcome.PLAYER: cls.Player, Outcome.BANKER: cls.Banker, Outcome.TIE: cls.Tie}[outcome]


class SpotOutcome(enum.IntEnum):
    """What one bet spot did in the hand whose result is shown."""

    NoOutcome = 0
    """No result is shown, or the spot had no chips."""
    Won = 1
    """Paid."""
    Lost = 2
    """Taken by the house."""
    Push = 3
    """Returned (JUGADOR or BANCA on a tie)."""

    @classmethod
    def of(cls, result: SpotResult | None) -> SpotOutcome:
        """The QML outcome of a spot's settlement."""
        if result is None:
            return cls.NoOutcome
        return {SpotResult.WON: cls.Won, SpotResult.LOST: cls.Lost, SpotResult.PUSH: cls.Push}[result]


class RoadMark(enum.IntEnum):
    """What one cell of a road shows."""

    NoMark = 0
    """Nothing (an ask with no mark yet)."""
    Banker = 1
    """A banker win (red)."""
    Player = 2
    """A player win (blue)."""
    Tie = 3
    """A tie (green; bead plate only)."""
    Red = 4
    """A red mark of a derived road."""
    Blue = 5
    """A blue mark of a derived road."""

    @classmethod
    def of(cls, outcome: Outcome) -> RoadMark:
        """The mark of a coup's winner."""
        return {Outcome.BANKER: cls.Banker, Outcome.PLAYER: cls.Player, Outcome.TIE: cls.Tie}[outcome]

    @classmethod
    def colour(cls, red: bool) -> RoadMark:
        """The mark of a derived road's colour."""
        return cls.Red if red else cls.Blue
