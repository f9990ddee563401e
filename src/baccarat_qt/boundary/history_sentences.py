"""What the history screen shows of a night and of the totals, in words, and where its files go."""

from __future__ import annotations

import functools
import os
from pathlib import Path
from typing import TYPE_CHECKING

import platformdirs

from baccarat_qt.engine.payouts import BetSpot, TableKind
from baccarat_qt.engine.rules import Outcome
from baccarat_qt.engine.shoe_odds import fresh_odds
from baccarat_qt.store.history_queries import NightRow, Totals
from baccarat_qt.store.storage import HOME_ENV
from baccarat_qt.words import history_texts
from baccarat_qt.words.texts import chips, spot_label, table_name

from .history_models import date_text

if TYPE_CHECKING:
    from baccarat_qt.store.history_csv import CsvWords

__all__ = [
    "bet_rows",
    "csv_words",
    "export_folder",
    "night_summary",
    "night_title",
    "theoretical_return",
    "totals_summary",
]


@functools.cache
def theoretical_return(table: TableKind, spot: BetSpot) -> float:
    """What the rules say a bet returns per 100 staked at ``table``, from a fresh shoe's exact odds (SPEC §9)."""
    return 100.0 * (1.0 - fresh_odds().edge(table, spot))


def export_folder() -> Path:
    """Where CSV files go: the player's documents folder (under ``$BACCARAT_QT_HOME`` when set)."""
    home = os.environ.get(HOME_ENV)
    if home:
        return Path(home) / "exportado"
    return Path(platformdirs.user_documents_dir()) / "baccarat-qt"


def csv_words() -> CsvWords:
    """The words of a CSV export, in the player's language."""
    from baccarat_qt.store.history_csv import CsvWords  # with the first export (``csv`` too), not at start-up

    return CsvWords(
        history_texts.csv_header(),
        {table: table_name(table) for table in TableKind},
        {outcome: history_texts.csv_outcome(outcome) for outcome in Outcome},
        history_texts.yes_no(True),
        history_texts.yes_no(False),
    )


def night_title(night: NightRow) -> str:
    """The heading of one night."""
    return history_texts.night_title(date_text(night), night.table)


def night_summary(night: NightRow) -> str:
    """One night in a sentence."""
    return history_texts.night_sentence(date_text(night), night.table, night.coups, night.net, night.ending)


def totals_summary(totals: Totals) -> str:
    """Nights, hands, the best and the worst night."""
    best, worst = totals.best, totals.worst
    return history_texts.totals_summary(
        totals.nights,
        totals.coups,
        (date_text(best), best.net) if best else None,
        (date_text(worst), worst.net) if worst else None,
    )


def bet_rows(totals: Totals) -> list[dict[str, object]]:
    """Each bet at each table, as the totals show it."""
    rows: list[dict[str, object]] = []
    for n, bet in enumerate(totals.bets):
        theory = theoretical_return(bet.table, bet.spot)
        real = 100.0 * bet.returned / bet.staked
        rows.append(
            {
                "name": spot_label(bet.spot),
                "tableName": table_name(bet.table),
                "firstOfTable": n == 0 or totals.bets[n - 1].table is not bet.table,
                "staked": chips(bet.staked),
                "returned": chips(bet.returned),
                "real": history_texts.percent(real),
                "theory": history_texts.percent(theory),
                "sentence": history_texts.bet_sentence(bet.table, bet.spot, bet.staked, bet.returned, theory),
            }
        )
    return rows
