"""Reading the history: pages of nights and coups, a night's balance, the totals.

Every query reads one page (the list models ask for the next page when the
view reaches the end of what it has); nothing loads the whole history. The
totals come from ``night_sum``, the per-night sums the database keeps as
coups are written, so they cost one row per night, not one per coup.

A row edited into nonsense (a text or far-future start, an unknown ending or
result, cards the rules could not have dealt) is left out by the queries
themselves (:data:`NIGHT_READABLE`, :func:`readable_coup`), so the counts and
the pages agree, and the ones left out are counted (:func:`night_counts`,
:func:`coup_counts`): nothing read here raises on what a row holds.
"""

from __future__ import annotations

import datetime as dt
import sqlite3
from dataclasses import dataclass

from baccarat_qt.engine.cards import Card
from baccarat_qt.engine.ending import Ending
from baccarat_qt.engine.payouts import BetSpot, TableKind
from baccarat_qt.engine.rules import Coup, Outcome, deal_coup
from baccarat_qt.store.history_readable import (
    COUP_READABLE,
    NIGHT_READABLE,
    SUMS_BALANCE,
    SUMS_COUPS,
    readable_coup,
    run,
)
from baccarat_qt.store.history_schema import BET_COLUMNS
from baccarat_qt.store.history_store import SPOTS, cards_from_bytes, table_of, unpack_outcome

__all__ = [
    "BETS",
    "BetTotal",
    "CoupRow",
    "NightRow",
    "Totals",
    "balances",
    "coup_count",
    "coup_counts",
    "coup_row",
    "coups",
    "night_count",
    "night_counts",
    "nights",
    "totals",
]

BETS = BET_COLUMNS


@dataclass(frozen=True, slots=True)
class NightRow:
    """One night in the list."""

    id: int
    uid: str
    started: dt.datetime
    table: TableKind
    deck: str
    coups: int
    start_balance: int
    balance: int
    """The final balance, or the balance after its last coup while it goes on."""
    ending: Ending

    @property
    def net(self) -> int:
        """What the night won (positive) or lost."""
        return self.balance - self.start_balance


@dataclass(frozen=True, slots=True)
class CoupRow:
    """One coup of a night."""

    number: int
    seconds: int
    cards: tuple[Card, ...]
    """In deal order: P, B, P, B, then the thirds."""
    player_total: int
    banker_total: int
    outcome: Outcome
    player_pair: bool
    banker_pair: bool
    natural: bool
    bets: tuple[tuple[BetSpot, int, int], ...]
    """(spot, stake, returned) of each spot that had chips."""
    balance: int

    @property
    def coup(self) -> Coup:
        """The coup itself: the rules deal the stored cards again (they say which side a third card went to)."""
        return deal_coup(iter(self.cards).__next__)

    @property
    def staked(self) -> int:
        """Everything staked on the coup."""
        return sum(stake for _, stake, _ in self.bets)

    @property
    def returned(self) -> int:
        """Everything that came back."""
        return sum(back for _, _, back in self.bets)


@dataclass(frozen=True, slots=True)
class BetTotal:
    """One bet at one table, across every night."""

    table: TableKind
    spot: BetSpot
    staked: int
    returned: int


@dataclass(frozen=True, slots=True)
class Totals:
    """Across every night."""

    nights: int
    coups: int
    best: NightRow | None
    worst: NightRow | None
    bets: tuple[BetTotal, ...]


_NIGHT_SELECT = (
    f"SELECT n.id, n.uid, n.started, n.tbl, n.deck, {SUMS_COUPS}, n.start_balance,"
    f" COALESCE(n.final_balance, {SUMS_BALANCE}, n.start_balance),"
    " n.ending FROM night n LEFT JOIN night_sum s ON s.night = n.id"
)


def _night(row: tuple[object, ...]) -> NightRow:
    nid, uid, started, tbl, deck, count, start, balance, ending = row
    return NightRow(
        int(str(nid)),
        str(uid),
        dt.datetime.fromtimestamp(int(str(started))),
        table_of(int(str(tbl))),
        str(deck),
        int(str(count)),
        int(str(start)),
        int(str(balance)),
        Ending(int(str(ending))),
    )


def night_counts(db: sqlite3.Connection) -> tuple[int, int]:
    """How many nights can be shown, and how many are kept that cannot."""
    row = db.execute(  # the readable ones counted in their index (version 5) alone
        f"SELECT (SELECT COUNT(*) FROM night), (SELECT COUNT(*) FROM night n WHERE {NIGHT_READABLE})"
    ).fetchone()
    return int(row[1]), int(row[0]) - int(row[1])


def night_count(db: sqlite3.Connection) -> int:
    """How many nights can be shown."""
    return night_counts(db)[0]


def nights(db: sqlite3.Connection, offset: int, limit: int) -> list[NightRow]:
    """A page of the nights that can be shown, the latest first."""
    rows = db.execute(
        f"{_NIGHT_SELECT} WHERE {NIGHT_READABLE} ORDER BY n.started DESC, n.id DESC LIMIT ? OFFSET ?",
        (limit, offset),
    )
    return [_night(row) for row in rows]


def night(db: sqlite3.Connection, night_id: int) -> NightRow | None:
    """One night by its row id (None when there is none, or it cannot be shown)."""
    row = db.execute(f"{_NIGHT_SELECT} WHERE n.id = ? AND {NIGHT_READABLE}", (night_id,)).fetchone()
    return None if row is None else _night(row)


def coup_counts(db: sqlite3.Connection, night_id: int) -> tuple[int, int]:
    """How many of the night's coups can be shown, and how many are kept that cannot."""
    row = run(
        db,
        f"SELECT COUNT(*), TOTAL(CASE WHEN {COUP_READABLE} THEN 1 ELSE 0 END) FROM coup WHERE night = ?",
        (night_id,),
    ).fetchone()
    return int(row[1]), int(row[0]) - int(row[1])


def coup_count(db: sqlite3.Connection, night_id: int) -> int:
    """How many of the night's coups can be shown."""
    return coup_counts(db, night_id)[0]


def coup_row(row: tuple[object, ...], *, checked: bool = False) -> CoupRow:
    """A row of ``coup`` (n, t, cards, outcome, the bets, balance) as read (``checked``: its cards and
    outcome already passed :func:`readable_coup`).

    Raises:
        ValueError: it is not one :func:`readable_coup` would pass.
    """
    number, seconds, cards, outcome, *bets, balance = row
    if not isinstance(cards, bytes) or not isinstance(outcome, int):
        raise ValueError("a coup the rules could not have dealt")
    if not checked and not readable_coup(cards, outcome):
        raise ValueError("a coup the rules could not have dealt")
    p, b, result, ppair, bpair, natural = unpack_outcome(outcome)
    amounts = [int(str(x)) for x in bets]
    spots = tuple(
        (spot, amounts[2 * i], amounts[2 * i + 1]) for i, spot in enumerate(SPOTS) if amounts[2 * i] > 0
    )
    return CoupRow(
        int(str(number)),
        int(str(seconds)),
        cards_from_bytes(cards),
        p,
        b,
        result,
        ppair,
        bpair,
        natural,
        spots,
        int(str(balance)),
    )


def coups(db: sqlite3.Connection, night_id: int, offset: int, limit: int) -> list[CoupRow]:
    """A page of the night's coups that can be shown, in the order played."""
    rows = run(
        db,
        f"SELECT n, t, cards, outcome, {BETS}, balance FROM coup WHERE night = ? AND {COUP_READABLE}"
        " ORDER BY n LIMIT ? OFFSET ?",
        (night_id, limit, offset),
    )
    return [coup_row(row) for row in rows]


def balances(db: sqlite3.Connection, night_id: int) -> list[int]:
    """The balance at the start and after each coup that can be shown (for the chart)."""
    shown = night(db, night_id)
    if shown is None:
        return []
    start = (shown.start_balance,)
    rows = run(db, f"SELECT balance FROM coup WHERE night = ? AND {COUP_READABLE} ORDER BY n", (night_id,))
    return [int(start[0]), *(int(row[0]) for row in rows)]


def totals(db: sqlite3.Connection) -> Totals:
    """Nights, coups, the best and worst night, and each bet at each table."""
    good = (
        f"WITH good AS MATERIALIZED (SELECT n.id, n.tbl, {SUMS_COUPS} AS coups,"
        f" COALESCE(n.final_balance, {SUMS_BALANCE}, n.start_balance) - n.start_balance AS net"
        f" FROM night n LEFT JOIN night_sum s ON s.night = n.id WHERE {NIGHT_READABLE})"
    )
    count, played, best_id, worst_id = db.execute(
        f"{good} SELECT (SELECT COUNT(*) FROM good), (SELECT TOTAL(coups) FROM good),"
        " (SELECT id FROM good WHERE coups > 0 ORDER BY net DESC, id LIMIT 1),"
        " (SELECT id FROM good WHERE coups > 0 ORDER BY net ASC, id LIMIT 1)"
    ).fetchone()
    best = night(db, int(best_id)) if best_id is not None else None
    worst = night(db, int(worst_id)) if worst_id is not None else None
    sums = ", ".join(f"TOTAL(s.{column})" for column in BET_COLUMNS.split(", "))  # TOTAL: never overflows
    per_table = db.execute(
        f"SELECT n.tbl, {sums} FROM night_sum s JOIN night n ON n.id = s.night WHERE {NIGHT_READABLE}"
        " GROUP BY n.tbl ORDER BY n.tbl"
    ).fetchall()
    bets: list[BetTotal] = []
    for row in per_table:
        table = table_of(int(row[0]))
        for i, spot in enumerate(SPOTS):
            staked, back = int(row[1 + 2 * i] or 0), int(row[2 + 2 * i] or 0)
            if staked:
                bets.append(BetTotal(table, spot, staked, back))
    return Totals(int(count), int(played), best, worst, tuple(bets))
