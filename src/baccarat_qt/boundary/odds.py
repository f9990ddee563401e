"""The live exact odds of the cards left in the shoe (SPEC §12), computed off the GUI thread.

The figures are :func:`baccarat_qt.engine.shoe_odds.shoe_odds` of the cards
not yet settled out of the shoe (:func:`~baccarat_qt.engine.shoe_odds.unseen_ranks`:
the cards of the hand in play count as still in it). That composition changes
only when a coup settles or the shoe is shuffled, and only then is anything
computed: on a worker thread, the result coming back to the GUI thread as a
queued signal. Nothing is computed while the panel is hidden.

When the cards left favour a bet (its edge is negative: late in some shoes
EZ's DRAGÓN 7 or PANDA 8, or a pair), the panel says so in words and the
screen reader hears it, once per composition, that is once per coup (SPEC §15).
"""

from __future__ import annotations

import itertools
import logging
from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from baccarat_qt.boundary.singletons import game_of
from baccarat_qt.engine import BetSpot, Rank, TableKind
from baccarat_qt.engine.kinds import Phase
from baccarat_qt.words import texts

from .published import Published, published

if TYPE_CHECKING:
    from concurrent.futures import ThreadPoolExecutor

    from baccarat_qt.engine.shoe_odds import ShoeOdds

    from .context import Context

# The odds' own modules (the engine's exact odds, their words) are imported when first used: the table is
# first set (``Context``), or a worker computes. The lobby's first frame needs neither.

__all__ = ["Odds", "compute"]

QML_IMPORT_NAME = "BaccaratCore"
QML_IMPORT_MAJOR_VERSION = 1

log = logging.getLogger(__name__)


def compute(counts: Mapping[Rank, int], table: TableKind) -> ShoeOdds:
    """The panel's figures (run on the worker thread)."""
    from baccarat_qt.engine.shoe_odds import shoe_odds

    return shoe_odds(counts, table)


class _Relay(QObject):
    """Carries a finished computation to the GUI thread (it lives there, for the whole run)."""

    done = Signal(int, object)
    """(job number, ShoeOdds or None if it failed)."""


_WORKER: list[ThreadPoolExecutor] = []
"""One worker for every game in the process: computations run one after another. Made (and
``concurrent.futures`` imported) for the first odds asked for, not at start-up."""


def _worker() -> ThreadPoolExecutor:
    if not _WORKER:
        from concurrent.futures import ThreadPoolExecutor

        _WORKER.append(ThreadPoolExecutor(max_workers=1, thread_name_prefix="baccarat-odds"))
    return _WORKER[0]


_JOBS = itertools.count(1)
_relay: _Relay | None = None


def _the_relay() -> _Relay:
    """The relay, created on first use by the GUI thread and never deleted (a worker may still use it)."""
    global _relay
    if _relay is None:
        _relay = _Relay()
    return _relay


def _run(relay: _Relay, job: int, counts: dict[Rank, int], table: TableKind) -> None:
    """On the worker: compute, then hand the result to the GUI thread (a queued signal)."""
    try:
        result: ShoeOdds | None = compute(counts, table)
    except Exception:
        log.exception("cannot compute the odds of the shoe")
        result = None
    relay.done.emit(job, result)


@QmlElement
@QmlSingleton
class Odds(Published):
    """The odds panel: the probability of each result and the edge of each bet, now and in a fresh shoe."""

    readyChanged = Signal()
    cardsTextChanged = Signal()
    rowsChanged = Signal()
    edgesChanged = Signal()
    summaryChanged = Signal()
    caveatChanged = Signal()
    favourTextChanged = Signal()

    updated = Signal()
    """New figures are shown (a coup settled, the shoe was shuffled, or the panel was opened)."""

    def __init__(self, context: Context) -> None:
        super().__init__(context)
        self._ctx = context
        self._wanted: tuple[TableKind, tuple[int, ...]] | None = None
        self._job = 0
        self.current: ShoeOdds | None = None
        """The figures on show (None before the first ones arrive)."""
        self.current_counts: dict[Rank, int] = {}
        """The composition they were computed from."""
        self._pending_counts: dict[Rank, int] = {}
        self._read_when_ready = False
        self._relay = _the_relay()
        self._relay.done.connect(self._received)
        context.preferences.showOddsChanged.connect(self.sync)

    @staticmethod
    def create(engine: QObject) -> Odds:
        """QML singleton factory: the odds of the game loaded in ``engine``."""
        return game_of(engine).odds

    def sync(self) -> list[str]:
        """Start a computation when the cards left changed (a coup settled, a shuffle) and the panel is on."""
        s = self._ctx.shown_session()
        if (
            s is not None
            and s.phase in (Phase.BETTING, Phase.REVEALING)
            and self._ctx.preferences.settings.show_odds
        ):
            from baccarat_qt.engine.shoe_odds import unseen_ranks

            counts = unseen_ranks(s.shoe, s.coup)
            wanted = (s.table, tuple(counts[rank] for rank in Rank))
            if wanted != self._wanted:
                self._wanted = wanted
                self._job = next(_JOBS)
                self._pending_counts = counts
                _worker().submit(_run, self._relay, self._job, dict(counts), s.table)
        return super().sync()

    @Slot(int, object)
    def _received(self, job: int, result: object) -> None:
        """On the GUI thread: the figures of job ``job`` are in; show them if they are still wanted."""
        from baccarat_qt.engine.shoe_odds import ShoeOdds
        from baccarat_qt.words import shoe_texts

        if job != self._job or not isinstance(result, ShoeOdds):
            return
        self.current, self.current_counts = result, self._pending_counts
        super().sync()
        self.updated.emit()
        if self._read_when_ready:
            self._read_when_ready = False
            self._ctx.announcer.announce(self.summary)
        if result.favoured:  # a new composition: once per coup
            self._ctx.announcer.announce(shoe_texts.favour_notice(result))

    def _state(self) -> dict[str, object]:
        from baccarat_qt.words import shoe_texts

        odds = self.current
        session = self._ctx.seat.session
        side_bets = session is not None and BetSpot.DRAGON_7 in session.table.spots
        caveat = {"caveat": shoe_texts.odds_caveat(side_bets=side_bets)}
        ready = odds is not None and self._wanted == (odds.table, tuple(self.current_counts[r] for r in Rank))
        if odds is None:
            return {
                "ready": False,
                "cardsText": "",
                "rows": [],
                "edges": [],
                "summary": "",
                "favourText": "",
                **caveat,
            }
        return {
            **caveat,
            "ready": ready,
            "cardsText": self._cards_text(odds),
            "rows": shoe_texts.odds_rows(odds),
            "edges": shoe_texts.edge_rows(odds),
            "summary": shoe_texts.odds_speech(odds),
            "favourText": shoe_texts.favour_notice(odds),
        }

    def _cards_text(self, odds: ShoeOdds) -> str:
        """How many cards the figures count: mid-hand, the cards on the table are still counted (the
        figures change when the hand is settled), and the line says so beside the shoe's smaller count."""
        session = self._ctx.seat.session
        table = texts.table_name(odds.table)
        if session is not None and session.phase is Phase.REVEALING and session.cards_left < odds.cards:
            return texts.tr(
                "Con las {0} cartas de antes de esta mano (en el zapato quedan {1}) · mesa {2}"
            ).format(odds.cards, session.cards_left, table)
        return texts.tr("Con las {0} cartas que quedan · mesa {1}").format(odds.cards, table)

    ready = published(bool, "ready", readyChanged)
    """The figures shown are those of the cards left now."""
    cardsText = published(str, "cardsText", cardsTextChanged)
    """How many cards the figures come from, and the table."""
    rows = published(list, "rows", rowsChanged)
    """Each result: ``{"label", "now", "fresh"}`` (percentages as text)."""
    edges = published(list, "edges", edgesChanged)
    """Each bet's house edge: ``{"label", "now", "fresh", "negative", "note"}``."""
    summary = published(str, "summary", summaryChanged)
    """The panel in words, for the screen reader."""
    caveat = published(str, "caveat", caveatChanged)
    """The honest words beside the figures."""
    favourText = published(str, "favourText", favourTextChanged)
    """Each bet the cards left favour, with the player's edge ("… DRAGÓN 7 tiene ventaja para el jugador: +2,3 %"),
    or empty."""

    @Slot()
    def togglePanel(self) -> None:
        """Show or hide the panel (the preference), and say so; once shown, its figures are read."""
        on = not self._ctx.preferences.settings.show_odds
        # The player asked for the panel: its figures are read once they are in.
        self._read_when_ready = on
        self._ctx.preferences.update(show_odds=on)
        self._ctx.announcer.announce(
            texts.tr("Probabilidades del zapato: a la vista.") if on else texts.tr("Probabilidades ocultas.")
        )
        if on and self.ready:  # the figures of these cards were in already
            self._read_when_ready = False
            self._ctx.announcer.announce(self.summary)
