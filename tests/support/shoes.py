"""The tests' card source: CSPRNG-shuffled shoes, or scripted cards first when a test asks (no Qt here)."""

from __future__ import annotations

from baccarat_qt.engine.shoe import Shoe, scripted

__all__ = ["SHOES", "ShoeScript"]


class ShoeScript:
    """Where the tests' nights get their shoes: scripted cards first when a test asks for them."""

    def __init__(self) -> None:
        self.cards: list[str] = []

    def use(self, cards: str) -> None:
        """The next nights deal these cards first (codes in table order: P B P B, then thirds)."""
        self.cards = cards.split()

    def __call__(self) -> Shoe:
        """A new night's shoe."""
        return Shoe(shuffler=scripted(self.cards)) if self.cards else Shoe()


SHOES = ShoeScript()
"""The card source of every game the tests start (reset before each test by conftest)."""
