"""How far a night can go: the most chips it can end with, from the rules alone.

A score in the top five is a night's final balance (plus the chips still placed
for a hand not dealt). What bounds it, and nothing else does:

- every night starts with :data:`STARTING_BALANCE`;
- one hand wins at most :func:`best_hand` at a table: every spot on its felt
  that may be played together (JUGADOR or BANCA, never both) at the most a
  spot may hold (:data:`MAX_PER_SPOT`), each paid at its best ratio as if all
  won at once (:func:`~baccarat_qt.engine.payouts.most_returned`, an upper
  bound: no coup wins EMPATE and JUGADOR together), less the stakes;
- a night plays at most :data:`MAX_HANDS` hands, across as many shoes as it
  takes (a shoe allows at most ``MAX_COUPS`` coups before its cut card, but a
  night reshuffles and goes on);
- no deal is allowed that could take the balance past :data:`MAX_AMOUNT`.

So no night ends above ``min(MAX_AMOUNT, STARTING_BALANCE + MAX_HANDS × the best
hand of any table)``: :data:`HIGHEST_SCORE`. With today's limits the hands
alone would allow far more than the ceiling (the best hand wins 48,000 chips at
EZ; 10^8 of them pass 10^12 hundredths), so the bound is the ceiling; it is
computed, not copied, so a change to any limit moves it. It is sound (no honest
score is ever refused) and loose: a score below it can still be one no one
played, which is what the top five's seal is for (``store/saved_rows.py``).

>>> best_hand(TableKind.CLASSIC)
1550000
>>> best_hand(TableKind.EZ)
4800000
>>> highest_score(hands=10) == STARTING_BALANCE + 10 * best_hand(TableKind.EZ)
True
>>> HIGHEST_SCORE == MAX_AMOUNT
True
"""

from __future__ import annotations

from baccarat_qt.engine.kinds import MAX_AMOUNT, MAX_HANDS, MAX_PER_SPOT, STARTING_BALANCE
from baccarat_qt.engine.payouts import BetSpot, TableKind, most_returned

__all__ = ["HIGHEST_SCORE", "best_hand", "highest_score"]


def best_hand(table: TableKind) -> int:
    """The most one hand can win at ``table`` (hundredths, net of the stakes): an upper bound."""
    best = 0
    for side in (BetSpot.PLAYER, BetSpot.BANKER):
        bets = {spot: MAX_PER_SPOT for spot in table.spots if not spot.is_side or spot is side}
        best = max(best, most_returned(table, bets) - sum(bets.values()))
    return best


def highest_score(start: int = STARTING_BALANCE, hands: int = MAX_HANDS) -> int:
    """The most chips a night that starts with ``start`` can end with after ``hands`` hands, at any table."""
    return min(MAX_AMOUNT, start + hands * max(best_hand(table) for table in TableKind))


HIGHEST_SCORE = highest_score()
"""No night ends with more (hundredths): a stored score above it is refused, whatever its seal."""
