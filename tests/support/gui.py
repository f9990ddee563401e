"""Helpers to drive the real QML scene the way a player does: clicks and keys.

The nights played before a test looks (a hand, a saved night, CONTINUAR LA NOCHE) are
``tests/support/played.py``'s, handed out here too.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QAccessibleInterface, QGuiApplication, QKeyEvent
from PySide6.QtQml import QQmlApplicationEngine, QQmlEngine
from PySide6.QtQuick import QQuickItem, QQuickWindow
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from baccarat_qt.boundary.announcer import Announcer
from baccarat_qt.boundary.context import Context, ShoeFactory
from baccarat_qt.boundary.enums import Screen
from baccarat_qt.boundary.hand import Hand
from baccarat_qt.boundary.night import Night
from baccarat_qt.boundary.preferences import Preferences
from baccarat_qt.boundary.table import Table
from baccarat_qt.desktop.app import load_main, register_types
from tests.support.played import continue_the_night as continue_the_night
from tests.support.played import play_a_hand as play_a_hand
from tests.support.played import save_a_played_night as save_a_played_night
from tests.support.shoes import SHOES
from tests.support.written import SEATS, all_written

register_types()  # before any test builds a QML engine


@dataclass
class App:
    """A running game: its engine, window and boundary objects.

    Started by :func:`start_app`, the game's lobby may still be waiting for its deck tiles (built after its
    first frame, then faded in): the test's first look at the scene (``window``, ``items``, ``find``, ``click``,
    ``key``...) waits until the lobby is whole, as it was shown to the player. Sitting down
    (:meth:`sit_down`) or continuing the night (:func:`continue_the_night`) first does not wait: a player may
    click before the tiles are in, and the test is about the table.
    """

    engine: QQmlApplicationEngine
    _window: QQuickWindow
    context: Context
    qtbot: QtBot
    lobby_unseen: bool = field(default=False, kw_only=True)
    """The lobby the game started on has not been looked at yet (see above)."""

    @property
    def window(self) -> QQuickWindow:
        """The game's window (on the lobby it started on, once its deck tiles are in)."""
        self._look()
        return self._window

    def _look(self) -> None:
        """The first look at the scene: on the lobby the game started on, wait until it is whole."""
        if self.lobby_unseen:
            self.lobby_unseen = False
            self.wait_lobby_complete()

    @property
    def night(self) -> Night:
        """The lobby, the night's end and the top five."""
        return self.context.night

    @property
    def table(self) -> Table:
        """The bets and the balance."""
        return self.context.table

    @property
    def hand(self) -> Hand:
        """The cards and the result."""
        return self.context.hand

    @property
    def prefs(self) -> Preferences:
        """The preferences."""
        return self.context.preferences

    @property
    def announcer(self) -> Announcer:
        """What is shown and said."""
        return self.context.announcer

    def items(self) -> Iterator[QQuickItem]:
        """Every item in the scene (including popups' content)."""
        self._look()
        yield from self._items()

    def _items(self) -> Iterator[QQuickItem]:
        """Every item in the scene as it is now."""
        stack = [self._window.contentItem()]
        while stack:
            item = stack.pop()
            yield item
            stack.extend(item.childItems())

    def find(self, name: str, *, look: bool = True) -> QQuickItem:
        """The visible item with this objectName (``look=False``: as the scene is now, see :class:`App`)."""
        items = self.items() if look else self._items()
        found = next((item for item in items if item.objectName() == name and item.isVisible()), None)
        assert found is not None, f"no visible item named {name!r}"
        return found  # the first in the walk's order, as a list of them all would have it first

    def exists(self, name: str) -> bool:
        """Whether a visible item with this objectName is in the scene."""
        return any(item.objectName() == name and item.isVisible() for item in self.items())

    def click(
        self,
        name: str,
        button: Qt.MouseButton = Qt.MouseButton.LeftButton,
        *,
        wait_cards: bool = True,
        look: bool = True,
    ) -> None:
        """Click the middle of the named item (then wait until no card is turning, unless told not to;
        ``look=False``: on the scene as it is now, the lobby's deck tiles in or not, see :class:`App`)."""
        item = self.find(name, look=look)
        point = item.mapToScene(QPointF(item.width() / 2, item.height() / 2)).toPoint()
        QTest.mouseClick(self._window, button, Qt.KeyboardModifier.NoModifier, point)
        if wait_cards:
            self.wait_cards_shown()

    def wait_cards_shown(self) -> None:
        """Wait until every card the engine opened lies face up on screen (and what it tells is shown)."""
        self.qtbot.waitUntil(lambda: not self.context.reveal.cardsTurning, timeout=5_000)

    def wait_lobby_complete(self) -> None:
        """On the lobby, wait for the deck tiles, which are built after its first frame and fade in."""
        if self.night.screen == Screen.Lobby:

            def shown() -> bool:
                tiles = self.find("deckChooserLoader", look=False).property("item")
                return tiles is not None and tiles.opacity() == 1.0

            self.qtbot.waitUntil(shown)

    def wait_cards_dealt(self) -> None:
        """Wait until every card on the table has landed in its place."""
        self.qtbot.waitUntil(
            lambda: all(
                item.property("arrived") for item in self.items() if item.objectName().startswith("card_")
            ),
            timeout=3_000,
        )

    def sit_down(self) -> None:
        """From the lobby to the table by clicking SENTARSE, as a player does; wait until it can deal.

        (The lobby's deck tiles are not waited for: a player may sit down before they are in.)"""
        self.click("startButton", look=False)
        self.qtbot.waitUntil(lambda: self.night.screen == Screen.Table)
        self.qtbot.waitUntil(lambda: self.exists("dealButton"))

    def confirm_leave(self) -> None:
        """Answer RETIRARSE's question with Enter, as a player does (the keyboard starts on its RETIRARSE)."""
        self.qtbot.waitUntil(
            lambda: self.exists("confirmLeaveButton") and self.find("confirmLeaveButton").hasActiveFocus()
        )
        self.key(Qt.Key.Key_Return)

    def key(
        self,
        key: Qt.Key,
        modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
        *,
        wait_cards: bool = True,
    ) -> None:
        """Press and release a key in the window (then wait until no card is turning, unless told not to)."""
        QTest.keyClick(self.window, key, modifier)
        if wait_cards:
            self.wait_cards_shown()

    def type_text(self, text: str) -> None:
        """Type text into the focused item (any characters, accents included)."""
        for char in text:
            for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                event = QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, char)
                QGuiApplication.sendEvent(self.window, event)

    def prop(self, name: str, prop: str) -> Any:
        """A QML property of a named item."""
        return self.find(name).property(prop)

    def cards(self) -> list[dict[str, Any]]:
        """The card model's rows as dicts of role name -> value."""
        model = self.hand.cards
        roles = {int(k): bytes(v.data()).decode() for k, v in model.roleNames().items()}
        return [
            {name: model.data(model.index(row), role) for role, name in roles.items()}
            for row in range(model.rowCount())
        ]

    def close(self) -> None:
        """Close the window and delete the engine now (see :func:`delete_engine`)."""
        self._window.close()
        delete_engine(self.qtbot, self.engine)


def walk(iface: QAccessibleInterface) -> Iterator[QAccessibleInterface]:
    """Every accessible below ``iface`` (included), depth first."""
    yield iface
    for i in range(iface.childCount()):
        child = iface.child(i)
        if child is None:  # typed as never None, but Qt returns None for a child that is gone
            continue
        if child.isValid():
            yield from walk(child)


def delete_engine(qtbot: QtBot, engine: QQmlEngine) -> None:
    """Delete a QML engine now, on this (the GUI) thread, and wait until it is gone.

    A bare ``deleteLater()`` is not run by pytest-qt's ``processEvents()``: the
    engine would linger until some later test's wait, or until Python's garbage
    collector freed its wrapper on whatever thread happened to be running.
    Python's automatic collector is off while it goes, as it is while the game
    is up (``desktop/collector.py``): a collection started inside Qt's destructors
    can free a Qt object that waits for a lock they hold (a harness with no
    game's collector, such as the squeeze's, had it on).
    """
    paused = gc.isenabled()
    gc.disable()
    try:
        with qtbot.waitSignal(engine.destroyed, timeout=5_000):
            engine.deleteLater()
    finally:
        if paused:
            gc.enable()


def load_app(qtbot: QtBot) -> App:
    """Load the game as ``baccarat-qt`` does, no more: its first frame is still to come (the tests of what
    happens at it connect to the window first)."""
    engine = QQmlApplicationEngine()
    load_main(engine)
    window = engine.rootObjects()[0]
    assert isinstance(window, QQuickWindow)
    context = engine.findChild(Context)
    assert isinstance(context, Context)
    return App(engine, window, context, qtbot)


def at_instant_pace(app: App) -> App:
    """Conftest's ``app`` at the instant pace, the player's own setting in the preferences: for a test file
    about what the game shows and says once things are placed, not the motion (the deal's and the turn's
    durations are tested at the normal pace in test_pace.py, test_reveal.py, test_first_deal.py and
    test_squeeze.py). A file takes it as its ``app``: ``app = pytest.fixture(name="app")(at_instant_pace)``."""
    app.prefs.setPace("instant")
    return app


def start_app(qtbot: QtBot, *, new_shoe: ShoeFactory = SHOES) -> App:
    """Load the game as ``baccarat-qt`` does, show it and wait until it takes keys.

    Its nights get their shoes from ``new_shoe``: :data:`SHOES` (scripted by the
    ``scripted_shoe`` fixture) unless a test brings its own. It starts from what the games started before it
    wrote (their saves, and the file itself, are written on their writer threads; a game that quits drains them).
    """
    all_written()
    engine = QQmlApplicationEngine()
    load_main(engine, new_shoe=new_shoe)
    roots = engine.rootObjects()
    assert roots, "the QML failed to load"
    window = roots[0]
    assert isinstance(window, QQuickWindow)
    window.show()
    window.requestActivate()
    qtbot.waitUntil(window.isActive, timeout=5_000)
    context = engine.findChild(Context)
    assert isinstance(context, Context)
    SEATS.add(context.seat)  # the files read while it runs hold what its writer thread wrote (``written``)
    return App(engine, window, context, qtbot, lobby_unseen=True)  # its deck tiles: at the first look
