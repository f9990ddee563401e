"""The Roads object without QML: road models appended per coup, reset at a shuffle, kept on resume, and said.

Each road model only gains rows (or updates its newest) as coups settle, and shows the
engine's road; at the cut card they start afresh with a notice; a resumed night shows
the same roads; a chip or a card moves neither the roads nor the odds. The odds panel is
``test_odds_panel.py``'s; the ``seeded`` night is ``conftest.py``'s.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex
from pytestqt.qtbot import QtBot

from baccarat_qt.boundary.context import Context
from baccarat_qt.boundary.enums import RoadMark
from baccarat_qt.boundary.road_models import RoadCell, RoadModel
from baccarat_qt.engine import Outcome
from baccarat_qt.engine.roads import BigRoadCell, Cycle, big_road, derived_road
from baccarat_qt.engine.shoe import Shoe, scripted
from baccarat_qt.store.storage import app_dirs
from tests.support.seated import make_context, play
from tests.support.written import written


def rows(model: RoadModel) -> list[tuple[int, int, int]]:
    """A road model's (column, row, mark) rows."""
    roles = model.Roles
    return [
        (
            model.data(model.index(i), roles.COLUMN),
            model.data(model.index(i), roles.ROW),
            model.data(model.index(i), roles.MARK),
        )
        for i in range(model.rowCount())
    ]


def session_outcomes(ctx: Context) -> list[Outcome]:
    """The outcomes of the shoe's coups, from the engine."""
    assert ctx.seat.session is not None
    return [coup.outcome for coup in ctx.seat.session.shoe_coups]


def test_each_coup_appends_rows_and_never_resets(seeded: Context) -> None:
    """Forty coups: each road model only gains rows (or updates its newest), and shows the engine's road."""
    roads = seeded.roads
    models = [roads.beadPlate, roads.bigRoad, roads.bigEyeBoy, roads.smallRoad, roads.cockroachPig]
    resets: list[int] = []
    inserted: list[tuple[int, int, int]] = []
    for number, model in enumerate(models):
        model.modelReset.connect(lambda number=number: resets.append(number))
        model.rowsInserted.connect(
            lambda _parent, first, last, number=number: inserted.append((number, first, last))
        )
        model.rowsRemoved.connect(lambda *_: pytest.fail("a road lost rows"))
    for played in range(1, 41):
        before = [model.rowCount() for model in models]
        play(seeded)
        assert roads.coups == played
        assert all(model.rowCount() >= count for model, count in zip(models, before, strict=True))
    assert resets == []
    assert {number for number, _, _ in inserted} == {0, 1, 2, 3, 4}
    outcomes = session_outcomes(seeded)
    assert rows(roads.bigRoad) == [(c.column, c.row, RoadMark.of(c.outcome)) for c in big_road(outcomes)]
    for model, cycle in zip(models[2:], Cycle, strict=True):
        marks = derived_road(outcomes, cycle)
        assert rows(model) == [(m.column, m.row, RoadMark.colour(m.red)) for m in marks]
    assert roads.columns[0] == (40 - 1) // 6 + 1
    assert roads.countsText.startswith("Manos 40")


def test_a_tie_updates_the_newest_big_road_cell(qtbot: QtBot) -> None:
    """Banker wins 6 to 4, then a tie 8 to 8: the big road keeps one row, whose ties change (dataChanged)."""
    ctx = make_context(
        qtbot, lambda: Shoe(shuffler=scripted(["TS", "3C", "5H", "3D", "9D", "4S", "5C", "4H", "3D"]))
    )
    ctx.table.selectChip(5)
    ctx.table.placeChip("tie")
    play(ctx)
    model = ctx.roads.bigRoad
    assert model.rowCount() == 1
    with qtbot.waitSignal(model.dataChanged, timeout=1_000):
        play(ctx)
    assert model.rowCount() == 1
    assert model.data(model.index(0), model.Roles.TIES) == 1
    assert ctx.roads.beadPlate.rowCount() == 2


def test_roads_start_afresh_at_the_shuffle_with_a_notice(seeded: Context, qtbot: QtBot) -> None:
    """At the cut card the models are reset to nothing, and the notice says the cut card came out."""
    resets: list[str] = []
    seeded.roads.bigRoad.modelReset.connect(lambda: resets.append("reset"))
    while seeded.hand.shuffleCount == 0:
        play(seeded)
    assert resets == ["reset"]
    assert seeded.roads.coups == 0 and seeded.roads.bigRoad.rowCount() == 0
    assert [m.rowCount() for m in (seeded.roads.beadPlate, seeded.roads.cockroachPig)] == [0, 0]
    notice = seeded.hand.shuffleNotice
    assert (
        notice.startswith("Salió la carta de corte: quedaban ") and "los caminos empiezan en blanco" in notice
    )
    assert "de nuevo" not in notice
    assert seeded.announcer.lastAnnouncement == notice
    play(seeded)
    assert seeded.roads.beadPlate.rowCount() == 1


def test_a_resumed_night_shows_the_same_roads(seeded: Context, qtbot: QtBot) -> None:
    """The night's file keeps the shoe's coups: a new game continuing it shows the very same roads."""
    play(seeded, 25)
    written(seeded.seat)  # the new game reads what the writer thread has written
    before = [rows(m) for m in (seeded.roads.beadPlate, seeded.roads.bigRoad, seeded.roads.smallRoad)]
    summary = seeded.roads.summary
    again = Context(None, dirs=app_dirs())
    assert again.night.savedNightAvailable
    assert again.roads.coups == 0  # in the lobby: no roads
    again.night.continueNight()
    assert [rows(m) for m in (again.roads.beadPlate, again.roads.bigRoad, again.roads.smallRoad)] == before
    assert again.roads.summary == summary and again.roads.coups == 25
    with qtbot.waitSignal(again.destroyed, timeout=5_000):
        again.deleteLater()


def test_summaries_and_ask_are_said(seeded: Context) -> None:
    """The roads' words: each road's summary, the whole board read on demand, the ask of each side."""
    play(seeded, 12)
    roads = seeded.roads
    assert [len(text) > 0 for text in roads.summaries] == [True] * 5
    assert roads.summaries[1].startswith("Gran camino, de la columna más reciente")
    assert roads.names == ["Tablero de cuentas", "Gran camino", "Ojo grande", "Camino pequeño", "Cucaracha"]
    roads.readSummary()
    said = seeded.announcer.lastAnnouncement
    assert said.startswith("Caminos del zapato. 12 manos en este zapato") and said.endswith("próxima mano.")
    assert "Últimos resultados" in said
    roads.askNext("banker")
    assert seeded.announcer.lastAnnouncement.startswith("Si la próxima mano la gana la BANCA: Ojo grande, ")
    roads.askNext("player")
    assert seeded.announcer.lastAnnouncement.startswith("Si la próxima mano la gana el JUGADOR: ")
    for ask in (roads.bankerAsk, roads.playerAsk):
        assert len(ask) == 3 and all(set(mark) == {"column", "row", "mark"} for mark in ask)


def test_the_model_resets_only_when_the_road_starts_over(qtbot: QtBot) -> None:
    """RoadModel.show: appends and updates the newest row; a restart or a shorter road resets."""
    model = RoadModel()
    events: list[str] = []
    model.modelReset.connect(lambda: events.append("reset"))
    model.rowsInserted.connect(lambda _parent, first, last: events.append(f"insert {first}-{last}"))
    model.dataChanged.connect(lambda first, _last: events.append(f"changed {first.row()}"))
    win, tie_on_it = BigRoadCell(0, 0, Outcome.BANKER, 0), BigRoadCell(0, 0, Outcome.BANKER, 1)
    model.show([win])
    model.show([tie_on_it])
    model.show([tie_on_it, BigRoadCell(0, 1, Outcome.BANKER, 0), BigRoadCell(1, 0, Outcome.PLAYER, 0)])
    assert events == ["insert 0-0", "changed 0", "insert 1-2"]
    assert model.data(model.index(0), model.Roles.TIES) == 1
    model.show([win], restart=True)
    model.show([])
    assert events[-2:] == ["reset", "reset"] and model.rowCount(QModelIndex()) == 0
    assert RoadCell.of(tie_on_it) == RoadCell(0, 0, RoadMark.Banker, ties=1)


def test_a_chip_or_a_card_changes_no_road(seeded: Context, qtbot: QtBot) -> None:
    """Roads and Odds emit nothing for a chip, a deal or an opened card: only a settled coup moves them."""
    play(seeded, 3)
    with qtbot.waitSignal(seeded.odds.updated, timeout=5_000):
        seeded.preferences.setShowOdds(True)
    emitted: list[str] = []
    for obj in (seeded.roads, seeded.odds):
        meta = obj.metaObject()
        for i in range(meta.methodOffset(), meta.methodCount()):
            method = meta.method(i)
            if method.methodType() == method.MethodType.Signal:
                name = bytes(method.name().data()).decode()
                getattr(obj, name).connect(lambda *_, name=name: emitted.append(name))
    seeded.table.placeChip("tie")
    seeded.hand.deal()
    seeded.hand.openNext()
    assert emitted == []
