"""What a night at the table shows: the balance, the bets, the cards and the rules asked of them.

:class:`SessionState` is the read-only half of :class:`~baccarat_qt.engine.session.Session`
(which adds the actions): every caller that only looks at the night reads
these properties, and the rules that depend on the state alone (cards left,
whether a deal is allowed, whether the cut card came out) are answered here.
"""

from __future__ import annotations

from baccarat_qt.engine.bets import bet_totals
from baccarat_qt.engine.events import MAX_AMOUNT, MAX_HANDS, Phase, Refusal, Side, TableCard
from baccarat_qt.engine.payouts import BetSpot, TableKind, most_returned
from baccarat_qt.engine.reveal import Reveal
from baccarat_qt.engine.rules import Coup
from baccarat_qt.engine.shoe import CUT_CARD_AT, Shoe

__all__ = ["SessionState"]


class SessionState:
    """The state of one night at one table, read only (``Session`` sets it)."""

    table: TableKind
    """CLÁSICA, SIN COMISIÓN or EZ."""
    shoe: Shoe
    """The shoe dealt from."""
    hands_played: int
    """Hands settled this night."""
    _balance: int
    _start: int
    _house_net: int
    _chips: list[tuple[BetSpot, int]]
    _last_chips: list[tuple[BetSpot, int]]
    _phase: Phase
    _reveal: Reveal
    _staked: dict[BetSpot, int]
    _coups: list[Coup]

    # --- reading the state ------------------------------------------------

    @property
    def phase(self) -> Phase:
        """Where the night is."""
        return self._phase

    @property
    def balance(self) -> int:
        """Chips in the player's stack, not counting those on the table (hundredths)."""
        return self._balance

    @property
    def bets(self) -> dict[BetSpot, int]:
        """Chips on each spot for the coming hand, or staked on the hand being played."""
        return dict(self._staked) if self._phase is Phase.REVEALING else bet_totals(self._chips)

    @property
    def chips_on_table(self) -> list[tuple[BetSpot, int]]:
        """The chips to show on the felt: those placed, or those staked on the hand in play."""
        return list(self._last_chips if self._phase is Phase.REVEALING else self._chips)

    @property
    def total_bet(self) -> int:
        """All chips on the table."""
        return sum(self.bets.values())

    @property
    def house_net(self) -> int:
        """What the house has won (positive) or paid (negative) this night."""
        return self._house_net

    @property
    def starting_balance(self) -> int:
        """The balance the night started with."""
        return self._start

    @property
    def table_cards(self) -> tuple[TableCard, ...]:
        """Cards on the table in the order they were dealt."""
        return self._reveal.cards

    @property
    def coup(self) -> Coup | None:
        """The hand being revealed (None while betting)."""
        return self._reveal.coup if self._phase is Phase.REVEALING else None

    @property
    def score(self) -> int:
        """The balance plus the chips on the table for the coming hand."""
        return self._balance + (0 if self._phase is Phase.REVEALING else self.total_bet)

    def side_total(self, side: Side) -> int:
        """The total of the open cards of one side."""
        return self._reveal.side_total(side)

    def open_total(self, side: Side) -> int | None:
        """The total of the open cards of one side, or None while none of them is open."""
        return self._reveal.open_total(side)

    @property
    def shoe_coups(self) -> tuple[Coup, ...]:
        """The coups settled since the shoe was last shuffled, in order: what the roads show."""
        return tuple(self._coups)

    @property
    def cards_left(self) -> int:
        """The cards the table shows as left in the shoe.

        REPARTIR draws the whole coup, but a third card counts as still in the
        shoe until it comes onto the table: counting it as gone would tell the
        player, before any card is open, whether anyone draws.
        """
        return self.shoe.cards_left + self._reveal.undealt

    @property
    def reshuffle_due(self) -> bool:
        """The cut card has come out: the shoe is reshuffled as the hand in play settles, or before the next deal.

        Judged on :attr:`cards_left` (a third card still to come never gives itself away); False once the night ended.
        """
        return self._phase in (Phase.BETTING, Phase.REVEALING) and self.cards_left <= CUT_CARD_AT

    @property
    def can_deal(self) -> bool:
        """REPARTIR is allowed now (betting, a chip placed): exactly when :meth:`deal` would not refuse."""
        return self._deal_refusal() is None

    def _deal_refusal(self) -> Refusal | None:
        """Why :meth:`deal` would refuse now, or None: one rule for ``deal`` and ``can_deal``."""
        if self._phase in (Phase.OVER, Phase.LEFT):
            return Refusal.NIGHT_ENDED
        if self._phase is not Phase.BETTING:
            return Refusal.HAND_IN_PROGRESS
        if not self._chips:
            return Refusal.NO_BET
        return Refusal.TABLE_LIMIT if self._over_table_limit() else None

    def _over_table_limit(self) -> bool:
        """Dealing now could leave a state past the bounds of saved data (``saved.validate_dict``).

        The best this hand can pay must keep the balance within MAX_AMOUNT, and
        the hand (one more, with at most one reshuffle before it and one after)
        within MAX_HANDS: what the game saves, it can always read back.
        """
        best = self._balance + most_returned(self.table, bet_totals(self._chips))
        return best > MAX_AMOUNT or self.hands_played + 1 > MAX_HANDS or self.shoe.shuffles + 2 > MAX_HANDS

    def next_face_down(self) -> int | None:
        """Index of the first face-down card in deal order, if any."""
        return self._reveal.next_face_down()
