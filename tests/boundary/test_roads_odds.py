"""The Roads and Odds objects without QML: models appended per coup, reset at a shuffle, kept on resume; odds off the GUI thread."""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QModelIndex
from pytestqt.qtbot import QtBot

from baccarat_qt.boundary import odds as odds_module
from baccarat_qt.boundary.context import Context
from baccarat_qt.boundary.enums import RoadMark
from baccarat_qt.boundary.road_models import RoadCell, RoadModel
from baccarat_qt.engine import BetSpot, Outcome, Rank, TableKind
from baccarat_qt.engine.odds import exact
from baccarat_qt.engine.roads import BigRoadCell, Cycle, big_road, derived_road
from baccarat_qt.engine.session import Phase
from baccarat_qt.engine.shoe import Shoe, fisher_yates, scripted
from baccarat_qt.engine.shoe_odds import ShoeOdds
from baccarat_qt.store.storage import app_dirs
from baccarat_qt.words import shoe_texts
from tests.support.written import written

THIRDS = "2S 4H 3D KC 4D 7C"  # player 5 draws a 4 (9); banker 4 draws on a 4: a 7 (1). Player wins 9 to 1.


def make_context(qtbot: QtBot, new_shoe: Callable[[], Shoe]) -> Context:
    """A game with no QML, seated at a new night."""
    ctx = Context(None, dirs=app_dirs(), new_shoe=new_shoe)
    ctx.night.startNight()
    return ctx


@pytest.fixture
def seeded(qtbot: QtBot) -> Iterator[Context]:
    """A night dealt from a seeded shoe, a 5 on BANCA placed again after every coup."""
    ctx = make_context(qtbot, lambda: Shoe(shuffler=fisher_yates(random.Random(2047))))
    ctx.table.selectChip(5)
    ctx.table.placeChip("banker")
    yield ctx
    with qtbot.waitSignal(ctx.destroyed, timeout=5_000):
        ctx.deleteLater()


def play(ctx: Context, coups: int = 1) -> None:
    """Deal and open whole hands (the rebet box puts the bet back)."""
    for _ in range(coups):
        ctx.hand.deal()
        ctx.hand.openAll()


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


# --- odds ------------------------------------------------------------------


@pytest.fixture
def odds_calls(monkeypatch: pytest.MonkeyPatch) -> list[tuple[dict[Rank, int], str]]:
    """Every odds computation: the composition it was given and the thread it ran on."""
    calls: list[tuple[dict[Rank, int], str]] = []
    real = odds_module.compute

    def spy(counts: dict[Rank, int], table: TableKind) -> ShoeOdds:
        calls.append((dict(counts), threading.current_thread().name))
        return real(counts, table)

    monkeypatch.setattr(odds_module, "compute", spy)
    return calls


def test_odds_are_off_by_default_and_computed_off_the_gui_thread(
    seeded: Context, qtbot: QtBot, odds_calls: list[tuple[dict[Rank, int], str]]
) -> None:
    """Hidden: nothing is computed. Shown: the figures arrive from a worker thread, as a queued signal."""
    play(seeded, 3)
    assert not seeded.preferences.showOdds and odds_calls == [] and not seeded.odds.ready
    with qtbot.waitSignal(seeded.odds.updated, timeout=5_000):
        seeded.odds.togglePanel()
        assert seeded.preferences.showOdds and not seeded.odds.ready  # the GUI thread did not wait
    assert seeded.odds.ready
    assert [thread for _, thread in odds_calls] == [odds_calls[0][1]]
    assert (
        odds_calls[0][1].startswith("baccarat-odds") and odds_calls[0][1] != threading.current_thread().name
    )
    # What was asked for is read once it is in: first the panel, then its figures.
    assert seeded.announcer.lastAnnouncement == seeded.odds.summary != ""


def test_odds_panel_is_exact_of_what_is_left_and_only_settling_changes_it(
    seeded: Context, qtbot: QtBot, odds_calls: list[tuple[dict[Rank, int], str]]
) -> None:
    """The figures are exact() of the cards left; dealing and opening change nothing; settling does."""
    play(seeded, 10)
    with qtbot.waitSignal(seeded.odds.updated, timeout=5_000):
        seeded.preferences.setShowOdds(True)
    session = seeded.seat.session
    assert session is not None
    left = session.shoe.rank_counts()
    shown = seeded.odds.current
    assert shown is not None and seeded.odds.current_counts == left
    expected = exact(left)
    assert (shown.now.player, shown.now.banker, shown.now.tie) == (
        expected.player,
        expected.banker,
        expected.tie,
    )
    assert shown.now.player_pair == expected.player_pair
    assert shown.edge(BetSpot.BANKER) == expected.edge(TableKind.CLASSIC, BetSpot.BANKER)
    assert seeded.odds.rows[0]["label"] == "Jugador" and seeded.odds.rows[0]["now"].endswith("\u00a0%")
    rows_before, calls_before = seeded.odds.rows, len(odds_calls)

    seeded.hand.deal()
    seeded.hand.openNext()
    assert session.phase is Phase.REVEALING
    assert seeded.odds.rows == rows_before and seeded.odds.ready and len(odds_calls) == calls_before

    with qtbot.waitSignal(seeded.odds.updated, timeout=5_000):
        seeded.hand.openAll()
    assert len(odds_calls) == calls_before + 1
    assert seeded.odds.current_counts == session.shoe.rank_counts()
    assert seeded.odds.current is not None and seeded.odds.current.now == exact(session.shoe.rank_counts())


def test_odds_never_see_a_face_down_card(
    seeded: Context, qtbot: QtBot, odds_calls: list[tuple[dict[Rank, int], str]]
) -> None:
    """Shown for the first time mid-hand, the figures count the hand in play (face down or not) as still in the shoe."""
    play(seeded, 5)
    session = seeded.seat.session
    assert session is not None
    before_deal = session.shoe.rank_counts()
    seeded.hand.deal()
    with qtbot.waitSignal(seeded.odds.updated, timeout=5_000):
        seeded.odds.togglePanel()
    assert odds_calls[-1][0] == before_deal
    assert seeded.odds.current_counts == before_deal
    assert sum(before_deal.values()) == seeded.hand.cardsLeft + 4  # the four face-down cards
    seeded.hand.openAll()


def test_a_negative_edge_is_shown_as_such() -> None:
    """A shoe rich in pairs: the pair bets' edges are negative and the panel says they favour the player."""
    rich = {rank: 0 for rank in Rank} | {Rank.SEVEN: 12, Rank.KING: 12}
    figures = odds_module.compute(rich, TableKind.CLASSIC)
    assert figures.edge(BetSpot.PLAYER_PAIR) < 0
    edges = {row["label"]: row for row in shoe_texts.edge_rows(figures)}
    assert edges["Par jugador"]["negative"] is True
    assert str(edges["Par jugador"]["now"]).startswith("−")
    assert edges["Par jugador"]["note"] == "a tu favor en esta mano"
    assert "a tu favor" in shoe_texts.odds_speech(figures)


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
