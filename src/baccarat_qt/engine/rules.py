"""The Punto Banco drawing rules and the coup they produce.

Every piece of code that needs the rules (dealing, the session's step by step
reveal, the exact odds) calls the functions in this module: there is one
implementation of the tableau.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from baccarat_qt.engine.cards import Card

__all__ = [
    "BANKER_DRAWS_ON",
    "Coup",
    "Outcome",
    "banker_draws",
    "deal_coup",
    "hand_total",
    "is_natural",
    "player_draws",
]


class Outcome(enum.Enum):
    """Which hand won the coup."""

    PLAYER = "player"
    """The player's hand (JUGADOR) is closer to 9."""
    BANKER = "banker"
    """The banker's hand (BANCA) is closer to 9."""
    TIE = "tie"
    """Both hands have the same total (EMPATE)."""


BANKER_DRAWS_ON: dict[int, frozenset[int]] = {
    0: frozenset(range(10)),
    1: frozenset(range(10)),
    2: frozenset(range(10)),
    3: frozenset(range(10)) - {8},
    4: frozenset(range(2, 8)),
    5: frozenset(range(4, 8)),
    6: frozenset({6, 7}),
    7: frozenset(),
}
"""Banker two-card total -> values of the player's third card on which the banker draws."""


def hand_total(cards: Sequence[Card]) -> int:
    """Last digit of the sum of the cards' values.

    >>> hand_total([Card.parse("7S"), Card.parse("8D")])
    5
    """
    return sum(card.value for card in cards) % 10


def is_natural(two_card_total: int) -> bool:
    """An 8 or 9 with the first two cards."""
    return two_card_total >= 8


def player_draws(player_total: int) -> bool:
    """Whether the player, with no natural on the table, takes a third card.

    >>> [player_draws(total) for total in range(8)]
    [True, True, True, True, True, True, False, False]
    """
    return player_total <= 5


def banker_draws(banker_total: int, player_third: int | None) -> bool:
    """Whether the banker, with no natural on the table, takes a third card.

    Args:
        banker_total: the banker's two-card total (0 to 7).
        player_third: the value of the player's third card, or None when the
            player stood.

    >>> banker_draws(5, None), banker_draws(6, None)
    (True, False)
    >>> banker_draws(3, 8), banker_draws(6, 7), banker_draws(4, 1)
    (False, True, False)
    """
    if player_third is None:
        return banker_total <= 5
    return player_third in BANKER_DRAWS_ON.get(banker_total, frozenset())


@dataclass(frozen=True, slots=True)
class Coup:
    """One complete hand of Punto Banco: the cards each side ended with.

    >>> coup = Coup.from_codes("9H KS", "4C 4D 8S")
    >>> coup.player_total, coup.banker_total, coup.outcome.name, coup.banker_pair
    (9, 6, 'PLAYER', True)
    """

    player_cards: tuple[Card, ...]
    """The player's two or three cards, in the order dealt."""
    banker_cards: tuple[Card, ...]
    """The banker's two or three cards, in the order dealt."""

    @classmethod
    def from_codes(cls, player: str, banker: str) -> Coup:
        """Build a coup from card codes separated by spaces (for tests and examples)."""
        return cls(
            tuple(Card.parse(code) for code in player.split()),
            tuple(Card.parse(code) for code in banker.split()),
        )

    @property
    def player_total(self) -> int:
        """The player's final total, 0 to 9."""
        return hand_total(self.player_cards)

    @property
    def banker_total(self) -> int:
        """The banker's final total, 0 to 9."""
        return hand_total(self.banker_cards)

    @property
    def outcome(self) -> Outcome:
        """Who won: the higher total, or a tie."""
        player, banker = self.player_total, self.banker_total
        if player > banker:
            return Outcome.PLAYER
        if banker > player:
            return Outcome.BANKER
        return Outcome.TIE

    @property
    def player_pair(self) -> bool:
        """The player's first two cards share a rank (Q + K is not a pair)."""
        return self.player_cards[0].rank is self.player_cards[1].rank

    @property
    def banker_pair(self) -> bool:
        """The banker's first two cards share a rank."""
        return self.banker_cards[0].rank is self.banker_cards[1].rank

    @property
    def dragon_7(self) -> bool:
        """The banker won with three cards totalling 7 (EZ's Dragon 7; a three-card 7 that ties is not one).

        >>> Coup.from_codes("TS 5H 9D", "TC 3D 4S").dragon_7
        True
        """
        return len(self.banker_cards) == 3 and self.banker_total == 7 and self.outcome is Outcome.BANKER

    @property
    def panda_8(self) -> bool:
        """The player won with three cards totalling 8 (EZ's Panda 8).

        >>> Coup.from_codes("TS 2H 6D", "TC 7D").panda_8
        True
        """
        return len(self.player_cards) == 3 and self.player_total == 8 and self.outcome is Outcome.PLAYER

    @property
    def natural(self) -> bool:
        """Either side had 8 or 9 with its first two cards."""
        return is_natural(hand_total(self.player_cards[:2])) or is_natural(hand_total(self.banker_cards[:2]))

    @property
    def cards_in_deal_order(self) -> tuple[Card, ...]:
        """All cards in the order they left the shoe (P, B, P, B, then the thirds)."""
        player, banker = self.player_cards, self.banker_cards
        return (player[0], banker[0], player[1], banker[1], *player[2:], *banker[2:])


def deal_coup(draw: Callable[[], Card]) -> Coup:
    """Deal one coup, taking 4 to 6 cards from ``draw`` in table order.

    Player, banker, player, banker; then the player's third card if the rules
    call for it, then the banker's.

    >>> cards = iter(Card.parse(code) for code in "2S 4H 3D JC 7H 9C".split())
    >>> coup = deal_coup(lambda: next(cards))
    >>> [str(card) for card in coup.player_cards], [str(card) for card in coup.banker_cards]
    (['2S', '3D', '7H'], ['4H', 'JC', '9C'])
    >>> coup.outcome
    <Outcome.BANKER: 'banker'>
    """
    player = [draw()]
    banker = [draw()]
    player.append(draw())
    banker.append(draw())
    player_two, banker_two = hand_total(player), hand_total(banker)
    if not (is_natural(player_two) or is_natural(banker_two)):
        player_third: int | None = None
        if player_draws(player_two):
            card = draw()
            player.append(card)
            player_third = card.value
        if banker_draws(banker_two, player_third):
            banker.append(draw())
    return Coup(tuple(player), tuple(banker))
