"""The words of a night at the table: what lies on the felt, what actions report; its limits, phases and
refusals (defined in :mod:`~baccarat_qt.engine.kinds`, which the lobby imports alone) are given here too.

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

from dataclasses import dataclass

from baccarat_qt.engine.cards import Card
from baccarat_qt.engine.kinds import (
    CHIPS,
    MAX_AMOUNT,
    MAX_HANDS,
    MAX_PER_SPOT,
    MIN_PER_SPOT,
    STARTING_BALANCE,
    ActionRefused,
    Phase,
    Refusal,
    Side,
    SpotResult,
)
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


class InvalidSessionData(ValueError):
    """Saved session data that does not describe a state the rules can reach."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(f"{reason}: {message}")
        self.reason = reason
        """Machine-readable: the field or rule that failed ("balance", "conservation", "shoe"…)."""


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
