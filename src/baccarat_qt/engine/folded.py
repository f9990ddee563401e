"""The drawing rules folded, once, over multisets of card values: the table behind the exact odds.

The result of a coup depends only on the values of the four to six cards it
uses, in shoe order, and the probability of drawing a given sequence of
values without replacement depends only on the multiset of those values. So
for each multiset of values this module counts how many of its orderings end
in each result (:data:`RESULTS`); :mod:`~baccarat_qt.engine.odds` then weighs
the multisets by the composition of the shoe.

The table is built by running :func:`~baccarat_qt.engine.rules.deal_coup`
itself on representative cards, and each result is read off the coup it
dealt (``coup.outcome``, ``coup.dragon_7``…): one implementation of the rules.

>>> folded = rules_table()
>>> len(folded.columns) == len(RESULTS)
True
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from baccarat_qt.engine.cards import Card, Rank, Suit
from baccarat_qt.engine.rules import Coup, Outcome, deal_coup, hand_total

__all__ = ["BASE", "MAX_CARDS", "RESULTS", "VALUES", "Column", "RulesTable", "rules_table"]

MAX_CARDS = 6
"""A coup uses four to six cards; the shoe must hold at least this many."""
VALUES = range(10)
"""The card values the rules look at (pairs are counted apart, from the ranks)."""
BASE = MAX_CARDS + 1
"""A multiset of at most six values is the number sum(count[v] * BASE**v): adding values adds keys."""
RESULTS = ("player", "banker", "tie", "banker_six", "dragon_7", "panda_8")
"""The results counted, in the order of ``RulesTable.columns``."""

_REPRESENTATIVE = {value: Card(next(r for r in Rank if r.points == value), Suit.SPADES) for value in VALUES}
"""One card of each value."""


@dataclass(frozen=True, slots=True)
class Column:
    """How many orderings of each multiset end in one result.

    Dense (``rows`` is None: one count per multiset) when most multisets can
    end that way; sparse otherwise (the rare Dragon 7 and Panda 8), so that a
    rare result costs the shoe's odds only the multisets that can give it.
    """

    rows: tuple[int, ...] | None
    """The positions in ``RulesTable.indices`` of the counts, or None when there is one count per multiset."""
    counts: tuple[int, ...]
    """The counts."""


@dataclass(frozen=True, slots=True)
class RulesTable:
    """The rules folded over multisets of card values."""

    indices: tuple[tuple[int, ...], ...]
    """Per multiset: where its factors sit in the list ``odds.tally`` builds."""
    columns: tuple[Column, ...]
    """Per result of :data:`RESULTS`: per multiset, how many of its orderings end that way."""


class _NeedsCard(Exception):
    """The scripted cards ran out: the coup draws another."""


def _finished(first: tuple[int, ...]) -> Iterator[tuple[tuple[int, ...], Coup]]:
    """Every coup that can follow cards of values ``first``, with the values it draws.

    Runs ``deal_coup`` on representative cards and, whenever it asks for a card
    beyond ``first``, tries each value in turn.
    """
    values = iter(first)

    def draw() -> Card:
        try:
            return _REPRESENTATIVE[next(values)]
        except StopIteration:
            raise _NeedsCard from None

    try:
        coup = deal_coup(draw)
    except _NeedsCard:
        for value in VALUES:
            yield from _finished((*first, value))
    else:
        yield first, coup


def _results(coup: Coup) -> tuple[bool, ...]:
    """Which of :data:`RESULTS` ``coup`` counts in."""
    outcome = coup.outcome
    return (
        outcome is Outcome.PLAYER,
        outcome is Outcome.BANKER,
        outcome is Outcome.TIE,
        outcome is Outcome.BANKER and coup.banker_total == 6,
        coup.dragon_7,
        coup.panda_8,
    )


@functools.cache
def rules_table() -> RulesTable:
    """Build the table once: it depends on the rules only, not on the shoe."""
    # The rules see the first two cards of each side through their totals.
    key = [BASE**value for value in VALUES]
    total = [[hand_total((_REPRESENTATIVE[a], _REPRESENTATIVE[b])) for b in VALUES] for a in VALUES]
    first_four: Counter[tuple[int, int, int]] = Counter()
    for p1 in VALUES:
        for b1 in VALUES:
            for p2 in VALUES:
                for b2 in VALUES:
                    first_four[key[p1] + key[b1] + key[p2] + key[b2], total[p1][p2], total[b1][b2]] += 1

    # For each pair of two-card totals, the cards drawn after the first four and the results.
    endings: dict[tuple[int, int], list[tuple[int, int, tuple[bool, ...]]]] = {}
    for player_total in VALUES:
        for banker_total in VALUES:
            endings[player_total, banker_total] = [
                (sum(key[value] for value in drawn[4:]), len(drawn), _results(coup))
                for drawn, coup in _finished((player_total, banker_total, 0, 0))
            ]

    # multiset key -> [cards, one count per result]
    rows: dict[int, list[int]] = {}
    for (multiset, player_total, banker_total), orderings in first_four.items():
        for more, cards, results in endings[player_total, banker_total]:
            row = rows.setdefault(multiset + more, [cards, *(0 for _ in RESULTS)])
            for column, counted in enumerate(results, start=1):
                row[column] += orderings if counted else 0

    indices = []
    for multiset, row in rows.items():
        digits = [(multiset // BASE**value) % BASE for value in VALUES]
        factors = [value * BASE + m for value, m in enumerate(digits) if m]
        indices.append((*factors, len(VALUES) * BASE + row[0]))
    counts = [[row[column] for row in rows.values()] for column in range(1, len(RESULTS) + 1)]
    return RulesTable(tuple(indices), tuple(_column(column) for column in counts))


def _column(counts: list[int]) -> Column:
    """Dense if most multisets count, else only the positions that do."""
    rows = tuple(position for position, count in enumerate(counts) if count)
    if 2 * len(rows) > len(counts):
        return Column(None, tuple(counts))
    return Column(rows, tuple(counts[position] for position in rows))
