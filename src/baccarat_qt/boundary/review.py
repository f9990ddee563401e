"""The review keys: one part of the table said on demand, wherever the focus is."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from baccarat_qt.engine.kinds import Phase, Side
from baccarat_qt.engine.shoe import CUT_CARD_AT

from .odds import compute
from .singletons import game_of

if TYPE_CHECKING:
    from baccarat_qt.engine.session import Session
    from baccarat_qt.engine.shoe_odds import ShoeOdds

    from .context import Context

# The review's words, the engine's roads and odds are imported by the first review key, not when QML's
# types are registered: the lobby's first frame needs none of them.

__all__ = ["PARTS", "Review"]

QML_IMPORT_NAME = "BaccaratCore"
QML_IMPORT_MAJOR_VERSION = 1

PARTS = ("bets", "hand", "last", "roads", "odds", "shoe")
"""The parts of the table a review key reads, in the order of their keys."""


@QmlElement
@QmlSingleton
class Review(QObject):
    """Says one part of the table when the player asks (the review keys); it keeps no state."""

    def __init__(self, context: Context) -> None:
        super().__init__(context)
        self._ctx = context

    @staticmethod
    def create(engine: QObject) -> Review:
        """QML singleton factory: the review of the game loaded in ``engine``."""
        return game_of(engine).review

    def text(self, part: str) -> str:
        """What the review key of ``part`` (one of :data:`PARTS`) says now; empty away from the table."""
        s = self._ctx.seat.session
        if s is None or part not in PARTS:
            return ""
        from baccarat_qt.engine import roads as engine_roads
        from baccarat_qt.words import review_texts

        if part == "bets":
            return review_texts.bets_review(s.balance, s.bets)
        if part == "hand":
            return self._hand(s)
        if part == "last":
            return review_texts.last_hand_review(self._ctx.hand.last_result)
        if part == "roads":
            outcomes = [bead.outcome for bead in self._ctx.roads.board.beads]
            streaks = engine_roads.streaks(outcomes)
            return review_texts.roads_review(outcomes, streaks[-1] if streaks else None)
        if part == "odds":
            return review_texts.odds_review(self._odds(s))
        return review_texts.shoe_review(s.cards_left, s.cards_left - CUT_CARD_AT)

    @staticmethod
    def _hand(s: Session) -> str:
        from baccarat_qt.words import review_texts
        from baccarat_qt.words.review_texts import SeenCard

        if s.phase is not Phase.REVEALING:
            return review_texts.hand_review([], {})
        # A face-down card's rank and suit stay here: the words get only what is open.
        seen = [SeenCard(c.side, c.slot, c.card if c.face_up else None) for c in s.table_cards]
        return review_texts.hand_review(seen, {side: s.open_total(side) for side in Side})

    def _odds(self, s: Session) -> ShoeOdds:
        """The odds panel's figures when they are of these cards; else computed now."""
        from baccarat_qt.engine.shoe_odds import unseen_ranks

        counts = unseen_ranks(s.shoe, s.coup)
        shown = self._ctx.odds
        if shown.current is not None and shown.ready and shown.current_counts == counts:
            return shown.current
        return compute(counts, s.table)

    @Slot(str)
    def read(self, part: str) -> None:
        """A review key: say ``part`` of the table (``"bets"``, ``"hand"``, ``"last"``, ``"roads"``, ``"odds"``, ``"shoe"``)."""
        text = self.text(part)
        if text:
            self._ctx.announcer.announce(text)
