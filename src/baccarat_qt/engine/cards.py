"""Cards: ranks, suits and their baccarat values."""

from __future__ import annotations

import enum
from dataclasses import dataclass

__all__ = ["Card", "Rank", "Suit", "full_deck"]


class Suit(enum.Enum):
    """One of the four French suits; the value is its one-letter code."""

    SPADES = "S"
    """Picas (♠)."""
    HEARTS = "H"
    """Corazones (♥)."""
    DIAMONDS = "D"
    """Diamantes (♦)."""
    CLUBS = "C"
    """Tréboles (♣)."""

    @property
    def is_red(self) -> bool:
        """True for hearts and diamonds."""
        return self in (Suit.HEARTS, Suit.DIAMONDS)


class Rank(enum.Enum):
    """A card rank; the value is its one-character code (``T`` is the ten)."""

    ACE = "A"
    """As: counts 1."""
    TWO = "2"
    """Dos."""
    THREE = "3"
    """Tres."""
    FOUR = "4"
    """Cuatro."""
    FIVE = "5"
    """Cinco."""
    SIX = "6"
    """Seis."""
    SEVEN = "7"
    """Siete."""
    EIGHT = "8"
    """Ocho."""
    NINE = "9"
    """Nueve."""
    TEN = "T"
    """Diez: counts 0."""
    JACK = "J"
    """Jota: counts 0."""
    QUEEN = "Q"
    """Dama (reina): counts 0."""
    KING = "K"
    """Rey: counts 0."""

    @property
    def points(self) -> int:
        """Baccarat value: ace 1, two to nine their number, ten and faces 0.

        >>> Rank.ACE.points, Rank.SEVEN.points, Rank.KING.points
        (1, 7, 0)
        """
        return _POINTS[self]


_POINTS = {rank: min(index + 1, 10) % 10 for index, rank in enumerate(Rank)}


@dataclass(frozen=True, slots=True)
class Card:
    """A playing card.

    >>> card = Card.parse("QH")
    >>> card.rank is Rank.QUEEN, card.suit is Suit.HEARTS, card.value
    (True, True, 0)
    >>> str(card)
    'QH'
    """

    rank: Rank
    """The card's rank."""
    suit: Suit
    """The card's suit."""

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a two-character code, rank then suit (``"7D"``, ``"TS"``).

        Raises:
            ValueError: if the text is not a card.
        """
        if len(text) != 2:
            raise ValueError(f"not a card: {text!r}")
        try:
            return cls(Rank(text[0].upper()), Suit(text[1].upper()))
        except ValueError:
            raise ValueError(f"not a card: {text!r}") from None

    @property
    def value(self) -> int:
        """Baccarat value of the card (0 to 9)."""
        return _POINTS[self.rank]

    def __str__(self) -> str:
        return self.rank.value + self.suit.value


def full_deck() -> list[Card]:
    """The 52 cards of one deck, suit by suit.

    >>> len(full_deck()), len(set(full_deck()))
    (52, 52)
    """
    return [Card(rank, suit) for suit in Suit for rank in Rank]
