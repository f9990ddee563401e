"""The history database: migrations, one coup one row, totals and CSV against the rows.

Its bad files (set aside, a read-only folder, a full disk) are in ``test_history_bad_files.py``; the helpers
here (:func:`record_night`, :func:`a_real_history`, …) serve the other history tests too.
"""

from __future__ import annotations

import csv
import datetime as dt
import random
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from baccarat_qt.boundary.context import Context
from baccarat_qt.boundary.seat import Seat
from baccarat_qt.engine import BetSpot, TableKind
from baccarat_qt.engine.ending import Ending
from baccarat_qt.engine.events import HandResult
from baccarat_qt.engine.session import Session
from baccarat_qt.engine.shoe import Shoe, fisher_yates
from baccarat_qt.store import history_csv
from baccarat_qt.store import history_queries as queries
from baccarat_qt.store.history_store import (
    FILE_NAME,
    MIGRATIONS,
    SCHEMA_VERSION,
    SPOTS,
    HistoryStore,
    card_bytes,
    coup_values,
)
from baccarat_qt.store.leaderboard import Entry, Leaderboard
from tests.support.gui import play_a_hand

UID = "ab" * 16


def play(session: Session, hands: int) -> list[tuple[int, HandResult]]:
    """Play ``hands`` coups with a few bets each; the (number, result) of each."""
    played = []
    spots = [BetSpot.BANKER, BetSpot.PLAYER, BetSpot.TIE, BetSpot.PLAYER_PAIR]
    for n in range(hands):
        session.place_chip(spots[n % 2], 500)
        if n % 3 == 0:
            session.place_chip(spots[2 + n % 2], 500)
        session.deal()
        session.open_all()
        assert session.last_result is not None
        played.append((session.hands_played, session.last_result))
    return played


def record_night(store: HistoryStore, uid: str, hands: int, table: TableKind = TableKind.CLASSIC) -> Session:
    """A night of ``hands`` coups written as the seat writes them."""
    # A seeded shoe: on a random one, 300 hands of these bets now and then ran out of chips (over_balance).
    session = Session(table=table, rebet=False, shoe=Shoe(shuffler=fisher_yates(random.Random(7))))
    for number, result in play(session, hands):
        store.record(uid, table=table, deck="clasica", start_balance=50_000, coup=(number, result))
    return session


def build_at(path: Path, version: int) -> sqlite3.Connection:
    """A database as a game of schema ``version`` left it, with a night of three coups when it had coups."""
    db = sqlite3.connect(path, isolation_level=None)
    for step in MIGRATIONS[:version]:
        step(db)
    db.execute(f"PRAGMA user_version = {version}")
    if version >= 1:
        db.execute(
            "INSERT INTO night (uid, started, tbl, deck, start_balance) VALUES (?, 1700000000, 1, 'clasica', 50000)",
            (UID,),
        )
        session = Session(table=TableKind.NO_COMMISSION, rebet=False)
        for number, result in play(session, 3):
            row = coup_values(1, number, number * 30, result)
            if version < 4:  # before EZ: the five bets of CLÁSICA and SIN COMISIÓN
                row = row[:15] + row[-1:]
            db.execute("INSERT INTO coup VALUES (" + ", ".join("?" * len(row)) + ")", row)
    return db


def a_real_history(folder: Path, hands: int = 40) -> Path:
    """A history with one night, closed (checkpointed) so the file alone holds it."""
    store, _ = HistoryStore.open(folder)
    assert store is not None
    record_night(store, UID, hands)
    store.close()
    return folder / FILE_NAME


@pytest.mark.parametrize("version", range(SCHEMA_VERSION))
def test_migrates_from_every_earlier_version(tmp_path: Path, version: int) -> None:
    """A file of each earlier schema opens at the current one with every night and coup kept, and sums right."""
    build_at(tmp_path / FILE_NAME, version).close()
    store, problem = HistoryStore.open(tmp_path)
    assert problem is None and store is not None
    assert store.version == SCHEMA_VERSION
    rows = queries.coups(store.db, 1, 0, 100) if version else []
    assert len(rows) == (3 if version else 0)
    totals = queries.totals(store.db)
    assert totals.coups == len(rows)
    assert sum(b.staked for b in totals.bets) == sum(r.staked for r in rows)
    assert queries.night_count(store.db) == (1 if version else 0)
    assert store.night(None) == (None, None), "no night in progress came from an older file"
    board = Leaderboard([Entry("Ana", 60_000, TableKind.CLASSIC, dt.date(2026, 1, 2), UID)])
    store.finish(board)  # the top five (version 3) is there to be written
    store.close()
    again, problem = HistoryStore.open(tmp_path)
    assert problem is None and again is not None and again.version == SCHEMA_VERSION
    assert again.top_five()[0].entries == board.entries
    assert queries.night_count(again.db) == (1 if version else 0)
    again.close()


def test_one_coup_is_one_row_and_a_second_write_of_it_is_ignored(tmp_path: Path) -> None:
    """The same coup written twice (a crash, then settled again from the saved night) stays one row."""
    store, _ = HistoryStore.open(tmp_path)
    assert store is not None
    session = Session(rebet=False)
    ((number, result),) = play(session, 1)
    for _ in range(2):
        store.record(UID, table=session.table, deck="clasica", start_balance=50_000, coup=(number, result))
    rows = queries.coups(store.db, 1, 0, 10)
    assert [r.number for r in rows] == [1]
    assert rows[0].cards == result.coup.cards_in_deal_order
    assert rows[0].balance == session.balance
    assert queries.totals(store.db).coups == 1


def test_totals_equal_the_sums_of_the_rows(tmp_path: Path) -> None:
    """Nights, coups, best and worst, and each bet at each table: summed here from every row."""
    store, _ = HistoryStore.open(tmp_path)
    assert store is not None
    for k, (hands, table) in enumerate(
        [(7, TableKind.CLASSIC), (12, TableKind.NO_COMMISSION), (4, TableKind.CLASSIC)]
    ):
        session = record_night(store, f"{k:032x}", hands, table)
        store.record(
            f"{k:032x}",
            table=table,
            deck="clasica",
            start_balance=50_000,
            ending=(Ending.LEFT, session.balance),
        )
    totals = queries.totals(store.db)
    staked: dict[tuple[TableKind, BetSpot], list[int]] = {}
    nets = {}
    all_coups = 0
    for night in queries.nights(store.db, 0, 100):
        rows = queries.coups(store.db, night.id, 0, 1000)
        all_coups += len(rows)
        nets[night.id] = rows[-1].balance - 50_000
        for row in rows:
            for spot, stake, back in row.bets:
                pair = staked.setdefault((night.table, spot), [0, 0])
                pair[0] += stake
                pair[1] += back
    assert totals.nights == 3 and totals.coups == all_coups == 23
    assert {(b.table, b.spot): [b.staked, b.returned] for b in totals.bets} == staked
    assert totals.best is not None and totals.best.net == max(nets.values())
    assert totals.worst is not None and totals.worst.net == min(nets.values())


def test_csv_export_round_trips(tmp_path: Path) -> None:
    """Every coup comes back from the CSV: cards by side, totals, result, each bet and return, the balance."""
    store, _ = HistoryStore.open(tmp_path)
    assert store is not None
    record_night(store, "01" * 16, 9)
    record_night(store, "02" * 16, 5, TableKind.NO_COMMISSION)
    out = tmp_path / "export" / "todo.csv"
    assert history_csv.export_csv(store.db, out) == history_csv.Exported(14, out)
    with out.open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == 14
    back = []
    for row in rows:
        cards = row["cartas_jugador"].split() + row["cartas_banca"].split()
        bets = tuple(
            (
                spot,
                round(float(row[f"apuesta_{spot.value}"]) * 100),
                round(float(row[f"devuelto_{spot.value}"]) * 100),
            )
            for spot in SPOTS
            if float(row[f"apuesta_{spot.value}"]) > 0
        )
        back.append((row["noche"], int(row["mano"]), sorted(cards), bets, round(float(row["saldo"]) * 100)))
    expected = []
    for night in sorted(queries.nights(store.db, 0, 10), key=lambda n: n.id):
        for coup in queries.coups(store.db, night.id, 0, 100):
            expected.append((night.uid, coup.number, sorted(map(str, coup.cards)), coup.bets, coup.balance))
    assert back == expected
    one = tmp_path / "una.csv"
    assert history_csv.export_csv(store.db, one, [2]) == history_csv.Exported(5, one)


def test_a_night_played_through_the_game_is_one_row_per_coup(
    new_game: Callable[[], Context], written: Callable[[Seat], None]
) -> None:
    """Each settled coup is one row with the cards, the bets and the balance after; the end is kept."""
    game = new_game()
    game.night.startNight()
    balances = []
    for _ in range(6):
        play_a_hand(game)
        session = game.seat.session
        assert session is not None and session.last_result is not None
        balances.append(session.last_result.balance)  # before the rebet's chips go down again
    game.night.leave()
    written(game.seat)
    store = game.seat.history()
    assert store is not None
    (night,) = queries.nights(store.db, 0, 10)
    rows = queries.coups(store.db, night.id, 0, 100)
    assert [r.number for r in rows] == [1, 2, 3, 4, 5, 6]
    assert [r.balance for r in rows] == balances
    assert all(r.bets and r.bets[0][0] is BetSpot.BANKER for r in rows)
    assert night.ending is Ending.LEFT
    assert queries.balances(store.db, night.id) == [50_000, *balances]


def test_card_bytes_are_one_byte_per_card() -> None:
    """The packing the benchmark measures: a six-card coup is six bytes."""
    from baccarat_qt.engine.cards import full_deck

    assert len(card_bytes(full_deck()[:6])) == 6
