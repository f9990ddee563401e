"""The speech history: what the game said, stepped through backward and forward with keys, said again."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt

from baccarat_qt.boundary.context import Context
from baccarat_qt.boundary.speech_history import KEPT
from tests.support.gui import App

K = Qt.Key
ALT = Qt.KeyboardModifier.AltModifier


def test_stepping_back_and_forward(app: App) -> None:
    """Alt+Up steps back, Alt+Down forward, Alt+R says it again; repeats are not kept; new speech starts over."""
    app.sit_down()
    for key in (K.Key_1, K.Key_J, K.Key_2):
        app.key(key)
    history = app.context.speech
    kept = list(history.entries)
    assert kept[-3] == "Ficha de 5" and kept[-1] == "Ficha de 25"
    assert kept[-2].startswith("5 fichas en JUGADOR")

    def step(key: Qt.Key) -> str:
        app.key(key, ALT)
        return str(app.announcer.lastAnnouncement)

    assert step(K.Key_Up) == "Ficha de 25"
    assert step(K.Key_Up) == kept[-2]
    assert step(K.Key_Up) == "Ficha de 5"
    assert history.position == len(kept) - 3
    assert step(K.Key_Down) == kept[-2]
    assert step(K.Key_R) == kept[-2]
    assert step(K.Key_Down) == "Final de lo dicho: Ficha de 25"
    assert history.entries == kept, "what was said again is not kept twice"

    app.key(K.Key_3)
    assert history.position == -1 and history.entries[-1] == "Ficha de 100"
    assert step(K.Key_Up) == "Ficha de 100"


def test_the_oldest_is_said_as_such(app: App) -> None:
    """Stepping back past the first thing said says it again, as the beginning."""
    app.sit_down()
    history = app.context.speech
    assert history.entries
    for _ in range(len(history.entries) + 1):
        app.key(K.Key_Up, ALT)
    assert app.announcer.lastAnnouncement == f"Principio de lo dicho: {history.entries[0]}"
    assert history.position == 0


def test_the_last_hundred_are_kept(new_game: Callable[[], Context]) -> None:
    """Only the last 100 things said are kept, oldest first."""
    game = new_game()
    for n in range(KEPT + 50):
        game.announcer.announce(f"frase {n}")
    assert len(game.speech.entries) == KEPT
    assert game.speech.entries[0] == "frase 50" and game.speech.entries[-1] == f"frase {KEPT + 49}"


def test_the_list_beside_the_felt(app: App) -> None:
    """Shown only when the player asks for it: then it lists what was said, the step marked."""
    app.sit_down()
    assert not app.exists("speechListView"), "no list is built until the player asks for it"
    app.context.verbosity.setShowSpeech(True)
    app.qtbot.waitUntil(lambda: app.exists("speechListView"))
    app.key(K.Key_1)
    app.key(K.Key_Up, ALT)
    view = app.find("speechListView")
    assert view.property("count") == len(app.context.speech.entries)
    assert view.property("currentIndex") == app.context.speech.position == len(app.context.speech.entries) - 1
