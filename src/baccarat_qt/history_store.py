"""The history of every night: one embedded SQLite database in the data folder.

``history.sqlite3`` holds every settled coup of every night, one row each,
appended in one small transaction when the coup settles, and one row per
night (start, end, table, deck, final balance, how it ended). It is opened
in WAL mode; its schema has a version (``PRAGMA user_version``) brought up
to date by ordered migrations (:data:`MIGRATIONS`), each in one transaction.

A coup is written compactly (about 40 bytes of data): its cards as one byte
each in deal order, the totals, result, pairs and natural folded into one
small integer (:func:`pack_outcome`), the stake and the return of each of the
five bets as integers (0, the usual value, takes no space in SQLite's record
format), the balance after it, and the seconds since the night began.

A coup's key is (night, its number in the night), and it is written with
``INSERT OR IGNORE``: a coup recorded just before a crash, then settled
again from the saved night after the restart (the same cards from the same
saved shoe, the same stake), is not recorded twice. The coup is written
before the night's resume file, so a crash between the two loses nothing.

Settled cards are on the table for everyone to see: the history needs no
seal (the cards still to come stay sealed in the night's file).

A file that is not a database, is truncated or fails ``PRAGMA quick_check``
is set aside (with its ``-wal`` and ``-shm``: a stale journal must not be
replayed into a new file) and a new history begins; a file of a newer schema
is left untouched and the game runs without a history. Nothing here deletes
or overwrites a database it could not read.

>>> import tempfile
>>> from pathlib import Path
>>> store, problem = HistoryStore.open(Path(tempfile.mkdtemp()))
>>> problem is None, store is not None and store.version == SCHEMA_VERSION
(True, True)
"""

from __future__ import annotations

import contextlib
import enum
import os
import sqlite3
import stat
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from baccarat_qt.engine.cards import Card, full_deck
from baccarat_qt.engine.events import HandResult
from baccarat_qt.engine.payouts import BetSpot, TableKind
from baccarat_qt.engine.rules import Coup, Outcome
from baccarat_qt.storage import _aside_name, _fsync_dir

__all__ = [
    "FILE_NAME",
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "Ending",
    "HistoryProblem",
    "HistoryStore",
    "StoreProblem",
    "card_bytes",
    "cards_from_bytes",
    "pack_outcome",
    "unpack_outcome",
]

FILE_NAME = "history.sqlite3"
SPOTS: tuple[BetSpot, ...] = tuple(BetSpot)
"""The five bets, in the order of their columns."""
_COLUMNS = ("p", "b", "t", "pp", "bp")
"""Column stems of the five bets: ``s_p`` is the stake on JUGADOR, ``r_p`` what came back."""
_CARDS = full_deck()
_CARD_BYTE = {card: n for n, card in enumerate(_CARDS)}
_OUTCOME_CODE = {Outcome.PLAYER: 0, Outcome.BANKER: 1, Outcome.TIE: 2}
_TABLE_CODE = {TableKind.CLASSIC: 0, TableKind.NO_COMMISSION: 1}
SQLITE_MAGIC = b"SQLite format 3\x00"


class Ending(enum.IntEnum):
    """How a night ended (0: not yet)."""

    PLAYING = 0
    LEFT = 1
    """RETIRARSE."""
    OUT_OF_CHIPS = 2


class StoreProblem(enum.Enum):
    """Why the history could not be used as it was."""

    NOT_A_FILE = "not_a_file"
    NOT_A_DATABASE = "not_a_database"
    """Not SQLite, or truncated."""
    DAMAGED = "damaged"
    """``PRAGMA quick_check`` found faults."""
    NEWER = "newer"
    """Written by a newer game: left untouched, the game runs without history."""
    UNWRITABLE = "unwritable"
    """Read-only folder, full disk, or the file cannot be opened."""


@dataclass(frozen=True, slots=True)
class HistoryProblem:
    """What went wrong with the history file, and where a bad file was set aside."""

    problem: StoreProblem
    path: Path
    moved_to: Path | None = None
    detail: str = ""


def _v1(db: sqlite3.Connection) -> None:
    """Version 1: the nights and their coups."""
    db.execute(
        "CREATE TABLE night ("
        " id INTEGER PRIMARY KEY,"
        " uid TEXT NOT NULL UNIQUE,"  # the saved night's 32-hex id
        " started INTEGER NOT NULL,"  # unix seconds
        " ended INTEGER,"
        " tbl INTEGER NOT NULL,"  # 0 CLÁSICA, 1 SIN COMISIÓN
        " deck TEXT NOT NULL,"
        " start_balance INTEGER NOT NULL,"
        " final_balance INTEGER,"
        " ending INTEGER NOT NULL DEFAULT 0)"
    )
    bets = ", ".join(f"s_{c} INTEGER NOT NULL DEFAULT 0, r_{c} INTEGER NOT NULL DEFAULT 0" for c in _COLUMNS)
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
    sums = ", ".join(f"s_{c} INTEGER NOT NULL DEFAULT 0, r_{c} INTEGER NOT NULL DEFAULT 0" for c in _COLUMNS)
    db.execute(
        "CREATE TABLE night_sum (night INTEGER PRIMARY KEY, coups INTEGER NOT NULL DEFAULT 0,"
        f" last_n INTEGER NOT NULL DEFAULT 0, last_balance INTEGER, {sums})"
    )
    adds = ", ".join(f"s_{c} = s_{c} + NEW.s_{c}, r_{c} = r_{c} + NEW.r_{c}" for c in _COLUMNS)
    db.execute(
        "CREATE TRIGGER coup_sum AFTER INSERT ON coup BEGIN"
        " INSERT OR IGNORE INTO night_sum (night) VALUES (NEW.night);"
        " UPDATE night_sum SET coups = coups + 1,"
        " last_balance = CASE WHEN NEW.n >= last_n THEN NEW.balance ELSE last_balance END,"
        f" last_n = MAX(last_n, NEW.n), {adds} WHERE night = NEW.night;"
        " END"
    )
    cols = ", ".join(f"s_{c}, r_{c}" for c in _COLUMNS)
    totals = ", ".join(f"SUM(s_{c}), SUM(r_{c})" for c in _COLUMNS)
    db.execute(
        f"INSERT INTO night_sum (night, coups, last_n, last_balance, {cols})"
        f" SELECT night, COUNT(*), MAX(n), (SELECT c2.balance FROM coup c2 WHERE c2.night = c.night"
        f" ORDER BY c2.n DESC LIMIT 1), {totals} FROM coup c GROUP BY night"
    )
    db.execute("CREATE INDEX night_started ON night (started, id)")


MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (_v1, _v2)
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
    return TableKind.NO_COMMISSION if code == 1 else TableKind.CLASSIC


class HistoryStore:
    """One open history database."""

    def __init__(self, db: sqlite3.Connection, path: Path, *, read_only: bool = False) -> None:
        self.db = db
        self.path = path
        self.read_only = read_only
        self._night_ids: dict[str, int] = {}

    @property
    def version(self) -> int:
        """The schema version of the open file."""
        return int(self.db.execute("PRAGMA user_version").fetchone()[0])

    @classmethod
    def open(cls, folder: Path, *, check: bool = True) -> tuple[HistoryStore | None, HistoryProblem | None]:
        """Open (or create) the history in ``folder``, brought up to the current schema.

        Returns the store and None; or None and the problem when there is no
        usable history (a newer file, a folder that cannot be written); or a
        new store and the problem when a bad file was set aside.
        """
        path = folder / FILE_NAME
        problem: HistoryProblem | None = None
        bad = _refusal(path)
        if bad is not None:
            moved = _set_aside(path)
            problem = HistoryProblem(bad[0], path, moved, bad[1])
            if moved is None:
                return None, problem
        try:
            store = cls._connect(path, check=check)
        except _Newer as newer:
            return None, HistoryProblem(StoreProblem.NEWER, path, None, str(newer))
        except _Bad as damaged:
            moved = _set_aside(path)
            problem = HistoryProblem(damaged.problem, path, moved, str(damaged))
            if moved is None:
                return None, problem
            try:
                store = cls._connect(path, check=False)
            except (sqlite3.Error, OSError, _Bad, _Newer) as error:
                return None, HistoryProblem(StoreProblem.UNWRITABLE, path, moved, str(error))
        except (sqlite3.Error, OSError) as error:
            return None, HistoryProblem(StoreProblem.UNWRITABLE, path, None, str(error))
        return store, problem

    @classmethod
    def _connect(cls, path: Path, *, check: bool) -> HistoryStore:
        path.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(path, isolation_level=None, check_same_thread=False, timeout=5.0)
        try:
            try:
                version = int(db.execute("PRAGMA user_version").fetchone()[0])
                if version > SCHEMA_VERSION:
                    raise _Newer(f"schema {version}, this game knows {SCHEMA_VERSION}")
                if check:
                    found = [row[0] for row in db.execute("PRAGMA quick_check")]
                    if found != ["ok"]:
                        raise _Bad(StoreProblem.DAMAGED, "; ".join(map(str, found))[:200])
            except sqlite3.DatabaseError as error:
                if isinstance(error, sqlite3.OperationalError) and "locked" in str(error):
                    raise
                raise _Bad(StoreProblem.NOT_A_DATABASE, str(error)) from error
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
            migrate(db)
        except BaseException:
            db.close()
            raise
        return cls(db, path)

    def close(self) -> None:
        """Close the file (a checkpoint folds the journal back in)."""
        with contextlib.suppress(sqlite3.Error):
            self.db.close()

    # --- writing ---------------------------------------------------------------------------

    def night_id(self, uid: str) -> int | None:
        """The row id of the night with this saved-night id, or None."""
        if uid in self._night_ids:
            return self._night_ids[uid]
        row = self.db.execute("SELECT id FROM night WHERE uid = ?", (uid,)).fetchone()
        if row is not None:
            self._night_ids[uid] = int(row[0])
            return int(row[0])
        return None

    def record(
        self,
        uid: str,
        *,
        table: TableKind,
        deck: str,
        start_balance: int,
        coup: tuple[int, HandResult] | None = None,
        ending: tuple[Ending, int] | None = None,
        now: float | None = None,
    ) -> None:
        """In one transaction: the night's row (made if new), its coup ``(number, result)`` and its end.

        Raises:
            sqlite3.Error: the file cannot be written (read-only, full disk): nothing was written.
        """
        stamp = int(time.time() if now is None else now)
        with transaction(self.db):
            night = self._night_row(uid, table, deck, start_balance, stamp)
            if coup is not None:
                number, result = coup
                started = self.db.execute("SELECT started FROM night WHERE id = ?", (night,)).fetchone()[0]
                inserted = self.db.execute(
                    _INSERT_COUP, coup_values(night, number, max(0, stamp - started), result)
                ).rowcount
                if inserted and ending is None:  # played on after an end a crash kept from its file
                    self.db.execute(
                        "UPDATE night SET ended = NULL, final_balance = NULL, ending = 0 WHERE id = ? AND ending",
                        (night,),
                    )
            if ending is not None:
                how, balance = ending
                self.db.execute(
                    "UPDATE night SET ended = ?, final_balance = ?, ending = ? WHERE id = ? AND ending = 0",
                    (stamp, balance, int(how), night),
                )

    def _night_row(self, uid: str, table: TableKind, deck: str, start_balance: int, stamp: int) -> int:
        found = self.night_id(uid)
        if found is not None:
            return found
        cursor = self.db.execute(
            "INSERT INTO night (uid, started, tbl, deck, start_balance) VALUES (?, ?, ?, ?, ?)",
            (uid, stamp, table_code(table), deck, start_balance),
        )
        assert cursor.lastrowid is not None
        self._night_ids[uid] = cursor.lastrowid
        return cursor.lastrowid

    def forget_cache(self) -> None:
        """Drop the cached night ids (after a failed transaction)."""
        self._night_ids.clear()


_BET_COLS = ", ".join(f"s_{c}, r_{c}" for c in _COLUMNS)
_INSERT_COUP = (
    f"INSERT OR IGNORE INTO coup (night, n, t, cards, outcome, {_BET_COLS}, balance)"
    f" VALUES ({', '.join('?' * (6 + 2 * len(_COLUMNS)))})"
)


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
    db.executemany(_INSERT_COUP, rows)


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


def migrate(db: sqlite3.Connection) -> None:
    """Run the migrations the file has not had, each in its own transaction with its version."""
    while (version := int(db.execute("PRAGMA user_version").fetchone()[0])) < SCHEMA_VERSION:
        with transaction(db):
            again = int(db.execute("PRAGMA user_version").fetchone()[0])
            if again != version:
                continue
            MIGRATIONS[version](db)
            db.execute(f"PRAGMA user_version = {version + 1}")


class _Bad(Exception):
    def __init__(self, problem: StoreProblem, detail: str) -> None:
        super().__init__(detail)
        self.problem = problem


class _Newer(Exception):
    pass


def _refusal(path: Path) -> tuple[StoreProblem, str] | None:
    """Why what has the history's name cannot be opened as a database (None: nothing there, or it may be)."""
    try:
        status = os.stat(path)
    except FileNotFoundError:
        return None if not os.path.lexists(path) else (StoreProblem.NOT_A_FILE, "a dangling link")
    except OSError as error:
        return StoreProblem.NOT_A_FILE, str(error)
    if not stat.S_ISREG(status.st_mode):
        return StoreProblem.NOT_A_FILE, "not a regular file"
    if status.st_size == 0:
        return None
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except OSError as error:
        return StoreProblem.UNWRITABLE, str(error)
    try:
        head = os.read(fd, 100)
    except OSError as error:
        return StoreProblem.UNWRITABLE, str(error)
    finally:
        os.close(fd)
    if len(head) < 100 or not head.startswith(SQLITE_MAGIC):
        return StoreProblem.NOT_A_DATABASE, "no SQLite header"
    page = int.from_bytes(head[16:18], "big")
    page = 65536 if page == 1 else page
    pages = int.from_bytes(head[28:32], "big")
    valid_for = int.from_bytes(head[92:96], "big") == int.from_bytes(head[24:28], "big")
    wal = os.path.exists(f"{path}-wal")
    if valid_for and pages and status.st_size < page * pages and not wal:
        return StoreProblem.NOT_A_DATABASE, f"truncated: {status.st_size} bytes of {page * pages}"
    return None


def _set_aside(path: Path) -> Path | None:
    """Move the file (and its journal files) aside; never deleted. None if it could not be moved."""
    target = _aside_name(path)
    try:
        os.replace(path, target)
    except FileNotFoundError:
        target = path  # nothing was there
    except OSError:
        return None
    for suffix in ("-wal", "-shm"):
        extra = Path(f"{path}{suffix}")
        if os.path.lexists(extra):
            with contextlib.suppress(OSError):
                os.replace(extra, Path(f"{target}{suffix}"))
    _fsync_dir(path.parent)
    return target
