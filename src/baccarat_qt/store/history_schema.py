"""The history database's schema, its migrations and the packed form of a coup.

Version 1 made the nights and their coups; version 2 added the per-night
running sums the totals and the list read; version 3 brought in the night
in progress (its resume state, one row) and the top five, so one database
holds all the game's data; version 4 added the EZ table's two spots (DRAGÓN 7,
PANDA 8) to the coups and the sums (the table itself is code 2); version 5 indexed the nights that
can be shown, so that counting them and the list's pages skip the test of each row (the first H of a
long history); version 6 gave the night in progress and each top-five row a ``tag``, the HMAC of the
row under the installation's key (:mod:`baccarat_qt.store.saved_rows`). ``MIGRATIONS[k]`` takes a file
from version k to k + 1; one that shipped is never edited, a new one is
added.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import TYPE_CHECKING

from baccarat_qt.engine.cards import Card, full_deck
from baccarat_qt.engine.payouts import BetSpot, TableKind
from baccarat_qt.engine.rules import Coup, Outcome

if TYPE_CHECKING:
    from baccarat_qt.engine.events import HandResult

__all__ = [
    "BET_COLUMNS",
    "FILE_NAME",
    "INSERT_COUP",
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "SPOTS",
    "TAGGED_FROM",
    "card_bytes",
    "cards_from_bytes",
    "coup_values",
    "insert_rows",
    "migrate",
    "pack_outcome",
    "table_code",
    "table_of",
    "transaction",
    "unpack_outcome",
]

FILE_NAME = "history.sqlite3"
SPOTS: tuple[BetSpot, ...] = tuple(BetSpot)
"""Every bet of every table, in the order of their columns."""
_V1_COLUMNS = ("p", "b", "t", "pp", "bp")
"""Column stems of the five bets of version 1: ``s_p`` is the stake on JUGADOR, ``r_p`` what came back."""
_EZ_COLUMNS = ("d7", "p8")
"""Column stems of DRAGÓN 7 and PANDA 8 (version 4)."""
_COLUMNS = _V1_COLUMNS + _EZ_COLUMNS
"""The stems of :data:`SPOTS`, in their order."""
BET_COLUMNS = ", ".join(f"s_{c}, r_{c}" for c in _COLUMNS)
"""Every bet's stake and return columns, in :data:`SPOTS` order (of ``coup`` and of ``night_sum``)."""
_CARDS = full_deck()
_CARD_BYTE = {card: n for n, card in enumerate(_CARDS)}
_OUTCOME_CODE = {Outcome.PLAYER: 0, Outcome.BANKER: 1, Outcome.TIE: 2}
_TABLE_CODE = {TableKind.CLASSIC: 0, TableKind.NO_COMMISSION: 1, TableKind.EZ: 2}


def _v1(db: sqlite3.Connection) -> None:
    """Version 1: the nights and their coups."""
    db.execute(
        "CREATE TABLE night ("
        " id INTEGER PRIMARY KEY,"
        " uid TEXT NOT NULL UNIQUE,"  # the saved night's 32-hex id
        " started INTEGER NOT NULL,"  # unix seconds
        " ended INTEGER,"
        " tbl INTEGER NOT NULL,"  # 0 CLÁSICA, 1 SIN COMISIÓN, 2 EZ (version 4)
        " deck TEXT NOT NULL,"
        " start_balance INTEGER NOT NULL,"
        " final_balance INTEGER,"
        " ending INTEGER NOT NULL DEFAULT 0)"
    )
    bets = ", ".join(
        f"s_{c} INTEGER NOT NULL DEFAULT 0, r_{c} INTEGER NOT NULL DEFAULT 0" for c in _V1_COLUMNS
    )
    db.execute(
        "CREATE TABLE coup ("
        " night INTEGER NOT NULL,"
        " n INTEGER NOT NULL,"  # 1, 2, … within the night
        " t INTEGER NOT NULL,"  # seconds since the night started
        " cards BLOB NOT NULL,"  # one byte per card, deal order
        " outcome INTEGER NOT NULL,"  # pack_outcome
        f" {bets},"
        " balance INTEGER NOT NULL,"
        " PRIMARY KEY (night, n)) WITHOUT ROWID"
    )


def _v2(db: sqlite3.Connection) -> None:
    """Version 2: running sums per night (the totals and the list without reading every coup)."""
    sums = ", ".join(
        f"s_{c} INTEGER NOT NULL DEFAULT 0, r_{c} INTEGER NOT NULL DEFAULT 0" for c in _V1_COLUMNS
    )
    db.execute(
        "CREATE TABLE night_sum (night INTEGER PRIMARY KEY, coups INTEGER NOT NULL DEFAULT 0,"
        f" last_n INTEGER NOT NULL DEFAULT 0, last_balance INTEGER, {sums})"
    )
    _sum_trigger(db, _V1_COLUMNS)
    cols = ", ".join(f"s_{c}, r_{c}" for c in _V1_COLUMNS)
    totals = ", ".join(f"SUM(s_{c}), SUM(r_{c})" for c in _V1_COLUMNS)
    db.execute(
        f"INSERT INTO night_sum (night, coups, last_n, last_balance, {cols})"
        f" SELECT night, COUNT(*), MAX(n), (SELECT c2.balance FROM coup c2 WHERE c2.night = c.night"
        f" ORDER BY c2.n DESC LIMIT 1), {totals} FROM coup c GROUP BY night"
    )
    db.execute("CREATE INDEX night_started ON night (started, id)")


def _v3(db: sqlite3.Connection) -> None:
    """Version 3: the night in progress (one row) and the top five, once in their own JSON files."""
    db.execute(
        "CREATE TABLE resume ("
        " id INTEGER PRIMARY KEY CHECK (id = 1),"  # one night in progress at most
        " doc TEXT NOT NULL)"  # the night as night.json held it: {"schema", "version", "data"}, cards sealed
    )
    db.execute(
        "CREATE TABLE top_five ("
        " place INTEGER PRIMARY KEY,"  # 0 is first
        " name TEXT NOT NULL,"
        " score INTEGER NOT NULL,"  # hundredths of a chip
        " tbl TEXT NOT NULL,"  # the table kind's value
        " day TEXT NOT NULL,"  # ISO date
        " night TEXT NOT NULL DEFAULT '')"  # the night's uid, or empty
    )


def _v4(db: sqlite3.Connection) -> None:
    """Version 4: the EZ table's DRAGÓN 7 and PANDA 8, in each coup and in the per-night sums (0 before)."""
    for table in ("coup", "night_sum"):
        for c in _EZ_COLUMNS:
            for kind in ("s", "r"):
                db.execute(f"ALTER TABLE {table} ADD COLUMN {kind}_{c} INTEGER NOT NULL DEFAULT 0")
    db.execute("DROP TRIGGER coup_sum")
    _sum_trigger(db, _COLUMNS)


_SHOWN_V5 = (
    "typeof(started) = 'integer' AND started BETWEEN 0 AND 32503680000 AND tbl IN (0, 1, 2)"
    " AND ending IN (0, 1, 2)"
    " AND (typeof(start_balance) = 'integer' AND start_balance BETWEEN -9007199254740991 AND 9007199254740991)"
    " AND (final_balance IS NULL OR (typeof(final_balance) = 'integer'"
    " AND final_balance BETWEEN -9007199254740991 AND 9007199254740991))"
)
"""``history_readable.NIGHT_READABLE`` as version 5 wrote it (a test checks that its queries still use the index)."""


def _v5_shown_nights(db: sqlite3.Connection) -> None:
    """Version 5: an index of the nights that can be shown: SQLite keeps it as rows are written or edited, so
    counting the readable nights reads the index alone, and the list's pages walk it in their order."""
    db.execute(f"CREATE INDEX night_shown ON night (started, id) WHERE {_SHOWN_V5}")


def _sum_trigger(db: sqlite3.Connection, columns: Sequence[str]) -> None:
    """The trigger that adds each coup written to its night's sums (of these bets' columns)."""
    adds = ", ".join(f"s_{c} = s_{c} + NEW.s_{c}, r_{c} = r_{c} + NEW.r_{c}" for c in columns)
    db.execute(
        "CREATE TRIGGER coup_sum AFTER INSERT ON coup BEGIN"
        " INSERT OR IGNORE INTO night_sum (night) VALUES (NEW.night);"
        " UPDATE night_sum SET coups = coups + 1,"
        " last_balance = CASE WHEN NEW.n >= last_n THEN NEW.balance ELSE last_balance END,"
        f" last_n = MAX(last_n, NEW.n), {adds} WHERE night = NEW.night;"
        " END"
    )


def _v6(db: sqlite3.Connection) -> None:
    """Version 6: each row of the night in progress and of the top five authenticated (``tag``: an
    HMAC-SHA256 under the installation's key, :func:`baccarat_qt.store.seal.row_tag`; NULL is no tag).
    The rows already there are tagged in the same transaction (:func:`migrate`'s ``adopt``)."""
    for table in ("resume", "top_five"):
        db.execute(f"ALTER TABLE {table} ADD COLUMN tag BLOB")


MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (_v1, _v2, _v3, _v4, _v5_shown_nights, _v6)
"""``MIGRATIONS[k]`` takes a database from version k to k + 1; never edit one that shipped, add one."""
SCHEMA_VERSION = len(MIGRATIONS)


def card_bytes(cards: Iterable[Card]) -> bytes:
    """Cards as one byte each (their place in :func:`full_deck`).

    >>> cards_from_bytes(card_bytes([Card.parse("9H"), Card.parse("KS")])) == (Card.parse("9H"), Card.parse("KS"))
    True
    """
    return bytes(_CARD_BYTE[card] for card in cards)


def cards_from_bytes(data: bytes) -> tuple[Card, ...]:
    """The cards :func:`card_bytes` packed."""
    return tuple(_CARDS[b] for b in data)


def pack_outcome(coup: Coup) -> int:
    """Totals, result, pairs and natural in one small integer.

    >>> unpack_outcome(pack_outcome(Coup.from_codes("9H KS", "4C 4D 8S")))
    (9, 6, <Outcome.PLAYER: 'player'>, False, True, True)
    """
    return (
        coup.player_total
        | coup.banker_total << 4
        | _OUTCOME_CODE[coup.outcome] << 8
        | coup.player_pair << 10
        | coup.banker_pair << 11
        | coup.natural << 12
    )


def unpack_outcome(code: int) -> tuple[int, int, Outcome, bool, bool, bool]:
    """Player total, banker total, result, player pair, banker pair, natural."""
    outcome = next(o for o, c in _OUTCOME_CODE.items() if c == (code >> 8) & 3)
    return (
        code & 15,
        (code >> 4) & 15,
        outcome,
        bool(code >> 10 & 1),
        bool(code >> 11 & 1),
        bool(code >> 12 & 1),
    )


def table_code(table: TableKind) -> int:
    """The table as stored."""
    return _TABLE_CODE[table]


def table_of(code: int) -> TableKind:
    """The table a stored code stands for."""
    return next((table for table, stored in _TABLE_CODE.items() if stored == code), TableKind.CLASSIC)


INSERT_COUP = (
    f"INSERT OR IGNORE INTO coup (night, n, t, cards, outcome, {BET_COLUMNS}, balance)"
    f" VALUES ({', '.join('?' * (6 + 2 * len(_COLUMNS)))})"
)
"""Writes one coup's row (:func:`coup_values`); a coup already written is left as it is."""


def coup_values(night: int, number: int, seconds: int, result: HandResult) -> tuple[object, ...]:
    """The row of one settled coup."""
    bets: dict[BetSpot, tuple[int, int]] = {s.spot: (s.stake, s.returned) for s in result.spots}
    flat: list[int] = []
    for spot in SPOTS:
        flat.extend(bets.get(spot, (0, 0)))
    coup = result.coup
    return (
        night,
        number,
        seconds,
        card_bytes(coup.cards_in_deal_order),
        pack_outcome(coup),
        *flat,
        result.balance,
    )


def insert_rows(db: sqlite3.Connection, rows: Sequence[tuple[object, ...]]) -> None:
    """Many coup rows at once (the benchmark's generator, the import)."""
    db.executemany(INSERT_COUP, rows)


@contextlib.contextmanager
def transaction(db: sqlite3.Connection) -> Iterator[None]:
    """``BEGIN IMMEDIATE`` … ``COMMIT``; a rollback when the body raises."""
    db.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


TAGGED_FROM = 6
"""The version from which the night in progress and the top five carry their tags."""


def migrate(db: sqlite3.Connection, adopt: Callable[[sqlite3.Connection], None] | None = None) -> None:
    """Run the migrations the file has not had, each in its own transaction with its version.

    ``adopt`` tags the rows an earlier game wrote, in the transaction that gives them their
    ``tag`` column (:data:`TAGGED_FROM`): once, never again on that file.
    """
    while (version := int(db.execute("PRAGMA user_version").fetchone()[0])) < SCHEMA_VERSION:
        with transaction(db):
            again = int(db.execute("PRAGMA user_version").fetchone()[0])
            if again != version:
                continue
            MIGRATIONS[version](db)
            if version + 1 == TAGGED_FROM and adopt is not None:
                adopt(db)
            db.execute(f"PRAGMA user_version = {version + 1}")
