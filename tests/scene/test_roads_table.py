"""The roads, the asks and the odds panel on the real QML scene, by keys and clicks; the fixes that came with them."""

from __future__ import annotations

import datetime as dt
import random
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtQuick import QQuickItem
from pytestqt.qtbot import QtBot

from baccarat_qt.engine import BetSpot, TableKind
from baccarat_qt.engine.roads import Cycle, bead_plate, big_road, derived_road
from baccarat_qt.engine.shoe import Shoe, fisher_yates
from baccarat_qt.engine.shoe_odds import fresh_odds
from baccarat_qt.store.leaderboard import Entry, Leaderboard, save_leaderboard
from baccarat_qt.store.storage import app_dirs
from baccarat_qt.words.language import locale_for
from baccarat_qt.words.shoe_texts import percent
from tests.support.gui import App, start_app

K = Qt.Key
ROOT = Path(__file__).resolve().parents[2]
THIRDS = "2S 4H 3D KC 4D 7C"  # player 5 draws a 4 (9); banker 4 draws on a 4: a 7 (1).


@pytest.fixture
def app(qtbot: QtBot) -> Iterator[App]:
    """The game, started as a player starts it."""
    running = start_app(qtbot)
    yield running
    running.close()


def sit_down(app: App, *, seed: int | None = None) -> None:
    """To the table (a seeded shoe if asked), a 5 on BANCA that the rebet box places again."""
    if seed is not None:
        app.prefs.setPace("instant")
        app.context.new_shoe = lambda: Shoe(shuffler=fisher_yates(random.Random(seed)))
    app.click("startButton")
    app.qtbot.waitUntil(lambda: app.exists("dealButton"))
    app.key(K.Key_1)
    app.key(K.Key_B)


def play(app: App, coups: int) -> None:
    """D then T, hand after hand: each T opens and settles the whole hand."""
    for _ in range(coups):
        app.key(K.Key_D)
        app.key(K.Key_T)


def marks_in(app: App, road: str) -> list[QQuickItem]:
    """The drawn marks of one road (its delegates), oldest first."""
    grid = app.find(road)
    found: list[QQuickItem] = []
    stack = [grid]
    while stack:
        item = stack.pop()
        if item.objectName() == "roadMark":
            found.append(item)
        stack.extend(item.childItems())
    return sorted(found, key=lambda item: (item.x(), item.y()))


def in_view(item: QQuickItem, road: QQuickItem) -> bool:
    """Whether ``item`` is drawn inside the road's visible rectangle."""
    corner = item.mapToItem(road, QPointF(0, 0))
    return corner.x() >= 0 and corner.x() + item.width() <= road.width() + 1


def test_roads_of_a_scripted_shoe_on_the_table(played_night: Callable[..., App]) -> None:
    """Sixty coups of a seeded shoe: every road drawn as the engine lays it out, the newest column in view.

    Fifty-eight are played before the game starts (the night continued draws them at once), the last two
    at the table by keys, each drawn as it settles.
    """
    app = played_night(58)
    assert app.find("scoreboard").isVisible() and len(marks_in(app, "road_bead")) == 58
    play(app, 2)
    session = app.context.seat.session
    assert session is not None and len(session.shoe_coups) == 60
    outcomes = [coup.outcome for coup in session.shoe_coups]
    expected = {
        "road_bead": [(b.column, b.row) for b in bead_plate(session.shoe_coups)],
        "road_big": [(c.column, c.row) for c in big_road(outcomes)],
        "road_big_eye_boy": [(m.column, m.row) for m in derived_road(outcomes, Cycle.BIG_EYE_BOY)],
        "road_small_road": [(m.column, m.row) for m in derived_road(outcomes, Cycle.SMALL_ROAD)],
        "road_cockroach_pig": [(m.column, m.row) for m in derived_road(outcomes, Cycle.COCKROACH_PIG)],
    }
    for road, places in expected.items():
        drawn = marks_in(app, road)
        assert len(drawn) == len(places) > 0, road
        cell = app.find(road).property("cell")
        assert sorted((round((m.x() - 1) / cell), round((m.y() - 1) / cell)) for m in drawn) == sorted(places)
        newest = max(drawn, key=lambda m: m.x())
        assert in_view(newest, app.find(road)), f"{road}: the newest column is out of view"
    assert not in_view(min(marks_in(app, "road_bead"), key=lambda m: m.x()), app.find("road_bead"))
    assert app.find("roadCounts").property("text").startswith("Manos 60 · naturales ")


def test_one_press_of_voltear_todas_opens_a_hand_with_two_third_cards(
    app: App, scripted_shoe: Callable[[str], None]
) -> None:
    """Both third cards come out and open, in the order the rules deal them, with a single click."""
    scripted_shoe(THIRDS)
    sit_down(app)
    app.key(K.Key_D)
    opened: list[int] = []
    app.hand.cardOpened.connect(opened.append)
    with app.qtbot.waitSignal(app.hand.coupSettled, timeout=2_000):
        app.click("openAllButton")
    assert opened == [0, 1, 2, 3, 4, 5]
    assert [(c["side"], c["slot"], c["faceUp"]) for c in app.cards()][4:] == [
        ("player", 2, True),
        ("banker", 2, True),
    ]
    assert "Gana el JUGADOR con 9 (BANCA 1)" in app.hand.resultText
    assert len(marks_in(app, "road_bead")) == 1


def test_the_asks_blink_each_derived_roads_next_mark(played_night: Callable[..., App]) -> None:
    """Ctrl+B shows, for a moment, the mark each derived road would get if BANCA won; Ctrl+J, if JUGADOR won."""
    app = played_night(19)
    play(app, 1)
    said: list[str] = []
    app.announcer.announcement.connect(said.append)
    for key, ask in ((K.Key_B, app.context.roads.bankerAsk), (K.Key_J, app.context.roads.playerAsk)):
        app.key(key, Qt.KeyboardModifier.ControlModifier)
        for road, mark in zip(
            ("road_big_eye_boy", "road_small_road", "road_cockroach_pig"), ask, strict=True
        ):
            blinking = [item for item in app.items() if item.objectName() == "askMark" and item.isVisible()]
            grid = app.find(road)
            inside = [item for item in blinking if grid.isAncestorOf(item)]
            assert len(inside) == (1 if mark["column"] >= 0 else 0), road
            if inside:
                cell = grid.property("cell")
                assert (round((inside[0].x() - 1) / cell), round((inside[0].y() - 1) / cell)) == (
                    mark["column"],
                    mark["row"],
                )
                assert in_view(inside[0], grid)
    assert said[0].startswith("Si la próxima mano la gana la BANCA: Ojo grande, ")
    assert said[1].startswith("Si la próxima mano la gana el JUGADOR: Ojo grande, ")
    app.qtbot.waitUntil(
        lambda: not any(i.objectName() == "askMark" and i.isVisible() for i in app.items()), timeout=5_000
    )


def test_ask_buttons_and_the_summary_key(app: App) -> None:
    """The ask buttons say the same as their keys; L reads the whole scoreboard; each road has a name and a summary."""
    sit_down(app, seed=7)
    play(app, 8)
    app.click("askPlayer")
    assert app.announcer.lastAnnouncement.startswith("Si la próxima mano la gana el JUGADOR")
    assert app.find("askPlayer").property("visible")
    app.key(K.Key_L)
    assert app.announcer.lastAnnouncement == app.context.roads.summary
    assert app.announcer.lastAnnouncement.startswith("Caminos del zapato. 8 manos en este zapato")
    for road, name in zip(
        ("road_bead", "road_big", "road_big_eye_boy", "road_small_road", "road_cockroach_pig"),
        ("Tablero de cuentas", "Gran camino", "Ojo grande", "Camino pequeño", "Cucaracha"),
        strict=True,
    ):
        grid = app.find(road)
        assert grid.property("name") == name
        assert grid.property("summary").startswith(name)


def test_odds_panel_by_key_and_preference(app: App) -> None:
    """P shows the odds beside the felt (off by default) with the honest words; P again hides them."""
    sit_down(app, seed=11)
    play(app, 5)
    assert not app.prefs.showOdds and not app.exists("oddsPanel")
    with app.qtbot.waitSignal(app.context.odds.updated, timeout=5_000):
        app.key(K.Key_P)
    panel = app.find("oddsPanel")
    assert app.prefs.showOdds and panel.isVisible()
    assert app.find("oddsCards").property("text").startswith("Con las ")
    summary = app.context.odds.summary  # the panel's accessible description
    assert summary.startswith("Con las ") and "Ventaja de la casa en la mesa CLÁSICA" in summary
    assert "la casa conserva su ventaja" in app.context.odds.caveat
    app.key(K.Key_P)
    assert not app.prefs.showOdds and not app.exists("oddsPanel")


def test_the_roads_fold_into_a_drawer_on_a_small_window(app: App) -> None:
    """At 1024×640 the scoreboard leaves the felt; C opens it in a drawer, with the odds when shown."""
    sit_down(app, seed=3)
    play(app, 6)
    assert not app.exists("roadsButton")
    app.key(K.Key_C)  # on a large window C hides the roads, and shows them again
    assert not app.exists("scoreboard")
    app.key(K.Key_C)
    assert app.exists("scoreboard")
    app.window.resize(1024, 640)
    app.qtbot.waitUntil(lambda: not app.exists("scoreboard"))
    app.prefs.setShowOdds(True)
    app.key(K.Key_C)
    app.qtbot.waitUntil(lambda: app.exists("roadsDrawer") and app.exists("scoreboard"))
    drawer = app.find("roadsDrawer")
    app.qtbot.waitUntil(lambda: drawer.y() + drawer.height() == drawer.parentItem().height())  # slid up
    assert app.exists("oddsPanel")
    assert len(marks_in(app, "road_bead")) == 6
    app.click("closeRoads")
    app.qtbot.waitUntil(lambda: not app.exists("roadsDrawer"))
    app.click("roadsButton")  # the top bar's button, as the key
    app.qtbot.waitUntil(lambda: app.exists("roadsDrawer"))
    app.click("roadsButton")
    app.qtbot.waitUntil(lambda: not app.exists("roadsDrawer"))
    app.key(K.Key_B, Qt.KeyboardModifier.ControlModifier)  # asking opens the drawer
    app.qtbot.waitUntil(lambda: app.exists("roadsDrawer"))


def test_a_score_equal_to_the_fifth_says_why_it_does_not_enter(qtbot: QtBot) -> None:
    """A full top five whose fifth has 500: leaving with 500 says it must be beaten, not equalled."""
    entries = [
        Entry(name, 50_000 + 100 * i, TableKind.CLASSIC, dt.date(2026, 1, 2))
        for i, name in enumerate("ABCDE")
    ]
    save_leaderboard(app_dirs().data, Leaderboard(entries))
    app = start_app(qtbot)
    try:
        app.click("startButton")
        qtbot.waitUntil(lambda: app.exists("leaveButton"))
        app.click("leaveButton")
        app.confirm_leave()
        qtbot.waitUntil(lambda: app.exists("notQualifying"))
        assert app.night.tiesFifth and not app.night.qualifies
        assert (
            app.find("notQualifying")
            .property("text")
            .startswith("Igualas al quinto puesto; hace falta superarlo")
        )
    finally:
        app.close()


def test_help_names_the_cheapest_bet_of_each_table_and_the_top_five_rule() -> None:
    """The help's figures are the engine's; it says a tie with the fifth does not enter; no regional verbs."""
    help_text = (ROOT / "ui" / "Baccarat" / "HelpDialog.qml").read_text(encoding="utf-8")
    fresh = fresh_odds()
    spanish = locale_for("es")  # the help is written in Spanish
    classic_banker = percent(fresh.edge(TableKind.CLASSIC, BetSpot.BANKER), locale=spanish).replace(
        "\u00a0", " "
    )
    player = percent(fresh.edge(TableKind.CLASSIC, BetSpot.PLAYER), locale=spanish).replace("\u00a0", " ")
    free_banker = percent(fresh.edge(TableKind.NO_COMMISSION, BetSpot.BANKER), locale=spanish).replace(
        "\u00a0", " "
    )
    assert (classic_banker, player, free_banker) == ("1,06 %", "1,24 %", "1,46 %")
    assert f"en la CLÁSICA es la BANCA (a la larga la casa se queda con el {classic_banker}" in help_text
    assert f"en la SIN COMISIÓN es el JUGADOR ({player}, contra el {free_banker} en la BANCA" in help_text
    assert "hay que superar al quinto puesto" in help_text
    assert "VOLTEAR TODAS descubre la mano entera de una vez, terceras cartas incluidas" in help_text
    shown = help_text + (ROOT / "src" / "baccarat_qt" / "words" / "shoe_texts.py").read_text(encoding="utf-8")
    assert not re.search(r"\bda vuelta\b|\bde nuevo\b", shown)
