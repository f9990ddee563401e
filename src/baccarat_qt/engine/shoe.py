"""The shoe: eight decks, shuffled with the operating system's CSPRNG."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence

from baccarat_qt.engine.cards import Card, Rank, full_deck

__all__ = ["CUT_CARD_AT", "DECKS", "SHOE_SIZE", "Shoe", "Shuffler", "fisher_yates", "scripted"]

DECKS = 8
"""Decks in a fresh shoe."""
SHOE_SIZE = DECKS * 52
"""Cards in a fresh shoe (416)."""
CUT_CARD_AT = 62
"""With this many cards left or fewer (15% of the shoe), reshuffle before the next hand."""

Shuffler = Callable[[list[Card]], None]
"""Puts a list of cards in a new order, in place."""


def fisher_yates(rng: random.Random) -> Shuffler:
    """A Fisher–Yates shuffle drawing from ``rng``.

    Production uses ``random.SystemRandom()`` (the OS entropy source); tests may pass a seeded
    ``random.Random``.
    """

    def shuffle(cards: list[Card]) -> None:
        for i in range(len(cards) - 1, 0, -1):
            j = rng.randrange(i + 1)
            cards[i], cards[j] = cards[j], cards[i]

    return shuffle


def scripted(first: Iterable[Card | str]) -> Shuffler:
    """A shuffle for tests: the shoe starts with ``first``, the rest follow in deck order.

    The result is still exactly eight decks: each scripted card is taken out
    of the deck order once.

    Raises:
        ValueError: if ``first`` holds a card more often than eight decks do.
    """
    wanted = [card if isinstance(card, Card) else Card.parse(card) for card in first]

    def shuffle(cards: list[Card]) -> None:
        rest = list(cards)
        for card in wanted:
            try:
                rest.remove(card)
            except ValueError:
                raise ValueError(f"the script uses {card} more often than the shoe holds it") from None
        cards[:] = wanted + rest

    return shuffle


class Shoe:
    """Eight decks dealt from the top; reshuffled when the cut card comes out.

    >>> import random
    >>> shoe = Shoe(shuffler=fisher_yates(random.Random(7)))
    >>> shoe.cards_left, shoe.needs_shuffle
    (416, False)
    >>> card = shoe.draw()
    >>> shoe.cards_left
    415
    """

    def __init__(self, *, shuffler: Shuffler | None = None, cards: Sequence[Card] | None = None):
        """Start a shoe.

        Args:
            shuffler: how to shuffle; by default Fisher–Yates over
                ``random.SystemRandom``.
            cards: the remaining cards, top first, to restore a saved shoe
                instead of shuffling a fresh one.
        """
        self._shuffler = shuffler or fisher_yates(random.SystemRandom())
        self._cards: list[Card] = []
        self.shuffles = 0
        """How many times this shoe was (re)shuffled."""
        if cards is None:
            self.shuffle()
        else:
            self._cards = list(reversed(cards))

    def shuffle(self) -> None:
        """Gather all eight decks and shuffle them."""
        cards = full_deck() * DECKS
        self._shuffler(cards)
        self._cards = list(reversed(cards))
        self.shuffles += 1

    def shuffle_undealt(self, rng: random.Random) -> None:
        """Shuffle the cards not yet dealt among themselves: as many left, the cut card where it was.

        A saved night shuffled so on every load does not fix its future: a copy of the
        files put back knows nothing of the cards the player saw since.

        >>> shoe = Shoe(cards=full_deck() * DECKS)
        >>> before = sorted(map(str, shoe.remaining))
        >>> shoe.shuffle_undealt(random.Random(1))
        >>> sorted(map(str, shoe.remaining)) == before, shoe.cards_left
        (True, 416)
        """
        rng.shuffle(self._cards)

    def draw(self) -> Card:
        """Take the top card.

        Raises:
            IndexError: if the shoe is empty (the cut card prevents it in play).
        """
        return self._cards.pop()

    @property
    def cards_left(self) -> int:
        """Cards still in the shoe."""
        return len(self._cards)

    @property
    def needs_shuffle(self) -> bool:
        """The cut card has come out: reshuffle before the next hand."""
        return len(self._cards) <= CUT_CARD_AT

    @property
    def remaining(self) -> tuple[Card, ...]:
        """The cards left, top first."""
        return tuple(reversed(self._cards))

    def rank_counts(self) -> dict[Rank, int]:
        """How many cards of each rank are left (the input of ``odds.exact``)."""
        counts = Counter(card.rank for card in self._cards)
        return {rank: counts[rank] for rank in Rank}
