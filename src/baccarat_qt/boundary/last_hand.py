"""ÚLTIMA MANO after a restart: the night's last settled coup, read back from the history."""

from __future__ import annotations

from typing import TYPE_CHECKING

from baccarat_qt.engine.kinds import SpotResult
from baccarat_qt.store import history_queries

if TYPE_CHECKING:
    from baccarat_qt.engine import TableKind
    from baccarat_qt.engine.events import HandResult
    from baccarat_qt.store.history_store import HistoryStore

__all__ = ["last_hand"]


def last_hand(store: HistoryStore | None, uid: str, table: TableKind) -> HandResult | None:
    """The last coup the history holds for the night ``uid``, as its result was shown; None if it has none."""
    if store is None:
        return None
    night = store.night_id(uid)
    if night is None:
        return None
    count = history_queries.coup_count(store.db, night)
    if count == 0:
        return None
    row = history_queries.coups(store.db, night, count - 1, 1)[0]
    from baccarat_qt.engine.events import (  # at the table: not the lobby's (kinds.py)
        HandResult,
        SpotSettlement,
    )

    spots = tuple(SpotSettlement(spot, stake, back, _result(stake, back)) for spot, stake, back in row.bets)
    return HandResult(row.coup, table, spots, row.balance)


def _result(stake: int, back: int) -> SpotResult:
    if back > stake:
        return SpotResult.WON
    return SpotResult.PUSH if back == stake else SpotResult.LOST
