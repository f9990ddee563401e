"""A whole night on the real QML scene, played by clicks and keys, with a scripted shoe.

What the table keeps on disk, read back by a restarted game, is ``test_table_files.py``'s.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QPointF, QSizeF, Qt
from PySide6.QtGui import QWindow
from PySide6.QtTest import QTest

from baccarat_qt.boundary.enums import Phase as UiPhase
from baccarat_qt.boundary.enums import Screen
from baccarat_qt.engine import BetSpot, Card, TableKind, deal_coup, settle
from tests.support.frames import wait_laid_out
from tests.support.gui import App

K = Qt.Key

# Coups, P B P B then third cards in order.
THIRDS = "2S 4H 3D KC 4D 7C"  # player 5 draws 4 (9); banker 4 draws on a 4: 7 -> 1. Player wins 9-1.
BANKER_SIX = "TS 3C 5H 3D 9D"  # player 5 draws 9 (4); banker 6 stands: banker wins with 6.
NATURAL_TIE = "4S 5C 4H 3D"  # 8 against 8: a natural tie, player pair.
BANKER_NATURAL = "TS 9C KH KD"  # banker 9 natural against 0.


def expected_balance(cards: str, bets: dict[BetSpot, int], table: TableKind) -> int:
    """What the engine says the balance is after one coup with these bets."""
    deck = iter(Card.parse(code) for code in cards.split())
    coup = deal_coup(lambda: next(deck))
    returned = settle(table, bets, coup)
    return 50_000 - sum(bets.values()) + sum(returned.values())


def test_lobby_is_first(app: App) -> None:
    """The game opens on the lobby with both tables and every deck design to choose from."""
    assert app.night.screen == Screen.Lobby
    assert app.exists("table_classic") and app.exists("table_no_commission")
    assert app.exists("deck_clasica")


@pytest.mark.parametrize("table", [TableKind.CLASSIC, TableKind.NO_COMMISSION])
def test_night_by_clicks_and_keys(app: App, scripted_shoe: Callable[[str], None], table: TableKind) -> None:
    """Chips by clicks, D deals, A opens in order, a click opens, VOLTEAR TODAS, the third cards in order."""
    scripted_shoe(THIRDS + " " + BANKER_SIX)
    app.click(f"table_{table.value}")
    assert app.prefs.tableKind == table.value
    app.sit_down()
    app.click("chip_25")
    app.click("spot_banker")
    app.click("chip_5")
    app.click("spot_tie")
    assert (app.table.balance, app.table.totalBet) == (50_000 - 3_000, 3_000)

    app.key(K.Key_D)
    assert app.table.phase == UiPhase.Revealing
    cards = app.cards()
    assert [(c["side"], c["faceUp"]) for c in cards] == [
        ("player", False),
        ("banker", False),
        ("player", False),
        ("banker", False),
    ]
    app.key(K.Key_A)
    assert [c["faceUp"] for c in app.cards()] == [True, False, False, False]
    app.wait_cards_dealt()
    app.click("card_3")
    assert [c["faceUp"] for c in app.cards()] == [True, False, False, True]
    app.key(K.Key_A)
    app.key(K.Key_A)
    cards = app.cards()
    assert len(cards) == 5, "the player's third card arrives once the first four are open"
    assert (cards[4]["side"], cards[4]["faceUp"]) == ("player", False)
    app.key(K.Key_A)
    cards = app.cards()
    assert len(cards) == 6 and (cards[5]["side"], cards[5]["faceUp"]) == ("banker", False)
    assert app.table.phase == UiPhase.Revealing
    with app.qtbot.waitSignal(app.hand.coupSettled, timeout=2_000):
        app.key(K.Key_A)
    assert (
        app.table.balance
        == expected_balance(THIRDS, {BetSpot.BANKER: 2_500, BetSpot.TIE: 500}, table) - 3_000
    )
    assert "JUGADOR" in app.hand.resultText and "con 9 (BANCA 1)" in app.hand.resultText
    assert app.find("resultBanner").isVisible()

    # Rebet is on: the same chips are back; the banker six pays by the table.
    assert app.table.totalBet == 3_000
    before = app.table.balance + app.table.totalBet
    app.click("dealButton")
    app.click("openAllButton")  # one press opens the whole hand, the banker's third card included
    assert app.table.phase == UiPhase.Betting and len(app.cards()) == 5
    gained = expected_balance(BANKER_SIX, {BetSpot.BANKER: 2_500, BetSpot.TIE: 500}, table) - 50_000
    assert app.table.balance + app.table.totalBet == before + gained
    assert gained == (2_375 - 500 if table is TableKind.CLASSIC else 1_250 - 500)


def test_clear_and_rebet_checkbox(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """LIMPIAR gives the chips back; with rebet unchecked nothing is placed after a hand."""
    scripted_shoe(BANKER_NATURAL)
    app.prefs.setPace("instant")  # the chips after the hand, not its motion
    app.sit_down()
    app.click("chip_100")
    app.click("spot_player")
    app.click("spot_player_pair")
    app.click("clearButton")
    assert (app.table.balance, app.table.totalBet) == (50_000, 0)
    app.click("spot_banker")
    app.click("rebetCheck")
    assert app.prefs.rebet is False
    app.key(K.Key_D)
    app.key(K.Key_T)
    assert app.table.phase == UiPhase.Betting
    assert app.table.totalBet == 0
    assert app.table.balance == 50_000 + 9_500


@pytest.mark.parametrize(
    ("setup", "action", "target", "words"),
    [
        (["chip_25", "spot_banker"], "spot_player", "spot_player", "lados opuestos"),
        (["chip_500", "spot_tie"], "spot_tie", "spot_tie", "como máximo"),
        (["chip_500", "spot_player", "chip_5"], "spot_tie", "spot_tie", "No te alcanzan"),
        ([], "dealButton", "deal", "al menos una ficha"),
    ],
)
def test_refusals_say_why_and_change_nothing(
    app: App, setup: list[str], action: str, target: str, words: str
) -> None:
    """A refused click shows its reason in the message area, names what it concerns, and changes nothing."""
    app.sit_down()
    for name in setup:
        app.click(name)
    before = (app.table.balance, app.table.totalBet, app.table.phase)
    if action == "dealButton":
        app.key(K.Key_D)
    else:
        app.click(action)
    assert (app.table.balance, app.table.totalBet, app.table.phase) == before
    assert words in app.announcer.message
    assert app.announcer.messageTarget == target.removeprefix("spot_")
    assert words in app.prop("messageText", "text")
    if target.startswith("spot_"):
        assert app.prop(target, "refused")  # its edge shows it


def test_betting_and_leaving_during_a_hand_are_refused(
    app: App, scripted_shoe: Callable[[str], None]
) -> None:
    """Once the cards are out, chips and RETIRARSE are refused with a reason."""
    scripted_shoe(THIRDS)
    app.sit_down()
    app.click("spot_player")
    app.key(K.Key_D)
    app.click("spot_tie")
    assert "espera a que termine la mano" in app.announcer.message
    app.click("leaveButton")
    assert app.announcer.messageTarget == "leave"
    assert app.prop("messageText", "text") == app.announcer.message
    assert not app.exists("confirmLeaveButton")  # nothing to confirm while a hand is on the table
    assert app.night.screen == Screen.Table and app.table.totalBet == 2_500


def test_night_over_when_chips_run_out(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """Losing everything ends the night on the score screen."""
    scripted_shoe(BANKER_NATURAL)
    app.prefs.setPace("instant")  # the end of the night, not the hand's motion
    app.sit_down()
    app.click("chip_500")
    app.click("spot_player")
    with app.qtbot.waitSignal(app.night.nightEnded, timeout=2_000):
        app.key(K.Key_D)
        app.key(K.Key_T)
    app.qtbot.waitUntil(lambda: app.exists("showScoreButton"))  # the last hand first (issue 30)
    app.click("showScoreButton")
    app.qtbot.waitUntil(lambda: app.night.screen == Screen.Score)
    assert app.night.score == 0
    assert app.night.scoreLeft is False


def test_face_down_cards_never_reach_qml(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """Until a card is opened or squeezed, no model role carries its rank or suit."""
    scripted_shoe(THIRDS)
    app.sit_down()
    app.click("spot_player")
    app.key(K.Key_D)
    for row in app.cards():
        assert row["code"] == "" and row["faceSource"] == ""
        assert "boca abajo" in row["accessibleName"]
        assert not any(
            word in row["accessibleName"] for word in ("picas", "corazones", "diamantes", "tréboles")
        )
    app.hand.beginSqueeze(1)
    rows = app.cards()
    assert rows[1]["code"] == "4H" and rows[0]["code"] == ""


def test_squeeze_drag_opens_a_card_on_the_table(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """Dragging a card's long edge past the reveal point opens it; its face reached QML only when lifted."""
    scripted_shoe(THIRDS)
    app.sit_down()
    app.click("spot_player")
    app.key(K.Key_D)
    app.wait_cards_dealt()
    card = app.find("card_0")
    assert app.cards()[0]["faceSource"] == ""
    start = card.mapToScene(QPointF(card.width() - 3, card.height() / 2)).toPoint()
    QTest.mousePress(app.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 31):
        point = QPoint(start.x() - int(step * card.width() * 1.4 / 30), start.y())
        QTest.mouseMove(app.window, point)
        QTest.qWait(8)
        if step == 10:
            assert app.cards()[0]["faceSource"] != "", "the face is handed over once the card is lifted"
            assert not app.cards()[0]["faceUp"]
    QTest.mouseRelease(app.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    app.qtbot.waitUntil(lambda: app.cards()[0]["faceUp"], timeout=3_000)
    assert [c["faceUp"] for c in app.cards()] == [True, False, False, False]


def test_f11_toggles_full_screen_and_layout_holds(app: App) -> None:
    """F11 goes full screen and back; the table's controls stay inside the window at the smallest size."""
    app.sit_down()
    app.key(K.Key_F11)
    app.qtbot.waitUntil(lambda: app.window.visibility() == QWindow.Visibility.FullScreen, timeout=3_000)
    app.key(K.Key_F11)
    app.qtbot.waitUntil(lambda: app.window.visibility() != QWindow.Visibility.FullScreen, timeout=3_000)
    app.window.resize(1024, 640)
    app.qtbot.waitUntil(lambda: app.window.contentItem().size() == QSizeF(1024, 640), timeout=3_000)
    # The layouts place the controls for the new size (and the theme's compact sizes) at the next polish,
    # before the next frame: what the player sees is that frame, not the scene between the resize and it.
    wait_laid_out(app.qtbot, app.window)
    for name in (
        "dealButton",
        "openAllButton",
        "clearButton",
        "rebetCheck",
        "leaveButton",
        "chip_500",
        "spot_banker_pair",
    ):
        item = app.find(name)
        corner = item.mapToScene(QPointF(item.width(), item.height()))
        assert corner.x() <= 1024 and corner.y() <= 640, f"{name} is cut off at 1024×640"
