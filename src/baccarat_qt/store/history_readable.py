"""Which rows of the history can be shown: the rest, edited into nonsense, is left out and counted.

A text or far-future start, an unknown table, ending or result, an amount no
night reaches, cards the rules could not have dealt (one card, a byte that is
no card, a third card the rules would not draw, totals that are not the
cards'): each makes its row unreadable. The tests are SQL, so a count and the
pages of one query agree; the coup's cards are dealt again by the engine's
rules in :func:`readable_coup`, which the connection learns by :func:`run`.
"""

from __future__ import annotations

import sqlite3

from baccarat_qt.engine.rules import Coup, deal_coup
from baccarat_qt.store.history_schema import BET_COLUMNS, cards_from_bytes, pack_outcome

__all__ = [
    "COUP_READABLE",
    "NIGHT_READABLE",
    "SUMS_BALANCE",
    "SUMS_COUPS",
    "dealt_coup",
    "readable_coup",
    "run",
]

_MOST = 2**53 - 1
"""The largest amount read: beyond it a float (and so QML) would not hold it exactly."""
_LAST_START = 32_503_680_000
"""The year 3000 in unix seconds: a later start is an edit, not a night (and no clock writes it as a date)."""


def _amount(column: str, low: int = -_MOST) -> str:
    return f"(typeof({column}) = 'integer' AND {column} BETWEEN {low} AND {_MOST})"


NIGHT_READABLE = (
    f"typeof(n.started) = 'integer' AND n.started BETWEEN 0 AND {_LAST_START}"
    " AND n.tbl IN (0, 1, 2) AND n.ending IN (0, 1, 2)"
    f" AND {_amount('n.start_balance')} AND (n.final_balance IS NULL OR {_amount('n.final_balance')})"
)
"""SQL: the night ``n`` can be shown (its sums, which the database keeps itself, are read through
:data:`SUMS_COUPS` and :data:`SUMS_BALANCE`)."""
SUMS_COUPS = (
    "CASE WHEN typeof(s.coups) = 'integer' AND s.coups BETWEEN 0 AND 2147483647 THEN s.coups ELSE 0 END"
)
"""SQL: the coups of the night's sums ``s`` (LEFT JOINed), 0 when none or nonsense."""
SUMS_BALANCE = f"CASE WHEN {_amount('s.last_balance')} THEN s.last_balance END"
"""SQL: the balance after the night's last coup from its sums ``s``, NULL when none or nonsense."""
_CHECK = "baccarat_coup"
COUP_READABLE = " AND ".join(
    [
        "typeof(n) = 'integer' AND n BETWEEN 0 AND 2147483647",
        _amount("t", 0),
        _amount("balance"),
        *(_amount(column, 0) for column in BET_COLUMNS.split(", ")),
        f"{_CHECK}(cards, outcome)",
    ]
)
"""SQL: a row of ``coup`` can be shown (its cards deal the coup its outcome says)."""


def readable_coup(cards: object, outcome: object) -> bool:
    """Whether ``cards`` (one byte each) are a coup the rules deal, all of them, with the packed ``outcome``.

    >>> from baccarat_qt.engine.cards import Card
    >>> from baccarat_qt.store.history_schema import card_bytes
    >>> cards = [Card.parse(code) for code in "2S 4H 3D JC 7H 9C".split()]
    >>> coup = deal_coup(iter(cards).__next__)
    >>> readable_coup(card_bytes(cards), pack_outcome(coup)), readable_coup(card_bytes(cards[:5]), pack_outcome(coup))
    (True, False)
    >>> readable_coup(b"\\x05", 0), readable_coup(card_bytes(cards), 3 << 8)
    (False, False)
    """
    return dealt_coup(cards, outcome) is not None


def dealt_coup(cards: object, outcome: object) -> Coup | None:
    """The coup the rules deal from ``cards`` when it is one :func:`readable_coup` passes, else None."""
    if not isinstance(cards, bytes) or not isinstance(outcome, int) or not 4 <= len(cards) <= 6:
        return None
    try:
        drawn = iter(cards_from_bytes(cards))
        coup = deal_coup(drawn.__next__)
    except (IndexError, StopIteration):
        return None
    return coup if next(drawn, None) is None and pack_outcome(coup) == outcome else None


def run(db: sqlite3.Connection, sql: str, params: tuple[object, ...] = ()) -> sqlite3.Cursor:
    """``db.execute``, with :func:`readable_coup` made known to the connection the first time it is needed."""
    try:
        return db.execute(sql, params)
    except sqlite3.OperationalError as error:
        if _CHECK not in str(error):
            raise
    db.create_function(_CHECK, 2, readable_coup, deterministic=True)
    return db.execute(sql, params)
