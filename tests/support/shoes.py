"""The tests' card source: CSPRNG-shuffled shoes, scripted cards first when a test asks, or seeded shoes for
the random clicks (no Qt here)."""

from __future__ import annotations

import random

from baccarat_qt.engine.cards import full_deck
from baccarat_qt.engine.shoe import DECKS, Shoe, fisher_yates, scripted

__all__ = ["SHOES", "ShoeScript", "seeded_shoe_factory"]


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


def seeded_shoe_factory(seed: int) -> Shoe:
    """A seeded shoe; every other night starts a few cards above the cut card, so reshuffles come often."""
    rng = random.Random(seed)
    shuffler = fisher_yates(rng)
    if seed % 2 == 0:
        return Shoe(shuffler=shuffler)
    cards = full_deck() * DECKS
    shuffler(cards)
    return Shoe(shuffler=shuffler, cards=cards[: 63 + rng.randrange(20)])
