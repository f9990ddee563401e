"""The words of a night at the table: limits, phases, refusals, what lies on the felt, what actions report.

Plain values only; :class:`~baccarat_qt.engine.session.Session` produces them.

>>> from baccarat_qt.engine.rules import Coup
>>> result = HandResult(
...     Coup.from_codes("9H KS", "4C 4D 8S"),
...     TableKind.CLASSIC,
...     (SpotSettlement(BetSpot.PLAYER, 2_500, 5_000, SpotResult.WON),
...      SpotSettlement(BetSpot.TIE, 500, 0, SpotResult.LOST)),
...     balance=54_500,
... )
>>> result.net, [spot.net for spot in result.spots]
(2000, [2500, -500])
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from baccarat_qt.engine.cards import Card
from baccarat_qt.engine.payouts import BetSpot, TableKind, profit_ratio
from baccarat_qt.engine.rules import Coup

__all__ = [
    "CHIPS",
    "MAX_AMOUNT",
    "MAX_HANDS",
    "MAX_PER_SPOT",
    "MIN_PER_SPOT",
    "STARTING_BALANCE",
    "ActionRefused",
    "CardDealt",
    "CardOpened",
    "CoupSettled",
    "DrawReason",
    "Event",
    "HandResult",
    "InvalidSessionData",
    "NightOver",
    "Phase",
    "RebetSkipped",
    "Refusal",
    "ShoeShuffled",
    "Side",
    "SpotResult",
    "SpotSettlement",
    "TableCard",
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


class InvalidSessionData(ValueError):
    """Saved session data that does not describe a state the rules can reach."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(f"{reason}: {message}")
        self.reason = reason
        """Machine-readable: the field or rule that failed ("balance", "conservation", "shoe"…)."""


class ActionRefused(ValueError):
    """An action the rules do not allow now; the state did not change."""

    def __init__(self, reason: Refusal, message: str = "") -> None:
        super().__init__(message or reason.value)
        self.reason = reason
        """Machine-readable reason."""


@dataclass(frozen=True, slots=True)
class TableCard:
    """A card lying on the table."""

    card: Card
    """The card (Python only: the view gets it when the card is opened)."""
    side: Side
    """Whose hand it belongs to."""
    slot: int
    """0 and 1 for the first two cards of the side, 2 for the third card."""
    face_up: bool = False
    """Whether it has been opened."""


class SpotResult(enum.Enum):
    """What happened to the chips on one spot."""

    WON = "won"
    """Paid: stake back plus winnings."""
    LOST = "lost"
    """Taken by the house."""
    PUSH = "push"
    """Returned (JUGADOR or BANCA on a tie)."""


@dataclass(frozen=True, slots=True)
class SpotSettlement:
    """One spot's bet at settlement."""

    spot: BetSpot
    """The spot."""
    stake: int
    """What was on it (hundredths)."""
    returned: int
    """What went back to the player: stake plus winnings, the stake, or 0."""
    result: SpotResult
    """Won, lost or push."""

    @property
    def net(self) -> int:
        """Winnings (positive) or loss (negative) for the player."""
        return self.returned - self.stake


@dataclass(frozen=True, slots=True)
class HandResult:
    """A settled coup: the cards, and what every bet did."""

    coup: Coup
    """The hand."""
    table: TableKind
    """The table it was played on."""
    spots: tuple[SpotSettlement, ...]
    """One entry per spot that had chips, in BetSpot order."""
    balance: int
    """The balance after settlement (before any rebet is placed)."""

    @property
    def net(self) -> int:
        """The player's gain or loss over the whole hand."""
        return sum(spot.net for spot in self.spots)

    def paid_half(self, settled: SpotSettlement) -> bool:
        """Whether this winning spot was paid half: BANCA won with 6 at a table that pays that half."""
        table = self.table
        return (
            settled.spot is BetSpot.BANKER
            and settled.result is SpotResult.WON
            and table.banker_six_ratio != table.banker_ratio
            and profit_ratio(table, settled.spot, self.coup) == table.banker_six_ratio
        )


@dataclass(frozen=True, slots=True)
class CardDealt:
    """A card was put on the table face down."""

    index: int
    """Its index in ``Session.table_cards``."""
    reason: DrawReason | None = None
    """For a third card, the rule that drew it; None for the first four."""


@dataclass(frozen=True, slots=True)
class DrawReason:
    """The third-card rule that made a side draw."""

    side: Side
    """Who drew."""
    two_card_total: int
    """That side's total with two cards."""
    player_third: int | None
    """For the banker: the value of the player's third card, or None if the player stood."""


@dataclass(frozen=True, slots=True)
class CardOpened:
    """A card was turned face up."""

    index: int
    """Its index in ``Session.table_cards``."""
    side_total: int
    """The running total of the open cards on that side."""


@dataclass(frozen=True, slots=True)
class CoupSettled:
    """The hand was settled and paid."""

    result: HandResult
    """The full result."""


@dataclass(frozen=True, slots=True)
class RebetSkipped:
    """The previous bets were not placed again."""

    reason: Refusal
    """Why (the balance does not cover them)."""
    amount: int
    """What they would have cost."""


@dataclass(frozen=True, slots=True)
class ShoeShuffled:
    """The cut card came out and the shoe was reshuffled before the next hand."""

    cards_left: int
    """Cards in the new shoe."""
    cards_at_cut: int = 0
    """Cards still in the old shoe when the cut card came out (gathered into the new one)."""


@dataclass(frozen=True, slots=True)
class NightOver:
    """The night ended: the player left or ran out of chips."""

    score: int
    """The final balance, in hundredths."""
    left: bool
    """True when the player chose RETIRARSE."""


Event = CardDealt | CardOpened | CoupSettled | RebetSkipped | ShoeShuffled | NightOver
"""Anything an action can report."""
