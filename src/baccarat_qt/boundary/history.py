"""The history screens: the nights, one night's hands and balance, the totals, CSV export.

Nothing read from the file escapes a slot or a list model: a row that cannot be shown is left out and
counted (``problem`` says so, and the screen reader hears it once), a file that cannot be read at all
empties the screen with a sentence. H shows the file at once while its full check runs on a worker; if
the check then finds it damaged, the seat sets it aside with the usual notice and the screen shows the new
file instead. The workers (:mod:`.history_workers`, made at the first H: the totals, the bets' theory, the
check) touch no Qt object: a timer looks at what they did (a game closed under them stays safe). Saves
still queued when H is pressed show once they land. CSV export, backup: ``files`` (:mod:`.history_export`).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QEnum, QObject, Signal, Slot
from PySide6.QtQml import QJSEngine, QmlElement, QmlSingleton

from baccarat_qt.boundary.singletons import game_of
from baccarat_qt.store import history_queries
from baccarat_qt.store.history_queries import NightRow, Totals
from baccarat_qt.store.history_store import HistoryStore
from baccarat_qt.words import history_notes, history_texts
from baccarat_qt.words.texts import chips

from .enums import HistoryView
from .history_export import HistoryFiles
from .history_models import CoupsModel, NightsModel
from .published import Published, constant, published

if TYPE_CHECKING:
    from .context import Context
    from .history_workers import HistoryWorkers, Read, TotalsReader

__all__ = ["History", "HistoryView"]

QML_IMPORT_NAME = "BaccaratCore"
QML_IMPORT_MAJOR_VERSION = 1

log = logging.getLogger(__name__)


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
    problemChanged = Signal()

    def __init__(self, context: Context) -> None:
        super().__init__(context)
        self._ctx = context
        self._shown = False
        self._view = HistoryView.Nights
        self._store: HistoryStore | None = None
        self._night: NightRow | None = None
        self._balances: list[int] = []
        self._totals: Totals | None = None
        self._problem = ""
        self._told: set[str] = set()
        self._nights = NightsModel(self)
        self._coups = CoupsModel(self)
        self._files = HistoryFiles(context.announcer, lambda: self._store, lambda: self._night, self)
        QJSEngine.setObjectOwnership(self._files, QJSEngine.ObjectOwnership.CppOwnership)
        for model in (self._nights, self._coups):
            model.broken.connect(self._unreadable)
        self._made: HistoryWorkers | None = None  # the workers: made by the first H, not for the lobby
        self._telling = False  # what H says waits for the totals

    @property
    def _workers(self) -> HistoryWorkers:
        if self._made is None:
            from .history_workers import HistoryWorkers

            self._made = HistoryWorkers(self, self._checked, self.sync, self._totals_read, self._saved)
        return self._made

    @property
    def _reader(self) -> TotalsReader:
        return self._workers.reader  # the totals, read on a worker

    @staticmethod
    def create(engine: QObject) -> History:
        """QML singleton factory: the history of the game loaded in ``engine``."""
        return game_of(engine).history

    def _state(self) -> dict[str, object]:
        return {
            "shown": self._shown,
            "view": int(self._view),
            "available": self._store is not None or not self._shown,
            **self._sentences(),
            "balances": list(self._balances),
            "balanceHighText": chips(max(self._balances)) if self._balances else "",
            "balanceLowText": chips(min(self._balances)) if self._balances else "",
            "problem": self._problem,
        }

    def _sentences(self) -> dict[str, object]:
        """The night's and the totals' sentences (their module is imported for the first shown, not the lobby)."""
        night, totals = self._night, self._totals
        if not night and not totals:
            return {"nightTitle": "", "nightSummary": "", "totalsSummary": "", "betRows": []}
        from .history_sentences import bet_rows, night_summary, night_title, totals_summary

        return {
            "nightTitle": night_title(night) if night else "",
            "nightSummary": night_summary(night) if night else "",
            "totalsSummary": totals_summary(totals) if totals else "",
            "betRows": bet_rows(totals) if totals and self._reader.theory_known() else [],
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
    problem = published(str, "problem", problemChanged)
    """What could not be read of what the screen shows (rows left out, the file damaged), or empty."""
    nights: NightsModel = constant(QObject, lambda self: self._nights)
    coups: CoupsModel = constant(QObject, lambda self: self._coups)
    files: HistoryFiles = constant(QObject, lambda self: self._files)
    """CSV export (on a worker, with progress and cancel) and the backup."""

    def retranslate(self) -> list[str]:
        """The language changed: the rows and the texts are said again in it (a file's path stays)."""
        self._nights.retranslate()
        self._coups.retranslate()
        self._files.forget()
        self._problem = self._problem and self._problem_now()
        return self.sync()

    def _tell(self, text: str, *, lead: str = "") -> None:
        """Say ``lead`` with ``text`` the first time ``text`` comes up in this game (then ``lead`` alone)."""
        fresh = bool(text) and text not in self._told
        self._told.add(text)
        said = " ".join(part for part in (lead, text if fresh else "") if part)
        if said:
            self._ctx.announcer.announce(said)

    def _problem_now(self) -> str:
        model = self._coups if self._view == HistoryView.OneNight else self._nights
        told = history_notes.unreadable_hands if model is self._coups else history_notes.unreadable_nights
        return told(model.unreadable) if model.unreadable else ""

    @Slot()
    def toggle(self) -> None:
        """H: open the history, or close it."""
        if self._shown:
            self.close()
        else:
            self.open()

    @Slot()
    def open(self) -> None:
        """Open on the list of nights and the totals (read now, a page at a time), while the file's full
        check, if it has not run yet, runs on its worker."""
        self._ctx.hand.catch_up()  # the settled coup is in the list: its cards land first
        self._shown = True
        self._files.forget()
        self._show_nights(self._ctx.seat.history(checked=False))
        self._telling = self._reader.busy  # then said when the totals come
        if not self._telling:
            self._tell(self._problem, lead=self.totalsSummary if self._store else history_texts.no_history())
        self._workers.await_check(self._ctx.seat.when_checked)
        self._workers.work_out_theory()  # the bets' rows wait for it
        self._workers.await_saves(self._ctx.seat.saving)  # the list shows them once they land

    def _saved(self) -> None:
        """The saves on their way to the file when H was pressed (the last hand, the night's end) landed."""
        if self._shown and self._view == HistoryView.Nights:
            self._show_nights(self._ctx.seat.history(checked=False))

    def _show_nights(self, store: HistoryStore | None) -> None:
        self._store, self._view, self._night, self._balances = store, HistoryView.Nights, None, []
        self._reader.forget()
        self._coups.clear()
        self._totals, self._problem = None, ""
        if store is None:
            self._nights.clear()
        else:
            try:
                self._nights.show(store.db)
                self._totals = self._workers.start(store)  # None: a worker reads them (the list won't wait)
            except Exception:  # whatever a changed file does, the screen stays and says so
                log.exception("cannot read the history")
                self._nights.clear()
                self._problem = history_notes.history_unreadable()
        self._problem = self._problem or self._problem_now()
        self.sync()

    def _totals_read(self, read: Read) -> None:
        """The worker read the totals (or could not: then they are read here); what H says is said now."""
        if not self._shown or read.store is not self._store:
            return
        telling, self._telling = self._telling, False
        try:
            self._totals = read.totals if read.totals is not None else self._reader.read_here(read.store)
        except Exception:  # whatever a changed file does, the screen stays and says so
            log.exception("cannot read the history's totals")
            self._unreadable()
            return
        self.sync()
        if telling and self._view == HistoryView.Nights:
            self._tell(self._problem, lead=self.totalsSummary)

    def _checked(self) -> None:
        """The full check ended: if it found the file damaged, what was shown goes (the seat sets the file
        aside and says so) and the file that replaced it is shown."""
        before = set(self._ctx.announcer.notice.splitlines())
        store = self._ctx.seat.history(checked=False)
        if not self._shown or store is self._store:
            return
        self._show_nights(store)
        self._telling = False  # the problem is said now; the new file's totals show when they come
        told = [line for line in self._ctx.announcer.notice.splitlines() if line not in before]
        self._problem = " ".join(told) or self._problem
        self.sync()
        self._tell(self._problem)

    @Slot()
    def _unreadable(self) -> None:
        """A page could not be read: the screen empties and says so."""
        if self._shown and self._problem != history_notes.history_unreadable():
            self._nights.clear()
            self._coups.clear()
            self._problem = history_notes.history_unreadable()
            self.sync()
            self._tell(self._problem)

    @Slot()
    def close(self) -> None:
        """Back to the screen the history was opened from (an export under way is stopped)."""
        self._files.cancel()
        self._reader.forget()
        if self._shown:
            self._shown = False
            self._nights.clear()
            self._coups.clear()
            self.sync()

    @Slot()
    def back(self) -> None:
        """Escape: stop an export under way; else from one night back to the list; from the list, close."""
        if self._files.exporting:
            self._files.cancel()
        elif self._view == HistoryView.OneNight:
            self._view, self._night, self._balances = HistoryView.Nights, None, []
            self._coups.clear()
            self._problem = self._problem_now()
            self.sync()
        else:
            self.close()

    @Slot(int)
    def openNight(self, row: int) -> None:
        """Show the night in ``row`` of the list: its chart and its hands."""
        store, night_id = self._store, self._nights.night_id(row)
        if store is None or night_id is None:
            return
        from .history_sentences import night_summary

        try:
            night = history_queries.night(store.db, night_id)
            if night is None:
                return
            self._coups.show(store.db, night)
            self._balances = history_queries.balances(store.db, night_id)
        except Exception:  # whatever a changed file does, the screen stays and says so
            log.exception("cannot read a night of the history")
            self._unreadable()
            return
        self._night, self._view = night, HistoryView.OneNight
        self._problem = self._problem_now()
        self.sync()
        self._tell(self._problem, lead=night_summary(night))
