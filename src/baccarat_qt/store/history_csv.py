"""The history as a CSV file: one row per coup, in the player's language, never over another file.

The rows are written as they are read, never held whole, into a hidden
temporary file made new (``O_CREAT | O_EXCL | O_NOFOLLOW``) beside the
export's name; once whole and synced, it takes that name by a hard link, which
never replaces a file or a link already there (the next free name,
``name-2.csv``, … is taken instead). A coup that cannot be read is left out
and counted. A cell a spreadsheet would run as a formula (one that starts
with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return) is written as text,
the OWASP way: a leading apostrophe.
"""

from __future__ import annotations

import contextlib
import csv
import datetime as dt
import errno
import os
import re
import secrets
import sqlite3
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from baccarat_qt.engine.payouts import BetSpot, TableKind
from baccarat_qt.engine.rules import Outcome
from baccarat_qt.store.atomic import fsync_dir
from baccarat_qt.store.history_queries import BETS, coup_row
from baccarat_qt.store.history_readable import NIGHT_READABLE, dealt_coup
from baccarat_qt.store.history_schema import SPOTS, table_of

__all__ = [
    "CSV_HEADER",
    "CsvWords",
    "Exported",
    "coups_to_export",
    "csv_rows",
    "export_csv",
    "export_file",
    "safe_cell",
    "source_of",
]

CSV_HEADER = (
    "noche",
    "mesa",
    "mano",
    "hora",
    "cartas_jugador",
    "cartas_banca",
    "total_jugador",
    "total_banca",
    "resultado",
    "par_jugador",
    "par_banca",
    "natural",
    *(f"{kind}_{spot.value}" for spot in SPOTS for kind in ("apuesta", "devuelto")),
    "saldo",
)
"""The columns of an export (amounts in chips with a decimal point, as spreadsheets read them)."""
_FORMULA = ("=", "+", "-", "@", "\t", "\r")
_NUMBER = re.compile(r"-?[0-9]+(\.[0-9]+)?")
_OPEN_FLAGS = (
    os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
)


@dataclass(frozen=True, slots=True)
class CsvWords:
    """The words of an export, in the player's language (the words layer makes them)."""

    header: tuple[str, ...] = CSV_HEADER
    tables: Mapping[TableKind, str] = field(default_factory=lambda: {t: t.value for t in TableKind})
    outcomes: Mapping[Outcome, str] = field(default_factory=lambda: {o: o.value for o in Outcome})
    yes: str = "1"
    no: str = "0"


def safe_cell(text: str) -> str:
    """A cell as a spreadsheet shows it and never runs it.

    >>> safe_cell("=1+1"), safe_cell("-12.50"), safe_cell("Ana")
    ("'=1+1", '-12.50', 'Ana')
    """
    if text.startswith(_FORMULA) and _NUMBER.fullmatch(text) is None:
        return "'" + text
    return text


def _amount(hundredths: int) -> str:
    return f"{hundredths // 100}.{hundredths % 100:02d}" if hundredths >= 0 else f"-{_amount(-hundredths)}"


def csv_rows(
    db: sqlite3.Connection, night_ids: list[int] | None = None, words: CsvWords | None = None
) -> Iterator[list[str] | None]:
    """The header, then every coup of the given nights (all when None), one row each, night by night.

    A coup that cannot be read (:func:`~baccarat_qt.store.history_readable.readable_coup`)
    gives None instead of its row; a night that cannot be shown gives nothing.
    Each night's coups are read by its key: nothing is sorted or held whole.
    """
    words = words or CsvWords()
    yield list(words.header)
    where = "" if night_ids is None else f" AND n.id IN ({', '.join('?' * len(night_ids))})"
    nights = db.execute(
        f"SELECT n.id, n.uid, n.tbl, n.started FROM night n LEFT JOIN night_sum s ON s.night = n.id"
        f" WHERE {NIGHT_READABLE}{where} ORDER BY n.started, n.id",
        night_ids or (),
    ).fetchall()
    flag = {True: words.yes, False: words.no}
    for night, uid, tbl, started in nights:
        rows = db.execute(
            f"SELECT n, t, cards, outcome, {BETS}, balance FROM coup WHERE night = ? ORDER BY n", (night,)
        )
        for row in rows:
            dealt = dealt_coup(row[2], row[3])  # dealt once: checked and shown
            if dealt is None:
                yield None
                continue
            try:
                coup = coup_row(row, checked=True)
                stamp = dt.datetime.fromtimestamp(int(started) + coup.seconds).isoformat(timespec="seconds")
            except (ValueError, TypeError, OverflowError, OSError, IndexError, StopIteration):
                yield None
                continue
            amounts: list[str] = []
            by_spot: dict[BetSpot, tuple[int, int]] = {spot: (stake, back) for spot, stake, back in coup.bets}
            for spot in SPOTS:
                stake, back = by_spot.get(spot, (0, 0))
                amounts += [_amount(stake), _amount(back)]
            yield [
                safe_cell(str(uid)),
                safe_cell(words.tables[table_of(int(tbl))]),
                str(coup.number),
                stamp,
                " ".join(map(str, dealt.player_cards)),
                " ".join(map(str, dealt.banker_cards)),
                str(coup.player_total),
                str(coup.banker_total),
                safe_cell(words.outcomes[coup.outcome]),
                flag[coup.player_pair],
                flag[coup.banker_pair],
                flag[coup.natural],
                *amounts,
                _amount(coup.balance),
            ]


def coups_to_export(db: sqlite3.Connection, night_ids: list[int] | None = None) -> int:
    """How many coups the given nights (all when None) keep, readable or not: what an export goes through."""
    where = "" if night_ids is None else f" WHERE night IN ({', '.join('?' * len(night_ids))})"
    return int(db.execute(f"SELECT COUNT(*) FROM coup{where}", night_ids or ()).fetchone()[0])


@dataclass(frozen=True, slots=True)
class Exported:
    """What an export wrote."""

    rows: int
    """The coups written."""
    path: Path
    """The file they are in."""
    skipped: int = 0
    """Coups that could not be read, left out."""


def _publish(temporary: Path, path: Path) -> Path:
    """Give the finished ``temporary`` file the name ``path``, or the next free one beside it (``stem-2.csv``,
    …): a hard link never replaces what is there, a file or a link (left alone)."""
    for n in range(1, 1000):
        candidate = path if n == 1 else path.with_name(f"{path.stem}-{n}{path.suffix}")
        try:
            os.link(temporary, candidate, follow_symlinks=False)
        except FileExistsError:
            continue
        except OSError as error:  # a file system without hard links: a rename where nothing is
            if error.errno not in (errno.EPERM, errno.ENOTSUP, errno.EXDEV) or os.path.lexists(candidate):
                raise
            os.rename(temporary, candidate)
            return candidate
        temporary.unlink()
        return candidate
    raise FileExistsError(path)


def export_csv(
    db: sqlite3.Connection,
    path: Path,
    night_ids: list[int] | None = None,
    words: CsvWords | None = None,
    progress: Callable[[int, int], bool] | None = None,
) -> Exported:
    """Write the coups of the given nights (all when None) to a new file at ``path`` or the next free name.

    The rows go to a hidden temporary file beside it (``O_EXCL | O_NOFOLLOW``),
    which takes the name only once it is whole and synced: an export cut short
    leaves nothing under any name. ``progress(coups gone through, coups to go
    through)`` is called every thousand coups; when it returns False the export
    stops and its temporary file is removed.

    Raises:
        OSError: the file cannot be written (nothing is left at its name).
        InterruptedError: ``progress`` asked to stop.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.{secrets.token_hex(6)}.part")
    total = coups_to_export(db, night_ids) if progress is not None else 0
    written = skipped = 0
    try:
        with os.fdopen(os.open(temporary, _OPEN_FLAGS, 0o644), "w", encoding="utf-8", newline="") as handle:
            writer = csv.writer(handle, lineterminator="\n")
            rows = csv_rows(db, night_ids, words)
            header = next(rows)
            writer.writerow(header or [])
            for row in rows:
                if row is None:
                    skipped += 1
                else:
                    writer.writerow(row)
                    written += 1
                done = written + skipped
                if progress is not None and done % 1000 == 0 and not progress(done, total):
                    raise InterruptedError("export cancelled")
            handle.flush()
            os.fsync(handle.fileno())
        target = _publish(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            temporary.unlink()
        raise
    fsync_dir(target.parent)
    return Exported(written, target, skipped)


def export_file(
    source: Path,
    path: Path,
    night_ids: list[int] | None = None,
    words: CsvWords | None = None,
    progress: Callable[[int, int], bool] | None = None,
) -> Exported:
    """:func:`export_csv` from the database file ``source`` on a connection of its own (any thread), read in
    one transaction: the file is the history as it was when the export began.

    Raises:
        OSError, sqlite3.Error: the file cannot be written, or the history read (nothing is left behind).
        InterruptedError: ``progress`` asked to stop.
    """
    db = sqlite3.connect(f"{source.resolve().as_uri()}?mode=ro", uri=True, timeout=5.0)
    try:
        db.execute("BEGIN")
        return export_csv(db, path, night_ids, words, progress)
    finally:
        db.close()


def source_of(db: sqlite3.Connection) -> Path:
    """The file ``db`` reads (a read-only game reads a private copy)."""
    return Path(str(db.execute("PRAGMA database_list").fetchone()[2]))
