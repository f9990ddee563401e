"""Exact odds of the next coup for any shoe composition.

The result of a coup depends only on the values of the four to six cards it
uses, in shoe order. The probability of drawing a given sequence of values
without replacement depends only on the multiset of those values (a product
of falling factorials of the counts left), so the rules are folded, once, into
a table (:mod:`~baccarat_qt.engine.folded`): for each multiset of values, how
many of its orderings end in each result. A call then multiplies a few
thousand small integers.

The table is built by running :func:`~baccarat_qt.engine.rules.deal_coup`
itself on representative cards, so the odds of every table (EZ's Dragon 7 and
Panda 8 included) come from one enumeration of the one implementation of the
rules.

>>> from baccarat_qt.engine import BetSpot, Rank, TableKind
>>> odds = exact({rank: 32 for rank in Rank})
>>> round(odds.banker, 6), round(odds.player, 6), round(odds.tie, 6)
(0.458597, 0.446247, 0.095156)
>>> round(odds.edge(TableKind.NO_COMMISSION, BetSpot.BANKER), 6)
0.014581
>>> round(odds.dragon_7, 6), round(odds.edge(TableKind.EZ, BetSpot.DRAGON_7), 6)
(0.022534, 0.076113)
"""

from __future__ import annotations

import math
import operator
from collections.abc import Mapping
from dataclasses import dataclass

from baccarat_qt.engine.cards import Rank
from baccarat_qt.engine.folded import BASE, MAX_CARDS, VALUES, Column, rules_table
from baccarat_qt.engine.payouts import BetSpot, TableKind, profit_ratio
from baccarat_qt.engine.rules import Coup

__all__ = ["MAX_CARDS", "Odds", "Tally", "exact", "tally"]


@dataclass(frozen=True, slots=True)
class Tally:
    """How the ordered ways to take the top six cards of the shoe split by result.

    Every coup is decided by the first four to six of those cards, so the
    counts are exact integers and ``player + banker + tie == sequences``.
    """

    player: int
    """Sequences in which the player's hand wins."""
    banker: int
    """Sequences in which the banker's hand wins (with any total)."""
    tie: int
    """Sequences that end in a tie."""
    banker_six: int
    """Sequences in which the banker wins with a total of 6 (included in ``banker``)."""
    dragon_7: int
    """Sequences in which the banker wins with three cards totalling 7 (included in ``banker``)."""
    panda_8: int
    """Sequences in which the player wins with three cards totalling 8 (included in ``player``)."""
    sequences: int
    """All ordered ways to take six cards: N(N-1)(N-2)(N-3)(N-4)(N-5)."""


@dataclass(frozen=True, slots=True)
class Odds:
    """The probabilities of the next coup, from the cards left in the shoe."""

    player: float
    """The player's hand wins."""
    banker: float
    """The banker's hand wins (with any total)."""
    tie: float
    """Both totals are equal."""
    banker_six: float
    """The banker wins with a total of 6 (part of ``banker``)."""
    player_pair: float
    """The player's first two cards share a rank."""
    banker_pair: float
    """The banker's first two cards share a rank."""
    dragon_7: float
    """The banker wins with three cards totalling 7 (part of ``banker``): EZ's Dragon 7."""
    panda_8: float
    """The player wins with three cards totalling 8 (part of ``player``): EZ's Panda 8."""

    def edge(self, table: TableKind, spot: BetSpot) -> float:
        """The house edge of one chip on ``spot``: the average loss per chip staked.

        The payouts come from :func:`~baccarat_qt.engine.payouts.profit_ratio`;
        the edge is negative when the cards left favour the bet.

        Raises:
            ValueError: ``spot`` is not on ``table``'s felt (DRAGON_7 or PANDA_8 away from EZ).

        >>> from baccarat_qt.engine import Rank
        >>> odds = exact({rank: 32 for rank in Rank})
        >>> round(odds.edge(TableKind.CLASSIC, BetSpot.TIE), 6)
        0.143596
        """
        expected = 0.0
        for probability, coup in self._events(spot):
            ratio = profit_ratio(table, spot, coup)
            expected += probability * (-1.0 if ratio is None else float(ratio))
        return -expected

    def _events(self, spot: BetSpot) -> tuple[tuple[float, Coup], ...]:
        """The results that settle ``spot`` differently, each with its probability and an example coup."""
        if spot is BetSpot.PLAYER_PAIR:
            return (self.player_pair, _BOTH_PAIRS), (1.0 - self.player_pair, _NO_PAIRS)
        if spot is BetSpot.BANKER_PAIR:
            return (self.banker_pair, _BOTH_PAIRS), (1.0 - self.banker_pair, _NO_PAIRS)
        if spot is BetSpot.DRAGON_7:
            return (self.dragon_7, _DRAGON_7), (1.0 - self.dragon_7, _PLAYER_WINS)
        if spot is BetSpot.PANDA_8:
            return (self.panda_8, _PANDA_8), (1.0 - self.panda_8, _BANKER_WINS)
        return (
            (self.player - self.panda_8, _PLAYER_WINS),
            (self.panda_8, _PANDA_8),
            (self.banker - self.banker_six - self.dragon_7, _BANKER_WINS),
            (self.banker_six, _BANKER_WINS_SIX),
            (self.dragon_7, _DRAGON_7),
            (self.tie, _TIE),
        )


_PLAYER_WINS = Coup.from_codes("9S KH", "7D QC")
_BANKER_WINS = Coup.from_codes("7S KH", "9D QC")
_BANKER_WINS_SIX = Coup.from_codes("5S KH", "6D QC")
_TIE = Coup.from_codes("7S KH", "7D QC")
_DRAGON_7 = Coup.from_codes("TS 5H 9D", "TC 3D 4S")
_PANDA_8 = Coup.from_codes("TS 2H 6D", "TC 7D")
_BOTH_PAIRS = Coup.from_codes("7S 7H", "8D 8C")
_NO_PAIRS = Coup.from_codes("7S 8H", "2D 3C")


def exact(counts: Mapping[Rank, int]) -> Odds:
    """The exact odds of the next coup dealt from a shoe holding ``counts`` cards of each rank.

    Ranks missing from ``counts`` have no cards left.

    Raises:
        ValueError: if a count is negative or the shoe holds fewer than six cards.
    """
    split = tally(counts)
    by_rank = _checked(counts)
    size = sum(by_rank)
    pair = sum(n * (n - 1) for n in by_rank) / (size * (size - 1))
    return Odds(
        player=split.player / split.sequences,
        banker=split.banker / split.sequences,
        tie=split.tie / split.sequences,
        banker_six=split.banker_six / split.sequences,
        player_pair=pair,
        banker_pair=pair,
        dragon_7=split.dragon_7 / split.sequences,
        panda_8=split.panda_8 / split.sequences,
    )


def tally(counts: Mapping[Rank, int]) -> Tally:
    """Count, exactly, how the ordered ways to take six cards from the shoe split by result.

    >>> from baccarat_qt.engine import Rank
    >>> split = tally({Rank.NINE: 4, Rank.EIGHT: 2})
    >>> split.player + split.banker + split.tie == split.sequences == 6 * 5 * 4 * 3 * 2 * 1
    True

    Raises:
        ValueError: if a count is negative or the shoe holds fewer than six cards.
    """
    by_value = [0] * len(VALUES)
    for rank, count in zip(Rank, _checked(counts), strict=True):
        by_value[rank.points] += count
    size = sum(by_value)
    # factors[v * _BASE + m]: ways to draw m cards of value v in order; then the unused places.
    factors = [_falling(count, m) for count in by_value for m in range(BASE)]
    factors += [_falling(size - cards, MAX_CARDS - cards) for cards in range(MAX_CARDS + 1)]
    table = rules_table()
    weights = [math.prod(map(factors.__getitem__, indices)) for indices in table.indices]
    player, banker, tie, banker_six, dragon_7, panda_8 = (_sum(weights, column) for column in table.columns)
    return Tally(player, banker, tie, banker_six, dragon_7, panda_8, sequences=_falling(size, MAX_CARDS))


def _sum(weights: list[int], column: Column) -> int:
    """The weighed count of one result: the sum over multisets of weight times orderings."""
    if column.rows is None:
        return sum(map(operator.mul, weights, column.counts))
    return sum(map(operator.mul, map(weights.__getitem__, column.rows), column.counts))


def _checked(counts: Mapping[Rank, int]) -> list[int]:
    """The count of each rank, in ``Rank`` order, after checking the composition."""
    by_rank = [counts.get(rank, 0) for rank in Rank]
    for rank, count in zip(Rank, by_rank, strict=True):
        if count < 0:
            raise ValueError(f"negative count of {rank.name} in the shoe: {count}")
    if sum(by_rank) < MAX_CARDS:
        raise ValueError(f"a coup can need {MAX_CARDS} cards; the shoe holds only {sum(by_rank)}")
    return by_rank


def _falling(n: int, k: int) -> int:
    """n (n-1) ... (n-k+1): the ordered ways to draw k of n cards (0 when k > n >= 0)."""
    return math.prod(range(n, n - k, -1))


@dataclass(frozen=True, slots=True)
class _Table:
    """The rules folded over multisets of card values."""

    indices: tuple[tuple[int, ...], ...]
    """Per multiset: where its factors sit in the list built by ``tally``."""
    columns: tuple[tuple[int, ...], ...]
    """Player, banker, tie, banker with six: per multiset, how many of its orderings end that way."""
