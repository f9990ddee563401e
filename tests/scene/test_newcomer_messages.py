"""The table as a newcomer meets it (issue 18), its messages: a refusal beside the result, never over it, and
gone by itself or at the next action; one order for refusals and notices; the hints where they belong and for
the first hands; a cue as a peel nears the turn; and small faults (capitals, limits, dear chips told)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPointF, Qt

from baccarat_qt.boundary.announcer import Announcer
from baccarat_qt.words import table_texts
from tests.support.gui import App, at_instant_pace
from tests.support.hands import PLAYER_LOSES
from tests.support.layout import SIZES, rect, resize
from tests.support.nights import play

K = Qt.Key


app = pytest.fixture(name="app")(at_instant_pace)
"""The game at the instant pace: these tests are about what the table says and where it puts it (messages, badges, hints, leaving), not the motion."""


@pytest.mark.parametrize("size", SIZES)
def test_a_refusal_never_covers_the_result_or_the_cards(
    app: App, scripted_shoe: Callable[[str], None], size: tuple[int, int]
) -> None:
    """1. After a result, 4 then E with less than 500: the refusal is shown beside the banner, not over it."""
    scripted_shoe(PLAYER_LOSES)
    app.sit_down()
    resize(app, *size)
    play(app, ("player", 100))
    assert app.table.balance < 50_000
    app.key(K.Key_4)
    app.key(K.Key_E)
    assert "No te alcanzan las fichas" in app.prop("messageText", "text")
    message = rect(app.find("messageArea"))
    assert not message.intersects(rect(app.find("resultBanner")))
    for index in range(4):
        assert not message.intersects(rect(app.find(f"card_{index}")))
    assert app.window.contentItem().contains(app.find("messageArea").mapToScene(QPointF(0, 0)))


def test_a_refusal_goes_away_by_itself_and_on_any_action(
    app: App, scripted_shoe: Callable[[str], None]
) -> None:
    """2. A after a hand: the refusal shows, then leaves after its time; another leaves at the next action."""
    scripted_shoe(PLAYER_LOSES)
    app.sit_down()
    play(app, ("player", 100))
    app.key(K.Key_A)
    assert app.prop("messageText", "text") == "No hay ninguna carta boca abajo para abrir."
    duration = app.announcer.messageDuration
    assert 2_000 <= duration <= 8_000
    app.qtbot.waitUntil(lambda: app.announcer.message == "", timeout=duration + 2_000)
    assert app.prop("messageText", "text") != "No hay ninguna carta boca abajo para abrir."
    app.key(K.Key_A)
    assert app.announcer.message != ""
    app.key(K.Key_1)  # any action: a chip taken in hand
    assert app.announcer.message == ""


def test_messages_have_one_order() -> None:
    """1. A refusal goes before a notice of the shoe; the notice shows when the refusal's time is over."""
    announcer = Announcer()
    said: list[str] = []
    announcer.announcement.connect(said.append)
    announcer.notify("shoe", "Salió la carta de corte.")
    assert (announcer.message, announcer.messageKind) == ("Salió la carta de corte.", "notice")
    announcer.refuse("deal", "Pon al menos una ficha.")
    assert (announcer.message, announcer.messageKind) == ("Pon al menos una ficha.", "refusal")
    announcer.refuse("tie", "No te alcanzan las fichas.")
    assert announcer.message == "No te alcanzan las fichas."
    announcer.expireMessage(announcer.messageSerial - 1)  # an older message's time: nothing changes
    assert announcer.message == "No te alcanzan las fichas."
    announcer.expireMessage(announcer.messageSerial)
    assert announcer.message == "Salió la carta de corte."
    announcer.expireMessage(announcer.messageSerial)
    assert announcer.message == ""
    assert said == ["Salió la carta de corte.", "Pon al menos una ficha.", "No te alcanzan las fichas."]


def test_hints_where_they_belong(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """11 and 9. The start hint under the hands (not across them); the squeeze hint the first hands."""
    scripted_shoe(PLAYER_LOSES)
    app.sit_down()
    assert app.prop("messageText", "text") == "Elige una ficha y ponla en una casilla; luego, REPARTIR."
    hint = rect(app.find("messageArea"))
    for box in ("handBox_player", "handBox_banker"):
        assert hint.top() >= rect(app.find(box)).bottom()
    app.click("spot_player")
    assert app.prop("messageText", "text") == ""
    app.key(K.Key_D)
    assert app.prop("messageText", "text") == table_texts.squeeze_hint()
    app.key(K.Key_T)
    app.qtbot.waitUntil(lambda: app.exists("resultBanner"))
    assert app.table.hint == ""


def test_the_squeeze_hint_stops_after_the_first_hands(app: App) -> None:
    """9. The squeeze hint shows in the first three hands only."""
    app.sit_down()
    app.click("spot_player")
    shown = []
    for _ in range(4):
        app.key(K.Key_D)
        shown.append(app.table.hint == table_texts.squeeze_hint())
        app.key(K.Key_T)
        app.qtbot.waitUntil(lambda: app.table.betting)
    assert shown == [True, True, True, False]


def test_small_faults(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """12. Capitals on the buttons, the limits on the table, the rebet box drawn, dear chips dimmed and told."""
    scripted_shoe(PLAYER_LOSES)
    app.sit_down()
    assert app.prop("helpButton", "text") == "CÓMO SE JUEGA"
    assert app.prop("betLimits", "text") == "Apuesta por casilla: de 5 a 500"
    app.prefs.setRebet(False)
    app.qtbot.waitUntil(lambda: not app.prop("rebetCheck", "checked"))
    assert app.prop("rebetBox", "color").lightness() < 128  # not a bare white square
    assert app.table.affordableChips == [5, 25, 100, 500]
    play(app, ("player", 100))
    assert app.table.affordableChips == [5, 25, 100]
    assert app.find("chip_500").childItems()[0].opacity() < 1
    app.click("chip_500")
    assert (
        app.prop("messageText", "text")
        == "La ficha de 500 vale más de lo que te queda (400): no podrás ponerla."
    )
    app.click("chip_25")
    assert app.announcer.message == ""


def test_a_cue_shows_as_the_peel_nears_the_turn(app: App) -> None:
    """9. Lifting a card edge by edge: no cue at first, then a gold edge growing as it nears the turn."""
    app.sit_down()
    app.click("spot_player")
    app.key(K.Key_D)
    app.wait_cards_dealt()
    app.qtbot.waitUntil(lambda: app.hand.canOpen)
    app.key(K.Key_Up)
    assert not app.exists("turnCue")  # a quarter of the way: nothing yet
    app.key(K.Key_Up)
    app.key(K.Key_Up)
    app.qtbot.waitUntil(lambda: app.exists("turnCue") and app.find("turnCue").opacity() >= 0.4)
    assert not app.cards()[0]["faceUp"]
