"""Make a history database of many nights for the history benchmark.

    python benchmarks/make_history.py OUT_FOLDER [--nights 10000] [--coups 1000000] [--seed 1]

Each night is played by the engine's own rules (``deal_coup`` from a shuffled
shoe, ``settle_spots`` for the returns) with random bets of one to three
spots, and written through the store's own schema and row format
(``history_store.coup_values``) in batches. Prints the file's size and bytes
per coup (after a checkpoint; and after VACUUM with ``--vacuum``).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path

from _support import scratch  # (this tree's src/ first on the import path)
from baccarat_qt.engine import BetSpot, Shoe, TableKind, deal_coup
from baccarat_qt.engine.bets import settle_spots
from baccarat_qt.engine.events import HandResult
from baccarat_qt.engine.shoe import CUT_CARD_AT, fisher_yates
from baccarat_qt.store.history_store import (
    FILE_NAME,
    Ending,
    HistoryStore,
    coup_values,
    insert_rows,
    table_code,
    transaction,
)

STAKES = (500, 2_500, 10_000)
START = 50_000


def bets(rng: random.Random, balance: int) -> dict[BetSpot, int]:
    """One to three spots, never both sides, within the balance."""
    side = rng.choice((BetSpot.PLAYER, BetSpot.BANKER))
    chosen = {side: rng.choice(STAKES)}
    if rng.random() < 0.15:
        chosen[BetSpot.TIE] = 500
    if rng.random() < 0.1:
        chosen[rng.choice((BetSpot.PLAYER_PAIR, BetSpot.BANKER_PAIR))] = 500
    while sum(chosen.values()) > balance and chosen:
        chosen.popitem()
    return chosen


def main() -> int:
    """Generate the database."""
    parser = argparse.ArgumentParser()
    parser.add_argument(
        "out", type=Path, nargs="?", help="a new folder (with --quick: a temporary one if none)"
    )
    parser.add_argument("--nights", type=int, default=10_000)
    parser.add_argument("--coups", type=int, default=1_000_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--vacuum", action="store_true")
    parser.add_argument("--quick", action="store_true", help="20 nights, 2,000 coups (CI: it still runs)")
    args = parser.parse_args()
    if args.quick:
        args.nights, args.coups = 20, 2_000
        if args.out is None:
            args.out = scratch("baccarat-make-history-")  # only a check that it runs: removed at the end
    if args.out is None:
        parser.error("the folder to write is needed (except with --quick)")
    args.out.mkdir(parents=True, exist_ok=True)
    if (args.out / FILE_NAME).exists():
        print("the folder already has a history", file=sys.stderr)
        return 1
    store, problem = HistoryStore.open(args.out)
    assert store is not None and problem is None
    db = store.db
    db.execute("PRAGMA synchronous=OFF")
    rng = random.Random(args.seed)
    per_night = args.coups // args.nights
    extra = args.coups - per_night * args.nights
    began = time.perf_counter()
    stamp = 1_700_000_000
    shoe = Shoe(shuffler=fisher_yates(random.Random(args.seed)))
    written = 0
    with transaction(db):
        for number in range(args.nights):
            table = rng.choice(list(TableKind))
            stamp += rng.randrange(3_600, 200_000)
            cursor = db.execute(
                "INSERT INTO night (uid, started, tbl, deck, start_balance) VALUES (?, ?, ?, ?, ?)",
                (os.urandom(16).hex(), stamp, table_code(table), "clasica", START),
            )
            night = cursor.lastrowid
            assert night is not None
            balance, rows = START, []
            count = per_night + (1 if number < extra else 0)
            for n in range(1, count + 1):
                if len(shoe.remaining) <= CUT_CARD_AT:
                    shoe = Shoe(shuffler=fisher_yates(random.Random(rng.random())))
                coup = deal_coup(shoe.draw)
                staked = bets(rng, balance) if balance >= 500 else {}
                spots = settle_spots(table, staked, coup)
                balance += sum(s.returned - s.stake for s in spots)
                rows.append(coup_values(night, n, n * 40, HandResult(coup, table, spots, balance)))
            insert_rows(db, rows)
            written += len(rows)
            db.execute(
                "UPDATE night SET ended = ?, final_balance = ?, ending = ? WHERE id = ?",
                (stamp + count * 40, balance, int(Ending.LEFT), night),
            )
            if number % 1000 == 999:
                db.execute("COMMIT")
                db.execute("BEGIN")
                print(
                    f"{number + 1} nights, {written} coups, {time.perf_counter() - began:.0f} s", flush=True
                )
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    size = os.path.getsize(args.out / FILE_NAME)
    print(f"{args.nights} nights, {written} coups: {size} bytes, {size / written:.1f} bytes per coup")
    if args.vacuum:
        db.execute("VACUUM")
        size = os.path.getsize(args.out / FILE_NAME)
        print(f"after VACUUM: {size} bytes, {size / written:.1f} bytes per coup")
    store.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
