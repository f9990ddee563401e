"""The cards in motion on screen: whether they animate, which still turn, and hurrying them.

The rule of what the screen shows while a card turns is in :mod:`.on_screen`;
this object is its QML side. The card view says whether it animates
(``cardsAnimated``) and reports each card it turned face up (``cardShown``);
a key or a click anywhere (``hurry``, from the window's event filter) lands
every card flying in or turning over at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from .published import Published, published
from .singletons import game_of

if TYPE_CHECKING:
    from .context import Context

__all__ = ["Reveal"]

QML_IMPORT_NAME = "BaccaratCore"
QML_IMPORT_MAJOR_VERSION = 1


@QmlElement
@QmlSingleton
class Reveal(Published):
    """Cards flying in and turning over on screen, and what they tell waiting for them."""

    cardsTurningChanged = Signal()
    cardsAnimatedChanged = Signal()
    hurried = Signal()
    """A key or a click: every card still flying in lands in its place now."""

    def __init__(self, context: Context) -> None:
        super().__init__(context)
        self._ctx = context
        self.landed_by_hurry = False
        """The last hurry landed cards that were turning (the key that did it opens nothing more)."""

    @staticmethod
    def create(engine: QObject) -> Reveal:
        """QML singleton factory: the reveal of the game loaded in ``engine``."""
        return game_of(engine).reveal

    def _state(self) -> dict[str, object]:
        return {"cardsTurning": self._ctx.on_screen.behind}

    cardsTurning = published(bool, "cardsTurning", cardsTurningChanged)
    """Cards the engine opened are still turning on screen: what they tell waits until they land face up."""

    def _set_animated(self, value: bool) -> None:
        if value == self._ctx.on_screen.animated:
            return
        self._ctx.on_screen.animated = value
        self._ctx.hand.catch_up()  # a card still turning lands now (with no motion, none turns)
        self.cardsAnimatedChanged.emit()

    cardsAnimated = Property(
        bool, lambda self: self._ctx.on_screen.animated, _set_animated, notify=cardsAnimatedChanged
    )
    """Set by the card view: it turns cards over with motion, and reports each one landed (``cardShown``)."""

    @Slot(int)
    def cardShown(self, index: int) -> None:
        """The card view reports card ``index`` landed face up: show what it tells (and what it caused)."""
        self._ctx.hand.show_events(self._ctx.on_screen.show(self._ctx.seat.session, index))

    @Slot()
    def hurry(self) -> None:
        """A key or a click anywhere: every card flying in or turning over lands now, with what it tells."""
        self.landed_by_hurry = self._ctx.on_screen.behind
        self._ctx.hand.catch_up()
        self.hurried.emit()
