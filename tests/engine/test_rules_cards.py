"""Cards and their codes: every card prints and parses back, bad codes are refused, and each rank's value."""

from __future__ import annotations

import pytest

from baccarat_qt.engine import Card, Rank, Suit


@pytest.mark.parametrize("text", ["", "Q", "QHX", "1H", "10H", "XH", "QX", " QH", "Q ", "??"])
def test_bad_card_codes_raise(text: str) -> None:
    """Anything but a rank letter then a suit letter is a ValueError naming the text."""
    with pytest.raises(ValueError, match="not a card"):
        Card.parse(text)


def test_card_codes_round_trip() -> None:
    """Every card prints as its code and parses back; lower case is accepted."""
    for rank in Rank:
        for suit in Suit:
            card = Card(rank, suit)
            assert Card.parse(str(card)) == card
            assert Card.parse(str(card).lower()) == card


@pytest.mark.parametrize(
    ("rank", "value"),
    [
        (Rank.ACE, 1),
        (Rank.TWO, 2),
        (Rank.NINE, 9),
        (Rank.TEN, 0),
        (Rank.JACK, 0),
        (Rank.QUEEN, 0),
        (Rank.KING, 0),
    ],
)
def test_card_values(rank: Rank, value: int) -> None:
    """Ace 1, two to nine their number, ten and faces 0."""
    assert Card(rank, Suit.CLUBS).value == rank.points == value
