"""Engine speed: exact odds per call, and coups dealt and settled per second.

Run from the repository root::

    python benchmarks/bench_odds.py [--calls 300] [--seconds 2]
    python benchmarks/bench_odds.py --quick     # 30 calls, 0.3 s: a check that it runs

Prints Markdown tables that can go straight into ``docs/benchmarks.md``,
among them what the odds panel's computation (``shoe_odds``) costs at the EZ
table against CLÁSICA for the same late-shoe composition, and the ratio.
"""

from __future__ import annotations

import argparse
import functools
import importlib
import platform
import random
import statistics
import time
from collections.abc import Callable, Mapping

from _support import ROOT  # noqa: F401  (this tree's game first on the import path, not an installed one)
from baccarat_qt.engine import BetSpot, Rank, Shoe, TableKind, deal_coup, settle
from baccarat_qt.engine.shoe import SHOE_SIZE, fisher_yates


def _shoe_after(cards_dealt: int) -> dict[Rank, int]:
    """The composition of a seeded shoe after ``cards_dealt`` cards."""
    shoe = Shoe(shuffler=fisher_yates(random.Random(2024)))
    for _ in range(cards_dealt):
        shoe.draw()
    return shoe.rank_counts()


def _time_calls(function: Callable[[], object], calls: int) -> list[float]:
    """Milliseconds taken by each of ``calls`` calls."""
    times = []
    for _ in range(calls):
        start = time.perf_counter()
        function()
        times.append((time.perf_counter() - start) * 1000)
    return times


def _p95(times: list[float]) -> float:
    return statistics.quantiles(times, n=20)[-1]


def bench_exact(calls: int) -> None:
    """exact(): the first call (builds the cached table), then median and p95."""
    start = time.perf_counter()
    odds = importlib.import_module("baccarat_qt.engine.odds")
    imported = (time.perf_counter() - start) * 1000
    shoes: Mapping[str, dict[Rank, int]] = {
        "fresh shoe (416 cards)": {rank: 32 for rank in Rank},
        "half-depleted shoe (208 cards)": _shoe_after(SHOE_SIZE // 2),
        "at the cut card (62 cards)": _shoe_after(SHOE_SIZE - 62),
    }
    first_counts = next(iter(shoes.values()))
    start = time.perf_counter()
    odds.exact(first_counts)
    cold = (time.perf_counter() - start) * 1000
    print(f"import baccarat_qt.engine.odds: {imported:.1f} ms")
    print(f"first (cold) exact() call, builds the cached table: {cold:.1f} ms")
    print()
    print(f"| exact(), {calls} calls | median ms | p95 ms | max ms |")
    print("|---|---:|---:|---:|")
    for name, counts in shoes.items():
        times = _time_calls(functools.partial(odds.exact, counts), calls)
        print(f"| {name} | {statistics.median(times):.2f} | {_p95(times):.2f} | {max(times):.2f} |")
    print()


def bench_tables(calls: int) -> None:
    """shoe_odds() (the odds panel's work) at each table, late in a shoe; EZ against CLÁSICA.

    The calls alternate between the tables so that load from other jobs falls on both alike.
    """
    shoe_odds = importlib.import_module("baccarat_qt.engine.shoe_odds").shoe_odds
    counts = _shoe_after(SHOE_SIZE - 62)
    shoe_odds(counts, TableKind.CLASSIC)  # the table and the fresh shoe's odds, built once
    times: dict[TableKind, list[float]] = {table: [] for table in TableKind}
    for _ in range(calls):
        for table in TableKind:
            times[table] += _time_calls(functools.partial(shoe_odds, counts, table), 1)
    print(f"| shoe_odds() at the cut card (62 cards), {calls} calls | median ms | p95 ms | max ms |")
    print("|---|---:|---:|---:|")
    for table, taken in times.items():
        print(
            f"| {table.name} ({len(table.spots)} spots) | {statistics.median(taken):.2f} | {_p95(taken):.2f} |",
            end="",
        )
        print(f" {max(taken):.2f} |")
    ez, classic = times[TableKind.EZ], times[TableKind.CLASSIC]
    print()
    print(f"EZ / CLASSIC: {statistics.median(ez) / statistics.median(classic):.3f} (medians), ", end="")
    print(f"{min(ez) / min(classic):.3f} (fastest calls, the least disturbed by other jobs)")
    print()


def _rate(step: Callable[[], object], seconds: float) -> tuple[int, float]:
    """Run ``step`` for about ``seconds``; how many times and the rate per second."""
    done = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        for _ in range(100):
            step()
        done += 100
        now = time.perf_counter()
        if now >= deadline:
            return done, done / (now - start)


def bench_coups(seconds: float) -> None:
    """Coups per second: deal_coup + settle on a CSPRNG shoe, and a full Session hand if available."""
    shoe = Shoe()
    bets = {BetSpot.BANKER: 2500, BetSpot.TIE: 500, BetSpot.PLAYER_PAIR: 500}

    def coup_and_settle() -> None:
        if shoe.needs_shuffle:
            shoe.shuffle()
        settle(TableKind.CLASSIC, bets, deal_coup(shoe.draw))

    print("| throughput (CSPRNG shoe, reshuffled at the cut card) | coups | per second |")
    print("|---|---:|---:|")
    done, rate = _rate(coup_and_settle, seconds)
    print(f"| deal_coup + settle (3 bets) | {done} | {rate:,.0f} |")

    try:
        session_module = importlib.import_module("baccarat_qt.engine.session")
        session_class = session_module.Session
    except (ImportError, AttributeError):
        print("| Session: baccarat_qt.engine.session.Session not found, not measured | | |")
        print()
        return
    session = session_class(balance=10**9)  # below MAX_AMOUNT, or every deal is refused (TABLE_LIMIT)
    session.place_chip(BetSpot.BANKER, 2500)  # the rebet box places it again after each hand

    def session_hand() -> None:
        session.deal()
        while session.coup is not None:
            session.open_all()

    done, rate = _rate(session_hand, seconds)
    print(f"| Session: deal + open_all until settled (rebet on) | {done} | {rate:,.0f} |")
    print()


def main() -> None:
    """Parse the options and print every measurement."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=300, help="exact() calls per shoe (default 300)")
    parser.add_argument("--seconds", type=float, default=2.0, help="seconds per throughput run (default 2)")
    parser.add_argument("--quick", action="store_true", help="30 calls and 0.3 s per measurement")
    options = parser.parse_args()
    if options.quick:
        options.calls, options.seconds = 30, 0.3
    print(f"Python {platform.python_version()} ({platform.python_implementation()})")
    print()
    bench_exact(options.calls)
    bench_tables(options.calls)
    bench_coups(options.seconds)


if __name__ == "__main__":
    main()
