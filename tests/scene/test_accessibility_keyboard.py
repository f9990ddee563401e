"""The game by the keyboard alone: Tab reaches every control of the lobby, and a whole night (choose, sit,
bet, deal, open, read the result, help, leave and sign) goes by keys only, the focus always shown."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from baccarat_qt.boundary.enums import Phase as UiPhase
from baccarat_qt.boundary.enums import Screen
from tests.support.accessible import assert_focus_ring, focus, focus_name, name, read_aloud, tab_to
from tests.support.gui import App
from tests.support.hands import BANKER_NATURAL, THIRDS

K = Qt.Key


app = pytest.fixture(name="app")(read_aloud)
"""The game with one score already in the top five, with Qt's accessibility on."""


def test_lobby_tab_order_reaches_every_control(app: App) -> None:
    """From the first control, Tab visits every control of the lobby once, each with a visible ring."""
    seen: list[str] = []
    for _ in range(13):
        app.key(K.Key_Tab)
        assert_focus_ring(app)
        seen.append(focus_name(app))
    for wanted in [
        "table_classic",
        "table_no_commission",
        "table_ez",
        "deck_clasica",
        "deck_azul",
        "startButton",
        "leaderboardButton",
        "lobbyHelpButton",
        "preferencesButton",
        "quitButton",
    ]:
        assert wanted in seen, f"Tab never reached {wanted}: {seen}"


def test_a_whole_night_by_keyboard_alone(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """Choose, sit, bet, deal, open, read the result, help, leave and sign: keys only, focus always shown."""
    scripted_shoe(THIRDS + " " + BANKER_NATURAL)
    # Lobby: the table by Tab and Space, then sit down with Enter.
    assert focus_name(app) == "startButton"
    assert_focus_ring(app)
    tab_to(app, "table_no_commission", back=True)
    app.key(K.Key_Space)
    assert app.prefs.tableKind == "no_commission"
    tab_to(app, "startButton")
    app.key(K.Key_Return)
    app.qtbot.waitUntil(lambda: app.night.screen == Screen.Table)
    assert focus_name(app) == "dealButton"
    assert_focus_ring(app)

    # Chips and spots by Tab and Space.
    tab_to(app, "chip_100")
    assert_focus_ring(app)
    app.key(K.Key_Space)
    assert app.table.selectedChip == 100
    tab_to(app, "spot_player", back=True)
    assert_focus_ring(app)
    app.key(K.Key_Space)
    assert app.table.totalBet == 10_000

    # REPARTIR by Tab and Enter: the focus goes to the first card.
    tab_to(app, "dealButton")
    app.key(K.Key_Return)
    assert app.table.phase == UiPhase.Revealing
    assert focus_name(app) == "card_0"
    app.wait_cards_dealt()
    assert_focus_ring(app)
    app.key(K.Key_Return)
    assert app.cards()[0]["faceUp"]
    assert focus_name(app) == "card_0", "the opened card keeps the focus"
    app.key(K.Key_Tab)
    assert focus_name(app) == "card_1", "Tab goes on to the next face-down card"
    app.key(K.Key_Space)
    app.key(K.Key_A)
    app.key(K.Key_A)
    # The player's third card arrives and takes the focus from the open card.
    app.qtbot.waitUntil(lambda: len(app.cards()) == 5)
    assert focus_name(app) == "card_4"
    app.wait_cards_dealt()
    app.key(K.Key_Return)
    assert focus_name(app) == "card_5"
    app.wait_cards_dealt()
    with app.qtbot.waitSignal(app.hand.coupSettled, timeout=2_000):
        app.key(K.Key_Return)
    # The hand is over: the result has the focus, and says who won and the balance.
    assert focus_name(app) == "resultBanner"
    assert_focus_ring(app)
    banner = QAccessible.queryAccessibleInterface(focus(app))
    assert banner is not None
    assert "Gana el JUGADOR con 9 (BANCA 1)" in name(banner) and "saldo" in name(banner)

    # Help and back: the focus returns to the result.
    app.key(K.Key_F1)
    app.qtbot.waitUntil(lambda: app.exists("helpDialogClose"))
    assert_focus_ring(app)
    app.key(K.Key_Tab)
    assert focus_name(app) == "helpDialogClose"
    app.key(K.Key_Escape)
    app.qtbot.waitUntil(lambda: not app.exists("helpDialogClose"))
    assert focus_name(app) == "resultBanner"

    # The rebet box by R, and by Tab and Space.
    app.key(K.Key_R)
    assert app.prefs.rebet is False
    tab_to(app, "rebetCheck")
    assert_focus_ring(app)
    app.key(K.Key_Space)
    assert app.prefs.rebet is True

    # The rebet put the 100 back on JUGADOR; J adds 100 more, Backspace takes it back,
    # LIMPIAR by Enter clears the rest: LIMPIAR goes away, the focus does not.
    assert app.table.totalBet == 10_000
    app.key(K.Key_J)
    tab_to(app, "clearButton")
    app.key(K.Key_Backspace)
    assert app.table.totalBet == 10_000
    app.key(K.Key_Return)
    assert app.table.totalBet == 0
    assert focus_name(app) == "dealButton"
    assert_focus_ring(app)

    # RETIRARSE by Control+R; the name and Enter; back to the lobby with Enter.
    app.key(K.Key_R, Qt.KeyboardModifier.ControlModifier)
    app.confirm_leave()
    app.qtbot.waitUntil(lambda: app.night.screen == Screen.Score)
    assert focus_name(app) == "nameField"
    assert_focus_ring(app)
    app.key(K.Key_A, Qt.KeyboardModifier.ControlModifier)
    app.type_text("Lucía")
    app.key(K.Key_Return)
    assert app.night.scoreSubmitted
    assert focus_name(app) == "backToLobbyButton"
    app.key(K.Key_Return)
    app.qtbot.waitUntil(lambda: app.night.screen == Screen.Lobby)
    assert focus_name(app) == "startButton"
