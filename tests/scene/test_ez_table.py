"""The EZ table on the real QML scene: chosen in the lobby, its two more spots in the window at every size and on
their keys, a Panda 8 and a Dragon 7 named in the banner and in what the screen reader hears."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtQuick import QQuickItem

from baccarat_qt.boundary.enums import Screen
from baccarat_qt.engine import BetSpot, TableKind
from baccarat_qt.engine.shoe_odds import fresh_odds
from tests.support.gui import App

K = Qt.Key
PANDA_THEN_DRAGON = "TH TD 2H 7D 6D  TS TC 5H 3D 9D 4S"
"""A Panda 8 (player 2 draws a 6 against a standing 7), then a Dragon 7 (banker 3 draws a 4 against 4)."""
EZ_SPOTS = [f"spot_{spot.value}" for spot in TableKind.EZ.spots]


def rect(item: QQuickItem) -> QRectF:
    """An item's rectangle in the window."""
    return QRectF(item.mapToScene(QPointF(0, 0)), item.mapToScene(QPointF(item.width(), item.height())))


def sit_at_ez(app: App) -> None:
    """Choose EZ in the lobby by a click and sit down."""
    app.wait_lobby_complete()
    app.click("table_ez")
    assert app.prefs.tableKind == "ez"
    app.sit_down()


def test_the_lobby_offers_the_three_tables(app: App) -> None:
    """CLÁSICA, SIN COMISIÓN and EZ side by side, each with its explanation; EZ's names its side bets."""
    for table in TableKind:
        assert app.exists(f"table_{table.value}")
    ez = app.find("table_ez")
    assert ez.property("title") == "EZ"
    assert "DRAGÓN 7 paga 40 a 1" in ez.property("subtitle")


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_the_seven_spots_are_in_the_window(app: App, size: tuple[int, int]) -> None:
    """At 800×600 and 1920×1080 every spot of EZ is whole, inside the window, beside the next; each label fits."""
    sit_at_ez(app)
    app.window.resize(*size)
    app.qtbot.waitUntil(
        lambda: (app.window.contentItem().width(), app.window.contentItem().height()) == size, timeout=3_000
    )
    window = QRectF(0, 0, *size)
    app.qtbot.waitUntil(
        lambda: all(window.contains(rect(app.find(name))) for name in EZ_SPOTS), timeout=3_000
    )
    boxes = [rect(app.find(name)) for name in EZ_SPOTS]
    lefts = sorted(boxes, key=lambda box: box.left())
    for left, right in itertools.pairwise(lefts):
        assert left.right() <= right.left(), "spots do not overlap"
    assert min(box.width() for box in boxes) >= 60
    assert [rect(app.find(f"spot_{spot}")).left() for spot in ("panda_8", "dragon_7")] == [
        lefts[0].left(),
        lefts[-1].left(),
    ], "PANDA 8 on the player's side, DRAGÓN 7 on the banker's"


def test_keys_7_and_8_bet_the_side_spots(app: App) -> None:
    """7 puts the chip in hand on DRAGÓN 7, 8 on PANDA 8; each spot's accessible name says its pay and stake."""
    sit_at_ez(app)
    app.window.requestActivate()
    app.qtbot.waitActive(app.window)
    app.key(K.Key_1)
    app.key(K.Key_7)
    app.key(K.Key_8)
    app.key(K.Key_8)
    session = app.context.seat.session
    assert session is not None
    assert session.bets == {BetSpot.DRAGON_7: 500, BetSpot.PANDA_8: 1000}
    app.qtbot.waitUntil(lambda: app.find("spot_panda_8").property("amount") == 1000)
    assert app.find("spot_dragon_7").property("accessibleName") == "DRAGÓN 7, paga 40 a 1, apuesta 5 fichas"
    assert app.find("spot_panda_8").property("accessibleName") == "PANDA 8, paga 25 a 1, apuesta 10 fichas"


def test_the_keys_say_why_at_another_table(app: App) -> None:
    """At CLÁSICA, 7 places nothing and the table says that DRAGÓN 7 is played at EZ only."""
    app.wait_lobby_complete()
    app.click("table_classic")
    app.sit_down()
    app.window.requestActivate()
    app.qtbot.waitActive(app.window)
    heard: list[str] = []
    app.announcer.announcement.connect(heard.append)
    app.key(K.Key_7)
    assert not app.exists("spot_dragon_7")
    assert heard == ["DRAGÓN 7 solo se juega en la mesa EZ."]
    assert app.announcer.message == heard[0] and app.announcer.messageTarget == "dragon_7"
    assert app.table.totalBet == 0


def test_a_panda_8_and_a_dragon_7_in_the_banner_and_in_speech(
    app: App, scripted_shoe: Callable[[str], None]
) -> None:
    """The banner shows the Panda 8, then the Dragon 7 with BANCA's returned stake explained; the screen reader hears
    both, and the result's accessible name carries them.

    (At the instant pace, the player's own setting: what is shown and said once the hands are out, not the motion.)
    """
    scripted_shoe(PANDA_THEN_DRAGON)
    app.prefs.setPace("instant")
    sit_at_ez(app)
    app.window.requestActivate()
    app.qtbot.waitActive(app.window)
    for key in (K.Key_2, K.Key_B, K.Key_7, K.Key_8):
        app.key(key)
    heard: list[str] = []
    app.announcer.announcement.connect(heard.append)
    app.key(K.Key_D)
    app.key(K.Key_T)
    app.qtbot.waitUntil(lambda: app.exists("resultBanner"))
    assert "Panda 8: el jugador gana con tres cartas y 8" in app.hand.resultText
    assert any("Panda 8: el jugador gana con tres cartas y 8." in text for text in heard)
    app.key(K.Key_D)
    app.key(K.Key_T)
    app.qtbot.waitUntil(lambda: "Dragón 7" in app.hand.resultText)
    shown = [item.property("text") for item in app.items() if item.isVisible() and item.property("text")]
    assert "Gana la BANCA con 7 (JUGADOR 4) · Dragón 7: la banca gana con tres cartas y 7" in shown
    assert any("BANCA: se devuelven 25 (Dragón 7: se devuelve la apuesta)" in str(text) for text in shown)
    assert any(
        "Dragón 7: la banca gana con tres cartas y 7. BANCA: se devuelven 25 (Dragón 7: se devuelve la apuesta)."
        in text
        for text in heard
    )
    assert app.night.screen == Screen.Table


def test_the_help_gives_the_engines_ez_figures() -> None:
    """The help's EZ edges and frequencies are the engine's fresh-shoe figures (SPEC §15), rounded as printed."""
    help_text = (Path(__file__).parents[2] / "ui" / "Baccarat" / "HelpDialog.qml").read_text(encoding="utf-8")
    fresh = fresh_odds()

    def comma(value: float) -> str:
        return f"{value:.2f}".replace(".", ",")

    banker, dragon, panda = (
        comma(100 * fresh.edge(TableKind.EZ, spot))
        for spot in (BetSpot.BANKER, BetSpot.DRAGON_7, BetSpot.PANDA_8)
    )
    assert (banker, dragon, panda) == ("1,02", "7,61", "10,19")
    assert f"{banker} en la BANCA, {dragon} en DRAGÓN 7 y {panda} en PANDA 8" in help_text
    assert (
        f"Un Dragón 7 sale en {comma(100 * fresh.dragon_7)} % de las manos (una de cada {round(1 / fresh.dragon_7)})"
        in help_text
    )
    assert (
        f"un Panda 8 en {comma(100 * fresh.panda_8)} % (una de cada {round(1 / fresh.panda_8)})" in help_text
    )


def test_the_odds_panel_shows_a_favoured_side_bet_in_the_won_colour(
    played_night: Callable[..., App],
) -> None:
    """Late in seeded shoe 1000012 (116 cards left, DRAGÓN 7 favoured): the panel's notice is shown in the colour of
    what the player wins, and the DRAGÓN 7 row's edge is negative in that colour too.

    The hands up to there are played before the game starts; the game continues the night at EZ.
    """
    app = played_night(1, seed=1_000_012, table="ez", until_cards_left=116)
    app.window.resize(1280, 800)
    session = app.context.seat.session
    assert session is not None and session.table is TableKind.EZ and session.cards_left == 116
    with app.qtbot.waitSignal(app.context.odds.updated, timeout=10_000):
        app.key(K.Key_P)
    notice = app.find("oddsFavour")
    assert notice.property("text").startswith(
        "Con las cartas que quedan, DRAGÓN 7 tiene ventaja para el jugador: +"
    )
    theme = app.engine.singletonInstance("Baccarat", "Theme")
    assert theme is not None and QColor(theme.property("won")).isValid()
    assert QColor(notice.property("color")) == QColor(theme.property("won"))
    dragon = next(row for row in app.context.odds.edges if row["label"] == "Dragón 7")
    assert dragon["negative"] and str(dragon["now"]).startswith("−")
