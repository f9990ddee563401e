"""The history screens: the nights, one night's hands and balance, the totals, CSV export."""

from __future__ import annotations

import datetime as dt
import enum
import functools
import logging
import os
import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING

import platformdirs
from PySide6.QtCore import QEnum, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from baccarat_qt.boundary.singletons import game_of
from baccarat_qt.engine.payouts import BetSpot, TableKind
from baccarat_qt.engine.rules import Outcome
from baccarat_qt.engine.shoe_odds import fresh_odds
from baccarat_qt.store import history_queries
from baccarat_qt.store.history_queries import NightRow, Totals
from baccarat_qt.store.storage import HOME_ENV
from baccarat_qt.words import history_texts
from baccarat_qt.words.texts import chips, spot_label, table_name

from .history_models import CoupsModel, NightsModel, date_text
from .published import Published, constant, published

if TYPE_CHECKING:
    from .context import Context

__all__ = ["History", "theoretical_return"]

QML_IMPORT_NAME = "BaccaratCore"
QML_IMPORT_MAJOR_VERSION = 1

log = logging.getLogger(__name__)


class HistoryView(enum.IntEnum):
    """What the history screen shows."""

    Nights = 0
    """The list of nights and the totals."""
    OneNight = 1
    """One night's balance chart and hands."""


@functools.cache
def theoretical_return(table: TableKind, spot: BetSpot) -> float:
    """What the rules say a bet returns per 100 staked at ``table``, from a fresh shoe's exact odds (SPEC §9)."""
    return 100.0 * (1.0 - fresh_odds().edge(table, spot))


@QmlElement
@QmlSingleton
class History(Published):
    """The history screen: shown or not, which view, and what it shows."""

    View = QEnum(HistoryView)

    shownChanged = Signal()
    viewChanged = Signal()
    availableChanged = Signal()
    nightTitleChanged = Signal()
    nightSummaryChanged = Signal()
    balancesChanged = Signal()
    balanceHighTextChanged = Signal()
    balanceLowTextChanged = Signal()
    totalsSummaryChanged = Signal()
    betRowsChanged = Signal()
    exportMessageChanged = Signal()

    def __init__(self, context: Context) -> None:
        super().__init__(context)
        self._ctx = context
        self._shown = False
        self._view = HistoryView.Nights
        self._night: NightRow | None = None
        self._balances: list[int] = []
        self._totals: Totals | None = None
        self._export = ""
        self._nights = NightsModel(self)
        self._coups = CoupsModel(self)

    @staticmethod
    def create(engine: QObject) -> History:
        """QML singleton factory: the history of the game loaded in ``engine``."""
        return game_of(engine).history

    def _state(self) -> dict[str, object]:
        night, totals = self._night, self._totals
        return {
            "shown": self._shown,
            "view": int(self._view),
            "available": self._ctx.seat.history() is not None if self._shown else True,
            "nightTitle": _night_title(night) if night else "",
            "nightSummary": _night_summary(night) if night else "",
            "balances": list(self._balances),
            "balanceHighText": chips(max(self._balances)) if self._balances else "",
            "balanceLowText": chips(min(self._balances)) if self._balances else "",
            "totalsSummary": _totals_summary(totals) if totals else "",
            "betRows": _bet_rows(totals) if totals else [],
            "exportMessage": self._export,
        }

    shown = published(bool, "shown", shownChanged)
    view = published(int, "view", viewChanged)
    """A ``History.View``: Nights or OneNight."""
    available = published(bool, "available", availableChanged)
    """False when there is no usable history file (a newer one, a folder that cannot be written)."""
    nightTitle = published(str, "nightTitle", nightTitleChanged)
    nightSummary = published(str, "nightSummary", nightSummaryChanged)
    balances = published(list, "balances", balancesChanged)
    """The night's balance at its start and after each hand (hundredths), for the chart."""
    balanceHighText = published(str, "balanceHighText", balanceHighTextChanged)
    """The chart's top: the night's highest balance, in chips."""
    balanceLowText = published(str, "balanceLowText", balanceLowTextChanged)
    totalsSummary = published(str, "totalsSummary", totalsSummaryChanged)
    betRows = published(list, "betRows", betRowsChanged)
    """Each bet at each table: ``name``, ``tableName``, ``firstOfTable``, ``staked``, ``returned``, ``real``,
    ``theory`` (what the rules say it returns), ``sentence``."""
    exportMessage = published(str, "exportMessage", exportMessageChanged)
    nights: NightsModel = constant(QObject, lambda self: self._nights)
    coups: CoupsModel = constant(QObject, lambda self: self._coups)

    def retranslate(self) -> list[str]:
        """The language changed: the rows and the texts are said again in it (a file's path stays)."""
        self._nights.retranslate()
        self._coups.retranslate()
        self._export = ""
        return self.sync()

    @Slot()
    def toggle(self) -> None:
        """H: open the history, or close it."""
        if self._shown:
            self.close()
        else:
            self.open()

    @Slot()
    def open(self) -> None:
        """Open on the list of nights and the totals (read now, a page at a time)."""
        self._ctx.hand.catch_up()  # the settled coup is in the list: its cards land first
        store = self._ctx.seat.history()
        self._shown, self._view, self._night, self._balances, self._export = (
            True,
            HistoryView.Nights,
            None,
            [],
            "",
        )
        if store is None:
            self._nights.clear()
            self._totals = None
        else:
            self._nights.show(store.db)
            self._totals = history_queries.totals(store.db)
        self._coups.clear()
        self.sync()
        self._ctx.announcer.announce(self.totalsSummary if store is not None else history_texts.no_history())

    @Slot()
    def close(self) -> None:
        """Back to the screen the history was opened from."""
        if self._shown:
            self._shown = False
            self._nights.clear()
            self._coups.clear()
            self.sync()

    @Slot()
    def back(self) -> None:
        """Escape: from one night back to the list; from the list, close."""
        if self._view == HistoryView.OneNight:
            self._view, self._night, self._balances = HistoryView.Nights, None, []
            self._coups.clear()
            self.sync()
        else:
            self.close()

    @Slot(int)
    def openNight(self, row: int) -> None:
        """Show the night in ``row`` of the list: its chart and its hands."""
        store = self._ctx.seat.history()
        night_id = self._nights.night_id(row)
        if store is None or night_id is None:
            return
        night = history_queries.night(store.db, night_id)
        if night is None:
            return
        self._night, self._view = night, HistoryView.OneNight
        self._balances = history_queries.balances(store.db, night_id)
        self._coups.show(store.db, night)
        self.sync()
        self._ctx.announcer.announce(_night_summary(night))

    @Slot()
    def exportNight(self) -> None:
        """Write the night shown to a CSV file."""
        if self._night is not None:
            name = f"noche-{self._night.started:%Y%m%d-%H%M}-{self._night.id}.csv"
            self._write(name, [self._night.id])

    @Slot()
    def exportAll(self) -> None:
        """Write every night to one CSV file."""
        self._write(f"historial-{dt.datetime.now():%Y%m%d-%H%M%S}.csv", None)

    @Slot()
    def backUp(self) -> None:
        """One consistent copy of the whole database (SQLite's online backup) beside the exports."""
        store = self._ctx.seat.history()
        if store is None:
            return
        path = export_folder() / f"baccarat-copia-{dt.datetime.now():%Y%m%d-%H%M%S}.sqlite3"
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            store.backup(path)
        except (OSError, sqlite3.Error):
            log.exception("cannot back the database up")
            self._export = history_texts.backup_failed(path)
        else:
            self._export = history_texts.backed_up(path)
        self.sync()
        self._ctx.announcer.announce(self._export)

    def _write(self, name: str, ids: list[int] | None) -> None:
        from baccarat_qt.store import history_csv  # only an export needs it (and csv): not at start-up

        store = self._ctx.seat.history()
        if store is None:
            return
        path = export_folder() / name
        words = history_csv.CsvWords(
            history_texts.csv_header(),
            {table: table_name(table) for table in TableKind},
            {outcome: history_texts.csv_outcome(outcome) for outcome in Outcome},
            history_texts.yes_no(True),
            history_texts.yes_no(False),
        )
        try:
            count, path = history_csv.export_csv(store.db, path, ids, words)
        except OSError:
            log.exception("cannot export the history")
            self._export = history_texts.export_failed(path)
        else:
            self._export = history_texts.exported(count, path)
        self.sync()
        self._ctx.announcer.announce(self._export)


def export_folder() -> Path:
    """Where CSV files go: the player's documents folder (under ``$BACCARAT_QT_HOME`` when set)."""
    home = os.environ.get(HOME_ENV)
    if home:
        return Path(home) / "exportado"
    return Path(platformdirs.user_documents_dir()) / "baccarat-qt"


def _night_title(night: NightRow) -> str:
    return history_texts.night_title(date_text(night), night.table)


def _night_summary(night: NightRow) -> str:
    return history_texts.night_sentence(date_text(night), night.table, night.coups, night.net, night.ending)


def _totals_summary(totals: Totals) -> str:
    best, worst = totals.best, totals.worst
    return history_texts.totals_summary(
        totals.nights,
        totals.coups,
        (date_text(best), best.net) if best else None,
        (date_text(worst), worst.net) if worst else None,
    )


def _bet_rows(totals: Totals) -> list[dict[str, object]]:
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
