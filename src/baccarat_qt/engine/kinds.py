"""The night's plain names: its limits, phases, sides, refusals and the results of a spot.

Enums and numbers only, cheap to import: the lobby's words and objects use them without importing the
night's machinery (:mod:`~baccarat_qt.engine.session`, its state and events), which the table imports when
it is first set. :mod:`~baccarat_qt.engine.events` and :mod:`~baccarat_qt.engine.session` give the same names.
"""

from __future__ import annotations

import enum

__all__ = [
    "CHIPS",
    "MAX_AMOUNT",
    "MAX_HANDS",
    "MAX_PER_SPOT",
    "MIN_PER_SPOT",
    "STARTING_BALANCE",
    "ActionRefused",
    "Phase",
    "Refusal",
    "Side",
    "SpotResult",
]

STARTING_BALANCE = 50_000
"""500 chips, in hundredths."""
CHIPS = (500, 2_500, 10_000, 50_000)
"""Chip denominations in hundredths: 5, 25, 100 and 500."""
MIN_PER_SPOT = 500
"""The least a spot with chips may hold (5 chips)."""
MAX_PER_SPOT = 50_000
"""The most a spot may hold (500 chips)."""
MAX_AMOUNT = 10**12
"""The table's ceiling (hundredths): no deal is allowed that could take the balance past it
(``Refusal.TABLE_LIMIT``), so no saved night, balance or score ever holds more."""
MAX_HANDS = 10**8
"""No night plays, or reshuffles, more often than this (``Refusal.TABLE_LIMIT``)."""


class Phase(enum.Enum):
    """Where the night is."""

    BETTING = "betting"
    """Chips may be placed; REPARTIR deals."""
    REVEALING = "revealing"
    """Cards are on the table, some still face down."""
    OVER = "over"
    """The balance fell below the minimum with nothing on the table: se acabó la noche."""
    LEFT = "left"
    """The player stood up (RETIRARSE)."""


class Side(enum.Enum):
    """The two hands on the table."""

    PLAYER = "player"
    """JUGADOR."""
    BANKER = "banker"
    """BANCA."""


class Refusal(enum.Enum):
    """Why an action was refused; the UI turns each into words."""

    NOT_BETTING = "not_betting"
    """Chips can only be placed or removed before the deal."""
    UNKNOWN_CHIP = "unknown_chip"
    """Only chips of 5, 25, 100 and 500 exist."""
    OVER_SPOT_LIMIT = "over_spot_limit"
    """A spot holds at most 500."""
    OVER_BALANCE = "over_balance"
    """The bets may not exceed the chips the player has."""
    BOTH_SIDES = "both_sides"
    """JUGADOR and BANCA cannot both be played in one hand."""
    NOT_AT_THIS_TABLE = "not_at_this_table"
    """The spot is not on this table's felt (DRAGÓN 7 and PANDA 8 are played at EZ only)."""
    NOTHING_TO_REMOVE = "nothing_to_remove"
    """There are no chips on the table for the coming hand."""
    NO_BET = "no_bet"
    """REPARTIR needs at least one bet."""
    HAND_IN_PROGRESS = "hand_in_progress"
    """The hand on the table must be finished first."""
    NO_CARD_TO_OPEN = "no_card_to_open"
    """There is no face-down card there."""
    NIGHT_ENDED = "night_ended"
    """The night is over; nothing more can be played."""
    REBET_OVER_BALANCE = "rebet_over_balance"
    """The previous bets cost more than the chips left (used for skipped rebets)."""
    NOTHING_TO_REPEAT = "nothing_to_repeat"
    """There is no previous bet to repeat, or chips are already on the table."""
    TABLE_LIMIT = "table_limit"
    """The hand could take the balance past the table's ceiling (MAX_AMOUNT), or the night has
    played MAX_HANDS hands: the player can only leave (and the score is recorded)."""


class ActionRefused(ValueError):
    """An action the rules do not allow now; the state did not change."""

    def __init__(self, reason: Refusal, message: str = "") -> None:
        super().__init__(message or reason.value)
        self.reason = reason
        """Machine-readable reason."""


class SpotResult(enum.Enum):
    """What happened to the chips on one spot."""

    WON = "won"
    """Paid: stake back plus winnings."""
    LOST = "lost"
    """Taken by the house."""
    PUSH = "push"
    """Returned (JUGADOR or BANCA on a tie)."""
