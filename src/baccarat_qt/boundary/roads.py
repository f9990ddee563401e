"""The shoe's story on the table: the five scoreboard roads, the shoe's counts and the ask."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEnum, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from baccarat_qt.boundary.singletons import game_of
from baccarat_qt.engine import BetSpot, Coup, Outcome

from . import enums
from .published import Published, constant, published

if TYPE_CHECKING:
    from baccarat_qt.boundary.road_models import RoadModel
    from baccarat_qt.engine import roads as engine_roads
    from baccarat_qt.engine.roads import Ask, Bead, BigRoadCell, DerivedMark, Streak

    from .context import Context

# The roads' modules (the engine's roads, their words, the list models) are imported when the table is first
# set (``Context``), not when QML's types are registered: the lobby's first frame needs none of them.

__all__ = ["Roads"]

QML_IMPORT_NAME = "BaccaratCore"
QML_IMPORT_MAJOR_VERSION = 1

ROAD_IDS = ("bead", "big", "big_eye_boy", "small_road", "cockroach_pig")
"""The roads in the order of ``columns``, ``names`` and ``summaries``."""


def _ask_marks(ask: Ask) -> list[dict[str, object]]:
    """The ask for QML: per derived road, where its next mark would go and its colour (column -1: none)."""
    return [
        {"column": -1, "row": -1, "mark": enums.RoadMark.NoMark}
        if mark is None
        else {"column": mark.column, "row": mark.row, "mark": enums.RoadMark.colour(mark.red)}
        for mark in ask.marks
    ]


@QmlElement
@QmlSingleton
class Roads(Published):
    """The roads of the shoe in play, one list model per road, appended as coups settle.

    The roads are the engine's (``baccarat_qt.engine.roads``) over the coups
    the session keeps for this shoe; they are empty after each shuffle and
    come back with a resumed night.
    """

    Mark = QEnum(enums.RoadMark)

    coupsChanged = Signal()
    columnsChanged = Signal()
    countsTextChanged = Signal()
    summariesChanged = Signal()
    summaryChanged = Signal()
    bankerAskChanged = Signal()
    playerAskChanged = Signal()
    namesChanged = Signal()

    def __init__(self, context: Context) -> None:
        super().__init__(context)
        from baccarat_qt.boundary.road_models import RoadModel
        from baccarat_qt.engine import roads as engine_roads

        self._ctx = context
        self._coups: tuple[Coup, ...] = ()
        self._roads = engine_roads.roads(())
        self._streaks: list[Streak] = []
        self._side_bets = False
        """The table is EZ: the beads mark its Dragon 7 and Panda 8."""
        self._models = [RoadModel(self) for _ in ROAD_IDS]
        self._described = self._describe()

    @staticmethod
    def create(engine: QObject) -> Roads:
        """QML singleton factory: the roads of the game loaded in ``engine``."""
        return game_of(engine).roads

    @property
    def board(self) -> engine_roads.Roads:
        """The engine's roads of the shoe in play, as shown."""
        return self._roads

    def sync(self) -> list[str]:
        """Recompute the roads when a coup settled or the shoe changed; append to the models; emit."""
        s = self._ctx.shown_session()
        coups = s.shoe_coups if s else ()
        if coups != self._coups:
            from baccarat_qt.engine import roads as engine_roads

            restart = coups[: len(self._coups)] != self._coups  # a new shoe, or another night
            self._coups = coups
            self._roads = engine_roads.roads(coups)
            self._streaks = engine_roads.streaks([coup.outcome for coup in coups])
            self._side_bets = s is not None and BetSpot.DRAGON_7 in s.table.spots
            for model, cells in zip(self._models, self._grids(), strict=True):
                model.show(cells, restart=restart, side_bets=self._side_bets)
            self._described = self._describe()
        return super().sync()

    def _state(self) -> dict[str, object]:
        from baccarat_qt.words import shoe_texts

        return {**self._described, "names": [shoe_texts.road_name(road) for road in ROAD_IDS]}

    def retranslate(self) -> list[str]:
        """The roads in words again, in the language now in force."""
        self._described = self._describe()
        return super().retranslate()

    def _grids(self) -> tuple[Sequence[Bead | BigRoadCell | DerivedMark], ...]:
        """The five roads' cells, in the order of the models."""
        board = self._roads
        return (board.beads, board.big_road, *board.derived)

    def _describe(self) -> dict[str, object]:
        """The published values of the roads in :attr:`board` (computed once per coup, not per sync)."""
        from baccarat_qt.engine.roads import Cycle
        from baccarat_qt.words import shoe_texts

        board = self._roads
        summaries = [
            shoe_texts.bead_summary(board.beads, side_bets=self._side_bets),
            shoe_texts.big_road_summary(self._streaks),
            *(shoe_texts.derived_summary(c, marks) for c, marks in zip(Cycle, board.derived, strict=True)),
        ]
        return {
            "coups": board.counts.coups,
            "columns": [max((cell.column for cell in grid), default=-1) + 1 for grid in self._grids()],
            "countsText": shoe_texts.counts_line(board.counts),
            "summaries": summaries,
            "summary": shoe_texts.roads_summary(board.counts, summaries),
            "bankerAsk": _ask_marks(board.banker_ask),
            "playerAsk": _ask_marks(board.player_ask),
        }

    coups = published(int, "coups", coupsChanged)
    """Coups settled in this shoe."""
    columns = published(list, "columns", columnsChanged)
    """Columns used by each road (bead plate, big road, Big Eye Boy, Small Road, Cockroach Pig)."""
    countsText = published(str, "countsText", countsTextChanged)
    """The shoe's counts, one short line each."""
    summaries = published(list, "summaries", summariesChanged)
    """Each road in words, in the order of ``columns`` (what a screen reader reads on demand)."""
    summary = published(str, "summary", summaryChanged)
    """The whole scoreboard in words: counts, the big road, the last results, the derived roads."""
    bankerAsk = published(list, "bankerAsk", bankerAskChanged)
    """Per derived road, its next mark if BANCA won the next coup: ``{column, row, mark}`` (column -1: none)."""
    playerAsk = published(list, "playerAsk", playerAskChanged)
    """The same if JUGADOR won it."""
    names = published(list, "names", namesChanged)
    """Each road's name, in the order of ``columns``."""
    beadPlate: RoadModel = constant(QObject, lambda self: self._models[0])
    bigRoad: RoadModel = constant(QObject, lambda self: self._models[1])
    bigEyeBoy: RoadModel = constant(QObject, lambda self: self._models[2])
    smallRoad: RoadModel = constant(QObject, lambda self: self._models[3])
    cockroachPig: RoadModel = constant(QObject, lambda self: self._models[4])

    @Slot()
    def readSummary(self) -> None:
        """Say the whole scoreboard to the screen reader."""
        self._ctx.announcer.announce(self.summary)

    @Slot(str)
    def askNext(self, side: str) -> None:
        """Say what each derived road would show if ``side`` ("banker" or "player") won the next coup."""
        board = self._roads
        ask = board.banker_ask if side == Outcome.BANKER.value else board.player_ask
        from baccarat_qt.words import shoe_texts

        self._ctx.announcer.announce(shoe_texts.ask_speech(ask))
