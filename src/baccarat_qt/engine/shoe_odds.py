"""The exact odds of what is left in the shoe, beside a fresh shoe's (SPEC §12).

The figures change only when a coup settles (or the shoe is shuffled): the
cards of the hand in play, face down or open, still count as in the shoe, so
nothing shown ever depends on a card the player has not seen settle.

>>> from baccarat_qt.engine.shoe import Shoe, scripted
>>> shoe = Shoe(shuffler=scripted("9H 4C KS 4D 8S".split()))
>>> before = unseen_ranks(shoe, None)
>>> from baccarat_qt.engine.rules import deal_coup
>>> coup = deal_coup(shoe.draw)                    # dealt, not settled
>>> unseen_ranks(shoe, coup) == before, sum(before.values())
(True, 416)
>>> odds = shoe_odds(before, TableKind.CLASSIC)
>>> round(odds.edge(BetSpot.BANKER), 6) == round(odds.fresh_edge(BetSpot.BANKER), 6) == 0.010579
True
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass

from baccarat_qt.engine.cards import Rank
from baccarat_qt.engine.odds import Odds, exact
from baccarat_qt.engine.payouts import BetSpot, TableKind
from baccarat_qt.engine.rules import Coup
from baccarat_qt.engine.shoe import DECKS, Shoe

__all__ = ["ShoeOdds", "fresh_odds", "shoe_odds", "unseen_ranks"]


def unseen_ranks(shoe: Shoe, coup: Coup | None) -> dict[Rank, int]:
    """The cards of each rank not yet settled out of the shoe: those in it, and the hand in play's.

    Args:
        shoe: the shoe being dealt from.
        coup: the hand on the table, if it is not settled yet (``Session.coup``).
    """
    counts = shoe.rank_counts()
    for card in coup.cards_in_deal_order if coup is not None else ():
        counts[card.rank] += 1
    return counts


@functools.cache
def fresh_odds() -> Odds:
    """The odds of the first coup of a fresh eight-deck shoe."""
    return exact({rank: 4 * DECKS for rank in Rank})


@dataclass(frozen=True, slots=True)
class ShoeOdds:
    """The odds of the next coup from the cards left, and the house edge of each bet at one table."""

    table: TableKind
    """The table whose payouts the edges use."""
    cards: int
    """Cards in the composition the odds come from."""
    now: Odds
    """From the cards left."""
    fresh: Odds
    """From a fresh shoe."""
    edges: tuple[float, ...]
    """The house edge of each bet of the table from the cards left, in ``table.spots`` order
    (negative: the bet is favoured)."""
    fresh_edges: tuple[float, ...]
    """The same from a fresh shoe."""

    def edge(self, spot: BetSpot) -> float:
        """The house edge of ``spot`` from the cards left.

        Raises:
            ValueError: ``spot`` is not on the table's felt.
        """
        return self.edges[self._position(spot)]

    def fresh_edge(self, spot: BetSpot) -> float:
        """The house edge of ``spot`` in a fresh shoe (ValueError if it is not on the table's felt)."""
        return self.fresh_edges[self._position(spot)]

    @property
    def favoured(self) -> tuple[BetSpot, ...]:
        """The table's spots whose edge from the cards left is negative (the shoe favours the bet), in order.

        What the table tells, as a fact about the shoe (SPEC §12, §15): late in a
        shoe it can hold DRAGON_7 or PANDA_8 at EZ, or a pair.
        """
        return tuple(spot for spot, edge in zip(self.table.spots, self.edges, strict=True) if edge < 0)

    def _position(self, spot: BetSpot) -> int:
        spots = self.table.spots
        if spot not in spots:
            raise ValueError(f"{spot.name} is not played at the {self.table.name} table")
        return spots.index(spot)


def shoe_odds(counts: Mapping[Rank, int], table: TableKind) -> ShoeOdds:
    """The exact odds and edges for a shoe holding ``counts``, beside a fresh shoe's, at ``table``.

    Raises:
        ValueError: if a count is negative or the shoe holds fewer than six cards.
    """
    now, fresh = exact(counts), fresh_odds()
    return ShoeOdds(
        table=table,
        cards=sum(counts.values()),
        now=now,
        fresh=fresh,
        edges=tuple(now.edge(table, spot) for spot in table.spots),
        fresh_edges=tuple(fresh.edge(table, spot) for spot in table.spots),
    )
