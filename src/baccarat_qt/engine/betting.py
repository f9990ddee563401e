"""The chips before a hand: place one, take one back, clear them, repeat the last hand's.

:class:`Betting` is the betting half of :class:`~baccarat_qt.engine.session.Session`'s
actions, over the state it reads (:class:`~baccarat_qt.engine.state.SessionState`);
``Session`` adds the hand, leaving and the plain data. Each action either succeeds
or raises :class:`ActionRefused` and changes nothing.
"""

from __future__ import annotations

from baccarat_qt.engine.bets import bet_totals, chip_refusal
from baccarat_qt.engine.events import ActionRefused, Event, Phase, RebetSkipped, Refusal
from baccarat_qt.engine.payouts import BetSpot
from baccarat_qt.engine.state import SessionState

__all__ = ["Betting"]


class Betting(SessionState):
    """The chips of one night before each hand (``Session`` sits down, deals and settles)."""

    def check_chip(self, spot: BetSpot, chip: int) -> None:
        """Raise ActionRefused if ``chip`` could not go on ``spot`` now; change nothing."""
        self._check_betting()
        refusal = chip_refusal(bet_totals(self._chips), spot, chip, balance=self._balance, table=self.table)
        if refusal is not None:
            raise ActionRefused(refusal)

    def place_chip(self, spot: BetSpot, chip: int) -> None:
        """Put one chip on a spot.

        Raises:
            ActionRefused: not betting now, a spot not on this table, an unknown chip, over the spot's
                limit, over the balance, or the other side already has chips.
        """
        self.check_chip(spot, chip)
        self._chips.append((spot, chip))
        self._balance -= chip

    def remove_last_chip(self) -> tuple[BetSpot, int]:
        """Take back the last chip placed; returns where it was and its value."""
        self._check_betting()
        if not self._chips:
            raise ActionRefused(Refusal.NOTHING_TO_REMOVE)
        spot, chip = self._chips.pop()
        self._balance += chip
        return spot, chip

    def clear_bets(self) -> int:
        """LIMPIAR: return every chip placed for the coming hand; returns the amount."""
        self._check_betting()
        if not self._chips:
            raise ActionRefused(Refusal.NOTHING_TO_REMOVE)
        amount = sum(chip for _, chip in self._chips)
        self._chips.clear()
        self._balance += amount
        return amount

    def _place_rebet(self) -> list[Event]:
        amount = sum(chip for _, chip in self._last_chips)
        if amount > self._balance:
            return [RebetSkipped(Refusal.REBET_OVER_BALANCE, amount)]
        self._chips = list(self._last_chips)
        self._balance -= amount
        return []

    def repeat_last_bets(self) -> None:
        """Place the previous hand's bets again (what the rebet box does by itself).

        Raises:
            ActionRefused: not betting, chips already placed, nothing to repeat,
                or the balance does not cover them.
        """
        self._check_betting()
        if self._chips or not self._last_chips:
            raise ActionRefused(Refusal.NOTHING_TO_REPEAT)
        if sum(chip for _, chip in self._last_chips) > self._balance:
            raise ActionRefused(Refusal.REBET_OVER_BALANCE)
        self._place_rebet()

    def _check_playing(self) -> None:
        if self._phase in (Phase.OVER, Phase.LEFT):
            raise ActionRefused(Refusal.NIGHT_ENDED)

    def _check_betting(self) -> None:
        self._check_playing()
        if self._phase is not Phase.BETTING:
            raise ActionRefused(Refusal.NOT_BETTING)
