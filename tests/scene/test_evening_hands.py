"""A second evening as a newcomer (issue 30), its hands: a result that cannot read as a price, a night over
that waits for the player, the last hand back after a restart, the odds' line mid-hand, each squeeze step
shown, and the history that reads well."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtQuick import QQuickItem
from pytestqt.qtbot import QtBot

from baccarat_qt.boundary.enums import Screen
from tests.support.gui import App, at_instant_pace, start_app
from tests.support.hands import BANKER_NATURAL, THIRDS
from tests.support.layout import rect, resize, settle
from tests.support.nights import two_nights
from tests.support.written import written

K = Qt.Key


app = pytest.fixture(name="app")(at_instant_pace)
"""The game at the instant pace: these tests are about what the evening's screens show and where (texts, sizes, badges, the odds line), not the motion."""


@pytest.mark.parametrize(
    ("language", "said"),
    [("es", "Gana el JUGADOR con 9 (BANCA 1)"), ("en", "PLAYER wins with 9 (BANKER 1)")],
)
def test_the_score_cannot_read_as_a_price(
    app: App, scripted_shoe: Callable[[str], None], language: str, said: str
) -> None:
    """2. The result names the winner's total and puts the other in brackets: no "9 a 1" / "9 to 1" beside "8 : 1"."""
    scripted_shoe(THIRDS)
    app.prefs.setLanguage(language)
    app.sit_down()
    app.key(K.Key_J)
    app.key(K.Key_D)
    with app.qtbot.waitSignal(app.hand.coupSettled, timeout=5_000):
        app.key(K.Key_T)
    for text in (app.hand.resultText, app.prop("lastHand", "text")):
        assert text.startswith(said)
        assert not re.search(r"\d+\s*(a|to|:|-|–)\s*\d+", text), text


def test_the_night_over_waits_for_the_player(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """11. The last 500 lost: the table keeps the hand and its result; VER EL PUNTAJE (focused) goes on."""
    scripted_shoe(BANKER_NATURAL)
    app.sit_down()
    app.key(K.Key_4)
    app.key(K.Key_J)
    with app.qtbot.waitSignal(app.night.nightEnded, timeout=2_000):
        app.key(K.Key_D)
        app.key(K.Key_T)
    app.qtbot.waitUntil(
        lambda: app.exists("showScoreButton") and app.find("showScoreButton").hasActiveFocus()
    )
    assert app.night.screen == Screen.Table and app.night.nightOverWaiting
    assert app.exists("resultBanner") and all(card["faceUp"] for card in app.cards())
    assert "menos que la apuesta mínima" in app.prop("nightOverText", "text")
    window = QRectF(0, 0, 1280, 800)
    assert window.contains(rect(app.find("showScoreButton")))
    app.key(K.Key_D)  # nothing deals on an ended night; the table stays
    assert app.night.screen == Screen.Table
    app.key(K.Key_Return)
    app.qtbot.waitUntil(lambda: app.night.screen == Screen.Score)
    assert app.night.score == 0 and not app.night.nightOverWaiting


def test_the_last_hand_comes_back_after_a_restart(qtbot: QtBot, scripted_shoe: Callable[[str], None]) -> None:
    """11. A hand played, the game closed: CONTINUAR LA NOCHE shows ÚLTIMA MANO as it was, from the saved coups."""
    scripted_shoe(THIRDS)
    first = at_instant_pace(start_app(qtbot))  # as the file's ``app``: the text of the hand, not its motion
    first.prefs.setRebet(False)
    first.sit_down()
    first.key(K.Key_3)
    first.key(K.Key_J)
    first.key(K.Key_2)
    first.key(K.Key_E)
    first.key(K.Key_D)
    with qtbot.waitSignal(first.hand.coupSettled, timeout=5_000):
        first.key(K.Key_T)
    shown = first.prop("lastHand", "text")
    assert shown.startswith("Gana el JUGADOR con 9 (BANCA 1)") and "EMPATE: pierdes 25" in shown
    first.close()
    second = start_app(qtbot)
    try:
        second.click("continueButton")
        qtbot.waitUntil(lambda: second.night.screen == Screen.Table and second.exists("lastHand"))
        assert second.prop("lastHand", "text") == shown
        assert second.hand.resultText == ""  # the felt is clear for the next bets
    finally:
        second.close()


HISTORY_NIGHT = "9H 4C KS 4D  2S 7C 5H KD  3S 6H 5C 3D"
"""Three coups, no third cards."""


def texts_in(app: App, name: str) -> list[QQuickItem]:
    """The texts inside the named item, as the scene has them now."""
    found = []
    stack = [app.find(name)]
    while stack:
        item = stack.pop()
        if isinstance(item.property("text"), str) and item.property("text"):
            found.append(item)
        stack.extend(item.childItems())
    return found


@pytest.mark.parametrize("language", ["es", "en"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_history_reads_well(
    app: App, scripted_shoe: Callable[[str], None], language: str, size: tuple[int, int]
) -> None:
    """7. Dates whole, a night of no hands not in red, the night's title whole, cards as tall as most of their
    row, and the export message moves nothing."""
    scripted_shoe(HISTORY_NIGHT)
    app.prefs.setLanguage(language)
    two_nights(app)
    written(app.context.seat)  # the two nights' saves (the file itself made first) are on the writer thread
    resize(app, *size)
    app.context.history.open()
    app.qtbot.waitUntil(lambda: app.exists("historyNight_1"))
    settle(app)
    for row in ("historyNight_0", "historyNight_1"):
        for text in texts_in(app, row):
            assert not text.property("truncated"), text.property("text")
    # The last column, the night's result: a night of no hands is not drawn as a loss.
    empty, played = (texts_in(app, row)[0] for row in ("historyNight_0", "historyNight_1"))
    assert (empty.property("text"), played.property("text")) == ("0", played.property("text"))
    assert empty.property("color") != played.property("color")

    app.context.history.openNight(1)
    app.qtbot.waitUntil(lambda: app.exists("historyCoup_0") and app.exists("historyCard"))
    settle(app)
    title = app.find("historyTitle")
    assert not title.property("truncated"), title.property("text")
    coup = app.find("historyCoup_0")
    cards = [item for item in app.items() if item.objectName() == "historyCard" and coup.isAncestorOf(item)]
    assert len(cards) == 4
    for card in cards:
        assert card.height() >= 0.85 * coup.height(), (card.height(), coup.height())
        assert card.height() >= 56
    body = rect(app.find("historyBody"))
    app.click("historyExport")
    app.qtbot.waitUntil(lambda: "exportad" in app.context.history.files.message)
    settle(app)
    assert rect(app.find("historyBody")) == body


def test_the_odds_say_which_cards_they_count_mid_hand(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """11. Mid-hand the odds still count the cards on the table: the line says so, beside the shoe's count."""
    scripted_shoe(THIRDS)
    app.prefs.setShowOdds(True)
    app.sit_down()
    app.qtbot.waitUntil(lambda: app.context.odds.ready)
    before = app.hand.cardsLeft
    assert app.prop("oddsCards", "text").startswith(f"Con las {before} cartas que quedan")
    app.key(K.Key_J)
    app.key(K.Key_D)
    app.wait_cards_dealt()
    shoe = app.hand.cardsLeft
    assert shoe == before - 4
    text = app.prop("oddsCards", "text")
    assert text.startswith(f"Con las {before} cartas de antes de esta mano (en el zapato quedan {shoe})"), (
        text
    )
    with app.qtbot.waitSignal(app.context.odds.updated, timeout=10_000):
        app.key(K.Key_T)
    app.qtbot.waitUntil(
        lambda: app.prop("oddsCards", "text").startswith(f"Con las {app.hand.cardsLeft} cartas que")
    )


def test_each_squeeze_step_shows(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """11. S on a focused card: the ear hears a step and the eye sees the edge lift further, each time."""
    scripted_shoe(THIRDS)
    app.sit_down()
    app.key(K.Key_J)
    app.key(K.Key_D)
    app.wait_cards_dealt()
    squeeze = app.find("squeeze_0")
    app.qtbot.waitUntil(lambda: squeeze.hasActiveFocus())
    lifted = [squeeze.property("peelProgress")]
    for _ in range(2):
        app.key(K.Key_S)
        app.qtbot.waitUntil(lambda: squeeze.property("peelProgress") > lifted[-1] + 0.02)
        lifted.append(squeeze.property("peelProgress"))
    assert not app.cards()[0]["faceUp"]
    app.key(K.Key_S)  # the last step opens it
    app.qtbot.waitUntil(lambda: app.cards()[0]["faceUp"])
