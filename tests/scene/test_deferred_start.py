"""What start-up leaves until after the lobby's first frame is there when the player gets to it.

The deck tiles are built after the first frame and the sounds are decoded only when the
player sits down (``Sound``): a player who sits down the moment the lobby is drawn gets the
table, and the first chip is heard, the effects decoded for it.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from baccarat_qt.boundary.enums import Screen
from baccarat_qt.desktop.audio import Player
from tests.support.gui import load_app


def test_sitting_down_as_the_lobby_is_first_drawn(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """SENTARSE clicked on the lobby's first frame: the table opens, the first chip is heard, the effects
    decoded at the sit-down (not before), the lobby's unfinished deck tiles dropped without a warning."""
    app = load_app(qtbot)
    window, context = app.window, app.context
    player = context.sound.player
    assert isinstance(player, Player)
    played: list[str] = []
    monkeypatch.setattr(player, "play", lambda name, gain, delay=0.0: played.append(name))
    at_first_frame: list[bool] = []

    def sit_down() -> None:
        if not at_first_frame:
            at_first_frame.append(bool(player.mixer.bank))
            app.click("startButton", wait_cards=False)

    window.frameSwapped.connect(sit_down, Qt.ConnectionType.QueuedConnection)
    qtbot.waitUntil(lambda: context.night.screen == Screen.Table)
    assert at_first_frame == [False], "the lobby decoded the sounds"
    qtbot.waitUntil(lambda: app.exists("dealButton"))
    window.requestActivate()
    qtbot.waitUntil(window.isActive, timeout=5_000)
    app.key(Qt.Key.Key_B)
    assert context.table.balance < 50_000, "a chip is on BANCA"
    assert played[:1] in (["chip-1"], ["chip-2"], ["chip-3"])
    qtbot.waitUntil(lambda: bool(player.mixer.bank), timeout=10_000)
    assert {"chip-1", "card-slide-1", "earcon-win"} <= set(player.mixer.bank)
    app.close()
