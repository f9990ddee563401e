"""The history as a CSV file: one row per coup, in the player's language, never over another file.

The file is made new (``O_CREAT | O_EXCL | O_NOFOLLOW``): a file or a link
already at the name is never written over or through; the next free name
(``name-2.csv``, …) is taken instead. The rows are written as they are read,
never held whole. A cell a spreadsheet would run as a formula (one that starts
with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return) is written as text,
the OWASP way: a leading apostrophe.
"""

from __future__ import annotations

import contextlib
import csv
import datetime as dt
import os
import re
import sqlite3
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from baccarat_qt.engine.payouts import BetSpot, TableKind
from baccarat_qt.engine.rules import Outcome
from baccarat_qt.store.atomic import fsync_dir
from baccarat_qt.store.history_queries import BETS, coup_row
from baccarat_qt.store.history_schema import SPOTS, table_of

__all__ = ["CSV_HEADER", "CsvWords", "csv_rows", "export_csv", "safe_cell"]

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
) -> Iterator[list[str]]:
    """Every coup of the given nights (all when None), one row each, the header first."""
    words = words or CsvWords()
    yield list(words.header)
    where = "" if night_ids is None else f" WHERE n.id IN ({', '.join('?' * len(night_ids))})"
    rows = db.execute(
        f"SELECT n.uid, n.tbl, n.started, c.n, c.t, c.cards, c.outcome, {BETS}, c.balance"
        f" FROM coup c JOIN night n ON n.id = c.night{where} ORDER BY n.started, n.id, c.n",
        night_ids or (),
    )
    flag = {True: words.yes, False: words.no}
    for uid, tbl, started, number, seconds, cards, outcome, *rest in rows:
        coup = coup_row((number, seconds, cards, outcome, *rest))
        dealt = coup.coup
        stamp = dt.datetime.fromtimestamp(int(str(started)) + coup.seconds).isoformat(timespec="seconds")
        amounts: list[str] = []
        by_spot: dict[BetSpot, tuple[int, int]] = {spot: (stake, back) for spot, stake, back in coup.bets}
        for spot in SPOTS:
            stake, back = by_spot.get(spot, (0, 0))
            amounts += [_amount(stake), _amount(back)]
        yield [
            safe_cell(str(uid)),
            safe_cell(words.tables[table_of(int(str(tbl)))]),
            str(number),
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


def _create(path: Path) -> tuple[int, Path]:
    """A new file at ``path`` or the next free name beside it (``stem-2.csv``, …), opened for writing."""
    path.parent.mkdir(parents=True, exist_ok=True)
    for n in range(1, 1000):
        candidate = path if n == 1 else path.with_name(f"{path.stem}-{n}{path.suffix}")
        try:
            return os.open(candidate, _OPEN_FLAGS, 0o644), candidate
        except FileExistsError:
            continue
        except OSError as error:
            if os.path.islink(candidate):  # O_NOFOLLOW on a link: ELOOP; the link is left alone
                continue
            raise error
    raise FileExistsError(path)


def export_csv(
    db: sqlite3.Connection,
    path: Path,
    night_ids: list[int] | None = None,
    words: CsvWords | None = None,
    progress: Callable[[int], bool] | None = None,
) -> tuple[int, Path]:
    """Write the coups of the given nights (all when None) to a new file at ``path`` or the next free name.

    ``progress(rows written)`` is called every thousand rows; when it returns
    False the export stops and its unfinished file is removed.

    Returns:
        The coups written and the file they are in.

    Raises:
        OSError: the file cannot be written (nothing is left at its name).
        InterruptedError: ``progress`` asked to stop.
    """
    fd, target = _create(path)
    written = -1
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            writer = csv.writer(handle, lineterminator="\n")
            for row in csv_rows(db, night_ids, words):
                writer.writerow(row)
                written += 1
                if progress is not None and written % 1000 == 0 and written and not progress(written):
                    raise InterruptedError("export cancelled")
            handle.flush()
            os.fsync(handle.fileno())
    except BaseException:
        with contextlib.suppress(OSError):
            target.unlink()
        raise
    fsync_dir(target.parent)
    return written, target
