"""The dealing pace on the real scene: instant and reduced motion move nothing; a key lands the cards in flight."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.support.gui import App

K = Qt.Key
THIRDS = "2S 4H 3D KC 4D 7C"


def _card_states(app: App) -> list[tuple[bool, float, float, float]]:
    """Each card on screen: landed, how far it is from its place, its opacity, how far it has turned."""
    states = []
    for item in app.items():
        name = item.objectName()
        if name.startswith("card_") and item.isVisible():
            squeeze = app.find(name.replace("card_", "squeeze_"))
            off = abs(item.x() - item.property("targetX")) + abs(item.y() - item.property("targetY"))
            states.append(
                (bool(item.property("arrived")), off, item.opacity(), float(squeeze.property("turn")))
            )
    return states


@pytest.mark.parametrize("setting", ["reduced motion", "instant"])
def test_nothing_moves(app: App, scripted_shoe: Callable[[str], None], setting: str) -> None:
    """Every frame from the deal to the result: the cards lie in place, fully drawn, face down or face up."""
    if setting == "reduced motion":
        app.prefs.setReducedMotion(True)
    else:
        app.prefs.setPace("instant")
    assert app.prefs.motionScale == 0
    scripted_shoe(THIRDS)
    app.sit_down()
    app.click("spot_banker")
    frames: list[list[tuple[bool, float, float, float]]] = []

    def sample() -> None:
        frames.append(_card_states(app))

    app.window.afterAnimating.connect(sample)
    app.key(K.Key_D, wait_cards=False)
    QTest.qWait(100)
    app.key(K.Key_T, wait_cards=False)
    assert app.hand.resultText, "with nothing to watch, the result comes with the cards"
    QTest.qWait(150)
    app.window.afterAnimating.disconnect(sample)
    assert app.context.reveal.property("cardsAnimated") is False
    seen = [card for frame in frames for card in frame]
    assert len({len(frame) for frame in frames if frame}) <= 2 and seen
    assert all(
        arrived and off < 0.5 and opacity == 1 and turn in (0, 1) for arrived, off, opacity, turn in seen
    ), seen


def _deal_in_flight(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """At the normal pace, a bet and D: the four cards on the felt, still flying in."""
    scripted_shoe(THIRDS)
    app.sit_down()
    app.click("spot_banker")
    app.key(K.Key_D, wait_cards=False)
    app.qtbot.waitUntil(lambda: len(_card_states(app)) == 4)
    assert not all(arrived for arrived, *_ in _card_states(app)), "the cards fly in"


def test_a_key_lands_the_cards_in_flight(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """At the normal pace the cards fly in; any key (one that does nothing else) lands them at once."""
    _deal_in_flight(app, scripted_shoe)
    app.key(K.Key_F20, wait_cards=False)
    assert all(arrived and off < 0.5 for arrived, off, *_ in _card_states(app))


def test_a_shortcut_key_lands_the_cards_in_flight_too(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """A key bound to a shortcut (Alt+Up, the speech history) never reaches the window as a key press, and an
    item has the focus: the shortcut override Qt sends the window first lands the cards (issue 29: the filter
    watches the window alone, no longer every object of the application)."""
    _deal_in_flight(app, scripted_shoe)
    assert app.window.activeFocusItem() is not None
    app.key(K.Key_Up, Qt.KeyboardModifier.AltModifier, wait_cards=False)
    assert all(arrived and off < 0.5 for arrived, off, *_ in _card_states(app))


def test_the_pace_is_chosen_in_the_preferences(app: App) -> None:
    """The lobby's preferences offer the three paces; a click chooses one, and it is kept."""
    app.click("preferencesButton")
    app.qtbot.waitUntil(lambda: app.exists("pace_quick"))
    assert app.exists("pace_normal") and app.exists("pace_instant")
    app.click("pace_quick")
    assert (app.prefs.pace, app.prefs.motionScale) == ("quick", 0.5)
