"""How often, and how late, EZ's Dragon 7 and Panda 8 turn in the player's favour.

Plays seeded eight-deck shoes to the cut card (``deal_coup`` until the shoe
needs a shuffle, as the session does) and, before each coup, asks whether the
exact house edge of DRAGÓN 7 (40 : 1) and PANDA 8 (25 : 1) for the cards left
is negative. Reports the share of shoes where each turns negative at least
once and, for the first time it does in a shoe, the cards left and the coup
number (median and range).

Run from the repository root::

    python benchmarks/ez_side_bets.py [--shoes 10000] [--workers 2] [--seed 1]
    python benchmarks/ez_side_bets.py --quick          # 40 shoes, a minute's check

The counts come from the engine's one table of the rules folded over card
values (``engine.folded.rules_table``), weighed as ``engine.odds.tally`` weighs
them but only over the multisets that can give a Dragon 7 or a Panda 8 (the
sign of each edge is then an exact integer comparison). Every ``--check``-th
coup is compared with ``engine.odds.exact`` itself.
"""

from __future__ import annotations

import argparse
import contextlib
import math
import multiprocessing
import random
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass

from baccarat_qt.engine import BetSpot, Rank, Shoe, TableKind, deal_coup
from baccarat_qt.engine.folded import BASE, MAX_CARDS, RESULTS, VALUES, rules_table
from baccarat_qt.engine.odds import exact, tally
from baccarat_qt.engine.payouts import profit_ratio
from baccarat_qt.engine.shoe import fisher_yates

_DRAGON, _PANDA = RESULTS.index("dragon_7"), RESULTS.index("panda_8")


def _rare_rows() -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...], tuple[int, ...]]:
    """The multisets that can end in a Dragon 7 or a Panda 8: their factor indices and both counts."""
    table = rules_table()
    dragon = dict(zip(table.columns[_DRAGON].rows or (), table.columns[_DRAGON].counts, strict=True))
    panda = dict(zip(table.columns[_PANDA].rows or (), table.columns[_PANDA].counts, strict=True))
    rows = sorted(dragon.keys() | panda.keys())
    indices = tuple(table.indices[row] for row in rows)
    return indices, tuple(dragon.get(row, 0) for row in rows), tuple(panda.get(row, 0) for row in rows)


def _win_ratio(spot: BetSpot, example: str) -> int:
    """What a winning chip on ``spot`` gets, from the engine's payouts (40 for Dragon 7, 25 for Panda 8)."""
    from baccarat_qt.engine.rules import Coup

    player, banker = example.split("|")
    ratio = profit_ratio(TableKind.EZ, spot, Coup.from_codes(player, banker))
    assert ratio is not None and ratio.denominator == 1
    return int(ratio)


@dataclass(frozen=True, slots=True)
class ShoeStory:
    """One shoe: the coups dealt and, for each bet, the first coup whose edge was negative."""

    coups: int
    """Coups dealt before the cut card came out."""
    first: tuple[tuple[int, int] | None, ...]
    """Per bet (Dragon 7, Panda 8): (coup number, cards left before it) the first time, or None."""
    negative_coups: tuple[int, ...]
    """Per bet: how many coups of the shoe were dealt with a negative edge."""
    cpu: float
    """Processor seconds the shoe took (its own process's, whatever else the machine runs)."""


class _Counter:
    """Dragon 7 and Panda 8 sequence counts for any composition, over the rare multisets only.

    A multiset's weight is the product of its factors; each multiset's factors
    are cut in two halves, the few distinct halves are multiplied once per
    composition, and each weight is then one product of two (a loop in C).
    """

    def __init__(self) -> None:
        indices, self.dragon, self.panda = _rare_rows()
        halves: tuple[dict[tuple[int, ...], int], dict[tuple[int, ...], int]] = ({}, {})
        self.which: tuple[list[int], list[int]] = ([], [])
        for row in indices:
            middle = len(row) // 2
            for side, half in enumerate((row[:middle], row[middle:])):
                self.which[side].append(halves[side].setdefault(half, len(halves[side])))
        self.halves = (tuple(halves[0]), tuple(halves[1]))
        self.pays = (
            _win_ratio(BetSpot.DRAGON_7, "TS 5H 9D|TC 3D 4S"),
            _win_ratio(BetSpot.PANDA_8, "TS 2H 6D|TC 7D"),
        )

    def negative(self, by_value: Sequence[int]) -> tuple[bool, bool]:
        """Whether each edge is negative: (pays + 1) * wins > sequences, exactly."""
        size = sum(by_value)
        factors = [math.perm(count, m) if m <= count else 0 for count in by_value for m in range(BASE)]
        factors += [math.perm(size - cards, MAX_CARDS - cards) for cards in range(MAX_CARDS + 1)]
        first, second = (
            [math.prod(map(factors.__getitem__, half)) for half in halves] for halves in self.halves
        )
        weights = list(
            map(int.__mul__, map(first.__getitem__, self.which[0]), map(second.__getitem__, self.which[1]))
        )
        sequences = math.perm(size, MAX_CARDS)
        dragon = sum(map(int.__mul__, weights, self.dragon))
        panda = sum(map(int.__mul__, weights, self.panda))
        return (self.pays[0] + 1) * dragon > sequences, (self.pays[1] + 1) * panda > sequences


def play_shoe(seed: int, counter: _Counter, check: int = 0) -> ShoeStory:
    """Deal one seeded shoe to the cut card, judging both edges before each coup."""
    started = time.process_time()
    shoe = Shoe(shuffler=fisher_yates(random.Random(seed)))
    by_value = [0] * len(VALUES)
    for rank, count in shoe.rank_counts().items():
        by_value[rank.points] += count
    first: list[tuple[int, int] | None] = [None, None]
    negative_coups = [0, 0]
    coups = 0
    while not shoe.needs_shuffle:
        coups += 1
        verdict = counter.negative(by_value)
        if check and coups % check == 0:
            _check(shoe.rank_counts(), verdict, counter.pays)
        for bet, negative in enumerate(verdict):
            if negative:
                negative_coups[bet] += 1
                if first[bet] is None:
                    first[bet] = (coups, shoe.cards_left)
        for card in deal_coup(shoe.draw).cards_in_deal_order:
            by_value[card.value] -= 1
    return ShoeStory(coups, tuple(first), tuple(negative_coups), time.process_time() - started)


def _check(counts: dict[Rank, int], verdict: tuple[bool, bool], pays: tuple[int, int]) -> None:
    """The fast verdict agrees with the engine's own ``exact()`` and ``tally()``."""
    odds, split = exact(counts), tally(counts)
    edges = odds.edge(TableKind.EZ, BetSpot.DRAGON_7), odds.edge(TableKind.EZ, BetSpot.PANDA_8)
    assert (edges[0] < 0, edges[1] < 0) == verdict, (counts, edges, verdict)
    wins = split.dragon_7, split.panda_8
    assert tuple((pay + 1) * won > split.sequences for pay, won in zip(pays, wins, strict=True)) == verdict


_WORKER: _Counter | None = None


def _play(job: tuple[int, int]) -> ShoeStory:
    global _WORKER
    if _WORKER is None:
        _WORKER = _Counter()
    seed, check = job
    return play_shoe(seed, _WORKER, check)


def _spread(values: Sequence[int]) -> str:
    if not values:
        return "–"
    return f"{statistics.median(values):g} ({min(values)}–{max(values)})"


def report(stories: Sequence[ShoeStory], seconds: float, workers: int) -> None:
    """Print the figures as a Markdown table."""
    shoes = len(stories)
    coups = sum(story.coups for story in stories)
    print(f"{shoes} shoes, {coups} coups, {seconds:.1f} s wall with {workers} worker(s): ", end="")
    print(f"{statistics.mean(story.cpu for story in stories) * 1000:.0f} ms CPU per shoe")
    print()
    print(
        "| bet | shoes with a negative edge at least once | first time: cards left, median (range) |", end=""
    )
    print(" first time: coup number, median (range) | coups dealt at a negative edge |")
    print("|---|---:|---:|---:|---:|")
    for bet, name in enumerate(("DRAGÓN 7", "PANDA 8")):
        firsts = [story.first[bet] for story in stories if story.first[bet] is not None]
        share = len(firsts) / shoes
        left = _spread([first[1] for first in firsts if first])
        number = _spread([first[0] for first in firsts if first])
        negative = sum(story.negative_coups[bet] for story in stories)
        print(
            f"| {name} | {len(firsts)} ({share:.1%}) | {left} | {number} | {negative} of {coups} ({negative / coups:.2%}) |"
        )
    either = sum(1 for story in stories if any(story.first))
    print(f"| either | {either} ({either / shoes:.1%}) | | | |")


def main() -> None:
    """Parse the options, play the shoes, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shoes", type=int, default=10_000, help="shoes to play (default 10000)")
    parser.add_argument(
        "--seed", type=int, default=1, help="shoe i is shuffled with random.Random(seed * 10**6 + i)"
    )
    parser.add_argument("--workers", type=int, default=1, help="processes (default 1)")
    parser.add_argument(
        "--check", type=int, default=25, help="compare every N-th coup with exact() (0: never)"
    )
    parser.add_argument(
        "--minutes", type=float, default=0, help="stop after this long, with the shoes played"
    )
    parser.add_argument("--quick", action="store_true", help="40 shoes, every 5th coup checked")
    options = parser.parse_args()
    shoes, check = (40, 5) if options.quick else (options.shoes, options.check)
    jobs = [(options.seed * 10**6 + index, check) for index in range(shoes)]
    start = time.perf_counter()
    stories: list[ShoeStory] = []
    with multiprocessing.Pool(options.workers) if options.workers > 1 else contextlib.nullcontext() as pool:
        played = pool.imap(_play, jobs, chunksize=20) if pool is not None else map(_play, jobs)
        for story in played:
            stories.append(story)
            elapsed = time.perf_counter() - start
            if len(stories) % 500 == 0:  # progress, on stderr: a long run can be judged as it goes
                print(f"{len(stories)} shoes, {elapsed:.0f} s", file=sys.stderr, flush=True)
            if options.minutes and elapsed > options.minutes * 60:
                print(
                    f"stopped after {options.minutes:g} min: the first {len(stories)} seeds", file=sys.stderr
                )
                break
    report(stories, time.perf_counter() - start, options.workers)


if __name__ == "__main__":
    main()
