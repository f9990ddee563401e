"""The most a night can end with (``engine/reach.py``): a sound bound, computed from the rules."""

from __future__ import annotations

import random

from baccarat_qt.engine import BetSpot, TableKind
from baccarat_qt.engine.events import MAX_AMOUNT, MAX_HANDS, MAX_PER_SPOT, STARTING_BALANCE
from baccarat_qt.engine.payouts import settle
from baccarat_qt.engine.reach import HIGHEST_SCORE, best_hand, highest_score
from baccarat_qt.engine.rules import Coup, deal_coup
from baccarat_qt.engine.shoe import Shoe


def test_no_hand_wins_more_than_the_best_hand() -> None:
    """3,000 dealt coups, every table, the most each side may stake on every spot: never above the bound."""
    rng = random.Random(27)
    shoe = Shoe(shuffler=rng.shuffle)
    for _ in range(3_000):
        if shoe.cards_left < 6:
            shoe.shuffle()
        coup = deal_coup(shoe.draw)
        for table in TableKind:
            for side in (BetSpot.PLAYER, BetSpot.BANKER):
                bets = {spot: MAX_PER_SPOT for spot in table.spots if not spot.is_side or spot is side}
                net = sum(settle(table, bets, coup).values()) - sum(bets.values())
                assert net <= best_hand(table)


def test_a_tie_with_both_pairs_comes_close() -> None:
    """The bound is not loose by much at CLÁSICA: a tie of two pairs wins EMPATE and both pairs."""
    coup = Coup.from_codes("4H 4C", "4D 4S")
    bets = {BetSpot.BANKER: MAX_PER_SPOT, BetSpot.TIE: MAX_PER_SPOT, BetSpot.PLAYER_PAIR: MAX_PER_SPOT}
    bets[BetSpot.BANKER_PAIR] = MAX_PER_SPOT
    net = sum(settle(TableKind.CLASSIC, bets, coup).values()) - sum(bets.values())
    assert (
        best_hand(TableKind.CLASSIC) - net == MAX_PER_SPOT
    )  # only the side bet's win is never had with a tie


def test_the_highest_score_grows_with_the_hands_up_to_the_ceiling() -> None:
    assert highest_score(hands=0) == STARTING_BALANCE
    assert highest_score(hands=1) == STARTING_BALANCE + best_hand(TableKind.EZ)
    assert highest_score(hands=MAX_HANDS) == HIGHEST_SCORE == MAX_AMOUNT
    assert HIGHEST_SCORE < 10**12 + 1
