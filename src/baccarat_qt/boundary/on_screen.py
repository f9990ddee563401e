"""What the screen shows of the hand: it follows the cards the view reports face up.

The engine settles a hand at once: VOLTEAR TODAS opens every card, deals the
third ones and pays, in one action, saved once. The screen must not tell a card
or the outcome before that card lies face up where the player can see it. While
the card view animates its cards (:attr:`OnScreen.animated`), an opening keeps a
copy of the session as it was before the cards opened; the copy opens the same
cards one at a time, as the view reports each one landed face up
(:meth:`OnScreen.show`). Every boundary object reads :attr:`OnScreen.session`,
so the totals, the banner, the balance, the badges, the roads, the odds, the
sounds and what is said follow the copy, and a third card comes out of it only
once the first four were seen. When the copy has opened every card the engine
opened, it is dropped and the screen reads the engine's session again.

Plain Python, no Qt.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING

from baccarat_qt.engine.kinds import Phase

if TYPE_CHECKING:
    from baccarat_qt.engine.session import Event, Session

__all__ = ["OnScreen"]


class OnScreen:
    """The session as the screen shows it: the engine's, or a copy that is behind it by cards still turning."""

    def __init__(self) -> None:
        self.animated = False
        """The card view turns cards over with motion: a card opened by the engine is seen later."""
        self._behind: Session | None = None

    def session(self, live: Session | None) -> Session | None:
        """The session whose state the screen shows (``live`` when nothing is turning)."""
        return self._behind if self._behind is not None and live is not None else live

    @property
    def behind(self) -> bool:
        """Cards the engine opened are still turning on screen."""
        return self._behind is not None

    def before_opening(self, live: Session | None) -> Session | None:
        """Before an opening: the session to show while its cards turn (None: shown as they open)."""
        if self._behind is not None:
            return self._behind
        if self.animated and live is not None and live.phase is Phase.REVEALING:
            return copy.deepcopy(live)
        return None

    def keep(self, behind: Session) -> None:
        """The engine opened cards: show ``behind`` (from :meth:`before_opening`) until they land."""
        self._behind = behind

    def turning(self, live: Session | None) -> list[int]:
        """Indices of the cards on screen that the engine opened and the screen still shows face down."""
        shown = self._behind
        if shown is None or live is None:
            return []
        cards = live.table_cards
        return [
            index
            for index, card in enumerate(shown.table_cards)
            if not card.face_up and index < len(cards) and cards[index].face_up
        ]

    def show(self, live: Session | None, index: int) -> list[Event]:
        """The view reports card ``index`` face up: open it on screen too; what that caused, in order."""
        shown = self._behind
        if shown is None or index not in self.turning(live):
            return []
        events = shown.open_card(index)
        self._drop_if_level(live)
        return events

    def catch_up(self, live: Session | None) -> list[Event]:
        """Show every card the engine opened at once (the rest of the animation skipped)."""
        events: list[Event] = []
        while self._behind is not None and (turning := self.turning(live)):
            events += self.show(live, turning[0])
        self._behind = None
        return events

    def reset(self) -> None:
        """Another night sits down: nothing is behind."""
        self._behind = None

    def _drop_if_level(self, live: Session | None) -> None:
        if not self.turning(live):
            self._behind = None
