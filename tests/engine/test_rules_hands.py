"""The Punto Banco hand: totals, who draws, naturals that stop the drawing, and the pairs of the first two cards."""

from __future__ import annotations

import random

import pytest

from baccarat_qt.engine import Card, Coup, Shoe, deal_coup
from baccarat_qt.engine.rules import hand_total, is_natural, player_draws
from baccarat_qt.engine.shoe import SHOE_SIZE, fisher_yates, scripted


@pytest.mark.parametrize(("total", "draws"), [(t, True) for t in range(6)] + [(6, False), (7, False)])
def test_player_draws_on_zero_to_five(total: int, draws: bool) -> None:
    """The player draws with 0-5 and stands with 6-7."""
    assert player_draws(total) is draws


@pytest.mark.parametrize(("total", "natural"), [(t, t >= 8) for t in range(10)])
def test_natural_is_eight_or_nine(total: int, natural: bool) -> None:
    """Only 8 and 9 with two cards are naturals."""
    assert is_natural(total) is natural


@pytest.mark.parametrize(
    ("codes", "total"),
    [("7S 8D", 5), ("QH KS", 0), ("9S 9H 9D", 7), ("AS", 1), ("TS JS QS KS", 0), ("5H 5D", 0), ("4C 4D", 8)],
)
def test_hand_total_is_last_digit(codes: str, total: int) -> None:
    """A total is the last digit of the sum of the values (ace 1, ten and faces 0)."""
    assert hand_total([Card.parse(code) for code in codes.split()]) == total


@pytest.mark.parametrize(
    ("deal_order", "used"),
    [
        ("8S KH KD QC 5S 5H", 4),  # player natural 8 against banker 0: nobody draws
        ("KH 9S QC KD 5S 5H", 4),  # banker natural 9 against player 0: nobody draws
        ("4S 5S 4H 3H 5D 5C", 4),  # both naturals, 8 and 8
        ("TS 2S 9C 4H AD AC", 4),  # player natural 9, banker 6 would otherwise stand anyway
    ],
)
def test_natural_stops_drawing(deal_order: str, used: int) -> None:
    """With an 8 or 9 in two cards on either side, nobody draws."""
    shoe = Shoe(shuffler=scripted(deal_order.split()))
    coup = deal_coup(shoe.draw)
    assert coup.natural
    assert SHOE_SIZE - shoe.cards_left == used
    assert len(coup.player_cards) == len(coup.banker_cards) == 2


def test_three_card_eight_is_not_a_natural() -> None:
    """Reaching 8 with a third card is no natural."""
    coup = deal_coup(Shoe(shuffler=scripted(["2S", "KH", "3D", "QC", "3C", "2H"])).draw)
    assert coup.player_total == 8
    assert not coup.natural


def test_sides_hold_two_or_three_cards() -> None:
    """Over many shuffled coups, each side has two or three cards and a coup takes four to six."""
    shoe = Shoe(shuffler=fisher_yates(random.Random(2024)))
    taken = 0

    def draw() -> Card:
        nonlocal taken
        taken += 1
        return shoe.draw()

    for _ in range(5000):
        if shoe.needs_shuffle:
            shoe.shuffle()
        taken = 0
        coup = deal_coup(draw)
        assert 2 <= len(coup.player_cards) <= 3
        assert 2 <= len(coup.banker_cards) <= 3
        assert taken == len(coup.player_cards) + len(coup.banker_cards)
        assert len(coup.banker_cards) == 2 or not coup.natural


@pytest.mark.parametrize(
    ("player", "banker", "player_pair", "banker_pair"),
    [
        ("QH KH", "2S 3S", False, False),  # queen and king both count 0: no pair
        ("KH KD", "TS JS", True, False),  # two kings are a pair; ten and jack are not
        ("KS KS", "7D 7C", True, True),
        ("7S 2H 7D", "4C 4H 4S", False, True),  # only the first two cards count
        ("7S 7H 2D", "AC 2C 3C", True, False),
        ("AS AH", "AD AC", True, True),
    ],
)
def test_pairs_use_the_first_two_cards_and_rank(
    player: str, banker: str, player_pair: bool, banker_pair: bool
) -> None:
    """A pair is the first two cards of a side sharing a rank."""
    coup = Coup.from_codes(player, banker)
    assert (coup.player_pair, coup.banker_pair) == (player_pair, banker_pair)


@pytest.mark.parametrize(
    ("deal_order", "player_pair", "banker_pair"),
    [
        ("7S 2H 7D 3C", True, False),  # cards 1 and 3 are the player's
        ("7S 7D 2H 3C", False, False),  # cards 1 and 2 go to different sides
        ("2H 7S 3C 7D", False, True),
        ("QS 2H KS 2D", False, True),
    ],
)
def test_pairs_follow_the_deal_order(deal_order: str, player_pair: bool, banker_pair: bool) -> None:
    """deal_coup gives cards 1 and 3 to the player and 2 and 4 to the banker."""
    coup = deal_coup(Shoe(shuffler=scripted(deal_order.split())).draw)
    assert (coup.player_pair, coup.banker_pair) == (player_pair, banker_pair)
