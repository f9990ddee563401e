"""What the table shows, asked of the engine, over random nights: after each valid or invalid action,
can_deal, cards_left, reshuffle_due and the open totals agree with what the night does."""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule

from baccarat_qt.engine import BetSpot
from baccarat_qt.engine.events import CHIPS, ActionRefused, Phase, ShoeShuffled, Side
from baccarat_qt.engine.session import Session
from baccarat_qt.engine.shoe import CUT_CARD_AT
from tests.support.sessions import short_shoe


class TableMachine(RuleBasedStateMachine):
    """Random valid and invalid actions; after each, what the engine says the table shows holds."""

    def __init__(self) -> None:
        super().__init__()
        self.session = Session(shoe=short_shoe(CUT_CARD_AT + 30, ""), balance=5_000)
        self.shoe_at_deal = self.session.cards_left

    def _try(self, action: Callable[..., object], *args: object) -> None:
        with contextlib.suppress(ActionRefused):
            action(*args)

    @rule(spot=st.sampled_from(BetSpot), chip=st.sampled_from((*CHIPS, 7)))
    def place(self, spot: BetSpot, chip: int) -> None:
        """Place any chip."""
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
        """REPARTIR goes through exactly when can_deal said so; a reshuffle exactly when one was due."""
        session = self.session
        can, due = session.can_deal, session.reshuffle_due
        try:
            events = session.deal()
        except ActionRefused:
            assert not can
            return
        assert can
        assert isinstance(events[0], ShoeShuffled) is due
        self.shoe_at_deal = session.cards_left + len(session.table_cards)

    @rule(index=st.integers(-1, 6))
    def open_card(self, index: int) -> None:
        """Open a card by index, possibly a wrong one."""
        self._try(self.session.open_card, index)

    @rule()
    def open_all(self) -> None:
        """VOLTEAR TODAS."""
        self._try(self.session.open_all)

    @rule(on=st.booleans())
    def toggle_rebet(self, on: bool) -> None:
        """The rebet box."""
        self.session.rebet = on

    @rule()
    def leave(self) -> None:
        """RETIRARSE, now and then."""
        if random.Random(self.session.hands_played).random() < 0.1:
            self._try(self.session.leave)

    @invariant()
    def can_deal_agrees_with_deal(self) -> None:
        """On a copy of the night, REPARTIR is accepted exactly when can_deal says so."""
        copy = Session.from_dict(self.session.to_dict())
        try:
            copy.deal()
        except ActionRefused:
            assert not self.session.can_deal
        else:
            assert self.session.can_deal

    @invariant()
    def cards_left_is_what_the_table_shows(self) -> None:
        """The shoe's count plus the coup's cards not yet out (what the controller computed)."""
        s = self.session
        coup = s.coup
        undealt = len(coup.cards_in_deal_order) - len(s.table_cards) if coup else 0
        assert s.cards_left == s.shoe.cards_left + undealt
        if s.phase is Phase.REVEALING:
            assert s.cards_left == self.shoe_at_deal - len(s.table_cards)

    @invariant()
    def reshuffle_due_follows_the_count(self) -> None:
        """Due when the count shown is at the cut card or under, and the night goes on."""
        s = self.session
        playing = s.phase in (Phase.BETTING, Phase.REVEALING)
        assert s.reshuffle_due is (playing and s.cards_left <= CUT_CARD_AT)

    @invariant()
    def open_totals(self) -> None:
        """None exactly when no card of that side is open; else side_total."""
        s = self.session
        for side in Side:
            opened = any(tc.face_up and tc.side is side for tc in s.table_cards)
            assert s.open_total(side) == (s.side_total(side) if opened else None)


TableMachine.TestCase.settings = settings(max_examples=40, stateful_step_count=120, deadline=None)
test_table_machine = TableMachine.TestCase
