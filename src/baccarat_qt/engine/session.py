"""A night at the table: chips, bets, the deal, the reveal and settlement.

The session is the one owner of the game's state. Every action either
succeeds and returns the events it caused, or raises an :class:`ActionRefused`
carrying a :class:`Refusal` reason and leaves the state exactly as it was.

>>> from baccarat_qt.engine.shoe import Shoe, scripted
>>> session = Session(shoe=Shoe(shuffler=scripted("9H 4C KS 4D 8S".split())))
>>> session.place_chip(BetSpot.PLAYER, 2500)
>>> session.balance, session.total_bet, session.can_deal
(47500, 2500, True)
>>> _ = session.deal()
>>> _ = session.open_card(0)
>>> session.open_total(Side.PLAYER), session.open_total(Side.BANKER), session.cards_left
(9, None, 412)
>>> events = session.open_all()
>>> result = events[-1].result
>>> result.coup.outcome.name, result.balance
('PLAYER', 52500)
>>> session.balance, session.total_bet      # the same bet is placed again
(50000, 2500)
"""

from __future__ import annotations

from collections.abc import Mapping

from baccarat_qt.engine.bets import bet_totals, settle_spots
from baccarat_qt.engine.betting import Betting
from baccarat_qt.engine.events import (
    CHIPS,
    MAX_AMOUNT,
    MAX_PER_SPOT,
    MIN_PER_SPOT,
    STARTING_BALANCE,
    ActionRefused,
    CardDealt,
    CardOpened,
    CoupSettled,
    DrawReason,
    Event,
    HandResult,
    InvalidSessionData,
    NightOver,
    Phase,
    RebetSkipped,
    Refusal,
    ShoeShuffled,
    Side,
    SpotResult,
    SpotSettlement,
    TableCard,
)
from baccarat_qt.engine.payouts import BetSpot, TableKind
from baccarat_qt.engine.reveal import Reveal
from baccarat_qt.engine.rules import Coup, deal_coup
from baccarat_qt.engine.saved_check import validate_dict
from baccarat_qt.engine.saved_data import restore, to_dict
from baccarat_qt.engine.shoe import Shoe

__all__ = [
    "CHIPS",
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
    "Session",
    "ShoeShuffled",
    "Side",
    "SpotResult",
    "SpotSettlement",
    "TableCard",
]


class Session(Betting):
    """One night at one table, from sitting down to leaving: the actions (the chips: :class:`Betting`; what it shows: :class:`SessionState`)."""

    def __init__(
        self,
        *,
        table: TableKind = TableKind.CLASSIC,
        shoe: Shoe | None = None,
        balance: int = STARTING_BALANCE,
        rebet: bool = True,
    ) -> None:
        """Sit down.

        Args:
            table: CLÁSICA, SIN COMISIÓN or EZ.
            shoe: the shoe to deal from; a fresh CSPRNG-shuffled one by default.
            balance: chips to start with, in hundredths.
            rebet: "Repetir la apuesta anterior", on by default.

        Raises:
            ValueError: a balance outside 0..MAX_AMOUNT.
        """
        if not 0 <= balance <= MAX_AMOUNT:
            raise ValueError(f"a balance of 0..{MAX_AMOUNT} hundredths, not {balance!r}")
        self.table = table
        self.shoe = shoe if shoe is not None else Shoe()
        self.rebet = rebet
        """Whether the previous bets are placed again after each hand."""
        self._balance = balance
        self._start = balance
        self._house_net = 0
        self._chips: list[tuple[BetSpot, int]] = []
        self._last_chips: list[tuple[BetSpot, int]] = []
        self._phase = Phase.BETTING
        self._reveal = Reveal()
        self._staked: dict[BetSpot, int] = {}
        self.last_result: HandResult | None = None
        """The most recent settled hand."""
        self.hands_played = 0
        """Hands settled this night."""
        self._coups: list[Coup] = []

    # --- the hand -----------------------------------------------------------

    def deal(self) -> list[Event]:
        """REPARTIR: deal four cards face down (P, B, P, B).

        Raises:
            ActionRefused: no bet, a hand already on the table, or the night is over.
        """
        refusal = self._deal_refusal()
        if refusal is not None:
            raise ActionRefused(refusal)
        events = self._reshuffle_if_due()
        self._reveal = Reveal(deal_coup(self.shoe.draw))
        self._staked = bet_totals(self._chips)
        self._last_chips = list(self._chips)
        self._chips.clear()
        self._phase = Phase.REVEALING
        events.extend(CardDealt(index) for index in range(4))
        return events

    def open_card(self, index: int) -> list[Event]:
        """Turn one card face up; deals third cards and settles when their time comes.

        Raises:
            ActionRefused: no hand on the table, or no face-down card at ``index``.
        """
        self._check_playing()
        if self._phase is not Phase.REVEALING:
            raise ActionRefused(Refusal.NO_CARD_TO_OPEN)
        events: list[Event] = [self._reveal.open(index)]
        if self._reveal.next_face_down() is None:
            dealt = self._reveal.put_out_next()
            events.extend([dealt] if dealt is not None else self._settle())
        return events

    def open_next(self) -> list[Event]:
        """A: open the next face-down card in deal order."""
        index = self.next_face_down()
        return self.open_card(-1 if index is None else index)

    def open_all(self) -> list[Event]:
        """VOLTEAR TODAS: the whole hand opens in deal order, each third card as the rules deal it, and settles."""
        events: list[Event] = []
        while (index := self.next_face_down()) is not None and self._phase is Phase.REVEALING:
            events.extend(self.open_card(index))
        if not events:
            self._check_playing()
            raise ActionRefused(Refusal.NO_CARD_TO_OPEN)
        return events

    def _settle(self) -> list[Event]:
        coup = self._reveal.coup
        assert coup is not None
        spots = settle_spots(self.table, self._staked, coup)
        paid = sum(spot.returned for spot in spots)
        self._house_net += sum(self._staked.values()) - paid
        self._balance += paid
        self.last_result = result = HandResult(coup, self.table, spots, self._balance)
        self.hands_played += 1
        self._staked = {}
        self._phase = Phase.BETTING
        self._coups.append(coup)
        events: list[Event] = [CoupSettled(result), *self._reshuffle_if_due()]
        if self.rebet and self._last_chips:
            events.extend(self._place_rebet())
        if self._balance < MIN_PER_SPOT and not self._chips:
            self._phase = Phase.OVER
            events.append(NightOver(self._balance, left=False))
        return events

    def _reshuffle_if_due(self) -> list[Event]:
        """Past the cut card: a new shoe, and its story starts afresh."""
        if not self.reshuffle_due:
            return []
        left = self.shoe.cards_left
        self.shoe.shuffle()
        self._coups.clear()
        return [ShoeShuffled(self.shoe.cards_left, left)]

    # --- leaving ------------------------------------------------------------

    def leave(self) -> NightOver:
        """RETIRARSE: chips on the table come back, and the balance is the score.

        Raises:
            ActionRefused: a hand is on the table, or the night is already over.
        """
        self._check_playing()
        if self._phase is Phase.REVEALING:
            raise ActionRefused(Refusal.HAND_IN_PROGRESS)
        self._balance += sum(chip for _, chip in self._chips)
        self._chips.clear()
        self._phase = Phase.LEFT
        return NightOver(self._balance, left=True)

    # --- plain data, for the storage layer (``baccarat_qt.engine.saved``) ---------

    def to_dict(self) -> dict[str, object]:
        """The whole state as JSON-ready data."""
        return to_dict(self)

    @staticmethod
    def validate_dict(data: object) -> None:
        """Raise InvalidSessionData unless ``to_dict`` could have written ``data`` (see ``saved``)."""
        validate_dict(data)

    @staticmethod
    def from_dict(data: Mapping[str, object]) -> Session:
        """Rebuild a session from data that passed ``validate_dict``."""
        return restore(data, Session)
