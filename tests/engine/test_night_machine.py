"""Properties of the night over random sequences of actions: chips are conserved, the limits hold,
a refusal changes nothing and the third cards wait for the cards before them."""

from __future__ import annotations

import contextlib
import random

from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule

from baccarat_qt.engine import BetSpot
from baccarat_qt.engine.events import CHIPS, MAX_PER_SPOT, ActionRefused
from baccarat_qt.engine.session import Session
from baccarat_qt.engine.shoe import Shoe, fisher_yates
from tests.support.sessions import BP, PP, B, P, T, snapshot


class NightMachine(RuleBasedStateMachine):
    """Random valid and invalid actions: chips are conserved, limits hold, refusals change nothing."""

    def __init__(self) -> None:
        super().__init__()
        self.session = Session(shoe=Shoe(shuffler=fisher_yates(random.Random(0))))

    def _try(self, action: object, *args: object) -> None:
        before = snapshot(self.session)
        try:
            action(*args)  # type: ignore[operator]
        except ActionRefused:
            assert snapshot(self.session) == before

    @rule(spot=st.sampled_from(BetSpot), chip=st.sampled_from((*CHIPS, 0, 1, -500, 10**9)))
    def place(self, spot: BetSpot, chip: int) -> None:
        """Place any chip, valid or not."""
        self._try(self.session.place_chip, spot, chip)

    @rule()
    def remove(self) -> None:
        """Take back the last chip."""
        self._try(self.session.remove_last_chip)

    @rule()
    def clear(self) -> None:
        """LIMPIAR."""
        self._try(self.session.clear_bets)

    @rule()
    def deal(self) -> None:
        """REPARTIR."""
        self._try(self.session.deal)

    @rule(index=st.integers(-2, 7))
    def open_card(self, index: int) -> None:
        """Open a card by index, possibly a wrong one."""
        self._try(self.session.open_card, index)

    @rule()
    def open_next(self) -> None:
        """A."""
        self._try(self.session.open_next)

    @rule()
    def open_all(self) -> None:
        """VOLTEAR TODAS."""
        self._try(self.session.open_all)

    @rule(on=st.booleans())
    def toggle_rebet(self, on: bool) -> None:
        """The rebet box."""
        self.session.rebet = on

    @rule()
    def repeat(self) -> None:
        """Repeat the previous bets."""
        self._try(self.session.repeat_last_bets)

    @rule()
    def leave(self) -> None:
        """RETIRARSE, rarely."""
        if random.Random(self.session.hands_played).random() < 0.05:
            self._try(self.session.leave)

    @invariant()
    def chips_are_conserved(self) -> None:
        """Balance + chips on the table + house net = the 500 chips the night started with."""
        s = self.session
        assert s.balance + s.total_bet + s.house_net == 50_000

    @invariant()
    def limits_hold(self) -> None:
        """Balance never negative; each spot 5..500; never both sides."""
        s = self.session
        assert s.balance >= 0
        bets = s.bets
        assert all(500 <= amount <= MAX_PER_SPOT for amount in bets.values())
        assert not (P in bets and B in bets)

    @invariant()
    def reveal_order(self) -> None:
        """Third cards only once the cards before them are open."""
        cards = self.session.table_cards
        if len(cards) > 4:
            assert all(tc.face_up for tc in cards[:4])
        if len(cards) > 5:
            assert cards[4].face_up


NightMachine.TestCase.settings = settings(max_examples=60, stateful_step_count=80, deadline=None)
test_night_machine = NightMachine.TestCase


@given(st.lists(st.sampled_from(CHIPS), max_size=30))
def test_total_never_exceeds_starting_balance(chips: list[int]) -> None:
    """However many chips are tried, what is on the table never exceeds what the player had."""
    session = Session()
    for i, chip in enumerate(chips):
        with contextlib.suppress(ActionRefused):
            session.place_chip((T, PP, BP, P)[i % 4], chip)
    assert session.total_bet + session.balance == 50_000
    assert session.balance >= 0
